"""Our generator against CodinGame's referee: the mazes of 1000 seeds (negative ones and both ends of the long range
included) that the referee's own MazeGenerator made (tests/maze/data/referee/mazes.txt: a seed line, then 12 rows)."""
from pathlib import Path

from game.maze.generator import generate
from game.maze.mapfile import HEIGHT, format_maze
from tests.maze.support import REPO

DATA = Path(__file__).parent / "data"


def referee_mazes() -> dict[int, str]:
    lines = (DATA / "referee" / "mazes.txt").read_text().splitlines()
    return {int(lines[i]): "".join(row + "\n" for row in lines[i + 1:i + 1 + HEIGHT])
            for i in range(0, len(lines), HEIGHT + 1)}


def test_every_seed_gives_the_referees_maze_byte_for_byte():
    mazes = referee_mazes()
    assert len(mazes) == 1000 and min(mazes) == -2**63 and max(mazes) == 2**63 - 1
    wrong = [seed for seed, text in mazes.items() if format_maze(generate(seed)) != text]
    assert not wrong, f"{len(wrong)} seeds differ, the first {wrong[:5]}"


def test_the_mazes_shipped_with_the_rules_are_the_generators():
    for seed in (0, 1, 2, 7, 21):
        assert format_maze(generate(seed)) == (DATA / f"seed_{seed}.txt").read_text(), seed


def test_the_shipped_mazes_are_the_referees_mazes_of_their_seeds():
    for seed in (11, 12, 13):
        assert (REPO / "maps" / "maze" / f"seed_{seed}.txt").read_text() == format_maze(generate(seed)), seed
