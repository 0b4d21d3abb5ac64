"""The user's files: the data folder, the one bounded reader of every file a user gives us, the one atomic writer
(never through a link out of the data folder), numbers in JSON and TOML checked, broken files set aside, and locks:
one for files several programs change at once, one held while a file is in use."""
from __future__ import annotations

import contextlib
import errno
import json
import os
import re
import select
import stat
import sys
import time
import tomllib
import uuid
from pathlib import Path
from typing import Any, Iterator, Mapping

import platformdirs

from game.numbers import MAX_DIGITS

APP_NAME = "roguelike-client"
# Tests and portable installs point this at another folder.
DATA_DIR_ENV = "ROGUELIKE_DATA_DIR"

# How much of each kind of file is read at most (docs/records.md gives the reasons).
SETTINGS_BYTES = 64 * 1024               # settings.toml, keymap.toml: a few hundred bytes when written by us
SCORES_BYTES = 1024 * 1024               # scores.json: ten entries per game
RECORD_BYTES = 64 * 1024 * 1024          # a save or a replay: its map's whole text and every command
MAX_FILE_BYTES = RECORD_BYTES            # the largest file of ours read at all
PIPE_SECONDS = 10.0                      # a pipe or FIFO read from must be closed by its writer by then
LOCK_SECONDS = 10.0                      # how long a writer waits for another program's lock on a file
BACKUPS_KEPT = 100                       # NAME.bak, NAME.2.bak, ...: broken files set aside, never replaced
_CHUNK = 1024 * 1024


class StoredFileError(ValueError):
    """A file that cannot be used; str() is one line naming the file and what is wrong."""


class UnreadableFile(StoredFileError):
    """A file the bounded reader refused: path and what is wrong kept apart, for readers that say it their own way
    (a map's MapError)."""

    def __init__(self, path: str, what: str):
        super().__init__(f"{path}: {what}")
        self.path, self.what = path, what


class TargetError(OSError):
    """A place a file cannot be written to (a folder, a FIFO, a device, the map being played, a link out of the
    data folder): strerror says why, filename where."""


# ----- the data folder ---------------------------------------------------------------------------

def data_folder() -> Path:
    """Where the user's files live, without creating it."""
    override = os.environ.get(DATA_DIR_ENV)
    return Path(override) if override else Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def data_dir() -> Path:
    """The user's data folder, created if need be; OSError when it cannot be."""
    folder = data_folder()
    folder.mkdir(parents=True, exist_ok=True)
    return folder


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
        return f"{folder}: the data folder cannot be written ({_why(error)}): nothing will be saved this time"
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


def _why(error: OSError) -> str:
    return error.strerror or str(error)


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


def _confine(path: Path | str, root: Path | str | None = None, through_link: bool = False) -> None:
    """TargetError (one line) when writing at path would go through a link out of the data folder."""
    problem = link_out(path, root, through_link)
    if problem is not None:
        raise TargetError(errno.EXDEV, problem, str(path))


def shown(text: str, limit: int = 60) -> str:
    """A name read from a file, fit for a one-line message: control, zero-width and line-breaking characters
    escaped as in Python's ascii(), and cut at limit characters."""
    cut = text[:limit]
    return (cut if cut.isprintable() else ascii(cut)[1:-1]) + ("..." if len(text) > limit else "")


# ----- reading: bounded, never blocking -------------------------------------------------------------

def _kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    if stat.S_ISFIFO(mode):
        return "a FIFO"
    return "not a regular file"


def read_bytes(path: Path | str, limit: int, pipes: bool = True) -> bytes:
    """The whole of a file the user gave us or we kept, at most limit bytes: UnreadableFile (one line) for a file
    that is missing, unreadable, larger, a folder, a device or a socket. With pipes, a FIFO or pipe (`--replay
    <(...)`) is read without blocking: what its writer gives within PIPE_SECONDS, and an empty file when it has no
    writer; without (the program's own files), it is refused like a device."""
    name = str(path)
    try:
        mode = os.stat(path).st_mode        # before opening: opening some devices is already an action
        if not (stat.S_ISREG(mode) or (pipes and stat.S_ISFIFO(mode))):
            raise UnreadableFile(name, f"is {_kind(mode)}, not a file that can be read")
        handle = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except OSError as error:
        raise UnreadableFile(name, f"cannot read file: {_why(error)}") from None
    try:
        info = os.fstat(handle)
        if stat.S_ISREG(info.st_mode):
            if info.st_size > limit:
                raise UnreadableFile(name, f"file is {info.st_size} bytes, more than the {limit} allowed")
            return _read_to_end(handle, name, limit, None)
        if pipes and stat.S_ISFIFO(info.st_mode) and os.name == "posix":
            return _read_to_end(handle, name, limit, time.monotonic() + PIPE_SECONDS)
        raise UnreadableFile(name, f"is {_kind(info.st_mode)}, not a file that can be read")
    except OSError as error:
        raise UnreadableFile(name, f"cannot read file: {_why(error)}") from None
    finally:
        os.close(handle)


def _read_to_end(handle: int, name: str, limit: int, deadline: float | None) -> bytes:
    """Read until the end, refusing more than limit bytes (a regular file may grow while read; /proc's files say
    they are empty); with a deadline, a pipe that has nothing yet is waited for until then."""
    chunks: list[bytes] = []
    size = 0
    while True:
        try:
            chunk = os.read(handle, min(_CHUNK, limit + 1 - size))
        except BlockingIOError:
            left = deadline - time.monotonic() if deadline is not None else 0.0
            if left <= 0:
                raise UnreadableFile(name, f"the pipe was not closed within {PIPE_SECONDS:g} s") from None
            select.select([handle], [], [], left)
            continue
        if not chunk:
            return b"".join(chunks)
        size += len(chunk)
        if size > limit:
            raise UnreadableFile(name, f"more than the {limit} bytes allowed")
        chunks.append(chunk)


def decode_text(raw: bytes, name: str) -> str:
    """A file's bytes as text: NUL bytes or invalid UTF-8 are one line saying where; a leading byte order mark
    (Notepad's) is dropped."""
    if b"\0" in raw:
        return _refuse_at(raw, raw.index(b"\0"), name, "not a text file (NUL byte)")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as error:
        return _refuse_at(raw, error.start, name, "not a text file (invalid UTF-8)")
    return text[1:] if text.startswith("\ufeff") else text


def _refuse_at(raw: bytes, offset: int, name: str, what: str) -> str:
    line = raw.count(b"\n", 0, offset) + 1
    column = offset - (raw.rfind(b"\n", 0, offset) + 1) + 1
    raise StoredFileError(f"{name}:{line}:{column}: {what}")


def read_text(path: Path | str, limit: int = MAX_FILE_BYTES, pipes: bool = True) -> str:
    """A stored or given text file's contents (read_bytes, then decode_text), or StoredFileError in one line."""
    return decode_text(read_bytes(path, limit, pipes), str(path))


# ----- numbers in JSON and TOML ---------------------------------------------------------------------

class _LongNumber(Exception):
    """A JSON integer of more than MAX_DIGITS digits, found while decoding."""


def _json_int(digits: str) -> int:
    if len(digits) - digits.startswith("-") > MAX_DIGITS:
        raise _LongNumber(digits)
    return int(digits)


def _json_constant(word: str) -> Any:
    raise json.JSONDecodeError(f"{word} is not a number JSON allows", word, 0)


# Strings (and TOML's comments), then numbers: what _long_number_at looks through for the integer to name.
_JSON_TOKENS = re.compile(r'"(?:[^"\\]|\\.)*"|(?P<number>-?[0-9]+(?P<fraction>[.eE][-+0-9.eE]*)?)', re.S)


def _long_number_at(text: str, tokens: re.Pattern[str], name: str) -> str:
    """One line naming the first integer of more than MAX_DIGITS digits outside strings, with its place."""
    for match in tokens.finditer(text):
        number = match.group("number")
        if number and not match.group("fraction") and sum(c.isdigit() for c in number) > MAX_DIGITS:
            offset = match.start()
            line = text.count("\n", 0, offset) + 1
            column = offset - (text.rfind("\n", 0, offset) + 1) + 1
            return f"{name}:{line}:{column}: a number of more than {MAX_DIGITS} digits"
    return f"{name}: a number of more than {MAX_DIGITS} digits"


def parse_json(text: str, name: str) -> object:
    """JSON text decoded, or StoredFileError in one line with its place: bad syntax, nesting beyond the stack, an
    integer of more than MAX_DIGITS digits (Python refuses those of more than 4300 with a ValueError of its own),
    NaN or Infinity."""
    try:
        return json.loads(text, parse_int=_json_int, parse_constant=_json_constant)
    except _LongNumber:
        raise StoredFileError(_long_number_at(text, _JSON_TOKENS, name)) from None
    except json.JSONDecodeError as error:
        if error.doc != text:          # one of ours, raised without a place: the place is where the word is
            error = json.JSONDecodeError(error.msg, text, _constant_at(text))
        raise StoredFileError(f"{name}:{error.lineno}:{error.colno}: not valid JSON: {error.msg}") from None
    except (RecursionError, MemoryError):
        raise StoredFileError(f"{name}: not valid JSON: nested too deeply") from None
    except ValueError as error:        # whatever else json's scanner may raise: never a traceback
        raise StoredFileError(f"{name}: not valid JSON: {str(error)[:100]}") from None


def _constant_at(text: str) -> int:
    for match in re.finditer(r'"(?:[^"\\]|\\.)*"|-?(?:NaN|Infinity)', text, re.S):
        if not match.group().startswith('"'):
            return match.start()
    return 0


def read_json(path: Path | str, limit: int = MAX_FILE_BYTES, pipes: bool = True) -> object:
    return parse_json(read_text(path, limit, pipes), str(path))


_TOML_TOKENS = re.compile(r'"(?:[^"\\\n]|\\.)*"|\'[^\'\n]*\'|#[^\n]*|'
                          r'(?P<number>[+-]?[0-9][0-9_]*(?P<fraction>[.eE][-+0-9_.eE]*)?)')


def parse_toml(text: str, name: str) -> dict[str, Any]:
    """TOML text decoded, or StoredFileError in one line: bad syntax, nesting beyond the stack, or an integer
    of more than MAX_DIGITS digits (named by its key)."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        place = re.search(r"\s*\(at line (\d+), column (\d+)\)$", str(error))
        if place is None:
            raise StoredFileError(f"{name}: not valid TOML: {error}") from None
        what = str(error)[:place.start()]
        raise StoredFileError(f"{name}:{place.group(1)}:{place.group(2)}: not valid TOML: {what}") from None
    except (RecursionError, MemoryError):
        raise StoredFileError(f"{name}: not valid TOML: nested too deeply") from None
    except ValueError:                 # an integer past Python's conversion limit: tomllib lets int() say so
        raise StoredFileError(_long_number_at(text, _TOML_TOKENS, name)) from None
    _check_toml_numbers(data, name, "")
    return data


def _check_toml_numbers(value: Any, name: str, key: str) -> None:
    """Integers within MAX_DIGITS digits (0x, 0o and 0b numbers are read whatever their length)."""
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) >= 10 ** MAX_DIGITS:
        raise StoredFileError(f"{name}: '{key}' is a number of more than {MAX_DIGITS} digits")
    if isinstance(value, dict):
        for inner, item in value.items():
            _check_toml_numbers(item, name, f"{key}.{inner}" if key else inner)
    elif isinstance(value, list):
        for item in value:
            _check_toml_numbers(item, name, key)


def read_toml(path: Path | str, limit: int = SETTINGS_BYTES, pipes: bool = True) -> dict[str, Any]:
    return parse_toml(read_text(path, limit, pipes), str(path))


# ----- writing: checked, atomic, through symbolic links ---------------------------------------------

_TEMPORARY = re.compile(r"^\..+\.(\d+)\.[0-9a-f]{8}\.tmp$")


def _temporary_name(name: str) -> str:
    """.NAME.PID.RANDOM.tmp: hidden, beside its file, and naming the process that writes it (see _stale)."""
    return f".{name}.{os.getpid()}.{uuid.uuid4().hex[:8]}.tmp"


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
    _confine(path)
    try:
        info: os.stat_result | None = os.stat(target)
    except (FileNotFoundError, NotADirectoryError):
        info = None
    except OSError as error:
        raise TargetError(errno.EINVAL, f"cannot write there: {_why(error)}", name) from None
    if info is not None:
        if not stat.S_ISREG(info.st_mode):
            raise TargetError(errno.EINVAL, f"is {_kind(info.st_mode)}: only a file can be written there", name)
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
        raise TargetError(error.errno or errno.EACCES, f"cannot write in {folder}: {_why(error)}", name) from None


def _same_file(info: os.stat_result, other: str) -> bool:
    try:
        theirs = os.stat(other)
    except OSError:
        return False
    return (info.st_dev, info.st_ino) == (theirs.st_dev, theirs.st_ino)


def write_text_atomic(path: Path | str, text: str, *, root: Path | str | None = None,
                      through_link: bool = False) -> None:
    """Write text as UTF-8 with write_bytes_atomic. A lone surrogate (read from a JSON escape in a file we wrote)
    is written back as that escape, so that text read from our files can always be written again."""
    write_bytes_atomic(path, text.encode("utf-8", errors="backslashreplace"), root=root, through_link=through_link)


def write_bytes_atomic(path: Path | str, data: bytes, *, root: Path | str | None = None,
                       through_link: bool = False) -> None:
    """Write to a temporary file beside the target and rename it into place: a crash, a kill or a full disk leaves
    the old file whole (OSError, and no temporary file left). A folder, FIFO, device or socket at the target is a
    TargetError and nothing is written. A file of the user's own (--record's) is written where its symbolic
    links lead; a file in the data folder (root, by default the user's) never through a link out of it
    (TargetError), except its own last link with through_link (a linked settings file: written in its target's
    folder, which must exist, and the link stays). The file keeps its permissions; a new one gets the umask's.
    Temporary files that killed writers left in the folder are removed."""
    _confine(path, root, through_link)
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
            os.fsync(out.fileno())
            if mode is not None:
                os.chmod(temporary, mode)
        os.replace(temporary, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise
    _sync_folder(target.parent)


def _mode_kept(target: Path) -> int | None:
    """The permissions of the file at target, None when there is none; TargetError when what is there is no file
    (checked here, not only before a game: a FIFO may appear at --record's place while the game is played)."""
    try:
        mode = os.stat(target).st_mode
    except FileNotFoundError:
        return None
    if not stat.S_ISREG(mode):
        raise TargetError(errno.EINVAL, f"is {_kind(mode)}: only a file can be written there", str(target))
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
        match = _TEMPORARY.match(found)
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


# ----- broken files set aside, never lost -----------------------------------------------------------

def set_aside(path: Path, link_bytes: int = 0, root: Path | str | None = None) -> Path:
    """Keep a broken file as NAME.bak (NAME.2.bak, ... when older ones are kept) so that nothing the player had
    is lost; OSError when it cannot be moved (a read-only folder, a folder reached through a link out of the
    data folder) or BACKUPS_KEPT copies are kept already. A symbolic link is moved itself, never what it leads
    to. With link_bytes, a link to a file of at most that many bytes stays where it is: the file's contents are
    copied to the backup, and the caller writes the file anew through the link."""
    _confine(os.path.dirname(os.path.abspath(path)), root)
    backup = _free_backup(path)
    if link_bytes and path.is_symlink():
        try:
            contents = read_bytes(path, link_bytes, pipes=False)
        except StoredFileError:
            pass                       # a link to something that is no small file: the link itself is moved
        else:
            write_bytes_atomic(backup, contents, root=root)
            return backup
    os.replace(path, backup)
    return backup


def _free_backup(path: Path) -> Path:
    for number in range(1, BACKUPS_KEPT + 1):
        backup = path.with_name(path.name + (".bak" if number == 1 else f".{number}.bak"))
        if not os.path.lexists(backup):
            return backup
    raise OSError(errno.EEXIST, f"{BACKUPS_KEPT} broken copies of it are kept already")


def aside_note(path: Path, root: Path | str | None = None) -> str:
    """set_aside() said as the end of a warning: "kept as NAME.bak", or why the file was left where it is."""
    try:
        return f"kept as {set_aside(path, root=root).name}"
    except OSError as error:
        return f"left as it is: it cannot be set aside ({_why(error)})"


# ----- locks: a file several programs change, a file in use ---------------------------------------------
# Both are the operating system's locks (flock, msvcrt.locking) on PATH.lock beside the file: released when their
# holder dies, however it dies, so a lock is never stale and no process id has to be trusted (ids are reused).

def _lock_path(path: Path | str, root: Path | str | None) -> Path:
    """PATH.lock beside path as it is named (never beside what a link at path leads to), inside the data folder;
    TargetError through a link out of it, or when a link has been put where the lock file goes."""
    where = Path(os.path.abspath(path))
    lock_path = where.with_name(where.name + ".lock")
    _confine(lock_path.parent, root)
    if os.path.islink(lock_path):
        raise TargetError(errno.EEXIST, f"{lock_path}: a link where a lock file goes: no lock is made through it",
                          str(lock_path))
    lock_path.parent.mkdir(parents=True, exist_ok=True)
    return lock_path


def _open_lock(lock_path: Path) -> int:
    # O_NOFOLLOW: a link put there between the check and the open is refused too, never followed.
    return os.open(lock_path, os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_BINARY", 0),
                   0o666)


def _still_there(handle: int, lock_path: Path) -> bool:
    """Whether the lock file just locked is still the one at its place: a holder that lets go of a file in use
    removes it, and a program that opened it just before then must open the new one."""
    try:
        mine, there = os.fstat(handle), os.stat(lock_path, follow_symlinks=False)
    except OSError:
        return False
    return (mine.st_dev, mine.st_ino) == (there.st_dev, there.st_ino)


@contextlib.contextmanager
def locked(path: Path, seconds: float = LOCK_SECONDS, root: Path | str | None = None) -> Iterator[None]:
    """Hold PATH.lock for a read-change-write of path, so that two programs adding to one file lose nothing. The
    file stays. OSError when it cannot be made (TargetError: through a link out of the data folder) or is held
    longer than seconds."""
    lock_path = _lock_path(path, root)
    deadline = time.monotonic() + seconds
    while True:
        handle = _open_lock(lock_path)
        try:
            _acquire(handle, deadline, seconds)
        except BaseException:
            os.close(handle)
            raise
        if _still_there(handle, lock_path):
            break
        _release(handle)
        os.close(handle)
    try:
        yield
    finally:
        try:
            _release(handle)
        finally:
            os.close(handle)


class Held:
    """A lock held on a file while it is in use (a save being played), until release() or the holder's end.
    Its file, PATH.lock, holds the holder's process id for a person to read."""

    def __init__(self, lock_path: Path, handle: int):
        self.lock_path = lock_path
        self._handle: int | None = handle

    @property
    def held(self) -> bool:
        return self._handle is not None

    def release(self) -> None:
        """Let go (again: nothing): the lock file is removed, then unlocked."""
        handle, self._handle = self._handle, None
        if handle is None:
            return
        removed = _remove_quietly(self.lock_path)      # while held: nobody takes a file about to go
        try:
            _release(handle)
        finally:
            os.close(handle)
        if not removed:
            _remove_quietly(self.lock_path)             # Windows removes no open file

    def __enter__(self) -> "Held":
        return self

    def __exit__(self, *_: object) -> None:
        self.release()


def _remove_quietly(path: Path) -> bool:
    try:
        os.unlink(path)
    except OSError:
        return False
    return True


def hold(path: Path | str, root: Path | str | None = None) -> Held | None:
    """Take PATH.lock for as long as path is in use, without waiting: a Held, or None when another program (or
    another hold in this one) has it. OSError when no lock can be made (TargetError: through a link out of the
    data folder; the file system's error otherwise)."""
    lock_path = _lock_path(path, root)
    while True:
        handle = _open_lock(lock_path)
        try:
            _lock_now(handle)
        except OSError as error:
            os.close(handle)
            if error.errno in _BUSY:
                return None
            raise
        if _still_there(handle, lock_path):
            break
        _release(handle)
        os.close(handle)
    with contextlib.suppress(OSError):                  # the id is for people: a full disk does not undo the lock
        os.ftruncate(handle, 0)
        os.write(handle, f"{os.getpid()}\n".encode("ascii"))
    return Held(lock_path, handle)


def in_use(path: Path | str) -> bool:
    """Whether a hold() on path is held now, by any program (this one included); asked without waiting."""
    where = Path(os.path.abspath(path))
    lock_path = where.with_name(where.name + ".lock")
    try:
        handle = os.open(lock_path, os.O_RDWR | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_BINARY", 0))
    except OSError:
        return False                                    # no lock file (or a link there): nobody holds it
    try:
        _lock_now(handle)
    except OSError as error:
        return error.errno in _BUSY
    else:
        _release(handle)
        return False
    finally:
        os.close(handle)


_BUSY = (errno.EAGAIN, errno.EACCES, errno.EWOULDBLOCK, errno.EDEADLK)


def _acquire(handle: int, deadline: float, seconds: float) -> None:
    while True:
        try:
            _lock_now(handle)
            return
        except OSError as error:
            if error.errno not in _BUSY:
                raise
        if time.monotonic() >= deadline:
            raise OSError(errno.EBUSY, f"another program has held it for {seconds:g} s")
        time.sleep(0.01)


if sys.platform == "win32":
    import msvcrt

    def _lock_now(handle: int) -> None:
        os.lseek(handle, 0, os.SEEK_SET)       # msvcrt locks bytes from the file's position
        msvcrt.locking(handle, msvcrt.LK_NBLCK, 1)

    def _release(handle: int) -> None:
        os.lseek(handle, 0, os.SEEK_SET)
        msvcrt.locking(handle, msvcrt.LK_UNLCK, 1)
else:
    import fcntl

    def _lock_now(handle: int) -> None:
        fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)

    def _release(handle: int) -> None:
        fcntl.flock(handle, fcntl.LOCK_UN)
