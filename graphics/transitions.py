"""What a screen asks of the window: small values returned by handle() and update(), applied by the App in one place.
Each is a plain class with __slots__ made from _Value, not a dataclass: the window imports them all before its first
frame, and a dozen frozen dataclasses cost milliseconds to define."""
from __future__ import annotations

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


class _Value:
    """An unchangeable value compared, hashed and shown by its fields (__slots__, in order), and matched by them in
    a `case Push(screen)`, as a frozen dataclass's would be."""

    __slots__: tuple[str, ...] = ()
    __match_args__: tuple[str, ...] = ()

    def _set(self, *values: Any) -> None:
        for name, value in zip(self.__slots__, values):
            object.__setattr__(self, name, value)

    def _values(self) -> tuple:
        return tuple(getattr(self, name) for name in self.__slots__)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return self._values() == other._values()

    def __hash__(self) -> int:
        return hash((self.__class__.__name__, self._values()))

    def __repr__(self) -> str:
        return f"{type(self).__name__}(" + ", ".join(f"{name}={getattr(self, name)!r}" for name in self.__slots__) + ")"

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"cannot assign to field {name!r}: a {type(self).__name__} does not change")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"cannot delete field {name!r}: a {type(self).__name__} does not change")


class Push(_Value):
    """Put a screen on top of the stack."""

    __slots__ = __match_args__ = ("screen",)
    screen: Screen

    def __init__(self, screen: Screen) -> None:
        self._set(screen)


class Pop(_Value):
    """Take the top screen off; the window closes when none is left."""

    __slots__ = ()


class Replace(_Value):
    """The top screen gives its place to another (the race choice to the game it starts)."""

    __slots__ = __match_args__ = ("screen",)
    screen: Screen

    def __init__(self, screen: Screen) -> None:
        self._set(screen)


class ToTitle(_Value):
    """Back to the title, every screen above it taken off; the game being played goes on being held."""

    __slots__ = ()


class Quit(_Value):
    """Close the window; the game being played is left first (saved, or written as a replay)."""

    __slots__ = ()


class StartGame(_Value):
    """A new game of the registry's game by this name, with the next seed, shown from its first screen. options:
    rules options chosen on a screen (CC3k's random floors), (name, value) pairs kept for this window's next games
    of it too."""

    __slots__ = __match_args__ = ("name", "options")
    name: str
    options: tuple[tuple[str, Any], ...]

    def __init__(self, name: str, options: tuple[tuple[str, Any], ...] = ()) -> None:
        self._set(name, options)


class ContinueGame(_Value):
    """Rebuild a saved game and show it where it was left. trusted: the player has seen the program the save would
    run (a bot's command) and said yes."""

    __slots__ = __match_args__ = ("saved", "trusted")
    saved: SavedGame
    trusted: bool

    def __init__(self, saved: SavedGame, trusted: bool = False) -> None:
        self._set(saved, trusted)


class LeaveGame(_Value):
    """Leave the game being played (unfinished, it is saved; over, it becomes a replay), then the title. A game
    that cannot be kept is not left, and the status line says why; unsaved: the player chose to leave it anyway,
    having been told it cannot be saved (graphics.boxes.UnsavedBox)."""

    __slots__ = __match_args__ = ("unsaved",)
    unsaved: bool

    def __init__(self, unsaved: bool = False) -> None:
        self._set(unsaved)


class SetSeed(_Value):
    """The seed of the next new game; the games after it take the numbers after it."""

    __slots__ = __match_args__ = ("seed",)
    seed: int

    def __init__(self, seed: int) -> None:
        self._set(seed)


class ChangeSetting(_Value):
    """One of SETTINGS changed (and remembered in the settings file, except the board's fog on / off)."""

    __slots__ = __match_args__ = ("name",)
    name: str

    def __init__(self, name: str) -> None:
        if name not in SETTINGS:
            raise ValueError(f"no setting is called {name!r}")
        self._set(name)


# Nobody reacts to what the screen shows in less than about a quarter of a second: a key pressed that soon after
# danger (low HP's warning included) was meant for the turn before it.
DANGER_PAUSE_SECONDS = 0.3
FIGHT_PAUSE_SECONDS = 0.15     # after a blow answering the player's own attack: a burst typed ahead, not a quick press


class Interrupt(_Value):
    """Something dangerous happened (damage taken, an enemy came next to the player, a step into a wall): the keys
    typed ahead are dropped, those pressed in the next `pause` seconds too, and a key held down does nothing more
    until it is pressed again."""

    __slots__ = __match_args__ = ("pause",)
    pause: float

    def __init__(self, pause: float = DANGER_PAUSE_SECONDS) -> None:
        self._set(pause)


class Redraw(_Value):
    """Nothing changes but how the screen looks (what the pointer is over): draw it again."""

    __slots__ = ()


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
