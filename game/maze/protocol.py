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
    """What the bot reads this turn: its own line, the count, then everything in view (row-major, item before monster)."""
    detail = view.detail
    hero = detail.hero
    items = {entity.pos: ITEMS[entity.glyph] for entity in view.entities
             if entity.kind not in (EntityKind.PLAYER, EntityKind.ENEMY)}
    monsters = {entity.pos: entity for entity in view.entities if entity.kind is EntityKind.ENEMY}
    lines = []
    for y in range(max(0, hero.y - HERO_VIEW), min(HEIGHT, hero.y + HERO_VIEW + 1)):
        row = view.cells[y]
        for x in range(max(0, hero.x - HERO_VIEW), min(WIDTH, hero.x + HERO_VIEW + 1)):
            pos = Pos(x, y)
            if pos == hero:
                continue
            if row[x] == OBSTACLE:
                lines.append(f"{x} {y} {OBSTACLE_PROTOCOL[0]} {OBSTACLE_PROTOCOL[1]}")
                continue
            item = items.get(pos)
            if item is not None:
                lines.append(f"{x} {y} {item.protocol_type} {item.protocol_value}")
            monster = monsters.get(pos)
            if monster is not None:
                lines.append(f"{x} {y} {MONSTERS[monster.glyph].protocol_type} {monster.hp}")
    charges = " ".join(str(weapon.charges) for weapon in detail.weapons if weapon.charges is not None)
    head = f"{hero.x} {hero.y} {detail.health} {view.score} {charges}\n{len(lines)}\n"
    return head + "".join(line + "\n" for line in lines)


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
