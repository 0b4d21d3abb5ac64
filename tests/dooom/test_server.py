"""Dooom over TCP: a real server process on 127.0.0.1, real socket clients, and clients that misbehave or vanish;
many at once, none holding up another."""
from __future__ import annotations

import io
import random
import re
import socket
import struct
import subprocess
import sys
import threading
import time

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.dooom.spec import SPEC
from roguelike_client.terminal import dooom_server as server_module
from roguelike_client.terminal.server_log import Log
from tests.dooom.support import DATA, REPO

TIMEOUT = 10


def start_server(*arguments: str) -> tuple[subprocess.Popen, int]:
    """A server process on a port the system picks, and that port."""
    process = subprocess.Popen(
        [sys.executable, "main.py", "--game", "dooom", "--map", str(DATA / "small_labyrinth.txt"),
         "--seed", "11", "--serve", "0", *arguments],
        cwd=REPO, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )
    announce = process.stdout.readline()
    assert announce.startswith("serving the Dungeon of Dooom on 127.0.0.1:"), process.stderr.read()
    return process, int(announce.rsplit(":", 1)[1])


def stop(process: subprocess.Popen) -> str:
    """Stop a server; what it wrote on standard error."""
    process.terminate()
    process.wait(timeout=TIMEOUT)
    return process.stderr.read()


@pytest.fixture(scope="module")
def server():
    """A server shared by the module's tests; stopped when they are done, having written nothing on stderr."""
    process, port = start_server()
    yield process, port
    assert stop(process) == ""


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

    def closed_within(self, seconds: float) -> float:
        """Read until the server closes the connection (EOF or a reset); how long that took, at most `seconds`."""
        started = time.perf_counter()
        self.socket.settimeout(seconds)
        try:
            while self.socket.recv(4096):
                pass
        except ConnectionResetError:
            pass
        return time.perf_counter() - started


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


def test_a_silent_client_holds_up_no_other(server):
    _, port = server
    silent = Client(port)
    slow_reader = Client(port)
    # Thousands of commands whose replies it never reads: its own game stalls when its socket is full, no other.
    slow_reader.socket.setblocking(False)
    try:
        slow_reader.send(b"LOOK\n" * 200_000)
    except BlockingIOError:
        pass
    started = time.perf_counter()
    client = Client(port)
    assert client.ask("HELLO") == ["GOLD 6"] and client.ask("LOOK", 6)[0] == "LOOKREPLY"
    assert time.perf_counter() - started < 2
    client.close()
    slow_reader.close()
    silent.close()


def test_clients_play_at_once_each_their_own_game(server):
    _, port = server
    clients = [Client(port) for _ in range(5)]
    # Each game starts with its own seed, so the five players do not all stand in the same place.
    assert len({tuple(client.ask("LOOK", 6)) for client in clients}) > 1
    for round_number in range(20):
        for client in clients:
            assert client.ask("MOVE " + "NESW"[round_number % 4]) in (["SUCCESS"], ["FAIL"])
    for client in clients:
        assert client.ask("HELLO") == ["GOLD 6"]
        client.close()


def test_clients_beyond_the_games_wait_for_a_place_and_beyond_the_waiting_places_are_refused_in_one_line():
    process, port = start_server("--max-games", "4")
    try:
        playing = [Client(port) for _ in range(4)]
        assert all(client.ask("HELLO") == ["GOLD 6"] for client in playing)
        # As many clients again wait for a place, their lines unanswered until they get one.
        waiting = [Client(port) for _ in range(4)]
        for client in waiting:
            client.send(b"HELLO\n")
        refused = Client(port)
        refused.send(b"HELLO\n")
        assert refused.reader.readline() == b"BUSY 4 games are being played: try again later\n"
        assert refused.reader.readline() == b""
        refused.close()
        assert playing[0].ask("HELLO") == ["GOLD 6"]
        # A place freed goes to the first client waiting.
        playing[0].close()
        assert waiting[0].reader.readline() == b"GOLD 6\n"
        assert waiting[0].ask("LOOK")[0] == "LOOKREPLY"
        for client in [*waiting, *playing[1:]]:
            client.close()
    finally:
        assert stop(process) == ""


def test_the_connection_closes_within_a_second_after_quit_or_an_end_even_if_the_client_keeps_sending(server):
    _, port = server
    client = Client(port)
    client.send(b"QUIT\n")
    trickle = threading.Event()

    def keep_sending():
        while not trickle.is_set():
            try:
                client.socket.sendall(b"HELLO\n")
            except OSError:
                return
            time.sleep(0.05)

    sender = threading.Thread(target=keep_sending)
    sender.start()
    try:
        assert client.closed_within(5) < 1.5
    finally:
        trickle.set()
        sender.join()
        client.close()


def test_the_server_serves_on_when_its_standard_output_goes_away():
    # As `--serve 0 | head -1`: the reader of its output leaves after the first line.
    process, port = start_server()
    try:
        process.stdout.close()
        for _ in range(3):
            client = Client(port)
            client.send(b"HELLO\nQUIT\n")
            assert client.reader.readline() == b"GOLD 6\n" and client.reader.readline() == b""
            client.close()
        time.sleep(0.2)
        assert process.poll() is None
    finally:
        assert stop(process) == ""


@pytest.mark.parametrize("port", ["70000", "-1", "4000000000000000000000000000000000000000000000", "²", "http"])
def test_a_port_out_of_range_is_one_line_and_status_2(port):
    done = subprocess.run([sys.executable, "main.py", "--game", "dooom", "--serve", port],
                          cwd=REPO, capture_output=True, text=True, timeout=30)
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert done.stderr.splitlines()[-1].startswith("roguelike: error: argument --serve: ")


def test_record_or_replay_with_serve_is_one_line(tmp_path):
    done = subprocess.run([sys.executable, "main.py", "--game", "dooom", "--serve", "0", "--record",
                           str(tmp_path / "x.json")], cwd=REPO, capture_output=True, text=True, timeout=30)
    assert done.returncode == 2 and done.stderr.count("\n") == 1 and done.stderr.startswith("--record is one game")
    assert not (tmp_path / "x.json").exists()


def test_a_client_silent_past_the_idle_timeout_loses_its_game_and_its_place():
    log = io.StringIO()
    with socket.create_server(("127.0.0.1", 0)) as listener:
        server = server_module.Server(SPEC, "small_labyrinth.txt", (DATA / "small_labyrinth.txt").read_text(), 1, {},
                                      listener, Log(log),
                                      server_module.Limits(games=1, waiting=0, idle_seconds=0.3))
        with socket.create_connection(listener.getsockname(), timeout=TIMEOUT) as silent:
            silent.sendall(b"HELLO\n")
            started = time.perf_counter()
            while "game 0" not in log.getvalue():
                server.run_once()
                assert time.perf_counter() - started < 5, "the silent client kept its game"
            assert silent.recv(100) == b"GOLD 6\n" and silent.recv(100) == b""
            assert log.getvalue() == "game 0 (seed 1): disconnected\n"
        with socket.create_connection(listener.getsockname(), timeout=TIMEOUT) as next_one:
            next_one.sendall(b"HELLO\n")
            server.run_once()
            server.run_once()
            assert next_one.recv(100) == b"GOLD 6\n"


def test_a_client_sending_thousands_of_lines_at_once_waits_its_turn_like_the_others(server):
    _, port = server
    flood = Client(port)
    sender = threading.Thread(target=flood.send, args=(b"LOOK\nMOVE N\nPICKUP\n" * 30_000,))
    sender.start()
    reader = threading.Thread(target=lambda: [flood.reader.readline() for _ in range(30_000 * 8)])
    reader.start()
    client = Client(port)
    for _ in range(20):
        started = time.perf_counter()
        assert client.ask("HELLO") == ["GOLD 6"]
        assert time.perf_counter() - started < 0.5
    client.close()
    sender.join()
    reader.join()
    flood.close()


def test_a_client_that_stops_sending_still_reads_every_reply(server):
    _, port = server
    client = Client(port)
    client.send(b"HELLO\nLOOK\nQUIT")
    client.socket.shutdown(socket.SHUT_WR)
    lines = client.reader.read().decode().splitlines()
    assert lines[0] == "GOLD 6" and lines[1] == "LOOKREPLY" and len(lines) == 7
    client.close()


REPLY = re.compile(r"GOLD 6|SUCCESS|FAIL|SUCCESS, GOLD COINS: \d+|LOOKREPLY|[#.GEXPB]{5}|WIN|LOSE")
tcp_lines = st.lists(st.one_of(
    st.sampled_from([b"HELLO", b"LOOK", b"PICKUP", b"MOVE N", b"MOVE S", b"MOVE E", b"MOVE W", b"move n", b""]),
    st.binary(max_size=40).filter(lambda line: b"QUIT" not in line),
    st.binary(min_size=1025, max_size=3000),
), max_size=30)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(lines=tcp_lines)
def test_any_bytes_over_tcp_get_protocol_replies_only_and_the_server_serves_on(server, lines):
    process, port = server
    client = Client(port)
    client.send(b"\n".join(lines) + b"\nHELLO\n")
    client.socket.shutdown(socket.SHUT_WR)
    replies = client.reader.read().decode("ascii").splitlines()
    client.close()
    assert all(REPLY.fullmatch(reply) for reply in replies), replies
    assert replies[-1] in ("GOLD 6", "WIN", "LOSE")
    assert process.poll() is None
