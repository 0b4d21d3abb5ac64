"""High-score tables, one per game, kept in the user's data folder; programs adding to it at once lose nothing."""
from __future__ import annotations

import datetime
from dataclasses import asdict, dataclass
from pathlib import Path

from roguelike_client.userdata.aside import set_aside
from roguelike_client.userdata.errors import StoredFileError, shown
from roguelike_client.userdata.folder import data_folder
from roguelike_client.userdata.locks import locked
from roguelike_client.userdata.reading import SCORES_BYTES, read_json
from roguelike_client.userdata.writing import write_json_atomic

FORMAT = "roguelike-client scores"
VERSION = 3         # 3 added won; files of versions 1 and 2 are read as they are
KEPT_PER_GAME = 10


@dataclass(frozen=True)
class ScoreEntry:
    score: int
    who: str        # race (CC3k) or result (maze, Dooom)
    reached: str    # "floor 3", "turn 87 / 150", ...
    seed: int
    date: str       # ISO date of the game's end
    map: str = ""   # the map file a custom-map game was played on; "" for the game's own map
    won: bool = False   # a win ranks above a loss with the same score (entries of version 1 and 2 have none)


def _rank_key(entry: ScoreEntry) -> tuple[int, bool]:
    """Highest score first; among equal scores a win before a loss."""
    return -entry.score, not entry.won


def _win_first_key(entry: ScoreEntry) -> tuple[bool, int]:
    """Every win before every loss; the highest score first among each."""
    return not entry.won, -entry.score


def scores_path() -> Path:
    return data_folder() / "scores.json"


def _entries(raw: object, where: str) -> list[ScoreEntry]:
    if not isinstance(raw, list):
        raise StoredFileError(f"{where}: a score table is a list")
    entries = []
    for item in raw:
        if not isinstance(item, dict):
            raise StoredFileError(f"{where}: a score entry is an object")
        try:
            entry = ScoreEntry(**item)
        except TypeError:
            raise StoredFileError(f"{where}: a score entry needs exactly score, who, reached, seed, date, map "
                                  "(and won)") from None
        kinds = (int, str, str, int, str, str, bool)
        if not all(isinstance(v, k) and (k is bool or not isinstance(v, bool))
                   for v, k in zip(asdict(entry).values(), kinds)):
            raise StoredFileError(f"{where}: a score entry has a field of the wrong type")
        entries.append(entry)
    return entries


def _read(path: Path) -> dict[str, list[ScoreEntry]]:
    """Every game's table in the file (none when there is no file); StoredFileError when it is broken."""
    if not path.exists():
        return {}
    data = read_json(path, SCORES_BYTES, pipes=False)
    # Version 1 had no map field: its entries were all on the games' own maps. Versions 1 and 2 had no won field:
    # their entries are read as losses (a table written by them was ordered by score alone).
    if not isinstance(data, dict) or data.get("format") != FORMAT or data.get("version") not in (1, 2, VERSION):
        raise StoredFileError(f"{path}: not a score file of this program, version {VERSION}")
    games = data.get("games")
    if not isinstance(games, dict):
        raise StoredFileError(f"{path}: field 'games' must be an object")
    return {game: _entries(table, f"{path}: {shown(game)}") for game, table in sorted(games.items())}


def load_all(path: Path | None = None) -> tuple[dict[str, list[ScoreEntry]], str | None]:
    """Every game's table, and a one-line warning when the file was broken: it is then kept aside as .bak (the
    next score starts a new table), or left where it is when that cannot be done (a read-only folder)."""
    path = path or scores_path()
    try:
        return _read(path), None
    except StoredFileError as error:
        try:
            # Read again and set aside under the lock: a table another program has just written never goes.
            with locked(path, root=path.parent):
                try:
                    return _read(path), None
                except StoredFileError:
                    backup = set_aside(path, root=path.parent)
        except OSError as why:
            return {}, f"{error} (left as it is: {why.strerror or why})"
        return {}, f"{error} (kept as {backup.name}; starting a new table)"


def top(game: str, path: Path | None = None) -> list[ScoreEntry]:
    return load_all(path)[0].get(game, [])


def add(game: str, entry: ScoreEntry, path: Path | None = None, wins_first: bool = False) -> int:
    """Add an entry; returns its 1-based rank in the table, or 0 when it did not make the table; wins_first: the
    game's table puts every win above every loss (GameSpec.wins_rank_first). The file is read,
    changed and written under a lock, so that two programs adding at once both have their entries kept; a broken
    file is set aside first (never replaced). OSError when the table cannot be written (nothing is then changed;
    TargetError when it is a link out of the data folder, which is never written through)."""
    path = path or scores_path()
    root = path.parent
    with locked(path, root=root):
        try:
            tables = _read(path)
        except StoredFileError:
            set_aside(path, root=root)
            tables = {}
        table = tables.get(game, []) + [entry]
        # Highest score first, a win before a loss (or every win first); among equals the earlier game keeps its place.
        table.sort(key=_win_first_key if wins_first else _rank_key)
        table = table[:KEPT_PER_GAME]
        tables[game] = table
        write_json_atomic(path, {
            "format": FORMAT, "version": VERSION,
            "games": {name: [asdict(e) for e in entries] for name, entries in sorted(tables.items())},
        }, root=root)
    return next((rank for rank, e in enumerate(table, 1) if e is entry), 0)


def today() -> str:
    return datetime.date.today().isoformat()
