"""Window tests run with SDL's dummy video and audio drivers; fixtures build an App on a known layout."""
import argparse
import os
import pathlib

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"

import pygame  # noqa: E402
import pytest  # noqa: E402

DATA = pathlib.Path(__file__).resolve().parent / "data"


def make_args(**options) -> argparse.Namespace:
    values = dict(game="cc3k", map=None, seed=1, text=False, headless=True, keys=None, screenshot=None,
                  record=None, replay=None)
    values.update(options)
    return argparse.Namespace(**values)


@pytest.fixture(autouse=True)
def own_data_dir(tmp_path, monkeypatch):
    """Every window test keeps its settings, saves, scores and replays in its own folder."""
    monkeypatch.setenv("ROGUELIKE_DATA_DIR", str(tmp_path / "data"))


@pytest.fixture
def make_app():
    """make_app(layout_name) -> an App showing the race screen over the title, like a fresh start."""
    apps = []

    def build(layout: str = "known.txt", seed: int = 1):
        from graphics.app import App
        from graphics.title import TitleScreen

        app = App(make_args(map=str(DATA / layout), seed=seed), headless=True)
        app.prepare("cc3k", str(DATA / layout))
        app.push(TitleScreen(app.context))
        app.start_game("cc3k")
        apps.append(app)
        return app

    yield build
    pygame.quit()
