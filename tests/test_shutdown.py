"""The one way out, tried from outside: real signals to the terminal games and the window, standard streams closed
before the start or while playing, a second signal while the first one's game is being kept, a line without end.
Each keeps the game as it stood, exits cleanly and leaves no crash log."""
import json
import os
import pathlib
import selectors
import signal
import subprocess
import sys
import time

import pytest

ROOT = pathlib.Path(__file__).resolve().parent.parent
MAIN = str(ROOT / "main.py")
WAIT_SECONDS = 60       # a generous bound on how long a step of a test may wait: never a verdict on speed
# Each game: the lines to type, what its output shows once the last of them was played, and how many there were.
TEXT_GAMES = {
    "cc3k": ("s\nno\n", b"Action", 2),
    "maze": ("n\ns\n", b"Turn 2 / 150", 1),
    "dooom": ("HELLO\nMOVE N\nLOOK\n", b"LOOKREPLY", 1),
}
SIGNALS = [signal.SIGINT, signal.SIGTERM, signal.SIGHUP]
# A maze bot that answers two turns, says so in a file, then thinks for ever; its pid goes into a file too.
SLOW_BOT = """import os, sys, time
folder = sys.argv[1]
open(os.path.join(folder, "bot.pid"), "w").write(str(os.getpid()))
turns = 0
while True:
    head = sys.stdin.readline()
    if not head:
        break
    for _ in range(int(sys.stdin.readline())):
        sys.stdin.readline()
    turns += 1
    if turns == 3:
        open(os.path.join(folder, "two-turns"), "w").write("played")
        time.sleep(600)
    x, y = head.split()[:2]
    print(f"MOVE {x} {y}", flush=True)
"""


def data_folder() -> pathlib.Path:
    return pathlib.Path(os.environ["ROGUELIKE_DATA_DIR"])


def crash_logs() -> list[pathlib.Path]:
    return sorted(data_folder().glob("crashes/*"))


def saves_of(game: str) -> list[dict]:
    return [json.loads(path.read_text(encoding="utf-8")) for path in sorted(data_folder().glob(f"saves/{game}/*.json"))]


def read_until(process: subprocess.Popen, marker: bytes, times: int) -> bytes:
    """The program's output until marker has been seen `times` times (or it ended, or the bound ran out)."""
    seen = b""
    with selectors.DefaultSelector() as selector:
        selector.register(process.stdout, selectors.EVENT_READ)
        deadline = time.monotonic() + WAIT_SECONDS
        while seen.count(marker) < times and time.monotonic() < deadline:
            if selector.select(timeout=1):
                chunk = os.read(process.stdout.fileno(), 65536)
                if not chunk:
                    break
                seen += chunk
    return seen


def ended(process: subprocess.Popen) -> int:
    try:
        return process.wait(timeout=WAIT_SECONDS)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()


def stopped(process: subprocess.Popen, signum: int) -> tuple[int, str]:
    """The signal sent to the program: its exit status once it ended, and what it said on standard error."""
    process.send_signal(signum)
    return ended(process), process.stderr.read().decode()


def gone(pid: int) -> bool:
    """Whether no process has this pid any more (a zombie of ours counts as gone: it no longer runs)."""
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        try:
            with open(f"/proc/{pid}/stat", encoding="ascii") as stat:
                if stat.read().rsplit(")", 1)[1].split()[0] == "Z":
                    return True
        except FileNotFoundError:
            return True
        time.sleep(0.05)
    return False


@pytest.mark.parametrize("game", sorted(TEXT_GAMES))
@pytest.mark.parametrize("signum", SIGNALS, ids=lambda s: signal.Signals(s).name)
def test_a_signal_to_a_text_game_records_and_saves_it_as_it_stood(game, signum, tmp_path):
    lines, marker, times = TEXT_GAMES[game]
    record = tmp_path / "game.json"
    process = subprocess.Popen([sys.executable, MAIN, "--game", game, "--text", "--seed", "7", "--record", str(record)],
                               stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        process.stdin.write(lines.encode())
        process.stdin.flush()
        assert read_until(process, marker, times).count(marker) >= times
        status, error = stopped(process, signum)
    finally:
        process.stdin.close()
        process.stdout.close()
        process.stderr.close()
    assert status == 128 + signum, error
    assert "Traceback" not in error and not crash_logs()
    played = lines.splitlines()
    assert json.loads(record.read_text(encoding="utf-8"))["commands"] == played
    # Saved to be continued from the window's title as well, the same commands.
    assert [save["commands"] for save in saves_of(game)] == [played]


@pytest.mark.parametrize("signum", SIGNALS, ids=lambda s: signal.Signals(s).name)
def test_a_signal_to_the_window_saves_the_game_and_ends_its_bot(signum, tmp_path):
    bot = tmp_path / "slow_bot.py"
    bot.write_text(SLOW_BOT, encoding="utf-8")
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    process = subprocess.Popen([sys.executable, MAIN, "--game", "maze", "--seed", "3", "--bot-timeout", "60000",
                                "--bot", f"{sys.executable} {bot} {tmp_path}"],
                               stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env)
    try:
        deadline = time.monotonic() + WAIT_SECONDS
        while not (tmp_path / "two-turns").exists() and time.monotonic() < deadline and process.poll() is None:
            time.sleep(0.05)
        assert (tmp_path / "two-turns").exists()
        status, error = stopped(process, signum)
    finally:
        process.stderr.close()
    assert status == 128 + signum, error
    assert "Traceback" not in error and not crash_logs()
    assert len(saves_of("maze")) == 1 and len(saves_of("maze")[0]["commands"]) == 2
    assert gone(int((tmp_path / "bot.pid").read_text()))


def test_a_burst_of_signals_while_the_game_is_being_kept_keeps_it_whole(tmp_path):
    record = tmp_path / "game.json"
    # Seed 1's troll lives through these forty steps: the game is still being played when the signals come.
    process = subprocess.Popen([sys.executable, MAIN, "--text", "--seed", "1", "--record", str(record)],
                               stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        process.stdin.write(b"t\n" + b"no\nso\n" * 20)
        process.stdin.flush()
        assert read_until(process, b"Action", 41).count(b"Action") == 41   # the race chosen, then each step
        for _ in range(30):
            process.send_signal(signal.SIGTERM)
            if process.poll() is not None:
                break
        status = ended(process)
        error = process.stderr.read().decode()
    finally:
        process.stdin.close()
        process.stdout.close()
        process.stderr.close()
    assert status == 128 + signal.SIGTERM, error
    assert "Traceback" not in error and not crash_logs()
    commands = json.loads(record.read_text(encoding="utf-8"))["commands"]
    assert commands == ["t"] + ["no", "so"] * 20
    assert [save["commands"] for save in saves_of("cc3k")] == [commands]


@pytest.mark.parametrize("game", sorted(TEXT_GAMES))
@pytest.mark.parametrize("closed", ["<&-", ">&-", "2>&-"])
def test_a_text_game_with_a_standard_stream_closed_from_the_start_plays_and_records(game, closed, tmp_path):
    lines = TEXT_GAMES[game][0]
    record = tmp_path / "game.json"
    feed = "" if closed == "<&-" else f"printf '{lines.replace(chr(10), chr(92) + 'n')}' | "
    done = subprocess.run(["bash", "-c", f"{feed}exec \"$0\" \"$@\" {closed}", sys.executable, MAIN, "--game", game,
                           "--text", "--seed", "7", "--record", str(record)],
                          capture_output=True, timeout=WAIT_SECONDS)
    assert done.returncode == 0, done.stderr
    assert b"Traceback" not in done.stderr and not crash_logs()
    if closed != "<&-":
        assert json.loads(record.read_text(encoding="utf-8"))["commands"] == lines.splitlines()


def test_a_reader_that_goes_away_ends_the_game_with_its_record(tmp_path):
    record = tmp_path / "game.json"
    lines = "s\n" + "no\nso\n" * 5000
    # head -c: the reader takes a little and goes; the game's next writes find the pipe closed.
    done = subprocess.run(["bash", "-c", f"printf '{lines.replace(chr(10), chr(92) + 'n')}' | \"$0\" \"$@\" | head -c 100",
                           sys.executable, MAIN, "--text", "--seed", "7", "--record", str(record)],
                          capture_output=True, timeout=WAIT_SECONDS)
    assert len(done.stdout) == 100
    assert b"Traceback" not in done.stderr and not crash_logs()
    commands = json.loads(record.read_text(encoding="utf-8"))["commands"]
    assert commands[:1] == ["s"] and len(commands) < 10001


def test_the_window_opens_without_a_standard_error(tmp_path):
    shot = tmp_path / "shot.png"
    done = subprocess.run(["bash", "-c", "exec \"$0\" \"$@\" 2>&-", sys.executable, MAIN, "--headless", "--seed", "7",
                           "--keys", "s,return,l", "--screenshot", str(shot)], capture_output=True, timeout=WAIT_SECONDS)
    assert done.returncode == 0
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and not crash_logs()


@pytest.mark.parametrize("game", ["cc3k", "maze"])
def test_a_line_without_end_on_standard_input_costs_no_memory(game, tmp_path):
    """A 64 MB line: read whole it would cost the program several times that; cut as it comes, nothing."""
    line = tmp_path / "line.txt"
    with open(line, "wb") as out:
        out.write(b"s\n")
        out.write(b"x" * (64 * 1024 * 1024))
        out.write(b"\nq\n")

    def peak(path: pathlib.Path | None) -> int:
        with open(path or os.devnull, "rb") as stdin:
            process = subprocess.Popen([sys.executable, MAIN, "--game", game, "--text", "--seed", "7"],
                                       stdin=stdin, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            _, status, usage = os.wait4(process.pid, 0)
            process.returncode = os.waitstatus_to_exitcode(status)
        assert process.returncode == 0
        return usage.ru_maxrss * 1024

    assert peak(line) < peak(None) + 32 * 1024 * 1024


@pytest.mark.parametrize("signum", SIGNALS, ids=lambda s: signal.Signals(s).name)
def test_a_signal_stops_the_dooom_server_as_asked(signum):
    process = subprocess.Popen([sys.executable, MAIN, "--game", "dooom", "--serve", "0"], stdin=subprocess.DEVNULL,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        assert b"serving the Dungeon of Dooom" in read_until(process, b"\n", 2)
        status, error = stopped(process, signum)
    finally:
        process.stdout.close()
        process.stderr.close()
    assert status == 0 and error == "" and not crash_logs()


def test_a_signal_to_a_match_in_the_window_writes_each_hero_s_record(tmp_path):
    bot = tmp_path / "slow_bot.py"
    bot.write_text(SLOW_BOT, encoding="utf-8")
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    record = tmp_path / "match.json"
    seats = [tmp_path / "one", tmp_path / "two"]
    bots = []
    for seat in seats:
        seat.mkdir()
        bots += ["--bot", f"{sys.executable} {bot} {seat}"]
    process = subprocess.Popen([sys.executable, MAIN, "--game", "maze", "--seed", "3", "--bot-timeout", "60000",
                                "--record", str(record), *bots],
                               stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env)
    try:
        deadline = time.monotonic() + WAIT_SECONDS
        while not all((seat / "two-turns").exists() for seat in seats) and time.monotonic() < deadline:
            time.sleep(0.05)
        status, error = stopped(process, signal.SIGTERM)
    finally:
        process.stderr.close()
    assert status == 128 + signal.SIGTERM, error
    assert "Traceback" not in error and not crash_logs()
    for path in (record, tmp_path / "match-2.json"):
        assert len(json.loads(path.read_text(encoding="utf-8"))["commands"]) == 2
    assert all(gone(int((seat / "bot.pid").read_text())) for seat in seats)


def waiting_for_input(process: subprocess.Popen) -> None:
    """Until the process sleeps in a read of its input (Linux's /proc says so): its last reply is written whole."""
    stat = pathlib.Path(f"/proc/{process.pid}/stat")
    deadline = time.monotonic() + WAIT_SECONDS
    while time.monotonic() < deadline:
        sleeping = stat.read_text().rsplit(")", 1)[1].split()[0] == "S"
        where = pathlib.Path(f"/proc/{process.pid}/wchan").read_text()
        if sleeping and where in ("n_tty_read", "wait_woken"):
            return
        if sleeping and where == "0":           # a kernel that hides where: sleeping a while is the sign
            time.sleep(0.5)
            return
        time.sleep(0.01)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads Linux's /proc to know the game waits")
@pytest.mark.parametrize("game", list(TEXT_GAMES))
def test_a_terminal_that_hangs_up_keeps_the_game_as_its_sighup_would(game):
    """The terminal's window closed under a text game that does not have it as its controlling terminal, so no SIGHUP
    comes: reading it fails with EIO. That is a hang-up, not a crash: the game is saved to continue, the status is
    SIGHUP's, and no crash log is written."""
    lines, marker, times = TEXT_GAMES[game]
    controller, terminal = os.openpty()
    process = subprocess.Popen([sys.executable, MAIN, "--text", "--game", game, "--seed", "1"], stdin=terminal,
                               stdout=terminal, stderr=terminal, cwd=ROOT)
    os.close(terminal)
    try:
        os.write(controller, lines.encode())
        seen, deadline = b"", time.monotonic() + WAIT_SECONDS
        while seen.count(marker) < times and time.monotonic() < deadline:
            try:
                seen += os.read(controller, 65536)
            except OSError:
                break
        assert seen.count(marker) >= times, seen[-400:]
        waiting_for_input(process)
    finally:
        os.close(controller)                    # the window closes
    assert ended(process) == 128 + signal.SIGHUP
    assert len(saves_of(game)) == 1 and not crash_logs()
