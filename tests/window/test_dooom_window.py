"""The Dungeon of Dooom in the window: keys and the command line speak the protocol, the map shows P and B."""
import pygame

from game.core import Actor, EntityKind, Pos, Result
from game.dooom.spec import SPEC
from graphics.app import App
from graphics.dooom_log import LOOK_LINE
from graphics.title import TitleScreen
from tests.window.conftest import DATA, make_args
from tests.window.helpers import frame, game_app, most_saturated, press, top

# Seeds whose starts put the player and the bot where these tests need them (found by trying 0, 1, 2, ...).
HALL_SEED = 107                                   # dooom_hall.txt: the player at (1, 2), the bot at (7, 3)
ONE_STEP_SEEDS = {(Pos(2, 1), Pos(1, 1)): 7, (Pos(1, 1), Pos(2, 1)): 1, (Pos(1, 1), Pos(3, 1)): 4}


def place(view, kind: EntityKind) -> Pos | None:
    return next((entity.pos for entity in view.entities if entity.kind is kind), None)


def started(map_name: str, seed: int, player: Pos, bot: Pos):
    """An app playing a new game on a test map, from the title, with the actors where the seed starts them."""
    app, screen, session = game_app("dooom", DATA / map_name, seed)
    assert (place(screen.view, EntityKind.PLAYER), place(screen.view, EntityKind.OPPONENT)) == (player, bot)
    return app, screen, session


def replies(screen) -> list[str]:
    """The log's protocol lines: the player's commands and their replies, without the bot's deeds in words."""
    return [line for line in screen.log.lines if not line.startswith("The bot ")]


def dooom_app():
    return started("dooom_hall.txt", HALL_SEED, Pos(1, 2), Pos(7, 3))


def one_step_app(player: Pos, bot: Pos):
    """The one-step map (win 0, an exit at (3, 1)) with the player and the bot where a seed starts them."""
    return started("dooom_one_step.txt", ONE_STEP_SEEDS[player, bot], player, bot)


def test_keys_send_protocol_commands_and_the_replies_are_logged():
    app, screen, session = dooom_app()
    press(app, "k")
    view = session.view()
    assert replies(screen)[-2:] == ["> MOVE N", "SUCCESS"] and place(view, EntityKind.PLAYER) == Pos(1, 1) and view.turn == 1
    press(app, "i")
    assert replies(screen)[-2:] == ["> HELLO", "GOLD 1"] and session.view().turn == 1
    press(app, "g")
    assert replies(screen)[-2:] == ["> PICKUP", "FAIL"]
    press(app, "x")
    assert replies(screen)[-2:] == ["> LOOK", LOOK_LINE] and len(session.view().detail.look) == 5
    press(app, "y")
    assert replies(screen)[-1] == "MOVE takes N, S, E or W only." and session.view().turn == 2


def test_the_command_line_sends_what_is_typed_and_a_bad_line_is_fail_at_no_cost():
    app, screen, session = dooom_app()
    press(app, ":", "H", "E", "L", "L", "O", "return")
    assert replies(screen)[-2:] == ["> HELLO", "GOLD 1"] and screen.typing is None
    press(app, ":", "m", "o", "v", "e", "space", "n", "return")
    assert replies(screen)[-3:] == ["> move n", "FAIL", "Refused: commands are upper case: MOVE N."]
    assert session.view().turn == 0
    press(app, ":", "M", "O", "V", "E", "space", "E", "backspace", "S", "return")
    # Onto the gold: the log says why the keys stop there.
    assert replies(screen)[-3:] == ["> MOVE S", "SUCCESS", "Stopped: there is gold here (PICKUP takes it)."]
    assert session.view().turn == 1
    press(app, ":", "Q", "escape")
    assert screen.typing is None and session.view().turn == 1
    assert session.record.commands == ["HELLO", "move n", "MOVE S"]


def test_p_is_drawn_blue_and_b_red_and_the_look_panel_shows_the_reply():
    app, screen, session = dooom_app()
    press(app, "x")
    surface = frame(app)
    player = most_saturated(surface, app.board.cell_rect(Pos(1, 2)))
    bot = most_saturated(surface, app.board.cell_rect(Pos(7, 3)))
    assert player[2] > player[0] + 60 and bot[0] > bot[2] + 60
    app.toggle_tiles()
    frame(app)


def test_the_bots_move_shows_a_moment_later_without_holding_up_input():
    app, screen, session = dooom_app()
    press(app, "j")
    if place(session.view(), EntityKind.OPPONENT) != Pos(7, 3):
        assert screen.bot_shown == Pos(7, 3) and screen.animating
        press(app, "l")   # input is taken at once all the same
        assert session.view().turn == 2
    for _ in range(30):
        app.update(1 / 60)
    assert screen.bot_shown == place(session.view(), EntityKind.OPPONENT) and not screen.animating


def test_a_win_in_one_move_shows_the_end_box_and_r_starts_a_new_game():
    app, screen, session = one_step_app(player=Pos(2, 1), bot=Pos(1, 1))
    press(app, "l")
    assert session.view().detail.winner is Actor.PLAYER and replies(screen)[-3:] == ["> MOVE E", "SUCCESS", "WIN"]
    assert top(app) == "DooomOverScreen" and app.stack[-1].box_lines()[0][0].startswith("WIN")
    frame(app)
    press(app, "r")
    assert top(app) == "DooomScreen" and app.stack[-1].session is not session and not app.stack[-1].session.view().over


def test_the_bot_reaching_the_exit_is_a_loss_and_escape_goes_to_the_title():
    app, screen, session = one_step_app(player=Pos(1, 1), bot=Pos(2, 1))
    press(app, "g")
    assert session.view().detail.winner is Actor.OPPONENT and replies(screen)[-2:] == ["FAIL", "LOSE"]
    assert top(app) == "DooomOverScreen" and app.stack[-1].box_lines()[0][0].startswith("LOSE")
    frame(app)
    press(app, "escape")
    assert top(app) == "TitleScreen"


def test_quit_typed_on_the_command_line_is_asked_first_and_ends_the_game_at_its_end_box():
    app, screen, session = one_step_app(player=Pos(1, 1), bot=Pos(3, 1))
    press(app, ":", "Q", "U", "I", "T", "return")
    assert top(app) == "QuitBox" and not session.view().over
    press(app, "y")
    view = session.view()
    assert view.over and view.result is Result.QUIT and top(app) == "DooomOverScreen"
    press(app, "escape")
    assert top(app) == "TitleScreen"


def test_the_look_panel_draws_the_five_rows_of_the_last_lookreply():
    app, screen, session = dooom_app()
    press(app, "x")
    rows = list(session.view().detail.look)
    assert rows == ["X###X", "##..G", "##...", "##G..", "X###X"] and replies(screen)[-1] == LOOK_LINE
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
    app.push(TitleScreen(app.context))
    key = next(key for key, label, _ in app.stack[-1].items if label == SPEC.title)
    press(app, key)
    assert top(app) == "DooomScreen" and not app.stack[-1].session.view().over and app.session is app.stack[-1].session
    frame(app)


def test_hover_and_the_title():
    app, screen, session = dooom_app()
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
    assert SPEC.title in titles and any(title.startswith("Continue a saved game") for title in titles)
