"""The text screen matches the rule book's figures character for character."""
import dataclasses

from game.cc3k.commands import ChooseRace
from roguelike_client.terminal.cc3k_text import render
from tests.cc3k.helpers import DATA, layout_file


def _figure2(race: str):
    game = layout_file("figure2_layout.txt")
    game.step(ChooseRace(race))
    return game.view()


def test_figure2_layout_renders_exactly_like_figure2():
    assert render(_figure2("s")) == (DATA / "figure2.txt").read_text()


def test_colour_marks_pc_blue_enemies_red_gold_yellow_potions_green():
    view = _figure2("s")
    screen = render(view, colour=True)
    assert "\x1b[1;34m@\x1b[0m" in screen and "\x1b[1;34m\\\x1b[0m" in screen
    assert "\x1b[1;31mH\x1b[0m" in screen and "\x1b[1;33mG\x1b[0m" in screen and "\x1b[1;32mP\x1b[0m" in screen
    plain = screen.replace("\x1b[1;34m", "").replace("\x1b[1;31m", "").replace("\x1b[1;33m", "")
    assert plain.replace("\x1b[1;32m", "").replace("\x1b[0m", "") == render(view)


def test_hud_floor_column_stays_put_as_gold_grows():
    # No floor holds 12345 gold: the screen is a function of the view, so the view is given that much.
    view = _figure2("t")
    rich = dataclasses.replace(view, detail=dataclasses.replace(view.detail, pc=dataclasses.replace(view.detail.pc, gold=12345)))
    first = render(rich).splitlines()[25]
    assert first.startswith("Race: Troll Gold: 12345 ") and first.index("Floor 1") == 69
