"""The maze bot protocol: the per-turn input a bot reads, and its one-line answer parsed into a command."""
from __future__ import annotations

from game.core import Pos
from game.maze.mapfile import HEIGHT, WIDTH
from game.maze.rules import HERO_VIEW, OBSTACLE_PROTOCOL, WEAPONS, Attack, MazeGame, Move

FIRST_TURN_MS = 1000
TURN_MS = 50


class BotError(Exception):
    """A bot answer or behaviour that ends the game with -10000; str() says which, for the message log."""


def turn_input(game: MazeGame) -> str:
    """What the bot reads this turn: its own line, the count, then everything in view (row-major, item before monster)."""
    hero = game.hero
    lines = []
    for y in range(max(0, hero.y - HERO_VIEW), min(HEIGHT, hero.y + HERO_VIEW + 1)):
        row = game.rows[y]
        for x in range(max(0, hero.x - HERO_VIEW), min(WIDTH, hero.x + HERO_VIEW + 1)):
            pos = Pos(x, y)
            if pos == hero:
                continue
            if row[x] == "X":
                lines.append(f"{x} {y} {OBSTACLE_PROTOCOL[0]} {OBSTACLE_PROTOCOL[1]}")
                continue
            item = game.items.get(pos)
            if item is not None:
                lines.append(f"{x} {y} {item.protocol_type} {item.protocol_value}")
            monster = game.monster_at.get(pos)
            if monster is not None:
                lines.append(f"{x} {y} {monster.kind.protocol_type} {monster.hp}")
    charges = " ".join(str(game.charges[weapon.id]) for weapon in WEAPONS if weapon.charges is not None)
    head = f"{hero.x} {hero.y} {game.health} {game.score} {charges}\n{len(lines)}\n"
    return head + "".join(line + "\n" for line in lines)


def _number(word: str, what: str) -> int:
    # int() alone would also take "+3", " 3" and "3_0"; a bot's number is plain decimal digits.
    digits = word[1:] if word.startswith("-") else word
    if not digits.isascii() or not digits.isdigit():
        raise BotError(f"bad number {word!r} for {what}")
    return int(word)


def _cell(x_word: str, y_word: str) -> Pos:
    x, y = _number(x_word, "x"), _number(y_word, "y")
    if not (0 <= x < WIDTH and 0 <= y < HEIGHT):
        raise BotError(f"coordinates {x} {y} are off the grid (x 0-{WIDTH - 1}, y 0-{HEIGHT - 1})")
    return Pos(x, y)


def parse_answer(line: str) -> Move | Attack:
    """`MOVE x y [message]` or `ATTACK w x y [message]`, words separated by whitespace; raises BotError."""
    text = line.rstrip("\r\n")
    words = text.split(None, 1)
    verb = words[0] if words else ""
    if verb == "MOVE":
        parts = text.split(None, 3)
        if len(parts) < 3:
            raise BotError(f"bad line {_shown(text)}: MOVE needs x and y")
        return Move(_cell(parts[1], parts[2]), parts[3].strip() if len(parts) > 3 else "")
    if verb == "ATTACK":
        parts = text.split(None, 4)
        if len(parts) < 4:
            raise BotError(f"bad line {_shown(text)}: ATTACK needs a weapon, x and y")
        weapon = _number(parts[1], "the weapon")
        if not 0 <= weapon < len(WEAPONS):
            raise BotError(f"weapon {weapon} is not 0-{len(WEAPONS) - 1}")
        return Attack(weapon, _cell(parts[2], parts[3]), parts[4].strip() if len(parts) > 4 else "")
    raise BotError(f"bad line {_shown(text)}: expected MOVE x y or ATTACK w x y")


def _shown(text: str) -> str:
    return repr(text if len(text) <= 60 else text[:57] + "...")


def format_answer(command: Move | Attack) -> str:
    """The protocol line for a command, the inverse of parse_answer."""
    tail = f" {command.message}" if command.message else ""
    if isinstance(command, Move):
        return f"MOVE {command.target.x} {command.target.y}{tail}"
    return f"ATTACK {command.weapon} {command.target.x} {command.target.y}{tail}"


def time_limits(bot_timeout_ms: int | None) -> tuple[float, float]:
    """Seconds allowed for the first answer and for each later one; --bot-timeout MS only ever relaxes them."""
    later = max(TURN_MS, bot_timeout_ms or 0)
    return max(FIRST_TURN_MS, later) / 1000, later / 1000
