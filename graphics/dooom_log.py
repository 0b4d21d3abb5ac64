"""The Dungeon of Dooom's log in the window: each turn's lines (the protocol's replies, the bot's deeds in words, the
window's reasons), and a walk's turns folded into a few lines, so that the bot's deeds stay in sight."""
from __future__ import annotations

from typing import Sequence

from game.core import Actor, Direction, EntityKind, Event, EventKind, View
from game.dooom.detail import DooomDetail
from game.dooom.mapfile import EXIT
from game.dooom.protocol import FAIL, LOOKREPLY, SUCCESS
from game.dooom.questions import place_of, tile
from graphics.hud import MessageLog

LOOK_LINE = f"{LOOKREPLY}: the 5x5 view is in the LOOK panel."     # a LOOK's reply in the log
SHOWN_RUNS = 8      # a folded walk's line names its last 8 runs of MOVEs ("W x9, N x4, ..."), "..." before them


class BotMoved(str):
    """The line of a bot's plain move: a walk's log keeps only the last of a run of them, with their count."""


def bot_words(event: Event, view: View[DooomDetail]) -> str:
    """What the bot did, in words: its replies are its own, so the player reads the deed, not a protocol line."""
    detail, pos = view.detail, event.pos
    if event.kind is EventKind.MOVED and pos is not None:
        return BotMoved(f"The bot moves to ({pos.x}, {pos.y}).")
    if event.kind is EventKind.BLOCKED:
        return "The bot bumps into you." if pos == place_of(view, EntityKind.PLAYER) else "The bot bumps into a wall."
    if event.kind is EventKind.PICKED_UP:
        return f"The bot picks up gold: it holds {detail.bot_gold} of the {detail.win} needed."
    if event.kind is EventKind.MESSAGE:
        return "The bot tries to pick up gold where there is none."
    if event.kind is EventKind.WON:
        return f"The bot leaves by the exit with {detail.bot_gold} gold."
    return ""


def exit_words(view: View[DooomDetail]) -> str:
    """What a step onto the exit without the gold needed says (the rules let the player stand there; the game
    goes on): how much more gold leaving takes."""
    detail = view.detail
    return (f"The exit: {detail.win - detail.player_gold} more gold to leave "
            f"(you hold {detail.player_gold} of the {detail.win} needed).")


def turn_lines(events: Sequence[Event], view: View[DooomDetail]) -> list[str]:
    """The player's replies as the protocol sent them (a LOOKREPLY in one line: its grid is in the LOOK panel, and
    six lines a press would soon fill the log), a FAIL the window explains (Explained) followed by why, a step onto
    the exit without the gold needed followed by how much more it takes, then what the bot did in words, and LOSE
    as the protocol says it when the bot got out first."""
    lines = []
    for event in events:
        if event.actor is Actor.OPPONENT:
            said = bot_words(event, view)
            if said:
                lines.append(said)
        if event.actor is Actor.PLAYER and event.text.startswith(LOOKREPLY + "\n"):
            lines.append(LOOK_LINE)
        else:
            lines += event.text.split("\n") if event.text else []
        if isinstance(event.detail, Explained):
            lines.append(f"Refused: {event.detail.why}.")
        if event.actor is Actor.PLAYER and event.kind is EventKind.MOVED and event.pos is not None \
                and tile(view, event.pos) == EXIT and view.detail.player_gold < view.detail.win:
            lines.append(exit_words(view))
    return lines


class Explained:
    """The window's reason for a FAIL of the player's, carried on the event shown (the rules' own events carry none):
    the log keeps the protocol's FAIL and says why under it."""

    __slots__ = ("why",)

    def __init__(self, why: str):
        self.why = why


def explained(events: Sequence[Event], why: str) -> list[Event]:
    """The turn's events with the player's FAIL carrying why (the others as they are)."""
    return [Event(event.kind, event.text, event.pos, event.amount, event.actor, event.name, event.target,
                  Explained(why)) if event.actor is Actor.PLAYER and event.text == FAIL and why else event
            for event in events]


class WalkLog(MessageLog):
    """The log, where a walk to a clicked tile, or a held arrow's MOVEs (from the key's first press), show as one
    block that each step rewrites: the MOVEs on one line ("> MOVE W x9, N x4 ..."), with the turns they took and
    SUCCESS said once; a run of the bot's plain moves as how many and where to; and every other line (the bot's
    pickups, the exit's words) as it came. A block of one step reads as a press does. The rest of the game's turns
    go in as MessageLog puts them."""

    def __init__(self) -> None:
        super().__init__()
        # The MOVE being sent by a key or a walk: its direction, the turn it makes, and whether a walk or a held key
        # carried the player into it (then it folds into the block of the MOVEs before it).
        self.step: tuple[Direction, int, bool] | None = None
        self._walk: list[tuple[Direction, int, list[str]]] = []     # the block's steps: direction, turn, lines
        self._block = (0, 0)        # where the block's lines are: from (an index into lines) and how many

    def new_walk(self) -> None:
        """A walk begins: its steps fold into a block of their own."""
        self._walk = []

    def add_turn(self, messages: list[str]) -> None:
        step, self.step = self.step, None
        if step is None:
            self._walk = []
            super().add_turn(messages)
            return
        start, count = self._block
        direction, turn, carried = step
        if not carried or not self._walk or start + count != len(self.lines):
            # A press, a walk's first step, or lines came in after the block (a warning): a block from here.
            self._walk, start, count = [], len(self.lines), 0
        self._walk.append((direction, turn, list(messages[1:])))    # the command's own line is the block's first
        del self.lines[start:start + count]
        block = [line[:self.LINE_CHARS] for line in self.walk_lines()]
        self.lines.extend(block)
        self.offset, self.latest = 0, len(block)
        self._last, self._repeats = block[-1] if block else "", 1
        self._keep()
        self._block = (max(0, len(self.lines) - len(block)), len(block))

    def walk_lines(self) -> list[str]:
        """The block's lines: the MOVEs in runs with their turns, then the replies and the bot's deeds in order, its
        plain moves in runs (a block of one step as a press shows it)."""
        walk = self._walk
        if len(walk) == 1:
            direction, _turn, lines = walk[0]
            return [f"> MOVE {direction.name[0]}", *lines]
        runs: list[list] = []
        for direction, _turn, _lines in walk:
            if runs and runs[-1][0] is direction:
                runs[-1][1] += 1
            else:
                runs.append([direction, 1])
        # The latest runs only: a long walk's line keeps its turns and replies in sight (a line is cut past 3 rows).
        parts = [f"{direction.name[0]} x{count}" if count > 1 else direction.name[0]
                 for direction, count in runs[-SHOWN_RUNS:]]
        moves = ", ".join((["..."] if len(runs) > SHOWN_RUNS else []) + parts)
        said = [line for _d, _t, lines in walk for line in lines]
        replies = "SUCCESS each" if said.count(SUCCESS) == len(walk) else "replies below"
        first, last = walk[0][1], walk[-1][1]
        folded = [f"> MOVE {moves}   ({len(walk)} MOVEs in a row, turns {first} to {last}: {replies})"]
        run: list[str] = []
        for line in said:
            if isinstance(line, BotMoved):
                run.append(line)
            elif line != SUCCESS or replies != "SUCCESS each":
                folded += self._bot_run(run) + [line]
                run = []
        return folded + self._bot_run(run)

    @staticmethod
    def _bot_run(run: list[str]) -> list[str]:
        """A run of the bot's plain moves: how many, and where the last went."""
        if len(run) <= 1:
            return run
        return [f"The bot makes {len(run)} moves, to {run[-1].removeprefix('The bot moves to ')}"]
