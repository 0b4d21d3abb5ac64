"""The play screens every game shares: the screen that plays a Session (send, hover, clicks, the settings' keys)
and the box over its board when the game is over."""
from __future__ import annotations

import pygame

from game.core import Pos
from graphics.context import Context
from graphics.effects import Effects
from graphics.feedback import Feedback
from graphics.hud import Hud, MessageLog
from graphics.screens import ConfirmScreen, HelpScreen, Screen, draw_box, draw_scores, load_scores
from graphics.text import render
from graphics.transitions import LeaveGame, Outcome, Push, Redraw, StartGame, setting_for


class GameScreen(Screen):
    """What every game's play screen shares: the Session it plays, the view it draws, the log, the effects, the
    HUD; keys, pointing and clicks handed to on_key, on_hover and on_click, which return what should happen.

    Commands go through send(): the session records them, the game's feedback table turns the events into the
    log, animations and sounds, and the hover text is worked out again (what is under the pointer may have
    moved, or lost HP)."""

    feedback = Feedback()
    help_actions: tuple[str, ...] | None = None     # what help lists during this game (None: every action)
    help_heading = "Keys"

    def __init__(self, ctx: Context, session):
        super().__init__(ctx)
        self.session = session
        self.view = session.view()
        self.log = MessageLog()
        self.log.add_turn(list(self.view.messages))
        self.effects = Effects()
        self.hud = Hud(ctx.palette, ctx.fonts.normal, ctx.fonts.small)
        self.hover_text = ""
        self.pointed: Pos | None = None      # the cell under the mouse pointer, if any

    def send(self, command, extra_lines: tuple[str, ...] = ()) -> list:
        """Apply a command through the session and show what happened; returns the events."""
        return self.show_events(self.session.send(command), extra_lines)

    def show_events(self, events: list, extra_lines: tuple[str, ...] = ()) -> list:
        self.view = self.session.view()
        sounds = self.feedback.show(events, self.view, self.ctx.palette, self.effects, self.log, extra_lines)
        self.ctx.play(sounds)
        self.on_hover(self.pointed)
        # Problems the session met while playing (a score that could not be written) go to the status line.
        if self.session.notices:
            self.ctx.say(self.session.notices.pop())
        return events

    def handle(self, event):
        if event.type == pygame.KEYDOWN:
            return self.on_key(self.ctx.keymap.action_for(event))
        if event.type == pygame.MOUSEMOTION:
            self.pointed = self.ctx.board.cell_at(event.pos, self.view)
            return self.on_hover(self.pointed)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self.on_click(self.ctx.board.cell_at(event.pos, self.view))
        return None

    def on_key(self, action: str | None) -> Outcome:
        return None

    def on_hover(self, cell) -> Outcome:
        return None

    def on_click(self, cell) -> Outcome:
        return None

    def hover(self, text: str) -> Outcome:
        """Show this text for the cell pointed at; a redraw only when it changed."""
        if text == self.hover_text:
            return None
        self.hover_text = text
        return Redraw()

    def common_key(self, action: str) -> Outcome:
        """Keys every game's screen answers alike: help, the log's scrolling, and the settings' keys."""
        if action == "help":
            return Push(HelpScreen(self.ctx, self.help_actions, self.help_heading))
        if action in ("log_older", "log_newer"):
            self.log.scroll(5 if action == "log_older" else -5)
            return None
        if action == "options":
            from graphics.screens import OptionsScreen

            return Push(OptionsScreen(self.ctx))
        return setting_for(action)

    def ask_to_leave(self, question: str = "Save this game and go to the title?") -> Outcome:
        """Asked first: leaving saves the game (or keeps it as a replay when it is over) and goes to the title."""
        return Push(ConfirmScreen(self.ctx, question, LeaveGame))

    def update(self, dt):
        if self.effects.active:
            self.effects.update(dt)
        return None

    @property
    def animating(self) -> bool:
        return self.effects.active


class EndScreen(Screen):
    """The end of a game, over its board: what happened, the score and the game's high-score table.
    r or Enter plays again, q or Escape goes back to the title. A game's end screen says the words."""

    opaque = False
    again_hint = "a new game"

    def __init__(self, ctx: Context, session):
        super().__init__(ctx)
        self.session = session
        self.rank = session.rank
        self.entries = load_scores(ctx).get(session.spec.name, [])

    def lines(self) -> list[tuple[str, str, str]]:
        """(text, palette colour, font) for each line above the table."""
        raise NotImplementedError

    def handle(self, event):
        if event.type != pygame.KEYDOWN:
            return None
        action = self.ctx.keymap.action_for(event)
        if action in ("restart", "confirm"):
            return [LeaveGame(), StartGame(self.session.spec.name)]
        if action in ("quit", "cancel"):
            return LeaveGame()
        return None

    def draw(self, surface):
        palette, fonts = self.ctx.palette, self.ctx.fonts
        images = [render(getattr(fonts, font), text, getattr(palette, colour)) for text, colour, font in self.lines()]
        box = draw_box(surface, palette, images, min_width=560, extra_height=250)
        draw_scores(self.ctx, surface, self.entries, pygame.Rect(box.left + 24, box.bottom - 240, box.width - 48, 200), self.rank)
        hint = render(fonts.small, f"r or Enter: {self.again_hint}     q or Escape: back to the title", palette.dim)
        surface.blit(hint, hint.get_rect(midbottom=(box.centerx, box.bottom - 12)))
