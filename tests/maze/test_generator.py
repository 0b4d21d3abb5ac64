"""The referee's generator over hundreds of seeds: size, connected floor, start-exit distance, counts, monsters kept off the start."""
from collections import Counter, deque

import pytest

from game.core import Pos
from game.maze.generator import generate
from game.maze.mapfile import format_maze
from game.maze.spec import SPEC
from tests.maze.support import REPO

SEEDS = range(300)


def path_lengths(rows, source):
    distance = {source: 0}
    queue = deque([source])
    while queue:
        cell = queue.popleft()
        for dx, dy in ((-1, 0), (1, 0), (0, -1), (0, 1)):
            nxt = Pos(cell.x + dx, cell.y + dy)
            if 0 <= nxt.x < 16 and 0 <= nxt.y < 12 and rows[nxt.y][nxt.x] == "." and nxt not in distance:
                distance[nxt] = distance[cell] + 1
                queue.append(nxt)
    return distance


@pytest.fixture(scope="module")
def mazes():
    return {seed: generate(seed) for seed in SEEDS}


def test_every_maze_is_16_by_12_with_all_its_floor_connected(mazes):
    for seed, maze in mazes.items():
        assert len(maze.rows) == 12 and all(len(row) == 16 for row in maze.rows), seed
        floor = {Pos(x, y) for y in range(12) for x in range(16) if maze.rows[y][x] == "."}
        assert set(path_lengths(maze.rows, maze.start)) == floor, seed


def test_start_and_exit_are_at_least_16_steps_apart(mazes):
    for seed, maze in mazes.items():
        assert path_lengths(maze.rows, maze.start)[maze.exit] >= 16, seed


def test_counts_are_in_range_and_monsters_keep_off_the_start(mazes):
    obstacles = []
    for seed, maze in mazes.items():
        items = Counter(glyph for _, glyph in maze.items)
        monsters = Counter(glyph for _, glyph in maze.monsters)
        assert 5 <= items["t"] <= 9 and 4 <= items["p"] <= 7, seed
        assert all(items[chest] <= 4 for chest in "abc"), seed
        assert 5 <= monsters["0"] <= 15 and 30 <= sum(monsters.values()) - monsters["0"] <= 50, seed
        cells = [pos for pos, _ in (*maze.items, *maze.monsters)] + [maze.start, maze.exit]
        assert len(cells) == len(set(cells)) and all(maze.rows[p.y][p.x] == "." for p in cells), seed
        assert all(pos.chebyshev(maze.start) > 2 for pos, glyph in maze.monsters if glyph != "0"), seed
        obstacles.append(sum(row.count("X") for row in maze.rows))
    assert 70 <= sum(obstacles) / len(obstacles) <= 90


def test_treasures_prefer_dead_ends(mazes):
    # The referee redraws a treasure's cell up to 10 times while it is no dead end: over these seeds 56% of the
    # treasures lie in dead ends, against about 20% of the floor. (Our own generator before maze-2 put them in
    # dead ends first, 94% of the time; this test asserted more than 90% then.)
    in_dead_ends = total = 0
    for maze in mazes.values():
        for pos, glyph in maze.items:
            if glyph == "t":
                total += 1
                in_dead_ends += sum(1 for dx, dy in ((-1, 0), (1, 0), (0, -1), (0, 1))
                                    if 0 <= pos.x + dx < 16 and 0 <= pos.y + dy < 12
                                    and maze.rows[pos.y + dy][pos.x + dx] == ".") == 1
    assert 0.5 < in_dead_ends / total < 0.62


def test_the_same_seed_gives_the_same_maze_and_others_differ(mazes):
    assert generate(7) == mazes[7]
    assert len({format_maze(maze) for maze in mazes.values()}) == len(mazes)


def test_a_generated_maze_written_to_a_file_reads_back_the_same(mazes):
    for maze in list(mazes.values())[:20]:
        assert SPEC.read_map(format_maze(maze), "m.txt") == maze


def test_shipped_mazes_load():
    shipped = sorted((REPO / "maps" / "maze").glob("*.txt"))
    assert shipped
    for path in shipped:
        SPEC.read_map(path.read_text(), str(path))
