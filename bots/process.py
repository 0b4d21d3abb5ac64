"""An external bot program run as the hero: a child process on pipes, asked one turn at a time with a deadline."""
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


class BotError(Exception):
    """A bot that cannot start, answer in time or go on; str() says which, in one line."""


# After the bot's output ends, how long to wait for its exit status so the message can name it.
EXIT_WAIT_SECONDS = 0.2
SHELL_SIGNAL_BASE = 128
# Whether a turn's input is written on the caller's thread when the pipe takes it at once (POSIX only; the tests
# turn it off to run the writer thread alone, as on Windows).
WRITE_DIRECTLY = True
# How long close() waits for the pipe threads once the bot's processes are gone.
THREAD_END_SECONDS = 1.0
# The longest answer line read: a bot printing an endless line fails at this length instead of filling memory.
MAX_LINE_BYTES = 64 * 1024
# Every process a bot starts inherits this variable, naming its bot: close() finds those that left the bot's
# process group (setsid, a daemon's double fork) by it, where the system lists processes' environments (/proc).
MARKER = "ROGUELIKE_BOT"
PROC = "/proc"


class _TooLong:
    """What the reader hands on instead of a line longer than MAX_LINE_BYTES."""


TOO_LONG = _TooLong()
_started = itertools.count(1)


class _Delivery:
    """One turn's input on its way to the bot: `written` is set once the writer has passed all of it to the pipe
    or found the pipe broken."""

    __slots__ = ("data", "written", "broken")

    def __init__(self, data: bytes):
        self.data = data
        self.written = threading.Event()
        self.broken = False


def _start(command: str, marker: str) -> subprocess.Popen[bytes]:
    """`command` through the shell, in a process group of its own where the platform has them, every process of
    it marked in its environment."""
    environment = {**os.environ, MARKER: marker}
    if sys.platform == "win32":
        return subprocess.Popen(command, shell=True, stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=environment,
                                creationflags=subprocess.CREATE_NEW_PROCESS_GROUP)
    return subprocess.Popen(command, shell=True, stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=environment,
                            start_new_session=True)


def _kill_marked(marker: str) -> None:
    """Kill every process whose environment names this bot: those that left its process group. Only where the
    system lists environments (/proc on Linux); elsewhere the process group is all there is."""
    wanted = f"{MARKER}={marker}".encode() + b"\0"
    try:
        names = os.listdir(PROC)
    except OSError:
        return
    own = os.getpid()
    for name in names:
        if not name.isdigit() or int(name) == own:
            continue
        try:
            with open(f"{PROC}/{name}/environ", "rb") as environ:
                found = wanted in environ.read()
        except OSError:
            continue
        if found:
            try:
                os.kill(int(name), signal.SIGKILL)
            except OSError:
                pass


class BotProcess:
    """`command` runs through the shell in a process group of its own, so that close() ends the shell and its
    children (on Windows, the shell's process tree).

    The caller never waits on a pipe beyond the deadline. A reader thread turns the bot's output into lines, so a
    bot that never answers costs exactly the deadline. A writer thread passes on the input that the pipe cannot
    take at once, so a bot that stops reading (its pipe full) costs exactly the deadline too. Where pipes can be
    written without blocking (POSIX), a turn's input goes straight into the pipe on the caller's thread when it
    fits, the usual case: handing it to the writer would cost a thread switch on every turn. Windows pipes block
    (os.set_blocking on a pipe needs Python 3.12 there), so on Windows all input goes through the writer."""

    def __init__(self, command: str):
        self.command = command
        self._marker = f"{os.getpid()}-{next(_started)}"
        try:
            self.process = _start(command, self._marker)
        except OSError as error:
            raise BotError(f"cannot start the bot: {error.strerror or error}") from None
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
        self._lines: queue.SimpleQueue[bytes | _TooLong | None] = queue.SimpleQueue()
        self._writer = threading.Thread(target=self._write, name="maze-bot-writer", daemon=True)
        self._reader = threading.Thread(target=self._read, name="maze-bot-reader", daemon=True)
        self._writer.start()
        self._reader.start()

    def ask(self, text: str, seconds: float) -> str:
        """Send one turn's input and wait at most `seconds` in all for one answer line; raises BotError."""
        deadline = time.monotonic() + seconds
        self._send(text.encode("ascii"), deadline, seconds)
        try:
            raw = self._lines.get(timeout=max(0.0, deadline - time.monotonic()))
        except queue.Empty:
            raise BotError(f"timeout: no answer within {round(seconds * 1000)} ms") from None
        if raw is None:
            raise BotError(self._gone())
        if isinstance(raw, _TooLong):
            raise BotError(f"the bot's answer line is longer than {MAX_LINE_BYTES:,} bytes")
        return raw.decode("utf-8", errors="replace")

    def _send(self, data: bytes, deadline: float, seconds: float) -> None:
        """Write what the pipe takes now (when the writer has nothing left and the platform allows), hand the
        rest to the writer and wait for it until the deadline."""
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
        if not delivery.written.wait(max(0.0, deadline - time.monotonic())):
            raise BotError(f"timeout: the bot has not read its input for {round(seconds * 1000)} ms")
        if delivery.broken:
            raise BotError(self._gone())

    # Each thread closes its own pipe when done: close() never closes a stream that a thread may be blocked on.

    def _write(self) -> None:
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
        stdout = self.process.stdout
        assert stdout is not None
        try:
            while raw := stdout.readline(MAX_LINE_BYTES + 1):
                if len(raw) > MAX_LINE_BYTES:
                    self._lines.put(TOO_LONG)
                    break           # the game ends on it: nothing after it is read
                self._lines.put(raw)
        except (OSError, ValueError):
            pass
        self._lines.put(None)
        try:
            stdout.close()
        except OSError:
            pass

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
        """End the bot and everything it started; safe to call more than once."""
        if self._closed:
            return
        self._closed = True
        self._end_all()
        self.process.wait()
        self._deliveries.put(None)
        self._writer.join(THREAD_END_SECONDS)
        self._reader.join(THREAD_END_SECONDS)

    def _end_all(self) -> None:
        """Kill the bot's shell and every process it started."""
        if sys.platform == "win32":
            # taskkill /T follows parent links from the shell, which must still be running to be found. The
            # Popen object holds the shell's handle, so its process id cannot have been given to another.
            if self.process.poll() is None:
                try:
                    subprocess.run(["taskkill", "/T", "/F", "/PID", str(self.process.pid)],
                                   stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                                   creationflags=subprocess.CREATE_NO_WINDOW, timeout=10)
                except (OSError, subprocess.SubprocessError):
                    pass
        else:
            # The whole process group, whether or not its leader (the shell) is still there: a bot's background
            # children stay in the group after the shell has gone.
            try:
                os.killpg(self.process.pid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                pass
            _kill_marked(self._marker)
        if self.process.poll() is None:
            self.process.kill()
