"""Helpers for window tests: pressing keys through the app's own dispatch, and drawing a frame."""
import pygame

from graphics.keymap import key_event


RACE_LETTERS = "sdvtg"      # CC3k's races, in the rule book's letters


def press(app, *names: str) -> None:
    """Each key pressed and let go, as a person (and a --keys script) does: a key stopped by danger acts again. A
    race's letter on CC3k's race screen plays that race, as a player choosing it does: pressed again, unless Enter is
    the next key given (once shows the race; again, or Enter, plays it): press(app, "s") plays a shade."""
    for index, name in enumerate(names):
        screen = app.stack[-1] if app.stack else None
        enter_next = names[index + 1:index + 2] in (("return",), ("enter",))
        again = type(screen).__name__ == "RaceScreen" and len(name) == 1 and name in RACE_LETTERS and not enter_next \
            and getattr(screen, "armed", None) != name
        for _ in range(2 if again else 1):
            down = key_event(name)
            app.dispatch(down)
            app.dispatch(pygame.event.Event(pygame.KEYUP, key=down.key, mod=down.mod, unicode="", scancode=0))


def frame(app) -> pygame.Surface:
    app.draw()
    return pygame.display.get_surface()


def hover(app, cell) -> str:
    """The pointer moved onto a board cell (the board placed by a frame first): what the top screen's hover says."""
    frame(app)
    rect = app.board.cell_rect(cell)
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    return app.stack[-1].hover_text


def top(app):
    return type(app.stack[-1]).__name__


def most_saturated(surface: pygame.Surface, rect: pygame.Rect) -> tuple[int, int, int]:
    """The most saturated colour drawn in a rectangle: glyph strokes and sprites, not the background."""
    best = (0, 0, 0)
    for x in range(rect.left, rect.right):
        for y in range(rect.top, rect.bottom):
            r, g, b, *_ = surface.get_at((x, y))
            if max(r, g, b) - min(r, g, b) > max(best) - min(best):
                best = (r, g, b)
    return best


def game_app(game: str, path, seed: int = 1, **options):
    """A headless window playing a new game of `game` on the map file at path, from the title, as the program
    starts one: (app, its play screen, the session)."""
    from graphics.app import App
    from graphics.title import TitleScreen
    from tests.window.conftest import make_args

    app = App(make_args(game=game, map=str(path), seed=seed, options=options), headless=True)
    app.prepare(game, str(path))
    app.push(TitleScreen(app.context))
    app.start_game(game)
    screen = app.stack[-1]
    return app, screen, screen.session


def open_dooom_map(folder, width: int, height: int):
    """A Dooom map file of one open room, width by height with its walls, gold in one corner and the exit in the
    other: room to walk anywhere."""
    rows = ["#" * width] + ["#" + "." * (width - 2) + "#" for _ in range(height - 2)] + ["#" * width]
    rows[1] = "#G" + "." * (width - 4) + "E#"
    path = folder / f"open-{width}x{height}.txt"
    path.write_text("name Open\nwin 1\n" + "\n".join(rows) + "\n")
    return path
