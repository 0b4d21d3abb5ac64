"""The maze generator of rules/maze.md: a corridor tree grown by random walks, loops, start and exit, items, monsters."""
from __future__ import annotations

import random
from collections import deque

from game.core import Pos
from game.maze.mapfile import FLOOR, HEIGHT, OBSTACLE, WIDTH, MazeLayout

STEPS4 = ((-1, 0), (1, 0), (0, -1), (0, 1))
STEPS8 = ((-1, -1), (0, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (0, 1), (1, 1))
LOOP_CELLS = (12, 21)
LOOP_CHANCE = 0.5
MIN_START_EXIT_STEPS = 16
START_CLEARANCE = 2
# (glyph, least, most) in the order they are placed; monsters other than boxes come last, see MONSTER_WEIGHTS.
PLACEMENTS = (("t", 5, 9), ("0", 5, 15), ("p", 4, 7), ("a", 0, 4), ("b", 0, 4), ("c", 0, 4))
TREASURE = "t"
MONSTER_COUNT = (30, 50)
# Per maze, each type's weight is drawn uniformly from its range.
MONSTER_WEIGHTS = (("1", 0.1, 0.5), ("2", 0.1, 0.3), ("3", 0.05, 0.15), ("4", 0.2, 0.7))


def generate(seed: int) -> MazeLayout:
    """The maze of a seed; the same seed always gives the same maze."""
    rng = random.Random(seed)
    while True:
        open_cells = _grow_tree(rng)
        _open_loops(rng, open_cells)
        ends = _start_and_exit(rng, open_cells)
        if ends is not None:
            return _populate(rng, open_cells, *ends)


def _in_grid(x: int, y: int) -> bool:
    return 0 <= x < WIDTH and 0 <= y < HEIGHT


def _can_open(open_cells: list[list[bool]], x: int, y: int, fx: int, fy: int) -> bool:
    """Whether wall (x, y) may open from floor (fx, fy): that is its only floor 4-neighbour, and every other
    floor cell touching it is a 4-neighbour of (fx, fy)."""
    if not _in_grid(x, y) or open_cells[y][x]:
        return False
    for dx, dy in STEPS8:
        nx, ny = x + dx, y + dy
        if not _in_grid(nx, ny) or not open_cells[ny][nx] or (nx, ny) == (fx, fy):
            continue
        if dx == 0 or dy == 0 or abs(nx - fx) + abs(ny - fy) != 1:
            return False
    return True


def _growth(open_cells: list[list[bool]], x: int, y: int) -> list[tuple[int, int]]:
    return [(x + dx, y + dy) for dx, dy in STEPS4 if _can_open(open_cells, x + dx, y + dy, x, y)]


def _grow_tree(rng: random.Random) -> list[list[bool]]:
    open_cells = [[False] * WIDTH for _ in range(HEIGHT)]
    x, y = rng.randrange(WIDTH), rng.randrange(HEIGHT)
    open_cells[y][x] = True
    floor = [(x, y)]
    while True:
        growing = [cell for cell in floor if _growth(open_cells, *cell)]
        if not growing:
            return open_cells
        x, y = rng.choice(growing)
        # One random walk: keep stepping into an openable neighbour until there is none.
        while choices := _growth(open_cells, x, y):
            x, y = rng.choice(choices)
            open_cells[y][x] = True
            floor.append((x, y))


# Flat cell index y * WIDTH + x -> the indices of its in-grid 4-neighbours (left, right, up, down).
NEIGHBOURS4 = tuple(tuple((y + dy) * WIDTH + x + dx for dx, dy in STEPS4 if _in_grid(x + dx, y + dy))
                    for y in range(HEIGHT) for x in range(WIDTH))


def _distances(open_cells: list[list[bool]], source: tuple[int, int]) -> list[int]:
    """Path lengths from source to every cell by flat index; -1 where unreachable."""
    flat = [cell for row in open_cells for cell in row]
    distance = [-1] * (WIDTH * HEIGHT)
    start = source[1] * WIDTH + source[0]
    distance[start] = 0
    queue = deque([start])
    while queue:
        cell = queue.popleft()
        step = distance[cell] + 1
        for nxt in NEIGHBOURS4[cell]:
            if flat[nxt] and distance[nxt] < 0:
                distance[nxt] = step
                queue.append(nxt)
    return distance


def _floor_neighbours(open_cells: list[list[bool]], x: int, y: int) -> list[tuple[int, int]]:
    return [(x + dx, y + dy) for dx, dy in STEPS4 if _in_grid(x + dx, y + dy) and open_cells[y + dy][x + dx]]


def _open_loops(rng: random.Random, open_cells: list[list[bool]]) -> None:
    """Consider 12-21 loop cells, the one whose floor neighbours are farthest apart by path first (ties at
    random), recomputing after each opening; each opens with probability 1/2."""
    considered: set[tuple[int, int]] = set()
    cache: dict[tuple[int, int], list[int]] = {}
    for _ in range(rng.randint(*LOOP_CELLS)):
        best, best_gap = [], -1
        for y in range(HEIGHT):
            for x in range(WIDTH):
                if open_cells[y][x] or (x, y) in considered:
                    continue
                around = _floor_neighbours(open_cells, x, y)
                if len(around) < 2:
                    continue
                gap = 0
                for i, a in enumerate(around[:-1]):
                    if a not in cache:
                        cache[a] = _distances(open_cells, a)
                    gap = max([gap] + [cache[a][b[1] * WIDTH + b[0]] for b in around[i + 1:]])
                if gap > best_gap:
                    best, best_gap = [(x, y)], gap
                elif gap == best_gap:
                    best.append((x, y))
        if not best:
            return
        x, y = rng.choice(best)
        considered.add((x, y))
        if rng.random() < LOOP_CHANCE:
            open_cells[y][x] = True
            cache.clear()


def _start_and_exit(rng: random.Random, open_cells: list[list[bool]]) -> tuple[Pos, Pos] | None:
    """A random start with a random exit at least 16 steps away; None when no floor cell has such a partner."""
    floor = [(x, y) for y in range(HEIGHT) for x in range(WIDTH) if open_cells[y][x]]
    starts = list(floor)
    rng.shuffle(starts)
    for start in starts:
        distance = _distances(open_cells, start)
        far = [cell for cell in floor if distance[cell[1] * WIDTH + cell[0]] >= MIN_START_EXIT_STEPS]
        if far:
            return Pos(*start), Pos(*rng.choice(far))
    return None


def _populate(rng: random.Random, open_cells: list[list[bool]], start: Pos, exit_: Pos) -> MazeLayout:
    """Items and monsters, one per cell; when the free cells run out, a kind gets as many as fit."""
    free = [Pos(x, y) for y in range(HEIGHT) for x in range(WIDTH)
            if open_cells[y][x] and Pos(x, y) not in (start, exit_)]
    placed: dict[Pos, str] = {}

    def take(cells: list[Pos], glyph: str, count: int) -> None:
        for pos in rng.sample(cells, min(count, len(cells))):
            placed[pos] = glyph
            free.remove(pos)

    for glyph, least, most in PLACEMENTS:
        count = rng.randint(least, most)
        if glyph == TREASURE:
            dead_ends = [pos for pos in free if len(_floor_neighbours(open_cells, *pos)) == 1]
            take(dead_ends, glyph, count)
            count -= min(count, len(dead_ends))
        take(list(free), glyph, count)
    weights = [rng.uniform(low, high) for _, low, high in MONSTER_WEIGHTS]
    glyphs = [glyph for glyph, _, _ in MONSTER_WEIGHTS]
    away = [pos for pos in free if pos.chebyshev(start) > START_CLEARANCE]
    for pos in rng.sample(away, min(rng.randint(*MONSTER_COUNT), len(away))):
        placed[pos] = rng.choices(glyphs, weights)[0]
    rows = tuple("".join(FLOOR if open_cells[y][x] else OBSTACLE for x in range(WIDTH)) for y in range(HEIGHT))
    ordered = sorted(placed.items(), key=lambda pair: (pair[0].y, pair[0].x))
    items = tuple((pos, glyph) for pos, glyph in ordered if not glyph.isdigit())
    monsters = tuple((pos, glyph) for pos, glyph in ordered if glyph.isdigit())
    return MazeLayout(rows, start, exit_, items, monsters)
