"""What the Dungeon of Dooom tests share: fixture maps, shipped maps, and games made through the door (map, seed, commands)."""
from __future__ import annotations

import pathlib
from typing import Any

from hypothesis import strategies as st

from game.core import EntityKind, Pos, View
from game.dooom.mapfile import Dungeon
from game.dooom.spec import SPEC
from roguelike_client.play.maps import load_map

DATA = pathlib.Path(__file__).resolve().parent / "data"
REPO = pathlib.Path(__file__).resolve().parents[2]
SHIPPED_MAPS = sorted((REPO / "maps" / "dooom").glob("*.txt"))


def load(path: pathlib.Path | str) -> Dungeon:
    """A map file read as the program reads --map FILE."""
    return load_map(SPEC, str(path))[2]


def new_game(name: str, seed: int, **options: Any):
    """A new game on one of the fixture maps in data/."""
    return SPEC.new_game(load(DATA / name), seed, options)


def say(game, line: str) -> list[str]:
    """What the player reads after sending one line."""
    return [event.text for event in game.step(SPEC.parse(line)) if event.text]


def place(view: View, kind: EntityKind) -> Pos | None:
    """Where the player (EntityKind.PLAYER) or the bot (EntityKind.OPPONENT) stands in a view, or None."""
    return next((entity.pos for entity in view.entities if entity.kind is kind), None)


def places(game) -> tuple[Pos | None, Pos | None]:
    """(the player's place, the bot's place) now."""
    view = game.view()
    return place(view, EntityKind.PLAYER), place(view, EntityKind.OPPONENT)


@st.composite
def map_texts(draw) -> str:
    """A well-formed map of 2x1 to 12x9 tiles: walls, floor, gold, at least one exit, any win the gold allows."""
    width, height = draw(st.integers(2, 12)), draw(st.integers(1, 9))
    tiles = draw(st.lists(st.sampled_from("##....GG"), min_size=width * height, max_size=width * height))
    for index in draw(st.lists(st.integers(0, width * height - 1), min_size=1, max_size=3)):
        tiles[index] = "E"
    if sum(tile != "#" for tile in tiles) < 2:
        tiles[:2] = ["E", "."]
    win = draw(st.integers(0, tiles.count("G")))
    rows = ["".join(tiles[y * width:(y + 1) * width]) for y in range(height)]
    return f"name Random\nwin {win}\n" + "\n".join(rows) + "\n"
