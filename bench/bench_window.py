"""Benchmark the window: full board frame, key-to-frame latency, a huge map's frames at the whole-board size and
zoomed in, start-up to first frame, idle CPU, peak memory."""
from __future__ import annotations

import argparse
import os
import resource
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"

import pygame  # noqa: E402

from graphics.app import App  # noqa: E402
from tests.window.helpers import press  # noqa: E402  (a key pressed and let go, as a person does)
from graphics.title import TitleScreen  # noqa: E402

IDLE_SECONDS = 10.0
HUGE_SIDE = 3000      # a Dooom map this many cells a side: nine million cells
SETTLE_MS = 1000      # the window's first events (shown, exposed) are drawn before idling is measured


def make_app(tiles: bool = False) -> App:
    args = argparse.Namespace(game="cc3k", seed=1, map=None, headless=True)
    app = App(args, headless=True)
    app.push(TitleScreen(app.context))
    app.start_game("cc3k")
    press(app, "s", "return")
    if tiles:
        app.toggle_tiles()
        if not app.board.tiles:
            raise RuntimeError(app.status)
    app.draw()
    return app


def best_of(samples: list[float]) -> tuple[float, float]:
    ordered = sorted(samples)
    return ordered[0], ordered[len(ordered) // 2]


def bench_frames(tiles: bool, frames: int = 2000) -> None:
    app = make_app(tiles)
    mode = "tiles" if tiles else "glyphs"
    for what, work in (("drawn", app.compose), ("drawn and shown (flip)", app.draw)):
        samples = []
        for _ in range(frames):
            start = time.perf_counter()
            work()
            samples.append(time.perf_counter() - start)
        low, median = best_of(samples)
        print(f"full board frame ({mode}), {what}: median {median * 1e3:.3f} ms, best {low * 1e3:.3f} ms")
    # The screen keeps its last frame on the window and paints only what changed: a frame with nothing new paints
    # nothing. Drawn whole, as after a box over it closes or the window changes size:
    play, samples = app.stack[-1], []
    for _ in range(frames):
        start = time.perf_counter()
        if hasattr(play, "kept"):
            play.kept.forget()
        app.compose()
        samples.append(time.perf_counter() - start)
    low, median = best_of(samples)
    print(f"full board frame ({mode}), drawn whole: median {median * 1e3:.3f} ms, best {low * 1e3:.3f} ms")
    keys = ["l", "h"] * 500
    samples = []
    for name in keys:
        start = time.perf_counter()
        press(app, name)
        app.draw()
        samples.append(time.perf_counter() - start)
        app.stack[-1].effects.clear()
    low, median = best_of(samples)
    print(f"key to frame ({mode}): median {median * 1e3:.3f} ms, best {low * 1e3:.3f} ms (a turn of the rules included)")


def huge_map_app(folder: str) -> App:
    """A Dooom game on an open map HUGE_SIDE cells a side (walls around, a gold and an exit in a corner)."""
    rows = ["#" * HUGE_SIDE] + ["#" + "." * (HUGE_SIDE - 2) + "#"] * (HUGE_SIDE - 2) + ["#" * HUGE_SIDE]
    rows[1] = "#G" + "." * (HUGE_SIDE - 4) + "E#"
    path = os.path.join(folder, "huge.txt")
    with open(path, "w") as handle:
        handle.write("name Huge\nwin 1\n" + "\n".join(rows) + "\n")
    app = App(argparse.Namespace(game="dooom", seed=3, map=path, headless=True), headless=True)
    app.prepare("dooom", path)
    app.push(TitleScreen(app.context))
    app.start_game("dooom")
    app.draw()
    return app


def bench_huge_map(moves: int = 200) -> None:
    """Frames of a huge Dooom map at the whole-board size (one-pixel cells) and each of four steps bigger (the
    camera around the player): the first frame at a size, then key to frame while walking."""
    with tempfile.TemporaryDirectory() as folder:
        app = huge_map_app(folder)
        for step in range(5):
            if step:
                app.board.resize_cells(4)       # as the size key does, without saving the settings
            start = time.perf_counter()
            app.draw()
            first = time.perf_counter() - start
            samples = []
            for index in range(moves):
                start = time.perf_counter()
                press(app, "ljlk"[index * 4 // moves])
                app.draw()
                samples.append(time.perf_counter() - start)
            low, median = best_of(samples)
            board = app.board
            print(f"{HUGE_SIDE}x{HUGE_SIDE} map, {board.cell} px cells ({board.shown[0]}x{board.shown[1]} shown): "
                  f"first frame {first * 1e3:.1f} ms, key to frame median {median * 1e3:.2f} ms, best {low * 1e3:.2f} ms")


def idle_child() -> None:
    """Runs in a fresh process: time to the first frame, then the CPU an idle window uses, then peak memory."""
    started = float(os.environ["BENCH_STARTED"])
    app = make_app()
    first_frame = time.time() - started
    marks = {}
    measuring = pygame.event.custom_type()

    class Mark:
        """A screen on top of the play screen that records the clocks when the settle timer fires."""

        opaque = False
        animating = False

        def handle(self, event):
            if event.type == measuring:
                marks["cpu"], marks["wall"] = time.process_time(), time.perf_counter()

        def update(self, dt):
            pass

        def draw(self, surface):
            pass

    app.stack.append(Mark())
    pygame.time.set_timer(measuring, SETTLE_MS, loops=1)
    pygame.time.set_timer(pygame.QUIT, SETTLE_MS + int(IDLE_SECONDS * 1000), loops=1)
    app.run()
    cpu = time.process_time() - marks["cpu"]
    wall = time.perf_counter() - marks["wall"]
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"start-up to first frame: {first_frame * 1e3:.0f} ms (interpreter start included)")
    print(f"idle window: {cpu / wall * 100:.2f}% of one core over {wall:.1f} s")
    print(f"peak resident memory: {peak:.1f} MB (video driver: {pygame.display.get_driver()})")


def main() -> None:
    if "--idle-child" in sys.argv:
        idle_child()
        return
    # The fresh process first: Linux counts a child's peak memory from the parent it was forked from, so started
    # after the big map it would report the parent's. The wall clock is shared between processes: the child's
    # first frame is measured from before its launch.
    env = {**os.environ, "BENCH_STARTED": repr(time.time())}
    subprocess.run([sys.executable, os.path.abspath(__file__), "--idle-child"], env=env, check=True)
    bench_frames(tiles=False)
    try:
        bench_frames(tiles=True)
    except Exception as error:  # the tile sheet may be missing in a partial checkout
        print(f"tiles: not measured ({error})")
    bench_huge_map()


if __name__ == "__main__":
    main()
