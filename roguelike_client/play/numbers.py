"""Whole numbers as a person types them to the program: the seeds' range and the one-line reader the command line's
options and the window's seed box share (game/numbers.py does the reading)."""
from __future__ import annotations

import argparse

from game.numbers import NumberError, read_whole

SEED_LIMIT = 2**63


def whole_number(text: str, low: int, high: int) -> int:
    """Plain decimal digits with an optional sign, within [low, high]; anything else is one clear line."""
    try:
        return read_whole(text, low, high)
    except NumberError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def seed_number(text: str) -> int:
    return whole_number(text, -SEED_LIMIT, SEED_LIMIT - 1)
