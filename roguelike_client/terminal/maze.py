"""The maze in the terminal: a person typing commands under the range-3 fog, or an external bot (--bot) playing it."""
from __future__ import annotations

import argparse
from typing import Iterable, TextIO

from game.core import EntityKind, EventKind, Pos, Result, View
from game.maze.commands import HELP_TEXT, Help
from game.maze.detail import MazeDetail
from game.maze.mapfile import HEIGHT, WIDTH
from game.spec import GameSpec
from roguelike_client.play.session import Session
from roguelike_client.play.text import shown
from roguelike_client.terminal.start import EXIT_USAGE, finish, input_lines, open_session

# The last line before the final score; a quit has none: the game's own "You leave the maze." says it already.
RESULT_TEXT = {
    Result.WON: "You reached the exit!",
    Result.DIED: "You died.",
    Result.OUT_OF_TURNS: "Out of actions: the game is over.",
    Result.ERROR: "The bot erred.",
}
FOG = " "
COLUMN_TENS = "    " + "".join(str(x // 10) if x >= 10 else " " for x in range(WIDTH))
COLUMN_ONES = "    " + "".join(str(x % 10) for x in range(WIDTH))
LEGEND = ("Legend: @ you, X obstacle, E exit, t treasure, p potion, a/b/c hammer/scythe/bow chest, "
          "0-4 box, skeleton, gargoyle, orc, vampire.")


def render(view: View[MazeDetail]) -> str:
    """The board as the hero sees it (fog beyond range 3), the HUD, what is in view and the messages."""
    visible = view.visible
    assert visible is not None   # the maze always has fog
    # A monster standing on an item hides it (the item still shows under "In view"); nothing hides the hero.
    glyphs = {entity.pos: entity.glyph for entity in view.entities
              if entity.kind not in (EntityKind.PLAYER, EntityKind.ENEMY)}
    glyphs.update((entity.pos, entity.glyph) for entity in view.entities if entity.kind is EntityKind.ENEMY)
    glyphs[view.detail.hero] = "@"
    rows = []
    for y in range(HEIGHT):
        cells = "".join(glyphs.get(Pos(x, y), view.cells[y][x]) if visible[y][x] else FOG for x in range(WIDTH))
        rows.append(f"{y:>2}  {cells}")
    stats = {stat.label: stat for stat in view.stats}
    health = stats["Health"]
    # A last blow may take the health below 0; the hero has none left, not less than none.
    hud = (f"Health {max(0, int(health.value))}/{health.maximum}  Score {view.score}  Hammer {stats['Hammer'].value}  "
           f"Scythe {stats['Scythe'].value}  Bow {stats['Bow'].value}  Sword {stats['Sword'].value}  "
           f"Turn {stats['Turn'].value}")
    seen = [f"{entity.name} {entity.hp}/{entity.max_hp} at {entity.pos.x} {entity.pos.y}"
            if entity.kind is EntityKind.ENEMY else f"{entity.name} at {entity.pos.x} {entity.pos.y}"
            for entity in view.entities if entity.kind is not EntityKind.PLAYER and visible[entity.pos.y][entity.pos.x]]
    lines = [COLUMN_TENS, COLUMN_ONES, *rows, hud, "In view: " + ("; ".join(seen) if seen else "nothing")]
    # A message may quote a bot, a record or what was typed: shown() keeps it to one harmless line.
    lines += [shown(message) for message in view.messages]
    return "\n".join(lines) + "\n"


def ending(view: View[MazeDetail]) -> str:
    """The result (when the game reached one) and the final score line."""
    reason = f"{RESULT_TEXT[view.result]}\n" if view.result in RESULT_TEXT else ""
    return f"{reason}Final score: {view.score}\n"


def play(session: Session, lines: Iterable[str], out: TextIO) -> None:
    """A person's game: the screen after each command, one line for a refused one, the end and the final score.
    The end of input ends the game as it stands."""
    spec = session.spec
    out.write(f"{LEGEND}\n{HELP_TEXT}\n" + render(session.view()))
    out.flush()
    for line in lines:
        command = spec.parse(line)
        events = session.send(command)
        if events[0].kind is EventKind.INVALID or isinstance(command, Help):
            out.write(shown(events[0].text) + "\n")
        else:
            out.write(render(session.view()))
        if session.view().over:
            break
        out.flush()
    else:
        out.write("End of input.\n")
    out.write(ending(session.view()))
    out.flush()


def turn_line(view: View[MazeDetail]) -> str:
    """What a bot's turn did, in one line: its answer (its message apart) and what happened, or why it failed.
    The bot's message and the game's messages (which may quote the bot or its record) go through shown(): no
    escape, carriage return or line separator of theirs can start a line of its own, such as a false final score."""
    if view.result is Result.ERROR:
        # A failure is no action: it happened during the turn that did not come.
        return f"Turn {view.turn + 1}: {shown(view.messages[0])}\n"
    detail = view.detail
    said = f" ({shown(detail.bot_message)})" if detail.bot_message else ""
    report = " ".join(shown(message) for message in view.messages)
    return f"Turn {view.turn}: {shown(detail.action)}{said}{' - ' + report if report else ''}\n"


def play_bot(session: Session, out: TextIO, answers: Iterable[str] | None = None) -> None:
    """A bot's game: the session asks the bot each turn (or replays its recorded answers); one line per turn
    says what it did, then the board and the end."""
    if answers is None:
        while not session.view().over:
            session.wait_bot()
            out.write(turn_line(session.view()))
    else:
        for line in answers:
            session.submit(line)
            out.write(turn_line(session.view()))
            if session.view().over:
                break
    out.write(render(session.view()) + ending(session.view()))
    out.flush()


def run(spec: GameSpec, args: argparse.Namespace, stdin: TextIO, stdout: TextIO) -> int:
    """Play in the terminal: by hand, by --bot, or a --replay of either."""
    session = open_session(spec, args)
    if session is None:
        return EXIT_USAGE
    # A signal or a reader gone away ends the run by play.crash.guarded, which keeps the game as it stands.
    if session.bot_command:
        play_bot(session, stdout, input_lines(session, args, stdin) if session.replaying else None)
    else:
        play(session, input_lines(session, args, stdin), stdout)
    return finish(session, args)
