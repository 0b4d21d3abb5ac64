"""The window's settings as a player changes them: what each ChangeSetting does to the board, the sound, the colours and
the window, remembered in the settings file at once (the board's fog excepted). The App is made of it."""
from __future__ import annotations

from typing import TYPE_CHECKING

from graphics.display import open_window, window_surface

if TYPE_CHECKING:
    from graphics.audio import Audio
    from graphics.board import BoardView
    from graphics.context import Context
    from roguelike_client.userdata.settings import Settings


class WindowSettings:
    """The settings part of the App: the App sets these attributes up and shows `status` over every screen."""

    settings: Settings
    board: BoardView
    audio: Audio | None     # None without a sound device
    context: Context
    headless: bool
    windowed_size: tuple[int, int]
    dirty: bool
    status: str

    def _open_audio(self, settings):
        try:
            from graphics.audio import Audio
        except ImportError:
            return None
        return Audio(settings.volume, settings.muted, opened=False)     # opened after the first frame (App.draw)

    def change_setting(self, name: str) -> None:
        """Every setting a screen changes, changed here; each but the board's fog is remembered at once."""
        from graphics.palette import HIGH_CONTRAST, STANDARD

        settings, board, audio = self.settings, self.board, self.audio
        if name == "fog":
            board.fog = not board.fog    # for this window only: a look at the whole map
            return
        if name == "toggle_tiles":
            self.toggle_tiles()
        elif name in ("bigger", "smaller"):
            if not board.resize_cells(4 if name == "bigger" else -4):
                self.status = f"The board is as {'large' if name == 'bigger' else 'small'} as it goes."
        elif name == "mute" and audio is not None:
            audio.toggle_mute()
        elif name in ("louder", "softer"):
            settings.volume = round(max(0.0, min(1.0, settings.volume + (0.1 if name == "louder" else -0.1))), 2)
            if audio is not None:
                audio.set_volume(settings.volume)
        elif name == "fog_style":
            settings.fog = "dark" if settings.fog == "remembered" else "remembered"
        elif name == "fullscreen":
            self.set_fullscreen(not settings.fullscreen)
        elif name in ("low_hp_higher", "low_hp_lower"):
            change = 10 if name == "low_hp_higher" else -10
            settings.low_hp_percent = max(0, min(90, settings.low_hp_percent + change))
        elif name == "high_contrast":
            settings.high_contrast = not settings.high_contrast
            self.context.palette = board.palette = HIGH_CONTRAST if settings.high_contrast else STANDARD
        self.save_settings()

    def save_settings(self) -> None:
        from roguelike_client.userdata.settings import save_settings

        settings = self.settings
        settings.tiles, settings.cell_size = self.board.tiles, self.board.cell_size
        if self.audio is not None:
            settings.muted = self.audio.muted
        try:
            save_settings(settings)
        except OSError as error:
            self.status = f"Settings not saved: {error.strerror or error}"

    def set_fullscreen(self, on: bool) -> None:
        """The whole desktop, or a window of the size it had before; remembered in the settings."""
        import pygame

        self.settings.fullscreen = on
        if self.headless:
            return
        if on:
            self.windowed_size = window_surface().get_size()
            open_window((0, 0), pygame.FULLSCREEN)
        else:
            open_window(self.windowed_size, pygame.RESIZABLE)
        self.dirty = True

    def toggle_tiles(self) -> None:
        if self.board.sheet is None:
            try:
                from graphics.tiles import TileSheet

                self.board.sheet = TileSheet.load()
            except (ImportError, OSError, ValueError) as error:
                self.status = f"Tile mode is not available: {error}"
                return
        self.board.tiles = not self.board.tiles
