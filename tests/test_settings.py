"""Settings and keymap files: defaults written on first run, edits kept, broken files reported, kept aside, replaced."""
import tomllib

import pytest

from roguelike_client.userdata.settings import Settings, load_keymap, load_settings, save_keymap, save_settings

DEFAULT_KEYS = {"move_north": ["up", "k"], "quit": ["q"], "help": ["?"]}


def known(name: str) -> bool:
    return name in {"up", "down", "k", "j", "q", "?", "w", "f1"}


def test_first_run_writes_the_defaults(tmp_path):
    settings, warning = load_settings(tmp_path)
    assert settings == Settings() and warning is None
    assert tomllib.loads((tmp_path / "settings.toml").read_text())["cell_size"] == 16
    keymap, warning = load_keymap(DEFAULT_KEYS, known, tmp_path)
    assert keymap == DEFAULT_KEYS and warning is None
    assert tomllib.loads((tmp_path / "keymap.toml").read_text())["help"] == ["?"]


def test_saved_settings_and_rebound_keys_come_back(tmp_path):
    save_settings(Settings(tiles=True, cell_size=32, volume=0.25, muted=True, fog="dark", high_contrast=True), tmp_path)
    assert load_settings(tmp_path) == (Settings(True, 32, 0.25, True, "dark", True), None)
    save_keymap({**DEFAULT_KEYS, "move_north": ["w"]}, tmp_path)
    keymap, _ = load_keymap(DEFAULT_KEYS, known, tmp_path)
    assert keymap["move_north"] == ["w"] and keymap["quit"] == ["q"]


def test_a_keymap_file_missing_actions_keeps_their_defaults(tmp_path):
    (tmp_path / "keymap.toml").write_text('quit = "f1"\n')
    keymap, warning = load_keymap(DEFAULT_KEYS, known, tmp_path)
    assert warning is None and keymap == {**DEFAULT_KEYS, "quit": ["f1"]}


@pytest.mark.parametrize(
    "content, message",
    [
        ("quit = [", "not valid TOML"),
        ("fly = ['q']", "unknown action 'fly'"),
        ("quit = 3", "action 'quit' takes a key name or a list of key names"),
        ("quit = ['nosuchkey']", "action 'quit': unknown key name 'nosuchkey'"),
        ("", None),
    ],
)
def test_a_broken_keymap_is_reported_kept_aside_and_the_defaults_used(tmp_path, content, message):
    (tmp_path / "keymap.toml").write_text(content)
    keymap, warning = load_keymap(DEFAULT_KEYS, known, tmp_path)
    assert keymap == DEFAULT_KEYS
    if message is None:
        assert warning is None
        return
    assert message in warning and "kept as keymap.toml.bak" in warning and "\n" not in warning
    assert (tmp_path / "keymap.toml.bak").read_text() == content
    assert tomllib.loads((tmp_path / "keymap.toml").read_text()) == DEFAULT_KEYS


@pytest.mark.parametrize(
    "content, message",
    [
        (b"cell_size = 'big'", "setting 'cell_size' must be int, found str"),
        (b"cell_size = 1000", "must be from 8 to 64"),
        (b"volume = 2", "must be from 0.0 to 1.0"),
        (b"fog = 'pink'", "must be one of remembered, dark"),
        (b"colour = 1", "unknown setting 'colour'"),
        (b"\x00\x01", "not a text file"),
        (b"tiles = tru", "not valid TOML"),
    ],
)
def test_broken_settings_are_reported_and_replaced_by_defaults(tmp_path, content, message):
    (tmp_path / "settings.toml").write_bytes(content)
    settings, warning = load_settings(tmp_path)
    assert settings == Settings() and message in warning and (tmp_path / "settings.toml.bak").exists()


def test_an_integer_volume_reads_as_a_float(tmp_path):
    (tmp_path / "settings.toml").write_text("volume = 1\n")
    assert load_settings(tmp_path) == (Settings(volume=1.0), None)
