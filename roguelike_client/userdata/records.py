"""Records of whole games (game, rules version, map, seed, options, every command): the format of saves and replays.
json and hashlib are imported when a record is first written, read or fingerprinted, not when a game starts."""
from __future__ import annotations

import dataclasses
import enum
import errno
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.core import View, fields_repr
from game.spec import GameSpec, Option
from roguelike_client.userdata.errors import StoredFileError, shown
from roguelike_client.userdata.reading import RECORD_BYTES, read_json
from roguelike_client.userdata.writing import check_target, write_bytes_atomic

FORMAT = "roguelike-client record"
VERSION = 2


@dataclass(init=False, repr=False, eq=False)
class Record:
    """A game as played. map_text holds the map's contents so that a replay never depends on the file;
    map_name is "" when the game made its own map from the seed, "maps/..." for a shipped map. A dataclass whose
    methods are written out (see game/core.py): a generated one costs most of a millisecond at every start."""

    game: str
    seed: int
    rules_version: str
    map_name: str
    map_text: str
    options: dict
    commands: list[str]
    # Filled in when the game ends or is saved: what a replay must reach, and a line saying where it was.
    final: dict
    summary: str
    date: str          # ISO date and time the record was last written

    def __init__(self, game: str, seed: int, rules_version: str, map_name: str = "", map_text: str = "",
                 options: dict | None = None, commands: list[str] | None = None, final: dict | None = None,
                 summary: str = "", date: str = "") -> None:
        self.game, self.seed, self.rules_version, self.map_name, self.map_text = (game, seed, rules_version,
                                                                                  map_name, map_text)
        self.options = {} if options is None else options
        self.commands = [] if commands is None else commands
        self.final = {} if final is None else final
        self.summary, self.date = summary, date

    def _values(self) -> tuple:
        return (self.game, self.seed, self.rules_version, self.map_name, self.map_text, self.options, self.commands,
                self.final, self.summary, self.date)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return self._values() == other._values()

    __repr__ = fields_repr

    def to_json(self) -> dict:
        return {
            "format": FORMAT, "version": VERSION, "game": self.game, "rules_version": self.rules_version,
            "seed": self.seed, "map_name": self.map_name, "map_text": self.map_text, "options": self.options,
            "commands": self.commands, "final": self.final, "summary": self.summary, "date": self.date,
        }


class OtherRulesError(StoredFileError):
    """A record of a game whose rules have changed since: replaying it would play a different game."""


def _field(data: dict, name: str, kind: type, where: str) -> Any:
    value = data.get(name)
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise StoredFileError(f"{where}: field '{name}' must be {kind.__name__}, found {type(value).__name__}")
    return value


def record_from_json(data: object, where: str) -> Record:
    """Check a decoded record field by field; any problem is one StoredFileError line, a record of other rules
    an OtherRulesError."""
    from game.registry import GAMES

    if not isinstance(data, dict):
        raise StoredFileError(f"{where}: a record is a JSON object, found {type(data).__name__}")
    if data.get("format") != FORMAT:
        raise StoredFileError(f"{where}: not a record of this program (format is {_said(data.get('format'))})")
    version = _field(data, "version", int, where)
    if version != VERSION:
        raise OtherRulesError(f"{where}: record format {version} was written by another version of this program "
                              f"(this one reads {VERSION})")
    game = _field(data, "game", str, where)
    if game not in GAMES:
        raise StoredFileError(f"{where}: unknown game '{shown(game)}'")
    rules = _field(data, "rules_version", str, where)
    if rules != GAMES[game].rules_version:
        raise OtherRulesError(f"{where}: a {game} game of rules {shown(rules)}, and these rules are "
                              f"{GAMES[game].rules_version}: it would not play the same")
    commands = _field(data, "commands", list, where)
    if not all(isinstance(line, str) and "\n" not in line for line in commands):
        raise StoredFileError(f"{where}: field 'commands' must be a list of one-line strings")
    return Record(
        game=game, seed=_field(data, "seed", int, where), rules_version=rules,
        map_name=_field(data, "map_name", str, where), map_text=_field(data, "map_text", str, where),
        options=_options(GAMES[game], _field(data, "options", dict, where), where), commands=list(commands),
        final=_field(data, "final", dict, where), summary=_field(data, "summary", str, where),
        date=_field(data, "date", str, where),
    )


def _said(value: object) -> str:
    """A value read from a record, for a one-line message."""
    if isinstance(value, str):
        return f"'{shown(value)}'"
    return repr(value) if isinstance(value, (bool, int, float)) or value is None else type(value).__name__


def _options(spec: GameSpec, options: dict, where: str) -> dict:
    """A record's options, each of the game's own a value its command-line flag would take (read by the option's
    own reader, so a number is checked where the flag's is): a record cannot give a game what a person cannot.
    Names the game does not know are kept and never used (rule_options picks the game's own)."""
    known = {option.name: option for option in spec.options}
    for name, value in options.items():
        option = known.get(name)
        if option is None or value is None or (option.flag_only and isinstance(value, bool)):
            continue
        if not _takes(option, value):
            raise StoredFileError(f"{where}: option '{name}' cannot be {_said(value)}")
    return options


def _takes(option: Option, value: object) -> bool:
    if isinstance(value, bool) or not isinstance(value, (str, int)) or option.flag_only:
        return False
    if option.choices and value not in option.choices:
        return False
    try:
        return bool(option.type(str(value)) == value)
    except (ValueError, TypeError, ArithmeticError):
        return False


def load_record(path: Path | str, pipes: bool = True) -> Record:
    """A save or a replay read (at most RECORD_BYTES; a FIFO or pipe only with pipes, and never waited on for
    ever) and checked; StoredFileError in one line for anything that cannot be played."""
    return record_from_json(read_json(path, RECORD_BYTES, pipes), str(path))


class RecordTooLarge(OSError):
    """A record that would be larger than RECORD_BYTES, which load_record reads at most: it is not written, since
    it could never be played (errno EFBIG; strerror one line)."""


def encode_record(record: Record) -> bytes:
    """A record as its file's bytes: indented to be read by a person, or without spaces when that would pass
    RECORD_BYTES (a command costs 4 bytes less); RecordTooLarge when even that would. RECORD_BYTES is the one
    limit of both: whatever save_record writes, load_record reads."""
    import json

    value = record.to_json()
    for layout in ({"indent": 1}, {"separators": (",", ":")}):
        data = (json.dumps(value, ensure_ascii=False, **layout) + "\n").encode("utf-8", errors="backslashreplace")
        if len(data) <= RECORD_BYTES:
            return data
    raise RecordTooLarge(errno.EFBIG, f"the record would be {len(data):,} bytes, more than the {RECORD_BYTES:,} "
                                      f"a record may be: it is not written, since it could not be read back")


def save_record(path: Path | str, record: Record, root: Path | str | None = None) -> None:
    """Write a record atomically (root: the data folder it must stay in, see writing.write_bytes_atomic); OSError
    when it cannot be, RecordTooLarge when it is too large to be read back."""
    write_bytes_atomic(path, encode_record(record), root=root)


def check_record_target(path: Path | str, map_path: Path | str | None) -> None:
    """Before a game is played with --record PATH: StoredFileError, one line, unless a record can be written there
    when the game ends: PATH is no folder, FIFO, device or socket, not the --map file itself (through any link),
    not a read-only file, and in a folder where files can be made."""
    from roguelike_client.userdata.errors import TargetError

    try:
        check_target(path, {"the --map file": str(map_path) if map_path else None})
    except TargetError as error:
        raise StoredFileError(f"--record {error.filename}: {error.strerror}") from None


def plain(value: object) -> object:
    """A view (or any part of one) as JSON-ready values in a fixed order: what digests and saves are made of."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: plain(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, enum.Enum):
        return value.value
    if isinstance(value, (list, tuple)):
        return [plain(item) for item in value]
    if isinstance(value, (set, frozenset)):
        return sorted((plain(item) for item in value), key=repr)
    if isinstance(value, dict):
        return {str(key): plain(item) for key, item in sorted(value.items(), key=lambda pair: repr(pair[0]))}
    return value


def view_digest(view: View) -> str:
    """A fingerprint of everything anything outside the rules can know of a game; equal views, equal digests."""
    import hashlib
    import json

    text = json.dumps(plain(view), sort_keys=True, ensure_ascii=True, default=repr)
    return hashlib.sha256(text.encode("ascii")).hexdigest()


def final_state(view: View) -> dict:
    return {"phase": view.phase, "result": view.result.value if view.result else "", "score": view.score,
            "turn": view.turn, "digest": view_digest(view)}


def replay_difference(record: Record, view: View) -> str | None:
    """None when a replay ended where the recording did (or nothing was recorded there); else what differs."""
    reached = final_state(view)
    if not record.final or reached == record.final:
        return None
    differing = [key for key in reached if reached[key] != record.final.get(key)]
    return "replay ended differently from the recording: " + ", ".join(
        f"{key} {record.final.get(key)!r} recorded, {reached[key]!r} replayed" for key in differing)
