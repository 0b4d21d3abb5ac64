"""Every kind of input file, broken every way: one clear line, no traceback, exit status 2 from the command line."""
import json
import os
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

BROKEN = {
    "empty": b"",
    "truncated": None,             # filled per kind: the first half of a good file
    "binary": bytes(range(256)) * 4,
    "huge": b"." * (3 * 1024 * 1024),
    "wrong-typed": json.dumps({"format": "something else", "seed": "seven"}).encode(),
}
GOOD_MAPS = {
    "cc3k": os.path.join(ROOT, "maps", "cc3k", "default.txt"),
    "maze": sorted(os.path.join(ROOT, "maps", "maze", f) for f in os.listdir(os.path.join(ROOT, "maps", "maze")))[0],
    "dooom": os.path.join(ROOT, "maps", "dooom", "small.txt"),
}


def run_main(*args):
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    return subprocess.run([sys.executable, os.path.join(ROOT, "main.py"), *args], input="", capture_output=True,
                          text=True, timeout=120, env=env)


def content(kind: str, game: str) -> bytes:
    if BROKEN[kind] is not None:
        return BROKEN[kind]
    with open(GOOD_MAPS[game], "rb") as good:
        data = good.read()
    return data[: len(data) // 2]


def assert_one_clear_line(done, path):
    assert done.returncode == 2, (done.stdout[-300:], done.stderr)
    assert done.stderr.count("\n") == 1 and done.stderr.startswith(str(path)), done.stderr
    assert "Traceback" not in done.stderr + done.stdout


@pytest.mark.parametrize("game", ["cc3k", "maze", "dooom"])
@pytest.mark.parametrize("kind", sorted(BROKEN))
def test_broken_maps_from_the_command_line(tmp_path, game, kind):
    path = tmp_path / f"{kind}.txt"
    path.write_bytes(content(kind, game))
    assert_one_clear_line(run_main("--game", game, "--text", "--map", str(path)), path)


@pytest.mark.parametrize("kind", sorted(BROKEN))
def test_broken_maps_before_the_window_opens(tmp_path, kind):
    path = tmp_path / f"{kind}.txt"
    path.write_bytes(content(kind, "cc3k"))
    assert_one_clear_line(run_main("--headless", "--map", str(path)), path)


@pytest.mark.parametrize("kind", sorted(BROKEN))
def test_broken_replays_from_the_command_line(tmp_path, kind):
    path = tmp_path / f"{kind}.json"
    if kind == "truncated":
        good = tmp_path / "good.json"
        subprocess.run([sys.executable, os.path.join(ROOT, "main.py"), "--text", "--record", str(good)],
                       input="s\nno\nq\n", capture_output=True, text=True, timeout=60)
        data = good.read_bytes()
        path.write_bytes(data[: len(data) // 2])
    else:
        path.write_bytes(BROKEN[kind])
    assert_one_clear_line(run_main("--text", "--replay", str(path)), path)
    assert_one_clear_line(run_main("--headless", "--replay", str(path)), path)
