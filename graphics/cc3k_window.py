"""ChamberCrawler3000 in the window: the screens for where a game is (the race choice, play, the game-over box). The
race screen (graphics/cc3k_race.py) is all a new game's first frame shows, and the window's first frame shows it
before the game is made (opening); the play screen's modules (graphics/cc3k_play.py: the board, the HUD, the log,
the effects, the shop) are imported when first needed."""
from __future__ import annotations

from typing import Any, Mapping

from game.core import Event
from game.cc3k.detail import Phase
from graphics.cc3k_looks import LOOK
from graphics.cc3k_race import RaceScreen
from graphics.context import Context
from graphics.transitions import Push, Screen, Transition
from roguelike_client.play.session import Session

__all__ = ["FEEDBACK", "LOOK", "SCREEN", "show"]


def show(ctx: Context, session: Session) -> list[Transition]:
    """The screens for where the game is: choosing a race, playing, or over."""
    if session.view().phase == Phase.RACE:
        return [Push(RaceScreen(ctx, session, play))]
    from graphics.cc3k_play import GameOverScreen, PlayScreen

    screen = PlayScreen(ctx, session)
    return [Push(screen), Push(GameOverScreen(ctx, session))] if screen.view.over else [Push(screen)]


def opening(ctx: Context, options: Mapping[str, Any], shown: str) -> Screen:
    """The race screen of the game the window opens on, drawn before that game is made (App.open_game): options are
    its rules options, shown what it is played on."""
    return RaceScreen(ctx, None, play, (options, shown))


def play(ctx: Context, session: Session, events: list[Event]) -> Screen:
    """The play screen of a game whose race was just chosen (the events of choosing it shown there)."""
    from graphics.cc3k_play import PlayScreen

    return PlayScreen(ctx, session, events)


def __getattr__(name: str) -> Any:
    """The play screen's parts the window and the tests ask for by name: FEEDBACK, SCREEN (the screen a replay of a
    CC3k game is shown on), PlayScreen, event_line, ..., imported with the play screen when first asked for."""
    if name.startswith("__"):
        raise AttributeError(name)
    import graphics.cc3k_play

    try:
        return getattr(graphics.cc3k_play, name)
    except AttributeError:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}") from None
