"""Screens every game shares: the screen base, menus, the title, help with the keys as bound, the confirm box."""
from __future__ import annotations

import pygame

from graphics.keymap import ACTION_TITLES

HUD_HEIGHT = 170
MARGIN = 12


class Screen:
    """One layer of the window. An opaque screen hides those below it; an overlay is drawn on top of them."""

    opaque = True

    def __init__(self, app):
        self.app = app

    def handle(self, event: pygame.event.Event) -> None:
        pass

    def update(self, dt: float) -> None:
        pass

    @property
    def animating(self) -> bool:
        return False

    def draw(self, surface: pygame.Surface) -> None:
        pass

    # Shared drawing helpers.
    def title(self, surface: pygame.Surface, text: str, y: int) -> int:
        image = self.app.fonts.big.render(text, True, self.app.palette.accent)
        surface.blit(image, image.get_rect(midtop=(surface.get_width() // 2, y)))
        return y + image.get_height() + MARGIN

    def lines(self, surface: pygame.Surface, rows: list[tuple[str, tuple]], x: int, y: int, font=None) -> int:
        font = font or self.app.fonts.normal
        for text, colour in rows:
            surface.blit(font.render(text, True, colour), (x, y))
            y += font.get_linesize() + 2
        return y


class MenuScreen(Screen):
    """A list of choices: arrows or the keys shown pick one, Enter takes it."""

    heading = ""

    def __init__(self, app, items: list[tuple[str, str, object]]):
        super().__init__(app)
        self.items = items      # (key, label, action)
        self.selected = 0

    def handle(self, event):
        if event.type != pygame.KEYDOWN:
            return
        action = self.app.keymap.action_for(event)
        if action == "move_n":
            self.selected = (self.selected - 1) % len(self.items)
        elif action == "move_s":
            self.selected = (self.selected + 1) % len(self.items)
        elif action == "confirm":
            self.items[self.selected][2]()
        elif action == "cancel":
            self.back()
        else:
            for index, (key, _label, chosen) in enumerate(self.items):
                if event.unicode and event.unicode == key:
                    self.selected = index
                    chosen()
                    break
            else:
                return
        self.app.redraw()

    def back(self) -> None:
        pass

    def draw(self, surface):
        palette = self.app.palette
        surface.fill(palette.background)
        y = self.title(surface, self.heading, 60)
        y = self.draw_intro(surface, y)
        font = self.app.fonts.normal
        for index, (key, label, _) in enumerate(self.items):
            colour = palette.accent if index == self.selected else palette.text
            marker = ">" if index == self.selected else " "
            surface.blit(font.render(f"{marker} {key}  {label}", True, colour), (surface.get_width() // 2 - 220, y))
            y += font.get_linesize() + 6
        self.draw_footer(surface)

    def draw_intro(self, surface, y: int) -> int:
        return y

    def draw_footer(self, surface):
        hint = "Up/Down and Enter, or the key shown.  ? for help."
        image = self.app.fonts.small.render(hint, True, self.app.palette.dim)
        surface.blit(image, image.get_rect(midbottom=(surface.get_width() // 2, surface.get_height() - MARGIN)))


class TitleScreen(MenuScreen):
    heading = "Roguelike client"

    def __init__(self, app):
        games = [(key, name, (lambda game=game: app.start_game(game))) for key, name, game in app.window_games()]
        items = games + [("?", "Keys and help", lambda: app.push(HelpScreen(app))), ("q", "Quit", app.quit)]
        super().__init__(app, items)

    def back(self):
        self.app.quit()

    def draw_intro(self, surface, y):
        rows = [("Choose a game.", self.app.palette.dim)]
        return self.lines(surface, rows, surface.get_width() // 2 - 220, y) + MARGIN


class HelpScreen(Screen):
    """The keys as they are bound now, read from the keymap."""

    def handle(self, event):
        if event.type == pygame.KEYDOWN:
            self.app.pop()

    def draw(self, surface):
        palette = self.app.palette
        surface.fill(palette.background)
        y = self.title(surface, "Keys", 30)
        keymap = self.app.keymap
        rows = [(f"{' '.join(keymap.keys_for(action)):>22}   {title}", palette.text) for action, title in ACTION_TITLES.items()]
        half = (len(rows) + 1) // 2
        self.lines(surface, rows[:half], MARGIN * 2, y, self.app.fonts.small)
        self.lines(surface, rows[half:], surface.get_width() // 2, y, self.app.fonts.small)
        extra = [
            ("Mouse: point at a cell to see what is there; click a cell next to the @ to move or attack there.", palette.dim),
            ("Moving into an enemy attacks it (a neutral merchant only blocks). Any key closes this page.", palette.dim),
        ]
        self.lines(surface, extra, MARGIN * 2, surface.get_height() - 3 * self.app.fonts.small.get_linesize() - MARGIN,
                   self.app.fonts.small)


class ConfirmScreen(Screen):
    """A yes/no question over the screen below; y or Enter says yes, n or Escape says no."""

    opaque = False

    def __init__(self, app, question: str, on_yes):
        super().__init__(app)
        self.question, self.on_yes = question, on_yes

    def handle(self, event):
        if event.type != pygame.KEYDOWN:
            return
        action = self.app.keymap.action_for(event)
        if event.unicode in ("y", "Y") or action == "confirm":
            self.app.pop()
            self.on_yes()
        elif event.unicode in ("n", "N") or action == "cancel":
            self.app.pop()

    def draw(self, surface):
        palette = self.app.palette
        text = self.app.fonts.normal.render(f"{self.question}  (y / n)", True, palette.text)
        box = text.get_rect(center=surface.get_rect().center).inflate(48, 32)
        pygame.draw.rect(surface, palette.panel, box)
        pygame.draw.rect(surface, palette.accent, box, 2)
        surface.blit(text, text.get_rect(center=box.center))


