"""Text from outside printed by the terminal: a bot's message, a record's lines, what is typed and a bot's command
reach standard output only as shown() makes them, so no escape reaches the terminal and no line is forged."""
import io
import json
import os
import subprocess
import sys
import unicodedata

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.cc3k.spec import SPEC as CC3K
from game.maze.spec import SPEC as MAZE
from roguelike_client.play.session import Session
from roguelike_client.terminal import cc3k as cc3k_terminal
from roguelike_client.terminal import generic, maze
from tests.cc3k.helpers import floor_text
from tests.maze.support import DATA, REPO, bot_program
from tests.stubgame.spec import SPEC as CORRIDOR

FORGED = "Final score: 99999"
# What a bot may say to forge a line: a carriage return (alone, or after an escape that clears the line), a
# vertical tab, a form feed, C1's next line, the line and paragraph separators, and escapes that move the cursor.
HOSTILE = ("\r" + FORGED, "x\r" + FORGED, "\x1b[2K\r" + FORGED, "\x1b[1A\x1b[2K" + FORGED, "\x0b" + FORGED,
           "\x0c" + FORGED, "\x85" + FORGED, "\u2028" + FORGED, "\u2029" + FORGED, "\x1b]0;title\x07", "a\x00b",
           "\u202e" + FORGED[::-1])
ANY_TEXT = st.text(st.characters(codec=None, exclude_categories=()), max_size=200)
ONE_LINE = ANY_TEXT.map(lambda text: text.replace("\n", " "))
FUZZ = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def assert_safe(out: str) -> None:
    """Nothing a terminal acts on but the line ends, and no line but the last says the final score."""
    bad = [char for char in out if char != "\n" and unicodedata.category(char) in ("Cc", "Cs", "Zl", "Zp")]
    assert not bad, f"{bad[:5]!r} reached the output"
    assert not any(unicodedata.category(char) == "Cf" for char in out.replace("\u200d", ""))
    lines = out.splitlines()      # Python's line breaks are every terminal's and more (\x1c, \x85, \u2028, ...)
    assert lines == out.removesuffix("\n").split("\n") or out == ""


def assert_one_final_score(out: str) -> None:
    assert_safe(out)
    lines = out.splitlines()
    assert lines[-1].startswith("Final score: ") and lines[-1] != FORGED
    assert [line for line in lines if line.startswith("Final score")] == [lines[-1]]


def cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, os.path.join(REPO, "main.py"), "--game", "maze", "--text", *args],
                          cwd=REPO, capture_output=True, timeout=120)


def test_a_bot_that_tries_to_forge_the_final_score_cannot(tmp_path):
    # A carriage return ends the bot's line, as in the referee (test_referee_corners.py): the rest is its next answer.
    # Each message starts with x, which the referee's trimming of the message leaves there, with what follows it.
    within_a_line = ["x" + said for said in HOSTILE if "\r" not in said]
    liar = bot_program(tmp_path, "    sys.stdout.buffer.write(f'MOVE {x} {y} {said[turn % len(said)]}\\n'.encode('utf-8'))\n"
                                 "    sys.stdout.flush()\n", prelude=f"said = {within_a_line!r}\n", name="liar")
    record = tmp_path / "liar.json"
    played = cli("--seed", "3", "--bot", liar, "--bot-timeout", "2000", "--record", str(record))
    assert played.returncode == 0, played.stderr
    assert b"\x1b" not in played.stdout and b"\r" not in played.stdout
    out = played.stdout.decode("utf-8")
    assert_one_final_score(out)
    assert "(x\\u2028" + FORGED + ")" in out and "(x\\x0b" + FORGED + ")" in out
    # The record keeps what the bot said; its replay prints the same safe lines.
    assert "x\u2028" + FORGED in " ".join(json.loads(record.read_text(encoding="utf-8"))["commands"])
    replayed = cli("--replay", str(record))
    assert replayed.returncode == 0 and replayed.stdout == played.stdout


def test_a_bot_whose_carriage_return_starts_a_forged_line_loses_its_game_and_forges_nothing(tmp_path):
    liar = bot_program(tmp_path, "    sys.stdout.write(f'MOVE {x} {y} x\\r" + FORGED + "\\n')\n    sys.stdout.flush()\n",
                       name="liar")
    played = cli("--seed", "3", "--bot", liar, "--bot-timeout", "2000")
    assert played.returncode == 0, played.stderr
    out = played.stdout.decode("utf-8")
    assert_one_final_score(out)
    assert out.splitlines()[-1] == "Final score: -10000" and "bad line 'Final score: 99999'" in out


def test_a_bots_command_in_a_match_report_is_shown_on_its_own_line(tmp_path):
    bot = tmp_path / "still.py"
    bot.write_text("import sys\nfor line in sys.stdin:\n    print('FORFEIT', flush=True)\n")
    command = f'"{sys.executable}" "{bot}" "\x1b[2J\r{FORGED}"'
    played = cli("--seed", "3", "--bot", command, "--bot", command)
    assert b"\x1b" not in played.stdout and b"\r" not in played.stdout
    assert_safe(played.stdout.decode("utf-8"))


@FUZZ
@given(st.lists(st.tuples(st.sampled_from(["MOVE 1 1 ", "ATTACK 0 2 1 ", "FORFEIT ", ""]), ONE_LINE), max_size=6))
def test_any_recorded_bot_answers_print_safely(answers):
    session = Session.new(MAZE, 1, "maze_small.txt", (DATA.parent.parent / "window" / "data" / "maze_small.txt")
                          .read_text(), {"bot": "a bot"})
    out = io.StringIO()
    maze.play_bot(session, out, [verb + text for verb, text in answers])
    assert_one_final_score(out.getvalue())


@FUZZ
@given(st.lists(ANY_TEXT, max_size=6))
def test_anything_typed_in_the_maze_prints_safely(lines):
    session = Session.new(MAZE, 1, "seed_21.txt", (DATA / "seed_21.txt").read_text())
    out = io.StringIO()
    maze.play(session, [line.replace("\n", " ") for line in lines], out)
    assert_one_final_score(out.getvalue())


@FUZZ
@given(st.lists(ONE_LINE, max_size=6))
def test_anything_typed_in_cc3k_prints_safely(lines):
    session = Session.new(CC3K, 1, "t", floor_text({(3, 4): "@", (4, 4): "\\"}) * 5)
    out = io.StringIO()
    cc3k_terminal.play(session, ["s", *lines], out)
    assert_safe(out.getvalue())


@FUZZ
@given(st.lists(ONE_LINE.map(lambda text: "forfeit " + text) | ONE_LINE, max_size=4))
def test_anything_a_game_of_its_own_says_prints_safely(lines):
    session = Session.new(CORRIDOR, 1, "corridor", "......")
    out = generic.render(session.view())
    for line in lines:
        session.submit(line)
        out += generic.render(session.view())
    assert_safe(out)


def test_ordinary_text_prints_as_it_is():
    session = Session.new(CORRIDOR, 1, "corridor", "......")
    session.submit("forfeit Café 迷路 😀 (x2)")
    assert generic.render(session.view()).splitlines()[-1] == "Café 迷路 😀 (x2)"
