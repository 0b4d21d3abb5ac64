"""The terminal front end of a game that has none of its own: the board, the HUD and the messages after each line."""
from __future__ import annotations

import argparse
from typing import Any, TextIO

from game.core import View
from game.spec import GameSpec
from roguelike_client.play.text import shown
from roguelike_client.terminal.start import EXIT_USAGE, finish, input_lines, open_session


def render(view: View[Any]) -> str:
    """The terrain with every entity's glyph on top, then one line of HUD values and the messages. A game of its
    own knows nothing of terminals: each line is shown() (its map's rows in full, however long)."""
    rows = [list(row) for row in view.cells]
    for entity in view.entities:
        if 0 <= entity.pos.y < len(rows) and 0 <= entity.pos.x < len(rows[entity.pos.y]):
            rows[entity.pos.y][entity.pos.x] = entity.glyph
    hud = shown("  ".join(f"{stat.label}: {stat.value}" for stat in view.stats))
    return ("".join(shown("".join(row), limit=None) + "\n" for row in rows) + hud + "\n"
            + "".join(shown(message) + "\n" for message in view.messages))


def run(spec: GameSpec, args: argparse.Namespace, stdin: TextIO, stdout: TextIO) -> int:
    session = open_session(spec, args)
    if session is None:
        return EXIT_USAGE
    stdout.write(render(session.view()))
    for line in input_lines(session, args, stdin):
        session.submit(line)
        view = session.view()
        stdout.write(render(view))
        if view.over:
            break
    return finish(session, args)
