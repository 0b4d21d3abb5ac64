"""The Dungeon of Dooom bot: it learns the world only from LOOK replies and acts only by sending command lines.

The bot never sees the game object. The game asks it for its next command line, sends
that line through the same grammar as the player's, and hands back the reply lines.
Its map is its own memory, in coordinates relative to where it started.
"""
from __future__ import annotations

import random
from collections import deque
from typing import Callable

from game.core import Direction, Pos
from game.dooom.commands import Hello, Look, Move, Pickup, format_command
from game.dooom.mapfile import MAX_WIN
from game.dooom.protocol import FAIL, LOOK_SIZE, LOOKREPLY, SUCCESS
from game.numbers import NumberError, read_whole

STRATEGIES = ("collector", "hunter")
# The order of neighbours in every search, so that the same memory always gives the same path.
STEPS: tuple[Direction, ...] = (Direction.NORTH, Direction.EAST, Direction.SOUTH, Direction.WEST)
STEP_OFFSETS: tuple[tuple[int, int], ...] = tuple((step.dx, step.dy) for step in STEPS)
OFFSET_OF: dict[Direction, tuple[int, int]] = dict(zip(STEPS, STEP_OFFSETS))
PASSABLE = ".GE"
# The hunter chases a player it sees for at most this many of its turns between two coins it picks up, so that a
# player it has cornered (or who stands still) cannot keep it from its gold for ever.
HUNT_TURNS = 20
HELLO_LINE, LOOK_LINE, PICKUP_LINE = format_command(Hello()), format_command(Look()), format_command(Pickup())
MOVE_LINE: dict[Direction, str] = {step: format_command(Move(step)) for step in STEPS}


def turn_bound(width: int, height: int, open_tiles: int, gold: int, strategy: str) -> int:
    """The most turns the bot takes to leave a map of this size, open tiles and gold, counted from any moment from
    which the player stands still (or from its start, without a player), when it can still win: its exit and the
    gold it lacks lie on tiles it can reach without passing the player. docs/rules-dooom.md gives the argument."""
    seen = (width + LOOK_SIZE - 1) * (height + LOOK_SIZE - 1)     # every tile a LOOK can show, off-map walls too
    chase = HUNT_TURNS * (gold + 1) if strategy == "hunter" else 0
    ways = seen + 2 * gold + chase + 4
    return ways * (open_tiles - 1) + gold + chase + 1


def _reply_number(text: str) -> int:
    """A count in a reply (GOLD <n>, GOLD COINS: <n>); 0 for anything that is none."""
    try:
        return read_whole(text, 0, MAX_WIN)
    except NumberError:
        return 0


class LookBot:
    """A bot that plays through the protocol: HELLO once, then LOOK and one action every turn."""

    def __init__(self, strategy: str, rng: random.Random):
        if strategy not in STRATEGIES:
            raise ValueError(f"unknown bot strategy {strategy!r} (expected one of {', '.join(STRATEGIES)})")
        self.strategy = strategy
        self.rng = rng
        self.win: int | None = None
        self.gold = 0
        self.pos = Pos(0, 0)
        # Keyed by plain (x, y) pairs, which Pos keys equal: the path search looks up tuples it makes itself.
        self.known: dict[tuple[int, int], str] = {}
        # The LOOK rows remembered, by where each began (its leftmost tile): a row read again unchanged is skipped.
        self.seen_rows: dict[tuple[int, int], str] = {}
        # How many remembered tiles of each kind, so that a search for gold nobody has seen is skipped.
        self.tile_counts = {tile: 0 for tile in "#.GE"}
        self.player_seen: Pos | None = None     # where its last LOOK showed the player, or None
        # Where it last saw the player, kept as blocked until a LOOK shows that tile free: a player standing in
        # the way out of view must not send it back and forth between the way and somewhere else.
        self.player_last: Pos | None = None
        # Tiles it has only seen with the player on them: it goes to see them once the player has moved on.
        self.guessed: set[Pos] = set()
        self.hunt_left = HUNT_TURNS
        self.looked = False
        self.sent = ""
        self.move_target: Pos | None = None
        # A plan is kept while its path stays open and its goal stays a goal (see _plan_holds).
        self.memory_version = 0
        self.plan: list[Pos] = []
        self.plan_goal: Callable[[tuple[int, int]], bool] = self._is_frontier
        self.plan_needs_player = True
        self.plan_version = -1
        self.plan_wanted = ""
        self.plan_wanted_seen = 0
        self.plan_player: Pos | None = None

    # ----- the two calls the game makes ---------------------------------

    def next_command(self) -> str:
        if self.win is None:
            self.sent = HELLO_LINE
        elif not self.looked:
            self.sent = LOOK_LINE
        else:
            self.sent = self._decide()
            self.looked = False
        return self.sent

    def receive(self, reply: list[str]) -> None:
        first = reply[0] if reply else FAIL
        if self.sent == HELLO_LINE:
            # A server that refuses HELLO (or says no number) still lets the bot play: it then leaves as soon
            # as it can.
            keyword, _, number = first.partition(" ")
            self.win = _reply_number(number) if keyword == "GOLD" else 0
        elif self.sent == LOOK_LINE:
            if first == LOOKREPLY and len(reply) == LOOK_SIZE + 1:
                self._remember(reply[1:])
            self.looked = True
        elif self.sent == PICKUP_LINE:
            if first.startswith(SUCCESS):
                self.gold = _reply_number(first.rsplit(" ", 1)[1])
                self.hunt_left = HUNT_TURNS
                self._set_known(self.pos, ".")
        elif self.move_target is not None:
            if first == SUCCESS:
                self.pos = self.move_target
            else:
                self.memory_version += 1
            self.move_target = None

    # ----- memory -----------------------------------------------------------

    def _remember(self, rows: list[str]) -> None:
        # Plain (x, y) tuples, which equal the Pos of the same tile: a LOOK shows 21 tiles, every other command.
        half = LOOK_SIZE // 2
        player_seen = None
        known, guessed, seen_rows = self.known, self.guessed, self.seen_rows
        left = self.pos.x - half
        y = self.pos.y - half
        for row in rows:
            # A row seen before from the same place, with the player in neither, is in memory as it stands: a
            # remembered tile changes only with the map (gold picked up), and then the row reads otherwise.
            if not guessed and seen_rows.get((left, y)) == row and "P" not in row:
                y += 1
                continue
            if "P" not in row:
                seen_rows[left, y] = row
            x = left
            for tile in row:
                if tile != "X":
                    pos = (x, y)
                    if tile == "P":
                        player_seen = Pos(x, y)
                        if pos not in known:
                            # What lies under the player is unknown: floor is the guess, until it sees the tile free.
                            guessed.add(player_seen)
                        tile = known.get(pos, ".")
                    elif guessed and pos in guessed:
                        guessed.discard(pos)
                        self.memory_version += 1
                    if known.get(pos) != tile:
                        self._set_known(pos, tile)
                x += 1
            y += 1
        self.player_seen = player_seen
        if player_seen is not None:
            self.player_last = player_seen
        elif self.player_last is not None and self._in_view(self.pos, self.player_last):
            self.player_last = None

    @staticmethod
    def _in_view(centre: tuple[int, int], pos: tuple[int, int]) -> bool:
        """Whether a LOOK from centre shows pos (its 5x5 without the corners)."""
        dx, dy = abs(pos[0] - centre[0]), abs(pos[1] - centre[1])
        half = LOOK_SIZE // 2
        return dx <= half and dy <= half and (dx, dy) != (half, half)

    def _set_known(self, pos: tuple[int, int], tile: str) -> None:
        previous = self.known.get(pos)
        if previous is not None:
            self.tile_counts[previous] -= 1
        self.known[pos] = tile
        self.tile_counts[tile] += 1
        self.memory_version += 1

    def _is_frontier(self, pos: tuple[int, int]) -> bool:
        """Whether pos is next to a tile it has not seen, or has seen only with the player on it; where it last
        saw the player does not count, so that a player who stands still draws it to no side of them."""
        x, y = pos
        known, guessed = self.known, self.guessed
        for dx, dy in STEP_OFFSETS:
            there = (x + dx, y + dy)
            if there not in known or (guessed and there in guessed and there != self.player_last):
                return True
        return False

    # ----- choosing an action ----------------------------------------------

    def _decide(self) -> str:
        if self.known.get(self.pos) == "G":
            return PICKUP_LINE
        wanted = "E" if self.gold >= (self.win or 0) else "G"
        if self.strategy == "hunter" and self.player_seen is not None and self.hunt_left > 0:
            # Holding enough gold with a known exit in reach, it leaves rather than chase.
            leaving = wanted == "E" and self._current_plan(wanted) and self.known[self.plan[-1]] == "E"
            chase = None if leaving else self._chase(self.player_seen)
            if chase is not None:
                self.hunt_left -= 1
                return chase
        if self._current_plan(wanted):
            return self._step_along(self.plan)
        return self._wander()

    def _chase(self, player: Pos) -> str | None:
        """A move towards the player, or into them when next to them, which keeps them blocked (the move fails:
        two actors never share a tile); None when no remembered way leads to them."""
        direction = Direction.between(self.pos, player)
        if direction is not None and direction in STEPS:
            return self._move(direction)
        chase = self._path_to(lambda pos: abs(pos[0] - player.x) + abs(pos[1] - player.y) == 1, player)
        return self._step_along(chase) if chase else None

    def _current_plan(self, wanted: str) -> bool:
        """Keep the plan or make a new one; whether there is one to follow."""
        if not self._plan_holds(wanted):
            self.plan, self.plan_goal, self.plan_needs_player = self._plan(wanted)
            self.plan_version = self.memory_version
            self.plan_wanted = wanted
            self.plan_wanted_seen = self.tile_counts[wanted]
            self.plan_player = self.player_last
        return bool(self.plan)

    def _plan_holds(self, wanted: str) -> bool:
        """Whether the current plan is still worth following, so that most turns need no search."""
        if wanted != self.plan_wanted or self.tile_counts[wanted] > self.plan_wanted_seen:
            return False
        if not self.plan:
            # An empty plan from unchanged memory stays empty: nothing new is reachable from
            # anywhere the bot can walk to, so searching again every turn would only cost time.
            # Where the player was seen may have been in the way, so then a move of theirs counts.
            return self.plan_version == self.memory_version and (
                not self.plan_needs_player or self.plan_player == self.player_last)
        # Remembered open tiles never turn into walls, so only the player can block a plan.
        if self.pos.manhattan(self.plan[0]) != 1 or self.player_last in self.plan:
            return False
        return self.plan_goal(self.plan[-1])

    def _plan(self, wanted: str) -> tuple[list[Pos], Callable[[tuple[int, int]], bool], bool]:
        """The way to the nearest remembered tile it wants, else to the nearest tile next to one it has not seen,
        else, when where it last saw the player is in the way, to the nearest tile from which it sees whether the
        player still stands there; with the goal the way leads to, and whether the player's moves matter to it.
        ([] when nothing is reachable.)"""
        goals: list[Callable[[tuple[int, int]], bool]] = [self._is_frontier]
        if self.tile_counts[wanted]:
            goals.insert(0, lambda pos: self.known[pos] == wanted)
        for goal in goals:
            path = self._path_to(goal, self.player_last)
            if path:
                return path, goal, True
        blocking = self.player_last is not None and (
            self.player_last in self.guessed or any(self._path_to(goal, None) for goal in goals))
        if blocking and self.player_seen is None:
            return self._path_to(self._sees_player_last, self.player_last), self._sees_player_last, True
        return [], self._is_frontier, blocking

    def _sees_player_last(self, pos: tuple[int, int]) -> bool:
        return self.player_last is not None and self._in_view(pos, self.player_last)

    def _path_to(self, is_goal: Callable[[tuple[int, int]], bool], blocked: Pos | None) -> list[Pos]:
        """Breadth-first over remembered open tiles but blocked: the steps to the nearest goal other than here,
        or []."""
        # Plain tuples inside the search: it runs often and Pos construction would dominate.
        start = (self.pos.x, self.pos.y)
        came_from: dict[tuple[int, int], tuple[int, int]] = {start: start}
        queue = deque([start])
        known = self.known
        while queue:
            here = queue.popleft()
            if here != start and is_goal(here):
                path = [here]
                while came_from[path[-1]] != start:
                    path.append(came_from[path[-1]])
                return [Pos(*pos) for pos in reversed(path)]
            x, y = here
            for dx, dy in STEP_OFFSETS:
                there = (x + dx, y + dy)
                if there not in came_from and known.get(there, "#") in PASSABLE and there != blocked:
                    came_from[there] = here
                    queue.append(there)
        return []

    def _step_along(self, path: list[Pos]) -> str:
        direction = Direction.between(self.pos, path[0])
        assert direction is not None, "a path goes one neighbouring tile at a time"
        del path[0]
        return self._move(direction)

    def _wander(self) -> str:
        x, y = self.pos
        known, player_last = self.known, self.player_last
        open_steps = [step for step, (dx, dy) in zip(STEPS, STEP_OFFSETS)
                      if known.get((x + dx, y + dy), "#") in PASSABLE and (x + dx, y + dy) != player_last]
        return self._move(self.rng.choice(open_steps or list(STEPS)))

    def _move(self, direction: Direction) -> str:
        dx, dy = OFFSET_OF[direction]
        self.move_target = Pos(self.pos.x + dx, self.pos.y + dy)
        return MOVE_LINE[direction]
