"""The tile sheet and the sound effects: every sprite there and distinct, every sound short, audible, unclipped."""
import itertools
import pathlib
import struct
import wave

import pygame
import pytest

from game.core import Event, EventKind
from graphics import audio
from graphics.tiles import TILE_NAMES, TileSheet

ROOT = pathlib.Path(__file__).resolve().parent.parent.parent
CREATURES = [n for n in TILE_NAMES if n.startswith(("race_", "enemy_", "monster_", "dooom_"))] + ["hero"]


@pytest.fixture(scope="module")
def sheet():
    pygame.init()
    return TileSheet.load()


def pixels(surface):
    return [tuple(surface.get_at((x, y))) for y in range(surface.get_height()) for x in range(surface.get_width())]


def test_every_tile_is_painted(sheet):
    for name in TILE_NAMES:
        drawn = [p for p in pixels(sheet.get(name, 16)) if p[3] > 0]
        assert (len(drawn) > 10) == (name != "blank"), name


def test_creatures_differ_in_shape_not_only_in_colour(sheet):
    shapes = {name: tuple(p[3] > 0 for p in pixels(sheet.get(name, 16))) for name in CREATURES}
    for first, second in itertools.combinations(CREATURES, 2):
        assert shapes[first] != shapes[second], (first, second)


def test_get_scales_and_caches(sheet):
    big = sheet.get("enemy_D", 48)
    assert big.get_size() == (48, 48) and sheet.get("enemy_D", 48) is big
    assert big.get_at((24 + 1, 24 + 1)) == sheet.get("enemy_D", 16).get_at((8, 8))
    with pytest.raises(KeyError, match="no_such_tile"):
        sheet.get("no_such_tile", 16)


def test_a_missing_or_wrong_sheet_is_a_clear_error(tmp_path):
    with pytest.raises(OSError):
        TileSheet.load(tmp_path / "none.png")
    small = tmp_path / "small.png"
    pygame.image.save(pygame.Surface((16, 16)), str(small))
    with pytest.raises(ValueError, match="smaller than"):
        TileSheet.load(small)


@pytest.mark.parametrize("name", audio.NAMES)
def test_sounds_are_short_mono_16_bit_audible_and_unclipped(name):
    with wave.open(str(ROOT / "sounds" / f"{name}.wav")) as sound:
        assert (sound.getnchannels(), sound.getsampwidth()) == (1, 2)
        frames = sound.readframes(sound.getnframes())
        seconds = sound.getnframes() / sound.getframerate()
    samples = struct.unpack(f"<{len(frames) // 2}h", frames)
    loudest = max(abs(s) for s in samples)
    assert 0.03 < seconds < 0.5 and 8000 < loudest < 32000
    assert abs(samples[0]) < 2000 and abs(samples[-1]) < 2000   # faded in and out: no click


def test_audio_plays_everything_and_mutes_with_a_dummy_device():
    sound = audio.Audio(0.5)
    assert sound.available
    for name in audio.NAMES + ("unknown",):
        sound.play(name)
    assert sound.toggle_mute() is True and sound.muted
    sound.play("hit")
    sound.set_volume(2.0)
    assert sound.volume == 1.0


def test_audio_without_a_device_is_silent_and_never_raises(monkeypatch):
    def no_device(*args, **kwargs):
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "init", no_device)
    sound = audio.Audio()
    assert not sound.available
    sound.play("win")
    sound.toggle_mute()
    sound.set_volume(0.2)


def test_events_choose_their_sounds():
    assert audio.sound_for(Event(EventKind.ATTACKED, actor="PC")) == "hit"
    assert audio.sound_for(Event(EventKind.ATTACKED, actor="H")) == "hurt"
    assert audio.sound_for(Event(EventKind.PICKED_UP)) == "gold"
    assert audio.sound_for(Event(EventKind.FLOOR_CHANGED)) == "stairs"
    assert audio.sound_for(Event(EventKind.MESSAGE)) is None
    assert audio.sound_for(Event(EventKind.WON, actor="player")) == "win"
    assert audio.sound_for(Event(EventKind.WON, actor="bot")) == "death"
