"""What an event of CC3k carries besides its text (Event.detail): which of the rule book's lines it is and the facts
it names, so that a front end words the line its own way without reading the rule book's words."""
from game.core import Direction, EventKind
from game.cc3k.said import Drinks, Moved, PCHits
from game.cc3k.tables import POTION_BY_DIGIT
from tests.cc3k.helpers import ATTACK, MOVE, USE, E, game_with

BA = POTION_BY_DIGIT["1"]


def test_a_hit_names_the_enemy_hit_and_the_hp_it_has_left():
    game = game_with({(10, 4): "@", (11, 4): "H"})
    hit = game.step(ATTACK[E])[0]
    assert hit.text == "PC deals 21 damage to H (119 HP)."
    assert (hit.target, hit.amount, hit.detail) == ("Human", 21, PCHits(left=119))


def test_a_potion_drunk_and_the_potions_seen_name_their_kinds_as_far_as_the_pc_knows_them():
    game = game_with({(10, 4): "@", (11, 4): "1", (12, 3): "1", (12, 5): "0"})
    drunk = game.step(USE[E])[0]
    assert (drunk.kind, drunk.amount, drunk.detail) == (EventKind.USED, 5, Drinks(BA))
    moved = game.step(MOVE[E])[0]
    assert moved.text == "PC moves East and sees a BA potion and an unknown potion."
    assert moved.detail == Moved(Direction.EAST, seen=(BA, None))


def test_a_line_that_names_no_enemy_and_no_potion_carries_no_facts_and_a_move_its_way():
    game = game_with({(10, 4): "@"})
    assert [event.detail for event in game.step(ATTACK[E]) + game.step(MOVE[E]) + game.step(USE[E])] == \
        [None, Moved(Direction.EAST, seen=()), None]
