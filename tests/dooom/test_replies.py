"""Dooom replies, exactly as the rulings list them: HELLO, MOVE, PICKUP, LOOK, QUIT, WIN/LOSE and refused lines."""
from __future__ import annotations

import pytest

from game.core import Actor, EntityKind, EventKind, Pos, Result, Unknown
from game.dooom.spec import SPEC
from roguelike_client.terminal.dooom import map_rows
from tests.dooom.support import DATA, load, new_game, places, say


def test_hello_tells_the_gold_needed():
    assert say(new_game("small_labyrinth.txt", 1), "HELLO") == ["GOLD 6"]
    assert say(new_game("corridor.txt", 1), "HELLO") == ["GOLD 0"]


def test_move_onto_floor_succeeds_and_moves_the_player(placed_game):
    game = placed_game("open_field.txt", (1, 1), (4, 2))
    assert say(game, "MOVE N") == ["SUCCESS"]
    assert places(game)[0] == Pos(1, 0)


@pytest.mark.parametrize("line", ["MOVE N", "MOVE W"])
def test_move_off_the_edge_fails(placed_game, line):
    game = placed_game("open_field.txt", (0, 0), (4, 2))
    assert say(game, line) == ["FAIL"]
    assert places(game)[0] == Pos(0, 0)


def test_move_into_a_wall_fails(placed_game):
    game = placed_game("corridor.txt", (2, 1), (1, 1))
    assert say(game, "MOVE S") == ["FAIL"]
    assert places(game)[0] == Pos(2, 1)


def test_move_onto_the_bot_fails(placed_game):
    game = placed_game("open_field.txt", (0, 1), (1, 1))
    assert say(game, "MOVE E") == ["FAIL"]
    assert places(game)[0] == Pos(0, 1)


def test_pickup_on_gold_then_on_the_emptied_tile(placed_game):
    game = placed_game("open_field.txt", (0, 0), (4, 2))
    assert say(game, "PICKUP") == ["SUCCESS, GOLD COINS: 1"]
    assert map_rows(game.view())[0][0] == "P"
    assert say(game, "MOVE S") == ["SUCCESS"]
    assert map_rows(game.view())[0][0] == "."
    assert say(game, "MOVE N") == ["SUCCESS"]
    assert say(game, "PICKUP") == ["FAIL"]


def test_pickup_counts_up_the_total(placed_game):
    game = placed_game("small_labyrinth.txt", (5, 6), (1, 10))
    assert say(game, "PICKUP") == ["SUCCESS, GOLD COINS: 1"]
    assert say(game, "MOVE E") == ["SUCCESS"]
    assert say(game, "PICKUP") == ["SUCCESS, GOLD COINS: 2"]


def test_look_in_the_top_left_corner_shows_off_map_as_wall_and_the_gold_underneath(placed_game):
    game = placed_game("open_field.txt", (0, 0), (1, 1))
    assert say(game, "LOOK") == ["LOOKREPLY\nX###X\n#####\n##G..\n##.B.\nX#..X"]


def test_look_standing_on_the_exit_at_the_right_edge(placed_game):
    game = placed_game("open_field.txt", (4, 0), (0, 2))
    assert say(game, "LOOK") == ["LOOKREPLY\nX###X\n#####\n..E##\n...##\nX..#X"]


def test_look_on_the_bottom_edge_standing_on_gold(placed_game):
    game = placed_game("open_field.txt", (2, 2), (4, 0))
    assert say(game, "LOOK") == ["LOOKREPLY\nX...X\n.....\n..G..\n#####\nX###X"]


def test_look_hides_the_other_actor_in_a_corner_of_the_5x5(placed_game):
    game = placed_game("open_field.txt", (2, 2), (0, 0))
    assert say(game, "LOOK") == ["LOOKREPLY\nX...X\n.....\n..G..\n#####\nX###X"]


def test_look_next_to_the_bot_in_a_walled_map(placed_game):
    game = placed_game("small_labyrinth.txt", (1, 1), (2, 1))
    assert say(game, "LOOK") == ["LOOKREPLY\nX###X\n#####\n##.B.\n##.#.\nX#.#X"]


def test_the_bot_sees_the_player_as_p_and_its_own_tile_underneath(placed_game):
    game = placed_game("small_labyrinth.txt", (1, 1), (2, 1))
    say(game, "PICKUP")   # nothing here: the player stays put and the bot takes its turn, LOOK first
    heard = game.view().detail.bot_heard
    assert heard[1] == ("LOOKREPLY", "X###X", "#####", "#PG..", "#.#.#", "X.#.X")


def test_look_costs_no_turn_and_is_kept_for_the_window(placed_game):
    game = placed_game("corridor.txt", (1, 1), (4, 1))
    say(game, "LOOK")
    assert not game.view().over
    assert game.view().detail.look == ("X###X", "#####", "##...", "#####", "X###X")


def test_landing_on_the_exit_with_enough_gold_wins(placed_game):
    game = placed_game("corridor.txt", (4, 1), (1, 1))
    assert say(game, "MOVE E") == ["SUCCESS", "WIN"]
    assert game.view().over and game.view().result is Result.WON
    assert say(game, "HELLO") == ["FAIL"]


def test_an_exit_without_enough_gold_stays_an_exit(placed_game):
    game = placed_game("open_field.txt", (3, 0), (2, 2))
    assert say(game, "MOVE E") == ["SUCCESS"]
    assert not game.view().over
    assert say(game, "MOVE W") == ["SUCCESS"]
    assert map_rows(game.view())[0][3:] == "PE"


def test_the_bot_reaching_the_exit_with_enough_gold_loses_the_game(placed_game):
    game = placed_game("corridor.txt", (1, 1), (4, 1))
    assert say(game, "MOVE W") == ["FAIL", "LOSE"]
    assert game.view().over and game.view().result is Result.LOST
    assert game.view().detail.winner is Actor.OPPONENT


def test_quit_ends_the_game_without_a_reply(placed_game):
    game = placed_game("corridor.txt", (1, 1), (4, 1))
    events = game.step(SPEC.parse("QUIT"))
    assert [event.kind for event in events] == [EventKind.ENDED]
    assert say(game, "HELLO") == ["FAIL"]
    assert game.view().over and game.view().result is Result.QUIT


BAD_LINES = ["hello", "Move N", "MOVE", "MOVE N E", "MOVE NE", "MOVE n", "MOVE X", "JUMP", "", " HELLO",
             "HELLO ", "PICKUP 1", "LOOK now", "MOVE  N", "QUIT now", "MOVE\tN", "GOLD 3"]


@pytest.mark.parametrize("line", BAD_LINES)
def test_bad_lines_fail_and_cost_no_turn(placed_game, line):
    # The bot stands next to the exit needing no gold: had the line cost a turn, it would have left.
    game = placed_game("corridor.txt", (1, 1), (4, 1))
    command = SPEC.parse(line)
    assert isinstance(command, Unknown) and command.reason
    events = game.step(command)
    assert [(event.kind, event.text) for event in events] == [(EventKind.INVALID, "FAIL")]
    assert not game.view().over
    assert places(game)[1] == Pos(4, 1)
    assert game.view().turn == 0


def test_wait_is_refused_like_a_bad_line_while_the_player_has_a_turn(placed_game):
    game = placed_game("corridor.txt", (1, 1), (4, 1))
    assert [(event.kind, event.text) for event in game.step(SPEC.parse("WAIT"))] == [(EventKind.INVALID, "FAIL")]
    assert places(game)[1] == Pos(4, 1) and game.view().turn == 0


def test_random_starts_are_open_distinct_and_repeat_with_the_seed():
    dungeon = load(DATA / "very_small_labyrinth.txt")
    starts = []
    for seed in range(200):
        game = SPEC.new_game(dungeon, seed, {})
        player, bot = places(game)
        assert player is not None and bot is not None
        assert dungeon.rows[player.y][player.x] != "#" and dungeon.rows[bot.y][bot.x] != "#"
        assert player != bot
        assert places(SPEC.new_game(dungeon, seed, {})) == (player, bot)
        starts.append(player)
    assert len(set(starts)) > 50


def test_the_same_seed_and_commands_replay_the_same_game():
    dungeon = load(DATA / "small_labyrinth.txt")
    lines = ["MOVE N", "MOVE E", "LOOK", "PICKUP", "MOVE S", "MOVE W", "HELLO"] * 15

    def replay():
        game = SPEC.new_game(dungeon, 42, {})
        return [(say(game, line), map_rows(game.view())) for line in lines]

    assert replay() == replay()


def test_view_has_the_map_both_actors_the_gold_and_whose_turn(placed_game):
    game = placed_game("open_field.txt", (0, 0), (4, 2))
    say(game, "PICKUP")
    view = game.view()
    assert (view.width, view.height) == (5, 3)
    assert view.cells[0] == "....E"
    assert {(entity.glyph, entity.kind) for entity in view.entities} == {("P", EntityKind.PLAYER), ("B", EntityKind.OPPONENT)}
    assert view.detail.player_gold == 1 and view.detail.win == 1
    assert view.detail.whose_turn is Actor.PLAYER
    assert view.messages[-1] == "SUCCESS, GOLD COINS: 1"
    assert view.turn == 1 and not view.over
    assert view.seed == 104


def test_events_name_who_acted(placed_game):
    game = placed_game("corridor.txt", (1, 1), (4, 1))
    events = game.step(SPEC.parse("MOVE W"))
    assert [(event.kind, event.actor) for event in events] == [
        (EventKind.BLOCKED, Actor.PLAYER), (EventKind.MOVED, Actor.OPPONENT),
        (EventKind.WON, Actor.OPPONENT), (EventKind.ENDED, Actor.OPPONENT)]


def test_a_finished_game_scores_the_players_gold_and_a_quit_one_does_not(placed_game):
    won = placed_game("corridor.txt", (4, 1), (1, 1))
    say(won, "MOVE E")
    line = SPEC.score(won.view())
    assert line is not None and (line.score, line.who, line.reached) == (0, "won", "turn 1")
    lost = placed_game("corridor.txt", (1, 1), (4, 1))
    say(lost, "MOVE W")
    line = SPEC.score(lost.view())
    assert line is not None and (line.who, line.reached) == ("lost", "turn 1")
    quit_game = placed_game("corridor.txt", (1, 1), (4, 1))
    say(quit_game, "QUIT")
    assert SPEC.score(quit_game.view()) is None
