"""The extras the rule book invites in its footnotes, each a rules option that is off by default: the bag
(carry_potions: footnote 6's PC that may hold potions) and the merchants' shop (merchant_shop: footnote 7's potions
purchased from a merchant, their abilities displayed). Without them a game is the rule book's, draw for draw."""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Mapping, Protocol

from game.core import Actor, Direction, Event, EventKind, Frozen, Pos
from game.cc3k.commands import BAG_HELP, SHOP_HELP
from game.cc3k.detail import Ware, Wares
from game.cc3k.said import Bagged, BagHolds, Buys, Sells, listed
from game.cc3k.tables import BAG_SIZE, POTION_BY_CODE, SHOP_PRICES, SOLD_POTIONS, STOCK_PER_MERCHANT, PotionKind
from game.cc3k.things import Enemy, Floor, Player, Potion


@dataclass(init=False, repr=False, eq=False)
class Extras(Frozen):
    """Which extras a game is played with (its rules options carry_potions and merchant_shop); a frozen dataclass
    with its methods written out (game.core.Frozen)."""

    carry: bool
    shop: bool

    def __init__(self, carry: bool = False, shop: bool = False) -> None:
        self.__dict__.update(carry=carry, shop=shop)

    @classmethod
    def of(cls, options: Mapping[str, Any]) -> Extras:
        return cls(carry=bool(options.get("carry_potions")), shop=bool(options.get("merchant_shop")))

    @property
    def any(self) -> bool:
        return self.carry or self.shop

    def help(self) -> str:
        """The extras' commands, said after the rule book's own when a line is no command."""
        return "; ".join([BAG_HELP] * self.carry + [SHOP_HELP] * self.shop)


RULE_BOOK = Extras()


class Descent(Protocol):
    """What the extras use of the rules' descent (game/cc3k/rules.py, which imports this module)."""

    extras: Extras
    floor: Floor
    pc: Pos
    player: Player
    merchants_hostile: bool
    known_potions: set[str]
    bag: list[tuple[PotionKind, bool]]      # (kind, bought) of each potion carried

    def target(self, direction: Direction) -> Pos | None: ...

    def drink(self, kind: PotionKind, pos: Pos, carried: bool = False) -> list[Event]: ...


def potion_words(potion: PotionKind | None) -> str:
    """A potion as the rule book's lines name one: "a BA potion", "an unknown potion"."""
    return f"a {potion.code} potion" if potion is not None else "an unknown potion"


def stock_merchants(floor: Floor, rng: random.Random) -> None:
    """merchant_shop: every merchant of a new floor gets its potions, in the order the floor's merchants came; each
    of STOCK_PER_MERCHANT potions of a kind drawn uniformly from those sold."""
    for enemy in floor.enemies:
        if enemy.kind.glyph == "M":
            counts = [0] * len(SOLD_POTIONS)
            for _ in range(STOCK_PER_MERCHANT):
                counts[rng.randrange(len(SOLD_POTIONS))] += 1
            enemy.stock = {kind.code: count for kind, count in zip(SOLD_POTIONS, counts) if count}


def wares(floor: Floor, merchants_hostile: bool) -> tuple[Wares, ...]:
    """What the floor's merchants sell while they are neutral (hostile merchants sell nothing)."""
    if merchants_hostile:
        return ()
    return tuple(_wares(enemy) for enemy in floor.enemies if enemy.stock is not None)


def _wares(merchant: Enemy) -> Wares:
    stock = merchant.stock or {}
    return Wares(merchant.pos, tuple(Ware(POTION_BY_CODE[code], SHOP_PRICES[code], left)
                                     for code, left in stock.items()))


def refused(text: str, pos: Pos | None = None) -> list[Event]:
    """An extra's command that cannot be done: said, and no turn passes (the project's refusals)."""
    return [Event(EventKind.INVALID, text, pos=pos)]


# ----- the bag ----------------------------------------------------------------------------------------------------


def shown(descent: Descent, kind: PotionKind, bought: bool) -> PotionKind | None:
    """A carried potion as the PC knows it: its kind once one was used, or when it was bought; None before."""
    return kind if bought or kind.code in descent.known_potions else None


def bag_shown(descent: Descent) -> tuple[PotionKind | None, ...]:
    return tuple(shown(descent, kind, bought) for kind, bought in descent.bag)


def bag_stat(potions: tuple[PotionKind | None, ...]) -> str:
    """The HUD's line of the bag: "BA ? (2/3)", "empty (0/3)"."""
    held = " ".join(potion.code if potion else "?" for potion in potions) or "empty"
    return f"{held} ({len(potions)}/{BAG_SIZE})"


def bagged(descent: Descent, kind: PotionKind, bought: bool, pos: Pos) -> Event:
    descent.bag.append((kind, bought))
    potion = shown(descent, kind, bought)
    held = len(descent.bag)
    return Event(EventKind.PICKED_UP, f"PC puts {potion_words(potion)} in the bag ({held}/{BAG_SIZE}).", pos=pos,
                 actor=Actor.PLAYER, detail=Bagged(potion, held, BAG_SIZE))


def bag_full() -> list[Event]:
    return refused(f"The bag is full ({BAG_SIZE}/{BAG_SIZE}): drink a potion from it first.")


def pick_up(descent: Descent, direction: Direction) -> list[Event]:
    """p <dir>: the potion there goes into the bag; a turn passes."""
    target = descent.target(direction)
    potion = descent.floor.at(target) if target else None
    if target is None or not isinstance(potion, Potion):
        return refused(f"There is no potion to the {direction.title} to put in the bag.", target)
    if len(descent.bag) >= BAG_SIZE:
        return bag_full()
    descent.floor.remove(potion)
    return [bagged(descent, potion.kind, False, target)]


def drink(descent: Descent, slot: int) -> list[Event]:
    """u <n>: the bag's n-th potion is drunk as if used from the floor; a turn passes."""
    if not descent.bag:
        return refused(f"The bag is empty (0/{BAG_SIZE}).")
    if slot > len(descent.bag):
        return refused(f"The bag holds no potion {slot}: it holds {len(descent.bag)}.")
    kind, _bought = descent.bag.pop(slot - 1)
    return descent.drink(kind, descent.pc, carried=True)


def inventory(descent: Descent) -> list[Event]:
    """i: what the bag holds; no turn passes."""
    potions = bag_shown(descent)
    if not potions:
        return [Event(EventKind.MESSAGE, f"The bag is empty (0/{BAG_SIZE}).", detail=BagHolds((), BAG_SIZE))]
    held = listed([potion_words(potion) for potion in potions])
    return [Event(EventKind.MESSAGE, f"The bag holds {held} ({len(potions)}/{BAG_SIZE}).",
                  detail=BagHolds(potions, BAG_SIZE))]


# ----- the shop ---------------------------------------------------------------------------------------------------


def merchant(descent: Descent, direction: Direction) -> tuple[Enemy | None, list[Event]]:
    """The neutral merchant in that direction, or why there is none to trade with."""
    target = descent.target(direction)
    enemy = descent.floor.at(target) if target else None
    if not isinstance(enemy, Enemy) or enemy.stock is None:
        return None, refused(f"There is no merchant to the {direction.title}.", target)
    if descent.merchants_hostile:
        return None, refused("M will not trade: merchants are hostile.", target)
    return enemy, []


def browse(descent: Descent, direction: Direction) -> list[Event]:
    """b <dir>: what the merchant there sells, each potion's kind and price; no turn passes."""
    enemy, refusal = merchant(descent, direction)
    if enemy is None:
        return refusal
    goods = _wares(enemy)
    gold = descent.player.gold
    offers = [f"{ware.potion.code} ({ware.potion.name}) for {ware.price} gold ({ware.left} left)"
              for ware in goods.goods if ware.left]
    said = f"M sells {listed(offers)}." if offers else "M has sold everything."
    return [Event(EventKind.MESSAGE, f"{said} PC has {gold} gold.", pos=enemy.pos, target=enemy.kind.name,
                  detail=Sells(goods, gold))]


def buy(descent: Descent, direction: Direction, code: str) -> list[Event]:
    """b <dir> <code>: one potion bought for its price; it goes into the bag, or is drunk at once without one; a turn
    passes."""
    enemy, refusal = merchant(descent, direction)
    if enemy is None:
        return refusal
    stock, player, kind = enemy.stock or {}, descent.player, POTION_BY_CODE[code]
    if code not in stock:
        return refused(f"M sells no {code} potion.", enemy.pos)
    if not stock[code]:
        return refused(f"M has no {code} potion left.", enemy.pos)
    price = SHOP_PRICES[code]
    if player.gold < price:
        return refused(f"PC has {player.gold} gold: a {code} potion costs {price}.", enemy.pos)
    if descent.extras.carry and len(descent.bag) >= BAG_SIZE:
        return bag_full()
    stock[code] -= 1
    player.gold -= price
    events = [Event(EventKind.MESSAGE, f"PC buys {potion_words(kind)} from M for {price} gold.", pos=enemy.pos,
                    amount=price, actor=Actor.PLAYER, target=enemy.kind.name, detail=Buys(kind))]
    if descent.extras.carry:
        return events + [bagged(descent, kind, True, descent.pc)]
    return events + descent.drink(kind, descent.pc)
