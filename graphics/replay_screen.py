"""Replays in the window: a recorded game played back with pause, single steps and speed, checked at the end."""
from __future__ import annotations

import pygame

from game.registry import GAMES
from graphics.board import player_cell
from graphics.context import Context, window_module
from graphics.effects import Effects
from graphics.hud import Hud, MessageLog
from graphics.screens import HUD_HEIGHT, MARGIN, HelpScreen, Screen
from graphics.keymap import CONTEXT_NAMES
from graphics.transitions import ChangeSetting, Pop, Push
from roguelike_client.play.session import Session
from roguelike_client.userdata.records import Record

SPEEDS = (0.5, 1, 2, 4, 8, 16, 32)   # commands per second


class ReplayScreen(Screen):
    """A record played back through a session of its own: the game's LOOK draws it, its FEEDBACK shows each turn.
    Escape goes back to the screen it was opened from (the list of replays, or the title)."""

    keys_context = "replay"
    HINT_ACTIONS = ("pause", "bigger", "smaller", "move_e", "help", "cancel")

    def __init__(self, ctx: Context, record: Record):
        super().__init__(ctx)
        self.record = record
        spec = GAMES[record.game]
        module = window_module(spec)
        self.look, self.feedback = module.LOOK, module.FEEDBACK
        self.session = Session.replay(spec, record)
        self.index = 0
        self.speed = 3                 # index into SPEEDS
        self.paused = False
        self.clock = 0.0
        self.log = MessageLog()
        self.effects = Effects()
        self.hud = Hud(ctx.palette, ctx.fonts.normal, ctx.fonts.small)
        self.outcome = ""

    @property
    def finished(self) -> bool:
        return self.index >= len(self.record.commands)

    def handle(self, event):
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
        """Play the next recorded command."""
        if self.finished:
            return
        line = self.record.commands[self.index]
        self.index += 1
        events = self.session.submit(line)
        # The game's own feedback table: a replay looks, reads and sounds like the game did.
        sounds = self.feedback.show(events, self.session.view(), self.ctx.palette, self.effects, self.log, command=line)
        self.ctx.play(sounds)
        if self.finished:
            difference = self.session.difference(self.record)
            self.outcome = difference or "The replay ended exactly where the recording did."

    def update(self, dt):
        # Nothing to return: while effects run or the record plays, the screen animates and the App draws it.
        if self.effects.active:
            self.effects.update(dt)
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
        return self.effects.active or not (self.paused or self.finished)

    def draw(self, surface):
        ctx, palette = self.ctx, self.ctx.palette
        surface.fill(palette.background)
        width, height = surface.get_size()
        hud_height = min(HUD_HEIGHT, height // 3)
        view = self.session.view()
        if view.cells:
            ctx.board.fit(pygame.Rect(MARGIN, MARGIN, width - 2 * MARGIN, height - hud_height - 2 * MARGIN), view.width,
                          view.height, focus=player_cell(view))
            ctx.board.draw(surface, view, self.look)
            self.effects.draw(surface, ctx.board, ctx.fonts.normal, view)
        hud_top = height - hud_height
        state = "paused" if self.paused else f"{SPEEDS[self.speed]:g} a second"
        lines = [(f"Replay, seed {self.record.seed}: {self.index} / {len(self.record.commands)} commands, {state}", palette.accent)]
        if self.outcome:
            lines.append((self.outcome, palette.good if self.outcome.startswith("The replay ended exactly") else palette.bad))
        self.hud.draw_stats(surface, pygame.Rect(MARGIN, hud_top, width // 2 - MARGIN, hud_height - MARGIN), list(view.stats), lines)
        self.hud.draw_log(surface, pygame.Rect(width // 2, hud_top, width // 2 - MARGIN, hud_height - MARGIN - 20), self.log)
        hint = self.hud.text(ctx.keymap.hint(self.HINT_ACTIONS, self.keys_context), palette.dim, ctx.fonts.small)
        surface.blit(hint, hint.get_rect(bottomright=(width - MARGIN, height - 4)))
