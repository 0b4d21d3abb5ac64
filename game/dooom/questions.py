"""What a front end may ask the Dungeon of Dooom before a command, as pure functions of a View: what a MOVE would
do (a step, a step onto gold or the exit, a bump into a wall or into the other side), whether the player
stands on gold, whether enough gold is left for the player to win, and why the protocol would answer a command
FAIL."""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from game.core import Direction, EntityKind, Pos, Unknown, View
from game.dooom.commands import Command, Move, Pickup, Wait
from game.dooom.detail import DooomDetail
from game.dooom.mapfile import EXIT, GOLD, WALL


class MoveKind(Enum):
    STEP = "step"          # onto floor
    GOLD = "gold"          # onto gold (PICKUP takes it)
    EXIT = "exit"          # onto the exit (with the gold needed, the game is won)
    WALL = "wall"          # refused: FAIL, and the turn is spent (the bot moves)
    BLOCKED = "blocked"    # refused: the other side stands there


@dataclass(frozen=True)
class MoveAnswer:
    """What a MOVE in a direction would do from the player's place in a view."""

    kind: MoveKind
    target: Pos | None      # the tile it goes into; None when the view shows no player

    @property
    def refused(self) -> bool:
        return self.kind in (MoveKind.WALL, MoveKind.BLOCKED)


def place_of(view: View[DooomDetail], kind: EntityKind) -> Pos | None:
    """Where the player (EntityKind.PLAYER) or the bot (OPPONENT) stands, or None."""
    return next((entity.pos for entity in view.entities if entity.kind is kind), None)


def tile(view: View[DooomDetail], pos: Pos) -> str:
    """The terrain at pos as the rules read it: everything off the map is wall."""
    if 0 <= pos.y < view.height and 0 <= pos.x < view.width:
        return view.cells[pos.y][pos.x]
    return WALL


def walkable(view: View[DooomDetail], cell: Pos) -> bool:
    """Whether a walk may cross cell now: any tile but a wall, and not where the bot stands (a MOVE there is
    refused)."""
    return tile(view, cell) != WALL and cell != place_of(view, EntityKind.OPPONENT)


def move(view: View[DooomDetail], direction: Direction) -> MoveAnswer:
    """What the player's MOVE in direction would do (a diagonal is no MOVE: the grammar takes N, S, E and W only)."""
    player = place_of(view, EntityKind.PLAYER)
    if player is None:
        return MoveAnswer(MoveKind.BLOCKED, None)
    target = Pos(player.x + direction.dx, player.y + direction.dy)
    there = tile(view, target)
    if there == WALL:
        return MoveAnswer(MoveKind.WALL, target)
    if target == place_of(view, EntityKind.OPPONENT):
        return MoveAnswer(MoveKind.BLOCKED, target)
    return MoveAnswer(MoveKind.GOLD if there == GOLD else MoveKind.EXIT if there == EXIT else MoveKind.STEP, target)


def on_gold(view: View[DooomDetail]) -> bool:
    """Whether the player stands on gold (PICKUP would take it)."""
    player = place_of(view, EntityKind.PLAYER)
    return player is not None and tile(view, player) == GOLD


def gold_on_map(view: View[DooomDetail]) -> int:
    """The gold still lying on the map (one coin a tile), under the actors too."""
    return sum(row.count(GOLD) for row in view.cells)


def out_of_gold(view: View[DooomDetail]) -> bool:
    """Whether the player can no longer win: the gold on the map and the player's purse make less than the win
    amount (the bot holds the rest, and gold is never given back). The rule book's "conundrum": the game goes on
    until someone quits or the bot gets out."""
    detail = view.detail
    return not view.over and detail.player_gold < detail.win and detail.player_gold + gold_on_map(view) < detail.win


def refusal(view: View[DooomDetail], command: Command) -> str:
    """Why the protocol would answer this command FAIL in this view, in words a person can act on; "" when it
    would not. A line that is no command says what is wrong with it (the form expected: "MOVE N|S|E|W")."""
    if view.over:
        return "the game is over"
    if isinstance(command, Unknown):
        return command.reason
    if isinstance(command, Wait):
        return "WAIT is no command of a player's: send HELLO, MOVE N|S|E|W, PICKUP, LOOK or QUIT"
    if isinstance(command, Move):
        kind = move(view, command.direction).kind
        if kind is MoveKind.WALL:
            return "a wall is there (the turn is spent all the same)"
        if kind is MoveKind.BLOCKED:
            return "the bot stands there (the turn is spent all the same)"
    if isinstance(command, Pickup) and not on_gold(view):
        return "there is no gold here (the turn is spent all the same)"
    return ""
