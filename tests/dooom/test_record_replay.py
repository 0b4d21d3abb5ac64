"""--record and --replay for the Dooom text mode: the same replies and the same end, bot moves included."""
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
COMMANDS = "HELLO\nLOOK\nMOVE N\nmove n\nPICKUP\nMOVE E\nMOVE S\nLOOK\nMOVE W\n"


def main(*args, stdin=""):
    return subprocess.run([sys.executable, os.path.join(ROOT, "main.py"), "--game", "dooom", "--text", *args],
                          input=stdin, capture_output=True, text=True, timeout=60)


def test_replay_gives_the_same_replies_and_end(tmp_path):
    path = tmp_path / "dooom.json"
    played = main("--quiet", "--seed", "5", "--bot-strategy", "hunter", "--record", str(path), stdin=COMMANDS)
    record = json.loads(path.read_text())
    assert record["game"] == "dooom" and record["options"] == {"bot_strategy": "hunter"}
    assert record["commands"] == COMMANDS.splitlines()
    replayed = main("--quiet", "--replay", str(path))
    assert replayed.returncode == 0 and replayed.stdout == played.stdout


def test_replaying_a_cc3k_record_as_dooom_is_refused_in_one_line(tmp_path):
    path = tmp_path / "other.json"
    subprocess.run([sys.executable, os.path.join(ROOT, "main.py"), "--text", "--record", str(path)],
                   input="q\n", capture_output=True, text=True, timeout=60)
    done = main("--replay", str(path))
    assert done.returncode == 2 and done.stderr.startswith(f"{path}: a record of cc3k, not dooom")
    assert done.stderr.count("\n") == 1 and done.stdout == ""
