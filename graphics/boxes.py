"""Boxes that ask before something is done: the yes/no box, and the box that leaving a game opens, which offers to
save it only when it can be saved and otherwise says why and keeps the player in the game."""
from __future__ import annotations

from typing import Callable

import pygame

from graphics.context import Context
from graphics.screens import Screen
from graphics.text import render, wrap
from graphics.transitions import LeaveGame, Outcome, Pop, Push, Redraw, transitions
from roguelike_client.userdata.writing import data_folder_problem

QUESTION_LINES = 6          # a question (a problem quoting a long folder's name) wraps over this many lines at most
BUTTON_GAP = 40

Choice = Callable[[], Outcome]


class ConfirmScreen(Screen):
    """A yes/no question over the screen below; y, Enter or a click on Yes says yes, n, Escape or a click on No says
    no. Yes takes the box away, then does what on_yes returns (it may act on the screen below first: a CC3k restart
    sends its command); no takes it away and does what on_no returns, if anything. A box of another kind says other
    words on its buttons (labels), answers other letters, and may take Enter for no (answers)."""

    opaque = False
    keys_context = "confirm"
    labels = {True: "Yes (y)", False: "No (n)"}
    letters: dict[bool, tuple[str, ...]] = {True: ("y", "Y"), False: ("n", "N")}
    answers = {"confirm": True, "cancel": False}       # what the keys bound to confirm and cancel answer

    def __init__(self, ctx: Context, question: str, on_yes: Choice, on_no: Choice | None = None):
        super().__init__(ctx)
        self.question, self.on_yes, self.on_no = question, on_yes, on_no
        self.buttons: dict[bool, pygame.Rect] = {}     # yes (True) and no, where they were drawn last
        self.pointed: bool | None = None               # the button under the mouse

    def handle(self, event):
        if event.type == pygame.MOUSEMOTION:
            pointed = self.button_at(event.pos)
            if pointed == self.pointed:
                return None
            self.pointed = pointed
            return Redraw()
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            pointed = self.button_at(event.pos)
            return None if pointed is None else self.answer(pointed)
        if event.type != pygame.KEYDOWN:
            return None
        for yes, letters in self.letters.items():
            if event.unicode and event.unicode in letters:
                return self.answer(yes)
        action = self.ctx.keymap.action_for(event, self.keys_context)
        if action in self.answers:
            return self.answer(self.answers[action])
        return None

    def answer(self, yes: bool) -> Outcome:
        chosen = self.on_yes if yes else self.on_no
        return [Pop(), *transitions(chosen() if chosen is not None else None)]

    def button_at(self, pos: tuple[int, int]) -> bool | None:
        return next((yes for yes, rect in self.buttons.items() if rect.collidepoint(pos)), None)

    def draw(self, surface):
        palette, font = self.ctx.palette, self.ctx.fonts.normal
        room = max(1, surface.get_width() - 96)
        lines = [render(font, line, palette.text) for line in wrap(font, self.question, room, QUESTION_LINES)]
        labels = {yes: render(font, label, palette.accent if yes is self.pointed else palette.text)
                  for yes, label in self.labels.items()}
        button_height = font.get_linesize() + 12
        widths = {yes: max(120, label.get_width() + 24) for yes, label in labels.items()}
        buttons_width = sum(widths.values()) + BUTTON_GAP
        text_height = sum(line.get_height() for line in lines)
        box = pygame.Rect(0, 0, max([320, buttons_width] + [line.get_width() for line in lines]) + 48,
                          text_height + button_height + 44)
        box.center = surface.get_rect().center
        pygame.draw.rect(surface, palette.panel, box)
        pygame.draw.rect(surface, palette.accent, box, 2)
        y = box.top + 16
        for line in lines:
            surface.blit(line, line.get_rect(midtop=(box.centerx, y)))
            y += line.get_height()
        self.buttons = {}
        left = box.centerx - buttons_width // 2
        for yes in (True, False):
            button = pygame.Rect(left, 0, widths[yes], button_height)
            button.bottom = box.bottom - 14
            pygame.draw.rect(surface, palette.background, button)
            pygame.draw.rect(surface, palette.accent if yes is self.pointed else palette.dim, button, 2)
            surface.blit(labels[yes], labels[yes].get_rect(center=button.center))
            self.buttons[yes] = button
            left += widths[yes] + BUTTON_GAP


class UnsavedBox(ConfirmScreen):
    """Opened instead of "save the game and leave?" when the game cannot be saved: it says why and keeps the player
    in the game. Only d, or a click on its button, leaves the game unsaved; y, n, Enter and Escape keep playing (the
    keys that would have saved it never lose it), and the status line then says why once more."""

    keys_context = "unsaved"
    labels = {True: "Leave without saving (d)", False: "Keep playing (n)"}
    letters = {True: ("d", "D"), False: ("y", "Y", "n", "N")}
    answers = {"confirm": False, "cancel": False}


def keeping_problem(session) -> str | None:
    """Why leaving this game now would keep nothing of it, or None. Something was played, no --record file takes it,
    and the data folder cannot be written now (asked afresh: the disk may have filled or been freed)."""
    if not session.record.commands or session.record_to:
        return None
    return data_folder_problem(fresh=True)


NOTHING_TO_SAVE = "Nothing has been played in this game yet, so there is nothing to save. Go to the title?"


def leave_box(ctx: Context, session, question: str) -> Push:
    """The box leaving a game opens: the question (save and leave?) where the game can be saved; where nothing has
    been played, whether to leave (there is nothing to save); where it cannot be saved, a box that says why and
    offers to keep playing or to leave it unsaved, never to save it."""
    over = session.view().over
    if not over and not session.record.commands:
        # Nothing played yet: nothing would be saved, so the box does not offer to save it.
        return Push(ConfirmScreen(ctx, NOTHING_TO_SAVE, LeaveGame))
    problem = None if over else keeping_problem(session)
    if problem is None:
        return Push(ConfirmScreen(ctx, question, LeaveGame))
    said = f"This game cannot be saved: {problem}"
    return Push(UnsavedBox(ctx, f"{said}. Keep playing, or leave it unsaved?", lambda: LeaveGame(unsaved=True),
                           lambda: ctx.say(said)))
