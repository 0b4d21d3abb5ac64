"""The proving ground starts the next game's bot while a game ends: that process is the one that plays the next game
(each game's bot started once), the games' results are those of each game played alone, and every bot started
ahead ends with the run, the one no game took too."""
import csv
import os
import subprocess
import sys
import time

import pytest

from tests.maze.support import REPO, bot_program

pytestmark = pytest.mark.skipif(not os.path.isdir("/proc"), reason="bot processes looked at in /proc")

# Each bot process leaves its pid in the folder as it starts, with the number the program gave it (its mark: the
# program's pid, then 1, 2, ... for each bot process it started); it walks toward the exit corner, so games differ.
PRELUDE = ("open(os.path.join(sys.argv[1], f\"bot-{os.getpid()}-{os.environ['ROGUELIKE_BOT'].split('-')[1]}\"), "
           "'w').close()\n")
WALK = "    print('MOVE 15 11' if turn % 3 else f'MOVE {x} {y} waiting', flush=True)\n"


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, str(REPO / "main.py"), "--game", "maze", "--text", *args], cwd=REPO,
                          capture_output=True, text=True, timeout=120)


def started(folder) -> list[int]:
    return [int(path.name.split("-")[1]) for path in folder.iterdir() if path.name.startswith("bot-")]


def numbers(folder) -> list[int]:
    return sorted(int(path.name.split("-")[2]) for path in folder.iterdir() if path.name.startswith("bot-"))


def running(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat", "rb") as file:
            return file.read().rsplit(b")", 1)[1].split()[0] != b"Z"
    except OSError:
        return False


def all_ended(pids: list[int]) -> bool:
    deadline = time.monotonic() + 10
    while any(running(pid) for pid in pids) and time.monotonic() < deadline:
        time.sleep(0.05)
    return not any(running(pid) for pid in pids)


def scores(path) -> dict[int, tuple[str, str, str]]:
    with open(path, newline="") as file:
        return {int(row["seed"]): (row["result"], row["score"], row["turns"]) for row in csv.DictReader(file)}


def test_pool_each_games_bot_starts_once_and_plays_as_in_a_game_alone(tmp_path):
    pids = tmp_path / "pids"
    pids.mkdir()
    bot = f"{bot_program(tmp_path, WALK, PRELUDE, name='walker')} {pids}"
    proving = run("--seeds", "0-4", "--jobs", "1", "--results", str(tmp_path / "runs.csv"), "--bot", bot)
    assert proving.returncode == 0, proving.stderr
    # Four bots started ahead, each taken by the game after: five processes for five games (none started and ended
    # unused, which would leave a gap in the numbers), all ended.
    assert numbers(pids) == [1, 2, 3, 4, 5] and all_ended(started(pids))
    played = scores(tmp_path / "runs.csv")
    alone = {}
    for seed in range(5):
        game = run("--seed", str(seed), "--record", str(tmp_path / f"game-{seed}.json"), "--bot", bot)
        assert game.returncode == 0, game.stderr
        alone[seed] = game.stdout.splitlines()[-1]
    assert [f"Final score: {played[seed][1]}" for seed in range(5)] == [alone[seed] for seed in range(5)]
    assert all(result != "bot error" for result, _, _ in played.values())


def test_pool_every_bot_started_ahead_ends_with_the_run_taken_or_not(tmp_path):
    pids = tmp_path / "pids"
    pids.mkdir()
    bot = f"{bot_program(tmp_path, WALK, PRELUDE, name='walker')} {pids}"
    proving = run("--seeds", "0-7", "--jobs", "2", "--results", str(tmp_path / "runs.csv"), "--bot", bot)
    assert proving.returncode == 0, proving.stderr
    # One process a game, and at most one a worker started ahead for a game that another worker played.
    assert 8 <= len(started(pids)) <= 8 + 2
    assert all_ended(started(pids))
    assert list(scores(tmp_path / "runs.csv")) == list(range(8))
