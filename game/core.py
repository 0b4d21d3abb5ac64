"""What every game shares: positions, directions, events, the view a front end draws, the Game protocol."""
from __future__ import annotations

from dataclasses import dataclass
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


# Not frozen: a frozen dataclass builds itself through object.__setattr__, three times slower, and
# events are made on every turn. Nobody changes an event after the rules hand it out.
@dataclass(slots=True)
class Event:
    kind: EventKind
    text: str = ""
    pos: Pos | None = None
    amount: int | None = None
    actor: Actor | None = None   # who caused it; None when nobody did (a message, the game itself)
    name: str = ""               # the actor's own name when it is a creature ("Human", "orc")
    target: str = ""             # the name of the creature acted on, when it is not the player's ("Human" hit, slain,
                                 # in the way, guarding a hoard, dropping gold): a front end names it from this
    detail: Any = None           # the game's own facts behind text (a type of its own, as View.detail is), for a front
                                 # end that words the line its own way; None when the fields above say all there is


# Not frozen, like Event: a view builds dozens of these every turn, and a frozen dataclass builds itself three
# times slower. Nobody changes an entity after the rules hand it out.
@dataclass(slots=True)
class Entity:
    """Something drawn over a cell. glyph is the rule book's character; name is what hover text says."""

    pos: Pos
    glyph: str
    kind: EntityKind
    name: str
    hp: int | None = None
    max_hp: int | None = None


@dataclass(slots=True)
class Stat:
    """One HUD value; maximum is set where a bar makes sense, base where a change should show."""

    label: str
    value: int | str
    maximum: int | None = None
    base: int | None = None


Detail = TypeVar("Detail", covariant=True)


@dataclass(frozen=True)
class View(Generic[Detail]):
    """Everything anything outside the rules may know of a game: what a front end draws, what a bot reads,
    what a save holds. Cells are the terrain, one string per row. detail is the game's own dataclass."""

    width: int
    height: int
    cells: Sequence[str]
    entities: Sequence[Entity]
    stats: Sequence[Stat]
    messages: Sequence[str]
    detail: Detail
    seed: int
    # None means everything is visible; otherwise a row-major flag per cell.
    visible: Sequence[Sequence[bool]] | None = None
    # Cells seen earlier in this game and not visible now (drawn dimmed); None where there is no fog.
    remembered: Sequence[Sequence[bool]] | None = None
    phase: str = "play"            # the game's own phase name ("race", "play", "over", ...)
    over: bool = False
    result: Result | None = None   # set once the game is over
    score: int | None = None
    turn: int = 0


@dataclass(frozen=True, slots=True)
class Unknown:
    """Text that is no command of the game. Every game's parse returns it instead of raising, and every
    game's step refuses it with an INVALID event saying why (so the game's messages show the reason)."""

    text: str
    reason: str


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
