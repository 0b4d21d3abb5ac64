"""What a screen is given instead of the whole App: fonts, palette, keymap, board, audio, settings, a few facts, a status line."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Sequence

if TYPE_CHECKING:
    import pygame

    from game.spec import GameSpec
    from graphics.audio import Audio
    from graphics.board import BoardView
    from graphics.keymap import Keymap
    from graphics.palette import Palette
    from roguelike_client.userdata.settings import Settings


class Fonts:
    """The window's three sizes of text."""

    __slots__ = ("normal", "small", "big")

    def __init__(self, normal: pygame.font.Font, small: pygame.font.Font, big: pygame.font.Font) -> None:
        self.normal, self.small, self.big = normal, small, big


class Context:
    """Shared by every screen. Screens read it and draw with it; what they change goes back to the App as
    transitions (settings included), except the status line, which any screen may set with say().
    The App keeps palette and next_seed up to date when settings and seeds change. (A plain class, not a
    dataclass: the window makes one, and defining a dataclass costs a millisecond before the first frame.)"""

    __slots__ = ("fonts", "palette", "keymap", "board", "audio", "settings", "next_seed", "status")

    def __init__(self, fonts: Fonts, palette: Palette, keymap: Keymap, board: BoardView, audio: Audio | None,
                 settings: Settings, next_seed: int, status: str = "") -> None:
        self.fonts, self.palette, self.keymap, self.board, self.audio = fonts, palette, keymap, board, audio
        self.settings = settings
        self.next_seed = next_seed      # the seed the next new game will have
        self.status = status            # a one-line notice shown over every screen until the next key

    def say(self, text: str) -> None:
        self.status = text

    def play(self, sounds: Sequence[str]) -> None:
        """Play sound effects by name (a game's feedback table chooses them); silent without a sound device."""
        if self.audio is None:
            return
        for name in sounds:
            self.audio.play(name)

    @property
    def games(self) -> tuple[GameSpec, ...]:
        """The registry's games, in its order (the title lists them): read when first asked for, so that a game
        started from the command line does not wait for the others' descriptions."""
        from game.registry import GAMES

        return tuple(GAMES.values())

    @property
    def muted(self) -> bool:
        return self.audio is None or self.audio.muted


def window_module(spec: GameSpec) -> Any:
    """A game's window module (graphics/NAME_window.py, or the generic one): its LOOK, FEEDBACK and show()."""
    from roguelike_client.play.front_ends import front_end

    return front_end("window", spec)
