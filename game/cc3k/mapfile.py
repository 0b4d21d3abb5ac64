"""CC3k floor layouts: reading a layout file's text, checking it, and finding the chambers by flood fill."""
from __future__ import annotations

from dataclasses import dataclass
from functools import cache, cached_property
from itertools import product
from operator import itemgetter

from game.core import NEIGHBOUR_STEPS, Frozen, MapError, Pos, split_lines
from game.cc3k.tables import ENEMIES, FLOORS_PER_DUNGEON, HEIGHT, WIDTH

TERRAIN_CHARS = frozenset("|-+#. ")
WALKABLE = frozenset(".+#")           # where the PC may stand (the stairs are an object on a floor tile)
OBJECT_CHARS = frozenset("0123456789@\\") | frozenset(ENEMIES)
WALL_LINE = frozenset("|-+")


@cache
def free_steps() -> dict[tuple[int, ...], tuple[int, ...]]:
    """The free steps among an enemy's chamber_steps, by their taken flags and its own cell's, which is taken
    (FloorPlan.step_flags): the places of the 0s among the steps' flags, in order. Every pattern of up to eight
    steps, made when an enemy first steps (not at every start)."""
    return {(*flags, 1): tuple(index for index, flag in enumerate(flags) if not flag)
            for count in range(1, 9) for flags in product((0, 1), repeat=count)}


@dataclass(init=False, repr=False, eq=False)
class FloorPlan(Frozen):
    """One floor as read: terrain with every object replaced by the floor tile under it, and the objects. A frozen
    dataclass with its methods written out (game.core.Frozen), as the tables' kinds are."""

    terrain: tuple[str, ...]                 # HEIGHT rows of WIDTH characters
    objects: tuple[tuple[Pos, str], ...]     # row-major (position, layout character)
    chambers: tuple[tuple[Pos, ...], ...]    # each chamber's floor tiles, row-major; chambers ordered by first tile

    def __init__(self, terrain: tuple[str, ...], objects: tuple[tuple[Pos, str], ...],
                 chambers: tuple[tuple[Pos, ...], ...]) -> None:
        self.__dict__.update(terrain=terrain, objects=objects, chambers=chambers)

    # Worked out once per plan, when a floor of it is first played, not once per game (the rules read them on
    # every floor and every enemy step) nor for floors never reached (a random dungeon's lower floors).
    @cached_property
    def chamber_at(self) -> tuple[tuple[int, ...], ...]:
        """Each cell's chamber index; -1 outside every chamber."""
        return chamber_grid(self.chambers, WIDTH, HEIGHT)

    @cached_property
    def chamber_steps(self) -> tuple[tuple[int, ...], ...]:
        """Where an enemy on each cell could step, by cell index (y * WIDTH + x): the neighbours in its own chamber,
        row-major; () outside every chamber."""
        return chamber_steps(self.chambers, WIDTH, HEIGHT)

    @cached_property
    def step_flags(self) -> tuple[itemgetter | None, ...]:
        """By cell index, what reads the floor's taken flags (Floor.taken) of the cell's chamber_steps, in order, and
        then of the cell itself: a tuple of 0s and 1s that free_steps() turns into the free steps. None where there is
        no step."""
        return tuple(itemgetter(*cells, at) if cells else None for at, cells in enumerate(self.chamber_steps))

    @cached_property
    def chamber_cells(self) -> tuple[tuple[int, ...], ...]:
        """Each chamber's floor tiles by cell index (y * WIDTH + x), row-major."""
        return tuple(tuple(y * WIDTH + x for x, y in tiles) for tiles in self.chambers)

    @cached_property
    def around(self) -> tuple[tuple[int, ...], ...]:
        """The cells around each cell the PC may stand on, by cell index (y * WIDTH + x), row-major; () elsewhere."""
        terrain = self.terrain
        return tuple(
            tuple((y + dy) * WIDTH + x + dx for dx, dy in NEIGHBOUR_STEPS if 0 <= x + dx < WIDTH and 0 <= y + dy < HEIGHT)
            if terrain[y][x] in WALKABLE else ()
            for y in range(HEIGHT) for x in range(WIDTH))


def find_chambers(terrain: tuple[str, ...] | list[str]) -> tuple[tuple[Pos, ...], ...]:
    """Each 8-connected region of floor tiles is one chamber: the chambers in the order of their first tile, each
    one's tiles row by row. Flooded over the rows joined with a border of blanks round them, so that no step needs
    a bounds check (a floor is parsed at each start of the window)."""
    height, width = len(terrain), max(map(len, terrain), default=0)
    across = width + 2
    flat = " " * across + "".join(f" {row:<{width}} " for row in terrain) + " " * across
    steps = tuple(dy * across + dx for dx, dy in NEIGHBOUR_STEPS)
    floor = [char == "." for char in flat]
    chambers = []
    for start in range(across, across * (height + 1)):
        if not floor[start]:
            continue
        floor[start] = False
        stack, region = [start], []
        while stack:
            at = stack.pop()
            region.append(at)
            for step in steps:
                if floor[at + step]:
                    floor[at + step] = False
                    stack.append(at + step)
        region.sort()
        chambers.append(tuple(Pos(at % across - 1, at // across - 1) for at in region))
    return tuple(chambers)


def chamber_grid(chambers: tuple[tuple[Pos, ...], ...], width: int, height: int) -> tuple[tuple[int, ...], ...]:
    grid = [[-1] * width for _ in range(height)]
    for index, tiles in enumerate(chambers):
        for pos in tiles:
            grid[pos.y][pos.x] = index
    return tuple(tuple(row) for row in grid)


def chamber_steps(chambers: tuple[tuple[Pos, ...], ...], width: int, height: int) -> tuple[tuple[int, ...], ...]:
    """Where an enemy on each cell could step, by cell index (y * width + x): the neighbours in its own chamber,
    row-major; () outside every chamber."""
    steps: list[tuple[int, ...]] = [()] * (width * height)
    for tiles in chambers:
        home = {y * width + x for x, y in tiles}
        for x, y in tiles:
            at = y * width + x
            steps[at] = tuple(n for dx, dy in NEIGHBOUR_STEPS
                              if 0 <= x + dx < width and 0 <= y + dy < height and (n := at + dy * width + dx) in home)
    return tuple(steps)


def _in_wall_line(rows: list[str], x: int, y: int) -> bool:
    """True where a cell sits in a wall (a doorway's place), so no object may stand there."""
    def at(cx: int, cy: int) -> str:
        return rows[cy][cx] if 0 <= cy < len(rows) and 0 <= cx < len(rows[cy]) else " "

    left, right, up, down = at(x - 1, y), at(x + 1, y), at(x, y - 1), at(x, y + 1)
    horizontal = left in WALL_LINE and right in WALL_LINE and "-" in (left, right)
    vertical = up in WALL_LINE and down in WALL_LINE and "|" in (up, down)
    return horizontal or vertical


def parse_floor(rows: list[str], path: str, first_line: int) -> FloorPlan:
    """Check one floor's HEIGHT rows and split them into terrain and objects."""
    objects: list[tuple[Pos, str]] = []
    terrain_rows = []
    for y, row in enumerate(rows):
        line_number = first_line + y
        for x, char in enumerate(row):
            if char not in TERRAIN_CHARS and char not in OBJECT_CHARS:
                hint = " (a layout writes potions as 0-5 and gold as 6-9)" if char in "GP" else ""
                raise MapError(path, line_number, x + 1, f"unknown character {char!r}{hint}")
        if len(row) < WIDTH:
            raise MapError(path, line_number, len(row) + 1, f"line is {len(row)} characters long, a floor row needs {WIDTH}")
        if len(row) > WIDTH:
            raise MapError(path, line_number, WIDTH + 1, f"line is {len(row)} characters long, a floor row needs {WIDTH}")
        terrain_rows.append("".join("." if char in OBJECT_CHARS else char for char in row))
        objects.extend((Pos(x, y), char) for x, char in enumerate(row) if char in OBJECT_CHARS)

    chambers = find_chambers(terrain_rows)
    if not chambers:
        raise MapError(path, first_line, 1, "floor has no floor tile ('.')")
    for kind in "@\\":
        places = [pos for pos, char in objects if char == kind]
        if len(places) > 1:
            second = places[1]
            what = "player character '@'" if kind == "@" else "stairway '\\'"
            raise MapError(path, first_line + second.y, second.x + 1, f"a second {what} on this floor")
    for pos, char in objects:
        original_floor_neighbour = any(
            0 <= pos.y + dy < HEIGHT and 0 <= pos.x + dx < WIDTH and rows[pos.y + dy][pos.x + dx] in OBJECT_CHARS | {"."}
            for dx, dy in ((0, -1), (0, 1), (-1, 0), (1, 0))
        )
        if not original_floor_neighbour or _in_wall_line(rows, pos.x, pos.y):
            raise MapError(path, first_line + pos.y, pos.x + 1, f"{char!r} is not on a floor tile inside a chamber")
    # A missing '@' or stairway is placed on a free chamber tile when the floor is played: there must be one.
    missing = [what for kind, what in (("@", "the player character '@'"), ("\\", "the stairway '\\'"))
               if not any(char == kind for _, char in objects)]
    free = sum(len(chamber) for chamber in chambers) - len(objects)
    if free < len(missing):
        raise MapError(path, first_line, 1, f"no free floor tile left for {' and '.join(missing[free:])}: "
                                            "place it in the file or leave a tile free")
    return FloorPlan(tuple(terrain_rows), tuple(objects), chambers)


def floor_rows(terrain: tuple[str, ...], objects: tuple[tuple[Pos, str], ...]) -> list[str]:
    """A floor as a layout file writes it: the terrain with each object's character on its tile (parse_floor reads
    back the same terrain and objects)."""
    rows = [list(row) for row in terrain]
    for pos, char in objects:
        rows[pos.y][pos.x] = char
    return ["".join(row) for row in rows]


def parse_layout(text: str, path: str) -> tuple[FloorPlan, ...]:
    """A layout file: one to five floors of HEIGHT lines; lines after the last complete floor are ignored
    unless they start another floor (a board line beginning with '|'), which is then a partial floor."""
    lines = split_lines(text)
    while lines and not lines[-1].strip():
        lines.pop()
    if not lines:
        raise MapError(path, 1, 1, "empty layout file: expected floors of 25 lines")
    floors: list[FloorPlan] = []
    start = 0
    while start < len(lines) and len(floors) < FLOORS_PER_DUNGEON:
        chunk = lines[start : start + HEIGHT]
        if len(chunk) < HEIGHT:
            if floors and not chunk[0].startswith("|"):
                break  # trailing text such as a figure's HUD lines
            raise MapError(
                path, start + len(chunk) + 1, 1,
                f"floor {len(floors) + 1} ends after {len(chunk)} line{'s' if len(chunk) > 1 else ''}, a floor needs {HEIGHT}",
            )
        floors.append(parse_floor(chunk, path, start + 1))
        start += HEIGHT
    return tuple(floors)

