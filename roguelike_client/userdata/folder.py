"""The user's data folder: where it is, and the one check that nothing is written, renamed, removed or locked
through a link out of it."""
from __future__ import annotations

import errno
import os
from pathlib import Path

from roguelike_client.userdata.errors import TargetError

APP_NAME = "roguelike-client"
# Tests and portable installs point this at another folder.
DATA_DIR_ENV = "ROGUELIKE_DATA_DIR"

# ----- the data folder ---------------------------------------------------------------------------

def data_folder() -> Path:
    """Where the user's files live, without creating it."""
    override = os.environ.get(DATA_DIR_ENV)
    if override:
        return Path(override)
    import platformdirs     # only where no folder is named (tests and headless runs name theirs)

    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def data_dir() -> Path:
    """The user's data folder, created if need be; OSError when it cannot be."""
    folder = data_folder()
    folder.mkdir(parents=True, exist_ok=True)
    return folder


# ----- never through a link out of the data folder ---------------------------------------------------
# The data folder's own files are written, renamed, removed and locked only where they really are inside it: a
# `replays` or `saves/GAME` folder that is a symbolic link to elsewhere would otherwise have that folder's other
# files pruned, set aside or locked by us. The one exception is a settings or keymap file that is itself a link
# (dotfile managers make them): it is written through its link (through_link=True), its folder still ours.

def _within(real: str, real_root: str) -> bool:
    return real == real_root or real.startswith(real_root.rstrip(os.sep) + os.sep)


def _root_of(path: Path | str, root: Path | str | None) -> str | None:
    """The data folder path lies in (root, or by default the user's data folder when path is in it), or None for
    a file elsewhere (the user's own, such as --record's, which is written where its links lead)."""
    folder = os.path.abspath(root if root is not None else data_folder())
    where = os.path.abspath(path)
    for base in (folder, os.path.realpath(folder)):
        if _within(where, base):
            return base
    return folder if root is not None else None


def link_out(path: Path | str, root: Path | str | None = None, through_link: bool = False) -> str | None:
    """None when a write, rename, removal or lock at path stays in the data folder (root, by default the user's);
    else one line naming the symbolic link that leads out and where it leads. With through_link the last part of
    path may be a link to anywhere (a settings file kept with the user's dotfiles)."""
    base = _root_of(path, root)
    if base is None:
        return None
    real_root = os.path.realpath(base)
    where = os.path.abspath(path)
    last = os.path.dirname(where) if through_link else where
    if _within(os.path.realpath(last), real_root):
        return None
    # Name the first link on the way that leads out: that is what the person has to change.
    parts = os.path.relpath(last, base).split(os.sep) if last != base else []
    step = base
    for part in parts:
        step = os.path.join(step, part)
        real = os.path.realpath(step)
        if not _within(real, real_root):
            return f"{step}: a link out of the data folder (to {real}): nothing is written through it"
    return f"{last}: out of the data folder {base}: nothing is written there"


def confine(path: Path | str, root: Path | str | None = None, through_link: bool = False) -> None:
    """TargetError (one line) when writing at path would go through a link out of the data folder."""
    problem = link_out(path, root, through_link)
    if problem is not None:
        raise TargetError(errno.EXDEV, problem, str(path))
