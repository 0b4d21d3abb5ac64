"""Replays in the window: a recorded game played back with pause, single steps and speed, checked at the end, on the
game's own play screen, so that a replay looks like the live game (its HUD, side list, panels and log)."""
from __future__ import annotations

import pygame

from game.core import ENDINGS as ENDING_KINDS, Event, EventKind, Result
from game.registry import GAMES
from graphics.context import Context, window_module
from graphics.keymap import CONTEXT_NAMES
from graphics.screens import MARGIN, HelpScreen, Screen, draw_box
from graphics.text import clip, render
from graphics.transitions import ChangeSetting, Pop, Push
from roguelike_client.play.session import Session
from roguelike_client.userdata.records import Record

SPEEDS = (0.5, 1, 2, 4, 8, 16, 32)   # commands per second
# How a recorded game ended, in the box over its board at the replay's end.
ENDINGS = {Result.WON: "won", Result.DIED: "died", Result.LOST: "lost", Result.QUIT: "quit",
           Result.OUT_OF_TURNS: "out of turns", Result.ERROR: "ended by an error"}


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
        # The events of a win or a death, and of any other end (a quit, a restart, the text game's farewell).
        self.endings: dict[bool, Event] = {}
        self._above: tuple = (None, None)      # the part of the window above the bar, for the window it is of
        self.play = window_module(self.session.spec).SCREEN(ctx, self.session)
        # The game's footer shows the replay's keys, not the live game's (every game's screen draws its hint()).
        self.play.hint = self.hint
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

    def hint(self) -> list[str]:
        """The replay's keys as bound, an entry each ("=/- speed"): the footer of the game's screen shows them."""
        return self.ctx.keymap.hint_parts(self.HINT_ACTIONS, self.keys_context)

    def advance(self) -> None:
        """Play the next recorded command, shown as the game's screen shows a turn."""
        if self.finished:
            return
        line = self.record.commands[self.index]
        self.index += 1
        events = self.session.submit(line)
        self.play.replayed(events, line)
        for event in events:
            if event.kind in ENDING_KINDS and event.text:
                self.endings[event.kind is EventKind.ENDED] = event
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
        ctx, palette = self.ctx, self.ctx.palette
        state = "paused" if self.paused else f"{SPEEDS[self.speed]:g} a second"
        lines = [(f"Replay, seed {self.record.seed}: {self.index} / {len(self.record.commands)} commands, {state}",
                  palette.accent)]
        if self.outcome:
            lines.append((self.outcome, palette.good if self.outcome.startswith("The replay ended exactly") else palette.bad))
        # The replay's bar under the game's own screen, which is drawn whole in the rest of the window (its board,
        # HUD and footer): the bar covers none of it at any size.
        font = ctx.fonts.small
        width, height = surface.get_size()
        images = [render(font, clip(font, text, width - 2 * MARGIN), colour) for text, colour in lines]
        bar = min(height // 3, sum(image.get_height() for image in images) + 6)
        self.play.draw(self.above(surface, height - bar))
        band = pygame.Rect(0, height - bar, width, bar)
        surface.fill(palette.background, band)
        y = band.top + 3
        for image in images:
            surface.blit(image, (MARGIN, y))
            y += image.get_height()
        view = self.session.view()
        if self.finished and view.over:
            self.draw_end(surface.subsurface((0, 0, width, height - bar)), view)

    def above(self, surface: pygame.Surface, height: int) -> pygame.Surface:
        """The part of the window above the bar, the same surface while the window and the bar keep their sizes
        (the game's screen keeps its frame on it between frames)."""
        key = (id(surface), surface.get_size(), height)
        if self._above[0] != key:
            self._above = (key, surface.subsurface((0, 0, surface.get_width(), max(1, height))))
        return self._above[1]

    def end_lines(self, view) -> list[tuple[str, tuple, pygame.font.Font]]:
        """The box at the end of a finished recording, line by line (text, colour, font): how the game ended (won,
        died, quit...), its score and what the game said of the end."""
        palette, fonts = self.ctx.palette, self.ctx.fonts
        # A win's or a death's own line, not the farewell the text game says after it, in the live game's words (the
        # log's line for it: "slain by the Human", not the rule book's letter "H").
        ending = self.endings.get(view.result not in (Result.WON, Result.DIED)) or self.endings.get(True)
        said = self.play.feedback.log_lines([ending], view) if ending is not None else []
        last = said[-1] if said else ending.text if ending is not None else ""
        lines = [(f"The recorded game: {ENDINGS.get(view.result, 'over')}",
                  palette.good if view.result is Result.WON else palette.bad, fonts.big),
                 (f"Score: {view.score}" if view.score is not None else "", palette.gold, fonts.normal),
                 (last, palette.text, fonts.small)]
        return [line for line in lines if line[0]]

    def draw_end(self, surface: pygame.Surface, view) -> None:
        """The end_lines in a box over the board."""
        room = surface.get_width() - 80
        draw_box(surface, self.ctx.palette,
                 [render(font, clip(font, text, room), colour) for text, colour, font in self.end_lines(view)])
