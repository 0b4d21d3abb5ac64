"""The Dungeon of Dooom played as a person would: the log says in words what the bot did, help lists Dooom's keys,
and every window size shows the board and the HUD whole."""
import pygame
import pytest

from game.core import EntityKind, Pos
from tests.window.conftest import DATA
from tests.window.helpers import frame, game_app, press, top
from tests.window.test_maze_feel import SIZES, check_uncut

# dooom_gold_row.txt is one row, gold at (1, 1), an exit at (3, 1), win 1. The seeds that start the actors where
# these tests need them (found by trying 0, 1, 2, ...): the collector on the gold with the player beside it, and
# the hunter beside the player.
COLLECTOR_ON_GOLD = 7          # the player at (2, 1), the bot at (1, 1)
HUNTER_BESIDE = 1              # the player at (1, 1), the bot at (2, 1)


def dooom_app(map_name: str, seed: int, strategy: str = "collector"):
    return game_app("dooom", DATA / map_name, seed, bot_strategy=strategy)


def gold_row(seed: int, strategy: str = "collector"):
    return dooom_app("dooom_gold_row.txt", seed, strategy)


def place(view, kind: EntityKind) -> Pos:
    return next(entity.pos for entity in view.entities if entity.kind is kind)


def turn(screen) -> list[str]:
    """The last turn's lines in the log."""
    return screen.log.lines[-screen.log.latest:]


def test_the_log_says_in_words_what_the_bot_did_each_turn():
    app, screen, session = gold_row(COLLECTOR_ON_GOLD)
    assert (place(session.view(), EntityKind.PLAYER), place(session.view(), EntityKind.OPPONENT)) == (Pos(2, 1), Pos(1, 1))
    press(app, "g")                  # nothing to pick up where the player stands; the bot stands on the gold
    assert turn(screen) == ["> PICKUP", "FAIL", "The bot picks up gold: it holds 1 of the 1 needed.",
                            "Not enough gold is left for you to win: the bot holds 1. Type QUIT after : to end the game."]
    press(app, "l")                  # the player onto the exit (without the gold it is no win); the bot follows
    assert turn(screen) == ["> MOVE E", "SUCCESS", "The exit: 1 more gold to leave (you hold 0 of the 1 needed).",
                            "The bot moves to (2, 1)."]
    press(app, "h")                  # into the bot: refused for free, the bot gets no move
    assert turn(screen) == ["The bot blocks MOVE W: no turn spent."]
    assert session.view().turn == 2 and place(session.view(), EntityKind.OPPONENT) == Pos(2, 1)
    press(app, "g")                  # a PICKUP on the exit spends the turn; the bot steps back
    assert turn(screen) == ["> PICKUP", "FAIL", "The bot moves to (1, 1)."]
    press(app, "h")                  # next to the bot: a single press stopped nothing, the log says it is near
    assert turn(screen) == ["> MOVE W", "SUCCESS", "The bot bumps into a wall.", "The bot is next to you."]


def test_the_hunter_bumping_into_the_player_is_said():
    app, screen, session = gold_row(HUNTER_BESIDE, "hunter")
    assert (place(session.view(), EntityKind.PLAYER), place(session.view(), EntityKind.OPPONENT)) == (Pos(1, 1), Pos(2, 1))
    press(app, "g")
    assert turn(screen) == ["> PICKUP", "SUCCESS, GOLD COINS: 1", "The bot bumps into you."]


def test_the_bot_leaving_first_is_said_before_lose():
    # win 0: the bot at (2, 1) steps onto the exit at (3, 1)
    app, screen, _ = game_app("dooom", DATA / "dooom_one_step.txt", seed=1)
    press(app, "g")
    assert turn(screen) == ["> PICKUP", "FAIL", "The bot moves to (3, 1).", "The bot leaves by the exit with 0 gold.",
                            "LOSE"]
    assert top(app) == "DooomOverScreen"


def test_help_lists_dooms_keys_only():
    app, screen, session = gold_row(COLLECTOR_ON_GOLD)
    press(app, "?")
    assert top(app) == "HelpScreen" and "Dooom" in app.stack[-1].heading
    titles = [title for _, title in app.stack[-1].rows()]
    assert any("PICKUP" in title for title in titles) and any("LOOK" in title for title in titles)
    assert not any(title.startswith("maze") or "freeze" in title or "potion" in title or "northwest" in title
                   for title in titles)
    frame(app)


@pytest.mark.parametrize("size", SIZES)
def test_every_window_size_shows_the_whole_board_and_the_hud_uncut(size):
    app, screen, _ = game_app("dooom", DATA.parent.parent.parent / "maps" / "dooom" / "medium.txt", seed=1)
    for _ in range(4):
        press(app, "x", "i", "h", "l")   # a log longer than the HUD, and a LOOK in the side column
    press(app, ":", "M", "O", "V", "E")  # the command line open, half typed
    while screen.animating:
        app.update(1 / 60)
    check_uncut(screen, app.board, size)


# ----- no bump by accident, the bot in the side list, a walk to a clicked tile -------------------------------

def hall(seed: int, strategy: str = "collector"):
    return dooom_app("dooom_hall.txt", seed, strategy)


def held(app, name: str, times: int) -> None:
    """A key held down: its first press and its repeats, never let go."""
    from graphics.keymap import key_event

    for _ in range(times):
        app.dispatch(key_event(name))


def test_a_held_key_stops_at_a_wall():
    app, screen, session = hall(107)     # the player at (1, 2), the wall to the west
    held(app, "h", 10)                   # refused for free: no turn spent, no FAIL, the bot gets no free move
    assert session.view().turn == 0 and session.record.commands == []
    assert screen.log.lines[-1] == "A wall blocks MOVE W: no turn spent."


def test_the_bot_bumping_a_wall_does_not_stop_the_players_held_key():
    app, screen, session = gold_row(13)  # the collector walks into the row's walls turn after turn
    held(app, "g", 6)
    assert session.view().turn == 6
    assert sum("The bot bumps into a wall." in line for line in screen.log.lines) >= 5


def test_held_keys_stop_when_the_bot_comes_next_to_the_player():
    app, screen, session = hall(0, "hunter")     # the player at (6, 2), the hunter at (1, 3) comes for them
    assert place(session.view(), EntityKind.OPPONENT) == Pos(1, 3)
    held(app, "g", 20)                   # PICKUP where there is no gold: a turn each, the bot moving
    view = session.view()
    assert view.turn == 7 and place(view, EntityKind.OPPONENT) == Pos(5, 1)


def test_a_walk_stopped_by_the_bot_coming_next_to_the_player_says_so_once():
    app, screen, session = hall(0, "hunter")     # the player at (6, 2), the hunter at (1, 3) comes for them
    frame(app)
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=app.board.cell_rect(Pos(1, 2)).center, button=1))
    for _ in range(60):
        app.update(0.05)
    view = session.view()
    assert screen.path == [] and place(view, EntityKind.PLAYER) == Pos(3, 2) and place(view, EntityKind.OPPONENT) == Pos(2, 2)
    assert screen.log.lines[-1] == "Stopped: the bot is next to you."
    press(app, "g")                      # the bot stays next to the player: no longer news
    assert screen.log.lines.count("Stopped: the bot is next to you.") == 1


def test_the_side_list_shows_the_bot_with_its_gold_and_hover_over_it_names_it():
    app, screen, session = hall(107)
    drawn = []
    text = screen.hud.text
    screen.hud.text = lambda words, *rest: drawn.append(words) or text(words, *rest)
    frame(app)
    assert "In sight: 1" in drawn and any(words.endswith("(0/1 gold)") for words in drawn) and len(screen.side_rows) == 1
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=screen.side_rows[0].center, rel=(0, 0), buttons=(0, 0, 0)))
    assert screen.hover_text == "The bot (collector), holding 0 gold"


def test_a_click_on_a_far_tile_walks_there_one_move_at_a_time():
    app, screen, session = hall(107)     # the player at (1, 2)
    frame(app)
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=app.board.cell_rect(Pos(4, 2)).center, button=1))
    for _ in range(40):
        app.update(0.05)
    assert place(session.view(), EntityKind.PLAYER) == Pos(4, 2)
    assert session.record.commands == ["MOVE E", "MOVE E", "MOVE E"]


def test_a_continued_game_and_a_replay_show_the_players_commands_as_the_game_did(tmp_path):
    from graphics.replay_screen import ReplayScreen
    from graphics.transitions import ContinueGame
    from roguelike_client.userdata.saves import list_saves

    app, screen, session = hall(107)
    press(app, "l", "g", "x")
    played = list(screen.log.lines)
    assert "> MOVE E" in played and "> PICKUP" in played and "> LOOK" in played
    press(app, "q", "y")                      # saved to continue
    (saved,), _ = list_saves("dooom")
    app.apply(ContinueGame(saved))
    continued = app.stack[-1].log.lines
    assert continued[:len(played)] == played
    replay = ReplayScreen(app.context, saved.record)
    app.push(replay)
    for _ in saved.record.commands:
        replay.advance()
    assert replay.play.log.lines == played


def test_gold_picked_up_rises_from_the_player_in_gold_that_stays_bright():
    from tests.window.test_maze_feel import glyph_pixels_covered, number_pixels

    app, screen, session = hall(107)     # the player at (1, 2), gold at (1, 3)
    press(app, "j", "g")
    view = session.view()
    player = place(view, EntityKind.PLAYER)
    assert player == Pos(1, 3) and view.detail.player_gold == 1
    changed, _ = number_pixels(app, screen)
    # It starts on the player's own cell (above it a wall: playtest 11 saw the number drawn there) and rises in
    # its column.
    cells = {app.board.cell_at(pixel, view) for pixel in changed}
    assert changed and player in cells and {cell.x for cell in cells} == {player.x}
    app.update(0.4)                      # half its time later it is still drawn in the full gold of its word
    changed, _ = number_pixels(app, screen)
    assert app.palette.gold in changed.values()


def test_the_side_list_stays_put_as_the_hover_text_comes_and_goes():
    app, screen, session = hall(107)
    frame(app)
    rows = list(screen.side_rows)
    for pixel in ((1, 1), rows[0].center, (1, 1)):     # from empty space onto the bot's row and off again
        app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=pixel, rel=(0, 0), buttons=(0, 0, 0)))
        frame(app)
        assert screen.side_rows == rows
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=rows[0].center, rel=(0, 0), buttons=(0, 0, 0)))
    surface = frame(app)
    assert screen.hover_text.startswith("The bot") and tuple(surface.get_at(rows[0].topleft))[:3] == app.palette.accent


def test_a_look_is_one_line_in_the_log_and_its_grid_is_in_the_panel():
    app, screen, session = hall(107)
    before = len(screen.log.lines)
    for _ in range(6):
        press(app, "x")
    added = screen.log.lines[before:]
    assert added.count("> LOOK") == 6 and added.count("LOOKREPLY: the 5x5 view is in the LOOK panel.") == 6
    assert not any(set(line) <= set("#.GEPBX") for line in added)       # no row of the grid
    assert len(added) <= 6 * 3                                          # with what the bot did, each turn
    assert len(session.view().detail.look) == 5


def test_the_status_line_says_whose_move_it_is_in_a_small_window():
    app, screen, session = dooom_app("dooom_hall.txt", 107)
    drawn = []
    text = screen.hud.text
    pygame.display.set_mode((640, 360))
    # Watched from the first frame: later frames draw the HUD again from its recording, without measuring text.
    screen.hud.text = lambda words, *rest: drawn.append(words) or text(words, *rest)
    frame(app)
    assert any(words.startswith("Your move, 0 turns played") for words in drawn), drawn
    press(app, "g")                      # the bot's move shows a moment later: till then it is its move
    frame(app)
    assert any(words.startswith("The bot moves, 1 turn played") for words in drawn), drawn
