"""Dungeon of Dooom rules: the player and the LOOK bot taking turns on one map, with the protocol's exact replies."""
from __future__ import annotations

import random

from game.core import Entity, Event, EventKind, Pos, Stat, View
from game.dooom import protocol
from game.dooom.bot import LookBot
from game.dooom.mapfile import EXIT, FLOOR, GOLD, WALL, Dungeon
from game.dooom.protocol import Command, Hello, Look, Move, Pickup, Quit

PLAYER, BOT = "player", "bot"
PADDING = protocol.LOOK_SIZE // 2
GLYPH = {PLAYER: "P", BOT: "B"}
# An honest bot sends LOOK and then acts; a broken one must not stall the game with free commands forever.
BOT_FREE_COMMANDS_PER_TURN = 4
RECENT_REPLIES_KEPT = 8


class DooomGame:
    """One game on one map: the player's commands in, events with the reply text out; the bot moves after each action.

    With player=False the bot plays alone (for tests and demonstrations) and advance_bot() drives it.
    """

    def __init__(self, dungeon: Dungeon, seed: int, strategy: str = "collector", player: bool = True):
        self.dungeon = dungeon
        self.rng = random.Random(seed)
        # The terrain as strings with a border of wall as wide as LOOK reaches, so that a LOOK is
        # five slices and needs no bounds checks; PADDING shifts map coordinates into it.
        blank = WALL * (dungeon.width + 2 * PADDING)
        self.terrain = [blank] * PADDING + [WALL * PADDING + row + WALL * PADDING for row in dungeon.rows] + [blank] * PADDING
        self.gold_on_map = dungeon.gold_count()
        self.gold = {PLAYER: 0, BOT: 0}
        starts = dungeon.open_tiles()
        self.positions: dict[str, Pos | None] = {PLAYER: None, BOT: None}
        if player:
            self.positions[PLAYER] = starts.pop(self.rng.randrange(len(starts)))
        self.positions[BOT] = starts[self.rng.randrange(len(starts))]
        self.bot = LookBot(strategy, self.rng)
        self.strategy = strategy
        self.over = False
        self.result = ""
        self.winner: str | None = None
        self.turn = 0
        self.last_look: tuple[str, ...] = ()
        self.recent_replies: list[str] = []

    # ----- the player's side -------------------------------------------------

    def step(self, command: Command) -> list[Event]:
        """Apply one player command; acting commands (MOVE, PICKUP) are followed by one bot action."""
        events = self._player_step(command)
        self.recent_replies.extend(event.text for event in events if event.text)
        del self.recent_replies[:-RECENT_REPLIES_KEPT]
        return events

    def _player_step(self, command: Command) -> list[Event]:
        if self.over or self.positions[PLAYER] is None:
            return [Event(EventKind.INVALID, protocol.FAIL, actor=PLAYER)]
        if isinstance(command, Hello):
            return [Event(EventKind.MESSAGE, protocol.gold_reply(self.dungeon.win), actor=PLAYER)]
        if isinstance(command, Look):
            self.last_look = tuple(self.look_rows(PLAYER))
            return [Event(EventKind.MESSAGE, protocol.look_reply(list(self.last_look)), actor=PLAYER)]
        if isinstance(command, Quit):
            self.over, self.result = True, "quit"
            return [Event(EventKind.ENDED, "", actor=PLAYER)]
        if isinstance(command, Move):
            events = self._move(PLAYER, command)
        elif isinstance(command, Pickup):
            events = self._pickup(PLAYER)
        else:
            return [Event(EventKind.INVALID, protocol.FAIL, actor=PLAYER)]
        self.turn += 1
        return events + self.advance_bot()

    # ----- the bot's side ----------------------------------------------------

    def advance_bot(self) -> list[Event]:
        """One bot turn: it may send free commands (LOOK, HELLO) and then one action, all as protocol lines."""
        if self.over:
            return []
        for _ in range(BOT_FREE_COMMANDS_PER_TURN + 1):
            command = protocol.parse_command(self.bot.next_command())
            if isinstance(command, (Move, Pickup)):
                events = self._move(BOT, command) if isinstance(command, Move) else self._pickup(BOT)
                reply, *ending = events
                self.bot.receive([reply.text])
                # The bot's replies are its own; the player only sees what it did, and LOSE if it left.
                return [Event(reply.kind, "", reply.pos, reply.amount, BOT), *ending]
            if isinstance(command, Look):
                self.bot.receive([protocol.LOOKREPLY, *self.look_rows(BOT)])
            elif isinstance(command, Hello):
                self.bot.receive([protocol.gold_reply(self.dungeon.win)])
            else:
                self.bot.receive([protocol.FAIL])
        return []

    # ----- what both actors can do ------------------------------------------

    def _other(self, actor: str) -> str:
        return BOT if actor == PLAYER else PLAYER

    def _move(self, actor: str, command: Move) -> list[Event]:
        here = self.positions[actor]
        target = here + (command.direction.dx, command.direction.dy)
        if self.tile_at(target) == WALL or target == self.positions[self._other(actor)]:
            return [Event(EventKind.BLOCKED, protocol.FAIL, pos=target, actor=actor)]
        self.positions[actor] = target
        events = [Event(EventKind.MOVED, protocol.SUCCESS, pos=target, actor=actor)]
        if self.tile_at(target) == EXIT and self.gold[actor] >= self.dungeon.win:
            self.over, self.winner = True, actor
            if actor == PLAYER:
                self.result = "win"
                events.append(Event(EventKind.WON, protocol.WIN, pos=target, actor=PLAYER))
            else:
                self.result = "lose"
                events.append(Event(EventKind.WON, "", pos=target, actor=BOT))
                events.append(Event(EventKind.ENDED, protocol.LOSE, pos=target, actor=BOT))
        return events

    def _pickup(self, actor: str) -> list[Event]:
        here = self.positions[actor]
        if self.tile_at(here) != GOLD:
            return [Event(EventKind.MESSAGE, protocol.FAIL, pos=here, actor=actor)]
        row = self.terrain[here.y + PADDING]
        column = here.x + PADDING
        self.terrain[here.y + PADDING] = row[:column] + FLOOR + row[column + 1:]
        self.gold_on_map -= 1
        self.gold[actor] += 1
        return [Event(EventKind.PICKED_UP, protocol.pickup_reply(self.gold[actor]), pos=here, amount=1, actor=actor)]

    def tile_at(self, pos: Pos) -> str:
        """The terrain at pos; everything off the map is wall."""
        if 0 <= pos.y < self.dungeon.height and 0 <= pos.x < self.dungeon.width:
            return self.terrain[pos.y + PADDING][pos.x + PADDING]
        return WALL

    def look_rows(self, actor: str) -> list[str]:
        """The actor's 5x5: corners X, the centre the tile underneath, the other actor as its glyph, off-map #."""
        centre = self.positions[actor]
        rows = [row[centre.x:centre.x + protocol.LOOK_SIZE]
                for row in self.terrain[centre.y:centre.y + protocol.LOOK_SIZE]]
        last = protocol.LOOK_SIZE - 1
        for index in (0, last):
            rows[index] = "X" + rows[index][1:last] + "X"
        other = self._other(actor)
        other_pos = self.positions[other]
        if other_pos is not None:
            dx, dy = other_pos.x - centre.x + PADDING, other_pos.y - centre.y + PADDING
            if 0 <= dx <= last and 0 <= dy <= last and rows[dy][dx] != "X":
                rows[dy] = rows[dy][:dx] + GLYPH[other] + rows[dy][dx + 1:]
        return rows

    def cells(self) -> list[str]:
        """The terrain without its padding: one string per map row."""
        return [row[PADDING:-PADDING] for row in self.terrain[PADDING:-PADDING]]

    # ----- what a front end draws ------------------------------------------

    def map_rows(self) -> list[str]:
        """The whole map as text with P and B drawn over whatever lies beneath."""
        rows = [list(row) for row in self.cells()]
        for actor in (PLAYER, BOT):
            pos = self.positions[actor]
            if pos is not None:
                rows[pos.y][pos.x] = GLYPH[actor]
        return ["".join(row) for row in rows]

    def view(self) -> View:
        entities = []
        for actor, name in ((PLAYER, "you"), (BOT, f"the bot ({self.strategy})")):
            pos = self.positions[actor]
            if pos is not None:
                entities.append(Entity(pos, GLYPH[actor], actor, name))
        stats = [
            Stat("Gold", self.gold[PLAYER], maximum=self.dungeon.win),
            Stat("Needed", self.dungeon.win),
            Stat("Bot gold", self.gold[BOT], maximum=self.dungeon.win),
            Stat("Gold left", self.gold_on_map),
        ]
        return View(
            width=self.dungeon.width,
            height=self.dungeon.height,
            cells=self.cells(),
            entities=entities,
            stats=stats,
            messages=list(self.recent_replies),
            phase="over" if self.over else "play",
            over=self.over,
            result=self.result,
            turn=self.turn,
            extra={
                "name": self.dungeon.name,
                "win": self.dungeon.win,
                "player_gold": self.gold[PLAYER],
                "bot_gold": self.gold[BOT],
                "whose_turn": "none" if self.over else PLAYER,
                "winner": self.winner,
                "look": self.last_look,
                "bot_strategy": self.strategy,
            },
        )
