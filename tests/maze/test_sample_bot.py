"""`--bot sample`: the built-in sample bot run by the program's own interpreter from any folder, kept as "sample" in
records (a replay never runs it); a bot out of the default time is told of --bot-timeout."""
import json
import os
import subprocess
import sys

from game.maze.commands import Forfeit
from game.maze.spec import SPEC
from roguelike_client.bots import sample
from tests.maze.support import REPO

MAIN = str(REPO / "main.py")


def run(folder, *args, env=None):
    return subprocess.run([sys.executable, MAIN, "--game", "maze", "--text", *args], cwd=folder, capture_output=True,
                          text=True, timeout=120, env=env)


def test_the_sample_bot_plays_from_an_empty_folder_and_its_record_says_sample(tmp_path):
    played = run(tmp_path, "--seed", "3", "--bot", "sample", "--record", "game.json")
    assert played.returncode == 0, played.stderr
    assert "Bot error" not in played.stdout and "Final score: " in played.stdout
    record = json.loads((tmp_path / "game.json").read_text())
    assert record["options"]["bot"] == "sample" and len(record["commands"]) > 1
    assert not any(line.startswith("FORFEIT") for line in record["commands"])
    # The replay reads the record's lines: no bot runs, so a PATH without any program does not matter.
    replayed = run(tmp_path, "--replay", "game.json", env={**os.environ, "PATH": ""})
    assert replayed.returncode == 0 and replayed.stdout == played.stdout
    assert sorted(path.name for path in tmp_path.iterdir()) == ["game.json"]


def test_a_match_and_the_proving_ground_take_the_sample(tmp_path):
    match = run(tmp_path, "--seed", "5", "--bot", "sample", "--bot", "sample")
    assert match.returncode == 0 and "bot 1: sample" in match.stdout and "bot error" not in match.stdout
    proving = run(tmp_path, "--seeds", "0-3", "--jobs", "2", "--bot", "sample")
    assert proving.returncode == 0 and "  errors          0 games ended by a bot error" in proving.stdout, proving.stdout


def test_sample_is_this_interpreter_and_any_other_command_is_run_as_given():
    line, extra = sample.shell_line(" sample ")
    assert sys.executable in line and "roguelike_client.bots.maze_bot" in line and " -P " in line
    # The checkout these tests run from is no site-packages folder: the bot is told where the package is.
    assert extra["PYTHONPATH"].split(os.pathsep)[0] == str(REPO)
    assert sample.shell_line("python3 my_bot.py") == ("python3 my_bot.py", {})
    assert sample.shell_line("samples") == ("samples", {})


def test_a_timeout_at_the_default_limit_names_the_option_that_allows_more():
    forfeit = SPEC.bot.forfeit
    assert forfeit("timeout: no answer within 50 ms") == Forfeit(
        "timeout: no answer within 50 ms (--bot-timeout MS allows more)")
    assert forfeit("timeout: no answer within 1000 ms").reason.endswith("(--bot-timeout MS allows more)")
    assert forfeit("timeout: the bot has not read its input for 50 ms").reason.endswith("allows more)")
    # A limit the player already chose, and other errors, are said as they are.
    assert forfeit("timeout: no answer within 300 ms") == Forfeit("timeout: no answer within 300 ms")
    assert forfeit("bad line 'x'") == Forfeit("bad line 'x'")
    # A record's line is read back as written: an older record's reason is kept word for word.
    assert SPEC.parse("FORFEIT timeout: no answer within 50 ms") == Forfeit("timeout: no answer within 50 ms")
