"""The tile sheet and the sound effects: every sprite there in each palette, distinct, and as the generator paints
it; every sound short, audible, unclipped."""
import itertools
import pathlib
import struct
import wave

import pygame
import pytest

from game.core import Actor, EventKind
from graphics import audio
from graphics.palette import HIGH_CONTRAST, PALETTES, STANDARD
from graphics.tiles import TILE_NAMES, TileSheet

ROOT = pathlib.Path(__file__).resolve().parent.parent.parent
CREATURES = [n for n in TILE_NAMES if n.startswith(("race_", "enemy_", "monster_", "dooom_"))] + ["hero"]


@pytest.fixture(scope="module")
def sheet():
    pygame.init()
    return TileSheet.load()


def pixels(surface):
    return [tuple(surface.get_at((x, y))) for y in range(surface.get_height()) for x in range(surface.get_width())]


@pytest.mark.parametrize("palette", PALETTES, ids=lambda p: p.name)
def test_every_tile_is_painted(sheet, palette):
    for name in TILE_NAMES:
        drawn = [p for p in pixels(sheet.get(name, 16, palette)) if p[3] > 0]
        assert (len(drawn) > 10) == (name != "blank"), name


def test_creatures_differ_in_shape_not_only_in_colour(sheet):
    """Silhouettes, so that a player who cannot tell the hues apart still tells every creature apart: any two
    differ in at least 20 of 256 pixels, in both palettes (whose sprites have the same shapes)."""
    for palette in PALETTES:
        shapes = {name: tuple(p[3] > 0 for p in pixels(sheet.get(name, 16, palette))) for name in CREATURES}
        for first, second in itertools.combinations(CREATURES, 2):
            apart = sum(a != b for a, b in zip(shapes[first], shapes[second]))
            assert apart >= 20, (palette.name, first, second, apart)


def test_the_sheet_is_what_the_generator_paints():
    """graphics/make_tiles.py is the one source of tiles.png: a change to it or to the palettes is painted again."""
    from graphics.make_tiles import make_sheet

    painted = make_sheet()
    with (ROOT / "graphics" / "tiles.png").open("rb") as handle:
        stored = pygame.image.load(handle, "tiles.png")
    assert stored.get_size() == painted.get_size()
    assert pygame.image.tobytes(stored, "RGBA") == pygame.image.tobytes(painted, "RGBA")


def test_each_palette_has_its_own_set(sheet):
    """The high-contrast set: the same sprites in its colours (a darker floor, a whiter player)."""
    for name in ("floor", "race_shade", "enemy_H", "hero", "dooom_bot", "stairs"):
        assert pixels(sheet.get(name, 16, STANDARD)) != pixels(sheet.get(name, 16, HIGH_CONTRAST)), name
    assert sheet.get("floor", 16) is sheet.get("floor", 16, STANDARD)


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


def _events_of_real_games(game: str, lines: list[str], games: int) -> list:
    """Every event of a few games played through the session with commands picked from lines."""
    import random

    from game.registry import GAMES
    from roguelike_client.play.maps import load_map
    from roguelike_client.play.session import Session

    spec = GAMES[game]
    name, text, _ = load_map(spec, None)
    picker, events = random.Random(7), []
    for seed in range(games):
        session = Session.new(spec, seed, name, text, {option.name: option.default for option in spec.options})
        for _ in range(400):
            events += session.submit(picker.choice(lines))
            if session.view().over:
                break
    return events


def test_a_real_cc3k_game_sounds_right():
    """The events a real game makes: the PC's hits hit, an enemy's hurt, gold and stairs sound as themselves."""
    from graphics.cc3k_window import FEEDBACK

    events = _events_of_real_games("cc3k", ["s"] + ["no", "so", "ea", "we", "ne", "nw", "se", "sw"] * 3 + ["a no", "a ea"], 12)
    heard = {(event.kind, event.actor): FEEDBACK.sounds([event]) for event in events}
    assert heard[(EventKind.ATTACKED, Actor.PLAYER)] == ["hit"]
    assert heard[(EventKind.ATTACKED, Actor.MONSTER)] == ["hurt"]
    assert all(sounds == ["gold"] for (kind, _), sounds in heard.items() if kind is EventKind.PICKED_UP)
    assert heard.get((EventKind.DIED, Actor.PLAYER), ["death"]) == ["death"]


def test_a_real_dooom_game_sounds_right():
    """The player's win sounds as a win; the bot getting out first sounds as the player's loss."""
    from graphics.dooom_window import FEEDBACK

    events = _events_of_real_games("dooom", ["MOVE N", "MOVE S", "MOVE E", "MOVE W", "PICKUP", "LOOK"], 20)
    wins = {event.actor: FEEDBACK.sounds([event]) for event in events if event.kind is EventKind.WON}
    assert wins[Actor.OPPONENT] == ["death"]
    assert wins.get(Actor.PLAYER, ["win"]) == ["win"]
    assert Actor.OPPONENT in wins
