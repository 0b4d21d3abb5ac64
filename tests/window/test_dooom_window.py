"""The Dungeon of Dooom in the window: keys and the command line speak the protocol, the map shows P and B."""
import pygame

from game.core import Pos
from game.dooom.rules import BOT, PLAYER
from graphics.app import App
from graphics.screens import TitleScreen
from tests.window.conftest import DATA, make_args
from tests.window.helpers import frame, most_saturated, press, top


def dooom_app(seed=3):
    app = App(make_args(game="dooom", map=str(DATA / "dooom_hall.txt"), seed=seed), headless=True)
    app.prepare("dooom", str(DATA / "dooom_hall.txt"))
    app.push(TitleScreen(app))
    app.start_game("dooom")
    screen = app.stack[-1]
    game = screen.game
    game.positions[PLAYER], game.positions[BOT] = Pos(1, 2), Pos(7, 3)
    screen.view = game.view()
    screen.bot_shown = game.positions[BOT]
    return app, screen, game


def test_keys_send_protocol_commands_and_the_replies_are_logged():
    app, screen, game = dooom_app()
    press(app, "k")
    assert screen.log.lines[-2:] == ["> MOVE N", "SUCCESS"] and game.positions[PLAYER] == Pos(1, 1) and game.turn == 1
    press(app, "i")
    assert screen.log.lines[-2:] == ["> HELLO", "GOLD 1"] and game.turn == 1
    press(app, "g")
    assert screen.log.lines[-2:] == ["> PICKUP", "FAIL"]
    press(app, "x")
    assert screen.log.lines[-7:-5] == ["> LOOK", "LOOKREPLY"]
    assert screen.log.lines[-5:] == list(game.view().extra["look"])
    press(app, "y")
    assert screen.log.lines[-1] == "MOVE takes N, S, E or W only." and game.turn == 2


def test_the_command_line_sends_what_is_typed_and_a_bad_line_is_fail_at_no_cost():
    app, screen, game = dooom_app()
    press(app, ":", "H", "E", "L", "L", "O", "return")
    assert screen.log.lines[-2:] == ["> HELLO", "GOLD 1"] and screen.typing is None
    press(app, ":", "m", "o", "v", "e", "space", "n", "return")
    assert screen.log.lines[-2:] == ["> move n", "FAIL"] and game.turn == 0
    press(app, ":", "M", "O", "V", "E", "space", "E", "backspace", "S", "return")
    assert screen.log.lines[-2:] == ["> MOVE S", "SUCCESS"] and game.turn == 1
    press(app, ":", "Q", "escape")
    assert screen.typing is None and game.turn == 1
    assert app.recorder.record.commands == ["HELLO", "move n", "MOVE S"]


def test_p_is_drawn_blue_and_b_red_and_the_look_panel_shows_the_reply():
    app, screen, game = dooom_app()
    press(app, "x")
    surface = frame(app)
    player = most_saturated(surface, app.board.cell_rect(Pos(1, 2)))
    bot = most_saturated(surface, app.board.cell_rect(Pos(7, 3)))
    assert player[2] > player[0] + 60 and bot[0] > bot[2] + 60
    app.toggle_tiles()
    frame(app)


def test_the_bots_move_shows_a_moment_later_without_holding_up_input():
    app, screen, game = dooom_app()
    press(app, "j")
    if game.positions[BOT] != Pos(7, 3):
        assert screen.bot_shown == Pos(7, 3) and screen.animating
        press(app, "j")   # input is taken at once all the same
        assert game.turn == 2
    for _ in range(30):
        app.update(1 / 60)
    assert screen.bot_shown == game.positions[BOT] and not screen.animating


def one_step_app(player: Pos, bot: Pos):
    """The one-step map (win 0, an exit at (3, 1)) with the player and the bot placed by hand."""
    path = str(DATA / "dooom_one_step.txt")
    app = App(make_args(game="dooom", map=path, seed=1), headless=True)
    app.prepare("dooom", path)
    app.push(TitleScreen(app))
    app.start_game("dooom")
    screen = app.stack[-1]
    screen.game.positions[PLAYER], screen.game.positions[BOT] = player, bot
    screen.view = screen.game.view()
    screen.bot_shown = bot
    return app, screen, screen.game


def test_a_win_in_one_move_shows_the_end_box_and_r_starts_a_new_game():
    app, screen, game = one_step_app(player=Pos(2, 1), bot=Pos(1, 1))
    press(app, "l")
    assert game.winner == PLAYER and screen.log.lines[-3:] == ["> MOVE E", "SUCCESS", "WIN"]
    assert top(app) == "DooomOverScreen" and app.stack[-1].lines()[0][0].startswith("WIN")
    frame(app)
    press(app, "r")
    assert top(app) == "DooomScreen" and app.stack[-1].game is not game and not app.stack[-1].game.over


def test_the_bot_reaching_the_exit_is_a_loss_and_escape_goes_to_the_title():
    app, screen, game = one_step_app(player=Pos(1, 1), bot=Pos(2, 1))
    press(app, "g")
    assert game.winner == BOT and screen.log.lines[-2:] == ["FAIL", "LOSE"]
    assert top(app) == "DooomOverScreen" and app.stack[-1].lines()[0][0].startswith("LOSE")
    frame(app)
    press(app, "escape")
    assert top(app) == "TitleScreen"


def test_quit_typed_on_the_command_line_ends_the_game_at_the_title():
    app, screen, game = one_step_app(player=Pos(1, 1), bot=Pos(3, 1))
    press(app, ":", "Q", "U", "I", "T", "return")
    assert game.over and game.result == "quit" and top(app) == "TitleScreen"


def test_the_look_panel_draws_the_five_rows_of_the_last_lookreply():
    app, screen, game = dooom_app()
    press(app, "x")
    rows = list(game.view().extra["look"])
    assert rows == ["X###X", "##..G", "##...", "##G..", "X###X"] and screen.log.lines[-5:] == rows
    surface = pygame.Surface((200, 200))
    area = pygame.Rect(0, 0, 150, 180)
    screen.draw_look_panel(surface, area)
    cell = (area.width - 10) // 5
    gold = tuple(app.palette.gold)[:3]
    for y, row in enumerate(rows):
        for x, char in enumerate(row):
            box = pygame.Rect(area.left + x * cell, area.top + 24 + y * cell, cell - 2, cell - 2)
            colours = {tuple(surface.get_at((px, py)))[:3] for px in range(box.left, box.right) for py in range(box.top, box.bottom)}
            assert (gold in colours) == (char == "G"), (x, y, char)


def test_the_title_lists_the_dungeon_of_dooom_and_starts_it():
    app = App(make_args(game="dooom"), headless=True)
    app.push(TitleScreen(app))
    key = next(key for key, label, _ in app.stack[-1].items if label == "Dungeon of Dooom")
    press(app, key)
    assert top(app) == "DooomScreen" and not app.stack[-1].game.over and app.playing is app.stack[-1].game
    frame(app)


def test_hover_and_the_title():
    app, screen, game = dooom_app()
    frame(app)
    rect = app.board.cell_rect(Pos(1, 2))
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    assert screen.hover_text == "You, holding 0 gold"
    rect = app.board.cell_rect(Pos(6, 1))
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    assert screen.hover_text == "Exit"
    press(app, "i", "q", "y")
    assert top(app) == "TitleScreen"
    app.stack[-1].refresh()
    titles = [label for _key, label, _ in app.stack[-1].items]
    assert "Dungeon of Dooom" in titles and "Continue Dungeon of Dooom" in titles
