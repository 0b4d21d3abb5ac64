"""The maze's rules: weapons, monsters and items as tables, and MazeGame, which steps one hero command at a time."""
from __future__ import annotations

import random
from collections import deque
from dataclasses import dataclass
from typing import Mapping

from game.core import Entity, Event, EventKind, Pos, Stat, View
from game.maze.mapfile import EXIT, HEIGHT, OBSTACLE, WIDTH, MazeLayout

MAX_HEALTH = 20
MAX_TURNS = 150
HERO_VIEW = 3
DEATH_PENALTY = 1000
BOT_ERROR_SCORE = -10000
# Breadth-first search tries neighbours in this order (left, right, up, down), as the rulings say.
SEARCH_STEPS = ((-1, 0), (1, 0), (0, -1), (0, 1))

Offset = tuple[int, int]


@dataclass(frozen=True)
class Weapon:
    """pattern maps each valid target offset (dx, dy) from the hero to the offsets it hits, in row-major order."""

    id: int
    name: str
    damage: int
    charges: int | None  # at the start of a game; None: unlimited
    pattern: Mapping[Offset, tuple[Offset, ...]]


def _sign(n: int) -> int:
    return (n > 0) - (n < 0)


def _pattern(radius: int, valid, hits) -> dict[Offset, tuple[Offset, ...]]:
    return {(dx, dy): tuple(hits(dx, dy))
            for dy in range(-radius, radius + 1) for dx in range(-radius, radius + 1)
            if (dx, dy) != (0, 0) and valid(dx, dy)}


def _hammer_hits(dx: int, dy: int) -> list[Offset]:
    if dx == 0:
        return [(-1, dy), (0, dy), (1, dy)]
    if dy == 0:
        return [(dx, -1), (dx, 0), (dx, 1)]
    return sorted([(dx, dy), (dx, 0), (0, dy)], key=lambda o: (o[1], o[0]))


def _scythe_hits(dx: int, dy: int) -> list[Offset]:
    ux, uy = _sign(dx), _sign(dy)
    return [(ux, uy), (2 * ux, 2 * uy)]


WEAPONS: tuple[Weapon, ...] = (
    Weapon(0, "sword", 10, None, _pattern(1, lambda dx, dy: abs(dx) + abs(dy) == 1, lambda dx, dy: [(dx, dy)])),
    Weapon(1, "hammer", 6, 5, _pattern(1, lambda dx, dy: True, _hammer_hits)),
    Weapon(2, "scythe", 7, 5, _pattern(2, lambda dx, dy: dx == 0 or dy == 0 or abs(dx) == abs(dy), _scythe_hits)),
    Weapon(3, "bow", 8, 5, _pattern(3, lambda dx, dy: True, lambda dx, dy: [(dx, dy)])),
)
SWORD = WEAPONS[0]
REACH_TEXT = {
    0: "one step left, right, up or down",
    1: "the 8 cells around you",
    2: "a queen move of 1 or 2 cells",
    3: "up to 3 cells in any direction",
}


@dataclass(frozen=True)
class MonsterKind:
    glyph: str
    name: str
    health: int
    view: int
    attack_range: int
    damage: int
    protocol_type: int


MONSTERS: dict[str, MonsterKind] = {kind.glyph: kind for kind in (
    MonsterKind("0", "box", 1, 0, 0, 0, 7),
    MonsterKind("1", "skeleton", 6, 1, 1, 1, 8),
    MonsterKind("2", "gargoyle", 14, 2, 1, 2, 9),
    MonsterKind("3", "orc", 8, 2, 2, 2, 10),
    MonsterKind("4", "vampire", 10, 3, 1, 3, 11),
)}


@dataclass(frozen=True)
class ItemKind:
    """effect: what stepping on it does, amount: by how much, weapon: whose charge a chest adds; entity: View kind."""

    glyph: str
    name: str
    entity: str
    effect: str
    amount: int
    protocol_type: int
    protocol_value: int
    weapon: int | None = None


ITEMS: dict[str, ItemKind] = {kind.glyph: kind for kind in (
    ItemKind(EXIT, "exit", "exit", "exit", 10000, 0, 10000),
    ItemKind("t", "treasure", "gold", "score", 100, 2, 100),
    ItemKind("p", "potion", "potion", "heal", 10, 3, 10),
    ItemKind("a", "hammer chest", "item", "charge", 1, 4, 1, weapon=1),
    ItemKind("b", "scythe chest", "item", "charge", 1, 5, 2, weapon=2),
    ItemKind("c", "bow chest", "item", "charge", 1, 6, 3, weapon=3),
)}
OBSTACLE_PROTOCOL = (1, -1)


@dataclass(frozen=True, slots=True)
class Move:
    """One step toward target (a neighbour from the keyboard; any cell from a bot); the own cell waits."""

    target: Pos
    message: str = ""


@dataclass(frozen=True, slots=True)
class Attack:
    weapon: int
    target: Pos
    message: str = ""


@dataclass(frozen=True, slots=True)
class Quit:
    """The player gives up; the score stays as it is."""


Command = Move | Attack | Quit


@dataclass(slots=True)
class Monster:
    kind: MonsterKind
    pos: Pos
    hp: int


def in_grid(pos: Pos) -> bool:
    return 0 <= pos.x < WIDTH and 0 <= pos.y < HEIGHT


class MazeGame:
    """One hero in one maze. Its random.Random(seed) only draws the monsters' order each turn."""

    def __init__(self, layout: MazeLayout, seed: int):
        self.layout = layout
        self.rows = layout.rows
        self.rng = random.Random(seed)
        self.hero = layout.start
        self.health = MAX_HEALTH
        self.score = 0
        self.charges = {weapon.id: weapon.charges for weapon in WEAPONS if weapon.charges is not None}
        self.items: dict[Pos, ItemKind] = {pos: ITEMS[glyph] for pos, glyph in layout.items}
        self.items[layout.exit] = ITEMS[EXIT]
        # The list gives the order (row-major at the start); the dict only answers "who is here".
        self.monsters: list[Monster] = [Monster(MONSTERS[glyph], pos, MONSTERS[glyph].health)
                                        for pos, glyph in layout.monsters]
        self.monster_at: dict[Pos, Monster] = {monster.pos: monster for monster in self.monsters}
        self.turn = 0
        self.over = False
        self.result = ""
        self.messages: list[str] = []
        self.bot_message = ""

    # -- questions a front end or a bot may ask -------------------------------------------------
    def is_open(self, pos: Pos) -> bool:
        return in_grid(pos) and self.rows[pos.y][pos.x] != OBSTACLE

    def visible(self, pos: Pos) -> bool:
        return in_grid(pos) and pos.chebyshev(self.hero) <= HERO_VIEW

    def weapon_targets(self, weapon: int) -> list[Pos]:
        """The cells the weapon may be aimed at from the hero's cell, row-major (charges aside)."""
        return [target for target in (self.hero + offset for offset in WEAPONS[weapon].pattern) if in_grid(target)]

    def weapon_hits(self, weapon: int, target: Pos) -> list[Pos]:
        """The cells an attack at target would hit (inside the grid); empty when the target is not valid."""
        offset = (target.x - self.hero.x, target.y - self.hero.y)
        hits = WEAPONS[weapon].pattern.get(offset)
        if hits is None or not in_grid(target):
            return []
        return [cell for cell in (self.hero + hit for hit in hits) if in_grid(cell)]

    def refusal(self, command: Command) -> str | None:
        """Why a front end should refuse this command without spending a turn, or None when it is worth a turn.

        The rules themselves accept every Move and Attack (a bot's useless attack still costs its turn);
        front ends ask this to spare a person a wasted turn."""
        if self.over:
            return "The game is over."
        if isinstance(command, Move):
            if not in_grid(command.target):
                return f"({command.target.x}, {command.target.y}) is off the maze: x is 0-{WIDTH - 1}, y is 0-{HEIGHT - 1}."
            if command.target.manhattan(self.hero) == 1 and not self.is_open(command.target):
                return "An obstacle blocks the way."
            if command.target != self.hero and self.step_toward(self.hero, command.target, HERO_VIEW, {}) == self.hero:
                return f"No step within your view brings you nearer to ({command.target.x}, {command.target.y})."
        if isinstance(command, Attack):
            if not 0 <= command.weapon < len(WEAPONS):
                return f"There is no weapon {command.weapon}: 0 sword, 1 hammer, 2 scythe, 3 bow."
            weapon = WEAPONS[command.weapon]
            if not self.weapon_hits(weapon.id, command.target):
                return (f"The {weapon.name} cannot reach ({command.target.x}, {command.target.y}): "
                        f"it reaches {REACH_TEXT[weapon.id]}.")
            if self.charges.get(weapon.id, 1) <= 0:
                return f"The {weapon.name} has no charges left."
        return None

    # -- playing --------------------------------------------------------------------------------
    def step(self, command: Command) -> list[Event]:
        if self.over:
            return [Event(EventKind.INVALID, "The game is over.")]
        if isinstance(command, Quit):
            events = self._end("quit", Event(EventKind.ENDED, "You leave the maze."))
        elif isinstance(command, Attack) and not 0 <= command.weapon < len(WEAPONS):
            events = [Event(EventKind.INVALID, f"There is no weapon {command.weapon}.")]
            self.messages = [events[0].text]
            return events
        else:
            self.bot_message = command.message
            events = self._move(command.target) if isinstance(command, Move) else self._attack(command)
            self.turn += 1
            if not self.over:
                if self.turn >= MAX_TURNS:
                    events += self._end("out of turns", Event(EventKind.ENDED, f"{MAX_TURNS} actions used: time is up."))
                else:
                    events += self._monsters_act()
        self.messages = [event.text for event in events if event.text]
        return events

    def fail(self, reason: str) -> list[Event]:
        """End the game because the bot erred (bad answer, crash, timeout): the score becomes -10000."""
        if self.over:
            return []
        self.score = BOT_ERROR_SCORE
        events = self._end("bot error", Event(EventKind.ENDED, f"Bot error: {reason}. Score {BOT_ERROR_SCORE}.",
                                             amount=BOT_ERROR_SCORE, actor="bot"))
        self.messages = [event.text for event in events]
        return events

    def _end(self, result: str, event: Event) -> list[Event]:
        self.over = True
        self.result = result
        return [event]

    def step_toward(self, origin: Pos, target: Pos, reach: int, blocked: Mapping[Pos, object]) -> Pos:
        """The first step of the rulings' search from origin toward target (origin when it stays).

        Cells searched: open, within Chebyshev reach of origin, not in blocked."""
        if origin == target:
            return origin
        parent: dict[Pos, Pos | None] = {origin: None}
        reached = [origin]
        queue = deque([origin])
        while queue:
            cell = queue.popleft()
            if cell == target:
                break
            for dx, dy in SEARCH_STEPS:
                nxt = Pos(cell.x + dx, cell.y + dy)
                if (nxt in parent or not self.is_open(nxt) or nxt in blocked
                        or max(abs(nxt.x - origin.x), abs(nxt.y - origin.y)) > reach):
                    continue
                parent[nxt] = cell
                reached.append(nxt)
                queue.append(nxt)
        goal = target
        if target not in parent:
            # min() keeps the first of equals, so ties go to the cell the search reached first.
            goal = min(reached, key=target.manhattan)
            if goal.manhattan(target) >= origin.manhattan(target):
                return origin
        while parent[goal] != origin:
            goal = parent[goal]
        return goal

    def _move(self, target: Pos) -> list[Event]:
        dest = self.step_toward(self.hero, target, HERO_VIEW, {})
        if dest == self.hero:
            return [Event(EventKind.MESSAGE, "You wait." if target == self.hero else "You stay where you are.",
                          pos=self.hero, actor="hero")]
        if dest in self.monster_at:
            return self._strike(SWORD, [dest])
        self.hero = dest
        events = [Event(EventKind.MOVED, "", pos=dest, actor="hero")]
        item = self.items.pop(dest, None)
        if item is not None:
            events.append(self._take(item, dest))
        return events

    def _take(self, item: ItemKind, pos: Pos) -> Event:
        if item.effect == "exit":
            self.score += item.amount
            self.over, self.result = True, "won"
            return Event(EventKind.WON, f"You reach the exit: +{item.amount}.", pos=pos, amount=item.amount, actor="hero")
        if item.effect == "score":
            self.score += item.amount
            return Event(EventKind.PICKED_UP, f"You pick up a treasure: +{item.amount}.", pos=pos,
                         amount=item.amount, actor="hero")
        if item.effect == "heal":
            gained = min(MAX_HEALTH, self.health + item.amount) - self.health
            self.health += gained
            return Event(EventKind.HEALED, f"You drink a potion: health +{gained}.", pos=pos, amount=gained, actor="hero")
        weapon = WEAPONS[item.weapon]
        self.charges[weapon.id] += item.amount
        return Event(EventKind.PICKED_UP, f"You open a {item.name}: {weapon.name} charges {self.charges[weapon.id]}.",
                     pos=pos, amount=item.amount, actor="hero")

    def _attack(self, command: Attack) -> list[Event]:
        weapon = WEAPONS[command.weapon]
        cells = self.weapon_hits(weapon.id, command.target)
        if not cells:
            return [Event(EventKind.MISSED, f"The {weapon.name} cannot reach ({command.target.x}, {command.target.y}).",
                          pos=command.target, actor="hero")]
        if weapon.charges is not None:
            if self.charges[weapon.id] <= 0:
                return [Event(EventKind.MISSED, f"The {weapon.name} has no charges left.", actor="hero")]
            self.charges[weapon.id] -= 1
        return self._strike(weapon, cells)

    def _strike(self, weapon: Weapon, cells: list[Pos]) -> list[Event]:
        events = []
        for cell in cells:
            monster = self.monster_at.get(cell)
            if monster is None:
                continue
            monster.hp -= weapon.damage
            name = monster.kind.name
            events.append(Event(EventKind.ATTACKED, f"Your {weapon.name} hits the {name} for {weapon.damage}.",
                                pos=cell, amount=weapon.damage, actor="hero"))
            if monster.hp <= 0:
                self.monsters.remove(monster)
                del self.monster_at[cell]
                self.score += monster.kind.health
                events.append(Event(EventKind.KILLED, f"The {name} is destroyed: +{monster.kind.health}.",
                                    pos=cell, amount=monster.kind.health, actor="hero"))
        if not events:
            events.append(Event(EventKind.MISSED, f"Your {weapon.name} hits nothing.", pos=cells[0], actor="hero"))
        return events

    def _monsters_act(self) -> list[Event]:
        order = list(self.monsters)
        self.rng.shuffle(order)
        events: list[Event] = []
        total = 0
        hero = self.hero
        for monster in order:
            kind = monster.kind
            distance = monster.pos.chebyshev(hero)
            if distance <= kind.attack_range:
                if kind.damage:
                    total += kind.damage
                    events.append(Event(EventKind.ATTACKED, f"The {kind.name} hits you for {kind.damage}.",
                                        pos=hero, amount=kind.damage, actor=kind.name))
            elif distance <= kind.view:
                dest = self.step_toward(monster.pos, hero, kind.view, self.monster_at)
                if dest != monster.pos:
                    del self.monster_at[monster.pos]
                    self.monster_at[dest] = monster
                    events.append(Event(EventKind.MOVED, "", pos=dest, actor=kind.name))
                    monster.pos = dest
        if total:
            self.health -= total
            self.score -= total
            events.append(Event(EventKind.MESSAGE, f"You lose {total} health.", pos=hero, amount=-total, actor="hero"))
            if self.health <= 0:
                self.score -= DEATH_PENALTY
                events += self._end("died", Event(EventKind.DIED, f"You die: -{DEATH_PENALTY}.", pos=hero,
                                                  amount=-DEATH_PENALTY, actor="hero"))
        return events

    # -- drawing --------------------------------------------------------------------------------
    def view(self) -> View:
        hero = self.hero
        entities = [Entity(hero, "@", "player", "hero", self.health, MAX_HEALTH)]
        entities += [Entity(pos, item.glyph, item.entity, item.name)
                     for pos, item in sorted(self.items.items(), key=lambda pair: (pair[0].y, pair[0].x))]
        entities += [Entity(monster.pos, monster.kind.glyph, "enemy", monster.kind.name, monster.hp, monster.kind.health)
                     for monster in sorted(self.monsters, key=lambda m: (m.pos.y, m.pos.x))]
        visible = tuple(tuple(max(abs(x - hero.x), abs(y - hero.y)) <= HERO_VIEW for x in range(WIDTH))
                        for y in range(HEIGHT))
        stats = (
            Stat("Health", self.health, MAX_HEALTH),
            Stat("Score", self.score),
            *(Stat(weapon.name.title(), self.charges[weapon.id], base=weapon.charges)
              for weapon in WEAPONS if weapon.charges is not None),
            Stat("Sword", "unlimited"),
            Stat("Turn", f"{self.turn} / {MAX_TURNS}"),
        )
        return View(
            width=WIDTH, height=HEIGHT, cells=self.rows, entities=tuple(entities), stats=stats,
            messages=tuple(self.messages), visible=visible, phase="over" if self.over else "play",
            over=self.over, result=self.result, score=self.score, turn=self.turn,
            extra={"hero": hero, "bot_message": self.bot_message, "charges": dict(self.charges),
                   "weapons": tuple((weapon.id, weapon.name, weapon.damage) for weapon in WEAPONS)},
        )
