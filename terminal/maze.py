"""The maze in the terminal: a person typing commands under the range-3 fog, or an external bot (--bot) playing it."""
from __future__ import annotations

import sys
from dataclasses import replace
from typing import Callable, Iterable, TextIO

from game.core import EventKind, MapError, read_map_text
from bots.process import BotProcess
from game.maze.mapfile import HEIGHT, WIDTH
from game.maze.protocol import BotError, format_answer, parse_answer, time_limits, turn_input
from game.maze.rules import MazeGame
from game.maze.session import HELP_TEXT, apply_line, new_game
from terminal.recording import finish_record, open_replay, recorded, replay_status
from userdata.records import Record

RESULT_TEXT = {
    "won": "You reached the exit!",
    "died": "You died.",
    "out of turns": "Out of actions: the game is over.",
    "quit": "You left the maze.",
    "bot error": "The bot erred.",
}
FOG = " "
COLUMN_TENS = "    " + "".join(str(x // 10) if x >= 10 else " " for x in range(WIDTH))
COLUMN_ONES = "    " + "".join(str(x % 10) for x in range(WIDTH))

# A function asked for the bot's answer to one turn's input within a time in seconds; raises BotError.
Answerer = Callable[[str, float], str]


def render(game: MazeGame) -> str:
    """The board as the hero sees it (fog beyond range 3), the HUD, what is in view and the messages."""
    view = game.view()
    # A monster standing on an item hides it (the item still shows under "In view"); nothing hides the hero.
    glyphs = {entity.pos: entity.glyph for entity in view.entities if entity.kind not in ("player", "enemy")}
    glyphs.update((entity.pos, entity.glyph) for entity in view.entities if entity.kind == "enemy")
    glyphs[game.hero] = "@"
    rows = []
    for y in range(HEIGHT):
        cells = "".join(glyphs.get((x, y), view.cells[y][x]) if view.visible[y][x] else FOG for x in range(WIDTH))
        rows.append(f"{y:>2}  {cells}")
    stats = {stat.label: stat for stat in view.stats}
    health = stats["Health"]
    hud = (f"Health {health.value}/{health.maximum}  Score {view.score}  Hammer {stats['Hammer'].value}  "
           f"Scythe {stats['Scythe'].value}  Bow {stats['Bow'].value}  Sword {stats['Sword'].value}  "
           f"Turn {stats['Turn'].value}")
    seen = [f"{entity.name} {entity.hp}/{entity.max_hp} at {entity.pos.x} {entity.pos.y}" if entity.kind == "enemy"
            else f"{entity.name} at {entity.pos.x} {entity.pos.y}"
            for entity in view.entities if entity.kind != "player" and view.visible[entity.pos.y][entity.pos.x]]
    lines = [COLUMN_TENS, COLUMN_ONES, *rows, hud, "In view: " + ("; ".join(seen) if seen else "nothing")]
    lines += view.messages
    return "\n".join(lines) + "\n"


def ending(game: MazeGame) -> str:
    """The result (when the game reached one) and the final score line."""
    reason = f"{RESULT_TEXT[game.result]}\n" if game.result else ""
    return f"{reason}Final score: {game.score}\n"


def play(game: MazeGame, lines: Iterable[str], out: TextIO) -> None:
    """A person's game: the screen after each command, one line for a refused one, the end and the final score.
    The end of input ends the game as it stands."""
    out.write("Legend: @ you, X obstacle, E exit, t treasure, p potion, a/b/c hammer/scythe/bow chest, "
              "0-4 box, skeleton, gargoyle, orc, vampire.\n" + HELP_TEXT + "\n" + render(game))
    out.flush()
    for line in lines:
        events = apply_line(game, line)
        if events[0].kind is EventKind.INVALID or events[0].text == HELP_TEXT:
            out.write(events[0].text + "\n")
        else:
            out.write(render(game))
        if game.over:
            break
        out.flush()
    else:
        out.write("End of input.\n")
    out.write(ending(game))
    out.flush()


def play_bot(game: MazeGame, answer: Answerer, bot_timeout_ms: int | None, out: TextIO,
             record: Record | None = None) -> None:
    """A bot's game: each turn its input goes to `answer`; one line per turn says what it did, then the end."""
    first, later = time_limits(bot_timeout_ms)
    seconds = first
    while not game.over:
        try:
            line = answer(turn_input(game), seconds)
        except BotError as error:
            # No line to keep: the record names the failure so that a replay ends the same way.
            if record:
                record.options["bot_failure"] = str(error)
            _fail(game, error, out)
            break
        if record:
            record.commands.append(line.rstrip("\r\n"))
        try:
            command = parse_answer(line)
        except BotError as error:
            _fail(game, error, out)
            break
        seconds = later
        game.step(command)
        said = f" ({command.message})" if command.message else ""
        report = " ".join(game.messages)
        out.write(f"Turn {game.turn}: {format_answer(replace(command, message=''))}{said}"
                  f"{' - ' + report if report else ''}\n")
    out.write(render(game) + ending(game))
    out.flush()


def _fail(game: MazeGame, error: BotError, out: TextIO) -> None:
    game.fail(str(error))
    out.write(f"Turn {game.turn + 1}: {game.messages[0]}\n")


def recorded_answers(record: Record) -> Answerer:
    """Answers for a replayed bot game: the recorded lines, then the recorded failure if there was one."""
    lines = iter(record.commands)

    def answer(_text: str, _seconds: float) -> str:
        line = next(lines, None)
        if line is None:
            raise BotError(str(record.options.get("bot_failure", "the record ends here")))
        return line

    return answer


def run(args, stdin: TextIO = sys.stdin, stdout: TextIO = sys.stdout) -> int:
    """Play in the terminal (the only maze front end until the window has one): by hand, by --bot, or --replay."""
    replay = open_replay(args.replay, "maze") if getattr(args, "replay", None) else None
    if getattr(args, "replay", None) and replay is None:
        return 2
    bot = getattr(args, "bot", None)
    try:
        if replay:
            map_name, map_text, seed = replay.map_name, replay.map_text, replay.seed
            bot = replay.options.get("bot")
        else:
            map_name, seed = args.map or "", args.seed
            map_text = read_map_text(map_name) if map_name else ""
        game = new_game(seed, map_text, map_name)
    except MapError as error:
        sys.stderr.write(f"{error}\n")
        return 2
    options = {"bot": bot} if bot else {}
    record = Record("maze", seed, map_name, map_text, options) if getattr(args, "record", None) else None
    try:
        if bot:
            _run_bot(game, bot, replay, getattr(args, "bot_timeout", None), stdout, record)
        else:
            lines = replay.commands if replay else stdin
            play(game, recorded(lines, record) if record else lines, stdout)
    except BrokenPipeError:
        return 0
    finally:
        if record:
            finish_record(args.record, record, game.view())
    return replay_status(replay, args.replay, game.view())


def _run_bot(game: MazeGame, command: str, replay: Record | None, bot_timeout_ms: int | None, out: TextIO,
             record: Record | None) -> None:
    if replay:
        play_bot(game, recorded_answers(replay), bot_timeout_ms, out, record)
        return
    try:
        process = BotProcess(command)
    except BotError as error:
        _fail(game, error, out)
        out.write(ending(game))
        return
    try:
        play_bot(game, process.ask, bot_timeout_ms, out, record)
    finally:
        process.close()
