"""The user's data folder, and JSON files written atomically, read defensively, and set aside when broken."""
from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path

import platformdirs

APP_NAME = "roguelike-client"
# Tests and portable installs point this at another folder.
DATA_DIR_ENV = "ROGUELIKE_DATA_DIR"
MAX_FILE_BYTES = 16 * 1024 * 1024


class StoredFileError(ValueError):
    """A stored file that cannot be used; str() is one line naming the file and what is wrong."""


def data_folder() -> Path:
    """Where the user's files live, without creating it."""
    override = os.environ.get(DATA_DIR_ENV)
    return Path(override) if override else Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def data_dir() -> Path:
    """The user's data folder, created if need be."""
    folder = data_folder()
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def write_text_atomic(path: Path, text: str) -> None:
    """Write to a temporary file beside the target and rename it into place: a crash leaves the old file whole."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as out:
            out.write(text)
            out.flush()
            os.fsync(out.fileno())
        os.replace(temporary, path)
    except BaseException:
        if os.path.exists(temporary):
            os.unlink(temporary)
        raise


def write_json_atomic(path: Path, value: object) -> None:
    write_text_atomic(path, json.dumps(value, indent=1, ensure_ascii=False) + "\n")


def read_text(path: Path) -> str:
    """A stored text file's contents, or StoredFileError for a missing, huge, binary or non-UTF-8 file."""
    try:
        size = path.stat().st_size
        if size > MAX_FILE_BYTES:
            raise StoredFileError(f"{path}: file is {size} bytes, more than the {MAX_FILE_BYTES} allowed")
        raw = path.read_bytes()
    except OSError as error:
        raise StoredFileError(f"{path}: cannot read file: {error.strerror or error}") from None
    if b"\0" in raw:
        raise StoredFileError(f"{path}: not a text file")
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        raise StoredFileError(f"{path}: not a text file (invalid UTF-8)") from None


def read_json(path: Path) -> object:
    text = read_text(path)
    try:
        return json.loads(text)
    except json.JSONDecodeError as error:
        raise StoredFileError(f"{path}:{error.lineno}:{error.colno}: not valid JSON: {error.msg}") from None
    except RecursionError:
        raise StoredFileError(f"{path}: not valid JSON: nested too deeply") from None


def set_aside(path: Path) -> Path:
    """Keep a broken file as FILE.bak (replacing an older .bak) so that nothing the player had is lost."""
    backup = path.with_name(path.name + ".bak")
    os.replace(path, backup)
    return backup
