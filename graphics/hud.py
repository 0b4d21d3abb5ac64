"""The HUD: stats with an HP bar and potion changes, the scrollable log, and the list of creatures in sight."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

import pygame

from game.core import Entity, EntityKind, Pos, Stat, View
from graphics.board import player_cell
from graphics.palette import Palette
from graphics.text import clip, render, text_width, wrap
from roguelike_client.play.text import LINE_LIMIT

LINE_GAP = 4
LOG_LINE_ROWS = 3           # rows a message of the log may take in a narrow window; past them it is cut short
CREATURE_KINDS = (EntityKind.ENEMY, EntityKind.OPPONENT)
# The side list takes up to this many columns, each at least this many pixels (at the window's own text size) wide,
# when more creatures are in sight than one column holds.
CREATURE_COLUMNS, CREATURE_COLUMN_WIDTH = 3, 135


# Not frozen: a frozen dataclass builds itself through object.__setattr__, and the side list makes a row for every
# creature in sight on every turn.
@dataclass(slots=True)
class Sighting:
    """One row of the list of creatures in sight: its glyph as the board draws it, its name, its HP, and a note
    (CC3k's "neutral" merchant)."""

    pos: Pos
    glyph: str
    colour: tuple
    name: str
    hp: int | None
    max_hp: int | None
    note: str = ""
    sprite: pygame.Surface | None = None     # its tile, in tile mode: the row shows what the board shows


def creatures_in_sight(view: View[Any], everything: bool = False) -> list[Entity]:
    """The creatures the player sees (every one with everything, or where the view has no fog), nearest first;
    equally near ones in the board's reading order."""
    player = player_cell(view)
    visible = None if everything else view.visible
    seen = [entity for entity in view.entities
            if entity.kind in CREATURE_KINDS and (visible is None or visible[entity.pos.y][entity.pos.x])]
    if player is None:
        return seen
    px, py = player

    def nearest_first(entity: Entity) -> tuple[int, int, int, int]:
        # Pos.chebyshev and Pos.manhattan, worked out at once: the list is sorted every turn.
        x, y = entity.pos
        dx, dy = abs(x - px), abs(y - py)
        return (dx if dx > dy else dy, dx + dy, y, x)
    return sorted(seen, key=nearest_first)


class MessageLog:
    """The game's messages, the newest KEPT_LINES of them; the view scrolls back through them. Older ones are let go
    and counted (`dropped`), and each is kept only as long as it can be shown: a bot that says a thousand long words
    a turn, or a game of a hundred thousand turns, never makes the window's memory grow without end."""

    KEPT_LINES = 1000           # two hundred presses of Page Up: far more than anyone reads back
    LINE_CHARS = LINE_LIMIT + 1     # shown() cuts at LINE_LIMIT: a line longer than that reads the same cut here

    def __init__(self):
        self.lines: list[str] = []
        self.dropped = 0         # how many older lines were let go
        self.latest = 0          # how many of the last lines came from the last turn
        self.offset = 0          # lines scrolled back from the newest
        self._last = ""          # the last message as it came, before its count was added to its line
        self._repeats = 0        # how many times in a row it came (its line shows the count past one)

    def add_turn(self, messages: list[str]) -> None:
        """A turn's messages; the same single message again (a refused step, say) counts up on its line.
        The count is kept here, not read back from the line: a message may itself end in "(x2)"."""
        self.offset = 0
        messages = [message[:self.LINE_CHARS] for message in messages]
        if len(messages) == 1 and self.lines and messages[0] == self._last:
            self._repeats += 1
            self.lines[-1] = f"{self._last} (x{self._repeats})"
            self.latest = 1
            return
        self.lines.extend(messages)
        self.latest = len(messages)
        if messages:
            self._last, self._repeats = messages[-1], 1
        self._keep()

    def note(self, text: str) -> None:
        """A line of the window's own added to the last turn's (a warning); the same line again counts up on its
        line, as a turn's single message does (nine clicks on a wall were nine lines the same)."""
        self.offset = 0
        text = text[:self.LINE_CHARS]
        if self.lines and text == self._last:
            self._repeats += 1
            self.lines[-1] = f"{text} (x{self._repeats})"
            self.latest = max(self.latest, 1)
            return
        self.lines.append(text)
        self.latest += 1
        self._last, self._repeats = text, 1
        self._keep()

    def _keep(self) -> None:
        """The newest KEPT_LINES lines kept, the older counted."""
        excess = len(self.lines) - self.KEPT_LINES
        if excess > 0:
            del self.lines[:excess]
            self.dropped += excess
            self.latest = min(self.latest, len(self.lines))

    def shown_lines(self) -> list[str]:
        """The lines as the log shows them: a line saying how many were let go first, when any were."""
        return ([f"({self.dropped:,} older messages not kept)"] if self.dropped else []) + self.lines

    def scroll(self, lines: int) -> None:
        self.offset = max(0, min(len(self.lines) - 1, self.offset + lines)) if self.lines else 0


class _Recorder:
    """Stands in for a surface while the stats or the log are worked out: what would be drawn there, in order (images
    and where, rectangles), to draw again on later frames that show the same, without working it out again."""

    def __init__(self) -> None:
        self.ops: list[tuple] = []

    def blit(self, image: pygame.Surface, dest: tuple[int, int]) -> None:
        self.ops.append((image, tuple(dest)))


def _rect(surface: Any, colour: tuple, rect: Any, width: int = 0) -> None:
    """pygame.draw.rect, or its recording."""
    if isinstance(surface, _Recorder):
        surface.ops.append((colour, pygame.Rect(rect), width))
    else:
        pygame.draw.rect(surface, colour, rect, width)


def _replay(surface: pygame.Surface, ops: list[tuple]) -> None:
    """Draw what was recorded, in its order: each run of images in one Surface.blits call."""
    images: list[tuple] = []
    for op in ops:
        if len(op) == 2:
            images.append(op)
            continue
        if images:
            surface.blits(images, doreturn=False)
            images = []
        pygame.draw.rect(surface, op[0], op[1], op[2])
    if images:
        surface.blits(images, doreturn=False)


class Hud:
    RECORDED = 8        # drawings of the stats and the log kept (a screen may draw more than one of each a frame)

    def __init__(self, palette: Palette, font: pygame.font.Font, small: pygame.font.Font):
        self.palette, self.font, self.small = palette, font, small
        self.unit = max(1, font.get_height() // 16)     # pixels that grow with the text: 1 at the window's own size
        self.low_share = 0.3                            # the player's bar is red under this share (the low-HP warning's)
        # The most HP the player has had, for a player with no maximum (CC3k's vampire): its HP gets a bar against it.
        self.most_hp = 0
        self._cache: dict[tuple, pygame.Surface] = {}
        self._wrapped: dict[tuple[str, int], list[str]] = {}   # log lines as wrapped to a width, drawn every frame
        self._clipped: dict[tuple[str, int, int], str] = {}
        # The stats and logs as last drawn, by what they showed: a frame without a turn draws them again from this.
        self._recorded: dict[tuple, list[tuple]] = {}
        self._rows: dict[tuple, pygame.Surface] = {}       # the side list's and the log's rows as drawn, by what they show

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

    def clipped(self, font: pygame.font.Font, text: str, room: int) -> str:
        """clip(), worked out once for each text, font and room (the side list's names, every turn)."""
        key = (text, id(font), room)
        cut = self._clipped.get(key)
        if cut is None:
            if len(self._clipped) > 512:
                self._clipped.clear()
            cut = self._clipped[key] = clip(font, text, room)
        return cut

    def _drawn(self, surface: pygame.Surface, key: tuple, draw: Any, *args: Any) -> None:
        """draw(target, *args) onto the surface, worked out once for each key and drawn again from its recording."""
        ops = self._recorded.get(key)
        if ops is None:
            recorder = _Recorder()
            draw(recorder, *args)
            if len(self._recorded) >= self.RECORDED:
                self._recorded.clear()
            ops = self._recorded[key] = recorder.ops
        _replay(surface, ops)

    def draw_stats(self, surface: pygame.Surface, area: pygame.Rect, stats: list[Stat], extra_lines: list[tuple[str, tuple]],
                   change_note: str = " this floor") -> None:
        """The plain stats on one line, a bar for each stat with a maximum, the changed ones with their change, then
        the extra lines wrapped over the rows left."""
        key = self.stats_key(area, stats, extra_lines, change_note)
        self._drawn(surface, key, self._draw_stats, area, stats, extra_lines, change_note)

    def stats_key(self, area: pygame.Rect, stats: list[Stat], extra_lines: list[tuple[str, tuple]],
                  change_note: str = " this floor") -> tuple:
        """What the stats drawn in an area show: equal keys, the same pixels."""
        return ("stats", tuple(area), tuple((stat.label, stat.value, stat.maximum, stat.base) for stat in stats),
                tuple(extra_lines), change_note, self.most_hp, self.low_share)

    def _draw_stats(self, surface: Any, area: pygame.Rect, stats: list[Stat], extra_lines: list[tuple[str, tuple]],
                    change_note: str) -> None:
        palette = self.palette
        x, y = area.left, area.top
        line_height = self.font.get_linesize() + LINE_GAP
        plain = [s for s in stats if s.maximum is None and s.base is None and not self.unbounded(s)]
        # On one line, or where they are too many for the width (a bag's line at 800x500), over as many as they need,
        # never cut inside a stat.
        lines: list[str] = []
        for words in (f"{s.label} {s.value}" for s in plain):
            joined = f"{lines[-1]}   {words}" if lines else words
            if lines and text_width(self.font, joined) <= area.width:
                lines[-1] = joined
            else:
                lines.append(words)
        for words in lines or [""]:
            surface.blit(self.text(clip(self.font, words, area.width), palette.text), (x, y))
            y += line_height
        for stat in stats:
            if stat.maximum is not None:
                y = self._draw_bar(surface, x, y, stat, area.width) + line_height
            elif self.unbounded(stat):
                y = self._draw_bar(surface, x, y, stat, area.width, self.most_hp,
                                   f"{stat.label} {stat.value} (no maximum; most so far {self.most_hp})") + line_height
        changed = [s for s in stats if s.base is not None]
        cursor = x
        for stat in changed:
            # Each changed stat whole on its row: one that does not fit after the others goes on the next row (the
            # thirteenth playtest's "Def 7 (-8 this" at 800x500), and its note drops "this floor" where even a row
            # of its own is too narrow.
            label = self.text(f"{stat.label} {stat.value}", palette.text)
            delta = stat.value - stat.base if isinstance(stat.value, int) and stat.base is not None else 0
            note = None
            if delta:
                colour = palette.good if delta > 0 else palette.bad
                note = self.text(f"({delta:+d}{change_note})", colour)
                if label.get_width() + 6 + note.get_width() > area.width:
                    note = self.text(f"({delta:+d})", colour)
            width = label.get_width() + (6 + note.get_width() if note is not None else 0)
            if cursor > x and cursor + width > area.right:
                cursor, y = x, y + line_height
            surface.blit(label, (cursor, y))
            if note is not None:
                surface.blit(note, (cursor + label.get_width() + 6, y))
            cursor += width + 24
        if changed:
            y += line_height
        # Each extra line wrapped over the rows left (a hover text says a fight's numbers). Where they need more rows
        # than are left, they are wrapped in the small font, whose rows are more; a window too short even for that
        # shows the rows that fit, the last one cut with "...".
        font = self.font
        rows_left = max(0, (area.bottom - y + line_height - font.get_height()) // line_height)
        needed = sum(len(wrap(font, text, area.width)) for text, _ in extra_lines)
        if needed > rows_left:
            font = self.small
            line_height = font.get_linesize() + LINE_GAP // 2
            rows_left = max(0, (area.bottom - y + line_height - font.get_height()) // line_height)
        for text, colour in extra_lines:
            if rows_left <= 0:
                break
            rows = wrap(font, text, area.width, rows_left)
            for row in rows:
                surface.blit(self.text(row, colour, font), (x, y))
                y += line_height
            rows_left -= len(rows)

    def unbounded(self, stat: Stat) -> bool:
        """Whether a stat is the HP of a player with no maximum, drawn as a bar against the most it has had."""
        return stat.label == "HP" and stat.maximum is None and stat.base is None and self.most_hp > 0 and \
            isinstance(stat.value, int)

    def _draw_bar(self, surface: pygame.Surface, x: int, y: int, stat: Stat, width: int, most: int | None = None,
                  words: str | None = None) -> int:
        palette = self.palette
        maximum = stat.maximum or most or 0
        label = self.text(clip(self.font, words or f"{stat.label} {stat.value} / {maximum}", width), palette.text)
        surface.blit(label, (x, y))
        unit = self.unit
        left = max(150 * unit, label.get_width() + 12 * unit)
        if width - left >= 24 * unit:      # a narrow column keeps the numbers and leaves the bar out
            self.bar(surface, pygame.Rect(x + left, y + 3 * unit, min(260 * unit, width - left),
                                          self.font.get_linesize() - 6 * unit),
                     int(stat.value), maximum, low=self.low_share)
        return y

    def bar(self, surface: pygame.Surface, rect: pygame.Rect, value: int, maximum: int, framed: bool = True,
            low: float = 0.25) -> None:
        """A health bar: red under the share `low` (the player's: the low-HP warning's), else green over half and
        gold below; a thin one has no frame."""
        palette = self.palette
        share = max(0.0, min(1.0, value / maximum)) if maximum > 0 else 0.0
        colour = palette.bad if share < low else palette.good if share > 0.5 else palette.gold
        _rect(surface, palette.panel, rect)
        _rect(surface, colour, (rect.left, rect.top, int(rect.width * share), rect.height))
        if framed:
            _rect(surface, palette.dim, rect, 1)

    def draw_creatures(self, surface: pygame.Surface, area: pygame.Rect, sightings: Sequence[Sighting],
                       marked: Pos | None = None, fill: bool = False, heading: str = "") -> list[pygame.Rect]:
        """The creatures in sight, nearest first, as many as fit (then how many more): glyph, name, HP and a bar
        under each, in columns side by side where more creatures are in sight than one column holds and the area is
        wide enough. The one at `marked` (pointed at) is framed. Returns each drawn row's rectangle, in order. Each
        row is drawn once into an image of its own for what it shows, and blitted on later frames (the order changes
        at every step; what each row shows seldom does). fill: the background painted round the rows too, the same
        pixels as the area filled first. heading: the list's own, where it is not of what is in sight."""
        palette, font = self.palette, self.small
        line = font.get_linesize()
        row_height = line + 5 * self.unit
        heading = heading or (f"In sight: {len(sightings)}" if sightings else "Nothing in sight")
        blits = [(self.text(self.clipped(font, heading, area.width), palette.dim, font), area.topleft)]
        rows: list[pygame.Rect] = []
        shown = self.creature_rows(area, len(sightings))
        columns, room = self.creature_columns(area, len(sightings))
        gap = 6 * self.unit if columns > 1 else 0
        width = (area.width - gap * (columns - 1)) // columns
        top = area.top + line + 2
        if fill:
            surface.fill(palette.background, area)
        for index, sighting in enumerate(sightings[:shown]):
            column, row = divmod(index, room) if columns > 1 else (0, index)
            x, y = area.left + column * (width + gap), top + row * row_height
            blits.append((self.creature_row(sighting, width, row_height, sighting.pos == marked), (x, y)))
            rows.append(pygame.Rect(x, y, width, row_height))
        if shown < len(sightings):
            column, row = divmod(shown, room) if columns > 1 else (0, shown)
            more = self.text(self.clipped(font, f"and {len(sightings) - shown} more", width - self.glyph_width()),
                             palette.dim, font)
            blits.append((more, (area.left + column * (width + gap) + self.glyph_width(), top + row * row_height)))
        surface.blits(blits, doreturn=False)
        return rows

    def creature_columns(self, area: pygame.Rect, count: int) -> tuple[int, int]:
        """The side list's columns for so many creatures in an area, and the rows in each: one column while they all
        fit in it; more (up to CREATURE_COLUMNS, each at least CREATURE_COLUMN_WIDTH wide) while they do not."""
        line = self.small.get_linesize()
        room = max(0, (area.height - line - 2) // (line + 5 * self.unit))     # under the heading line
        if count <= room or room == 0:
            return 1, room
        widest = max(1, min(CREATURE_COLUMNS, area.width // (CREATURE_COLUMN_WIDTH * self.unit)))
        return min(widest, -(-count // room)), room

    def creature_rows(self, area: pygame.Rect, count: int) -> int:
        """How many of so many creatures the side list shows in an area (a line after them says how many more)."""
        columns, room = self.creature_columns(area, count)
        return count if count <= columns * room else max(0, columns * room - 1)

    def glyph_width(self) -> int:
        """The side list's column for glyphs and sprites, before the names."""
        line = self.small.get_linesize()
        return max(self.small.size("W")[0], line) + 6

    def creature_row(self, sighting: Sighting, width: int, height: int, marked: bool) -> pygame.Surface:
        """One row of the side list as an image on the background, made once for what it shows."""
        key = ("row", sighting.glyph, sighting.colour, sighting.name, sighting.hp, sighting.max_hp, sighting.note,
               sighting.sprite, width, height, marked)
        image = self._rows.get(key)
        if image is not None:
            return image
        if len(self._rows) > 256:
            self._rows.clear()
        palette, font = self.palette, self.small
        line, glyph_width = font.get_linesize(), self.glyph_width()
        image = self._rows[key] = pygame.Surface((width, height))
        image.fill(palette.background)
        row = image.get_rect()
        if marked:
            pygame.draw.rect(image, palette.panel, row)
            pygame.draw.rect(image, palette.accent, row, 1)
        if sighting.sprite is not None:
            image.blit(sighting.sprite, (1, 0))
        else:
            image.blit(self.text(sighting.glyph, sighting.colour, font), (2, 0))
        name, numbers = self.row_words(sighting, row.width - glyph_width - 8)
        number_image = self.text(numbers, palette.text, font)
        image.blit(number_image, number_image.get_rect(topright=(row.right - 2, 0)))
        name_room = row.width - glyph_width - number_image.get_width() - 8
        image.blit(self.text(self.clipped(font, name, name_room), palette.text, font), (glyph_width, 0))
        if sighting.hp is not None and sighting.max_hp:
            self.bar(image, pygame.Rect(glyph_width, line, row.width - glyph_width - 2, 3 * self.unit),
                     sighting.hp, sighting.max_hp, framed=False)
        return image

    def row_words(self, sighting: Sighting, room: int) -> tuple[str, str]:
        """A side list row's name and numbers in `room` pixels, shortened where they do not fit, the name kept whole
        before all ("Merchant", never "Merchan..."): the HP without its maximum first (the bar under the row shows the
        share), then the name without its note (pointing at the creature says it)."""
        font = self.small
        names = ([f"{sighting.name} ({sighting.note})"] if sighting.note else []) + [sighting.name]
        hp = [""] if sighting.hp is None else [f"{sighting.hp}"] if sighting.max_hp is None else \
            [f"{sighting.hp}/{sighting.max_hp}", f"{sighting.hp}"]
        for name in names:
            for numbers in hp:
                if font.size(name)[0] + font.size(numbers)[0] <= room:
                    return name, numbers
        return sighting.name, hp[-1]

    def wrapped(self, line: str, width: int) -> list[str]:
        """A log line in rows of the small font for a width, worked out once."""
        key = (line, width)
        rows = self._wrapped.get(key)
        if rows is None:
            if len(self._wrapped) > 512:
                self._wrapped.clear()
            rows = self._wrapped[key] = wrap(self.small, line, width, LOG_LINE_ROWS)
        return rows

    def draw_log(self, surface: pygame.Surface, area: pygame.Rect, log: MessageLog) -> None:
        """The newest whole messages that fit, oldest at the top; a message wider than the area goes on over at most
        LOG_LINE_ROWS rows (a narrow window), the newest turn's in the text colour and older ones dimmed."""
        self._drawn(surface, self.log_key(area, log), self._draw_log, area, log)

    def log_key(self, area: pygame.Rect, log: MessageLog) -> tuple:
        """What a log drawn in an area shows: equal keys, the same pixels. Every change to a log adds a line, lets
        lines go, moves the newest turn's mark or the scroll, or rewrites the last line (a repeat's count)."""
        return ("log", tuple(area), id(log), len(log.lines), log.dropped, log.latest, log.offset,
                log.lines[-1] if log.lines else None)

    def log_rows(self, area: pygame.Rect, log: MessageLog) -> list[tuple[str, bool]]:
        """The rows the log shows in an area, top to bottom: (row of text, of the newest turn). Scrolled back, the top
        row is the note's that says how many newer lines are below (it was drawn over the top line)."""
        line_height = self.small.get_linesize()
        room = max(1, area.height // line_height - (1 if log.offset else 0))
        lines = log.shown_lines() if log.dropped else log.lines
        end = len(lines) - log.offset
        shown: list[tuple[str, bool]] = []       # newest last
        index = end
        while index > 0:
            index -= 1
            fresh = log.offset == 0 and index >= len(lines) - log.latest
            rows = self.wrapped(lines[index], area.width)
            if shown and len(shown) + len(rows) > room:
                break           # whole messages only, but always the newest
            shown[:0] = [(row, fresh) for row in rows]
        return shown[-room:]

    def _draw_log(self, surface: Any, area: pygame.Rect, log: MessageLog) -> None:
        palette = self.palette
        line_height = self.small.get_linesize()
        shown = self.log_rows(area, log)
        y = area.bottom - len(shown) * line_height
        for row, fresh in shown:
            surface.blit(self.text(row, palette.text if fresh else palette.dim, self.small), (area.left, y))
            y += line_height
        self._draw_log_note(surface, area, log)

    def _draw_log_note(self, surface: Any, area: pygame.Rect, log: MessageLog) -> None:
        if log.offset:
            note = self.text(f"({log.offset} newer below: page down or the wheel)", self.palette.accent, self.small)
            surface.blit(note, note.get_rect(topright=area.topright))

    def paint_log(self, surface: pygame.Surface, area: pygame.Rect, log: MessageLog) -> None:
        """The log and the background of its whole area: the same pixels as filling the area with the background and
        drawing the log there, each row blitted as an image of its own on the background (made once for each text,
        colour and width), so that a turn's new line costs no filling of the area and no blending of text."""
        palette, line_height = self.palette, self.small.get_linesize()
        shown = self.log_rows(area, log)
        top = area.bottom - len(shown) * line_height
        if top > area.top:
            surface.fill(palette.background, (area.left, area.top, area.width, top - area.top))
        blits = []
        for row, fresh in shown:
            blits.append((self.row_image(row, palette.text if fresh else palette.dim, area.width), (area.left, top)))
            top += line_height
        surface.blits(blits, doreturn=False)
        self._draw_log_note(surface, area, log)

    def row_image(self, text: str, colour: tuple, width: int) -> pygame.Surface:
        """A row of the small font's text on the background, width pixels wide, made once."""
        key = (text, colour, width)
        image = self._rows.get(key)
        if image is None:
            if len(self._rows) > 256:
                self._rows.clear()
            image = self._rows[key] = pygame.Surface((width, self.small.get_linesize()))
            image.fill(self.palette.background)
            image.blit(self.text(text, colour, self.small), (0, 0))
        return image
