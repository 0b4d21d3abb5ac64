"""Maps shipped with the program, found by name from any folder: `--map large.txt` (or the checkout's path to it,
as the README writes it) plays the shipped map when no such file is in the current folder; a file that is there
wins."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from game.registry import GAMES
from roguelike_client.play.maps import load_map, shipped_maps

ROOT = Path(__file__).resolve().parent.parent


def dooom(folder: Path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, str(ROOT / "main.py"), "--game", "dooom", "--quiet", *args], cwd=folder,
                          input="HELLO\nLOOK\nQUIT\n", capture_output=True, text=True, timeout=60)


def test_every_game_lists_its_shipped_maps_and_each_is_found_by_its_file_name(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert shipped_maps("dooom") == ["dooom/large.txt", "dooom/medium.txt", "dooom/small.txt"]
    assert "cc3k/default.txt" in shipped_maps("cc3k") and "maze/seed_11.txt" in shipped_maps("maze")
    for game in ("cc3k", "dooom", "maze"):
        for name in shipped_maps(game):
            shipped = (ROOT / "maps" / name).read_text(encoding="utf-8")
            for given in (name.rpartition("/")[2], f"maps/{name}"):
                assert load_map(GAMES[game], given)[:2] == (f"maps/{name}", shipped)


def test_the_readmes_map_path_plays_the_shipped_map_from_an_empty_folder(tmp_path):
    from_checkout = dooom(ROOT, "--map", "maps/dooom/large.txt")
    for given in ("maps/dooom/large.txt", "large.txt"):
        played = dooom(tmp_path, "--map", given, "--seed", "3")
        assert played.returncode == 0, played.stderr
        assert played.stdout == dooom(ROOT, "--map", "maps/dooom/large.txt", "--seed", "3").stdout
    assert from_checkout.returncode == 0 and list(tmp_path.iterdir()) == []


def test_a_file_in_the_current_folder_wins_over_a_shipped_map_of_the_same_name(tmp_path):
    (tmp_path / "small.txt").write_text("name Mine\nwin 1\n#####\n#GE.#\n#####\n")
    played = dooom(tmp_path, "--map", "small.txt", "--seed", "3")
    assert played.returncode == 0, played.stderr
    assert played.stdout != dooom(tmp_path, "--map", "maps/dooom/small.txt", "--seed", "3").stdout


@pytest.mark.parametrize("given", ["nowhere.txt", "maps/maze/seed_11.txt"])
def test_a_name_no_file_and_no_map_of_the_game_has_is_one_line(tmp_path, given):
    played = dooom(tmp_path, "--map", given)
    assert played.returncode == 2 and played.stderr == (
        f"roguelike: --map {given}: no such file, and no dooom map ships by that name "
        "(roguelike --list-maps lists the shipped maps)\n")


def test_the_product_cards_command_plays_the_shipped_example_floors_as_typed():
    """`python main.py --map floors.txt --seed 7` in a checkout: five floors of the rule book's chambers, each with
    objects placed by hand (floor 1: the PC in the top-left chamber, the stairs in the bottom-right)."""
    typed = subprocess.run([sys.executable, "main.py", "--text", "--map", "floors.txt", "--seed", "7"], cwd=ROOT,
                           input="s\nq\n", capture_output=True, text=True, timeout=60)
    assert typed.returncode == 0, typed.stderr
    board = [line for line in typed.stdout.splitlines() if line.startswith("|")]
    assert board[3] == "| |.@........................|        |.......................|               |"
    assert "\\" in board[20]
    assert len(GAMES["cc3k"].read_map((ROOT / "maps" / "cc3k" / "floors.txt").read_text(), "floors.txt")) == 5
