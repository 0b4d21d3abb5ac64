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

from typing import Generic, TypeVar

V = TypeVar("V")

INITIAL_CAPACITY = 16
LOAD_FACTOR_NUMERATOR, LOAD_FACTOR_DENOMINATOR = 3, 4
TREEIFY_THRESHOLD = 8
MIN_TREEIFY_CAPACITY = 64


class JavaIntMap(Generic[V]):
    __slots__ = ("_buckets", "_size", "_threshold")

    def __init__(self, capacity: int = INITIAL_CAPACITY) -> None:
        """An empty map whose table has `capacity` buckets (a power of two): a new Java map's 16, or the size a
        cleared one had reached."""
        self._buckets: list[list[tuple[int, V]]] = [[] for _ in range(capacity)]
        self._size = 0
        self._threshold = capacity * LOAD_FACTOR_NUMERATOR // LOAD_FACTOR_DENOMINATOR

    @property
    def capacity(self) -> int:
        return len(self._buckets)

    def _chain(self, key: int) -> list[tuple[int, V]]:
        assert 0 <= key < 1 << 16, key
        return self._buckets[key & (len(self._buckets) - 1)]

    def get(self, key: int) -> V | None:
        for k, value in self._chain(key):
            if k == key:
                return value
        return None

    def __contains__(self, key: int) -> bool:
        return any(k == key for k, _ in self._chain(key))

    def __len__(self) -> int:
        return self._size

    def put(self, key: int, value: V) -> None:
        chain = self._chain(key)
        for i, (k, _) in enumerate(chain):
            if k == key:
                chain[i] = (key, value)   # an existing key keeps its place
                return
        chain.append((key, value))
        if len(chain) > TREEIFY_THRESHOLD and len(self._buckets) < MIN_TREEIFY_CAPACITY:
            self._resize()
        self._size += 1
        if self._size > self._threshold:
            self._resize()

    def remove(self, key: int) -> V | None:
        chain = self._chain(key)
        for i, (k, value) in enumerate(chain):
            if k == key:
                del chain[i]
                self._size -= 1
                return value
        return None

    def _resize(self) -> None:
        old = self._buckets
        size = len(old)
        buckets: list[list[tuple[int, V]]] = [[] for _ in range(2 * size)]
        for index, chain in enumerate(old):
            for key, value in chain:
                buckets[index + (size if key & size else 0)].append((key, value))
        self._buckets = buckets
        self._threshold *= 2

    def values(self) -> list[V]:
        """The values in Java's iteration order: bucket by bucket, each chain from its first put."""
        return [value for chain in self._buckets for _, value in chain]
