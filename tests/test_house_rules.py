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


def _import_graph() -> dict[str, set[str]]:
    """Module -> the project's modules it imports anywhere in its text (function-level and TYPE_CHECKING imports
    too), over every source module of the checkout but tests/, bench/ and build output."""
    root = GAME.parent
    skip = ("tests/", "bench/", "build/", "dist/", ".")
    files = [path.relative_to(root).as_posix() for path in root.rglob("*.py")]
    files = [name for name in files if not name.startswith(skip) and "site-packages" not in name]
    modules = {name[:-3].replace("/", ".").removesuffix(".__init__"): name for name in files}

    def owner(name: str) -> str:
        while name and name not in modules:
            name = name.rpartition(".")[0]
        return name

    edges: dict[str, set[str]] = {module: set() for module in modules}
    for module, name in modules.items():
        for node in ast.walk(ast.parse((root / name).read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and not node.level:
                names = [node.module or ""] + [f"{node.module}.{alias.name}" for alias in node.names]
            else:
                continue
            edges[module] |= {owner(imported) for imported in names} - {"", module}
    return edges


def test_no_module_imports_itself_through_others():
    """No import cycle among the project's modules: the command line sits above both front ends, the front ends
    above the session layer, the rules at the bottom, and what two layers share lives below both."""
    edges = _import_graph()

    def reaches(start: str, goal: str) -> bool:
        seen, todo = set(), list(edges[start])
        while todo:
            module = todo.pop()
            if module == goal:
                return True
            if module not in seen:
                seen.add(module)
                todo += edges[module]
        return False

    in_cycles = sorted(module for module in edges if reaches(module, module))
    assert in_cycles == [], f"modules that import themselves through others: {in_cycles}"


def test_the_command_line_is_imported_by_nothing_of_ours():
    """The command line is the top: only the two ways in (main.py in a checkout, `python -m roguelike_client`)
    import it."""
    graph = _import_graph()
    importers = sorted(module for module, imported in graph.items() if "roguelike_client.play.cli" in imported)
    assert importers == ["main", "roguelike_client.__main__"]


def test_no_source_module_is_over_600_lines():
    """A module a newcomer can read whole (issue 20): over 600 lines, it holds two things that each want a module."""
    root = GAME.parent
    skip = ("tests/", "bench/", "build/", "dist/", ".")
    long = sorted(f"{name} ({text.count(chr(10))} lines)"
                  for name, text in ((path.relative_to(root).as_posix(), path.read_text(encoding="utf-8"))
                                     for path in root.rglob("*.py"))
                  if not name.startswith(skip) and "site-packages" not in name and text.count("\n") > 600)
    assert long == []
