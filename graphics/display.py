"""The window itself: SDL's choices made before it opens, its first size, the least size it asks of the system, and
the surface the screens draw on. pygame is imported inside each function: the App sets SDL's variables first."""
from __future__ import annotations

import os
import warnings
from typing import Any

WINDOW_SIZE = (1296, 640)     # the window's first size, made smaller to fit a smaller desktop
DESKTOP_SHARE = 0.9           # of the desktop's width and height at most, leaving room for its bars
# The smallest window the board and the HUD are laid out for, every game's HUD whole (CC3k's side list names each
# creature, its hover text a fight's numbers; at 640x360 they were cut): the system is asked never to make the window
# smaller. Some still do (a tiling window manager, a window being dragged, a dummy driver): every screen is then drawn
# at this size at least and shown smaller (Frame).
MIN_WINDOW_SIZE = (800, 500)


def prepare_sdl() -> None:
    """SDL's choices made before its display starts."""
    # A plain software framebuffer: SDL would otherwise load an OpenGL stack (about 100 MB resident with Mesa)
    # just to copy a 2D surface to the screen.
    os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
    # On Windows a screen scaled to 150% would otherwise stretch the whole window, blurring every glyph; this
    # way the window has the screen's own pixels and the board fills them crisply.
    os.environ.setdefault("SDL_WINDOWS_DPI_AWARENESS", "permonitorv2")


def start_size() -> tuple[int, int]:
    """The window's first size: WINDOW_SIZE, made smaller where the desktop is (a laptop at 1366x768)."""
    import pygame

    try:
        desktops = pygame.display.get_desktop_sizes()
    except pygame.error:
        desktops = []
    if not desktops or min(desktops[0]) <= 0:
        return WINDOW_SIZE
    width, height = desktops[0]
    return (min(WINDOW_SIZE[0], int(width * DESKTOP_SHARE)), min(WINDOW_SIZE[1], int(height * DESKTOP_SHARE)))


def open_window(size: tuple[int, int], flags: int = 0) -> Any:
    """The display set to this size and mode, asking the system for MIN_WINDOW_SIZE at least (each set_mode forgets
    it); the surface to draw on."""
    import pygame

    if not _ICON_SET:
        set_window_icon()
    surface = pygame.display.set_mode(size, flags)
    window = display_window()
    if window is not None:
        try:
            window.minimum_size = MIN_WINDOW_SIZE
        except (pygame.error, ValueError):
            pass                    # a driver that cannot: the screens draw any size anyway
    return pygame.display.get_surface() or surface


ICON_SIZE, ICON_FONT = 32, 52         # px; the font size whose @ fills the icon with a pixel or two to spare
_ICON_SET = False


def set_window_icon() -> None:
    """The program's own icon, the player's @ as the board draws it, in the window's title bar and the task bar
    (without one, a first set_mode looks up pygame's through importlib.resources: about 3 ms at start-up)."""
    global _ICON_SET
    import pygame

    from graphics.palette import STANDARD
    from graphics.text import bundled_font, render

    if not pygame.font.get_init():
        pygame.font.init()
    icon = pygame.Surface((ICON_SIZE, ICON_SIZE))
    icon.fill(STANDARD.background)
    glyph = render(bundled_font(ICON_FONT), "@", STANDARD.player)
    icon.blit(glyph, glyph.get_rect(center=(ICON_SIZE // 2, ICON_SIZE // 2 + 1)))
    pygame.display.set_icon(icon)
    _ICON_SET = True


def display_window() -> Any:
    """pygame's Window object for the display module's window (its minimum size is set there), or None where this
    pygame has none. pygame-ce 2.5 calls taking it from the display module deprecated in favour of drawing through
    the Window; until the App draws that way, the warning says nothing a player or a test needs."""
    import pygame

    take = getattr(getattr(pygame, "Window", None), "from_display_module", None)
    if take is None:
        return None
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        try:
            return take()
        except pygame.error:
            return None


def window_surface() -> Any:
    """The window's surface: the App opens the window first thing, so there is always one while it runs."""
    import pygame

    surface = pygame.display.get_surface()
    if surface is None:
        raise RuntimeError("the window is not open")
    return surface


class Frame:
    """Where the screens draw. The window's own surface while it is at least MIN_WINDOW_SIZE; where the system has
    made it smaller either way (1x1, 640x60, no height at all), an image of at least that size, whose whole is shown
    scaled down into the window, its proportions kept and centred: every screen is laid out only for the sizes it
    was made for, and a thin window shows all of it, small, instead of failing or cutting it. The pointer's
    positions in the window are mapped back onto the image, so pointing and clicking mean the same there."""

    def __init__(self) -> None:
        self._image: Any = None          # the image drawn on while the window is thin; None while it is not
        self._scale = 1.0                # how much smaller the image is shown in the window
        self._offset = (0, 0)            # where the shown image starts in the window

    def begin(self, window: Any) -> Any:
        """The surface to draw this frame on: the window's, or an image of at least the least size."""
        import pygame

        width, height = window.get_size()
        size = (max(width, MIN_WINDOW_SIZE[0]), max(height, MIN_WINDOW_SIZE[1]))
        if size == (width, height):
            self._image, self._scale, self._offset = None, 1.0, (0, 0)
            return window
        if self._image is None or self._image.get_size() != size:
            self._image = pygame.Surface(size, 0, 32)       # 32 bits: smoothscale takes no other
        return self._image

    def show(self, window: Any, background: tuple[int, int, int]) -> None:
        """The image drawn since begin() put into the thin window, whole; nothing to do when it was the window."""
        import pygame

        image = self._image
        if image is None:
            return
        width, height = window.get_size()
        scale = min(width / image.get_width(), height / image.get_height())
        shown = (int(image.get_width() * scale), int(image.get_height() * scale))
        self._scale = scale
        self._offset = ((width - shown[0]) // 2, (height - shown[1]) // 2)
        window.fill(background)
        if min(shown) >= 1:
            window.blit(pygame.transform.smoothscale(image, shown), self._offset)

    def mapped(self, event: Any) -> Any:
        """A pointer event with its position on the image drawn, where the window shows it scaled down."""
        import pygame

        position = getattr(event, "pos", None)
        if self._image is None or position is None or self._scale <= 0:
            return event
        x = int((position[0] - self._offset[0]) / self._scale)
        y = int((position[1] - self._offset[1]) / self._scale)
        return pygame.event.Event(event.type, {**event.dict, "pos": (x, y)})
