"""The bot runner on its own: answers, time limits on writing and on answering (the bot's own time where it is
measured), how a bot's end is named, and close() ending every process the bot started."""
import os
import pathlib
import signal
import sys
import threading
import time

import pytest

from roguelike_client.bots import process
from roguelike_client.bots.process import BotError, BotProcess

BIG_INPUT = "x" * 5_000_000 + "\n"       # far more than any pipe holds
MARGIN = 2.0                             # the machine is shared: a deadline is checked with this much slack
POSIX_ONLY = pytest.mark.skipif(sys.platform == "win32", reason="a POSIX shell and signals")


@pytest.fixture(params=["direct", "writer only"], autouse=True)
def writing(request, monkeypatch):
    """Every test runs twice: as on POSIX (input written at once when the pipe takes it) and as on Windows
    (all input through the writer thread)."""
    monkeypatch.setattr(process, "WRITE_DIRECTLY", request.param == "direct")


def python_bot(tmp_path, source: str) -> BotProcess:
    path = tmp_path / "bot.py"
    path.write_text(source)
    return BotProcess(f'"{sys.executable}" "{path}"')


def failure(bot: BotProcess, text: str, seconds: float) -> tuple[str, float]:
    """The message of the BotError that ask() raises, and how long ask() took."""
    start = time.monotonic()
    with pytest.raises(BotError) as raised:
        bot.ask(text, seconds)
    return str(raised.value), time.monotonic() - start


def gone(pid: int, seconds: float = 5.0) -> bool:
    """Whether the process has ended and been reaped (a zombie left behind still counts as there)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return True
        time.sleep(0.05)
    return False


def limit_took(seconds: float, took: float) -> bool:
    """A sleeping bot's turn ends once it has waited its limit after the limit has passed on the clock."""
    return seconds * 0.9 <= took < 2 * seconds + MARGIN


def test_each_line_is_answered_and_a_large_input_arrives_whole(tmp_path):
    bot = python_bot(tmp_path, "import sys\nfor line in sys.stdin:\n    print(len(line), flush=True)\n")
    try:
        assert bot.ask("hello\n", 5.0) == "6\n"
        assert bot.ask(BIG_INPUT, 10.0) == f"{len(BIG_INPUT)}\n"
        assert bot.ask("hi\n", 5.0) == "3\n"
    finally:
        bot.close()


def test_a_bot_that_never_reads_its_input_costs_its_limit_and_no_more(tmp_path):
    bot = python_bot(tmp_path, "import time\ntime.sleep(30)\n")
    try:
        message, took = failure(bot, BIG_INPUT, 0.5)
        assert message == "timeout: the bot has not read its input for 500 ms"
        assert limit_took(0.5, took)
        # The input still waiting ahead of the next turn's: that turn gets its own limit, no more.
        message, took = failure(bot, "next\n", 0.2)
        assert message == "timeout: the bot has not read its input for 200 ms"
        assert took < 2 * 0.2 + MARGIN
    finally:
        start = time.monotonic()
        bot.close()
    assert time.monotonic() - start < MARGIN


def test_a_bot_that_reads_but_never_answers_costs_its_limit(tmp_path):
    bot = python_bot(tmp_path, "import sys\nfor line in sys.stdin:\n    pass\n")
    try:
        message, took = failure(bot, "hello\n", 0.3)
        assert message == "timeout: no answer within 300 ms"
        assert limit_took(0.3, took)
    finally:
        bot.close()


@pytest.mark.parametrize("text", ["hello\n", BIG_INPUT], ids=["a line", "more than a pipe holds"])
def test_a_bot_that_exits_without_answering_is_named_with_its_status(tmp_path, text):
    bot = python_bot(tmp_path, "raise SystemExit(3)\n")
    try:
        message, took = failure(bot, text, 5.0)
        assert message == "the bot ended (exit status 3) without answering"
        assert took < 5.0
    finally:
        bot.close()


@POSIX_ONLY
@pytest.mark.parametrize("tail", ["", "; exit $?"], ids=["the bot killed", "its shell reporting it"])
def test_a_bot_killed_by_a_signal_is_named_with_the_signal(tmp_path, tail):
    path = tmp_path / "crash.py"
    path.write_text("import os, signal, sys\nsys.stdin.readline()\nos.kill(os.getpid(), signal.SIGKILL)\n")
    bot = BotProcess(f'"{sys.executable}" "{path}"{tail}')
    try:
        message, _took = failure(bot, "hello\n", 5.0)
        assert message == "the bot crashed (signal 9) without answering"
    finally:
        bot.close()


@POSIX_ONLY
@pytest.mark.parametrize("command", ["read line; sleep 30 & echo $!; cat > /dev/null", "read line; sleep 30 & echo $!"],
                         ids=["its shell still running", "its shell gone"])
def test_a_bots_background_child_ends_with_close(command):
    bot = BotProcess(command)
    try:
        child = int(bot.ask("go\n", 5.0))
        time.sleep(0.3)              # time for a shell with nothing left to do to end, leaving its child behind
        os.kill(child, 0)            # alive until close()
    finally:
        bot.close()
    assert gone(child)


def test_close_ends_the_bot_and_can_be_called_again(tmp_path):
    bot = python_bot(tmp_path, "import sys\nfor line in sys.stdin:\n    print('ok', flush=True)\n")
    assert bot.ask("hello\n", 5.0) == "ok\n"
    bot.close()
    assert bot.process.poll() is not None
    start = time.monotonic()
    bot.close()
    assert time.monotonic() - start < MARGIN


def test_close_without_a_question(tmp_path):
    bot = python_bot(tmp_path, "import time\ntime.sleep(30)\n")
    bot.close()
    bot.close()
    assert bot.process.poll() is not None


LINUX_ONLY = pytest.mark.skipif(not os.path.isdir("/proc/self"), reason="processes' environments listed in /proc")


@LINUX_ONLY
@pytest.mark.parametrize("holds_output", [True, False], ids=["holding the bot's output", "output elsewhere"])
def test_a_child_in_a_session_of_its_own_ends_with_close_without_holding_the_game(tmp_path, holds_output):
    # setsid() takes the child out of the bot's process group, where killpg cannot reach it.
    child = f'"{sys.executable}" -c "import os, time; os.setsid(); time.sleep(30)"'
    redirect = "" if holds_output else " > /dev/null"
    bot = BotProcess(f"read line; {child}{redirect} & echo $!; cat > /dev/null")
    try:
        pid = int(bot.ask("go\n", 5.0))
        time.sleep(0.3)
        os.kill(pid, 0)              # alive until close()
    finally:
        start = time.monotonic()
        bot.close()
        closing = time.monotonic() - start
    assert gone(pid) and closing < process.THREAD_END_SECONDS + MARGIN


def test_an_endless_line_fails_at_its_limit_instead_of_filling_memory(tmp_path):
    bot = python_bot(tmp_path, "import sys, time\nsys.stdin.readline()\n"
                               "sys.stdout.write('M' * 10_000_000)\nsys.stdout.flush()\ntime.sleep(30)\n")
    try:
        message, took = failure(bot, "go\n", 5.0)
    finally:
        bot.close()
    assert message == f"the bot's answer line is longer than {process.MAX_LINE_BYTES:,} bytes" and took < 5.0


def resident_bytes() -> int:
    with open("/proc/self/statm", encoding="ascii") as statm:
        return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")


@pytest.mark.skipif(not os.path.exists("/proc/self/statm"), reason="reads its own memory in /proc")
def test_a_bot_printing_lines_without_end_holds_a_bounded_number_of_them(tmp_path):
    """The lines a bot prints ahead of its turns are kept in order for them, up to a bound: past it the bot waits
    on its own pipe, and the program's memory does not grow with what it prints."""
    bot = python_bot(tmp_path, "import sys\nline = 'MOVE 0 0 ' + 'x' * 1000 + '\\n'\n"
                               "while True:\n    sys.stdout.write(line)\n")
    try:
        assert bot.ask("go\n", 5.0).startswith("MOVE 0 0 ")
        before = resident_bytes()
        time.sleep(2.0)             # unbounded, the reader would take hundreds of megabytes in this time
        grown = resident_bytes() - before
        answers = [bot.ask("go\n", 5.0) for _ in range(3 * process.LINES_AHEAD)]
    finally:
        bot.close()
    assert grown < 32 * 1024 * 1024
    assert all(answer.startswith("MOVE 0 0 x") for answer in answers)


# A helper that leaves the bot's session and clears its environment, so that neither the process group nor the
# bot's mark reaches it; with `daemon`, it also forks again and lets its first self end, leaving an orphan.
HELPER = """import os, sys, time
os.setsid()
if {daemon} and os.fork():
    os._exit(0)
open(sys.argv[1], "w").write(str(os.getpid()))
time.sleep(60)
"""
HELPING_BOT = """import subprocess, sys, time
subprocess.Popen([sys.executable, sys.argv[1], sys.argv[2]], env={{}}, stdin=subprocess.DEVNULL,
                 stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
for line in sys.stdin:
    print("ok", flush=True)
"""


def helped_bot(tmp_path, daemon: bool) -> tuple[BotProcess, pathlib.Path]:
    helper, pid_file, bot = tmp_path / "helper.py", tmp_path / "helper.pid", tmp_path / "bot.py"
    helper.write_text(HELPER.format(daemon=daemon))
    bot.write_text(HELPING_BOT.format())
    return BotProcess(f'"{sys.executable}" "{bot}" "{helper}" "{pid_file}"'), pid_file


def helper_pid(pid_file: pathlib.Path) -> int:
    deadline = time.monotonic() + 10
    while not (pid_file.exists() and pid_file.read_text()) and time.monotonic() < deadline:
        time.sleep(0.02)
    return int(pid_file.read_text())


@LINUX_ONLY
@pytest.mark.parametrize("daemon", [False, True], ids=["its parent still there", "orphaned by a double fork"])
def test_a_helper_in_a_session_of_its_own_without_environment_ends_with_close(tmp_path, daemon):
    bot, pid_file = helped_bot(tmp_path, daemon)
    try:
        assert bot.ask("go\n", 5.0) == "ok\n"
        pid = helper_pid(pid_file)
        os.kill(pid, 0)              # alive until close()
    finally:
        bot.close()
    assert gone(pid)


def zombie_or_gone(pid: int) -> bool:
    deadline = time.monotonic() + 5
    while time.monotonic() < deadline:
        stat = pathlib.Path(f"/proc/{pid}/stat")
        try:
            if stat.read_text().rsplit(")", 1)[1].split()[0] == "Z":
                return True
        except FileNotFoundError:
            return True
        time.sleep(0.05)
    return False


@LINUX_ONLY
@pytest.mark.parametrize("system", ["proc without children files", "ps (macOS)"])
def test_where_only_a_process_table_is_listed_a_helper_with_its_parent_still_ends_with_close(tmp_path, monkeypatch,
                                                                                            system):
    monkeypatch.setattr(process, "_CHILDREN_FILES", False)
    if system.startswith("ps"):
        monkeypatch.setattr(process, "LINUX", False)
    monkeypatch.setattr(process, "OWN_TIME", False)
    monkeypatch.setattr(process, "_adopting", False)      # nothing adopted: the walk alone must find the helper
    bot, pid_file = helped_bot(tmp_path, daemon=False)
    try:
        assert bot.ask("go\n", 5.0) == "ok\n"
        pid = helper_pid(pid_file)
        assert pid in process.descendants(bot.process.pid)
    finally:
        bot.close()
    assert zombie_or_gone(pid)       # ended; a zombie of this (adopting) process until it is reaped
    monkeypatch.undo()
    process.end_strays()
    assert gone(pid)


OWN_TIME_ONLY = pytest.mark.skipif(not process.OWN_TIME, reason="a bot's own time is measured on Linux only")
ANSWERS = "import os, sys\nfor line in sys.stdin:\n    print(os.getpid(), flush=True)\n"     # its pid, every turn


def signal_if_there(pid: int, signum: int) -> None:
    try:
        os.kill(pid, signum)
    except ProcessLookupError:
        pass


@OWN_TIME_ONLY
def test_a_bot_kept_from_running_is_not_charged_for_the_time(tmp_path):
    # Stopped from outside for three times its limit (as a busy machine keeps a bot waiting for a processor), the
    # bot answers as soon as it runs again: late on the clock, in time by its own.
    bot = python_bot(tmp_path, ANSWERS)
    try:
        pid = int(bot.ask("hello\n", 5.0))
        os.kill(pid, signal.SIGSTOP)
        threading.Timer(0.6, signal_if_there, (pid, signal.SIGCONT)).start()
        start = time.monotonic()
        assert bot.ask("go\n", 0.2) == f"{pid}\n"
        assert time.monotonic() - start >= 0.55
    finally:
        bot.close()


@OWN_TIME_ONLY
@pytest.mark.parametrize("thinker", ["the bot", "a process it waits for"])
def test_a_bot_that_thinks_too_long_times_out_at_its_limit(tmp_path, thinker):
    spin = f'"{sys.executable}" -c "while True: pass"'
    script = tmp_path / "thinker.py"
    script.write_text("import sys\nsys.stdin.readline()\nwhile True: pass\n")
    # The command only: a bot started to learn it would be left spinning after the test.
    bot = BotProcess(f'"{sys.executable}" "{script}"' if thinker == "the bot" else f"read line; {spin}")
    try:
        message, took = failure(bot, "go\n", 0.3)
    finally:
        bot.close()
    # Charged for its processor time: it ends once it has used its limit, long before the wall clock's backstop
    # (on a busy machine that takes longer than its limit on the clock).
    assert message == "timeout: no answer within 300 ms" and 0.27 <= took < process.BACKSTOP_SECONDS / 2


@OWN_TIME_ONLY
def test_a_bot_kept_from_running_for_good_times_out_at_the_backstop(tmp_path, monkeypatch):
    monkeypatch.setattr(process, "BACKSTOP_SECONDS", 1.0)
    bot = python_bot(tmp_path, ANSWERS)
    try:
        pid = int(bot.ask("hello\n", 5.0))
        os.kill(pid, signal.SIGSTOP)
        message, took = failure(bot, "go\n", 0.05)
    finally:
        bot.close()
    assert message == "timeout: no answer within 50 ms" and 0.95 <= took < 1.0 + MARGIN
