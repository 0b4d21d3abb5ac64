"""What the window remembers: saves to continue, high scores, options, keys, seeds and replays."""
import json

import pygame

from game.core import Pos
from graphics.app import App
from graphics.replay_screen import ReplayScreen
from graphics.screens import TitleScreen
from tests.window.conftest import DATA, make_args
from tests.window.helpers import frame, press, top
from userdata import scores
from userdata.records import load_record


def fresh_app(**options):
    app = App(make_args(map=str(DATA / "known.txt"), **options), headless=True)
    app.prepare("cc3k", str(DATA / "known.txt"))
    app.push(TitleScreen(app))
    return app


def titles(app):
    app.stack[-1].refresh()
    return [label for _key, label, _ in app.stack[-1].items]


def test_leaving_mid_game_saves_it_and_the_title_offers_to_continue(make_app):
    app = make_app()
    press(app, "t", "l", "j")
    game = app.stack[-1].game
    where, turn, hp = game.pc, game.turn, game.player.hp
    press(app, "q", "y")
    assert top(app) == "TitleScreen" and "Continue ChamberCrawler3000" in titles(app)
    press(app, "c")
    play = app.stack[-1]
    assert top(app) == "PlayScreen" and play.game is not game
    assert (play.game.pc, play.game.turn, play.game.player.hp, play.game.player.race.name) == (where, turn, hp, "Troll")
    press(app, "l")
    assert play.game.turn == turn + 1


def test_closing_the_window_saves_and_a_new_window_continues(make_app):
    app = make_app()
    press(app, "d", "l")
    where = app.stack[-1].game.pc
    app.dispatch(pygame.event.Event(pygame.QUIT))
    assert not app.running
    again = fresh_app()
    assert "Continue ChamberCrawler3000" in titles(again)
    again.continue_game("cc3k")
    assert again.stack[-1].game.pc == where and again.stack[-1].game.player.race.name == "Drow"


def test_a_broken_save_is_reported_kept_aside_and_never_crashes(make_app, tmp_path):
    app = make_app()
    press(app, "s", "l", "q", "y")
    path = app.recorder.save_path("cc3k")
    for content in ("{", "[1, 2]", '{"format": "roguelike-client record", "version": 1, "game": "cc3k", "seed": "x"}', "\x00"):
        path.write_text(content)
        app.continue_game("cc3k")
        assert top(app) == "TitleScreen" and "kept as cc3k.json.bak" in app.status
        assert not path.exists() and path.with_name("cc3k.json.bak").read_text() == content
        frame(app)


def test_a_save_whose_commands_no_longer_fit_is_dropped_with_a_message(make_app):
    app = make_app()
    press(app, "s", "l", "q", "y")
    path = app.recorder.save_path("cc3k")
    record = json.loads(path.read_text())
    record["map_text"] = "not a map"
    path.write_text(json.dumps(record))
    app.continue_game("cc3k")
    assert top(app) == "TitleScreen" and app.status.startswith("The saved ChamberCrawler3000 game cannot be continued")


def test_a_finished_game_goes_on_the_score_table_and_becomes_a_replay(make_app):
    app = make_app("quick_win.txt", seed=9)
    press(app, "s", "l", "l", "l", "l", "l")
    assert top(app) == "GameOverScreen" and app.stack[-1].rank == 1
    frame(app)
    assert scores.top("cc3k")[0].who == "Shade" and scores.top("cc3k")[0].reached == "escaped"
    press(app, "escape")
    assert top(app) == "TitleScreen" and "Continue ChamberCrawler3000" not in titles(app)
    replays = sorted((app.recorder.folder / "replays").glob("*.json"))
    record = load_record(replays[-1])
    assert record.commands == ["s", "ea", "ea", "ea", "ea", "ea"] and record.final["result"] == "won"
    press(app, "h")
    assert top(app) == "ScoresScreen"
    frame(app)


def test_only_the_last_twenty_replays_are_kept(make_app):
    app = make_app("quick_win.txt")
    for _ in range(23):
        app.start_game("cc3k")
        press(app, "s", "l", "l", "l", "l", "l", "escape")
    assert len(list((app.recorder.folder / "replays").glob("*.json"))) == 20


def test_a_replay_plays_back_to_the_recorded_end(make_app):
    app = make_app(seed=4)
    press(app, "g", "l", "j", "a", "l", "l", "p", "k", "f", "h", "r", "y", "v", "h", "q", "y")
    record = load_record(app.recorder.save_path("cc3k"))
    replay = ReplayScreen(app, record)
    app.push(replay)
    press(app, "space")
    assert replay.paused
    press(app, "right")
    assert replay.index == 1
    press(app, "space")
    for _ in range(600):
        app.update(1 / 60)
    assert replay.finished and replay.outcome == "The replay ended exactly where the recording did."
    frame(app)


def test_options_are_saved_and_used_by_the_next_window(make_app):
    app = make_app()
    press(app, "escape", "o")
    assert top(app) == "OptionsScreen"
    press(app, "+", "c", "f", "V")
    frame(app)
    again = fresh_app()
    assert again.board.cell_size == 20 and again.settings.high_contrast and again.settings.fog == "dark"
    assert abs(again.settings.volume - 0.6) < 1e-9 and again.palette.background == (0, 0, 0)


def test_a_rebound_key_works_and_help_shows_it(make_app, tmp_path, monkeypatch):
    data = tmp_path / "data"
    data.mkdir(exist_ok=True)
    (data / "keymap.toml").write_text('move_e = ["d", "right"]\n')
    app = fresh_app()
    assert app.keymap.keys_for("move_e") == ["d", "right"] and app.status == ""
    app.start_game("cc3k")
    press(app, "s")
    before = app.stack[-1].game.pc
    press(app, "d")
    assert app.stack[-1].game.pc == Pos(before.x + 1, before.y)
    press(app, "?")
    frame(app)
    help_rows = app.stack[-1].rows()
    assert ("d right", "move east") in help_rows
    assert not any(title.startswith(("maze", "dooom")) for _, title in help_rows)   # CC3k's keys only


def test_a_broken_keymap_is_reported_and_the_defaults_used(tmp_path):
    data = tmp_path / "data"
    data.mkdir(exist_ok=True)
    (data / "keymap.toml").write_text("move_e = [")
    app = fresh_app()
    assert "keymap.toml" in app.status and "kept as keymap.toml.bak" in app.status
    assert app.keymap.keys_for("move_e") == ["right", "l", "[6]"]
    frame(app)


def test_the_seed_can_be_typed_on_the_title_and_is_shown(make_app):
    app = make_app()
    press(app, "escape", "s", "4", "2", "x", "backspace", "7", "return")
    assert app.seed == 47 and app.games_started == 0
    press(app, "1", "s")
    assert app.stack[-1].game.seed == 47
    frame(app)
    assert app.stack[-1].game.view().extra["seed"] == 47   # the HUD's footer shows it
