"""The proving ground's progress on a real terminal (a pseudo-terminal as standard error): drawn with its rate and
time left, and wiped after Ctrl-C, when the report (on standard output) names only what was played; exit 130."""
import os
import signal
import subprocess
import sys
import time

import pytest

from tests.maze.support import REPO, bot_program

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="a pseudo-terminal and SIGINT are POSIX's")


def test_ctrl_c_wipes_the_progress_line_and_exits_130(tmp_path):
    import pty

    bot = bot_program(tmp_path, "    import time; time.sleep(0.01)\n    print(f'MOVE {x} {y}', flush=True)\n")
    leader, follower = pty.openpty()
    program = subprocess.Popen([sys.executable, str(REPO / "main.py"), "--game", "maze", "--text", "--seeds", "0-199",
                                "--jobs", "2", "--bot-timeout", "1000", "--bot", bot], cwd=tmp_path,
                               stdout=subprocess.PIPE, stderr=follower, start_new_session=True)
    os.close(follower)
    screen = b""
    deadline = time.monotonic() + 60
    while b"games/s" not in screen:             # a game is finished: the bar has its rate
        assert time.monotonic() < deadline
        screen += os.read(leader, 65536)
    os.killpg(program.pid, signal.SIGINT)
    out, _ = program.communicate(timeout=60)
    while True:
        try:
            chunk = os.read(leader, 65536)
        except OSError:
            break
        if not chunk:
            break
        screen += chunk
    os.close(leader)
    assert program.returncode == 130
    assert b" left" in screen and b"\r[" in screen
    last = screen.rsplit(b"\r[", 1)[1]
    assert last.endswith(b"\r") and last.rstrip(b"\r").endswith(b"   ")      # wiped: the last thing written is blanks
    header = out.decode().splitlines()[0]
    assert header.startswith("Stopped by Ctrl-C after ") and "0 to 199" not in header and "\r" not in out.decode()
