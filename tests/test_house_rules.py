"""House rules that hold for the whole tree: the rules core never imports pygame, never prints, never uses the global random."""
import ast
import pathlib

GAME = pathlib.Path(__file__).resolve().parent.parent / "game"


def _game_modules():
    files = sorted(GAME.rglob("*.py"))
    assert files, "game/ holds no modules"
    return [(path, ast.parse(path.read_text(encoding="utf-8"))) for path in files]


def test_game_never_imports_pygame():
    for path, tree in _game_modules():
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            for name in names:
                assert not name.split(".")[0] == "pygame", f"{path} imports {name}"


def test_game_never_prints():
    for path, tree in _game_modules():
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
                assert node.func.id != "print", f"{path}:{node.lineno} prints"


def test_game_never_calls_the_global_random():
    for path, tree in _game_modules():
        for node in ast.walk(tree):
            if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "random":
                assert node.attr == "Random", f"{path}:{node.lineno} uses random.{node.attr}"
