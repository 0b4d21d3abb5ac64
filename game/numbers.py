"""Whole numbers read from text, anywhere in the program (command lines, files, commands typed or sent by a bot):
the one place that knows which characters are digits and how long a number may be."""
from __future__ import annotations

import unicodedata

# Significant digits a number may have before it is simply too large: more than any number the program uses (a
# Java long has 19), far below Python's 4300-digit conversion limit, and read in time linear in the text.
MAX_DIGITS = 40


class NumberError(ValueError):
    """Text that is no whole number (too_large=False) or one outside the range asked for (too_large=True)."""

    def __init__(self, message: str, too_large: bool = False):
        super().__init__(message)
        self.too_large = too_large


def _digit(char: str, any_script: bool) -> int:
    if "0" <= char <= "9":
        return ord(char) - 48
    return unicodedata.decimal(char, -1) if any_script else -1


def read_whole(text: str, low: int, high: int, *, any_script: bool = False) -> int:
    """An optional + or -, then one or more decimal digits (leading zeros allowed), within [low, high]; raises
    NumberError saying which. Digits are ASCII, or with any_script the decimal digits of every script, as Java's
    Integer.parseInt reads them (Arabic-Indic '٣' is 3; '²' and '½' are no digits in either)."""
    digits = text[1:] if text[:1] in ("+", "-") else text
    if not digits:
        raise NumberError(f"{text[:40]!r} is not a whole number")
    value, significant = 0, 0
    for char in digits:
        digit = _digit(char, any_script)
        if digit < 0:
            raise NumberError(f"{text[:40]!r} is not a whole number")
        if significant < MAX_DIGITS and (value or digit):
            value = value * 10 + digit
            significant += 1
        elif significant >= MAX_DIGITS:
            significant += 1
    if significant > MAX_DIGITS:
        raise NumberError(f"{text[:20]}... is not between {low} and {high}", too_large=True)
    value = -value if text[0] == "-" else value
    if not low <= value <= high:
        raise NumberError(f"{value} is not between {low} and {high}", too_large=True)
    return value
