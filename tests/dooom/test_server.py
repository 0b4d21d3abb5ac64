"""Dooom over TCP: a real server process on 127.0.0.1, real socket clients, and clients that misbehave or vanish."""
from __future__ import annotations

import random
import socket
import struct
import subprocess
import sys

import pytest

from tests.dooom.support import DATA, REPO

TIMEOUT = 10


@pytest.fixture(scope="module")
def server():
    """A server on a port the system picks; it is stopped when the module's tests are done."""
    process = subprocess.Popen(
        [sys.executable, "main.py", "--game", "dooom", "--map", str(DATA / "small_labyrinth.txt"),
         "--seed", "11", "--serve", "0"],
        cwd=REPO, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )
    announce = process.stdout.readline()
    assert announce.startswith("serving the Dungeon of Dooom on 127.0.0.1:"), process.stderr.read()
    yield process, int(announce.rsplit(":", 1)[1])
    process.terminate()
    process.wait(timeout=TIMEOUT)


class Client:
    """One player's connection: send lines, read reply lines."""

    def __init__(self, port: int):
        self.socket = socket.create_connection(("127.0.0.1", port), timeout=TIMEOUT)
        self.reader = self.socket.makefile("rb")

    def send(self, data: bytes) -> None:
        self.socket.sendall(data)

    def ask(self, line: str, reply_lines: int = 1) -> list[str]:
        self.send(line.encode() + b"\n")
        return [self.reader.readline().decode().rstrip("\n") for _ in range(reply_lines)]

    def close(self) -> None:
        self.reader.close()
        self.socket.close()


def test_hello_and_look_over_tcp(server):
    _, port = server
    client = Client(port)
    assert client.ask("HELLO") == ["GOLD 6"]
    look = client.ask("LOOK", 6)
    assert look[0] == "LOOKREPLY" and [len(row) for row in look[1:]] == [5] * 5
    assert look[1][0] == look[1][4] == look[5][0] == look[5][4] == "X"
    assert client.ask("MOVE N")[0] in ("SUCCESS", "FAIL")
    client.close()


def test_garbage_and_non_utf8_lines_get_fail_and_the_game_goes_on(server):
    _, port = server
    client = Client(port)
    assert client.ask("hello there") == ["FAIL"]
    client.send(b"\xff\xfe\xfd\n")
    assert client.reader.readline() == b"FAIL\n"
    client.send(b"\x00\x01MOVE N\r\n")
    assert client.reader.readline() == b"FAIL\n"
    assert client.ask("HELLO") == ["GOLD 6"]
    client.close()


def test_an_overlong_line_is_refused_once_and_the_connection_stays_usable(server):
    _, port = server
    client = Client(port)
    client.send(b"MOVE " + b"N" * 5000 + b"\n")
    assert client.reader.readline() == b"FAIL\n"
    assert client.ask("HELLO") == ["GOLD 6"]
    client.close()


def test_a_client_that_disconnects_mid_game_leaves_the_server_serving(server):
    process, port = server
    quitter = Client(port)
    quitter.send(b"MOVE N\nMOVE S\nLOOK\n")
    quitter.close()
    rude = Client(port)
    rude.send(b"HELLO\nMOVE E")
    # Closing with linger 0 sends a reset instead of a polite goodbye.
    rude.socket.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
    rude.close()
    client = Client(port)
    assert client.ask("HELLO") == ["GOLD 6"]
    client.close()
    assert process.poll() is None


def test_a_game_played_to_the_end_says_win_or_lose_and_closes_the_connection(server):
    _, port = server
    client = Client(port)
    wander = random.Random(5)
    last = ""
    for _ in range(3000):
        client.send(f"MOVE {wander.choice('NSEW')}\nPICKUP\n".encode())
        for _ in range(2):
            last = client.reader.readline().decode().rstrip("\n")
            if last in ("WIN", "LOSE"):
                break
        if last in ("WIN", "LOSE"):
            break
    assert last in ("WIN", "LOSE")
    assert client.reader.readline() == b""
    client.close()


def test_quit_ends_the_game_and_closes_the_connection(server):
    _, port = server
    client = Client(port)
    client.send(b"QUIT\n")
    assert client.reader.readline() == b""
    client.close()


def test_a_busy_port_is_one_line_and_a_non_zero_exit(server):
    _, port = server
    done = subprocess.run([sys.executable, "main.py", "--game", "dooom", "--serve", str(port)],
                          cwd=REPO, capture_output=True, text=True, timeout=30)
    assert done.returncode == 1
    assert done.stderr.startswith(f"cannot listen on 127.0.0.1:{port}:")
    assert done.stderr.count("\n") == 1
