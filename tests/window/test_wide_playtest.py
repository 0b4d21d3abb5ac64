"""What the blind playtests of the window's shared screens found: a board that moved under a still pointer, a resize
leaving marks on the board, the status line over the board."""
import pygame
import pytest

from game.core import EntityKind, Pos
from graphics.app import App
from graphics.board import player_cell
from graphics.title import TitleScreen
from tests.window.conftest import make_args
from tests.window.helpers import frame, press


@pytest.fixture(autouse=True)
def close_pygame():
    yield
    pygame.quit()


def playing(game: str, size: tuple[int, int], tiles: bool = False, seed: int = 3) -> App:
    app = App(make_args(game=game, seed=seed, tiles=tiles), headless=True)
    app.push(TitleScreen(app.context))
    app.start_game(game)
    if game == "cc3k":
        press(app, "s")
    resize(app, size)
    app.draw()
    return app


def resize(app: App, size: tuple[int, int]) -> None:
    """The window made another size by its frame, as a system does it: the same window, its events."""
    pygame.display.set_mode(size, pygame.RESIZABLE)
    app.dispatch(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
    app.dispatch(pygame.event.Event(pygame.WINDOWRESIZED, x=size[0], y=size[1]))


def point(app: App, pixel: tuple[int, int]) -> None:
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=pixel, rel=(0, 0), buttons=(0, 0, 0)))
    app.draw()


def pixels(app: App) -> bytes:
    return pygame.image.tobytes(frame(app), "RGB")


def test_a_resize_leaves_no_seam_on_the_board_in_tiles():
    """800x500 zoomed in (the board cut, its edges marked), then 1600x1000: the frame is the one a window opened at
    1600x1000 draws (the playtest saw a 7 px black seam through the board where a mark of the small window was)."""
    app = playing("cc3k", (800, 500), tiles=True)
    press(app, "=", "=", "=")          # the chosen size is kept in the settings: the window opened next has it
    app.draw()
    assert app.board.cut_edges()
    resize(app, (1600, 1000))
    frame(app)
    resized = pixels(app)
    pygame.quit()
    assert resized == pixels(playing("cc3k", (1600, 1000), tiles=True))


@pytest.mark.parametrize("game", ["cc3k", "dooom"])
def test_the_pointed_cell_follows_the_board_moving_under_a_still_pointer(game):
    """A far cell pointed at on a board zoomed round the player; the player steps (the camera follows) and the
    window is resized: the hover text and the path shown are those of the cell under the pointer now, the path
    starting next to where the player stands."""
    app = playing(game, (800, 500))
    play, board = app.stack[-1], app.board
    here = player_cell(play.view)
    target = next(cell for cell in (Pos(here.x + 3, here.y), Pos(here.x - 3, here.y), Pos(here.x, here.y + 3),
                                    Pos(here.x, here.y - 3)) if board.cell_rect(cell) is not None)
    pixel = board.cell_rect(target).center
    point(app, pixel)
    for key in (["l", "h", "j", "k"] if game == "cc3k" else ["right", "left", "down", "up"]):
        press(app, key)
        frame(app)
        under = board.cell_at(pixel, play.view)
        assert play.pointed == under
        if play.preview:
            start = player_cell(play.view)
            assert max(abs(play.preview[0].x - start.x), abs(play.preview[0].y - start.y)) == 1
    before = play.pointed
    resize(app, (1600, 1000))
    frame(app)
    assert play.pointed == board.cell_at(pixel, play.view) != before
    shown = play.hover_text
    play.on_hover(play.pointed)
    assert play.hover_text == shown


def board_pixels(app: App) -> bytes:
    """The board and the marks round it, as drawn now."""
    board = app.board
    around = board.area.inflate(2 * 9, 2 * 9).clip(frame(app).get_rect())
    return pygame.image.tobytes(frame(app).subsurface(around), "RGB")


@pytest.mark.parametrize("game", ["cc3k", "maze", "dooom"])
@pytest.mark.parametrize("size", [(800, 500), (1296, 640)])
def test_the_status_line_is_in_the_footers_place_never_over_the_board_and_a_click_clears_it(game, size):
    """A swallowed key's words on a maze board as tall as the window: the board is drawn as without them (the
    playtest lost its bottom row under them), the words are on the window; a click (not the wheel) clears them as a
    key does."""
    app = playing(game, size)
    for _ in range(2):
        press(app, "=")
    plain, board = pixels(app), board_pixels(app)
    app.swallowed(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(1, 1), button=1))     # a click given too soon
    assert pixels(app) != plain
    assert board_pixels(app) == board
    corner = (size[0] - 2, size[1] - 2)
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=corner, button=4))      # the wheel
    assert app.status
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=corner, button=1))
    assert not app.status
    assert pixels(app) == plain


def test_in_dooom_a_press_of_pickup_just_after_a_step_onto_gold_picks_it_up():
    """The step onto gold stops the keys held or typed ahead, but a new press of g a moment later (within the danger
    pause after an attack) is taken: the playtest's g was swallowed."""
    import time

    from graphics.keymap import key_event
    from tests.window.test_dooom_feel import hall, place

    app, screen, session = hall(107)      # the player at (1, 2); gold at (3, 1), the path east along row 1
    press(app, "k", "l")
    app.take([key_event("l"), key_event("l")], time.perf_counter(), live=True)   # onto the gold; the second: ahead
    view = session.view()
    assert place(view, EntityKind.PLAYER) == Pos(3, 1) and view.turn == 3
    app.take([key_event("g")], time.perf_counter() + 0.05, live=True)
    assert session.record.commands[-1] == "PICKUP" and not app.status
    assert session.view().detail != view.detail


def test_a_replay_ends_in_the_live_games_words_and_its_footer_shows_the_replays_keys():
    """The end box names the creature as the live game's box does ("the Orc", not the rule book's letter "O"); the
    game's footer, a Dooom replay's too, shows the replay's keys, =/- said to be its speed."""
    from tests.window.test_replay_looks import replayed

    replay = replayed("cc3k-troll-dies.json")
    assert [line[0] for line in replay.end_lines(replay.session.view())][-1] == "PC is slain by the Orc. Score: 2."
    assert "=/- speed" in replay.play.footer() and "size" not in replay.play.footer()
    dooom = replayed("dooom-loses-to-hunter.json")
    assert "=/- speed" in dooom.play.hint() and not any("PICKUP" in part for part in dooom.play.hint())


def test_the_high_scores_map_column_says_generated_or_the_default_maps_name_for_a_games_own_map(monkeypatch):
    """A maze game on the maze made from the seed reads "generated", a game on a game's default map that map's file
    name, as the list of saves names it (CC3k ships two maps), a player's map its file name: never "its own"."""
    import graphics.scores_screen
    from graphics.scores_screen import ScoresScreen
    from roguelike_client.userdata.scores import ScoreEntry, add

    add("maze", ScoreEntry(120, "won", "turn 80 / 150", 4, "2026-11-27", "", won=True))
    add("cc3k", ScoreEntry(30, "Shade", "floor 2", 5, "2026-11-27", ""))
    add("cc3k", ScoreEntry(20, "Drow", "floor 1", 6, "2026-11-27", "mine.txt"))
    app = playing("cc3k", (1296, 640))
    drawn: list[str] = []
    real = graphics.scores_screen.render
    monkeypatch.setattr(graphics.scores_screen, "render",
                        lambda font, text, colour: drawn.append(text) or real(font, text, colour))
    app.push(ScoresScreen(app.context))
    frame(app)
    assert "generated" in drawn and "default.txt" in drawn and "mine.txt" in drawn and "its own" not in drawn


@pytest.mark.parametrize("tiles", [False, True], ids=["glyphs", "tiles"])
@pytest.mark.parametrize("size", [(800, 500), (1296, 640)])
def test_the_side_lists_names_are_never_cut(size, tiles, monkeypatch):
    """Every creature of the rule book's first floor in the side list, in one column or two: "Merchant" whole (the
    playtest read "Merchan..."), the note or the maximum HP left out first where the row is narrow."""
    import graphics.hud
    from roguelike_client.play.text import ELLIPSIS

    drawn: list[str] = []
    real = graphics.hud.Hud.text
    monkeypatch.setattr(graphics.hud.Hud, "text", lambda hud, text, *rest: drawn.append(text) or real(hud, text, *rest))
    app = playing("cc3k", size, tiles=tiles, seed=5)
    play = app.stack[-1]
    frame(app)
    assert "Merchant" in [sighting.name for sighting in play.sightings()[:len(play.side_rows)]]
    assert not [text for text in drawn if text.endswith(ELLIPSIS)]


def test_the_status_line_leaves_dooms_log_whole_at_1920x1080():
    """The seventh playtest saw the status band cut through the newest log line of Dooom's HUD: it covers only the
    footer's own height."""
    app = playing("dooom", (1920, 1080))
    for key in ("right", "left", "right", "down", "down"):
        press(app, key)
    screen = app.stack[-1]
    log_area = screen.place((1920, 1080))[5]
    before = pygame.image.tobytes(frame(app).subsurface(log_area), "RGB")
    app.swallowed(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(1, 1), button=1))
    assert pygame.image.tobytes(frame(app).subsurface(log_area), "RGB") == before
