"""CC3k's rules: one game session from the race prompt through five floors to a win, a death or a quit."""
from __future__ import annotations

import math
import random
from dataclasses import fields
from itertools import filterfalse
from math import floor as round_down
from operator import attrgetter
from typing import Sequence

from game.core import (
    Actor, Direction, Entity, EntityKind, Event, EventKind, Pos, Result, Stat, Unknown, View,
)
from game.cc3k import extras as bag_and_shop
from game.cc3k.commands import (
    BAG_COMMANDS, SHOP_COMMANDS, Attack, Browse, Buy, ChooseRace, Command, Drink, Freeze, Inventory, Move, PickUp,
    Quit, Restart, Use, as_rule_book_reads, format_command, unknown_reason,
)
from game.cc3k.detail import CC3kDetail, ExtrasDetail, PCStatus, Phase, Wares
from game.cc3k.extras import RULE_BOOK, Extras
from game.cc3k.furnish import lay_out
from game.cc3k.mapfile import WALKABLE, FloorPlan, free_steps
from game.cc3k.questions import GUARDED, blow_factor, damage, enemy_blows, potion_change, potion_name
from game.cc3k.said import (
    Allergy, Drinks, DropsGold, DropsHoard, EnemyHits, EnemyMisses, HoardGuarded, InTheWay, Moved, PCHits, PCMisses,
    PCSlays, Poisoned, Said, Slain, listed,
)
from game.cc3k.tables import (
    BAG_SIZE, FLOORS_PER_DUNGEON, HEIGHT, MERCHANT_HOARD, NORMAL_PILE, POTIONS, RACES, WIDTH, PotionKind, Race,
)
from game.cc3k.things import CELLS, STAIRS, Enemy, Floor, Gold, Player, Potion

SPAWN_MESSAGE = "Player character has spawned."
RACE_QUESTION = "Choose a race: s d v g t, or q to quit."
AGAIN_QUESTION = "Play again (r) or quit (q)?"


_EXTRA_COMMANDS = frozenset(BAG_COMMANDS + SHOP_COMMANDS)
# Python 3.11 reads an enum member through its class by a descriptor call (0.1 us): those read on every turn are
# named once here.
_RACE, _PLAY, _OVER, _QUIT = Phase.RACE, Phase.PLAY, Phase.OVER, Phase.QUIT
_INVALID, _FLOOR_CHANGED, _MOVED, _BLOCKED = EventKind.INVALID, EventKind.FLOOR_CHANGED, EventKind.MOVED, EventKind.BLOCKED
_MISSED, _ATTACKED, _PLAYER, _MONSTER = EventKind.MISSED, EventKind.ATTACKED, Actor.PLAYER, Actor.MONSTER
_PC_ENTITY = EntityKind.PLAYER
# The enemies act in row-major order of where they stand: their cells' indices (y * WIDTH + x) in order.
_ROW_MAJOR = attrgetter("at")


class CC3kGame:
    """A CC3k session: the race prompt, then one descent after another (play again), until a quit.
    It owns one random.Random; restarts and new descents continue the same stream. extras: the rule book's invited
    extras it is played with (none: the rule book's game)."""

    _view: "View[CC3kDetail] | None" = None    # the view since the last step, made when first asked for

    def __init__(self, plans: Sequence[FloorPlan], seed: int, extras: Extras = RULE_BOOK):
        if not plans:
            raise ValueError("a CC3k game needs at least one floor plan")
        self.plans = tuple(plans)
        self.seed = seed
        self.extras = extras
        self.rng = random.Random(seed)
        self.messages: list[str] = []
        self.descent: Descent | None = None     # None while a race is being chosen
        self.quit = False

    @property
    def phase(self) -> Phase:
        if self.quit:
            return _QUIT
        if self.descent is None:
            return _RACE
        return _PLAY if self.descent.result is None else _OVER

    # ----- the seam -----------------------------------------------------------------------------

    def step(self, command: Command) -> list[Event]:
        # A view is made at most once between two steps: front ends, the session and a bot's input all ask.
        self._view = None
        return self._step_command(command)

    def _step_command(self, command: Command) -> list[Event]:
        descent = self.descent
        if command.__class__ in _EXTRA_COMMANDS and (isinstance(command, BAG_COMMANDS) and not self.extras.carry or
                                                     isinstance(command, SHOP_COMMANDS) and not self.extras.shop):
            command = as_rule_book_reads(command)
        if isinstance(command, Unknown):
            reason = command.reason
            if self.extras.any and self.phase == Phase.PLAY:
                reason += f" With the extras: {self.extras.help()}."
            events = [Event(EventKind.INVALID, reason)]
        elif self.quit:
            events = [Event(EventKind.INVALID, "The game has ended.")]
        elif descent is None:
            events = self._step_race(command)
        elif descent.result is None:
            events = self._step_play(descent, command)
        else:
            events = self._step_over(command)
        self.messages = [event.text for event in events if event.text]
        return events

    def view(self) -> View[CC3kDetail]:
        if self._view is None:
            self._view = self._make_view()
        return self._view

    def _make_view(self) -> View[CC3kDetail]:
        descent = self.descent
        phase = self.phase
        over = phase is _OVER or phase is _QUIT
        if descent is None:
            return View(
                width=WIDTH, height=HEIGHT, cells=(), entities=(), stats=(), messages=tuple(self.messages),
                detail=self._detail(CC3kDetail(pc=None, floor=0, frozen=False, merchants_hostile=False,
                                               known_potions=()), None),
                seed=self.seed, phase=phase, over=over, result=Result.QUIT if self.quit else None,
            )
        player, race = descent.player, descent.player.race
        gold, number, hp, atk, defense = player.gold, descent.floor.number, player.hp, player.atk, player.defense
        # The HUD's numbers change on few turns: the last ones are shown again while they are the same.
        numbers = (gold, number, hp, atk, defense)
        if descent.stats_of != numbers or self.extras.carry:
            descent.stats_of = numbers
            descent.stats = (
                Stat("Race", race.name),
                Stat("Gold", gold),
                Stat("Floor", number),
                Stat("HP", hp, maximum=race.max_hp),
                Stat("Atk", atk, base=race.atk),
                Stat("Def", defense, base=race.defense),
            )
            if self.extras.carry:
                descent.stats += (Stat("Bag", bag_and_shop.bag_stat(bag_and_shop.bag_shown(descent))),)
        known = descent.known_shown
        if known is None:
            known = descent.known_shown = tuple(kind.code for kind in POTIONS if kind.code in descent.known_potions)
        # So does the detail while the PC stands where it stood (the extras' bag and wares are made anew).
        detail_of = (descent.pc, numbers, descent.frozen, descent.merchants_hostile, known)
        detail = descent.detail
        if detail is None or descent.detail_of != detail_of or self.extras.any:
            descent.detail_of = detail_of
            detail = descent.detail = self._detail(CC3kDetail(PCStatus(race.name, descent.pc, hp, race.max_hp, atk, defense, gold),
                                                     number, descent.frozen, descent.merchants_hostile, known), descent)
        # Every field by position, in View's order (width, height, cells, entities, stats, messages, detail, seed,
        # visible, remembered, phase, over, result, score, turn): a call by keywords costs 40% more, and a view is
        # made every turn.
        return View(WIDTH, HEIGHT, descent.floor.plan.terrain, descent.entities(), descent.stats, tuple(self.messages),
                    detail, self.seed, None, None, phase, over, descent.result, descent.score, descent.turn)

    def _detail(self, detail: CC3kDetail, descent: Descent | None) -> CC3kDetail:
        """The rule book's detail as it is; with the extras, the same with the bag and the merchants' wares."""
        if not self.extras.any:
            return detail
        carry, shop = self.extras.carry, self.extras.shop
        bag: tuple[PotionKind | None, ...] = ()
        wares: tuple[Wares, ...] = ()
        if descent is not None:
            bag = bag_and_shop.bag_shown(descent)
            wares = bag_and_shop.wares(descent.floor, descent.merchants_hostile) if shop else ()
        return ExtrasDetail(
            **{field.name: getattr(detail, field.name) for field in fields(CC3kDetail)},
            bag=bag if carry else None, bag_size=BAG_SIZE if carry else 0, shop=shop, wares=wares,
        )

    # ----- phases -------------------------------------------------------------------------------

    def _step_race(self, command: Command) -> list[Event]:
        if isinstance(command, Quit):
            self.quit = True
            return [Event(EventKind.ENDED, "Goodbye.")]
        if isinstance(command, ChooseRace):
            descent = Descent(self.plans, self.rng, RACES[command.race], self.extras)
            self.descent = descent
            return [Event(EventKind.FLOOR_CHANGED, SPAWN_MESSAGE, pos=descent.pc, amount=1)]
        return [Event(EventKind.INVALID, RACE_QUESTION)]

    def _step_over(self, command: Command) -> list[Event]:
        if isinstance(command, Restart):
            return self._restart()
        if isinstance(command, Quit):
            self.quit = True
            return [Event(EventKind.ENDED, "Goodbye.")]
        return [Event(EventKind.INVALID, AGAIN_QUESTION)]

    def _restart(self) -> list[Event]:
        self.descent = None
        return [Event(EventKind.ENDED, "The game restarts. Choose a race.")]

    def _step_play(self, descent: Descent, command: Command) -> list[Event]:
        if isinstance(command, Restart):
            return self._restart()
        if isinstance(command, Quit):
            self.quit = True
            descent.result = Result.QUIT
            return [Event(EventKind.ENDED, "PC admits defeat.")]
        if isinstance(command, (Move, Attack, Use, Freeze, PickUp, Drink, Inventory, Browse, Buy)):
            return descent.act(command)
        # A race letter: play has none, so the player reads what any other stray word gets.
        return [Event(EventKind.INVALID, unknown_reason(format_command(command)))]


class Descent:
    """One way down through the floors with one race, from the race choice to a win, a death or a quit."""

    floor: Floor
    pc: Pos

    def __init__(self, plans: tuple[FloorPlan, ...], rng: random.Random, race: Race, extras: Extras = RULE_BOOK):
        self.rng = rng
        self.plans = plans
        self.extras = extras
        self.bag: list[tuple[PotionKind, bool]] = []     # carry_potions: (kind, bought) of each potion carried
        self.player = Player(race, race.hp)
        self.turn = 0
        self.frozen = False
        self.merchants_hostile = False
        self.known_potions: set[str] = set()  # membership only; never iterated for an order
        self.known_shown: tuple[str, ...] | None = None     # the view's known_potions, made again when one is learnt
        self.stats_of: tuple[int, ...] = ()                 # the HUD numbers the view's stats were made of
        self.stats: tuple[Stat, ...] = ()
        self.detail_of: tuple = ()                          # what the view's detail was made of
        self.detail: CC3kDetail | None = None
        self.result: Result | None = None
        self.score: int | None = None
        self._build_floor(1)

    def act(self, command: Move | Attack | Use | Freeze | PickUp | Drink | Inventory | Browse | Buy) -> list[Event]:
        """One command during play; everything but f, i, b <dir> and an extra's refusal costs a turn, after which the
        enemies act."""
        if isinstance(command, Move):
            events = self._move(command.direction)
        elif isinstance(command, Attack):
            events = self._attack(command.direction)
        elif isinstance(command, Use):
            events = self._use(command.direction)
        elif isinstance(command, Freeze):
            self.frozen = not self.frozen
            text = "Enemies stop moving." if self.frozen else "Enemies move again."
            return [Event(EventKind.MESSAGE, text)]
        elif isinstance(command, Inventory):
            return bag_and_shop.inventory(self)
        elif isinstance(command, Browse):
            return bag_and_shop.browse(self, command.direction)
        elif isinstance(command, PickUp):
            events = bag_and_shop.pick_up(self, command.direction)
        elif isinstance(command, Drink):
            events = bag_and_shop.drink(self, command.slot)
        else:
            events = bag_and_shop.buy(self, command.direction, command.potion)
        if events[0].kind is _INVALID:
            return events
        self.turn += 1
        if self.result is not None:
            return events
        # A floor reached by the stairs is new: its enemies have not seen the PC yet. The troll's turn counts all the
        # same: it regains its HP on the turn it takes the stairs, as on any turn (it shows on the new floor).
        if events[0].kind is not _FLOOR_CHANGED:
            self._enemy_phase(events)
        player = self.player
        regen, cap = player.race.regen_per_turn, player.race.max_hp
        if self.result is None and regen:
            player.hp = player.hp + regen if cap is None else min(cap, player.hp + regen)
        return events

    # ----- floors -------------------------------------------------------------------------------

    def _build_floor(self, number: int) -> None:
        """Floor n comes from the n-th plan; past the file's last plan, its terrain is generated anew."""
        index = min(number, len(self.plans)) - 1
        plan = self.plans[index]
        self.player.change(0, 0)
        self.floor, self.pc = lay_out(number, plan, plan.objects if number <= len(self.plans) else (), self.rng)
        if self.extras.shop:
            bag_and_shop.stock_merchants(self.floor, self.rng)

    # ----- the PC's actions ---------------------------------------------------------------------

    def target(self, direction: Direction) -> Pos | None:
        # An enum member's value read as the attribute it is: its properties (dx, dy, title) cost a call each.
        dx, dy, _ = direction._value_
        x, y = self.pc
        x += dx
        y += dy
        return CELLS[y * WIDTH + x] if 0 <= x < WIDTH and 0 <= y < HEIGHT else None

    def _move(self, direction: Direction) -> list[Event]:
        floor, player, title = self.floor, self.player, direction._value_[2]
        target = self.target(direction)
        if target is None or floor.plan.terrain[target.y][target.x] not in WALKABLE:
            return [Event(_BLOCKED, f"Cannot move {title}!", pos=target)]
        at = target.y * WIDTH + target.x
        around = floor.occupant
        occupant = around[at]
        if occupant is STAIRS:
            return self._take_stairs(target)
        if isinstance(occupant, Enemy):
            return [Event(_BLOCKED, f"Cannot move {title}: {occupant.kind.glyph} is in the way.", pos=target,
                          target=occupant.kind.name, detail=InTheWay(direction))]
        if isinstance(occupant, Potion):
            return [Event(_BLOCKED, f"Cannot move {title}: a potion is in the way.", pos=target)]
        self.pc = target
        known = self.known_potions
        # What stands around (mostly nothing), then the potions among it.
        things = [*filter(None, map(around.__getitem__, floor.plan.around[at]))]
        seen = tuple([thing.kind if thing.kind.code in known else None
                      for thing in things if isinstance(thing, Potion)]) if things else ()
        text = f"PC moves {title}"
        if seen:
            text += " and sees " + listed([f"a {kind.code} potion" if kind else "an unknown potion" for kind in seen])
        events = [Event(_MOVED, text + ".", pos=target, actor=_PLAYER,
                        detail=Moved(direction, seen))]
        if isinstance(occupant, Gold):
            if occupant.guard is not None:
                events.append(Event(EventKind.MESSAGE, f"PC stands on a dragon hoard guarded by {occupant.guard.kind.glyph}.", pos=target,
                                    target=occupant.guard.kind.name, detail=HoardGuarded()))
            else:
                self.floor.remove(occupant)
                player.gold += occupant.value
                events.append(Event(EventKind.PICKED_UP, f"PC picks up {occupant.value} gold.", pos=target,
                                    amount=occupant.value, actor=Actor.PLAYER))
        return events

    def _take_stairs(self, stairs: Pos) -> list[Event]:
        floor = self.floor
        if floor.number >= FLOORS_PER_DUNGEON:
            self.pc = stairs
            self._end(Result.WON)
            return [Event(EventKind.WON, f"PC reaches the stairs of floor {floor.number} and escapes the dungeon! Score: {self.score}.",
                          amount=self.score, actor=Actor.PLAYER)]
        self._build_floor(floor.number + 1)
        number = self.floor.number
        return [Event(EventKind.FLOOR_CHANGED, f"PC takes the stairs down to floor {number}.", pos=self.pc, amount=number)]

    def _attack(self, direction: Direction) -> list[Event]:
        floor, player = self.floor, self.player
        target = self.target(direction)
        enemy = floor.at(target) if target else None
        if target is None or not isinstance(enemy, Enemy):
            return [Event(_MISSED, f"There is nothing to attack to the {direction._value_[2]}.", pos=target, actor=_PLAYER)]
        glyph = enemy.kind.glyph
        if glyph == "M":
            self.merchants_hostile = True
        if glyph == "L" and self.rng.randrange(2) == 0:
            return [Event(EventKind.MISSED, f"PC swings at {glyph} and misses.", pos=target, actor=Actor.PLAYER,
                          target=enemy.kind.name, detail=PCMisses())]
        dealt = damage(player.atk, enemy.kind.defense)
        enemy.hurt(max(0, enemy.hp - dealt))
        events = [Event(_ATTACKED, f"PC deals {dealt} damage to {glyph} ({enemy.hp} HP).", pos=target, amount=dealt,
                        actor=_PLAYER, target=enemy.kind.name, detail=PCHits(enemy.hp))]
        race = player.race
        if race.hp_per_hit:
            if glyph == "W":
                player.hp = max(0, player.hp - race.hp_per_hit)
                events.append(Event(EventKind.ATTACKED, f"PC loses {race.hp_per_hit} HP: vampires are allergic to dwarves.",
                                    pos=self.pc, amount=race.hp_per_hit, actor=Actor.MONSTER, name=enemy.kind.name))
                if player.hp == 0:
                    return events + self._die(f"PC dies of its allergy to {glyph}.", Allergy(), enemy.kind.name)
            else:
                player.hp += race.hp_per_hit
                events.append(Event(EventKind.HEALED, f"PC drains {race.hp_per_hit} HP.", pos=self.pc,
                                    amount=race.hp_per_hit, actor=Actor.PLAYER))
        if enemy.hp == 0:
            events.extend(self._kill(enemy))
        return events

    def _kill(self, enemy: Enemy) -> list[Event]:
        player, glyph, pos = self.player, enemy.kind.glyph, enemy.pos
        self.floor.remove(enemy)
        events = [Event(EventKind.KILLED, f"PC slays {glyph}.", pos=pos, actor=Actor.PLAYER, target=enemy.kind.name,
                        detail=PCSlays())]
        drop = enemy.kind.drop
        if drop == "human":
            spots = self.floor.free_neighbours(pos, self.pc)
            if spots:
                self.floor.add_item(Gold(NORMAL_PILE, pos, NORMAL_PILE.value))
                self.floor.add_item(Gold(NORMAL_PILE, self.rng.choice(spots), NORMAL_PILE.value))
            else:
                self.floor.add_item(Gold(NORMAL_PILE, pos, 2 * NORMAL_PILE.value))
            events.append(Event(EventKind.MESSAGE, f"{glyph} drops {2 * NORMAL_PILE.value} gold.", pos=pos,
                                amount=2 * NORMAL_PILE.value, target=enemy.kind.name, detail=DropsGold()))
        elif drop == "merchant":
            self.floor.add_item(Gold(MERCHANT_HOARD, pos, MERCHANT_HOARD.value))
            events.append(Event(EventKind.MESSAGE, f"{glyph} drops a merchant hoard.", pos=pos, amount=MERCHANT_HOARD.value,
                                target=enemy.kind.name, detail=DropsHoard()))
        elif drop == "coins":
            coins = 1 + self.rng.randrange(2)
            player.gold += coins
            events.append(Event(EventKind.PICKED_UP, f"PC gains {coins} gold.", pos=pos, amount=coins, actor=Actor.PLAYER))
        elif enemy.hoard is not None:
            enemy.hoard.guard = None
            self.floor.item_entities = None
            events.append(Event(EventKind.MESSAGE, "The dragon hoard is unguarded.", pos=enemy.hoard.pos))
        if player.race.gold_per_kill:
            player.gold += player.race.gold_per_kill
            events.append(Event(EventKind.PICKED_UP, f"PC steals {player.race.gold_per_kill} gold.", pos=pos,
                                amount=player.race.gold_per_kill, actor=Actor.PLAYER))
        return events

    def _use(self, direction: Direction) -> list[Event]:
        floor = self.floor
        target = self.target(direction)
        potion = floor.at(target) if target else None
        if target is None or not isinstance(potion, Potion):
            # Not a refusal: the rule book's PC spends the turn reaching for nothing.
            return [Event(EventKind.MESSAGE, f"There is no potion to the {direction._value_[2]}.", pos=target)]
        self.floor.remove(potion)
        return self.drink(potion.kind, target)

    def drink(self, kind: PotionKind, pos: Pos, carried: bool = False) -> list[Event]:
        """A potion's effect on the PC, its kind learnt; pos: where it was (the PC's cell for one carried)."""
        player = self.player
        self.known_potions.add(kind.code)
        self.known_shown = None
        self.floor.item_entities = None
        change = potion_change(kind, player.race)
        if kind.stat == "hp":
            cap, before = player.race.max_hp, player.hp
            player.hp = max(0, player.hp + change)
            if cap is not None:
                player.hp = min(cap, player.hp)
            change = player.hp - before         # what it did: nothing at full HP
        elif kind.stat == "atk":
            player.change(player.atk_change + change, player.def_change)
        else:
            player.change(player.atk_change, player.def_change + change)
        text = f"PC uses {kind.code} from the bag." if carried else f"PC uses {kind.code}."
        events = [Event(EventKind.USED, text, pos=pos, amount=change, actor=Actor.PLAYER, detail=Drinks(kind, carried))]
        if player.hp == 0:
            events += self._die(f"PC is killed by a {kind.code} potion.", Poisoned(kind))
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
        occupant, steps, cells = floor.occupant, floor.plan.chamber_steps, CELLS
        # The cells an enemy could step to that hold nothing (None; everything in the occupant list is true).
        holds = occupant.__getitem__
        # The same read from the taken flags: each cell's steps' flags in one call, and the free ones' places among
        # its steps for those flags (half the cost of filtering the steps by their occupants, a call each).
        taken, step_flags, free_among = floor.taken, floor.plan.step_flags, free_steps()
        px, py = self.pc
        pc_at = py * WIDTH + px
        # The cells around the PC, where an enemy may attack it from.
        near = frozenset(floor.plan.around[pc_at])
        for enemy in sorted(floor.enemies, key=_ROW_MAJOR):
            at = enemy.at
            # Only an enemy beside the PC, or a dragon (over its hoard), can attack it.
            if at in near or (hoard := enemy.hoard) is not None and (-1 <= hoard.pos[0] - px <= 1 and
                                                                    -1 <= hoard.pos[1] - py <= 1):
                if self._threatens(enemy):
                    self._enemy_attacks(enemy, events)
                    if self.result is not None:
                        return
                    continue
                if frozen or not enemy.kind.moves:
                    continue
                # The PC is not in the occupant list: only an enemy beside it may find its cell among the free.
                spots = [*filterfalse(holds, steps[at])]
                if pc_at in spots:
                    spots.remove(pc_at)
                if not spots:
                    continue
                # random() scaled is the same uniform pick as choice(), at a tenth of the cost. The product is never
                # negative, so rounding it down is int()'s truncation, without a call to the int type (a third of
                # the pick's cost).
                target = spots[round_down(uniform() * len(spots))]
            elif frozen or not enemy.kind.moves or (flags := step_flags[at]) is None:
                continue
            else:
                free = free_among[flags(taken)]
                if not free:
                    continue
                target = steps[at][free[round_down(uniform() * len(free))]]
            occupant[at] = None
            occupant[target] = enemy
            taken[at] = 0
            taken[target] = 1
            enemy.at = target
            enemy.pos = cells[target]

    def _enemy_attacks(self, enemy: Enemy, events: list[Event]) -> None:
        player, kind = self.player, enemy.kind
        for _ in range(enemy_blows(player.race, kind)):
            if self.rng.randrange(2) == 0:
                events.append(Event(_MISSED, f"{kind.glyph} swings at PC and misses.", pos=self.pc,
                                    actor=_MONSTER, name=kind.name, detail=EnemyMisses()))
                continue
            dealt = damage(kind.atk, player.defense, blow_factor(player.race, kind))
            player.hp = max(0, player.hp - dealt)
            events.append(Event(_ATTACKED, f"{kind.glyph} deals {dealt} damage to PC.", pos=self.pc,
                                amount=dealt, actor=_MONSTER, name=kind.name, detail=EnemyHits()))
            if player.hp == 0:
                events.extend(self._die(f"PC is slain by {kind.glyph}.", Slain(), kind.name))
                return

    # ----- the end ------------------------------------------------------------------------------

    def _end(self, result: Result) -> None:
        self.result = result
        self.score = math.ceil(self.player.gold * self.player.race.score_factor)

    def _die(self, text: str, said: Said, by: str = "") -> list[Event]:
        """by: the name of the enemy that killed the PC, if one did."""
        self._end(Result.DIED)
        return [Event(EventKind.DIED, f"{text} Score: {self.score}.", pos=self.pc, amount=self.score, target=by,
                      detail=said)]

    # ----- what the view shows ------------------------------------------------------------------

    def entities(self) -> tuple[Entity, ...]:
        """Everything on the floor in the rule book's drawing order: stairs, items, enemies, the PC last (on top)."""
        floor = self.floor
        if floor.item_entities is None:
            floor.item_entities = self._item_entities()
        entities = list(floor.item_entities)
        for enemy in floor.enemies:
            entity = enemy.shown.get(enemy.at)
            if entity is None:
                kind = enemy.kind
                entity = enemy.shown[enemy.at] = Entity(enemy.pos, kind.glyph, EntityKind.ENEMY, kind.name, enemy.hp,
                                                        kind.hp)
            entities.append(entity)
        player = self.player
        entities.append(Entity(self.pc, "@", _PC_ENTITY, player.race.name, player.hp, player.race.max_hp))
        return tuple(entities)

    def _item_entities(self) -> tuple[Entity, ...]:
        floor = self.floor
        entities = []
        if floor.stairs is not None:
            entities.append(Entity(floor.stairs, "\\", EntityKind.STAIRS, "stairs down"))
        for item in floor.items:
            if isinstance(item, Potion):
                name = potion_name(item.kind, item.kind.code in self.known_potions)
                entities.append(Entity(item.pos, "P", EntityKind.POTION, name))
            else:
                name = f"{item.kind.name} ({item.value} gold)"
                if item.guard is not None:
                    name += GUARDED
                entities.append(Entity(item.pos, "G", EntityKind.GOLD, name))
        return tuple(entities)
