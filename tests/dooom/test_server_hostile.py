"""Dooom over TCP against hostile clients: a real server process on 127.0.0.1, done to from outside. Whatever a
client does, the server neither crashes nor stops answering the others."""
from __future__ import annotations

import contextlib
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

from terminal.dooom_server import LOG_LINES_KEPT, MAX_GAMES, Log
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
    # Every place taken, so each newcomer is answered at once, and finds itself answering nobody.
    with served() as (process, port):
        holders = [Client(port) for _ in range(MAX_GAMES)]
        try:
            for holder in holders:
                assert holder.ask("HELLO") == ["GOLD 6"]
            reset_at_once(port)
            storm(port, 200)
            holders.pop().close()
            assert_serving(process, port)
        finally:
            for holder in holders:
                holder.close()


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
        deadline = time.monotonic() + TIMEOUT
        while waiting_in_pipe(process.stdout.fileno()) < capacity - 100:
            assert time.monotonic() < deadline, "the log never filled its pipe"
            play_quickly(port, 40)
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
