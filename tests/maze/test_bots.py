"""External bots through --bot: a good bot plays to the end; every kind of bad answer, a crash, EOF and a timeout give -10000."""
import io
import os
import random
import subprocess
import sys

import pytest

from roguelike_client.bots.maze_bot import MazeBot
from game.core import Result
from game.maze.commands import bot_command
from game.maze.protocol import turn_input
from game.maze.spec import SPEC
from roguelike_client.play.session import Session
from roguelike_client.terminal.maze import play_bot
from tests.maze.support import DATA, REPO

HEADER = "import sys\nfor turn in range(1000):\n    head = sys.stdin.readline()\n    if not head: break\n" \
         "    n = int(sys.stdin.readline())\n    for _ in range(n): sys.stdin.readline()\n"


def script(tmp_path, body: str) -> str:
    path = tmp_path / "bot.py"
    path.write_text(HEADER + body)
    return f'"{sys.executable}" "{path}"'


def play_with(command: str, timeout_ms=None, maze_text=None):
    session = Session.new(SPEC, 21, "seed_21.txt", maze_text or (DATA / "seed_21.txt").read_text(),
                          {"bot": command, "bot_timeout": timeout_ms})
    out = io.StringIO()
    try:
        play_bot(session, out)
    finally:
        session.close()
    return session.view(), out.getvalue()


@pytest.mark.parametrize("answer,reason", [
    ("HELLO", "bad line 'HELLO'"),
    ("MOVE 1 x", "bad number 'x' for y"),
    ("MOVE 20 3", "coordinates 20 3 are off the grid"),
    ("ATTACK 7 11 10", "weapon 7 is not 0-3"),
])
def test_each_bad_answer_ends_the_game_with_minus_10000(tmp_path, answer, reason):
    view, out = play_with(script(tmp_path, f"    print({answer!r}, flush=True)\n"))
    assert view.over and view.result is Result.ERROR and view.score == -10000
    assert f"Bot error: {reason}" in out and out.endswith("Final score: -10000\n")


def test_a_bad_answer_after_good_ones_still_ends_with_minus_10000(tmp_path):
    body = "    print('MOVE 11 11 thinking' if turn < 3 else 'ATTACK 1 2', flush=True)\n"
    view, out = play_with(script(tmp_path, body))
    assert view.turn == 3 and view.score == -10000 and "Turn 1: MOVE 11 11 (thinking)" in out


def test_a_crash_and_an_exit_without_answering_are_named(tmp_path):
    view, out = play_with(script(tmp_path, "    raise SystemExit(3)\n"))
    assert view.score == -10000 and "the bot ended (exit status 3) without answering" in out
    view, out = play_with(f'"{sys.executable}" -c "import os; os.kill(os.getpid(), 9)"')
    assert view.score == -10000 and "the bot crashed (signal 9)" in out


def test_a_silent_bot_times_out_without_hanging_and_is_killed(tmp_path):
    view, out = play_with(script(tmp_path, "    print('MOVE 11 11', flush=True)\n    import time; time.sleep(30)\n"))
    assert view.turn == 1 and view.score == -10000 and "timeout: no answer within 50 ms" in out


def test_a_bot_that_stops_reading_its_input_times_out_instead_of_hanging(tmp_path):
    # Walled in, the hero sees 46 obstacles a turn: about 450 bytes, so 150 unread turns overflow a 64 KB pipe.
    rows = ["X" * 16] * 5 + ["X" * 7 + "H.E" + "X" * 6] + ["X" * 16] * 6
    path = tmp_path / "deaf.py"
    path.write_text("import time\nfor _ in range(150): print('MOVE 7 5', flush=True)\ntime.sleep(30)\n")
    view, out = play_with(f'"{sys.executable}" "{path}"', maze_text="\n".join(rows) + "\n")
    assert view.score == -10000 and view.turn < 150
    assert "timeout: the bot has not read its input for 50 ms" in out


def test_bot_timeout_relaxes_the_limit(tmp_path):
    body = "    import time; time.sleep(0.15 if turn == 1 else 0)\n    print('MOVE 11 11', flush=True)\n"
    view, out = play_with(script(tmp_path, body), timeout_ms=2000)
    assert view.result is Result.OUT_OF_TURNS and view.turn == 150 and out.endswith(f"Final score: {view.score}\n")


def test_main_runs_the_sample_bot_to_a_final_score():
    done = subprocess.run([sys.executable, os.path.join(REPO, "main.py"), "--game", "maze", "--text", "--seed", "3",
                           "--bot", f'"{sys.executable}" roguelike_client/bots/maze_bot.py', "--bot-timeout", "2000"],
                          cwd=REPO, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0
    last = done.stdout.splitlines()[-1]
    assert last.startswith("Final score: ") and int(last.split(": ")[1]) > -10000


def average_score(make_answer, seeds) -> float:
    total = 0
    for seed in seeds:
        game = SPEC.new_game(None, seed, {"bot": "in-process"})
        answer = make_answer(seed)
        while not game.view().over:
            game.step(bot_command(answer(turn_input(game.view()))))
        total += game.view().score
    return total / len(seeds)


def random_walker(seed):
    rng = random.Random(seed)

    def answer(text):
        x, y = map(int, text.split()[:2])
        dx, dy = rng.choice([(1, 0), (-1, 0), (0, 1), (0, -1)])
        return f"MOVE {min(15, max(0, x + dx))} {min(11, max(0, y + dy))}"

    return answer


def test_the_sample_bot_beats_a_random_walker():
    seeds = range(500, 530)
    ours = average_score(lambda seed: MazeBot().answer, seeds)
    theirs = average_score(random_walker, seeds)
    assert ours > theirs + 500
