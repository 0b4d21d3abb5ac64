"""What a screen asks of the window: small values returned by handle() and update(), applied by the App in one place."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol, Sequence, Union

if TYPE_CHECKING:
    import pygame

    from roguelike_client.userdata.saves import SavedGame


class Screen(Protocol):
    """What the App asks of a screen it holds (graphics.screens.Screen is the base every screen is made from): named
    here, by its methods, so that the transitions, which every screen imports, import no screen."""

    opaque: bool
    covered: bool

    def handle(self, event: pygame.event.Event) -> Outcome: ...

    def update(self, dt: float) -> Outcome: ...

    def draw(self, surface: pygame.Surface) -> None: ...


@dataclass(frozen=True)
class Push:
    """Put a screen on top of the stack."""

    screen: Screen


@dataclass(frozen=True)
class Pop:
    """Take the top screen off; the window closes when none is left."""


@dataclass(frozen=True)
class Replace:
    """The top screen gives its place to another (the race choice to the game it starts)."""

    screen: Screen


@dataclass(frozen=True)
class ToTitle:
    """Back to the title, every screen above it taken off; the game being played goes on being held."""


@dataclass(frozen=True)
class Quit:
    """Close the window; the game being played is left first (saved, or written as a replay)."""


@dataclass(frozen=True)
class StartGame:
    """A new game of the registry's game by this name, with the next seed, shown from its first screen. options:
    rules options chosen on a screen (CC3k's random floors), (name, value) pairs kept for this window's next games
    of it too."""

    name: str
    options: tuple[tuple[str, Any], ...] = ()


@dataclass(frozen=True)
class ContinueGame:
    """Rebuild a saved game and show it where it was left. trusted: the player has seen the program the save would
    run (a bot's command) and said yes."""

    saved: SavedGame
    trusted: bool = False


@dataclass(frozen=True)
class LeaveGame:
    """Leave the game being played (unfinished, it is saved; over, it becomes a replay), then the title. A game
    that cannot be kept is not left, and the status line says why; unsaved: the player chose to leave it anyway,
    having been told it cannot be saved (graphics.boxes.UnsavedBox)."""

    unsaved: bool = False


@dataclass(frozen=True)
class SetSeed:
    """The seed of the next new game; the games after it take the numbers after it."""

    seed: int


@dataclass(frozen=True)
class ChangeSetting:
    """One of SETTINGS changed (and remembered in the settings file, except the board's fog on / off)."""

    name: str

    def __post_init__(self) -> None:
        if self.name not in SETTINGS:
            raise ValueError(f"no setting is called {self.name!r}")


# Nobody reacts to what the screen shows in less than about a quarter of a second: a key pressed that soon after
# danger was meant for the turn before it. Low HP is said with a flash and a line to read: a second to take it in.
DANGER_PAUSE_SECONDS = 0.3
LOW_HP_PAUSE_SECONDS = 1.0


@dataclass(frozen=True)
class Interrupt:
    """Something dangerous happened (damage taken, an enemy came next to the player, a step into a wall): the keys
    typed ahead are dropped, those pressed in the next `pause` seconds too, and a key held down does nothing more
    until it is pressed again."""

    pause: float = DANGER_PAUSE_SECONDS


@dataclass(frozen=True)
class Redraw:
    """Nothing changes but how the screen looks (what the pointer is over): draw it again."""


Transition = Union[Push, Pop, Replace, ToTitle, Quit, StartGame, ContinueGame, LeaveGame, SetSeed, ChangeSetting, Interrupt,
                   Redraw]
# What handle() and update() return: nothing, one transition, or several applied in order.
Outcome = Union[Transition, Sequence[Transition], None]

# The keys that mean the same on every screen, each a setting of the same name.
GLOBAL_ACTIONS = ("toggle_tiles", "bigger", "smaller", "mute", "fullscreen")
SETTINGS = (*GLOBAL_ACTIONS, "louder", "softer", "fog", "fog_style", "high_contrast", "low_hp_higher", "low_hp_lower")


def transitions(outcome: Outcome) -> list[Transition]:
    """An outcome as the list of transitions it stands for."""
    if outcome is None:
        return []
    if isinstance(outcome, (list, tuple)):
        return list(outcome)
    return [outcome]  # type: ignore[list-item]


def setting_for(action: str | None) -> ChangeSetting | None:
    """A key's action that means the same on every screen, as the setting it changes; None for any other."""
    return ChangeSetting(action) if action in GLOBAL_ACTIONS else None
