"""The command line: parse arguments, look the game up in the registry, hand it to a front end."""
from __future__ import annotations

import argparse
import os
import random
import sys
from typing import Any, Callable, NoReturn, Sequence

from game.numbers import NumberError
from game.registry import DEFAULT_GAME, GAMES
from game.spec import GameSpec, Option
from roguelike_client.play.front_ends import front_end
from roguelike_client.play.numbers import seed_number, whole_number

PROGRAM = "roguelike"
WINDOW_ONLY = ("headless", "keys", "screenshot", "tiles", "cell_size")
EXIT_USAGE = 2
MAX_SEEDS = 1_000_000      # a longer range of seeds is a typing mistake, not a plan
MAX_JOBS = 256
MANY_GAMES = ("seeds", "jobs", "results", "plot")   # the options of matches and the proving ground


class Parser(argparse.ArgumentParser):
    """argparse's parser, whose mistakes are one line (with where to read more), not its usage block first. The
    epilog names the data folder, found only when the help is shown."""

    def error(self, message: str) -> NoReturn:
        self.exit(EXIT_USAGE, f"{self.prog}: error: {message} (see {self.prog} --help)\n")

    def format_help(self) -> str:
        if self.epilog and "{data_folder}" in self.epilog:
            self.epilog = self.epilog.replace("{data_folder}", _data_folder())
        return super().format_help()


class QuickParser(Parser):
    """The parser of one game's options: any mistake hands the command line to the whole parser, which says it."""

    def error(self, message: str) -> NoReturn:
        raise NotQuick(message)


class NotQuick(Exception):
    """The command line needs the parser of every game."""


class VersionAction(argparse.Action):
    """--version: the version is looked up only when asked for (the lookup reads the installed metadata)."""

    def __init__(self, option_strings: Sequence[str], dest: str = argparse.SUPPRESS, **kwargs: Any) -> None:
        super().__init__(option_strings, dest, nargs=0, default=argparse.SUPPRESS, **kwargs)

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace, values: Any,
                 option_string: str | None = None) -> None:
        sys.stdout.write(f"{PROGRAM} {version()}\n")
        parser.exit()


class UsageError(ValueError):
    """A command line that asks for something impossible; str() is one line."""


def version() -> str:
    """The installed distribution's version, or the checkout's pyproject version."""
    from importlib import metadata

    try:
        return metadata.version("roguelike-client")
    except metadata.PackageNotFoundError:
        import tomllib
        from pathlib import Path

        pyproject = Path(__file__).resolve().parent.parent / "pyproject.toml"
        try:
            return str(tomllib.loads(pyproject.read_text(encoding="utf-8"))["project"]["version"])
        except (OSError, KeyError, tomllib.TOMLDecodeError):
            return "unknown"


def seed_range(text: str) -> range:
    """--seeds: "A-B" (both included, either may be negative: "-5--1") or a single seed."""
    import re

    match = re.fullmatch(r"\s*([+-]?\d+)\s*(?:-\s*([+-]?\d+)\s*)?", text)
    if match is None:
        raise argparse.ArgumentTypeError(f"{text[:40]!r} is not a range of seeds such as 0-99")
    first = seed_number(match.group(1))
    last = seed_number(match.group(2)) if match.group(2) is not None else first
    if last < first:
        raise argparse.ArgumentTypeError(f"{text[:40]!r}: the first seed is after the last")
    if last - first + 1 > MAX_SEEDS:
        raise argparse.ArgumentTypeError(f"{text[:40]!r} is more than {MAX_SEEDS:,} seeds")
    return range(first, last + 1)


def job_count(text: str) -> int:
    return whole_number(text, 1, MAX_JOBS)


def cell_size(text: str) -> int:
    """--cell-size: the board's size (16: the whole board as large as it fits)."""
    return whole_number(text, 8, 64)


def file_name(text: str) -> str:
    """A file to write: an empty name would silently write nothing."""
    if not text:
        raise argparse.ArgumentTypeError("needs a file name")
    return text


def _data_folder() -> str:
    from roguelike_client.userdata.folder import data_folder

    return str(data_folder())


def build_parser(only: GameSpec | None = None) -> argparse.ArgumentParser:
    """The command line's parser: every game's options, or (only) one game's, which is all most runs need."""
    specs = list(GAMES.values()) if only is None else [only]
    if only is None:
        examples = [f"  {PROGRAM} {line}".rstrip() for spec in specs for line in spec.examples]
        parser: Parser = Parser(
            prog=PROGRAM,
            description="Three roguelikes in one window or terminal: "
                        + ", ".join(f"{spec.title} (--game {spec.name})" for spec in specs) + ".",
            epilog="examples:\n" + "\n".join(examples) + "\n\nsaves, replays, scores and settings live in {data_folder}"
                   " (or the folder named by ROGUELIKE_DATA_DIR)",
            formatter_class=argparse.RawDescriptionHelpFormatter,
        )
    else:
        parser = QuickParser(prog=PROGRAM, add_help=False, allow_abbrev=False)
    parser.add_argument("--version", action=VersionAction, help="show program's version number and exit")
    common = parser.add_argument_group("every game")
    common.add_argument("--game", choices=tuple(GAMES), help=f"which game to play (default: {DEFAULT_GAME})")
    common.add_argument("--map", metavar="FILE", help="a map or layout file for the chosen game, or the name of a "
                                                      "shipped one (--list-maps lists them)")
    common.add_argument("--list-maps", action="store_true", help="list the maps shipped with each game and exit")
    common.add_argument("--seed", type=seed_number, metavar="N", help="seed of the game's random numbers (default: random)")
    common.add_argument("--text", action="store_true", help="play in the terminal over standard input/output")
    common.add_argument("--record", metavar="FILE", type=file_name, help="write the game (game, map, seed, every command) to FILE")
    common.add_argument("--replay", metavar="FILE", help="play back a game written by --record (its game is in the file)")
    common.add_argument("--save-layout", metavar="FILE", type=file_name,
                        help="write the floors the game makes for itself (cc3k --random-layout) to FILE as a map file: "
                             "--map FILE with the same --seed plays the same game again")
    window = parser.add_argument_group("the window")
    window.add_argument("--headless", action="store_true", help="run the window without a display (SDL's dummy drivers)")
    window.add_argument("--keys", metavar="KEYS", help="comma-separated keys to feed, or @FILE for a key script")
    window.add_argument("--screenshot", metavar="PNG", type=file_name, help="--headless: save the last frame here")
    window.add_argument("--tiles", action="store_true", help="start with tile sprites instead of glyphs (t toggles)")
    window.add_argument("--cell-size", type=cell_size, metavar="PX", help="the board's size, 8-64: 16 shows the whole board as large as the window allows; each pixel more "
                             "draws cells a pixel larger around the player, each pixel fewer a pixel smaller")
    many = parser.add_argument_group("matches and the proving ground (games a bot plays)")
    many.add_argument("--seeds", type=seed_range, metavar="A-B",
                      help="play every seed from A to B for every --bot and report how each bot did")
    many.add_argument("--jobs", type=job_count, metavar="N",
                      help="play that many games at once, each in its own process (default: one per core)")
    many.add_argument("--results", metavar="FILE.csv", type=file_name, help="write one line per game of --seeds or a match")
    many.add_argument("--plot", metavar="FILE.png", type=file_name,
                      help="--text: draw each bot's scores and the bots' paired differences in FILE.png after the run")
    seen: set[str] = set()
    for spec in specs:
        own = [option for option in spec.options if option.name not in seen]
        if not own:
            continue
        group = parser.add_argument_group(f"{spec.title} (--game {spec.name})")
        for option in own:
            # An option two games share (a bot program) is one flag, listed with the first game that has it.
            seen.add(option.name)
            _add_option(group, option)
    return parser


def _add_option(group: Any, option: Option) -> None:
    if option.flag_only:
        group.add_argument(option.flag, dest=option.name, action="store_true", help=option.help)
        return
    group.add_argument(option.flag, dest=option.name, type=_typed(option.type), metavar=option.metavar,
                       choices=option.choices or None, default=None, help=option.help,
                       action="append" if option.most > 1 else "store")


def _typed(read: Callable[[str], Any]) -> Callable[[str], Any]:
    """An option's reader whose NumberError is argparse's one-line message, not its "invalid value"."""
    if read is str:
        return read

    def typed(text: str) -> Any:
        try:
            return read(text)
        except NumberError as error:
            raise argparse.ArgumentTypeError(str(error)) from None
    typed.__name__ = getattr(read, "__name__", "value")
    return typed


def given(value: Any) -> bool:
    """Whether an option was given on the command line (0 is a value: --serve 0 picks any free port)."""
    return value is not None and value is not False


def options_of(spec: GameSpec, args: argparse.Namespace) -> dict[str, Any]:
    """The chosen game's options as given, defaults filled in; an option given once per player (a bot) holds the
    first player's value."""
    chosen = {}
    for option in spec.options:
        value = getattr(args, option.name, None)
        if option.most > 1 and value is not None:
            value = value[0]
        chosen[option.name] = value if given(value) else option.default
    return chosen


def seats_of(spec: GameSpec, args: argparse.Namespace) -> list[dict[str, Any]]:
    """Each player's options: one set, or one per value of an option a match gives once per player (--bot)."""
    options = options_of(spec, args)
    for option in spec.options:
        values = getattr(args, option.name, None)
        if option.most > 1 and values is not None:
            if len(values) > option.most:
                raise UsageError(f"{option.flag} may be given at most {option.most} times (a match of {option.most})")
            return [{**options, option.name: value} for value in values]
    return [options]


def check_many(spec: GameSpec, args: argparse.Namespace) -> None:
    """Matches and the proving ground: only for a game a bot plays, with bots, and without one-game options."""
    asked = [name for name in MANY_GAMES if given(getattr(args, name, None))]
    match = len(args.seats) > 1
    if not asked and not match:
        return
    flag = f"--{asked[0]}" if asked else "a match"
    if spec.bot is None:
        raise UsageError(f"{flag} is for games a bot plays (--game maze), not {spec.name}")
    if not args.seats[0].get(spec.bot.command_option):
        raise UsageError(f"{flag} needs at least one --{spec.bot.command_option.replace('_', '-')} COMMAND")
    if args.seeds is None and not match:
        raise UsageError(f"{flag} is for --seeds A-B or a match of several bots")
    if args.seeds is not None and given(args.seed):
        raise UsageError("--seed and --seeds: give one seed or a range, not both")
    if args.seeds is not None and args.record:
        raise UsageError("--record writes one game; --seeds plays many (--results FILE.csv writes them all)")
    if args.replay:
        raise UsageError(f"{flag} plays new games; --replay plays back a recorded one")


# The files a run writes, in the order they are checked (a later one is told apart from the earlier ones).
OUTPUT_FLAGS = (("record", "--record"), ("save_layout", "--save-layout"), ("results", "--results"),
                ("screenshot", "--screenshot"), ("plot", "--plot"))
IMAGE_ENDINGS = (".png", ".jpg", ".jpeg", ".bmp", ".tga")     # what pygame's image writer writes, by the name's ending


def check_targets(args: argparse.Namespace) -> None:
    """Every file the run will write (--record, --save-layout, --results, --screenshot, --plot) names a place a file can
    be written, and neither a file the run reads (--map, --replay, --keys @FILE) nor another file it writes, by
    any name (links, hard links, ./ spellings): said in one line before anything runs, not found replaced after."""
    inputs = _input_files(args)
    written: list[tuple[str, str]] = []
    for name, flag in OUTPUT_FLAGS:
        path = getattr(args, name, None)
        if not path:
            continue
        from roguelike_client.userdata.writing import check_target

        for other_flag, other in written:
            if _same_place(path, other):
                raise UsageError(f"{flag} and {other_flag} both name {path}: give each its own file")
        for what, read in inputs.items():
            if read and _same_place(path, read):
                raise UsageError(f"{flag} {path}: is {what} itself, which would be replaced")
        try:
            check_target(path, {**inputs, **{f"the {other_flag} file": other for other_flag, other in written}})
        except OSError as error:
            raise UsageError(f"{flag} {path}: {error.strerror or error}") from None
        # The window's image writer makes no folders: one that is missing would fail the run at its very end.
        folder = os.path.dirname(os.path.abspath(path))
        if name in ("screenshot", "plot") and not os.path.isdir(folder):
            raise UsageError(f"{flag} {path}: the folder {folder} does not exist")
        if name == "plot" and not path.lower().endswith(IMAGE_ENDINGS):
            raise UsageError(f"{flag} {path}: name a picture ending in {', '.join(IMAGE_ENDINGS)}")
        written.append((flag, path))


def _input_files(args: argparse.Namespace) -> dict[str, str | None]:
    """The files the run reads, by what they are to the person who named them."""
    keys = getattr(args, "keys", None)
    return {"the --map file": getattr(args, "map", None), "the --replay file": getattr(args, "replay", None),
            "the --keys script": keys[1:] if isinstance(keys, str) and keys.startswith("@") else None}


def _same_place(one: str, other: str) -> bool:
    """Whether two names are one file: the same place once links are followed (a file that is not there yet
    too), or the same file by its inode (hard links)."""
    if os.path.realpath(one) == os.path.realpath(other):
        return True
    try:
        return os.path.samefile(one, other)
    except (OSError, ValueError):
        return False


def check_applies(spec: GameSpec, args: argparse.Namespace, terminal: bool) -> None:
    """An option that does nothing for the chosen game or front end is a mistake worth one line."""
    # Parsed knowing only the chosen game, the command line has no other game's option to find.
    others = () if getattr(args, "one_game", False) else GAMES.values()
    for other in others:
        if other is spec:
            continue
        for option in other.options:
            if given(getattr(args, option.name, None)) and all(o.name != option.name for o in spec.options):
                raise UsageError(f"{option.flag} is an option of {other.name}, not of {spec.name} (use --game {other.name})")
    if terminal:
        for name in WINDOW_ONLY:
            if given(getattr(args, name, None)):
                raise UsageError(f"--{name.replace('_', '-')} is for the window; it does nothing with --text")
    if args.screenshot and not args.headless:
        raise UsageError("--screenshot needs --headless")
    makers = [option for option in spec.options if option.replaces_map]
    for option in makers:
        if given(getattr(args, option.name, None)) and args.map:
            raise UsageError(f"{option.flag} makes the game's own {option.replaces_map}: give it without --map")
    if args.save_layout:
        if spec.own_map is None or not makers:
            games = ", ".join(f"--game {other.name} {option.flag}" for other in GAMES.values()
                              for option in other.options if option.replaces_map and other.own_map)
            raise UsageError(f"--save-layout writes the floors a game makes for itself ({games}); {spec.name} makes none")
        if not any(given(getattr(args, option.name, None)) for option in makers):
            option = makers[0]
            raise UsageError(f"--save-layout writes the {option.replaces_map} {option.flag} makes: give it with {option.flag}")


def wants_terminal(spec: GameSpec, args: argparse.Namespace) -> bool:
    return bool(args.text) or any(option.terminal and given(getattr(args, option.name, None))
                                  for option in spec.options)


def display_problem() -> str | None:
    """Why a window cannot open here (no display), or None. SDL would otherwise fall back to an invisible
    offscreen window and the program would seem to hang."""
    if os.environ.get("SDL_VIDEODRIVER") or sys.platform in ("win32", "darwin"):
        return None
    if os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"):
        return None
    return "no display to open a window on: play in the terminal with --text, or run the window with --headless"


def tolerate_any_bytes() -> None:
    """Standard input's bytes that the locale's encoding cannot read become U+FFFD (a command no game knows, so
    a refused line), and what cannot be printed in the terminal's encoding is written as an escape: neither is
    ever a traceback, whatever the locale."""
    for stream, errors in ((sys.stdin, "replace"), (sys.stdout, "backslashreplace"), (sys.stderr, "backslashreplace")):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            reconfigure(errors=errors)


def quick_parse(argv: Sequence[str]) -> argparse.Namespace | None:
    """The arguments parsed knowing only the chosen game (the others' descriptions are then never imported), or
    None when the whole parser must say it: --help, a replay (its game is in the record), an abbreviated or
    unknown flag, a short one, any mistake. Every flag must be spelt out whole, so each means what it would mean
    to the whole parser."""
    game = DEFAULT_GAME
    for index, word in enumerate(argv):
        if word == "--game" and index + 1 < len(argv):
            game = argv[index + 1]
        elif word.startswith("--game="):
            game = word[len("--game="):]
    if game not in GAMES:
        return None
    parser = build_parser(GAMES[game])
    known = set(parser._option_string_actions)
    for word in argv:
        if word == "--":
            return None
        if word.startswith("-") and word.split("=", 1)[0] not in known and not _a_number(word):
            return None
    if "--replay" in known and any(word.split("=", 1)[0] == "--replay" for word in argv):
        return None
    try:
        args = parser.parse_args(argv)
    except NotQuick:
        return None
    args.one_game = True
    return args


def _a_number(word: str) -> bool:
    """A negative number given as a value (--seed -5), which argparse takes as a value, not a flag."""
    return word[1:].isdigit()


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line argv (a caller's own, whose status is returned), or, without argv, the program's
    own (the `roguelike` command, main.py, python -m roguelike_client), whose process then ends here
    (shutdown.finish)."""
    from roguelike_client.play.shutdown import ensure_standard_streams, finish, starting

    if argv is None:
        starting()
    ensure_standard_streams()
    tolerate_any_bytes()
    words = list(sys.argv[1:] if argv is None else argv)
    args = quick_parse(words)
    if args is None:
        args = build_parser().parse_args(words)
    try:
        status = _run(args)
    except UsageError as error:
        sys.stderr.write(f"{PROGRAM}: {error}\n")
        status = EXIT_USAGE
    if argv is None:
        finish(status)
    return status


def _run(args: argparse.Namespace) -> int:
    from roguelike_client.play.crash import guarded

    if args.list_maps:
        return _list_maps(args)
    replay = None
    if args.replay:
        fixed = [name for name in ("seed", "map", "record") if given(getattr(args, name, None))]
        fixed += [option.name for spec in GAMES.values() for option in spec.options
                  if option.rules and given(getattr(args, option.name, None))]
        if fixed:
            flag = "--" + fixed[0].replace("_", "-")
            raise UsageError(f"{flag} cannot change a replay: the record holds its game as it was played")
        replay = _open_replay(args)
        if replay is None:
            return EXIT_USAGE
        if args.save_layout:
            made = [option.flag for option in GAMES[replay.game].options
                    if option.replaces_map and replay.options.get(option.name)]
            if made:
                raise UsageError(f"--save-layout writes a new game's floors, not a replay's: play seed {replay.seed} "
                                 f"with {made[0]} --save-layout FILE to write them")
            raise UsageError("--save-layout writes the floors a new game makes for itself; this replay was played "
                             "on a map's floors")
        args.game = replay.game
        args.seed = replay.seed
    spec = GAMES[args.game or DEFAULT_GAME]
    args.game = spec.name
    terminal = wants_terminal(spec, args)
    check_applies(spec, args, terminal)
    args.seats = seats_of(spec, args)
    args.options = args.seats[0]
    check_many(spec, args)
    check_targets(args)
    check_map(spec, args.map)
    if args.seed is None:
        args.seed = random.SystemRandom().randrange(2**31)
    args.replay_record = replay
    if terminal and (args.seeds is not None or len(args.seats) > 1):
        from roguelike_client.terminal.proving import run as run_many

        return guarded(lambda: run_many(spec, args, sys.stdout))
    if terminal:
        return guarded(lambda: front_end("terminal", spec).run(spec, args, sys.stdin, sys.stdout))
    if not args.headless:
        problem = display_problem()
        if problem:
            raise UsageError(problem)
    from graphics.opening import run as run_window

    return guarded(lambda: run_window(spec, args))


def _list_maps(args: argparse.Namespace) -> int:
    """--list-maps: the shipped maps (of --game's game only, when it is given), then exit."""
    from roguelike_client.terminal.map_list import listing

    given_too = [flag for flag in ("--map", "--replay", "--seed", "--seeds", "--record")
                 if given(getattr(args, flag[2:].replace("-", "_"), None))]
    if given_too:
        raise UsageError(f"--list-maps lists the maps and exits: give it without {given_too[0]}")
    sys.stdout.write(listing([GAMES[args.game]] if args.game else GAMES.values()))
    sys.stdout.flush()
    return 0


def check_map(spec: GameSpec, path: str | None) -> None:
    """A --map that names neither a file here nor a map shipped for the game: said in one line before anything runs."""
    if not path or os.path.lexists(path):
        return
    from roguelike_client.play.maps import shipped_by_name

    if shipped_by_name(spec.name, path) is None:
        raise UsageError(f"--map {path}: no such file, and no {spec.name} map ships by that name "
                         f"(roguelike --list-maps lists the shipped maps)")


def _open_replay(args: argparse.Namespace) -> Any:
    """The record --replay names, or None after one line saying why it cannot be played."""
    from pathlib import Path

    from roguelike_client.userdata.records import load_record
    from roguelike_client.userdata.errors import StoredFileError

    try:
        record = load_record(Path(args.replay))
    except StoredFileError as error:
        sys.stderr.write(f"{error}\n")
        return None
    if args.game and args.game != record.game:
        sys.stderr.write(f"{args.replay}: a record of {record.game}, not {args.game}: replay it without --game\n")
        return None
    return record


if __name__ == "__main__":
    sys.exit(main())
