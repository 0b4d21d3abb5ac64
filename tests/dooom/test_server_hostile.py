"""Dooom over TCP against hostile clients: a real server process on 127.0.0.1, done to from outside. Whatever a
client does, the server neither crashes nor stops answering the others."""
from __future__ import annotations

import contextlib
import os
import pathlib
import socket
import struct
import subprocess
import threading
from typing import Iterator

from terminal.dooom_server import MAX_GAMES
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
