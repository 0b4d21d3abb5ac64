"""CC3k random floors: chambers of varied shapes walled as Figure 1 draws them, joined by bending, branching
passages through doorways, written as the text of a layout file (the rule book's wish in its section 2.4)."""
from __future__ import annotations

import random

from game.cc3k.mapfile import FloorPlan, floor_rows, parse_layout
from game.cc3k.tables import HEIGHT, WIDTH

# Chamber walls stay in this box: one blank cell between them and the frame, as on the default floor.
LEFT, TOP, RIGHT, BOTTOM = 2, 2, WIDTH - 3, HEIGHT - 3
# Blank cells between the boxes two chambers may use: a passage fits between them with a blank cell either side.
GUTTER = 3
MIN_FLOOR_WIDTH, MIN_FLOOR_HEIGHT = 6, 3
# About 45 things spawn on a floor; 30 tiles leave even a small chamber room for its share and to move.
MIN_FLOOR_TILES = 30
MIN_CHAMBERS, MAX_CHAMBERS = 4, 9
# A box must hold a chamber of MIN_FLOOR_TILES: 10 x 3 floor tiles inside their walls.
MIN_BOX_WIDTH, MIN_BOX_HEIGHT = 12, MIN_FLOOR_HEIGHT + 2
COMPOSITE_CHANCE = 0.45
EXTRA_PASSAGES = (0, 1, 1, 2)       # passages beyond those that join every chamber: loops, as in Figure 1
SHAPE_TRIES = 6
# How many steps farther than the nearest doorway a passage may go to join another passage instead.
BRANCH_DETOUR = 10

# Cell kinds on the flat board (index y * WIDTH + x).
BLANK, FLOOR, WALL, DOOR, PASSAGE = 0, 1, 2, 3, 4
CHARS = {BLANK: " ", FLOOR: ".", DOOR: "+", PASSAGE: "#"}
STEPS = (1, -1, WIDTH, -WIDTH)      # the four neighbours of a flat index

Box = tuple[int, int, int, int]     # left, top, right, bottom, inclusive


class _Chamber:
    __slots__ = ("top", "rows", "places", "exits", "extent")

    def __init__(self, top: int, rows: list[tuple[int, int]]) -> None:
        self.top = top
        self.rows = rows                # each floor row's first and last column, from the top down
        self.places: list[tuple[int, int, int]] = []   # where doorways may go (_door_places)
        self.exits: dict[int, int] = {}     # the cell outside each possible doorway -> the doorway
        self.extent: Box = (min(first for first, _ in rows), top,       # the floor's bounding box
                            max(last for _, last in rows), top + len(rows) - 1)


def random_floors(seed: int, count: int = 5) -> str:
    """A layout file of `count` random floors, the same text for the same seed on every machine.
    The floors have their own random.Random: the game's stream (random.Random(seed)) stays as the rules draw
    it. A string seed is hashed with SHA-512 by random.seed (not with hash(), which PYTHONHASHSEED salts), so
    the text is the same on every run, platform and Python from 3.11 on."""
    rng = random.Random(f"cc3k-floors-{seed}")
    return "".join(row + "\n" for _ in range(count) for row in random_floor(rng))


def random_plans(seed: int) -> tuple[FloorPlan, ...]:
    """The dungeon of a --random-layout game: the five floors random_floors makes from the seed, each furnished
    before play by the rule book's generation (the PC, the stairs, potions, gold, dragons, enemies) from a random
    stream of its own. The game plays these plans as a layout file's: random_dungeon writes them as one."""
    # The furnishing is loaded when a game is made, not when the program starts and lists its games.
    from game.cc3k.furnish import furnish

    rng = random.Random(f"cc3k-objects-{seed}")
    return tuple(FloorPlan(plan.terrain, furnish(plan, rng), plan.chambers) for plan in parse_layout(random_floors(seed), "random floors"))


def random_dungeon(seed: int) -> str:
    """random_plans as a layout file, which --map reads back as the same plans: played with the same seed, the
    same game. A line after the floors says so (a layout reader ignores it)."""
    rows = [row for plan in random_plans(seed) for row in floor_rows(plan.terrain, plan.objects)]
    note = (f"CC3k random floors of seed {seed}: --map this file with --seed {seed} plays the same game as "
            f"--random-layout --seed {seed}.")
    return "".join(row + "\n" for row in rows) + note + "\n"


def random_floor(rng: random.Random) -> tuple[str, ...]:
    """One floor's terrain: HEIGHT rows of WIDTH characters, the default floor's frame around chambers and
    passages. A try whose passages cannot join every chamber is drawn again: the gutters between the boxes
    always leave a way (no try of 20,000 seeds failed), but the shapes do not prove it."""
    while True:
        floor = _try_floor(rng)
        if floor is not None:
            return floor


# ----- chambers ---------------------------------------------------------------------------------


def _boxes(rng: random.Random, count: int) -> list[Box]:
    """Cut the board into `count` boxes (fewer when no box can be cut), GUTTER blank cells between them:
    again and again a box, chosen by its area as it looks (a cell is about twice as high as wide), is cut
    across its longer look."""
    boxes = [(LEFT, TOP, RIGHT, BOTTOM)]
    while len(boxes) < count:
        cuttable = []
        for box in boxes:
            width, height = box[2] - box[0] + 1, box[3] - box[1] + 1
            across = width >= 2 * MIN_BOX_WIDTH + GUTTER
            down = height >= 2 * MIN_BOX_HEIGHT + GUTTER
            if across or down:
                cuttable.append((box, width, height, across, down))
        if not cuttable:
            break
        roll = rng.random() * sum(width * height for _, width, height, _, _ in cuttable)
        for box, width, height, across, down in cuttable:
            roll -= width * height
            if roll < 0:
                break
        left, top, right, bottom = box
        if across and down:
            across = rng.random() * (width * width + 4 * height * height) < width * width
        if across:
            cut = left + _middling(rng, MIN_BOX_WIDTH, width - GUTTER - MIN_BOX_WIDTH)
            halves = [(left, top, cut - 1, bottom), (cut + GUTTER, top, right, bottom)]
        else:
            cut = top + rng.randint(MIN_BOX_HEIGHT, height - GUTTER - MIN_BOX_HEIGHT)
            halves = [(left, top, right, cut - 1), (left, cut + GUTTER, right, bottom)]
        index = boxes.index(box)
        boxes[index:index + 1] = halves
    return boxes


def _middling(rng: random.Random, low: int, high: int) -> int:
    """Between low and high, more often near the middle: cuts rarely leave a sliver beside a giant."""
    return (rng.randint(low, high) + rng.randint(low, high) + 1) // 2


def _chamber_in(rng: random.Random, box: Box) -> _Chamber:
    """A rectangle of floor somewhere in the box (its walls inside the box), or a composite shape: the
    rectangle with one or two corners cut away, each cut one step or a staircase of two."""
    left, top, right, bottom = box
    room_width, room_height = right - left - 1, bottom - top - 1
    height = rng.randint(max(MIN_FLOOR_HEIGHT, (room_height + 1) // 2), room_height)
    least_width = max(MIN_FLOOR_WIDTH, room_width // 2, -(-MIN_FLOOR_TILES // height))
    width = rng.randint(least_width, room_width)
    x = left + 1 + rng.randint(0, room_width - width)
    y = top + 1 + rng.randint(0, room_height - height)
    shape = [(0, width - 1)] * height
    if width >= 9 and height >= 4 and rng.random() < COMPOSITE_CHANCE:
        for _ in range(SHAPE_TRIES):
            cut = _cut_corners(rng, width, height)
            if cut is not None:
                shape = cut
                break
    return _Chamber(y, [(x + first, x + last) for first, last in shape])


def _cut_corners(rng: random.Random, width: int, height: int) -> list[tuple[int, int]] | None:
    """The rows of a width x height rectangle with corners cut away, or None when the cuts make a shape
    Figure 1 would not draw: a row under 3 tiles, rows overlapping by under 3, a column under 2 tiles, a
    side stepping by a single column (its walls would read '||'), or fewer than MIN_FLOOR_TILES tiles."""
    left_cut, right_cut = [0] * height, [0] * height
    for corner in rng.sample(range(4), rng.choice((1, 1, 2))):
        cut_width, cut_height = rng.randint(2, width * 2 // 3), rng.randint(1, height - 2)
        steps = [(cut_width, cut_height)]
        if cut_width >= 5 and cut_height < height - 2 and rng.random() < 0.4:
            steps.append((rng.randint(2, cut_width - 3), rng.randint(cut_height + 1, height - 2)))
        cuts = left_cut if corner in (0, 2) else right_cut
        for cut_width, cut_height in steps:
            rows = range(cut_height) if corner < 2 else range(height - cut_height, height)
            for row in rows:
                cuts[row] = max(cuts[row], cut_width)
    shape = [(left_cut[row], width - 1 - right_cut[row]) for row in range(height)]
    if any(last - first < 2 for first, last in shape):
        return None
    for (first, last), (below_first, below_last) in zip(shape, shape[1:]):
        if min(last, below_last) - max(first, below_first) < 2:
            return None
        if abs(first - below_first) == 1 or abs(last - below_last) == 1:
            return None
    for column in range(width):
        if sum(first <= column <= last for first, last in shape) == 1:
            return None
    if sum(last - first + 1 for first, last in shape) < MIN_FLOOR_TILES:
        return None
    return shape


def _draw(chamber: _Chamber, kind: bytearray, glyph: list[str], free: bytearray) -> None:
    """Floor, then the walls around it as Figure 1 draws them: '|' beside a floor tile on its left or right
    and at corners, '-' above or below one. The chamber and its walls' neighbours are then no passage's.
    Rows overlap their neighbours, so the cells within n rows of a floor row make one span on each row."""
    top, rows = chamber.top, chamber.rows
    height = len(rows)

    def span(y: int, reach: int) -> tuple[int, int]:
        near = rows[max(0, y - top - reach):max(0, y - top + reach + 1)]
        return min(first for first, _ in near) - reach, max(last for _, last in near) + reach

    for offset, (first, last) in enumerate(rows):
        base = (top + offset) * WIDTH
        kind[base + first:base + last + 1] = bytes([FLOOR]) * (last - first + 1)
    walls: list[int] = []
    for y in range(top - 1, top + height + 1):
        low, high = span(y, 1)
        base = y * WIDTH
        walls.extend(cell for cell in range(base + low, base + high + 1) if kind[cell] == BLANK)
    for cell in walls:
        kind[cell] = WALL
    for cell in walls:
        beside = kind[cell - 1] == FLOOR or kind[cell + 1] == FLOOR
        glyph[cell] = "-" if not beside and (kind[cell - WIDTH] == FLOOR or kind[cell + WIDTH] == FLOOR) else "|"
    for y in range(top - 2, top + height + 2):
        low, high = span(y, 2)
        free[y * WIDTH + low:y * WIDTH + high + 1] = bytes(high - low + 1)
    chamber.places = _door_places(walls, kind)


def _door_places(walls: list[int], kind: bytearray) -> list[tuple[int, int, int]]:
    """(cell outside, doorway, step along the wall) of every wall cell a doorway may take: floor on one side
    only, in a straight stretch of wall (its two neighbours along the wall are walls with floor on the same
    side: never at a corner), with the cell outside, its sides and the three cells beyond blank, so that a
    passage leaves it straight and never runs along a wall."""
    places = []
    for door in walls:
        sides = [step for step in STEPS if kind[door + step] == FLOOR]
        if len(sides) != 1:
            continue
        inward = sides[0]
        along = WIDTH if inward in (1, -1) else 1
        out = door - inward
        beyond = out - inward
        if (
            kind[door + along] == WALL and kind[door - along] == WALL
            and kind[door + along + inward] == FLOOR and kind[door - along + inward] == FLOOR
            and kind[out] == BLANK and kind[out + along] == BLANK and kind[out - along] == BLANK
            and kind[beyond] == BLANK and kind[beyond + along] == BLANK and kind[beyond - along] == BLANK
        ):
            places.append((out, door, along))
    return places


def _find_exits(chamber: _Chamber, kind: bytearray, inside: bytearray) -> None:
    """The doorway places still open, by the cell outside: inside the passages' bounds, not yet a doorway,
    and neither beside a doorway nor two cells from one along the wall (passages side by side)."""
    chamber.exits = {
        out: door for out, door, along in chamber.places
        if inside[out] and kind[door] == WALL and kind[out] == BLANK
        and kind[door + along] == WALL and kind[door - along] == WALL
        and kind[door + 2 * along] != DOOR and kind[door - 2 * along] != DOOR
    }


# ----- passages ---------------------------------------------------------------------------------


def _route(
    rng: random.Random, sources: dict[int, int], targets: bytearray, walkable: bytearray, kind: bytearray,
    detour: int, shy: bool,
) -> list[int] | None:
    """A shortest passage from one of the sources (cells outside doorways) to a target cell, found breadth
    first over walkable blank cells (4-neighbour steps, so passages are tidy lines). A passage cell is taken
    as a target up to `detour` steps farther than the nearest doorway target, so that passages branch.
    Stopping at the first passage in reach keeps a new passage from running beside an old one; shy: not
    even beside one (a loop that joins no passage).
    Returns the cells from the target back to a source, or None."""
    distance = [-1] * (WIDTH * HEIGHT)
    frontier = list(sources)
    for cell in frontier:
        distance[cell] = 0
    doorway: tuple[int, int] | None = None      # the nearest doorway target and the cell it is reached from
    level, last_level = 0, WIDTH * HEIGHT
    while frontier and level <= last_level:
        following = []
        for cell in frontier:
            for step in STEPS:
                near = cell + step
                if distance[near] >= 0:
                    continue
                if targets[near]:
                    if kind[near] == PASSAGE:
                        return _trace(rng, distance, near, cell)
                    if doorway is None:
                        doorway, last_level = (near, cell), level + detour
                    continue
                if walkable[near] and kind[near] == BLANK:
                    if shy and PASSAGE in (kind[near + 1], kind[near - 1], kind[near + WIDTH], kind[near - WIDTH]):
                        continue
                    distance[near] = level + 1
                    following.append(near)
        frontier = following
        level += 1
    return None if doorway is None else _trace(rng, distance, *doorway)


def _trace(rng: random.Random, distance: list[int], end: int, reached: int) -> list[int]:
    """The way back from a target, reached from `reached`, to a source: one step nearer each time, straight on
    wherever a shortest way allows, so that the passage bends as little as it can."""
    path = [end, reached]
    heading = reached - end
    cell = reached
    while distance[cell] > 0:
        wanted = distance[cell] - 1
        if distance[cell + heading] != wanted:
            turns = [step for step in STEPS if distance[cell + step] == wanted]
            heading = turns[0] if len(turns) == 1 else rng.choice(turns)
        cell += heading
        path.append(cell)
    return path


def _try_floor(rng: random.Random) -> tuple[str, ...] | None:
    kind = bytearray(WIDTH * HEIGHT)
    glyph = [" "] * (WIDTH * HEIGHT)
    inside = bytearray(WIDTH * HEIGHT)       # where a passage may run: off the frame and its neighbours
    for y in range(TOP, BOTTOM + 1):
        inside[y * WIDTH + LEFT:y * WIDTH + RIGHT + 1] = b"\1" * (RIGHT - LEFT + 1)
    free = bytearray(inside)                 # inside and not next to any chamber's wall
    passages = bytearray(WIDTH * HEIGHT)

    chambers = [_chamber_in(rng, box) for box in _boxes(rng, rng.randint(MIN_CHAMBERS, MAX_CHAMBERS))]
    for chamber in chambers:
        _draw(chamber, kind, glyph, free)
    for chamber in chambers:
        _find_exits(chamber, kind, inside)

    def carve(path: list[int], source: _Chamber, target: _Chamber | None) -> None:
        end, start = path[0], path[-1]
        kind[source.exits[start]] = DOOR
        if target is not None:
            kind[target.exits[end]] = DOOR
        for cell in path:
            kind[cell] = PASSAGE
            passages[cell] = 1
            free[cell] = 0
        for chamber in (source, target) if target is not None else (source,):
            _find_exits(chamber, kind, inside)

    # Join the chambers one at a time, nearest first, each to a doorway or passage of those already joined:
    # a passage meeting another is a branch.
    joined = [rng.randrange(len(chambers))]
    linked: set[tuple[int, int]] = set()
    while len(joined) < len(chambers):
        waiting = [index for index in range(len(chambers)) if index not in joined]
        waiting.sort(key=lambda index: min(_gap(chambers[index], chambers[other]) for other in joined))
        for index in waiting:
            targets = bytearray(passages)
            owner = {}
            for other in joined:
                for cell in chambers[other].exits:
                    targets[cell] = 1
                    owner[cell] = other
            path = _route(rng, chambers[index].exits, targets, free, kind, BRANCH_DETOUR, shy=False)
            if path is not None:
                break
        else:
            return None
        reached = owner.get(path[0])      # None: the passage ends on another passage
        carve(path, chambers[index], None if reached is None else chambers[reached])
        if reached is not None:
            linked.add((min(index, reached), max(index, reached)))
        joined.append(index)

    # A few more passages from a chamber to one it has no passage of its own with, touching no other passage.
    for _ in range(rng.choice(EXTRA_PASSAGES)):
        index = rng.randrange(len(chambers))
        targets = bytearray(WIDTH * HEIGHT)
        owner = {}
        for other, chamber in enumerate(chambers):
            if other != index and (min(index, other), max(index, other)) not in linked:
                for cell in chamber.exits:
                    targets[cell] = 1
                    owner[cell] = other
        path = _route(rng, chambers[index].exits, targets, free, kind, 0, shy=True)
        if path is not None:
            other = owner[path[0]]
            carve(path, chambers[index], chambers[other])
            linked.add((min(index, other), max(index, other)))

    for cell, what in enumerate(kind):
        if what != WALL:
            glyph[cell] = CHARS[what]
    rows = ["".join(glyph[y * WIDTH:(y + 1) * WIDTH]) for y in range(HEIGHT)]
    rows[0] = rows[-1] = "|" + "-" * (WIDTH - 2) + "|"
    for y in range(1, HEIGHT - 1):
        rows[y] = "|" + rows[y][1:-1] + "|"
    return tuple(rows)


def _gap(one: _Chamber, other: _Chamber) -> int:
    """How far apart two chambers' floors are, as it looks: a row counts as two columns."""
    a, b = one.extent, other.extent
    return max(0, b[0] - a[2], a[0] - b[2]) + 2 * max(0, b[1] - a[3], a[1] - b[3])
