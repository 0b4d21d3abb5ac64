"""The options: the settings a player changes in the window, from the title (all of them) or a game (those it uses)."""
from __future__ import annotations

from functools import partial

from graphics.board import size_words
from graphics.context import Context
from graphics.screens import MenuScreen
from graphics.transitions import ChangeSetting, Pop

# The settings only some games use, by their ChangeSetting names: a fog's style (a game with fog), and the low-HP
# warning (a game whose player has HP). The title's options list every setting; a game's, only those it uses (its
# play screen's settings_used).
GAME_SETTINGS = {"fog_style": "fog_style", "low_hp_higher": "low_hp", "low_hp_lower": "low_hp"}


class OptionsScreen(MenuScreen):
    """The settings a player changes here are saved at once and used the next time too. Opened from a game, only
    the settings it uses are listed (uses: those of GAME_SETTINGS's kinds it has; None from the title: all)."""

    heading = "Options"

    def __init__(self, ctx: Context, uses: tuple[str, ...] | None = None):
        super().__init__(ctx, [])
        self.uses = uses
        self.refresh()

    def refresh(self) -> None:
        board, settings, keymap = self.ctx.board, self.ctx.settings, self.ctx.keymap
        volume = int(round(settings.volume * 100))
        warning = f"under {settings.low_hp_percent}% of the most HP" if settings.low_hp_percent else "never"
        # Full screen's choice is its key as bound (F11): the same key does it on every screen.
        full_screen = (keymap.keys_for("fullscreen", self.keys_context) or [""])[0]
        settings_shown = [
            ("t", f"Draw with: {'tiles' if board.tiles else 'glyphs'}", "toggle_tiles"),
            ("+", f"Board: {size_words(board.cell_size)} (+ bigger)", "bigger"),
            ("-", "Smaller board", "smaller"),
            ("v", f"Sound volume: {volume}% (v louder, V softer)", "louder"),
            ("V", "Softer", "softer"),
            ("m", f"Sound: {'off' if self.ctx.muted else 'on'}", "mute"),
            ("f", f"Fog: {settings.fog} (remembered walls dimmed, or dark)", "fog_style"),
            ("c", f"High-contrast colours: {'on' if settings.high_contrast else 'off'}", "high_contrast"),
            ("w", f"Low-HP warning: {warning} (w higher, W lower)", "low_hp_higher"),
            ("W", "Lower", "low_hp_lower"),
            (full_screen, f"Full screen: {'on' if settings.fullscreen else 'off'}", "fullscreen"),
        ]
        self.items = [(key, label, partial(ChangeSetting, name)) for key, label, name in settings_shown
                      if self.uses is None or name not in GAME_SETTINGS or GAME_SETTINGS[name] in self.uses]

    def draw(self, surface):
        # The settings change after handle() returns, when the App applies the change: read them when drawn.
        self.refresh()
        super().draw(surface)

    def back(self):
        return Pop()
