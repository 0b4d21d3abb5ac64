"""What a run leaves behind: a headless window run without a data folder of its own keeps its settings and saves in a
folder of the temporary folder while it runs, and leaves nothing there when it ends."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_a_headless_run_leaves_nothing_in_the_temporary_folder(tmp_path):
    scratch, here = tmp_path / "tmp", tmp_path / "here"
    scratch.mkdir()
    here.mkdir()
    env = {key: value for key, value in os.environ.items() if key != "ROGUELIKE_DATA_DIR"}
    env.update(TMPDIR=str(scratch), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    shot = tmp_path / "shot.png"
    ran = subprocess.run([sys.executable, str(ROOT / "main.py"), "--headless", "--seed", "7", "--keys", "s return l l",
                          "--screenshot", str(shot)], cwd=here, env=env, capture_output=True, text=True, timeout=120)
    assert ran.returncode == 0, ran.stderr
    assert shot.read_bytes().startswith(b"\x89PNG")
    assert list(scratch.iterdir()) == [] and list(here.iterdir()) == []
