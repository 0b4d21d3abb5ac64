"""The title screen: choose a game, continue a saved one, watch a replay, see the high scores, change the options or
type the seed of the next game."""
from __future__ import annotations

from argparse import ArgumentTypeError
from functools import partial

import pygame

from graphics.context import Context
from graphics.keymap import CONTEXT_NAMES, GAME_CONTEXTS
from graphics.screens import MARGIN, Choice, HelpScreen, MenuScreen, Screen, draw_box
from graphics.text import render
from graphics.transitions import Pop, Push, Quit, Redraw, SetSeed, StartGame
from roguelike_client.play.numbers import seed_number


def yourself(spec) -> tuple[tuple[str, object], ...]:
    """A game chosen on the title is the player's own: the command line's bots (a bot game, a match) are not started
    again (three playtests chose the maze there and watched the sample bot play it)."""
    return ((spec.bot.command_option, None),) if spec.bot is not None else ()


class TitleScreen(MenuScreen):
    """Choose a game, continue a saved one, see the high scores, change the options or the seed."""

    heading = "Roguelike client"

    def __init__(self, ctx: Context):
        self._stale = True          # the choices are read when first needed: under a game started at once, later
        super().__init__(ctx, [])
        self._covered = False

    @property
    def items(self) -> list[tuple[str, str, Choice]]:
        if self._stale:
            self._stale = False
            self.refresh()
        return self._items

    @items.setter
    def items(self, items: list[tuple[str, str, Choice]]) -> None:
        self._items = items

    @property
    def covered(self) -> bool:
        return self._covered

    @covered.setter
    def covered(self, value: bool) -> None:
        # Back on top: saves may have come and gone and the seed changed meanwhile. Read them again when the
        # choices are next needed, once, rather than on every key and frame (the list of saves reads every save).
        if self._covered and not value:
            self._stale = True
        self._covered = value

    def refresh(self) -> None:
        # The lists of kept games, the scores and the options are imported with the title's first choices, not with
        # the window (whose first screen is often a game).
        from graphics.kept_games import ReplaysScreen, SavesScreen, saved_games
        from graphics.options_screen import OptionsScreen
        from graphics.scores_screen import ScoresScreen

        ctx = self.ctx
        items: list[tuple[str, str, Choice]] = [
            (str(number), spec.title, partial(StartGame, spec.name, yourself(spec)))
            for number, spec in enumerate(ctx.games, start=1)]
        saved = sum(len(saved_games(ctx, spec.name)) for spec in ctx.games)
        if saved:
            items.append(("c", f"Continue a saved game ({saved} saved)", lambda: Push(SavesScreen(ctx))))
        from roguelike_client.userdata.saves import replay_files

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
        """Escape on the title asks first: a key pressed once too often never closes the program."""
        from graphics.boxes import ConfirmScreen

        return Push(ConfirmScreen(self.ctx, "Quit the program?", Quit))

    def help(self):
        """The menus' keys, then each game's and the replays' a page each (left and right turn the pages)."""
        pages = [(context, f"Keys: {CONTEXT_NAMES[context]}") for context in help_contexts(self.ctx)]
        return Push(HelpScreen(self.ctx, "menu", f"Keys: {CONTEXT_NAMES['menu']}", pages))

    def draw_intro(self, surface, y):
        rows = [("Choose a game.", self.ctx.palette.dim)]
        return self.lines(surface, rows, surface.get_width() // 2 - 220, y) + MARGIN


class SeedScreen(Screen):
    """Type the seed of the next game: digits, Backspace, Enter to keep it, Escape to leave it as it was. A key
    is taken when str.isdigit() says it is a digit, so '²' (the top-left key of a French keyboard) is typed too;
    Enter keeps only a whole number in the seeds' range (play.numbers.seed_number), and otherwise says why in the
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


def help_contexts(ctx: Context) -> list[str]:
    """The contexts the title's help shows after the menus': each game's (a game without screens of its own is
    played on the command line), then replays'."""
    contexts: list[str] = []
    for spec in ctx.games:
        contexts += [context for context in GAME_CONTEXTS.get(spec.name, ("generic",)) if context not in contexts]
    return [*contexts, "replay"]
