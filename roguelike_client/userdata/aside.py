"""Broken files set aside, never lost: NAME.bak (NAME.2.bak, ...) beside the file, and the words that say so."""
from __future__ import annotations

import errno
import os
from pathlib import Path

from roguelike_client.userdata.errors import StoredFileError, reason
from roguelike_client.userdata.folder import confine
from roguelike_client.userdata.reading import read_bytes
from roguelike_client.userdata.writing import write_bytes_atomic

BACKUPS_KEPT = 100                       # NAME.bak, NAME.2.bak, ...: broken files set aside, never replaced


def set_aside(path: Path, link_bytes: int = 0, root: Path | str | None = None) -> Path:
    """Keep a broken file as NAME.bak (NAME.2.bak, ... when older ones are kept) so that nothing the player had
    is lost; OSError when it cannot be moved (a read-only folder, a folder reached through a link out of the
    data folder) or BACKUPS_KEPT copies are kept already. A symbolic link is moved itself, never what it leads
    to. With link_bytes, a link to a file of at most that many bytes stays where it is: the file's contents are
    copied to the backup, and the caller writes the file anew through the link."""
    confine(os.path.dirname(os.path.abspath(path)), root)
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
        return f"left as it is: it cannot be set aside ({reason(error)})"
