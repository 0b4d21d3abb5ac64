"""The maze's rules: MazeGame steps one command at a time and shows itself as a View; the weapons' reach on the grid."""
from __future__ import annotations

import functools
from bisect import bisect_left
from dataclasses import dataclass
from typing import Mapping

from game.core import Actor, Entity, EntityKind, Event, EventKind, Pos, Result, Stat, Unknown, View
from game.maze.commands import (HELP_TEXT, Attack, Command, Forfeit, Help, Move, Quit, Step, Wait, action_text,
                                bot_command, format_command, unknown_reason)
from game.maze.detail import MazeDetail, WeaponState
from game.maze.javahashmap import INITIAL_CAPACITY, JavaIntMap
from game.maze.javarandom import JavaRandom, shuffle
from game.maze.mapfile import EXIT, HEIGHT, OBSTACLE, WIDTH, MazeLayout
from game.maze.questions import in_grid, weapon_hits
from game.maze.tables import (BOT_ERROR_CLOSES, BOT_ERROR_OPENS, BOT_ERROR_SCORE, DEATH_PENALTY, HERO_VIEW, ITEMS,
                              MAX_HEALTH, MAX_TURNS, MONSTERS, REACH_TEXT, SWORD, WEAPONS, ItemKind, MonsterKind, Weapon)

# Breadth-first search tries neighbours in this order (left, right, up, down), as the rulings say.
SEARCH_STEPS = ((-1, 0), (1, 0), (0, -1), (0, 1))


@functools.lru_cache(maxsize=WIDTH * HEIGHT * len(WEAPONS))
def weapon_targets(hero: Pos, weapon: int) -> tuple[Pos, ...]:
    """The cells the weapon may be aimed at from the hero's cell, row-major (charges aside). Kept per cell and
    weapon: every view lists them, and they depend on nothing else."""
    return tuple(target for target in (hero + offset for offset in WEAPONS[weapon].pattern) if in_grid(target))


@functools.lru_cache(maxsize=None)
def referee_view_order(hero: Pos, table: int) -> tuple[tuple[Pos, ...], int]:
    """The cells in the hero's view in the order of the referee's HashSet, refilled column by column into a table
    of `table` buckets, and the table's size after."""
    fov: JavaIntMap[Pos] = JavaIntMap(table)
    for x in range(max(0, hero.x - HERO_VIEW), min(WIDTH, hero.x + HERO_VIEW + 1)):
        for y in range(max(0, hero.y - HERO_VIEW), min(HEIGHT, hero.y + HERO_VIEW + 1)):
            fov.put(_key(Pos(x, y)), Pos(x, y))
    return tuple(fov.values()), fov.capacity


def _key(pos: Pos) -> int:
    """The referee's key for a cell in its maps."""
    return pos.x * 100 + pos.y


# Each cell's neighbours inside the grid, in the search's order.
GRID_NEIGHBOURS = {Pos(x, y): tuple(Pos(x + dx, y + dy) for dx, dy in SEARCH_STEPS if in_grid(Pos(x + dx, y + dy)))
                   for y in range(HEIGHT) for x in range(WIDTH)}


def open_neighbours(rows: tuple[str, ...]) -> dict[Pos, tuple[Pos, ...]]:
    """Each open cell of the terrain with its open neighbours in the search's order: the searches of a turn
    (the hero's, each monster's that sees the hero) look up the grid through this, made once a game."""
    open_cells = {pos for pos in GRID_NEIGHBOURS if rows[pos.y][pos.x] != OBSTACLE}
    return {pos: tuple([step for step in GRID_NEIGHBOURS[pos] if step in open_cells]) for pos in open_cells}


@functools.lru_cache(maxsize=WIDTH * HEIGHT)
def view_window(hero: Pos) -> tuple[int, int, tuple[tuple[bool, ...], ...]]:
    """The columns lo..hi-1 in the hero's view and the visible flags of every cell: they depend on nothing else."""
    lo, hi = max(0, hero.x - HERO_VIEW), min(WIDTH, hero.x + HERO_VIEW + 1)
    in_view = (False,) * lo + (True,) * (hi - lo) + (False,) * (WIDTH - hi)
    fog = (False,) * WIDTH
    return lo, hi, tuple(in_view if abs(y - hero.y) <= HERO_VIEW else fog for y in range(HEIGHT))


# The HUD's name of each weapon that has charges, with its charges at the start.
CHARGED_WEAPONS = tuple((weapon.id, weapon.name.title(), weapon.charges)
                        for weapon in WEAPONS if weapon.charges is not None)


@functools.lru_cache(maxsize=None)
def weapon_state(hero: Pos, weapon: int, charges: int | None) -> WeaponState:
    """A weapon as a view shows it from the hero's cell with these charges. Kept: there are a few thousand (charges
    stay under a dozen)."""
    kind = WEAPONS[weapon]
    return WeaponState(kind.id, kind.name, kind.damage, charges, weapon_targets(hero, weapon))


@functools.lru_cache(maxsize=4096)
def weapon_states(hero: Pos, charges: tuple[int, ...]) -> tuple[WeaponState, ...]:
    """The four weapons as a view shows them from the hero's cell, with these charges of those that have them."""
    left = dict(zip([weapon_id for weapon_id, _title, _base in CHARGED_WEAPONS], charges))
    return tuple([weapon_state(hero, weapon.id, left.get(weapon.id)) for weapon in WEAPONS])


# The farthest any monster sees or strikes.
MONSTER_REACH = max(max(kind.view, kind.attack_range) for kind in MONSTERS.values())


@functools.lru_cache(maxsize=WIDTH * HEIGHT)
def monsters_near(hero: Pos) -> frozenset[Pos]:
    """The cells from which a monster may see or strike the hero."""
    return frozenset(Pos(x, y) for x in range(max(0, hero.x - MONSTER_REACH), min(WIDTH, hero.x + MONSTER_REACH + 1))
                     for y in range(max(0, hero.y - MONSTER_REACH), min(HEIGHT, hero.y + MONSTER_REACH + 1)))


@dataclass(slots=True)
class Monster:
    kind: MonsterKind
    pos: Pos
    hp: int


class RowMajor:
    """Entities in the row-major order of their cells (one a cell), kept in order as they come and go one at a
    time: a view takes them as they stand instead of sorting them every turn."""

    __slots__ = ("_keys", "entities")

    def __init__(self, entities: list[Entity]):
        self.entities = sorted(entities, key=_row_major)
        self._keys = [_row_major(entity) for entity in self.entities]

    def add(self, entity: Entity) -> None:
        key = _row_major(entity)
        place = bisect_left(self._keys, key)
        self._keys.insert(place, key)
        self.entities.insert(place, entity)

    def remove(self, pos: Pos) -> None:
        place = bisect_left(self._keys, pos.y * WIDTH + pos.x)
        del self._keys[place]
        del self.entities[place]


def _row_major(entity: Entity) -> int:
    return entity.pos.y * WIDTH + entity.pos.x


class MazeGame:
    """One hero in one maze, played by a person or by a bot (bot is its command). rng is the referee's
    java.util.Random as the maze generator left it: it only draws the monsters' order each turn.

    A bot plays by the referee's rules: each line is its answer, read as the protocol reads it, so anything but
    a well-formed MOVE or ATTACK is its forfeit, and every MOVE and ATTACK costs the action, even one that
    achieves nothing. A person's command that would only waste the action is refused instead."""

    _view: "View[MazeDetail] | None" = None    # the view since the last step, made when first asked for

    def __init__(self, layout: MazeLayout, seed: int, rng: JavaRandom, bot: str = ""):
        self.rows = layout.rows
        self._paths = open_neighbours(layout.rows)
        self.seed = seed
        self.rng = rng
        self.bot = bot
        self.hero = layout.start
        self.health = MAX_HEALTH
        self.score = 0
        self.charges = {weapon.id: weapon.charges for weapon in WEAPONS if weapon.charges is not None}
        self.items: dict[Pos, ItemKind] = {pos: ITEMS[glyph] for pos, glyph in layout.items}
        self.items[layout.exit] = ITEMS[EXIT]
        # The referee keeps its monsters in a HashMap keyed x * 100 + y, put row by row, and shuffles them each
        # turn from its iteration order: monster_order reproduces that order, monster_at answers "who is here".
        self.monster_order: JavaIntMap[Monster] = JavaIntMap()
        self.monster_at: dict[Pos, Monster] = {}
        for pos, glyph in sorted(layout.monsters, key=lambda pair: (pair[0].y, pair[0].x)):
            monster = Monster(MONSTERS[glyph], pos, MONSTERS[glyph].health)
            self.monster_order.put(_key(pos), monster)
            self.monster_at[pos] = monster
        self.turn = 0
        self.over = False
        self.result: Result | None = None
        self.messages: list[str] = []
        self.action = ""
        self.bot_message = ""
        # Every cell the hero has had in view this game, row by row: what the fog shows dimmed.
        self._seen_rows: list[tuple[bool, ...]] = [(False,) * WIDTH] * HEIGHT
        # The parts of a view kept between views and changed only as what they show changes: the rows seen
        # before less what is in view now, and the items' and monsters' entities.
        self._remembered: tuple[tuple[bool, ...], ...] = ()
        self._item_entities = RowMajor([Entity(pos, item.glyph, item.entity, item.name)
                                        for pos, item in self.items.items()])
        self._monster_entities = RowMajor([self._shown(monster) for monster in self.monster_at.values()])
        # The referee's HashSet of the cells in the hero's view is cleared and refilled at each step; its table
        # only grows, so its order (that of a bot's input lines) depends on the widest view so far too.
        self._fov_table = INITIAL_CAPACITY
        self._view_order: tuple[Pos, ...] = ()
        self._look()

    def is_open(self, pos: Pos) -> bool:
        return pos in self._paths

    # -- playing --------------------------------------------------------------------------------
    def step(self, command: Command) -> list[Event]:
        # A view is made at most once between two steps: front ends, the session and a bot's input all ask.
        self._view = None
        return self._step_command(command)

    def _step_command(self, command: Command) -> list[Event]:
        if self.over:
            return self._refuse("The game is over.")
        if self.bot and not isinstance(command, (Move, Attack, Forfeit)):
            # The keyboard's words and lines the protocol does not read are a bad answer, as the referee has it.
            command = bot_command(format_command(command))
        if isinstance(command, Unknown):
            return self._refuse(command.reason)
        if isinstance(command, Help):
            self.messages = [HELP_TEXT]
            return [Event(EventKind.MESSAGE, HELP_TEXT)]
        if isinstance(command, Quit):
            events = self._end(Result.QUIT, Event(EventKind.ENDED, "You leave the maze.", actor=Actor.PLAYER))
        elif isinstance(command, Forfeit):
            if not self.bot:
                # Only a bot forfeits; to a person the line is no command.
                return self._refuse(unknown_reason(format_command(command)))
            events = self._forfeit(command.reason)
        else:
            problem = self._refusal(command)
            if problem:
                return self._refuse(problem)
            events = self._act(self._action(command))
        self.messages = [event.text for event in events if event.text]
        return events

    def _refusal(self, command: Step | Wait | Move | Attack) -> str | None:
        """Why step refuses this command without spending the action, or None when it is played.

        A diagonal step and a weapon that does not exist (an Attack no line reads as) are always refused. A step
        into an obstacle or off the maze, a MOVE whose search finds no nearer cell, a target out of the weapon's
        reach and a weapon without charges are refused only when a person plays: a bot loses the turn, as in the
        original game."""
        if isinstance(command, Step) and not command.direction.is_cardinal:
            return "The hero steps left, right, up or down only."
        if isinstance(command, Attack) and not 0 <= command.weapon < len(WEAPONS):
            return f"There is no weapon {command.weapon}: 0 sword, 1 hammer, 2 scythe, 3 bow."
        if self.bot:
            return None
        action = self._action(command)
        if isinstance(action, Move):
            target = action.target
            if not in_grid(target):
                return f"({target.x}, {target.y}) is off the maze: x is 0-{WIDTH - 1}, y is 0-{HEIGHT - 1}."
            if target.manhattan(self.hero) == 1 and not self.is_open(target):
                return "An obstacle blocks the way."
            if target != self.hero and self.step_toward(self.hero, target, HERO_VIEW, {}) == self.hero:
                return f"No step within your view brings you nearer to ({target.x}, {target.y})."
            return None
        weapon = WEAPONS[action.weapon]
        if not weapon_hits(self.hero, weapon.id, action.target):
            return (f"The {weapon.name} cannot reach ({action.target.x}, {action.target.y}): "
                    f"it reaches {REACH_TEXT[weapon.id]}.")
        if self.charges.get(weapon.id, 1) <= 0:
            return f"The {weapon.name} has no charges left."
        return None

    def _action(self, command: Step | Wait | Move | Attack) -> Move | Attack:
        """The keyboard's step and wait are a MOVE to a neighbour or to the hero's own cell."""
        if isinstance(command, Step):
            return Move(self.hero + (command.direction.dx, command.direction.dy))
        if isinstance(command, Wait):
            return Move(self.hero)
        return command

    def _refuse(self, reason: str) -> list[Event]:
        self.messages = [reason]
        return [Event(EventKind.INVALID, reason)]

    def _act(self, action: Move | Attack) -> list[Event]:
        self.action = action_text(action)
        self.bot_message = action.message
        events = self._move(action.target) if isinstance(action, Move) else self._attack(action)
        self.turn += 1
        if not self.over:
            if self.turn >= MAX_TURNS:
                events += self._end(Result.OUT_OF_TURNS, Event(EventKind.ENDED, f"{MAX_TURNS} actions used: time is up."))
            else:
                events += self._monsters_act()
        return events

    def _forfeit(self, reason: str) -> list[Event]:
        """The bot erred (bad answer, crash, timeout): the score becomes -10000, whatever it was."""
        self.score = BOT_ERROR_SCORE
        return self._end(Result.ERROR, Event(EventKind.ENDED, f"{BOT_ERROR_OPENS}{reason}.{BOT_ERROR_CLOSES}",
                                             amount=BOT_ERROR_SCORE, actor=Actor.PLAYER))

    def _end(self, result: Result, event: Event) -> list[Event]:
        self.over = True
        self.result = result
        return [event]

    def step_toward(self, origin: Pos, target: Pos, reach: int, blocked: Mapping[Pos, object]) -> Pos:
        """The first step of the rulings' search from origin toward target (origin when it stays).

        Cells searched: open, within Chebyshev reach of origin, not in blocked."""
        if origin == target:
            return origin
        paths = self._paths
        if reach > 0 and target in paths[origin] and target not in blocked:
            return target   # an open neighbour within reach: the search would step there
        ox, oy = origin
        parent = {origin: origin}   # the way back from each reached cell
        reached = [origin]          # in the order reached: the search's queue, read from the front
        for cell in reached:
            if cell == target:
                break
            for nxt in paths[cell]:
                if nxt in parent or nxt in blocked:
                    continue
                x, y = nxt
                if x - ox > reach or ox - x > reach or y - oy > reach or oy - y > reach:
                    continue
                parent[nxt] = cell
                reached.append(nxt)
        goal = target
        if target not in parent:
            # min() keeps the first of equals, so ties go to the cell the search reached first.
            tx, ty = target
            goal = min(reached, key=lambda cell: abs(cell[0] - tx) + abs(cell[1] - ty))
            if goal.manhattan(target) >= origin.manhattan(target):
                return origin
        while parent[goal] != origin:
            goal = parent[goal]
        return goal

    def _look(self) -> None:
        hero = self.hero
        self._view_order, self._fov_table = referee_view_order(hero, self._fov_table)
        lo, hi, _visible = view_window(hero)
        seen, unseen = (True,) * (hi - lo), (False,) * (hi - lo)
        rows = self._seen_rows
        remembered = list(rows)   # rows out of view remember all they have seen; in view, what is shown is not
        for y in range(max(0, hero.y - HERO_VIEW), min(HEIGHT, hero.y + HERO_VIEW + 1)):
            row = rows[y]
            rows[y] = row[:lo] + seen + row[hi:]
            remembered[y] = row[:lo] + unseen + row[hi:]
        self._remembered = tuple(remembered)

    def _move(self, target: Pos) -> list[Event]:
        dest = self.step_toward(self.hero, target, HERO_VIEW, {})
        if dest == self.hero:
            return [Event(EventKind.MESSAGE, "You wait." if target == self.hero else "You stay where you are.",
                          pos=self.hero, actor=Actor.PLAYER)]
        if dest in self.monster_at:
            return self._strike(SWORD, [dest])
        self.hero = dest
        self._look()
        events = [Event(EventKind.MOVED, "", pos=dest, actor=Actor.PLAYER)]
        item = self.items.pop(dest, None)
        if item is not None:
            self._item_entities.remove(dest)
            events.append(self._take(item, dest))
        return events

    def _take(self, item: ItemKind, pos: Pos) -> Event:
        if item.effect == "exit":
            self.score += item.amount
            self.over, self.result = True, Result.WON
            return Event(EventKind.WON, f"You reach the exit: +{item.amount}.", pos=pos, amount=item.amount,
                         actor=Actor.PLAYER)
        if item.effect == "score":
            self.score += item.amount
            return Event(EventKind.PICKED_UP, f"You pick up a treasure: +{item.amount}.", pos=pos,
                         amount=item.amount, actor=Actor.PLAYER)
        if item.effect == "heal":
            gained = min(MAX_HEALTH, self.health + item.amount) - self.health
            self.health += gained
            return Event(EventKind.HEALED, f"You drink a potion: health +{gained}.", pos=pos, amount=gained,
                         actor=Actor.PLAYER)
        assert item.weapon is not None   # the only other effect is a chest's charge
        weapon = WEAPONS[item.weapon]
        self.charges[weapon.id] += item.amount
        return Event(EventKind.PICKED_UP, f"You open a {item.name}: {weapon.name} charges {self.charges[weapon.id]}.",
                     pos=pos, amount=item.amount, actor=Actor.PLAYER)

    def _attack(self, command: Attack) -> list[Event]:
        weapon = WEAPONS[command.weapon]
        cells = weapon_hits(self.hero, weapon.id, command.target)
        if not cells:
            return [Event(EventKind.MISSED, f"The {weapon.name} cannot reach ({command.target.x}, {command.target.y}).",
                          pos=command.target, actor=Actor.PLAYER)]
        if weapon.charges is not None:
            if self.charges[weapon.id] <= 0:
                return [Event(EventKind.MISSED, f"The {weapon.name} has no charges left.", actor=Actor.PLAYER)]
            self.charges[weapon.id] -= 1
        return self._strike(weapon, cells)

    def _strike(self, weapon: Weapon, cells: list[Pos]) -> list[Event]:
        events = []
        for cell in cells:
            monster = self.monster_at.get(cell)
            if monster is None:
                continue
            monster.hp -= weapon.damage
            self._monster_entities.remove(cell)
            name = monster.kind.name
            events.append(Event(EventKind.ATTACKED, f"Your {weapon.name} hits the {name} for {weapon.damage}.",
                                pos=cell, amount=weapon.damage, actor=Actor.PLAYER))
            if monster.hp > 0:
                self._monster_entities.add(self._shown(monster))
            else:
                self.monster_order.remove(_key(cell))
                del self.monster_at[cell]
                self.score += monster.kind.health
                events.append(Event(EventKind.KILLED, f"The {name} is destroyed: +{monster.kind.health}.",
                                    pos=cell, amount=monster.kind.health, actor=Actor.PLAYER))
        if not events:
            events.append(Event(EventKind.MISSED, f"Your {weapon.name} hits nothing.", pos=cells[0], actor=Actor.PLAYER))
        return events

    def _monsters_act(self) -> list[Event]:
        order = self.monster_order.values()
        shuffle(order, self.rng)
        events: list[Event] = []
        total = 0
        hero = self.hero
        hx, hy = hero
        # Only a monster that sees or can strike the hero does anything. The hero stays put while they act and
        # each moves only on its own turn, so they are known before the first acts: the others, most of the
        # maze's, are passed over by one look-up each.
        near = monsters_near(hero)
        for monster in [monster for monster in order if monster.pos in near]:
            kind = monster.kind
            x, y = monster.pos
            distance = max(abs(x - hx), abs(y - hy))
            if distance <= kind.attack_range:
                if kind.damage:
                    total += kind.damage
                    events.append(Event(EventKind.ATTACKED, f"The {kind.name} hits you for {kind.damage}.",
                                        pos=hero, amount=kind.damage, actor=Actor.MONSTER, name=kind.name))
            elif distance <= kind.view:
                pos = monster.pos
                dest = self.step_toward(pos, hero, kind.view, self.monster_at)
                # The referee takes a monster that sees the hero out of its map and puts it back where it steps,
                # even where it stands: that moves it to the end of its bucket, so it changes the next order.
                self.monster_order.remove(_key(pos))
                self.monster_order.put(_key(dest), monster)
                if dest != pos:
                    del self.monster_at[pos]
                    self.monster_at[dest] = monster
                    events.append(Event(EventKind.MOVED, "", pos=dest, actor=Actor.MONSTER, name=kind.name))
                    self._monster_entities.remove(pos)
                    monster.pos = dest
                    self._monster_entities.add(self._shown(monster))
        if total:
            self.health -= total
            self.score -= total
            events.append(Event(EventKind.MESSAGE, f"You lose {total} health.", pos=hero, amount=-total))
            if self.health <= 0:
                self.score -= DEATH_PENALTY
                events += self._end(Result.DIED, Event(EventKind.DIED, f"You die: -{DEATH_PENALTY}.", pos=hero,
                                                       amount=-DEATH_PENALTY, actor=Actor.PLAYER))
        return events

    # -- drawing --------------------------------------------------------------------------------
    def view(self) -> View[MazeDetail]:
        if self._view is None:
            self._view = self._make_view()
        return self._view

    def _make_view(self) -> View[MazeDetail]:
        hero = self.hero
        entities = (Entity(hero, "@", EntityKind.PLAYER, "hero", self.health, MAX_HEALTH),
                    *self._item_entities.entities, *self._monster_entities.entities)
        charges = self.charges
        stats = (
            Stat("Health", self.health, MAX_HEALTH),
            Stat("Score", self.score),
            *[Stat(title, charges[weapon], None, base) for weapon, title, base in CHARGED_WEAPONS],
            Stat("Sword", "unlimited"),
            Stat("Turn", f"{self.turn} / {MAX_TURNS}"),
        )
        detail = MazeDetail(hero=hero, health=self.health, weapons=weapon_states(hero, tuple(charges.values())),
                            action=self.action, bot_message=self.bot_message, bot=self.bot,
                            view_order=self._view_order)
        return View(
            width=WIDTH, height=HEIGHT, cells=self.rows, entities=entities, stats=stats,
            messages=tuple(self.messages), detail=detail, seed=self.seed, visible=view_window(hero)[2],
            remembered=self._remembered, phase="over" if self.over else "play", over=self.over, result=self.result,
            score=self.score, turn=self.turn,
        )

    @staticmethod
    def _shown(monster: Monster) -> Entity:
        kind = monster.kind
        return Entity(monster.pos, kind.glyph, EntityKind.ENEMY, kind.name, monster.hp, kind.health)
