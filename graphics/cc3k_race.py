"""CC3k's first screen in the window: the race to play, the floors and the rule book's invited extras. Kept apart
from the play screen (graphics/cc3k_play.py) so that the window's first frame does not wait for the play screen's
modules: the screen that plays the game chosen here is given to it."""
from __future__ import annotations

from functools import partial
from typing import Any, Callable, Mapping

import pygame

from game.core import Event
from game.cc3k.commands import ChooseRace
from game.cc3k.spec import SPEC
from game.cc3k.tables import BAG_SIZE, RACE_ORDER, RACES
from graphics.cc3k_looks import BAG_KEY, FLOORS_KEY, SHARE_KEY, SHOP_KEY
from graphics.context import Context
from graphics.screens import MARGIN, Choice, MenuScreen
from graphics.text import render, wrap
from graphics.transitions import LeaveGame, Outcome, Redraw, Replace, Screen, StartGame
from roguelike_client.play.session import Session, floors_named

# The screen that plays a game once its race is chosen: (ctx, session, the events of choosing) -> the screen.
Play = Callable[[Context, Session, list[Event]], Screen]


class RaceScreen(MenuScreen):
    """The race to play, the floors and the extras; a race chosen starts the game on the screen `play` makes."""

    heading = "Choose your race"
    keys_context = "race"       # a race's letter is the race here, whatever else it is bound to

    def __init__(self, ctx: Context, session: Session | None, play: Play,
                 upcoming: tuple[Mapping[str, Any], str] = ({}, "")):
        """session: the game whose race is chosen here. None for the window's first frame, drawn before its game is
        made (App.open_game): upcoming is then that game's options and what it is played on (Run.upcoming_map_shown),
        and the App puts the screen of the game made in this one's place before it reads any key."""
        self.session, self.play = session, play
        options, shown = upcoming if session is None else (session.options, session.map_shown())
        self.random_floors = bool(floors_named(SPEC, options))
        # A --map file (a shared dungeon) is named: f leaves it for random floors, and comes back to it.
        floors = "random" if self.random_floors else shown or "the rule book's"
        floors = f"Floors: {floors} ({FLOORS_KEY} to change)"
        items: list[tuple[str, str, Choice]] = [(key, RACES[key].name, partial(self.choose, key))
                                                for key in RACE_ORDER]
        items.append((FLOORS_KEY, floors, self.other_floors))
        # The rule book's invited extras, off unless chosen: switching one starts the game anew as the floors do.
        bag, shop = bool(options.get("carry_potions")), bool(options.get("merchant_shop"))
        carry = f"carry up to {BAG_SIZE} potions" if bag else "none, as the rule book"
        items.append((BAG_KEY, f"Bag: {carry} ({BAG_KEY} to change)", partial(self.switch, "carry_potions", not bag)))
        items.append((SHOP_KEY, f"Merchants: {'sell potions' if shop else 'sell nothing, as the rule book'} "
                                f"({SHOP_KEY} to change)", partial(self.switch, "merchant_shop", not shop)))
        if self.random_floors:
            items.append((SHARE_KEY, f"Write these floors to a file, to share ({SHARE_KEY})", self.share_floors))
        super().__init__(ctx, items)
        self.armed: str | None = None   # the race whose letter was pressed last: the same letter again plays it

    def handle(self, event):
        """A race's letter shows that race as the one chosen, its stats and ability; the same letter again, Enter or a
        click plays it. A letter that played at once gave a Troll game to the player pressing t for tiles (three
        playtests)."""
        if event.type == pygame.KEYDOWN and event.unicode in RACES:
            index = next(index for index, item in enumerate(self.items) if item[0] == event.unicode)
            if self.armed == event.unicode and self.selected == index:
                return self.take(index)
            self.selected, self.armed = index, event.unicode
            return Redraw()
        selected = self.selected
        outcome = super().handle(event)
        if self.selected != selected:
            self.armed = None       # another choice pointed at or moved to
        return outcome

    def prompt(self) -> str:
        """The line under the heading: how the race shown as chosen is played."""
        key = self.items[self.selected][0]
        if key not in RACES:
            return "A race's letter shows it; press it again or Enter to play"
        return f"{RACES[key].name}: press {key} again or Enter to play"

    def choose(self, key: str) -> Outcome:
        session = self.session
        if session is None:         # the first frame's screen, before its game (no key reaches it: App.open_game)
            return Redraw()
        return Replace(self.play(self.ctx, session, session.send(ChooseRace(key))))

    def other_floors(self) -> Outcome:
        """The rule book's five chambers or random floors: the game not yet begun is left (its seed given back) and
        one on the other floors starts with the same seed; the window's next CC3k games keep the choice."""
        return [LeaveGame(), StartGame(SPEC.name, (("random_layout", not self.random_floors),))]

    def switch(self, option: str, on: bool) -> Outcome:
        """An extra on or off: the game not yet begun is left (its seed given back) and one with the same seed starts
        with the extra or without it; the window's next CC3k games keep the choice."""
        return [LeaveGame(), StartGame(SPEC.name, ((option, on),))]

    def take(self, index: int) -> Outcome:
        """Writing the floors leaves the race chosen so far where it was: Enter still plays it."""
        if self.items[index][0] == SHARE_KEY:
            return self.share_floors()
        return super().take(index)

    def share_floors(self) -> Outcome:
        """The game's random dungeon written to the data folder as a layout file; the choice then says where, and
        how to play it again (or why it could not be written)."""
        from roguelike_client.userdata.saves import shared_layout_path

        session = self.session
        if session is None:
            return Redraw()
        path = session.write_layout(shared_layout_path(SPEC.name, session.seed))
        if path is not None:
            said = f"Written to {path}: --map it with --seed {session.seed} to play this game again"
        else:
            said = session.notices[-1] if session.notices else "These floors cannot be written."
        index = next(index for index, item in enumerate(self.items) if item[0] == SHARE_KEY)
        self.items[index] = (SHARE_KEY, said, self.share_floors)
        return Redraw()

    def back(self):
        return LeaveGame()

    def draw(self, surface):
        """Every race at once: its stats in columns and its ability under them, the chosen one highlighted. Where
        the window is too short for every ability (640x360 with the floors written), only the chosen race's is."""
        palette, fonts = self.ctx.palette, self.ctx.fonts
        surface.fill(palette.background)
        y = self.title(surface, self.heading, 50)
        prompt = render(fonts.small, self.prompt(), palette.accent)
        surface.blit(prompt, prompt.get_rect(midtop=(surface.get_width() // 2, y - MARGIN // 2)))
        y += prompt.get_height() + 4
        left = surface.get_width() // 2 - 300
        columns = (16, 34, 170, 330, 420)   # key, name, HP, Atk, Def; the marker in front, so nothing moves
        room = surface.get_width() - left - columns[1] - MARGIN
        normal, small = fonts.normal.get_linesize(), fonts.small.get_linesize()
        others = [wrap(fonts.normal, label, room, most=3) for key, label, _ in self.items if key not in RACES]
        below = sum(len(lines) * normal + 8 for lines in others)
        bottom = surface.get_height() - MARGIN - small - 4      # the footer's top
        every_ability = y + len(RACES) * (normal + small + 12) + below <= bottom
        self.item_rects = []                # each choice's rows, for the mouse to point at and click
        for index, (key, label, _) in enumerate(self.items):
            chosen = index == self.selected
            row_top = y
            if chosen:
                surface.blit(render(fonts.normal, ">", palette.accent), (left, y))
            if key not in RACES:            # the floors' choices, under the races; a long one (a path) over lines
                for line in others.pop(0):
                    surface.blit(render(fonts.normal, line, palette.accent if chosen else palette.dim), (left + columns[1], y))
                    y += normal
                self.item_rects.append(pygame.Rect(left, row_top - 4, 600, y - row_top + 8))
                y += 8
                continue
            race = RACES[key]
            maximum = "no max" if race.max_hp is None else f"max {race.max_hp}"
            cells = (key, race.name, f"HP {race.hp} ({maximum})", f"Atk {race.atk}", f"Def {race.defense}")
            for x, text in zip(columns, cells):
                surface.blit(render(fonts.normal, text, palette.accent if chosen else palette.text), (left + x, y))
            y += normal
            if every_ability or chosen:
                surface.blit(render(fonts.small, race.ability, palette.good if chosen else palette.dim), (left + columns[1], y))
                y += small
            y += 12 if every_ability else 4
            self.item_rects.append(pygame.Rect(left, row_top - 4, 600, y - row_top))
        self.draw_footer(surface)
