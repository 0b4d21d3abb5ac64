"""Aiming the maze's weapons: a weapon's key aims it at the monster a player would strike first, keys and the mouse
move the cursor between its targets, and the board shows the cells the strike would hit. The targets, the cells hit
and what the blow would do are the rules' answers (the view's weapons, game.maze.questions.strike_preview)."""
from __future__ import annotations

from typing import Callable

import pygame

from game.core import Entity, EntityKind, Pos, View
from game.maze.commands import Attack, Command
from game.maze.detail import MazeDetail
from game.maze.questions import can_hit, monster_kind, strike_preview, weapon_hits, weapons_reaching
from game.maze.tables import REACH_TEXT, WEAPONS
from graphics.context import Context
from graphics.hud import MessageLog
from graphics.keymap import MOVE_DIRECTIONS
from graphics.maze_looks import WEAPON_KEYS
from graphics.maze_text import listed, monsters_in_sight, plural, where_from
from graphics.transitions import Outcome, Redraw

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


def weapons_reach(view: View[MazeDetail], weapon: int) -> list[Pos]:
    """Every cell a strike of the weapon from the hero's cell can hit, row-major: the rules' cells hit of each target
    it may be aimed at."""
    hero = view.detail.hero
    cells = {cell for target in view.detail.weapons[weapon].targets for cell in weapon_hits(hero, weapon, target)}
    return sorted(cells, key=lambda cell: (cell.y, cell.x))


def harmful(view: View[MazeDetail], pos: Pos) -> bool:
    """Whether the monster on that cell can hurt the hero at all (a box cannot: it has no attack)."""
    kind = next((monster_kind(e) for e in view.entities if e.pos == pos and monster_kind(e) is not None), None)
    return kind is not None and kind.damage > 0


class Aiming:
    """A maze screen's weapons: the one aimed (None: the keys mean the maze's actions) and the cursor on its target.
    The screen that takes it in gives the view, the log, the keys' context and act(command)."""

    ctx: Context
    view: View[MazeDetail]
    log: MessageLog
    keys_context: str
    weapon: int | None
    cursor: Pos | None
    pointed: Pos | None         # the board's cell under the pointer
    # The monster last struck and still alive: its glyph, its cell and health left after the blow, and the turn.
    last_target: tuple[str, Pos, int, int] | None = None
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
        # none in reach there is nothing to aim at: a strike would only waste the turn. A harmless box is never
        # where aiming starts while a monster that can hurt is in sight: the panel says that one is out of reach,
        # and Tab, the keys or the mouse still aim at the box.
        monsters = self.aimed_monsters(weapon)
        if not monsters:
            self.stop_aiming()
            far = self.out_of_reach(weapon)
            self.log.add_turn([f"{far}." if far else f"No monster within the {WEAPONS[weapon].name}'s reach."])
            return
        first = monsters[0]
        start: Pos | None = None if not harmful(self.view, first) and self.out_of_reach(weapon) else first
        # The monster last struck, still alive and in reach, is aimed at again (the bow's wounded vampire, not the
        # skeleton next to it); the pointer resting on a monster in reach picks that one, as pointing at it does.
        start = self.last_struck(monsters) or start
        start = self.pointed if self.pointed in monsters else start
        self.weapon, self.keys_context, self.cursor = weapon, "aiming", start

    def last_struck(self, monsters: list[Pos]) -> Pos | None:
        """Where the monster last struck is now, among the cells of the monsters in reach: one of its kind no
        further from where it was struck than the turns since let it move, its health left by the blow first."""
        if self.last_target is None:
            return None
        glyph, struck_at, left, turn = self.last_target
        steps = self.view.turn - turn
        kinds = {e.pos: e for e in self.view.entities if e.pos in monsters and e.glyph == glyph}
        near = [pos for pos, e in kinds.items() if pos.chebyshev(struck_at) <= steps]
        return min(near, key=lambda pos: (kinds[pos].hp != left, pos.chebyshev(struck_at), pos.y, pos.x),
                   default=None)

    def stop_aiming(self) -> None:
        """No weapon aimed: the keys mean the maze's actions again (aiming has its own: arrows move the target)."""
        self.weapon = self.cursor = None
        self.keys_context = "maze"

    def aimed_monsters(self, weapon: int) -> list[Pos]:
        """The cells of the monsters in sight the weapon may be aimed at: those that can hit the hero first, then
        the others that can hurt, harmless boxes last, each group nearest first."""
        hero, targets = self.view.detail.hero, set(self.view.detail.weapons[weapon].targets)
        seen = [e for e in monsters_in_sight(self.view) if e.pos in targets]
        return [e.pos for e in sorted(seen, key=lambda e: (not can_hit(e, hero), not harmful(self.view, e.pos)))]

    def out_of_reach(self, weapon: int) -> str:
        """The monsters in sight that can hit the hero now and that no strike of the weapon reaches (the rules' cells
        hit), each kind said once, nearest first: one by where it is, several counted ("The skeleton 1 cell
        south-east and 2 gargoyles can hit you, out of the sword's reach"); empty when there are none."""
        hero, view = self.view.detail.hero, self.view
        reach = set(weapons_reach(view, weapon))
        far = [e for e in monsters_in_sight(view) if can_hit(e, hero) and e.pos not in reach]
        if not far:
            return ""
        kinds: dict[str, list[Entity]] = {}
        for monster in far:
            kinds.setdefault(monster.name, []).append(monster)
        said = [f"the {name} {where_from(hero, ones[0].pos)}" if len(ones) == 1 else f"{len(ones)} {plural(name)}"
                for name, ones in kinds.items()]
        named = " and ".join(said) if len(said) < 3 else ", ".join(said[:-1]) + " and " + said[-1]
        return f"{named[0].upper()}{named[1:]} can hit you, out of the {WEAPONS[weapon].name}'s reach"

    def beyond_reach(self, weapon: int) -> str:
        """What pointing at or clicking a cell the weapon cannot be aimed at says: its reach, as the rules' table
        words it ("Out of the bow's reach (up to 3 cells in any direction)")."""
        return f"Out of the {WEAPONS[weapon].name}'s reach ({REACH_TEXT[weapon]})"

    def reach_advice(self, cell: Pos) -> str:
        """What a click on a monster in sight that the sword cannot strike says, free: which weapons' strikes reach it
        (the rules' cells hit), with their keys, among those with charges left ("The sword cannot reach the gargoyle
        diagonally: the hammer (2) or the scythe (3) can."); empty when the sword reaches it (a click steps into it)
        or no weapon does (a click walks toward it)."""
        monster = next((e for e in monsters_in_sight(self.view) if e.pos == cell), None)
        reaching = weapons_reaching(self.view, cell) if monster is not None else ()
        if monster is None or not reaching or 0 in reaching:
            return ""
        hero, weapons = self.view.detail.hero, self.view.detail.weapons
        where = "diagonally" if cell.chebyshev(hero) == 1 else where_from(hero, cell)
        said = f"The {WEAPONS[0].name} cannot reach the {monster.name} {where}"
        ready = [weapon for weapon in reaching if (charges := weapons[weapon].charges) is None or charges > 0]
        if ready:
            keys = [f"{WEAPONS[weapon].name} ({self.ctx.keymap.either((WEAPON_KEYS[weapon],), 'maze')})"
                    for weapon in ready]
            return f"{said}: {listed(keys, 'or')} can."
        one = len(reaching) == 1
        return (f"{said}: only {listed([WEAPONS[weapon].name for weapon in reaching])} {'reaches' if one else 'reach'}"
                f" it, and {'it has' if one else 'they have'} no charges left.")

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
        cursor = self.cursor or self.view.detail.hero     # no target yet: the way the key points from the hero
        ahead = []
        for target in self.targets():
            along = (target.x - cursor.x) * dx + (target.y - cursor.y) * dy
            across = abs((target.x - cursor.x) * dy - (target.y - cursor.y) * dx)
            if along > 0:
                ahead.append((along + 2 * across, target.y, target.x, target))
        return min(ahead)[3] if ahead else self.cursor

    def fire(self) -> Outcome:
        """The strike at the cursor's target. With no target chosen yet, or none that a monster in sight stands on
        among the cells it would hit (a wall, bare floor), nothing is struck and aiming goes on, free: the rules
        would spend a turn, and a charge, on hitting nothing (the eighth playtest's slip of an arrow and Enter)."""
        weapon, target = self.weapon, self.cursor
        if weapon is None:
            return None
        if target is None:
            self.log.note("No target chosen yet: Tab, the arrows or the mouse choose one.")
            return Redraw()
        struck = strike_preview(self.view, weapon, target).struck
        if not struck:
            self.log.note(f"No monster there for the {WEAPONS[weapon].name}: nothing struck, no turn spent.")
            return Redraw()
        # The monster aimed at (the one on the target's cell, else the first hit) is where aiming starts next time.
        hit = next((hit for hit in struck if hit.pos == target), struck[0])
        glyph = next(e.glyph for e in self.view.entities if e.pos == hit.pos and e.kind is EntityKind.ENEMY)
        self.last_target = None if hit.destroyed else (glyph, hit.pos, hit.left, self.view.turn)
        self.stop_aiming()
        return self.act(Attack(weapon, target))

    def aim_notes(self, weapon: int) -> list[str]:
        """What the aim panel says: while the strike at the cursor would hit no monster, the monsters that can hit the
        hero and are out of the weapon's reach; then what the strike at the cursor would do, or that no target is
        chosen yet (the hint line says how to choose one)."""
        in_reach = self.cursor is not None and strike_preview(self.view, weapon, self.cursor).struck
        notes = [far] if not in_reach and (far := self.out_of_reach(weapon)) else []
        if self.cursor is None:
            return notes + [f"{WEAPONS[weapon].name.title()}: no target chosen yet."]
        return notes + [strike_text(self.view, weapon, self.cursor)]

    def draw_aim(self, surface, weapon: int, cursor: Pos | None) -> None:
        """Every valid target outlined, the cells the cursor's target would hit filled, the cursor boxed."""
        board, palette = self.ctx.board, self.ctx.palette
        hits = set(strike_preview(self.view, weapon, cursor).cells) if cursor is not None else set()
        shade = pygame.Surface((board.cell, board.cell), pygame.SRCALPHA)
        shade.fill((*palette.bad, 110))
        # A monster the strike can reach is outlined thicker than the bare cells round it (a one-pixel line round a
        # monster's letter is lost: the twelfth playtest saw none round the gargoyle the scythe reached).
        monsters, thick = set(self.aimed_monsters(weapon)), max(2, board.cell // 12)
        for target in weapons_reach(self.view, weapon):
            rect = board.cell_rect(target)
            if rect is None:            # zoomed in: a target outside the part of the board shown
                continue
            if target in hits:
                surface.blit(shade, rect)
            pygame.draw.rect(surface, palette.accent, rect, thick if target in monsters else 1)
        cursor_rect = board.cell_rect(cursor) if cursor is not None else None
        if cursor_rect is not None:
            pygame.draw.rect(surface, palette.gold, cursor_rect, 3)
