"""--record and --replay for the terminal front ends: capture typed lines, save them, play them back and check the end."""
from __future__ import annotations

import hashlib
import sys
from pathlib import Path
from typing import Iterable, Iterator

from game.core import View
from userdata.records import Record, load_record, save_record
from userdata.storage import StoredFileError


def view_digest(view: View) -> str:
    """A fingerprint of everything a front end can draw; equal views give equal digests."""
    return hashlib.sha256(repr(view).encode("utf-8")).hexdigest()


def final_state(view: View) -> dict:
    return {"phase": view.phase, "result": view.result, "score": view.score, "turn": view.turn, "digest": view_digest(view)}


def recorded(lines: Iterable[str], record: Record) -> Iterator[str]:
    """Pass lines through, keeping each (without its newline) in the record."""
    for line in lines:
        record.commands.append(line.rstrip("\r\n"))
        yield line


def finish_record(path: str, record: Record, view: View) -> None:
    record.final = final_state(view)
    save_record(Path(path), record)


def open_replay(path: str, game: str) -> Record | None:
    """The record to replay, or None after printing one line saying why it cannot be used."""
    try:
        record = load_record(Path(path))
    except StoredFileError as error:
        sys.stderr.write(f"{error}\n")
        return None
    if record.game != game:
        sys.stderr.write(f"{path}: a record of {record.game}, not {game}: use --game {record.game}\n")
        return None
    return record


def check_replay(record: Record, view: View) -> str | None:
    """None when the replay ended where the recording did; otherwise what differs, in one line."""
    reached = final_state(view)
    if not record.final:
        return None
    if reached == record.final:
        return None
    differing = [key for key in reached if reached[key] != record.final.get(key)]
    return "replay ended differently from the recording: " + ", ".join(
        f"{key} {record.final.get(key)!r} recorded, {reached[key]!r} replayed" for key in differing)
