"""Dooom replies, exactly as the rulings list them: HELLO, MOVE, PICKUP, LOOK, QUIT, WIN/LOSE and refused lines."""
from __future__ import annotations

import pytest

from game.core import EventKind, Pos
from game.dooom.mapfile import load_dungeon
from game.dooom.protocol import parse_command
from game.dooom.rules import BOT, PLAYER, DooomGame
from tests.dooom.support import DATA


def say(game: DooomGame, line: str) -> list[str]:
    """What the player reads after sending one line."""
    return [event.text for event in game.step(parse_command(line)) if event.text]


def test_hello_tells_the_gold_needed(placed_game):
    assert say(placed_game("small_labyrinth.txt", None, None), "HELLO") == ["GOLD 6"]
    assert say(placed_game("corridor.txt", None, None), "HELLO") == ["GOLD 0"]


def test_move_onto_floor_succeeds_and_moves_the_player(placed_game):
    game = placed_game("open_field.txt", (1, 1), (4, 2))
    assert say(game, "MOVE N") == ["SUCCESS"]
    assert game.positions[PLAYER] == Pos(1, 0)


@pytest.mark.parametrize("line", ["MOVE N", "MOVE W"])
def test_move_off_the_edge_fails(placed_game, line):
    game = placed_game("open_field.txt", (0, 0), (4, 2))
    assert say(game, line) == ["FAIL"]
    assert game.positions[PLAYER] == Pos(0, 0)


def test_move_into_a_wall_fails(placed_game):
    game = placed_game("corridor.txt", (2, 1), (1, 1))
    assert say(game, "MOVE S") == ["FAIL"]
    assert game.positions[PLAYER] == Pos(2, 1)


def test_move_onto_the_bot_fails(placed_game):
    game = placed_game("open_field.txt", (0, 1), (1, 1))
    assert say(game, "MOVE E") == ["FAIL"]
    assert game.positions[PLAYER] == Pos(0, 1)


def test_pickup_on_gold_then_on_the_emptied_tile(placed_game):
    game = placed_game("open_field.txt", (0, 0), (4, 2))
    assert say(game, "PICKUP") == ["SUCCESS, GOLD COINS: 1"]
    assert game.map_rows()[0][0] == "P"
    assert say(game, "MOVE S") == ["SUCCESS"]
    assert game.map_rows()[0][0] == "."
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
    assert game.look_rows(BOT) == ["X###X", "#####", "#PG..", "#.#.#", "X.#.X"]


def test_look_costs_no_turn_and_is_kept_for_the_window(placed_game):
    game = placed_game("corridor.txt", (1, 1), (4, 1))
    say(game, "LOOK")
    assert not game.over
    assert game.view().extra["look"] == ("X###X", "#####", "##...", "#####", "X###X")


def test_landing_on_the_exit_with_enough_gold_wins(placed_game):
    game = placed_game("corridor.txt", (4, 1), (1, 1))
    assert say(game, "MOVE E") == ["SUCCESS", "WIN"]
    assert game.over and game.result == "win"
    assert say(game, "HELLO") == ["FAIL"]


def test_an_exit_without_enough_gold_stays_an_exit(placed_game):
    game = placed_game("open_field.txt", (3, 0), (2, 2))
    assert say(game, "MOVE E") == ["SUCCESS"]
    assert not game.over
    assert say(game, "MOVE W") == ["SUCCESS"]
    assert game.map_rows()[0][3:] == "PE"


def test_the_bot_reaching_the_exit_with_enough_gold_loses_the_game(placed_game):
    game = placed_game("corridor.txt", (1, 1), (4, 1))
    assert say(game, "MOVE W") == ["FAIL", "LOSE"]
    assert game.over and game.result == "lose"
    assert game.view().extra["winner"] == BOT


def test_quit_ends_the_game_without_a_reply(placed_game):
    game = placed_game("corridor.txt", (1, 1), (4, 1))
    events = game.step(parse_command("QUIT"))
    assert [event.kind for event in events] == [EventKind.ENDED]
    assert say(game, "HELLO") == ["FAIL"]
    assert game.view().over and game.view().result == "quit"


BAD_LINES = ["hello", "Move N", "MOVE", "MOVE N E", "MOVE NE", "MOVE n", "MOVE X", "JUMP", "", " HELLO",
             "HELLO ", "PICKUP 1", "LOOK now", "MOVE  N", "QUIT now", "MOVE\tN", "GOLD 3"]


@pytest.mark.parametrize("line", BAD_LINES)
def test_bad_lines_fail_and_cost_no_turn(placed_game, line):
    # The bot stands next to the exit needing no gold: had the line cost a turn, it would have left.
    game = placed_game("corridor.txt", (1, 1), (4, 1))
    events = game.step(parse_command(line))
    assert [(event.kind, event.text) for event in events] == [(EventKind.INVALID, "FAIL")]
    assert not game.over
    assert game.positions[BOT] == Pos(4, 1)
    assert game.view().turn == 0


def test_random_starts_are_open_distinct_and_repeat_with_the_seed():
    dungeon = load_dungeon(str(DATA / "very_small_labyrinth.txt"))
    starts = []
    for seed in range(200):
        game = DooomGame(dungeon, seed)
        player, bot = game.positions[PLAYER], game.positions[BOT]
        assert dungeon.rows[player.y][player.x] != "#" and dungeon.rows[bot.y][bot.x] != "#"
        assert player != bot
        assert DooomGame(dungeon, seed).positions == game.positions
        starts.append(player)
    assert len(set(starts)) > 50


def test_the_same_seed_and_commands_replay_the_same_game():
    dungeon = load_dungeon(str(DATA / "small_labyrinth.txt"))
    lines = ["MOVE N", "MOVE E", "LOOK", "PICKUP", "MOVE S", "MOVE W", "HELLO"] * 15

    def replay():
        game = DooomGame(dungeon, 42)
        return [(say(game, line), game.map_rows()) for line in lines]

    assert replay() == replay()


def test_view_has_the_map_both_actors_the_gold_and_whose_turn(placed_game):
    game = placed_game("open_field.txt", (0, 0), (4, 2))
    say(game, "PICKUP")
    view = game.view()
    assert (view.width, view.height) == (5, 3)
    assert view.cells[0] == "....E"
    assert {(entity.glyph, entity.kind) for entity in view.entities} == {("P", "player"), ("B", "bot")}
    assert view.extra["player_gold"] == 1 and view.extra["win"] == 1
    assert view.extra["whose_turn"] == PLAYER
    assert view.messages[-1] == "SUCCESS, GOLD COINS: 1"
    assert view.turn == 1 and not view.over
