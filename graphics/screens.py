"""Screens every game shares: the screen base, menus (keys and mouse), the title, saved games and replays to
choose from, options, help with the keys as bound in the screen's context (the boxes are graphics/boxes.py's)."""
from __future__ import annotations

from argparse import ArgumentTypeError
from functools import partial
from typing import Callable, Sequence

import pygame

from graphics.board import size_words
from graphics.context import Context
from graphics.keymap import CONTEXT_NAMES, CONTEXTS, GAME_CONTEXTS, HELP_NOTES, LETTERS
from graphics.text import clip, render, text_width, wrap
from graphics.transitions import ChangeSetting, ContinueGame, Outcome, Pop, Push, Quit, Redraw, SetSeed, StartGame
from play.cli import seed_number
from play.session import floors_named
from play.text import ELLIPSIS

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
        if y + len(self.items) * (font.get_linesize() + gap) > bottom:
            font, gap = fonts.small, 2
        row_height = font.get_linesize() + gap
        # Marker, key and label each in a column of their own: the marker never moves a row, labels line up.
        marker_width = text_width(font, "> ")
        label_at = marker_width + max(text_width(font, key) for key, _label, _ in self.items) + text_width(font, "  ")
        widest = label_at + max(text_width(font, label) for _key, label, _ in self.items)
        # Left of the middle as the title's list has it, further left for long rows, never past the margin.
        left = max(MARGIN, min(width // 2 - 220, (width - widest) // 2))
        room = width - MARGIN - left - label_at
        shown = self.rows_shown(max(1, (bottom - y) // row_height))
        self.item_rects = [pygame.Rect(0, 0, 0, 0) for _ in self.items]
        for index in shown:
            key, label, _chosen = self.items[index]
            colour = palette.accent if index == self.selected else palette.text
            if index == self.selected:
                surface.blit(render(font, ">", colour), (left, y))
            surface.blit(render(font, key, colour), (left + marker_width, y))
            image = render(font, clip(font, label, room), colour)
            surface.blit(image, (left + label_at, y))
            self.item_rects[index] = pygame.Rect(left, y - gap // 2, max(self.ROW_WIDTH, label_at + image.get_width()),
                                                 row_height)
            y += row_height
        if len(shown) < len(self.items):
            where = f"{shown.start + 1}-{shown.stop} of {len(self.items)}"
            surface.blit(render(fonts.small, where, palette.dim), (left + label_at, y))
        self.draw_footer(surface)

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

    def draw_footer(self, surface):
        keys = self.ctx.keymap.hint(("move_n", "move_s", "confirm", "cancel", "help"), self.keys_context)
        hint = f"{keys}   or the letter shown, or the mouse"
        image = render(self.ctx.fonts.small, hint, self.ctx.palette.dim)
        surface.blit(image, image.get_rect(midbottom=(surface.get_width() // 2, surface.get_height() - MARGIN)))


class TitleScreen(MenuScreen):
    """Choose a game, continue a saved one, see the high scores, change the options or the seed."""

    heading = "Roguelike client"

    def __init__(self, ctx: Context):
        super().__init__(ctx, [])
        self._covered = False
        self.refresh()

    @property
    def covered(self) -> bool:
        return self._covered

    @covered.setter
    def covered(self, value: bool) -> None:
        # Back on top: saves may have come and gone and the seed changed meanwhile. Read them then, once,
        # rather than on every key and frame (the list of saves reads every save file).
        if self._covered and not value:
            self.refresh()
        self._covered = value

    def refresh(self) -> None:
        ctx = self.ctx
        items: list[tuple[str, str, Choice]] = [
            (str(number), spec.title, partial(StartGame, spec.name))
            for number, spec in enumerate(ctx.games, start=1)]
        saved = sum(len(saved_games(ctx, spec.name)) for spec in ctx.games)
        if saved:
            items.append(("c", f"Continue a saved game ({saved} saved)", lambda: Push(SavesScreen(ctx))))
        from userdata.saves import replay_files

        replays = len(replay_files())
        if replays:
            items.append(("r", f"Watch a replay ({replays} kept)", lambda: Push(ReplaysScreen(ctx))))
        items += [
            ("h", "High scores", lambda: Push(ScoresScreen(ctx))),
            ("o", "Options", lambda: Push(OptionsScreen(ctx))),
            ("s", f"Seed of the next game: {ctx.next_seed} (s to type another)", lambda: Push(SeedScreen(ctx))),
            ("?", "Keys and help", self.help),
            ("q", "Quit", Quit),
        ]
        self.items = items
        self.selected = min(self.selected, len(items) - 1)

    def back(self):
        return Quit()

    def help(self):
        """The menus' keys, then each game's and the replays' a page each (left and right turn the pages)."""
        pages = [(context, f"Keys: {CONTEXT_NAMES[context]}") for context in help_contexts(self.ctx)]
        return Push(HelpScreen(self.ctx, "menu", f"Keys: {CONTEXT_NAMES['menu']}", pages))

    def draw_intro(self, surface, y):
        rows = [("Choose a game.", self.ctx.palette.dim)]
        return self.lines(surface, rows, surface.get_width() // 2 - 220, y) + MARGIN


class SavesScreen(MenuScreen):
    """Every saved game, newest first, with what it is: game, where it was left, seed and date. Enter continues it."""

    heading = "Continue a saved game"

    def __init__(self, ctx: Context):
        super().__init__(ctx, [])
        found = []
        for spec in ctx.games:
            found += [(spec, saved) for saved in saved_games(ctx, spec.name)]
        found.sort(key=lambda pair: pair[1].record.date, reverse=True)
        keys = choice_letters(ctx, len(found))
        self.items = [(key, f"{spec.title}: {record_line(spec, saved.record)}", partial(self.choose, saved))
                      for key, (spec, saved) in zip(keys, found)]
        if not self.items:
            self.items = [("", "No saved games", self.back)]

    def choose(self, saved) -> Outcome:
        return [Pop(), ContinueGame(saved)]

    def back(self):
        return Pop()


class ReplaysScreen(MenuScreen):
    """The finished games the program keeps as replays, newest first, with what each was; Enter watches one."""

    heading = "Watch a replay"

    def __init__(self, ctx: Context):
        super().__init__(ctx, [])
        from userdata.saves import list_replays

        found, warnings = list_replays()
        if warnings:
            ctx.say(warnings[-1])
        specs = {spec.name: spec for spec in ctx.games}
        self.items = [(key, replay_line(specs[record.game], record), partial(self.choose, record))
                      for key, record in zip(choice_letters(ctx, len(found)), found)]
        if not self.items:
            self.items = [("", "No replays kept", self.back)]

    def choose(self, record) -> Outcome:
        from game.core import MapError
        from graphics.replay_screen import ReplayScreen

        try:
            return Push(ReplayScreen(self.ctx, record))
        except MapError as error:
            self.ctx.say(f"This replay cannot be played: {error}")
            return Redraw()

    def back(self):
        return Pop()


def record_line(spec, record, seed: bool = True) -> str:
    """A save or a replay in one line: where it was left, its seed (unless said already) and the floors it made
    itself (CC3k's random floors), and its date."""
    where = f"{record.summary}, seed {record.seed}" if seed else record.summary
    floors = floors_named(spec, record.options)
    return f"{where}{', ' + floors if floors else ''}, {record.date[:16].replace('T', ' ')}"


def replay_line(spec, record) -> str:
    """A replay in one line, the most telling first (a narrow window cuts the end): the game, how it ended and the
    score, the bot that played it (its program's name), the seed, then where it ended and the date."""
    final = record.final
    result = str(final.get("result") or "unfinished")
    # A game that bots play has its own words for its endings ("escaped").
    words = {ending.value: word for ending, word in spec.bot.endings.items()} if spec.bot else {}
    parts = [f"{spec.title}: {words.get(result, result)}"]
    if final.get("score") is not None:
        parts.append(f"score {final['score']}")
    bot = record.options.get(spec.bot.command_option) if spec.bot else None
    if bot:
        parts.append(f"played by {program_name(str(bot))}")
    parts.append(f"seed {record.seed}")
    return f"{', '.join(parts)}; {record_line(spec, record, seed=False)}"


def program_name(command: str) -> str:
    """A bot's command as a person knows it: its program's file ("python3 bots/maze_bot.py --fast": maze_bot.py)."""
    words = [word for word in command.split() if not word.startswith("-")]
    return words[-1].replace("\\", "/").rsplit("/", 1)[-1] if words else command


def choice_letters(ctx: Context, count: int) -> list[str]:
    """Letters for a list of choices: digits, then letters (not q, which leaves elsewhere) that no menu key is bound
    to, so j and k still move; the choices beyond have none (the arrows and the mouse reach them)."""
    keymap = ctx.keymap
    bound = {name for action in CONTEXTS["menu"] for name in keymap.keys_for(action, "menu")}
    letters = [char for char in "123456789abcdefghijklmnoprstuvwxyz" if char not in bound]
    return (letters + [""] * count)[:count]


def help_contexts(ctx: Context) -> list[str]:
    """The contexts the title's help shows after the menus': each game's (a game without screens of its own is
    played on the command line), then replays'."""
    contexts: list[str] = []
    for spec in ctx.games:
        contexts += [context for context in GAME_CONTEXTS.get(spec.name, ("generic",)) if context not in contexts]
    return [*contexts, "replay"]


def saved_games(ctx: Context, game: str) -> list:
    """The game's saves to continue, newest first; a broken one is kept aside and said in the status line."""
    from userdata.saves import list_saves

    found, warnings = list_saves(game)
    if warnings:
        ctx.say(warnings[-1])
    return found


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


def load_scores(ctx: Context) -> dict:
    """Every game's table, read once by the screen that shows them (not on every frame)."""
    from userdata import scores

    tables, warning = scores.load_all()
    if warning:
        ctx.say(warning)
    return tables


# The high-score table's columns: heading, aligned right (">") or left ("<"), and whether a long text may be cut
# with an ellipsis. Where the table is too wide, the map is cut, then left out, then the date left out, then who and
# what was reached are cut, then columns are left out from the right.
SCORE_COLUMNS = (("#", ">", False), ("score", ">", False), ("who", "<", True), ("reached", "<", True),
                 ("seed", ">", False), ("date", "<", False), ("map", "<", True))
SCORE_NARROWING = ((("map",), ()), ((), ("map",)), (("who", "reached"), ("map", "date")))   # (cut, left out)


def score_rows(entries: list, room: int, highlight: int) -> list[tuple[int, tuple[str, ...]]]:
    """(rank, texts) of the table's rows that fit `room` rows, the heading first (rank 0): the top entries, and the
    highlighted one in the last row when it is further down."""
    rows = [(rank, (str(rank), str(e.score), e.who, e.reached, str(e.seed), e.date, e.map or "its own"))
            for rank, e in enumerate(entries, start=1)]
    shown = rows[:max(0, room - 1)]
    if shown and highlight > len(shown):
        shown[-1] = rows[highlight - 1]
    heading = tuple(name for name, _align, _cut in SCORE_COLUMNS)
    return [(0, heading), *shown] if room > 0 else []


def score_columns(font: pygame.font.Font, rows: list[tuple[str, ...]], room: int, gap: int) -> list[tuple[int, int]]:
    """(column, width) of the columns that fit `room` pixels with `gap` between them, each as wide as its widest
    text where that fits; narrowed as SCORE_NARROWING says, then by leaving columns out from the right."""
    names = [name for name, _align, _cut in SCORE_COLUMNS]
    natural = [max(text_width(font, row[column]) for row in rows) for column in range(len(names))]
    least = min(text_width(font, "abcd" + ELLIPSIS), text_width(font, "reached"))   # a cut column shows this much

    def fitted(kept: list[int], cut: set[int]) -> list[tuple[int, int]] | None:
        widths = {column: natural[column] for column in kept}
        excess = sum(widths.values()) + gap * (len(kept) - 1) - room
        for column in reversed(kept):         # the rightmost cut first
            if excess > 0 and column in cut:
                less = max(0, min(excess, widths[column] - least))
                widths[column] -= less
                excess -= less
        return [(column, widths[column]) for column in kept] if excess <= 0 else None

    for cut_names, left_out in SCORE_NARROWING:
        kept = [column for column, name in enumerate(names) if name not in left_out]
        layout = fitted(kept, {names.index(name) for name in cut_names})
        if layout is not None:
            return layout
    # Narrower still: what is left after the last narrowing, columns left out from the right until the rest fits.
    kept = [column for column, name in enumerate(names) if name not in SCORE_NARROWING[-1][1]]
    cuttable = {column for column, (_name, _align, cut) in enumerate(SCORE_COLUMNS) if cut}
    while kept:
        kept.pop()
        layout = fitted(kept, cuttable)
        if layout is not None:
            return layout
    return []


def score_gap(font: pygame.font.Font) -> int:
    """The least room between two columns of a score table, in pixels."""
    return max(8, font.get_height() // 2)


def scores_width(ctx: Context, entries: list) -> int:
    """How wide a table of these entries is with every column whole: a box made this wide cuts nothing."""
    font = ctx.fonts.small
    rows = [texts for _rank, texts in score_rows(entries, len(entries) + 1, 0)]
    widths = [max(text_width(font, row[column]) for row in rows) for column in range(len(SCORE_COLUMNS))]
    return sum(widths) + score_gap(font) * (len(widths) - 1)


def draw_scores(ctx: Context, surface: pygame.Surface, entries: list, area: pygame.Rect, highlight: int = 0,
                measured: list | None = None) -> list[str]:
    """One game's high-score table inside the area, nothing drawn outside it: the columns placed by their texts'
    widths (the font is proportional), narrowed where the area is narrow, the rows that fit its height. The row
    numbered highlight (1-based) stands out, and is shown even when it is below the rows that fit. The columns are
    as wide as the texts of `measured` need (every table a screen shows, so that they line up; by default the
    rows drawn). Returns the headings of the columns drawn."""
    palette, font = ctx.palette, ctx.fonts.small
    line = font.get_linesize()
    rows = score_rows(entries, area.height // line, highlight)
    if not rows:
        return []
    if not entries and area.height >= 2 * line:
        image = render(font, clip(font, "no games yet", area.width), palette.dim)
        surface.blit(image, (area.left, area.top + line))
    gap = score_gap(font)
    widest = rows if not measured else score_rows(measured, len(measured) + 1, 0)
    columns = score_columns(font, [texts for _rank, texts in widest], area.width, gap)
    if not columns:
        return []
    # Room to spare widens the gaps, up to three times: the table reads as a table, not as one long line.
    spare = area.width - sum(width for _column, width in columns) - gap * (len(columns) - 1)
    if len(columns) > 1:
        gap = min(3 * gap, gap + spare // (len(columns) - 1))
    y = area.top
    for rank, texts in rows:
        colour = palette.dim if rank == 0 else palette.gold if rank == highlight else palette.text
        x = area.left
        for column, width in columns:
            image = render(font, clip(font, texts[column], width), colour)
            right_aligned = SCORE_COLUMNS[column][1] == ">"
            surface.blit(image, (x + width - image.get_width() if right_aligned else x, y))
            x += width + gap
        y += line
    return [SCORE_COLUMNS[column][0] for column, _width in columns]


class ScoresScreen(Screen):
    """Every game's high-score table; any key or a click goes back."""

    def __init__(self, ctx: Context):
        super().__init__(ctx)
        self.tables = load_scores(ctx)

    def handle(self, event):
        return Pop() if event.type == pygame.KEYDOWN or event.type == pygame.MOUSEBUTTONDOWN else None

    def draw(self, surface):
        surface.fill(self.ctx.palette.background)
        y = self.title(surface, "High scores", 30)
        games = self.ctx.games
        height = (surface.get_height() - y - 40) // max(1, len(games))
        # Every table's columns as wide as all the tables need: they line up one under another.
        every_entry = [entry for spec in games for entry in self.tables.get(spec.name, [])]
        for spec in games:
            self.lines(surface, [(spec.title, self.ctx.palette.accent)], 60, y)
            draw_scores(self.ctx, surface, self.tables.get(spec.name, []),
                        pygame.Rect(60, y + 26, surface.get_width() - 120, height - 30), measured=every_entry)
            y += height


# The settings only some games use, by their ChangeSetting names: a fog's style (a game with fog), and the low-HP
# warning (a game whose player has HP). The title's options list every setting; a game's, only those it uses (its
# play screen's settings_used).
GAME_SETTINGS = {"fog_style": "fog_style", "low_hp_higher": "low_hp", "low_hp_lower": "low_hp"}


class OptionsScreen(MenuScreen):
    """The settings a player changes here are saved at once and used the next time too. Opened from a game, only
    the settings it uses are listed (uses: those of GAME_SETTINGS's kinds it has; None from the title: all)."""

    heading = "Options"

    def __init__(self, ctx: Context, uses: tuple[str, ...] | None = None):
        super().__init__(ctx, [])
        self.uses = uses
        self.refresh()

    def refresh(self) -> None:
        board, settings, keymap = self.ctx.board, self.ctx.settings, self.ctx.keymap
        volume = int(round(settings.volume * 100))
        warning = f"under {settings.low_hp_percent}% of the most HP" if settings.low_hp_percent else "never"
        # Full screen's choice is its key as bound (F11): the same key does it on every screen.
        full_screen = (keymap.keys_for("fullscreen", self.keys_context) or [""])[0]
        settings_shown = [
            ("t", f"Draw with: {'tiles' if board.tiles else 'glyphs'}", "toggle_tiles"),
            ("+", f"Board: {size_words(board.cell_size)} (+ bigger)", "bigger"),
            ("-", "Smaller board", "smaller"),
            ("v", f"Sound volume: {volume}% (v louder, V softer)", "louder"),
            ("V", "Softer", "softer"),
            ("m", f"Sound: {'off' if self.ctx.muted else 'on'}", "mute"),
            ("f", f"Fog: {settings.fog} (remembered walls dimmed, or dark)", "fog_style"),
            ("c", f"High-contrast colours: {'on' if settings.high_contrast else 'off'}", "high_contrast"),
            ("w", f"Low-HP warning: {warning} (w higher, W lower)", "low_hp_higher"),
            ("W", "Lower", "low_hp_lower"),
            (full_screen, f"Full screen: {'on' if settings.fullscreen else 'off'}", "fullscreen"),
        ]
        self.items = [(key, label, partial(ChangeSetting, name)) for key, label, name in settings_shown
                      if self.uses is None or name not in GAME_SETTINGS or GAME_SETTINGS[name] in self.uses]

    def draw(self, surface):
        # The settings change after handle() returns, when the App applies the change: read them when drawn.
        self.refresh()
        super().draw(surface)

    def back(self):
        return Pop()


class SeedScreen(Screen):
    """Type the seed of the next game: digits, Backspace, Enter to keep it, Escape to leave it as it was. A key
    is taken when str.isdigit() says it is a digit, so '²' (the top-left key of a French keyboard) is typed too;
    Enter keeps only a whole number in the seeds' range (play.cli.seed_number), and otherwise says why in the
    status line, leaving the text there to be put right."""

    opaque = False
    keys_context = "seed"
    TYPED_LIMIT = 64       # digits: a seed has 19 at most, and more than this is a key held down

    def __init__(self, ctx: Context):
        super().__init__(ctx)
        self.text = ""

    def handle(self, event):
        if event.type != pygame.KEYDOWN:
            return None
        action = self.ctx.keymap.action_for(event, self.keys_context)
        if action == "confirm":
            if not self.text.strip():
                return Pop()
            try:
                return [SetSeed(seed_number(self.text.strip())), Pop()]
            except ArgumentTypeError as error:
                self.ctx.say(f"Not a seed: {error}")
                return Redraw()
        if action == "cancel":
            return Pop()
        if event.key == pygame.K_BACKSPACE:
            self.text = self.text[:-1]
        elif event.unicode.isdigit() and len(self.text) < self.TYPED_LIMIT:
            self.text += event.unicode
        return None

    def draw(self, surface):
        fonts, palette = self.ctx.fonts, self.ctx.palette
        lines = [render(fonts.normal, "Seed of the next game (digits):", palette.text),
                 render(fonts.big, self.text + "_", palette.accent),
                 render(fonts.small, self.ctx.keymap.hint(("confirm", "cancel"), self.keys_context), palette.dim)]
        draw_box(surface, palette, lines, min_width=420)


class HelpScreen(Screen):
    """The keys that work on one kind of screen (its context), as bound now: each action with its keys and what it
    does there, the screen's own letters, and any key bound to two meanings there. More pages (context, heading)
    may follow: the keys bound to move west and east turn them, any other key or a click closes help."""

    keys_context = "help"

    def __init__(self, ctx: Context, context: str = "menu", heading: str = "Keys", pages: Sequence[tuple[str, str]] = ()):
        super().__init__(ctx)
        self.pages: list[tuple[str, str]] = [(context, heading), *pages]
        self.page = 0

    @property
    def context(self) -> str:
        return self.pages[self.page][0]

    @property
    def heading(self) -> str:
        return self.pages[self.page][1]

    def rows(self) -> list[tuple[str, str]]:
        """(keys, what they do) for each action of the page's context, keys as the keymap binds them now; then the
        context's own letters."""
        keymap, context = self.ctx.keymap, self.context
        # Actions that do the same here (q and Escape both leave a game) share a row.
        keys_by_title: dict[str, list[str]] = {}
        for action in CONTEXTS[context]:
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
        palette, small, normal = self.ctx.palette, self.ctx.fonts.small, self.ctx.fonts.normal
        surface.fill(palette.background)
        width, height = surface.get_size()
        room_across = width - 4 * MARGIN
        top = self.title(surface, self.heading, 30 if height >= 480 else MARGIN)
        context = self.context
        # A key with two meanings here is said first: the keymap file is where it is put right.
        warnings = [line for text in self.ctx.keymap.collisions(context) for line in wrap(small, text, room_across)]
        top = self.lines(surface, [(line, palette.bad) for line in warnings], MARGIN * 2, top, small)
        notes = list(HELP_NOTES.get(context, ()))
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

        # The larger font when every row fits in it, else the small one; what is still too wide is cut.
        font = normal if half * (normal.get_linesize() + 2) <= bottom - top and fits(normal) else small
        for column, part in enumerate(columns):
            # Keys right-aligned against a gutter, what they do left-aligned after it.
            keys_width = min(column_width // 2, max((text_width(font, keys) for keys, _ in part), default=0))
            titles_width = max((text_width(font, title) for _, title in part), default=0)
            # Each column in the middle of its half of the window.
            left = MARGIN + column * column_width + max(0, (column_width - MARGIN - keys_width - 16 - titles_width) // 2)
            gutter = left + keys_width
            y = top
            for keys, title in part:
                image = render(font, clip(font, keys, gutter - left), palette.accent)
                surface.blit(image, image.get_rect(topright=(gutter, y)))
                room = MARGIN + (column + 1) * column_width - gutter - 16 - MARGIN
                surface.blit(render(font, clip(font, title, room), palette.text),
                             (gutter + 16, y))
                y += font.get_linesize() + 2
        self.lines(surface, [(line, palette.dim) for line in note_lines], MARGIN * 2, bottom, small)

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
        return f"Page {self.page + 1} of {len(self.pages)}: {turn}; any other key or a click closes help."


def letters_label(keys: Sequence[str]) -> str:
    """A context's own keys as help shows them: "y Y", or a run of digits as "0-9"."""
    if len(keys) > 2 and "".join(keys).isdigit():
        return f"{keys[0]}-{keys[-1]}"
    return " ".join(keys)
