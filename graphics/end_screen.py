"""The box over a game's board when the game is over: what happened, the score and the game's high-score table."""
from __future__ import annotations

import pygame

from graphics.context import Context
from graphics.scores_screen import draw_scores, load_scores, scores_width
from graphics.screens import Screen, draw_box
from graphics.text import clip, render
from graphics.transitions import LeaveGame, StartGame


class EndScreen(Screen):
    """The end of a game, over its board: what happened, the score and the game's high-score table.
    r or Enter plays again, q or Escape goes back to the title. A game's end screen says the words."""

    opaque = False
    keys_context = "end"
    again_hint = "a new game"

    def __init__(self, ctx: Context, session):
        super().__init__(ctx)
        self.session = session
        self.rank = session.rank
        self.entries = load_scores(ctx).get(session.spec.name, [])

    def box_lines(self) -> list[tuple[str, str, str]]:
        """(text, palette colour, font) for each line above the table."""
        raise NotImplementedError

    def handle(self, event):
        if event.type != pygame.KEYDOWN:
            return None
        action = self.ctx.keymap.action_for(event, self.keys_context)
        if action in ("restart", "confirm"):
            return [LeaveGame(), StartGame(self.session.spec.name)]
        if action in ("quit", "cancel"):
            return LeaveGame()
        return None

    def draw(self, surface):
        palette, fonts = self.ctx.palette, self.ctx.fonts
        images = [render(getattr(fonts, font), text, getattr(palette, colour)) for text, colour, font in self.box_lines()]
        # The table as tall as the window leaves room for (three rows at least), the box as wide as the table.
        above = sum(image.get_height() + 8 for image in images) + 40
        table = max(3 * fonts.small.get_linesize(), min(200, surface.get_height() - above - 66))
        width = min(max(560, scores_width(self.ctx, self.entries) + 48), surface.get_width() - 16)
        box = draw_box(surface, palette, images, min_width=width, extra_height=table + 50)
        draw_scores(self.ctx, surface, self.entries,
                    pygame.Rect(box.left + 24, box.bottom - table - 40, box.width - 48, table), self.rank)
        keymap = self.ctx.keymap
        again, leave = keymap.either(("restart", "confirm"), "end"), keymap.either(("quit", "cancel"), "end")
        hint = render(fonts.small, clip(fonts.small, f"{again}: {self.again_hint}     {leave}: back to the title",
                                        box.width - 24), palette.dim)
        surface.blit(hint, hint.get_rect(midbottom=(box.centerx, box.bottom - 12)))
