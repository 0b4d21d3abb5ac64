"""Monsters in small hand-made mazes: attacks through walls and on diagonals, one-step chases, order from the game's RNG."""
from game.core import Pos, Result
from game.maze.commands import Move
from game.maze.generator import generate_with
from game.maze.javarandom import JavaRandom, shuffle
from tests.maze.support import game_of, health, monsters, open_field, wait


def places(game) -> list[Pos]:
    return [pos for pos, _name, _hp in monsters(game.view())]


def test_attacks_reach_through_walls_and_diagonals_and_add_up():
    game = game_of([
        ".X4",
        "1H.",
        "X3X",
    ])
    # skeleton left, vampire on a diagonal past an obstacle, orc below: each within its attack range.
    wait(game)
    assert health(game) == 20 - 1 - 3 - 2 and game.view().score == -6
    assert "You lose 6 health." in game.view().messages


def test_an_orc_strikes_from_two_cells_away_over_an_obstacle():
    game = game_of(["HX3.."])
    wait(game)
    assert health(game) == 18 and places(game) == [Pos(2, 0)]


def test_a_monster_in_view_steps_toward_the_hero_by_the_search():
    game = game_of([
        "H....",
        "XXX.X",
        "...4.",
    ])
    wait(game)  # the vampire at (3, 2) sees the hero 3 cells away and steps up toward it
    assert places(game) == [Pos(3, 1)] and health(game) == 20
    wait(game)
    assert places(game) == [Pos(3, 0)]
    wait(game)
    assert places(game) == [Pos(2, 0)]
    wait(game)
    assert places(game) == [Pos(1, 0)] and health(game) == 20
    wait(game)
    assert health(game) == 17


def test_a_walled_off_monster_steps_to_the_reached_cell_nearest_the_hero_or_stays():
    game = game_of([
        "H.....",
        "XXXXX.",
        "..2...",
    ])
    wait(game)  # the way round leaves the gargoyle's view: it steps to the reachable cell nearest the hero
    assert places(game) == [Pos(1, 2)]
    wait(game)
    assert places(game) == [Pos(0, 2)]
    wait(game)  # nothing it can reach is nearer: it stays
    assert places(game) == [Pos(0, 2)]
    far = game_of(["H..2"])
    wait(far)
    assert places(far) == [Pos(3, 0)]


def test_other_monsters_are_walls_and_boxes_never_act():
    game = game_of(["H.0.4"])
    wait(game)
    assert places(game) == [Pos(2, 0), Pos(4, 0)] and health(game) == 20


def test_monsters_act_in_an_order_drawn_from_the_games_rng():
    # Two gargoyles race for the one cell between them and the hero: the first to act takes it, the other stays.
    rows = ["XXHXX", "XX.XX", "X2.2X"]
    starts = {"left": Pos(1, 2), "right": Pos(3, 2)}
    winners = set()
    for seed in range(20):
        game = game_of(rows, seed)
        # Before the shuffle, the referee's HashMap order: keys 102 and 302 in buckets 6 and 14 of 16. The Random
        # that shuffles is the one that generated the seed's maze, where the generator left it.
        order = ["left", "right"]
        rng = JavaRandom(seed)
        generate_with(rng)
        shuffle(order, rng)
        wait(game)
        assert sorted(places(game)) == sorted([Pos(2, 2), starts[order[1]]])
        winners.add(order[0])
        again = game_of(rows, seed)
        wait(again)
        assert places(again) == places(game)
    assert winners == {"left", "right"}


def test_monsters_do_not_answer_the_winning_step():
    game = game_of(["HE4"])
    game.step(Move(Pos(1, 0)))
    view = game.view()
    assert view.over and view.result is Result.WON and view.score == 10000 and health(game) == 20


def test_death_costs_1000_more_and_ends_the_game():
    game = open_field((5, 5), {(4, 4): "4", (6, 6): "4", (4, 6): "4", (6, 4): "4"})
    wait(game)
    wait(game)
    view = game.view()
    assert view.over and view.result is Result.DIED and health(game) == -4
    assert view.score == -24 - 1000 and view.messages[-1] == "You die: -1000."
    assert game.step(Move(Pos(5, 4)))[0].text == "The game is over."
