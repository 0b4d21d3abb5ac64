"""Every package of the program type-checks: mypy finds no error in the rules, the session layer, the files, the bots
and both front ends."""
import pathlib

from mypy import api

ROOT = pathlib.Path(__file__).resolve().parent.parent


def test_mypy_finds_no_error_in_any_package():
    report, errors, status = api.run(["--config-file", str(ROOT / "pyproject.toml"), "--no-incremental",
                                      str(ROOT / "game"), str(ROOT / "graphics"),
                                      str(ROOT / "roguelike_client")])
    assert status == 0, report + errors
