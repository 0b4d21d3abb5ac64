"""A program at the controls of a game: its process, and each turn's question asked without blocking the caller."""
from __future__ import annotations

import threading
import time
from typing import Any, Mapping

from roguelike_client.bots.process import BotError, BotProcess
from game.core import View
from game.spec import BotRules


class PendingAnswer:
    """One question being answered on a worker thread; the caller polls done() or waits for result()."""

    def __init__(self, process: BotProcess, text: str, seconds: float):
        self._line: str | None = None
        self._error: BotError | None = None
        self.seconds = 0.0        # how long the bot took, from its input's first byte to its answer
        self._done = threading.Event()
        self._thread = threading.Thread(target=self._ask, args=(process, text, seconds), name="bot-turn", daemon=True)
        self._thread.start()

    def _ask(self, process: BotProcess, text: str, seconds: float) -> None:
        start = time.perf_counter()
        try:
            self._line = process.ask(text, seconds)
        except BotError as error:
            self._error = error
        finally:
            self.seconds = time.perf_counter() - start
            self._done.set()

    def done(self) -> bool:
        return self._done.is_set()

    def result(self) -> str:
        """The answer line; raises BotError when the bot failed (waits for the answer if need be; the process's
        own deadline bounds the wait)."""
        self._done.wait()
        if self._error is not None:
            raise self._error
        assert self._line is not None
        return self._line


# The proving ground's bot started ahead of its game: while one game ends, the next one's bot starts, and the next
# seat of that command takes it. One at most, started once the game before has ended its own bot: a game's bot is
# then the only one running here, so the helpers it leaves behind end with its game as ever.
_ready: BotProcess | None = None


def start_ahead(command: str) -> None:
    """Start command's bot now for a game about to be played here (the proving ground, between two games)."""
    global _ready
    end_ahead()
    try:
        _ready = BotProcess(command)
    except BotError:
        _ready = None           # the game starts its own, and says why it cannot


def end_ahead() -> None:
    """End the bot started ahead, if no game took it."""
    global _ready
    if _ready is not None:
        waiting, _ready = _ready, None
        waiting.close()


def _bot_for(command: str) -> BotProcess:
    """The bot started ahead for this command, if it still runs, else a new one (raises BotError). A bot started
    ahead for another command, or that ended while it waited, is ended: the game starts its own as without one."""
    global _ready
    if _ready is not None and _ready.command == command and _ready.process.poll() is None:
        taken, _ready = _ready, None
        return taken
    end_ahead()
    return BotProcess(command)


class BotSeat:
    """The bot program playing one game: started on the first question, ended with close()."""

    def __init__(self, command: str, rules: BotRules, options: Mapping[str, Any]):
        self.command = command
        self.rules = rules
        self.first_seconds, self.later_seconds = rules.time_limits(options)
        self._process: BotProcess | None = None
        self._answers = 0
        self.pending: PendingAnswer | None = None

    def _next_question(self) -> tuple[BotProcess, float]:
        """The process (started on the first question) and this answer's time: the first turn's for its first."""
        if self._process is None:
            self._process = _bot_for(self.command)       # raises BotError when it cannot start
        seconds = self.first_seconds if self._answers == 0 else self.later_seconds
        self._answers += 1
        return self._process, seconds

    def ask(self, view: View[Any]) -> PendingAnswer:
        """Ask for this turn's answer on a worker thread, for a caller that must not wait (the window)."""
        process, seconds = self._next_question()
        self.pending = PendingAnswer(process, self.rules.turn_input(view), seconds)
        return self.pending

    def answer_now(self, view: View[Any]) -> tuple[str, float]:
        """Ask for this turn's answer and wait for it on the caller's thread (the terminal and the proving ground:
        a thread per turn would cost more than the rules' whole turn); the line and the seconds it took.
        Raises BotError."""
        process, seconds = self._next_question()
        text = self.rules.turn_input(view)
        start = time.perf_counter()
        line = process.ask(text, seconds)
        return line, time.perf_counter() - start

    def close(self) -> None:
        """End the bot's process and everything it started; safe to call more than once."""
        if self._process is not None:
            self._process.close()
            self._process = None
        self.pending = None
