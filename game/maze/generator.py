"""The maze generator of the CodinGame referee (acatai/CodeKeeper-TheHero 885bbca, MazeGenerator.java), draw for draw."""
from __future__ import annotations

from collections import deque
from operator import itemgetter
from typing import Callable, Sequence

from game.core import Pos
from game.maze.javarandom import JavaRandom
from game.maze.mapfile import EXIT, FLOOR, HEIGHT, OBSTACLE, START, WIDTH, MazeLayout

# Cells are numbered as the referee's list holds them: column by column, index x * HEIGHT + y.
CELLS = WIDTH * HEIGHT
# The referee's neighbour order: down, right, up, left, then the diagonals (+1,+1), (+1,-1), (-1,+1), (-1,-1).
STEPS8 = ((0, 1), (1, 0), (0, -1), (-1, 0), (1, 1), (1, -1), (-1, 1), (-1, -1))


def _index(x: int, y: int) -> int:
    return x * HEIGHT + y


def _around(index: int, steps: tuple[tuple[int, int], ...]) -> tuple[int, ...]:
    x, y = divmod(index, HEIGHT)
    return tuple(_index(x + dx, y + dy) for dx, dy in steps if 0 <= x + dx < WIDTH and 0 <= y + dy < HEIGHT)


NEIGHBOURS4 = tuple(_around(cell, STEPS8[:4]) for cell in range(CELLS))
NEIGHBOURS8 = tuple(_around(cell, STEPS8) for cell in range(CELLS))
MIN_START_EXIT_STEPS = WIDTH
DEAD_END_RETRIES = 10
MONSTER_CLEARANCE = 2
# (glyph, least, how many more may come) of the boxes, potions and chests, in the order they are placed.
PLACEMENTS = (("0", 5, 11), ("p", 4, 4), ("a", 0, 5), ("b", 0, 5), ("c", 0, 5))
# Per maze, each monster type's weight is least + spread * nextDouble(), drawn in this order.
MONSTER_WEIGHTS = (("1", 0.1, 0.4), ("2", 0.1, 0.2), ("3", 0.05, 0.1), ("4", 0.2, 0.5))


def generate(seed: int) -> MazeLayout:
    """The maze of a seed, as CodinGame's referee makes it from new java.util.Random(seed)."""
    return generate_with(JavaRandom(seed))


def generate_with(rnd: JavaRandom) -> MazeLayout:
    """The maze the referee's generateMaze(random) makes; rnd is left where the referee's Random is after it,
    ready to order the monsters."""
    glyphs = _layout(rnd)
    floor = [cell for cell in range(CELLS) if glyphs[cell] == FLOOR]
    start = end = floor[0]
    paths: dict[int, list[int]] = {}   # each tried start's distances: the terrain is settled
    while _path(glyphs, paths, start)[end] < MIN_START_EXIT_STEPS:
        start = floor[rnd.next_int(len(floor))]
        end = floor[rnd.next_int(len(floor))]
    floor.remove(start)
    floor.remove(end)
    glyphs[start], glyphs[end] = START, EXIT
    for _ in range(5 + rnd.next_int(5)):
        treasure = floor[rnd.next_int(len(floor))]
        for _retry in range(DEAD_END_RETRIES):   # a dead end is more likely
            if sum(glyphs[n] != OBSTACLE for n in NEIGHBOURS4[treasure]) == 1:
                break
            treasure = floor[rnd.next_int(len(floor))]
        glyphs[treasure] = "t"
        floor.remove(treasure)
    for glyph, least, more in PLACEMENTS:
        _place(glyphs, floor, rnd, start, 0, glyph, least + rnd.next_int(more))
    count = 30 + rnd.next_int(21)
    bounds = []
    total = 0.0
    for _glyph, weight, spread in MONSTER_WEIGHTS:
        total = weight + spread * rnd.next_double() + total   # Java's order of the additions
        bounds.append(total)
    for _ in range(count):
        d = rnd.next_double() * bounds[-1]
        kind = 0
        while d > bounds[kind]:
            kind += 1
        _place(glyphs, floor, rnd, start, MONSTER_CLEARANCE, MONSTER_WEIGHTS[kind][0], 1)
    return _as_layout(glyphs)


def _layout(rnd: JavaRandom) -> list[str]:
    """The corridor tree grown by random walks, then the loop cells ("closers"), as '.'/'X' by cell index."""
    glyphs = [OBSTACLE] * CELLS
    x = rnd.next_int(WIDTH)
    first = _index(x, rnd.next_int(HEIGHT))
    glyphs[first] = FLOOR
    # The floor cells that may still grow, in cell order. More floor only ever takes expansions away, so a cell
    # that cannot grow never will again and is dropped for good.
    growing = [first]
    while True:
        growing = [cell for cell in growing if _expansions(glyphs, cell)]
        if not growing:
            break
        cell = growing[rnd.next_int(len(growing))]
        opened = []
        while choices := _expansions(glyphs, cell):
            cell = choices[rnd.next_int(len(choices))]
            glyphs[cell] = FLOOR
            opened.append(cell)
        growing = sorted(growing + opened)
    closers = rnd.next_int(10) + 12
    # Nothing opens until all closers are chosen, so each wall's path gap is the same for every draw.
    gaps = _gaps(glyphs)
    chosen = []
    for _ in range(closers):
        penalty = rnd.next_int(5)   # avoid short loops
        weights = [(cell, gap - penalty) for cell, gap in gaps if gap - penalty > 0]
        total = sum(weight for _, weight in weights)
        if total == 0:
            break
        pick = rnd.next_int(total)
        for cell, weight in weights:
            if pick < weight:
                chosen.append(cell)
                break
            pick -= weight
    for cell in chosen:
        if rnd.next_int(2) == 0:
            glyphs[cell] = FLOOR
    return glyphs


def _expansions(glyphs: list[str], cell: int) -> list[int]:
    """The walls next to floor cell `cell` a walk may open: their only floor 4-neighbour is `cell`, and no other
    floor cell touches them unless it is a 4-neighbour of `cell`."""
    return [wall for wall, watched in WATCHED[cell] if glyphs[wall] == OBSTACLE and FLOOR not in watched(glyphs)]


def _watched(cell: int, wall: int) -> Callable[[list[str]], Sequence[str]]:
    """The glyphs of the cells that must not be floor for the walk from `cell` to open `wall`: those touching the
    wall, but `cell` and its 4-neighbours. (The wall's other 4-neighbours are among them: no cell is a 4-neighbour
    of two 4-neighbours.)"""
    cells = [n for n in NEIGHBOURS8[wall] if n != cell and n not in NEIGHBOURS4[cell]]
    if len(cells) > 1:
        return itemgetter(*cells)
    return lambda glyphs: tuple(glyphs[n] for n in cells)   # itemgetter of one index gives no tuple


# Each cell's 4-neighbours, each with the reading of what must stay wall around it: the walks ask this hundreds
# of times a maze.
WATCHED = tuple(tuple((wall, _watched(cell, wall)) for wall in NEIGHBOURS4[cell]) for cell in range(CELLS))


def _gaps(glyphs: list[str]) -> list[tuple[int, int]]:
    """Each wall with two or more floor 4-neighbours, in cell order, with the longest path between two of them.

    The floor is still a tree here (a walk opens only walls with a single floor neighbour), so the path between
    two cells is found by climbing from the deeper one toward the root until they meet: the referee's
    breadth-first searches would give the same lengths, much more slowly."""
    root = glyphs.index(FLOOR)
    parent = {root: root}
    depth = {root: 0}
    queue = deque([root])
    while queue:
        cell = queue.popleft()
        for n in NEIGHBOURS4[cell]:
            if glyphs[n] == FLOOR and n not in parent:
                parent[n] = cell
                depth[n] = depth[cell] + 1
                queue.append(n)

    def between(a: int, b: int) -> int:
        steps = 0
        while a != b:
            if depth[a] >= depth[b]:
                a = parent[a]
            else:
                b = parent[b]
            steps += 1
        return steps

    gaps = []
    for wall in range(CELLS):
        if glyphs[wall] != OBSTACLE:
            continue
        touching = [n for n in NEIGHBOURS4[wall] if glyphs[n] == FLOOR]
        if len(touching) >= 2:
            gaps.append((wall, max(between(a, b) for i, a in enumerate(touching) for b in touching[i + 1:])))
    return gaps


def _path(glyphs: list[str], paths: dict[int, list[int]], source: int) -> list[int]:
    """source's distances, kept in paths for the next time."""
    if source not in paths:
        paths[source] = _distances(glyphs, source)
    return paths[source]


def _distances(glyphs: list[str], source: int) -> list[int]:
    """Path lengths from source over cells that are no obstacle; CELLS where unreachable, as the referee's BFS."""
    distance = [CELLS] * CELLS
    distance[source] = 0
    queue = deque([source])
    while queue:
        cell = queue.popleft()
        for n in NEIGHBOURS4[cell]:
            if distance[n] < CELLS or glyphs[n] == OBSTACLE:
                continue
            distance[n] = distance[cell] + 1
            queue.append(n)
    return distance


def _place(glyphs: list[str], floor: list[int], rnd: JavaRandom, start: int, clearance: int, glyph: str,
           count: int) -> None:
    """The referee's placeItem: draw floor cells until `count` are placed, a draw within Chebyshev `clearance`
    of the start counting for nothing; give up when every floor cell has been drawn too close."""
    candidates = list(floor)
    sx, sy = divmod(start, HEIGHT)
    placed = 0
    while placed < count:
        if not candidates:
            return
        cell = floor[rnd.next_int(len(floor))]
        if cell in candidates:
            candidates.remove(cell)
        x, y = divmod(cell, HEIGHT)
        if max(abs(x - sx), abs(y - sy)) <= clearance:
            continue
        floor.remove(cell)
        glyphs[cell] = glyph
        placed += 1


def _as_layout(glyphs: list[str]) -> MazeLayout:
    rows = []
    items = []
    monsters = []
    start = exit_ = Pos(0, 0)
    for y in range(HEIGHT):
        row = []
        for x in range(WIDTH):
            glyph = glyphs[_index(x, y)]
            row.append(OBSTACLE if glyph == OBSTACLE else FLOOR)
            if glyph == START:
                start = Pos(x, y)
            elif glyph == EXIT:
                exit_ = Pos(x, y)
            elif glyph.isdigit():
                monsters.append((Pos(x, y), glyph))
            elif glyph not in (FLOOR, OBSTACLE):
                items.append((Pos(x, y), glyph))
        rows.append("".join(row))
    return MazeLayout(tuple(rows), start, exit_, tuple(items), tuple(monsters))
