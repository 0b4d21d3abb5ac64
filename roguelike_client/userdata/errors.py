"""What is said when a user's file cannot be read or written: the errors, each one line, and the words they are
made of (why the system refused, what kind of thing is there instead of a file, a name read from a file)."""
from __future__ import annotations

import stat


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


def reason(error: OSError) -> str:
    """Why the system refused, without the error's number and file name (the message names the file itself)."""
    return error.strerror or str(error)


def file_kind(mode: int) -> str:
    """What is at a path instead of a regular file, said in a refusal ("is a FIFO, ...")."""
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    if stat.S_ISFIFO(mode):
        return "a FIFO"
    return "not a regular file"


def shown(text: str, limit: int = 60) -> str:
    """A name read from a file, fit for a one-line message: control, zero-width and line-breaking characters
    escaped as in Python's ascii(), and cut at limit characters."""
    cut = text[:limit]
    return (cut if cut.isprintable() else ascii(cut)[1:-1]) + ("..." if len(text) > limit else "")
