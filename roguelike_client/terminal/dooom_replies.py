"""What a Dooom step says over the protocol, for standard output and the server alike: its reply lines, and
whether it ended the game."""
from __future__ import annotations

from typing import Sequence

from game.core import Event, EventKind

# Every way a Dooom game ends comes with one of these (WIN, the bot's LOSE, QUIT): no view needed to notice.
ENDING = (EventKind.WON, EventKind.ENDED)


def reply_lines(events: Sequence[Event]) -> list[str]:
    """The protocol lines a step produced: every event that carries text, in order."""
    return [event.text for event in events if event.text]


def ends_game(events: Sequence[Event]) -> bool:
    """Whether a step ended the game (WIN, LOSE or QUIT)."""
    return any(event.kind in ENDING for event in events)
