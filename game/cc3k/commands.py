"""CC3k commands as plain values, and the rule book's text grammar that produces them at every prompt, with the
commands of the two extras (the bag, the merchants' shop) that a game without them reads as the rule book does."""
from __future__ import annotations

from dataclasses import FrozenInstanceError, dataclass
from typing import Any

from game.core import Direction, Unknown
from game.cc3k.tables import BAG_SIZE, POTION_BY_CODE, RACES

WORD_TO_DIRECTION = {
    "no": Direction.NORTH, "so": Direction.SOUTH, "ea": Direction.EAST, "we": Direction.WEST,
    "ne": Direction.NORTHEAST, "nw": Direction.NORTHWEST, "se": Direction.SOUTHEAST, "sw": Direction.SOUTHWEST,
}
_DIRECTION_TO_WORD = {direction: word for word, direction in WORD_TO_DIRECTION.items()}


class _Value:
    """What every command is besides its fields: a value that never changes, equal to one of its class with equal
    fields (typed, the line as typed, is not compared), hashed and shown as a frozen dataclass is. Each command is a
    dataclass to everything outside, with these methods written once rather than generated for each class at import
    (2.9 million instructions a frozen dataclass, on every start)."""

    __slots__ = ()
    __match_args__: tuple[str, ...] = ()
    _compared: tuple[str, ...] = ()

    def _key(self) -> tuple:
        return tuple([getattr(self, name) for name in self._compared])

    def __eq__(self, other: Any) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        return f"{self.__class__.__qualname__}(" + ", ".join(
            f"{name}={getattr(self, name)!r}" for name in self._compared) + ")"

    def __setattr__(self, name: str, value: Any) -> None:
        raise FrozenInstanceError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> None:
        raise FrozenInstanceError(f"cannot delete field {name!r}")

    def __reduce__(self) -> tuple:
        return self.__class__, tuple([getattr(self, name) for name in self.__match_args__])


_set = object.__setattr__


@dataclass(init=False, repr=False, eq=False)
class ChooseRace(_Value):
    """Start a descent as this race: the race prompt's answer. race is a key of RACES ("s")."""

    __slots__ = ("race",)
    _compared = ("race",)
    race: str

    def __init__(self, race: str) -> None:
        if race not in RACES:
            raise ValueError(f"no race is called {race!r}: choose one of {', '.join(RACES)}")
        _set(self, "race", race)


@dataclass(init=False, repr=False, eq=False)
class Move(_Value):
    """Move the PC one cell in that direction."""

    __slots__ = ("direction",)
    _compared = ("direction",)
    direction: Direction

    def __init__(self, direction: Direction) -> None:
        _set(self, "direction", direction)


@dataclass(init=False, repr=False, eq=False)
class Attack(_Value):
    """Attack the enemy in that direction."""

    __slots__ = ("direction",)
    _compared = ("direction",)
    direction: Direction

    def __init__(self, direction: Direction) -> None:
        _set(self, "direction", direction)


@dataclass(init=False, repr=False, eq=False)
class Use(_Value):
    """Drink the potion in that direction."""

    __slots__ = ("direction",)
    _compared = ("direction",)
    direction: Direction

    def __init__(self, direction: Direction) -> None:
        _set(self, "direction", direction)


@dataclass(init=False, repr=False, eq=False)
class Freeze(_Value):
    """Stop or restart the enemies' wandering; costs no turn."""

    __slots__ = ()


@dataclass(init=False, repr=False, eq=False)
class Restart(_Value):
    """Back to the race prompt: during play, and as the answer 'play again' after a win or a death."""

    __slots__ = ()


@dataclass(init=False, repr=False, eq=False)
class Quit(_Value):
    """End the session."""

    __slots__ = ()


# The extras' commands. typed: the line as it was typed (not compared), so that a game without the extra refuses it
# in the very words the rule book's grammar had for it (its spacing kept).


@dataclass(init=False, repr=False, eq=False)
class PickUp(_Value):
    """carry_potions: put the potion in that direction into the bag."""

    __slots__ = ("direction", "typed")
    _compared = ("direction",)
    direction: Direction
    typed: str

    def __init__(self, direction: Direction, typed: str = "") -> None:
        _set(self, "direction", direction)
        _set(self, "typed", typed)


@dataclass(init=False, repr=False, eq=False)
class Drink(_Value):
    """carry_potions: drink the bag's potion in this place, counted from 1."""

    __slots__ = ("slot", "typed")
    _compared = ("slot",)
    slot: int
    typed: str

    def __init__(self, slot: int, typed: str = "") -> None:
        _set(self, "slot", slot)
        _set(self, "typed", typed)


@dataclass(init=False, repr=False, eq=False)
class Inventory(_Value):
    """carry_potions: say what the bag holds; costs no turn."""

    __slots__ = ()


@dataclass(init=False, repr=False, eq=False)
class Browse(_Value):
    """merchant_shop: ask the merchant in that direction what it sells; costs no turn."""

    __slots__ = ("direction", "typed")
    _compared = ("direction",)
    direction: Direction
    typed: str

    def __init__(self, direction: Direction, typed: str = "") -> None:
        _set(self, "direction", direction)
        _set(self, "typed", typed)


@dataclass(init=False, repr=False, eq=False)
class Buy(_Value):
    """merchant_shop: buy one potion of this kind (its code, "RH") from the merchant in that direction."""

    __slots__ = ("direction", "potion", "typed")
    _compared = ("direction", "potion")
    direction: Direction
    potion: str
    typed: str

    def __init__(self, direction: Direction, potion: str, typed: str = "") -> None:
        if potion not in POTION_BY_CODE:
            raise ValueError(f"no potion is called {potion!r}: choose one of {', '.join(POTION_BY_CODE)}")
        _set(self, "direction", direction)
        _set(self, "potion", potion)
        _set(self, "typed", typed)


BAG_COMMANDS = (PickUp, Drink, Inventory)
SHOP_COMMANDS = (Browse, Buy)
Extra = PickUp | Drink | Inventory | Browse | Buy
Command = ChooseRace | Move | Attack | Use | Freeze | Restart | Quit | Extra | Unknown

HELP = ("commands: no so ea we ne nw se sw (move), u <dir> (use a potion), "
        "a <dir> (attack), f (freeze enemies), r (restart), q (quit)")
_ONE_LETTER: dict[str, Command] = {"f": Freeze(), "r": Restart(), "q": Quit(), "i": Inventory()}
BAG_HELP = f"p <dir> (put a potion in the bag), u 1-{BAG_SIZE} (drink from the bag), i (what the bag holds)"
SHOP_HELP = "b <dir> (what a merchant sells), b <dir> <code> (buy a potion: b ea RH)"
_NEEDS_DIRECTION = "'{head}' needs one direction to {verb}: no so ea we ne nw se sw."


def unknown_reason(text: str) -> str:
    """What the player reads when a line is no command during play."""
    return f"Unknown command '{text.strip()}'; {HELP}."


def parse_command(text: str) -> Command:
    """Any line a player types at any prompt (its line ending removed or not). The grammar does not depend on
    the prompt: the game refuses a command that means nothing where it is (a race letter during play)."""
    command = _READ.get(text)
    if command is not None:
        return command
    line = text.rstrip("\r\n")
    words = line.split()
    if not words:
        return Unknown(line, f"Empty command; {HELP}.")
    head, rest = words[0], words[1:]
    if head in ("u", "a"):
        if len(rest) == 1 and rest[0] in WORD_TO_DIRECTION:
            direction = WORD_TO_DIRECTION[rest[0]]
            return Use(direction) if head == "u" else Attack(direction)
        if head == "u" and len(rest) == 1 and len(rest[0]) == 1 and rest[0] in "123456789":
            return Drink(int(rest[0]), line)
        return Unknown(line, _NEEDS_DIRECTION.format(head=head, verb="use" if head == "u" else "attack"))
    if head in ("p", "b") and rest and rest[0] in WORD_TO_DIRECTION:
        direction = WORD_TO_DIRECTION[rest[0]]
        if head == "p" and len(rest) == 1:
            return PickUp(direction, line)
        if head == "b" and len(rest) == 1:
            return Browse(direction, line)
        if head == "b" and len(rest) == 2 and rest[1].upper() in POTION_BY_CODE:
            return Buy(direction, rest[1].upper(), line)
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
    # A direction's word by its member's name: a dict keyed by the member itself would hash it by a call.
    verb = _VERBS.get(command.__class__)
    if verb is not None:
        return verb + _WORD_BY_NAME[command.direction._name_]  # type: ignore[union-attr]
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
    if isinstance(command, PickUp):
        return "p " + _DIRECTION_TO_WORD[command.direction]
    if isinstance(command, Drink):
        return f"u {command.slot}"
    if isinstance(command, Browse):
        return "b " + _DIRECTION_TO_WORD[command.direction]
    if isinstance(command, Buy):
        return f"b {_DIRECTION_TO_WORD[command.direction]} {command.potion}"
    return next(word for word, value in _ONE_LETTER.items() if value == command)


# The lines typed on most turns, each read once: a move, an attack or a use in a direction, a one-letter command, a
# race. Commands are values that never change, so every such line can be the same one.
_READ: dict[str, Command] = {
    **{word: Move(direction) for word, direction in WORD_TO_DIRECTION.items()},
    **{"a " + word: Attack(direction) for word, direction in WORD_TO_DIRECTION.items()},
    **{"u " + word: Use(direction) for word, direction in WORD_TO_DIRECTION.items()},
    **{letter: command for letter, command in _ONE_LETTER.items() if letter not in RACES},
    **{race: ChooseRace(race) for race in RACES},
}
_VERBS: dict[type, str] = {Move: "", Attack: "a ", Use: "u ", PickUp: "p ", Browse: "b "}
_WORD_BY_NAME = {direction.name: word for word, direction in WORD_TO_DIRECTION.items()}


def as_rule_book_reads(command: Extra) -> Unknown:
    """An extra's command as the rule book's grammar reads its line: no command, refused in the words it always was
    (what a game without that extra answers)."""
    line = getattr(command, "typed", "") or format_command(command)
    if isinstance(command, Drink):
        return Unknown(line, _NEEDS_DIRECTION.format(head="u", verb="use"))
    return Unknown(line, unknown_reason(line))
