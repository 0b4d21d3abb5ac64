"""A game's description: everything the program needs to know of a game without touching a game object."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Mapping

from game.core import Game, View, fields_repr, refuse_change


# Dataclasses to everything outside (fields, replace and asdict work on them), with the methods a frozen dataclass
# would generate written out (see game/core.py): each game's description makes these at import, before any start.

def _values(value: Any) -> tuple:
    return tuple(getattr(value, name) for name in value.__match_args__)


def _equal(self: Any, other: object) -> bool:
    if other.__class__ is not self.__class__:
        return NotImplemented
    return _values(self) == _values(other)


def _hashed(self: Any) -> int:
    return hash(_values(self))


def _set(self: Any, **fields: Any) -> None:
    for name, value in fields.items():
        object.__setattr__(self, name, value)


@dataclass(init=False, repr=False, eq=False)
class Option:
    """A command-line option that belongs to one game. rules=True: it changes the game itself, so it is passed
    to new_game and kept in records, saves and the score table; False: it is for the front end or the
    session only (a bot command, a server port)."""

    name: str                     # the key in the options mapping; the flag is --name with - for _
    help: str
    default: Any                  # None unless given
    type: Callable[[str], Any]    # str unless given
    choices: tuple[str, ...]
    metavar: str | None
    rules: bool                   # True unless given
    flag_only: bool               # a switch that takes no value (store_true)
    terminal: bool                # giving it asks for the terminal front end (Dooom's --serve, --quiet)
    most: int                     # how many times it may be given: one player each, in a match of that many
    replaces_map: str             # a switch by which the game makes its own floors instead of a map's: their name

    def __init__(self, name: str, help: str, default: Any = None, type: Callable[[str], Any] = str,
                 choices: tuple[str, ...] = (), metavar: str | None = None, rules: bool = True,
                 flag_only: bool = False, terminal: bool = False, most: int = 1, replaces_map: str = "") -> None:
        _set(self, name=name, help=help, default=default, type=type, choices=choices, metavar=metavar, rules=rules,
             flag_only=flag_only, terminal=terminal, most=most, replaces_map=replaces_map)

    @property
    def flag(self) -> str:
        return "--" + self.name.replace("_", "-")

    __eq__, __hash__, __repr__, __setattr__, __delattr__ = _equal, _hashed, fields_repr, refuse_change, refuse_change


@dataclass(init=False, repr=False, eq=False)
class ScoreLine:
    """What the score table shows of a finished game besides its score, seed and map."""

    score: int
    who: str        # the race (CC3k) or how the game ended (maze, Dooom)
    reached: str    # "floor 3", "turn 87 / 150", ...
    won: bool       # the game was won: a win ranks above a loss with the same score (False unless given)

    def __init__(self, score: int, who: str, reached: str, won: bool = False) -> None:
        _set(self, score=score, who=who, reached=reached, won=won)

    __eq__, __hash__, __repr__, __setattr__, __delattr__ = _equal, _hashed, fields_repr, refuse_change, refuse_change


@dataclass(init=False, repr=False, eq=False)
class BotRules:
    """How a program plays a game over text (the maze's bot protocol): what it reads each turn, how long it
    may think, the command that ends its game when it errs, times out or dies, and how its games end."""

    turn_input: Callable[[View[Any]], str]
    time_limits: Callable[[Mapping[str, Any]], tuple[float, float]]   # options -> (first turn, later) seconds
    forfeit: Callable[[str], Any]                                       # why -> the command that ends the game
    answer: Callable[[str], Any]                                        # the bot's line -> its command (strictly)
    endings: Mapping[Any, str]          # each Result a bot's game can end with -> its word ("escaped", ...)
    command_option: str                 # the option that names the program (given once per player of a match)
    recorded: tuple[str, ...]           # the options a record keeps to play the game again

    def __init__(self, turn_input: Callable[[View[Any]], str],
                 time_limits: Callable[[Mapping[str, Any]], tuple[float, float]], forfeit: Callable[[str], Any],
                 answer: Callable[[str], Any], endings: Mapping[Any, str], command_option: str = "bot",
                 recorded: tuple[str, ...] = ("bot", "bot_timeout")) -> None:
        _set(self, turn_input=turn_input, time_limits=time_limits, forfeit=forfeit, answer=answer, endings=endings,
             command_option=command_option, recorded=recorded)

    __eq__, __hash__, __repr__, __setattr__, __delattr__ = _equal, _hashed, fields_repr, refuse_change, refuse_change


@dataclass(init=False, repr=False, eq=False)
class GameSpec:
    """One game, as main.py, the front ends, records and scores know it. A game is made from a map (or None:
    the game makes its own from the seed), a seed and options; then only step() and view() are used."""

    name: str                                   # what --game and records say: "cc3k"
    title: str                                  # what a person reads: "ChamberCrawler3000"
    rules_version: str                          # bumped whenever the same seed and commands could play differently
    default_map: str | None                     # a file in the shipped maps/ folder ("cc3k/default.txt"), or None
    read_map: Callable[[str, str], Any]         # (text, name) -> the map; raises core.MapError
    new_game: Callable[[Any, int, Mapping[str, Any]], Game[Any]]
    parse: Callable[[str], Any]                 # one line of text -> a command (core.Unknown when it is none)
    format: Callable[[Any], str]                # a command -> its line; parse(format(c)) == c
    score: Callable[[View[Any]], ScoreLine | None]   # a finished game's line on the table; None: not scored
    options: tuple[Option, ...]
    examples: tuple[str, ...]                   # command lines for --help, without the program's name
    # The command class of "play again" where a game has one (CC3k's r): the session ends the game there and
    # starts the next one with the next seed, so that every game has a seed that reproduces it.
    again: type | None
    bot: BotRules | None                        # set where programs can play the game (the maze)
    # The map the game makes for itself from its seed and options when an option replaces the map's (CC3k's
    # random floors), as the text of a map file that --map plays again, with the same seed, as the same game: what
    # --save-layout writes. None: no such map for these options.
    own_map: Callable[[int, Mapping[str, Any]], str | None] | None
    # The largest map file the game reads: a rule book's fixed board is a few kilobytes, so a megabyte is no map.
    max_map_bytes: int
    # The score table puts every game won above every game lost, the score ranking each kind among its own (Dooom:
    # gold is a win's means, not its measure). False: the score first, a win before a loss only among equals.
    wins_rank_first: bool

    def __init__(self, name: str, title: str, rules_version: str, default_map: str | None,
                 read_map: Callable[[str, str], Any], new_game: Callable[[Any, int, Mapping[str, Any]], Game[Any]],
                 parse: Callable[[str], Any], format: Callable[[Any], str],
                 score: Callable[[View[Any]], ScoreLine | None], options: tuple[Option, ...] = (),
                 examples: tuple[str, ...] = (), again: type | None = None, bot: BotRules | None = None,
                 own_map: Callable[[int, Mapping[str, Any]], str | None] | None = None,
                 max_map_bytes: int = 1024 * 1024, wins_rank_first: bool = False) -> None:
        _set(self, name=name, title=title, rules_version=rules_version, default_map=default_map, read_map=read_map,
             new_game=new_game, parse=parse, format=format, score=score, options=options, examples=examples,
             again=again, bot=bot, own_map=own_map, max_map_bytes=max_map_bytes, wins_rank_first=wins_rank_first)

    def rule_options(self, given: Mapping[str, Any]) -> dict[str, Any]:
        """The options that change the game, with defaults filled in: what new_game and records get."""
        return {option.name: given.get(option.name, option.default) for option in self.options if option.rules}

    __eq__, __hash__, __repr__, __setattr__, __delattr__ = _equal, _hashed, fields_repr, refuse_change, refuse_change
