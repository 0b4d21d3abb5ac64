"""A --keys script: comma-separated presses, given on the command line or read from a file (--keys @FILE), as the
key names the window feeds to its screens one per loop turn."""
from __future__ import annotations

KEY_SCRIPT_BYTES = 1024 * 1024    # a --keys @FILE script: a million bytes is tens of thousands of keys


class KeyScriptError(ValueError):
    """A --keys script that names a key that does not exist, or a script file that cannot be read; str() is one
    line."""


def parse_key_script(text: str, where: str = "--keys") -> list[str]:
    """Comma-separated presses; a press of several words ("a l") is those keys one after the other, words that
    name one key together ("page up") that key (keymap.script_keys). In a script file, lines are joined like commas
    and lines starting with '#' are comments."""
    from graphics.keymap import script_keys

    presses: list[str] = []
    lines = [line for line in text.splitlines() if not line.lstrip().startswith("#")]
    for item in ",".join(lines).split(","):
        try:
            presses += script_keys(item)
        except ValueError as error:
            raise KeyScriptError(f"{where}: unknown key name '{error}'") from None
    return presses


def read_key_script(keys: str) -> list[str]:
    """The presses --keys gives: the keys themselves, or with @FILE the script in that file (at most
    KEY_SCRIPT_BYTES). Raises KeyScriptError saying in one line which key is unknown or why the file is unreadable."""
    from roguelike_client.play.text import shown
    from roguelike_client.userdata.errors import StoredFileError, UnreadableFile
    from roguelike_client.userdata.reading import read_text

    if not keys.startswith("@"):
        return parse_key_script(keys)
    try:
        text = read_text(keys[1:], KEY_SCRIPT_BYTES)
    except StoredFileError as error:
        what = error.what if isinstance(error, UnreadableFile) else str(error)
        raise KeyScriptError(shown(f"{keys[1:]}: cannot read key script: {what}")) from None
    return parse_key_script(text, keys[1:])
