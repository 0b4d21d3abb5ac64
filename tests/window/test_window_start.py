"""What the window's start-up does before its first frame (issue 20): a second start, which reads the settings and
keymap files the first one wrote, imports no TOML parser, no importlib resource readers (pygame's icon and font
looked up by name) and none of the games not played; CC3k's race screen is drawn before its game is made (no rules,
no saves), and looks as the race screen of the game made after it."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.window.conftest import DATA

ROOT = Path(__file__).resolve().parents[2]

FIRST_FRAME = r"""
import os, runpy, sys
import pygame
before = set(sys.modules)      # the interpreter's own start (a site's .pth files) and pygame's
shown = pygame.display.flip
def flip():
    shown()
    names = ("tomllib", "importlib.readers", "importlib.resources.readers", "game.dooom", "game.cc3k.rules",
             "roguelike_client.userdata.saves")
    print(sorted(name for name in set(sys.modules) - before if name.startswith(names)))
    sys.stdout.flush()
    os._exit(0)
pygame.display.flip = flip
sys.argv = ["main.py", "--headless", "--seed", "1"]
runpy.run_path("main.py", run_name="__main__")
"""


def test_a_second_start_reads_its_files_and_draws_the_first_frame_with_nothing_else(tmp_path):
    env = {**os.environ, "ROGUELIKE_DATA_DIR": str(tmp_path), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    for start in ("first", "second"):
        done = subprocess.run([sys.executable, "-c", FIRST_FRAME], cwd=ROOT, env=env, capture_output=True, text=True,
                              timeout=120)
        assert done.returncode == 0, done.stderr
        assert done.stdout.strip() == "[]", start
    assert (tmp_path / "settings.toml").is_file() and (tmp_path / "keymap.toml").is_file()


def test_the_bundled_font_opened_from_its_file_draws_as_pygames_default_font():
    import pygame

    from graphics.text import bundled_font

    pygame.font.init()
    for size in (1, 6, 13, 20, 24, 40, 52, 97):
        theirs, ours = pygame.font.Font(None, size), bundled_font(size)
        assert (ours.point_size, ours.get_linesize()) == (theirs.point_size, theirs.get_linesize())
        drawn = [pygame.image.tobytes(font.render("Hello @ 0123 Wy", True, (255, 255, 255)), "RGBA")
                 for font in (theirs, ours)]
        assert drawn[0] == drawn[1], size


BOTH_FRAMES = r"""
import pathlib, runpy, sys
import pygame
shown, frames, path = pygame.display.flip, [], pathlib.Path(sys.argv[1])
def flip():
    shown()
    if not frames:
        frames.append(pygame.image.tobytes(pygame.display.get_surface(), "RGB"))
        path.write_bytes(frames[0])
pygame.display.flip = flip
sys.argv = ["main.py", "--headless", *sys.argv[2:]]
runpy.run_path("main.py", run_name="__main__")
"""


@pytest.mark.parametrize("options", [(), ("--random-layout", "--carry-potions"),
                                     ("--map", str(DATA / "known.txt"), "--merchant-shop")])
def test_the_race_screen_drawn_before_its_game_is_the_race_screen_of_the_game(tmp_path, options):
    """The first frame (drawn before the game is made) and the last (the headless run's screenshot, the game made)
    are the same picture: the floors, the bag and the shop as the game has them."""
    first, last = tmp_path / "first.rgb", tmp_path / "last.png"
    env = {**os.environ, "ROGUELIKE_DATA_DIR": str(tmp_path / "data"), "SDL_VIDEODRIVER": "dummy",
           "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    done = subprocess.run([sys.executable, "-c", BOTH_FRAMES, str(first), "--seed", "3", "--screenshot", str(last),
                           *options], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    import pygame

    assert pygame.image.tobytes(pygame.image.load(str(last)), "RGB") == first.read_bytes()
