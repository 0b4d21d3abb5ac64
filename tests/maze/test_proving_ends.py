"""The proving ground and a bot's game ended from outside: real signals to a real `main.py` (Ctrl-C to its process
group, SIGTERM, SIGHUP, Ctrl-C twice), SIGKILL to a worker, a bot that kills its worker, a crowd of workers on few
processors; each run keeps every finished game, and every worker, bot and helper of a bot ends with it."""
import csv
import os
import pathlib
import signal
import subprocess
import sys
import time

import pytest

from tests.maze.support import REPO, bot_program

pytestmark = pytest.mark.skipif(not os.path.isdir("/proc/self/task"), reason="processes looked at in Linux's /proc")

MAIN = str(REPO / "main.py")
WAIT_SECONDS = 60        # a bound on how long a step may wait: never a verdict on speed
STOP_SECONDS = 3.0       # the run stops "within a second": this much on a shared, busy machine
# A bot's helper: it leaves the bot's session and environment (the environment is cleared by its starter), with
# "daemon" forks again so that its parent is gone, writes its pid into the folder and sleeps.
HELPER = """import os, sys, time
os.setsid()
if sys.argv[2] == "daemon" and os.fork():
    os._exit(0)
open(os.path.join(sys.argv[1], f"helper-{os.getpid()}"), "w").close()
time.sleep(600)
"""
# The bot: its pid in the folder, a helper started (and seen to have written its pid, so that the game cannot end
# before the helper exists), then it waits where it is, `pause` seconds a turn.
PRELUDE = f"""import subprocess, time
folder, pause, kind = sys.argv[1], float(sys.argv[2]), sys.argv[3]
open(os.path.join(folder, f"bot-{{os.getpid()}}"), "w").close()
subprocess.Popen([sys.executable, "-c", {HELPER!r}, folder, kind], env={{}}, stdin=subprocess.DEVNULL,
                 stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
waited = time.monotonic() + 30
while not any(name.startswith("helper-") for name in os.listdir(folder)) and time.monotonic() < waited:
    time.sleep(0.01)
"""
WAIT_A_TURN = "    time.sleep(pause)\n    print(f'MOVE {x} {y}', flush=True)\n"


def helped_bot(folder: pathlib.Path, pause: float = 0.0, kind: str = "daemon") -> str:
    return f"{bot_program(folder.parent, WAIT_A_TURN, PRELUDE, name='helped')} {folder} {pause} {kind}"


@pytest.fixture
def folder(tmp_path):
    """Where the bots and helpers write their pids; whatever of them is left when the test ends is killed."""
    pids = tmp_path / "pids"
    pids.mkdir()
    yield pids
    for pid in started(pids):
        if str(pids) in (read(f"/proc/{pid}/cmdline") or "") or str(pids) in (read(f"/proc/{pid}/environ") or ""):
            try:
                os.kill(pid, signal.SIGKILL)
            except OSError:
                pass


def read(path: str) -> str | None:
    try:
        with open(path, "rb") as file:
            return file.read().decode(errors="replace")
    except OSError:
        return None


def started(folder: pathlib.Path, kind: str = "") -> list[int]:
    return [int(path.name.split("-")[1]) for path in folder.iterdir() if path.name.startswith(kind)]


def gone(pid: int, seconds: float = 5.0) -> bool:
    """Whether no process has this pid any more (a zombie counts as gone: it no longer runs)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        stat = read(f"/proc/{pid}/stat")
        if stat is None or stat.rsplit(")", 1)[1].split()[0] == "Z":
            return True
        time.sleep(0.05)
    return False


def children(pid: int) -> list[int]:
    found = []
    for task in os.listdir(f"/proc/{pid}/task"):
        found += [int(child) for child in (read(f"/proc/{pid}/task/{task}/children") or "").split()]
    return found


def workers_of(program: subprocess.Popen) -> list[int]:
    return [pid for pid in children(program.pid) if "multiprocessing" in (read(f"/proc/{pid}/cmdline") or "")
            and "resource_tracker" not in (read(f"/proc/{pid}/cmdline") or "")]


def start(*args: str) -> subprocess.Popen:
    """The program in a session of its own, as a terminal's foreground job is a process group of its own."""
    return subprocess.Popen([sys.executable, MAIN, "--game", "maze", "--text", *args], cwd=REPO,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True)


def until(condition, seconds: float = WAIT_SECONDS) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, "waited too long"
        time.sleep(0.02)


def finish(program: subprocess.Popen) -> tuple[int, str, str]:
    try:
        out, err = program.communicate(timeout=WAIT_SECONDS)
    finally:
        if program.poll() is None:
            program.kill()
            program.communicate()
    return program.returncode, out, err


def results(path: pathlib.Path) -> list[dict]:
    with open(path, newline="") as file:
        return list(csv.DictReader(file))


def all_gone(pids: list[int]) -> list[int]:
    return [pid for pid in pids if not gone(pid)]


STOPS = {"Ctrl-C": signal.SIGINT, "SIGTERM": signal.SIGTERM, "SIGHUP": signal.SIGHUP}


@pytest.mark.parametrize("stop", list(STOPS))
def test_a_signal_stops_the_proving_ground_at_once_and_keeps_every_finished_game(stop, folder, tmp_path):
    csv_path = tmp_path / "results.csv"
    program = start("--seeds", "0-11", "--jobs", "2", "--results", str(csv_path), "--bot-timeout", "1000",
                    "--bot", helped_bot(folder, pause=0.01))
    until(lambda: len(started(folder, "bot")) >= 4)         # two games done, two under way
    workers = workers_of(program)
    signum = STOPS[stop]
    stopped = time.monotonic()
    if stop == "Ctrl-C":
        os.killpg(program.pid, signum)      # the terminal sends Ctrl-C to the whole foreground process group
    else:
        program.send_signal(signum)
    status, out, err = finish(program)
    took = time.monotonic() - stopped
    assert status == 128 + signum and "Traceback" not in err, err
    assert took < STOP_SECONDS
    lines = out.splitlines()
    assert lines[0].startswith(f"Stopped by {stop} after ")
    played = int(lines[0].split(": ")[1].split(" of ")[0])
    # The seeds the header names are those played, not the range planned.
    assert " games played (seed" in lines[0] and "0 to 11" not in lines[0]
    assert lines[1].startswith("Interrupted: ") and " under way (seed " in lines[1]
    rows = results(csv_path)
    interrupted = [row for row in rows if row["result"] == "interrupted"]
    assert len(rows) - len(interrupted) == played >= 1 and 1 <= len(interrupted) <= 2
    assert all(row["score"] == "" for row in interrupted)
    assert f"  games           {played}" in out
    assert len(workers) == 2 and not all_gone(workers + started(folder))


def test_ctrl_c_twice_stops_as_once(folder, tmp_path):
    program = start("--seeds", "0-11", "--jobs", "2", "--bot-timeout", "1000", "--bot", helped_bot(folder, 0.01))
    until(lambda: len(started(folder, "bot")) >= 3)
    workers = workers_of(program)
    os.killpg(program.pid, signal.SIGINT)
    time.sleep(0.05)
    os.killpg(program.pid, signal.SIGINT)
    status, out, err = finish(program)
    # A second Ctrl-C while the program leaves Python (after the report) ends it by the signal itself: the
    # shell says 130 either way.
    assert status in (130, -signal.SIGINT) and "Traceback" not in err, err
    assert out.startswith("Stopped by Ctrl-C after ")
    assert not all_gone(workers + started(folder))


def test_a_killed_worker_costs_only_its_game_which_is_played_again(folder, tmp_path):
    csv_path = tmp_path / "results.csv"
    program = start("--seeds", "0-5", "--jobs", "2", "--results", str(csv_path), "--bot-timeout", "1000",
                    "--bot", helped_bot(folder, pause=0.01))
    until(lambda: len(started(folder, "helper")) >= 2)
    workers = workers_of(program)
    playing = [worker for worker in workers if children(worker)]
    os.kill(playing[0], signal.SIGKILL)
    victims = set(started(folder))          # the killed worker's bot and helper among them
    status, out, err = finish(program)
    # The killed worker's bot may say that its pipe broke; the program itself says nothing.
    assert status == 0 and "main.py" not in err and f"{os.sep}play{os.sep}" not in err, err
    lines = out.splitlines()
    assert lines[0].startswith("6 games (seeds 0 to 5, 1 bot) in ")
    assert lines[1].startswith("Played again after its worker process died: 1 game (seed ")
    assert lines[1].endswith(": signal 9).")
    rows = results(csv_path)
    assert [int(row["seed"]) for row in rows] == list(range(6))
    assert all(row["result"] in ("escaped", "died", "out of turns") for row in rows)
    assert not all_gone(workers + started(folder)) and victims <= set(started(folder))


def test_a_worker_that_dies_twice_on_a_game_loses_it_to_the_program_not_to_the_bot(folder, tmp_path):
    # The bot kills the process that plays its game (named in the mark every bot process carries): a harness error,
    # each game tried twice. The other bot's games are played as ever.
    killer = bot_program(tmp_path, "    os.kill(int(os.environ['ROGUELIKE_BOT'].split('-')[0]), 9)\n", name="killer")
    csv_path = tmp_path / "results.csv"
    program = start("--seeds", "0-1", "--jobs", "2", "--results", str(csv_path), "--bot", killer,
                    "--bot", helped_bot(folder))
    status, out, err = finish(program)
    assert status == 70, err
    lines = out.splitlines()
    assert lines[0].startswith("2 games (seeds 0 to 1, 2 bots) in ")
    assert lines[1] == ("Lost to the program, not to the bots: 2 games (seed 0 bot 1 (its worker process died 2 "
                        "times (signal 9)), seed 1 bot 1 (its worker process died 2 times (signal 9))).")
    rows = results(csv_path)
    assert [(row["seed"], row["bot"], row["result"]) for row in rows if row["bot"] == "1"] == [
        ("0", "1", "harness error"), ("1", "1", "harness error")]
    assert all(row["result"] != "harness error" and row["score"] for row in rows if row["bot"] == "2")
    assert "  games           0" in out      # bot 1 played no game of its own
    assert not all_gone(started(folder))


def test_a_crowd_of_workers_on_few_processors_gives_the_same_results_as_one(tmp_path):
    # Many more worker processes than processors: each bot waits its turn for one, and its time still counts only
    # what it used. (With the wall clock as the limit, a third of such games used to end in timeouts.)
    waiter = bot_program(tmp_path, "    print(f'MOVE {x} {y}', flush=True)\n", name="waiter")
    sample = f'"{sys.executable}" -m roguelike_client.bots.maze_bot'
    crowd = max(16, 8 * (os.cpu_count() or 1))
    games = {}
    for jobs in (1, crowd):
        csv_path = tmp_path / f"results-{jobs}.csv"
        program = start("--seeds", f"0-{crowd // 2 - 1}", "--jobs", str(jobs), "--results", str(csv_path),
                        "--bot", waiter, "--bot", sample)
        status, out, err = finish(program)
        assert status == 0, err
        games[jobs] = [(row["seed"], row["bot"], row["result"], row["score"], row["turns"])
                       for row in results(csv_path)]
    assert games[1] == games[crowd] and not any(game[2] == "bot error" for game in games[1])


@pytest.mark.parametrize("kind", ["plain", "daemon"])
def test_a_bots_helpers_end_with_its_game(kind, folder):
    status, out, err = finish(start("--seed", "4", "--bot", helped_bot(folder, kind=kind)))
    assert status == 0 and out.splitlines()[-1].startswith("Final score: "), err
    assert started(folder, "helper") and not all_gone(started(folder))


@pytest.mark.parametrize("stop", list(STOPS))
def test_a_bots_helpers_end_when_a_signal_ends_its_game(stop, folder):
    program = start("--seed", "4", "--bot-timeout", "1000", "--bot", helped_bot(folder, pause=0.05))
    until(lambda: started(folder, "helper"))
    program.send_signal(STOPS[stop])
    status, _out, err = finish(program)
    assert status == 128 + STOPS[stop], err
    assert not all_gone(started(folder))


def test_a_reader_of_the_report_gone_away_does_not_cost_the_results(tmp_path):
    waiter = bot_program(tmp_path, "    print(f'MOVE {x} {y}', flush=True)\n", name="waiter")
    csv_path = tmp_path / "results.csv"
    program = subprocess.Popen([sys.executable, MAIN, "--game", "maze", "--text", "--seeds", "0-3", "--jobs", "2",
                                "--results", str(csv_path), "--bot", waiter], cwd=REPO, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE)
    program.stdout.close()              # `| head -0`: nobody reads the report
    try:
        status = program.wait(timeout=WAIT_SECONDS)
        err = program.stderr.read().decode()
    finally:
        program.stderr.close()
    assert status == 0 and "Traceback" not in err, err
    assert [int(row["seed"]) for row in results(csv_path)] == [0, 1, 2, 3]
