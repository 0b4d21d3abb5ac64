"""Many bot games: a match (up to four bots, each alone in its own copy of one seed's game, ranked by score) and the
proving ground (every seed of a range for every bot, on worker processes of our own), their reports and results file.

Every game here is an ordinary session with one bot at the controls, so its score is exactly what `--seed N
--bot COMMAND` gives that bot alone; a bot that errs or times out loses that game and nothing else. A signal stops
the run within a second, every worker and bot ended, and what was finished is reported; a worker that dies costs the
game it was playing, which is played again once."""
from __future__ import annotations

import csv
import io
import multiprocessing
import os
import signal
import statistics
import threading
import time
from collections import deque
from dataclasses import dataclass, field
from multiprocessing.connection import Connection, wait
from pathlib import Path
from typing import Any, Callable, Iterable, Mapping, Sequence

from roguelike_client.bots.process import adopt_orphans, die_with_parent, end_strays
from game.core import Result, View
from game.registry import GAMES
from game.spec import GameSpec
from roguelike_client.play import shutdown
from roguelike_client.play.bots import end_ahead, start_ahead
from roguelike_client.play.session import Session
from roguelike_client.play.stats import mean_interval
from roguelike_client.play.text import shown

LOOK_SECONDS = 0.1            # how often the run looks at its stop flag while games are played
STOP_GRACE_SECONDS = 0.5      # how long a worker told to stop has to end its bot and itself before it is killed
TRIES = 2                     # a game whose worker process died is played again once
INTERRUPTED, HARNESS_ERROR = "interrupted", "harness error"     # how a game the run did not finish is listed


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

    def session(self, seed: int, bot: int, record_to: str | None = None, games_before: int = 0,
                read_map: Any = None) -> Session:
        """The game of the bot in place `bot` (1-4) on seed, made one way for a match in the window, a match in the
        terminal and the proving ground: --record's FILE, FILE-2, ... by the bot's place after games_before."""
        options = self.seat_options(self.commands[bot - 1])
        return Session.new(GAMES[self.game], seed, self.map_name, self.map_text, options, record_to=record_to,
                           games_before=games_before + bot - 1, read_map=read_map)


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


@dataclass(frozen=True)
class Unfinished:
    """A game the run did not finish: interrupted when the run was stopped, or lost to the program itself (its worker
    process died twice, or the program failed in it). Neither is the bot's doing: no bot's figures count it."""

    seed: int
    bot: int
    result: str                           # INTERRUPTED or HARNESS_ERROR
    why: str = ""


@dataclass
class Run:
    """What a run of many games did: the games finished (sorted by seed then bot), those it did not finish, those
    played again after their worker died, and what stopped it early ("" when it played its plan)."""

    outcomes: list[GameOutcome] = field(default_factory=list)
    unfinished: list[Unfinished] = field(default_factory=list)
    again: list[tuple[int, int, str]] = field(default_factory=list)   # seed, bot, how the worker ended
    stopped: str = ""                     # "Ctrl-C", "SIGTERM", "SIGHUP", or "request" (the window's stop key)
    status: int = 0                       # the exit status the stopping signal asks for (128 + N), else 0


class _Abandoned(Exception):
    """The run was asked to stop while this process played a game itself."""


def play_one(plan: Plan, seed: int, bot: int, record_to: str | None = None,
             stop: threading.Event | None = None) -> GameOutcome:
    """One bot's whole game on one seed; with record_to, its record is written there (the bot's place picks
    FILE, FILE-2, ... as play again does). When stop is set the game is abandoned between two turns."""
    session = plan.session(seed, bot, record_to)
    try:
        while not session.view().over:
            if stop is not None and stop.is_set():
                raise _Abandoned
            session.wait_bot()
        if record_to:
            session.finish()
        return outcome(session, bot)
    except KeyboardInterrupt:
        shutdown.stopping()         # a second signal now is remembered, not raised: the bot is ended whole
        raise
    finally:
        _despite_interrupts(session.close)


def _despite_interrupts(action: Callable[[], Any]) -> None:
    """Do action to its end though Ctrl-C comes again meanwhile (where play.shutdown does not already hold signals
    back): the first one stops the run, and every step of ending it can be done twice."""
    while True:
        try:
            action()
            return
        except KeyboardInterrupt:
            continue


def play_plan(plan: Plan, jobs: int = 1, progress: Callable[[int, int], None] | None = None,
              stop: threading.Event | None = None, record_to: str | None = None) -> Run:
    """Every game of the plan; jobs > 1 plays them on that many worker processes. progress(done, total) is called
    as games end. When stop is set, or a signal comes (Ctrl-C, SIGTERM, SIGHUP: a KeyboardInterrupt), the games
    under way are interrupted and every worker and bot ended, within about a second; the run then says so."""
    tasks = deque((seed, bot) for seed in plan.seeds for bot in range(1, len(plan.commands) + 1))
    run = Run()

    def finished(played: GameOutcome | Unfinished) -> None:
        if isinstance(played, GameOutcome):
            run.outcomes.append(played)
        else:
            run.unfinished.append(played)
        if progress is not None:
            progress(len(run.outcomes) + len(run.unfinished), plan.games)

    try:
        if jobs <= 1 or plan.games <= 1:
            _play_here(plan, tasks, run, finished, stop, record_to)
        else:
            _Pool(plan, min(jobs, plan.games), record_to, run, finished).play(tasks, stop)
    except KeyboardInterrupt as interrupt:
        signum = getattr(interrupt, "signum", signal.SIGINT)
        run.stopped = "Ctrl-C" if signum == signal.SIGINT else signal.Signals(signum).name
        run.status = getattr(interrupt, "status", shutdown.SIGNAL_BASE + signal.SIGINT)
    if stop is not None and stop.is_set() and not run.stopped:
        run.stopped = "request"
    run.outcomes.sort(key=lambda played: (played.seed, played.bot))
    run.unfinished.sort(key=lambda game: (game.seed, game.bot))
    return run


def run_games(plan: Plan, jobs: int = 1, progress: Callable[[int, int], None] | None = None,
              stop: threading.Event | None = None, record_to: str | None = None) -> list[GameOutcome]:
    """The finished games of play_plan, sorted by seed then bot."""
    return play_plan(plan, jobs, progress, stop, record_to).outcomes


def _play_here(plan: Plan, tasks: deque[tuple[int, int]], run: Run, finished: Callable[[Any], None],
               stop: threading.Event | None, record_to: str | None) -> None:
    """The games one after the other in this process (one job, or a single game); the next game's bot starts as
    each game ends."""
    try:
        while tasks and not (stop is not None and stop.is_set()):
            seed, bot = tasks.popleft()
            try:
                finished(play_one(plan, seed, bot, record_to, stop))
            except (KeyboardInterrupt, _Abandoned):
                run.unfinished.append(Unfinished(seed, bot, INTERRUPTED))
                if stop is None or not stop.is_set():
                    raise
            if tasks and not (stop is not None and stop.is_set()):
                start_ahead(plan.commands[tasks[0][1] - 1])
    finally:
        _despite_interrupts(end_ahead)


class _Worker:
    """A worker process of our own (a fresh interpreter, "spawn", on every platform: forking a program that runs
    threads can copy a held lock into the child), handed one game at a time over a pipe, so that we always know
    which game each one plays and can end any of them."""

    def __init__(self, plan: Plan, record_to: str | None):
        context = multiprocessing.get_context("spawn")
        self.connection, theirs = context.Pipe()
        self.process = context.Process(target=_work, args=(theirs, plan, record_to, os.getpid()),
                                       name="proving-ground-worker", daemon=True)
        self.process.start()
        theirs.close()
        self.task: tuple[int, int] | None = None
        self.ahead = ""             # the bot command it was told to start ahead for its next game

    def ended(self) -> str:
        """How the worker ended, in words (it is ending or has ended)."""
        self.process.join(STOP_GRACE_SECONDS)
        code = self.process.exitcode
        if code is None:
            self.process.kill()
            self.process.join()
            return "it stopped answering"
        return f"signal {-code}" if code < 0 else f"exit status {code}"


class _Pool:
    """The proving ground's workers: started as games need them, one game each at a time; a worker that dies is
    replaced and its game played again once; every worker is ended when the run ends, however it ends."""

    def __init__(self, plan: Plan, jobs: int, record_to: str | None, run: Run,
                 finished: Callable[[GameOutcome | Unfinished], None]):
        self.plan, self.jobs, self.record_to, self.run, self.finished = plan, jobs, record_to, run, finished
        self.workers: list[_Worker] = []
        self.tries: dict[tuple[int, int], int] = {}
        self.deaths_in_a_row = 0

    def play(self, tasks: deque[tuple[int, int]], stop: threading.Event | None) -> None:
        adopt_orphans()         # the bots of a worker that dies come to us, to be ended
        try:
            while True:
                for worker in [worker for worker in self.workers if worker.task is None and worker.process.exitcode
                               is not None]:
                    self._bury(worker)      # it died between two games: nothing is lost
                idle = [worker for worker in self.workers if worker.task is None]
                while tasks and (idle or len(self.workers) < self.jobs):
                    worker = idle.pop() if idle else self._start()
                    worker.task = self._next_task(tasks, worker.ahead)
                    ahead = self._ahead(tasks, worker.task[1])
                    worker.ahead = self.plan.commands[ahead - 1] if ahead else ""
                    try:
                        worker.connection.send((*worker.task, ahead))
                    except OSError:
                        pass            # it died: its pipe or its sentinel says so below
                busy = [worker for worker in self.workers if worker.task is not None]
                if not busy or (stop is not None and stop.is_set()):
                    return
                ready = wait([worker.connection for worker in busy] + [worker.process.sentinel for worker in busy],
                             LOOK_SECONDS)
                for worker in busy:
                    if worker.connection in ready or worker.process.sentinel in ready:
                        self._collect(worker, tasks)
        except KeyboardInterrupt:
            shutdown.stopping()     # a second signal now is remembered, not raised: the workers are ended whole
            raise
        finally:
            for worker in self.workers:
                if worker.task is not None:
                    self.run.unfinished.append(Unfinished(*worker.task, INTERRUPTED))
                    worker.task = None
            _despite_interrupts(self._end)

    def _next_task(self, tasks: deque[tuple[int, int]], ahead: str) -> tuple[int, int]:
        """The next game for a worker that has a bot started ahead: the first of the next few (a seed's for each
        worker) that this bot plays, else the first; the order of the games changes no result."""
        for place, (_seed, bot) in enumerate(list(tasks)[:len(self.plan.commands) * self.jobs]):
            if ahead and self.plan.commands[bot - 1] == ahead:
                del tasks[place]
                return _seed, bot
        return tasks.popleft()

    def _ahead(self, tasks: deque[tuple[int, int]], bot: int) -> int:
        """The bot (1-4) whose process a worker starts as its game ends: its own again while games of it are left
        (each worker tends to keep to one bot, so what it starts is what it plays next), else the next game's; 0 when
        no game is left."""
        if any(self.plan.commands[other - 1] == self.plan.commands[bot - 1] for _seed, other in tasks):
            return bot
        return tasks[0][1] if tasks else 0

    def _start(self) -> _Worker:
        worker = _Worker(self.plan, self.record_to)
        self.workers.append(worker)
        return worker

    def _collect(self, worker: _Worker, tasks: deque[tuple[int, int]]) -> None:
        """The game a worker has finished, or its death: its game is played again once, then given up."""
        said: Any = None
        try:
            if worker.connection.poll():
                said = worker.connection.recv()
        except Exception:           # a worker that died mid-message: an ended pipe, half a message
            said = None
        task, worker.task = worker.task, None
        if said is not None and task is not None:
            self.deaths_in_a_row = 0
            self.finished(said if isinstance(said, GameOutcome) else Unfinished(*task, HARNESS_ERROR, str(said)))
            return
        how = self._bury(worker)
        if task is None:
            return
        self.tries[task] = self.tries.get(task, 0) + 1
        if self.tries[task] < TRIES:
            self.run.again.append((*task, how))
            tasks.appendleft(task)
        else:
            self.finished(Unfinished(*task, HARNESS_ERROR, f"its worker process died {TRIES} times ({how})"))

    def _bury(self, worker: _Worker) -> str:
        """A worker that died (or stopped answering): gone from the pool, its bots ended; how it ended."""
        how = worker.ended()
        self.workers.remove(worker)
        worker.connection.close()
        end_strays()                # its bot and the bot's helpers were handed to us
        self.deaths_in_a_row += 1
        if self.deaths_in_a_row > 2 * self.jobs + 2:
            raise RuntimeError(f"the proving ground's worker processes keep dying ({how})")
        return how

    def _end(self) -> None:
        """Every worker told to end (each ends its bot first), waited for a moment, then killed; the bots of those
        killed come to us and are ended here."""
        for worker in self.workers:
            if worker.process.exitcode is None:
                worker.process.terminate()
        deadline = time.monotonic() + STOP_GRACE_SECONDS
        for worker in self.workers:
            worker.process.join(max(0.0, deadline - time.monotonic()))
        for worker in self.workers:
            if worker.process.exitcode is None:
                worker.process.kill()
                worker.process.join()
            worker.connection.close()
        self.workers.clear()
        end_strays()


def _work(connection: Connection, plan: Plan, record_to: str | None, parent: int) -> None:
    """A worker process: plays the games it is handed, one at a time, and says how each ended, until its pipe ends.
    Ctrl-C and a closed terminal reach the whole process group: the parent decides for the workers. SIGTERM (the
    parent's stop, or its end) ends the bot and the worker."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    if hasattr(signal, "SIGHUP"):
        signal.signal(signal.SIGHUP, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, _end_worker)
    if die_with_parent(signal.SIGTERM) and os.getppid() != parent:
        return                      # the parent ended before we asked to follow it
    adopt_orphans()                 # a bot's helpers that leave their parent come to us, and end with the game
    try:
        while True:
            try:
                task = connection.recv()        # seed, bot, and the bot likely to play here next (0: none)
            except (EOFError, OSError):
                return
            if task is None:
                return
            try:
                said: GameOutcome | str = play_one(plan, task[0], task[1], record_to)
            except Exception as error:  # the program failed in this game: the others go on, the log says why
                from roguelike_client.play.crash import write_crash_log

                log = write_crash_log(error)
                said = f"the program failed ({type(error).__name__}: {error})" + (f"; details in {log}" if log else "")
            if task[2]:
                start_ahead(plan.commands[task[2] - 1])     # booting while the result travels and the next game is set
            connection.send(said)
    finally:
        end_ahead()


def _end_worker(signum: int, frame: Any) -> None:
    signal.signal(signal.SIGTERM, signal.SIG_IGN)    # once: the bot is ended whole however often we are told
    raise SystemExit(shutdown.SIGNAL_BASE + signum)


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
              limits: tuple[float, float], allowed: tuple[float, float] | None = None) -> list[str]:
    """One bot's block of the proving ground's report. limits are CodinGame's, allowed this run's (a relaxed
    --bot-timeout): "errors" counts the games a bot error ended, "over the limit" the answers slower than CodinGame
    allows that this run let through."""
    rules = spec.bot
    assert rules is not None
    count = len(outcomes)
    rows = [("games", f"{count:,}")]
    for result, word in rules.endings.items():
        if result is not Result.ERROR:
            share = sum(played.result is result for played in outcomes)
            rows.append((word, f"{share:,} ({100 * share / count:.1f}%)" if count else "0"))
    errors = [played for played in outcomes if played.result is Result.ERROR]
    timeouts = sum("timeout:" in played.error for played in errors)
    said = f"{_count(len(errors))} ended by a bot error"
    if errors:
        said += f", {timeouts:,} of them timeouts (first: seed {errors[0].seed}, {shown(errors[0].error)})"
    rows.append(("errors", said))
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
    why = "because a bot is not charged here for the time the machine kept it waiting"
    if allowed is not None and allowed != limits:
        why = f"by this run's --bot-timeout ({round(1000 * allowed[0])} ms, then {round(1000 * allowed[1])} ms)"
    rows.append(("over the limit", f"{late:,} of {len(answers):,} answers slower than CodinGame's {first} ms on the "
                                   f"first turn or {later} ms after, let through {why}"))
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


def _seeds_named(seeds: Sequence[int]) -> str:
    """A set of seeds in few words: "seed 3", "seeds 0 to 11, 14", or their count and bounds when scattered."""
    if not seeds:
        return "no seed"
    if len(seeds) == 1:
        return f"seed {seeds[0]}"
    runs: list[list[int]] = []
    for seed in seeds:
        if runs and seed == runs[-1][1] + 1:
            runs[-1][1] = seed
        else:
            runs.append([seed, seed])
    if len(runs) > 4:
        return f"{len(seeds):,} seeds from {seeds[0]} to {seeds[-1]}"
    return "seeds " + ", ".join(f"{low} to {high}" if high > low else f"{low}" for low, high in runs)


def _count(number: int, thing: str = "game") -> str:
    return f"{number:,} {thing}{'' if number == 1 else 's'}"


def _games_named(games: Sequence[Unfinished], why: bool = False) -> str:
    named = [f"seed {game.seed} bot {game.bot}" + (f" ({shown(game.why)})" if why and game.why else "")
             for game in games[:6]]
    return ", ".join(named) + (f" and {len(games) - 6:,} more" if len(games) > 6 else "")


def proving_report(spec: GameSpec, plan: Plan, outcomes: Sequence[GameOutcome], seconds: float, jobs: int,
                   unfinished: Sequence[Unfinished] = (), again: Sequence[tuple[int, int, str]] = (),
                   stopped: str = "") -> str:
    """The proving ground's report: what was played (and, for a run stopped early, what was not), a block per bot,
    then each pair of bots compared seed by seed."""
    rules = spec.bot
    assert rules is not None
    limits = rules.time_limits({})          # CodinGame's own limits, whatever this run allowed
    seeds = plan.seeds
    span = f"seed {seeds[0]}" if len(seeds) == 1 else f"seeds {seeds[0]} to {seeds[-1]}"
    bots = f"{len(plan.commands)} bot{'s' if len(plan.commands) > 1 else ''}"
    processes = f"{jobs} process{'es' if jobs > 1 else ''}"
    if stopped:
        # The seeds named are those played: a run stopped early did not cover the range it planned.
        played = _seeds_named(sorted({played.seed for played in outcomes}))
        lines = [f"Stopped by {stopped} after {seconds:.1f} s on {processes}: {len(outcomes):,} of {plan.games:,} "
                 f"games played ({played}, {bots})."]
    else:
        lines = [f"{len(outcomes):,} games ({span}, {bots}) in {seconds:.1f} s on {processes}."]
    interrupted = [game for game in unfinished if game.result == INTERRUPTED]
    lost = [game for game in unfinished if game.result != INTERRUPTED]
    if interrupted:
        lines.append(f"Interrupted: {_count(len(interrupted))} under way ({_games_named(interrupted)}).")
    if lost:
        lines.append(f"Lost to the program, not to the bots: {_count(len(lost))} ({_games_named(lost, why=True)}).")
    if again:
        lines.append(f"Played again after its worker process died: {_count(len(again))} (" +
                     ", ".join(f"seed {seed} bot {bot}: {how}" for seed, bot, how in again[:6]) +
                     (f" and {len(again) - 6:,} more" if len(again) > 6 else "") + ").")
    not_played = plan.games - len(outcomes) - len(unfinished)
    if not_played > 0:
        lines.append(f"Not played: {_count(not_played)} of those planned ({span}).")
    for bot, command in enumerate(plan.commands, 1):
        lines.append("")
        lines += bot_table(spec, [played for played in outcomes if played.bot == bot], command, bot, limits,
                           rules.time_limits(plan.options))
    if len(plan.commands) > 1:
        lines.append("")
        for first in range(1, len(plan.commands) + 1):
            for second in range(first + 1, len(plan.commands) + 1):
                lines += pair_lines(outcomes, first, second)
    return "\n".join(lines) + "\n"


RESULT_COLUMNS = ("seed", "bot", "command", "result", "score", "turns", "answers", "mean_answer_ms",
                  "slowest_answer_ms", "answer_ms", "error")


def write_results(path: Path, outcomes: Sequence[GameOutcome], commands: Sequence[str],
                  unfinished: Sequence[Unfinished] = ()) -> None:
    """One CSV line per game, every answer's time in milliseconds (space-separated, first turn first); a game the
    run did not finish has its line too, its result "interrupted" or "harness error" and no score."""
    from roguelike_client.userdata.writing import write_text_atomic

    rows: list[tuple[int, int, list[Any]]] = []
    for played in outcomes:
        times = [1000 * seconds for seconds in played.answer_seconds]
        rows.append((played.seed, played.bot, [
            played.seed, played.bot, commands[played.bot - 1], played.ending, played.score, played.turns, len(times),
            f"{statistics.fmean(times):.3f}" if times else "", f"{max(times):.3f}" if times else "",
            " ".join(f"{ms:.3f}" for ms in times), played.error]))
    for game in unfinished:
        rows.append((game.seed, game.bot, [game.seed, game.bot, commands[game.bot - 1], game.result,
                                           "", "", "", "", "", "", game.why]))
    text = io.StringIO()
    writer = csv.writer(text, lineterminator="\n")
    writer.writerow(RESULT_COLUMNS)
    writer.writerows(row for _seed, _bot, row in sorted(rows, key=lambda row: (row[0], row[1])))
    write_text_atomic(path, text.getvalue())
