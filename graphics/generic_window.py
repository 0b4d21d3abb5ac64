"""The window of a game that has none of its own: its board and HUD from the View, and a line to type commands in."""
from __future__ import annotations

import pygame

from game.core import Entity, View
from graphics.board import GameLook, TerrainLook, player_cell
from graphics.context import Context
from graphics.feedback import Feedback
from graphics.play_screen import GameScreen
from graphics.screens import HUD_HEIGHT, MARGIN
from graphics.transitions import LeaveGame, Push, Transition


class _AnyTerrain(dict):
    """Every terrain character drawn as itself: '.' as floor, anything else as wall."""

    def get(self, char, default=None):
        if char == " ":
            return None
        return TerrainLook(char, "floor" if char == "." else "wall", "floor" if char == "." else "rock")


def _entity_tile(entity: Entity, _view: View) -> str:
    return "blank"


LOOK = GameLook(terrain=_AnyTerrain(), entity_tile=_entity_tile)
FEEDBACK = Feedback()


def show(ctx: Context, session) -> list[Transition]:
    return [Push(CommandLineScreen(ctx, session))]


class CommandLineScreen(GameScreen):
    """Type a command in the game's own grammar and press Enter; Escape leaves (the game is saved)."""

    feedback = FEEDBACK

    def __init__(self, ctx: Context, session):
        super().__init__(ctx, session)
        self.line = ""

    def handle(self, event):
        if event.type != pygame.KEYDOWN:
            return super().handle(event)
        if self.view.over or event.key == pygame.K_ESCAPE:
            return LeaveGame()
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            line, self.line = self.line, ""
            self.show_events(self.session.submit(line))
        elif event.key == pygame.K_BACKSPACE:
            self.line = self.line[:-1]
        elif event.unicode and event.unicode.isprintable() and len(self.line) < 200:
            self.line += event.unicode
        return None

    def replayed(self, events: list, line: str) -> None:
        """A turn of a replay, shown as a command typed here is."""
        self.show_events(events, command=line)

    def draw(self, surface):
        ctx, palette = self.ctx, self.ctx.palette
        surface.fill(palette.background)
        width, height = surface.get_size()
        hud_height = min(HUD_HEIGHT, height // 3)
        ctx.board.fit(pygame.Rect(MARGIN, MARGIN, width - 2 * MARGIN, height - hud_height - 2 * MARGIN),
                      self.view.width, self.view.height, focus=player_cell(self.view))
        ctx.board.draw(surface, self.view, LOOK)
        self.effects.draw(surface, ctx.board, ctx.fonts.normal, self.view)
        top = height - hud_height
        prompt = "Game over: any key goes back to the title." if self.view.over else f"> {self.line}_"
        self.hud.draw_stats(surface, pygame.Rect(MARGIN, top, width // 2 - MARGIN, hud_height - MARGIN),
                            list(self.view.stats), [(prompt, palette.accent)])
        self.hud.draw_log(surface, pygame.Rect(width // 2, top, width // 2 - MARGIN, hud_height - MARGIN), self.log)


# The screen a replay of the game is shown on, as the game was played (graphics/replay_screen.py).
SCREEN = CommandLineScreen
