"""The door: nothing outside game/ touches a game object but through step() and view(), and only the registry and
the session layer know which games exist."""
from __future__ import annotations

import ast
import pathlib

ROOT = pathlib.Path(__file__).resolve().parent.parent
APP = "roguelike_client"
OUTSIDE = ("graphics", f"{APP}/terminal", f"{APP}/bots", f"{APP}/userdata", f"{APP}/play")
GAME_NAMES = ("cc3k", "maze", "dooom")


def _modules(*folders: str):
    for folder in folders:
        for path in sorted((ROOT / folder).rglob("*.py")):
            yield path, ast.parse(path.read_text(encoding="utf-8"))
    yield ROOT / "main.py", ast.parse((ROOT / "main.py").read_text(encoding="utf-8"))


def test_only_the_session_makes_games_and_holds_them():
    """A front end gets a Session, never a game object: nothing else calls a game's new_game or reaches _game."""
    for path, tree in _modules(*OUTSIDE):
        if path == ROOT / APP / "play" / "session.py":
            continue
        for node in ast.walk(tree):
            if isinstance(node, ast.Attribute):
                assert node.attr != "_game", f"{path}:{node.lineno} reaches into a session's game"
                assert node.attr != "new_game", f"{path}:{node.lineno} makes a game outside the session layer"


def test_no_game_class_is_imported_outside_the_rules():
    """Front ends import commands, tables and pure functions from game/, never the classes of game objects."""
    game_classes = {"CC3kGame", "MazeGame", "DooomGame"}
    for path, tree in _modules(*OUTSIDE):
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("game."):
                imported = {alias.name for alias in node.names} & game_classes
                assert not imported, f"{path}:{node.lineno} imports {imported}"


def test_no_rules_engine_is_imported_outside_the_rules():
    """The rules answer, the front ends draw: outside game/, a game is known by its public face (spec, commands,
    detail, tables, questions), never by its engine. Tests of the engines may import them; nothing else may."""
    engines = {f"game.{name}.rules" for name in GAME_NAMES}
    for path, tree in _modules(*OUTSIDE, "bench"):
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module:
                names = {node.module} | {f"{node.module}.{alias.name}" for alias in node.names}
            elif isinstance(node, ast.Import):
                names = {alias.name for alias in node.names}
            else:
                continue
            assert not names & engines, f"{path}:{node.lineno} imports a game's rules engine"


def test_only_the_registry_and_the_session_layer_name_the_games():
    """No per-game if/elif in the shared layers: the shared modules never compare with a game's name."""
    # Every module of the window but each game's own (NAME_window.py, NAME_looks.py with its keys, looks and
    # colours, and the others its window is made of: NAME_*.py).
    shared = [path for path in (ROOT / APP / "play").rglob("*.py")] + [
        path for path in sorted((ROOT / "graphics").glob("*.py"))
        if not any(path.name.startswith(f"{name}_") for name in GAME_NAMES)
    ] + sorted((ROOT / APP / "userdata").glob("*.py")) + [ROOT / "main.py"]
    for path in shared:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and node.value in GAME_NAMES:
                raise AssertionError(f"{path}:{node.lineno} names the game {node.value!r}")


class Door:
    """A game seen through the door only: step() and view() pass, anything else fails the test."""

    __slots__ = ("_inner",)

    def __init__(self, inner):
        object.__setattr__(self, "_inner", inner)

    def step(self, command):
        return self._inner.step(command)

    def view(self):
        return self._inner.view()

    def __getattr__(self, name):
        raise AssertionError(f"something outside the rules read game.{name}")

    def __setattr__(self, name, value):
        raise AssertionError(f"something outside the rules wrote game.{name}")


SCRIPTS = {
    "cc3k": ("s\nno\nso\nea\nwe\na no\nu so\nf\nf\nx\nr\nd\nsw\nq\n", "s,l,h,j,k,a,l,p,j,f,?,escape,r,y,d,l,q,y"),
    "maze": ("n\ns\ne\nw\nwait\nATTACK 3 1 1\nMOVE 5 5\nhelp\nnonsense\nq\n", "l,h,j,k,space,1,escape,2,return,?,escape,q,y"),
    "dooom": ("HELLO\nLOOK\nMOVE N\nMOVE E\nPICKUP\nnonsense\nQUIT\n", "l,h,j,k,g,space,?,escape,q,y"),
}


def _through_the_door(monkeypatch):
    import dataclasses

    from game.registry import GAMES

    for name, spec in list(GAMES.items()):
        wrapped = dataclasses.replace(spec, new_game=lambda *args, _make=spec.new_game: Door(_make(*args)))
        monkeypatch.setitem(GAMES, name, wrapped)


def test_the_terminals_use_only_step_and_view(monkeypatch, capsys, tmp_path):
    import io
    import sys

    from roguelike_client.play import cli

    monkeypatch.setenv("ROGUELIKE_DATA_DIR", str(tmp_path))
    _through_the_door(monkeypatch)
    for game, (lines, _keys) in SCRIPTS.items():
        monkeypatch.setattr(sys, "stdin", io.StringIO(lines))
        status = cli.main(["--game", game, "--text", "--seed", "5", "--record", str(tmp_path / f"{game}.json")])
        err = capsys.readouterr().err
        assert status == 0 and "outside the rules" not in err, (game, err)
        assert cli.main(["--replay", str(tmp_path / f"{game}.json"), "--text"]) == 0, capsys.readouterr().err


def test_the_window_uses_only_step_and_view(monkeypatch, tmp_path):
    from tests.window.conftest import make_args

    monkeypatch.setenv("ROGUELIKE_DATA_DIR", str(tmp_path))
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    _through_the_door(monkeypatch)
    import pygame

    from game.registry import GAMES
    from graphics.app import App
    from graphics.replay_screen import ReplayScreen
    from graphics.title import TitleScreen
    from tests.window.helpers import frame, press

    for game, (_lines, keys) in SCRIPTS.items():
        app = App(make_args(game=game, seed=5), headless=True)
        app.push(TitleScreen(app.context))
        app.start_game(game)
        for key in keys.split(","):
            press(app, key)
            app.update(0.5)
            frame(app)
        record = app.session.record if app.session is not None else None
        if record is not None and record.commands:
            app.push(ReplayScreen(app.context, record))
            for _ in range(200):
                app.update(0.1)
            frame(app)
        app.dispatch(pygame.event.Event(pygame.QUIT))
        assert GAMES[game].name == game
    pygame.quit()
