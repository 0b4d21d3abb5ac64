"""The merchants' shop (rules option merchant_shop, the rule book's footnote 7): what a merchant sells and for how much,
buying into the bag or drinking at once, the gold spent, the refusals, and the stock drawn from the game's own random
numbers (and only with the shop)."""
from collections import Counter

import pytest

from game.core import Direction, EventKind
from game.cc3k.commands import Attack, Browse, Buy, ChooseRace, Freeze, PickUp
from game.cc3k.detail import Ware
from game.cc3k.spec import SPEC
from game.cc3k.tables import SHOP_PRICES, SOLD_POTIONS, STOCK_PER_MERCHANT
from tests.cc3k.boards import BOARDS, on_boards
from tests.cc3k.helpers import MOVE, E, N, W, detail, game_with, pc

SHOP = {"merchant_shop": True, "carry_potions": False}     # the shop alone, on every board
BOTH = {"merchant_shop": True, "carry_potions": True}
# The PC walks east over two merchant hoards and a normal pile (10 gold) to stand beside a merchant.
MARKET = {(10, 4): "@", (11, 4): "8", (12, 4): "8", (13, 4): "6", (14, 4): "M"}
MERCHANT = (14, 4)


def at_market(board, options, objects=MARKET, **more):
    game = board.game_with(objects, options=options, **more)
    game.step(Freeze())
    for _ in range(3):
        game.step(MOVE[E])
    assert pc(game).gold == 10 and pc(game).pos == (13, 4)
    return game


def goods(game) -> tuple[Ware, ...]:
    (wares,) = detail(game).wares
    assert wares.pos == MERCHANT
    return wares.goods


def said(events):
    return [(event.kind, event.text) for event in events]


@on_boards
def test_a_merchant_shows_what_it_sells_and_for_how_much(board):
    game = at_market(board, BOTH)
    stock = goods(game)
    assert sum(ware.left for ware in stock) == STOCK_PER_MERCHANT
    assert all(ware.potion in SOLD_POTIONS and ware.price == SHOP_PRICES[ware.potion.code] for ware in stock)
    assert [ware.potion for ware in stock] == [kind for kind in SOLD_POTIONS if kind in {w.potion for w in stock}]
    offers = " and ".join(f"{w.potion.code} ({w.potion.name}) for {w.price} gold ({w.left} left)" for w in stock)
    if len(stock) == 3:
        offers = offers.replace(" and ", ", ", 1)
    turn = game.view().turn
    assert said(game.step(Browse(E))) == [(EventKind.MESSAGE, f"M sells {offers}. PC has 10 gold.")]
    assert game.view().turn == turn


@on_boards
def test_a_potion_bought_goes_into_the_bag_known_for_its_price_and_a_turn(board):
    game = at_market(board, BOTH)
    ware = goods(game)[0]
    code, price = ware.potion.code, ware.price
    events = game.step(Buy(E, code))
    assert said(events) == [(EventKind.MESSAGE, f"PC buys a {code} potion from M for {price} gold."),
                            (EventKind.PICKED_UP, f"PC puts a {code} potion in the bag (1/3).")]
    assert events[0].amount == price
    assert pc(game).gold == 10 - price and detail(game).bag == (ware.potion,)
    assert goods(game)[0].left == ware.left - 1 and game.view().turn == 4
    # Bought, its kind is shown; a potion of that kind on the floor is still unknown until one is used.
    assert detail(game).known_potions == ()


@on_boards
def test_without_the_bag_a_potion_bought_is_drunk_at_once(board):
    game = at_market(board, SHOP)
    assert detail(game).bag is None
    ware = goods(game)[0]
    before = pc(game)
    events = game.step(Buy(E, ware.potion.code))
    assert [event.kind for event in events] == [EventKind.MESSAGE, EventKind.USED]
    assert events[1].text == f"PC uses {ware.potion.code}."
    after = pc(game)
    change = {"RH": (0, 0, 0), "BA": (0, 5, 0), "BD": (0, 0, 5)}[ware.potion.code]   # RH at full HP does nothing
    assert (after.hp - before.hp, after.atk - before.atk, after.defense - before.defense) == change
    assert after.gold == 10 - ware.price and detail(game).known_potions == (ware.potion.code,)


@on_boards
def test_gold_buys_the_whole_stock_and_then_the_merchant_has_none_left(board):
    game = at_market(board, BOTH)
    spent = 0
    for ware in goods(game):
        for _ in range(ware.left):
            assert game.step(Buy(E, ware.potion.code))[0].kind is EventKind.MESSAGE
            spent += ware.price
    assert pc(game).gold == 10 - spent and len(detail(game).bag) == 3
    assert all(ware.left == 0 for ware in goods(game))
    code = goods(game)[0].potion.code
    assert said(game.step(Buy(E, code))) == [(EventKind.INVALID, f"M has no {code} potion left.")]
    assert said(game.step(Browse(E))) == [(EventKind.MESSAGE, f"M has sold everything. PC has {10 - spent} gold.")]


@on_boards
def test_what_the_shop_refuses_costs_no_turn_and_no_gold(board):
    game = at_market(board, BOTH)
    code = goods(game)[0].potion.code
    refusals = [
        (Buy(W, code), "There is no merchant to the West."),        # gold lies there no more: nobody
        (Browse(N), "There is no merchant to the North."),
        (Buy(E, "PH"), "M sells no PH potion."),                     # no merchant sells the negative potions
    ]
    for command, text in refusals:
        assert said(game.step(command)) == [(EventKind.INVALID, text)]
    assert game.view().turn == 3 and pc(game).gold == 10


@on_boards
def test_a_poor_pc_cannot_buy(board):
    game = board.game_with({(13, 4): "@", (14, 4): "M"}, options=BOTH)
    game.step(Freeze())
    ware = goods(game)[0]
    assert said(game.step(Buy(E, ware.potion.code))) == [
        (EventKind.INVALID, f"PC has 0 gold: a {ware.potion.code} potion costs {ware.price}.")]
    assert game.view().turn == 0


@on_boards
def test_a_full_bag_refuses_a_potion_bought_and_keeps_the_gold(board):
    game = at_market(board, BOTH, {**MARKET, (12, 3): "0", (13, 3): "0", (12, 5): "0"})
    for direction in (Direction.NORTHWEST, N, Direction.SOUTHWEST):
        assert game.step(PickUp(direction))[0].kind is EventKind.PICKED_UP
    code = goods(game)[0].potion.code
    assert said(game.step(Buy(E, code))) == [
        (EventKind.INVALID, "The bag is full (3/3): drink a potion from it first.")]
    assert pc(game).gold == 10 and sum(ware.left for ware in goods(game)) == 3


@on_boards
def test_hostile_merchants_do_not_trade_and_attacking_one_still_turns_them_all(board):
    game = at_market(board, BOTH)
    game.step(Attack(E))
    assert detail(game).merchants_hostile and detail(game).wares == ()
    assert said(game.step(Buy(E, "RH"))) == [(EventKind.INVALID, "M will not trade: merchants are hostile.")]
    assert said(game.step(Browse(E))) == [(EventKind.INVALID, "M will not trade: merchants are hostile.")]


def test_every_merchant_is_stocked_on_every_floor_and_none_without_the_shop():
    objects = {(10, 4): "@", (11, 4): "\\", (20, 4): "M", (40, 4): "M"}
    game = game_with(objects, floors=2, options=SHOP)
    assert [wares.pos for wares in detail(game).wares] == [(20, 4), (40, 4)]
    game.step(MOVE[E])
    assert detail(game).floor == 2 and len(detail(game).wares) == 2
    assert not hasattr(detail(game_with(objects)), "wares")


def first_floor(seed, options):
    game = SPEC.new_game(BOARDS[0].dungeon(0), seed, options)
    game.step(ChooseRace("s"))
    return game.view()


def test_the_stock_is_drawn_after_the_rule_books_floor_and_each_sold_kind_is_as_likely():
    """300 rule-book floors (seeds 0-299): with the shop, each floor is the one the rule book's game lays out with
    that seed (the stock is drawn after it), every merchant sells STOCK_PER_MERCHANT potions, and the kinds sold
    are uniform (chi-square, 2 degrees of freedom, p = 0.001)."""
    kinds: Counter[str] = Counter()
    for seed in range(300):
        plain, shop = first_floor(seed, {}), first_floor(seed, SHOP)
        assert shop.entities == plain.entities
        merchants = [entity.pos for entity in shop.entities if entity.glyph == "M"]
        assert [wares.pos for wares in shop.detail.wares] == merchants
        for wares in shop.detail.wares:
            assert sum(ware.left for ware in wares.goods) == STOCK_PER_MERCHANT
            kinds.update({ware.potion.code: ware.left for ware in wares.goods})
    total = sum(kinds.values())
    assert total > 1500 and set(kinds) == set(SHOP_PRICES)
    expected = total / len(SHOP_PRICES)
    chi_square = sum((kinds[code] - expected) ** 2 / expected for code in SHOP_PRICES)
    assert chi_square < 13.82, kinds


def test_the_same_seed_and_commands_give_the_same_stock():
    assert first_floor(5, SHOP).detail.wares == first_floor(5, SHOP).detail.wares
    assert any(first_floor(seed, SHOP).detail.wares != first_floor(5, SHOP).detail.wares for seed in range(6, 9))



def test_what_the_front_ends_ask_of_the_extras():
    """questions.py: the wares next to the PC, the bag, and what a potion does to this PC (a drow's 1.5)."""
    from game.cc3k.questions import bag_size, carried, potion_effect, shop_open, traders, wares_at

    plain = game_with({(13, 4): "@", (14, 4): "M"})
    assert (carried(plain.view()), bag_size(plain.view()), shop_open(plain.view())) == (None, 0, False)
    assert traders(plain.view()) == [] and wares_at(plain.view(), (14, 4)) is None
    drow = game_with({(13, 4): "@", (14, 4): "M"}, race="d", options=BOTH)
    view = drow.view()
    assert (carried(view), bag_size(view), shop_open(view)) == ((), 3, True)
    assert traders(view) == [(E, wares_at(view, (14, 4)))]
    by_code = {kind.code: kind for kind in SOLD_POTIONS}
    assert [potion_effect(view, by_code[code]) for code in ("RH", "BA", "BD")] == [
        "HP +15", "Atk +8 on this floor", "Def +8 on this floor"]


@pytest.mark.parametrize("options, who", [({}, "Goblin"), ({"carry_potions": True}, "Goblin (bag)"),
                                          ({"merchant_shop": True}, "Goblin (shop)"), (BOTH, "Goblin (bag + shop)")])
def test_the_score_line_says_which_extras_the_game_was_played_with(options, who):
    game = game_with({(10, 4): "@", (11, 4): "\\"}, race="g", floors=5, options=options)
    for _ in range(5):
        game.step(MOVE[E])
    line = SPEC.score(game.view())
    assert (line.score, line.who, line.reached, line.won) == (0, who, "escaped", True)
