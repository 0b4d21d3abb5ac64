"""The terminal's colours: written to a terminal, never to a file or a pipe, never when NO_COLOR is set and not empty."""
import io
import os
import subprocess
import sys

import pytest

from roguelike_client.terminal.colour import colour_wanted

MAIN = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "main.py")


class FakeTerminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_colour_only_on_a_terminal_without_no_color(monkeypatch):
    monkeypatch.delenv("NO_COLOR", raising=False)
    assert not colour_wanted(io.StringIO())
    if sys.platform != "win32":
        assert colour_wanted(FakeTerminal())
    monkeypatch.setenv("NO_COLOR", "1")
    assert not colour_wanted(FakeTerminal())
    monkeypatch.setenv("NO_COLOR", "")          # set but empty: as if unset (no-color.org)
    assert colour_wanted(FakeTerminal()) == (sys.platform != "win32")


def screen_on_a_terminal(tmp_path, no_color: str | None) -> bytes:
    """CC3k played in a pseudo-terminal (s, then q): everything it wrote."""
    import pty

    env = {key: value for key, value in os.environ.items() if key != "NO_COLOR"}
    if no_color is not None:
        env["NO_COLOR"] = no_color
    env["ROGUELIKE_DATA_DIR"] = str(tmp_path / "data")
    leader, follower = pty.openpty()
    program = subprocess.Popen([sys.executable, MAIN, "--text", "--seed", "1"], cwd=tmp_path, stdin=subprocess.PIPE,
                               stdout=follower, stderr=follower, env=env)
    os.close(follower)
    program.stdin.write(b"s\nq\n")
    program.stdin.close()
    out = b""
    while True:
        try:
            chunk = os.read(leader, 65536)
        except OSError:
            break
        if not chunk:
            break
        out += chunk
    program.wait(timeout=60)
    os.close(leader)
    return out


@pytest.mark.skipif(sys.platform == "win32", reason="a pseudo-terminal is POSIX's")
def test_no_color_turns_the_boards_colours_off(tmp_path):
    assert b"\x1b[1;34m@" in screen_on_a_terminal(tmp_path, None)
    plain = screen_on_a_terminal(tmp_path, "1")
    assert b"\x1b[" not in plain and b"@" in plain
