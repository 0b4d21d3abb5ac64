"""CC3k's extras in the window: a neutral merchant's wares to buy from (merchant_shop) and the bag to drink from
(carry_potions), each a list of choices over the play screen that keys, digits and the mouse work."""
from __future__ import annotations

import re
from functools import partial
from typing import Protocol

from game.core import Direction, View
from game.cc3k.commands import Buy, Command, Drink
from game.cc3k.detail import CC3kDetail, Phase, Wares
from game.cc3k.questions import bag_size, carried, potion_effect, traders, wares_at
from game.cc3k.tables import PotionKind
from graphics.context import Context
from graphics.hud import MessageLog
from graphics.screens import Choice, MenuScreen
from graphics.text import render
from graphics.transitions import Outcome, Pop, Redraw, transitions


class Play(Protocol):
    """What these screens use of CC3k's play screen below them (graphics/cc3k_play.PlayScreen)."""

    view: View[CC3kDetail]
    log: MessageLog

    def act(self, command: Command) -> Outcome: ...


def potion_label(view: View[CC3kDetail], potion: PotionKind | None) -> str:
    """A potion with what it does to this PC, once its kind is known: "BA potion: Boost Atk, Atk +5 on this floor"."""
    if potion is None:
        return "An unknown potion: drink it to learn its kind"
    return f"{potion.code} potion: {potion.name}, {potion_effect(view, potion)}"


SAID_LINES = 2      # the lines the wares' screen keeps for what a purchase says


def wares_words(wares: Wares) -> str:
    """What a merchant sells, for the hover: "Sells RH for 2 gold (2 left), BA for 3 gold (1 left)"."""
    offers = [f"{ware.potion.code} for {ware.price} gold ({ware.left} left)" for ware in wares.goods if ware.left]
    return "Sells " + ", ".join(offers) if offers else "Has sold everything"


class TradeScreen(MenuScreen):
    """A neutral merchant next to the PC: each potion it sells, what it does and its price, and the PC's gold. A
    digit, Enter or a click buys one (a turn passes: the enemies act); Escape leaves. A merchant that steps away is
    followed while it is the only one next to the PC."""

    heading = "A merchant's wares"
    keys_context = "cc3k_trade"

    def __init__(self, ctx: Context, play: Play, direction: Direction):
        super().__init__(ctx, [])
        self.play, self.direction = play, direction
        self.said: tuple[str, ...] = ()     # what the last purchase made here did, in the game's words
        self.refused = False                # and whether it was refused (too little gold, sold out): said in red
        self.fill()

    def wares(self) -> Wares | None:
        view = self.play.view
        pc = view.detail.pc
        return wares_at(view, pc.pos + (self.direction.dx, self.direction.dy)) if pc is not None else None

    def fill(self) -> None:
        view, wares = self.play.view, self.wares()
        goods = wares.goods if wares is not None else ()
        self.items: list[tuple[str, str, Choice]] = [
            (str(number), f"{potion_label(view, ware.potion)}: {ware.price} gold, "
             + (f"{ware.left} left" if ware.left else "sold out"), partial(self.buy, ware.potion.code))
            for number, ware in enumerate(goods, start=1)]
        self.items.append(("", "Leave the merchant", self.back))
        self.selected = min(self.selected, len(self.items) - 1)

    def buy(self, code: str) -> Outcome:
        turn = self.play.view.turn
        outcome = transitions(self.play.act(Buy(self.direction, code)))
        view = self.play.view
        # What the purchase did, in the log's words ("from the Merchant", not the rule book's "from M").
        log = self.play.log
        said = log.lines[len(log.lines) - log.latest:]
        self.said = tuple(re.sub(r" \(x\d+\)$", "", line) for line in said)    # the log's count of repeats left out
        self.refused = view.turn == turn
        if view.over or view.phase != Phase.PLAY:
            return [Pop(), *outcome]
        if self.wares() is None:
            around = traders(view)
            if len(around) != 1:
                self.play.log.note("The merchant is no longer next to you.")
                return [Pop(), *outcome]
            self.direction = around[0][0]
        self.fill()
        return [*outcome, Redraw()]

    def back(self) -> Outcome:
        return Pop()

    def draw_intro(self, surface, y: int) -> int:
        view = self.play.view
        pc = view.detail.pc
        gold = pc.gold if pc is not None else 0
        size = bag_size(view)
        bag = carried(view)
        lines = [f"You have {gold} gold."]
        if bag is not None:
            held = ", ".join(potion.code if potion else "?" for potion in bag) or "empty"
            lines.append(f"Your bag: {held} ({len(bag)}/{size}); a potion bought goes into it.")
        else:
            lines.append("You carry no potions: a potion bought is drunk at once.")
        fonts, palette = self.ctx.fonts, self.ctx.palette
        colours = [palette.gold] + [palette.dim] * (len(lines) - 1)
        # What the last purchase did, in the larger font: a refusal in red, never a grey line easy to miss.
        said = [(line, palette.bad if self.refused else palette.text) for line in self.said]
        for line, colour in [*zip(lines, colours), *said]:
            font = fonts.normal if (line, colour) in said else fonts.small
            image = render(font, line, colour)
            surface.blit(image, image.get_rect(midtop=(surface.get_width() // 2, y)))
            y += font.get_linesize()
        # Two lines kept for what a purchase says (a buy and the bag), so that the wares do not move under the pointer.
        return y + 8 + max(0, SAID_LINES - len(said)) * fonts.normal.get_linesize()


class BagScreen(MenuScreen):
    """The potions the PC carries, each as the PC knows it; a digit, Enter or a click drinks one (a turn passes);
    Escape closes the bag."""

    heading = "Your bag"
    keys_context = "cc3k_bag"

    def __init__(self, ctx: Context, play: Play):
        self.play = play
        view = play.view
        items: list[tuple[str, str, Choice]] = [(str(number), potion_label(view, potion), partial(self.drink, number))
                                                for number, potion in enumerate(carried(view) or (), start=1)]
        items.append(("", "Close the bag", self.back))
        super().__init__(ctx, items)
        if len(items) == 1:         # an empty bag: nothing to choose or drink (the seventh playtest read "Enter drink")
            self.footer_actions = ("cancel", "help")

    def drink(self, slot: int) -> Outcome:
        return [Pop(), *transitions(self.play.act(Drink(slot)))]

    def back(self) -> Outcome:
        return Pop()

    def draw_intro(self, surface, y: int) -> int:
        view = self.play.view
        held = len(carried(view) or ())
        pick_up = self.ctx.keymap.either(("pick_up",), "cc3k")
        line = (f"{held} of {bag_size(view)} potions" if held
                else f"The bag is empty: {pick_up} and a direction puts a potion next to you in it.")
        image = render(self.ctx.fonts.small, line, self.ctx.palette.dim)
        surface.blit(image, image.get_rect(midtop=(surface.get_width() // 2, y)))
        return y + self.ctx.fonts.small.get_linesize() + 8
