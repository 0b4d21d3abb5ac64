"""Benchmark (run by hand): the time to generate one random CC3k floor (game/cc3k/generate.py), aim under 5 ms.

    python bench/bench_generate.py [--seeds N] [--repeat N]

For each of the seeds 0..N-1, random_floor(random.Random(seed)) is timed alone; each seed's time is the fastest of
--repeat passes (the other passes measure the other programs on the machine as well). Prints the median, the 90th
percentile and the worst over the seeds, and how many floors had each number of chambers.
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

from game.cc3k.generate import random_floor  # noqa: E402
from game.cc3k.layout import find_chambers  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=1000)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    times = []
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


if __name__ == "__main__":
    main()
