"""Dooom over TCP against hostile clients: a real server process on 127.0.0.1, done to from outside. Whatever a
client does, the server neither crashes nor stops answering the others."""
from __future__ import annotations

import contextlib
import io
import os
import pathlib
import socket
import struct
import subprocess
import sys
import threading
import time
from typing import Iterator

import pytest

from game.dooom.spec import SPEC
from roguelike_client.terminal.dooom_server import Limits, Server, fitting
from roguelike_client.terminal.server_log import LOG_LINES_KEPT, Log
from tests.dooom.support import DATA, REPO
from tests.dooom.test_server import TIMEOUT, Client, start_server, stop


def crash_logs() -> list[pathlib.Path]:
    """The crash logs in the tests' data folder (tests/conftest.py gives every test its own)."""
    crashes = pathlib.Path(os.environ["ROGUELIKE_DATA_DIR"]) / "crashes"
    return sorted(crashes.iterdir()) if crashes.exists() else []


def assert_serving(process: subprocess.Popen, port: int) -> None:
    """The server is alive, has written no crash log, and answers a normal client."""
    client = Client(port)
    try:
        assert client.ask("HELLO") == ["GOLD 6"]
        client.send(b"QUIT\n")
        assert client.reader.readline() == b""
    finally:
        client.close()
    assert process.poll() is None
    assert crash_logs() == []


@contextlib.contextmanager
def served(*arguments: str) -> Iterator[tuple[subprocess.Popen, int]]:
    """A server of its own for one test, stopped whatever happens; it must have written nothing on stderr."""
    process, port = start_server(*arguments)
    try:
        yield process, port
    finally:
        errors = stop(process)
    assert errors == ""


def reset_at_once(port: int) -> None:
    """Connect, then close with linger 0: a reset instead of a polite goodbye, before the server says a word."""
    connection = socket.create_connection(("127.0.0.1", port), timeout=TIMEOUT)
    connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
    connection.close()


def storm(port: int, clients: int, threads: int = 4) -> None:
    """That many clients resetting at once, from a few threads."""
    workers = [threading.Thread(target=lambda: [reset_at_once(port) for _ in range(clients // threads)])
               for _ in range(threads)]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join()


def test_a_client_that_resets_at_once_leaves_the_server_serving():
    with served() as (process, port):
        reset_at_once(port)
        assert_serving(process, port)


def test_a_storm_of_clients_that_reset_at_once_leaves_the_server_serving():
    with served() as (process, port):
        storm(port, 200)
        assert_serving(process, port)


def test_clients_that_reset_at_once_while_every_place_is_taken_leave_the_server_serving():
    # Every game and every waiting place taken, so that each newcomer is refused at once, and finds itself
    # refusing nobody.
    with served("--max-games", "2") as (process, port):
        holders = [Client(port) for _ in range(4)]
        try:
            for holder in holders[:2]:
                assert holder.ask("HELLO") == ["GOLD 6"]
            reset_at_once(port)
            storm(port, 200)
            refused = Client(port)
            assert refused.ask("HELLO") == ["BUSY 2 games are being played: try again later"]
            refused.close()
        finally:
            for holder in holders:
                holder.close()
        # The clients that waited are seen gone when their turn comes, once the server has seen the players go.
        deadline = time.monotonic() + TIMEOUT
        while True:
            latecomer = Client(port)
            reply = latecomer.ask("HELLO")
            latecomer.close()
            if reply == ["GOLD 6"]:
                break
            assert reply == ["BUSY 2 games are being played: try again later"]
            assert time.monotonic() < deadline, "the places were never freed"
            time.sleep(0.05)
        assert_serving(process, port)


def play_quickly(port: int, games: int, threads: int = 4) -> None:
    """That many games of HELLO and QUIT, each answered in full, from a few threads at once."""
    failures: list[BaseException] = []

    def play() -> None:
        try:
            for _ in range(games // threads):
                client = Client(port)
                client.send(b"HELLO\nQUIT\n")
                assert client.reader.readline() == b"GOLD 6\n" and client.reader.readline() == b""
                client.close()
        except BaseException as failure:        # told in the test's thread, not lost in this one
            failures.append(failure)

    workers = [threading.Thread(target=play) for _ in range(threads)]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join()
    assert failures == []


def waiting_in_pipe(fd: int) -> int:
    """Bytes written to a pipe and not read yet."""
    import fcntl
    import termios

    return struct.unpack("i", fcntl.ioctl(fd, termios.FIONREAD, b"\0\0\0\0"))[0]


def test_the_log_never_waits_for_its_reader_and_says_how_many_lines_it_dropped():
    read_end, write_end = os.pipe()
    stream = os.fdopen(write_end, "w", encoding="utf-8")
    log = Log(stream)
    received = bytearray()
    reader = threading.Thread(target=lambda: [received.extend(data) for data in iter(lambda: os.read(read_end, 1 << 16), b"")])
    try:
        # Far more than the pipe holds and the log keeps, nobody reading: each write returns at once all the same.
        lines = 50 * LOG_LINES_KEPT
        for number in range(lines):
            log.write(f"line {number}")
        reader.start()
        log.close()
        assert log.writer is not None
        log.writer.join(TIMEOUT)
    finally:
        stream.close()
        reader.join(TIMEOUT)
        os.close(read_end)
    kept = [int(line.split()[1]) for line in received.decode().splitlines() if line.startswith("line ")]
    notes = [line for line in received.decode().splitlines() if not line.startswith("line ")]
    assert kept == sorted(kept) and len(kept) < lines and notes
    said = [int(note.removesuffix(" lines of this log were dropped: nobody read it for a while")) for note in notes]
    assert len(kept) + sum(said) == lines, "every line is either written or counted as dropped"


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="a pipe's size is set with Linux's F_SETPIPE_SZ")
def test_a_server_whose_log_nobody_reads_serves_on_and_later_says_what_it_dropped():
    import fcntl

    with served() as (process, port):
        # The smallest pipe there is, so that a few hundred games fill it.
        capacity = fcntl.fcntl(process.stdout.fileno(), fcntl.F_SETPIPE_SZ, 4096)
        play_quickly(port, 200)
        # The writer is stuck once forty more games add nothing to the pipe. (Not "the pipe is full": a write of up
        # to a page waits whole for room, so a stuck pipe may hold anything from a few bytes to its capacity.)
        deadline = time.monotonic() + TIMEOUT
        waiting = -1
        while (now_waiting := waiting_in_pipe(process.stdout.fileno())) != waiting or not 0 < waiting <= capacity:
            assert time.monotonic() < deadline, "the log never filled its pipe"
            waiting = now_waiting
            play_quickly(port, 40)
            time.sleep(0.2)         # the log's thread writes what the games said, if it can
        # The pipe is full: the log's writer is stuck. A thousand games more fill what the log keeps too.
        play_quickly(port, LOG_LINES_KEPT + 200)
        assert_serving(process, port)
        # Someone reads the log again: its lines come back, with how many were lost.
        heard: list[str] = []
        reader = threading.Thread(target=lambda: heard.extend(iter(process.stdout.readline, "")), daemon=True)
        reader.start()
        deadline = time.monotonic() + TIMEOUT
        while not any("lines of this log were dropped" in line for line in heard):
            assert time.monotonic() < deadline, "the log never said what it dropped"
            time.sleep(0.05)
        play_quickly(port, 4)
        while not heard[-1].startswith("game "):
            assert time.monotonic() < deadline, "the log was not written again"
            time.sleep(0.05)
        assert_serving(process, port)


def next_game_line(process: subprocess.Popen) -> str:
    """The log's next line about a game (the lines after the first say what the server allows)."""
    while not (line := process.stdout.readline()).startswith("game "):
        assert line, "the log ended"
    return line.rstrip("\n")


def test_a_client_trickling_a_byte_now_and_then_loses_its_game_at_the_line_deadline():
    with served("--line-timeout", "1") as (process, port):
        trickler = Client(port)
        stop_trickling = threading.Event()

        def trickle() -> None:
            # "LOOK" a byte at a time, never ended: some byte always came within the last second.
            for byte in iter(lambda: b"LOOK"[int(time.monotonic() * 4) % 4:][:1], None):
                if stop_trickling.wait(0.2):
                    return
                try:
                    trickler.send(byte)
                except OSError:
                    return

        sender = threading.Thread(target=trickle)
        sender.start()
        try:
            trickler.socket.settimeout(TIMEOUT)
            try:
                heard = trickler.socket.recv(100)
            except ConnectionResetError:
                heard = b""
            assert heard == b"", "closed without a reply"
            assert next_game_line(process) == "game 0 (seed 11): timed out mid-line"
        finally:
            stop_trickling.set()
            sender.join()
            trickler.close()
        assert_serving(process, port)


def test_a_client_that_goes_silent_loses_its_game_at_the_idle_deadline():
    with served("--idle-timeout", "1") as (process, port):
        silent = Client(port)
        try:
            assert silent.ask("HELLO") == ["GOLD 6"]
            assert silent.reader.readline() == b""
            assert next_game_line(process) == "game 0 (seed 11): disconnected"
        finally:
            silent.close()
        assert_serving(process, port)


def peak_memory_kib(pid: int) -> int:
    """The most memory the process has held at once (Linux's VmHWM)."""
    status = pathlib.Path(f"/proc/{pid}/status").read_text()
    return int(status.split("VmHWM:")[1].split()[0])


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the peak memory is read from Linux's /proc")
def test_a_flood_without_a_line_end_gets_one_fail_and_is_closed_and_the_memory_stays_bounded():
    with served("--line-timeout", "2") as (process, port):
        assert_serving(process, port)
        before = peak_memory_kib(process.pid)
        flood = Client(port)
        poured = 0

        def pour() -> None:
            nonlocal poured
            chunk = b"N" * (1 << 16)
            try:
                while poured < 1 << 30:
                    flood.send(chunk)
                    poured += len(chunk)
            except OSError:
                return

        sender = threading.Thread(target=pour)
        sender.start()
        heard = b""
        try:
            while data := flood.socket.recv(100):
                heard += data
        except ConnectionResetError:
            pass
        finally:
            sender.join()
            flood.close()
        assert heard == b"FAIL\n"
        assert poured > 16 << 20, "the flood was too small to tell anything"
        assert peak_memory_kib(process.pid) - before < 32 << 10
        assert next_game_line(process) == "game 0 (seed 11): quit"
        assert next_game_line(process) == "game 1 (seed 12): timed out mid-line"
        assert_serving(process, port)


def test_three_hundred_clients_at_once_are_all_served_and_none_is_refused():
    with served() as (process, port):
        clients = [Client(port) for _ in range(300)]
        try:
            for client in clients:
                client.send(b"HELLO\nQUIT\n")
            for client in clients:
                assert client.reader.readline() == b"GOLD 6\n" and client.reader.readline() == b""
        finally:
            for client in clients:
                client.close()
        assert_serving(process, port)


def test_clients_beyond_the_games_at_once_wait_for_a_place_and_are_all_served():
    with served("--max-games", "20") as (process, port):
        clients = [Client(port) for _ in range(40)]
        try:
            for client in clients:
                client.send(b"HELLO\nQUIT\n")
            # In turn: each client that is done and goes frees its place for one that waits.
            for client in clients:
                assert client.reader.readline() == b"GOLD 6\n" and client.reader.readline() == b""
                client.close()
        finally:
            for client in clients:
                client.close()
        assert_serving(process, port)


def test_a_client_that_waits_too_long_for_a_place_is_refused_in_one_line():
    log = io.StringIO()
    with socket.create_server(("127.0.0.1", 0)) as listener:
        server = Server(SPEC, "small_labyrinth.txt", (DATA / "small_labyrinth.txt").read_text(), 1, {}, listener,
                        Log(log), Limits(games=1, waiting=1, wait_seconds=0.3))
        with socket.create_connection(listener.getsockname(), timeout=TIMEOUT) as player, \
                socket.create_connection(listener.getsockname(), timeout=TIMEOUT) as waiter:
            player.sendall(b"HELLO\n")
            waiter.sendall(b"HELLO\n")
            waiter.setblocking(False)
            heard = b""
            started = time.monotonic()
            while not heard.endswith(b"\n"):
                server.run_once()
                with contextlib.suppress(BlockingIOError):
                    heard += waiter.recv(100)
                assert time.monotonic() - started < TIMEOUT, "the client waited for ever"
            assert heard == b"BUSY 1 games are being played: try again later\n"
            assert player.recv(100) == b"GOLD 6\n"
        assert log.getvalue() == ""


def test_the_servers_options_without_serve_are_one_line():
    done = subprocess.run([sys.executable, "main.py", "--game", "dooom", "--max-games", "8"], cwd=REPO,
                          capture_output=True, text=True, timeout=30, stdin=subprocess.DEVNULL)
    assert done.returncode == 2 and done.stderr == "--max-games is for the server: give it with --serve PORT\n"


def test_the_games_at_once_are_as_many_as_asked_while_open_files_and_memory_allow_and_one_at_least():
    assert fitting(4096, 20_000, 230) == Limits(games=4096, waiting=4096)
    assert fitting(4096, 1024, 230).games == (1024 - 80) // 2
    assert fitting(4096, 20_000, 32 << 20).games == 15          # a map of 32 MiB: 512 MiB for all the games
    assert fitting(4096, 50, 230).games == 1
    assert fitting(8, 20_000, 230, line_seconds=1) == Limits(games=8, waiting=8, line_seconds=1)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the open files limit as Linux sets it")
def test_a_server_started_with_few_open_files_raises_its_limit_as_far_as_it_needs():
    import resource

    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    process = subprocess.Popen(
        [sys.executable, "main.py", "--game", "dooom", "--serve", "0"], cwd=REPO, text=True,
        stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        preexec_fn=lambda: resource.setrlimit(resource.RLIMIT_NOFILE, (256, hard)))
    try:
        assert process.stdout.readline().startswith("serving the Dungeon of Dooom on 127.0.0.1:")
        allowed = process.stdout.readline()
    finally:
        errors = stop(process)
    expected = 4096 if hard == resource.RLIM_INFINITY else min(4096, (hard - 80) // 2)
    assert allowed.startswith(f"at most {expected} games at once and {expected} clients waiting for a place")
    assert errors == ""
