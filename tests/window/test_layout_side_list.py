"""CC3k's side list uses its room: where more creatures are in sight than one column holds, they go on in a second
column beside the first, nearest first, each row pointed at names its creature; the last row says how many more."""
import pathlib

import pygame
import pytest

from tests.window.helpers import frame, game_app, press

DEFAULT = pathlib.Path(__file__).resolve().parents[2] / "maps" / "cc3k" / "default.txt"


def playing(size):
    app, play, _ = game_app("cc3k", DEFAULT, seed=1)
    pygame.display.set_mode(size)
    press(app, "s")
    play = app.stack[-1]
    frame(app)
    return app, play


def point(app, pixel) -> str:
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=pixel, rel=(0, 0), buttons=(0, 0, 0)))
    return app.stack[-1].hover_text


@pytest.mark.parametrize("size", [(1296, 640), (1920, 1080)])
def test_many_creatures_fill_columns_side_by_side(size):
    app, play = playing(size)
    _, _, side, _ = play.layout(size)
    sightings = play.sightings()
    rows = play.side_rows
    assert len(sightings) == 23
    lefts = sorted({row.left for row in rows})
    one_column = sum(1 for row in rows if row.left == lefts[0])
    assert len(lefts) >= 2 and len(rows) > one_column          # more rows than one column holds
    assert len(rows) >= 12 or len(rows) == len(sightings)
    for index, row in enumerate(rows):                          # inside the list's area, none over another
        assert side.contains(row)
        assert not any(row.colliderect(other) for other in rows[index + 1:])
    # Nearest first, down each column and then the next.
    assert rows == sorted(rows, key=lambda rect: (rect.left, rect.top))
    # A row of the second column, pointed at, names its creature.
    second = next(index for index, row in enumerate(rows) if row.left == lefts[1])
    assert point(app, rows[second].center).startswith(f"{sightings[second].name} (")


def test_the_last_row_says_how_many_more():
    app, play = playing((1296, 640))
    _, _, side, _ = play.layout((1296, 640))
    shown, count = len(play.side_rows), len(play.sightings())
    assert shown < count and play.hud.creature_rows(side, count) == shown
    # Under the last creature's row, in its column, the line saying how many more is drawn.
    last = play.side_rows[-1]
    slot = pygame.Rect(last.left, last.bottom, last.width, last.height)
    assert side.contains(slot)
    background = tuple(app.context.palette.background[:3])
    surface = frame(app)
    assert any(surface.get_at((x, y))[:3] != background for x in range(slot.left, slot.right)
               for y in range(slot.top, slot.bottom))
