"""Matches and the proving ground in the terminal: a progress bar on standard error while the games are played (when
it is a terminal), then the match's ranking or the proving ground's report, --results and --plot written; the same
when a signal stopped the run (for the games finished), which then exits with 128 + its number."""
from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path
from typing import Callable, Sequence, TextIO

from game.core import MapError
from game.spec import GameSpec
from roguelike_client.play.maps import load_map
from roguelike_client.play.crash import EXIT_CRASH
from roguelike_client.play.proving import (HARNESS_ERROR, GameOutcome, default_jobs, match_report, plan_from, play_plan,
                                           proving_report, write_results)
from roguelike_client.play.text import shown, shown_lines
from roguelike_client.terminal.start import EXIT_OK, EXIT_USAGE

BAR_WIDTH = 30
EXIT_RESULTS_UNWRITTEN = 1      # --results or --plot could not be written
ECHOED = 2      # what the terminal may have echoed after the bar ("^C")


class ProgressBar:
    """progress(done, total) drawing one line that rewrites itself, with the games' rate and the time left; wiped
    when the games are done or stopped."""

    def __init__(self, out: TextIO, clock: Callable[[], float] = time.monotonic):
        self.out = out
        self.clock = clock
        self.start = clock()
        self.width = 0          # the line's width as last drawn: 0 when there is nothing to wipe

    def __call__(self, done: int, total: int) -> None:
        filled = BAR_WIDTH * done // total
        line = f"[{'#' * filled}{'.' * (BAR_WIDTH - filled)}] {done:,}/{total:,} games"
        seconds = self.clock() - self.start
        if done and seconds > 0:
            rate = done / seconds
            line += f", {rate:,.1f} games/s, {_duration((total - done) / rate)} left"
        self.out.write("\r" + line.ljust(self.width))
        self.width = len(line)
        if done == total:
            self.clear()
        self.out.flush()

    def clear(self) -> None:
        if self.width:
            self.out.write("\r" + " " * (self.width + ECHOED) + "\r")
            self.out.flush()
            self.width = 0


def _duration(seconds: float) -> str:
    """A time left in few characters: "7 s", "3 min 05 s", "2 h 10 min"."""
    whole = round(seconds)
    if whole < 60:
        return f"{whole} s"
    if whole < 3600:
        return f"{whole // 60} min {whole % 60:02d} s"
    return f"{whole // 3600} h {whole // 60 % 60:02d} min"


def progress_bar(out: TextIO) -> ProgressBar | None:
    """The progress bar, only when out is a terminal."""
    try:
        return ProgressBar(out) if out.isatty() else None
    except (AttributeError, ValueError):
        return None


def plotted(path: str, outcomes: Sequence[GameOutcome], bots: int) -> str:
    """--plot: the picture written (graphics/plot.py, where the window's proving screen draws it too); "" or why
    not, in one line. pygame is loaded only for it."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from graphics.plot import write_plot

    return write_plot(path, outcomes, bots)


def run(spec: GameSpec, args: argparse.Namespace, stdout: TextIO) -> int:
    """Play the games of --seeds (or of a match on --seed), print what they showed, write --results."""
    try:
        map_name, map_text, _ = load_map(spec, args.map)
    except MapError as error:
        sys.stderr.write(f"{shown(str(error))}\n")
        return EXIT_USAGE
    match = args.seeds is None
    plan = plan_from(spec, args.seats, [args.seed] if match else args.seeds, map_name, map_text)
    jobs = args.jobs or default_jobs()
    start = time.perf_counter()
    bar = progress_bar(sys.stderr)      # standard error: `> report.txt` keeps the report alone and still shows it
    if bar is not None:
        bar(0, plan.games)      # at once: the run is seen to have started, and a Ctrl-C's echo has a line to go
    run = play_plan(plan, jobs, bar, record_to=args.record if match else None)
    seconds = time.perf_counter() - start
    if bar is not None:
        bar.clear()
    outcomes = run.outcomes
    lost = any(unfinished.result == HARNESS_ERROR for unfinished in run.unfinished)
    status = run.status or (EXIT_CRASH if lost else EXIT_OK)
    # The results first: a reader of the report that went away (`| head`) must not cost them.
    unwritten = ""
    if args.results:
        try:
            write_results(Path(args.results), outcomes, plan.commands, run.unfinished)
        except OSError as error:
            unwritten = f"{args.results}: the results could not be written: {error.strerror or error}"
            status = status or EXIT_RESULTS_UNWRITTEN
    unplotted = plotted(args.plot, outcomes, len(plan.commands)) if getattr(args, "plot", None) else ""
    if unplotted:
        status = status or EXIT_RESULTS_UNWRITTEN
    # The reports quote the bots' commands and how their games ended: each line shown(), so none is forged.
    if match and len(outcomes) == plan.games:
        stdout.write(shown_lines(match_report(outcomes, plan.commands)))
    else:
        stdout.write(shown_lines(proving_report(spec, plan, outcomes, seconds, min(jobs, plan.games), run.unfinished,
                                                run.again, run.stopped)))
    stdout.flush()
    for problem in (unwritten, unplotted):
        if problem:
            sys.stderr.write(shown(problem) + "\n")
    return status
