"""Locks on the user's files: one held for a read-change-write of a file several programs change (the scores), one
held while a file is in use (a save being played)."""
from __future__ import annotations

import contextlib
import errno
import os
import sys
import time
from pathlib import Path
from typing import Iterator

from roguelike_client.userdata.errors import TargetError
from roguelike_client.userdata.folder import confine

LOCK_SECONDS = 10.0                      # how long a writer waits for another program's lock on a file

# ----- locks: a file several programs change, a file in use ---------------------------------------------
# Both are the operating system's locks (flock, msvcrt.locking) on PATH.lock beside the file: released when their
# holder dies, however it dies, so a lock is never stale and no process id has to be trusted (ids are reused).

def _lock_path(path: Path | str, root: Path | str | None) -> Path:
    """PATH.lock beside path as it is named (never beside what a link at path leads to), inside the data folder;
    TargetError through a link out of it, or when a link has been put where the lock file goes."""
    where = Path(os.path.abspath(path))
    lock_path = where.with_name(where.name + ".lock")
    confine(lock_path.parent, root)
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
