"""Lines read from outside (standard input, a socket) in bounded memory: each cut at a length no command has, the
rest of a longer one skipped as it comes, bytes that are not UTF-8 a refused line and never a crash."""
from __future__ import annotations

import weakref
from typing import BinaryIO, Callable, Iterator, TextIO

# A command is a few words; anything past 1 KB is cut there (a line no game knows, so refused) and the rest of it
# skipped: a line without end can never fill the memory.
MAX_LINE_BYTES = 1024
# Bytes asked of a stream at a time.
READ_BYTES = 64 * 1024


def decode_line(raw: bytes) -> str:
    """One raw line as text. Bytes that are not UTF-8 become U+FFFD, which no command holds:
    the line is refused like any other, and a record keeps it so that it is refused the same way when replayed."""
    return raw.decode("utf-8", errors="replace")


class LineCutter:
    """Bytes as they come (standard input's reads, a socket's), cut into lines of at most MAX_LINE_BYTES each."""

    def __init__(self) -> None:
        self.pending = b""
        self.start = 0          # where the bytes not yet cut begin in pending
        self.skipping = False   # the rest of a line too long is being skipped
        self.queued = 0         # lines cut already that read_lines has not yet handed on

    def add(self, data: bytes) -> None:
        self.pending = self.pending[self.start:] + data
        self.start = 0

    def waiting(self) -> int:
        """How many bytes wait to be cut."""
        return len(self.pending) - self.start

    def partial(self) -> bool:
        """Whether a line has begun and not ended: bytes after the last line end, or the rest of a line too long
        still to come."""
        if self.waiting():
            return not self.pending.endswith(b"\n")
        return self.skipping

    def next_line(self) -> str | None:
        """The next line, without its line end, or None until more bytes come."""
        end = self.pending.find(b"\n", self.start)
        if self.skipping:
            if end < 0:
                self.pending, self.start = b"", 0
                return None
            self.start, self.skipping = end + 1, False
            end = self.pending.find(b"\n", self.start)
        if 0 <= end <= self.start + MAX_LINE_BYTES:
            line = self.pending[self.start:end]
            self.start = end + 1
            return decode_line(line)
        if self.waiting() > MAX_LINE_BYTES:
            line = self.pending[self.start:self.start + MAX_LINE_BYTES]
            self.start += MAX_LINE_BYTES
            self.skipping = True
            return decode_line(line)
        return None

    def whole_lines(self) -> list[str]:
        """Every line that has come whole, in order: what next_line gives one at a time, cut in one go while no
        line among them is too long (as lines typed or piped are); what follows them, one by one."""
        lines: list[str] = []
        if not self.skipping:
            end = self.pending.rfind(b"\n")
            if end >= self.start:
                parts = self.pending[self.start:end].split(b"\n")
                if max(map(len, parts)) <= MAX_LINE_BYTES:
                    self.start = end + 1
                    lines = list(map(decode_line, parts))
        while (line := self.next_line()) is not None:
            lines.append(line)
        return lines

    def last_line(self) -> str | None:
        """At the end of the stream, its last line if that had no line end."""
        if self.skipping or not self.waiting():
            return None
        line = self.pending[self.start:]
        self.pending, self.start = b"", 0
        return decode_line(line)


# The cutter of each stream read_lines is reading, so that a writer can ask whether the next line is already here.
_CUTTERS: "weakref.WeakKeyDictionary[BinaryIO, LineCutter]" = weakref.WeakKeyDictionary()


def line_ahead(stream: TextIO) -> Callable[[], bool]:
    """A question to ask between lines: whether read_lines holds the stream's next line already, so that asking
    for it will not wait. A writer answering line by line needs to flush what it wrote only before a wait (a pipe
    written a line at a time costs a system call and a reader's wake-up per line)."""
    raw = getattr(stream, "buffer", None)
    found: list[LineCutter] = []

    def ahead() -> bool:
        if not found:
            cutter = _CUTTERS.get(raw) if raw is not None else None
            if cutter is None:
                return False
            found.append(cutter)
        cutter = found[0]
        return cutter.queued > 0 or cutter.pending.find(b"\n", cutter.start) >= 0 or cutter.waiting() > MAX_LINE_BYTES
    return ahead


def read_lines(stream: TextIO) -> Iterator[str]:
    """A text stream's lines, without their line ends (a carriage return before one included). Its bytes are read, whatever the locale's encoding; a text
    stream with no bytes beneath (a test's StringIO) is read as text, its lines cut the same way."""
    raw: BinaryIO | None = getattr(stream, "buffer", None)
    if raw is None:
        for text in stream:
            yield text.rstrip("\r\n")[:MAX_LINE_BYTES]
        return
    cutter = LineCutter()
    try:
        _CUTTERS[raw] = cutter
    except TypeError:       # a stream that cannot be referred to weakly: nobody can look ahead in it
        pass
    # read1: what the stream has, up to READ_BYTES, without waiting for all of them (a person types a line).
    read = getattr(raw, "read1", raw.read)
    while data := read(READ_BYTES):
        cutter.add(data)
        lines = cutter.whole_lines()
        cutter.queued = len(lines)
        for line in lines:
            cutter.queued -= 1
            yield line.rstrip("\r")
    last = cutter.last_line()
    if last is not None:
        yield last.rstrip("\r")
