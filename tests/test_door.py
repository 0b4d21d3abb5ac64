"""The door: nothing outside game/ touches a game object but through step() and view(), and only the registry and
the session layer know which games exist."""
from __future__ import annotations

import ast
import pathlib

ROOT = pathlib.Path(__file__).resolve().parent.parent
OUTSIDE = ("graphics", "terminal", "bots", "userdata", "play")
GAME_NAMES = ("cc3k", "maze", "dooom")


def _modules(*folders: str):
    for folder in folders:
        for path in sorted((ROOT / folder).rglob("*.py")):
            yield path, ast.parse(path.read_text(encoding="utf-8"))
    yield ROOT / "main.py", ast.parse((ROOT / "main.py").read_text(encoding="utf-8"))


def test_only_the_session_makes_games_and_holds_them():
    """A front end gets a Session, never a game object: nothing else calls a game's new_game or reaches _game."""
    for path, tree in _modules(*OUTSIDE):
        if path == ROOT / "play" / "session.py":
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


def test_only_the_registry_and_the_session_layer_name_the_games():
    """No per-game if/elif in the shared layers: the shared modules never compare with a game's name."""
    shared = [path for path in (ROOT / "play").rglob("*.py")] + [
        ROOT / "graphics" / name for name in ("app.py", "screens.py", "board.py", "hud.py", "replay_screen.py",
                                               "feedback.py", "generic_window.py")
    ] + [ROOT / "userdata" / name for name in ("records.py", "saves.py", "scores.py")] + [ROOT / "main.py"]
    for path in shared:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and node.value in GAME_NAMES:
                raise AssertionError(f"{path}:{node.lineno} names the game {node.value!r}")
