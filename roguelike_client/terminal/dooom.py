"""Dungeon of Dooom in the terminal: the protocol over standard input/output, or over TCP with --serve PORT."""
from __future__ import annotations

import argparse
import sys
from typing import Callable, Iterable, TextIO

from game.core import EventKind, MapError, View
from game.dooom.detail import DooomDetail
from game.spec import GameSpec
from roguelike_client.play.maps import load_map
from roguelike_client.play.session import Session
from roguelike_client.play.text import shown
from roguelike_client.terminal.dooom_replies import ends_game, reply_lines
from roguelike_client.terminal.lines import line_ahead
from roguelike_client.terminal.start import EXIT_USAGE, finish, input_lines, open_session

# The server's options (--max-games, --line-timeout, --idle-timeout): with text mode, a mistake worth a line.
SERVER_ONLY = ("max_games", "line_timeout", "idle_timeout")
MAP_CHANGING = (EventKind.MOVED, EventKind.PICKED_UP)


def run(spec: GameSpec, args: argparse.Namespace, stdin: TextIO, stdout: TextIO) -> int:
    """Play in text mode (--record and --replay through the session), or serve the protocol over TCP (--serve)."""
    port = args.options.get("serve")
    if port is not None:
        if args.record or getattr(args, "replay_record", None) is not None:
            flag = "--record" if args.record else "--replay"
            print(f"{flag} is one game in the terminal; --serve plays games over TCP and keeps none", file=sys.stderr)
            return EXIT_USAGE
        try:
            map_name, map_text, _dungeon = load_map(spec, args.map)
        except MapError as error:
            print(error, file=sys.stderr)
            return EXIT_USAGE
        # The server is loaded only to serve: text mode needs none of it.
        from roguelike_client.terminal.dooom_server import serve

        return serve(spec, map_name, map_text, args.seed, args.options, port, stdout)
    for name in SERVER_ONLY:
        if getattr(args, name, None) is not None:
            print(f"--{name.replace('_', '-')} is for the server: give it with --serve PORT", file=sys.stderr)
            return EXIT_USAGE
    session = open_session(spec, args)
    if session is None:
        return EXIT_USAGE
    play_text(session, input_lines(session, args, stdin), stdout, quiet=bool(args.options.get("quiet")),
              line_waiting=line_ahead(stdin))
    return finish(session, args)


def map_rows(view: View[DooomDetail]) -> list[str]:
    """The whole map as text with P and B drawn over whatever lies beneath."""
    rows = list(view.cells)
    # Only the rows under an actor are copied: a map may be thousands of tiles a side.
    for entity in view.entities:
        x, row = entity.pos.x, rows[entity.pos.y]
        rows[entity.pos.y] = row[:x] + entity.glyph + row[x + 1:]
    return rows


def draw_map(view: View[DooomDetail]) -> str:
    """The whole map with P and B, then one status line, for a person playing in the terminal."""
    detail = view.detail
    status = (f"{shown(detail.name)}: you hold {detail.player_gold} of {detail.win} gold needed;"
              f" the bot holds {detail.bot_gold}")
    return "\n".join([*map_rows(view), status]) + "\n"


def play_text(session: Session, lines: Iterable[str], stdout: TextIO, quiet: bool,
              line_waiting: Callable[[], bool] = lambda: False) -> None:
    """Play one game over text streams; the map is redrawn after each change unless quiet. EOF ends the game.
    The replies are flushed whenever the next line is not already read (line_waiting): a client that sends a
    line and waits has its answer at once, and commands piped in a batch are answered in large writes."""
    if not quiet:
        stdout.write(draw_map(session.view()))
        stdout.flush()
    # A signal or a reader gone away ends the run by play.crash.guarded, which keeps the game as it stands.
    submit, write = session.submit, stdout.write
    for line in lines:
        events = submit(line)
        replies = reply_lines(events)
        output = "\n".join(replies) + "\n" if replies else ""
        if not quiet and any(event.kind in MAP_CHANGING for event in events):
            output += draw_map(session.view())
        write(output)
        if ends_game(events):
            stdout.flush()
            break
        if not line_waiting():
            stdout.flush()
