"""High-score tables, one per game, kept in the user's data folder."""
from __future__ import annotations

import datetime
from dataclasses import asdict, dataclass
from pathlib import Path

from userdata.storage import StoredFileError, data_dir, read_json, set_aside, write_json_atomic

FORMAT = "roguelike-client scores"
VERSION = 2
KEPT_PER_GAME = 10


@dataclass(frozen=True)
class ScoreEntry:
    score: int
    who: str        # race (CC3k) or result (maze, Dooom)
    reached: str    # "floor 3", "turn 87 / 150", ...
    seed: int
    date: str       # ISO date of the game's end
    map: str = ""   # the map file a custom-map game was played on; "" for the game's own map


def scores_path() -> Path:
    return data_dir() / "scores.json"


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
            raise StoredFileError(f"{where}: a score entry needs exactly score, who, reached, seed, date, map") from None
        kinds = (int, str, str, int, str, str)
        if not all(isinstance(v, k) and not isinstance(v, bool) for v, k in zip(asdict(entry).values(), kinds)):
            raise StoredFileError(f"{where}: a score entry has a field of the wrong type")
        entries.append(entry)
    return entries


def load_all(path: Path | None = None) -> tuple[dict[str, list[ScoreEntry]], str | None]:
    """Every game's table, and a one-line warning when the file was broken (it is then kept aside as .bak)."""
    path = path or scores_path()
    if not path.exists():
        return {}, None
    try:
        data = read_json(path)
        # Version 1 had no map field: its entries were all on the games' own maps.
        if not isinstance(data, dict) or data.get("format") != FORMAT or data.get("version") not in (1, VERSION):
            raise StoredFileError(f"{path}: not a score file of this program, version {VERSION}")
        games = data.get("games")
        if not isinstance(games, dict):
            raise StoredFileError(f"{path}: field 'games' must be an object")
        return {game: _entries(table, f"{path}: {game}") for game, table in sorted(games.items())}, None
    except StoredFileError as error:
        backup = set_aside(path)
        return {}, f"{error} (kept as {backup.name}; starting a new table)"


def top(game: str, path: Path | None = None) -> list[ScoreEntry]:
    return load_all(path)[0].get(game, [])


def add(game: str, entry: ScoreEntry, path: Path | None = None) -> int:
    """Add an entry; returns its 1-based rank in the table, or 0 when it did not make the table."""
    path = path or scores_path()
    tables, _ = load_all(path)
    table = tables.get(game, []) + [entry]
    # Highest score first; among equals the earlier game keeps its place.
    table.sort(key=lambda e: -e.score)
    table = table[:KEPT_PER_GAME]
    tables[game] = table
    write_json_atomic(path, {
        "format": FORMAT, "version": VERSION,
        "games": {name: [asdict(e) for e in entries] for name, entries in sorted(tables.items())},
    })
    return next((rank for rank, e in enumerate(table, 1) if e is entry), 0)


def today() -> str:
    return datetime.date.today().isoformat()
