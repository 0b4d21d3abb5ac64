"""A replay's bar covers nothing of the game's own screen at any size (its board's last row, its footer), and a
replay of a finished game ends with the game's end in a box over its board, as the recording ended."""
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from graphics.replay_screen import ReplayScreen
from roguelike_client.userdata.records import load_record
from tests.window.conftest import make_args
from tests.window.helpers import frame

ROOT = Path(__file__).resolve().parent.parent.parent
GOLDEN = ROOT / "tests" / "golden"
SIZES = [(1296, 640), (800, 500), (1920, 1080)]
RECORDS = {"cc3k": "cc3k-ongoing.json", "maze": "maze-bot-wins.json", "dooom": "dooom-wins.json"}


def replaying(path: Path, size: tuple[int, int]):
    from graphics.app import App
    from graphics.title import TitleScreen

    app = App(make_args(), headless=True)
    pygame.display.set_mode(size)
    app.push(TitleScreen(app.context))
    replay = ReplayScreen(app.context, load_record(path))
    app.push(replay)
    return app, replay


def bar_top(surface: pygame.Surface, replay: ReplayScreen) -> int:
    """The replay bar's top: the height of the part of the window the game's screen was drawn on."""
    above = replay._above[1]
    assert above.get_parent() is surface
    return above.get_height()


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("game", sorted(RECORDS))
def test_the_bar_covers_nothing_of_the_games_screen(game, size):
    app, replay = replaying(GOLDEN / RECORDS[game], size)
    for _ in range(3):
        replay.advance()
    surface = frame(app)
    top = bar_top(surface, replay)
    assert 0 < top < size[1] and app.context.board.area.bottom <= top
    # Above the bar, the window shows what the game's screen draws on its own in that much room: its footer and
    # the board's last row included, nothing drawn over them.
    alone = pygame.Surface((size[0], top))
    replay.play.draw(alone)
    shown = surface.subsurface((0, 0, size[0], top))
    assert pygame.image.tobytes(shown, "RGB") == pygame.image.tobytes(alone, "RGB")
    # The bar is the replay's: its text is drawn below the game's screen.
    bar = surface.subsurface((0, top, size[0], size[1] - top))
    assert bar.get_bounding_rect().height and any(
        bar.get_at((x, y))[:3] != tuple(app.context.palette.background[:3])
        for x in range(0, size[0] // 2, 2) for y in range(bar.get_height()))


def text_recording(folder: Path, commands: str, *options: str, seed: int = 1) -> Path:
    """A CC3k game played in the terminal and recorded, as a player makes one."""
    path = folder / "text.json"
    subprocess.run([sys.executable, str(ROOT / "main.py"), "--text", "--seed", str(seed), *options,
                    "--record", str(path)],
                   input=commands, text=True, capture_output=True, cwd=ROOT, check=True, timeout=60)
    return path


def centre_colour(app, replay) -> tuple:
    above = replay._above[1]
    return tuple(above.get_at(above.get_rect().center)[:3])


def test_a_text_recording_that_quit_ends_with_the_end_box_and_the_footer(tmp_path):
    app, replay = replaying(text_recording(tmp_path, "s\nea\nso\nq\n"), (1296, 640))
    frame(app)
    panel = tuple(app.context.palette.panel[:3])
    assert not replay.session.view().over and not replay.finished
    while not replay.finished:
        assert centre_colour(app, replay) != panel         # no box while the game plays
        replay.advance()
        frame(app)
    assert centre_colour(app, replay) == panel             # the end's box over the board
    assert replay.outcome == "The replay ended exactly where the recording did."
    # The game's own footer (its seed and keys) shows above the bar.
    top = bar_top(frame(app), replay)
    alone = pygame.Surface((1296, top))
    replay.play.draw(alone)
    footer = pygame.Rect(0, top - 30, 1296, 30)
    assert alone.subsurface(footer).get_bounding_rect().width
    shown = frame(app).subsurface(footer)
    assert pygame.image.tobytes(shown, "RGB") == pygame.image.tobytes(alone.subsurface(footer), "RGB")


def test_a_replay_that_stops_mid_game_shows_no_end_box():
    app, replay = replaying(GOLDEN / "cc3k-ongoing.json", (1296, 640))
    while not replay.finished:
        replay.advance()
    frame(app)
    assert not replay.session.view().over
    assert centre_colour(app, replay) != tuple(app.context.palette.panel[:3])


def test_the_box_of_a_win_quit_after_says_the_win_not_the_farewell(tmp_path):
    # The rule book's game won, then "q" at its question whether to play again: the text game says "Goodbye.".
    path = text_recording(tmp_path, "x\nd\nu we\nea\nea\nea\nea\nea\nq\n", "--map",
                          str(GOLDEN / "cc3k_quick_win.txt"), seed=3)
    app, replay = replaying(path, (1296, 640))
    while not replay.finished:
        replay.advance()
    frame(app)
    assert replay.play.log.lines[-1] == "Goodbye."
    assert [text for text, _, _ in replay.end_lines(replay.session.view())] == [
        "The recorded game: won", "Score: 0", "PC reaches the stairs of floor 5 and escapes the dungeon! Score: 0."]


def test_the_box_of_a_quit_says_so():
    _, replay = replaying(GOLDEN / "cc3k-random-floors.json", (1296, 640))
    while not replay.finished:
        replay.advance()
    view = replay.session.view()
    assert view.over and replay.end_lines(view)[0][0] == "The recorded game: quit"
