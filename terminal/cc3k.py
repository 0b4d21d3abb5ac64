"""CC3k in the terminal: the race prompt, the board and HUD after every command, play again or quit."""
from __future__ import annotations

import sys
from typing import Iterable, TextIO

from game.core import MapError, read_map_text
from game.cc3k.paths import DEFAULT_FLOOR
from game.cc3k.rules import PHASE_OVER, PHASE_QUIT, PHASE_RACE, CC3kGame
from game.cc3k.session import apply_line, new_game
from game.cc3k.text import render
from terminal.recording import finish_record, open_replay, recorded, replay_status
from userdata.records import Record

RACE_PROMPT = "Choose your race: (s)hade, (d)row, (v)ampire, (g)oblin, (t)roll, or (q)uit:"
AGAIN_PROMPT = "Play again? (r) to choose a race, (q) to quit:"


def play(game: CC3kGame, lines: Iterable[str], out: TextIO, colour: bool = False) -> None:
    """Drive a game from text lines until it is quit or the input ends."""
    write = out.write
    write(RACE_PROMPT + "\n")
    for line in lines:
        if apply_line(game, line) is None:
            if game.phase == PHASE_OVER:
                write(AGAIN_PROMPT + "\n")
            continue
        if game.phase == PHASE_QUIT:
            write(game.messages[-1] + "\n")
            return
        if game.phase == PHASE_RACE:
            write(" ".join(game.messages) + "\n" + RACE_PROMPT + "\n")
            continue
        write(render(game, colour))
        if game.phase == PHASE_OVER:
            outcome = "You won!" if game.result == "won" else "You died."
            write(f"{outcome} Score: {game.score}\n{AGAIN_PROMPT}\n")


def run(args, stdin: TextIO = sys.stdin, stdout: TextIO = sys.stdout) -> int:
    replay = open_replay(args.replay, "cc3k") if args.replay else None
    if args.replay and replay is None:
        return 2
    try:
        if replay:
            map_name, map_text, seed, lines = replay.map_name, replay.map_text, replay.seed, replay.commands
        else:
            map_name, seed, lines = args.map or DEFAULT_FLOOR, args.seed, stdin
            map_text = read_map_text(map_name)
        game = new_game(seed, map_text, map_name)
    except MapError as error:
        sys.stderr.write(f"{error}\n")
        return 2
    record = Record("cc3k", seed, map_name, map_text) if args.record else None
    if record:
        lines = recorded(lines, record)
    try:
        play(game, lines, stdout, colour=stdout.isatty())
    finally:
        if record:
            finish_record(args.record, record, game.view())
    return replay_status(replay, args.replay, game.view())
