"""The Dungeon of Dooom bot: it learns the world only from LOOK replies and acts only by sending command lines.

The bot never sees the game object. The game asks it for its next command line, sends
that line through the same grammar as the player's, and hands back the reply lines.
Its map is its own memory, in coordinates relative to where it started.
"""
from __future__ import annotations

import random
from collections import deque

from game.core import Direction, Pos
from game.dooom.commands import Hello, Look, Move, Pickup, format_command
from game.dooom.protocol import FAIL, LOOK_SIZE, LOOKREPLY, SUCCESS

STRATEGIES = ("collector", "hunter")
# The order of neighbours in every search, so that the same memory always gives the same path.
STEPS: tuple[Direction, ...] = (Direction.NORTH, Direction.EAST, Direction.SOUTH, Direction.WEST)
STEP_OFFSETS: tuple[tuple[int, int], ...] = tuple((step.dx, step.dy) for step in STEPS)
PASSABLE = ".GE"
HELLO_LINE, LOOK_LINE, PICKUP_LINE = format_command(Hello()), format_command(Look()), format_command(Pickup())


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
        # How many remembered tiles of each kind, so that a search for gold nobody has seen is skipped.
        self.tile_counts = {tile: 0 for tile in "#.GE"}
        self.player_seen: Pos | None = None
        self.looked = False
        self.sent = ""
        self.move_target: Pos | None = None
        # A plan is kept while its path stays open and its goal stays a goal (see _plan_holds).
        self.memory_version = 0
        self.plan: list[Pos] = []
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
            # A server that refuses HELLO still lets the bot play: it then leaves as soon as it can.
            words = first.split(" ")
            self.win = int(words[1]) if len(words) == 2 and words[0] == "GOLD" and words[1].isdigit() else 0
        elif self.sent == LOOK_LINE:
            if first == LOOKREPLY and len(reply) == LOOK_SIZE + 1:
                self._remember(reply[1:])
            self.looked = True
        elif self.sent == PICKUP_LINE:
            if first.startswith(SUCCESS):
                self.gold = int(first.rsplit(" ", 1)[1])
                self._set_known(self.pos, ".")
        elif self.move_target is not None:
            if first == SUCCESS:
                self.pos = self.move_target
            else:
                self.memory_version += 1
            self.move_target = None

    # ----- memory -----------------------------------------------------------

    def _remember(self, rows: list[str]) -> None:
        half = LOOK_SIZE // 2
        player_seen = None
        for dy, row in enumerate(rows, start=-half):
            for dx, tile in enumerate(row, start=-half):
                if tile == "X":
                    continue
                pos = Pos(self.pos.x + dx, self.pos.y + dy)
                if tile == "P":
                    player_seen = pos
                    # What lies under the player is unknown; floor is the guess that keeps exploring finite.
                    tile = self.known.get(pos, ".")
                if self.known.get(pos) != tile:
                    self._set_known(pos, tile)
        self.player_seen = player_seen

    def _set_known(self, pos: Pos, tile: str) -> None:
        previous = self.known.get(pos)
        if previous is not None:
            self.tile_counts[previous] -= 1
        self.known[pos] = tile
        self.tile_counts[tile] += 1
        self.memory_version += 1

    def _passable(self, pos: Pos) -> bool:
        return self.known.get(pos, "#") in PASSABLE and pos != self.player_seen

    def _is_frontier(self, pos: tuple[int, int]) -> bool:
        x, y = pos
        return any((x + dx, y + dy) not in self.known for dx, dy in STEP_OFFSETS)

    # ----- choosing an action ----------------------------------------------

    def _decide(self) -> str:
        if self.known.get(self.pos) == "G":
            return PICKUP_LINE
        if self.strategy == "hunter" and self.player_seen is not None:
            direction = Direction.between(self.pos, self.player_seen)
            if direction is not None and direction in STEPS:
                # Next to the player: bumping into them keeps them blocked, which the rules allow.
                return self._move(direction)
            player = self.player_seen
            chase = self._path_to(lambda pos: abs(pos[0] - player.x) + abs(pos[1] - player.y) == 1)
            if chase:
                return self._step_along(chase)
        wanted = "E" if self.gold >= (self.win or 0) else "G"
        if not self._plan_holds(wanted):
            self.plan = self._plan(wanted)
            self.plan_version = self.memory_version
            self.plan_wanted = wanted
            self.plan_wanted_seen = self.tile_counts[wanted]
            self.plan_player = self.player_seen
        if self.plan:
            return self._step_along(self.plan)
        return self._wander()

    def _plan_holds(self, wanted: str) -> bool:
        """Whether the current plan is still worth following, so that most turns need no search."""
        if wanted != self.plan_wanted or self.tile_counts[wanted] > self.plan_wanted_seen:
            return False
        if not self.plan:
            # An empty plan from unchanged memory stays empty: nothing new is reachable from
            # anywhere the bot can walk to, so searching again every turn would only cost time.
            # A player in view when it was made may have been in the way, so a move of theirs counts.
            return self.plan_version == self.memory_version and (
                self.plan_player is None or self.plan_player == self.player_seen)
        # Remembered open tiles never turn into walls, so only the player can block a plan.
        if self.pos.manhattan(self.plan[0]) != 1 or self.player_seen in self.plan:
            return False
        target = self.plan[-1]
        return self.known[target] == wanted or self._is_frontier(target)

    def _plan(self, wanted: str) -> list[Pos]:
        path = self._path_to(lambda pos: self.known[pos] == wanted) if self.tile_counts[wanted] else []
        if not path:
            path = self._path_to(self._is_frontier)
        return path

    def _path_to(self, is_goal) -> list[Pos]:
        """Breadth-first over remembered open tiles: the steps to the nearest goal other than here, or []."""
        # Plain tuples inside the search: it runs often and Pos construction would dominate.
        start = (self.pos.x, self.pos.y)
        came_from: dict[tuple[int, int], tuple[int, int]] = {start: start}
        queue = deque([start])
        known, blocked = self.known, self.player_seen
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
        open_steps = [step for step in STEPS if self._passable(self.pos + (step.dx, step.dy))]
        return self._move(self.rng.choice(open_steps or list(STEPS)))

    def _move(self, direction: Direction) -> str:
        self.move_target = self.pos + (direction.dx, direction.dy)
        return format_command(Move(direction))
