"""CC3k as a session of text lines: how a game is made from a seed and map text, and how a typed line is applied."""
from __future__ import annotations

from game.core import Event, EventKind
from game.cc3k.commands import CommandError, command_text, parse_over, parse_play, parse_race
from game.cc3k.layout import parse_layout
from game.cc3k.rules import PHASE_OVER, PHASE_PLAY, PHASE_RACE, CC3kGame

__all__ = ["apply_line", "command_text", "new_game"]


def new_game(seed: int, map_text: str, map_name: str) -> CC3kGame:
    """Raises core.MapError for a bad layout."""
    return CC3kGame(parse_layout(map_text, map_name), seed)


def apply_line(game: CC3kGame, line: str) -> list[Event] | None:
    """Apply one typed line as the terminal game would; None when the line is no answer at this prompt
    (ignored at the race prompt, a repeated question after the game ends). A bad command during play is
    an INVALID event that costs no turn."""
    phase = game.phase
    if phase == PHASE_RACE:
        command = parse_race(line)
    elif phase == PHASE_PLAY:
        try:
            command = parse_play(line)
        except CommandError as error:
            game.messages = [str(error)]
            return [Event(EventKind.INVALID, str(error))]
    elif phase == PHASE_OVER:
        command = parse_over(line)
    else:
        return None
    return None if command is None else game.step(command)
