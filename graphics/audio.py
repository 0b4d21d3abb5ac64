"""Sound effects: the synthesised .wav files played on game events; silent, never failing, without a device."""
from __future__ import annotations

import contextlib
import os
import sys

import pygame

from game.core import Actor, Event, EventKind
from roguelike_client.shipped import shipped

# Read through importlib.resources, so the sounds are found inside an installed wheel as in a checkout.
SOUNDS = shipped("sounds")
NAMES = ("step", "hit", "miss", "kill", "gold", "potion", "stairs", "death", "win", "hurt")
SOUND_FOR_EVENT = {
    EventKind.MOVED: "step", EventKind.ATTACKED: "hit", EventKind.MISSED: "miss", EventKind.KILLED: "kill",
    EventKind.PICKED_UP: "gold", EventKind.USED: "potion", EventKind.FLOOR_CHANGED: "stairs",
    EventKind.DIED: "death", EventKind.WON: "win",
}


def sound_for(event: Event) -> str | None:
    """The effect for an event; a hit the player takes sounds different from one the player deals, and an
    opponent's win (the Dooom bot getting out) is the player's loss."""
    if event.kind is EventKind.ATTACKED and event.actor not in (None, Actor.PLAYER):
        return "hurt"
    if event.kind is EventKind.WON and event.actor is Actor.OPPONENT:
        return "death"
    return SOUND_FOR_EVENT.get(event.kind)


@contextlib.contextmanager
def c_stderr_silenced():
    """Without a sound card ALSA writes a dozen lines to the process's stderr from C while SDL looks for
    one; the game then simply runs silently, so those lines would only look like a crash to the player."""
    try:
        saved = os.dup(2)
        quiet = os.open(os.devnull, os.O_WRONLY)
    except OSError:
        yield
        return
    sys.stderr.flush()
    os.dup2(quiet, 2)
    try:
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)
        os.close(quiet)


class Audio:
    """The sound device and the game's sounds. opened=False: the device is opened (and the sounds read) by open(),
    or when a sound is first wanted: the window opens it after its first frame, which it need not wait for."""

    def __init__(self, volume: float = 0.7, muted: bool = False, opened: bool = True):
        self._muted = muted
        self.volume = volume
        self.sounds: dict[str, pygame.mixer.Sound] = {}
        self._opened = False
        if opened:
            self.open()

    def open(self) -> None:
        """Open the sound device and read the sounds, once; without a device the game runs silently."""
        if self._opened:
            return
        self._opened = True
        try:
            # 1024 samples: 46 ms of latency, a quarter of the wake-ups of 512 for an idle window.
            with c_stderr_silenced():
                pygame.mixer.init(frequency=22050, size=-16, channels=1, buffer=1024)
        except pygame.error:
            return  # no audio device: the game runs silently
        for name in NAMES:
            try:
                with SOUNDS.joinpath(f"{name}.wav").open("rb") as handle:
                    self.sounds[name] = pygame.mixer.Sound(file=handle)
            except (pygame.error, OSError):
                continue
        self.set_volume(self.volume)

    @property
    def available(self) -> bool:
        self.open()
        return bool(self.sounds)

    @property
    def muted(self) -> bool:
        return self._muted

    def toggle_mute(self) -> bool:
        self._muted = not self._muted
        return self._muted

    def set_volume(self, volume: float) -> None:
        self.volume = max(0.0, min(1.0, volume))
        for sound in self.sounds.values():
            sound.set_volume(self.volume)

    def play(self, name: str) -> None:
        self.open()
        sound = self.sounds.get(name)
        if sound is not None and not self._muted:
            sound.play()
