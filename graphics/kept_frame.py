"""What a play screen drew on the window, part by part, so that a frame repaints only what changed."""
from __future__ import annotations

import pygame


class KeptFrame:
    """What a play screen drew on the window, part by part, for a screen that repaints only the parts whose contents
    changed: the window keeps its pixels between frames while that screen alone draws on it. `whole` is what the
    frame's layout was drawn for (the window, its size, the palette); a frame of another layout is drawn whole."""

    def __init__(self) -> None:
        self.whole: tuple | None = None
        self.parts: dict[str, object] = {}
        self.mark: tuple[tuple[int, int], tuple] | None = None   # a pixel of the frame and its colour
        # The marks drawn over the board (rectangle, what), None when the whole board is to be painted again.
        self.marks: list[tuple[tuple, tuple]] | None = None

    def forget(self) -> None:
        """The window was drawn over: the next frame is drawn whole."""
        self.whole = None
        self.parts.clear()
        self.marks = None

    def begin(self, surface: pygame.Surface, whole: tuple | None) -> bool:
        """Whether the window still holds the last frame drawn for this layout (whole None: never). A window made
        anew at the same size (a display mode set again) has lost its pixels: a pixel of the last frame tells."""
        mark = self.mark
        if whole is not None and whole == self.whole and mark is not None and surface.get_at(mark[0])[:3] == mark[1]:
            return True
        self.forget()
        self.whole = whole
        return False

    def changed(self, part: str, shows: object) -> bool:
        """Whether a part shows something else than it did (and it is then noted as drawn)."""
        if part in self.parts and self.parts[part] == shows:
            return False
        self.parts[part] = shows
        return True
