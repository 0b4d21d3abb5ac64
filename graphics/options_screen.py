"""The options: the settings a player changes in the window, from the title (all of them) or a game (those it uses).
One row a setting: Left and Right change its value (down and up), Enter changes it the way its letter does."""
from __future__ import annotations

from functools import partial

import pygame

from graphics.board import size_words
from graphics.context import Context
from graphics.screens import MenuScreen
from graphics.transitions import ChangeSetting, Outcome, Pop

# The settings only some games use, by their rows' names: a fog's style (a game with fog), and the low-HP warning (a
# game whose player has HP). The title's options list every setting; a game's, only those it uses (its play
# screen's settings_used).
GAME_SETTINGS = {"fog_style": "fog_style", "low_hp": "low_hp"}
# A row's setting changed down (Left, and the row's second letter) and up (Right, Enter, the row's letter); a
# setting with two values turns over either way.
SIDES = {"tiles": ("toggle_tiles", "toggle_tiles"), "board": ("smaller", "bigger"), "volume": ("softer", "louder"),
         "sound": ("mute", "mute"), "fog_style": ("fog_style", "fog_style"),
         "high_contrast": ("high_contrast", "high_contrast"), "low_hp": ("low_hp_lower", "low_hp_higher"),
         "fullscreen": ("fullscreen", "fullscreen")}
DOWN_LETTERS = {"-": "board", "V": "volume", "W": "low_hp"}     # the letter of a row's other way


class OptionsScreen(MenuScreen):
    """The settings a player changes here are saved at once and used the next time too. Opened from a game, only
    the settings it uses are listed (uses: those of GAME_SETTINGS's kinds it has; None from the title: all)."""

    heading = "Options"
    keys_context = "options"

    def __init__(self, ctx: Context, uses: tuple[str, ...] | None = None):
        super().__init__(ctx, [])
        self.uses = uses
        self.rows: list[str] = []        # each item's setting, by SIDES's names
        self.refresh()

    def refresh(self) -> None:
        board, settings, keymap = self.ctx.board, self.ctx.settings, self.ctx.keymap
        volume = int(round(settings.volume * 100))
        warning = f"under {settings.low_hp_percent}% of the most HP" if settings.low_hp_percent else "never"
        # Full screen's choice is its key as bound (F11): the same key does it on every screen.
        full_screen = (keymap.keys_for("fullscreen", self.keys_context) or [""])[0]
        sides = keymap.either(("move_w",), self.keys_context) + "/" + keymap.either(("move_e",), self.keys_context)
        settings_shown = [
            ("t", f"Draw with: {'tiles' if board.tiles else 'glyphs'}", "tiles"),
            ("+", f"Board: {size_words(board.cell_size)} ({sides} or -/+)", "board"),
            ("v", f"Sound volume: {volume}% ({sides} or V/v)", "volume"),
            ("m", f"Sound: {'off' if self.ctx.muted else 'on'}", "sound"),
            ("f", f"Fog: {settings.fog} (remembered walls dimmed, or dark)", "fog_style"),
            ("c", f"High-contrast colours: {'on' if settings.high_contrast else 'off'}", "high_contrast"),
            ("w", f"Low-HP warning: {warning} ({sides} or W/w)", "low_hp"),
            (full_screen, f"Full screen: {'on' if settings.fullscreen else 'off'}", "fullscreen"),
        ]
        shown = [(key, label, name) for key, label, name in settings_shown
                 if self.uses is None or name not in GAME_SETTINGS or GAME_SETTINGS[name] in self.uses]
        self.rows = [name for _key, _label, name in shown]
        self.items = [(key, label, partial(ChangeSetting, SIDES[name][1])) for key, label, name in shown]

    def handle(self, event) -> Outcome:
        if event.type == pygame.KEYDOWN:
            down = DOWN_LETTERS.get(event.unicode)
            if down in self.rows:
                self.selected = self.rows.index(down)
                return ChangeSetting(SIDES[down][0])
            action = self.ctx.keymap.action_for(event, self.keys_context)
            if action in ("move_w", "move_e"):
                return ChangeSetting(SIDES[self.rows[self.selected]][action == "move_e"])
        return super().handle(event)

    def draw(self, surface):
        # The settings change after handle() returns, when the App applies the change: read them when drawn.
        self.refresh()
        super().draw(surface)

    def back(self):
        return Pop()
