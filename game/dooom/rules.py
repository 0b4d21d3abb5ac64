"""Dungeon of Dooom rules: the player and the LOOK bot taking turns on one map, with the protocol's exact replies."""
from __future__ import annotations

import random
from typing import Callable, Protocol

from game.core import Actor, Direction, Entity, EntityKind, Event, EventKind, Pos, Result, Stat, View
from game.dooom import protocol
from game.dooom.bot import LookBot
from game.dooom.commands import Command, Hello, Look, Move, Pickup, Quit, Wait, parse_command
from game.dooom.detail import DooomDetail
from game.dooom.mapfile import EXIT, FLOOR, GOLD, WALL, Dungeon

# The two sides index the game's lists (an enum as a dict key costs a Python-level hash on every lookup).
PLAYER, BOT = 0, 1
ACTOR = (Actor.PLAYER, Actor.OPPONENT)
GLYPH = ("P", "B")
ENTITY_KIND = (EntityKind.PLAYER, EntityKind.OPPONENT)
# How far a LOOK reaches from its centre.
LOOK_REACH = protocol.LOOK_SIZE // 2
# An honest bot sends LOOK and then acts; a broken one must not stall the game with free commands forever.
BOT_FREE_COMMANDS_PER_TURN = 4
RECENT_REPLIES_KEPT = 8
OFFSET_OF = {direction: (direction.dx, direction.dy) for direction in Direction}


class Bot(Protocol):
    """What the game needs of a bot: protocol lines out, reply lines in."""

    def next_command(self) -> str: ...

    def receive(self, reply: list[str]) -> None: ...


def bot_action(bot: Bot, answer: Callable[[Command], list[str]]) -> Move | Pickup | None:
    """Ask the bot for lines until it sends an action, answering every free line (LOOK, HELLO, anything refused)
    with answer(command); a bot that sends more than BOT_FREE_COMMANDS_PER_TURN free lines loses its turn (None)."""
    for _ in range(BOT_FREE_COMMANDS_PER_TURN + 1):
        command = parse_command(bot.next_command())
        if isinstance(command, (Move, Pickup)):
            return command
        bot.receive(answer(command))
    return None


class DooomGame:
    """One game on one map: the player's commands in, events with the reply text out; the bot moves after each action.

    With bot_alone the game has no player, and each Wait is one bot turn (for tests and demonstrations).
    """

    _view: "View[DooomDetail] | None" = None    # the view since the last step, made when first asked for

    def __init__(self, dungeon: Dungeon, seed: int, strategy: str = "collector", bot_alone: bool = False):
        self.dungeon = dungeon
        self.seed = seed
        self.rng = random.Random(seed)
        # The terrain as the map's own row strings: a game copies only the rows its pickups change, so that games
        # on one map thousands of tiles a side (many at once, in the server) share the rest.
        self.rows = list(dungeon.rows)
        self.width, self.height = dungeon.width, dungeon.height
        self.gold_on_map = dungeon.gold_count()
        self.gold = [0, 0]
        # The player's start is drawn from every open tile in row-major order, the bot's from the others.
        open_count = dungeon.open_tile_count()
        self.positions: list[Pos | None] = [None, None]
        player_index = open_count
        if not bot_alone:
            player_index = self.rng.randrange(open_count)
            self.positions[PLAYER] = dungeon.open_tile(player_index)
            open_count -= 1
        bot_index = self.rng.randrange(open_count)
        self.positions[BOT] = dungeon.open_tile(bot_index + (bot_index >= player_index))
        self.bot = LookBot(strategy, self.rng)
        self.strategy = strategy
        self.over = False
        self.result: Result | None = None
        self.winner: Actor | None = None
        self.turn = 0
        self.last_look: tuple[str, ...] = ()
        self.bot_heard: list[tuple[str, ...]] = []
        self.recent_replies: list[str] = []

    # ----- the door ----------------------------------------------------------

    def step(self, command: Command) -> list[Event]:
        # A view is made at most once between two steps: front ends, the session and a bot's input all ask.
        self._view = None
        return self._step_command(command)

    def _step_command(self, command: Command) -> list[Event]:
        """Apply one command; acting commands (MOVE, PICKUP, or Wait when the bot plays alone) are followed by
        one bot action. A command that cannot be taken is refused FAIL and costs nothing."""
        events = self._step(command)
        recent = self.recent_replies
        recent += [event.text for event in events if event.text]
        if len(recent) > RECENT_REPLIES_KEPT:
            del recent[:-RECENT_REPLIES_KEPT]
        return events

    def _step(self, command: Command) -> list[Event]:
        if self.over:
            return [self._refused()]
        if self.positions[PLAYER] is None:
            if not isinstance(command, Wait):
                return [self._refused()]
            self.turn += 1
            return self._bot_turn()
        # The commands by how often they come (the types are distinct, so the order changes nothing else).
        if isinstance(command, Move):
            events = self._move(PLAYER, command)
        elif isinstance(command, Pickup):
            events = self._pickup(PLAYER)
        elif isinstance(command, Look):
            self.last_look = tuple(self.look_rows(PLAYER))
            return [Event(EventKind.MESSAGE, protocol.look_reply(list(self.last_look)), actor=Actor.PLAYER)]
        elif isinstance(command, Hello):
            return [Event(EventKind.MESSAGE, protocol.gold_reply(self.dungeon.win), actor=Actor.PLAYER)]
        elif isinstance(command, Quit):
            self.over, self.result = True, Result.QUIT
            return [Event(EventKind.ENDED, "", actor=Actor.PLAYER)]
        else:
            # Unknown text, or Wait while the player has a turn to take.
            return [self._refused()]
        self.turn += 1
        return events + self._bot_turn()

    @staticmethod
    def _refused() -> Event:
        return Event(EventKind.INVALID, protocol.FAIL, actor=Actor.PLAYER)

    # ----- the bot's side ----------------------------------------------------

    def _bot_turn(self) -> list[Event]:
        """One bot turn: it may send free commands (LOOK, HELLO) and then one action, all as protocol lines."""
        self.bot_heard = []
        if self.over:
            return []
        action = bot_action(self.bot, self._answer_bot)
        if action is None:
            return []
        events = self._move(BOT, action) if isinstance(action, Move) else self._pickup(BOT)
        reply, *ending = events
        self.bot_heard.append((reply.text,))
        self.bot.receive([reply.text])
        # The bot's replies are its own; the player only sees what it did, and LOSE if it left.
        return [Event(reply.kind, "", reply.pos, reply.amount, Actor.OPPONENT), *ending]

    def _answer_bot(self, command: Command) -> list[str]:
        """The reply lines to one of the bot's free lines."""
        if isinstance(command, Look):
            reply = [protocol.LOOKREPLY, *self.look_rows(BOT)]
        elif isinstance(command, Hello):
            reply = [protocol.gold_reply(self.dungeon.win)]
        else:
            reply = [protocol.FAIL]
        self.bot_heard.append(tuple(reply))
        return reply

    # ----- what both actors can do ------------------------------------------

    def _at(self, side: int) -> Pos:
        pos = self.positions[side]
        assert pos is not None, f"{ACTOR[side].value} has no place on the map"
        return pos

    def _move(self, side: int, command: Move) -> list[Event]:
        actor = ACTOR[side]
        here = self.positions[side]
        assert here is not None, f"{ACTOR[side].value} has no place on the map"
        dx, dy = OFFSET_OF[command.direction]
        target = Pos(here.x + dx, here.y + dy)
        tile = self.tile_at(target)
        if tile == WALL or target == self.positions[1 - side]:
            return [Event(EventKind.BLOCKED, protocol.FAIL, pos=target, actor=actor)]
        self.positions[side] = target
        events = [Event(EventKind.MOVED, protocol.SUCCESS, pos=target, actor=actor)]
        if tile == EXIT and self.gold[side] >= self.dungeon.win:
            self.over, self.winner = True, actor
            if side == PLAYER:
                self.result = Result.WON
                events.append(Event(EventKind.WON, protocol.WIN, pos=target, actor=actor))
            else:
                self.result = Result.LOST
                events.append(Event(EventKind.WON, "", pos=target, actor=actor))
                events.append(Event(EventKind.ENDED, protocol.LOSE, pos=target, actor=actor))
        return events

    def _pickup(self, side: int) -> list[Event]:
        actor = ACTOR[side]
        here = self._at(side)
        if self.tile_at(here) != GOLD:
            return [Event(EventKind.MESSAGE, protocol.FAIL, pos=here, actor=actor)]
        self.rows[here.y] = self.rows[here.y][:here.x] + FLOOR + self.rows[here.y][here.x + 1:]
        self.gold_on_map -= 1
        self.gold[side] += 1
        return [Event(EventKind.PICKED_UP, protocol.pickup_reply(self.gold[side]), pos=here, amount=1, actor=actor)]

    def tile_at(self, pos: Pos) -> str:
        """The terrain at pos; everything off the map is wall."""
        if 0 <= pos.y < self.height and 0 <= pos.x < self.width:
            return self.rows[pos.y][pos.x]
        return WALL

    def look_rows(self, side: int) -> list[str]:
        """A side's 5x5: corners X, the centre the tile underneath, the other side as its glyph, off-map #."""
        centre = self.positions[side]
        assert centre is not None, f"{ACTOR[side].value} has no place on the map"
        left, top = centre.x - LOOK_REACH, centre.y - LOOK_REACH
        if left >= 0 and top >= 0 and left + protocol.LOOK_SIZE <= self.width \
                and top + protocol.LOOK_SIZE <= self.height:
            rows = [row[left:left + protocol.LOOK_SIZE] for row in self.rows[top:top + protocol.LOOK_SIZE]]
        else:
            rows = [self._edge_row(y, left) for y in range(top, top + protocol.LOOK_SIZE)]
        last = protocol.LOOK_SIZE - 1
        for index in (0, last):
            rows[index] = "X" + rows[index][1:last] + "X"
        other = 1 - side
        other_pos = self.positions[other]
        if other_pos is not None:
            dx, dy = other_pos.x - left, other_pos.y - top
            if 0 <= dx <= last and 0 <= dy <= last and rows[dy][dx] != "X":
                rows[dy] = rows[dy][:dx] + GLYPH[other] + rows[dy][dx + 1:]
        return rows

    def _edge_row(self, y: int, left: int) -> str:
        """LOOK_SIZE tiles of row y from column left, with wall wherever that is off the map."""
        if not 0 <= y < self.height:
            return WALL * protocol.LOOK_SIZE
        row = self.rows[y]
        inside = row[max(left, 0):left + protocol.LOOK_SIZE]
        before = WALL * min(max(-left, 0), protocol.LOOK_SIZE)
        return before + inside + WALL * (protocol.LOOK_SIZE - len(before) - len(inside))

    # ----- what everything outside the rules sees ---------------------------

    def view(self) -> View[DooomDetail]:
        if self._view is None:
            self._view = self._make_view()
        return self._view

    def _make_view(self) -> View[DooomDetail]:
        entities = []
        for side, name in ((PLAYER, "you"), (BOT, f"the bot ({self.strategy})")):
            pos = self.positions[side]
            if pos is not None:
                entities.append(Entity(pos, GLYPH[side], ENTITY_KIND[side], name))
        stats = (
            Stat("Gold", self.gold[PLAYER], maximum=self.dungeon.win),
            Stat("Needed", self.dungeon.win),
            Stat("Bot gold", self.gold[BOT], maximum=self.dungeon.win),
            Stat("Gold left", self.gold_on_map),
        )
        whose_turn = None if self.over else Actor.PLAYER if self.positions[PLAYER] is not None else Actor.OPPONENT
        return View(
            width=self.width,
            height=self.height,
            cells=tuple(self.rows),
            entities=tuple(entities),
            stats=stats,
            messages=tuple(self.recent_replies),
            detail=DooomDetail(
                name=self.dungeon.name,
                win=self.dungeon.win,
                player_gold=self.gold[PLAYER],
                bot_gold=self.gold[BOT],
                whose_turn=whose_turn,
                winner=self.winner,
                look=self.last_look,
                bot_strategy=self.strategy,
                bot_heard=tuple(self.bot_heard),
            ),
            seed=self.seed,
            phase="over" if self.over else "play",
            over=self.over,
            result=self.result,
            score=self.gold[PLAYER],
            turn=self.turn,
        )
