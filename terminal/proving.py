"""Matches and the proving ground in the terminal: a progress bar while the games are played (on a terminal only),
then the match's ranking or the proving ground's report, and --results written."""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import TextIO

from game.core import MapError
from game.spec import GameSpec
from play.maps import load_map
from play.proving import (default_jobs, match_report, plan_from, proving_report, run_games, write_results)
from play.text import shown, shown_lines
from terminal.start import EXIT_OK, EXIT_USAGE

BAR_WIDTH = 40
EXIT_RESULTS_UNWRITTEN = 1


def progress_bar(out: TextIO):
    """progress(done, total) drawing one line that rewrites itself; nothing when out is not a terminal."""
    if not out.isatty():
        return None

    def progress(done: int, total: int) -> None:
        filled = BAR_WIDTH * done // total
        out.write(f"\r[{'#' * filled}{'.' * (BAR_WIDTH - filled)}] {done:,}/{total:,} games")
        if done == total:
            out.write("\r" + " " * (BAR_WIDTH + 30) + "\r")
        out.flush()
    return progress


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
    outcomes = run_games(plan, jobs, progress_bar(stdout), record_to=args.record if match else None)
    seconds = time.perf_counter() - start
    # The reports quote the bots' commands and how their games ended: each line shown(), so none is forged.
    if match and len(outcomes) == plan.games:
        stdout.write(shown_lines(match_report(outcomes, plan.commands)))
    else:
        stdout.write(shown_lines(proving_report(spec, plan, outcomes, seconds, min(jobs, plan.games))))
    stdout.flush()
    if args.results:
        try:
            write_results(Path(args.results), outcomes, plan.commands)
        except OSError as error:
            sys.stderr.write(shown(f"{args.results}: the results could not be written: {error.strerror or error}") + "\n")
            return EXIT_RESULTS_UNWRITTEN
    return EXIT_OK
