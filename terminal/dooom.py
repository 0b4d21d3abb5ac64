"""Dungeon of Dooom in the terminal: the protocol over standard input/output, or over TCP with --serve PORT."""
from __future__ import annotations

import io
import os
import socket
import sys
from pathlib import Path
from typing import BinaryIO, Iterable, Iterator, TextIO

from game.core import EventKind, MapError, read_map_text
from game.dooom.mapfile import Dungeon, parse_dungeon
from game.dooom.protocol import FAIL, Command, Unknown, format_command, parse_command
from game.dooom.rules import DooomGame
from terminal.recording import finish_record, open_replay, replay_status
from userdata.records import Record

DEFAULT_MAP = Path(__file__).resolve().parent.parent / "maps" / "dooom" / "small.txt"
# A protocol line is a dozen bytes; anything past 1 KB is a broken or hostile client.
MAX_LINE_BYTES = 1024
# A client that says nothing for this long gives up its game so the next one can play.
IDLE_TIMEOUT_SECONDS = 300
# After the game ends: how long and how much to read from a client before closing on it.
DRAIN_SECONDS = 1.0
DRAIN_BYTES = 64 * 1024
MAP_CHANGING = (EventKind.MOVED, EventKind.PICKED_UP)


def run(args, stdin: TextIO, stdout: TextIO) -> int:
    """Load the map and play in text mode, or serve the protocol over TCP when --serve is given."""
    replay = open_replay(args.replay, "dooom") if args.replay else None
    if args.replay and replay is None:
        return 2
    try:
        if replay:
            path, text, seed = replay.map_name, replay.map_text, replay.seed
            strategy = str(replay.options.get("bot_strategy", "collector"))
        else:
            path, seed, strategy = args.map or str(DEFAULT_MAP), args.seed, args.bot_strategy
            text = read_map_text(path)
        dungeon = parse_dungeon(text, path)
    except MapError as error:
        print(error, file=sys.stderr)
        return 2
    if args.serve is not None:
        return serve(dungeon, seed, strategy, args.serve, stdout)
    commands = (parse_command(line) for line in replay.commands) if replay else input_commands(stdin)
    record = Record("dooom", seed, path, text, {"bot_strategy": strategy}) if args.record else None
    if record:
        commands = _recorded(commands, record)
    game = DooomGame(dungeon, seed, strategy)
    try:
        status = play_text(game, commands, stdout, quiet=args.quiet)
    finally:
        if record:
            finish_record(args.record, record, game.view())
    return replay_status(replay, args.replay, game.view()) or status


def _recorded(commands: Iterable[Command], record: Record) -> Iterator[Command]:
    for command in commands:
        record.commands.append(format_command(command))
        yield command


def decode_command(raw: bytes) -> Command:
    """A command from one raw line; bytes that are not UTF-8 are just another line the grammar refuses."""
    try:
        return parse_command(raw.decode("utf-8"))
    except UnicodeDecodeError:
        return Unknown(raw.decode("utf-8", errors="replace"))


def reply_lines(events) -> list[str]:
    """The protocol lines a step produced: every event that carries text, in order."""
    return [event.text for event in events if event.text]


def input_commands(stdin: TextIO) -> Iterator[Command]:
    # Read bytes where the stream has them, so that a stray non-UTF-8 byte is a FAIL, not a crash.
    raw_stream: BinaryIO | None = getattr(stdin, "buffer", None)
    if raw_stream is not None:
        for raw in raw_stream:
            yield decode_command(raw)
    else:
        for line in stdin:
            yield parse_command(line)


def draw_map(game: DooomGame) -> str:
    """The whole map with P and B, then one status line, for a person playing in the terminal."""
    view = game.view()
    status = (f"{view.extra['name']}: you hold {view.extra['player_gold']} of {view.extra['win']} gold needed;"
              f" the bot holds {view.extra['bot_gold']}")
    return "\n".join([*game.map_rows(), status]) + "\n"


def play_text(game: DooomGame, commands: Iterable[Command], stdout: TextIO, quiet: bool) -> int:
    """Play one game over text streams; the map is redrawn after each change unless quiet. EOF ends the game."""
    if not quiet:
        stdout.write(draw_map(game))
        stdout.flush()
    try:
        for command in commands:
            events = game.step(command)
            output = "".join(line + "\n" for line in reply_lines(events))
            if not quiet and any(event.kind in MAP_CHANGING for event in events):
                output += draw_map(game)
            stdout.write(output)
            stdout.flush()
            if game.over:
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


def serve(dungeon: Dungeon, seed: int, strategy: str, port: int, log: TextIO) -> int:
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
                game = DooomGame(dungeon, seed + game_number, strategy)
                with connection:
                    play_connection(connection, game)
                outcome = game.result or "disconnected"
                log.write(f"game {game_number} (seed {seed + game_number}): {outcome}\n")
                log.flush()
                game_number += 1
        except KeyboardInterrupt:
            return 0


def play_connection(connection: socket.socket, game: DooomGame) -> None:
    """Play one game with one client, line by line; a client that misbehaves or leaves only ends its own game."""
    connection.settimeout(IDLE_TIMEOUT_SECONDS)
    # Replies are small and a bot waits for each one: send them at once rather than batch them.
    connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    try:
        with connection.makefile("rb") as reader:
            while not game.over:
                raw = reader.readline(MAX_LINE_BYTES + 1)
                if not raw:
                    return
                if len(raw) > MAX_LINE_BYTES and not raw.endswith(b"\n"):
                    # Drop the rest of the overlong line a bounded piece at a time, then refuse it once.
                    while raw and not raw.endswith(b"\n"):
                        raw = reader.readline(MAX_LINE_BYTES + 1)
                    connection.sendall(f"{FAIL}\n".encode())
                    continue
                lines = reply_lines(game.step(decode_command(raw)))
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

