"""CC3k in the terminal: the race prompt, the board and HUD after every command, play again or quit."""
from __future__ import annotations

import argparse
from typing import Callable, Iterable, TextIO

from game.core import EventKind, Result
from game.cc3k.detail import Phase
from game.spec import GameSpec
from roguelike_client.play.session import Session
from roguelike_client.play.text import shown
from roguelike_client.terminal.cc3k_text import render
from roguelike_client.terminal.colour import colour_wanted
from roguelike_client.terminal.lines import line_ahead
from roguelike_client.terminal.start import EXIT_USAGE, finish, input_lines, open_session

RACE_PROMPT = "Choose your race: (s)hade, (d)row, (v)ampire, (g)oblin, (t)roll, or (q)uit:"
AGAIN_PROMPT = "Play again? (r) to choose a race, (q) to quit:"
# Python 3.11 reads an enum member through its class by a descriptor call (0.1 us): these are read on every line.
_INVALID, _RACE, _OVER, _QUIT = EventKind.INVALID, Phase.RACE, Phase.OVER, Phase.QUIT
# Screens kept to be written together while the next lines are already read (a file or a batch piped in): a
# screen written at a time costs a system call every four screens.
SCREENS_PER_WRITE = 32


def play(session: Session, lines: Iterable[str], out: TextIO, colour: bool = False,
         line_waiting: Callable[[], bool] = lambda: False) -> None:
    """Drive a game from text lines until it is quit or the input ends. What it answers is written and flushed
    before it waits for a line (line_waiting: whether the next line is already read): a person or a program that
    types a line and waits sees its answer at once, and lines piped in a batch are answered in large writes."""
    screens = [RACE_PROMPT + "\n"]
    next_line = iter(lines).__next__
    try:
        while True:
            if len(screens) >= SCREENS_PER_WRITE or not line_waiting():
                out.write("".join(screens))
                screens.clear()
                out.flush()
            try:
                line = next_line()
            except StopIteration:
                return
            text, ended = _answer(session, line, colour)
            screens.append(text)
            if ended:
                return
    finally:
        out.write("".join(screens))
        out.flush()


def _answer(session: Session, line: str, colour: bool) -> tuple[str, bool]:
    """What the terminal prints for a line, and whether the session has ended."""
    events = session.submit(line)
    view = session.view()
    # A refused command is one INVALID event. The rule book's prompts answer those their own way: the race prompt
    # waits silently for a race, the play-again prompt asks again, play shows the reason in the HUD.
    refused = events[0].kind is _INVALID
    phase = view.phase
    if phase == _QUIT:
        return shown(view.messages[-1]) + "\n", True
    if phase == _RACE:
        # The events, not the view: after r the view is the next game's, which has said nothing yet.
        return ("" if refused else
                " ".join(shown(event.text) for event in events if event.text) + "\n" + RACE_PROMPT + "\n"), False
    if phase == _OVER and refused:
        return AGAIN_PROMPT + "\n", False
    # The HUD's Action line repeats a refused command as it was typed (or read from a record): shown().
    screen = render(view, colour, [shown(message) for message in view.messages])
    if phase == _OVER:
        outcome = "You won!" if view.result is Result.WON else "You died."
        screen += f"{outcome} Score: {view.score}\n{AGAIN_PROMPT}\n"
    return screen, False


def run(spec: GameSpec, args: argparse.Namespace, stdin: TextIO, stdout: TextIO) -> int:
    """Play in the terminal; --record and --replay go through the session like every game's."""
    session = open_session(spec, args)
    if session is None:
        return EXIT_USAGE
    play(session, input_lines(session, args, stdin), stdout, colour=colour_wanted(stdout),
         line_waiting=line_ahead(stdin))
    return finish(session, args)
