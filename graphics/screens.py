"""The screen base every screen of the window is made from, the menu every list of choices is, the box in the middle
of the screen, and help: the keys as bound in a screen's context, which every menu opens."""
from __future__ import annotations

from typing import Callable, Sequence

import pygame

from game.core import View
from graphics.context import Context
from graphics.guide import GUIDE_CONTEXT, GUIDE_HEADING, GuidePage
from graphics.keymap import CONTEXT_NAMES, CONTEXTS, GAME_CONTEXTS, HELP_NOTES, LETTERS, SWITCHED_OFF
from graphics.text import clip, render, text_width, wrap
from graphics.transitions import ChangeSetting, Outcome, Pop, Push, Redraw

HUD_HEIGHT = 170
MARGIN = 12


class Screen:
    """One layer of the window. An opaque screen hides those below it; an overlay is drawn on top of them.
    handle() and update() return what should happen (transitions.py); the App applies it and draws again."""

    opaque = True
    covered = False      # the App sets it: another screen lies on top of this one
    keys_context = "menu"    # which actions its keys mean (graphics.keymap.CONTEXTS); help lists those

    def __init__(self, ctx: Context):
        self.ctx = ctx

    def handle(self, event: pygame.event.Event) -> Outcome:
        return None

    def update(self, dt: float) -> Outcome:
        return None

    @property
    def animating(self) -> bool:
        return False

    def draw(self, surface: pygame.Surface) -> None:
        pass

    # Shared drawing helpers.
    def title(self, surface: pygame.Surface, text: str, y: int) -> int:
        image = render(self.ctx.fonts.big, text, self.ctx.palette.accent)
        surface.blit(image, image.get_rect(midtop=(surface.get_width() // 2, y)))
        return y + image.get_height() + MARGIN

    def lines(self, surface: pygame.Surface, rows: list[tuple[str, tuple]], x: int, y: int, font=None) -> int:
        font = font or self.ctx.fonts.normal
        for text, colour in rows:
            surface.blit(render(font, text, colour), (x, y))
            y += font.get_linesize() + 2
        return y


Choice = Callable[[], Outcome]


class MenuScreen(Screen):
    """A list of choices: arrows and Enter, the letter shown beside a choice, or the mouse (pointing highlights a
    choice, a click takes it). A letter shown wins over a key bound to an action here: what the screen says is
    what the key does. What a choice returns is what happens."""

    heading = ""
    ROW_WIDTH = 440      # pixels: the least width a row answers the mouse over

    def __init__(self, ctx: Context, items: Sequence[tuple[str, str, Choice]]):
        super().__init__(ctx)
        self.items = list(items)      # (key, label, what choosing it does)
        self.selected = 0
        self.first = 0          # the first choice drawn, where they do not all fit
        self.item_rects: list[pygame.Rect] = []     # where each item was drawn last (empty: not drawn), for the mouse

    def handle(self, event):
        if event.type == pygame.MOUSEMOTION:
            index = self.item_at(event.pos)
            if index is None or index == self.selected:
                return None
            self.selected = index
            return Redraw()
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            index = self.item_at(event.pos)
            return self.take(index) if index is not None else None
        if event.type != pygame.KEYDOWN:
            return None
        name = pygame.key.name(event.key)
        for index, (key, _label, _chosen) in enumerate(self.items):
            if key and (key == event.unicode if len(key) == 1 else key == name):
                return self.take(index)
        action = self.ctx.keymap.action_for(event, self.keys_context)
        if action == "move_n":
            self.selected = (self.selected - 1) % len(self.items)
        elif action == "move_s":
            self.selected = (self.selected + 1) % len(self.items)
        elif action == "confirm":
            return self.take(self.selected)
        elif action == "cancel":
            return self.back()
        elif action == "help":
            return self.help()
        elif action == "fullscreen":
            return ChangeSetting(action)
        return None

    def take(self, index: int) -> Outcome:
        self.selected = index
        return self.items[index][2]()

    def item_at(self, pos: tuple[int, int]) -> int | None:
        return next((index for index, rect in enumerate(self.item_rects) if rect.collidepoint(pos)), None)

    def back(self) -> Outcome:
        return None

    def help(self) -> Outcome:
        return Push(HelpScreen(self.ctx, self.keys_context, f"Keys: {CONTEXT_NAMES[self.keys_context]}"))

    def draw(self, surface):
        palette, fonts = self.ctx.palette, self.ctx.fonts
        surface.fill(palette.background)
        width, height = surface.get_size()
        y = self.title(surface, self.heading, 60 if height >= 600 else MARGIN)
        y = self.draw_intro(surface, y)
        # The choices in the larger font when they fit above the footer, else closer together in the small one.
        font, gap = fonts.normal, 6
        bottom = height - 2 * fonts.small.get_linesize() - MARGIN
        if y + len(self.items) * (font.get_linesize() + gap) > bottom or self.widest(font) > width - 2 * MARGIN:
            font, gap = fonts.small, 2      # (a row too long for the window, at 800x500: the small font)
        row_height = font.get_linesize() + gap
        # Marker, key and label each in a column of their own: the marker never moves a row, labels line up.
        marker_width = text_width(font, "> ")
        label_at = marker_width + max(text_width(font, key) for key, _label, _ in self.items) + text_width(font, "  ")
        widest = self.widest(font)
        # Left of the middle as the title's list has it, further left for long rows, never past the margin.
        left = max(MARGIN, min(width // 2 - 220, (width - widest) // 2))
        room = width - MARGIN - left - label_at
        # A label longer than the room even so (a saved game's line at 800x500) goes on over a second line: every row
        # is then two lines tall, so that rows stay one under another as the list scrolls.
        lines = 2 if widest > width - MARGIN - left else 1
        row_height = lines * font.get_linesize() + gap
        shown = self.rows_shown(max(1, (bottom - y) // row_height))
        self.item_rects = [pygame.Rect(0, 0, 0, 0) for _ in self.items]
        for index in shown:
            key, label, _chosen = self.items[index]
            colour = palette.accent if index == self.selected else palette.text
            if index == self.selected:
                surface.blit(render(font, ">", colour), (left, y))
            surface.blit(render(font, key, colour), (left + marker_width, y))
            images = [render(font, line, colour) for line in wrap(font, label, room, lines)]
            for number, image in enumerate(images):
                surface.blit(image, (left + label_at, y + number * font.get_linesize()))
            self.item_rects[index] = pygame.Rect(left, y - gap // 2, max(self.ROW_WIDTH, label_at + max(
                image.get_width() for image in images)), row_height)
            y += row_height
        if len(shown) < len(self.items):
            where = f"{shown.start + 1}-{shown.stop} of {len(self.items)}"
            surface.blit(render(fonts.small, where, palette.dim), (left + label_at, y))
        self.draw_footer(surface)

    def widest(self, font) -> int:
        """The widest row in a font: the marker's, the keys' and the labels' columns."""
        keys = max(text_width(font, key) for key, _label, _ in self.items)
        return text_width(font, ">   ") + keys + max(text_width(font, label) for _key, label, _ in self.items)

    def rows_shown(self, room: int) -> range:
        """The choices drawn when `room` rows fit: all of them, or those around the selected one, scrolled as
        little as keeps it in sight (one row is then kept to say which are shown)."""
        if len(self.items) <= room:
            self.first = 0
            return range(len(self.items))
        room = max(1, room - 1)
        self.first = min(max(self.first, self.selected - room + 1), self.selected, len(self.items) - room)
        return range(self.first, self.first + room)

    def draw_intro(self, surface, y: int) -> int:
        return y

    footer_actions: tuple[str, ...] = ("move_n", "move_s", "confirm", "cancel", "help")    # the footer's keys

    def draw_footer(self, surface):
        keys = self.ctx.keymap.hint(self.footer_actions, self.keys_context)
        hint = f"{keys}   or the letter shown, or the mouse"
        image = render(self.ctx.fonts.small, hint, self.ctx.palette.dim)
        surface.blit(image, image.get_rect(midbottom=(surface.get_width() // 2, surface.get_height() - MARGIN)))


def draw_box(surface: pygame.Surface, palette, images: list[pygame.Surface], min_width: int = 0, extra_height: int = 0) -> pygame.Rect:
    """A framed box in the middle of the screen with the given lines centred at its top; returns the box."""
    width = max([min_width] + [image.get_width() + 64 for image in images])
    height = sum(image.get_height() + 8 for image in images) + 40 + extra_height
    box = pygame.Rect(0, 0, width, height)
    box.center = surface.get_rect().center
    pygame.draw.rect(surface, palette.panel, box)
    pygame.draw.rect(surface, palette.accent, box, 2)
    y = box.top + 20
    for image in images:
        surface.blit(image, image.get_rect(midtop=(box.centerx, y)))
        y += image.get_height() + 8
    return box


class HelpScreen(Screen):
    """The keys that work on one kind of screen (its context), as bound now: each action with its keys and what it
    does there, the screen's own letters, and any key bound to two meanings there. More pages (context, heading)
    may follow: the keys bound to move west and east turn them, any other key or a click closes help."""

    keys_context = "help"

    def __init__(self, ctx: Context, context: str = "menu", heading: str = "Keys", pages: Sequence[tuple[str, str]] = (),
                 guide: GuidePage | None = None, view: View | None = None):
        super().__init__(ctx)
        self.pages: list[tuple[str, str]] = [(context, heading), *pages]
        # A game's map key and rules in brief, its last page (graphics/guide.py).
        self.guide = guide
        # The game being played, as its guide shows it: its options may switch some keys off (SWITCHED_OFF).
        self.view = view if view is not None else guide.view if guide is not None else None
        if guide is not None:
            self.pages.append((GUIDE_CONTEXT, GUIDE_HEADING))
        self.page = 0

    @property
    def context(self) -> str:
        return self.pages[self.page][0]

    @property
    def heading(self) -> str:
        return self.pages[self.page][1]

    def rows(self) -> list[tuple[str, str]]:
        """(keys, what they do) for each action of the page's context, keys as the keymap binds them now (but those
        the options of the game being played switch off); then the context's own letters."""
        keymap, context = self.ctx.keymap, self.context
        # Actions that do the same here (q and Escape both leave a game) share a row.
        keys_by_title: dict[str, list[str]] = {}
        off = SWITCHED_OFF[context](self.view) if context in SWITCHED_OFF and self.view is not None else ()
        for action in (action for action in CONTEXTS[context] if action not in off):
            keys_by_title.setdefault(keymap.title(action, context), []).extend(keymap.keys_for(action, context))
        rows = [(" ".join(keys) or "(no key)", title) for title, keys in keys_by_title.items()]
        return rows + [(letters_label(keys), title) for keys, title in LETTERS.get(context, ())]

    def handle(self, event):
        if event.type == pygame.MOUSEBUTTONDOWN:
            return Pop()
        if event.type != pygame.KEYDOWN:
            return None
        action = self.ctx.keymap.action_for(event, self.keys_context)
        if len(self.pages) > 1 and action in ("move_w", "move_e"):
            self.page = (self.page + (1 if action == "move_e" else -1)) % len(self.pages)
            return Redraw()
        return Pop()

    def draw(self, surface):
        from graphics.gamepad import pad_help      # with the first help shown, not at start-up

        palette, small, normal = self.ctx.palette, self.ctx.fonts.small, self.ctx.fonts.normal
        surface.fill(palette.background)
        width, height = surface.get_size()
        room_across = width - 4 * MARGIN
        top = self.title(surface, self.heading, 30 if height >= 480 else MARGIN)
        context = self.context
        if self.guide is not None and context == GUIDE_CONTEXT:
            closing = wrap(small, self.closing(), room_across)
            bottom = height - len(closing) * (small.get_linesize() + 2) - MARGIN
            self.guide.draw(self.ctx, surface, top, bottom - MARGIN, MARGIN)
            self.lines(surface, [(line, palette.dim) for line in closing], MARGIN * 2, bottom, small)
            return
        # A key with two meanings here is said first: the keymap file is where it is put right.
        warnings = [line for text in self.ctx.keymap.collisions(context) for line in wrap(small, text, room_across)]
        top = self.lines(surface, [(line, palette.bad) for line in warnings], MARGIN * 2, top, small)
        notes = list(HELP_NOTES.get(context, ()))
        notes += [note for note in (pad_help(self.ctx.keymap, context),) if note]
        notes += self.legend_notes()
        notes.append(self.closing())
        note_lines = [line for note in notes for line in wrap(small, note, room_across)]
        bottom = height - len(note_lines) * (small.get_linesize() + 2) - MARGIN
        rows = self.rows()
        half = (len(rows) + 1) // 2
        columns = (rows[:half], rows[half:])
        column_width = (width - 2 * MARGIN) // 2

        def fits(font) -> bool:
            return all(text_width(font, keys) + 16 + text_width(font, title) <= column_width - MARGIN
                       for part in columns for keys, title in part)

        # The larger font when every row fits in it, else the small one; what is still too wide goes on over a
        # second line when the column has the room (at 800x500), else is cut.
        font = normal if half * (normal.get_linesize() + 2) <= bottom - top and fits(normal) else small
        placed = [self.place_column(font, part, column, column_width) for column, part in enumerate(columns)]
        # Where a column's rows, what is too wide going on over a second line, need more height than there is, the
        # rows go closer together; only where even that does not fit is what is too wide cut with "..." (the
        # eleventh playtest's help at 800x500 cut two lines that fit so).
        line_height = font.get_linesize() + 2
        if any(sum(map(len, titles)) * line_height > bottom - top for _, _, _, titles in placed):
            line_height = font.get_linesize()
        for part, (left, gutter, room, titles) in zip(columns, placed):
            if sum(map(len, titles)) * line_height > bottom - top:
                titles = [[clip(font, title, room)] for _, title in part]
            y = top
            for (keys, _), lines in zip(part, titles):
                image = render(font, clip(font, keys, gutter - left), palette.accent)
                surface.blit(image, image.get_rect(topright=(gutter, y)))
                for line in lines:
                    surface.blit(render(font, line, palette.text), (gutter + 16, y))
                    y += line_height
        self.lines(surface, [(line, palette.dim) for line in note_lines], MARGIN * 2, bottom, small)

    @staticmethod
    def place_column(font, part: Sequence[tuple[str, str]], column: int, column_width: int
                     ) -> tuple[int, int, int, list[list[str]]]:
        """Where a column of (keys, title) rows goes in its half of the window: its left edge, the gutter the keys end
        at, the room for the titles after it, and each title in lines of that room (two at most)."""
        # Keys right-aligned against a gutter, what they do left-aligned after it.
        keys_width = min(column_width // 2, max((text_width(font, keys) for keys, _ in part), default=0))
        titles_width = max((text_width(font, title) for _, title in part), default=0)
        # Each column in the middle of its half of the window.
        left = MARGIN + column * column_width + max(0, (column_width - MARGIN - keys_width - 16 - titles_width) // 2)
        gutter = left + keys_width
        room = MARGIN + (column + 1) * column_width - gutter - 16 - MARGIN
        return left, gutter, room, [wrap(font, title, room, 2) for _, title in part]

    def legend_notes(self) -> list[str]:
        """Where the window draws a game's things with other characters than its terminal prints, which are which."""
        from graphics.looks import legend

        games = [game for game, contexts in GAME_CONTEXTS.items() if self.context in contexts]
        rows = legend(games[0]) if games else []
        if not rows:
            return []
        pairs = ", ".join(f"{drawn} {meaning} ({printed})" for drawn, printed, meaning in rows)
        return [f"Drawn here as (printed in the terminal as): {pairs}."]

    def closing(self) -> str:
        """The last line: how to leave help, and how to turn its pages when it has several."""
        if len(self.pages) == 1:
            return "Any key or a click closes this page."
        turn = self.ctx.keymap.hint(("move_w", "move_e"), self.keys_context).replace("   ", ", ")
        if self.page == len(self.pages) - 1:        # the last page: the next is the first again
            turn = turn.replace("next page", "back to the first")
        return f"Page {self.page + 1} of {len(self.pages)}: {turn}; any other key or a click closes help."


def letters_label(keys: Sequence[str]) -> str:
    """A context's own keys as help shows them: "y Y", or a run of digits as "0-9"."""
    if len(keys) > 2 and "".join(keys).isdigit():
        return f"{keys[0]}-{keys[-1]}"
    return " ".join(keys)
