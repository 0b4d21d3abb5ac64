"""Dungeon of Dooom text protocol: the exact reply strings (the command grammar is in commands.py)."""
from __future__ import annotations

SUCCESS = "SUCCESS"
FAIL = "FAIL"
LOOKREPLY = "LOOKREPLY"
WIN = "WIN"
LOSE = "LOSE"
LOOK_SIZE = 5


def gold_reply(win: int) -> str:
    return f"GOLD {win}"


def pickup_reply(total: int) -> str:
    return f"SUCCESS, GOLD COINS: {total}"


def look_reply(rows: list[str]) -> str:
    """LOOKREPLY and the five rows, as one newline-joined text."""
    return "\n".join([LOOKREPLY, *rows])
