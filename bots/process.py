"""An external bot program run as the hero: a child process on pipes, asked one turn at a time with a deadline."""
from __future__ import annotations

import os
import queue
import select
import signal
import subprocess
import threading
import time


class BotError(Exception):
    """A bot that cannot start, answer in time or go on; str() says which, in one line."""


# After the bot's output ends, how long to wait for its exit status so the message can name it.
EXIT_WAIT_SECONDS = 0.2
SHELL_SIGNAL_BASE = 128


class BotProcess:
    """`command` runs through the shell in its own process group, so that close() ends the shell and its children.

    A reader thread turns the bot's output into lines, so a bot that never answers costs exactly the deadline;
    its input is written without blocking, so a bot that stops reading (its pipe full) costs no more."""

    def __init__(self, command: str):
        self.command = command
        try:
            self.process = subprocess.Popen(command, shell=True, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                            start_new_session=True)
        except OSError as error:
            raise BotError(f"cannot start the bot: {error.strerror or error}") from None
        self._input = self.process.stdin.fileno()
        os.set_blocking(self._input, False)
        self._lines: queue.SimpleQueue[bytes | None] = queue.SimpleQueue()
        self._reader = threading.Thread(target=self._read, name="maze-bot-reader", daemon=True)
        self._reader.start()

    def _read(self) -> None:
        stdout = self.process.stdout
        try:
            for raw in stdout:
                self._lines.put(raw)
        except (OSError, ValueError):
            pass
        self._lines.put(None)

    def ask(self, text: str, seconds: float) -> str:
        """Send one turn's input and wait at most `seconds` in all for one answer line; raises BotError."""
        deadline = time.monotonic() + seconds
        self._send(text.encode("ascii"), deadline, seconds)
        try:
            raw = self._lines.get(timeout=max(0.0, deadline - time.monotonic()))
        except queue.Empty:
            raise BotError(f"timeout: no answer within {round(seconds * 1000)} ms") from None
        if raw is None:
            raise BotError(self._gone())
        return raw.decode("utf-8", errors="replace")

    def _send(self, data: bytes, deadline: float, seconds: float) -> None:
        pending = memoryview(data)
        while pending:
            try:
                pending = pending[os.write(self._input, pending):]
            except BlockingIOError:
                pass
            except OSError:
                raise BotError(self._gone()) from None
            if pending and not select.select([], [self._input], [], max(0.0, deadline - time.monotonic()))[1]:
                raise BotError(f"timeout: the bot has not read its input for {round(seconds * 1000)} ms")

    def _gone(self) -> str:
        try:
            status = self.process.wait(EXIT_WAIT_SECONDS)
        except subprocess.TimeoutExpired:
            return "the bot closed its output without answering"
        # The shell reports a child killed by signal N as 128 + N.
        signal_number = -status if status < 0 else status - SHELL_SIGNAL_BASE if status > SHELL_SIGNAL_BASE else 0
        if signal_number:
            return f"the bot crashed (signal {signal_number}) without answering"
        return f"the bot ended (exit status {status}) without answering"

    def close(self) -> None:
        """End the bot and everything it started; safe to call more than once."""
        # The whole process group, whether or not its leader (the shell) is still there: a bot's background
        # children stay in the group after the shell has gone.
        try:
            os.killpg(self.process.pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            if self.process.poll() is None:
                self.process.kill()
        self.process.wait()
        for stream in (self.process.stdin, self.process.stdout):
            try:
                stream.close()
            except (OSError, ValueError):
                pass
        self._reader.join(1.0)
