"""Benchmark (run by hand): the maze's own time per turn around a bot's answer, the bare pipe, and the rules in-process.

    python bench/bench_maze.py [--games N] [--turns N] [--repeat N]

Each figure is one line, named by what it measures, from the fastest of --repeat passes (as timeit takes the
best of its runs: the other passes measure the other programs on the machine as well):

- "core" (the rules' turns per second in-process): whole games on the seeds' mazes (0..N-1) with the sample bot's
  logic called in the same process on the protocol's text. Per turn it times game.view() + turn_input(view) +
  bot_command(line) + game.step(command), the bot's own thinking apart.
- "core, answers replayed": the same games and the same work per turn, each game's answer lines taken from the
  core's games instead of asked of the bot. Nothing else runs between two turns, as when the bot is a process of
  its own: in the core figure the bot's work between turns leaves the processor's caches cold for ours.
- "round trip": a bot process that answers `MOVE x y` to its own cell at once, asked directly through
  BotProcess.ask (what the session does each turn): the pipe, the bot runner's threads and that bot's
  reading and writing.
- "session, our own time around a bot's answer": whole games through the real session (play/session.py) with
  that same answer-at-once bot as a process, each turn played as the terminal and the proving ground play it
  (wait_bot(), then view() to see whether the game is over). The session times each answer from the input's
  first byte written to the answer line read (Session.answer_seconds); our own time per turn is the turn's whole
  time less that answer time: the view, turn_input, reading the answer line, the step, the record. A game's first turn is left out (it starts the bot's process), and so is closing it.
"""
from __future__ import annotations

import argparse
import pathlib
import sys
import tempfile
import time

REPO = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from roguelike_client.bots.maze_bot import MazeBot  # noqa: E402
from roguelike_client.bots.process import BotProcess  # noqa: E402
from game.maze.commands import bot_command  # noqa: E402
from game.maze.protocol import turn_input  # noqa: E402
from game.maze.spec import SPEC  # noqa: E402
from roguelike_client.play.session import Session  # noqa: E402

ECHO_BOT = """import sys
while True:
    head = sys.stdin.readline()
    if not head:
        break
    n = int(sys.stdin.readline())
    for _ in range(n):
        sys.stdin.readline()
    x, y = head.split()[:2]
    sys.stdout.write(f"MOVE {x} {y}\\n")
    sys.stdout.flush()
"""


def core(games: int, repeat: int) -> list[list[str]]:
    """Whole games through the door with the sample bot called in-process on the protocol's text; returns each
    game's answer lines."""
    answers: list[list[str]] = []
    passes = [_core_pass(games, answers)] + [_core_pass(games, []) for _ in range(repeat - 1)]
    turns, rules_time, bot_time = min(passes, key=lambda figures: figures[1])
    print(f"core: {turns} turns in {games} games; rules and protocol {turns / rules_time:,.0f} turns/s "
          f"({rules_time / turns * 1e6:.0f} us a turn); with the sample bot {turns / (rules_time + bot_time):,.0f} turns/s")
    return answers


def _core_pass(games: int, answers: list[list[str]]) -> tuple[int, float, float]:
    turns = 0
    rules_time = bot_time = 0.0
    for seed in range(games):
        game, bot = SPEC.new_game(None, seed, {"bot": "in-process"}), MazeBot()
        lines: list[str] = []
        while True:
            start = time.perf_counter()
            view = game.view()
            if view.over:
                break
            text = turn_input(view)
            middle = time.perf_counter()
            line = bot.answer(text)
            end = time.perf_counter()
            game.step(bot_command(line))
            rules_time += (middle - start) + (time.perf_counter() - end)
            bot_time += end - middle
            turns += 1
            lines.append(line)
        answers.append(lines)
    return turns, rules_time, bot_time


def replayed(answers: list[list[str]], repeat: int) -> None:
    """The core's games again, each turn's answer line taken from them: the rules and the protocol alone."""
    turns = sum(len(lines) for lines in answers)
    elapsed = min(_replay_pass(answers) for _ in range(repeat))
    print(f"core, answers replayed: rules and protocol {turns / elapsed:,.0f} turns/s "
          f"({elapsed / turns * 1e6:.0f} us a turn)")


def _replay_pass(answers: list[list[str]]) -> float:
    elapsed = 0.0
    for seed, lines in enumerate(answers):
        game = SPEC.new_game(None, seed, {"bot": "in-process"})
        start = time.perf_counter()
        for line in lines:
            turn_input(game.view())
            game.step(bot_command(line))
        elapsed += time.perf_counter() - start
    return elapsed


def round_trip(turns: int, repeat: int) -> None:
    """The bare pipe: a bot that answers at once, asked directly (what the session's worker thread does)."""
    with tempfile.TemporaryDirectory() as folder:
        process = BotProcess(_echo_bot(folder))
        try:
            text = turn_input(SPEC.new_game(None, 0, {"bot": "echo"}).view())
            process.ask(text, 5.0)
            passes = []
            for _ in range(repeat):
                start = time.perf_counter()
                for _ in range(turns):
                    bot_command(process.ask(text, 5.0))
                passes.append(time.perf_counter() - start)
        finally:
            process.close()
    print(f"round trip: {min(passes) / turns * 1e6:.0f} us a turn over {turns} turns with a subprocess bot")


def session_turns(games: int, repeat: int) -> None:
    """Whole games through the session with the answer-at-once bot as a process; our time is each turn's whole
    time less the bot's answer time as the session measured it."""
    with tempfile.TemporaryDirectory() as folder:
        options = {"bot": _echo_bot(folder), "bot_timeout": 5000}
        passes = [_session_pass(games, options) for _ in range(repeat)]
    turns, whole, answering = min(passes, key=lambda figures: figures[1] - figures[2])
    print(f"session, our own time around a bot's answer: {(whole - answering) / turns * 1e6:.0f} us a turn "
          f"({whole / turns * 1e6:.0f} us a turn in all less {answering / turns * 1e6:.0f} us the bot's answer; "
          f"{turns} turns in {games} games with a subprocess bot)")


def _session_pass(games: int, options: dict[str, object]) -> tuple[int, float, float]:
    turns, whole, answering = 0, 0.0, 0.0
    for seed in range(games):
        session = Session.new(SPEC, seed, "", "", options)
        try:
            session.wait_bot()            # the first turn starts the bot's process: not counted
            while not session.view().over:
                start = time.perf_counter()
                session.wait_bot()
                session.view()
                whole += time.perf_counter() - start
                answering += session.answer_seconds[-1]
                turns += 1
        finally:
            session.close()
    return turns, whole, answering


def _echo_bot(folder: str) -> str:
    """The command of the bot that answers at once, written into folder."""
    script = pathlib.Path(folder) / "echo_bot.py"
    script.write_text(ECHO_BOT)
    return f'"{sys.executable}" "{script}"'


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--turns", type=int, default=5000)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    replayed(core(args.games, args.repeat), args.repeat)
    round_trip(args.turns, args.repeat)
    session_turns(max(1, args.games // 10), args.repeat)


if __name__ == "__main__":
    main()
