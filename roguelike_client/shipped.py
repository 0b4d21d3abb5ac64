"""The data the program ships: the repository keeps maps/ and sounds/ at its top (the product card's layout), and the
wheel carries them as roguelike_client.maps and roguelike_client.sounds (pyproject's package-dir)."""
from __future__ import annotations

import os
from importlib.util import find_spec
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from importlib.resources.abc import Traversable


def shipped(folder: str) -> Traversable:
    """A shipped data folder ("maps", "sounds"): inside the installed package, or the checkout's own folder when the
    program runs from a checkout that was never installed. A package that is a folder on the disk (an install, an
    editable one) is read as a Path; importlib.resources (and its readers, about 2 ms to import at start-up) only
    for one that is not (a zip)."""
    name = f"{__package__}.{folder}"
    spec = find_spec(name)
    if spec is None:
        return Path(__file__).resolve().parent.parent / folder
    places = list(spec.submodule_search_locations or ())
    if len(places) == 1 and os.path.isdir(places[0]):
        return Path(places[0])
    from importlib import resources

    return resources.files(name)
