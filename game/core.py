"""What every game shares: positions, directions, events, the view a front end draws, the Game protocol."""
from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import NamedTuple, Protocol, Sequence


class Pos(NamedTuple):
    """A cell on a board: x is the column, y the row, (0, 0) top left."""

    x: int
    y: int

    def __add__(self, other: tuple) -> "Pos":  # type: ignore[override]
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
    """What happened during a step; front ends pick sounds and animations from this."""

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
    ENDED = "ended"           # the game ended some other way (quit, out of turns, error)
    INVALID = "invalid"       # a command that was refused and cost no turn


# Not frozen: a frozen dataclass builds itself through object.__setattr__, three times slower, and
# events are made on every turn. Nobody changes an event after the rules hand it out.
@dataclass(slots=True)
class Event:
    kind: EventKind
    text: str = ""
    pos: Pos | None = None
    amount: int | None = None
    # Who caused it: "player", "bot" or an enemy's name; None when it does not apply.
    actor: str | None = None


@dataclass(frozen=True, slots=True)
class Entity:
    """Something drawn over a cell: the player, an enemy, an item.

    kind is one of: player, bot, enemy, gold, potion, item, stairs, exit.
    glyph is the rule book's character; name is what hover text says.
    """

    pos: Pos
    glyph: str
    kind: str
    name: str
    hp: int | None = None
    max_hp: int | None = None


@dataclass(frozen=True, slots=True)
class Stat:
    """One HUD value; maximum is set where a bar makes sense, base where a change should show."""

    label: str
    value: int | str
    maximum: int | None = None
    base: int | None = None


@dataclass(frozen=True)
class View:
    """Everything a front end may draw. Cells are the terrain, one string per row."""

    width: int
    height: int
    cells: Sequence[str]
    entities: Sequence[Entity]
    stats: Sequence[Stat]
    messages: Sequence[str]
    # None means everything is visible; otherwise a row-major flag per cell.
    visible: Sequence[Sequence[bool]] | None = None
    phase: str = "play"
    over: bool = False
    result: str = ""
    score: int | None = None
    turn: int = 0
    extra: dict = field(default_factory=dict)


class Game(Protocol):
    """The whole surface a front end sees of a game."""

    def step(self, command: object) -> list[Event]: ...

    def view(self) -> View: ...


class MapError(ValueError):
    """A map file that cannot be used; str() is one line: FILE:LINE:COLUMN: what is wrong."""

    def __init__(self, path: str, line: int, column: int, what: str):
        self.path, self.line, self.column, self.what = path, line, column, what
        super().__init__(f"{path}:{line}:{column}: {what}")


MAX_MAP_BYTES = 1024 * 1024  # the largest real map is a few kilobytes


def read_map_text(path: str) -> str:
    """Read a map file as text, turning unreadable, huge or non-text files into a MapError."""
    try:
        with open(path, "rb") as handle:
            raw = handle.read(MAX_MAP_BYTES + 1)
    except OSError as error:
        raise MapError(path, 0, 0, f"cannot read file: {error.strerror or error}") from None
    if len(raw) > MAX_MAP_BYTES:
        raise MapError(path, 1, 1, f"file is larger than {MAX_MAP_BYTES} bytes: not a map")
    if b"\0" in raw:
        raise MapError(path, 1, 1, "not a text file")
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as error:
        line = raw[: error.start].count(b"\n") + 1
        column = error.start - (raw.rfind(b"\n", 0, error.start) + 1) + 1
        raise MapError(path, line, column, "not a text file (invalid UTF-8)") from None


def split_lines(text: str) -> list[str]:
    """Split text into lines accepting LF or CRLF, without a phantom line after a final newline."""
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    return [line[:-1] if line.endswith("\r") else line for line in lines]
