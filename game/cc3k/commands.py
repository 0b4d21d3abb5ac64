"""CC3k commands as plain values, and the rule book's text grammar that produces them."""
from __future__ import annotations

from dataclasses import dataclass

from game.core import Direction
from game.cc3k.tables import RACES

WORD_TO_DIRECTION = {
    "no": Direction.NORTH, "so": Direction.SOUTH, "ea": Direction.EAST, "we": Direction.WEST,
    "ne": Direction.NORTHEAST, "nw": Direction.NORTHWEST, "se": Direction.SOUTHEAST, "sw": Direction.SOUTHWEST,
}


@dataclass(frozen=True)
class ChooseRace:
    race: str  # a key of RACES


@dataclass(frozen=True)
class Move:
    direction: Direction


@dataclass(frozen=True)
class Attack:
    direction: Direction


@dataclass(frozen=True)
class Use:
    direction: Direction


@dataclass(frozen=True)
class Freeze:
    pass


@dataclass(frozen=True)
class Restart:
    pass


@dataclass(frozen=True)
class Quit:
    pass


Command = ChooseRace | Move | Attack | Use | Freeze | Restart | Quit

HELP = ("commands: no so ea we ne nw se sw (move), u <dir> (use a potion), "
        "a <dir> (attack), f (freeze enemies), r (restart), q (quit)")


class CommandError(ValueError):
    """Text that is not a command; str() is the one-line explanation for the player."""


def parse_race(text: str) -> ChooseRace | Quit | None:
    """The race prompt: a race letter, q to quit; anything else is ignored (None)."""
    word = text.strip()
    if word == "q":
        return Quit()
    if word in RACES:
        return ChooseRace(word)
    return None


def parse_over(text: str) -> Restart | Quit | None:
    """After a win or a death: r plays again, q quits; anything else is not an answer (None)."""
    word = text.strip()
    return Restart() if word == "r" else Quit() if word == "q" else None


def parse_play(text: str) -> Command:
    """One line typed during play; raises CommandError with the reason when it is not a command."""
    words = text.split()
    if not words:
        raise CommandError(f"Empty command; {HELP}.")
    head, rest = words[0], words[1:]
    if head in WORD_TO_DIRECTION and not rest:
        return Move(WORD_TO_DIRECTION[head])
    if head in ("u", "a"):
        if len(rest) != 1 or rest[0] not in WORD_TO_DIRECTION:
            verb = "use" if head == "u" else "attack"
            raise CommandError(f"'{head}' needs one direction to {verb}: no so ea we ne nw se sw.")
        direction = WORD_TO_DIRECTION[rest[0]]
        return Use(direction) if head == "u" else Attack(direction)
    if not rest and head in ("f", "r", "q"):
        return {"f": Freeze(), "r": Restart(), "q": Quit()}[head]
    raise CommandError(f"Unknown command '{text.strip()}'; {HELP}.")


_DIRECTION_TO_WORD = {direction: word for word, direction in WORD_TO_DIRECTION.items()}


def command_text(command: Command) -> str:
    """The line a player would type for a command; parse_race/parse_play/parse_over read it back."""
    if isinstance(command, ChooseRace):
        return command.race
    if isinstance(command, Move):
        return _DIRECTION_TO_WORD[command.direction]
    if isinstance(command, (Attack, Use)):
        return ("a " if isinstance(command, Attack) else "u ") + _DIRECTION_TO_WORD[command.direction]
    return {Freeze: "f", Restart: "r", Quit: "q"}[type(command)]
