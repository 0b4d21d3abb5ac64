"""Map files: the player's own (--map FILE) and the ones shipped in the maps/ package, read as checked text."""
from __future__ import annotations

import os
from typing import Any

from game.core import MapError
from game.spec import GameSpec
from roguelike_client.shipped import shipped
from roguelike_client.userdata.errors import UnreadableFile
from roguelike_client.userdata.reading import read_bytes

# The largest shipped map: the maps/ package holds the rule books' boards, a few kilobytes each.
MAX_MAP_BYTES = 1024 * 1024


def decode_map(raw: bytes, path: str, limit: int = MAX_MAP_BYTES) -> str:
    """A map file's bytes as text; huge, binary or non-UTF-8 contents are a MapError."""
    if len(raw) > limit:
        raise MapError(path, 1, 1, f"file is larger than {limit} bytes: not a map")
    if b"\0" in raw:
        raise MapError(path, 1, 1, "not a text file")
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as error:
        line = raw[: error.start].count(b"\n") + 1
        column = error.start - (raw.rfind(b"\n", 0, error.start) + 1) + 1
        raise MapError(path, line, column, "not a text file (invalid UTF-8)") from None


def read_map_text(path: str, limit: int = MAX_MAP_BYTES) -> str:
    """A map file's text, read by the program's one bounded reader (never past limit, never blocking: a FIFO is
    read as far as its writer gives it in time, a folder or a device refused); any problem is a MapError."""
    try:
        raw = read_bytes(path, limit)
    except UnreadableFile as error:
        raise MapError(path, 0, 0, error.what) from None
    return decode_map(raw, path, limit)


def shipped_map_text(name: str) -> str:
    """A map shipped with the program ("cc3k/default.txt"), from the installed package or the checkout."""
    resource = shipped("maps").joinpath(*name.split("/"))
    return decode_map(resource.read_bytes(), f"maps/{name}")


def shipped_maps(game: str) -> list[str]:
    """The maps shipped for a game, by their names under maps/ ("dooom/large.txt"), in name order."""
    folder = shipped("maps").joinpath(game)
    if not folder.is_dir():
        return []
    return sorted(f"{game}/{entry.name}" for entry in folder.iterdir() if entry.name.endswith(".txt"))


def shipped_by_name(game: str, given: str) -> str | None:
    """The shipped map a --map names when no such file is here: by its file name ("large.txt"), or by the
    checkout's path to it ("maps/dooom/large.txt"), so that the README's commands work from any folder."""
    wanted = given.replace("\\", "/")
    for name in shipped_maps(game):
        if wanted in (name.rpartition("/")[2], name, f"maps/{name}"):
            return name
    return None


def load_map(spec: GameSpec, path: str | None) -> tuple[str, str, Any]:
    """(the map's name, its text, the game's reading of it) for --map PATH or the game's default; the name and
    text are empty when the game makes its own map from the seed. A PATH that is no file here but names a map
    shipped for the game is that map. Raises MapError."""
    if path:
        name = None if os.path.lexists(path) else shipped_by_name(spec.name, path)
        if name is not None:
            text = shipped_map_text(name)
            return f"maps/{name}", text, spec.read_map(text, f"maps/{name}")
        text = read_map_text(path, spec.max_map_bytes)
        return path, text, spec.read_map(text, path)
    if spec.default_map is None:
        return "", "", None
    text = shipped_map_text(spec.default_map)
    return f"maps/{spec.default_map}", text, spec.read_map(text, f"maps/{spec.default_map}")
