"""java.util.Random and Collections.shuffle exactly as Java 17 has them: a seed means what it means on CodinGame."""
from __future__ import annotations

from typing import MutableSequence, TypeVar

MULTIPLIER = 0x5DEECE66D
ADDEND = 0xB
MASK = (1 << 48) - 1
DOUBLE_UNIT = 1.0 / (1 << 53)
INT_LIMIT = 1 << 31   # the first value past Java's int

T = TypeVar("T")

# The draws below step the 48-bit state inline rather than through next(bits): a maze takes thousands of draws
# and the monsters' order dozens a turn, and a method call per draw was most of their cost.


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
        self._seed = seed = (self._seed * MULTIPLIER + ADDEND) & MASK
        value = (seed >> (48 - bits)) & 0xFFFFFFFF
        return value - (1 << 32) if value & 0x80000000 else value

    def next_int(self, bound: int | None = None) -> int:
        """nextInt() without a bound; nextInt(bound) with its power-of-two path and its rejection loop."""
        if bound is None:
            return self.next(32)
        if bound <= 0:
            raise ValueError("bound must be positive")
        # next(31) is the state's top 31 bits: never negative.
        self._seed = seed = (self._seed * MULTIPLIER + ADDEND) & MASK
        u = seed >> 17
        m = bound - 1
        if bound & m == 0:
            return (bound * u) >> 31
        while True:
            r = u % bound
            # Java tests u - r + m for int overflow: that draw would favour the low values, so it is thrown away.
            if u - r + m < INT_LIMIT:
                return r
            self._seed = seed = (seed * MULTIPLIER + ADDEND) & MASK
            u = seed >> 17

    def next_double(self) -> float:
        """(next(26) << 27) + next(27), both never negative, over 2**53."""
        first = (self._seed * MULTIPLIER + ADDEND) & MASK
        self._seed = second = (first * MULTIPLIER + ADDEND) & MASK
        return (((first >> 22) << 27) + (second >> 21)) * DOUBLE_UNIT


def shuffle(items: MutableSequence[T], rnd: JavaRandom) -> None:
    """Collections.shuffle(list, rnd) on a random-access list: from the end, swap each place with one at or before it
    (at j = rnd.nextInt(i + 1), drawn here inline: the monsters are shuffled every turn)."""
    seed = rnd._seed
    for i in range(len(items) - 1, 0, -1):
        bound = i + 1
        seed = (seed * MULTIPLIER + ADDEND) & MASK
        u = seed >> 17
        if bound & i == 0:
            j = (bound * u) >> 31
        else:
            j = u % bound
            while u - j + i >= INT_LIMIT:
                seed = (seed * MULTIPLIER + ADDEND) & MASK
                u = seed >> 17
                j = u % bound
        items[i], items[j] = items[j], items[i]
    rnd._seed = seed
