"""A replay looks like the live game: it is shown on the game's own play screen, with its HUD, its side list of
creatures and a bot's words, from the catalogue's recorded games; no bot program runs."""
from pathlib import Path

from graphics.replay_screen import ReplayScreen
from roguelike_client.userdata.records import load_record
from tests.window.conftest import make_args
from tests.window.helpers import frame

GOLDEN = Path(__file__).resolve().parent.parent / "golden"


def replayed(name: str, commands: int | None = None):
    from graphics.app import App
    from graphics.title import TitleScreen

    app = App(make_args(), headless=True)
    app.push(TitleScreen(app.context))
    replay = ReplayScreen(app.context, load_record(GOLDEN / name))
    app.push(replay)
    while not replay.finished and (commands is None or replay.index < commands):
        replay.advance()
    frame(app)
    return replay


def test_a_cc3k_replay_shows_the_creatures_in_sight_as_the_game_does():
    replay = replayed("cc3k-ongoing.json")
    assert type(replay.play).__name__ == "PlayScreen"
    assert replay.play.sightings() and replay.play.view == replay.session.view()
    assert replay.outcome == "The replay ended exactly where the recording did."


def test_a_maze_bot_replay_says_what_the_bot_did_and_runs_no_bot():
    replay = replayed("maze-bot-wins.json")
    assert type(replay.play).__name__ == "MazeScreen"
    assert any(line.startswith("Bot: ") for line in replay.play.log.lines)
    assert not replay.session.bot_thinking() and replay.session.ask_bot() == []
    assert replay.outcome == "The replay ended exactly where the recording did."


def test_a_dooom_replay_is_shown_on_dooms_screen():
    replay = replayed("dooom-quits.json")
    assert type(replay.play).__name__ == "DooomScreen"
    assert replay.play.log.lines[0].startswith("> ")
