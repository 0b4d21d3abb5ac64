"""CC3k's extras in the window: a neutral merchant's wares opened by a bump, a click or the trade key and bought from
with keys or the mouse; the bag filled with the pick-up key, shown in the HUD and drunk from; the keys said to need
their option in a game without it."""
import pathlib

import pygame
import pytest

from game.core import Pos
from tests.cc3k.helpers import floor_text
from tests.window.helpers import frame, game_app, press, top

MARKET = pathlib.Path(__file__).resolve().parents[1] / "golden" / "cc3k_extras.txt"
BOTH = {"carry_potions": True, "merchant_shop": True}


@pytest.fixture
def market():
    """The golden game's market floor, both extras on: the PC frozen enemies, walked over 6 gold, next to M."""
    app, _screen, session = game_app("cc3k", MARKET, seed=4, **BOTH)
    press(app, "s", "f", "l", "l", "l")
    view = session.view()
    assert view.detail.pc.pos == (13, 4) and view.detail.pc.gold == 6
    yield app, session
    pygame.quit()


def click(app, cell):
    frame(app)
    rect = app.context.board.cell_rect(Pos(*cell))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=rect.center))


def test_moving_into_a_neutral_merchant_opens_its_wares_and_a_digit_buys(market):
    app, session = market
    press(app, "l")
    assert top(app) == "TradeScreen" and session.view().turn == 3      # opening the wares costs no turn
    trade = app.stack[-1]
    [wares] = session.view().detail.wares
    first = wares.goods[0]
    effect = {"RH": "HP +10", "BA": "Atk +5 on this floor", "BD": "Def +5 on this floor"}[first.potion.code]
    assert trade.items[0][1] == f"{first.potion.code} potion: {first.potion.name}, {effect}: {first.price} gold, " \
                                f"{first.left} left"
    assert trade.items[0][1].startswith(f"{first.potion.code} potion: {first.potion.name}, ")
    assert trade.items[0][1].endswith(f": {first.price} gold, {first.left} left")
    frame(app)
    press(app, "1")
    view = session.view()
    assert view.detail.pc.gold == 6 - first.price and view.detail.bag == (first.potion,)
    assert top(app) == "TradeScreen" and view.turn == 4
    play = app.stack[-2]
    potion = f"a {first.potion.code} potion ({first.potion.name})"
    assert play.log.lines[-2:] == [f"PC buys {potion} from the Merchant for {first.price} gold.",
                                   f"PC puts {potion} in the bag (1/3)."]
    assert f"Bag: {first.potion.code} (1/3)" in [f"{stat.label}: {stat.value}" for stat in view.stats]
    press(app, "escape")
    assert top(app) == "PlayScreen"


def test_the_trade_key_and_a_click_open_the_wares_and_the_mouse_buys(market):
    app, session = market
    press(app, "$")
    assert top(app) == "TradeScreen"
    press(app, "escape")
    click(app, (14, 4))
    assert top(app) == "TradeScreen"
    trade = app.stack[-1]
    frame(app)
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=trade.item_rects[0].center))
    assert session.view().detail.pc.gold < 6 and len(session.view().detail.bag) == 1
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=trade.item_rects[-1].center))
    assert top(app) == "PlayScreen"


def test_the_bag_is_filled_by_key_and_drunk_from_by_key_and_by_the_mouse(market):
    app, session = market
    press(app, "h", "h", "h")                    # back beside the two potions
    assert session.view().detail.pc.pos == (10, 4)
    press(app, "c", "h", "c", "k")
    assert session.view().detail.bag == (None, None)
    play = app.stack[-1]
    assert play.log.lines[-1] == "PC puts an unknown potion in the bag (2/3)."
    press(app, "e")
    assert top(app) == "BagScreen"
    unknown = "An unknown potion: drink it to learn its kind"
    assert [label for _key, label, _ in app.stack[-1].items] == [unknown, unknown, "Close the bag"]
    press(app, "1")
    assert top(app) == "PlayScreen"
    assert play.log.lines[-1] == "PC uses BA from the bag: Boost Atk, Atk +5 on this floor."
    click(app, (10, 4))                         # the @ itself opens the bag
    assert top(app) == "BagScreen"
    bag = app.stack[-1]
    frame(app)
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=bag.item_rects[0].center))
    assert session.view().detail.bag == () and play.log.lines[-1] == "PC uses PH from the bag: Poison health, HP -10."


def test_hovering_a_merchant_says_what_it_sells(market):
    app, session = market
    play = app.stack[-1]
    play.on_hover(Pos(14, 4))
    assert "move into it to trade" in play.hover_text and "Sells " in play.hover_text


def test_without_the_extras_their_keys_say_which_option_they_need(tmp_path):
    layout = tmp_path / "market.txt"
    layout.write_text(floor_text({(10, 4): "@", (11, 4): "M", (9, 4): "1"}))
    app, _screen, session = game_app("cc3k", layout, seed=1)
    press(app, "s", "f", "c", "e", "$", "l")
    play = app.stack[-1]
    assert top(app) == "PlayScreen" and session.view().turn == 0
    assert play.log.lines[-3:] == [
        "The PC carries no potions in this game (--carry-potions). (x2)",
        "Merchants sell nothing in this game (--merchant-shop).",
        "Cannot move East: the Merchant is in the way.",
    ]
    pygame.quit()


def test_the_race_screen_switches_each_extra_and_the_next_games_keep_it():
    app, races, session = game_app("cc3k", MARKET, seed=4)
    assert [label for key, label, _ in races.items if key in "bm"] == [
        "Bag: none, as the rule book (b to change)", "Merchants: sell nothing, as the rule book (m to change)"]
    press(app, "b")
    press(app, "m")
    races = app.stack[-1]
    assert top(app) == "RaceScreen" and [label for key, label, _ in races.items if key in "bm"] == [
        "Bag: carry up to 3 potions (b to change)", "Merchants: sell potions (m to change)"]
    frame(app)
    press(app, "s")
    view = app.session.view()
    assert view.seed == 4 and view.detail.bag == () and view.detail.shop
    assert app.session.record.options == {"random_layout": False, **BOTH}
    pygame.quit()


def test_the_log_words_every_line_of_the_extras():
    """A replayed text game's b <dir> and i show in the log too: each extra's line worded from its facts."""
    from game.core import Event, EventKind
    from game.cc3k.detail import Ware, Wares
    from game.cc3k.said import Bagged, BagHolds, Buys, Drinks, Sells
    from game.cc3k.tables import POTIONS
    from graphics.cc3k_window import event_line

    rh, ba = POTIONS[0], POTIONS[1]
    lines = [event_line(Event(EventKind.MESSAGE, "as the rule book says", amount=amount, target="Merchant",
                              detail=said))
             for said, amount in [
                 (Bagged(None, 1, 3), 0), (Bagged(ba, 2, 3), 0), (BagHolds((), 3), 0), (BagHolds((ba, None), 3), 0),
                 (Sells(Wares(Pos(1, 1), (Ware(rh, 2, 2), Ware(ba, 3, 0))), 5), 0),
                 (Sells(Wares(Pos(1, 1), (Ware(rh, 2, 0),)), 5), 0), (Buys(rh), 2), (Drinks(ba, True), 5)]]
    assert lines == [
        "PC puts an unknown potion in the bag (1/3).", "PC puts a BA potion (Boost Atk) in the bag (2/3).",
        "The bag is empty (0/3).", "The bag holds a BA potion (Boost Atk) and an unknown potion (2/3).",
        "The Merchant sells RH for 2 gold (2 left). PC has 5 gold.", "The Merchant has sold everything. PC has 5 gold.",
        "PC buys a RH potion (Restore health) from the Merchant for 2 gold.",
        "PC uses BA from the bag: Boost Atk, Atk +5 on this floor.",
    ]


def test_a_purchase_refused_for_want_of_gold_is_said_in_red(market, monkeypatch):
    """The fifth playtest missed the grey line of a refusal at the merchant's with no gold left."""
    import graphics.cc3k_shop

    app, session = market
    press(app, "l")
    trade = app.stack[-1]
    while True:                                    # buy until the gold runs short: that buy is refused for free
        turn = session.view().turn
        press(app, "1")
        if session.view().turn == turn:
            break
    drawn = []
    real = graphics.cc3k_shop.render
    monkeypatch.setattr(graphics.cc3k_shop, "render", lambda font, text, colour: drawn.append((text, colour)) or
                        real(font, text, colour))
    frame(app)
    refusal = [colour for text, colour in drawn if text in trade.said]
    assert trade.said and refusal == [app.palette.bad] * len(trade.said)


def test_an_empty_bags_footer_offers_nothing_to_drink(market, monkeypatch):
    """The seventh playtest's empty bag offered "Enter drink" with nothing to drink."""
    import graphics.screens

    app, session = market
    press(app, "e")
    assert top(app) == "BagScreen" and session.view().detail.bag == ()
    drawn = []
    real = graphics.screens.render
    monkeypatch.setattr(graphics.screens, "render", lambda font, text, colour: drawn.append(text) or
                        real(font, text, colour))
    frame(app)
    footer = next(text for text in drawn if text.endswith("or the mouse"))
    assert "drink" not in footer and "help" in footer


def test_the_wares_stay_in_place_when_a_purchase_is_said(market):
    """The seventh playtest's selection jumped when the refusal's line pushed the list down."""
    app, session = market
    press(app, "l")
    trade = app.stack[-1]
    frame(app)
    before = [rect.copy() for rect in trade.item_rects]
    press(app, "1")
    frame(app)
    assert trade.said and trade.item_rects == before


def test_a_potion_next_to_the_pc_says_how_to_bag_it_too(market):
    """The ninth playtest's hover said how to drink a potion but never that c puts it in the bag."""
    app, session = market
    press(app, "h", "h", "h")                    # back beside the two potions
    play = app.stack[-1]
    play.on_hover(Pos(9, 4))
    assert play.hover_text.endswith("Next to you: p, then its direction, drinks it; c, then its direction, puts it "
                                    "in the bag")
