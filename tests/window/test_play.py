"""Playing in the window: keys and clicks become commands, the board shows the right colours, hover tells what is there."""
import random

import pygame
import pytest

from game.core import Pos
from graphics.board import READABLE_CELL
from graphics.display import MIN_WINDOW_SIZE
from graphics.hud import MessageLog
from graphics.keymap import DEFAULT_KEYS, MOVE_DIRECTIONS, Keymap, key_event
from tests.cc3k.helpers import floor_text
from tests.window.helpers import frame, hover, most_saturated, press, top


def _pc(play) -> Pos:
    return play.view.detail.pc.pos


def test_every_default_key_reads_as_its_action():
    pygame.init()
    keymap = Keymap()
    for action, names in DEFAULT_KEYS.items():
        for name in names:
            assert keymap.action_for(key_event(name)) == action, name


@pytest.mark.parametrize("action", sorted(MOVE_DIRECTIONS))
def test_every_move_key_moves_the_pc_that_way(make_app, action, tmp_path):
    direction = MOVE_DIRECTIONS[action]
    layout = tmp_path / "open.txt"
    layout.write_text(floor_text({(10, 4): "@", (20, 4): "\\"}))  # open floor all round, away from the stairs
    for name in DEFAULT_KEYS[action]:
        app = make_app(str(layout))
        press(app, "s")
        play = app.stack[-1]
        press(app, name)
        assert _pc(play) == Pos(10 + direction.dx, 4 + direction.dy), name
        assert play.log.lines[-1] == f"PC moves {direction.title}."


def test_other_play_keys_give_their_commands(make_app):
    app = make_app()
    press(app, "s")
    play = app.stack[-1]
    press(app, "f")
    assert play.view.detail.frozen and play.log.lines[-1] == "Enemies stop moving."
    turn = play.view.turn
    press(app, "a", "h")                  # the window refuses an attack at nothing for free
    assert play.log.lines[-1] == "There is nothing to attack to the West: no turn spent." and play.view.turn == turn
    press(app, "l", "l")  # into the human at (7, 4): the bump attacks
    assert play.view.turn == turn + 2 and any(line.startswith("PC deals") for line in play.log.lines[-4:])


def _cell_colour(app, pos) -> tuple[int, int, int]:
    return most_saturated(frame(app), app.board.cell_rect(pos))


@pytest.mark.parametrize("tiles", [False, True])
def test_pc_is_drawn_blue_and_an_enemy_red(make_app, tiles):
    app = make_app()
    press(app, "s")
    if tiles:
        app.toggle_tiles()
        assert app.board.tiles, app.status
    pc = _cell_colour(app, Pos(5, 4))
    enemy = _cell_colour(app, Pos(7, 4))
    assert pc[2] > pc[0] + 60 and pc[2] > pc[1], pc
    assert enemy[0] > enemy[2] + 60 and enemy[0] > enemy[1], enemy


@pytest.mark.parametrize("size", [(640, 360), (1000, 600), (1296, 640), (1920, 1080), (2600, 1400), (300, 200)])
def test_resized_window_keeps_the_board_whole_centred_and_as_large_as_it_fits(make_app, size):
    app = make_app()
    press(app, "s")
    pygame.display.set_mode(size)
    frame(app)
    board = app.board
    # Below the least size the screens draw a frame of that size, shown whole and smaller in the window.
    drawn = (max(size[0], MIN_WINDOW_SIZE[0]), max(size[1], MIN_WINDOW_SIZE[1]))
    if board.fitting < READABLE_CELL:
        # Cells under READABLE_CELL: the board starts zoomed in round the PC; a step smaller shows it whole.
        assert board.cell == READABLE_CELL and board.cell_rect(app.session.view().detail.pc.pos) is not None
        press(app, "-")
        frame(app)
    assert board.area.width == 79 * board.cell and board.area.height == 25 * board.cell
    assert pygame.Rect(0, 0, *drawn).contains(board.area)
    assert abs(board.area.centerx - drawn[0] // 2) <= 1
    if size[0] >= 79 * 16 + 24 and size[1] >= 25 * 16 + 200:
        assert board.cell == board.fitting >= 16   # big enough: the cells that fit, not whole multiples of 16


def test_cell_size_keys_change_the_board(make_app):
    app = make_app()
    press(app, "s")
    frame(app)
    before = app.board.cell
    press(app, "-")
    frame(app)
    assert app.board.cell < before
    press(app, "=", "=")
    frame(app)
    assert app.board.cell_size == 20


def test_hover_tells_what_is_in_a_cell(make_app):
    app = make_app()
    press(app, "s")
    frame(app)
    assert hover(app, Pos(7, 4)) == "Human (H): 140 / 140 HP, Atk 20, Def 20\nIt hits you for 16 (half miss), you hit it for 21."
    assert hover(app, Pos(5, 5)) == "A potion you have not tried\nNext to you: p, then its direction, drinks it"
    assert hover(app, Pos(3, 3)) == "Normal pile (2 gold)"
    assert hover(app, Pos(25, 3)) == "Dragon hoard (6 gold), guarded by a dragon"
    assert hover(app, Pos(9, 3)) == "Stairs down"
    assert hover(app, Pos(5, 4)) == "You, a Shade: 125 HP"
    assert hover(app, Pos(2, 4)) == "Wall"
    assert hover(app, Pos(4, 4)) == "Floor"
    assert hover(app, Pos(3, 5)) == "A potion you have not tried"
    press(app, "p", "j")  # drink the RH to the south: potions of that kind are now known by name
    assert hover(app, Pos(3, 5)) == "A RH potion: Restore health"


def test_clicking_a_neighbour_moves_or_attacks_there(make_app):
    app = make_app()
    press(app, "s")
    frame(app)
    play = app.stack[-1]
    rect = app.board.cell_rect(Pos(6, 4))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1))
    assert _pc(play) == Pos(6, 4)
    rect = app.board.cell_rect(Pos(7, 4))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1))
    assert _pc(play) == Pos(6, 4) and play.view.turn == 2
    assert any(line.startswith("PC deals") for line in play.log.lines[-play.log.latest:])
    far = app.board.cell_rect(Pos(30, 10))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=far.center, button=1))
    assert play.view.turn == 2


def test_a_long_random_key_sequence_raises_nothing(make_app):
    app = make_app()
    picker = random.Random(5)
    names = [name for names in DEFAULT_KEYS.values() for name in names] + list("sdvgtyn1") + ["space", "x"]
    for index in range(3000):
        if not app.running:
            app = make_app()
        press(app, picker.choice(names))
        if index % 50 == 0:
            frame(app)
        app.update(1 / 60)
    assert app.stack and top(app).endswith("Screen")


def test_the_log_counts_a_repeated_message_instead_of_repeating_it():
    log = MessageLog()
    for _ in range(3):
        log.add_turn(["Cannot move West!"])
    log.add_turn(["PC moves East.", "H deals 5 damage to PC."])
    log.add_turn(["Cannot move West!"])
    assert log.lines == ["Cannot move West! (x3)", "PC moves East.", "H deals 5 damage to PC.", "Cannot move West!"]
    assert log.latest == 1


def test_numbers_are_as_tall_as_a_cell_and_stay_readable_on_small_cells(make_app):
    app = make_app(seed=2)
    press(app, "s", "l", "l")
    play = app.stack[-1]
    heights = {}
    for size in [(640, 360), (1296, 640), (2600, 1400)]:
        pygame.display.set_mode(size)
        frame(app)
        heights[app.board.cell] = play.effects.number_font(app.board.cell, app.fonts.normal).get_height()
    small, *_, big = sorted(heights)
    assert heights[small] >= app.fonts.normal.get_height() > small       # a tiny cell: still the HUD's size
    assert heights[big] >= big and heights[big] > heights[small]       # a big cell: as tall as it
