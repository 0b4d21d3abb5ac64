"""The edges of the process, in one place: SIGINT, SIGTERM and SIGHUP become one exception that ends the run
through the same code (play.crash.guarded, which keeps every game in play), a command is never cut in two by a
signal, and a standard stream that was closed before the program started reads as empty or writes nowhere."""
from __future__ import annotations

import atexit
import gc
import io
import os
import signal
import sys
import threading
from types import FrameType
from typing import NoReturn, TextIO

# The signals that ask the whole run to end: Ctrl-C, a polite kill, the terminal going away. (Windows has no SIGHUP.)
SIGNALS = tuple(getattr(signal, name) for name in ("SIGINT", "SIGTERM", "SIGHUP") if hasattr(signal, name))
SIGNAL_BASE = 128       # a run ended by signal N exits with 128 + N, as shells report it


class Stopped(KeyboardInterrupt):
    """The run was told to end from outside. A KeyboardInterrupt, so whatever already stops for Ctrl-C stops for
    SIGTERM and SIGHUP in the same way."""

    def __init__(self, signum: int):
        super().__init__(signum)
        self.signum = signum

    @property
    def status(self) -> int:
        return SIGNAL_BASE + self.signum


class _State:
    depth = 0                   # how many held() blocks the main thread is in
    pending = 0                 # a signal that came inside one, raised when the outermost ends
    stopping = False            # the run is ending: signals are only remembered, never raised again
    exit_hooked = False         # signals are ignored once the program is on its way out


_STATE = _State()


def _on_signal(signum: int, frame: FrameType | None) -> None:
    if _STATE.depth or _STATE.stopping:
        _STATE.pending = _STATE.pending or signum
        return
    _stop(signum)


def _stop(signum: int) -> None:
    # The run is ending from this instant: a signal that follows at once (a burst of them) must not cut short the
    # code that catches this one, before it could say so itself.
    _STATE.stopping = True
    raise Stopped(signum)


def install() -> None:
    """Route the run-ending signals to Stopped. Done before SDL starts, so that SDL leaves them to us (it takes
    only signals whose handler is still the default)."""
    if threading.current_thread() is not threading.main_thread():
        return
    _STATE.stopping = False
    _STATE.pending = 0
    _set_all(_on_signal)
    if not _STATE.exit_hooked:
        _STATE.exit_hooked = True
        atexit.register(_set_all, signal.SIG_IGN)


def _set_all(handler: object) -> None:
    """Every run-ending signal to handler. At exit: ignored, since Python's last steps give each signal its
    default action back, and one that came then would kill the program on its way out with the wrong status."""
    for signum in SIGNALS:
        try:
            signal.signal(signum, handler)  # type: ignore[arg-type]
        except (OSError, ValueError):       # a signal this system will not let us handle
            pass


class _Held:
    """A block no signal cuts in two (a game's step and its record line): a signal that comes inside it is
    raised as Stopped when the outermost such block ends."""

    __slots__ = ()

    def __enter__(self) -> None:
        _STATE.depth += 1

    def __exit__(self, kind: object, error: object, trace: object) -> None:
        _STATE.depth -= 1
        if not _STATE.depth and _STATE.pending and not _STATE.stopping and kind is None:
            signum, _STATE.pending = _STATE.pending, 0
            _stop(signum)


held = _Held()


def stopping() -> None:
    """From here on the run is ending: a further signal (a second Ctrl-C while games are being saved) is
    remembered, not raised, so that what is being kept is kept whole."""
    _STATE.stopping = True


def stop_requested() -> int:
    """The signal that came while the run could not stop (0: none)."""
    return _STATE.pending


def ensure_standard_streams() -> None:
    """A standard stream closed before the program started (`<&-`, `>&-`, pythonw's missing console) becomes the
    null device: standard input reads as already ended, output goes nowhere, and no file the program opens later
    takes descriptor 0, 1 or 2 by chance (where C code, SDL's among it, would write into it)."""
    for fd in (0, 1, 2):
        try:
            os.fstat(fd)
        except OSError:
            null = os.open(os.devnull, os.O_RDWR)
            if null != fd:
                os.dup2(null, fd)
                os.close(null)
    for name, fd, mode in (("stdin", 0, "r"), ("stdout", 1, "w"), ("stderr", 2, "w")):
        if getattr(sys, name) is None:
            stream = io.TextIOWrapper(io.FileIO(fd, mode, closefd=False), encoding="utf-8",
                                      errors="replace" if mode == "r" else "backslashreplace",
                                      line_buffering=mode == "w")
            setattr(sys, name, stream)


# While the program starts, the cycle collector would run dozens of times over the objects of every module being
# imported, none of them garbage (8 ms before the window's first frame): until the first frame or the first command
# it runs only every STARTING_COLLECTION allocations. Where a run never says started() (a server, the proving
# ground), the collector keeps running that way: seldom, never not at all.
STARTING_COLLECTION = 50_000
_thresholds: list[tuple[int, ...]] = []       # the collector's own thresholds while they are set aside


def starting() -> None:
    """The program's own process starts: the collector runs seldom until started()."""
    if not _thresholds:
        _thresholds.append(gc.get_threshold())
        gc.set_threshold(STARTING_COLLECTION, *_thresholds[0][1:])


def started() -> None:
    """The first frame is shown or the first command is about to be read: the collector runs as it always does."""
    if _thresholds:
        gc.set_threshold(*_thresholds.pop())


def finish(status: int) -> NoReturn:
    """End the process with status as Python's own exit does (other threads waited for, the atexit handlers run,
    the standard streams flushed), without then taking every module and object apart one by one, which costs a
    text game a tenth of its run. Whenever that way would differ from Python's own (a thread still working, a
    stream that cannot be flushed), Python's own exit is taken instead, and says what it always said."""
    main = threading.main_thread()
    if any(thread is not main and thread.is_alive() and not thread.daemon for thread in threading.enumerate()):
        sys.exit(status)
    if not _flushed():
        sys.exit(status)
    atexit._run_exitfuncs()         # run once: the list is empty afterwards, whichever way the process ends
    if not _flushed():
        sys.exit(status)
    os._exit(status)


def _flushed() -> bool:
    for stream in (sys.stdout, sys.stderr):
        try:
            if stream is not None:
                stream.flush()
        except Exception:       # a reader gone, a full disk: Python's exit reports it as it always has
            return False
    return True


def silence(stream: TextIO) -> None:
    """Send whatever is still written to stream nowhere, quietly: its reader went away (`| head`), and Python's
    last flush would otherwise say so with a traceback."""
    try:
        os.dup2(os.open(os.devnull, os.O_WRONLY), stream.fileno())
    except (OSError, ValueError, AttributeError, io.UnsupportedOperation):
        return
