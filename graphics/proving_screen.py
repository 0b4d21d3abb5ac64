"""The proving ground in the window: every seed of a range for every bot, played on background processes while a
progress bar fills, then the same report the terminal prints; --results is written when the games are done or
stopped (Escape stops them within a second: the games under way are interrupted, and the report lists them)."""
from __future__ import annotations

import threading
import time
from pathlib import Path

import pygame

from game.spec import GameSpec
from graphics.context import Context
from graphics.screens import MARGIN, Screen
from graphics.keymap import key_label
from graphics.plot import draw_plot, write_plot
from graphics.text import clip, render, wrap
from graphics.transitions import Outcome, Pop, Redraw
from roguelike_client.play.proving import GameOutcome, Plan, Run, play_plan, proving_report, write_results

BAR_HEIGHT = 24
VALUE_COLUMN = 190     # pixels from a report row's name to its value
LEFT = 60              # the report's left edge (a bot's rows are set in by INDENT more)
INDENT = 20
SCROLLS = {"move_n": -1, "move_s": 1, "log_older": -10, "log_newer": 10}   # report lines each key scrolls
END_SECONDS = 3.0      # how long leaving waits for the run to end its workers and bots (it takes about one)
PLOT_BESIDE = 1100     # pixels: a window this wide draws the picture of the scores beside the report


class ProvingScreen(Screen):
    """Runs the plan on a worker thread (which hands the games to `jobs` processes); Escape or q stops the games
    (those under way are interrupted) and the report then covers those finished; the next press leaves."""

    keys_context = "proving"

    def __init__(self, ctx: Context, spec: GameSpec, plan: Plan, jobs: int, results: str | None = None,
                 plot: str | None = None):
        super().__init__(ctx)
        self.spec, self.plan, self.jobs, self.results, self.plot = spec, plan, jobs, results, plot
        self.done = 0
        self.report: list[str] = []
        self.top = 0            # the first of the report's drawn lines shown: a long report scrolls
        self.outcomes: list[GameOutcome] | None = None
        self.run: Run | None = None
        self._stop = threading.Event()
        self._start = time.perf_counter()
        self._seconds = 0.0
        self._thread = threading.Thread(target=self._run, name="proving-ground", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        run = play_plan(self.plan, self.jobs, self._progress, self._stop)
        self._seconds = time.perf_counter() - self._start
        self.run = run
        self.outcomes = run.outcomes

    def _progress(self, done: int, _total: int) -> None:
        self.done = done

    def update(self, dt: float) -> Outcome:
        if self.report or self.outcomes is None:
            return None         # while the games run, the screen animates: the bar is drawn every frame
        outcomes, run = self.outcomes, self.run
        assert run is not None
        self.report = proving_report(self.spec, self.plan, outcomes, self._seconds, min(self.jobs, self.plan.games),
                                     run.unfinished, run.again, run.stopped).splitlines()
        if self.results:
            try:
                write_results(Path(self.results), outcomes, self.plan.commands, run.unfinished)
                self.ctx.say(f"Results written to {self.results}")
            except OSError as error:
                self.ctx.say(f"{self.results}: the results could not be written: {error.strerror or error}")
        if self.plot:
            self.ctx.say(write_plot(self.plot, outcomes, len(self.plan.commands)) or f"The picture written to {self.plot}")
        return Redraw()

    @property
    def animating(self) -> bool:
        return not self.report

    def handle(self, event):
        if event.type != pygame.KEYDOWN:
            return None
        action = self.ctx.keymap.action_for(event, self.keys_context)
        if action in ("quit", "cancel", "confirm"):
            if self.report or self._stop.is_set():
                self.close()
                return Pop()
            self._stop.set()        # the report comes up once the games under way are interrupted
            return Redraw()
        if action in SCROLLS and self.report:
            self.top += SCROLLS[action]     # kept within the report when drawn, where the window's size is known
            return Redraw()
        return None

    def close(self) -> None:
        """The games stop, their workers and bots are ended: waited for here (about a second), so that leaving the
        program leaves nothing running."""
        self._stop.set()
        self._thread.join(END_SECONDS)

    def draw(self, surface):
        palette, fonts = self.ctx.palette, self.ctx.fonts
        surface.fill(palette.background)
        seeds = self.plan.seeds
        y = self.title(surface, f"Proving ground: seeds {seeds[0]} to {seeds[-1]}", 24)
        width = surface.get_width() - 2 * 60
        total = self.plan.games
        if not self.report:
            bar = pygame.Rect(60, y, width, BAR_HEIGHT)
            pygame.draw.rect(surface, palette.panel, bar)
            pygame.draw.rect(surface, palette.good, (bar.left, bar.top, bar.width * self.done // max(1, total), bar.height))
            pygame.draw.rect(surface, palette.accent, bar, 1)
            stops = self.ctx.keymap.either(("cancel", "quit"), self.keys_context)
            said = "stopping the games under way" if self._stop.is_set() else f"{stops} stops"
            self.lines(surface, [(f"{self.done:,} of {total:,} games on {min(self.jobs, total)} processes ({said})",
                                  palette.text)], 60, y + BAR_HEIGHT + 8)
            return
        font = fonts.small
        line = font.get_linesize() + 2
        hint_top = surface.get_height() - font.get_linesize() - 4
        # Wide enough, the picture of the scores (the one --plot writes) stands beside the report.
        report_right = surface.get_width() - MARGIN
        if self.outcomes and surface.get_width() >= PLOT_BESIDE:
            report_right = surface.get_width() * 11 // 20
            draw_plot(surface, pygame.Rect(report_right + MARGIN, y, surface.get_width() - report_right - 2 * MARGIN,
                                           hint_top - y - MARGIN),
                      self.outcomes, len(self.plan.commands), palette, font)
        lines = self.report_lines(font, report_right)
        room = max(1, (hint_top - MARGIN - y) // line)
        self.top = max(0, min(self.top, len(lines) - room))
        for pieces in lines[self.top:self.top + room]:
            for x, text, colour in pieces:
                surface.blit(render(font, text, getattr(palette, colour)), (x, y))
            y += line
        keymap = self.ctx.keymap
        keys = "/".join(key_label(keymap.keys_for(action, self.keys_context)[0]) for action in SCROLLS
                        if keymap.keys_for(action, self.keys_context))
        shown = f"lines {self.top + 1}-{min(len(lines), self.top + room)} of {len(lines)} ({keys} scroll)     " \
            if len(lines) > room else ""
        back = keymap.either(("cancel", "confirm"), self.keys_context)
        hint = render(font, clip(font, f"{shown}{back}: back to the title", surface.get_width() - 2 * MARGIN), palette.dim)
        surface.blit(hint, hint.get_rect(bottomright=(surface.get_width() - MARGIN, surface.get_height() - 4)))

    def report_lines(self, font, right: int) -> list[list[tuple[int, str, str]]]:
        """The report as drawn, line by line, each line its pieces: (left edge, text, palette colour). A bot's rows
        are set in, each name before its value's column; a text too wide for the window is wrapped under itself."""
        lines: list[list[tuple[int, str, str]]] = []
        for row in self.report:
            left = LEFT + (INDENT if row.startswith("  ") else 0)
            name, _, value = row.strip().partition("  ")
            if row.startswith("  ") and value:
                parts = wrap(font, value.strip(), max(1, right - left - VALUE_COLUMN))
                lines.append([(left, name, "dim"), (left + VALUE_COLUMN, parts[0], "text")])
                lines += [[(left + VALUE_COLUMN, part, "text")] for part in parts[1:]]
            else:
                colour = "accent" if row.startswith("bot") else "text"
                lines += [[(left, part, colour)] for part in wrap(font, row.strip(), max(1, right - left))]
        return lines
