"""What the window remembers: saves to continue, high scores, options, keys, seeds and replays."""
import json

import pygame

from game.core import Pos
from graphics.app import App
from graphics.replay_screen import ReplayScreen
from graphics.title import TitleScreen
from tests.window.conftest import DATA, make_args
from tests.window.helpers import frame, press, top
from roguelike_client.userdata import scores
from roguelike_client.userdata.records import load_record
from roguelike_client.userdata.saves import list_saves
from roguelike_client.userdata.folder import data_dir


def fresh_app(**options):
    app = App(make_args(map=str(DATA / "known.txt"), **options), headless=True)
    app.prepare("cc3k", str(DATA / "known.txt"))
    app.push(TitleScreen(app.context))
    return app


def titles(app):
    app.stack[-1].refresh()
    return [label for _key, label, _ in app.stack[-1].items]


def pc(app):
    """What the player sees of the PC (race, place, HP) in the game being played."""
    return app.session.view().detail.pc


def saves_of(game="cc3k"):
    found, _warnings = list_saves(game)
    return found


def test_leaving_mid_game_saves_it_and_the_title_offers_to_continue(make_app):
    app = make_app()
    press(app, "t", "l", "j")
    session, view = app.session, app.session.view()
    where, turn, hp = view.detail.pc.pos, view.turn, view.detail.pc.hp
    press(app, "q", "y")
    assert top(app) == "TitleScreen" and "Continue a saved game (1 saved)" in titles(app)
    press(app, "c")
    assert top(app) == "SavesScreen" and app.stack[-1].items[0][1].startswith("ChamberCrawler3000: Race Troll")
    frame(app)
    press(app, "1")
    assert top(app) == "PlayScreen" and app.session is not session
    assert (pc(app).pos, app.session.view().turn, pc(app).hp, pc(app).race) == (where, turn, hp, "Troll")
    press(app, "l")
    assert app.session.view().turn == turn + 1


def test_starting_new_games_never_replaces_a_saved_one(make_app):
    """Two games left unfinished are two saves, listed newest first; continuing one keeps the other."""
    app = make_app()
    press(app, "t", "l", "q", "y")
    app.start_game("cc3k")
    press(app, "g", "l", "l", "q", "y")
    assert [saved.record.commands[0] for saved in saves_of()] == ["g", "t"]      # newest first
    press(app, "c", "2")
    assert pc(app).race == "Troll"
    press(app, "l", "q", "y")
    assert [(saved.record.commands[0], len(saved.record.commands)) for saved in saves_of()] == [("t", 3), ("g", 3)]


def test_two_windows_on_one_data_folder_keep_both_games(make_app):
    first, second = make_app(), fresh_app()
    second.start_game("cc3k")
    press(first, "t", "l")
    press(second, "d", "l", "l")
    first.dispatch(pygame.event.Event(pygame.QUIT))
    second.dispatch(pygame.event.Event(pygame.QUIT))
    assert sorted(saved.record.commands[0] for saved in saves_of()) == ["d", "t"]


def test_closing_the_window_saves_and_a_new_window_continues(make_app):
    app = make_app()
    press(app, "d", "l")
    where = pc(app).pos
    app.dispatch(pygame.event.Event(pygame.QUIT))
    assert not app.running
    again = fresh_app()
    assert "Continue a saved game (1 saved)" in titles(again)
    again.continue_game(saves_of()[0])
    assert pc(again).pos == where and pc(again).race == "Drow"


def test_a_broken_save_is_reported_kept_aside_and_never_crashes(make_app):
    app = make_app()
    for content in ("{", "[1, 2]", '{"format": "roguelike-client record", "version": 2, "game": "cc3k", "seed": "x"}', "\x00"):
        app.start_game("cc3k")
        press(app, "s", "l", "q", "y")
        [saved] = saves_of()
        saved.path.write_text(content)
        assert not any(label.startswith("Continue") for label in titles(app))
        assert top(app) == "TitleScreen" and f"kept as {saved.path.name}.bak" in app.status
        assert not saved.path.exists() and saved.path.with_name(saved.path.name + ".bak").read_text() == content
        frame(app)


def test_a_save_of_other_rules_is_refused_in_one_line_and_kept_aside(make_app):
    app = make_app()
    press(app, "s", "l", "q", "y")
    [saved] = saves_of()
    record = json.loads(saved.path.read_text())
    record["rules_version"] = "cc3k-0"
    saved.path.write_text(json.dumps(record))
    titles(app)
    assert "cc3k-0" in app.status and "\n" not in app.status and saved.path.with_name(saved.path.name + ".bak").exists()


def test_a_save_whose_map_no_longer_reads_is_kept_aside_with_a_message(make_app):
    app = make_app()
    press(app, "s", "l", "q", "y")
    [saved] = saves_of()
    record = json.loads(saved.path.read_text())
    record["map_text"] = "not a map"
    saved.path.write_text(json.dumps(record))
    app.continue_game(saves_of()[0])
    assert top(app) == "TitleScreen" and app.status.startswith("This saved ChamberCrawler3000 game cannot be continued")
    assert saves_of() == [] and saved.path.with_name(saved.path.name + ".bak").exists()


def test_a_finished_game_goes_on_the_score_table_and_becomes_a_replay(make_app):
    app = make_app("quick_win.txt", seed=9)
    press(app, "s", "l", "l", "l", "l", "l")
    assert top(app) == "GameOverScreen" and app.stack[-1].rank == 1
    frame(app)
    best = scores.top("cc3k")[0]
    assert (best.who, best.reached, best.seed, best.map) == ("Shade", "escaped", 9, "quick_win.txt")
    press(app, "escape")
    assert top(app) == "TitleScreen" and not any(label.startswith("Continue") for label in titles(app))
    replays = sorted((data_dir() / "replays").glob("*.json"))
    record = load_record(replays[-1])
    assert record.commands == ["s", "ea", "ea", "ea", "ea", "ea"] and record.final["result"] == "won"
    press(app, "h")
    assert top(app) == "ScoresScreen"
    frame(app)


def test_play_again_gives_the_next_game_its_own_replay_and_seed(make_app):
    """Each game after "play again" is its own replay, and the seed on the table reproduces it."""
    app = make_app("quick_win.txt", seed=9)
    press(app, "s", "l", "l", "l", "l", "l", "r", "d", "l", "l", "l", "l", "l")
    assert top(app) == "GameOverScreen"
    press(app, "escape")
    replays = [load_record(path) for path in sorted((data_dir() / "replays").glob("*.json"))]
    assert [(r.seed, r.commands[0]) for r in replays] == [(9, "s"), (10, "d")]
    table = scores.top("cc3k")
    assert sorted((entry.seed, entry.who) for entry in table) == [(9, "Shade"), (10, "Drow")]


def test_only_the_last_twenty_replays_are_kept(make_app):
    app = make_app("quick_win.txt")
    for _ in range(23):
        app.start_game("cc3k")
        press(app, "s", "l", "l", "l", "l", "l", "escape")
    assert len(list((data_dir() / "replays").glob("*.json"))) == 20


def test_a_replay_plays_back_to_the_recorded_end(make_app):
    app = make_app(seed=4)
    press(app, "g", "l", "j", "a", "l", "l", "p", "k", "f", "h", "v", "h", "q", "y")
    record = saves_of()[0].record
    replay = ReplayScreen(app.context, record)
    assert replay.index == 1                  # the race chosen: a replay shows the board from the first floor on
    app.push(replay)
    press(app, "space")
    assert replay.paused
    press(app, "right")
    assert replay.index == 2
    press(app, "space")
    for _ in range(600):
        app.update(1 / 60)
    assert replay.finished and replay.outcome == "The replay ended exactly where the recording did."
    frame(app)


def test_hover_text_follows_the_game_after_every_turn(make_app):
    """Pointing at the PC names it; after the PC steps away, the same cell is named again without moving the mouse."""
    app = make_app()
    press(app, "s")
    play, where = app.stack[-1], pc(app).pos
    frame(app)
    centre = app.board.cell_rect(where).center
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=centre, rel=(0, 0), buttons=(0, 0, 0)))
    assert play.hover_text.startswith("You, a Shade")
    press(app, "l")
    assert pc(app).pos != where and not play.hover_text.startswith("You")


def test_the_caption_names_the_game_being_played(make_app):
    app = make_app()
    assert pygame.display.get_caption()[0].startswith("ChamberCrawler3000")
    press(app, "escape")
    assert not pygame.display.get_caption()[0].startswith("ChamberCrawler3000")


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
    before = pc(app).pos
    press(app, "d")
    assert pc(app).pos == Pos(before.x + 1, before.y)
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
    assert app.context.next_seed == 47
    press(app, "1", "s")
    assert app.session.seed == 47
    frame(app)
    assert app.session.view().seed == 47   # the HUD's footer shows it
