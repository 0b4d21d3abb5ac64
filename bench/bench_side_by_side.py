"""Benchmark (run by hand): two checkouts of this project measured side by side, interleaved, in one run.

    git worktree add /tmp/base db4f910
    python bench/bench_side_by_side.py /tmp/base [--today CHECKOUT] [--rounds N] [--dooom-commands N] [--start-only]
                                       [--venvs]

Each round measures, for each checkout in turn (so that a busy moment of a shared machine falls on both alike):
- text start-up: `main.py --text --seed 1` answering q at the race prompt, the whole process;
- window start-up to the first frame: `main.py --headless`, from before the process starts to its first
  pygame.display.flip (a small wrapper ends the process there, so the time to quit is not counted);
- for both start-ups, also the process's processor time (user + system): steadier than the wall time on a machine
  that is busy with other work;
- Dooom piped: bench_dooom.py's map and commands (MOVE, PICKUP, LOOK) piped into `--game dooom --quiet`, the
  replies read through a pipe, the whole process;
- a full CC3k board frame and key to frame (a turn of the rules included), each checkout's own bench_window.py
  bench_frames (glyphs; frames drawn and shown with the dummy video driver), its medians.
With --start-only, only the two start-ups are measured. The figures are the medians over the rounds. Programs run as a person's shell runs them: without PYTHONUNBUFFERED
or PYTHONDONTWRITEBYTECODE, each checkout's compiled bytecode kept in a scratch folder of its own (made by a first,
uncounted round). With --venvs, each checkout runs in a fresh virtual environment of its own in the scratch folder,
installed as its README says (`pip install -e .`, which needs the package index): a new user's machine, without what
this interpreter's site-packages run at every start (a sandbox's .pth files, another editable install). Without it,
both run on this interpreter. CC3k's text game against the C++ peers is bench_cc3k_peers.py.
"""
from __future__ import annotations

import argparse
import os
import pathlib
import re
import resource
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from bench_dooom import command_batch, write_bench_map  # noqa: E402

REPO = pathlib.Path(__file__).resolve().parent.parent

FIRST_FRAME = r"""
import os, runpy, sys, time
import pygame
shown = pygame.display.flip
def flip():
    shown()
    sys.stdout.write(f"{time.time() - float(os.environ['BENCH_STARTED'])}\n")
    sys.stdout.flush()
    os._exit(0)
pygame.display.flip = flip
main = os.path.join(os.getcwd(), "main.py")
sys.argv = [main, "--headless", "--seed", "1"]
sys.path.insert(0, os.getcwd())
runpy.run_path(main, run_name="__main__")
"""

FRAMES = r"""
import os, sys
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, "bench")
sys.path.insert(0, ".")
import bench_window
bench_window.bench_frames(False, int(sys.argv[1]))
"""


def user_env(scratch: pathlib.Path, name: str) -> dict[str, str]:
    """The environment a person's shell gives, with the checkout's bytecode and its data folder (the scores a game
    writes, the settings) in the scratch folder: a run never writes into the user's own data."""
    env = {key: value for key, value in os.environ.items()
           if key not in ("PYTHONUNBUFFERED", "PYTHONDONTWRITEBYTECODE", "PYTHONPATH")}
    env.update(PYTHONPYCACHEPREFIX=str(scratch / f"pycache-{name}"), ROGUELIKE_DATA_DIR=str(scratch / f"data-{name}"),
               SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    return env


def children_cpu() -> float:
    """The processor time (user and system) of the finished child processes so far."""
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    return used.ru_utime + used.ru_stime


def fresh_python(scratch: pathlib.Path, name: str, checkout: pathlib.Path) -> str:
    """A new virtual environment's Python with the checkout installed as its README says (editable)."""
    folder = scratch / f"venv-{name}"
    subprocess.run([sys.executable, "-m", "venv", str(folder)], check=True)
    python = str(folder / "bin" / "python")
    subprocess.run([python, "-m", "pip", "install", "-q", "-e", str(checkout)], check=True,
                   stdout=subprocess.DEVNULL)
    return python


def text_start(python: str, checkout: pathlib.Path, env: dict[str, str]) -> tuple[float, float]:
    """The whole process's wall time and its processor time."""
    cpu, started = children_cpu(), time.perf_counter()
    subprocess.run([python, "main.py", "--text", "--seed", "1"], cwd=checkout, env=env, input=b"q\n",
                   stdout=subprocess.DEVNULL, check=True)
    return time.perf_counter() - started, children_cpu() - cpu


def window_start(python: str, checkout: pathlib.Path, env: dict[str, str]) -> tuple[float, float]:
    """The wall time to the first frame and the process's processor time (it ends at the first frame)."""
    env = {**env, "BENCH_STARTED": repr(time.time())}
    cpu = children_cpu()
    done = subprocess.run([python, "-c", FIRST_FRAME], cwd=checkout, env=env, capture_output=True,
                          text=True, check=True)
    return float(done.stdout.split()[-1]), children_cpu() - cpu


def dooom_piped(python: str, checkout: pathlib.Path, env: dict[str, str], map_path: pathlib.Path,
                data: bytes) -> float:
    started = time.perf_counter()
    subprocess.run([python, "main.py", "--game", "dooom", "--map", str(map_path), "--seed", "1", "--quiet"],
                   cwd=checkout, env=env, input=data, capture_output=True, check=True)
    return time.perf_counter() - started


def frames(python: str, checkout: pathlib.Path, env: dict[str, str], count: int) -> tuple[float, float]:
    """The checkout's own full-board frame (drawn and shown) and key-to-frame medians, in seconds."""
    done = subprocess.run([python, "-c", FRAMES, str(count)], cwd=checkout, env=env, capture_output=True,
                          text=True, check=True)
    frame = re.search(r"\(glyphs\), drawn and shown \(flip\): median ([\d.]+) ms", done.stdout)
    key = re.search(r"key to frame \(glyphs\): median ([\d.]+) ms", done.stdout)
    if frame is None or key is None:
        raise RuntimeError(f"{checkout}: no frame figures in {done.stdout!r}")
    return float(frame.group(1)) / 1e3, float(key.group(1)) / 1e3


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("base", help="the checkout to compare with (db4f910 for issue 20)")
    parser.add_argument("--today", default=str(REPO), help="the checkout measured as today's (default: this one)")
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--dooom-commands", type=int, default=100_000)
    parser.add_argument("--frames", type=int, default=1000)
    parser.add_argument("--start-only", action="store_true",
                        help="measure only the text and window start-ups (no Dooom run, no frames)")
    parser.add_argument("--venvs", action="store_true",
                        help="run each checkout in a fresh virtual environment of its own, installed as its README says")
    args = parser.parse_args()

    scratch = pathlib.Path(tempfile.mkdtemp(prefix="side-by-side-"))
    checkouts = {"base": pathlib.Path(args.base).resolve(),
                 "today": pathlib.Path(args.today).resolve()}
    envs = {name: user_env(scratch, name) for name in checkouts}
    pythons = {name: fresh_python(scratch, name, checkout) if args.venvs else sys.executable
               for name, checkout in checkouts.items()}
    map_path = write_bench_map(scratch, 1)
    data = ("\n".join(command_batch(args.dooom_commands, 1)) + "\n").encode()
    figures: dict[str, dict[str, list[float]]] = {name: {} for name in checkouts}
    for round_number in range(args.rounds + 1):
        for name, checkout in checkouts.items():
            env, python = envs[name], pythons[name]
            measured: dict[str, float] = {}
            measured["text start-up"], measured["text start-up, processor time"] = text_start(python, checkout, env)
            measured["window start-up to first frame"], measured["window start-up, processor time"] = \
                window_start(python, checkout, env)
            if not args.start_only:
                measured["Dooom piped, whole run"] = dooom_piped(python, checkout, env, map_path, data)
                measured["full board frame"], measured["key to frame"] = frames(python, checkout, env, args.frames)
            if round_number:        # the first round compiles the bytecode and warms the caches
                for what, seconds in measured.items():
                    figures[name].setdefault(what, []).append(seconds)
    names = list(checkouts)
    where = "each in a fresh virtual environment" if args.venvs else "this interpreter"
    print(f"medians of {args.rounds} interleaved rounds ({os.cpu_count()} cores, Python {sys.version.split()[0]}, "
          f"{where}):")
    for what in figures[names[0]]:
        medians = [statistics.median(figures[name][what]) for name in names]
        ratio = medians[1] / medians[0]
        cells = "   ".join(f"{name} {value * 1e3:8.3f} ms" for name, value in zip(names, medians))
        extra = ""
        if what.startswith("Dooom"):
            extra = "   (" + ", ".join(f"{name} {args.dooom_commands / value:,.0f} commands/s"
                                       for name, value in zip(names, medians)) + ")"
        print(f"  {what:34} {cells}   today/base {ratio:.2f}x{extra}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
