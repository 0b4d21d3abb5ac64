"""The maze bot protocol: the per-turn input a bot reads, its one-line answer read into words, its time limits."""
from __future__ import annotations

import functools
import itertools
from typing import NamedTuple

from game.core import EntityKind, Pos, View
from game.maze.detail import MazeDetail
from game.maze.mapfile import HEIGHT, OBSTACLE, WIDTH
from game.maze.tables import HERO_VIEW, ITEMS, MONSTERS, OBSTACLE_PROTOCOL, WEAPONS
from game.numbers import NumberError, read_whole

FIRST_TURN_MS = 1000
TURN_MS = 50
MAX_TIMEOUT_MS = 60_000     # --bot-timeout at most: a minute a turn is "slow machine", more is a hung bot


# A line of the input is "x y type value": each cell's "x y " and each item's "type value" are made once.
CELL_TEXT = {Pos(x, y): f"{x} {y} " for y in range(HEIGHT) for x in range(WIDTH)}
OBSTACLE_LINES = {pos: f"{text}{OBSTACLE_PROTOCOL[0]} {OBSTACLE_PROTOCOL[1]}\n" for pos, text in CELL_TEXT.items()}
ITEM_TEXT = {glyph: f"{item.protocol_type} {item.protocol_value}\n" for glyph, item in ITEMS.items()}
MONSTER_TYPE = {glyph: f"{monster.protocol_type} " for glyph, monster in MONSTERS.items()}
NEWLINE = "\n"   # each line ends in one: counting them counts the lines


class BotError(Exception):
    """A bot answer or behaviour that ends the game with -10000; str() says which, for the message log."""


def turn_input(view: View[MazeDetail]) -> str:
    """What the bot reads this turn: its own line, the count, then everything in view, cell by cell in the
    referee's order (its HashSet of the view): an obstacle, or an item, then a monster standing on it."""
    detail = view.detail
    hx, hy = hero = detail.hero
    window = view_window(hero)
    # Each cell with its lines: an obstacle's, or an item's, then a monster's; read in the referee's order.
    shown = dict(obstacle_lines(tuple(view.cells)))
    monsters = []
    for entity in view.entities:
        pos = entity.pos
        if pos not in window:
            continue
        if entity.kind is EntityKind.ENEMY:
            monsters.append((pos, f"{CELL_TEXT[pos]}{MONSTER_TYPE[entity.glyph]}{entity.hp}\n"))
        elif entity.kind is not EntityKind.PLAYER:
            shown[pos] = shown.get(pos, "") + CELL_TEXT[pos] + ITEM_TEXT[entity.glyph]
    for pos, line in monsters:
        shown[pos] = shown.get(pos, "") + line
    body = "".join(map(shown.get, detail.view_order, itertools.repeat("")))
    charges = " ".join([str(weapon.charges) for weapon in detail.weapons if weapon.charges is not None])
    return f"{hx} {hy} {detail.health} {view.score} {charges}\n{body.count(NEWLINE)}\n" + body


@functools.lru_cache(maxsize=WIDTH * HEIGHT)
def view_window(hero: Pos) -> frozenset[Pos]:
    """The cells within the hero's view."""
    return frozenset(Pos(x, y) for x in range(max(0, hero.x - HERO_VIEW), min(WIDTH, hero.x + HERO_VIEW + 1))
                     for y in range(max(0, hero.y - HERO_VIEW), min(HEIGHT, hero.y + HERO_VIEW + 1)))


@functools.lru_cache(maxsize=16)
def obstacle_lines(cells: tuple[str, ...]) -> dict[Pos, str]:
    """Each obstacle cell of a maze with its input line; kept for the mazes being played (a game's view hands
    out the same rows every turn)."""
    return {pos: line for pos, line in OBSTACLE_LINES.items() if cells[pos.y][pos.x] == OBSTACLE}


class Answer(NamedTuple):
    """An answer line's words: MOVE with (x, y) or ATTACK with (w, x, y), and the message after them."""

    verb: str
    numbers: tuple[int, ...]
    message: str


def java_trim(text: str) -> str:
    """Java's String.trim: off both ends go the characters up to the space (controls included), nothing else."""
    start, end = 0, len(text)
    while start < end and text[start] <= " ":
        start += 1
    while end > start and text[end - 1] <= " ":
        end -= 1
    return text[start:end]


def _number(word: str, what: str) -> int:
    """Java's Integer.parseInt: an optional + or -, then one or more decimal digits of any script, within int."""
    if word.isascii() and word.isdigit() and len(word) < 10:
        # Nearly every answer's numbers: a few ASCII digits, which int() reads as Java does.
        return int(word)
    try:
        if any(ord(char) > 0xFFFF for char in word):
            # Java reads a string as UTF-16: a digit outside the Basic Multilingual Plane (U+1D7D1) is two
            # surrogates, neither of them a digit, and parseInt refuses it.
            raise NumberError("no number")
        return read_whole(word, -(1 << 31), (1 << 31) - 1, any_script=True)
    except NumberError as error:
        raise BotError(f"bad number {_shown(word)} for {what}{': too large' if error.too_large else ''}") from None


def _cell(x: int, y: int) -> tuple[int, int]:
    if not (0 <= x < WIDTH and 0 <= y < HEIGHT):
        raise BotError(f"coordinates {x} {y} are off the grid (x 0-{WIDTH - 1}, y 0-{HEIGHT - 1})")
    return x, y


def read_answer(line: str) -> Answer:
    """`MOVE x y [message]` or `ATTACK w x y [message]` exactly as the referee's Action.parse reads them: words
    split at single spaces (two spaces make an empty word, a tab is part of its word), the verb trimmed, each
    number read by Integer.parseInt, the message trimmed; raises BotError. The line's end (\\n or \\r\\n) is
    not part of it."""
    text = line.rstrip("\r\n")
    verb, space, rest = text.partition(" ")
    verb = java_trim(verb)
    if verb not in ("MOVE", "ATTACK"):
        raise BotError(f"bad line {_shown(text)}: expected MOVE x y or ATTACK w x y")
    count = 2 if verb == "MOVE" else 3
    words = rest.split(" ", count)
    if not space or len(words) < count:
        needs = "x and y" if verb == "MOVE" else "a weapon, x and y"
        raise BotError(f"bad line {_shown(text)}: {verb} needs {needs}")
    names = ("x", "y") if verb == "MOVE" else ("the weapon", "x", "y")
    numbers = tuple([_number(word, name) for word, name in zip(words, names)])
    message = java_trim(words[count]) if len(words) > count else ""
    _cell(*numbers[-2:])
    if verb == "ATTACK" and not 0 <= numbers[0] < len(WEAPONS):
        raise BotError(f"weapon {numbers[0]} is not 0-{len(WEAPONS) - 1}")
    return Answer(verb, numbers, message)


def _shown(text: str) -> str:
    return repr(text if len(text) <= 60 else text[:57] + "...")


def timeout_ms(text: str) -> int:
    """--bot-timeout's value: whole milliseconds, at most MAX_TIMEOUT_MS; raises NumberError."""
    return read_whole(text, 0, MAX_TIMEOUT_MS)


def time_limits(bot_timeout_ms: int | None) -> tuple[float, float]:
    """Seconds allowed for the first answer and for each later one; --bot-timeout MS only ever relaxes them."""
    later = max(TURN_MS, bot_timeout_ms or 0)
    return max(FIRST_TURN_MS, later) / 1000, later / 1000
