"""The data the program ships: the repository keeps maps/ and sounds/ at its top (the product card's layout), and the
wheel carries them as roguelike_client.maps and roguelike_client.sounds (pyproject's package-dir)."""
from __future__ import annotations

from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path


def shipped(folder: str) -> Traversable:
    """A shipped data folder ("maps", "sounds"): inside the installed package, or the checkout's own folder when the
    program runs from a checkout that was never installed."""
    try:
        return resources.files(f"{__package__}.{folder}")
    except ModuleNotFoundError:
        return Path(__file__).resolve().parent.parent / folder
