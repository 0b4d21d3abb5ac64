"""Helpers the maze tests share: fixture paths and small hand-made mazes padded to 16x12 with obstacles."""
import pathlib

from game.core import Pos
from game.maze.mapfile import parse_maze
from game.maze.rules import MazeGame

DATA = pathlib.Path(__file__).resolve().parent / "data"
REPO = pathlib.Path(__file__).resolve().parents[2]


def maze_text(rows: list[str]) -> str:
    """The rows given, padded with obstacles to 16x12; an exit goes in the bottom-right corner unless one is drawn."""
    grid = [row.ljust(16, "X") for row in rows] + ["X" * 16] * (12 - len(rows))
    if not any("E" in row for row in grid):
        grid[11] = grid[11][:15] + "E"
    return "\n".join(grid) + "\n"


def game_of(rows: list[str], seed: int = 1) -> MazeGame:
    return MazeGame(parse_maze(maze_text(rows), "test"), seed)


def open_field(hero=(5, 5), objects: dict | None = None, seed: int = 1) -> MazeGame:
    """An all-floor maze with the hero and the given {(x, y): glyph} objects."""
    grid = [["."] * 16 for _ in range(12)]
    grid[hero[1]][hero[0]] = "H"
    for (x, y), glyph in (objects or {}).items():
        grid[y][x] = glyph
    if not any("E" in row for row in grid):
        grid[11][15] = "E"
    return game_of(["".join(row) for row in grid], seed)


def hp_at(game: MazeGame) -> dict[Pos, int]:
    return {monster.pos: monster.hp for monster in game.monsters}
