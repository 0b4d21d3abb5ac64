"""The window run headless from the command line: keys fed from the options, the last frame saved as a PNG."""
import json
import os
import subprocess
import sys

import pygame

from tests.window.conftest import DATA

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def main(*args):
    env = dict(os.environ)   # the conftest points ROGUELIKE_DATA_DIR at this test's own folder
    return subprocess.run([sys.executable, os.path.join(ROOT, "main.py"), *args],
                          capture_output=True, text=True, timeout=120, env=env)


def test_keys_and_screenshot(tmp_path):
    shot = tmp_path / "out.png"
    done = main("--headless", "--map", str(DATA / "known.txt"), "--seed", "7", "--keys", "s,return,l,a l", "--screenshot", str(shot))
    assert done.returncode == 0, done.stderr
    image = pygame.image.load(str(shot))
    assert image.get_size() == (1296, 640)
    colours = {image.get_at((x, y))[:3] for x in range(0, 1296, 7) for y in range(0, 440, 7)}
    assert len(colours) > 5   # a board was drawn, not a blank frame


def test_key_script_file(tmp_path):
    script = tmp_path / "keys.txt"
    script.write_text("# pick a drow (its letter shows it, Enter plays it), then walk east and back\nd, return\nl, h\n")
    shot = tmp_path / "out.png"
    done = main("--headless", "--map", str(DATA / "known.txt"), "--keys", f"@{script}", "--screenshot", str(shot))
    assert done.returncode == 0 and shot.exists()


def test_bad_keys_and_bad_maps_are_one_line_and_status_2(tmp_path):
    done = main("--headless", "--keys", "s,zz")
    assert done.returncode == 2 and done.stderr == "--keys: unknown key name 'zz'\n"
    missing = main("--headless", "--keys", f"@{tmp_path / 'none.txt'}")
    assert missing.returncode == 2 and missing.stderr.startswith(f"{tmp_path / 'none.txt'}: cannot read key script")
    bad_map = tmp_path / "bad.txt"
    bad_map.write_text("|--Z\n")
    done = main("--headless", "--map", str(bad_map))
    assert done.returncode == 2 and done.stderr == f"{bad_map}:2:1: floor 1 ends after 1 line, a floor needs 25\n"


def test_record_from_the_window_replays_in_the_terminal(tmp_path):
    record = tmp_path / "game.json"
    done = main("--headless", "--map", str(DATA / "known.txt"), "--seed", "5", "--record", str(record),
                "--keys", "s,return,l,j,a l,p j,escape,y")
    assert done.returncode == 0, done.stderr
    replayed = main("--text", "--replay", str(record))
    assert replayed.returncode == 0 and replayed.stderr == ""


def test_a_headless_run_never_touches_the_players_own_files(tmp_path):
    env = {k: v for k, v in os.environ.items() if k != "ROGUELIKE_DATA_DIR"}
    env.update(HOME=str(tmp_path), XDG_DATA_HOME=str(tmp_path / "share"))
    done = subprocess.run([sys.executable, os.path.join(ROOT, "main.py"), "--headless", "--map", str(DATA / "known.txt"),
                           "--keys", "s,return,t,l,q,y"], capture_output=True, text=True, timeout=120, env=env)
    assert done.returncode == 0, done.stderr
    assert not (tmp_path / "share").exists() and not (tmp_path / ".local").exists()


def test_a_bad_map_is_reported_before_any_window_opens(tmp_path, monkeypatch, capsys):
    import graphics.opening
    from tests.window.conftest import make_args

    def no_window(*args, **kwargs):
        raise AssertionError("a window was opened for a map that cannot be played")

    from game.cc3k.spec import SPEC

    monkeypatch.setattr(graphics.opening, "App", no_window)
    bad_map = tmp_path / "bad.txt"
    bad_map.write_text("|--Z\n")
    assert graphics.opening.run(SPEC, make_args(map=str(bad_map), headless=False)) == 2
    assert capsys.readouterr().err == f"{bad_map}:2:1: floor 1 ends after 1 line, a floor needs 25\n"


def test_tiles_and_cell_size_from_the_command_line(tmp_path):
    glyphs, tiles = tmp_path / "glyphs.png", tmp_path / "tiles.png"
    for shot, extra in ((glyphs, []), (tiles, ["--tiles"])):
        done = main("--headless", "--map", str(DATA / "known.txt"), "--keys", "s,return", "--screenshot", str(shot), *extra)
        assert done.returncode == 0, done.stderr
    assert pygame.image.tobytes(pygame.image.load(str(glyphs)), "RGB") != pygame.image.tobytes(pygame.image.load(str(tiles)), "RGB")
    refused = main("--headless", "--cell-size", "3")
    assert refused.returncode == 2 and "--cell-size: 3 is not between 8 and 64" in refused.stderr


def test_a_screenshot_without_keys_draws_the_first_screen_and_ends(tmp_path):
    shot = tmp_path / "first.png"
    done = main("--headless", "--map", str(DATA / "known.txt"), "--screenshot", str(shot))
    assert done.returncode == 0 and pygame.image.load(str(shot)).get_size() == (1296, 640)


def test_without_a_display_the_window_says_so_in_one_line(tmp_path):
    """No display named, or one named that cannot be reached: one line, never an invisible window."""
    bare = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER")}
    for env in (bare, {**bare, "DISPLAY": ":4321"}):
        done = subprocess.run([sys.executable, os.path.join(ROOT, "main.py")], capture_output=True, text=True,
                              timeout=60, env=env, stdin=subprocess.DEVNULL)
        assert done.returncode == 2 and done.stderr.count("\n") == 1, done.stderr
        assert "no display" in done.stderr and "--text" in done.stderr and "--headless" in done.stderr


def test_a_record_of_any_game_replays_without_naming_its_game(tmp_path):
    for game, lines in (("maze", "n\ne\nq\n"), ("dooom", "HELLO\nMOVE N\nQUIT\n")):
        record = tmp_path / f"{game}.json"
        played = subprocess.run([sys.executable, os.path.join(ROOT, "main.py"), "--game", game, "--text", "--seed", "4",
                                 "--record", str(record)], input=lines, capture_output=True, text=True, timeout=60)
        assert played.returncode == 0, played.stderr
        for window in ((), ("--headless",)):
            replayed = main("--replay", str(record), *window, *(() if window else ("--text",)))
            assert replayed.returncode == 0 and replayed.stderr == "", (game, window, replayed.stderr)


def test_every_game_of_a_window_goes_to_its_own_record_file(tmp_path):
    """--record FILE in the window: the first game to FILE, the next (play again, or a new game) to FILE-2, ..."""
    record = tmp_path / "w.json"
    done = main("--headless", "--map", str(DATA / "quick_win.txt"), "--seed", "9", "--record", str(record),
                "--keys", "s,return,l,l,l,l,l,r,d,return,l,l,l,l,l,r,t,return,l")
    assert done.returncode == 0, done.stderr
    seeds = [json.loads(path.read_text())["seed"] for path in (record, tmp_path / "w-2.json", tmp_path / "w-3.json")]
    assert seeds == [9, 10, 11]
    for path in (record, tmp_path / "w-2.json", tmp_path / "w-3.json"):
        replayed = main("--text", "--replay", str(path))
        assert replayed.returncode == 0 and replayed.stderr == "", replayed.stderr
