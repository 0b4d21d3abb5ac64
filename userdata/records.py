"""Records of whole games (game, map, seed, every command): the format of both saves and replays."""
from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from pathlib import Path

from game.core import View
from userdata.storage import StoredFileError, read_json, write_json_atomic

FORMAT = "roguelike-client record"
VERSION = 1
GAMES = ("cc3k", "maze", "dooom")


@dataclass
class Record:
    """A game as played. map_text holds the map's contents so that a replay never depends on the file."""

    game: str
    seed: int
    map_name: str = ""
    map_text: str = ""
    options: dict = field(default_factory=dict)
    commands: list[str] = field(default_factory=list)
    # Filled in when the game ends or is saved: what a replay must reach.
    final: dict = field(default_factory=dict)

    def to_json(self) -> dict:
        return {
            "format": FORMAT, "version": VERSION, "game": self.game, "seed": self.seed,
            "map_name": self.map_name, "map_text": self.map_text, "options": self.options,
            "commands": self.commands, "final": self.final,
        }


def _field(data: dict, name: str, kind: type, where: str):
    value = data.get(name)
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise StoredFileError(f"{where}: field '{name}' must be {kind.__name__}, found {type(value).__name__}")
    return value


def record_from_json(data: object, where: str) -> Record:
    """Check a decoded record field by field; any problem is one StoredFileError line."""
    if not isinstance(data, dict):
        raise StoredFileError(f"{where}: a record is a JSON object, found {type(data).__name__}")
    if data.get("format") != FORMAT:
        raise StoredFileError(f"{where}: not a record of this program (format is {data.get('format')!r})")
    version = _field(data, "version", int, where)
    if version != VERSION:
        raise StoredFileError(f"{where}: record version {version} is not supported (this program reads {VERSION})")
    game = _field(data, "game", str, where)
    if game not in GAMES:
        raise StoredFileError(f"{where}: unknown game {game!r}")
    commands = _field(data, "commands", list, where)
    if not all(isinstance(line, str) and "\n" not in line for line in commands):
        raise StoredFileError(f"{where}: field 'commands' must be a list of one-line strings")
    return Record(
        game=game, seed=_field(data, "seed", int, where), map_name=_field(data, "map_name", str, where),
        map_text=_field(data, "map_text", str, where), options=_field(data, "options", dict, where),
        commands=list(commands), final=_field(data, "final", dict, where),
    )


def load_record(path: Path) -> Record:
    return record_from_json(read_json(path), str(path))


def save_record(path: Path, record: Record) -> None:
    write_json_atomic(path, record.to_json())


def view_digest(view: View) -> str:
    """A fingerprint of everything a front end can draw; equal views give equal digests."""
    return hashlib.sha256(repr(view).encode("utf-8")).hexdigest()


def final_state(view: View) -> dict:
    return {"phase": view.phase, "result": view.result, "score": view.score, "turn": view.turn, "digest": view_digest(view)}


def replay_difference(record: Record, view: View) -> str | None:
    """None when a replay ended where the recording did (or nothing was recorded there); else what differs."""
    reached = final_state(view)
    if not record.final or reached == record.final:
        return None
    differing = [key for key in reached if reached[key] != record.final.get(key)]
    return "replay ended differently from the recording: " + ", ".join(
        f"{key} {record.final.get(key)!r} recorded, {reached[key]!r} replayed" for key in differing)
