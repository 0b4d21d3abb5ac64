"""Any layout the checker accepts is playable: random boards (floor on the frame's rows and columns, one-tile and
full chambers, objects anywhere) are either refused in one MapError line or play a race and many turns."""
import random

from hypothesis import given, settings, strategies as st

from game.core import MapError
from game.cc3k.spec import SPEC
from game.cc3k.tables import HEIGHT, WIDTH
from tests.cc3k.helpers import play_random



def board(seed: int) -> str:
    """A frame, some walled rooms of random sizes (sometimes overlapping or touching the frame), floor tiles and
    objects sprinkled anywhere, the frame's own rows and columns included."""
    rng = random.Random(seed)
    cells = [[" "] * WIDTH for _ in range(HEIGHT)]
    for x in range(WIDTH):
        cells[0][x] = cells[HEIGHT - 1][x] = "-"
    for y in range(HEIGHT):
        cells[y][0] = cells[y][WIDTH - 1] = "|"
    for _ in range(rng.randint(0, 6)):
        left, top = rng.randrange(WIDTH - 2), rng.randrange(HEIGHT - 2)
        right, bottom = min(WIDTH - 1, left + rng.randint(2, 20)), min(HEIGHT - 1, top + rng.randint(2, 8))
        for y in range(top, bottom + 1):
            for x in range(left, right + 1):
                edge = y in (top, bottom) or x in (left, right)
                cells[y][x] = ("-" if y in (top, bottom) else "|") if edge else "."
        if rng.random() < 0.5:
            cells[top][rng.randint(left + 1, right - 1)] = "+"
    for _ in range(rng.randint(0, 8)):
        cells[rng.randrange(HEIGHT)][rng.randrange(WIDTH)] = rng.choice(".#+")
    floor = [(x, y) for y in range(HEIGHT) for x in range(WIDTH) if cells[y][x] == "."]
    objects = rng.sample("0123456789HWELODM", rng.randint(0, 10)) + rng.sample("@\\", rng.randint(0, 2))
    for glyph in objects:
        # Mostly on floor tiles (a layout's objects), now and then anywhere (the checker's business).
        x, y = rng.choice(floor) if floor and rng.random() < 0.9 else (rng.randrange(WIDTH), rng.randrange(HEIGHT))
        cells[y][x] = glyph
    return "".join("".join(row) + "\n" for row in cells)


@settings(max_examples=300, deadline=None)
@given(st.integers(0, 2**32), st.integers(0, 1000))
def test_a_layout_is_refused_in_one_line_or_plays(layout_seed, game_seed):
    text = board(layout_seed)
    try:
        floors = SPEC.read_map(text, "random.txt")
    except MapError as error:
        assert str(error).startswith("random.txt:") and "\n" not in str(error)
        return
    view = play_random(floors, game_seed, 40)
    assert view.over or view.phase != "race"
