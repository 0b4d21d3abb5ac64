"""Monsters in small hand-made mazes: attacks through walls and on diagonals, one-step chases, order from the game's RNG."""
import random

from game.core import Pos
from game.maze.rules import Move
from tests.maze.support import game_of, open_field

def wait(game):
    return game.step(Move(game.hero))


def test_attacks_reach_through_walls_and_diagonals_and_add_up():
    game = game_of([
        ".X4",
        "1H.",
        "X3X",
    ])
    # skeleton left, vampire on a diagonal past an obstacle, orc below: each within its attack range.
    wait(game)
    assert game.health == 20 - 1 - 3 - 2 and game.score == -6
    assert "You lose 6 health." in game.messages


def test_an_orc_strikes_from_two_cells_away_over_an_obstacle():
    game = game_of(["HX3.."])
    wait(game)
    assert game.health == 18 and game.monsters[0].pos == Pos(2, 0)


def test_a_monster_in_view_steps_toward_the_hero_by_the_search():
    game = game_of([
        "H....",
        "XXX.X",
        "...4.",
    ])
    wait(game)  # the vampire at (3, 2) sees the hero 3 cells away and steps up toward it
    assert game.monsters[0].pos == Pos(3, 1) and game.health == 20
    wait(game)
    assert game.monsters[0].pos == Pos(3, 0)
    wait(game)
    assert game.monsters[0].pos == Pos(2, 0)
    wait(game)
    assert game.monsters[0].pos == Pos(1, 0) and game.health == 20
    wait(game)
    assert game.health == 17


def test_a_walled_off_monster_steps_to_the_reached_cell_nearest_the_hero_or_stays():
    game = game_of([
        "H.....",
        "XXXXX.",
        "..2...",
    ])
    wait(game)  # the way round leaves the gargoyle's view: it steps to the reachable cell nearest the hero
    assert game.monsters[0].pos == Pos(1, 2)
    wait(game)
    assert game.monsters[0].pos == Pos(0, 2)
    wait(game)  # nothing it can reach is nearer: it stays
    assert game.monsters[0].pos == Pos(0, 2)
    far = game_of(["H..2"])
    wait(far)
    assert far.monsters[0].pos == Pos(3, 0)


def test_other_monsters_are_walls_and_boxes_never_act():
    game = game_of(["H.0.4"])
    wait(game)
    assert [m.pos for m in game.monsters] == [Pos(2, 0), Pos(4, 0)] and game.health == 20


def test_monsters_act_in_an_order_drawn_from_the_games_rng():
    rows = ["XXHXX", "XX.XX", "X2.2X"]
    winners = set()
    for seed in range(20):
        game = game_of(rows, seed)
        left, right = list(game.monsters)
        order = [left, right]
        random.Random(seed).shuffle(order)
        wait(game)
        moved = order[0]
        assert moved.pos == Pos(2, 2) and order[1].pos in (Pos(1, 2), Pos(3, 2))
        winners.add(moved is left)
        again = game_of(rows, seed)
        wait(again)
        assert [m.pos for m in again.monsters] == [m.pos for m in game.monsters]
    assert winners == {True, False}


def test_monsters_do_not_answer_the_winning_step():
    game = game_of(["HE4"])
    game.step(Move(Pos(1, 0)))
    assert game.over and game.result == "won" and game.score == 10000 and game.health == 20


def test_death_costs_1000_more_and_ends_the_game():
    game = open_field((5, 5), {(4, 4): "4", (6, 6): "4", (4, 6): "4", (6, 4): "4"})
    wait(game)
    wait(game)
    assert game.over and game.result == "died" and game.health == -4
    assert game.score == -24 - 1000 and game.messages[-1] == "You die: -1000."
    assert game.step(Move(Pos(5, 4)))[0].text == "The game is over."
