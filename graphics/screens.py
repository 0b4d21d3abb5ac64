"""Screens every game shares: the screen base, menus, the title, help with the keys as bound, the confirm box."""
from __future__ import annotations

import pygame

from graphics.effects import Effects
from graphics.feedback import Feedback
from graphics.hud import Hud, MessageLog
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
        elif action == "help" and not any(key == event.unicode for key, _label, _ in self.items):
            self.app.push(HelpScreen(self.app))
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
    """Choose a game, continue a saved one, see the high scores, change the options or the seed."""

    heading = "Roguelike client"

    def __init__(self, app):
        super().__init__(app, [])
        self.refresh()

    def refresh(self) -> None:
        app = self.app
        items = [(key, name, (lambda game=game: app.start_game(game))) for key, name, game in app.window_games()]
        saved = sum(len(app.saved_games(game)) for _key, _name, game in app.window_games())
        if saved:
            items.append(("c", f"Continue a saved game ({saved} saved)", lambda: app.push(SavesScreen(app))))
        items += [
            ("h", "High scores", lambda: app.push(ScoresScreen(app))),
            ("o", "Options", lambda: app.push(OptionsScreen(app))),
            ("s", f"Seed of the next game: {app.seed + app.games_started} (s to type another)", lambda: app.push(SeedScreen(app))),
            ("?", "Keys and help", lambda: app.push(HelpScreen(app))),
            ("q", "Quit", app.quit),
        ]
        self.items = items
        self.selected = min(self.selected, len(items) - 1)

    def handle(self, event):
        self.refresh()
        super().handle(event)

    def back(self):
        self.app.quit()

    def draw(self, surface):
        # Saves come and go while other screens are on top: read them again when the title is drawn again.
        self.refresh()
        super().draw(surface)

    def draw_intro(self, surface, y):
        rows = [("Choose a game.", self.app.palette.dim)]
        return self.lines(surface, rows, surface.get_width() // 2 - 220, y) + MARGIN


class SavesScreen(MenuScreen):
    """Every saved game, newest first, with what it is: game, where it was left, seed and date. Enter continues it."""

    heading = "Continue a saved game"

    def __init__(self, app):
        super().__init__(app, [])
        keys = "123456789abcdefghijklmnoprstuvwxyz"
        found = []
        for _key, title, game in app.window_games():
            found += [(title, saved) for saved in app.saved_games(game)]
        found.sort(key=lambda pair: pair[1].record.date, reverse=True)
        self.items = [
            (keys[index] if index < len(keys) else "",
             f"{title}: {saved.record.summary}, seed {saved.record.seed}, {saved.record.date[:16].replace('T', ' ')}",
             (lambda saved=saved: self.choose(saved)))
            for index, (title, saved) in enumerate(found)
        ]
        if not self.items:
            self.items = [("", "No saved games", self.back)]

    def choose(self, saved) -> None:
        self.app.pop()
        self.app.continue_game(saved)

    def back(self):
        self.app.pop()


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


def load_scores(app) -> dict:
    """Every game's table, read once by the screen that shows them (not on every frame)."""
    from userdata import scores

    tables, warning = scores.load_all()
    if warning:
        app.status = warning
    return tables


def draw_scores(app, surface: pygame.Surface, entries: list, area: pygame.Rect, highlight: int = 0) -> None:
    """One game's high-score table; the row numbered highlight (1-based) stands out."""
    palette, font = app.palette, app.fonts.small
    # Each column drawn at its own place: the font is proportional, so padded text would not line up.
    columns = ((20, ">"), (85, ">"), (100, "<"), (215, "<"), (390, ">"), (405, "<"), (505, "<"))   # (x, right or left aligned)
    rows = [("#", "score", "who", "reached", "seed", "date", "map")]
    rows += [(str(rank), str(e.score), e.who, e.reached, str(e.seed), e.date, e.map or "its own")
             for rank, e in enumerate(entries, start=1)]
    y = area.top
    for index, row in enumerate(rows):
        colour = palette.dim if index == 0 else palette.gold if index == highlight else palette.text
        for (x, align), text in zip(columns, row):
            image = font.render(text, True, colour)
            place = image.get_rect(topright=(area.left + x, y)) if align == ">" else image.get_rect(topleft=(area.left + x, y))
            surface.blit(image, place)
        y += font.get_linesize()
    if not entries:
        surface.blit(font.render("no games yet", True, palette.dim), (area.left, y))


class GameScreen(Screen):
    """What every game's play screen shares: its session, the view it draws, the log, the effects, the HUD;
    keys, pointing and clicks handed to on_key, on_hover and on_click; leaving to the title.

    Commands go through send(): the session records them, the game's feedback table turns the events into the
    log, animations and sounds, and the hover text is worked out again (what is under the pointer may have
    moved, or lost HP)."""

    feedback = Feedback()

    def __init__(self, app, session):
        super().__init__(app)
        self.session = session
        self.view = session.view()
        self.log = MessageLog()
        self.log.add_turn(list(self.view.messages))
        self.effects = Effects()
        self.hud = Hud(app.palette, app.fonts.normal, app.fonts.small)
        self.hover_text = ""
        self.pointed = None          # the cell under the mouse pointer, if any

    def send(self, command, extra_lines: tuple[str, ...] = ()) -> list:
        """Apply a command through the session and show what happened; returns the events."""
        return self.show_events(self.session.send(command), extra_lines)

    def show_events(self, events: list, extra_lines: tuple[str, ...] = ()) -> list:
        self.view = self.session.view()
        sounds = self.feedback.show(events, self.view, self.app.palette, self.effects, self.log, extra_lines)
        self.app.play(sounds)
        self.on_hover(self.pointed)
        self.app.take_notices()
        self.app.redraw()
        return events

    def handle(self, event):
        if event.type == pygame.KEYDOWN:
            self.on_key(self.app.keymap.action_for(event))
        elif event.type == pygame.MOUSEMOTION:
            self.pointed = self.app.board.cell_at(event.pos, self.view)
            self.on_hover(self.pointed)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.on_click(self.app.board.cell_at(event.pos, self.view))

    def on_key(self, action: str | None) -> None:
        pass

    def on_hover(self, cell) -> None:
        pass

    def on_click(self, cell) -> None:
        pass

    def leave(self) -> None:
        """Save the game (or keep it as a replay when it is over) and go to the title."""
        self.app.leave_game()
        self.app.back_to_title()

    def update(self, dt):
        if self.effects.active:
            self.effects.update(dt)
            self.app.redraw()

    @property
    def animating(self) -> bool:
        return self.effects.active


class EndScreen(Screen):
    """The end of a game, over its board: what happened, the score and the game's high-score table.
    r or Enter plays again, q or Escape goes back to the title. A game's end screen says the words."""

    opaque = False
    again_hint = "a new game"

    def __init__(self, app, play):
        super().__init__(app)
        self.play = play
        self.rank = play.session.rank
        self.entries = load_scores(app).get(play.session.spec.name, [])

    def lines(self) -> list[tuple[str, str, str]]:
        """(text, palette colour, font) for each line above the table."""
        raise NotImplementedError

    def again(self) -> None:
        game = self.play.session.spec.name
        self.app.leave_game()
        self.app.back_to_title()
        self.app.start_game(game)

    def handle(self, event):
        if event.type != pygame.KEYDOWN:
            return
        action = self.app.keymap.action_for(event)
        if action in ("restart", "confirm"):
            self.again()
        elif action in ("quit", "cancel"):
            self.app.leave_game()
            self.app.back_to_title()

    def draw(self, surface):
        palette, fonts = self.app.palette, self.app.fonts
        images = [getattr(fonts, font).render(text, True, getattr(palette, colour)) for text, colour, font in self.lines()]
        box = draw_box(surface, palette, images, min_width=560, extra_height=250)
        draw_scores(self.app, surface, self.entries, pygame.Rect(box.left + 24, box.bottom - 240, box.width - 48, 200), self.rank)
        hint = fonts.small.render(f"r or Enter: {self.again_hint}     q or Escape: back to the title", True, palette.dim)
        surface.blit(hint, hint.get_rect(midbottom=(box.centerx, box.bottom - 12)))


class ScoresScreen(Screen):
    """Every game's high-score table; any key goes back."""

    def __init__(self, app):
        super().__init__(app)
        self.tables = load_scores(app)

    def handle(self, event):
        if event.type == pygame.KEYDOWN:
            self.app.pop()

    def draw(self, surface):
        surface.fill(self.app.palette.background)
        y = self.title(surface, "High scores", 30)
        games = self.app.window_games()
        height = (surface.get_height() - y - 40) // max(1, len(games))
        for _key, name, game in games:
            self.lines(surface, [(name, self.app.palette.accent)], 60, y)
            draw_scores(self.app, surface, self.tables.get(game, []), pygame.Rect(60, y + 26, surface.get_width() - 120, height - 30))
            y += height


class OptionsScreen(MenuScreen):
    """The settings a player changes here are saved at once and used the next time too."""

    heading = "Options"

    def __init__(self, app):
        super().__init__(app, [])
        self.refresh()

    def refresh(self) -> None:
        app = self.app
        board, settings = app.board, app.settings
        volume = int(round(settings.volume * 100))
        muted = app.audio is None or app.audio.muted
        self.items = [
            ("t", f"Draw with: {'tiles' if board.tiles else 'glyphs'}", lambda: app.global_action("toggle_tiles")),
            ("+", f"Cell size: {board.cell_size} pixels (+ bigger)", lambda: app.global_action("bigger")),
            ("-", "Smaller cells", lambda: app.global_action("smaller")),
            ("v", f"Sound volume: {volume}% (v louder, V softer)", lambda: self.volume(0.1)),
            ("V", "Softer", lambda: self.volume(-0.1)),
            ("m", f"Sound: {'off' if muted else 'on'}", lambda: app.global_action("mute")),
            ("f", f"Maze fog: {settings.fog} (remembered walls dimmed, or dark)", self.fog),
            ("c", f"High-contrast colours: {'on' if settings.high_contrast else 'off'}", lambda: app.set_palette(not settings.high_contrast)),
        ]

    def volume(self, change: float) -> None:
        app = self.app
        app.settings.volume = round(max(0.0, min(1.0, app.settings.volume + change)), 2)
        if app.audio is not None:
            app.audio.set_volume(app.settings.volume)
        app.save_settings()

    def fog(self) -> None:
        settings = self.app.settings
        settings.fog = "dark" if settings.fog == "remembered" else "remembered"
        self.app.save_settings()

    def handle(self, event):
        super().handle(event)
        self.refresh()

    def back(self):
        self.app.pop()


class SeedScreen(Screen):
    """Type the seed of the next game: digits, Backspace, Enter to keep it, Escape to leave it as it was."""

    opaque = False

    def __init__(self, app):
        super().__init__(app)
        self.text = ""

    def handle(self, event):
        if event.type != pygame.KEYDOWN:
            return
        action = self.app.keymap.action_for(event)
        if action == "confirm":
            if self.text:
                self.app.set_seed(int(self.text))
            self.app.pop()
        elif action == "cancel":
            self.app.pop()
        elif event.key == pygame.K_BACKSPACE:
            self.text = self.text[:-1]
        elif event.unicode.isdigit() and len(self.text) < 12:
            self.text += event.unicode
        self.app.redraw()

    def draw(self, surface):
        fonts, palette = self.app.fonts, self.app.palette
        lines = [fonts.normal.render("Seed of the next game (digits, then Enter):", True, palette.text),
                 fonts.big.render(self.text + "_", True, palette.accent)]
        draw_box(surface, palette, lines, min_width=420)


class HelpScreen(Screen):
    """The keys as they are bound now, read from the keymap: a game's own actions, or every action."""

    def __init__(self, app, actions: tuple[str, ...] | None = None, heading: str = "Keys"):
        super().__init__(app)
        self.actions = actions or tuple(ACTION_TITLES)
        self.heading = heading

    def rows(self) -> list[tuple[str, str]]:
        """(keys, what they do) for each action shown, keys as the keymap binds them now."""
        keymap = self.app.keymap
        return [(" ".join(keymap.keys_for(action)), ACTION_TITLES[action]) for action in self.actions]

    def handle(self, event):
        if event.type == pygame.KEYDOWN:
            self.app.pop()

    def draw(self, surface):
        palette, small = self.app.palette, self.app.fonts.small
        surface.fill(palette.background)
        top = self.title(surface, self.heading, 30)
        rows = self.rows()
        half = (len(rows) + 1) // 2
        # One game's keys fit in the larger font; every game's keys at once need the small one.
        room = surface.get_height() - top - 4 * small.get_linesize() - MARGIN
        normal = self.app.fonts.normal
        widest = max(normal.size(title)[0] for _, title in rows[half:]) if rows[half:] else 0
        fits = half * (normal.get_linesize() + 2) <= room and surface.get_width() // 2 + 186 + widest <= surface.get_width()
        font = normal if fits else small
        width = surface.get_width()
        for column, part in enumerate((rows[:half], rows[half:])):
            # Keys right-aligned against a gutter, what they do left-aligned after it.
            gutter = width // 2 * column + 170
            y = top
            for keys, title in part:
                image = font.render(keys, True, palette.accent)
                surface.blit(image, image.get_rect(topright=(gutter, y)))
                surface.blit(font.render(title, True, palette.text), (gutter + 16, y))
                y += font.get_linesize() + 2
        extra = [
            ("Mouse: point at a cell to see what is there; click a cell next to the @ to move or attack there.", palette.dim),
            ("Moving into an enemy attacks it (a neutral merchant only blocks). Any key closes this page.", palette.dim),
        ]
        self.lines(surface, extra, MARGIN * 2, surface.get_height() - 3 * small.get_linesize() - MARGIN, small)


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


