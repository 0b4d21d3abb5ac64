"""--list-maps: the maps shipped with the program, game by game, each with a line saying what it is, and the
command that plays one."""
from __future__ import annotations

import re
from typing import Iterable

from game.spec import GameSpec
from roguelike_client.play.maps import shipped_map_text, shipped_maps

CC3K_FLOOR_ROWS = 25
CC3K_OBJECTS = set("0123456789@\\HWELOMDP")     # potions, gold, the PC, the stairs, enemies and merchants


def _size(rows: list[str]) -> str:
    return f"{max((len(row) for row in rows), default=0)}x{len(rows)}"


def describe(spec: GameSpec, name: str, text: str) -> str:
    """One line on a shipped map: what a player would want to know before choosing it."""
    rows = text.splitlines()
    default = " (the default)" if spec.default_map == name else ""
    if spec.name == "cc3k":
        floors = max(1, len(rows) // CC3K_FLOOR_ROWS)
        if any(CC3K_OBJECTS & set(row) for row in rows):
            what = f"{_count(floors, 'floor')} with objects placed by hand"
        elif floors == 1 and default:
            what = "the rule book's floor: the game places the PC, stairs, potions, gold and enemies"
        else:
            what = f"{_count(floors, 'floor')}; the game places the PC, stairs, potions, gold and enemies"
        return what + default
    if spec.name == "dooom":
        title = rows[0][len("name "):] if rows and rows[0].startswith("name ") else ""
        win = rows[1][len("win "):] if len(rows) > 1 and rows[1].startswith("win ") else "?"
        board = rows[2:]
        return f'"{title}": {_size(board)}, {win} gold to win' + default
    if spec.name == "maze":
        seed = re.fullmatch(r"seed_(-?\d+)\.txt", name.rpartition("/")[2])
        made = f": the referee's maze of seed {seed.group(1)} (with --seed {seed.group(1)}, its very game)" if seed else ""
        return f"{_size(rows)}{made}" + default
    return _size(rows) + default


def _count(number: int, thing: str) -> str:
    return f"{number} {thing}{'' if number == 1 else 's'}"


def listing(specs: Iterable[GameSpec]) -> str:
    """Every game's shipped maps, one line each; a game that makes its own maps from the seed says so."""
    lines = []
    for spec in specs:
        names = shipped_maps(spec.name)
        own = "" if spec.default_map else " (without --map, the game makes its own from the seed)"
        lines.append(f"{spec.name}: {spec.title}{own}")
        width = max((len(name.rpartition("/")[2]) for name in names), default=0)
        for name in names:
            lines.append(f"  {name.rpartition('/')[2]:<{width}}  {describe(spec, name, shipped_map_text(name))}")
        if not names:
            lines.append("  (none shipped)")
    lines += ["", "Play one by its name from any folder: roguelike --game GAME --map NAME"
                  " (a map file of your own by its path)."]
    return "\n".join(lines) + "\n"
