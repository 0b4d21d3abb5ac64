"""Saved games to continue: several per game, each in a file of its own, so no game ever replaces another, and
each held by the one window that plays it."""
from __future__ import annotations

import os
import time
from pathlib import Path
from typing import NamedTuple

from roguelike_client.userdata.records import Record, load_record, save_record
from roguelike_client.userdata.aside import aside_note
from roguelike_client.userdata.errors import StoredFileError
from roguelike_client.userdata.folder import data_folder, link_out
from roguelike_client.userdata.locks import Held, hold, in_use
from roguelike_client.userdata.writing import remove_file, remove_stale_temporaries

SAVES_KEPT = 20        # unfinished games per game kind; the oldest beyond this are removed
REPLAYS_KEPT = 20      # finished games kept as replays, all games together


class SavedGame(NamedTuple):
    """A save found in the data folder, read."""

    path: Path
    record: Record


def _stamp() -> str:
    """The local time to the microsecond, as file names start: 20261127-153000-123456 (without datetime, which
    a window's first game would otherwise import for this alone)."""
    now = time.time()
    whole = int(now)
    return time.strftime("%Y%m%d-%H%M%S", time.localtime(whole)) + f"-{int((now - whole) * 1_000_000):06d}"


def saves_folder(game: str, folder: Path | None = None) -> Path:
    return (folder or data_folder()) / "saves" / game


def new_save_path(game: str, folder: Path | None = None) -> Path:
    """A file name of its own for a game just started: the time first (so names sort oldest first), then a
    random part, so that two windows on one data folder never write the same file."""
    stamp = _stamp()
    return saves_folder(game, folder) / f"{stamp}-{os.urandom(4).hex()}.json"


def list_saves(game: str, folder: Path | None = None) -> tuple[list[SavedGame], list[str]]:
    """The game's saves, the one played last first, and one warning line for each that cannot be continued (it is kept
    aside as NAME.bak). A single save file of an older version of the program is kept aside the same way. A saves
    folder that is a link out of the data folder is not used (one warning): its games could not be saved again."""
    root = folder or data_folder()
    where = saves_folder(game, folder)
    outside = link_out(where, root)
    if outside is not None:
        return [], [f"{outside}: its saves are not used"]
    warnings = []
    legacy = root / "saves" / f"{game}.json"
    if legacy.is_file():
        warnings.append(f"{legacy}: a save of an older version of this program cannot be continued "
                        f"({aside_note(legacy, root)})")
    _tidy_locks(where, root)
    saves = []
    for path in _files(where):
        try:
            record = load_record(path, pipes=False)
            if record.game != game:
                raise StoredFileError(f"{path}: holds a {record.game} game")
        except StoredFileError as error:
            warnings.append(f"{error} ({aside_note(path, root)})")
            continue
        saves.append(SavedGame(path, record))
    saves.sort(key=lambda saved: saved.record.date, reverse=True)    # the one played last first
    return saves, warnings


def _tidy_locks(where: Path, root: Path) -> None:
    """Remove the lock files nobody holds: those a program left when it was killed while it played a save (the
    system let go of its lock, the file stayed), and those of saves gone since. Each is taken first, then let go,
    which removes it: one held now is left alone."""
    try:
        locks = list(where.glob("*.json.lock")) if where.is_dir() else []
    except OSError:
        return
    for lock in locks:
        try:
            held = hold(lock.with_suffix(""), root)
        except OSError:
            continue
        if held is not None:
            held.release()


def _data_folder_of(path: Path) -> Path:
    """The data folder a save is in (FOLDER/saves/GAME/NAME.json): what it is never written out of."""
    return Path(path).absolute().parent.parent.parent


def write_save(path: Path, record: Record) -> None:
    """Write (or rewrite) one save; the oldest saves of that game beyond SAVES_KEPT are removed, except those
    being played in another window. OSError when it cannot be written (TargetError: through a link out of its
    data folder), and then nothing is removed."""
    root = _data_folder_of(path)
    save_record(path, record, root=root)
    remove_stale_temporaries(path.parent, root=root)      # of saves killed while written, whichever game they were
    # The ones played longest ago go first (a continued game's file keeps its old name but is new again).
    for old in sorted(path.parent.glob("*.json"), key=_last_written)[:-SAVES_KEPT]:
        if not in_use(old):
            remove_file(old, root)
            remove_file(old.with_name(old.name + ".lock"), root)     # left by a window that ended without letting go


def drop_save(path: Path) -> None:
    remove_file(path, _data_folder_of(path))


def hold_save(path: Path) -> Held | None:
    """Hold a save for as long as a window plays it (a new game's save path too, before its first write), so that
    two windows never play one save and the later one replace the other's game. A Held (release() it when the
    game is left, finished or dropped; the operating system lets go when the program ends, however it ends), or
    None when another program holds it now. OSError when no lock can be made there (a read-only or full folder,
    a link out of the data folder): the save cannot be written there either."""
    return hold(path, _data_folder_of(path))


def save_in_use(path: Path) -> bool:
    """Whether a window (this program included) holds the save now: hold_save would give None."""
    return in_use(path)


def shared_layout_path(game: str, seed: int, folder: Path | None = None) -> Path:
    """Where the window writes a game's own floors to be shared: one file per game and seed (writing the same
    floors again rewrites the same file)."""
    return (folder or data_folder()) / "layouts" / f"{game}-seed-{seed}.txt"


def replays_folder(folder: Path | None = None) -> Path:
    return (folder or data_folder()) / "replays"


def replay_files(folder: Path | None = None) -> list[Path]:
    """The replays kept, newest name first (their names start with the time they were written); none in a replays
    folder that is a link out of the data folder (the program does not use it)."""
    where = replays_folder(folder)
    return [] if link_out(where, folder or data_folder()) is not None else _files(where)


def list_replays(folder: Path | None = None) -> tuple[list[Record], list[str]]:
    """The replays kept, the newest first, and one warning line for each that cannot be read (it is left as it
    is: watching changes nothing), or for a replays folder that is a link out of the data folder."""
    records, warnings = [], []
    outside = link_out(replays_folder(folder), folder or data_folder())
    if outside is not None:
        warnings.append(f"{outside}: its replays are not used")
    for path in replay_files(folder):
        try:
            records.append(load_record(path, pipes=False))
        except StoredFileError as error:
            warnings.append(str(error))
    records.sort(key=lambda record: record.date, reverse=True)
    return records, warnings


def write_replay(record: Record, folder: Path | None = None) -> Path:
    """Keep a finished game as a replay; the newest REPLAYS_KEPT are kept. OSError when it cannot be written
    (TargetError: the replays folder is a link out of the data folder), and then nothing is removed."""
    root = folder or data_folder()
    replays = replays_folder(folder)
    stamp = _stamp()
    path = replays / f"{stamp}-{record.game}-seed{record.seed}.json"
    save_record(path, record, root=root)
    remove_stale_temporaries(replays, root=root)
    for old in sorted(replays.glob("*.json"))[:-REPLAYS_KEPT]:
        remove_file(old, root)
    return path


def _files(where: Path) -> list[Path]:
    """The save files in a folder (none when it cannot be listed), newest name first."""
    try:
        return sorted(where.glob("*.json"), reverse=True) if where.is_dir() else []
    except OSError:
        return []


def _last_written(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0

