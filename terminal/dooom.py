"""Dungeon of Dooom in the terminal: the protocol over standard input/output, or over TCP with --serve PORT."""
from __future__ import annotations

import argparse
import io
import os
import socket
import sys
from typing import Any, BinaryIO, Iterable, Iterator, Mapping, Sequence, TextIO

from game.core import Event, EventKind, MapError, Result, View
from game.dooom.protocol import FAIL
from game.dooom.rules import DooomDetail
from game.spec import GameSpec
from play.maps import load_map
from play.session import Session
from terminal.start import EXIT_USAGE, finish, open_session

# A protocol line is a dozen bytes; anything past 1 KB is a broken or hostile client.
MAX_LINE_BYTES = 1024
# A client that says nothing for this long gives up its game so the next one can play.
IDLE_TIMEOUT_SECONDS = 300
# After the game ends: how long and how much to read from a client before closing on it.
DRAIN_SECONDS = 1.0
DRAIN_BYTES = 64 * 1024
MAP_CHANGING = (EventKind.MOVED, EventKind.PICKED_UP)
# Every way a Dooom game ends comes with one of these (WIN, the bot's LOSE, QUIT): no view needed to notice.
ENDING = (EventKind.WON, EventKind.ENDED)
# The server's log says how each game went in the words it always used.
OUTCOME = {Result.WON: "win", Result.LOST: "lose", Result.QUIT: "quit"}


def run(spec: GameSpec, args: argparse.Namespace, stdin: TextIO, stdout: TextIO) -> int:
    """Play in text mode (--record and --replay through the session), or serve the protocol over TCP (--serve)."""
    port = args.options.get("serve")
    if port is not None:
        try:
            map_name, map_text, _dungeon = load_map(spec, args.map)
        except MapError as error:
            print(error, file=sys.stderr)
            return EXIT_USAGE
        return serve(spec, map_name, map_text, args.seed, args.options, port, stdout)
    session = open_session(spec, args)
    if session is None:
        return EXIT_USAGE
    record = getattr(args, "replay_record", None)
    lines = record.commands if record is not None else input_lines(stdin)
    status = play_text(session, lines, stdout, quiet=bool(args.options.get("quiet")))
    return finish(session, args) or status


def decode_line(raw: bytes) -> str:
    """One raw line as text. Bytes that are not UTF-8 become U+FFFD, which no command holds: the line is
    refused FAIL like any other, and a record keeps text that is refused the same way when replayed."""
    return raw.decode("utf-8", errors="replace")


def reply_lines(events: Sequence[Event]) -> list[str]:
    """The protocol lines a step produced: every event that carries text, in order."""
    return [event.text for event in events if event.text]


def ends_game(events: Sequence[Event]) -> bool:
    """Whether a step ended the game (WIN, LOSE or QUIT)."""
    return any(event.kind in ENDING for event in events)


def input_lines(stdin: TextIO) -> Iterator[str]:
    # Read bytes where the stream has them, so that a stray non-UTF-8 byte is a FAIL, not a crash.
    raw_stream: BinaryIO | None = getattr(stdin, "buffer", None)
    if raw_stream is not None:
        for raw in raw_stream:
            yield decode_line(raw)
    else:
        yield from stdin


def map_rows(view: View[DooomDetail]) -> list[str]:
    """The whole map as text with P and B drawn over whatever lies beneath."""
    rows = [list(row) for row in view.cells]
    for entity in view.entities:
        rows[entity.pos.y][entity.pos.x] = entity.glyph
    return ["".join(row) for row in rows]


def draw_map(view: View[DooomDetail]) -> str:
    """The whole map with P and B, then one status line, for a person playing in the terminal."""
    detail = view.detail
    status = (f"{detail.name}: you hold {detail.player_gold} of {detail.win} gold needed;"
              f" the bot holds {detail.bot_gold}")
    return "\n".join([*map_rows(view), status]) + "\n"


def play_text(session: Session, lines: Iterable[str], stdout: TextIO, quiet: bool) -> int:
    """Play one game over text streams; the map is redrawn after each change unless quiet. EOF ends the game."""
    if not quiet:
        stdout.write(draw_map(session.view()))
        stdout.flush()
    try:
        for line in lines:
            events = session.submit(line)
            output = "".join(reply + "\n" for reply in reply_lines(events))
            if not quiet and any(event.kind in MAP_CHANGING for event in events):
                output += draw_map(session.view())
            stdout.write(output)
            stdout.flush()
            if ends_game(events):
                break
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        # The reader went away (say `| head`): stop quietly, and keep Python's final flush quiet too.
        _silence(stdout)
    return 0


def _silence(stream: TextIO) -> None:
    try:
        os.dup2(os.open(os.devnull, os.O_WRONLY), stream.fileno())
    except (OSError, ValueError, io.UnsupportedOperation):
        return


def serve(spec: GameSpec, map_name: str, map_text: str, seed: int, options: Mapping[str, Any], port: int,
          log: TextIO) -> int:
    """Serve games one client at a time on 127.0.0.1 until interrupted; game k (from 0) uses seed + k."""
    try:
        listener = socket.create_server(("127.0.0.1", port))
    except OSError as error:
        print(f"cannot listen on 127.0.0.1:{port}: {error.strerror or error}", file=sys.stderr)
        return 1
    with listener:
        log.write(f"serving the Dungeon of Dooom on 127.0.0.1:{listener.getsockname()[1]}\n")
        log.flush()
        game_number = 0
        try:
            while True:
                connection, _address = listener.accept()
                # A served game is kept nowhere: no save, no replay, no score.
                session = Session.new(spec, seed + game_number, map_name, map_text, options)
                with connection:
                    play_connection(connection, session)
                result = session.view().result
                outcome = OUTCOME[result] if result is not None else "disconnected"
                log.write(f"game {game_number} (seed {seed + game_number}): {outcome}\n")
                log.flush()
                game_number += 1
        except KeyboardInterrupt:
            return 0


def play_connection(connection: socket.socket, session: Session) -> None:
    """Play one game with one client, line by line; a client that misbehaves or leaves only ends its own game."""
    connection.settimeout(IDLE_TIMEOUT_SECONDS)
    # Replies are small and a bot waits for each one: send them at once rather than batch them.
    connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    try:
        with connection.makefile("rb") as reader:
            over = False
            while not over:
                raw = reader.readline(MAX_LINE_BYTES + 1)
                if not raw:
                    return
                if len(raw) > MAX_LINE_BYTES and not raw.endswith(b"\n"):
                    # Drop the rest of the overlong line a bounded piece at a time, then refuse it once.
                    while raw and not raw.endswith(b"\n"):
                        raw = reader.readline(MAX_LINE_BYTES + 1)
                    connection.sendall(f"{FAIL}\n".encode())
                    continue
                events = session.submit(decode_line(raw))
                over = ends_game(events)
                lines = reply_lines(events)
                if lines:
                    connection.sendall("".join(line + "\n" for line in lines).encode())
            # A client may have sent more lines before reading WIN/LOSE; closing with them unread
            # would reset the connection and could destroy that last reply before it is read.
            connection.shutdown(socket.SHUT_WR)
            connection.settimeout(DRAIN_SECONDS)
            drained = 0
            while drained < DRAIN_BYTES and (chunk := connection.recv(4096)):
                drained += len(chunk)
    except OSError:
        # A reset, a broken pipe or the idle timeout: the client is gone and its game with it.
        return

