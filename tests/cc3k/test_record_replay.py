"""--record writes each game; --replay plays it back to the same end, and says so when it does not."""
import json
import os
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
COMMANDS = "x\nd\nso\nea\na no\nfly\nu we\nf\nno\nno\nr\nt\nwe\nq\n"
FLOORS = pytest.mark.parametrize("flags", [(), ("--random-layout",)], ids=["rule-book", "random"])


def main(*args, stdin=""):
    return subprocess.run([sys.executable, os.path.join(ROOT, "main.py"), "--text", *args],
                          input=stdin, capture_output=True, text=True, timeout=60)


@FLOORS
def test_replay_prints_the_same_game_and_ends_in_the_same_state(tmp_path, flags):
    """r plays again: the game so far is one record, the next game (the next seed) the next record."""
    path = tmp_path / "game.json"
    played = main("--seed", "11", "--record", str(path), *flags, stdin=COMMANDS)
    lines = COMMANDS.splitlines()
    first, second = json.loads(path.read_text()), json.loads((tmp_path / "game-2.json").read_text())
    assert first["game"] == "cc3k" and first["seed"] == 11 and first["commands"] == lines[:lines.index("r")]
    assert second["seed"] == 12 and second["commands"] == lines[lines.index("r") + 1:]
    assert first["options"]["random_layout"] is second["options"]["random_layout"] is bool(flags)
    assert first["final"]["phase"] == "play" and second["final"]["phase"] == "quit"
    replayed = [main("--replay", str(record)) for record in (path, tmp_path / "game-2.json")]
    assert all(done.returncode == 0 and done.stderr == "" for done in replayed)
    assert played.stdout == replayed[0].stdout + "The game restarts. Choose a race.\n" + replayed[1].stdout


@FLOORS
def test_a_replay_that_ends_elsewhere_says_what_differs(tmp_path, flags):
    path = tmp_path / "game.json"
    main("--seed", "11", "--record", str(path), *flags, stdin=COMMANDS)
    record = json.loads(path.read_text())
    record["commands"].insert(3, "so")
    path.write_text(json.dumps(record))
    replayed = main("--replay", str(path))
    assert replayed.returncode == 1
    assert replayed.stderr.startswith(f"{path}: replay ended differently from the recording: ")
    assert replayed.stderr.count("\n") == 1


def test_a_bad_replay_file_is_one_line_and_status_2(tmp_path):
    for content in ("", "{", "[]", '{"format": "roguelike-client record", "version": 1, "game": "maze"}'):
        path = tmp_path / "bad.json"
        path.write_text(content)
        done = main("--replay", str(path))
        assert done.returncode == 2 and done.stderr.count("\n") == 1 and "Traceback" not in done.stderr
    missing = main("--replay", str(tmp_path / "none.json"))
    assert missing.returncode == 2 and "cannot read file" in missing.stderr


def test_a_game_with_the_extras_is_saved_continued_and_replayed_with_them(tmp_path, monkeypatch):
    """The extras are rules options: a save keeps them, and the game continued or replayed has its bag and shop."""
    from game.cc3k.spec import SPEC
    from roguelike_client.play.session import Session
    from roguelike_client.userdata import saves

    monkeypatch.setenv("ROGUELIKE_DATA_DIR", str(tmp_path))
    layout = os.path.join(ROOT, "tests", "golden", "cc3k_extras.txt")
    with open(layout, encoding="utf-8") as file:
        text = file.read()
    session = Session.new(SPEC, 4, layout, text, {"carry_potions": True, "merchant_shop": True}, keep=True)
    for line in ("s", "f", "p we", "ea", "ea", "ea", "b ea BA"):
        session.submit(line)
    view = session.view()
    assert len(view.detail.bag) == 2 and view.detail.pc.gold == 3
    session.leave()
    [saved], _ = saves.list_saves(SPEC.name)
    assert saved.record.options == {"random_layout": False, "carry_potions": True, "merchant_shop": True}
    again = Session.from_record(SPEC, saved.record, keep=True, save_path=saved.path)
    assert again.view() == view
    again.close()
    replay = Session.replay(SPEC, saved.record)
    for line in saved.record.commands:
        replay.submit(line)
    assert replay.difference(saved.record) is None and replay.view() == view
    replay.close()
