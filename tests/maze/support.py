"""Helpers the maze tests share: fixture paths, small hand-made mazes padded to 16x12, games made through SPEC,
bot programs."""
import pathlib
import sys

from game.core import EntityKind, Game, Pos, View
from game.maze.commands import Wait
from game.maze.spec import SPEC

DATA = pathlib.Path(__file__).resolve().parent / "data"
REPO = pathlib.Path(__file__).resolve().parents[2]
BOT = "a bot"    # a bot command: the game only needs to know that a bot plays
# A bot program's turn loop: read the head line and the lines in view; x, y is the hero's cell, turn counts from 0.
BOT_LOOP = ("turn = 0\nwhile True:\n    head = sys.stdin.readline()\n    if not head:\n        break\n"
            "    x, y = head.split()[:2]\n    for _ in range(int(sys.stdin.readline())):\n        sys.stdin.readline()\n")


def bot_program(folder: pathlib.Path, answer: str, prelude: str = "", name: str = "bot") -> str:
    """The command of a bot program written in folder: `prelude` runs once, then every turn `answer` (lines
    indented by four spaces, after BOT_LOOP has read the turn's input)."""
    path = folder / f"{name}.py"
    path.write_text("import os, sys\n" + prelude + BOT_LOOP + answer + "    turn += 1\n", encoding="utf-8")
    return f'"{sys.executable}" "{path}"'


def maze_text(rows: list[str]) -> str:
    """The rows given, padded with obstacles to 16x12; an exit goes in the bottom-right corner unless one is drawn."""
    grid = [row.ljust(16, "X") for row in rows] + ["X" * 16] * (12 - len(rows))
    if not any("E" in row for row in grid):
        grid[11] = grid[11][:15] + "E"
    return "\n".join(grid) + "\n"


def game_of(rows: list[str], seed: int = 1, bot: str = "") -> Game:
    """A game on the rows given; bot set: a bot plays it (nothing is refused that the referee would play)."""
    return SPEC.new_game(SPEC.read_map(maze_text(rows), "test"), seed, {"bot": bot})


def open_field(hero=(5, 5), objects: dict | None = None, seed: int = 1, bot: str = "") -> Game:
    """An all-floor maze with the hero and the given {(x, y): glyph} objects."""
    grid = [["."] * 16 for _ in range(12)]
    grid[hero[1]][hero[0]] = "H"
    for (x, y), glyph in (objects or {}).items():
        grid[y][x] = glyph
    if not any("E" in row for row in grid):
        grid[11][15] = "E"
    return game_of(["".join(row) for row in grid], seed, bot)


def wait(game: Game) -> list:
    return game.step(Wait())


def hero(game: Game) -> Pos:
    return game.view().detail.hero


def health(game: Game) -> int:
    return game.view().detail.health


def charges(game: Game) -> dict[int, int]:
    return {weapon.id: weapon.charges for weapon in game.view().detail.weapons if weapon.charges is not None}


def monsters(view: View) -> list[tuple[Pos, str, int]]:
    """(where, name, hp) of every monster, row-major."""
    return [(entity.pos, entity.name, entity.hp) for entity in view.entities if entity.kind is EntityKind.ENEMY]


def hp_at(game: Game) -> dict[Pos, int]:
    return {pos: hp for pos, _name, hp in monsters(game.view())}


def items(view: View) -> list[tuple[Pos, str]]:
    """(where, name) of every item and the exit, row-major."""
    return [(entity.pos, entity.name) for entity in view.entities
            if entity.kind not in (EntityKind.PLAYER, EntityKind.ENEMY)]
