"""The HUD under the board: stats with an HP bar and potion changes, the last turn's messages, the scrollable log."""
from __future__ import annotations

import pygame

from game.core import Stat
from graphics.palette import Palette
from graphics.text import clip, render

LINE_GAP = 4


class MessageLog:
    """Every message of the game so far; the view scrolls back through it."""

    def __init__(self):
        self.lines: list[str] = []
        self.latest = 0          # how many of the last lines came from the last turn
        self.offset = 0          # lines scrolled back from the newest
        self._last = ""          # the last message as it came, before its count was added to its line
        self._repeats = 0        # how many times in a row it came (its line shows the count past one)

    def add_turn(self, messages: list[str]) -> None:
        """A turn's messages; the same single message again (a refused step, say) counts up on its line.
        The count is kept here, not read back from the line: a message may itself end in "(x2)"."""
        self.offset = 0
        if len(messages) == 1 and self.lines and messages[0] == self._last:
            self._repeats += 1
            self.lines[-1] = f"{self._last} (x{self._repeats})"
            self.latest = 1
            return
        self.lines.extend(messages)
        self.latest = len(messages)
        if messages:
            self._last, self._repeats = messages[-1], 1

    def scroll(self, lines: int) -> None:
        self.offset = max(0, min(len(self.lines) - 1, self.offset + lines)) if self.lines else 0


class Hud:
    def __init__(self, palette: Palette, font: pygame.font.Font, small: pygame.font.Font):
        self.palette, self.font, self.small = palette, font, small
        self._cache: dict[tuple, pygame.Surface] = {}

    def text(self, text: str, colour: tuple, font: pygame.font.Font | None = None) -> pygame.Surface:
        font = font or self.font
        key = (text, colour, id(font))
        image = self._cache.get(key)
        if image is None:
            if len(self._cache) > 512:
                self._cache.clear()
            image = render(font, text, colour)
            self._cache[key] = image
        return image

    def draw_stats(self, surface: pygame.Surface, area: pygame.Rect, stats: list[Stat], extra_lines: list[tuple[str, tuple]],
                   change_note: str = " this floor") -> None:
        palette = self.palette
        x, y = area.left, area.top
        line_height = self.font.get_linesize() + LINE_GAP
        plain = [s for s in stats if s.maximum is None and s.base is None]
        words = "   ".join(f"{s.label} {s.value}" for s in plain)
        surface.blit(self.text(words, palette.text), (x, y))
        y += line_height
        for stat in stats:
            if stat.maximum is not None:
                y = self._draw_bar(surface, x, y, stat, area.width) + line_height
        changed = [s for s in stats if s.base is not None]
        cursor = x
        for stat in changed:
            label = self.text(f"{stat.label} {stat.value}", palette.text)
            surface.blit(label, (cursor, y))
            cursor += label.get_width() + 6
            delta = stat.value - stat.base if isinstance(stat.value, int) else 0
            if delta:
                note = self.text(f"({delta:+d}{change_note})", palette.good if delta > 0 else palette.bad)
                surface.blit(note, (cursor, y))
                cursor += note.get_width()
            cursor += 24
        if changed:
            y += line_height
        for text, colour in extra_lines:
            surface.blit(self.text(text, colour), (x, y))
            y += line_height

    def _draw_bar(self, surface: pygame.Surface, x: int, y: int, stat: Stat, width: int) -> int:
        palette = self.palette
        maximum = stat.maximum
        label = self.text(f"{stat.label} {stat.value} / {maximum}", palette.text)
        surface.blit(label, (x, y))
        bar = pygame.Rect(x + 150, y + 3, min(260, width - 160), self.font.get_linesize() - 6)
        share = max(0.0, min(1.0, int(stat.value) / maximum)) if maximum > 0 else 0.0
        colour = palette.good if share > 0.5 else palette.gold if share > 0.25 else palette.bad
        pygame.draw.rect(surface, palette.panel, bar)
        pygame.draw.rect(surface, colour, (bar.left, bar.top, int(bar.width * share), bar.height))
        pygame.draw.rect(surface, palette.dim, bar, 1)
        return y

    def draw_log(self, surface: pygame.Surface, area: pygame.Rect, log: MessageLog) -> None:
        palette = self.palette
        line_height = self.small.get_linesize()
        rows = max(1, area.height // line_height)
        end = len(log.lines) - log.offset
        start = max(0, end - rows)
        y = area.bottom - (end - start) * line_height
        for index in range(start, end):
            fresh = log.offset == 0 and index >= len(log.lines) - log.latest
            image = self.text(clip(self.small, log.lines[index], area.width), palette.text if fresh else palette.dim, self.small)
            surface.blit(image, (area.left, y))
            y += line_height
        if log.offset:
            note = self.text(f"({log.offset} newer below: page down)", palette.accent, self.small)
            surface.blit(note, note.get_rect(topright=area.topright))
