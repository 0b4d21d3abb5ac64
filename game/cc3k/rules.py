"""CC3k's rules: one game session from the race prompt through five floors to a win, a death or a quit."""
from __future__ import annotations

import math
import random
from dataclasses import dataclass, field

from game.core import NEIGHBOUR_STEPS, Direction, Entity, Event, EventKind, Pos, Stat, View, neighbours
from game.cc3k.commands import Attack, ChooseRace, Freeze, Move, Quit, Restart, Use
from game.cc3k.layout import WALKABLE, FloorPlan
from game.cc3k.tables import (
    DRAGON_HOARD, ENEMIES, ENEMIES_PER_FLOOR, ENEMY_SPAWN_TABLE, FLOORS_PER_DUNGEON, GOLD_BY_DIGIT,
    GOLD_PER_FLOOR, GOLD_SPAWN_TABLE, HEIGHT, MERCHANT_HOARD, NORMAL_PILE, POTION_BY_DIGIT, POTIONS,
    POTIONS_PER_FLOOR, RACES, WIDTH, EnemyKind, GoldKind, PotionKind, Race,
)

PHASE_RACE, PHASE_PLAY, PHASE_OVER, PHASE_QUIT = "race", "play", "over", "quit"
SPAWN_MESSAGE = "Player character has spawned."


def damage(attacker_atk: int, defender_def: int, factor_percent: int = 100) -> int:
    """ceiling(100 / (100 + Def) * Atk), times factor_percent/100 before rounding; exact, no floats."""
    numerator = 100 * attacker_atk * factor_percent
    denominator = (100 + defender_def) * 100
    return -(-numerator // denominator)


@dataclass(eq=False)
class Enemy:
    kind: EnemyKind
    pos: Pos
    hp: int
    chamber: int
    hoard: "Gold | None" = None  # a dragon's hoard


@dataclass(eq=False)
class Gold:
    kind: GoldKind
    pos: Pos
    value: int
    guard: Enemy | None = None   # the live dragon guarding it


@dataclass(eq=False)
class Potion:
    kind: PotionKind
    pos: Pos


@dataclass
class Player:
    race: Race
    hp: int
    gold: int = 0
    atk_change: int = 0   # this floor's potion changes
    def_change: int = 0

    @property
    def atk(self) -> int:
        return max(0, self.race.atk + self.atk_change)

    @property
    def defense(self) -> int:
        return max(0, self.race.defense + self.def_change)


@dataclass
class Floor:
    number: int
    terrain: tuple[str, ...]
    chambers: tuple[tuple[Pos, ...], ...]
    chamber_at: list[list[int]]                      # -1 where there is no chamber
    chamber_steps: list[list[tuple[Pos, ...]]]       # each floor tile's neighbours in its own chamber
    occupant: list[list[object | None]]              # enemy, gold or potion on each cell
    enemies: list[Enemy] = field(default_factory=list)
    items: list[Gold | Potion] = field(default_factory=list)
    stairs: Pos | None = None


def _chamber_grid(chambers: tuple[tuple[Pos, ...], ...]) -> list[list[int]]:
    grid = [[-1] * WIDTH for _ in range(HEIGHT)]
    for index, tiles in enumerate(chambers):
        for pos in tiles:
            grid[pos.y][pos.x] = index
    return grid


def _row_major(enemy: "Enemy") -> tuple[int, int]:
    return enemy.pos[1], enemy.pos[0]


def _chamber_steps(chamber_at: list[list[int]]) -> list[list[tuple[Pos, ...]]]:
    """Where an enemy on each tile could step: the neighbours in its own chamber, row-major."""
    steps: list[list[tuple[Pos, ...]]] = [[()] * WIDTH for _ in range(HEIGHT)]
    for y in range(HEIGHT):
        for x in range(WIDTH):
            home = chamber_at[y][x]
            if home >= 0:
                steps[y][x] = tuple(n for n in neighbours(Pos(x, y)) if chamber_at[n.y][n.x] == home)
    return steps


class CC3kGame:
    """A CC3k session. It owns one random.Random; restarts and new games continue the same stream."""

    def __init__(self, plans: list[FloorPlan], seed: int):
        if not plans:
            raise ValueError("a CC3k game needs at least one floor plan")
        self.plans = plans
        self.seed = seed
        self.rng = random.Random(seed)
        self.phase = PHASE_RACE
        self.turn = 0
        self.messages: list[str] = []
        self.result = ""
        self.score: int | None = None
        self.player: Player | None = None
        self.floor: Floor | None = None
        self.pc = Pos(0, 0)
        self.frozen = False
        self.merchants_hostile = False
        self.known_potions: set[str] = set()  # membership only; never iterated for an order
        self._plan_grids: dict[int, tuple] = {}  # plan index -> (chamber_at, chamber_steps), built once

    # ----- the seam -----------------------------------------------------------------------------

    def step(self, command: object) -> list[Event]:
        if self.phase == PHASE_RACE:
            events = self._step_race(command)
        elif self.phase == PHASE_PLAY:
            events = self._step_play(command)
        elif self.phase == PHASE_OVER:
            events = self._step_over(command)
        else:
            events = [Event(EventKind.INVALID, "The game has ended.")]
        self.messages = [event.text for event in events if event.text]
        return events

    def view(self) -> View:
        stats: list[Stat] = []
        entities: list[Entity] = []
        cells: tuple[str, ...] = ()
        if self.player and self.floor:
            player, race = self.player, self.player.race
            stats = [
                Stat("Race", race.name),
                Stat("Gold", player.gold),
                Stat("Floor", self.floor.number),
                Stat("HP", player.hp, maximum=race.max_hp),
                Stat("Atk", player.atk, base=race.atk),
                Stat("Def", player.defense, base=race.defense),
            ]
            cells = self.floor.terrain
            entities = self._entities()
        return View(
            width=WIDTH, height=HEIGHT, cells=cells, entities=entities, stats=stats,
            messages=list(self.messages), phase=self.phase, over=self.phase in (PHASE_OVER, PHASE_QUIT),
            result=self.result, score=self.score, turn=self.turn,
            extra={"frozen": self.frozen, "merchants_hostile": self.merchants_hostile, "seed": self.seed},
        )

    # ----- phases -------------------------------------------------------------------------------

    def _step_race(self, command: object) -> list[Event]:
        if isinstance(command, Quit):
            self.phase = PHASE_QUIT
            return [Event(EventKind.ENDED, "Goodbye.")]
        if isinstance(command, ChooseRace) and command.race in RACES:
            race = RACES[command.race]
            self.player = Player(race, race.hp)
            self.known_potions = set()
            self.merchants_hostile = False
            self.frozen = False
            self.turn = 0
            self.result, self.score = "", None
            self.phase = PHASE_PLAY
            self._build_floor(1)
            return [Event(EventKind.FLOOR_CHANGED, SPAWN_MESSAGE, pos=self.pc, amount=1)]
        return [Event(EventKind.INVALID, "Choose a race: s d v g t, or q to quit.")]

    def _step_over(self, command: object) -> list[Event]:
        if isinstance(command, Restart):
            return self._restart()
        if isinstance(command, Quit):
            self.phase = PHASE_QUIT
            return [Event(EventKind.ENDED, "Goodbye.")]
        return [Event(EventKind.INVALID, "Play again (r) or quit (q)?")]

    def _restart(self) -> list[Event]:
        self.phase = PHASE_RACE
        self.player, self.floor = None, None
        self.result, self.score = "", None
        return [Event(EventKind.ENDED, "The game restarts. Choose a race.")]

    def _step_play(self, command: object) -> list[Event]:
        if isinstance(command, Freeze):
            self.frozen = not self.frozen
            text = "Enemies stop moving." if self.frozen else "Enemies move again."
            return [Event(EventKind.MESSAGE, text)]
        if isinstance(command, Restart):
            return self._restart()
        if isinstance(command, Quit):
            self.phase = PHASE_QUIT
            self.result = "quit"
            return [Event(EventKind.ENDED, "PC admits defeat.")]
        if isinstance(command, Move):
            events = self._move(command.direction)
        elif isinstance(command, Attack):
            events = self._attack(command.direction)
        elif isinstance(command, Use):
            events = self._use(command.direction)
        else:
            return [Event(EventKind.INVALID, "That is not a command during play.")]
        self.turn += 1
        if self.phase != PHASE_PLAY or events[0].kind is EventKind.FLOOR_CHANGED:
            return events
        self._enemy_phase(events)
        player = self.player
        if self.phase == PHASE_PLAY and player.race.regen_per_turn:
            player.hp = min(player.race.max_hp, player.hp + player.race.regen_per_turn)
        return events

    # ----- floors -------------------------------------------------------------------------------

    def _build_floor(self, number: int) -> None:
        """Floor n comes from the n-th plan; past the file's last plan, its terrain is generated anew."""
        index = min(number, len(self.plans)) - 1
        plan = self.plans[index]
        objects = plan.objects if number <= len(self.plans) else ()
        if index not in self._plan_grids:
            chamber_at = _chamber_grid(plan.chambers)
            self._plan_grids[index] = (chamber_at, _chamber_steps(chamber_at))
        chamber_at, chamber_steps = self._plan_grids[index]
        floor = Floor(
            number=number, terrain=plan.terrain, chambers=plan.chambers,
            chamber_at=chamber_at, chamber_steps=chamber_steps,
            occupant=[[None] * WIDTH for _ in range(HEIGHT)],
        )
        self.floor = floor
        if self.player:
            self.player.atk_change = self.player.def_change = 0
        if objects:
            self._place_plan_objects(objects)
        else:
            self._generate()

    def _is_free(self, pos: Pos) -> bool:
        floor = self.floor
        return (
            floor.terrain[pos.y][pos.x] == "."
            and floor.occupant[pos.y][pos.x] is None
            and pos != self.pc
            and pos != floor.stairs
        )

    def _random_tile(self, avoid_chamber: int | None = None) -> Pos | None:
        """A uniform chamber (among those with room), then a uniform free floor tile in it."""
        floor, pc = self.floor, self.pc
        chambers, occupant, stairs = floor.chambers, floor.occupant, floor.stairs
        candidates = [index for index in range(len(chambers)) if index != avoid_chamber]
        while candidates:
            index = self.rng.choice(candidates)
            # Chamber tiles are all floor tiles, so free means: nothing on it, not the PC, not the stairs.
            free = [pos for pos in chambers[index] if occupant[pos.y][pos.x] is None and pos != pc and pos != stairs]
            if free:
                return self.rng.choice(free)
            candidates.remove(index)
        return None

    def _place_pc_and_stairs(self, have_pc: bool, have_stairs: bool) -> None:
        floor = self.floor
        if not have_pc:
            self.pc = Pos(-1, -1)
            self.pc = self._random_tile()
        if not have_stairs:
            pc_chamber = floor.chamber_at[self.pc.y][self.pc.x]
            stairs = self._random_tile(avoid_chamber=pc_chamber if len(floor.chambers) > 1 else None)
            floor.stairs = stairs

    def _generate(self) -> None:
        """The rule book's order: PC, stairs, potions, gold (each dragon with its hoard), enemies."""
        floor = self.floor
        floor.stairs = None
        self._place_pc_and_stairs(have_pc=False, have_stairs=False)
        for _ in range(POTIONS_PER_FLOOR):
            kind = self.rng.choice(POTIONS)
            pos = self._random_tile()
            if pos is None:
                break
            self._add_item(Potion(kind, pos))
        for _ in range(GOLD_PER_FLOOR):
            kind = self._weighted(GOLD_SPAWN_TABLE)
            if not self._spawn_gold(kind):
                break
        for _ in range(ENEMIES_PER_FLOOR):
            kind = ENEMIES[self._weighted(ENEMY_SPAWN_TABLE)]
            pos = self._random_tile()
            if pos is None:
                break
            self._add_enemy(kind, pos)

    def _weighted(self, table):
        roll = self.rng.randrange(sum(weight for _, weight in table))
        for value, weight in table:
            if roll < weight:
                return value
            roll -= weight
        raise AssertionError("weights exhausted")

    def _spawn_gold(self, kind: GoldKind) -> bool:
        """Place a pile; a dragon hoard needs a free neighbour for its dragon, else a new tile is drawn."""
        while True:
            pos = self._random_tile()
            if pos is None:
                return False
            if kind is not DRAGON_HOARD:
                self._add_item(Gold(kind, pos, kind.value))
                return True
            free_around = self._free_neighbours(pos)
            if free_around:
                hoard = Gold(kind, pos, kind.value)
                self._add_item(hoard)
                self._guard(hoard, self._add_enemy(ENEMIES["D"], self.rng.choice(free_around)))
                return True
            # No room for the dragon here: remember nothing and draw again, unless no tile could ever work.
            if not any(self._free_neighbours(p) for tiles in self.floor.chambers for p in tiles if self._is_free(p)):
                return False

    def _free_neighbours(self, pos: Pos) -> list[Pos]:
        return [n for n in neighbours(pos) if 0 <= n.x < WIDTH and 0 <= n.y < HEIGHT and self._is_free(n)]

    def _place_plan_objects(self, objects: tuple[tuple[Pos, str], ...]) -> None:
        """A floor written in a layout file is reproduced exactly; only a missing @ or stairs is added."""
        floor = self.floor
        floor.stairs = None
        self.pc = Pos(-1, -1)
        chars = [char for _, char in objects]
        for pos, char in objects:
            if char == "@":
                self.pc = pos
            elif char == "\\":
                floor.stairs = pos
            elif char in POTION_BY_DIGIT:
                self._add_item(Potion(POTION_BY_DIGIT[char], pos))
            elif char in GOLD_BY_DIGIT:
                kind = GOLD_BY_DIGIT[char]
                self._add_item(Gold(kind, pos, kind.value))
            else:
                self._add_enemy(ENEMIES[char], pos)
        self._place_pc_and_stairs(have_pc="@" in chars, have_stairs="\\" in chars)
        # Dragon pairing, row-major: each hoard takes an unpaired dragon beside it, or gets a new one.
        for item in [i for i in floor.items if isinstance(i, Gold) and i.kind is DRAGON_HOARD]:
            dragon = next(
                (
                    floor.occupant[n.y][n.x]
                    for n in neighbours(item.pos)
                    if 0 <= n.x < WIDTH and 0 <= n.y < HEIGHT
                    and isinstance(floor.occupant[n.y][n.x], Enemy)
                    and floor.occupant[n.y][n.x].kind.glyph == "D"
                    and floor.occupant[n.y][n.x].hoard is None
                ),
                None,
            )
            if dragon is None:
                free_around = self._free_neighbours(item.pos)
                if not free_around:
                    continue  # nowhere for a dragon: the hoard lies unguarded
                dragon = self._add_enemy(ENEMIES["D"], self.rng.choice(free_around))
            self._guard(item, dragon)

    @staticmethod
    def _guard(hoard: Gold, dragon: Enemy) -> None:
        hoard.guard, dragon.hoard = dragon, hoard

    def _add_item(self, item: Gold | Potion) -> None:
        self.floor.items.append(item)
        self.floor.occupant[item.pos.y][item.pos.x] = item

    def _add_enemy(self, kind: EnemyKind, pos: Pos) -> Enemy:
        floor = self.floor
        enemy = Enemy(kind, pos, kind.hp, floor.chamber_at[pos.y][pos.x])
        floor.enemies.append(enemy)
        floor.occupant[pos.y][pos.x] = enemy
        return enemy

    def _remove(self, thing: Enemy | Gold | Potion) -> None:
        floor = self.floor
        if floor.occupant[thing.pos.y][thing.pos.x] is thing:
            floor.occupant[thing.pos.y][thing.pos.x] = None
        if isinstance(thing, Enemy):
            floor.enemies.remove(thing)
        else:
            floor.items.remove(thing)

    # ----- the PC's actions ---------------------------------------------------------------------

    def _target(self, direction: Direction) -> Pos | None:
        pos = Pos(self.pc.x + direction.dx, self.pc.y + direction.dy)
        return pos if 0 <= pos.x < WIDTH and 0 <= pos.y < HEIGHT else None

    def _potion_name(self, potion: Potion) -> str:
        code = potion.kind.code
        return f"a {code} potion" if code in self.known_potions else "an unknown potion"

    def _move(self, direction: Direction) -> list[Event]:
        floor, player = self.floor, self.player
        target = self._target(direction)
        if target is None or floor.terrain[target.y][target.x] not in WALKABLE:
            return [Event(EventKind.BLOCKED, f"Cannot move {direction.title}!", pos=target)]
        if target == floor.stairs:
            return self._take_stairs()
        occupant = floor.occupant[target.y][target.x]
        if isinstance(occupant, Enemy):
            return [Event(EventKind.BLOCKED, f"Cannot move {direction.title}: {occupant.kind.glyph} is in the way.", pos=target)]
        if isinstance(occupant, Potion):
            return [Event(EventKind.BLOCKED, f"Cannot move {direction.title}: a potion is in the way.", pos=target)]
        self.pc = target
        around = floor.occupant
        seen = [
            self._potion_name(thing)
            for dx, dy in NEIGHBOUR_STEPS
            if 0 <= target.y + dy < HEIGHT and 0 <= target.x + dx < WIDTH
            and isinstance(thing := around[target.y + dy][target.x + dx], Potion)
        ]
        text = f"PC moves {direction.title}"
        if seen:
            text += " and sees " + (seen[0] if len(seen) == 1 else ", ".join(seen[:-1]) + " and " + seen[-1])
        events = [Event(EventKind.MOVED, text + ".", pos=target, actor="PC")]
        if isinstance(occupant, Gold):
            if occupant.guard is not None:
                events.append(Event(EventKind.MESSAGE, f"PC stands on a dragon hoard guarded by {occupant.guard.kind.glyph}.", pos=target))
            else:
                self._remove(occupant)
                player.gold += occupant.value
                events.append(Event(EventKind.PICKED_UP, f"PC picks up {occupant.value} gold.", pos=target, amount=occupant.value))
        return events

    def _take_stairs(self) -> list[Event]:
        if self.floor.number >= FLOORS_PER_DUNGEON:
            self.pc = self.floor.stairs
            self._end("won")
            return [Event(EventKind.WON, f"PC reaches the stairs of floor {self.floor.number} and escapes the dungeon! Score: {self.score}.", amount=self.score)]
        self._build_floor(self.floor.number + 1)
        number = self.floor.number
        return [Event(EventKind.FLOOR_CHANGED, f"PC takes the stairs down to floor {number}.", pos=self.pc, amount=number)]

    def _attack(self, direction: Direction) -> list[Event]:
        floor, player = self.floor, self.player
        target = self._target(direction)
        enemy = floor.occupant[target.y][target.x] if target else None
        if not isinstance(enemy, Enemy):
            return [Event(EventKind.MISSED, f"There is nothing to attack to the {direction.title}.", pos=target, actor="PC")]
        glyph = enemy.kind.glyph
        if glyph == "M":
            self.merchants_hostile = True
        if glyph == "L" and self.rng.randrange(2) == 0:
            return [Event(EventKind.MISSED, f"PC swings at {glyph} and misses.", pos=target, actor="PC")]
        dealt = damage(player.atk, enemy.kind.defense)
        enemy.hp = max(0, enemy.hp - dealt)
        events = [Event(EventKind.ATTACKED, f"PC deals {dealt} damage to {glyph} ({enemy.hp} HP).", pos=target, amount=dealt, actor="PC")]
        race = player.race
        if race.hp_per_hit:
            if glyph == "W":
                player.hp = max(0, player.hp - race.hp_per_hit)
                events.append(Event(EventKind.ATTACKED, f"PC loses {race.hp_per_hit} HP: vampires are allergic to dwarves.", pos=self.pc, amount=race.hp_per_hit, actor=glyph))
                if player.hp == 0:
                    return events + self._die(f"PC dies of its allergy to {glyph}.")
            else:
                player.hp += race.hp_per_hit
                events.append(Event(EventKind.HEALED, f"PC drains {race.hp_per_hit} HP.", pos=self.pc, amount=race.hp_per_hit))
        if enemy.hp == 0:
            events.extend(self._kill(enemy))
        return events

    def _kill(self, enemy: Enemy) -> list[Event]:
        player, glyph, pos = self.player, enemy.kind.glyph, enemy.pos
        self._remove(enemy)
        events = [Event(EventKind.KILLED, f"PC slays {glyph}.", pos=pos, actor="PC")]
        drop = enemy.kind.drop
        if drop == "human":
            spots = self._free_neighbours(pos)
            if spots:
                self._add_item(Gold(NORMAL_PILE, pos, NORMAL_PILE.value))
                self._add_item(Gold(NORMAL_PILE, self.rng.choice(spots), NORMAL_PILE.value))
            else:
                self._add_item(Gold(NORMAL_PILE, pos, 2 * NORMAL_PILE.value))
            events.append(Event(EventKind.MESSAGE, f"{glyph} drops {2 * NORMAL_PILE.value} gold.", pos=pos))
        elif drop == "merchant":
            self._add_item(Gold(MERCHANT_HOARD, pos, MERCHANT_HOARD.value))
            events.append(Event(EventKind.MESSAGE, f"{glyph} drops a merchant hoard.", pos=pos))
        elif drop == "coins":
            coins = 1 + self.rng.randrange(2)
            player.gold += coins
            events.append(Event(EventKind.PICKED_UP, f"PC gains {coins} gold.", pos=pos, amount=coins))
        elif enemy.hoard is not None:
            enemy.hoard.guard = None
            events.append(Event(EventKind.MESSAGE, "The dragon hoard is unguarded.", pos=enemy.hoard.pos))
        if player.race.gold_per_kill:
            player.gold += player.race.gold_per_kill
            events.append(Event(EventKind.PICKED_UP, f"PC steals {player.race.gold_per_kill} gold.", pos=pos, amount=player.race.gold_per_kill))
        return events

    def _use(self, direction: Direction) -> list[Event]:
        floor, player = self.floor, self.player
        target = self._target(direction)
        potion = floor.occupant[target.y][target.x] if target else None
        if not isinstance(potion, Potion):
            return [Event(EventKind.INVALID, f"There is no potion to the {direction.title}.", pos=target)]
        self._remove(potion)
        kind = potion.kind
        self.known_potions.add(kind.code)
        size = math.ceil(abs(kind.amount) * player.race.potion_factor)
        change = size if kind.amount > 0 else -size
        if kind.stat == "hp":
            cap = player.race.max_hp
            player.hp = max(0, player.hp + change)
            if cap is not None:
                player.hp = min(cap, player.hp)
        elif kind.stat == "atk":
            player.atk_change += change
        else:
            player.def_change += change
        events = [Event(EventKind.USED, f"PC uses {kind.code}.", pos=target, amount=change, actor="PC")]
        if player.hp == 0:
            events += self._die(f"PC is killed by a {kind.code} potion.")
        return events

    # ----- the enemies' turn --------------------------------------------------------------------

    def _threatens(self, enemy: Enemy) -> bool:
        pc = self.pc
        near = abs(enemy.pos.x - pc.x) <= 1 and abs(enemy.pos.y - pc.y) <= 1
        glyph = enemy.kind.glyph
        if glyph == "D":
            hoard = enemy.hoard
            return near or (hoard is not None and abs(hoard.pos.x - pc.x) <= 1 and abs(hoard.pos.y - pc.y) <= 1)
        if glyph == "M":
            return near and self.merchants_hostile
        return near and enemy.kind.hostile

    def _enemy_phase(self, events: list[Event]) -> None:
        floor, frozen, uniform = self.floor, self.frozen, self.rng.random
        occupant, steps, stairs = floor.occupant, floor.chamber_steps, floor.stairs
        pc = self.pc
        px, py = pc
        for enemy in sorted(floor.enemies, key=_row_major):
            here = enemy.pos
            x, y = here
            # Only a dragon can threaten from afar (over its hoard); skip the full test otherwise.
            if (-1 <= x - px <= 1 and -1 <= y - py <= 1 or enemy.hoard is not None) and self._threatens(enemy):
                self._enemy_attacks(enemy, events)
                if self.phase != PHASE_PLAY:
                    return
            elif enemy.kind.moves and not frozen:
                spots = [n for n in steps[y][x] if occupant[n[1]][n[0]] is None]
                # The PC and the stairs are not in the occupant grid; few spots are ever near them.
                if pc in spots:
                    spots.remove(pc)
                if stairs in spots:
                    spots.remove(stairs)
                if spots:
                    # random() scaled is the same uniform pick as choice(), at a tenth of the cost.
                    target = spots[int(uniform() * len(spots))]
                    occupant[y][x] = None
                    occupant[target[1]][target[0]] = enemy
                    enemy.pos = target

    def _enemy_attacks(self, enemy: Enemy, events: list[Event]) -> None:
        player, kind = self.player, enemy.kind
        strikes = 1 if player.race.key == "d" else kind.attacks
        for _ in range(strikes):
            if self.rng.randrange(2) == 0:
                events.append(Event(EventKind.MISSED, f"{kind.glyph} swings at PC and misses.", pos=self.pc, actor=kind.glyph))
                continue
            factor = 150 if kind.glyph == "O" and player.race.key == "g" else 100
            dealt = damage(kind.atk, player.defense, factor)
            player.hp = max(0, player.hp - dealt)
            events.append(Event(EventKind.ATTACKED, f"{kind.glyph} deals {dealt} damage to PC.", pos=self.pc, amount=dealt, actor=kind.glyph))
            if player.hp == 0:
                events.extend(self._die(f"PC is slain by {kind.glyph}."))
                return

    # ----- the end ------------------------------------------------------------------------------

    def _end(self, result: str) -> None:
        self.phase = PHASE_OVER
        self.result = result
        self.score = math.ceil(self.player.gold * self.player.race.score_factor)

    def _die(self, text: str) -> list[Event]:
        self._end("died")
        return [Event(EventKind.DIED, f"{text} Score: {self.score}.", pos=self.pc, amount=self.score)]

    # ----- drawing aids -------------------------------------------------------------------------

    def _entities(self) -> list[Entity]:
        floor = self.floor
        entities = []
        if floor.stairs is not None:
            entities.append(Entity(floor.stairs, "\\", "stairs", "stairs down"))
        for item in floor.items:
            if isinstance(item, Potion):
                name = item.kind.code + " potion" if item.kind.code in self.known_potions else "unknown potion"
                entities.append(Entity(item.pos, "P", "potion", name))
            else:
                name = f"{item.kind.name} ({item.value} gold)"
                if item.guard is not None:
                    name += ", guarded by a dragon"
                entities.append(Entity(item.pos, "G", "gold", name))
        for enemy in floor.enemies:
            kind = enemy.kind
            entities.append(Entity(enemy.pos, kind.glyph, "enemy", kind.name, enemy.hp, kind.hp))
        player = self.player
        entities.append(Entity(self.pc, "@", "player", player.race.name, player.hp, player.race.max_hp))
        return entities

    def board_rows(self) -> list[list[str]]:
        """The board as the rule book draws it: terrain with every object's glyph on top, row by row."""
        floor = self.floor
        rows = [list(row) for row in floor.terrain]
        if floor.stairs is not None:
            rows[floor.stairs.y][floor.stairs.x] = "\\"
        for item in floor.items:
            rows[item.pos.y][item.pos.x] = "P" if isinstance(item, Potion) else "G"
        for enemy in floor.enemies:
            rows[enemy.pos.y][enemy.pos.x] = enemy.kind.glyph
        rows[self.pc.y][self.pc.x] = "@"
        return rows

