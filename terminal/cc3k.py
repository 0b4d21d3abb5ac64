"""CC3k in the terminal: the race prompt, the board and HUD after every command, play again or quit."""
from __future__ import annotations

import sys
from typing import TextIO

from game.core import MapError
from game.cc3k.commands import CommandError, Quit, Restart, parse_play, parse_race
from game.cc3k.layout import load_layout
from game.cc3k.paths import DEFAULT_FLOOR
from game.cc3k.rules import PHASE_OVER, PHASE_PLAY, PHASE_QUIT, PHASE_RACE, CC3kGame
from game.cc3k.text import render

RACE_PROMPT = "Choose your race: (s)hade, (d)row, (v)ampire, (g)oblin, (t)roll, or (q)uit:"
AGAIN_PROMPT = "Play again? (r) to choose a race, (q) to quit:"


def play(game: CC3kGame, lines: TextIO, out: TextIO, colour: bool = False) -> None:
    """Drive a game from text lines until it is quit or the input ends."""
    write = out.write
    write(RACE_PROMPT + "\n")
    for line in lines:
        phase = game.phase
        if phase == PHASE_RACE:
            command = parse_race(line)
            if command is None:
                continue
            game.step(command)
        elif phase == PHASE_PLAY:
            try:
                command = parse_play(line)
            except CommandError as error:
                game.messages = [str(error)]
                write(render(game, colour))
                continue
            game.step(command)
        else:
            word = line.strip()
            if word not in ("r", "q"):
                write(AGAIN_PROMPT + "\n")
                continue
            game.step(Restart() if word == "r" else Quit())
        if game.phase == PHASE_QUIT:
            if game.messages:
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
    try:
        plans = load_layout(args.map or DEFAULT_FLOOR)
    except MapError as error:
        sys.stderr.write(f"{error}\n")
        return 2
    game = CC3kGame(plans, args.seed)
    play(game, stdin, stdout, colour=stdout.isatty())
    return 0
