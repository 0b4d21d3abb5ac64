"""A server's log on its standard output that never holds serving up: written by a thread of its own, a bounded
number of lines kept for a reader that stops reading (the rest dropped, counted and told), a reader that goes away
ending the log only."""
from __future__ import annotations

import os
import select
import threading
from collections import deque
from typing import TextIO

from roguelike_client.play.shutdown import silence

# Lines of the log kept for a reader that does not take them; beyond them lines are dropped and counted.
LOG_LINES_KEPT = 1000
# How long the log's last lines are given to be read when the server stops.
LOG_CLOSE_SECONDS = 1.0


class Log:
    """The server's lines on its standard output, which never hold serving up. A stream with a file beneath (a
    terminal, a pipe, a file) is written by a thread of its own: a reader that is slow, or that stops reading,
    holds up that thread alone. At most LOG_LINES_KEPT lines wait for it; beyond them lines are dropped and
    counted, and once the reader takes lines again the log says how many it lost. A reader that goes away
    (`--serve 0 | head -1`) only ends the log: the server goes on serving."""

    def __init__(self, stream: TextIO):
        self.stream = stream
        self.open = True
        self.fd = _descriptor(stream)       # None: a stream in memory (a test's), written at once
        self.encoding = getattr(stream, "encoding", None) or "utf-8"
        self.lines: deque[str] = deque()
        self.dropped = 0
        self.closing = False
        self.ready = threading.Condition()
        self.writer: threading.Thread | None = None
        if self.fd is not None:
            # The thread writes to the file beneath, past the stream's buffer: anything in that goes first.
            try:
                stream.flush()
            except (OSError, ValueError):
                self._end()
                return
            self.writer = threading.Thread(target=self._write_out, name="dooom server log", daemon=True)
            self.writer.start()

    def write(self, line: str) -> None:
        if not self.open:
            return
        if self.writer is None:
            try:
                self.stream.write(line + "\n")
                self.stream.flush()
            except (OSError, ValueError):
                self._end()
            return
        with self.ready:
            if len(self.lines) >= LOG_LINES_KEPT:
                self.dropped += 1
                return
            self.lines.append(line)
            self.ready.notify()

    def close(self) -> None:
        """Write what waits, giving the reader LOG_CLOSE_SECONDS to take it."""
        if self.writer is None:
            return
        with self.ready:
            self.closing = True
            self.ready.notify()
        self.writer.join(LOG_CLOSE_SECONDS)

    def _write_out(self) -> None:
        while True:
            with self.ready:
                while not self.lines and not self.dropped and not self.closing:
                    self.ready.wait()
                if not self.lines and not self.dropped:
                    return
                lines, dropped = list(self.lines), self.dropped
                self.lines.clear()
                self.dropped = 0
            if dropped:
                # The lines dropped came after those that were waiting, and before any that come now.
                lines.append(f"{dropped} lines of this log were dropped: nobody read it for a while")
            if not self._put("".join(line + "\n" for line in lines).encode(self.encoding, "backslashreplace")):
                self._end()
                return

    def _put(self, data: bytes) -> bool:
        """Write all of data to the file beneath, however long that takes; False once nobody can read it."""
        assert self.fd is not None
        view = memoryview(data)
        while view:
            try:
                view = view[os.write(self.fd, view):]
            except BlockingIOError:
                # A descriptor someone made non-blocking: wait for room rather than spin.
                select.select([], [self.fd], [], LOG_CLOSE_SECONDS)
            except OSError:
                return False
        return True

    def _end(self) -> None:
        self.open = False
        with self.ready:
            self.lines.clear()
            self.dropped = 0
        silence(self.stream)


def _descriptor(stream: TextIO) -> int | None:
    try:
        return stream.fileno()
    except (AttributeError, ValueError, OSError):
        return None
