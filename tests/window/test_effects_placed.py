"""The floating numbers start on the cell they belong to, in every game, as the eleventh playtest asked: the struck
monster or box, the player for damage taken or gold picked up (a second number there just above or below the first),
at every window size and zoom, the board scrolled round the player, in glyphs and tiles; and they stay over the board
all their rise. The places are read from the pixels drawn."""
import pygame
import pytest

from game.core import EntityKind, Pos
from graphics.effects import FloatingText
from tests.window.conftest import DATA
from tests.window.helpers import frame, game_app, press
from tests.window.test_maze_feel import field
from tests.window.test_maze_window import maze_app

SIZES = [(800, 500), (1296, 640), (2600, 1400)]


def number_ink(app, screen, number: FloatingText) -> pygame.Rect:
    """The window pixels this number changes in the frame drawn now (the others taken away for the moment)."""
    frame(app)                            # every number placed, as the window draws them together
    items = screen.effects.items
    screen.effects.items = [effect for effect in items if not isinstance(effect, FloatingText)]
    bare = frame(app).copy()
    screen.effects.items = [effect for effect in items if not isinstance(effect, FloatingText) or effect is number]
    shown = frame(app).copy()
    screen.effects.items = items
    # The pixels that differ: each frame taken from the other (what goes below 0 stays 0), added together.
    diff, back = shown.copy(), bare.copy()
    diff.blit(bare, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    back.blit(shown, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    diff.blit(back, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    same = pygame.mask.from_threshold(diff, (0, 0, 0, 255), (1, 1, 1, 255))
    same.invert()
    changed = same.get_bounding_rects()
    assert changed, number.text
    return changed[0].unionall(changed[1:])


def check_numbers(app, screen, cell: Pos, texts: list[str]) -> None:
    """The numbers of the turn just played are these, all for this cell: the first starts on the cell (over it, in
    its column), the others next to it (just above or below), and every one stays over the board as it rises."""
    numbers = screen.effects.numbers()
    assert [number.text for number in numbers] == texts and {number.pos for number in numbers} == {cell}
    board = app.board
    for index, number in enumerate(numbers):
        ink = number_ink(app, screen, number)
        rect = board.cell_rect(cell)
        assert rect.left < ink.right and ink.left < rect.right, (number.text, ink, rect)     # in the cell's column
        near = rect if index == 0 else rect.inflate(0, 2 * ink.height + 8)
        assert ink.colliderect(near), (number.text, ink, rect)
    rise_apart_over_the_board(app, screen)


def rise_apart_over_the_board(app, screen) -> None:
    """All their rise, the numbers stay over the board, and two never meet."""
    while screen.effects.numbers():
        inks = [number_ink(app, screen, number) for number in screen.effects.numbers()]
        for index, ink in enumerate(inks):
            assert app.board.area.contains(ink), (ink, screen.effects.numbers()[0].age)
            assert ink.collidelist(inks[index + 1:]) < 0, (inks, screen.effects.numbers()[0].age)
        screen.update(0.2)


# ----- the maze: a box struck by the sword, a skeleton's hit on the hero -------------------------------------

@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("tiles", [False, True])
def test_a_box_struck_on_the_top_row_shows_its_numbers_on_it(tmp_path, size, tiles):
    # The twelfth playtest's screenshot: the hero on the top row, a box to the east; the sword's "-10" and the kill's
    # "+1" were drawn three cells west of the box, clear of the hero's glyph.
    app, screen, session = maze_app(field(tmp_path, Pos(7, 0), {Pos(8, 0): "0"}))
    pygame.display.set_mode(size)
    if tiles:
        press(app, "t")
        assert app.board.tiles
    frame(app)
    press(app, "l")                       # a step into the box strikes it with the sword
    assert session.view().turn == 1
    check_numbers(app, screen, Pos(8, 0), ["-10", "+1"])


@pytest.mark.parametrize("zoom", [0, 3, 6])
def test_the_heros_damage_shows_on_the_hero_zoomed_in_with_the_board_following(tmp_path, zoom):
    # A skeleton next to the hero in the maze's bottom-right part: zoomed in, the board shows the part round the hero.
    hero = Pos(13, 9)
    app, screen, session = maze_app(field(tmp_path, hero, {Pos(14, 8): "1"}))
    pygame.display.set_mode((800, 500))
    for _ in range(zoom):
        press(app, "=")
    frame(app)
    if zoom:
        assert app.board.first != Pos(0, 0) and app.board.shown != (16, 12)
    press(app, ".")                       # a wait: the skeleton, diagonal to the hero, hits it
    check_numbers(app, screen, hero, ["-1"])


# ----- Dooom: the gold picked up ------------------------------------------------------------------------------

@pytest.mark.parametrize("size", SIZES)
def test_gold_picked_up_in_dooom_shows_on_the_player_not_on_the_wall_above(size):
    # The seed that starts the player on the gold of the one-row map (tests/window/test_dooom_feel.py); the cell
    # above it is a wall, where the "+1" was drawn.
    app, screen, session = game_app("dooom", DATA / "dooom_gold_row.txt", 1, bot_strategy="hunter")
    pygame.display.set_mode(size)
    player = next(entity.pos for entity in session.view().entities if entity.kind is EntityKind.PLAYER)
    frame(app)
    press(app, "g")
    check_numbers(app, screen, player, ["+1"])


# ----- CC3k: a blow dealt and one taken, side by side ------------------------------------------------------------

@pytest.mark.parametrize("size", SIZES)
def test_cc3k_numbers_show_on_the_one_struck(make_app, size):
    app = make_app(seed=2)
    pygame.display.set_mode(size)
    press(app, "s", "s")                  # a shade (the race screen: its letter shows it, again plays it)
    play = app.stack[-1]
    assert hasattr(play, "effects"), type(play).__name__
    press(app, "l", "l")                  # next to the human, then a blow each way
    numbers = play.effects.numbers()
    assert sorted(number.text for number in numbers) == ["-16", "-21"]
    for number in numbers:
        ink = number_ink(app, play, number)
        rect = app.board.cell_rect(number.pos)
        assert rect.left < ink.right and ink.left < rect.right, (number.text, ink, rect)
        assert ink.colliderect(rect.inflate(0, 2 * ink.height + 8)), (number.text, ink, rect)
    first = number_ink(app, play, numbers[0])
    assert first.colliderect(app.board.cell_rect(numbers[0].pos))
    rise_apart_over_the_board(app, play)
