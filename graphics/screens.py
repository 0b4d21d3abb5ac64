"""Screens every game shares: the screen base, menus, the title, help with the keys as bound, the confirm box."""
from __future__ import annotations

from argparse import ArgumentTypeError
from functools import partial
from typing import Callable, Sequence

import pygame

from game.core import Pos
from graphics.context import Context
from graphics.effects import Effects
from graphics.feedback import Feedback
from graphics.hud import Hud, MessageLog
from graphics.keymap import ACTION_TITLES
from graphics.text import render, text_width
from graphics.transitions import (ChangeSetting, ContinueGame, LeaveGame, Outcome, Pop, Push, Quit, Redraw, SetSeed,
                                  StartGame, setting_for, transitions)
from play.cli import seed_number

HUD_HEIGHT = 170
MARGIN = 12


class Screen:
    """One layer of the window. An opaque screen hides those below it; an overlay is drawn on top of them.
    handle() and update() return what should happen (transitions.py); the App applies it and draws again."""

    opaque = True
    covered = False      # the App sets it: another screen lies on top of this one

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
    """A list of choices: arrows or the keys shown pick one, Enter takes it (what it returns is what happens)."""

    heading = ""

    def __init__(self, ctx: Context, items: Sequence[tuple[str, str, Choice]]):
        super().__init__(ctx)
        self.items = list(items)      # (key, label, what choosing it does)
        self.selected = 0

    def handle(self, event):
        if event.type != pygame.KEYDOWN:
            return None
        action = self.ctx.keymap.action_for(event)
        if action == "move_n":
            self.selected = (self.selected - 1) % len(self.items)
        elif action == "move_s":
            self.selected = (self.selected + 1) % len(self.items)
        elif action == "confirm":
            return self.items[self.selected][2]()
        elif action == "cancel":
            return self.back()
        elif action == "help" and not any(key == event.unicode for key, _label, _ in self.items):
            return Push(HelpScreen(self.ctx))
        else:
            for index, (key, _label, chosen) in enumerate(self.items):
                if event.unicode and event.unicode == key:
                    self.selected = index
                    return chosen()
        return None

    def back(self) -> Outcome:
        return None

    def draw(self, surface):
        palette = self.ctx.palette
        surface.fill(palette.background)
        y = self.title(surface, self.heading, 60)
        y = self.draw_intro(surface, y)
        font = self.ctx.fonts.normal
        for index, (key, label, _) in enumerate(self.items):
            colour = palette.accent if index == self.selected else palette.text
            marker = ">" if index == self.selected else " "
            surface.blit(render(font, f"{marker} {key}  {label}", colour), (surface.get_width() // 2 - 220, y))
            y += font.get_linesize() + 6
        self.draw_footer(surface)

    def draw_intro(self, surface, y: int) -> int:
        return y

    def draw_footer(self, surface):
        hint = "Up/Down and Enter, or the key shown.  ? for help."
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
        items += [
            ("h", "High scores", lambda: Push(ScoresScreen(ctx))),
            ("o", "Options", lambda: Push(OptionsScreen(ctx))),
            ("s", f"Seed of the next game: {ctx.next_seed} (s to type another)", lambda: Push(SeedScreen(ctx))),
            ("?", "Keys and help", lambda: Push(HelpScreen(ctx))),
            ("q", "Quit", Quit),
        ]
        self.items = items
        self.selected = min(self.selected, len(items) - 1)

    def back(self):
        return Quit()

    def draw_intro(self, surface, y):
        rows = [("Choose a game.", self.ctx.palette.dim)]
        return self.lines(surface, rows, surface.get_width() // 2 - 220, y) + MARGIN


class SavesScreen(MenuScreen):
    """Every saved game, newest first, with what it is: game, where it was left, seed and date. Enter continues it."""

    heading = "Continue a saved game"

    def __init__(self, ctx: Context):
        super().__init__(ctx, [])
        keys = "123456789abcdefghijklmnoprstuvwxyz"
        found = []
        for spec in ctx.games:
            found += [(spec.title, saved) for saved in saved_games(ctx, spec.name)]
        found.sort(key=lambda pair: pair[1].record.date, reverse=True)
        self.items = [
            (keys[index] if index < len(keys) else "",
             f"{title}: {saved.record.summary}, seed {saved.record.seed}, {saved.record.date[:16].replace('T', ' ')}",
             partial(self.choose, saved))
            for index, (title, saved) in enumerate(found)
        ]
        if not self.items:
            self.items = [("", "No saved games", self.back)]

    def choose(self, saved) -> Outcome:
        return [Pop(), ContinueGame(saved)]

    def back(self):
        return Pop()


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


def draw_scores(ctx: Context, surface: pygame.Surface, entries: list, area: pygame.Rect, highlight: int = 0) -> None:
    """One game's high-score table; the row numbered highlight (1-based) stands out."""
    palette, font = ctx.palette, ctx.fonts.small
    # Each column drawn at its own place: the font is proportional, so padded text would not line up.
    columns = ((20, ">"), (85, ">"), (100, "<"), (215, "<"), (390, ">"), (405, "<"), (505, "<"))   # (x, right or left aligned)
    rows = [("#", "score", "who", "reached", "seed", "date", "map")]
    rows += [(str(rank), str(e.score), e.who, e.reached, str(e.seed), e.date, e.map or "its own")
             for rank, e in enumerate(entries, start=1)]
    y = area.top
    for index, row in enumerate(rows):
        colour = palette.dim if index == 0 else palette.gold if index == highlight else palette.text
        for (x, align), text in zip(columns, row):
            image = render(font, text, colour)
            place = image.get_rect(topright=(area.left + x, y)) if align == ">" else image.get_rect(topleft=(area.left + x, y))
            surface.blit(image, place)
        y += font.get_linesize()
    if not entries:
        surface.blit(render(font, "no games yet", palette.dim), (area.left, y))


class ScoresScreen(Screen):
    """Every game's high-score table; any key goes back."""

    def __init__(self, ctx: Context):
        super().__init__(ctx)
        self.tables = load_scores(ctx)

    def handle(self, event):
        return Pop() if event.type == pygame.KEYDOWN else None

    def draw(self, surface):
        surface.fill(self.ctx.palette.background)
        y = self.title(surface, "High scores", 30)
        games = self.ctx.games
        height = (surface.get_height() - y - 40) // max(1, len(games))
        for spec in games:
            self.lines(surface, [(spec.title, self.ctx.palette.accent)], 60, y)
            draw_scores(self.ctx, surface, self.tables.get(spec.name, []), pygame.Rect(60, y + 26, surface.get_width() - 120, height - 30))
            y += height


class OptionsScreen(MenuScreen):
    """The settings a player changes here are saved at once and used the next time too."""

    heading = "Options"

    def __init__(self, ctx: Context):
        super().__init__(ctx, [])
        self.refresh()

    def refresh(self) -> None:
        board, settings = self.ctx.board, self.ctx.settings
        volume = int(round(settings.volume * 100))
        self.items = [
            ("t", f"Draw with: {'tiles' if board.tiles else 'glyphs'}", lambda: ChangeSetting("toggle_tiles")),
            ("+", f"Cell size: {board.cell_size} pixels (+ bigger)", lambda: ChangeSetting("bigger")),
            ("-", "Smaller cells", lambda: ChangeSetting("smaller")),
            ("v", f"Sound volume: {volume}% (v louder, V softer)", lambda: ChangeSetting("louder")),
            ("V", "Softer", lambda: ChangeSetting("softer")),
            ("m", f"Sound: {'off' if self.ctx.muted else 'on'}", lambda: ChangeSetting("mute")),
            ("f", f"Maze fog: {settings.fog} (remembered walls dimmed, or dark)", lambda: ChangeSetting("fog_style")),
            ("c", f"High-contrast colours: {'on' if settings.high_contrast else 'off'}",
             lambda: ChangeSetting("high_contrast")),
        ]

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
    TYPED_LIMIT = 64       # digits: a seed has 19 at most, and more than this is a key held down

    def __init__(self, ctx: Context):
        super().__init__(ctx)
        self.text = ""

    def handle(self, event):
        if event.type != pygame.KEYDOWN:
            return None
        action = self.ctx.keymap.action_for(event)
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
        lines = [render(fonts.normal, "Seed of the next game (digits, then Enter):", palette.text),
                 render(fonts.big, self.text + "_", palette.accent)]
        draw_box(surface, palette, lines, min_width=420)


class HelpScreen(Screen):
    """The keys as they are bound now, read from the keymap: a game's own actions, or every action."""

    def __init__(self, ctx: Context, actions: tuple[str, ...] | None = None, heading: str = "Keys"):
        super().__init__(ctx)
        self.actions = actions or tuple(ACTION_TITLES)
        self.heading = heading

    def rows(self) -> list[tuple[str, str]]:
        """(keys, what they do) for each action shown, keys as the keymap binds them now."""
        keymap = self.ctx.keymap
        return [(" ".join(keymap.keys_for(action)), ACTION_TITLES[action]) for action in self.actions]

    def handle(self, event):
        return Pop() if event.type == pygame.KEYDOWN else None

    def draw(self, surface):
        palette, small = self.ctx.palette, self.ctx.fonts.small
        surface.fill(palette.background)
        top = self.title(surface, self.heading, 30)
        rows = self.rows()
        half = (len(rows) + 1) // 2
        # One game's keys fit in the larger font; every game's keys at once need the small one.
        room = surface.get_height() - top - 4 * small.get_linesize() - MARGIN
        normal = self.ctx.fonts.normal
        widest = max(text_width(normal, title) for _, title in rows[half:]) if rows[half:] else 0
        fits = half * (normal.get_linesize() + 2) <= room and surface.get_width() // 2 + 186 + widest <= surface.get_width()
        font = normal if fits else small
        width = surface.get_width()
        for column, part in enumerate((rows[:half], rows[half:])):
            # Keys right-aligned against a gutter, what they do left-aligned after it.
            gutter = width // 2 * column + 170
            y = top
            for keys, title in part:
                image = render(font, keys, palette.accent)
                surface.blit(image, image.get_rect(topright=(gutter, y)))
                surface.blit(render(font, title, palette.text), (gutter + 16, y))
                y += font.get_linesize() + 2
        extra = [
            ("Mouse: point at a cell to see what is there; click a cell next to the @ to move or attack there.", palette.dim),
            ("Moving into an enemy attacks it (a neutral merchant only blocks). Any key closes this page.", palette.dim),
        ]
        self.lines(surface, extra, MARGIN * 2, surface.get_height() - 3 * small.get_linesize() - MARGIN, small)


class ConfirmScreen(Screen):
    """A yes/no question over the screen below; y or Enter says yes, n or Escape says no. Yes takes the box away,
    then does what on_yes returns (it may act on the screen below first: a CC3k restart sends its command)."""

    opaque = False

    def __init__(self, ctx: Context, question: str, on_yes: Choice):
        super().__init__(ctx)
        self.question, self.on_yes = question, on_yes

    def handle(self, event):
        if event.type != pygame.KEYDOWN:
            return None
        action = self.ctx.keymap.action_for(event)
        if event.unicode in ("y", "Y") or action == "confirm":
            return [Pop(), *transitions(self.on_yes())]
        if event.unicode in ("n", "N") or action == "cancel":
            return Pop()
        return None

    def draw(self, surface):
        palette = self.ctx.palette
        text = render(self.ctx.fonts.normal, f"{self.question}  (y / n)", palette.text)
        box = text.get_rect(center=surface.get_rect().center).inflate(48, 32)
        pygame.draw.rect(surface, palette.panel, box)
        pygame.draw.rect(surface, palette.accent, box, 2)
        surface.blit(text, text.get_rect(center=box.center))


