"""The maze's commands as values, and the one text grammar for them: what a person types and what a bot answers."""
from __future__ import annotations

import re
from dataclasses import dataclass

from game.core import Direction, Pos, Unknown
from game.maze.protocol import BotError, java_trim, read_answer


@dataclass(frozen=True, slots=True)
class Step:
    """One step from the keyboard, wherever the hero stands; the rules refuse a diagonal."""

    direction: Direction


@dataclass(frozen=True, slots=True)
class Wait:
    """The hero stays where it is for one action."""


@dataclass(frozen=True, slots=True)
class Move:
    """One step toward target by the rulings' search (a bot's MOVE); the hero's own cell waits."""

    target: Pos
    message: str = ""


@dataclass(frozen=True, slots=True)
class Attack:
    weapon: int
    target: Pos
    message: str = ""


@dataclass(frozen=True, slots=True)
class Quit:
    """The player gives up; the score stays as it is."""


@dataclass(frozen=True, slots=True)
class Help:
    """What can be typed; it costs nothing."""


@dataclass(frozen=True, slots=True)
class Forfeit:
    """The bot playing the hero failed (a bad answer, a timeout, a crash): the game ends at -10000.
    A command, so that a record holds the failure as a line and its replay ends the same way."""

    reason: str


Command = Step | Wait | Move | Attack | Quit | Help | Forfeit | Unknown

# Every direction's words; the first is the one a record holds. The keyboard steps in four directions, but
# every Step has a line: the rules refuse a diagonal, saying why.
DIRECTION_WORDS: dict[Direction, tuple[str, ...]] = {
    Direction.NORTH: ("n", "no", "north"), Direction.SOUTH: ("s", "so", "south"),
    Direction.EAST: ("e", "ea", "east"), Direction.WEST: ("w", "we", "west"),
    Direction.NORTHEAST: ("ne", "northeast"), Direction.NORTHWEST: ("nw", "northwest"),
    Direction.SOUTHEAST: ("se", "southeast"), Direction.SOUTHWEST: ("sw", "southwest"),
}
STEP_WORDS = {word: direction for direction, words in DIRECTION_WORDS.items() for word in words}
WAIT_WORDS = ("wait", ".")
QUIT_WORDS = ("q", "quit")
HELP_WORDS = ("?", "help")
FORFEIT = "FORFEIT"
WORD_GAPS = re.compile("[ \t]+")
HELP_TEXT = ("Commands: n s e w (or no so ea we) move, wait, MOVE x y (a step toward x y), "
             "ATTACK w x y (w: 0 sword, 1 hammer, 2 scythe, 3 bow), q quits.")


def unknown_reason(text: str) -> str:
    """What a person is told of a line that is none of their commands."""
    shown = text if len(text) <= 40 else text[:37] + "..."
    return f"Unknown command {shown!r}. " + HELP_TEXT


def parse_command(line: str) -> Command:
    """Any line a person types or a bot answers, as a command; Unknown (saying why, to a person) when it is none.
    A person's MOVE and ATTACK may be in lower case; in a bot's game the rules read each line as bot_command."""
    text = line.strip()
    word = text.lower()
    if word in STEP_WORDS:
        return Step(STEP_WORDS[word])
    if word in WAIT_WORDS:
        return Wait()
    if word in QUIT_WORDS:
        return Quit()
    if word in HELP_WORDS:
        return Help()
    words = text.split(None, 1)
    verb = words[0] if words else ""
    rest = words[1] if len(words) > 1 else ""
    if verb == FORFEIT:
        return Forfeit(rest)
    if verb.upper() in ("MOVE", "ATTACK"):
        # A person may put any spaces and tabs between the words; a bot's answer must have the referee's single
        # spaces. The message is what the referee would keep of it (its ends trimmed as Java trims).
        numbers = 2 if verb.upper() == "MOVE" else 3
        words = WORD_GAPS.split(java_trim(line), numbers + 1)
        try:
            return bot_answer(" ".join([words[0].upper(), *words[1:]]))
        except BotError as error:
            reason = str(error)
            return Unknown(text, f"{reason[0].upper()}{reason[1:]}.")
    return Unknown(text, unknown_reason(text))


def bot_answer(line: str) -> Move | Attack:
    """A bot's answer line by the protocol's stricter grammar (upper-case verbs); raises protocol.BotError."""
    verb, numbers, message = read_answer(line)
    if verb == "MOVE":
        return Move(Pos(*numbers), message)
    weapon, x, y = numbers
    return Attack(weapon, Pos(x, y), message)


def bot_command(line: str) -> Move | Attack | Forfeit:
    """A bot's answer as the command it plays: a bad line is the bot's forfeit, named as the protocol names it."""
    try:
        return bot_answer(line)
    except BotError as error:
        return Forfeit(str(error))


def format_command(command: Command) -> str:
    """The line of a command; parse_command(format_command(command)) == command."""
    if isinstance(command, Step):
        return DIRECTION_WORDS[command.direction][0]
    if isinstance(command, Wait):
        return WAIT_WORDS[0]
    if isinstance(command, Quit):
        return QUIT_WORDS[1]
    if isinstance(command, Help):
        return HELP_WORDS[1]
    if isinstance(command, Forfeit):
        return f"{FORFEIT} {command.reason}" if command.reason else FORFEIT
    if isinstance(command, Unknown):
        return command.text
    return f"{action_text(command)} {command.message}" if command.message else action_text(command)


def action_text(command: Move | Attack) -> str:
    """The line of a MOVE or an ATTACK without its message: what the view shows as the last action."""
    x, y = command.target
    if isinstance(command, Move):
        return f"MOVE {x} {y}"
    return f"ATTACK {command.weapon} {x} {y}"
