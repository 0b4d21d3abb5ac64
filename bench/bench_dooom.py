"""Benchmark (run by hand): Dungeon of Dooom protocol commands per second through --text --quiet and through --serve.

    python bench/bench_dooom.py [--commands N] [--seed S] [--clients N] [--repeat N]

The map is written to a temporary file: an open hall thick with gold where winning needs
every coin, so that once the player has picked one up nobody can win and the game lasts
for the whole batch, with the bot exploring and collecting all the while. The commands
cycle through MOVE (a seeded random direction), PICKUP and LOOK: two of every three act
and so also run a bot turn.

The server is measured with one client sending everything at once, one client sending a
command at a time (waiting for each reply, as a bot does), --clients clients doing that at
once (their commands per second added up), and one client beside a connected client that
never says anything. Each figure is the fastest of --repeat passes, past the other load on
the machine.
"""
from __future__ import annotations

import argparse
import pathlib
import random
import socket
import subprocess
import sys
import tempfile
import threading
import time
from typing import Callable

REPO = pathlib.Path(__file__).resolve().parent.parent
REPLY_LINES = {"LOOK": 6}


def write_bench_map(folder: pathlib.Path, seed: int) -> pathlib.Path:
    rng = random.Random(seed)
    width, height = 48, 20
    rows = [["#"] * width] + [["#"] + ["."] * (width - 2) + ["#"] for _ in range(height - 2)] + [["#"] * width]
    rows[height // 2][width - 2] = "E"
    gold = 0
    for y in range(1, height - 1):
        for x in range(1, width - 1):
            if rows[y][x] == "." and rng.random() < 0.2:
                rows[y][x] = "G"
                gold += 1
    path = folder / "bench_hall.txt"
    path.write_text(f"name Bench Hall\nwin {gold}\n" + "\n".join("".join(row) for row in rows) + "\n")
    return path


def command_batch(count: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    batch = []
    while len(batch) < count:
        batch += [f"MOVE {rng.choice('NSEW')}", "PICKUP", "LOOK"]
    return batch[:count]


def expected_lines(batch: list[str]) -> int:
    return sum(REPLY_LINES.get(line, 1) for line in batch)


def bench_text(map_path: pathlib.Path, batch: list[str], seed: int) -> tuple[float, int]:
    data = ("\n".join(batch) + "\n").encode()
    started = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "main.py", "--game", "dooom", "--map", str(map_path), "--seed", str(seed), "--quiet"],
        cwd=REPO, input=data, capture_output=True, check=True,
    )
    elapsed = time.perf_counter() - started
    return elapsed, done.stdout.count(b"\n")


def start_server(map_path: pathlib.Path, seed: int) -> tuple[subprocess.Popen, int]:
    process = subprocess.Popen(
        [sys.executable, "main.py", "--game", "dooom", "--map", str(map_path), "--seed", str(seed), "--serve", "0"],
        cwd=REPO, stdout=subprocess.PIPE, text=True,
    )
    announce = process.stdout.readline()
    return process, int(announce.rsplit(":", 1)[1])


def bench_tcp_pipelined(port: int, batch: list[str]) -> tuple[float, int]:
    """All commands sent as fast as possible by one thread while this one reads the replies."""
    data = ("\n".join(batch) + "\n").encode()
    with socket.create_connection(("127.0.0.1", port), timeout=60) as connection:
        connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        reader = connection.makefile("rb")
        started = time.perf_counter()
        writer = threading.Thread(target=connection.sendall, args=(data,))
        writer.start()
        received = 0
        wanted = expected_lines(batch)
        while received < wanted and reader.readline():
            received += 1
        elapsed = time.perf_counter() - started
        writer.join()
        reader.close()
    return elapsed, received


def bench_tcp_one_by_one(port: int, batch: list[str]) -> tuple[float, int]:
    """Each command waits for its reply before the next is sent, as a bot that thinks between moves does."""
    with socket.create_connection(("127.0.0.1", port), timeout=60) as connection:
        connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        reader = connection.makefile("rb")
        started = time.perf_counter()
        received = 0
        for line in batch:
            connection.sendall(line.encode() + b"\n")
            for _ in range(REPLY_LINES.get(line, 1)):
                if not reader.readline():
                    return time.perf_counter() - started, received
                received += 1
        elapsed = time.perf_counter() - started
        reader.close()
    return elapsed, received


def bench_tcp_many(port: int, batch: list[str], clients: int) -> tuple[float, int]:
    """`clients` clients at once, each sending the batch one command at a time in a game of its own."""
    results: list[tuple[float, int]] = []
    started = time.perf_counter()
    threads = [threading.Thread(target=lambda: results.append(bench_tcp_one_by_one(port, batch)))
               for _ in range(clients)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return time.perf_counter() - started, sum(lines for _elapsed, lines in results)


def bench_tcp_beside_a_silent_client(port: int, batch: list[str]) -> tuple[float, int]:
    """One command at a time while another client is connected and says nothing."""
    with socket.create_connection(("127.0.0.1", port), timeout=60):
        return bench_tcp_one_by_one(port, batch)


def report(label: str, batch: list[str], elapsed: float, lines: int, clients: int = 1) -> None:
    commands = len(batch) * clients
    complete = "" if lines == expected_lines(batch) * clients else f" (game ended early: {lines} reply lines)"
    print(f"{label:<38} {commands:>8} commands {elapsed:8.2f} s {commands / elapsed:>10,.0f} commands/s{complete}",
          flush=True)


def fastest(repeat: int, measure: Callable[[], tuple[float, int]]) -> tuple[float, int]:
    return min((measure() for _ in range(repeat)), key=lambda result: result[0])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--commands", type=int, default=100_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--clients", type=int, default=8)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    batch = command_batch(args.commands, args.seed)
    with tempfile.TemporaryDirectory() as folder:
        map_path = write_bench_map(pathlib.Path(folder), args.seed)
        report("--text --quiet (pipe)", batch, *fastest(args.repeat, lambda: bench_text(map_path, batch, args.seed)))
        process, port = start_server(map_path, args.seed)
        try:
            report("--serve, pipelined", batch, *fastest(args.repeat, lambda: bench_tcp_pipelined(port, batch)))
            one_by_one = batch[: max(1, args.commands // 5)]
            report("--serve, one command at a time", one_by_one,
                   *fastest(args.repeat, lambda: bench_tcp_one_by_one(port, one_by_one)))
            each = one_by_one[: max(1, len(one_by_one) // args.clients)]
            report(f"--serve, {args.clients} clients at once", each,
                   *fastest(args.repeat, lambda: bench_tcp_many(port, each, args.clients)), clients=args.clients)
            report("--serve, beside a silent client", one_by_one,
                   *fastest(args.repeat, lambda: bench_tcp_beside_a_silent_client(port, one_by_one)))
        finally:
            process.terminate()
            process.wait(timeout=10)
    return 0


if __name__ == "__main__":
    sys.exit(main())
