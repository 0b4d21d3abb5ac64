"""Dungeon of Dooom commands: the values a player (or the bot) sends, and the protocol's line grammar for them."""
from __future__ import annotations

from dataclasses import dataclass

from game.core import Direction, Unknown


@dataclass(frozen=True, slots=True)
class Hello:
    """Ask for the gold needed to win."""


@dataclass(frozen=True, slots=True)
class Move:
    """One step north, south, east or west: the protocol has no diagonals, so no other Move exists."""

    direction: Direction

    def __post_init__(self) -> None:
        if not self.direction.is_cardinal:
            raise ValueError(f"MOVE takes N, S, E or W, not {self.direction.title}")


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
class Wait:
    """Let the bot take its turn. Only a game without a player (the bot_alone option of new_game) takes it;
    a game with a player refuses it FAIL like any line outside the rule book, so clients see no new command."""


Command = Hello | Move | Pickup | Look | Quit | Wait | Unknown

DIRECTION_LETTERS: dict[str, Direction] = {
    "N": Direction.NORTH,
    "S": Direction.SOUTH,
    "E": Direction.EAST,
    "W": Direction.WEST,
}
LETTER_OF_DIRECTION: dict[Direction, str] = {direction: letter for letter, direction in DIRECTION_LETTERS.items()}

_NO_ARGUMENT: dict[str, Command] = {"HELLO": Hello(), "PICKUP": Pickup(), "LOOK": Look(), "QUIT": Quit(), "WAIT": Wait()}
_WORD_OF: dict[type, str] = {type(command): word for word, command in _NO_ARGUMENT.items()}
_WORDS = "HELLO, MOVE N|S|E|W, PICKUP, LOOK or QUIT"
# Every command line there is, read at once: the player's and the bot's lines are these nearly always.
_LINES: dict[str, Command] = {**_NO_ARGUMENT, **{f"MOVE {letter}": Move(direction)
                                                for letter, direction in DIRECTION_LETTERS.items()}}
_MOVE_LINES: dict[Direction, str] = {direction: f"MOVE {letter}" for letter, direction in DIRECTION_LETTERS.items()}


def parse_command(text: str) -> Command:
    """One protocol line (its line ending removed or not) as a command value; Unknown says why a line is none.

    Words are separated by exactly one space and must be upper case: the rule book's
    bots send exactly that, and anything looser would make two spellings of one command.
    """
    line = text.rstrip("\r\n")
    command = _LINES.get(line)
    if command is not None:
        return command
    words = line.split(" ")
    if len(words) == 1 and words[0] in _NO_ARGUMENT:
        return _NO_ARGUMENT[words[0]]
    if len(words) == 2 and words[0] == "MOVE" and words[1] in DIRECTION_LETTERS:
        return Move(DIRECTION_LETTERS[words[1]])
    return Unknown(line, _refusal(line, words))


def _refusal(line: str, words: list[str]) -> str:
    """Why a line is no command, in one line a person can act on."""
    word = words[0]
    if not line:
        return f"an empty line is no command: send {_WORDS}"
    if "" in words:
        return "words are separated by exactly one space, with none before or after"
    if line != line.upper() and not isinstance(parse_command(line.upper()), Unknown):
        return f"commands are upper case: {line.upper()}"
    if word in _NO_ARGUMENT:
        return f"{word} takes no argument"
    if word == "MOVE":
        if len(words) == 2:
            return f"MOVE takes N, S, E or W, not {words[1]!r}"
        return "MOVE takes one direction: N, S, E or W"
    return f"unknown command {word!r}: send {_WORDS}"


def format_command(command: Command) -> str:
    """The protocol line for a command, the inverse of parse_command."""
    if isinstance(command, Move):
        return _MOVE_LINES[command.direction]
    if isinstance(command, Unknown):
        return command.text
    return _WORD_OF[type(command)]
