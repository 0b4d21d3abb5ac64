"""The settings and keymap files are read without importing tomllib when they hold only the lines the program writes
(issue 20's start-up), and every file, those and any other, reads exactly as tomllib reads it."""
from __future__ import annotations

import subprocess
import sys
import tomllib

from hypothesis import given, settings, strategies as st

from game.numbers import MAX_DIGITS
from roguelike_client.userdata.errors import StoredFileError
from roguelike_client.userdata.reading import parse_toml

# Pieces of lines: most are lines the program writes, the rest are near them and are TOML (a trailing comment, an
# escape, an exponent, a dotted key, a table) or are not (a leading zero, a bare word, a lone quote).
KEYS = st.sampled_from(["tiles", "cell_size", "move_n", "a-b", "1", "_", "x.y", '"quoted key"', "bad key", ""])
STRING_BODIES = st.lists(st.sampled_from(list('ab []#,=') + ['\\\\', '\\"', '\\n', '\\t', '\\u00e9', "é", "\t",
                                                             "\x01", "\\", '"', "'"]), max_size=6).map("".join)
STRINGS = STRING_BODIES.map(lambda body: f'"{body}"') | STRING_BODIES.map(lambda body: f"'{body}'")
NUMBERS = st.sampled_from(["0", "-0", "7", "16", "-12", "+3", "007", "1_000", "0.7", "-0.5", "1.", ".5", "1e3", "0x1F",
                           "inf", "123456789012345678", "1234567890123456789012345678901234567890123", "3.14159265358979"])
LISTS = st.lists(STRINGS, max_size=4).map(lambda items: "[" + ", ".join(items) + "]") | \
    st.lists(STRINGS, min_size=1, max_size=3).map(lambda items: "[ " + " ,".join(items) + " , ]")
VALUES = st.sampled_from(["true", "false", "True", "yes", ""]) | NUMBERS | STRINGS | LISTS
SPACE = st.sampled_from(["", " ", "  ", "\t"])
ASSIGNMENTS = st.builds(lambda lead, key, before, after, value, tail, comment: f"{lead}{key}{before}={after}{value}{tail}{comment}",
                        SPACE, KEYS, SPACE, SPACE, VALUES, SPACE, st.sampled_from(["", "", "", " # note", "#"]))
OTHERS = st.sampled_from(["", "   ", "# Settings of the roguelike client.", "#\tnote é", "# \x01", "[table]", "[[list]]",
                          "a = [", '"x"]', "\r", "key"])
LINES = ASSIGNMENTS | OTHERS
ENDINGS = st.sampled_from(["\n", "\n", "\n", "\r\n", ""])


def tomllib_reading(text: str):
    """tomllib's reading, with the program's one rule beyond TOML: no integer of more than MAX_DIGITS digits."""
    try:
        data = tomllib.loads(text)
    except (tomllib.TOMLDecodeError, ValueError):
        return None
    values = [value for item in data.values() for value in (item if isinstance(item, list) else [item])]
    if any(type(value) is int and abs(value) >= 10 ** MAX_DIGITS for value in values):
        return None
    return data


def our_reading(text: str):
    try:
        return parse_toml(text, "settings.toml")
    except StoredFileError:
        return None


@settings(max_examples=600, deadline=None)
@given(st.lists(LINES, max_size=8), ENDINGS)
def test_any_file_reads_as_tomllib_reads_it(lines, ending):
    text = ending.join(lines) + ending
    expected = tomllib_reading(text)
    assert our_reading(text) == expected
    if expected is not None:
        # Same values of the same types: True is not 1, 0.0 is not 0.
        assert repr(our_reading(text)) == repr(expected)


def test_the_files_the_program_writes_are_read_without_tomllib(tmp_path):
    code = (
        "import sys\n"
        "from pathlib import Path\n"
        "from roguelike_client.userdata.settings import Settings, load_keymap, load_settings, save_settings\n"
        "folder = Path(sys.argv[1])\n"
        "save_settings(Settings(tiles=True, cell_size=24, volume=0.35, fog='dark'), folder)\n"
        "keys = {'move_n': ['up', 'k', '[8]'], 'quote': ['\"', '\\\\'], 'none': []}\n"
        "load_keymap(keys, lambda name: True, folder)\n"
        "print(load_settings(folder), load_keymap(keys, lambda name: True, folder), 'tomllib' in sys.modules)\n")
    done = subprocess.run([sys.executable, "-c", code, str(tmp_path)], capture_output=True, text=True, check=True)
    assert done.stdout.split("\n")[0] == (
        "(Settings(tiles=True, cell_size=24, volume=0.35, muted=False, fog='dark', high_contrast=False, "
        "low_hp_percent=30, fullscreen=False), None) "
        "({'move_n': ['up', 'k', '[8]'], 'quote': ['\"', '\\\\'], 'none': []}, None) False")
