"""A bot's output cut into lines as the maze's referee reads them (Java's BufferedReader.readLine, CodinGame's own
runner too): a line ends at a line feed, a carriage return followed by a line feed, or a carriage return alone."""
from __future__ import annotations


def bot_lines(raw: bytes) -> list[bytes]:
    """The lines in what one read up to a line feed gave, each with its end as a line feed: b"\\rMOVE 5 1\\n" is an
    empty line, then MOVE 5 1 (the referee ends the game on the empty one, and so does the program)."""
    if b"\r" not in raw:
        return [raw]
    parts = raw.replace(b"\r\n", b"\n").split(b"\r")
    lines = [part + b"\n" for part in parts[:-1]]
    return lines + [parts[-1]] if parts[-1] else lines
