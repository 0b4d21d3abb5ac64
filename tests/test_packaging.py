"""The wheel a user installs, built once per test session: it carries the maps, tile sheet, sounds, licence and the
`roguelike` command, every module of the program's packages, and nothing of tests/ or bench/."""
from __future__ import annotations

import configparser
import shutil
import subprocess
import sys
import tomllib
import zipfile
from email.message import Message
from email.parser import Parser
from importlib import metadata
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
# The wheel's three top-level names, and where each checkout folder of the program lands in it.
TOP_LEVEL = ("game", "graphics", "roguelike_client")
IN_WHEEL = {"game": "game", "graphics": "graphics", "roguelike_client": "roguelike_client",
            "maps": "roguelike_client/maps", "sounds": "roguelike_client/sounds"}


def wheel_name(checkout_name: str) -> str:
    """Where a file of the checkout (a path from its root) is in the wheel."""
    folder, _, rest = checkout_name.partition("/")
    return f"{IN_WHEEL[folder]}/{rest}"
# What a build leaves in a source tree (as .gitignore lists it): copied along, stale modules would reach the wheel.
BUILD_LEFTOVERS = (".git", "build", "dist", "*.egg-info", "__pycache__", ".pytest_cache", ".hypothesis", ".mypy_cache")
OLDEST_SETUPTOOLS = 77  # the first that reads pyproject's SPDX `license` and `license-files`

pytestmark = pytest.mark.packaging


def leftovers(folder: str, names: list[str]) -> set[str]:
    """What of a folder the build's copy leaves out: build leftovers and virtual environments (.venv/ and the like)."""
    ignored = set(shutil.ignore_patterns(*BUILD_LEFTOVERS)(folder, names))
    return ignored | {name for name in names if (Path(folder) / name / "pyvenv.cfg").is_file()}


class Wheel:
    """The built wheel's file names and contents, and its .dist-info folder."""

    def __init__(self, path: Path) -> None:
        with zipfile.ZipFile(path) as archive:
            self.files = {name: archive.read(name) for name in archive.namelist() if not name.endswith("/")}
        (self.dist_info,) = {name.split("/")[0] for name in self.files if name.split("/")[0].endswith(".dist-info")}

    def missing_or_changed(self, names: list[str]) -> list[str]:
        """Those of the checkout's files (paths from its root) that the wheel lacks or holds with other bytes."""
        return [name for name in names if self.files.get(wheel_name(name)) != (ROOT / name).read_bytes()]

    def text(self, name: str) -> str:
        return self.files[name].decode("utf-8")

    def metadata(self) -> Message:
        return Parser().parsestr(self.text(f"{self.dist_info}/METADATA"))


@pytest.fixture(scope="session")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Wheel:
    setuptools_major = int(metadata.version("setuptools").split(".")[0])
    if setuptools_major < OLDEST_SETUPTOOLS:
        pytest.fail(f"building the wheel needs setuptools>={OLDEST_SETUPTOOLS} (in the test extra): "
                    "python -m pip install -e \".[test]\"")
    # Built from a copy, so the checkout gets no build/ or .egg-info and no earlier build's leftovers slip in.
    work = tmp_path_factory.mktemp("packaging")
    source = work / "source"
    shutil.copytree(ROOT, source, ignore=leftovers)
    # No network: this environment's setuptools builds it and no index is asked.
    command = [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "--no-index",
               "--quiet", "--wheel-dir", str(work / "dist"), str(source)]
    built = subprocess.run(command, capture_output=True, text=True, timeout=300)
    assert built.returncode == 0, f"pip wheel failed:\n{built.stdout}\n{built.stderr}"
    (path,) = (work / "dist").glob("*.whl")
    return Wheel(path)


def test_the_wheel_carries_every_shipped_map(wheel: Wheel) -> None:
    maps = sorted(path.relative_to(ROOT).as_posix() for path in (ROOT / "maps").rglob("*.txt"))
    assert "maps/cc3k/default.txt" in maps
    assert wheel.missing_or_changed(maps) == []


def test_the_wheel_carries_the_tile_sheet(wheel: Wheel) -> None:
    assert wheel.missing_or_changed(["graphics/tiles.png"]) == []
    assert wheel.files["graphics/tiles.png"].startswith(b"\x89PNG\r\n\x1a\n")


def test_the_wheel_carries_every_sound(wheel: Wheel) -> None:
    sounds = sorted(f"sounds/{path.name}" for path in (ROOT / "sounds").glob("*.wav"))
    assert sounds, "sounds/ holds no .wav file"
    assert wheel.missing_or_changed(sounds) == []


def test_the_wheel_carries_every_module_of_the_program(wheel: Wheel) -> None:
    for package in IN_WHEEL:
        modules = sorted(path.relative_to(ROOT).as_posix() for path in (ROOT / package).rglob("*.py"))
        assert f"{package}/__init__.py" in modules, f"{package}/ is not a package"
        missing = [name for name in modules if wheel_name(name) not in wheel.files]
        assert not missing, f"modules left out of the wheel (a folder without __init__.py?): {missing}"


def test_the_wheel_holds_no_tests_and_no_benchmarks(wheel: Wheel) -> None:
    top_level = {name.split("/")[0] for name in wheel.files}
    assert top_level == set(TOP_LEVEL) | {wheel.dist_info}
    assert sorted(wheel.text(f"{wheel.dist_info}/top_level.txt").split()) == sorted(TOP_LEVEL)
    assert not [name for name in wheel.files if name.endswith("conftest.py") or "/test_" in name]


def test_the_roguelike_command_starts_the_command_line(wheel: Wheel) -> None:
    entry_points = configparser.ConfigParser()
    entry_points.read_string(wheel.text(f"{wheel.dist_info}/entry_points.txt"))
    assert dict(entry_points["console_scripts"]) == {"roguelike": "roguelike_client.play.cli:main"}
    assert "def main(" in wheel.text("roguelike_client/play/cli.py")


def test_the_wheel_carries_the_mit_licence(wheel: Wheel) -> None:
    licence = wheel.text(f"{wheel.dist_info}/licenses/LICENSE")
    assert licence == (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert licence.startswith("MIT License")
    assert "Copyright (c) 2026" in licence
    fields = wheel.metadata()
    assert fields["License-Expression"] == "MIT"
    assert fields.get_all("License-File") == ["LICENSE"]


def test_the_wheel_is_the_projects_name_and_version(wheel: Wheel) -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    fields = wheel.metadata()
    assert (fields["Name"], fields["Version"]) == (project["name"], project["version"]) == ("roguelike-client", "0.1.0")
    assert fields["Requires-Python"] == ">=3.11"
    requires = [line.split(";")[0].strip() for line in fields.get_all("Requires-Dist", []) if "extra ==" not in line]
    assert requires == project["dependencies"]


def test_python_dash_m_starts_the_program_from_any_folder_with_its_shipped_maps(tmp_path: Path) -> None:
    """`python -m roguelike_client` is the `roguelike` command: from an empty folder it names the version and plays
    Dooom on the shipped map it finds in the package."""
    version = subprocess.run([sys.executable, "-m", "roguelike_client", "--version"], cwd=tmp_path,
                             capture_output=True, text=True, timeout=60)
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert (version.returncode, version.stdout) == (0, f"roguelike {project['version']}\n"), version.stderr
    played = subprocess.run([sys.executable, "-m", "roguelike_client", "--game", "dooom", "--quiet"], cwd=tmp_path,
                            input="HELLO\nQUIT\n", capture_output=True, text=True, timeout=60)
    assert played.returncode == 0 and played.stdout.splitlines()[0].startswith("GOLD "), played.stderr
    assert list(tmp_path.iterdir()) == []


def test_the_source_distribution_carries_the_whole_test_suite(tmp_path: Path) -> None:
    """Run from an unpacked sdist, the tests find everything they read: every file of tests/ and main.py."""
    import tarfile

    source = tmp_path / "source"
    shutil.copytree(ROOT, source, ignore=leftovers)
    built = subprocess.run([sys.executable, "-c", "import sys; from setuptools import build_meta; "
                            "print(build_meta.build_sdist(sys.argv[1]))", str(tmp_path / "dist")],
                           cwd=source, capture_output=True, text=True, timeout=300)
    assert built.returncode == 0, built.stderr
    with tarfile.open(tmp_path / "dist" / built.stdout.split()[-1]) as archive:
        carried = {name.partition("/")[2] for name in archive.getnames()}
    suite = {path.relative_to(ROOT).as_posix() for path in (ROOT / "tests").rglob("*")
             if path.is_file() and "__pycache__" not in path.parts and ".hypothesis" not in path.parts}
    assert sorted(suite - carried) == [] and "main.py" in carried
