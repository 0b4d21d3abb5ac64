"""Text from outside drawn in the window: any str through the one render helper (graphics/text.py), and through the
screens that show a bot's message, a score file, a save, a record and the seed typed, never raises."""
import json
import pathlib
import time

import pygame
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.cc3k.spec import SPEC as CC3K
from game.maze.spec import SPEC as MAZE
from graphics.keymap import key_event
from graphics.maze_window import MatchScreen, MazeScreen
from graphics.replay_screen import ReplayScreen
from graphics.kept_games import SavesScreen
from graphics.scores_screen import ScoresScreen
from graphics.title import SeedScreen
from graphics.text import clip, render, text_width, wrap
from graphics.transitions import Pop, Push
from roguelike_client.play.session import Session
from roguelike_client.userdata import scores
from roguelike_client.userdata.records import Record
from roguelike_client.userdata.saves import new_save_path
from tests.maze.support import bot_program
from tests.window.conftest import DATA
from tests.window.helpers import frame, press, top
from tests.window.test_maze_window import MAZE as MAZE_FILE, maze_app, view

GRAPHICS = pathlib.Path(__file__).resolve().parents[2] / "graphics"
# Every character a str can hold (lone surrogates too), and the ones that broke the window before.
ANY_TEXT = st.text(st.characters(codec=None, exclude_categories=()), max_size=300)
HOSTILE = ("a\x00b", "\u200b", "\ufeff", "\u034f", "\u0301", "\ud800", "\x1b[2J", "\r\n", "\u2028", "x" * 5000, "")
FUZZ = settings(max_examples=120, deadline=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])


def fonts() -> list[pygame.font.Font]:
    pygame.font.init()
    return [pygame.font.Font(None, size) for size in (20, 24, 40)]


def test_pixels_come_from_text_in_one_place_only():
    """Every font.render of the window is the helper's: what it guards against is guarded everywhere."""
    for path in GRAPHICS.glob("*.py"):
        if path.name != "text.py":
            assert ".render(" not in path.read_text(encoding="utf-8"), f"{path.name} renders text itself"


def test_the_render_helper_draws_what_pygame_refuses():
    for font in fonts():
        for text in HOSTILE:
            image = render(font, text, (255, 255, 255))
            assert image.get_height() >= font.get_height() - 2
            assert text_width(font, text) == image.get_width()
        # NUL is drawn as its escape; a lone joiner-like mark, which pygame finds zero pixels wide, as nothing.
        assert render(font, "a\x00b", (1, 2, 3)).get_width() == font.size("a\\x00b")[0]
        assert render(font, "\u034f", (1, 2, 3)).get_width() == 0


@FUZZ
@given(ANY_TEXT, st.integers(min_value=0, max_value=800))
def test_any_text_is_drawn_measured_clipped_and_wrapped(text, room):
    for font in fonts():
        assert render(font, text, (200, 200, 200)).get_height() > 0
        cut = clip(font, text, room)
        assert text_width(font, cut) <= room or cut == "..."
        lines = wrap(font, text, room, most=3)
        assert 1 <= len(lines) <= 3 and all(text_width(font, line) <= room or line == "..." for line in lines)


def _until(app, done, seconds: float = 10.0) -> None:
    """Frames pass in real time, each drawn, while a bot thinks in its own process."""
    deadline = time.monotonic() + seconds
    while not done() and time.monotonic() < deadline:
        app.update(0.1)
        frame(app)
        time.sleep(0.01)


def test_a_bots_message_of_nul_zero_width_and_escapes_is_drawn(tmp_path):
    said = ['a' + chr(0) + 'b', chr(0x200b), chr(0x1b) + '[2J', 'x' + chr(0x2028) + 'y', chr(0xfeff)]
    bot = bot_program(tmp_path, "    print(f'MOVE {x} {y} {said[turn % len(said)]}', flush=True)\n",
                      prelude=f"said = {said!r}\n")
    app, screen, session = maze_app(bot=bot, bot_timeout=2000)
    _until(app, lambda: view(session).turn >= 5)
    assert view(session).turn >= 5 and not view(session).over
    assert screen.log.lines[0] == "Bot: MOVE 1 1 (a\x00b)"       # the log keeps what was said; drawing shows it
    frame(app)
    press(app, "q", "y")
    assert top(app) == "TitleScreen"


def test_any_bot_message_and_command_are_drawn_in_the_maze_and_a_match():
    app, _, _ = maze_app()

    @FUZZ
    @given(ANY_TEXT)
    def check(text):
        session = Session.new(MAZE, 1, str(MAZE_FILE), MAZE_FILE.read_text(), {"bot": "bot " + text})
        # The bot's answer as its process would hand it over, without a process: the window takes it as it comes.
        session.bot_answer = lambda: session.send(MAZE.bot.answer(f"MOVE 1 1 {text}"))
        screen = MazeScreen(app.context, session)
        app.apply(Push(screen))
        app.update(1 / 60)
        assert view(session).turn == 1 and screen.log.lines[0].startswith("Bot: MOVE 1 1")
        frame(app)
        app.back_to_title()
        app.apply(Push(MatchScreen(app.context, [session])))
        frame(app)
        app.apply(Pop())
        session.close()
        app.context.say(text)            # the status line: a file's name, a problem quoting what it read
        frame(app)

    check()


def _score_file(entries: list[dict]) -> None:
    path = scores.scores_path()
    path.write_text(json.dumps({"format": scores.FORMAT, "version": scores.VERSION,
                                "games": {"cc3k": entries, "maze": entries}}), encoding="utf-8")


def test_a_zero_width_character_in_the_score_file_is_drawn():
    app, _, _ = maze_app()
    _score_file([{"score": 7, "who": "\u200b", "reached": "", "seed": 1, "date": "\x00", "map": "\u034f"}])
    press(app, "escape", "y")
    assert top(app) == "TitleScreen"
    press(app, "h")
    assert top(app) == "ScoresScreen" and app.status == ""
    frame(app)


def test_any_text_in_the_score_file_is_drawn():
    app, _, _ = maze_app()

    @FUZZ
    @given(ANY_TEXT, ANY_TEXT, ANY_TEXT, ANY_TEXT)
    def check(who, reached, date, map_name):
        _score_file([{"score": 10**30, "who": who, "reached": reached, "seed": -1, "date": date, "map": map_name}])
        assert scores.load_all()[1] is None
        app.apply(Push(ScoresScreen(app.context)))
        frame(app)
        app.apply(Pop())

    check()


def test_any_text_in_a_save_and_a_record_is_drawn():
    app, _, _ = maze_app()
    layout = (DATA / "known.txt").read_text()

    @FUZZ
    @given(ANY_TEXT, ANY_TEXT, st.lists(ANY_TEXT.map(lambda line: line.replace("\n", " ")), max_size=3))
    def check(summary, name, lines):
        save = Record("maze", 5, MAZE.rules_version, map_name=name, summary=summary, date=name,
                      commands=["s"], options={})
        path = new_save_path("maze")
        path.parent.mkdir(parents=True, exist_ok=True)
        # As JSON keeps it: a lone surrogate as its \u escape, which json reads back as it was.
        path.write_text(json.dumps(save.to_json()), encoding="utf-8")
        saves = SavesScreen(app.context)
        assert len(saves.items) == 1 and saves.items[0][1].startswith("The maze: ")
        app.apply(Push(saves))
        frame(app)
        app.apply(Pop())
        path.unlink()
        # Replays: a person's lines are refused quoting them, a bot's give its message and why it failed.
        for record in (Record("cc3k", 1, CC3K.rules_version, name, layout, commands=["s", *lines]),
                       Record("maze", 1, MAZE.rules_version, name, "", {"bot": "bot"},
                              commands=[*(f"MOVE 1 1 {line}" for line in lines), f"FORFEIT {summary}"])):
            replay = ReplayScreen(app.context, record)
            app.apply(Push(replay))
            while not replay.finished:
                replay.advance()
            frame(app)
            app.apply(Pop())

    check()


def _type(app, text: str) -> None:
    for char in text:
        app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=0, mod=0, unicode=char, scancode=0))


@pytest.mark.parametrize("typed", ["²", "1" * 5000, "٣", "99999999999999999999"])
def test_a_seed_that_is_no_seed_is_one_line_on_the_status_line(typed):
    app, _, _ = maze_app()
    press(app, "escape", "y", "s")
    assert top(app) == "SeedScreen"
    _type(app, typed)
    press(app, "return")
    assert top(app) == "SeedScreen" and app.context.next_seed == 1
    assert app.status.startswith("Not a seed: ") and "\n" not in app.status and len(app.status) < 120
    frame(app)
    press(app, "escape")
    assert top(app) == "TitleScreen" and app.context.next_seed == 1


def test_any_typed_seed_is_taken_or_refused_in_one_line():
    app, _, _ = maze_app()
    press(app, "escape", "y")

    @FUZZ
    @given(st.one_of(ANY_TEXT, st.integers(min_value=-2**64, max_value=2**64).map(str)))
    def check(typed):
        app.back_to_title()
        app.set_seed(1)
        screen = SeedScreen(app.context)
        app.apply(Push(screen))
        _type(app, typed)
        if app.stack[-1] is not screen:
            return                       # a character typed is a key that closes the box (Escape's)
        digits = "".join(char for char in typed if char.isdigit())[:SeedScreen.TYPED_LIMIT]
        assert screen.text == digits
        frame(app)
        press(app, "return")
        frame(app)
        if top(app) == "SeedScreen":
            assert app.context.next_seed == 1 and app.status.startswith("Not a seed: ") and "\n" not in app.status
        else:
            assert digits == "" or app.context.next_seed == int(digits)

    check()


def test_a_seed_typed_with_ascii_digits_is_taken():
    app, _, _ = maze_app()
    press(app, "escape", "y", "s")
    app.dispatch(key_event("4"))
    press(app, "2", "return")
    assert top(app) == "TitleScreen" and app.context.next_seed == 42
