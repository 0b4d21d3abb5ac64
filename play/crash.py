"""Crash safety: an unexpected error saves every game in progress and leaves a crash log, then says where."""
from __future__ import annotations

import datetime
import io
import os
import sys
import traceback
import weakref
from pathlib import Path
from typing import TYPE_CHECKING, Callable

if TYPE_CHECKING:
    from play.session import Session

EXIT_CRASH = 70           # EX_SOFTWARE: an internal error
_LIVE: "weakref.WeakSet[Session]" = weakref.WeakSet()


def watch(session: "Session") -> "Session":
    """A front end's session, to be saved if the program fails while it is being played."""
    _LIVE.add(session)
    return session


def write_crash_log(error: BaseException) -> Path | None:
    """The error's traceback in the data folder's crashes/ folder, or the system's temporary folder when the data
    folder cannot be written (read-only, full, a file); None when neither can be."""
    import tempfile

    from userdata.storage import data_folder, write_text_atomic

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


def rescue() -> list[Path]:
    """Save every unfinished game in progress to be continued from the window's title; where they went."""
    from userdata import saves

    saved = []
    for session in list(_LIVE):
        try:
            if session.replaying or session.view().over:
                continue
            if session.save_path is None:
                session.save_path = saves.new_save_path(session.spec.name)
            path = session.save()
        except Exception:       # the game itself may be what failed; the crash log still gets written
            continue
        if path is not None:
            saved.append(path)
    return saved


def _quiet_stdout() -> None:
    try:
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    except (OSError, ValueError, AttributeError, io.UnsupportedOperation):
        pass


def guarded(run: Callable[[], int]) -> int:
    """Run a front end; on an unexpected error save the games, write the log, and say so in one line."""
    try:
        return run()
    except KeyboardInterrupt:
        rescue()
        return 130
    except BrokenPipeError:
        # The reader of our output went away (`| head`): a normal end, and Python's last flush stays quiet too.
        _quiet_stdout()
        return 0
    except Exception as error:
        saved = rescue()
        log = write_crash_log(error)
        said = f"The program failed unexpectedly ({type(error).__name__}: {str(error)[:200]})."
        if saved:
            said += f" Your game was saved and can be continued from the window's title ({saved[0]})."
        said += f" Details are in {log}." if log else " The details could not be written."
        sys.stderr.write(said.replace("\n", " ") + "\n")
        return EXIT_CRASH
    finally:
        for session in list(_LIVE):
            session.close()
        _LIVE.clear()
