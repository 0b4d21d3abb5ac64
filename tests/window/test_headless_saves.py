"""A headless run saves only the games its keys leave with a save, as a person would: the list of saved games holds
no runs nobody played; --record still writes the game the keys ended in."""
import json
import os
import subprocess
import sys

from roguelike_client.userdata.folder import data_folder
from tests.window.conftest import DATA

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def headless(*args):
    return subprocess.run([sys.executable, os.path.join(ROOT, "main.py"), "--headless", "--map", str(DATA / "known.txt"),
                           "--seed", "7", *args], capture_output=True, text=True, timeout=120, env=dict(os.environ))


def saved_commands() -> list[list[str]]:
    return [json.loads(path.read_text(encoding="utf-8"))["commands"]
            for path in sorted(data_folder().glob("saves/cc3k/*.json"))]


def test_keys_that_end_in_a_game_leave_no_save_but_their_record(tmp_path):
    record = tmp_path / "game.json"
    done = headless("--keys", "s,return,l,h", "--record", str(record))
    assert done.returncode == 0, done.stderr
    assert saved_commands() == []
    assert json.loads(record.read_text(encoding="utf-8"))["commands"] == ["s", "ea", "we"]


def test_keys_that_leave_the_game_with_a_save_save_it():
    done = headless("--keys", "s,return,l,escape,y")
    assert done.returncode == 0, done.stderr
    assert saved_commands() == [["s", "ea"]]
