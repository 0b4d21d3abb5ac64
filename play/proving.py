"""Many bot games: a match (up to four bots, each alone in its own copy of one seed's game, ranked by score) and the
proving ground (every seed of a range for every bot, on parallel processes), their reports and results file.

Every game here is an ordinary session with one bot at the controls, so its score is exactly what `--seed N
--bot COMMAND` gives that bot alone; a bot that errs or times out loses that game and nothing else."""
from __future__ import annotations

import csv
import io
import multiprocessing
import os
import signal
import statistics
import threading
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterable, Iterator, Mapping, Sequence

from game.core import Result, View
from game.registry import GAMES
from game.spec import GameSpec
from play.session import Session
from play.stats import mean_interval
from play.text import shown

IN_FLIGHT_PER_JOB = 4         # games handed to each process ahead of time: enough to keep it busy, few to cancel


@dataclass(frozen=True)
class Plan:
    """What to play: every seed for every bot command, on the game's own map or a given one."""

    game: str
    seeds: Sequence[int]
    commands: tuple[str, ...]
    options: Mapping[str, Any] = field(default_factory=dict)     # the other options (a relaxed time limit)
    map_name: str = ""
    map_text: str = ""

    @property
    def games(self) -> int:
        return len(self.seeds) * len(self.commands)

    def seat_options(self, command: str) -> dict[str, Any]:
        rules = GAMES[self.game].bot
        assert rules is not None
        return {**self.options, rules.command_option: command}


@dataclass(frozen=True)
class GameOutcome:
    """One bot's game, as the reports and the results file know it. bot is the command's place (1-4)."""

    seed: int
    bot: int
    result: Result
    ending: str                           # the game's word for the result: "escaped", "died", ...
    score: int
    turns: int
    answer_seconds: tuple[float, ...]     # each answer's time, first turn first
    error: str = ""                       # why the bot's game ended early, when it erred


def outcome(session: Session, bot: int) -> GameOutcome:
    """A finished game's outcome (a session that a bot played to its end)."""
    view: View[Any] = session.view()
    rules = session.spec.bot
    assert rules is not None and view.over and view.result is not None
    error = view.messages[0] if view.result is Result.ERROR and view.messages else ""
    return GameOutcome(session.seed, bot, view.result, rules.endings.get(view.result, view.result.value),
                       view.score or 0, view.turn, tuple(session.answer_seconds), error)


def play_one(plan: Plan, seed: int, bot: int, record_to: str | None = None) -> GameOutcome:
    """One bot's whole game on one seed; with record_to, its record is written there (the bot's place picks
    FILE, FILE-2, ... as play again does)."""
    spec = GAMES[plan.game]
    session = Session.new(spec, seed, plan.map_name, plan.map_text, plan.seat_options(plan.commands[bot - 1]),
                          record_to=record_to, games_before=bot - 1)
    try:
        while not session.view().over:
            session.wait_bot()
        if record_to:
            session.finish()
        return outcome(session, bot)
    finally:
        session.close()


def run_games(plan: Plan, jobs: int = 1, progress: Callable[[int, int], None] | None = None,
              stop: threading.Event | None = None, record_to: str | None = None) -> list[GameOutcome]:
    """Every game of the plan, sorted by seed then bot; jobs > 1 plays them on that many processes. progress(done,
    total) is called as games end. When stop is set, or on Ctrl-C, no new game starts and the games finished so
    far are returned (the report then says how many were not played)."""
    tasks = ((seed, bot) for seed in plan.seeds for bot in range(1, len(plan.commands) + 1))
    outcomes: list[GameOutcome] = []

    def finished(played: GameOutcome) -> None:
        outcomes.append(played)
        if progress is not None:
            progress(len(outcomes), plan.games)

    try:
        if jobs <= 1 or plan.games <= 1:
            for seed, bot in tasks:
                if stop is not None and stop.is_set():
                    break
                finished(play_one(plan, seed, bot, record_to))
        else:
            _run_in_processes(plan, tasks, min(jobs, plan.games), finished, stop, record_to)
    except KeyboardInterrupt:
        pass
    return sorted(outcomes, key=lambda played: (played.seed, played.bot))


def _run_in_processes(plan: Plan, tasks: Iterator[tuple[int, int]], jobs: int, finished: Callable[[GameOutcome], None],
                      stop: threading.Event | None, record_to: str | None) -> None:
    # Fresh interpreters ("spawn") on every platform: forking a program that runs threads (the window, a bot's
    # reader) can copy a held lock into the child.
    context = multiprocessing.get_context("spawn")
    running: set[Future[GameOutcome]] = set()
    pool = ProcessPoolExecutor(max_workers=jobs, mp_context=context, initializer=_leave_interrupts_to_the_parent)
    try:
        while True:
            while len(running) < jobs * IN_FLIGHT_PER_JOB and not (stop is not None and stop.is_set()):
                task = next(tasks, None)
                if task is None:
                    break
                running.add(pool.submit(play_one, plan, task[0], task[1], record_to))
            if not running:
                break
            done, running = wait(running, timeout=0.2, return_when=FIRST_COMPLETED)
            for future in done:
                finished(future.result())
    finally:
        # Games under way end on their own (each within its turn limit); none waiting starts.
        pool.shutdown(wait=False, cancel_futures=True)


def _leave_interrupts_to_the_parent() -> None:
    """A worker ignores Ctrl-C: the parent stops handing out games and reports those finished."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def default_jobs() -> int:
    return os.cpu_count() or 1


def plan_from(spec: GameSpec, seats: Sequence[Mapping[str, Any]], seeds: Sequence[int], map_name: str,
              map_text: str) -> Plan:
    """The games the command line asks for: each seat's bot on every seed, with the first seat's other options."""
    rules = spec.bot
    assert rules is not None
    options = {name: value for name, value in seats[0].items() if name != rules.command_option}
    return Plan(spec.name, seeds, tuple(seat[rules.command_option] for seat in seats), options, map_name, map_text)


# ----- what a match and a proving ground say -----------------------------------------------------------

def ranking(outcomes: Iterable[GameOutcome]) -> list[tuple[int, GameOutcome]]:
    """Places by score, highest first; equal scores share a place (1, 2, 2, 4), bots in their order within it."""
    ordered = sorted(outcomes, key=lambda played: (-played.score, played.bot))
    return [(1 + sum(other.score > played.score for other in ordered), played) for played in ordered]


def how_it_ended(played: GameOutcome) -> str:
    said = f"{played.ending}, turn {played.turns}"
    return f"{said}: {shown(played.error)}" if played.error else said


def match_report(outcomes: Sequence[GameOutcome], commands: Sequence[str]) -> str:
    """The ranking of a match, one line per bot: place, score, how its game ended, which bot."""
    seed = outcomes[0].seed if outcomes else 0
    lines = [f"Match on seed {seed}: {len(commands)} bots, each alone in its own copy of the game, ranked by score."]
    for place, played in ranking(outcomes):
        lines.append(f"{place}. {played.score:>7,}  bot {played.bot} ({how_it_ended(played)})")
    lines.append("")
    lines += [f"bot {index}: {shown(command)}" for index, command in enumerate(commands, 1)]
    return "\n".join(lines) + "\n"


def _signed(value: float) -> str:
    return f"{value:+,.1f}"


def _estimate(values: Sequence[float], signed: bool = False) -> str:
    written = _signed if signed else (lambda value: f"{value:,.1f}")
    estimate = mean_interval(values)
    if estimate.margin is None:
        return f"{written(estimate.mean)} (one game: no interval)"
    return (f"{written(estimate.mean)} ± {estimate.margin:,.1f} "
            f"(95% CI {written(estimate.low or 0.0)} to {written(estimate.high or 0.0)})")


def over_limit(played: GameOutcome, limits: tuple[float, float]) -> int:
    """How many of a game's answers took longer than the limits (first turn, later turns) allow."""
    first, later = limits
    return sum(seconds > (first if index == 0 else later) for index, seconds in enumerate(played.answer_seconds))


def bot_table(spec: GameSpec, outcomes: Sequence[GameOutcome], command: str, bot: int,
              limits: tuple[float, float]) -> list[str]:
    """One bot's block of the proving ground's report."""
    rules = spec.bot
    assert rules is not None
    count = len(outcomes)
    rows = [("games", f"{count:,}")]
    for result, word in rules.endings.items():
        if result is not Result.ERROR:
            share = sum(played.result is result for played in outcomes)
            rows.append((word, f"{share:,} ({100 * share / count:.1f}%)" if count else "0"))
    errors = [played for played in outcomes if played.result is Result.ERROR]
    first_error = f" (first: seed {errors[0].seed}, {shown(errors[0].error)})" if errors else ""
    rows.append(("errors", f"{len(errors):,}{first_error}"))
    if outcomes:
        scores = [played.score for played in outcomes]
        rows.append(("mean score", _estimate(scores)))
        rows.append(("median score", f"{statistics.median(scores):,.1f}"))
    answers = [seconds for played in outcomes for seconds in played.answer_seconds]
    if answers:
        rows.append(("answer time", f"mean {1000 * statistics.fmean(answers):.2f} ms, "
                                    f"slowest {1000 * max(answers):.2f} ms"))
    late = sum(over_limit(played, limits) for played in outcomes)
    first, later = (round(1000 * seconds) for seconds in limits)
    rows.append(("over the limit", f"{late:,} of {len(answers):,} answers would miss CodinGame's {first} ms on the "
                                   f"first turn and {later} ms after"))
    width = max(len(name) for name, _ in rows)
    return [f"bot {bot}: {shown(command)}"] + [f"  {name:<{width}}  {value}" for name, value in rows]


def pair_lines(outcomes: Sequence[GameOutcome], first: int, second: int) -> list[str]:
    """Two bots compared on the seeds both played: wins, ties and losses of the first, and the mean difference."""
    scores: dict[int, dict[int, int]] = {}
    for played in outcomes:
        scores.setdefault(played.seed, {})[played.bot] = played.score
    differences = [float(by_bot[first] - by_bot[second]) for by_bot in scores.values()
                   if first in by_bot and second in by_bot]
    if not differences:
        return [f"bot {first} vs bot {second}: no seed played by both"]
    wins = sum(difference > 0 for difference in differences)
    ties = sum(difference == 0 for difference in differences)
    return [f"bot {first} vs bot {second} on the same {len(differences):,} seeds: "
            f"{wins:,} wins, {ties:,} ties, {len(differences) - wins - ties:,} losses",
            f"  mean difference {_estimate(differences, signed=True)}"]


def proving_report(spec: GameSpec, plan: Plan, outcomes: Sequence[GameOutcome], seconds: float, jobs: int) -> str:
    """The proving ground's report: a block per bot, then each pair of bots compared seed by seed."""
    rules = spec.bot
    assert rules is not None
    limits = rules.time_limits({})          # CodinGame's own limits, whatever this run allowed
    seeds = plan.seeds
    span = f"seed {seeds[0]}" if len(seeds) == 1 else f"seeds {seeds[0]} to {seeds[-1]}"
    lines = [f"{len(outcomes):,} games ({span}, {len(plan.commands)} bot{'s' if len(plan.commands) > 1 else ''}) "
             f"in {seconds:.1f} s on {jobs} process{'es' if jobs > 1 else ''}."]
    if len(outcomes) < plan.games:
        lines.append(f"Stopped early: {plan.games - len(outcomes):,} games were not played.")
    for bot, command in enumerate(plan.commands, 1):
        lines.append("")
        lines += bot_table(spec, [played for played in outcomes if played.bot == bot], command, bot, limits)
    if len(plan.commands) > 1:
        lines.append("")
        for first in range(1, len(plan.commands) + 1):
            for second in range(first + 1, len(plan.commands) + 1):
                lines += pair_lines(outcomes, first, second)
    return "\n".join(lines) + "\n"


RESULT_COLUMNS = ("seed", "bot", "command", "result", "score", "turns", "answers", "mean_answer_ms",
                  "slowest_answer_ms", "answer_ms", "error")


def write_results(path: Path, outcomes: Sequence[GameOutcome], commands: Sequence[str]) -> None:
    """One CSV line per game, every answer's time in milliseconds (space-separated, first turn first)."""
    from userdata.storage import write_text_atomic

    text = io.StringIO()
    writer = csv.writer(text, lineterminator="\n")
    writer.writerow(RESULT_COLUMNS)
    for played in outcomes:
        times = [1000 * seconds for seconds in played.answer_seconds]
        writer.writerow([played.seed, played.bot, commands[played.bot - 1], played.ending, played.score,
                         played.turns, len(times),
                         f"{statistics.fmean(times):.3f}" if times else "",
                         f"{max(times):.3f}" if times else "",
                         " ".join(f"{ms:.3f}" for ms in times), played.error])
    write_text_atomic(path, text.getvalue())
