"""Replays in the window: a recorded game played back with pause, single steps and speed, checked at the end, on the
game's own play screen, so that a replay looks like the live game (its HUD, side list, panels and log)."""
from __future__ import annotations

import pygame

from game.registry import GAMES
from graphics.context import Context, window_module
from graphics.keymap import CONTEXT_NAMES
from graphics.screens import MARGIN, HelpScreen, Screen
from graphics.text import clip, render
from graphics.transitions import ChangeSetting, Pop, Push
from roguelike_client.play.session import Session
from roguelike_client.userdata.records import Record

SPEEDS = (0.5, 1, 2, 4, 8, 16, 32)   # commands per second


class ReplayScreen(Screen):
    """A record played back through a session of its own, shown on the game's own play screen (its window module's
    SCREEN), each turn as that screen shows a turn played on it. The keys are the replay's; pointing at the board
    says what is there, as in the game. Escape goes back to the screen it was opened from (the list of replays, or
    the title). A bot's game replays from its record: no bot program runs."""

    keys_context = "replay"
    HINT_ACTIONS = ("pause", "bigger", "smaller", "move_e", "help", "cancel")

    def __init__(self, ctx: Context, record: Record):
        super().__init__(ctx)
        self.record = record
        self.session = Session.replay(GAMES[record.game], record)
        self.index = 0
        self.speed = 3                 # index into SPEEDS
        self.paused = False
        self.clock = 0.0
        self.outcome = ""
        self.play = window_module(self.session.spec).SCREEN(ctx, self.session)
        # A game that shows no board before its first command (CC3k's race prompt) starts from that command.
        while not self.session.view().cells and not self.finished:
            self.advance()
        self.check_end()

    @property
    def finished(self) -> bool:
        return self.index >= len(self.record.commands)

    def handle(self, event):
        if event.type == pygame.MOUSEMOTION:
            return self.play.handle(event)          # hover says what is there, as in the game
        if event.type != pygame.KEYDOWN:
            return None
        action = self.ctx.keymap.action_for(event, self.keys_context)
        if action == "pause":
            self.paused = not self.paused
        elif action == "move_e" and self.paused:
            self.advance()
        elif action in ("bigger", "smaller"):
            self.speed = max(0, min(len(SPEEDS) - 1, self.speed + (1 if action == "bigger" else -1)))
        elif action in ("cancel", "quit"):
            return Pop()
        elif action == "help":
            return Push(HelpScreen(self.ctx, self.keys_context, f"Keys: {CONTEXT_NAMES[self.keys_context]}"))
        elif action in ("toggle_tiles", "mute", "fog", "fullscreen"):
            return ChangeSetting(action)
        return None

    def advance(self) -> None:
        """Play the next recorded command, shown as the game's screen shows a turn."""
        if self.finished:
            return
        line = self.record.commands[self.index]
        self.index += 1
        self.play.replayed(self.session.submit(line), line)
        self.check_end()

    def check_end(self) -> None:
        if self.finished and not self.outcome:
            difference = self.session.difference(self.record)
            self.outcome = difference or "The replay ended exactly where the recording did."

    def update(self, dt):
        # Nothing to return: while effects run or the record plays, the screen animates and the App draws it.
        self.play.update(dt)
        if self.paused or self.finished:
            return None
        self.clock += dt
        interval = 1.0 / SPEEDS[self.speed]
        while self.clock >= interval and not self.finished:
            self.clock -= interval
            self.advance()
        return None

    @property
    def animating(self) -> bool:
        return self.play.animating or not (self.paused or self.finished)

    def draw(self, surface):
        self.play.draw(surface)
        ctx, palette = self.ctx, self.ctx.palette
        state = "paused" if self.paused else f"{SPEEDS[self.speed]:g} a second"
        lines = [(f"Replay, seed {self.record.seed}: {self.index} / {len(self.record.commands)} commands, {state}   "
                  f"{ctx.keymap.hint(self.HINT_ACTIONS, self.keys_context)}", palette.accent)]
        if self.outcome:
            lines.append((self.outcome, palette.good if self.outcome.startswith("The replay ended exactly") else palette.bad))
        # Over the game's own footer, whose keys are the game's: the replay's keys and state in their place.
        font = ctx.fonts.small
        width = surface.get_width() - 2 * MARGIN
        images = [render(font, clip(font, text, width), colour) for text, colour in lines]
        height = sum(image.get_height() for image in images) + 6
        band = pygame.Rect(0, surface.get_height() - height, surface.get_width(), height)
        surface.fill(palette.background, band)
        y = band.top + 3
        for image in images:
            surface.blit(image, (MARGIN, y))
            y += image.get_height()
