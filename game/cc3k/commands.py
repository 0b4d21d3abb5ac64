"""CC3k commands as plain values, and the rule book's text grammar that produces them at every prompt."""
from __future__ import annotations

from dataclasses import dataclass

from game.core import Direction, Unknown
from game.cc3k.tables import RACES

WORD_TO_DIRECTION = {
    "no": Direction.NORTH, "so": Direction.SOUTH, "ea": Direction.EAST, "we": Direction.WEST,
    "ne": Direction.NORTHEAST, "nw": Direction.NORTHWEST, "se": Direction.SOUTHEAST, "sw": Direction.SOUTHWEST,
}
_DIRECTION_TO_WORD = {direction: word for word, direction in WORD_TO_DIRECTION.items()}


@dataclass(frozen=True, slots=True)
class ChooseRace:
    """Start a descent as this race: the race prompt's answer. race is a key of RACES ("s")."""

    race: str

    def __post_init__(self) -> None:
        if self.race not in RACES:
            raise ValueError(f"no race is called {self.race!r}: choose one of {', '.join(RACES)}")


@dataclass(frozen=True, slots=True)
class Move:
    direction: Direction


@dataclass(frozen=True, slots=True)
class Attack:
    direction: Direction


@dataclass(frozen=True, slots=True)
class Use:
    """Drink the potion in that direction."""

    direction: Direction


@dataclass(frozen=True, slots=True)
class Freeze:
    """Stop or restart the enemies' wandering; costs no turn."""


@dataclass(frozen=True, slots=True)
class Restart:
    """Back to the race prompt: during play, and as the answer 'play again' after a win or a death."""


@dataclass(frozen=True, slots=True)
class Quit:
    pass


Command = ChooseRace | Move | Attack | Use | Freeze | Restart | Quit | Unknown

HELP = ("commands: no so ea we ne nw se sw (move), u <dir> (use a potion), "
        "a <dir> (attack), f (freeze enemies), r (restart), q (quit)")
_ONE_LETTER: dict[str, Command] = {"f": Freeze(), "r": Restart(), "q": Quit()}


def unknown_reason(text: str) -> str:
    """What the player reads when a line is no command during play."""
    return f"Unknown command '{text.strip()}'; {HELP}."


def parse_command(text: str) -> Command:
    """Any line a player types at any prompt (its line ending removed or not). The grammar does not depend on
    the prompt: the game refuses a command that means nothing where it is (a race letter during play)."""
    line = text.rstrip("\r\n")
    words = line.split()
    if not words:
        return Unknown(line, f"Empty command; {HELP}.")
    head, rest = words[0], words[1:]
    if head in ("u", "a"):
        if len(rest) == 1 and rest[0] in WORD_TO_DIRECTION:
            direction = WORD_TO_DIRECTION[rest[0]]
            return Use(direction) if head == "u" else Attack(direction)
        verb = "use" if head == "u" else "attack"
        return Unknown(line, f"'{head}' needs one direction to {verb}: no so ea we ne nw se sw.")
    if not rest:
        if head in WORD_TO_DIRECTION:
            return Move(WORD_TO_DIRECTION[head])
        if head in _ONE_LETTER:
            return _ONE_LETTER[head]
        if head in RACES:
            return ChooseRace(head)
    return Unknown(line, unknown_reason(line))


def format_command(command: Command) -> str:
    """The line a player would type for a command; parse_command reads it back as the same command."""
    if isinstance(command, Unknown):
        return command.text
    if isinstance(command, ChooseRace):
        return command.race
    if isinstance(command, Move):
        return _DIRECTION_TO_WORD[command.direction]
    if isinstance(command, Attack):
        return "a " + _DIRECTION_TO_WORD[command.direction]
    if isinstance(command, Use):
        return "u " + _DIRECTION_TO_WORD[command.direction]
    return next(word for word, value in _ONE_LETTER.items() if value == command)
