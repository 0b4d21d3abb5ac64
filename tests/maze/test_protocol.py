"""The bot protocol: the first-turn input of a known maze, answers parsed, and every kind of bad answer named."""
import pytest

from game.core import Pos
from game.maze.mapfile import parse_maze
from game.maze.protocol import BotError, format_answer, parse_answer, time_limits, turn_input
from game.maze.rules import Attack, MazeGame, Move
from tests.maze.support import DATA


def seed_21() -> MazeGame:
    return MazeGame(parse_maze((DATA / "seed_21.txt").read_text(), "seed_21.txt"), 21)


def test_first_turn_input_of_seed_21_matches_the_original_game():
    ours = turn_input(seed_21()).splitlines()
    original = (DATA / "seed_21_turn1_input.txt").read_text().splitlines()
    assert ours[:2] == original[:2] == ["11 11 20 0 5 5 5", "19"]
    assert sorted(ours[2:]) == sorted(original[2:])


def test_a_monster_on_an_item_gives_two_lines_for_its_cell():
    game = seed_21()
    box = game.monster_at.pop(Pos(12, 9))
    box.pos = Pos(10, 11)
    game.monster_at[box.pos] = box
    lines = turn_input(game).splitlines()
    assert [line for line in lines if line.startswith("10 11 ")] == ["10 11 2 100", "10 11 7 1"]


@pytest.mark.parametrize("line,command", [
    ("MOVE 3 4", Move(Pos(3, 4))),
    ("MOVE 3 4\r\n", Move(Pos(3, 4))),
    ("MOVE 0 11 going  home ", Move(Pos(0, 11), "going  home")),
    ("ATTACK 3 15 0 fire!", Attack(3, Pos(15, 0), "fire!")),
    ("ATTACK 0 1 1", Attack(0, Pos(1, 1))),
])
def test_good_answers(line, command):
    assert parse_answer(line) == command
    assert parse_answer(format_answer(command)) == command


@pytest.mark.parametrize("line,reason", [
    ("", "bad line"),
    ("move 3 4", "bad line"),
    ("JUMP 3 4", "bad line"),
    ("MOVE 3", "MOVE needs x and y"),
    ("ATTACK 1 3", "ATTACK needs a weapon, x and y"),
    ("MOVE three 4", "bad number 'three' for x"),
    ("MOVE 3 4.0", "bad number '4.0' for y"),
    ("ATTACK one 3 4", "bad number 'one' for the weapon"),
    ("MOVE 16 0", "off the grid"),
    ("MOVE 0 -1", "off the grid"),
    ("ATTACK 4 3 4", "weapon 4 is not 0-3"),
    ("ATTACK -1 3 4", "weapon -1 is not 0-3"),
])
def test_bad_answers_say_what_is_wrong(line, reason):
    with pytest.raises(BotError, match=reason):
        parse_answer(line)


def test_time_limits_are_relaxed_never_tightened_by_bot_timeout():
    assert time_limits(None) == (1.0, 0.05)
    assert time_limits(10) == (1.0, 0.05)
    assert time_limits(200) == (1.0, 0.2)
    assert time_limits(3000) == (3.0, 3.0)
