"""java.util.Random and Collections.shuffle exactly as Java 17 has them: a seed means what it means on CodinGame."""
from __future__ import annotations

from typing import MutableSequence, TypeVar

MULTIPLIER = 0x5DEECE66D
ADDEND = 0xB
MASK = (1 << 48) - 1
DOUBLE_UNIT = 1.0 / (1 << 53)

T = TypeVar("T")


def _signed32(value: int) -> int:
    value &= 0xFFFFFFFF
    return value - (1 << 32) if value & 0x80000000 else value


class JavaRandom:
    """Java's 48-bit linear congruential generator; the seed is any Java long (only its low 48 bits count, as in
    Java). Only the draws the referee makes are here: nextInt, nextInt(bound), nextDouble, and next(bits)."""

    __slots__ = ("_seed",)

    def __init__(self, seed: int):
        # Java scrambles the seed with the multiplier and keeps 48 bits; Python's ints act as two's complement
        # here, so a negative long (or any int) gives the state Java's long of the same low bits gives.
        self._seed = (seed ^ MULTIPLIER) & MASK

    def next(self, bits: int) -> int:
        """Java's protected next(bits): the top `bits` of the new 48-bit state, as a signed int."""
        self._seed = (self._seed * MULTIPLIER + ADDEND) & MASK
        return _signed32(self._seed >> (48 - bits))

    def next_int(self, bound: int | None = None) -> int:
        """nextInt() without a bound; nextInt(bound) with its power-of-two path and its rejection loop."""
        if bound is None:
            return self.next(32)
        if bound <= 0:
            raise ValueError("bound must be positive")
        r = self.next(31)
        m = bound - 1
        if bound & m == 0:
            return (bound * r) >> 31
        u = r
        while True:
            r = u % bound
            # Java tests u - r + m for int overflow: that draw would favour the low values, so it is thrown away.
            if u - r + m < (1 << 31):
                return r
            u = self.next(31)

    def next_double(self) -> float:
        return ((self.next(26) << 27) + self.next(27)) * DOUBLE_UNIT


def shuffle(items: MutableSequence[T], rnd: JavaRandom) -> None:
    """Collections.shuffle(list, rnd) on a random-access list: from the end, swap each place with one at or before it."""
    for i in range(len(items) - 1, 0, -1):
        j = rnd.next_int(i + 1)
        items[i], items[j] = items[j], items[i]
