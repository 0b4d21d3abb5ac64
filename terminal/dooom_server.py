"""The Dungeon of Dooom over TCP (--serve PORT): many games at once on one thread, none of whose clients can hold
up another."""
from __future__ import annotations

import errno
import os
import select
import selectors
import socket
import sys
import threading
import time
from collections import deque
from typing import Any, Mapping, TextIO

from game.core import EventKind, Result
from game.spec import GameSpec
from play.crash import write_crash_log
from play.session import Session
from terminal.dooom import READ_BYTES, LineCutter, silence, ends_game, reply_lines

# Games the server plays at once, each with its own client; one more client is refused with REFUSAL.
MAX_GAMES = 64
REFUSAL = f"BUSY {MAX_GAMES} games are being played: try again later\n"
# Refused clients being told so at once (each for at most CLOSE_SECONDS); beyond them a client is just closed.
MAX_REFUSING = 16
# Connections the system may hold for the server before it accepts them.
LISTEN_BACKLOG = 128
# A client that sends nothing for this long loses its game, and its place goes to the next client.
IDLE_TIMEOUT_SECONDS = 300
# After a game ends (WIN, LOSE, QUIT) or a client is refused, the connection is closed within this time in all,
# having read and discarded at most DRAIN_BYTES the client still sent.
CLOSE_SECONDS = 1.0
DRAIN_BYTES = 64 * 1024
# A client's lines played in one round before the other clients get theirs (a client sending thousands of lines
# at once waits its turn like everyone else, a few milliseconds at most)...
LINES_PER_ROUND = 64
# ... and the replies (and unread lines) kept for it at most: a client that does not read its replies stops being
# read, and so is held up alone.
OUTBOX_LIMIT = INBOX_LIMIT = 64 * 1024
# How often clients are looked at for the idle timeout.
IDLE_SWEEP_SECONDS = 1.0
# How long the server stops accepting when accepting failed for a passing reason (no file descriptor free).
ACCEPT_PAUSE_SECONDS = 0.05
PASSING_ACCEPT_ERRORS = frozenset({errno.EMFILE, errno.ENFILE, errno.ENOBUFS, errno.ENOMEM, errno.ECONNABORTED})
# Lines of the log kept for a reader that does not take them; beyond them lines are dropped and counted.
LOG_LINES_KEPT = 1000
# How long the log's last lines are given to be read when the server stops.
LOG_CLOSE_SECONDS = 1.0
# The server's log says how each game went in the words it always used.
OUTCOME = {Result.WON: "win", Result.LOST: "lose", Result.QUIT: "quit"}


class Log:
    """The server's lines on its standard output, which never hold serving up. A stream with a file beneath (a
    terminal, a pipe, a file) is written by a thread of its own: a reader that is slow, or that stops reading,
    holds up that thread alone. At most LOG_LINES_KEPT lines wait for it; beyond them lines are dropped and
    counted, and once the reader takes lines again the log says how many it lost. A reader that goes away
    (`--serve 0 | head -1`) only ends the log: the server goes on serving."""

    def __init__(self, stream: TextIO):
        self.stream = stream
        self.open = True
        self.fd = _descriptor(stream)       # None: a stream in memory (a test's), written at once
        self.encoding = getattr(stream, "encoding", None) or "utf-8"
        self.lines: deque[str] = deque()
        self.dropped = 0
        self.closing = False
        self.ready = threading.Condition()
        self.writer: threading.Thread | None = None
        if self.fd is not None:
            # The thread writes to the file beneath, past the stream's buffer: anything in that goes first.
            try:
                stream.flush()
            except (OSError, ValueError):
                self._end()
                return
            self.writer = threading.Thread(target=self._write_out, name="dooom server log", daemon=True)
            self.writer.start()

    def write(self, line: str) -> None:
        if not self.open:
            return
        if self.writer is None:
            try:
                self.stream.write(line + "\n")
                self.stream.flush()
            except (OSError, ValueError):
                self._end()
            return
        with self.ready:
            if len(self.lines) >= LOG_LINES_KEPT:
                self.dropped += 1
                return
            self.lines.append(line)
            self.ready.notify()

    def close(self) -> None:
        """Write what waits, giving the reader LOG_CLOSE_SECONDS to take it."""
        if self.writer is None:
            return
        with self.ready:
            self.closing = True
            self.ready.notify()
        self.writer.join(LOG_CLOSE_SECONDS)

    def _write_out(self) -> None:
        while True:
            with self.ready:
                while not self.lines and not self.dropped and not self.closing:
                    self.ready.wait()
                if not self.lines and not self.dropped:
                    return
                lines, dropped = list(self.lines), self.dropped
                self.lines.clear()
                self.dropped = 0
            if dropped:
                # The lines dropped came after those that were waiting, and before any that come now.
                lines.append(f"{dropped} lines of this log were dropped: nobody read it for a while")
            if not self._put("".join(line + "\n" for line in lines).encode(self.encoding, "backslashreplace")):
                self._end()
                return

    def _put(self, data: bytes) -> bool:
        """Write all of data to the file beneath, however long that takes; False once nobody can read it."""
        assert self.fd is not None
        view = memoryview(data)
        while view:
            try:
                view = view[os.write(self.fd, view):]
            except BlockingIOError:
                # A descriptor someone made non-blocking: wait for room rather than spin.
                select.select([], [self.fd], [], LOG_CLOSE_SECONDS)
            except OSError:
                return False
        return True

    def _end(self) -> None:
        self.open = False
        with self.ready:
            self.lines.clear()
            self.dropped = 0
        silence(self.stream)


def _descriptor(stream: TextIO) -> int | None:
    try:
        return stream.fileno()
    except (AttributeError, ValueError, OSError):
        return None


class Client:
    """One connection: its game (None for a client refused), the bytes come from it and the replies going to it,
    and where it stands: playing, or ending (the game over or the client refused) until it is closed."""

    def __init__(self, connection: socket.socket, session: Session | None, number: int, seed: int, now: float):
        self.connection = connection
        self.session = session
        self.number, self.seed = number, seed
        self.lines = LineCutter()
        self.outbox = bytearray()
        self.heard_at = now
        self.ending_at: float | None = None     # when it is closed at the latest, once ending
        self.drained = 0                        # bytes read and dropped while ending
        self.shut = False                       # the server has stopped sending (after the last reply)
        self.sent_all = False                   # the client stopped sending mid-game: close once the replies are out
        self.watched = 0                        # the selector events it is registered for (0: none)
        self.outcome = "disconnected"


class Server:
    """Every client's game on one thread, each client's lines played in turn, a few at a time, and no socket ever
    waited on: a client that is silent, slow to read or slow to send holds up nobody else. Game k (counting
    clients accepted to play, from 0) uses seed + k."""

    def __init__(self, spec: GameSpec, map_name: str, map_text: str, seed: int, options: Mapping[str, Any],
                 listener: socket.socket, log: Log):
        self.spec, self.map_name, self.map_text, self.seed, self.options = spec, map_name, map_text, seed, options
        self.listener = listener
        self.log = log
        self.selector = selectors.DefaultSelector()
        listener.setblocking(False)
        self.selector.register(listener, selectors.EVENT_READ)
        self.accepting_again_at: float | None = None
        self.clients: set[Client] = set()
        self.ending: set[Client] = set()
        # Clients with lines left to play after their round, in the order they get their next one.
        self.busy: deque[Client] = deque()
        self.playing = self.refusing = self.games_started = 0
        self.next_sweep = time.monotonic() + IDLE_SWEEP_SECONDS

    def serve_forever(self) -> None:
        while True:
            self.run_once()

    def run_once(self) -> None:
        """Wait for something to do (a client, a deadline), then do it: a round of every client's lines."""
        now = time.monotonic()
        ready = self.selector.select(0 if self.busy else self._wait(now))
        now = time.monotonic()
        for key, events in ready:
            client = key.data
            if client is None:
                self._accept(now)
                continue
            if client not in self.clients:
                continue
            if events & selectors.EVENT_WRITE:
                self._send(client)
            if events & selectors.EVENT_READ and client in self.clients:
                self._receive(client, now)
            if client in self.clients:
                # Replies all sent: it waits for room to send no longer.
                self._watch(client)
        for _ in range(len(self.busy)):
            client = self.busy.popleft()
            if client in self.clients:
                self._play(client, now)
        self._expire(now)

    def _wait(self, now: float) -> float:
        """Seconds until the next thing to do without a client doing anything."""
        due = self.next_sweep
        for client in self.ending:
            if client.ending_at is not None and client.ending_at < due:
                due = client.ending_at
        if self.accepting_again_at is not None:
            due = min(due, self.accepting_again_at)
        return max(0.0, due - now)

    # ----- clients coming and going -----------------------------------------

    def _accept(self, now: float) -> None:
        while True:
            try:
                connection, _address = self.listener.accept()
            except BlockingIOError:
                return
            except OSError as error:
                if error.errno not in PASSING_ACCEPT_ERRORS:
                    raise
                # Out of file descriptors for a moment: stop listening a little rather than spin on a listener
                # that stays readable.
                self.selector.unregister(self.listener)
                self.accepting_again_at = now + ACCEPT_PAUSE_SECONDS
                return
            try:
                self._take(connection, now)
            except OSError:
                # It went away as it came (a client that connects and resets at once): nothing of it is kept.
                connection.close()

    def _take(self, connection: socket.socket, now: float) -> None:
        """A new connection's game, or its refusal; raises OSError if it is gone already, having kept nothing."""
        connection.setblocking(False)
        if self.playing < MAX_GAMES:
            # Replies are small and a bot waits for each one: send them at once rather than batch them.
            connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            seed = self.seed + self.games_started
            # A served game is kept nowhere: no save, no replay, no score.
            session = Session.new(self.spec, seed, self.map_name, self.map_text, self.options, recorded=False)
            client = Client(connection, session, self.games_started, seed, now)
            self.games_started += 1
            self.playing += 1
        elif self.refusing < MAX_REFUSING:
            client = Client(connection, None, -1, -1, now)
            client.outbox += REFUSAL.encode()
            self.refusing += 1
            self._end(client, now)
        else:
            connection.close()
            return
        self.clients.add(client)
        self._send(client)
        # Sending may have found it gone (a reset): a closed connection is never watched.
        if client in self.clients:
            self._watch(client)

    def _close(self, client: Client) -> None:
        if client not in self.clients:
            return
        self.clients.discard(client)
        self.ending.discard(client)
        if client.watched:
            self.selector.unregister(client.connection)
        client.connection.close()
        if client.session is None:
            self.refusing -= 1
            return
        self.playing -= 1
        self.log.write(f"game {client.number} (seed {client.seed}): {client.outcome}")

    def _end(self, client: Client, now: float) -> None:
        """The game is over (or the client refused): the last replies go out, then the connection closes."""
        client.ending_at = now + CLOSE_SECONDS
        self.ending.add(client)

    def _expire(self, now: float) -> None:
        if self.ending:
            for client in [client for client in self.ending if client.ending_at is not None and client.ending_at <= now]:
                self._close(client)
        if self.accepting_again_at is not None and self.accepting_again_at <= now:
            self.accepting_again_at = None
            self.selector.register(self.listener, selectors.EVENT_READ)
        if now >= self.next_sweep:
            self.next_sweep = now + IDLE_SWEEP_SECONDS
            for client in [client for client in self.clients if now - client.heard_at > IDLE_TIMEOUT_SECONDS]:
                self._close(client)

    # ----- bytes in, lines played, replies out ------------------------------

    def _receive(self, client: Client, now: float) -> None:
        try:
            data = client.connection.recv(READ_BYTES)
        except BlockingIOError:
            return
        except OSError:
            # A reset: the client is gone and its game with it.
            self._close(client)
            return
        if client.ending_at is not None:
            # Read and dropped, so that closing does not reset a client that sent lines ahead of the end.
            client.drained += len(data)
            if not data or client.drained > DRAIN_BYTES:
                self._close(client)
            return
        if not data:
            client.sent_all = True
        else:
            client.heard_at = now
            client.lines.add(data)
        self._play(client, now)

    def _play(self, client: Client, now: float) -> None:
        """Play up to LINES_PER_ROUND of the client's lines, while its replies fit in its outbox."""
        session = client.session
        assert session is not None, "a refused client has no lines played"
        for _ in range(LINES_PER_ROUND):
            if client.ending_at is not None or len(client.outbox) >= OUTBOX_LIMIT:
                break
            line = client.lines.next_line()
            if line is None and client.sent_all:
                line = client.lines.last_line()
            if line is None:
                break
            try:
                events = session.submit(line)
            except Exception as error:      # a fault of ours ends this game only; the server serves on
                client.outcome = f"failed ({type(error).__name__}); details in {write_crash_log(error)}"
                self._close(client)
                return
            client.outbox += "".join(reply + "\n" for reply in reply_lines(events)).encode()
            if ends_game(events):
                result = session.view().result
                client.outcome = OUTCOME[result] if result is not None else client.outcome
                self._end(client, now)
        else:
            if client not in self.busy:
                self.busy.append(client)
        self._send(client)
        if client in self.clients:
            self._watch(client)

    def _send(self, client: Client) -> None:
        if client.outbox:
            try:
                sent = client.connection.send(client.outbox)
            except BlockingIOError:
                sent = 0
            except OSError:
                self._close(client)
                return
            del client.outbox[:sent]
        if client.outbox:
            return
        if client.ending_at is not None and not client.shut:
            client.shut = True
            try:
                client.connection.shutdown(socket.SHUT_WR)
            except OSError:
                self._close(client)
        elif client.sent_all and client.ending_at is None and not client.lines.waiting():
            self._close(client)
        elif client.ending_at is None and client.lines.waiting() and client not in self.busy:
            # Its outbox had been full: its lines wait no longer.
            self.busy.append(client)

    def _watch(self, client: Client) -> None:
        """Register the client for what it waits for: bytes from it while it may send more (not while its outbox
        or its unplayed lines are full), room to send while replies are queued."""
        wanted = 0
        if client.outbox:
            wanted |= selectors.EVENT_WRITE
        playing = client.ending_at is None and not client.sent_all
        if client.ending_at is not None or (
                playing and client.lines.waiting() < INBOX_LIMIT and len(client.outbox) < OUTBOX_LIMIT):
            wanted |= selectors.EVENT_READ
        if wanted == client.watched:
            return
        if not client.watched:
            self.selector.register(client.connection, wanted, client)
        elif not wanted:
            self.selector.unregister(client.connection)
        else:
            self.selector.modify(client.connection, wanted, client)
        client.watched = wanted


def serve(spec: GameSpec, map_name: str, map_text: str, seed: int, options: Mapping[str, Any], port: int,
          stdout: TextIO) -> int:
    """Serve games on 127.0.0.1 until interrupted, MAX_GAMES at once; game k (from 0) uses seed + k."""
    try:
        listener = socket.create_server(("127.0.0.1", port), backlog=LISTEN_BACKLOG)
    except OSError as error:
        print(f"cannot listen on 127.0.0.1:{port}: {error.strerror or error}", file=sys.stderr)
        return 1
    log = Log(stdout)
    with listener:
        log.write(f"serving the Dungeon of Dooom on 127.0.0.1:{listener.getsockname()[1]}")
        try:
            Server(spec, map_name, map_text, seed, options, listener, log).serve_forever()
        except KeyboardInterrupt:
            return 0
        finally:
            log.close()
    return 0
