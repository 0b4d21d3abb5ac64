"""The Dungeon of Dooom as the program knows it: its maps, options, command grammar and score line."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from game.core import Result, View
from game.dooom.bot import STRATEGIES
from game.dooom.commands import format_command, parse_command
from game.dooom.mapfile import MAX_MAP_BYTES, Dungeon, parse_dungeon
from game.numbers import read_whole
from game.spec import GameSpec, Option, ScoreLine

if TYPE_CHECKING:
    from game.dooom.detail import DooomDetail
    from game.dooom.rules import DooomGame


def new_game(dungeon: Dungeon, seed: int, options: Mapping[str, Any]) -> DooomGame:
    """A game on dungeon. Options: bot_strategy ("collector" or "hunter"); bot_alone (True: no player, and each
    Wait is one bot turn; for tests and demonstrations, so it is no command-line option)."""
    # The rules are imported when a game is made, not when the program starts and lists its games.
    from game.dooom.rules import DooomGame

    return DooomGame(dungeon, seed, str(options.get("bot_strategy", "collector")), bool(options.get("bot_alone", False)))


# The server's limits, as the command line sets them (terminal/dooom_server.py holds the rest, and why).
SERVE_GAMES = 4096          # --max-games: games played at once (as many clients again may wait for a place)
SERVE_LINE_SECONDS = 30     # --line-timeout: a line begun must end within this
SERVE_IDLE_SECONDS = 300    # --idle-timeout: a game without a line for this long ends


def port_number(text: str) -> int:
    """--serve's value: a TCP port, 0 (the system picks a free one) to 65535; raises NumberError."""
    return read_whole(text, 0, 65535)


def games_at_once(text: str) -> int:
    """--max-games's value: 1 to 1,000,000; raises NumberError."""
    return read_whole(text, 1, 1_000_000)


def seconds(text: str) -> int:
    """--line-timeout's and --idle-timeout's value: whole seconds, 1 to a day; raises NumberError."""
    return read_whole(text, 1, 86_400)


def score(view: View[DooomDetail]) -> ScoreLine | None:
    """A game someone got out of scores the player's gold; a game quit is not scored."""
    if view.result is Result.WON:
        return ScoreLine(view.detail.player_gold, "won", f"turn {view.turn}", won=True)
    if view.result is Result.LOST:
        return ScoreLine(view.detail.player_gold, "lost", f"turn {view.turn}")
    return None


SPEC = GameSpec(
    name="dooom",
    title="The Dungeon of Dooom",
    rules_version="dooom-2",
    default_map="dooom/small.txt",
    read_map=parse_dungeon,
    new_game=new_game,
    parse=parse_command,
    format=format_command,
    score=score,
    options=(
        Option("bot_strategy", "how the bot opponent plays", default="collector", choices=STRATEGIES),
        Option("serve", "serve the player's side of the protocol on 127.0.0.1:PORT", type=port_number, metavar="PORT",
               rules=False, terminal=True),
        Option("quiet", "play in the terminal printing protocol replies only", default=False, rules=False,
               flag_only=True, terminal=True),
        Option("max_games", f"--serve: games played at once (default {SERVE_GAMES}, fewer if the system allows fewer "
               "open files); as many clients again wait for a place", default=SERVE_GAMES, type=games_at_once,
               metavar="N", rules=False, terminal=True),
        Option("line_timeout", f"--serve: seconds a client has to end a line it began (default {SERVE_LINE_SECONDS})",
               default=SERVE_LINE_SECONDS, type=seconds, metavar="SECONDS", rules=False, terminal=True),
        Option("idle_timeout", "--serve: seconds a game may go without a line before its connection is closed "
               f"(default {SERVE_IDLE_SECONDS})", default=SERVE_IDLE_SECONDS, type=seconds, metavar="SECONDS",
               rules=False, terminal=True),
    ),
    examples=(
        "--game dooom",
        "--game dooom --text --map dungeon.txt --bot-strategy hunter",
        "--game dooom --quiet --seed 7 < commands.txt",
        "--game dooom --serve 4000",
    ),
    max_map_bytes=MAX_MAP_BYTES,      # the rule book's maps are "of arbitrary size"
    # A game got out of with the gold it needed is above any game the bot won, whatever gold each held.
    wins_rank_first=True,
)
