"""The maze in the terminal: the fogged board and HUD, refused input that costs no turn, the end, record and replay."""
import io
import json
import os
import subprocess
import sys

from game.core import Pos, Result
from game.maze.commands import Wait
from game.maze.spec import SPEC
from roguelike_client.play.session import Session
from roguelike_client.terminal.maze import play, render
from tests.maze.support import DATA, REPO, game_of, hero

SEED_21 = str(DATA / "seed_21.txt")


def run_lines(lines: str):
    session = Session.new(SPEC, 1, "seed_21.txt", (DATA / "seed_21.txt").read_text())
    out = io.StringIO()
    play(session, io.StringIO(lines), out)
    return out.getvalue(), session.view()


def main(*args, stdin=""):
    return subprocess.run([sys.executable, os.path.join(REPO, "main.py"), "--game", "maze", "--text", *args],
                          cwd=REPO, input=stdin, capture_output=True, text=True, timeout=60)


def test_the_board_is_fogged_beyond_range_3_with_the_hud():
    out, _ = run_lines("")
    lines = out.splitlines()
    assert lines[4] == " 0" + " " * 18
    assert lines[15] == "11          ..t@..1 "
    assert lines[16] == "Health 20/20  Score 0  Hammer 5  Scythe 5  Bow 5  Sword unlimited  Turn 0 / 150"
    assert lines[17].startswith("In view: potion at 11 9; treasure at 10 11; skeleton 6/6 at 8 8")
    assert lines[-2:] == ["End of input.", "Final score: 0"]


def test_bad_input_gets_one_line_and_costs_no_turn():
    out, view = run_lines("n\nfly\nMOVE 40 2\nATTACK 0 12 10\nATTACK 9 1 1\n")
    lines = out.splitlines()
    assert "An obstacle blocks the way." in lines
    assert any(line.startswith("Unknown command 'fly'.") for line in lines)
    assert "Coordinates 40 2 are off the grid (x 0-15, y 0-11)." in lines
    assert "The sword cannot reach (12, 10): it reaches one step left, right, up or down." in lines
    assert "Weapon 9 is not 0-3." in lines
    assert view.turn == 0


def test_a_monster_on_an_item_is_drawn_over_it():
    game = game_of(["H.t4"])
    assert render(game.view()).splitlines()[2] == " 0  @.t4" + " " * 12
    game.step(Wait())  # the vampire steps onto the treasure
    assert render(game.view()).splitlines()[2] == " 0  @.4." + " " * 12
    assert "treasure at 2 0; vampire 10/10 at 2 0" in render(game.view())


def test_a_move_that_cannot_bring_the_hero_nearer_is_refused_without_a_turn():
    game = game_of(["H..X.", "XXXXX"])
    game.step(SPEC.parse("MOVE 4 0"))
    game.step(SPEC.parse("MOVE 4 0"))
    events = game.step(SPEC.parse("MOVE 4 0"))
    assert hero(game) == (2, 0) and game.view().turn == 2
    assert events[0].text == "No step within your view brings you nearer to (4, 0)."


def test_moves_attacks_and_quit():
    out, view = run_lines("w\nwe\nATTACK 3 8 8\nq\nn\n")
    assert view.detail.hero == Pos(9, 11) and view.turn == 3 and view.result is Result.QUIT
    assert "You pick up a treasure: +100." in out and "Your bow hits the skeleton for 8." in out
    # The game's own line says it once; no second "You left the maze." follows it.
    assert out.endswith("You leave the maze.\nFinal score: " + str(view.score) + "\n")
    assert "You left the maze." not in out


def test_health_taken_below_0_by_the_last_blow_shows_as_0():
    # Eight vampires around the start hit for 24 in the first turn: the hero ends at -4.
    rows = ["444" + "." * 13, "4H4" + "." * 13, "444" + "." * 13] + ["." * 16] * 8 + ["." * 15 + "E"]
    session = Session.new(SPEC, 1, "vampires", "".join(row + "\n" for row in rows))
    out = io.StringIO()
    play(session, io.StringIO("wait\n"), out)
    assert session.view().result is Result.DIED and session.view().detail.health == -4
    huds = [line for line in out.getvalue().splitlines() if line.startswith("Health ")]
    assert huds[-1].startswith("Health 0/20  ") and "Health -" not in out.getvalue()


def test_a_seeded_game_is_the_same_every_time():
    first = main("--seed", "4", stdin="n\ne\ns\nw\nwait\n")
    second = main("--seed", "4", stdin="n\ne\ns\nw\nwait\n")
    assert first.returncode == 0 and first.stdout == second.stdout and "Final score:" in first.stdout


def test_record_and_replay_give_the_same_game(tmp_path):
    path = tmp_path / "maze.json"
    played = main("--map", SEED_21, "--seed", "9", "--record", str(path), stdin="w\nw\nfly\nATTACK 3 8 8\nn\nwait\n")
    record = json.loads(path.read_text())
    assert record["game"] == "maze" and record["commands"][2] == "fly" and record["map_text"].startswith(".XXt")
    replayed = main("--replay", str(path))
    assert replayed.returncode == 0 and replayed.stdout == played.stdout


def test_a_bot_game_replays_from_its_recorded_answers(tmp_path):
    path = tmp_path / "bot.json"
    played = main("--seed", "6", "--bot", f'"{sys.executable}" roguelike_client/bots/maze_bot.py', "--bot-timeout", "2000",
                  "--record", str(path))
    record = json.loads(path.read_text())
    assert record["options"]["bot"].endswith("roguelike_client/bots/maze_bot.py") and record["commands"]
    replayed = main("--replay", str(path))
    assert replayed.returncode == 0 and replayed.stdout == played.stdout


def test_a_timed_out_bot_game_replays_to_the_same_failure(tmp_path):
    path = tmp_path / "slow.json"
    played = main("--seed", "6", "--bot", "sleep 5", "--record", str(path))
    assert json.loads(path.read_text())["commands"] == ["FORFEIT timeout: no answer within 1000 ms (--bot-timeout MS allows more)"]
    replayed = main("--replay", str(path))
    assert replayed.stdout == played.stdout and played.stdout.endswith("Final score: -10000\n")
