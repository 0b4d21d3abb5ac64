"""Writing the user's files: checked before a game, written atomically (a temporary file beside the target renamed
into place, never through a link out of the data folder), the temporary files of killed writers removed, and
whether a folder can be written at all (asked once a run of the data folder)."""
from __future__ import annotations

import contextlib
import errno
import os
import re
import stat
import time
from pathlib import Path
from typing import Mapping

from roguelike_client.userdata.errors import TargetError, file_kind, reason
from roguelike_client.userdata.folder import confine, data_folder, link_out

# ----- writing: checked, atomic, through symbolic links ---------------------------------------------

_TEMPORARY = r"^\..+\.(\d+)\.[0-9a-f]{8}\.tmp$"    # compiled by re when first used


def _temporary_name(name: str) -> str:
    """.NAME.PID.RANDOM.tmp: hidden, beside its file, and naming the process that writes it (see _stale)."""
    return f".{name}.{os.getpid()}.{os.urandom(4).hex()}.tmp"


def _target(path: Path | str) -> Path:
    """Where writing to path really goes: a symbolic link is followed, so a linked settings file is updated
    where it lives and the link stays."""
    return Path(os.path.realpath(path))


def check_target(path: Path | str, protected: Mapping[str, str | None] | None = None) -> None:
    """Before a game: TargetError (strerror one line) unless path can be written as a file: not a folder, FIFO,
    device or socket, not one of the protected files ({what it is: its path}, such as the map being played), not
    a read-only file, not through a link out of the data folder (for a place in it), in a folder (or a folder to
    be made in one) where a file can be created."""
    name, target = str(path), _target(path)
    confine(path)
    try:
        info: os.stat_result | None = os.stat(target)
    except (FileNotFoundError, NotADirectoryError):
        info = None
    except OSError as error:
        raise TargetError(errno.EINVAL, f"cannot write there: {reason(error)}", name) from None
    if info is not None:
        if not stat.S_ISREG(info.st_mode):
            raise TargetError(errno.EINVAL, f"is {file_kind(info.st_mode)}: only a file can be written there", name)
        for what, other in (protected or {}).items():
            if other and _same_file(info, other):
                raise TargetError(errno.EINVAL, f"is {what} itself, which would be replaced", name)
        if not os.access(target, os.W_OK):
            raise TargetError(errno.EACCES, "the file is read-only", name)
    folder = target.parent
    while not folder.exists() and folder != folder.parent:
        folder = folder.parent
    if not folder.is_dir():
        raise TargetError(errno.ENOTDIR, f"{folder} is not a folder", name)
    try:
        _try_writing(folder)
    except OSError as error:
        raise TargetError(error.errno or errno.EACCES, f"cannot write in {folder}: {reason(error)}", name) from None


def _same_file(info: os.stat_result, other: str) -> bool:
    try:
        theirs = os.stat(other)
    except OSError:
        return False
    return (info.st_dev, info.st_ino) == (theirs.st_dev, theirs.st_ino)


def write_text_atomic(path: Path | str, text: str, *, root: Path | str | None = None,
                      through_link: bool = False, durable: bool = True) -> None:
    """Write text as UTF-8 with write_bytes_atomic. A lone surrogate (read from a JSON escape in a file we wrote)
    is written back as that escape, so that text read from our files can always be written again."""
    write_bytes_atomic(path, text.encode("utf-8", errors="backslashreplace"), root=root, through_link=through_link,
                       durable=durable)


def write_bytes_atomic(path: Path | str, data: bytes, *, root: Path | str | None = None,
                       through_link: bool = False, durable: bool = True) -> None:
    """Write to a temporary file beside the target and rename it into place: a crash, a kill or a full disk leaves
    the old file whole (OSError, and no temporary file left). A folder, FIFO, device or socket at the target is a
    TargetError and nothing is written. A file of the user's own (--record's) is written where its symbolic
    links lead; a file in the data folder (root, by default the user's) never through a link out of it
    (TargetError), except its own last link with through_link (a linked settings file: written in its target's
    folder, which must exist, and the link stays). The file keeps its permissions; a new one gets the umask's.
    Temporary files that killed writers left in the folder are removed. durable=False: neither the file nor its
    rename is flushed to the disk before returning (for a file that can be made again, such as default settings)."""
    confine(path, root, through_link)
    target = _target(path)
    if through_link and os.path.islink(path):
        if not target.parent.is_dir():         # a dangling link: nothing is made where it points
            raise TargetError(errno.ENOENT, f"a link to {target}, whose folder does not exist", str(path))
    else:
        target.parent.mkdir(parents=True, exist_ok=True)
    mode = _mode_kept(target)
    remove_stale_temporaries(target.parent, target.name)
    temporary = target.parent / _temporary_name(target.name)
    handle = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o666)
    try:
        with os.fdopen(handle, "wb") as out:
            out.write(data)
            out.flush()
            if durable:
                os.fsync(out.fileno())
            if mode is not None:
                os.chmod(temporary, mode)
        os.replace(temporary, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise
    if durable:
        _sync_folder(target.parent)


def _mode_kept(target: Path) -> int | None:
    """The permissions of the file at target, None when there is none; TargetError when what is there is no file
    (checked here, not only before a game: a FIFO may appear at --record's place while the game is played)."""
    try:
        mode = os.stat(target).st_mode
    except FileNotFoundError:
        return None
    if not stat.S_ISREG(mode):
        raise TargetError(errno.EINVAL, f"is {file_kind(mode)}: only a file can be written there", str(target))
    return stat.S_IMODE(mode)


def _sync_folder(folder: Path) -> None:
    """The rename itself made durable (POSIX); where folders cannot be opened it is the file system's business."""
    try:
        handle = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(handle)
    except OSError:
        pass
    finally:
        os.close(handle)


def remove_stale_temporaries(folder: Path, name: str | None = None, root: Path | str | None = None) -> list[Path]:
    """Remove the temporary files of writes that were killed before their rename: those of the file named (in a
    folder of the user's, where only our own file's are ours to remove), or all of ours (in the data folder's
    own folders, never one reached through a link out of it); returns them. A temporary file of a process still
    running (another window writing now) is left alone."""
    removed: list[Path] = []
    if link_out(folder, root) is not None:
        return removed
    try:
        names = os.listdir(folder)
    except OSError:
        return removed
    for found in names:
        match = re.match(_TEMPORARY, found)
        ours = match is not None and (name is None or found.startswith(f".{name}."))
        if match and ours and _stale(folder / found, int(match.group(1))):
            with contextlib.suppress(OSError):
                os.unlink(folder / found)
                removed.append(folder / found)
    return removed


STALE_SECONDS = 3600.0     # where processes cannot be asked after (Windows), a temporary file this old is stale


def _stale(path: Path, pid: int) -> bool:
    if os.name == "posix":
        if pid == os.getpid():
            return False
        try:
            os.kill(pid, 0)            # signal 0 only asks whether the process exists
        except ProcessLookupError:
            return True
        except OSError:
            return False               # it exists (another user's)
        return False
    try:
        return time.time() - path.stat().st_mtime > STALE_SECONDS
    except OSError:
        return False


def write_json_atomic(path: Path | str, value: object, *, root: Path | str | None = None) -> None:
    import json

    write_text_atomic(path, json.dumps(value, indent=1, ensure_ascii=False) + "\n", root=root)


def remove_file(path: Path | str, root: Path | str | None = None) -> bool:
    """Remove a file of the data folder that is no longer needed (a link is removed, never what it leads to);
    False when it is not (through a link out of the data folder, another window removed it first, a read-only
    folder): it simply stays."""
    if link_out(os.path.dirname(os.path.abspath(path)), root) is not None:
        return False
    try:
        os.unlink(path)
    except OSError:
        return False
    return True


# ----- whether a folder can be written ----------------------------------------------------------------

_FOLDER_PROBLEMS: dict[str, str | None] = {}


def folder_problem(folder: Path) -> str | None:
    """None when files can be written in the folder (made if need be), else one line saying why not and that
    nothing will be saved: a read-only, full or missing folder, or a file where the folder should be. Asked once
    per folder and program run, so that the player is told once and the program plays on without saving."""
    key = os.path.abspath(folder)
    if key not in _FOLDER_PROBLEMS:
        _FOLDER_PROBLEMS[key] = _probe(Path(key))
    return _FOLDER_PROBLEMS[key]


def data_folder_problem(fresh: bool = False) -> str | None:
    """folder_problem() of the user's data folder; fresh: asked again now (the disk may have filled or been
    freed since the program started)."""
    if fresh:
        _FOLDER_PROBLEMS.pop(os.path.abspath(data_folder()), None)
    return folder_problem(data_folder())


def _probe(folder: Path) -> str | None:
    try:
        folder.mkdir(parents=True, exist_ok=True)
        _try_writing(folder)
    except OSError as error:
        return f"{folder}: the data folder cannot be written ({reason(error)}): nothing will be saved this time"
    remove_stale_temporaries(folder)
    return None


def _try_writing(folder: Path) -> None:
    """Create, write and remove a file in the folder (access() says yes to root on a read-only mount point's
    files, and knows nothing of a full disk); OSError when that cannot be done."""
    temporary = folder / _temporary_name("probe")
    handle = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    try:
        os.write(handle, b"probe\n")
    finally:
        os.close(handle)
        with contextlib.suppress(OSError):
            os.unlink(temporary)
