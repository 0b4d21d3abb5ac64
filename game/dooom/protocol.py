"""Dungeon of Dooom text protocol: command lines parsed into plain values, and the exact reply strings."""
from __future__ import annotations

from dataclasses import dataclass

from game.core import Direction


@dataclass(frozen=True, slots=True)
class Hello:
    """Ask for the gold needed to win."""


@dataclass(frozen=True, slots=True)
class Move:
    direction: Direction


@dataclass(frozen=True, slots=True)
class Pickup:
    """Pick up the gold under the actor."""


@dataclass(frozen=True, slots=True)
class Look:
    """Ask for the 5x5 view around the actor."""


@dataclass(frozen=True, slots=True)
class Quit:
    """End the game without a score."""


@dataclass(frozen=True, slots=True)
class Unknown:
    """A line the grammar refuses; it is answered FAIL and costs no turn."""

    line: str


Command = Hello | Move | Pickup | Look | Quit | Unknown

DIRECTION_LETTERS: dict[str, Direction] = {
    "N": Direction.NORTH,
    "S": Direction.SOUTH,
    "E": Direction.EAST,
    "W": Direction.WEST,
}
LETTER_OF_DIRECTION: dict[Direction, str] = {direction: letter for letter, direction in DIRECTION_LETTERS.items()}

_NO_ARGUMENT = {"HELLO": Hello(), "PICKUP": Pickup(), "LOOK": Look(), "QUIT": Quit()}

SUCCESS = "SUCCESS"
FAIL = "FAIL"
LOOKREPLY = "LOOKREPLY"
WIN = "WIN"
LOSE = "LOSE"
LOOK_SIZE = 5


def parse_command(line: str) -> Command:
    """One protocol line (its line ending already removed or not) as a command value.

    Words are separated by exactly one space and must be upper case: the rule book's
    bots send exactly that, and anything looser would make two spellings of one command.
    """
    text = line.rstrip("\r\n")
    words = text.split(" ")
    if len(words) == 1 and words[0] in _NO_ARGUMENT:
        return _NO_ARGUMENT[words[0]]
    if len(words) == 2 and words[0] == "MOVE" and words[1] in DIRECTION_LETTERS:
        return Move(DIRECTION_LETTERS[words[1]])
    return Unknown(text)


def format_command(command: Command) -> str:
    """The protocol line for a command, the inverse of parse_command."""
    if isinstance(command, Move):
        return f"MOVE {LETTER_OF_DIRECTION[command.direction]}"
    if isinstance(command, Unknown):
        return command.line
    return type(command).__name__.upper()


def gold_reply(win: int) -> str:
    return f"GOLD {win}"


def pickup_reply(total: int) -> str:
    return f"SUCCESS, GOLD COINS: {total}"


def look_reply(rows: list[str]) -> str:
    """LOOKREPLY and the five rows, as one newline-joined text."""
    return "\n".join([LOOKREPLY, *rows])
