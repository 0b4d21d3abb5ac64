"""The command line: parse arguments, look the game up in the registry, hand it to a front end."""
from __future__ import annotations

import argparse
import sys

GAMES = ("cc3k", "maze", "dooom")


def cell_size(text: str) -> int:
    """--cell-size: a whole number of pixels the board's cells can be drawn at."""
    try:
        size = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"'{text}' is not a whole number") from None
    if not 8 <= size <= 64:
        raise argparse.ArgumentTypeError(f"{size} is not between 8 and 64")
    return size


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="main.py",
        description="ChamberCrawler3000, the range-3 maze and the Dungeon of Dooom.",
    )
    parser.add_argument("--game", choices=GAMES, default="cc3k", help="which game to play (default: cc3k)")
    parser.add_argument("--map", metavar="FILE", help="a map or layout file for the chosen game")
    parser.add_argument("--seed", type=int, metavar="N", help="seed of the game's random numbers (default: random)")
    parser.add_argument("--text", action="store_true", help="play in the terminal over standard input/output")
    parser.add_argument("--quiet", action="store_true", help="dooom --text: print protocol replies only")
    parser.add_argument("--bot", metavar="COMMAND", help="maze: run an external program as the hero")
    parser.add_argument("--bot-timeout", type=int, metavar="MS", help="maze: per-turn time allowed to --bot (default 50, first turn 1000)")
    parser.add_argument("--bot-strategy", choices=("collector", "hunter"), default="collector", help="dooom: how the bot opponent plays")
    parser.add_argument("--serve", type=int, metavar="PORT", help="dooom: serve the player's side of the protocol on 127.0.0.1:PORT")
    parser.add_argument("--headless", action="store_true", help="run the window with SDL's dummy drivers")
    parser.add_argument("--keys", metavar="KEYS", help="--headless: comma-separated keys to feed, or @FILE for a key script")
    parser.add_argument("--screenshot", metavar="PNG", help="--headless: save the last frame here")
    parser.add_argument("--tiles", action="store_true", help="window: start with tile sprites instead of glyphs (t toggles)")
    parser.add_argument("--cell-size", type=cell_size, metavar="PX", help="window: pixels per cell, 8-64, before the window's whole-number scaling")
    parser.add_argument("--record", metavar="FILE", help="write the game (game, map, seed, every command) to FILE as it is played")
    parser.add_argument("--replay", metavar="FILE", help="play back a game written by --record")
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.seed is None:
        import random

        args.seed = random.SystemRandom().randrange(2**31)
    # --quiet only means something to a program reading protocol replies: it asks for the text mode too.
    if not (args.text or args.quiet or args.serve is not None):
        from graphics.app import run as run_window, window_available

        if window_available(args.game):
            return run_window(args)
    if args.game == "cc3k":
        from terminal.cc3k import run
    elif args.game == "maze":
        from terminal.maze import run
    else:
        from terminal.dooom import run
    return run(args, sys.stdin, sys.stdout)


if __name__ == "__main__":
    sys.exit(main())
