"""Player settings and the keymap: TOML files in the user's data folder, defaults written on first run."""
from __future__ import annotations

import errno
import os
from dataclasses import asdict, dataclass
from pathlib import Path

from game.core import fields_repr
from roguelike_client.userdata.aside import set_aside
from roguelike_client.userdata.errors import StoredFileError, shown
from roguelike_client.userdata.folder import data_folder
from roguelike_client.userdata.reading import SETTINGS_BYTES, read_toml
from roguelike_client.userdata.writing import folder_problem, write_text_atomic

SETTINGS_FILE = "settings.toml"
KEYMAP_FILE = "keymap.toml"


@dataclass(init=False, repr=False, eq=False)
class Settings:
    """The player's settings: a dataclass (asdict writes it) whose methods are written out (see game/core.py)."""

    tiles: bool = False              # tile sprites instead of glyphs
    cell_size: int = 16              # the board's size: 16 the whole board as large as it fits; more or fewer, that
                                     # many px a cell larger (around the player) or smaller
    volume: float = 0.7              # 0.0 to 1.0
    muted: bool = False
    fog: str = "remembered"          # maze fog: "remembered" (explored walls dimmed) or "dark"
    high_contrast: bool = False      # a palette told apart by shape and brightness, not hue alone
    low_hp_percent: int = 30         # the window warns when HP falls under this share of the most (0: never)
    fullscreen: bool = False

    def __init__(self, tiles: bool = False, cell_size: int = 16, volume: float = 0.7, muted: bool = False,
                 fog: str = "remembered", high_contrast: bool = False, low_hp_percent: int = 30,
                 fullscreen: bool = False) -> None:
        self.tiles, self.cell_size, self.volume, self.muted = tiles, cell_size, volume, muted
        self.fog, self.high_contrast, self.low_hp_percent, self.fullscreen = fog, high_contrast, low_hp_percent, fullscreen

    def _values(self) -> tuple:
        return (self.tiles, self.cell_size, self.volume, self.muted, self.fog, self.high_contrast, self.low_hp_percent,
                self.fullscreen)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return self._values() == other._values()

    __repr__ = fields_repr


SETTING_LIMITS = {"cell_size": (8, 64), "volume": (0.0, 1.0), "low_hp_percent": (0, 90)}
SETTING_CHOICES = {"fog": ("remembered", "dark")}


def _toml_value(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return repr(value)
    if isinstance(value, str):
        return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(_toml_value(v) for v in value) + "]"
    raise TypeError(f"cannot write {type(value).__name__} as TOML")


def _toml_key(key: str) -> str:
    return key if key.replace("_", "").replace("-", "").isalnum() else _toml_value(key)


def _load_or_default(path: Path, check, default, header: str):
    """(value, warning): a missing file is written with the defaults; a broken one is kept aside as .bak and the
    defaults used. A file that is a symbolic link (to the user's dotfiles) is read and written through its link
    and stays a link; a link to nothing is said (see _dangling). In a folder that cannot be written the file is
    only read, and the warning says so (once: the same line for settings and keymap)."""
    problem = folder_problem(path.parent)
    if os.path.islink(path) and not path.exists():
        return default, problem or _dangling(path, default, header)
    if not path.exists():
        return default, problem or _written(path, default, header)
    try:
        return check(read_toml(path, SETTINGS_BYTES, pipes=False), path), problem
    except StoredFileError as error:
        if problem is not None:
            return default, f"{error} (using the defaults); {problem}"
        try:
            backup = set_aside(path, link_bytes=SETTINGS_BYTES, root=path.parent)
        except OSError as why:
            return default, f"{error} (using the defaults; it is left as it is: {why.strerror or why})"
        written = _written(path, default, header)
        using = "using the defaults" if written is None else "using the defaults, which could not be written"
        return default, f"{error} (kept as {backup.name}; {using})"


def _dangling(path: Path, default, header: str) -> str:
    """A link that leads to no file: the user is told. Where its folder is there (a dotfiles file deleted to start
    again), the defaults are written there through the link, which stays; a link whose folder is missing (dotfiles
    not there yet) or that leads to itself is left as it is, and nothing is made where it points."""
    target = os.path.realpath(path)
    try:
        os.stat(path)
    except OSError as error:
        if error.errno == errno.ELOOP:
            return f"{path}: a link that leads round to itself (using the defaults; the link is left as it is)"
    if not os.path.isdir(os.path.dirname(target)):
        return f"{path}: a link to {target}, whose folder does not exist (using the defaults; the link is left as it is)"
    failed = _written(path, default, header)
    if failed is not None:
        return f"{path}: a link to {target}, which does not exist (using the defaults, which could not be written there)"
    return f"{path}: a link to {target}, which did not exist: the defaults were written there"


def _written(path: Path, default, header: str) -> str | None:
    """The defaults written as a first file; a warning line when that failed (a full disk). Not flushed to the disk
    before the window opens: a file of defaults lost to a power cut is written again at the next start."""
    try:
        save_toml(path, default, header, durable=False)
    except OSError as error:
        return f"{path}: the defaults could not be written: {error.strerror or error}"
    return None


def save_toml(path: Path, table: dict, header: str, durable: bool = True) -> None:
    """Write a table of settings, through a symbolic link when the file is one; nothing is written in a folder
    that cannot be (the player was told once, when the program started). OSError for a write that failed."""
    if folder_problem(path.parent) is not None:
        return
    lines = [f"# {header}"] + [f"{_toml_key(k)} = {_toml_value(v)}" for k, v in table.items()]
    # through_link: a settings file kept with the user's dotfiles is written where it lives and stays a link.
    write_text_atomic(path, "\n".join(lines) + "\n", root=path.parent, through_link=True, durable=durable)


def _check_settings(data: dict, path: Path) -> dict:
    defaults = asdict(Settings())
    for key, value in data.items():
        if key not in defaults:
            raise StoredFileError(f"{path}: unknown setting '{shown(key)}'")
        expected = type(defaults[key])
        if expected is float and isinstance(value, int) and not isinstance(value, bool):
            value = float(value)
        if type(value) is not expected:
            raise StoredFileError(f"{path}: setting '{key}' must be {expected.__name__}, found {type(value).__name__}")
        low, high = SETTING_LIMITS.get(key, (value, value))
        if not low <= value <= high:
            raise StoredFileError(f"{path}: setting '{key}' must be from {low} to {high}, found {value}")
        if key in SETTING_CHOICES and value not in SETTING_CHOICES[key]:
            raise StoredFileError(f"{path}: setting '{key}' must be one of {', '.join(SETTING_CHOICES[key])}")
        data[key] = value
    return {**defaults, **data}


def load_settings(folder: Path | None = None) -> tuple[Settings, str | None]:
    path = (folder or data_folder()) / SETTINGS_FILE
    values, warning = _load_or_default(path, _check_settings, asdict(Settings()), "Settings of the roguelike client.")
    return Settings(**values), warning


def save_settings(settings: Settings, folder: Path | None = None) -> None:
    save_toml((folder or data_folder()) / SETTINGS_FILE, asdict(settings), "Settings of the roguelike client.")


def load_keymap(defaults: dict[str, list[str]], known_keys, folder: Path | None = None) -> tuple[dict[str, list[str]], str | None]:
    """The keymap: action -> key names. known_keys(name) says whether a key name exists. Actions missing
    from the file keep their default keys, so a file from an older version still works."""
    path = (folder or data_folder()) / KEYMAP_FILE

    def check(data: dict, where: Path) -> dict[str, list[str]]:
        keymap = {action: list(keys) for action, keys in defaults.items()}
        for action, keys in data.items():
            if action not in defaults:
                raise StoredFileError(f"{where}: unknown action '{shown(action)}'")
            if isinstance(keys, str):
                keys = [keys]
            if not isinstance(keys, list) or not all(isinstance(k, str) for k in keys):
                raise StoredFileError(f"{where}: action '{action}' takes a key name or a list of key names")
            unknown = [k for k in keys if not known_keys(k)]
            if unknown:
                raise StoredFileError(f"{where}: action '{action}': unknown key name '{shown(unknown[0])}'")
            keymap[action] = keys
        return keymap

    return _load_or_default(path, check, defaults, "Keys of the roguelike client: action = [key names].")


def save_keymap(keymap: dict[str, list[str]], folder: Path | None = None) -> None:
    save_toml((folder or data_folder()) / KEYMAP_FILE, keymap, "Keys of the roguelike client: action = [key names].")


__all__ = ["Settings", "load_keymap", "load_settings", "save_keymap", "save_settings"]
