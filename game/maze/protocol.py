"""The maze bot protocol: the per-turn input a bot reads, its one-line answer read into words, its time limits."""
from __future__ import annotations

from typing import NamedTuple

from game.core import EntityKind, Pos, View
from game.maze.detail import MazeDetail
from game.maze.mapfile import HEIGHT, OBSTACLE, WIDTH
from game.maze.tables import HERO_VIEW, ITEMS, MONSTERS, OBSTACLE_PROTOCOL, WEAPONS

FIRST_TURN_MS = 1000
TURN_MS = 50


class BotError(Exception):
    """A bot answer or behaviour that ends the game with -10000; str() says which, for the message log."""


def turn_input(view: View[MazeDetail]) -> str:
    """What the bot reads this turn: its own line, the count, then everything in view, cell by cell in the
    referee's order (its HashSet of the view): an obstacle, or an item, then a monster standing on it."""
    detail = view.detail
    hx, hy = detail.hero
    items: dict[Pos, str] = {}
    monsters: dict[Pos, str] = {}
    for entity in view.entities:
        if entity.kind is EntityKind.ENEMY:
            monsters[entity.pos] = f"{MONSTERS[entity.glyph].protocol_type} {entity.hp}"
        elif entity.kind is not EntityKind.PLAYER:
            item = ITEMS[entity.glyph]
            items[entity.pos] = f"{item.protocol_type} {item.protocol_value}"
    obstacle = f"{OBSTACLE_PROTOCOL[0]} {OBSTACLE_PROTOCOL[1]}"
    lines = []
    for pos in detail.view_order:
        x, y = pos
        if view.cells[y][x] == OBSTACLE:
            lines.append(f"{x} {y} {obstacle}\n")
        if pos in items:
            lines.append(f"{x} {y} {items[pos]}\n")
        if pos in monsters:
            lines.append(f"{x} {y} {monsters[pos]}\n")
    charges = " ".join(str(weapon.charges) for weapon in detail.weapons if weapon.charges is not None)
    return f"{hx} {hy} {detail.health} {view.score} {charges}\n{len(lines)}\n" + "".join(lines)


class Answer(NamedTuple):
    """An answer line's words: MOVE with (x, y) or ATTACK with (w, x, y), and the message after them."""

    verb: str
    numbers: tuple[int, ...]
    message: str


def _number(word: str, what: str) -> int:
    # int() alone would also take "+3", " 3" and "3_0"; a bot's number is plain decimal digits.
    digits = word[1:] if word.startswith("-") else word
    if not digits.isascii() or not digits.isdigit():
        raise BotError(f"bad number {word!r} for {what}")
    return int(word)


def _cell(x_word: str, y_word: str) -> tuple[int, int]:
    x, y = _number(x_word, "x"), _number(y_word, "y")
    if not (0 <= x < WIDTH and 0 <= y < HEIGHT):
        raise BotError(f"coordinates {x} {y} are off the grid (x 0-{WIDTH - 1}, y 0-{HEIGHT - 1})")
    return x, y


def read_answer(line: str) -> Answer:
    """`MOVE x y [message]` or `ATTACK w x y [message]`, words separated by whitespace; raises BotError."""
    text = line.rstrip("\r\n")
    words = text.split(None, 1)
    verb = words[0] if words else ""
    if verb == "MOVE":
        parts = text.split(None, 3)
        if len(parts) < 3:
            raise BotError(f"bad line {_shown(text)}: MOVE needs x and y")
        return Answer(verb, _cell(parts[1], parts[2]), parts[3].strip() if len(parts) > 3 else "")
    if verb == "ATTACK":
        parts = text.split(None, 4)
        if len(parts) < 4:
            raise BotError(f"bad line {_shown(text)}: ATTACK needs a weapon, x and y")
        weapon = _number(parts[1], "the weapon")
        if not 0 <= weapon < len(WEAPONS):
            raise BotError(f"weapon {weapon} is not 0-{len(WEAPONS) - 1}")
        return Answer(verb, (weapon, *_cell(parts[2], parts[3])), parts[4].strip() if len(parts) > 4 else "")
    raise BotError(f"bad line {_shown(text)}: expected MOVE x y or ATTACK w x y")


def _shown(text: str) -> str:
    return repr(text if len(text) <= 60 else text[:57] + "...")


def time_limits(bot_timeout_ms: int | None) -> tuple[float, float]:
    """Seconds allowed for the first answer and for each later one; --bot-timeout MS only ever relaxes them."""
    later = max(TURN_MS, bot_timeout_ms or 0)
    return max(FIRST_TURN_MS, later) / 1000, later / 1000
