"""java.util.HashMap<Integer, V>'s iteration order (and HashSet<Integer>'s, a HashMap underneath), for the referee's
maps and sets keyed by x * 100 + y (Java 17).

The referee shuffles its monsters starting from their HashMap order and lists the hero's view in its HashSet order,
so the order of a put or remove matters:
keys live in buckets by key & (table size - 1), each bucket a chain in the order of its puts; the table starts at
16 and doubles when the map grows past 3/4 of it, or when a chain reaches 9 while the table is under 64 (where
Java would otherwise turn the chain into a tree). Doubling splits each chain in two, keeping its order. Keys here
are small non-negative ints (Integer.hashCode is the value, and the high-bit spreading changes nothing below
65536), and at 64 buckets no bucket can hold more than 3 of the maze's keys, so chains never become trees."""
from __future__ import annotations

from bisect import bisect_left, bisect_right
from typing import Generic, TypeVar

V = TypeVar("V")

INITIAL_CAPACITY = 16
LOAD_FACTOR_NUMERATOR, LOAD_FACTOR_DENOMINATOR = 3, 4
TREEIFY_THRESHOLD = 8
MIN_TREEIFY_CAPACITY = 64


class JavaIntMap(Generic[V]):
    """Kept flat, in its iteration order: three lists (each entry's bucket, key and value) sorted by bucket, each
    chain's entries in the order of their puts. values() is then a copy, and a put or a remove a binary search
    for the chain: the monsters' map is read every turn and changed by a few puts and removes."""

    __slots__ = ("_capacity", "_threshold", "_buckets", "_keys", "_values")

    def __init__(self, capacity: int = INITIAL_CAPACITY) -> None:
        """An empty map whose table has `capacity` buckets (a power of two): a new Java map's 16, or the size a
        cleared one had reached."""
        self._capacity = capacity
        self._threshold = capacity * LOAD_FACTOR_NUMERATOR // LOAD_FACTOR_DENOMINATOR
        self._buckets: list[int] = []
        self._keys: list[int] = []
        self._values: list[V] = []

    @property
    def capacity(self) -> int:
        return self._capacity

    def _chain(self, key: int) -> tuple[int, int]:
        """Where the chain of key's bucket starts and ends in the lists."""
        assert 0 <= key < 1 << 16, key
        bucket = key & (self._capacity - 1)
        start = bisect_left(self._buckets, bucket)
        return start, bisect_right(self._buckets, bucket, start)

    def _find(self, key: int) -> int:
        """key's place in the lists, or -1."""
        start, end = self._chain(key)
        for i in range(start, end):
            if self._keys[i] == key:
                return i
        return -1

    def get(self, key: int) -> V | None:
        i = self._find(key)
        return None if i < 0 else self._values[i]

    def __contains__(self, key: int) -> bool:
        return self._find(key) >= 0

    def __len__(self) -> int:
        return len(self._keys)

    def put(self, key: int, value: V) -> None:
        start, end = self._chain(key)
        for i in range(start, end):
            if self._keys[i] == key:
                self._values[i] = value   # an existing key keeps its place
                return
        # A new key goes to the end of its bucket's chain.
        self._buckets.insert(end, key & (self._capacity - 1))
        self._keys.insert(end, key)
        self._values.insert(end, value)
        if end + 1 - start > TREEIFY_THRESHOLD and self._capacity < MIN_TREEIFY_CAPACITY:
            self._resize()
        if len(self._keys) > self._threshold:
            self._resize()

    def remove(self, key: int) -> V | None:
        i = self._find(key)
        if i < 0:
            return None
        value = self._values[i]
        del self._buckets[i], self._keys[i], self._values[i]
        return value

    def _resize(self) -> None:
        """Double the table. Each new bucket's chain comes from one old chain, in its order: a stable sort of
        the entries by their new bucket."""
        self._capacity *= 2
        self._threshold *= 2
        mask = self._capacity - 1
        keys, values = self._keys, self._values
        order = sorted(range(len(keys)), key=lambda i: keys[i] & mask)
        self._buckets = [keys[i] & mask for i in order]
        self._keys = [keys[i] for i in order]
        self._values = [values[i] for i in order]

    def values(self) -> list[V]:
        """The values in Java's iteration order: bucket by bucket, each chain from its first put."""
        return self._values.copy()
