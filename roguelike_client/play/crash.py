"""The one way a run ends when it does not end by itself: a signal, a vanished reader or an unexpected error keeps
every game in progress (and an error leaves a crash log, then says where)."""
from __future__ import annotations

import errno
import signal
import sys
import weakref
from pathlib import Path
from typing import TYPE_CHECKING, Callable

from roguelike_client.play import shutdown

if TYPE_CHECKING:
    from roguelike_client.play.session import Session

EXIT_CRASH = 70           # EX_SOFTWARE: an internal error
_LIVE: "weakref.WeakSet[Session]" = weakref.WeakSet()


def watch(session: "Session") -> "Session":
    """A front end's session, to be saved if the program fails while it is being played."""
    _LIVE.add(session)
    return session


def write_crash_log(error: BaseException) -> Path | None:
    """The error's traceback in the data folder's crashes/ folder, or the system's temporary folder when the data
    folder cannot be written (read-only, full, a file); None when neither can be. What it needs is imported here,
    like the saves' modules: a run that never fails never loads them."""
    import datetime
    import tempfile
    import traceback

    from roguelike_client.userdata.folder import data_folder
    from roguelike_client.userdata.writing import write_text_atomic

    stamp = datetime.datetime.now().strftime("%Y%m%d-%H%M%S-%f")
    text = "".join(traceback.format_exception(type(error), error, error.__traceback__))
    for path in (data_folder() / "crashes" / f"crash-{stamp}.txt",
                 Path(tempfile.gettempdir()) / f"roguelike-crash-{stamp}.txt"):
        try:
            write_text_atomic(path, f"{sys.argv!r}\n{text}")
        except OSError:
            continue
        return path
    return None


def keep_all(save: bool = True) -> list[Path]:
    """Keep every game in progress as it stands: an unfinished one saved to be continued from the window's title
    (save=False: only at --record's place, for a run whose reader went away), a finished one written as its replay
    and record. Where the saves went."""
    from roguelike_client.userdata import saves

    saved = []
    for session in list(_LIVE):
        try:
            # A replay keeps nothing; a game already left was kept then, and its save may be another's by now.
            if session.replaying or session.closed:
                continue
            if session.view().over:
                session.finish()
                continue
            if save and session.save_path is None:
                session.save_path = saves.new_save_path(session.spec.name)
            path = session.save()
        except Exception:       # the game itself may be what failed; the others and the crash log still go on
            continue
        if path is not None and path == session.save_path:
            saved.append(path)
    return saved


def guarded(run: Callable[[], int]) -> int:
    """Run a front end through the one way out. A signal (SIGINT, SIGTERM, SIGHUP) keeps every game as it stands and
    exits with 128 + its number, and so does a terminal that hung up (EIO) as SIGHUP; an output whose reader went
    away (`| head`) keeps the games' records and exits 0;
    an unexpected error saves the games, writes the crash log and says so in one line (exit 70). Every bot's
    processes end in every case."""
    shutdown.install()
    try:
        return run()
    except KeyboardInterrupt as stop:         # shutdown.Stopped for every signal; a bare one is Ctrl-C's
        shutdown.stopping()
        keep_all()
        return getattr(stop, "status", shutdown.SIGNAL_BASE + signal.SIGINT)
    except BrokenPipeError:
        # The reader of our output went away (`| head`): a normal end; Python's last flush stays quiet too.
        shutdown.stopping()
        shutdown.silence(sys.stdout)
        keep_all(save=False)
        return 0
    except Exception as error:
        shutdown.stopping()
        if isinstance(error, OSError) and error.errno == errno.EIO:
            # The terminal hung up under us (its window closed: reading or writing it fails with EIO) before or
            # instead of its SIGHUP: as that signal would, every game is kept as it stands, and nobody is told.
            for stream in (sys.stdout, sys.stderr):
                shutdown.silence(stream)
            keep_all()
            return shutdown.SIGNAL_BASE + signal.SIGHUP
        saved = keep_all()
        log = write_crash_log(error)
        said = f"The program failed unexpectedly ({type(error).__name__}: {str(error)[:200]})."
        if saved:
            said += f" Your game was saved and can be continued from the window's title ({saved[0]})."
        said += f" Details are in {log}." if log else " The details could not be written."
        _say(said.replace("\n", " ") + "\n")
        return EXIT_CRASH
    finally:
        for session in list(_LIVE):
            session.close()
        _LIVE.clear()


def _say(line: str) -> None:
    """A line on standard error, which may be gone too."""
    try:
        sys.stderr.write(line)
        sys.stderr.flush()
    except (OSError, ValueError, AttributeError):
        pass
