"""The terminal game as a player types it: the race prompt, bad commands, play again, colours, end of input."""
import io

from game.cc3k.spec import SPEC
from roguelike_client.play.session import Session
from roguelike_client.terminal.cc3k import AGAIN_PROMPT, RACE_PROMPT, play
from tests.cc3k.helpers import floor_text


def run(lines: str, objects=None, colour=False) -> str:
    session = Session.new(SPEC, 1, "t", floor_text(objects or {(3, 4): "@", (4, 4): "\\"}) * 5)
    out = io.StringIO()
    play(session, io.StringIO(lines), out, colour)
    return out.getvalue()


def test_race_prompt_ignores_other_input_and_quits_on_q_or_end_of_input():
    assert run("x\nhello\nq\n") == RACE_PROMPT + "\nGoodbye.\n"
    assert run("") == RACE_PROMPT + "\n"


def test_each_command_redraws_board_and_hud():
    screens = run("s\nea\n".replace("ea", "so")).split(RACE_PROMPT + "\n")[1]
    lines = screens.splitlines()
    assert len(lines) == 60
    assert lines[29] == "Action: Player character has spawned." and lines[59] == "Action: PC moves South."


def test_a_bad_command_is_explained_in_one_line_and_costs_no_turn():
    out = run("s\nfly\na up\nq\n").splitlines()
    assert out[60] == ("Action: Unknown command 'fly'; commands: no so ea we ne nw se sw (move), u <dir> (use a potion), "
                       "a <dir> (attack), f (freeze enemies), r (restart), q (quit).")
    assert out[90] == "Action: 'a' needs one direction to attack: no so ea we ne nw se sw."
    assert out[-1] == "PC admits defeat."


def test_after_a_win_play_again_goes_back_to_the_race_prompt():
    out = run("s\nea\nea\nea\nea\nea\nmaybe\nr\nq\n")
    assert "You won! Score: 0\n" + AGAIN_PROMPT + "\n" + AGAIN_PROMPT + "\n" in out
    assert out.endswith("The game restarts. Choose a race.\n" + RACE_PROMPT + "\nGoodbye.\n")


def test_colour_codes_only_when_asked():
    assert "\x1b[" not in run("s\nq\n")
    assert "\x1b[1;34m@" in run("s\nq\n", colour=True)
