"""--record and --replay for the Dooom text mode: the same replies and the same end, bot moves included."""
import json
import os
import subprocess
import sys

import pytest

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


# Standard input's encoding as a locale would make it: UTF-8, plain C without UTF-8 mode, ASCII, Latin-1.
LOCALES = {
    "utf-8": {"LC_ALL": "C.UTF-8"},
    "C": {"LC_ALL": "C", "PYTHONUTF8": "0", "PYTHONCOERCECLOCALE": "0"},
    "ascii": {"PYTHONIOENCODING": "ascii"},
    "latin-1": {"PYTHONIOENCODING": "latin-1"},
}
BAD_BYTES = b"HELLO\n\xff\xfe\nMOVE N\ncaf\xe9\n\xc3(\nLOOK\n" + b"\x80" * 3000 + b"\nMOVE S\n"


@pytest.mark.parametrize("locale", sorted(LOCALES))
@pytest.mark.parametrize("mode", ["--quiet", "--text"])
def test_bytes_that_are_not_utf8_are_refused_lines_and_the_record_replays(tmp_path, locale, mode):
    environment = {key: value for key, value in os.environ.items()
                   if key not in ("LC_ALL", "LANG", "PYTHONIOENCODING", "PYTHONUTF8")}
    environment.update(LOCALES[locale])
    path = tmp_path / "bytes.json"

    def run(*args, stdin=b""):
        return subprocess.run([sys.executable, os.path.join(ROOT, "main.py"), "--game", "dooom", mode, *args],
                              input=stdin, capture_output=True, timeout=60, env=environment)

    for record in ([], ["--record", str(path)]):
        played = run("--seed", "5", *record, stdin=BAD_BYTES)
        assert played.returncode == 0 and played.stderr == b"", played.stderr
        replies = [line for line in played.stdout.decode("ascii").splitlines()
                   if line in ("GOLD 3", "FAIL", "SUCCESS", "LOOKREPLY")]
        moves = replies[2], replies[7]
        assert set(moves) <= {"SUCCESS", "FAIL"} and len(replies) == 8
        assert replies[:2] + replies[3:7] == ["GOLD 3", "FAIL", "FAIL", "FAIL", "LOOKREPLY", "FAIL"]
    replayed = run("--replay", str(path))
    assert replayed.returncode == 0 and replayed.stderr == b"" and replayed.stdout == played.stdout
