"""Matches (up to four bots on one seed, ranked) and the proving ground (--seeds), through the program's command line."""
import csv
import io
import os
import subprocess
import sys

import pytest

from roguelike_client.play.cli import main as cli_main
from roguelike_client.play.stats import mean_interval, t_975
from tests.maze.support import REPO, bot_program

SAMPLE = f'"{sys.executable}" -m roguelike_client.bots.maze_bot'


def waiter(tmp_path, message: str = "") -> str:
    """Stays where it is every turn (a legal move to its own cell)."""
    return bot_program(tmp_path, f"    print(f'MOVE {{x}} {{y}} {message}'.rstrip(), flush=True)\n", name="waiter")


def talker(tmp_path) -> str:
    """Answers with something that is no command: its every game is an error."""
    return bot_program(tmp_path, "    print('HELLO', flush=True)\n", name="talker")


def run(*args, cwd=REPO):
    return subprocess.run([sys.executable, os.path.join(REPO, "main.py"), "--game", "maze", "--text", *args],
                          cwd=cwd, capture_output=True, text=True, timeout=300)


def alone(seed: int, command: str) -> int:
    """The final score the bot gets playing the seed alone, as `--seed N --bot COMMAND` prints it."""
    done = run("--seed", str(seed), "--bot", command)
    assert done.returncode == 0, done.stderr
    return int(done.stdout.splitlines()[-1].removeprefix("Final score: "))


def test_a_match_ranks_each_bot_by_the_score_it_gets_alone(tmp_path):
    bots = [SAMPLE, waiter(tmp_path), talker(tmp_path)]
    done = run("--seed", "5", *[arg for command in bots for arg in ("--bot", command)])
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0] == "Match on seed 5: 3 bots, each alone in its own copy of the game, ranked by score."
    places = [line.split() for line in lines[1:4]]
    scores = {int(row[3]): int(row[1].replace(",", "")) for row in places}
    assert scores == {number: alone(5, command) for number, command in enumerate(bots, 1)}
    # Highest first; the bot that erred is last with CodinGame's -10000 and its reason.
    assert [int(row[1].replace(",", "")) for row in places] == sorted(scores.values(), reverse=True)
    assert lines[3].startswith("3. -10,000  bot 3 (bot error, turn 0: Bot error: bad line 'HELLO'")
    assert lines[-3:] == [f"bot {number}: {command}" for number, command in enumerate(bots, 1)]


def test_equal_scores_share_a_place(tmp_path):
    stay = waiter(tmp_path)
    done = run("--seed", "5", "--bot", stay, "--bot", stay, "--bot", talker(tmp_path), "--jobs", "1")
    assert [line[:3] for line in done.stdout.splitlines()[1:4]] == ["1. ", "1. ", "3. "]


def test_a_match_records_each_bot_game_and_each_replays(tmp_path):
    record = tmp_path / "match.json"
    done = run("--seed", "8", "--bot", SAMPLE, "--bot", waiter(tmp_path), "--record", str(record))
    assert done.returncode == 0, done.stderr
    for path, number in ((record, 1), (tmp_path / "match-2.json", 2)):
        replayed = run("--replay", str(path))
        assert replayed.returncode == 0, replayed.stderr
        score = int(replayed.stdout.splitlines()[-1].removeprefix("Final score: "))
        assert f"{score:>7,}  bot {number} " in done.stdout


def read_results(path):
    with open(path, newline="") as file:
        return list(csv.DictReader(file))


def test_the_proving_ground_plays_every_seed_for_every_bot_as_each_plays_alone(tmp_path):
    stay, results = waiter(tmp_path), tmp_path / "results.csv"
    done = run("--seeds=-2-1", "--bot", SAMPLE, "--bot", stay, "--jobs", "2", "--results", str(results))
    assert done.returncode == 0, done.stderr
    # Not a terminal: no progress bar, the report starts at once.
    assert done.stdout.startswith("8 games (seeds -2 to 1, 2 bots) in ")
    rows = read_results(results)
    assert [(int(row["seed"]), int(row["bot"])) for row in rows] == [(s, b) for s in (-2, -1, 0, 1) for b in (1, 2)]
    for row in rows:
        assert int(row["score"]) == alone(int(row["seed"]), row["command"])
        assert int(row["answers"]) == int(row["turns"]) == len(row["answer_ms"].split())
        assert row["error"] == ""
    escaped = sum(row["result"] == "escaped" for row in rows if row["bot"] == "1")
    assert f"  escaped         {escaped} ({100 * escaped / 4:.1f}%)" in done.stdout
    wins = sum(int(a["score"]) > int(b["score"]) for a, b in zip(rows[::2], rows[1::2]))
    ties = sum(int(a["score"]) == int(b["score"]) for a, b in zip(rows[::2], rows[1::2]))
    assert f"bot 1 vs bot 2 on the same 4 seeds: {wins} wins, {ties} ties, {4 - wins - ties} losses" in done.stdout


def test_a_bot_that_errs_loses_its_own_games_only(tmp_path):
    results = tmp_path / "results.csv"
    done = run("--seeds", "3-4", "--bot", talker(tmp_path), "--bot", waiter(tmp_path), "--results", str(results))
    assert done.returncode == 0, done.stderr
    rows = read_results(results)
    assert [row["bot"] for row in rows] == ["1", "2", "1", "2"]
    assert all(row["result"] != "bot error" and row["error"] == "" for row in rows if row["bot"] == "2")
    assert all(int(row["score"]) == -10000 and "bad line 'HELLO'" in row["error"] for row in rows if row["bot"] == "1")
    assert ("  errors          2 games ended by a bot error, 0 of them timeouts (first: seed 3, Bot error: bad line "
            "'HELLO'") in done.stdout


def test_the_progress_bar_is_drawn_on_standard_error_only_when_it_is_a_terminal(tmp_path, monkeypatch):
    class Terminal(io.StringIO):
        def isatty(self):
            return True

    screen, report = Terminal(), io.StringIO()
    monkeypatch.setattr(sys, "stderr", screen)
    monkeypatch.setattr(sys, "stdout", report)
    assert cli_main(["--game", "maze", "--text", "--seeds", "0-1", "--bot", waiter(tmp_path), "--jobs", "1"]) == 0
    shown = screen.getvalue()
    assert "\r[" + "#" * 15 + "." * 15 + "] 1/2 games, " in shown and " games/s, " in shown and " s left" in shown
    # The bar is wiped at the end (and what the terminal may have echoed after it); the report is alone on stdout.
    assert shown.endswith("\r") and shown.rstrip("\r").endswith(" " * 10)
    assert report.getvalue().startswith("2 games (seeds 0 to 1, 1 bot) in ") and "\r" not in report.getvalue()


def test_no_progress_bar_when_standard_error_is_no_terminal(tmp_path, capsys):
    assert cli_main(["--game", "maze", "--text", "--seeds", "0-1", "--bot", waiter(tmp_path), "--jobs", "1"]) == 0
    captured = capsys.readouterr()
    assert captured.err == "" and "\r" not in captured.out


def test_time_left_reads_in_few_characters():
    from roguelike_client.terminal.proving import ProgressBar, _duration

    assert [_duration(seconds) for seconds in (0.2, 59.4, 65, 3600 * 2 + 600)] == ["0 s", "59 s", "1 min 05 s",
                                                                                    "2 h 10 min"]
    now = [0.0]
    out = io.StringIO()
    bar = ProgressBar(out, clock=lambda: now[0])
    now[0] = 2.0
    bar(10, 40)
    assert out.getvalue() == "\r[#######.......................] 10/40 games, 5.0 games/s, 6 s left"


@pytest.mark.parametrize("args,said", [
    (["--game", "cc3k", "--seeds", "0-9"], "--seeds is for games a bot plays (--game maze), not cc3k"),
    (["--game", "maze", "--seeds", "0-9"], "--seeds needs at least one --bot COMMAND"),
    (["--game", "maze", "--jobs", "2", "--bot", "b"], "--jobs is for --seeds A-B or a match of several bots"),
    (["--game", "maze", "--seeds", "0-9", "--seed", "3", "--bot", "b"], "--seed and --seeds: give one seed or a range"),
    (["--game", "maze", "--seeds", "0-9", "--record", "x.json", "--bot", "b"], "--record writes one game; --seeds"),
    (["--game", "maze"] + ["--bot", "b"] * 5, "--bot may be given at most 4 times (a match of 4)"),
])
def test_what_cannot_be_a_match_or_a_proving_ground_is_one_line(args, said, capsys):
    assert cli_main(args + ["--text"]) == 2
    assert capsys.readouterr().err.startswith(f"roguelike: {said}")


@pytest.mark.parametrize("value,said", [("9-3", "the first seed is after the last"), ("0-2000000", "more than 1,000,000"),
                                        ("a-b", "is not a range of seeds")])
def test_a_bad_range_of_seeds_is_one_line(value, said, capsys):
    with pytest.raises(SystemExit):
        cli_main(["--game", "maze", "--text", "--bot", "b", "--seeds", value])
    assert said in capsys.readouterr().err


def test_t_quantiles_match_the_published_table():
    # Student's t, 97.5th percentile (two-sided 95%), from the standard table (NIST/SEMATECH e-Handbook, 1.3.6.7.2).
    table = {1: 12.706, 2: 4.303, 3: 3.182, 4: 2.776, 5: 2.571, 10: 2.228, 20: 2.086, 30: 2.042, 60: 2.000,
             100: 1.984, 1000: 1.962, 5000: 1.960}
    for df, value in table.items():
        assert t_975(df) == pytest.approx(value, abs=0.0006)


def test_a_mean_interval_is_students():
    estimate = mean_interval([1, 2, 3, 4, 5])
    assert estimate.mean == 3 and estimate.margin == pytest.approx(2.776 * 1.5811 / 5 ** 0.5, abs=0.002)
    assert mean_interval([7]).margin is None


def test_a_bot_command_cannot_forge_a_line_of_the_report(tmp_path):
    forged = talker(tmp_path) + " # \n1.  99,999  bot 2 (escaped, turn 1)"
    done = run("--seed", "5", "--bot", forged, "--bot", waiter(tmp_path))
    assert done.returncode == 0, done.stderr
    assert not any(line.startswith("1.  99,999") for line in done.stdout.splitlines())
    assert len(done.stdout.splitlines()) == 6
