"""Files a person named are never destroyed by another option: every file a run writes (--record, --save-layout,
--results, --screenshot) is checked against every file it reads (--map, --replay, --keys @FILE) and the others it
writes, through links too, and for a place it can be written, before anything runs: one line, status 2."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
posix_only = pytest.mark.skipif(os.name != "posix", reason="symbolic and hard links made by anyone are POSIX's")


def run(*args: str, cwd: Path, stdin: str = "") -> subprocess.CompletedProcess:
    env = {**os.environ, "ROGUELIKE_DATA_DIR": str(cwd / "data"), "SDL_VIDEODRIVER": "dummy",
           "SDL_AUDIODRIVER": "dummy"}
    return subprocess.run([sys.executable, str(ROOT / "main.py"), *args], input=stdin, capture_output=True,
                          text=True, timeout=120, env=env, cwd=cwd)


def refused(done: subprocess.CompletedProcess, *words: str) -> bool:
    line = done.stderr
    return (done.returncode == 2 and line.startswith("roguelike: ") and line.count("\n") == 1
            and all(word in line for word in words))


@pytest.fixture
def named(tmp_path) -> dict[str, bytes]:
    """A map, a key script and a record, as a person keeps them."""
    (tmp_path / "map.txt").write_bytes((ROOT / "maps" / "cc3k" / "default.txt").read_bytes())
    (tmp_path / "keys.txt").write_text("s,return,escape,escape")
    made = run("--text", "--seed", "3", "--record", "game.json", stdin="s\nq\n", cwd=tmp_path)
    assert made.returncode == 0, made.stderr
    return {name: (tmp_path / name).read_bytes() for name in ("map.txt", "keys.txt", "game.json")}


def unchanged(tmp_path: Path, named: dict[str, bytes]) -> bool:
    return all((tmp_path / name).read_bytes() == data for name, data in named.items())


@posix_only
def test_an_output_is_never_an_input_by_any_name(tmp_path, named):
    (tmp_path / "map-link.txt").symlink_to(tmp_path / "map.txt")
    os.link(tmp_path / "keys.txt", tmp_path / "keys-hard.txt")
    (tmp_path / "folder-link").symlink_to(tmp_path)
    cases = [
        (("--headless", "--map", "map.txt", "--screenshot", "map.txt"), "--screenshot map.txt", "the --map file"),
        (("--headless", "--map", "map.txt", "--screenshot", "map-link.txt"), "the --map file"),
        (("--headless", "--map", "map-link.txt", "--screenshot", "./map.txt"), "the --map file"),
        (("--headless", "--map", "map.txt", "--screenshot", "folder-link/map.txt"), "the --map file"),
        (("--headless", "--replay", "game.json", "--screenshot", "game.json"), "the --replay file"),
        (("--headless", "--keys", "@keys.txt", "--screenshot", "keys.txt"), "the --keys script"),
        (("--headless", "--keys", "@keys.txt", "--screenshot", "keys-hard.txt"), "the --keys script"),
        (("--headless", "--keys", "@keys.txt", "--record", "keys.txt"), "--record keys.txt", "the --keys script"),
        (("--text", "--map", "map.txt", "--record", "map-link.txt"), "--record map-link.txt", "the --map file"),
        (("--text", "--random-layout", "--save-layout", "game.json", "--record", "folder-link/game.json"),
         "--save-layout and --record both name game.json"),
        (("--headless", "--record", "new.json", "--screenshot", "./new.json"),
         "--screenshot and --record both name ./new.json"),
    ]
    for args, *words in cases:
        done = run(*args, cwd=tmp_path)
        assert refused(done, *words), (args, done.returncode, done.stderr)
        assert unchanged(tmp_path, named), args
    assert not (tmp_path / "new.json").exists() and not (tmp_path / "data" / "crashes").exists()


@posix_only
def test_an_output_needs_a_place_a_file_can_be_written(tmp_path, named):
    (tmp_path / "folder").mkdir()
    os.mkfifo(tmp_path / "fifo")
    cases = [
        (("--headless", "--screenshot", "no-such-folder/shot.png"), "does not exist"),
        (("--headless", "--screenshot", "folder"), "is a folder"),
        (("--headless", "--screenshot", "/dev/null"), "is a device"),
        (("--headless", "--screenshot", "fifo"), "is a FIFO"),
        (("--headless", "--screenshot", "map.txt/shot.png"), "is not a folder"),
        (("--text", "--record", "folder"), "is a folder"),
    ]
    for args, words in cases:
        done = run(*args, cwd=tmp_path)
        assert refused(done, words), (args, done.returncode, done.stderr)
    assert unchanged(tmp_path, named) and not (tmp_path / "no-such-folder").exists()
    assert not (tmp_path / "data" / "crashes").exists()          # said before the run: no crash at its end


def test_outputs_that_name_other_places_are_written(tmp_path, named):
    done = run("--headless", "--map", "map.txt", "--keys", "@keys.txt", "--record", "out/new.json", "--screenshot",
               "shot.png", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "shot.png").stat().st_size > 0 and unchanged(tmp_path, named)
