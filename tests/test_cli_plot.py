"""--plot FILE.png: the proving ground's or a match's picture written after the run (after Ctrl-C too, of the games
finished), checked before the run like every file the program writes; a failure is one line."""
import os
import signal
import subprocess
import sys
import time

import pytest

from graphics.plot import write_plot
from tests.maze.support import REPO, bot_program

MAIN = str(REPO / "main.py")
PNG = b"\x89PNG\r\n\x1a\n"


def run(folder, *args):
    return subprocess.run([sys.executable, MAIN, "--game", "maze", "--text", *args], cwd=folder, capture_output=True,
                          text=True, timeout=120)


def test_the_proving_ground_and_a_match_write_their_picture(tmp_path):
    proving = run(tmp_path, "--seeds", "0-5", "--bot", "sample", "--bot", "sample", "--jobs", "2", "--plot", "p.png")
    assert proving.returncode == 0 and proving.stderr == "", proving.stderr
    assert (tmp_path / "p.png").read_bytes().startswith(PNG)
    match = run(tmp_path, "--seed", "4", "--bot", "sample", "--bot", "sample", "--plot", "m.png")
    assert match.returncode == 0 and (tmp_path / "m.png").read_bytes().startswith(PNG)
    assert sorted(path.name for path in tmp_path.iterdir()) == ["m.png", "p.png"]


@pytest.mark.parametrize("args,said", [
    (["--seed", "3", "--bot", "sample"], "--plot is for --seeds A-B or a match of several bots"),
    (["--seeds", "0-1", "--bot", "sample", "--plot", "nowhere/p.png"], "--plot nowhere/p.png: the folder "),
    (["--seeds", "0-1", "--bot", "sample", "--plot", "p.txt"], "--plot p.txt: name a picture ending in .png"),
    (["--seeds", "0-1", "--bot", "sample", "--results", "p.png", "--plot", "p.png"],
     "--plot and --results both name p.png"),
])
def test_a_plot_that_cannot_be_is_one_line_before_the_run(tmp_path, args, said):
    refused = run(tmp_path, *(args if "--plot" in args else args + ["--plot", "p.png"]))
    assert refused.returncode == 2 and refused.stdout == "" and refused.stderr.count("\n") == 1
    assert refused.stderr.startswith(f"roguelike: {said}"), refused.stderr
    assert list(tmp_path.iterdir()) == []


def test_the_windows_proving_ground_writes_the_picture_too(tmp_path, monkeypatch):
    import os
    import time

    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    from game.registry import GAMES
    from graphics.app import App
    from graphics.proving_screen import ProvingScreen
    from roguelike_client.play.proving import Plan
    from tests.window.conftest import make_args

    app = App(make_args(game="maze", seed=0), headless=True)
    picture = tmp_path / "p.png"
    screen = ProvingScreen(app.context, GAMES["maze"], Plan("maze", range(2), ("sample",), {"bot_timeout": 2000}), 1,
                           None, str(picture))
    app.push(screen)
    deadline = time.monotonic() + 60
    while not screen.report and time.monotonic() < deadline:
        screen.update(0.05)
        time.sleep(0.05)
    assert screen.report and picture.read_bytes().startswith(b"\x89PNG") and os.path.getsize(picture) > 1000
    assert app.status == f"The picture written to {picture}"


def test_a_picture_that_cannot_be_written_is_one_line(tmp_path):
    said = write_plot(str(tmp_path / "gone" / "p.png"), [], 1)
    assert said.startswith(f"{tmp_path / 'gone' / 'p.png'}: the picture could not be written: ") and "\n" not in said


@pytest.mark.skipif(sys.platform == "win32", reason="Ctrl-C sent as POSIX's SIGINT to the process group")
def test_after_ctrl_c_the_picture_holds_the_games_finished(tmp_path):
    pids = tmp_path / "pids"
    pids.mkdir()
    prelude = f"open(os.path.join({str(pids)!r}, str(os.getpid())), 'w').close()\n"
    bot = bot_program(tmp_path, "    import time; time.sleep(0.02)\n    print(f'MOVE {x} {y}', flush=True)\n",
                      prelude)
    program = subprocess.Popen([sys.executable, MAIN, "--game", "maze", "--text", "--seeds", "0-99", "--jobs", "1",
                                "--bot-timeout", "1000", "--bot", bot, "--plot", "p.png"], cwd=tmp_path,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True)
    deadline = time.monotonic() + 60
    while len(os.listdir(pids)) < 2:           # the second game has started: the first is finished
        assert time.monotonic() < deadline and program.poll() is None
        time.sleep(0.02)
    os.killpg(program.pid, signal.SIGINT)
    out, err = program.communicate(timeout=60)
    assert program.returncode == 130 and "Traceback" not in err, err
    assert out.startswith("Stopped by Ctrl-C after ") and "0 to 99" not in out.splitlines()[0]
    assert (tmp_path / "p.png").read_bytes().startswith(PNG)
