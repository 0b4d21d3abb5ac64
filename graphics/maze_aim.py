"""Aiming the maze's weapons: a weapon's key aims it at the monster a player would strike first, keys and the mouse
move the cursor between its targets, and the board shows the cells the strike would hit. The targets, the cells hit
and what the blow would do are the rules' answers (the view's weapons, game.maze.questions.strike_preview)."""
from __future__ import annotations

from typing import Callable

import pygame

from game.core import Pos, View
from game.maze.commands import Attack, Command
from game.maze.detail import MazeDetail
from game.maze.questions import strike_preview
from game.maze.tables import WEAPONS
from graphics.context import Context
from graphics.hud import MessageLog
from graphics.keymap import MOVE_DIRECTIONS
from graphics.maze_looks import WEAPON_KEYS
from graphics.maze_text import can_hit, monsters_in_sight
from graphics.transitions import Outcome

WEAPON_ACTIONS = {action: weapon for weapon, action in enumerate(WEAPON_KEYS)}     # an action -> its weapon


def strike_text(view: View[MazeDetail], weapon: int, target: Pos) -> str:
    """What striking there would do to the monsters the hero sees (the rules' preview): each one's health after the
    blow, nearest first."""
    preview = strike_preview(view, weapon, target)
    name, damage = preview.weapon.title(), preview.damage
    struck = {hit.pos: hit for hit in preview.struck}
    ordered = [struck[e.pos] for e in monsters_in_sight(view) if e.pos in struck]
    if not ordered:
        return f"{name} ({damage} damage): no monster there."
    outcomes = [f"the {hit.name} ({hit.hp} HP: killed)" if hit.destroyed else
                f"the {hit.name} ({hit.hp} -> {hit.left} HP)" for hit in ordered]
    return f"{name} ({damage} damage) hits " + ", ".join(outcomes) + "."


class Aiming:
    """A maze screen's weapons: the one aimed (None: the keys mean the maze's actions) and the cursor on its target.
    The screen that takes it in gives the view, the log, the keys' context and act(command)."""

    ctx: Context
    view: View[MazeDetail]
    log: MessageLog
    keys_context: str
    weapon: int | None
    cursor: Pos | None
    act: Callable[[Command], Outcome]

    def targets(self) -> tuple[Pos, ...]:
        return self.view.detail.weapons[self.weapon].targets if self.weapon is not None else ()

    def aim(self, weapon: int) -> None:
        """A weapon's key: aim it at the monster a player would strike first, or say in the log why it is not."""
        charges = self.view.detail.weapons[weapon].charges
        if charges is not None and charges <= 0:
            self.stop_aiming()
            self.log.add_turn([f"The {WEAPONS[weapon].name} has no charges left."])
            return
        # Start on the nearest monster that can hit the hero, else the nearest in reach: what a player aims at. With
        # none in reach there is nothing to aim at: a strike would only waste the turn.
        monsters = self.aimed_monsters(weapon)
        if not monsters:
            self.stop_aiming()
            self.log.add_turn([f"No monster within the {WEAPONS[weapon].name}'s reach."])
            return
        self.weapon, self.keys_context, self.cursor = weapon, "aiming", monsters[0]

    def stop_aiming(self) -> None:
        """No weapon aimed: the keys mean the maze's actions again (aiming has its own: arrows move the target)."""
        self.weapon = self.cursor = None
        self.keys_context = "maze"

    def aimed_monsters(self, weapon: int) -> list[Pos]:
        """The cells of the monsters in sight the weapon may be aimed at: those that can hit the hero first, each
        group nearest first."""
        hero, targets = self.view.detail.hero, set(self.view.detail.weapons[weapon].targets)
        seen = [e for e in monsters_in_sight(self.view) if e.pos in targets]
        return [e.pos for e in sorted(seen, key=lambda e: not can_hit(e, hero))]

    def cycle_target(self, weapon: int, step: int) -> None:
        """Tab: the cursor to the next monster in reach, in the order aiming starts with (Shift-Tab: back). Aiming
        starts only with a monster in reach, and no turn passes while the weapon is aimed."""
        order = self.aimed_monsters(weapon)
        here = order.index(self.cursor) if self.cursor in order else (-1 if step > 0 else 0)
        self.cursor = order[(here + step) % len(order)]

    def on_aim_key(self, action: str) -> Outcome:
        if action in MOVE_DIRECTIONS:
            direction = MOVE_DIRECTIONS[action]
            self.cursor = self.target_toward(direction.dx, direction.dy)
        elif action in ("confirm", *WEAPON_ACTIONS):
            if action == "confirm" or WEAPON_ACTIONS[action] == self.weapon:
                return self.fire()
            self.aim(WEAPON_ACTIONS[action])
        elif action == "cancel":
            self.stop_aiming()
        return None

    def target_toward(self, dx: int, dy: int) -> Pos | None:
        """The nearest target the way a key points from the cursor, keeping to that line where one lies on it
        (the sword's four targets touch only at corners), or the cursor when none lies that way."""
        cursor = self.cursor
        if cursor is None:
            return None
        ahead = []
        for target in self.targets():
            along = (target.x - cursor.x) * dx + (target.y - cursor.y) * dy
            across = abs((target.x - cursor.x) * dy - (target.y - cursor.y) * dx)
            if along > 0:
                ahead.append((along + 2 * across, target.y, target.x, target))
        return min(ahead)[3] if ahead else cursor

    def fire(self) -> Outcome:
        weapon, target = self.weapon, self.cursor
        self.stop_aiming()
        if weapon is not None and target is not None:
            return self.act(Attack(weapon, target))
        return None

    def draw_aim(self, surface, weapon: int, cursor: Pos) -> None:
        """Every valid target outlined, the cells the cursor's target would hit filled, the cursor boxed."""
        board, palette = self.ctx.board, self.ctx.palette
        hits = set(strike_preview(self.view, weapon, cursor).cells)
        shade = pygame.Surface((board.cell, board.cell), pygame.SRCALPHA)
        shade.fill((*palette.bad, 110))
        for target in self.targets():
            rect = board.cell_rect(target)
            if rect is None:            # zoomed in: a target outside the part of the board shown
                continue
            if target in hits:
                surface.blit(shade, rect)
            pygame.draw.rect(surface, palette.accent, rect, 1)
        cursor_rect = board.cell_rect(cursor)
        if cursor_rect is not None:
            pygame.draw.rect(surface, palette.gold, cursor_rect, 3)
