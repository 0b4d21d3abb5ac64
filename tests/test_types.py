"""The door, the View, the registry and the session layer type-check: mypy finds no error in them."""
import pathlib

from mypy import api

ROOT = pathlib.Path(__file__).resolve().parent.parent


def test_mypy_finds_no_error_in_the_rules_and_the_session_layer():
    report, errors, status = api.run(["--config-file", str(ROOT / "pyproject.toml"), "--no-incremental",
                                      *(str(ROOT / name) for name in ("game", "play", "userdata"))])
    assert status == 0, report + errors
