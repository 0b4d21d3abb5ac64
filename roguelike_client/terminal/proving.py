"""Matches and the proving ground in the terminal: a progress bar while the games are played (on a terminal only),
then the match's ranking or the proving ground's report, and --results written; the same when a signal stopped
the run, which then exits with 128 + its number."""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import TextIO

from game.core import MapError
from game.spec import GameSpec
from roguelike_client.play.maps import load_map
from roguelike_client.play.crash import EXIT_CRASH
from roguelike_client.play.proving import (HARNESS_ERROR, default_jobs, match_report, plan_from, play_plan, proving_report,
                          write_results)
from roguelike_client.play.text import shown, shown_lines
from roguelike_client.terminal.start import EXIT_OK, EXIT_USAGE

BAR_WIDTH = 40
EXIT_RESULTS_UNWRITTEN = 1
ECHOED = 2      # what the terminal may have echoed after the bar ("^C")


class ProgressBar:
    """progress(done, total) drawing one line that rewrites itself; wiped when the games are done or stopped."""

    def __init__(self, out: TextIO):
        self.out = out
        self.width = 0          # the line's width as last drawn: 0 when there is nothing to wipe

    def __call__(self, done: int, total: int) -> None:
        filled = BAR_WIDTH * done // total
        line = f"[{'#' * filled}{'.' * (BAR_WIDTH - filled)}] {done:,}/{total:,} games"
        self.out.write("\r" + line)
        self.width = len(line)
        if done == total:
            self.clear()
        self.out.flush()

    def clear(self) -> None:
        if self.width:
            self.out.write("\r" + " " * (self.width + ECHOED) + "\r")
            self.out.flush()
            self.width = 0


def progress_bar(out: TextIO) -> ProgressBar | None:
    """The progress bar, only when out is a terminal."""
    return ProgressBar(out) if out.isatty() else None


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
    bar = progress_bar(stdout)
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
    # The reports quote the bots' commands and how their games ended: each line shown(), so none is forged.
    if match and len(outcomes) == plan.games:
        stdout.write(shown_lines(match_report(outcomes, plan.commands)))
    else:
        stdout.write(shown_lines(proving_report(spec, plan, outcomes, seconds, min(jobs, plan.games), run.unfinished,
                                                run.again, run.stopped)))
    stdout.flush()
    if unwritten:
        sys.stderr.write(shown(unwritten) + "\n")
    return status
