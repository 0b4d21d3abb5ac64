"""What every terminal front end does around its game: open the session (a new game or a replay), feed it lines,
finish it (--record), and say whether a replay ended where its recording did."""
from __future__ import annotations

import argparse
import sys
from typing import Iterator, TextIO

from game.core import MapError
from game.spec import GameSpec
from roguelike_client.play.crash import watch
from roguelike_client.play.run import Run, RunOptions
from roguelike_client.play.session import Session
from roguelike_client.play.shutdown import started
from roguelike_client.play.text import shown
from roguelike_client.terminal.lines import read_lines

EXIT_OK, EXIT_REPLAY_DIFFERS, EXIT_USAGE = 0, 1, 2
EXIT_NOT_KEPT = 1        # the game could not be written where asked (a full disk): the notice says so


def open_session(spec: GameSpec, args: argparse.Namespace) -> Session | None:
    """The game to play: --replay's record from its start, or a new game on --map (or the game's own map).
    None after one line on standard error when the map cannot be used."""
    options = RunOptions.from_args(args)
    try:
        if options.replay is not None:
            session = Session.replay(spec, options.replay)
        else:
            session = Run(options).new_session(spec.name, keep=False)
    except MapError as error:
        sys.stderr.write(f"{error}\n")
        return None
    started()               # the program is up: its first command comes next
    return watch(session)


def input_lines(session: Session, args: argparse.Namespace, stdin: TextIO) -> Iterator[str]:
    """The lines to play, without their line ends: the record's commands for a replay, else standard input's, each
    cut to a length no command has (a line without end costs no memory)."""
    record = getattr(args, "replay_record", None)
    if record is not None and session.replaying:
        yield from (line.rstrip("\r\n") for line in record.commands)
    else:
        yield from read_lines(stdin)


def finish(session: Session, args: argparse.Namespace) -> int:
    """The end of a terminal game: --record is written; a replay that ended elsewhere is one line and status 1."""
    kept = session.finish()
    for notice in session.notices:
        sys.stderr.write(shown(notice) + "\n")
    if not kept:
        return EXIT_NOT_KEPT
    record = getattr(args, "replay_record", None)
    if record is None:
        return EXIT_OK
    problem = session.difference(record)
    if problem:
        sys.stderr.write(shown(f"{args.replay}: {problem}") + "\n")
        return EXIT_REPLAY_DIFFERS
    return EXIT_OK
