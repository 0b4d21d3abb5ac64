"""What the eleventh and twelfth blind playtests found in the Dungeon of Dooom's window: the HUD's turn, the end box's
and the score table's say the same words; a step onto the exit without the gold needed says how much more it takes,
and the exit or gold under P or B stays marked; the command line recalls its earlier lines with Up and Down; the
footer keeps help on its one line at 800x500; at 1296x640 the log has the room the window has, and a walk's turns
fold into a few lines that leave the bot's pickup in sight."""
import pygame

from game.core import EntityKind, Pos
from tests.window.conftest import DATA
from tests.window.helpers import frame, game_app, press, top
from tests.window.test_dooom_playtest_window import place, typed

ROOT = DATA.parent.parent.parent
SMALL = ROOT / "maps" / "dooom" / "small.txt"
# The eleventh playtest's game of seed 5 on the default map, as its replay recorded it: 59 lines, 56 turns, a win.
SEED_5_WIN = ["MOVE W", "MOVE W", "PICKUP", "MOVE W", "MOVE N", "MOVE N", "MOVE E", "pickup", "MOVE X", "LOOK",
              "PICKUP", "MOVE W", "MOVE N", "MOVE N", "MOVE N", "MOVE S", "MOVE S", "MOVE S", "MOVE E", "MOVE E",
              "MOVE E", "MOVE E", "MOVE E", "MOVE E", "MOVE N", "MOVE N", "PICKUP", "MOVE S", "MOVE S", "MOVE E",
              "MOVE E", "MOVE E"] + ["MOVE W"] * 9 + ["MOVE N"] * 4 + \
    ["MOVE E", "MOVE E", "MOVE S", "MOVE S", "MOVE E", "MOVE E", "MOVE N", "MOVE N"] + ["MOVE E"] * 5 + ["MOVE S"]


def drawn_words(app, screen) -> list[str]:
    """Every text the HUD draws in a frame (its recordings forgotten, so that it measures them again)."""
    drawn: list[str] = []
    text = screen.hud.text
    screen.hud.text = lambda words, *rest: drawn.append(words) or text(words, *rest)
    screen.hud._recorded.clear()
    frame(app)
    screen.hud.text = text
    return drawn


def click(app, cell: Pos) -> None:
    frame(app)
    pixel = app.board.cell_rect(cell).center
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=pixel, rel=(0, 0), buttons=(0, 0, 0)))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pixel, button=1))


def walk(app, frames: int = 400) -> None:
    for _ in range(frames):
        app.update(0.05)


def colours_in(surface: pygame.Surface, rect: pygame.Rect) -> set:
    return {tuple(surface.get_at((x, y)))[:3] for x in range(rect.left, rect.right)
            for y in range(rect.top, rect.bottom)}


# ----- 1. the turn, in the same words everywhere -------------------------------------------------------------------

def test_the_hud_the_end_box_and_the_score_table_count_the_same_turns_in_the_same_words():
    app, screen, session = game_app("dooom", SMALL, 5)
    for line in SEED_5_WIN[:32]:
        typed(app, line)
    assert session.view().turn == 29
    walk(app, 10)                        # the bot's move shown: the player's move again
    assert any(words.startswith("Your move, 29 turns played: ") for words in drawn_words(app, screen))
    for line in SEED_5_WIN[32:]:
        typed(app, line)
    assert top(app) == "DooomOverScreen"
    box = [text for text, _colour, _font in app.stack[-1].box_lines()]
    assert box[2:] == ["You held 3 gold, the bot 1; 56 turns played.",
                       "A turn: a MOVE or PICKUP of yours, then the bot's one action (HELLO and LOOK are free)."]
    assert [entry.reached for entry in app.stack[-1].entries] == ["turn 56"]      # the table's "reached turn 56"


# ----- 2. the exit under the player ---------------------------------------------------------------------------------

def test_a_walk_onto_the_exit_without_the_gold_says_how_much_more_and_the_exit_stays_marked_under_p():
    app, screen, session = game_app("dooom", SMALL, 10)
    pygame.display.set_mode((1296, 640))
    click(app, Pos(1, 7))                # the twelfth playtest's click on the exit, holding no gold
    walk(app)
    assert place(session.view(), EntityKind.PLAYER) == Pos(1, 7) and not session.view().over
    assert "The exit: 3 more gold to leave (you hold 0 of the 3 needed)." in screen.log.lines
    assert screen.hover_text == "You, holding 0 gold, on the exit: 3 more gold to leave"
    surface = frame(app)
    cell = app.board.cell_rect(Pos(1, 7))
    corner = pygame.Rect(cell.centerx, cell.centery, cell.width // 2, cell.height // 2)
    assert tuple(app.palette.stairs)[:3] in colours_in(surface, corner)


def test_gold_under_the_bot_is_marked_in_its_cell_and_named_when_pointed_at():
    app, screen, session = game_app("dooom", DATA / "dooom_gold_row.txt", 7)     # the collector stands on the gold
    pygame.display.set_mode((800, 500))
    bot = place(session.view(), EntityKind.OPPONENT)
    assert session.view().cells[bot.y][bot.x] == "G"
    surface = frame(app)
    cell = app.board.cell_rect(bot)
    corner = pygame.Rect(cell.centerx, cell.centery, cell.width // 2, cell.height // 2)
    assert tuple(app.palette.gold)[:3] in colours_in(surface, corner)
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=cell.center, rel=(0, 0), buttons=(0, 0, 0)))
    assert screen.hover_text == "The bot (collector), holding 0 gold, on gold"


# ----- 3. the command line's history --------------------------------------------------------------------------------

def test_up_and_down_recall_the_lines_typed_before_and_escape_still_cancels():
    app, screen, session = game_app("dooom", DATA / "dooom_hall.txt", 107)
    typed(app, "HELLO")
    typed(app, "LOOK")
    press(app, ":", "M")
    press(app, "up")
    assert screen.typing == "LOOK"
    press(app, "up")
    assert screen.typing == "HELLO"
    press(app, "up")                     # the oldest stays
    assert screen.typing == "HELLO"
    press(app, "down")
    assert screen.typing == "LOOK"
    press(app, "down")                   # past the newest: what was being typed
    assert screen.typing == "M"
    press(app, "up", "return")           # a recalled line is sent as typed
    assert session.record.commands == ["HELLO", "LOOK", "LOOK"]
    press(app, ":", "up", "escape")
    assert screen.typing is None and session.record.commands == ["HELLO", "LOOK", "LOOK"]


# ----- 4. the footer at 800x500 -------------------------------------------------------------------------------------

def test_at_800x500_the_footer_is_one_line_with_the_seed_and_help():
    app, screen, session = game_app("dooom", SMALL, 6)
    pygame.display.set_mode((800, 500))
    frame(app)
    footer = screen.place((800, 500))[-1]
    assert footer == ["seed 6   arrows move   g PICKUP   x LOOK   i HELLO   : command   ? help"]


# ----- 5. the log's room, and a walk folded --------------------------------------------------------------------------

def test_at_1296x640_the_log_shows_fifteen_lines_or_more():
    app, screen, session = game_app("dooom", SMALL, 9)
    pygame.display.set_mode((1296, 640))
    frame(app)
    log_area = screen.place((1296, 640))[5]
    assert log_area.height // screen.hud.small.get_linesize() >= 15


def test_a_walk_folds_its_moves_and_the_bots_and_keeps_the_bots_pickup_in_sight():
    app, screen, session = game_app("dooom", SMALL, 9)
    pygame.display.set_mode((1296, 640))
    before = len(screen.log.lines)
    click(app, Pos(10, 1))               # the twelfth playtest's walk: the bot picks up gold on the way
    walk(app)
    assert session.record.commands == ["MOVE W"] * 5
    assert screen.log.lines[before:] == [
        "> MOVE W x5   (5 MOVEs in a row, turns 1 to 5: SUCCESS each)",
        "The bot makes 2 moves, to (10, 7).",
        "The bot picks up gold: it holds 1 of the 3 needed.",
        "The bot makes 2 moves, to (9, 6).",
        "Stopped: the bot is next to you."]
    assert screen.log.latest == 5
    press(app, "g")                      # the next turn goes in as a press does, after the walk's lines
    assert screen.log.lines[before + 5:before + 7] == ["> PICKUP", "SUCCESS, GOLD COINS: 1"]



def test_a_held_arrow_folds_its_moves_from_its_first_press_and_a_new_press_begins_anew():
    from tests.window.test_dooom_feel import held

    app, screen, session = game_app("dooom", SMALL, 9)     # the player at (15, 5), an open row to the west
    before = len(screen.log.lines)
    held(app, "left", 3)                 # the press and two repeats
    assert session.record.commands == ["MOVE W"] * 3
    assert screen.log.lines[before:] == [
        "> MOVE W x3   (3 MOVEs in a row, turns 1 to 3: SUCCESS each)",
        "The bot makes 2 moves, to (10, 7).",
        "The bot picks up gold: it holds 1 of the 3 needed."]
    app.dispatch(pygame.event.Event(pygame.KEYUP, key=pygame.K_LEFT, mod=0, unicode="", scancode=0))
    press(app, "left")                   # a press of its own: its own lines, as ever
    assert screen.log.lines[before + 3:before + 5] == ["> MOVE W", "SUCCESS"]


# A stair of a corridor from (1, 8) up to the exit at (7, 2), turning at every step, and the bot's closed room; no
# gold is needed. Seed 0 starts the player at the stair's foot and the bot in its room.
STAIRS = """name Stairs
win 0
############
############
######.E####
#####..#####
####..######
###..#######
##..########
#..#########
#.#######..#
#########..#
############
"""


def test_a_long_winding_walk_names_its_last_runs_and_keeps_its_turns_in_sight(tmp_path):
    path = tmp_path / "stairs.txt"
    path.write_text(STAIRS)
    app, screen, session = game_app("dooom", path, 0)
    assert place(session.view(), EntityKind.PLAYER) == Pos(1, 8)
    before = len(screen.log.lines)
    click(app, Pos(7, 2))
    walk(app)
    assert place(session.view(), EntityKind.PLAYER) == Pos(7, 2) and len(session.record.commands) == 12
    assert screen.log.lines[before] == \
        "> MOVE ..., N, E, N, E, N, E, N, E   (12 MOVEs in a row, turns 1 to 12: SUCCESS each)"
    assert screen.log.lines[before + 1:] == ["The bot makes 11 moves, to (9, 8).", "WIN"]
