"""Benchmark (run by hand): the time to generate one random CC3k floor (game/cc3k/generator.py), aim under 5 ms, and
to make a whole random-layout game's dungeon.

    python bench/bench_generate.py [--seeds N] [--repeat N]

For each of the seeds 0..N-1, random_floor(random.Random(seed)) is timed alone; each seed's time is the fastest of
--repeat passes (the other passes measure the other programs on the machine as well). Prints the median, the 90th
percentile and the worst over the seeds, and how many floors had each number of chambers. Then the same for
random_plans(seed): five floors made, read as the rules read a layout and furnished with their objects, which is
what starting a --random-layout game costs beyond the rule book's floors.
"""
from __future__ import annotations

import argparse
import pathlib
import random
import statistics
import sys
import time
from collections import Counter

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))

from game.cc3k.generator import random_floor, random_plans  # noqa: E402
from game.cc3k.mapfile import find_chambers  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=1000)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    times: list[float] = []
    chambers: Counter[int] = Counter()
    for seed in range(args.seeds):
        best = float("inf")
        for _ in range(args.repeat):
            rng = random.Random(seed)
            start = time.perf_counter()
            floor = random_floor(rng)
            best = min(best, time.perf_counter() - start)
        times.append(best)
        chambers[len(find_chambers(floor))] += 1
    times.sort()
    print(f"random floor, {args.seeds} seeds: median {statistics.median(times) * 1000:.2f} ms, "
          f"90% {times[int(0.9 * (len(times) - 1))] * 1000:.2f} ms, worst {times[-1] * 1000:.2f} ms")
    print("chambers: " + ", ".join(f"{count}: {floors}" for count, floors in sorted(chambers.items())))
    dungeons = []
    for seed in range(args.seeds // 10):
        best = float("inf")
        for _ in range(args.repeat):
            start = time.perf_counter()
            random_plans(seed)
            best = min(best, time.perf_counter() - start)
        dungeons.append(best)
    dungeons.sort()
    print(f"random dungeon (5 floors read and furnished), {len(dungeons)} seeds: median "
          f"{statistics.median(dungeons) * 1000:.1f} ms, worst {dungeons[-1] * 1000:.1f} ms")


if __name__ == "__main__":
    main()
