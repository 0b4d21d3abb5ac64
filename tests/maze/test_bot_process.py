"""The bot runner on its own: answers, deadlines on writing and on answering, how a bot's end is named, and close()."""
import os
import sys
import time

import pytest

from bots import process
from bots.process import BotError, BotProcess

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
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return True
        time.sleep(0.05)
    return False


def test_each_line_is_answered_and_a_large_input_arrives_whole(tmp_path):
    bot = python_bot(tmp_path, "import sys\nfor line in sys.stdin:\n    print(len(line), flush=True)\n")
    try:
        assert bot.ask("hello\n", 5.0) == "6\n"
        assert bot.ask(BIG_INPUT, 10.0) == f"{len(BIG_INPUT)}\n"
        assert bot.ask("hi\n", 5.0) == "3\n"
    finally:
        bot.close()


def test_a_bot_that_never_reads_its_input_costs_the_deadline_and_no_more(tmp_path):
    bot = python_bot(tmp_path, "import time\ntime.sleep(30)\n")
    try:
        message, took = failure(bot, BIG_INPUT, 0.5)
        assert message == "timeout: the bot has not read its input for 500 ms"
        assert 0.45 <= took < 0.5 + MARGIN
        # The input still waiting ahead of the next turn's: that turn gets its own deadline, no more.
        message, took = failure(bot, "next\n", 0.2)
        assert message == "timeout: the bot has not read its input for 200 ms"
        assert took < 0.2 + MARGIN
    finally:
        start = time.monotonic()
        bot.close()
    assert time.monotonic() - start < MARGIN


def test_a_bot_that_reads_but_never_answers_costs_the_deadline(tmp_path):
    bot = python_bot(tmp_path, "import sys\nfor line in sys.stdin:\n    pass\n")
    try:
        message, took = failure(bot, "hello\n", 0.3)
        assert message == "timeout: no answer within 300 ms"
        assert 0.27 <= took < 0.3 + MARGIN
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
