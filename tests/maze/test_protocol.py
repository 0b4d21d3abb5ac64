"""The bot protocol: the first-turn input of a known maze, answers read, and every kind of bad answer named."""
import pytest

from game.core import Pos
from game.maze.commands import Attack, Forfeit, Move, bot_answer, bot_command, format_command
from game.maze.protocol import BotError, time_limits, turn_input
from game.maze.spec import SPEC
from tests.maze.support import DATA, game_of, wait


def seed_21():
    return SPEC.new_game(SPEC.read_map((DATA / "seed_21.txt").read_text(), "seed_21.txt"), 21, {"bot": "bot"})


def test_first_turn_input_of_seed_21_matches_the_original_game():
    ours = turn_input(seed_21().view()).splitlines()
    original = (DATA / "seed_21_turn1_input.txt").read_text().splitlines()
    assert ours[:2] == original[:2] == ["11 11 20 0 5 5 5", "19"]
    assert ours == original   # line for line: the referee's HashSet order over the hero's view


def test_a_monster_on_an_item_gives_two_lines_for_its_cell():
    game = game_of(["H.t4"])
    wait(game)   # the vampire steps onto the treasure
    lines = turn_input(game.view()).splitlines()
    assert [line for line in lines if line.startswith("2 0 ")] == ["2 0 2 100", "2 0 11 10"]


@pytest.mark.parametrize("line,command", [
    ("MOVE 3 4", Move(Pos(3, 4))),
    ("MOVE 3 4\r\n", Move(Pos(3, 4))),
    ("MOVE 0 11 going  home ", Move(Pos(0, 11), "going  home")),
    ("ATTACK 3 15 0 fire!", Attack(3, Pos(15, 0), "fire!")),
    ("ATTACK 0 1 1", Attack(0, Pos(1, 1))),
    # The referee's Action.parse: Integer.parseInt takes a + sign, leading zeros and any script's digits; the
    # verb is trimmed (a tab before it is fine), the message too.
    ("MOVE +2 -0", Move(Pos(2, 0))),
    ("MOVE 007 \u0663", Move(Pos(7, 3))),
    ("\tMOVE 3 4", Move(Pos(3, 4))),
    ("MOVE 3 4 ", Move(Pos(3, 4))),
    ("ATTACK 1 3 4 \thi  there \t", Attack(1, Pos(3, 4), "hi  there")),
])
def test_good_answers(line, command):
    assert bot_answer(line) == command
    assert bot_answer(format_command(command)) == command
    assert SPEC.parse(line) == command


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
    # Words are split at single spaces, as the referee splits them: two spaces make an empty word, a tab is
    # part of its word, a space before the verb makes the verb empty.
    ("MOVE  3 4", "bad number '' for x"),
    ("MOVE 3  4", "bad number '' for y"),
    (" MOVE 3 4", "bad line"),
    ("MOVE\t3 4", "bad line"),
    ("MOVE 3\t4", "MOVE needs x and y"),
    ("MOVE 3 4\tgo", "for y"),
    ("MOVE + 3", "for x"),
    ("MOVE 3_0 4", "bad number '3_0' for x"),
    ("MOVE 2147483648 0", "too large"),
    ("ATTACK 9 16 0", "off the grid"),   # the referee checks the cell before the weapon
])
def test_bad_answers_say_what_is_wrong(line, reason):
    with pytest.raises(BotError, match=reason):
        bot_answer(line)
    forfeit = bot_command(line)
    assert isinstance(forfeit, Forfeit) and reason in forfeit.reason


def test_time_limits_are_relaxed_never_tightened_by_bot_timeout():
    assert time_limits(None) == (1.0, 0.05)
    assert time_limits(10) == (1.0, 0.05)
    assert time_limits(200) == (1.0, 0.2)
    assert time_limits(3000) == (3.0, 3.0)
    assert SPEC.bot.time_limits({"bot_timeout": 200}) == (1.0, 0.2)
