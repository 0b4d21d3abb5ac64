"""The bag (rules option carry_potions, the rule book's footnote 6 turned round): picking a potion up, the limit,
drinking one later, what the PC knows of what it carries, r emptying it; and the extras' commands in a game without
them, read exactly as the rule book's grammar reads them."""
import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.core import Direction, EventKind
from game.cc3k.commands import (
    Browse, Buy, ChooseRace, Drink, Inventory, PickUp, Restart, format_command, parse_command, unknown_reason,
)
from game.cc3k.detail import CC3kDetail, ExtrasDetail
from game.cc3k.extras import Extras
from game.cc3k.spec import SPEC
from game.cc3k.tables import BAG_SIZE, POTIONS
from game.spec import ScoreLine
from tests.cc3k.boards import on_boards
from tests.cc3k.helpers import MOVE, USE, E, N, S, W, detail, game_with, pc, thing_at

BAG = {"carry_potions": True}
BA = next(kind for kind in POTIONS if kind.code == "BA")


def bag(game):
    return game.view().detail.bag


def bag_stat(game):
    return next(stat.value for stat in game.view().stats if stat.label == "Bag")


directions = st.sampled_from(list(Direction))


@given(st.one_of(directions.map(PickUp), st.integers(1, 9).map(Drink), st.just(Inventory()), directions.map(Browse),
                 st.builds(Buy, directions, st.sampled_from([kind.code for kind in POTIONS]))))
def test_every_extra_command_reads_back_from_its_own_text(command):
    assert parse_command(format_command(command)) == command
    assert SPEC.parse(SPEC.format(command)) == command


@pytest.mark.parametrize("text, command", [
    ("p ea", PickUp(E)), ("u 1", Drink(1)), ("u 3", Drink(3)), ("i", Inventory()), ("b no", Browse(N)),
    ("b so RH", Buy(S, "RH")), ("b we ba", Buy(W, "BA")), ("b  we\tBD\r\n", Buy(W, "BD")),
])
def test_the_extras_grammar(text, command):
    assert parse_command(text) == command


def test_the_extras_are_rules_options_off_by_default():
    assert SPEC.rule_options({}) == {"random_layout": False, "carry_potions": False, "merchant_shop": False}
    game = game_with({(10, 4): "@"})
    assert type(detail(game)) is CC3kDetail
    assert [stat.label for stat in game.view().stats] == ["Race", "Gold", "Floor", "HP", "Atk", "Def"]


# Each extra's line, and what the rule book's grammar said of it (the project's grammar before the extras).
RULE_BOOK_SAYS = [
    ("p ea", unknown_reason("p ea")), ("p  ea", unknown_reason("p  ea")), ("i", unknown_reason("i")),
    ("u 1", "'u' needs one direction to use: no so ea we ne nw se sw."), ("b ea", unknown_reason("b ea")),
    ("b ea RH", unknown_reason("b ea RH")), ("b ea rh", unknown_reason("b ea rh")),
]


@pytest.mark.parametrize("options", [{}, {"merchant_shop": True}, {"carry_potions": True}], ids=["none", "shop", "bag"])
def test_without_its_extra_a_command_is_refused_as_the_rule_book_refused_its_line(options):
    """At the race prompt, in play and after the end, and nothing else changes: the game goes on as if the line had
    been any other that is no command. (With the other extra, a line that is no command during play also names the
    extra's commands.)"""
    more = f" With the extras: {Extras.of(options).help()}." if options else ""
    unused = [(line, said) for line, said in RULE_BOOK_SAYS
              if not (options.get("carry_potions") and line[0] in "pui"
                      or options.get("merchant_shop") and line[0] == "b")]
    game, twin = (game_with({(10, 4): "@", (11, 4): "1", (12, 5): "H"}, options=options) for _ in range(2))
    for phase in ("race", "play", "over"):
        if phase == "race":
            game.step(Restart())
            twin.step(Restart())
        for line, said in unused:
            said += more if phase == "play" else ""
            assert [(event.kind, event.text) for event in game.step(parse_command(line))] == [(EventKind.INVALID, said)]
            twin.step(parse_command("xyzzy"))
        if phase == "race":
            game.step(ChooseRace("s"))
            twin.step(ChooseRace("s"))
        for command in (MOVE[S], MOVE[N]):
            assert game.step(command) == twin.step(command)
        assert game.view() == twin.view()
        if phase == "play":
            while not game.view().over:
                assert game.step(MOVE[S]) == twin.step(MOVE[S])


@on_boards
def test_a_potion_next_to_the_pc_goes_into_the_bag_and_a_turn_passes(board):
    game = board.game_with({(10, 4): "@", (11, 4): "1"}, options=BAG)
    assert isinstance(detail(game), ExtrasDetail) and bag(game) == () and detail(game).bag_size == BAG_SIZE
    assert bag_stat(game) == "empty (0/3)"
    events = game.step(PickUp(E))
    assert [(event.kind, event.text) for event in events] == [
        (EventKind.PICKED_UP, "PC puts an unknown potion in the bag (1/3).")]
    assert thing_at(game, 11, 4) is None and bag(game) == (None,) and bag_stat(game) == "? (1/3)"
    assert game.view().turn == 1


@on_boards
def test_the_bag_holds_three_and_refuses_a_fourth_without_a_turn(board):
    game = board.game_with({(10, 4): "@", (11, 4): "1", (9, 4): "0", (10, 3): "2", (10, 5): "3"}, options=BAG)
    for direction in (E, W, N):
        assert game.step(PickUp(direction))[0].kind is EventKind.PICKED_UP
    assert len(bag(game)) == 3 and game.view().turn == 3
    events = game.step(PickUp(S))
    assert [(event.kind, event.text) for event in events] == [
        (EventKind.INVALID, "The bag is full (3/3): drink a potion from it first.")]
    assert game.view().turn == 3 and thing_at(game, 10, 5) is not None
    game.step(Drink(1))
    assert game.step(PickUp(S))[0].kind is EventKind.PICKED_UP and len(bag(game)) == 3


@on_boards
def test_nothing_to_pick_up_or_drink_is_refused_without_a_turn(board):
    game = board.game_with({(10, 4): "@", (11, 4): "1"}, options=BAG)
    assert [(e.kind, e.text) for e in game.step(PickUp(W))] == [
        (EventKind.INVALID, "There is no potion to the West to put in the bag.")]
    assert [(e.kind, e.text) for e in game.step(Drink(1))] == [(EventKind.INVALID, "The bag is empty (0/3).")]
    game.step(PickUp(E))
    assert [(e.kind, e.text) for e in game.step(Drink(2))] == [
        (EventKind.INVALID, "The bag holds no potion 2: it holds 1.")]
    assert game.view().turn == 1


@on_boards
def test_a_carried_potion_is_drunk_later_and_its_kind_is_learnt(board):
    game = board.game_with({(10, 4): "@", (11, 4): "1", (12, 4): "1"}, options=BAG)
    game.step(PickUp(E))
    assert game.step(MOVE[E])[0].text == "PC moves East and sees an unknown potion."
    events = game.step(Drink(1))
    assert (events[0].kind, events[0].text, events[0].amount) == (EventKind.USED, "PC uses BA from the bag.", 5)
    assert pc(game).atk == 30 and bag(game) == () and detail(game).known_potions == ("BA",)
    assert game.view().turn == 3


@on_boards
def test_what_the_bag_shows_is_what_the_pc_knows(board):
    """A potion carried unknown is known once one of its kind is used, from the floor or the bag."""
    game = board.game_with({(10, 4): "@", (11, 4): "1", (9, 4): "1", (10, 5): "0"}, options=BAG)
    game.step(PickUp(E))
    game.step(PickUp(S))
    assert bag(game) == (None, None) and bag_stat(game) == "? ? (2/3)"
    game.step(USE[W])
    assert bag(game) == (BA, None) and bag_stat(game) == "BA ? (2/3)"
    assert [(e.kind, e.text) for e in game.step(Inventory())] == [
        (EventKind.MESSAGE, "The bag holds a BA potion and an unknown potion (2/3).")]
    assert game.view().turn == 3


@on_boards
def test_the_bag_goes_down_the_stairs_and_a_boost_works_on_the_floor_it_is_drunk_on(board):
    game = board.game_with({(10, 4): "@", (9, 4): "1", (11, 4): "\\"}, floors=2, options=BAG)
    game.step(PickUp(W))
    game.step(MOVE[E])
    assert detail(game).floor == 2 and bag(game) == (None,)
    game.step(Drink(1))
    assert pc(game).atk == 30


@on_boards
def test_r_empties_the_bag(board):
    game = board.game_with({(10, 4): "@", (11, 4): "1", (9, 4): "2"}, options=BAG)
    game.step(PickUp(E))
    game.step(PickUp(W))
    game.step(Restart())
    assert bag(game) == ()
    game.step(ChooseRace("d"))
    assert bag(game) == () and bag_stat(game) == "empty (0/3)" and thing_at(game, 11, 4) is not None


def test_a_carried_poison_can_kill():
    game = game_with({(10, 4): "@", (11, 4): "3", (9, 4): "3", (10, 3): "3", (10, 5): "3", (11, 3): "3"}, race="v",
                     options=BAG)
    for direction in (E, W, N, S):
        game.step(USE[direction])
    game.step(PickUp(Direction.NORTHEAST))
    assert pc(game).hp == 10 and bag(game) == (POTIONS[3],)
    events = game.step(Drink(1))
    assert [(event.kind, event.text) for event in events] == [
        (EventKind.USED, "PC uses PH from the bag."), (EventKind.DIED, "PC is killed by a PH potion. Score: 0.")]
    assert game.view().over and SPEC.score(game.view()) == ScoreLine(0, "Vampire (bag)", "floor 1", won=False)
