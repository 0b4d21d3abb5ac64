"""The text screen matches the rule book's figures character for character."""
import pathlib

from game.cc3k.commands import ChooseRace
from game.cc3k.layout import load_layout
from game.cc3k.rules import CC3kGame
from game.cc3k.text import render

DATA = pathlib.Path(__file__).resolve().parent / "data"


def test_figure2_layout_renders_exactly_like_figure2():
    game = CC3kGame(load_layout(str(DATA / "figure2_layout.txt")), seed=0)
    game.step(ChooseRace("s"))
    assert render(game) == (DATA / "figure2.txt").read_text()


def test_colour_marks_pc_blue_enemies_red_gold_yellow_potions_green():
    game = CC3kGame(load_layout(str(DATA / "figure2_layout.txt")), seed=0)
    game.step(ChooseRace("s"))
    screen = render(game, colour=True)
    assert "\x1b[1;34m@\x1b[0m" in screen and "\x1b[1;34m\\\x1b[0m" in screen
    assert "\x1b[1;31mH\x1b[0m" in screen and "\x1b[1;33mG\x1b[0m" in screen and "\x1b[1;32mP\x1b[0m" in screen
    plain = screen.replace("\x1b[1;34m", "").replace("\x1b[1;31m", "").replace("\x1b[1;33m", "")
    assert plain.replace("\x1b[1;32m", "").replace("\x1b[0m", "") == render(game)


def test_hud_floor_column_stays_put_as_gold_grows():
    game = CC3kGame(load_layout(str(DATA / "figure2_layout.txt")), seed=0)
    game.step(ChooseRace("t"))
    game.player.gold = 12345
    first = render(game).splitlines()[25]
    assert first.startswith("Race: Troll Gold: 12345 ") and first.index("Floor 1") == 69
