"""--record and --replay for the terminal front ends: capture typed lines, save them, play them back and check the end."""
from __future__ import annotations

import sys
from pathlib import Path
from typing import Iterable, Iterator

from game.core import View
from userdata.records import Record, final_state, load_record, save_record
from userdata.records import replay_difference
from userdata.storage import StoredFileError


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


def replay_status(replay: Record | None, replay_path: str | None, view: View) -> int:
    """After a replay: 0 when it ended where the recording did, else 1 after one line saying what differs."""
    problem = replay_difference(replay, view) if replay else None
    if problem:
        sys.stderr.write(f"{replay_path}: {problem}\n")
        return 1
    return 0
