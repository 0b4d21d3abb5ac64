"""The proving ground as a picture, drawn with pygame: each bot's scores as a histogram on one shared scale, then for
each other bot the paired differences with the first on the same seeds (zero marked, the mean with its 95% interval).
`--plot FILE.png` writes it; the window's proving screen draws the same picture beside its report."""
from __future__ import annotations

from typing import Sequence

import pygame

from graphics.palette import Palette
from graphics.text import bundled_font, render
from roguelike_client.play.proving import GameOutcome
from roguelike_client.play.stats import mean_interval

BINS = 24                    # bars per histogram
ROW = 120                    # pixels: one histogram's height, its title included
PLOT_SIZE = (900, 0)         # the width of a written picture; its height follows from its rows
PAD = 12


def paired_differences(outcomes: Sequence[GameOutcome], first: int, second: int) -> list[float]:
    """The first bot's score minus the second's, on each seed both played."""
    scores: dict[int, dict[int, int]] = {}
    for played in outcomes:
        scores.setdefault(played.seed, {})[played.bot] = played.score
    return [float(by_bot[first] - by_bot[second]) for by_bot in scores.values() if first in by_bot and second in by_bot]


def plot_rows(outcomes: Sequence[GameOutcome], bots: int) -> list[tuple[str, list[float], bool]]:
    """(title, values, paired) for each histogram: every bot's scores, then each other bot's differences with bot 1."""
    rows: list[tuple[str, list[float], bool]] = []
    for bot in range(1, bots + 1):
        scores = [float(played.score) for played in outcomes if played.bot == bot]
        rows.append((f"bot {bot}: scores of {len(scores):,} games", scores, False))
    for other in range(2, bots + 1):
        differences = paired_differences(outcomes, 1, other)
        rows.append((f"bot 1 minus bot {other}, seed by seed ({len(differences):,} seeds)", differences, True))
    return rows


def draw_plot(surface: pygame.Surface, area: pygame.Rect, outcomes: Sequence[GameOutcome], bots: int,
              palette: Palette, font: pygame.font.Font) -> None:
    """The picture drawn into area: one histogram a row, as many rows as fit (scores first)."""
    rows = plot_rows(outcomes, bots)
    height = max(ROW // 2, min(ROW, area.height // max(1, len(rows))))
    scores = [value for _title, values, paired in rows if not paired for value in values]
    low, high = (min(scores), max(scores)) if scores else (0.0, 1.0)
    for index, (title, values, paired) in enumerate(rows):
        box = pygame.Rect(area.left, area.top + index * height, area.width, height - PAD)
        if box.bottom > area.bottom:
            break
        span = _span(values) if paired else (low, high)
        _histogram(surface, box, title, values, span, paired, palette, font)


def _span(values: Sequence[float]) -> tuple[float, float]:
    """The range a histogram of differences covers: symmetric round zero, so that zero sits in the middle."""
    reach = max((abs(value) for value in values), default=1.0) or 1.0
    return -reach, reach


def _histogram(surface: pygame.Surface, box: pygame.Rect, title: str, values: Sequence[float],
               span: tuple[float, float], paired: bool, palette: Palette, font: pygame.font.Font) -> None:
    label = render(font, title, palette.accent)
    surface.blit(label, box.topleft)
    bars = pygame.Rect(box.left, box.top + label.get_height() + 2, box.width, box.height - 2 * label.get_height() - 4)
    pygame.draw.rect(surface, palette.panel, bars)
    low, high = span
    width = (high - low) or 1.0
    counts = [0] * BINS
    for value in values:
        counts[min(BINS - 1, int((value - low) / width * BINS))] += 1
    tallest = max(counts, default=0) or 1
    bar_width = bars.width / BINS
    colour = palette.good if not paired else palette.gold
    for slot, count in enumerate(counts):
        if count:
            tall = max(1, round(bars.height * count / tallest))
            pygame.draw.rect(surface, colour, (round(bars.left + slot * bar_width) + 1, bars.bottom - tall,
                                               max(1, round(bar_width) - 2), tall))
    if paired and values:
        zero = bars.left + round((0 - low) / width * bars.width)
        pygame.draw.line(surface, palette.text, (zero, bars.top), (zero, bars.bottom))
        found = mean_interval(values)
        mean_x = bars.left + round((found.mean - low) / width * bars.width)
        pygame.draw.line(surface, palette.bad, (mean_x, bars.top), (mean_x, bars.bottom), 2)
        if found.low is not None and found.high is not None:
            left = bars.left + round((found.low - low) / width * bars.width)
            right = bars.left + round((found.high - low) / width * bars.width)
            pygame.draw.line(surface, palette.bad, (left, bars.top + 4), (right, bars.top + 4), 3)
    below = bars.bottom + 2
    surface.blit(render(font, f"{low:,.0f}", palette.dim), (bars.left, below))
    top = render(font, f"{high:,.0f}", palette.dim)
    surface.blit(top, top.get_rect(topright=(bars.right, below)))
    if paired:
        key = render(font, "zero: the white line; the mean and its 95% interval: red", palette.dim)
        surface.blit(key, key.get_rect(midtop=(bars.centerx, below)))


def write_plot(path: str, outcomes: Sequence[GameOutcome], bots: int) -> str:
    """--plot: the picture of the games finished written at path; "" or why it could not be, in one line."""
    from graphics.palette import STANDARD

    try:
        save_plot(path, outcomes, bots, STANDARD)
    except OSError as error:
        return f"{path}: the picture could not be written: {error.strerror or error}"
    return ""


def save_plot(path: str, outcomes: Sequence[GameOutcome], bots: int, palette: Palette) -> None:
    """The picture written as a PNG at path (any image type pygame writes by its name's ending). Raises OSError."""
    pygame.font.init()
    font = bundled_font(20)
    rows = len(plot_rows(outcomes, bots))
    surface = pygame.Surface((PLOT_SIZE[0], rows * ROW + 2 * PAD))
    surface.fill(palette.background)
    draw_plot(surface, pygame.Rect(PAD, PAD, PLOT_SIZE[0] - 2 * PAD, rows * ROW), outcomes, bots, palette, font)
    try:
        pygame.image.save(surface, path)
    except pygame.error as error:
        raise OSError(str(error)) from None
