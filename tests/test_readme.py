"""The README as a newcomer reads it: its quick start is what CI runs, its starter bot plays, its command lines are
the program's, its links lead to files."""
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

from game.registry import GAMES
from roguelike_client.play.cli import build_parser
from roguelike_client.play.maps import shipped_by_name

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text(encoding="utf-8")
INSTALL_LINE = "python3 -m venv .venv && . .venv/bin/activate && python -m pip install -e . && python main.py"
TEST_LINE = 'python3 -m venv .venv && . .venv/bin/activate && python -m pip install -e ".[test]" && python -m pytest'


def code_blocks() -> list[str]:
    return re.findall(r"```[a-z]*\n(.*?)```", README, re.S)


def starter_bot() -> str:
    return re.search(r"<!-- starter bot -->\n```python\n(.*?)```", README, re.S).group(1)


def test_the_quick_start_is_two_lines_that_ci_runs_as_typed():
    quick = README[README.index("## Quick start"):README.index("## The three games")]
    block = code_blocks()[0]
    assert block.splitlines() == [INSTALL_LINE, TEST_LINE] and block in quick
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert f"readme_install_line='{INSTALL_LINE}'" in ci and f"readme_test_line='{TEST_LINE}'" in ci


def test_the_starter_bot_is_ten_lines_and_plays_without_an_error(tmp_path):
    code = starter_bot()
    assert len([line for line in code.splitlines() if line.strip()]) == 10
    (tmp_path / "my_bot.py").write_text(code, encoding="utf-8")
    played = subprocess.run([sys.executable, str(ROOT / "main.py"), "--game", "maze", "--text", "--seeds", "0-19",
                             "--jobs", "2", "--bot", f"{shlex.quote(sys.executable)} my_bot.py"], cwd=tmp_path,
                            capture_output=True, text=True, timeout=300)
    assert played.returncode == 0, played.stderr
    assert "  errors          0 games ended by a bot error" in played.stdout, played.stdout
    assert "  games           20" in played.stdout


def command_lines() -> list[list[str]]:
    """Every command line the README shows, as the program's arguments."""
    found = []
    for block in code_blocks():
        for line in block.splitlines():
            line = line.split("  #")[0].strip()
            for start in ("python main.py", "roguelike"):
                if line.startswith(start + " ") or line == start:
                    found.append(shlex.split(line)[len(start.split()):])
    return found


@pytest.mark.parametrize("args", command_lines(), ids=" ".join)
def test_every_command_line_the_readme_shows_is_the_programs(args):
    parsed = build_parser().parse_args(args)
    game = parsed.game or "cc3k"
    if parsed.map:
        assert shipped_by_name(game, parsed.map) is not None, parsed.map
    assert game in GAMES


def test_the_readme_shows_the_sample_bot_and_the_picture():
    lines = [" ".join(args) for args in command_lines()]
    assert any("--bot sample" in line for line in lines)
    assert any("--seeds" in line and "--plot" in line for line in lines)
    assert any(line == "--list-maps" for line in lines)


def test_every_link_leads_to_a_file():
    for target in re.findall(r"\]\(([^)#]+)\)", README):
        assert (ROOT / target).exists(), target
    assert (ROOT / "docs" / "screenshots" / "cc3k-tiles.png").exists()


def test_the_readme_is_for_players_and_bot_writers():
    assert len(README.splitlines()) < 250
    assert "issue" not in README.lower() and "bench" not in README.lower() and "CI" not in README.split()
