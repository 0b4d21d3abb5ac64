"""Benchmark (run by hand): the CC3k text game against two public C++ CC3k programs built with -O2, one command stream.

    python bench/bench_cc3k_peers.py [--commands N] [--seed S] [--repeat N] [--scratch DIR]
        [--crash-overdrive PATH] [--shadowmaze PATH] [--base CHECKOUT] [--today CHECKOUT] [--venvs]

The peers are github.com/crash-overdrive/cc3k and github.com/DroitXenon/Shadowmaze. Without a PATH each is cloned
from GitHub into the scratch folder; a machine that cannot reach GitHub is told so, and then each PATH names a copy
of the peer's source (a folder, or a bare git repository, which is cloned). Both are built with g++ -O2.

The stream is bench_cc3k.py's: N commands, 70% moves, 20% attacks, 10% potions, in random directions. Each program
plays it from its own start with the board printed after every command, standard input and output redirected to
files; where a program's game ends (a death, the last stairs) it is answered as it asks (our r and a race; the
peers' rematch question and race), found by a first, untimed pass that plays the stream line by line through pipes.
Then each program plays its whole input --repeat times, interleaved, and the median run is reported; a run's time
is the whole process's, start-up included (also given apart: each program with the quit command alone).

Our program runs as a person's shell runs it: without PYTHONUNBUFFERED or PYTHONDONTWRITEBYTECODE, its compiled
bytecode kept in a scratch folder and made by a first run. --base CHECKOUT runs another checkout of this project
(db4f910 for issue 20) side by side. With --venvs, each checkout runs in a fresh virtual environment of its own,
installed as its README says (bench_side_by_side.py's): a new user's machine, without what this interpreter's
site-packages run at every start.
"""
from __future__ import annotations

import argparse
import os
import pathlib
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from bench_cc3k import command_script  # noqa: E402
from bench_side_by_side import fresh_python  # noqa: E402

REPO = pathlib.Path(__file__).resolve().parent.parent
PEERS = {
    "crash-overdrive": "https://github.com/crash-overdrive/cc3k",
    "shadowmaze": "https://github.com/DroitXenon/Shadowmaze",
}
READ_BYTES = 1 << 16


@dataclass
class Program:
    """One program to run: its command line, folder, and how it asks for a race, a command and a rematch."""

    name: str
    argv: list[str]
    cwd: pathlib.Path
    env: dict[str, str] | None
    opening: list[str]              # lines before the first race (Shadowmaze asks about its DLC first)
    turn_prompt: bytes              # printed when it waits for a command
    end_prompt: bytes               # printed when a game has ended and it asks whether to play again
    again: list[str]                # the answer to end_prompt that starts a new game with the same race
    quit: list[str] = field(default_factory=lambda: ["q"])
    script: list[str] = field(default_factory=list)
    games: int = 1


def fetch(name: str, given: str | None, scratch: pathlib.Path) -> pathlib.Path:
    """A working copy of a peer's source in the scratch folder: cloned from GitHub, or from PATH."""
    target = scratch / name
    if target.exists():
        shutil.rmtree(target)
    if given is None:
        done = subprocess.run(["git", "clone", "--quiet", "--depth", "1", PEERS[name], str(target)],
                              capture_output=True, text=True, timeout=300)
        if done.returncode != 0:
            why = (done.stderr.strip().splitlines() or ["no answer"])[-1]
            sys.exit(f"could not clone {PEERS[name]} ({why}): "
                     f"this machine may not reach GitHub; give --{name} PATH to a copy of its source "
                     f"(a folder or a git repository)")
        return target
    source = pathlib.Path(given)
    if (source / "HEAD").exists() and (source / "objects").exists() or (source / ".git").exists():
        subprocess.run(["git", "clone", "--quiet", str(source), str(target)], check=True)
    else:
        shutil.copytree(source, target)
    return target


def build(name: str, source: pathlib.Path) -> pathlib.Path:
    """The peer built with -O2 (their own makefiles build without optimisation, one with a compiler named g++-5)."""
    if name == "crash-overdrive":
        folder, standard, files = source, "c++14", sorted(source.glob("*.cc"))
    else:
        folder = source / "src"
        standard = "c++20"
        files = sorted(folder.glob("*.cc")) + sorted(folder.glob("enemy/*.cc")) + sorted(folder.glob("player/*.cc"))
    binary = folder / "cc3k-O2"
    subprocess.run(["g++", f"-std={standard}", "-O2", "-o", str(binary), *map(str, files)], check=True,
                   capture_output=True)
    return binary


def user_env(scratch: pathlib.Path, name: str) -> dict[str, str]:
    """The environment a person's shell gives, with the checkout's bytecode and its data folder (the scores a game
    writes, the settings) in the scratch folder: a run never writes into the user's own data."""
    env = {key: value for key, value in os.environ.items()
           if key not in ("PYTHONUNBUFFERED", "PYTHONDONTWRITEBYTECODE", "PYTHONPATH")}
    env["PYTHONPYCACHEPREFIX"] = str(scratch / f"pycache-{name}")
    env["ROGUELIKE_DATA_DIR"] = str(scratch / f"data-{name}")
    return env


def ours(name: str, checkout: pathlib.Path, seed: int, scratch: pathlib.Path, python: str = sys.executable) -> Program:
    return Program(name, [python, str(checkout / "main.py"), "--text", "--seed", str(seed)], scratch,
                   user_env(scratch, name), [],
                   b"or (q)uit:\n", b"Play again? (r) to choose a race, (q) to quit:\n", ["r", "s"])


# Run inside a checkout of this project (today's package layout, or db4f910's top-level one): reads the stream
# on standard input, plays it through the checkout's own terminal game, and prints the whole input it typed, with
# r and a race wherever a game had ended (as bench_cc3k.py types them).
DRIVER = r"""
import io, sys
sys.path.insert(0, ".")
stream = sys.stdin.read().split("\n")[:-1]
seed = int(sys.argv[1])
try:
    from game.cc3k.spec import SPEC
    from roguelike_client.play.maps import load_map
    from roguelike_client.play.session import Session
    from roguelike_client.terminal.cc3k import play
    name, text, _ = load_map(SPEC, None)
    game = Session.new(SPEC, seed, name, text)
    over = lambda: game.view().over
except ImportError:
    from game.cc3k.layout import load_layout
    from game.cc3k.paths import DEFAULT_FLOOR
    from game.cc3k.rules import CC3kGame
    from terminal.cc3k import play
    game = CC3kGame(load_layout(DEFAULT_FLOOR), seed)
    over = lambda: game.phase == "over"
script = []
def typed():
    for word in ["s"] + stream + [None]:
        if word is not None and script and over():
            script.extend(["r", "s"])
            yield "r"
            yield "s"
        word = "q" if word is None else word
        script.append(word)
        yield word
play(game, typed(), io.StringIO())
sys.stdout.write("".join(line + "\n" for line in script))
"""


def discover_ours(program: Program, stream: list[str], seed: int, checkout: pathlib.Path,
                  python: str = sys.executable) -> None:
    """A checkout's input: the stream, with r and the race wherever one of its games has ended, found by playing
    it there, in-process, through its own terminal game (ours answers in large writes, not line by line)."""
    done = subprocess.run([python, "-c", DRIVER, str(seed)], cwd=checkout, env=program.env, check=True,
                          input="".join(line + "\n" for line in stream), capture_output=True, text=True)
    program.script = done.stdout.splitlines()
    program.games = 1 + sum(1 for index, line in enumerate(program.script) if line == "r" and index > 0)


def discover(program: Program, stream: list[str], race: str = "s") -> None:
    """Play the stream line by line through pipes (a peer flushes its output whenever it reads) to learn where
    each game ends; program.script is then the whole input, the answers to its rematch questions included."""
    process = subprocess.Popen(program.argv, cwd=program.cwd, env=program.env, stdin=subprocess.PIPE,
                               stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, bufsize=0)
    assert process.stdin is not None and process.stdout is not None
    script: list[str] = []
    seen = b""

    def send(lines: list[str]) -> None:
        script.extend(lines)
        process.stdin.write("".join(line + "\n" for line in lines).encode())

    def wait_for(*prompts: bytes) -> bytes:
        nonlocal seen
        while True:
            found = [(seen.find(prompt), prompt) for prompt in prompts if prompt in seen]
            if found:
                at, prompt = min(found)
                seen = seen[at + len(prompt):]
                return prompt
            data = process.stdout.read1(READ_BYTES) if hasattr(process.stdout, "read1") else os.read(
                process.stdout.fileno(), READ_BYTES)
            if not data:
                raise RuntimeError(f"{program.name} ended before the stream did")
            seen = (seen + data)[-4096:]

    ended = 0
    send(program.opening + [race])
    wait_for(program.turn_prompt)
    for line in stream:
        send([line])
        if wait_for(program.turn_prompt, program.end_prompt) == program.end_prompt:
            ended += 1
            send(program.again)
            wait_for(program.turn_prompt)
    send(program.quit)
    process.stdin.close()
    process.stdout.read()
    process.wait()
    program.script, program.games = script, ended + 1


def timed(program: Program, script: list[str], scratch: pathlib.Path) -> float:
    """One whole run of the program on an input file, its output to a file."""
    source, sink = scratch / f"{program.name}-{len(script)}.in", scratch / f"{program.name}-{len(script)}.out"
    source.write_text("".join(line + "\n" for line in script))
    with open(source, "rb") as stdin, open(sink, "wb") as stdout:
        started = time.perf_counter()
        subprocess.run(program.argv, cwd=program.cwd, env=program.env, stdin=stdin, stdout=stdout,
                       stderr=subprocess.DEVNULL, check=False)
        return time.perf_counter() - started


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--commands", type=int, default=20000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--scratch", help="where the peers are fetched and built (default: a temporary folder)")
    parser.add_argument("--crash-overdrive", metavar="PATH", help="a copy of github.com/crash-overdrive/cc3k")
    parser.add_argument("--shadowmaze", metavar="PATH", help="a copy of github.com/DroitXenon/Shadowmaze")
    parser.add_argument("--base", metavar="CHECKOUT", help="another checkout of this project to run side by side")
    parser.add_argument("--today", metavar="CHECKOUT", default=str(REPO),
                        help="the checkout measured as today's (default: this one)")
    parser.add_argument("--venvs", action="store_true",
                        help="run each checkout in a fresh virtual environment, installed as its README says")
    args = parser.parse_args()

    scratch = pathlib.Path(args.scratch or tempfile.mkdtemp(prefix="cc3k-peers-"))
    scratch.mkdir(parents=True, exist_ok=True)
    stream = command_script(args.commands, args.seed)
    checkouts = [("today", pathlib.Path(args.today).resolve())]
    if args.base:
        checkouts.append(("base", pathlib.Path(args.base).resolve()))
    programs = [ours(name, checkout, args.seed, scratch,
                     fresh_python(scratch, name, checkout) if args.venvs else sys.executable)
                for name, checkout in checkouts]
    for name, given in (("crash-overdrive", args.crash_overdrive), ("shadowmaze", args.shadowmaze)):
        binary = build(name, fetch(name, given, scratch))
        if name == "crash-overdrive":
            programs.append(Program(name, [str(binary), str(args.seed)], binary.parent, None, [],
                                    b"Enter your move: ", b"Wanna have a rematch (Y/N)? ", ["y", "s"]))
        else:
            programs.append(Program(name, [str(binary), "../cc3k-5floorsWithItems.txt", str(args.seed)],
                                    binary.parent, None, ["n"], b"Please enter your command (Press m to show manual again)\n",
                                    b"Do you want to restart? ", ["y", "s"]))
    for program in programs:
        if program.name in PEERS:
            discover(program, stream)
        else:
            discover_ours(program, stream, args.seed, pathlib.Path(program.argv[1]).parent, program.argv[0])
        timed(program, program.script, scratch)        # a first run: bytecode compiled, files cached
    runs: dict[str, list[float]] = {program.name: [] for program in programs}
    idle: dict[str, list[float]] = {program.name: [] for program in programs}
    for _ in range(args.repeat):
        for program in programs:
            runs[program.name].append(timed(program, program.script, scratch))
            idle[program.name].append(timed(program, program.opening + program.quit, scratch))
    print(f"{args.commands:,} commands (seed {args.seed}), board printed after each, output to a file; "
          f"median of {args.repeat} interleaved runs:")
    medians = {name: statistics.median(times) for name, times in runs.items()}
    fastest_peer = min(medians[name] for name in PEERS)
    for program in programs:
        elapsed, start = medians[program.name], statistics.median(idle[program.name])
        print(f"  {program.name:16} {elapsed * 1e3:8.0f} ms whole run ({start * 1e3:4.0f} ms of it start-up), "
              f"{len(program.script):,} lines, {program.games} games, "
              f"{args.commands / elapsed:,.0f} commands/s, {fastest_peer / elapsed:.2f}x the faster peer's speed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
