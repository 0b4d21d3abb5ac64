"""Dungeon of Dooom in the terminal: the protocol over standard input/output, or over TCP with --serve PORT."""
from __future__ import annotations

import argparse
import io
import os
import sys
from typing import BinaryIO, Iterable, Iterator, Sequence, TextIO

from game.core import Event, EventKind, MapError, View
from game.dooom.rules import DooomDetail
from game.spec import GameSpec
from play.maps import load_map
from play.session import Session
from play.text import shown
from terminal.start import EXIT_USAGE, finish, open_session

# A protocol line is a dozen bytes; anything past 1 KB (standard input or a socket) is cut there and refused.
MAX_LINE_BYTES = 1024
# Bytes asked of standard input or a socket at a time.
READ_BYTES = 64 * 1024
# The server's options (--max-games, --line-timeout, --idle-timeout): with text mode, a mistake worth a line.
SERVER_ONLY = ("max_games", "line_timeout", "idle_timeout")
MAP_CHANGING = (EventKind.MOVED, EventKind.PICKED_UP)
# Every way a Dooom game ends comes with one of these (WIN, the bot's LOSE, QUIT): no view needed to notice.
ENDING = (EventKind.WON, EventKind.ENDED)


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
        from terminal.dooom_server import serve

        return serve(spec, map_name, map_text, args.seed, args.options, port, stdout)
    for name in SERVER_ONLY:
        if getattr(args, name, None) is not None:
            print(f"--{name.replace('_', '-')} is for the server: give it with --serve PORT", file=sys.stderr)
            return EXIT_USAGE
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


class LineCutter:
    """Bytes as they come (standard input's reads, a socket's), cut into protocol lines: each at most
    MAX_LINE_BYTES, a longer one cut there (no command is that long, so the cut line is refused like any other)
    and the rest of it skipped as it comes, so that no line can fill the memory, however long."""

    def __init__(self) -> None:
        self.pending = b""
        self.start = 0          # where the bytes not yet cut begin in pending
        self.skipping = False   # the rest of a line too long is being skipped

    def add(self, data: bytes) -> None:
        self.pending = self.pending[self.start:] + data
        self.start = 0

    def waiting(self) -> int:
        """How many bytes wait to be cut."""
        return len(self.pending) - self.start

    def partial(self) -> bool:
        """Whether a line has begun and not ended: bytes after the last line end, or the rest of a line too long
        still to come."""
        if self.waiting():
            return not self.pending.endswith(b"\n")
        return self.skipping

    def next_line(self) -> str | None:
        """The next line, without its line end, or None until more bytes come."""
        end = self.pending.find(b"\n", self.start)
        if self.skipping:
            if end < 0:
                self.pending, self.start = b"", 0
                return None
            self.start, self.skipping = end + 1, False
            end = self.pending.find(b"\n", self.start)
        if 0 <= end <= self.start + MAX_LINE_BYTES:
            line = self.pending[self.start:end]
            self.start = end + 1
            return decode_line(line)
        if self.waiting() > MAX_LINE_BYTES:
            line = self.pending[self.start:self.start + MAX_LINE_BYTES]
            self.start += MAX_LINE_BYTES
            self.skipping = True
            return decode_line(line)
        return None

    def last_line(self) -> str | None:
        """At the end of the stream, its last line if that had no line end."""
        if self.skipping or not self.waiting():
            return None
        line = self.pending[self.start:]
        self.pending, self.start = b"", 0
        return decode_line(line)


def input_lines(stdin: TextIO) -> Iterator[str]:
    """Standard input's lines. Its bytes are read, whatever the locale's encoding, so that bytes that are not
    UTF-8 are a refused line, never a crash."""
    raw_stream: BinaryIO | None = getattr(stdin, "buffer", None)
    if raw_stream is None:
        # A text stream with no bytes beneath (a test's StringIO): its lines are text already.
        return iter(stdin)
    return _cut_lines(raw_stream)


def _cut_lines(stream: BinaryIO) -> Iterator[str]:
    cutter = LineCutter()
    # read1: what the stream has, up to READ_BYTES, without waiting for all of them (a person types a line).
    read = getattr(stream, "read1", stream.read)
    while data := read(READ_BYTES):
        cutter.add(data)
        while (line := cutter.next_line()) is not None:
            yield line
    last = cutter.last_line()
    if last is not None:
        yield last


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
        silence(stdout)
    return 0


def silence(stream: TextIO) -> None:
    """Send whatever is still written to stream nowhere (its reader went away), quietly."""
    try:
        os.dup2(os.open(os.devnull, os.O_WRONLY), stream.fileno())
    except (OSError, ValueError, io.UnsupportedOperation):
        return
