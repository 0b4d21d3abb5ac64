"""The proving ground as a picture (graphics/plot.py): a histogram of each bot's scores, then the paired differences
of each other bot with the first; written as a PNG by save_plot, drawn beside the report by the proving screen."""
import sys

import pygame

from graphics.palette import STANDARD
from graphics.plot import ROW, paired_differences, save_plot
from roguelike_client.play.proving import Plan, play_plan

SAMPLE = f'"{sys.executable}" -m roguelike_client.bots.maze_bot'


def test_the_picture_has_a_row_for_each_bot_and_each_pair_and_is_a_png(tmp_path):
    plan = Plan("maze", range(4), (SAMPLE, SAMPLE), {"bot_timeout": 2000})
    outcomes = play_plan(plan, 1).outcomes
    assert paired_differences(outcomes, 1, 2) == [0.0] * 4          # the same bot twice: every seed a tie
    path = tmp_path / "plot.png"
    save_plot(str(path), outcomes, 2, STANDARD)
    assert path.read_bytes().startswith(b"\x89PNG\r\n\x1a\n")
    picture = pygame.image.load(str(path))
    assert picture.get_height() >= 3 * ROW                            # two bots' scores and one pair
    drawn = {picture.get_at((x, y))[:3] for x in range(0, picture.get_width(), 5) for y in range(0, 3 * ROW, 5)}
    assert STANDARD.good in drawn and STANDARD.gold in drawn          # score bars, and the differences' bars


def test_a_picture_that_cannot_be_written_is_an_os_error(tmp_path):
    plan = Plan("maze", range(1), (SAMPLE,), {"bot_timeout": 2000})
    try:
        save_plot(str(tmp_path / "no such folder" / "plot.png"), play_plan(plan, 1).outcomes, 1, STANDARD)
    except OSError:
        return
    raise AssertionError("no OSError")
