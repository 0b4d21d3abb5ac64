"""Regenerates the golden catalogue of recorded games: plays every entry of the table with the real program, keeps its records and their replays' transcripts.

Run it by hand, on purpose, and only when a change is meant to make recorded games play or print differently:
bump that game's rules_version in game/GAME/spec.py first, then run

    python tests/golden/make_catalogue.py [GAME ...]      (no GAME: every game; from any folder)

and read the diff of the transcripts (NAME.out) before committing them with the change. tests/test_golden.py
replays every record through the session layer and the terminal and fails while the catalogue and the program
disagree. An entry whose game no longer ends as the table expects (a death that now survives) stops the script:
change its input script until it does again.

Each entry is played as `python main.py --text --record tests/golden/NAME.json ARGUMENTS` with its script on
standard input, from the checkout's root, so the names a record holds (a --map file, a --bot command) are the
same wherever the script is started. "python" in a --bot command is the Python running this script.
"""
from __future__ import annotations

import json
import os
import shlex
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

GOLDEN = Path(__file__).resolve().parent
ROOT = GOLDEN.parent.parent
PLAY_SECONDS = 120


@dataclass(frozen=True)
class Entry:
    """One game (or several, after CC3k's play again) played with the real program."""

    game: str
    name: str                  # the record is NAME.json (then NAME-2.json, ... after play again), its transcript NAME.out
    arguments: str             # the command line after main.py, without --text and --record
    script: tuple[str, ...]    # the lines typed on standard input
    results: tuple[str, ...]   # how each record written must end: a Result value, or "" for a game left unfinished


# Person's maze games: the sample bot's winning and losing answers on seeds 4 and 9, typed as a person would
# (steps as n s e w, ATTACK in either case), with help, a word that is no command and a diagonal (all three
# refused, no action) before the win. (Seeds 7 and 2 until rules maze-2 gave CodinGame's mazes.)
MAZE_WIN_SEED_4 = (
    "help", "jump", "ne", "ATTACK 3 3 4", "attack 3 3 3", "w", "e", "e", "n", "e", "e", "ATTACK 3 10 0",
    "attack 3 10 0", "ATTACK 0 8 0", "e", "s", "attack 3 10 4", "ATTACK 0 8 2", "s", "attack 2 9 3", "e",
    "ATTACK 1 9 1", "attack 0 10 2", "e", "e", "ATTACK 0 12 2", "attack 0 12 2", "ATTACK 0 12 2", "e",
    "attack 2 13 1", "e", "ATTACK 0 13 1", "n", "n", "e", "e", "s",
)
MAZE_DEATH_SEED_9 = (
    "ATTACK 3 3 5", "attack 3 3 5", "ATTACK 3 3 5", "attack 3 3 5", "ATTACK 3 3 5", "s", "attack 2 3 4",
    "ATTACK 2 4 4", "attack 3 4 5", "e", "e", "ATTACK 2 6 4", "attack 2 6 4", "ATTACK 2 5 4", "n", "n", "n", "e",
)
# Dooom: a player heading for the nearest gold, then the nearest exit (seeds 12 and 3), and one wandering (14).
DOOOM_WIN_SEED_12 = (
    "MOVE W", "MOVE N", "MOVE N", "PICKUP", "MOVE S", "MOVE S", "MOVE W", "MOVE W", "MOVE W", "MOVE W", "MOVE W",
    "PICKUP", "MOVE W", "MOVE S", "MOVE S", "MOVE E", "PICKUP", "MOVE W", "MOVE W", "MOVE W", "MOVE W", "MOVE W",
    "MOVE N", "MOVE N", "MOVE W", "MOVE W", "MOVE W", "MOVE W", "MOVE S", "MOVE S",
)
DOOOM_CHASE_SEED_3 = (
    "MOVE N", "MOVE N", "MOVE E", "MOVE E", "MOVE E", "MOVE E", "MOVE E", "PICKUP", "MOVE W", "MOVE S", "MOVE S",
    "MOVE S", "MOVE S", "MOVE S", "MOVE S", "MOVE W", "MOVE W", "MOVE W", "MOVE W", "MOVE N", "MOVE N", "MOVE W",
    "MOVE W", "MOVE W", "MOVE N",
)
DOOOM_WANDER_SEED_14 = (
    "MOVE W", "MOVE N", "MOVE S", "MOVE E", "MOVE W", "MOVE N", "MOVE E", "MOVE N", "MOVE E", "MOVE W", "MOVE N",
    "MOVE N", "MOVE S", "MOVE E", "MOVE S", "MOVE E", "MOVE W", "MOVE N", "MOVE N", "MOVE E", "MOVE W", "MOVE E",
    "MOVE S", "MOVE S", "MOVE W", "MOVE N",
)
SAMPLE_BOT = '--bot "python roguelike_client/bots/maze_bot.py"'

CATALOGUE = (
    # CC3k on the shipped layout: fights, a potion, gold and a line that is no command (refused, no turn).
    Entry("cc3k", "cc3k-troll-dies", "--game cc3k --seed 23",
          ("t", "se", "no", "xyzzy", "se", "ne", "nw", "a se", "a se", "a se", "a se", "u ea", "a se", "nw",
           "a se"), ("died",)),
    # A vampire's quick death, a wrong answer to "play again", then r: the next seed's game, quit.
    Entry("cc3k", "cc3k-restart", "--game cc3k --seed 19",
          ("v", "we", "u we", "nw", "a sw", "a sw", "no", "x", "r", "d", "so", "f", "ea", "ea", "f", "so", "q"),
          ("died", "quit")),
    # A game left where it is when the input ends.
    Entry("cc3k", "cc3k-ongoing", "--game cc3k --seed 7", ("g", "we", "we", "f", "so", "ne"), ("",)),
    # A layout file with its objects (the stairs beside the PC on every floor): five steps win.
    Entry("cc3k", "cc3k-quick-win", "--game cc3k --seed 3 --map tests/golden/cc3k_quick_win.txt",
          ("x", "d", "u we", "ea", "ea", "ea", "ea", "ea"), ("won",)),
    # Random floors (--random-layout): the terminal prints them like any floor; a few turns, then q.
    Entry("cc3k", "cc3k-random-floors", "--game cc3k --seed 5 --random-layout",
          ("s", "no", "ea", "so", "we", "a no", "u so", "f", "ne", "sw", "q"), ("quit",)),
    # The extras (--carry-potions --merchant-shop) on a layout's market: two potions in the bag, gold, what a merchant
    # sells, a potion bought into the bag, the refusals (not sold, bag full, no such potion), a drink from the bag,
    # the extras' commands named after a line that is no command, a merchant attacked (hostile merchants do not
    # trade), the bag down the stairs and drunk there; then r: the next game's bag is empty.
    Entry("cc3k", "cc3k-extras", "--game cc3k --seed 4 --map tests/golden/cc3k_extras.txt --carry-potions "
          "--merchant-shop",
          ("s", "f", "i", "p we", "p no", "i", "ea", "ea", "ea", "b ea", "b ea BA", "b ea BD", "b ea RH", "u 9", "u 1",
           "b ea RH", "i", "xyzzy", "a ea", "b ea RH", "so", "i", "u 1", "r", "t", "i", "q"), ("", "quit")),
    # The maze played by a person.
    Entry("maze", "maze-person-win", "--game maze --seed 4", MAZE_WIN_SEED_4, ("won",)),
    Entry("maze", "maze-person-dies", "--game maze --seed 9", MAZE_DEATH_SEED_9, ("died",)),
    Entry("maze", "maze-person-quits", "--game maze --seed 5", ("s", "wait", "e", "q"), ("quit",)),
    Entry("maze", "maze-shipped-map-ongoing", "--game maze --seed 4 --map maps/maze/seed_11.txt",
          ("e", "s", "wait"), ("",)),
    # The maze played by the sample bot (deterministic; a generous time limit so a busy machine cannot time it
    # out), and by a bot that answers nonsense on its third turn. The sample bot runs out of turns on no seed
    # from 0 to 120 of CodinGame's mazes, so it does in a maze file where the exit is walled off.
    Entry("maze", "maze-bot-wins", f"--game maze --seed 4 {SAMPLE_BOT} --bot-timeout 2000", (), ("won",)),
    Entry("maze", "maze-bot-dies", f"--game maze --seed 2 {SAMPLE_BOT} --bot-timeout 2000", (), ("died",)),
    Entry("maze", "maze-bot-out-of-turns",
          f"--game maze --seed 3 --map tests/golden/maze_walled_in.txt {SAMPLE_BOT} --bot-timeout 2000", (),
          ("out of turns",)),
    Entry("maze", "maze-bot-forfeits", '--game maze --seed 4 --bot "python tests/golden/nonsense_bot.py" '
          "--bot-timeout 2000", (), ("error",)),
    # The Dungeon of Dooom: the free lines (HELLO, LOOK, a refused one) then three gold and the way out.
    Entry("dooom", "dooom-wins", "--game dooom --seed 12",
          ("HELLO", "LOOK", "move w", "WAIT", *DOOOM_WIN_SEED_12), ("won",)),
    # Lost to the bot: the collector gets its gold out first; the hunter, having seen the player wander, too.
    Entry("dooom", "dooom-loses-to-collector", "--game dooom --seed 3", DOOOM_CHASE_SEED_3, ("lost",)),
    Entry("dooom", "dooom-loses-to-hunter", "--game dooom --seed 14 --bot-strategy hunter", DOOOM_WANDER_SEED_14,
          ("lost",)),
    Entry("dooom", "dooom-quits", "--game dooom --seed 5 --map maps/dooom/medium.txt",
          ("MOVE N", "LOOK", "MOVE E", "PICKUP", "QUIT"), ("quit",)),
)


def record_names(entry: Entry) -> list[str]:
    """The names (without .json) of the records an entry writes: NAME, then NAME-2, ... after play again."""
    return [entry.name if number == 1 else f"{entry.name}-{number}" for number in range(1, len(entry.results) + 1)]


def program(arguments: list[str], stdin: str, environment: dict[str, str]) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run([sys.executable, "main.py", *arguments], input=stdin.encode("utf-8"), cwd=ROOT,
                          env=environment, capture_output=True, timeout=PLAY_SECONDS, check=False)


def make(entry: Entry, environment: dict[str, str]) -> None:
    record = f"tests/golden/{entry.name}.json"
    typed = "".join(line + "\n" for line in entry.script)
    played = program(["--text", "--record", record, *shlex.split(entry.arguments)], typed, environment)
    if played.returncode != 0:
        sys.exit(f"{entry.name}: the game exited with {played.returncode}: {played.stderr.decode(errors='replace')}")
    for name, expected in zip(record_names(entry), entry.results):
        path = GOLDEN / f"{name}.json"
        if not path.exists():
            sys.exit(f"{entry.name}: {path.name} was not written")
        reached = json.loads(path.read_text(encoding="utf-8"))["final"].get("result")
        if reached != expected:
            sys.exit(f"{name}: the game ended {reached!r}, the catalogue wants {expected!r}: change its script")
        replayed = program(["--replay", f"tests/golden/{name}.json", "--text"], "", environment)
        if replayed.returncode != 0 or replayed.stderr:
            sys.exit(f"{name}: its replay exited with {replayed.returncode}: {replayed.stderr.decode(errors='replace')}")
        (GOLDEN / f"{name}.out").write_bytes(replayed.stdout)
        print(f"{name}: {expected or 'unfinished'}, {path.stat().st_size} + {len(replayed.stdout)} bytes", flush=True)


def main(games: list[str]) -> None:
    known = sorted({entry.game for entry in CATALOGUE})
    chosen = games or known
    unknown = [game for game in chosen if game not in known]
    if unknown:
        sys.exit(f"no entries for {', '.join(unknown)}; the catalogue has {', '.join(known)}")
    with tempfile.TemporaryDirectory() as data:
        # "python" in a --bot command is this Python; nothing is kept in the user's data folder.
        environment = dict(os.environ, ROGUELIKE_DATA_DIR=data, PYTHONIOENCODING="utf-8",
                           PATH=os.pathsep.join([str(Path(sys.executable).parent), os.environ.get("PATH", "")]))
        for game in chosen:
            # An entry removed from the table leaves no stale record behind.
            for stale in [*GOLDEN.glob(f"{game}-*.json"), *GOLDEN.glob(f"{game}-*.out")]:
                stale.unlink()
        for entry in CATALOGUE:
            if entry.game in chosen:
                make(entry, environment)


if __name__ == "__main__":
    main(sys.argv[1:])
