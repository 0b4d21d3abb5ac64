"""The maze as the program knows it: its name, maze files, a game from a maze or a seed, the command grammar, scores."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from game.core import Result, View
from game.maze.commands import Forfeit, bot_command, format_command, parse_command
from game.maze.mapfile import MazeLayout, parse_maze
from game.maze.protocol import FIRST_TURN_MS, TURN_MS, time_limits, timeout_ms, turn_input
from game.maze.tables import MAX_TURNS
from game.spec import BotRules, GameSpec, Option, ScoreLine

if TYPE_CHECKING:
    from game.maze.rules import MazeGame

# How each scored ending reads on the table; a game the player quit is not scored.
ENDING = {Result.WON: "escaped", Result.DIED: "died", Result.OUT_OF_TURNS: "out of turns", Result.ERROR: "bot error"}


def new_game(layout: MazeLayout | None, seed: int, options: Mapping[str, Any]) -> MazeGame:
    """A game on a maze file's layout, or on the maze generated from the seed. A bot command among the options
    means a bot plays: its useless commands cost the turn instead of being refused.

    As in the referee, one java.util.Random(seed) makes the maze and then orders the monsters each turn. A maze
    file's game takes the Random where the seed's own maze leaves it, so that the file written from seed N plays
    exactly as seed N does."""
    # The rules are imported when a game is made, not when the program starts and lists its games.
    from game.maze.generator import generate_with
    from game.maze.javarandom import JavaRandom
    from game.maze.rules import MazeGame

    rng = JavaRandom(seed)
    generated = generate_with(rng)
    return MazeGame(layout or generated, seed, rng, options.get("bot") or "")


def bot_time_limits(options: Mapping[str, Any]) -> tuple[float, float]:
    return time_limits(options.get("bot_timeout"))


def forfeit(why: str) -> Forfeit:
    """The command that ends a bot's game, and why. A bot that ran out of the default time is told of the option
    that gives it more: said once, here, where the reason becomes the recorded line (a replay reads that line as it
    was written, so older records play as before)."""
    if why.startswith("timeout:") and why.endswith((f" {TURN_MS} ms", f" {FIRST_TURN_MS} ms")):
        why += " (--bot-timeout MS allows more)"
    return Forfeit(why)


def score(view: View[Any]) -> ScoreLine | None:
    if not view.over or view.result not in ENDING:
        return None
    return ScoreLine(view.score or 0, ENDING[view.result], f"turn {view.turn} / {MAX_TURNS}",
                     won=view.result is Result.WON)


SPEC = GameSpec(
    name="maze",
    title="The maze",
    rules_version="maze-2",
    default_map=None,
    read_map=parse_maze,
    new_game=new_game,
    parse=parse_command,
    format=format_command,
    score=score,
    options=(
        # A rules option: whether a bot plays decides what a command that achieves nothing does (refused, or the
        # turn lost), so new_game is told and records keep it. The session runs the bot within its time limits.
        Option("bot", "run an external program as the hero ('sample': the built-in sample bot); up to 4 times: a "
                      "match, each hero alone in its own copy of the maze, ranked by score", metavar="COMMAND", most=4),
        Option("bot_timeout", "per-turn time allowed to --bot (default 50, first turn 1000; at most 60000)",
               type=timeout_ms,
               metavar="MS", rules=False),
    ),
    examples=(
        "--game maze --seed 7",
        "--game maze --map my_maze.txt",
        "--game maze --text --bot sample",
        '--game maze --text --seed 7 --bot sample --bot "python3 my_bot.py"',
        '--game maze --text --seeds 0-199 --bot sample --bot "python3 my_bot.py" --results runs.csv --plot runs.png',
    ),
    bot=BotRules(turn_input=turn_input, time_limits=bot_time_limits, forfeit=forfeit, answer=bot_command,
                 endings=ENDING),
)
