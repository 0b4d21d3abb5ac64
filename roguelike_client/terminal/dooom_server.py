"""The Dungeon of Dooom over TCP (--serve PORT): many games at once on one thread, every client held to deadlines,
clients beyond the games at once waiting for a place, and a log that never holds serving up: no client's doing
holds up another. docs/dooom-protocol.md says why this is a selector loop of our own and not asyncio."""
from __future__ import annotations

import errno
import selectors
import socket
import sys
import time
from collections import deque
from dataclasses import dataclass
from typing import Any, Callable, Mapping, TextIO

from game.core import Result
from game.dooom.spec import SERVE_GAMES, SERVE_IDLE_SECONDS, SERVE_LINE_SECONDS
from game.spec import GameSpec
from roguelike_client.play.crash import write_crash_log
from roguelike_client.play.session import Session
from roguelike_client.terminal.dooom_replies import ends_game, reply_lines
from roguelike_client.terminal.lines import READ_BYTES, LineCutter
from roguelike_client.terminal.server_log import Log

# Games at once: --max-games (SERVE_GAMES unless told), and as many clients again may wait for a place; fewer of
# both when the system allows fewer open files (two per game: its client's and a waiting client's), or when the
# games would take more than GAMES_MEMORY, each counted at GAME_BYTES (a game on a small map takes about 6 KiB),
# its map's bytes and the lines and replies its client may have kept (INBOX_LIMIT and OUTBOX_LIMIT).
GAMES_MEMORY = 512 * 1024 * 1024
GAME_BYTES = 8 * 1024
# Open files the server keeps for itself beside its clients (the listener, the selector, standard streams, a crash
# log being written): if it runs out all the same, it stops accepting for ACCEPT_PAUSE_SECONDS at a time.
SPARE_FILES = 64
# A client waits for a place at most this long, then gets the refusal line (below) and is closed.
WAIT_TIMEOUT_SECONDS = 60
# Clients refused at once (each for at most CLOSE_SECONDS) when every game and every waiting place is taken;
# beyond them a client is just closed. The refusal is one line, Limits.refusal.
MAX_REFUSING = 16
# Connections the system may hold for the server before it accepts them (the system may allow fewer).
LISTEN_BACKLOG = 1024
# After a game ends (WIN, LOSE, QUIT) or a client is refused, the connection is closed within this time in all,
# having read and discarded at most DRAIN_BYTES the client still sent.
CLOSE_SECONDS = 1.0
DRAIN_BYTES = 64 * 1024
# A client's lines played in one round before the other clients get theirs (a client sending thousands of lines
# at once waits its turn like everyone else, a few milliseconds at most)...
LINES_PER_ROUND = 64
# ... and the replies (and unread lines) kept for it at most: a client that does not read its replies stops being
# read, and so is held up alone (and loses its game once it has had no line played for the idle timeout).
OUTBOX_LIMIT = INBOX_LIMIT = 16 * 1024
# How often playing clients are looked at for their line and idle deadlines (more often for deadlines under 4 s).
SWEEP_SECONDS = 1.0
# Connections accepted in one round before the clients already in get theirs.
ACCEPTS_PER_ROUND = 256
# How long the server stops accepting when accepting failed for want of something (no file descriptor free).
ACCEPT_PAUSE_SECONDS = 0.05
SHORT_OF = frozenset({errno.EMFILE, errno.ENFILE, errno.ENOBUFS, errno.ENOMEM})
# Errors that say the listener itself is broken (a fault of ours); any other error of accept() is one connection's
# that failed as it came (Linux passes on a new connection's network errors that way), and the next is accepted.
LISTENER_BROKEN = frozenset({errno.EBADF, errno.EINVAL, errno.ENOTSOCK, errno.EFAULT})
# The server's log says how each game went in the words it always used.
OUTCOME = {Result.WON: "win", Result.LOST: "lose", Result.QUIT: "quit"}
# Where a client stands.
WAITING, PLAYING, REFUSED = "waiting", "playing", "refused"


@dataclass(frozen=True)
class Limits:
    """What the server allows: games at once, clients waiting for a place, and its deadlines in seconds: for a line
    to end once begun, for a game to go without a line, for a client to wait for a place."""

    games: int = SERVE_GAMES
    waiting: int = SERVE_GAMES
    line_seconds: float = SERVE_LINE_SECONDS
    idle_seconds: float = SERVE_IDLE_SECONDS
    wait_seconds: float = WAIT_TIMEOUT_SECONDS

    @property
    def refusal(self) -> bytes:
        """The one line a client gets when no game and no waiting place is free, or it waited too long."""
        return f"BUSY {self.games} games are being played: try again later\n".encode()

    def __str__(self) -> str:
        return (f"at most {self.games} games at once and {self.waiting} clients waiting for a place (for"
                f" {self.wait_seconds:g} s at most); a line ends within {self.line_seconds:g} s of its first byte,"
                f" and a game without a line for {self.idle_seconds:g} s ends")


def fitting(games: int, files: int, map_bytes: int, **deadlines: float) -> Limits:
    """The limits for games wanted at once, as far as open files and memory allow (at least one game)."""
    by_files = (files - SPARE_FILES - MAX_REFUSING) // 2
    by_memory = GAMES_MEMORY // (GAME_BYTES + map_bytes + INBOX_LIMIT + OUTBOX_LIMIT)
    fit = max(1, min(games, by_files, by_memory))
    return Limits(games=fit, waiting=fit, **deadlines)


def open_files(wanted: int) -> int:
    """How many files the process may have open: its soft limit, raised first towards wanted (never past the hard
    limit) where the system lets it."""
    try:
        import resource
    except ImportError:         # Windows: no such limit, but its select() watches at most 512 sockets
        return 512
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft != resource.RLIM_INFINITY and soft < wanted:
        raised = wanted if hard == resource.RLIM_INFINITY else min(wanted, hard)
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (raised, hard))
            soft = raised
        except (ValueError, OSError):
            pass
    return wanted if soft == resource.RLIM_INFINITY else soft


class Client:
    """One connection: where it stands (waiting for a place, playing its game, refused), the bytes come from it and
    the replies going to it, its deadlines, and whether it is ending (its game over, or refused) until it is
    closed."""

    __slots__ = ("connection", "kind", "session", "number", "seed", "lines", "outbox", "came_at", "last_line_at",
                 "line_begun", "ending_at", "drained", "shut", "sent_all", "watched", "outcome")

    def __init__(self, connection: socket.socket, kind: str, now: float):
        self.connection = connection
        self.kind = kind
        self.session: Session | None = None
        self.number = self.seed = -1
        self.lines = LineCutter()
        self.outbox = bytearray()
        self.came_at = now                      # when it was accepted: a waiting client's deadline runs from here
        self.last_line_at = now                 # when a line of its was last played (or its game began)
        self.line_begun: float | None = None    # when the line it is sending began to come (None: none begun)
        self.ending_at: float | None = None     # when it is closed at the latest, once ending
        self.drained = 0                        # bytes read and dropped while ending
        self.shut = False                       # the server has stopped sending (after the last reply)
        self.sent_all = False                   # the client stopped sending mid-game: close once the replies are out
        self.watched = 0                        # the selector events it is registered for (0: none)
        self.outcome = "disconnected"


def failed(error: Exception) -> str:
    """A game's outcome after a fault of ours, with where its details are."""
    return f"failed ({type(error).__name__}); details in {write_crash_log(error)}"


class Server:
    """Every client's game on one thread, each client's lines played in turn, a few at a time, and no socket ever
    waited on: a client that is silent, slow to read, slow to send, gone, or that resets at once holds up nobody
    else. Clients beyond the games at once wait for a place, first come first served. Game k (counting clients
    given a game, from 0) uses seed + k."""

    def __init__(self, spec: GameSpec, map_name: str, map_text: str, seed: int, options: Mapping[str, Any],
                 listener: socket.socket, log: Log, limits: Limits | None = None):
        self.spec, self.map_name, self.map_text, self.seed, self.options = spec, map_name, map_text, seed, options
        self.listener = listener
        self.log = log
        self.limits = limits or Limits()
        self.selector = selectors.DefaultSelector()
        listener.setblocking(False)
        self.selector.register(listener, selectors.EVENT_READ)
        self.accepting_again_at: float | None = None
        self.clients: set[Client] = set()
        # Clients waiting for a place, first come first; the places they hold (those refused after waiting too long
        # keep theirs until they are closed).
        self.waiting: deque[Client] = deque()
        self.waiting_held = 0
        # Clients ending, in the order they are closed at the latest (each CLOSE_SECONDS after its end).
        self.ending: deque[Client] = deque()
        # Clients with lines left to play after their round, in the order they get their next one.
        self.busy: deque[Client] = deque()
        self.playing = self.refusing = self.games_started = 0
        self.sweep_seconds = min(SWEEP_SECONDS, self.limits.line_seconds / 4, self.limits.idle_seconds / 4)
        self.next_sweep = time.monotonic() + self.sweep_seconds

    def serve_forever(self) -> None:
        while True:
            self.run_once()

    def run_once(self) -> None:
        """Wait for something to do (a client, a deadline), then do it: a round of every client's lines, the
        deadlines that passed, the places freed given to clients waiting."""
        now = time.monotonic()
        ready = self.selector.select(0 if self.busy else self._wait(now))
        now = time.monotonic()
        for key, events in ready:
            client = key.data
            if client is None:
                self._accept(now)
            elif client in self.clients:
                self._guard(client, self._ready, client, events, now)
        for _ in range(len(self.busy)):
            client = self.busy.popleft()
            if client in self.clients:
                self._guard(client, self._play, client, now)
        self._expire(now)
        self._admit(now)

    def _wait(self, now: float) -> float:
        """Seconds until the next thing to do without a client doing anything."""
        due = self.next_sweep
        if self.ending and self.ending[0].ending_at is not None:
            due = min(due, self.ending[0].ending_at)
        if self.waiting:
            due = min(due, self.waiting[0].came_at + self.limits.wait_seconds)
        if self.accepting_again_at is not None:
            due = min(due, self.accepting_again_at)
        return max(0.0, due - now)

    def _guard(self, client: Client, action: Callable[..., None], *arguments: Any) -> None:
        """Do something for one client; a fault of ours in it ends that client only, and the server serves on."""
        try:
            action(*arguments)
        except Exception as error:
            client.outcome = failed(error)
            self._close(client)

    # ----- clients coming, waiting and going --------------------------------

    def _accept(self, now: float) -> None:
        for _ in range(ACCEPTS_PER_ROUND):
            try:
                connection, _address = self.listener.accept()
            except (BlockingIOError, InterruptedError):
                return
            except OSError as error:
                if error.errno in LISTENER_BROKEN:
                    raise
                if error.errno in SHORT_OF:
                    # Out of file descriptors for a moment: stop listening a little rather than spin on a listener
                    # that stays readable.
                    self.selector.unregister(self.listener)
                    self.accepting_again_at = now + ACCEPT_PAUSE_SECONDS
                    return
                continue        # one connection that failed as it came (reset, aborted): the next one
            self._take(connection, now)

    def _take(self, connection: socket.socket, now: float) -> None:
        """A new connection: a game if one is free and nobody waits, else a place to wait, else the refusal line
        (to a few at once), else closed."""
        try:
            connection.setblocking(False)
        except OSError:
            connection.close()
            return
        if self.playing < self.limits.games and not self.waiting:
            client = Client(connection, PLAYING, now)
            self.clients.add(client)
            self._guard(client, self._start, client, now)
        elif self.waiting_held < self.limits.waiting:
            # Not read, not even watched, until its game begins: what it sent waits in the system for it.
            client = Client(connection, WAITING, now)
            self.clients.add(client)
            self.waiting.append(client)
            self.waiting_held += 1
        elif self.refusing < MAX_REFUSING:
            client = Client(connection, REFUSED, now)
            self.clients.add(client)
            self.refusing += 1
            self._guard(client, self._refuse, client, now)
        else:
            connection.close()

    def _start(self, client: Client, now: float) -> None:
        """The client's game begins."""
        client.kind = PLAYING
        client.number, client.seed = self.games_started, self.seed + self.games_started
        self.games_started += 1
        self.playing += 1
        client.last_line_at = now
        try:
            # Replies are small and a bot waits for each one: send them at once rather than batch them.
            client.connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        except OSError:
            pass        # gone already: its first read says so
        # A served game is kept nowhere: no save, no replay, no score.
        client.session = Session.new(self.spec, client.seed, self.map_name, self.map_text, self.options,
                                     recorded=False)
        self._watch(client, now)

    def _refuse(self, client: Client, now: float) -> None:
        client.outbox += self.limits.refusal
        self._end(client, now)
        self._send(client)
        if client in self.clients:
            self._watch(client, now)

    def _admit(self, now: float) -> None:
        """Places freed go to the clients waiting, first come first."""
        while self.waiting and self.playing < self.limits.games:
            client = self.waiting.popleft()
            if client in self.clients:
                self.waiting_held -= 1
                self._guard(client, self._start, client, now)

    def _close(self, client: Client) -> None:
        if client not in self.clients:
            return
        self.clients.discard(client)
        if client.watched:
            try:
                self.selector.unregister(client.connection)
            except (KeyError, ValueError, OSError):
                pass
            client.watched = 0
        try:
            client.connection.close()
        except OSError:
            pass
        if client.kind == PLAYING:
            self.playing -= 1
            self.log.write(f"game {client.number} (seed {client.seed}): {client.outcome}")
        elif client.kind == REFUSED:
            self.refusing -= 1
        else:
            self.waiting_held -= 1

    def _end(self, client: Client, now: float) -> None:
        """The game is over (or the client refused): the last replies go out, then the connection closes."""
        client.ending_at = now + CLOSE_SECONDS
        self.ending.append(client)

    def _expire(self, now: float) -> None:
        """Whatever deadline has passed: connections ending closed, clients waiting too long refused, clients playing
        that took too long over a line or had none for too long closed."""
        while self.ending and (self.ending[0].ending_at or now) <= now:
            self._close(self.ending.popleft())
        while self.waiting and self.waiting[0].came_at + self.limits.wait_seconds <= now:
            client = self.waiting.popleft()
            if client in self.clients:
                self._guard(client, self._refuse, client, now)
        if self.accepting_again_at is not None and self.accepting_again_at <= now:
            self.accepting_again_at = None
            self.selector.register(self.listener, selectors.EVENT_READ)
        if now >= self.next_sweep:
            self.next_sweep = now + self.sweep_seconds
            for client in [client for client in self.clients if self._overdue(client, now)]:
                self._close(client)

    def _overdue(self, client: Client, now: float) -> bool:
        if client.kind != PLAYING or client.ending_at is not None:
            return False
        # A line begun and not ended while the server reads: the client's own slowness, or a trickle.
        if (client.line_begun is not None and client.watched & selectors.EVENT_READ
                and now - client.line_begun > self.limits.line_seconds):
            client.outcome = "timed out mid-line"
            return True
        # No line played for the idle timeout: it sent none, or it reads none of its replies.
        return now - client.last_line_at > self.limits.idle_seconds

    # ----- bytes in, lines played, replies out ------------------------------

    def _ready(self, client: Client, events: int, now: float) -> None:
        if events & selectors.EVENT_WRITE:
            self._send(client)
        if events & selectors.EVENT_READ and client in self.clients:
            self._receive(client, now)
        if client in self.clients:
            # Replies all sent: it waits for room to send no longer.
            self._watch(client, now)

    def _receive(self, client: Client, now: float) -> None:
        ending = client.ending_at is not None
        try:
            data = client.connection.recv(READ_BYTES if ending else INBOX_LIMIT)
        except (BlockingIOError, InterruptedError):
            return
        except OSError:
            # A reset: the client is gone and its game with it.
            self._close(client)
            return
        if ending:
            # Read and dropped, so that closing does not reset a client that sent lines ahead of the end.
            client.drained += len(data)
            if not data or client.drained > DRAIN_BYTES:
                self._close(client)
            return
        if not data:
            client.sent_all = True
        else:
            begun = client.lines.partial()
            client.lines.add(data)
            if not client.lines.partial():
                client.line_begun = None
            elif not begun:
                client.line_begun = now
        self._play(client, now)

    def _play(self, client: Client, now: float) -> None:
        """Play up to LINES_PER_ROUND of the client's lines, while its replies fit in its outbox."""
        session = client.session
        assert session is not None, "only a client playing has lines played"
        for _ in range(LINES_PER_ROUND):
            if client.ending_at is not None or len(client.outbox) >= OUTBOX_LIMIT:
                break
            line = client.lines.next_line()
            if line is None and client.sent_all:
                line = client.lines.last_line()
            if line is None:
                break
            client.last_line_at = now
            try:
                events = session.submit(line)
            except Exception as error:      # a fault of ours ends this game only; the server serves on
                client.outcome = failed(error)
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
            self._watch(client, now)

    def _send(self, client: Client) -> None:
        if client.outbox:
            try:
                sent = client.connection.send(client.outbox)
            except (BlockingIOError, InterruptedError):
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

    def _watch(self, client: Client, now: float) -> None:
        """Register the client for what it waits for: bytes from it while it may send more (not while its outbox
        or its unplayed lines are full), room to send while replies are queued."""
        wanted = 0
        if client.outbox:
            wanted |= selectors.EVENT_WRITE
        if client.ending_at is not None:
            wanted |= selectors.EVENT_READ
        elif (client.kind == PLAYING and not client.sent_all and client.lines.waiting() < INBOX_LIMIT
              and len(client.outbox) < OUTBOX_LIMIT):
            wanted |= selectors.EVENT_READ
            if not client.watched & selectors.EVENT_READ and client.lines.partial():
                # Read again after a pause of ours (its replies were not read): the rest of the line begun comes now.
                client.line_begun = now
        if wanted == client.watched:
            return
        try:
            if not client.watched:
                self.selector.register(client.connection, wanted, client)
            elif not wanted:
                self.selector.unregister(client.connection)
            else:
                self.selector.modify(client.connection, wanted, client)
        except (OSError, ValueError, KeyError):
            # The system would not watch it (out of room, or the connection is gone): it is closed, alone.
            self._close(client)
            return
        client.watched = wanted


def serve(spec: GameSpec, map_name: str, map_text: str, seed: int, options: Mapping[str, Any], port: int,
          stdout: TextIO) -> int:
    """Serve games on 127.0.0.1 until interrupted, as many at once as --max-games asks and the system allows;
    game k (from 0) uses seed + k."""
    wanted = int(options.get("max_games") or SERVE_GAMES)
    limits = fitting(wanted, open_files(2 * wanted + SPARE_FILES + MAX_REFUSING), len(map_text.encode()),
                     line_seconds=options.get("line_timeout") or SERVE_LINE_SECONDS,
                     idle_seconds=options.get("idle_timeout") or SERVE_IDLE_SECONDS)
    try:
        listener = socket.create_server(("127.0.0.1", port), backlog=LISTEN_BACKLOG)
    except OSError as error:
        print(f"cannot listen on 127.0.0.1:{port}: {error.strerror or error}", file=sys.stderr)
        return 1
    log = Log(stdout)
    with listener:
        log.write(f"serving the Dungeon of Dooom on 127.0.0.1:{listener.getsockname()[1]}")
        short = f" ({wanted} would need more open files or memory than the system gives)" if limits.games < wanted else ""
        log.write(f"{limits}{short}")
        try:
            Server(spec, map_name, map_text, seed, options, listener, log, limits).serve_forever()
        except KeyboardInterrupt:
            return 0
        finally:
            log.close()
    return 0
