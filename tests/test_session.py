"""The session layer through a fourth game that is only a folder and a registry entry: saves, replays, scores,
play again, bots asked without blocking, crash rescue, and the command line."""
from __future__ import annotations

import io
import json
import sys

from game.registry import GAMES
from roguelike_client.play import cli, crash
from roguelike_client.play.session import Session
from tests.stubgame.spec import SPEC
from tests.stubgame.support import corridor, play  # noqa: F401 (corridor: an autouse fixture)
from roguelike_client.userdata import saves, scores
from roguelike_client.userdata.records import load_record


def test_starting_a_new_game_never_replaces_a_saved_one():
    first = play(Session.new(SPEC, 4, "", "", keep=True), "r")
    first.leave()
    second = play(Session.new(SPEC, 4, "", "", keep=True), "r", "l")
    second.leave()
    found, warnings = saves.list_saves(SPEC.name)
    assert warnings == []
    assert [saved.record.commands for saved in found] == [["r", "l"], ["r"]]     # newest first
    assert found[0].record.summary == "Place 0/6, Turn 2, turn 2"


def test_a_continued_game_is_where_it_was_left_and_leaving_again_keeps_one_save():
    session = play(Session.new(SPEC, 4, "", "", keep=True), "r", "r")
    session.leave()
    [saved], _ = saves.list_saves(SPEC.name)
    again = Session.from_record(SPEC, saved.record, keep=True, save_path=saved.path)
    assert again.view() == session.view()
    play(again, "r").leave()
    [resaved], _ = saves.list_saves(SPEC.name)
    assert resaved.path == saved.path and resaved.record.commands == ["r", "r", "r"]


def test_a_save_that_cannot_be_read_is_kept_aside_and_reported():
    play(Session.new(SPEC, 4, "", "", keep=True), "r").leave()
    [saved], _ = saves.list_saves(SPEC.name)
    saved.path.write_text("{not json", encoding="utf-8")
    found, warnings = saves.list_saves(SPEC.name)
    assert found == [] and len(warnings) == 1 and "\n" not in warnings[0] and "kept as" in warnings[0]
    assert saved.path.with_name(saved.path.name + ".bak").exists()


def test_a_save_of_other_rules_is_refused_in_one_line_and_kept_aside():
    play(Session.new(SPEC, 4, "", "", keep=True), "r").leave()
    [saved], _ = saves.list_saves(SPEC.name)
    data = json.loads(saved.path.read_text(encoding="utf-8"))
    data["rules_version"] = "corridor-0"
    saved.path.write_text(json.dumps(data), encoding="utf-8")
    found, [warning] = saves.list_saves(SPEC.name)
    assert found == [] and "corridor-0" in warning and "corridor-1" in warning and "\n" not in warning
    assert saved.path.with_name(saved.path.name + ".bak").exists()


def test_play_again_gives_each_game_its_replay_and_a_seed_that_reproduces_it(tmp_path):
    session = play(Session.new(SPEC, 2, "", "", keep=True), "r", "r", "r", "r")   # length 5: out at x=4
    assert session.view().result is not None
    session.submit("again")
    assert session.seed == 3 and not session.view().over
    play(session, "r", "r", "r", "r", "r").leave()                               # length 6: out at x=5
    replays = sorted((tmp_path / "data" / "replays").glob("*.json"))
    records = [load_record(path) for path in replays]
    assert [(r.seed, r.commands) for r in records] == [(2, ["r"] * 4), (3, ["r"] * 5)]   # "again" is in neither
    table = scores.top(SPEC.name)
    assert sorted(entry.seed for entry in table) == [2, 3]
    for entry in table:
        alone = Session.new(SPEC, entry.seed, "", "")
        while not alone.view().over:
            alone.submit("r")
        assert alone.view().score == entry.score


def test_a_custom_map_is_named_on_the_score_table(tmp_path):
    path = tmp_path / "long.txt"
    path.write_text("........\n", encoding="utf-8")
    session = Session.new(SPEC, 1, str(path), path.read_text(encoding="utf-8"), keep=True)
    play(session, *["r"] * 7)
    assert session.view().over and session.rank == 1
    assert scores.top(SPEC.name)[0].map == "long.txt"
    default = play(Session.new(SPEC, 1, "", "", keep=True), *["r"] * 3)
    assert default.view().over and [e.map for e in scores.top(SPEC.name)] == ["", "long.txt"]   # 17, then 13


def test_a_custom_map_is_told_by_its_text_not_its_name(tmp_path):
    """A file under maps/ is a custom map when the game has no default (the maze) or it is not the default."""
    from game.cc3k.spec import SPEC as CC3K
    from roguelike_client.play.maps import shipped_map_text
    from roguelike_client.play.session import is_custom_map

    default = shipped_map_text(CC3K.default_map)
    assert not is_custom_map(CC3K, default) and is_custom_map(CC3K, default.replace(".", "9", 1))
    assert is_custom_map(SPEC, "....\n") and not is_custom_map(SPEC, "")


def test_a_finished_game_replays_to_the_same_end(tmp_path):
    session = play(Session.new(SPEC, 2, "", "", record_to=str(tmp_path / "game.json")), "r", "x", "l", "r")
    session.finish()
    record = load_record(tmp_path / "game.json")
    assert record.commands == ["r", "x", "l", "r"] and record.rules_version == "corridor-1"
    replay = Session.replay(SPEC, record)
    for line in record.commands:
        replay.submit(line)
    assert replay.difference(record) is None
    record.commands.append("r")
    assert "recorded" in Session.replay(SPEC, record).difference(record)


BOT = f"{sys.executable} -c \"import sys,time\nfor line in sys.stdin:\n    time.sleep(float(sys.argv[1]) if len(sys.argv) > 1 else 0.6); print('r', flush=True)\""


def test_a_bots_turn_is_asked_without_waiting_for_its_answer():
    session = Session.new(SPEC, 0, "", "", {"bot": BOT})
    assert session.ask_bot() == []
    assert session.bot_thinking() and session.bot_answer() is None     # the bot sleeps before it answers
    events = session.wait_bot()
    assert [event.text for event in events] == ["At 1."] and session.record.commands == ["r"]
    session.close()


def test_a_bot_that_cannot_start_ends_its_game_and_the_record_says_why():
    session = Session.new(SPEC, 0, "", "", {"bot": "/nonexistent/bot/program"})
    session.wait_bot()
    view = session.view()
    assert view.over and view.result.value == "error"
    assert session.record.commands[-1].startswith("forfeit ")
    session.close()


def test_a_crash_saves_the_game_in_progress_and_writes_a_log(tmp_path, capsys):
    session = crash.watch(play(Session.new(SPEC, 4, "", ""), "r"))

    def failing() -> int:
        session.submit("r")
        raise RuntimeError("boom")

    assert crash.guarded(failing) == crash.EXIT_CRASH
    said = capsys.readouterr().err
    assert said.count("\n") == 1 and "RuntimeError: boom" in said and "crash-" in said
    [saved], _ = saves.list_saves(SPEC.name)
    assert saved.record.commands == ["r", "r"]
    [log] = (tmp_path / "data" / "crashes").glob("crash-*.txt")
    assert "RuntimeError: boom" in log.read_text(encoding="utf-8")


def test_a_signal_keeps_a_continued_game_as_its_own_session_left_it_not_as_an_earlier_one():
    import signal

    from roguelike_client.play.shutdown import Stopped

    first = crash.watch(play(Session.new(SPEC, 4, "", "", keep=True), "r"))
    assert first.leave()
    first.close()                               # left in the window: done with, though still in memory
    [saved], _ = saves.list_saves(SPEC.name)
    later = crash.watch(Session.from_record(SPEC, saved.record, keep=True, save_path=saved.path))

    def stopped() -> int:
        play(later, "r", "r")
        raise Stopped(signal.SIGTERM)

    assert crash.guarded(stopped) == 128 + signal.SIGTERM
    [kept], _ = saves.list_saves(SPEC.name)
    assert kept.path == saved.path and kept.record.commands == ["r", "r", "r"]


def test_the_command_line_knows_a_new_game_from_the_registry_alone(monkeypatch, capsys):
    monkeypatch.setattr(sys, "stdin", io.StringIO("r\nr\nr\nr\nr\n"))
    assert cli.main(["--game", "corridor", "--text", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("@.....\n") and "Out!" not in out and "At 5." in out
    assert "The Corridor" in cli.build_parser().format_help()


def test_an_option_of_another_game_is_one_line(capsys):
    assert cli.main(["--game", "corridor", "--text", "--bot-strategy", "hunter"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "--bot-strategy" in err and "dooom" in err


def test_replay_takes_the_game_from_the_record(tmp_path, monkeypatch, capsys):
    session = play(Session.new(SPEC, 1, "", "", record_to=str(tmp_path / "r.json")), "r", "r")
    session.finish()
    assert cli.main(["--replay", str(tmp_path / "r.json"), "--text"]) == 0
    assert "At 2." in capsys.readouterr().out


def test_every_game_says_its_end_in_the_events_of_the_step_that_ends_it():
    """The session notices an end (to score it) from the step's events; every game must give one of ENDINGS."""
    import random

    from game.core import ENDINGS
    from roguelike_client.play.maps import load_map

    lines = {"cc3k": ["s", "no", "so", "ea", "we", "ne", "nw", "se", "sw", "a no", "u so", "q", "r", "f"],
             "maze": ["n", "s", "e", "w", "wait", "q", "ATTACK 3 2 2", "MOVE 3 3", "FORFEIT gone"],
             "dooom": ["MOVE N", "MOVE S", "MOVE E", "MOVE W", "PICKUP", "LOOK", "QUIT"]}
    for name, words in lines.items():
        spec = GAMES[name]
        _name, _text, game_map = load_map(spec, None)
        picker, ended = random.Random(1), 0
        for seed in range(40):
            options = {option.name: option.default for option in spec.options}
            if spec.bot is not None and seed % 2:
                options["bot"] = "a program"
            game = spec.new_game(game_map, seed, options)
            for _ in range(300):
                events = game.step(spec.parse(picker.choice(words)))
                if game.view().over:
                    assert any(event.kind in ENDINGS for event in events), (name, seed, events)
                    ended += 1
                    break
        assert ended >= 20, name


def test_a_bots_background_processes_end_with_its_game(tmp_path):
    """A bot whose shell has gone but left a child behind: the child ends with the game too."""
    pid_file = tmp_path / "child"
    bot = f"(sleep 300 & echo $! > {pid_file}) ; read line ; echo r ; sleep 0.2"
    session = Session.new(SPEC, 0, "", "", {"bot": bot})
    session.wait_bot()
    import os
    import time

    deadline = time.monotonic() + 5
    while not pid_file.exists() or not pid_file.read_text().strip():
        assert time.monotonic() < deadline
        time.sleep(0.05)
    child = int(pid_file.read_text())
    time.sleep(0.5)                       # the bot's shell has ended by now; its child lives on
    session.close()
    deadline = time.monotonic() + 5
    while time.monotonic() < deadline:
        try:
            os.kill(child, 0)
        except ProcessLookupError:
            break
        time.sleep(0.05)
    else:
        raise AssertionError("the bot's background process outlived its game")


def test_a_reader_that_goes_away_is_a_normal_end(tmp_path):
    import subprocess

    lines = "s\n" + "no\nso\n" * 200
    done = subprocess.run(f"'{sys.executable}' main.py --text --seed 3 | head -1", shell=True, input=lines,
                          capture_output=True, text=True, timeout=60,
                          env={**__import__("os").environ, "ROGUELIKE_DATA_DIR": str(tmp_path)})
    assert done.stdout.startswith("Choose your race") and done.stderr == ""
    assert not (tmp_path / "crashes").exists()


def test_options_that_cannot_change_a_replay_are_one_line(tmp_path, capsys):
    session = play(Session.new(SPEC, 1, "", "", record_to=str(tmp_path / "r.json")), "r")
    session.finish()
    for extra in (["--seed", "4"], ["--map", "x.txt"], ["--record", str(tmp_path / "again.json")]):
        assert cli.main(["--replay", str(tmp_path / "r.json"), "--text", *extra]) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and "cannot change a replay" in err


def test_a_won_game_is_marked_won_on_the_score_table_so_it_ranks_above_a_loss_of_its_score():
    play(Session.new(SPEC, 1, "", "", keep=True), "r", "r", "r")            # out: a win
    play(Session.new(SPEC, 1, "", "", keep=True), *["l", "r"] * 10)          # the turns run out: no win
    assert [(entry.won, entry.who) for entry in scores.top(SPEC.name)] == [(True, "won"), (False, "out of turns")]


def test_a_saved_mazes_line_names_all_three_charged_weapons():
    """The list of saves says where each game is: the maze's line has the hero's health, the score and the charges of
    the hammer, the scythe and the bow (the bow was left off when the line kept four of the HUD's values)."""
    maze = play(Session.new(GAMES["maze"], 4, "", "", keep=True), "WAIT")
    maze.leave()
    [saved], _ = saves.list_saves("maze")
    assert saved.record.summary == "Health 20/20, Score 0, Hammer 5, Scythe 5, Bow 5, turn 1"


def test_a_game_a_bot_played_says_so_on_the_score_table():
    """The sixth playtest found the sample bot's -842 on its high scores as "died", as if the player had died."""
    bot = GAMES["maze"].bot
    session = Session.new(GAMES["maze"], 21, "", "", {bot.command_option: "sample"}, keep=True)
    session.submit("WAIT")
    while not session.view().over:
        session.submit("WAIT")
    [entry] = scores.top("maze")
    assert entry.who.endswith(" (bot sample)")
