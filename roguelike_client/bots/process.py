"""An external bot program run as the hero: its processes, asked one turn at a time within the rules' time (the bot's
own time where the system can measure it), and every one of them ended with it."""
from __future__ import annotations

import itertools
import os
import queue
import select
import signal
import subprocess
import sys
import threading
import time
from typing import Any, Callable

from roguelike_client.bots.lines import bot_lines
from roguelike_client.bots.sample import shell_line


class BotError(Exception):
    """A bot that cannot start, answer in time or go on; str() says which, in one line."""


EXIT_WAIT_SECONDS = 0.2       # after the bot's output ends, how long its exit status is awaited (the message names it)
SHELL_SIGNAL_BASE = 128
# Whether a turn's input is written on the caller's thread when the pipe takes it at once (POSIX only; the tests
# turn it off to run the writer thread alone, as on Windows).
WRITE_DIRECTLY = True
THREAD_END_SECONDS = 1.0      # how long close() waits for the pipe threads once the bot's processes are gone
# The longest answer line read: a bot printing an endless line fails at this length instead of filling memory.
MAX_LINE_BYTES = 64 * 1024
LINES_AHEAD = 64          # lines a bot may print ahead of their turns before it waits: 4 MiB held at most
# Every process a bot starts inherits this variable, naming its bot, unless it clears its environment. Where several
# bots run in one process (a match in the window), it tells whose an orphaned helper is.
MARKER = "ROGUELIKE_BOT"
PROC = "/proc"
LINUX = sys.platform.startswith("linux") and os.path.isdir(f"{PROC}/self/task")
# Where the bot's own time is measured (Linux), a turn's limit counts its processes' processor time and the time they
# sat waiting on nothing of ours; a bot that the machine keeps waiting for a processor is not charged for it. The
# clock is looked at every POLL_SECONDS once the limit has passed on the wall clock; whatever happens, the answer
# must come within BACKSTOP_TIMES the limit (at least BACKSTOP_SECONDS) of the wall clock.
OWN_TIME = LINUX
POLL_SECONDS = 0.01
BACKSTOP_TIMES = 10
BACKSTOP_SECONDS = 10.0
# After the limit, how long the answer may still take to pass our own threads (a line read but not yet handed on).
LAST_LOOK_SECONDS = 0.005
# Task states of a bot that is not waiting by its own choice: running or waiting for a processor, or stopped by
# someone else (a debugger, job control).
NOT_WAITING = (b"R", b"T", b"t")
# How long ending a bot's orphans may take (they are killed at once; this bounds reaping them).
STRAY_SECONDS = 2.0
PR_SET_PDEATHSIG, PR_SET_CHILD_SUBREAPER = 1, 36


class _TooLong:
    """What the reader hands on instead of a line longer than MAX_LINE_BYTES."""


TOO_LONG = _TooLong()
_started = itertools.count(1)
_running: set["BotProcess"] = set()      # the bots this process runs now: their shells are no strays
_running_lock = threading.Lock()         # held while a bot starts and while strays are chosen and killed
_adopting = False                        # whether this process is a child subreaper (adopt_orphans)


# ----- processes as Linux's /proc shows them (ps elsewhere on POSIX) --------------------------------------------

def _read(path: str) -> bytes | None:
    try:
        with open(path, "rb") as file:
            return file.read()
    except OSError:
        return None


def _stat(path: str) -> list[bytes] | None:
    """A /proc stat file's fields after the command name: [0] state, [1] parent, [3] session, [19] start time."""
    text = _read(path)
    return text[text.rfind(b")") + 2:].split() if text else None


def _tasks(pid: int | str) -> list[str]:
    try:
        return os.listdir(f"{PROC}/{pid}/task")
    except OSError:
        return []


_CHILDREN_FILES = LINUX and os.path.exists(f"{PROC}/self/task/{os.getpid()}/children")


def _children(pid: int | str) -> list[int]:
    """The children of a process: of every thread of it (a reparented orphan may go to any)."""
    if not _CHILDREN_FILES:
        return _table().get(int(pid) if pid != "self" else os.getpid(), [])
    found: list[int] = []
    for tid in _tasks(pid):
        found += map(int, (_read(f"{PROC}/{pid}/task/{tid}/children") or b"").split())
    return found


def _table() -> dict[int, list[int]]:
    """Parent -> children of every process: /proc's stat files, or `ps` where there is no /proc (macOS)."""
    pairs: list[tuple[int, int]] = []
    if LINUX:
        for name in os.listdir(PROC):
            fields = _stat(f"{PROC}/{name}/stat") if name.isdigit() else None
            if fields:
                pairs.append((int(fields[1]), int(name)))
    else:
        try:
            shown = subprocess.run(["ps", "-A", "-o", "pid=", "-o", "ppid="], capture_output=True, timeout=10).stdout
        except (OSError, subprocess.SubprocessError):
            shown = b""
        for line in shown.splitlines():
            words = line.split()
            if len(words) == 2 and words[0].isdigit() and words[1].isdigit():
                pairs.append((int(words[1]), int(words[0])))
    table: dict[int, list[int]] = {}
    for parent, child in pairs:
        table.setdefault(parent, []).append(child)
    return table


def descendants(root: int) -> list[int]:
    """root and every process below it that still has its parent, root first. Taken before killing: a helper in a
    session of its own is still its parent's child, and killpg does not reach it."""
    children = _children if _CHILDREN_FILES else _table().get
    found, todo = [root], [root]
    while todo:
        for child in children(todo.pop()) or []:
            if child not in found:
                found.append(child)
                todo.append(child)
    return found


def _prctl(option: int, value: int) -> bool:
    try:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        return bool(libc.prctl(option, ctypes.c_ulong(value), ctypes.c_ulong(0), ctypes.c_ulong(0),
                               ctypes.c_ulong(0)) == 0)
    except (OSError, AttributeError):
        return False


def adopt_orphans() -> bool:
    """Make this process the one a bot's orphaned processes are handed to (Linux's child subreaper), instead of the
    system's first process: a helper that leaves its parent (a daemon's double fork), or the bots of a worker that
    died, become our children, and end_strays() ends them. Once per process; False where the system has no such
    thing."""
    global _adopting
    if LINUX and not _adopting:
        _adopting = _prctl(PR_SET_CHILD_SUBREAPER, 1)
    return _adopting


def die_with_parent(signum: int) -> bool:
    """Linux: have the system send signum to this process when its parent ends, however it ends (a worker of the
    proving ground whose program was killed ends its bot and itself). False where that cannot be asked."""
    return LINUX and _prctl(PR_SET_PDEATHSIG, signum)


def _reap(pid: int) -> bool:
    """Collect an orphan's exit status once it has ended (an adopted process would stay a zombie); whether it has."""
    try:
        ended, _ = os.waitpid(pid, os.WNOHANG)
    except ChildProcessError:
        return True
    return ended == pid


def _kill(pids: list[int]) -> None:
    for pid in pids:
        try:
            os.kill(pid, signal.SIGKILL)
        except OSError:
            pass


def end_strays(owner: "BotProcess | None" = None) -> None:
    """Kill and reap the processes handed to us as orphans that belong to no bot still running here. Ours by birth
    share our session; a bot starts in a session of its own, and nothing below it can join ours, so no process of the
    program's own is taken for a stray (a program embedding this runner must not start other children in sessions of
    their own, nor let them orphan there). While other bots run here (a match in the window) only owner's are
    ended (its session, or its mark); one that cannot be told apart waits for the last bot's end."""
    if not _adopting:
        return
    session = os.getsid(0)
    deadline = time.monotonic() + STRAY_SECONDS
    while True:
        with _running_lock:
            others = [bot for bot in _running if bot is not owner]
            roots = {bot.process.pid for bot in others}
            strays = []
            for pid in _children("self"):
                fields = _stat(f"{PROC}/{pid}/stat")
                if pid in roots or fields is None or int(fields[3]) == session:
                    continue
                if others and (owner is None or not owner._owns(pid, int(fields[3]))):
                    continue
                strays.append(pid)
                _kill(descendants(pid))
        # Once killed and reaped, a stray's own children come to us in turn: the next look finds them.
        if not strays or time.monotonic() > deadline:
            return
        if not all([_reap(pid) for pid in strays]):
            time.sleep(0.002)


def _kill_marked(marker: str) -> None:
    """Kill every process whose environment names this bot. Only where orphans cannot be adopted and the system
    lists environments (/proc on a Linux without subreapers): what left the bot's tree is found by its mark."""
    wanted = f"{MARKER}={marker}".encode() + b"\0"
    own = str(os.getpid())
    for name in os.listdir(PROC):
        if name.isdigit() and name != own and wanted in (_read(f"{PROC}/{name}/environ") or b""):
            _kill([int(name)])


# ----- a bot's own time (Linux) ------------------------------------------------------------------------------

_TICKS = os.sysconf("SC_CLK_TCK") if LINUX else 100


def _cpu_ns(pid: int) -> int | None:
    """A process's processor time (all its threads, living and ended), from its own CPU clock: one system call."""
    try:
        return time.clock_gettime_ns(((~pid) << 3) | 2)      # the kernel's CPUCLOCK_SCHED clock of process pid
    except OSError:
        return None


class _Meter:
    """How much of a turn's time a bot has used by its own doing: the processor time of its processes, plus the time
    all of them were waiting on something other than us (sleeping, or not reading their input) while no thread of
    ours had the answer in hand. Time spent waiting for a processor on a busy machine is not the bot's. The
    waiting is seen by sampling, which starts when the limit has passed on the wall clock: a bot that sleeps
    through its turn ends after about twice its limit."""

    def __init__(self, root: int, born: float):
        self.root, self.born = root, born
        self.known = [root]             # the bot's processes as last seen: their clocks are read as a turn starts
        self.start = born
        self.cpu: dict[int, int] = {}   # each process's clock at the turn's start (0: born during the turn)
        self.waited = 0.0
        self.last: tuple[float, bool] | None = None     # the previous sample: when, and whether all were waiting

    def begin(self, start: float, first: bool) -> None:
        """A turn starts: two clock reads for a shell and its bot, nothing more (this is paid every turn)."""
        self.start = self.born if first else start       # the first answer includes the bot's start-up
        self.waited, self.last = 0.0, None
        self.cpu = {pid: ns for pid in self.known if (ns := _cpu_ns(pid)) is not None}

    def learn(self) -> None:
        """Note the bot's processes now (after its first answer, once it has started what it starts)."""
        self.known = descendants(self.root)

    def used(self, now: float, ours_busy: bool) -> float:
        """Seconds the bot has used of this turn, sampled now; ours_busy: a thread of ours has work on the answer."""
        turn_began = time.clock_gettime(time.CLOCK_BOOTTIME) - (time.monotonic() - self.start)
        spent, waiting = 0, not ours_busy
        self.known = descendants(self.root)
        for pid in self.known:
            main = _stat(f"{PROC}/{pid}/stat")
            ns = _cpu_ns(pid)
            if main is None or ns is None:
                continue
            if pid not in self.cpu:
                # Born during this turn: all its time is the turn's. Older but unseen: counted from now on.
                self.cpu[pid] = 0 if (int(main[19]) + 1) / _TICKS > turn_began else ns
            spent += ns - self.cpu[pid]
            states = [main[0]] + [(_stat(f"{PROC}/{pid}/task/{tid}/stat") or [b"Z"])[0]
                                  for tid in _tasks(pid) if tid != str(pid)]
            waiting = waiting and not any(state in NOT_WAITING for state in states)
        if self.last is not None and self.last[1] and waiting:
            self.waited += now - self.last[0]
        self.last = (now, waiting)
        return spent / 1e9 + self.waited


# ----- Windows: a job object holds the bot's processes ---------------------------------------------------------

class _Job:
    """A Windows job object that the bot's shell is put in; its children join it. Closing it (or this program ending,
    however it ends) kills every process in it. Untested here: written to the documented API."""

    handle: Any = None
    _kernel32: Any = None

    def __init__(self, process: subprocess.Popen[bytes]):
        if sys.platform != "win32":
            raise OSError("job objects are Windows's")
        import ctypes
        from ctypes import wintypes

        class Limits(ctypes.Structure):
            _fields_ = [("user_process", ctypes.c_int64), ("user_job", ctypes.c_int64),
                        ("flags", wintypes.DWORD), ("min_set", ctypes.c_size_t), ("max_set", ctypes.c_size_t),
                        ("processes", wintypes.DWORD), ("affinity", ctypes.c_size_t),
                        ("priority", wintypes.DWORD), ("scheduling", wintypes.DWORD)]

        class Extended(ctypes.Structure):
            _fields_ = [("basic", Limits), ("io", ctypes.c_uint64 * 6), ("process_memory", ctypes.c_size_t),
                        ("job_memory", ctypes.c_size_t), ("peak_process", ctypes.c_size_t),
                        ("peak_job", ctypes.c_size_t)]

        kernel32 = ctypes.WinDLL("kernel32", use_last_error=True)
        kernel32.CreateJobObjectW.restype = wintypes.HANDLE
        kernel32.CreateJobObjectW.argtypes = (ctypes.c_void_p, wintypes.LPCWSTR)
        kernel32.SetInformationJobObject.argtypes = (wintypes.HANDLE, ctypes.c_int, ctypes.c_void_p, wintypes.DWORD)
        kernel32.AssignProcessToJobObject.argtypes = (wintypes.HANDLE, wintypes.HANDLE)
        kernel32.TerminateJobObject.argtypes = (wintypes.HANDLE, wintypes.UINT)
        kernel32.CloseHandle.argtypes = (wintypes.HANDLE,)
        self._kernel32 = kernel32
        self.handle = kernel32.CreateJobObjectW(None, None)
        if not self.handle:
            raise OSError(ctypes.get_last_error(), "CreateJobObjectW failed")
        limits = Extended()
        limits.basic.flags = 0x2000                  # JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE
        if not (kernel32.SetInformationJobObject(self.handle, 9, ctypes.byref(limits), ctypes.sizeof(limits))
                and kernel32.AssignProcessToJobObject(self.handle, int(getattr(process, "_handle")))):
            error = ctypes.get_last_error()
            kernel32.CloseHandle(self.handle)
            raise OSError(error, "the bot could not be put in a job object")

    def close(self) -> None:
        if self.handle:
            self._kernel32.TerminateJobObject(self.handle, 1)
            self._kernel32.CloseHandle(self.handle)
            self.handle = None


# ----- the bot -----------------------------------------------------------------------------------------------

class _Delivery:
    """One turn's input on its way to the bot: `written` is set once the writer has passed all of it to the pipe
    or found the pipe broken."""

    __slots__ = ("data", "written", "broken")

    def __init__(self, data: bytes):
        self.data = data
        self.written = threading.Event()
        self.broken = False


def _start(command: str, marker: str) -> subprocess.Popen[bytes]:
    """`command` (`sample`: bots/sample.py) through the shell, in a session or process group of its own, marked."""
    line, extra = shell_line(command)
    own: dict[str, Any] = {"start_new_session": True}
    if sys.platform == "win32":
        own = {"creationflags": subprocess.CREATE_NEW_PROCESS_GROUP}
    return subprocess.Popen(line, shell=True, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            env={**os.environ, **extra, MARKER: marker}, **own)


class BotProcess:
    """`command` runs through the shell in a session of its own; close() ends it and everything it started: on Linux
    every process below it, found before killing, and every orphan it left (this process adopts them); on other
    POSIX systems its process group and the processes below it; on Windows its job object.

    The caller never waits on a pipe beyond the turn's time. A reader thread turns the bot's output into lines, so a
    bot that never answers costs its time and no more. A writer thread passes on the input that the pipe cannot
    take at once, so a bot that stops reading (its pipe full) fails in the same time. Where pipes can be written
    without blocking (POSIX), a turn's input goes straight into the pipe on the caller's thread when it fits, the
    usual case: handing it to the writer would cost a thread switch on every turn. Windows pipes block
    (os.set_blocking on a pipe needs Python 3.12 there), so on Windows all input goes through the writer."""

    def __init__(self, command: str):
        self.command = command
        self._marker = f"{os.getpid()}-{next(_started)}"
        self._job: _Job | None = None
        adopt_orphans()
        born = time.monotonic()
        with _running_lock:
            try:
                self.process = _start(command, self._marker)
            except OSError as error:
                raise BotError(f"cannot start the bot: {error.strerror or error}") from None
            _running.add(self)
        if sys.platform == "win32":
            try:
                self._job = _Job(self.process)
            except OSError:
                self._job = None            # close() falls back on taskkill
        self._meter = _Meter(self.process.pid, born) if OWN_TIME else None
        self._answers = 0
        self._family = [self.process.pid]   # its processes as last seen: whose orphans are whose in a match
        assert self.process.stdin is not None
        self._input = self.process.stdin.fileno()
        self._direct = False
        if sys.platform != "win32" and WRITE_DIRECTLY:
            os.set_blocking(self._input, False)
            self._direct = True
        self._closed = False
        # Held while the caller writes to the pipe and while the writer closes it, so that a turn asked while
        # close() runs never writes to a descriptor number the system may have given to another file.
        self._input_lock = threading.Lock()
        self._input_open = True
        self._deliveries: queue.SimpleQueue[_Delivery | None] = queue.SimpleQueue()
        self._last_delivery: _Delivery | None = None
        # Lines printed ahead of their turns; a bot printing without end then waits on its pipe, as under CodinGame.
        self._lines: queue.Queue[bytes | _TooLong | None] = queue.Queue(LINES_AHEAD)
        self._ending = threading.Event()        # close() has begun: the reader hands on nothing more
        self._thread_ids: dict[str, int] = {}
        self._writer = threading.Thread(target=self._write, name="maze-bot-writer", daemon=True)
        self._reader = threading.Thread(target=self._read, name="maze-bot-reader", daemon=True)
        self._writer.start()
        self._reader.start()

    def ask(self, text: str, seconds: float) -> str:
        """Send one turn's input and wait for one answer line, within `seconds` of the bot's time; raises BotError."""
        start = time.monotonic()
        if self._meter is not None:
            self._meter.begin(start, self._answers == 0)
        self._answers += 1
        self._send(text.encode("ascii"), start, seconds)
        got: list[bytes | _TooLong | None] = []

        def came(timeout: float) -> bool:
            try:
                got.append(self._lines.get(timeout=timeout))
            except queue.Empty:
                return False
            return True

        if not self._await(came, start, seconds):
            raise BotError(f"timeout: no answer within {round(seconds * 1000)} ms")
        raw = got[0]
        if raw is None:
            raise BotError(self._gone())
        if isinstance(raw, _TooLong):
            raise BotError(f"the bot's answer line is longer than {MAX_LINE_BYTES:,} bytes")
        if self._answers == 1 and self._meter is not None:
            self._meter.learn()
        return raw.decode("utf-8", errors="replace")

    def _await(self, came: Callable[[float], bool], start: float, seconds: float) -> bool:
        """Wait until came(timeout) says the awaited thing came, or the bot has used its `seconds`: on the wall clock
        where the bot's own time is not measured, else of its own time (looked at once the wall clock has passed
        them), and never longer than the backstop on the wall clock."""
        if came(max(0.0, start + seconds - time.monotonic())):
            return True
        meter = self._meter
        if meter is not None:
            backstop = start + max(BACKSTOP_SECONDS, BACKSTOP_TIMES * seconds)
            while (now := time.monotonic()) < backstop and meter.used(now, self._ours_busy()) < seconds:
                if came(POLL_SECONDS):
                    return True
        return came(LAST_LOOK_SECONDS)

    def _ours_busy(self) -> bool:
        """Whether our reader or writer thread is running or waiting for a processor: then the delay is ours."""
        return any((_stat(f"{PROC}/self/task/{tid}/stat") or [b""])[0] == b"R" for tid in self._thread_ids.values())

    def _owns(self, pid: int, session: int) -> bool:
        """Whether an orphan is this bot's: in its session, seen below it, or carrying its mark."""
        return (session == self.process.pid or pid in self._family
                or f"{MARKER}={self._marker}".encode() + b"\0" in (_read(f"{PROC}/{pid}/environ") or b""))

    def _send(self, data: bytes, start: float, seconds: float) -> None:
        """Write what the pipe takes now (when the writer has nothing left and the platform allows), hand the
        rest to the writer and wait for it within the turn's time."""
        last = self._last_delivery
        if self._direct and (last is None or last.written.is_set()):
            with self._input_lock:
                try:
                    taken = os.write(self._input, data) if self._input_open else -1     # -1: no pipe to write to
                except BlockingIOError:
                    taken = 0
                except OSError:
                    taken = -1
            if taken < 0:
                raise BotError(self._gone())
            data = data[taken:]
            if not data:
                return
        delivery = self._last_delivery = _Delivery(data)
        self._deliveries.put(delivery)
        if not self._await(delivery.written.wait, start, seconds):
            raise BotError(f"timeout: the bot has not read its input for {round(seconds * 1000)} ms")
        if delivery.broken:
            raise BotError(self._gone())

    # Each thread closes its own pipe when done: close() never closes a stream that a thread may be blocked on.

    def _write(self) -> None:
        self._thread_ids["writer"] = threading.get_native_id()
        broken = False
        while (delivery := self._deliveries.get()) is not None:
            pending = memoryview(delivery.data)
            while pending and not broken:
                try:
                    pending = pending[os.write(self._input, pending):]
                except BlockingIOError:
                    # Only where the pipe does not block (POSIX), and there select() works on pipes.
                    select.select([], [self._input], [])
                except OSError:
                    broken = True
            delivery.broken = broken
            delivery.written.set()
        assert self.process.stdin is not None
        with self._input_lock:
            self._input_open = False
            try:
                self.process.stdin.close()
            except OSError:
                pass

    def _read(self) -> None:
        self._thread_ids["reader"] = threading.get_native_id()
        stdout = self.process.stdout
        assert stdout is not None
        try:
            while raw := stdout.readline(MAX_LINE_BYTES + 1):
                if len(raw) > MAX_LINE_BYTES:
                    self._hand_on(TOO_LONG)
                    break           # the game ends on it: nothing after it is read
                if not all(self._hand_on(line) for line in bot_lines(raw)):
                    break
        except (OSError, ValueError):
            pass
        self._hand_on(None)
        try:
            stdout.close()
        except OSError:
            pass

    def _hand_on(self, line: bytes | _TooLong | None) -> bool:
        """Queue a line for the turns to come, waiting while LINES_AHEAD wait already; False once close() began."""
        while not self._ending.is_set():
            try:
                self._lines.put(line, timeout=POLL_SECONDS * 10)
            except queue.Full:
                continue
            return True
        return False

    def _gone(self) -> str:
        try:
            status = self.process.wait(EXIT_WAIT_SECONDS)
        except subprocess.TimeoutExpired:
            return "the bot closed its output without answering"
        if sys.platform == "win32":
            signal_number = 0               # Windows has no signals: a crash is an exit code like any other
        else:
            # Popen reports a child killed by signal N as -N; the shell reports its own child's as 128 + N.
            signal_number = -status if status < 0 else status - SHELL_SIGNAL_BASE if status > SHELL_SIGNAL_BASE else 0
        if signal_number:
            return f"the bot crashed (signal {signal_number}) without answering"
        return f"the bot ended (exit status {status}) without answering"

    def close(self) -> None:
        """End the bot and everything it started; safe to call more than once, and again when a signal cut it short
        (each step can be done twice)."""
        if self._closed:
            return
        self._ending.set()
        self._end_all()
        self.process.wait()
        with _running_lock:
            _running.discard(self)
        end_strays(self)
        self._deliveries.put(None)
        self._writer.join(THREAD_END_SECONDS)
        self._reader.join(THREAD_END_SECONDS)
        self._closed = True

    def _end_all(self) -> None:
        """Kill the bot's shell and every process it started."""
        if sys.platform == "win32":
            if self._job is not None:
                self._job.close()
            elif self.process.poll() is None:
                # taskkill /T follows parent links from the shell, which must still be running to be found. The
                # Popen object holds the shell's handle, so its process id cannot have been given to another.
                try:
                    subprocess.run(["taskkill", "/T", "/F", "/PID", str(self.process.pid)],
                                   stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                                   creationflags=subprocess.CREATE_NO_WINDOW, timeout=10)
                except (OSError, subprocess.SubprocessError):
                    pass
        else:
            # Everything below the shell as it stands (the shell is our child and not yet reaped, so its process id
            # is still its own), then its whole process group: a bot's background children stay in the group after
            # the shell has gone. What forks meanwhile is orphaned by these kills and adopted: end_strays() ends it.
            self._family = descendants(self.process.pid)
            _kill(self._family)
            try:
                os.killpg(self.process.pid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                pass
            if LINUX and not _adopting:
                _kill_marked(self._marker)
        if self.process.poll() is None:
            self.process.kill()
