"""The two corners where the project read a bot's line otherwise than the referee (acatai/CodeKeeper-TheHero, run on
CodinGame's Java runner): a carriage return alone ends a line (Java's BufferedReader.readLine), and Integer.parseInt
takes decimal digits of any script inside the Basic Multilingual Plane only (a digit beyond it, such as U+1D7D1, is
two UTF-16 surrogates, neither a digit). Both games end at -10000 in the referee, on seed 20, as here."""
import os
import subprocess
import sys

import pytest

from game.maze.protocol import BotError, read_answer
from tests.maze.support import REPO, bot_program


def maze_with(bot: str, seed: str = "20") -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, os.path.join(REPO, "main.py"), "--game", "maze", "--text", "--seed", seed,
                           "--bot-timeout", "2000", "--bot", bot], cwd=REPO, capture_output=True, text=True, timeout=120)


def test_a_carriage_return_alone_ends_a_line_so_the_bot_first_answers_an_empty_one(tmp_path):
    bot = bot_program(tmp_path, "    sys.stdout.write('\\rMOVE 5 1\\n')\n    sys.stdout.flush()\n")
    played = maze_with(bot)
    assert played.returncode == 0, played.stderr
    assert played.stdout.splitlines()[-1] == "Final score: -10000"


def test_a_line_ended_by_a_carriage_return_and_a_line_feed_is_one_line(tmp_path):
    bot = bot_program(tmp_path, "    sys.stdout.write('MOVE 5 1\\r\\n')\n    sys.stdout.flush()\n")
    played = maze_with(bot)
    assert played.returncode == 0 and played.stdout.splitlines()[-1] != "Final score: -10000", played.stdout[-300:]


@pytest.mark.parametrize("digit", ["\U0001D7D1", "\U0001D7DB"])      # MATHEMATICAL BOLD / DOUBLE-STRUCK DIGIT THREE
def test_a_digit_beyond_the_basic_multilingual_plane_is_no_number(digit):
    with pytest.raises(BotError, match="bad number"):
        read_answer(f"MOVE {digit} 11")


def test_digits_of_other_scripts_inside_the_plane_are_read_as_java_reads_them():
    assert read_answer("MOVE \u0663 11").numbers == (3, 11)              # ARABIC-INDIC DIGIT THREE
    assert read_answer("MOVE \uff13 11").numbers == (3, 11)              # FULLWIDTH DIGIT THREE


def test_a_bot_answering_a_digit_beyond_the_plane_ends_its_game_at_minus_10000(tmp_path):
    bot = bot_program(tmp_path, "    print('MOVE \\U0001D7D1 11', flush=True)\n")
    played = maze_with(bot)
    assert played.returncode == 0, played.stderr
    assert played.stdout.splitlines()[-1] == "Final score: -10000"
