"""game.maze.javahashmap against the iteration orders real Java 17's HashMap<Integer, Integer> gave under the same
script of puts and removes (tests/maze/data/java_hashmap.txt; the script is driven by java.util.Random)."""
from pathlib import Path

import pytest

from game.maze.javahashmap import JavaIntMap
from game.maze.javarandom import JavaRandom

DATA = Path(__file__).parent / "data" / "java_hashmap.txt"
# Twelve keys x * 100 + y that share bucket 0 of a 16-bucket table: nine of them make Java double the table.
BUCKET0 = (0, 208, 304, 400, 608, 704, 800, 1008, 1104, 1200, 1408, 1504)


def cell_key(r: JavaRandom) -> int:
    k = r.next_int(192)
    return (k // 12) * 100 + k % 12


def script_orders(seed: int) -> list[list[int]]:
    r = JavaRandom(seed)
    m: JavaIntMap[int] = JavaIntMap()
    if seed % 3 == 0:
        p = 10 + r.next_int(40)
        for y in range(12):
            for x in range(16):
                if r.next_int(100) < p:
                    m.put(x * 100 + y, x * 100 + y)
    elif seed % 3 == 1:
        for key in BUCKET0[:9 + r.next_int(4)]:
            m.put(key, key)
        for _ in range(r.next_int(60)):
            key = cell_key(r)
            m.put(key, key)
    else:
        for _ in range(5 + r.next_int(70)):
            key = cell_key(r)
            m.put(key, key)
    orders = [list(m.values())]
    for op in range(300):
        key = cell_key(r)
        if key in m:
            if r.next_int(4) == 0:
                m.remove(key)
            else:
                target = cell_key(r)
                if target not in m or target == key:
                    m.remove(key)
                    m.put(target, target)
        elif r.next_int(3) == 0:
            m.put(key, key)
        if op % 50 == 49:
            orders.append(list(m.values()))
    assert len(m) == len(orders[-1])
    return orders


@pytest.mark.parametrize("line", DATA.read_text().splitlines(), ids=lambda line: line.split()[0])
def test_the_iteration_order_is_javas_after_every_50_operations(line):
    seed, *java_orders = line.split("|")
    assert script_orders(int(seed)) == [[int(v) for v in order.split()] for order in java_orders]
