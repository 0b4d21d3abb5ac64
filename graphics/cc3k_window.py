"""ChamberCrawler3000 in the window: race choice, play (board, HUD, log, keys, mouse) and the game-over box."""
from __future__ import annotations

from functools import partial

import pygame

from game.core import Direction, EntityKind, Event, Pos, Result, View
from game.cc3k.commands import Attack, ChooseRace, Command, Freeze, Move, Restart, Use
from game.cc3k.detail import CC3kDetail
from game.cc3k.rules import PHASE_RACE
from game.cc3k.spec import SPEC
from game.cc3k.tables import POTIONS, RACE_ORDER, RACES
from graphics.context import Context
from graphics.feedback import Feedback
from graphics.keymap import MOVE_DIRECTIONS
from graphics.looks import CC3K_LOOK
from graphics.play_screen import EndScreen, GameScreen
from graphics.screens import HUD_HEIGHT, MARGIN, ConfirmScreen, MenuScreen
from graphics.text import render
from graphics.transitions import LeaveGame, Outcome, Push, Replace, Transition
from play.session import Session

HUD_MIN_WIDTH = 1000     # pixels: the stats and the log side by side need about this much
LOOK = CC3K_LOOK
# CC3k's events look, read and sound as every game's do by default: the standard table was made from them.
FEEDBACK = Feedback()
# What help lists during a CC3k game: the keys of the other games would only be noise here.
HELP_ACTIONS = (*MOVE_DIRECTIONS, "attack", "use", "freeze", "restart", "quit", "help", "toggle_tiles",
                "bigger", "smaller", "mute", "log_older", "log_newer", "cancel", "confirm")
# The view names a known potion by the code the rule book's player learns (RH); hover adds what it does.
POTION_NAMES = {potion.code: potion.name for potion in POTIONS}
TERRAIN_NAMES = {"|": "Wall", "-": "Wall", "+": "Doorway", "#": "Passage", ".": "Floor"}
__all__ = ["FEEDBACK", "LOOK", "show"]


def show(ctx: Context, session: Session) -> list[Transition]:
    """The screens for where the game is: choosing a race, playing, or over."""
    if session.view().phase == PHASE_RACE:
        return [Push(RaceScreen(ctx, session))]
    play = PlayScreen(ctx, session)
    return [Push(play), Push(GameOverScreen(ctx, session))] if play.view.over else [Push(play)]


class RaceScreen(MenuScreen):
    heading = "Choose your race"

    def __init__(self, ctx: Context, session: Session):
        self.session = session
        items = [(key, RACES[key].name, partial(self.choose, key)) for key in RACE_ORDER]
        super().__init__(ctx, items)

    def choose(self, key: str) -> Outcome:
        events = self.session.send(ChooseRace(key))
        return Replace(PlayScreen(self.ctx, self.session, events))

    def back(self):
        return LeaveGame()

    def draw(self, surface):
        """Every race at once: its stats in columns and its ability under them, the chosen one highlighted."""
        palette, fonts = self.ctx.palette, self.ctx.fonts
        surface.fill(palette.background)
        y = self.title(surface, self.heading, 50)
        left = surface.get_width() // 2 - 300
        columns = (0, 34, 170, 330, 420)    # marker and key, name, HP, Atk, Def
        for index, (key, _label, _) in enumerate(self.items):
            race, chosen = RACES[key], index == self.selected
            maximum = "no max" if race.max_hp is None else f"max {race.max_hp}"
            cells = (f"{'>' if chosen else ' '} {key}", race.name, f"HP {race.hp} ({maximum})",
                     f"Atk {race.atk}", f"Def {race.defense}")
            for x, text in zip(columns, cells):
                surface.blit(render(fonts.normal, text, palette.accent if chosen else palette.text), (left + x, y))
            y += fonts.normal.get_linesize()
            surface.blit(render(fonts.small, race.ability, palette.good if chosen else palette.dim), (left + columns[1], y))
            y += fonts.small.get_linesize() + 12
        self.draw_footer(surface)


class GameOverScreen(EndScreen):
    """Won or died. r plays again: a new game (the next seed, so that each game's seed reproduces it),
    starting at the race choice as the rule book's play again does."""

    again_hint = "play again with a new race"

    def lines(self):
        view = self.session.view()
        won = view.result is Result.WON
        return [
            ("You escaped the dungeon!" if won else "You died.", "good" if won else "bad", "big"),
            (f"Score: {view.score}" + (f"  (#{self.rank} on the table)" if self.rank else ""), "gold", "big"),
            (view.messages[-1] if view.messages else "", "text", "normal"),
        ]


class PlayScreen(GameScreen):
    """A CC3k game: the board, the HUD and the log; keys and clicks become the rule book's commands."""

    feedback = FEEDBACK
    help_actions = HELP_ACTIONS
    help_heading = f"Keys: {SPEC.title}"
    view: View[CC3kDetail]

    def __init__(self, ctx: Context, session: Session, first_events: list[Event] | None = None):
        super().__init__(ctx, session)
        self.pending: str | None = None      # "attack" or "use" while waiting for a direction
        # The race was chosen on the race screen: the PC appears with the sound of the way down.
        ctx.play(self.feedback.sounds(first_events or []))

    # ----- input ----------------------------------------------------------------------------------

    def on_key(self, action: str | None) -> Outcome:
        if action is None:
            return None
        if self.pending:
            if action in MOVE_DIRECTIONS:
                kind = Attack if self.pending == "attack" else Use
                self.pending = None
                return self.act(kind(MOVE_DIRECTIONS[action]))
            if action == "cancel":
                self.pending = None
            return None
        if action in MOVE_DIRECTIONS:
            return self.move_or_attack(MOVE_DIRECTIONS[action])
        if action in ("attack", "use"):
            self.pending = action
            return None
        if action == "freeze":
            return self.act(Freeze())
        if action == "restart":
            return Push(ConfirmScreen(self.ctx, "Restart with a new race?", self.restart))
        if action in ("quit", "cancel"):
            return self.ask_to_leave()
        return self.common_key(action)

    def pc(self) -> Pos | None:
        status = self.view.detail.pc
        return status.pos if status is not None else None

    def move_or_attack(self, direction: Direction) -> Outcome:
        """Moving into an enemy attacks it, except a merchant that is still neutral, which only blocks."""
        pc = self.pc()
        if pc is None:
            return None
        target = pc + (direction.dx, direction.dy)
        enemy = next((e for e in self.view.entities if e.kind is EntityKind.ENEMY and e.pos == target), None)
        neutral = enemy is not None and enemy.glyph == "M" and not self.view.detail.merchants_hostile
        return self.act(Attack(direction) if enemy is not None and not neutral else Move(direction))

    def on_hover(self, cell: Pos | None) -> Outcome:
        text = ""
        if cell is not None:
            here = [e for e in self.view.entities if e.pos == cell]
            if here:
                thing = here[-1]
                if thing.kind is EntityKind.ENEMY:
                    text = f"{thing.name} ({thing.glyph}): {thing.hp} / {thing.max_hp} HP"
                elif thing.kind is EntityKind.PLAYER:
                    text = f"You, a {thing.name}: {thing.hp} HP"
                    below = [e for e in here if e.kind is EntityKind.GOLD]
                    if below:
                        text += f", standing on a {below[0].name}"
                elif thing.kind is EntityKind.POTION:
                    code = thing.name.removesuffix(" potion")
                    text = (f"A {code} potion: {POTION_NAMES[code]}" if code in POTION_NAMES
                            else "A potion you have not tried")
                else:
                    text = thing.name[0].upper() + thing.name[1:]
            elif self.view.cells:
                text = TERRAIN_NAMES.get(self.view.cells[cell.y][cell.x], "")
        return self.hover(text)

    def on_click(self, cell: Pos | None) -> Outcome:
        pc = self.pc()
        if cell is None or pc is None or self.pending:
            return None
        direction = Direction.between(pc, cell)
        return self.move_or_attack(direction) if direction is not None else None

    # ----- the game -------------------------------------------------------------------------------

    def act(self, command: Command) -> Outcome:
        """Send a command (the session records it in the rule book's words) and follow the game's phase."""
        self.send(command)
        if self.view.phase == PHASE_RACE:
            return Replace(RaceScreen(self.ctx, self.session))
        if self.view.over:
            return Push(GameOverScreen(self.ctx, self.session))
        return None

    def restart(self) -> Outcome:
        return self.act(Restart())

    # ----- frames ---------------------------------------------------------------------------------

    def draw(self, surface):
        ctx, palette = self.ctx, self.ctx.palette
        surface.fill(palette.background)
        width, height = surface.get_size()
        hud_height = min(HUD_HEIGHT, height // 3)
        board_area = pygame.Rect(MARGIN, MARGIN, width - 2 * MARGIN, height - hud_height - 2 * MARGIN)
        board = ctx.board
        board.fit(board_area, self.view.width, self.view.height)
        # Board and HUD are one block, centred together: in a big window the HUD stays under the board
        # instead of at the bottom edge, and no wider than a reader's eye can follow.
        board.area.top = max(MARGIN, (height - board.area.height - MARGIN - hud_height) // 2)
        block = pygame.Rect(0, 0, min(width - 2 * MARGIN, max(board.area.width, HUD_MIN_WIDTH)), hud_height)
        block.midtop = (board.area.centerx, board.area.bottom + MARGIN)
        board.draw(surface, self.view, CC3K_LOOK)
        self.effects.draw(surface, board, ctx.fonts.normal)
        hud_top = block.top
        pygame.draw.line(surface, palette.panel, (block.left, hud_top - 4), (block.right, hud_top - 4), 2)
        left, middle = block.left, block.centerx
        stats_area = pygame.Rect(left, hud_top, middle - left - MARGIN, hud_height - MARGIN)
        extra = []
        if self.pending:
            extra.append((f"{'Attack' if self.pending == 'attack' else 'Use a potion'}: which direction? (Escape cancels)", palette.accent))
        elif self.view.detail.frozen:
            extra.append(("Enemies are frozen (f).", palette.accent))
        if self.hover_text:
            extra.append((self.hover_text, palette.gold))
        self.hud.draw_stats(surface, stats_area, list(self.view.stats), extra)
        log_area = pygame.Rect(middle, hud_top, block.right - middle, hud_height - MARGIN - ctx.fonts.small.get_linesize())
        self.hud.draw_log(surface, log_area, self.log)
        footer = f"seed {self.view.seed}   ? help   t tiles   +/- size   m sound" + ("  (muted)" if ctx.muted else "")
        image = self.hud.text(footer, palette.dim, ctx.fonts.small)
        surface.blit(image, image.get_rect(bottomright=(block.right, block.bottom - 4)))
