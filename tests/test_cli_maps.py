"""--list-maps lists every game's shipped maps with a line on each and exits 0; a --map that is neither a file nor a
shipped map is one line that points to --list-maps."""
import os
import subprocess
import sys

MAIN = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "main.py")


def run(folder, *args):
    return subprocess.run([sys.executable, MAIN, *args], cwd=folder, capture_output=True, text=True, timeout=60)


def test_list_maps_names_every_shipped_map_with_what_it_is(tmp_path):
    listed = run(tmp_path, "--list-maps")
    assert listed.returncode == 0 and listed.stderr == ""
    lines = listed.stdout.splitlines()
    assert lines[0] == "cc3k: ChamberCrawler3000"
    assert any(line.split()[0] == "default.txt" and "the rule book's floor" in line for line in lines)
    assert any(line.split()[0] == "floors.txt" and "5 floors with objects placed by hand" in line for line in lines)
    assert any(line.split()[0] == "large.txt" and '"Endless Warrens of Dooom": 71x31' in line for line in lines)
    assert any(line.split()[0] == "seed_11.txt" and "16x12" in line for line in lines)
    assert "--map NAME" in lines[-1]
    assert list(tmp_path.iterdir()) == []


def test_list_maps_of_one_game(tmp_path):
    listed = run(tmp_path, "--game", "dooom", "--list-maps")
    assert listed.returncode == 0
    assert listed.stdout.startswith("dooom: ") and "cc3k" not in listed.stdout and "seed_11" not in listed.stdout


def test_list_maps_with_a_game_to_play_is_a_mistake(tmp_path):
    mixed = run(tmp_path, "--list-maps", "--seed", "3")
    assert mixed.returncode == 2 and mixed.stdout == "" and mixed.stderr.count("\n") == 1


def test_a_map_that_is_no_file_and_no_shipped_map_says_so_and_names_list_maps(tmp_path):
    missing = run(tmp_path, "--game", "dooom", "--text", "--map", "nowhere.txt")
    assert missing.returncode == 2 and missing.stdout == ""
    assert missing.stderr == ("roguelike: --map nowhere.txt: no such file, and no dooom map ships by that name "
                              "(roguelike --list-maps lists the shipped maps)\n")
    # The window is told the same before it opens.
    window = run(tmp_path, "--game", "maze", "--headless", "--map", "seed_99.txt")
    assert window.returncode == 2 and "--list-maps" in window.stderr and window.stderr.count("\n") == 1
