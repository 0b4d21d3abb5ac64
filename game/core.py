"""What every game shares: positions, directions, events, the view a front end draws, the Game protocol."""
from __future__ import annotations

from dataclasses import FrozenInstanceError, dataclass
from enum import Enum
from typing import Any, Generic, NamedTuple, Protocol, Sequence, TypeVar


class Pos(NamedTuple):
    """A cell on a board: x is the column, y the row, (0, 0) top left."""

    x: int
    y: int

    def __add__(self, other: tuple) -> "Pos":
        return Pos(self.x + other[0], self.y + other[1])

    def chebyshev(self, other: "Pos") -> int:
        return max(abs(self.x - other.x), abs(self.y - other.y))

    def manhattan(self, other: "Pos") -> int:
        return abs(self.x - other.x) + abs(self.y - other.y)


class Direction(Enum):
    """The eight compass directions; value is (dx, dy, full name)."""

    NORTH = (0, -1, "North")
    SOUTH = (0, 1, "South")
    EAST = (1, 0, "East")
    WEST = (-1, 0, "West")
    NORTHEAST = (1, -1, "Northeast")
    NORTHWEST = (-1, -1, "Northwest")
    SOUTHEAST = (1, 1, "Southeast")
    SOUTHWEST = (-1, 1, "Southwest")

    @property
    def dx(self) -> int:
        return self.value[0]

    @property
    def dy(self) -> int:
        return self.value[1]

    @property
    def title(self) -> str:
        return self.value[2]

    @property
    def is_cardinal(self) -> bool:
        return self.dx == 0 or self.dy == 0

    @staticmethod
    def between(a: Pos, b: Pos) -> "Direction | None":
        """The direction of the single step from a to b, or None if b is not a neighbour of a."""
        return _STEP_TO_DIRECTION.get((b.x - a.x, b.y - a.y))


_STEP_TO_DIRECTION = {(d.dx, d.dy): d for d in Direction}

# Row-major order of the 8 neighbours, used wherever an order over neighbours is needed.
NEIGHBOUR_STEPS: tuple[tuple[int, int], ...] = (
    (-1, -1), (0, -1), (1, -1),
    (-1, 0), (1, 0),
    (-1, 1), (0, 1), (1, 1),
)


def neighbours(p: Pos) -> list[Pos]:
    """The 8 cells around p in row-major order (not clipped to any board)."""
    return [Pos(p.x + dx, p.y + dy) for dx, dy in NEIGHBOUR_STEPS]


class EventKind(Enum):
    """What happened during a step; front ends pick log lines, sounds and animations from this."""

    MESSAGE = "message"       # plain text for the log
    MOVED = "moved"
    BLOCKED = "blocked"
    ATTACKED = "attacked"     # a hit that did damage (amount, pos of the one hit)
    MISSED = "missed"
    KILLED = "killed"
    PICKED_UP = "picked_up"   # gold or an item (amount)
    USED = "used"             # a potion or consumable
    HEALED = "healed"
    FLOOR_CHANGED = "floor_changed"
    WON = "won"
    DIED = "died"
    ENDED = "ended"           # the game ended some other way (quit, out of turns, error), or restarted
    INVALID = "invalid"       # a command that was refused: it cost no turn and changed nothing but the messages


# The step that ends a game (view().over becomes true) always has one of these among its events, so that the
# session needs no view after every command to notice the end.
ENDINGS = frozenset({EventKind.WON, EventKind.DIED, EventKind.ENDED})


class Actor(Enum):
    """Who did something, in every game: the person (or the bot playing for them), the other side, a creature."""

    PLAYER = "player"        # CC3k's PC, the maze's hero, Dooom's P
    OPPONENT = "opponent"    # Dooom's bot B
    MONSTER = "monster"      # a CC3k enemy or a maze monster (Event.name says which)


class Result(Enum):
    """How a game ended, in every game."""

    WON = "won"
    DIED = "died"
    LOST = "lost"                  # the opponent won
    QUIT = "quit"
    OUT_OF_TURNS = "out of turns"
    ERROR = "error"                # a bot's bad answer or time-out


class EntityKind(Enum):
    """What an entity on the board is; front ends choose colours, tiles and hover text from it."""

    PLAYER = "player"
    OPPONENT = "opponent"
    ENEMY = "enemy"
    GOLD = "gold"
    POTION = "potion"
    ITEM = "item"
    STAIRS = "stairs"
    EXIT = "exit"


# The view's parts below are dataclasses to everything outside (dataclasses.fields, replace and asdict work on them,
# and records fingerprint them field by field), but their methods are written out here rather than generated: a
# generated dataclass costs about a millisecond to define at import, and every front end imports these before it
# starts. @dataclass(init=False, repr=False, eq=False) only lists the fields; what a frozen dataclass would add
# (eq, hash, repr, refusing changes) each class writes itself. Fields have no class-level defaults (__init__ has them).

def fields_repr(value: Any) -> str:
    """A dataclass's repr: Name(field=value, ...)."""
    return f"{value.__class__.__qualname__}(" + ", ".join(
        f"{name}={getattr(value, name)!r}" for name in value.__match_args__) + ")"


def refuse_change(self: Any, name: str, value: Any = None) -> None:
    """__setattr__ and __delattr__ of a frozen one."""
    raise FrozenInstanceError(f"cannot assign to field {name!r}")


class Frozen:
    """The methods a frozen dataclass would generate, written once: a base for game data made at import (a rule
    book's tables, a detail's parts) declared @dataclass(init=False, repr=False, eq=False) with an __init__ of its
    own that sets its fields through self.__dict__. Equal to one of its class with equal fields, hashed by them."""

    __slots__ = ()
    __match_args__: tuple[str, ...]     # the fields, in order, as @dataclass sets it on each class

    def _values(self) -> tuple:
        return tuple([getattr(self, name) for name in self.__match_args__])

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return self._values() == other._values()

    def __hash__(self) -> int:
        return hash(self._values())

    __repr__ = fields_repr
    __setattr__ = refuse_change
    __delattr__ = refuse_change


# Not frozen: a frozen dataclass builds itself through object.__setattr__, three times slower, and
# events are made on every turn. Nobody changes an event after the rules hand it out.
@dataclass(init=False, repr=False, eq=False)
class Event:
    """Something that happened during a step, in the order it happened."""

    __slots__ = ("kind", "text", "pos", "amount", "actor", "name", "target", "detail")
    kind: EventKind
    text: str
    pos: Pos | None
    amount: int | None
    actor: Actor | None   # who caused it; None when nobody did (a message, the game itself)
    name: str             # the actor's own name when it is a creature ("Human", "orc")
    target: str           # the name of the creature acted on, when it is not the player's ("Human" hit, slain,
                          # in the way, guarding a hoard, dropping gold): a front end names it from this
    detail: Any           # the game's own facts behind text (a type of its own, as View.detail is), for a front
                          # end that words the line its own way; None when the fields above say all there is

    def __init__(self, kind: EventKind, text: str = "", pos: Pos | None = None, amount: int | None = None,
                 actor: Actor | None = None, name: str = "", target: str = "", detail: Any = None) -> None:
        self.kind, self.text, self.pos, self.amount = kind, text, pos, amount
        self.actor, self.name, self.target, self.detail = actor, name, target, detail

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return self._values() == other._values()

    def _values(self) -> tuple:
        return self.kind, self.text, self.pos, self.amount, self.actor, self.name, self.target, self.detail

    __repr__ = fields_repr


# Not frozen, like Event: a view builds dozens of these every turn, and a frozen dataclass builds itself three
# times slower. Nobody changes an entity after the rules hand it out.
@dataclass(init=False, repr=False, eq=False)
class Entity:
    """Something drawn over a cell. glyph is the rule book's character; name is what hover text says."""

    __slots__ = ("pos", "glyph", "kind", "name", "hp", "max_hp")
    pos: Pos
    glyph: str
    kind: EntityKind
    name: str
    hp: int | None
    max_hp: int | None

    def __init__(self, pos: Pos, glyph: str, kind: EntityKind, name: str, hp: int | None = None,
                 max_hp: int | None = None) -> None:
        self.pos, self.glyph, self.kind, self.name, self.hp, self.max_hp = pos, glyph, kind, name, hp, max_hp

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return ((self.pos, self.glyph, self.kind, self.name, self.hp, self.max_hp) ==
                (other.pos, other.glyph, other.kind, other.name, other.hp, other.max_hp))

    __repr__ = fields_repr


@dataclass(init=False, repr=False, eq=False)
class Stat:
    """One HUD value; maximum is set where a bar makes sense, base where a change should show."""

    __slots__ = ("label", "value", "maximum", "base")
    label: str
    value: int | str
    maximum: int | None
    base: int | None

    def __init__(self, label: str, value: int | str, maximum: int | None = None, base: int | None = None) -> None:
        self.label, self.value, self.maximum, self.base = label, value, maximum, base

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return ((self.label, self.value, self.maximum, self.base) ==
                (other.label, other.value, other.maximum, other.base))

    __repr__ = fields_repr


Detail = TypeVar("Detail", covariant=True)


@dataclass(init=False, repr=False, eq=False)
class View(Frozen, Generic[Detail]):
    """Everything anything outside the rules may know of a game: what a front end draws, what a bot reads,
    what a save holds. Cells are the terrain, one string per row. detail is the game's own dataclass. Frozen."""

    width: int
    height: int
    cells: Sequence[str]
    entities: Sequence[Entity]
    stats: Sequence[Stat]
    messages: Sequence[str]
    detail: Detail
    seed: int
    # None means everything is visible; otherwise a row-major flag per cell.
    visible: Sequence[Sequence[bool]] | None
    # Cells seen earlier in this game and not visible now (drawn dimmed); None where there is no fog.
    remembered: Sequence[Sequence[bool]] | None
    phase: str                     # the game's own phase name ("race", "play", "over", ...); "play" by default
    over: bool
    result: Result | None          # set once the game is over
    score: int | None
    turn: int

    def __init__(self, width: int, height: int, cells: Sequence[str], entities: Sequence[Entity],
                 stats: Sequence[Stat], messages: Sequence[str], detail: Detail, seed: int,
                 visible: Sequence[Sequence[bool]] | None = None, remembered: Sequence[Sequence[bool]] | None = None,
                 phase: str = "play", over: bool = False, result: Result | None = None, score: int | None = None,
                 turn: int = 0) -> None:
        self.__dict__.update(width=width, height=height, cells=cells, entities=entities, stats=stats,
                             messages=messages, detail=detail, seed=seed, visible=visible, remembered=remembered,
                             phase=phase, over=over, result=result, score=score, turn=turn)

    def _values(self) -> tuple:         # Frozen's, written out: views are compared often (the kept frames)
        return (self.width, self.height, self.cells, self.entities, self.stats, self.messages, self.detail,
                self.seed, self.visible, self.remembered, self.phase, self.over, self.result, self.score, self.turn)


@dataclass(init=False, repr=False, eq=False)
class Unknown:
    """Text that is no command of the game. Every game's parse returns it instead of raising, and every
    game's step refuses it with an INVALID event saying why (so the game's messages show the reason). Frozen."""

    __slots__ = ("text", "reason")
    text: str
    reason: str

    def __init__(self, text: str, reason: str) -> None:
        object.__setattr__(self, "text", text)
        object.__setattr__(self, "reason", reason)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return (self.text, self.reason) == (other.text, other.reason)

    def __hash__(self) -> int:
        return hash((self.text, self.reason))

    def __reduce__(self) -> tuple:
        return Unknown, (self.text, self.reason)

    __repr__ = fields_repr
    __setattr__ = refuse_change
    __delattr__ = refuse_change


class Game(Protocol[Detail]):
    """The whole surface of a game for everything outside game/."""

    def step(self, command: Any) -> list[Event]: ...

    def view(self) -> View[Detail]: ...


class MapError(ValueError):
    """A map file that cannot be used; str() is one line: FILE:LINE:COLUMN: what is wrong."""

    def __init__(self, path: str, line: int, column: int, what: str):
        self.path, self.line, self.column, self.what = path, line, column, what
        # Line 0: the file as a whole (it cannot be read, say), with no place in it to name.
        super().__init__(f"{path}:{line}:{column}: {what}" if line else f"{path}: {what}")


def split_lines(text: str) -> list[str]:
    """Split text into lines accepting LF or CRLF, without a phantom line after a final newline."""
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    return [line[:-1] if line.endswith("\r") else line for line in lines]
