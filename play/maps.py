"""Map files: the player's own (--map FILE) and the ones shipped in the maps/ package, read as checked text."""
from __future__ import annotations

from importlib import resources
from typing import Any

from game.core import MapError
from game.spec import GameSpec

MAX_MAP_BYTES = 1024 * 1024  # the largest real map is a few kilobytes


def decode_map(raw: bytes, path: str) -> str:
    """A map file's bytes as text; huge, binary or non-UTF-8 contents are a MapError."""
    if len(raw) > MAX_MAP_BYTES:
        raise MapError(path, 1, 1, f"file is larger than {MAX_MAP_BYTES} bytes: not a map")
    if b"\0" in raw:
        raise MapError(path, 1, 1, "not a text file")
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as error:
        line = raw[: error.start].count(b"\n") + 1
        column = error.start - (raw.rfind(b"\n", 0, error.start) + 1) + 1
        raise MapError(path, line, column, "not a text file (invalid UTF-8)") from None


def read_map_text(path: str) -> str:
    """A map file's text; unreadable, huge or non-text files are a MapError."""
    try:
        with open(path, "rb") as handle:
            raw = handle.read(MAX_MAP_BYTES + 1)
    except OSError as error:
        raise MapError(path, 0, 0, f"cannot read file: {error.strerror or error}") from None
    return decode_map(raw, path)


def shipped_map_text(name: str) -> str:
    """A map shipped with the program ("cc3k/default.txt"), from the installed package or the checkout."""
    resource = resources.files("maps").joinpath(*name.split("/"))
    return decode_map(resource.read_bytes(), f"maps/{name}")


def load_map(spec: GameSpec, path: str | None) -> tuple[str, str, Any]:
    """(the map's name, its text, the game's reading of it) for --map PATH or the game's default; the name and
    text are empty when the game makes its own map from the seed. Raises MapError."""
    if path:
        text = read_map_text(path)
        return path, text, spec.read_map(text, path)
    if spec.default_map is None:
        return "", "", None
    text = shipped_map_text(spec.default_map)
    return f"maps/{spec.default_map}", text, spec.read_map(text, f"maps/{spec.default_map}")
