"""--keys presses every key the README and the keymap name: "page up" is one key, "a l" two; a hint's own names
("PgUp", "Esc") and "comma" are read too, and a word that is no key is one line."""
import re
from pathlib import Path

import pygame
import pytest

from graphics.app import App
from graphics.key_script import KeyScriptError, parse_key_script
from graphics.keymap import DEFAULT_KEYS, KEY_LABELS, key_event, key_label
from graphics.title import TitleScreen
from tests.window.conftest import DATA, make_args

README = Path(__file__).resolve().parents[2] / "README.md"


@pytest.mark.parametrize("name", sorted({name for names in DEFAULT_KEYS.values() for name in names}))
def test_every_key_the_keymap_binds_can_be_pressed_by_its_name(name):
    written = "comma" if name == "," else name      # commas part a script's presses
    assert parse_key_script(written) == [name]
    assert parse_key_script(f"{written}, {written}") == [name, name]
    assert pygame.key.name(key_event(name).key) == name or len(name) == 1


def test_every_key_the_readme_names_for_keys_can_be_pressed():
    text = README.read_text(encoding="utf-8")
    section = text[text.index("Headless (no display needed)"):text.index("## Settings, saves")]
    named = re.findall(r"`([^`]+)`", section.split("Names are pygame's key names", 1)[1].split("--keys @")[0])
    assert "page up" in named
    for name in named:
        assert parse_key_script(name) == [name], name
    assert parse_key_script("Page Up, Page Down") == ["Page Up", "Page Down"]      # as its keys' table says them


def test_words_that_name_one_key_are_that_key_and_other_words_are_keys_one_after_another():
    assert parse_key_script("a l, page up, page down j") == ["a", "l", "page up", "page down", "j"]
    assert parse_key_script("left shift, left, keypad 8, up up") == ["left shift", "left", "keypad 8", "up", "up"]
    assert parse_key_script("page   up") == ["page up"]
    assert parse_key_script("p page up") == ["p", "page up"]


def test_a_hints_own_names_are_read_as_their_keys():
    for name, label in KEY_LABELS.items():
        assert parse_key_script(label)[0].lower() in (name, label.lower(), "return")
    assert parse_key_script("PgUp, pgdn, Esc, comma") == ["page up", "page down", "escape", ","]
    assert [key_label(name) for name in parse_key_script("PgUp, PgDn, Esc")] == ["PgUp", "PgDn", "Esc"]


def test_a_word_that_is_no_key_is_named_in_one_line():
    for script, word in (("s, page", "page"), ("page upp", "page"), ("a, zz l", "zz"), ("up page", "page")):
        with pytest.raises(KeyScriptError) as raised:
            parse_key_script(script)
        assert str(raised.value) == f"--keys: unknown key name '{word}'"


def scripted(script: str):
    """The screen on top when a CC3k window run with these --keys ends, as `--headless --keys` runs it."""
    app = App(make_args(map=str(DATA / "known.txt"), seed=1), headless=True)
    app.prepare("cc3k", str(DATA / "known.txt"))
    app.push(TitleScreen(app.context))
    app.start_game("cc3k")
    try:
        app.run(parse_key_script(script))
        return app.stack[-1]
    finally:
        pygame.quit()


def test_page_up_and_page_down_scroll_the_log_of_a_scripted_run():
    walk = "s, return, l, h, l, h, l, h, l, h"
    assert scripted(walk).log.offset == 0
    older = scripted(f"{walk}, page up").log.offset
    assert older > 0
    assert scripted(f"{walk}, page up, page up, page down").log.offset == older
    assert scripted(f"{walk}, PgUp").log.offset == older
