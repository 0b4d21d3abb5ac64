"""Paths the Dungeon of Dooom tests share: their fixture maps, the repository root and the shipped maps."""
import pathlib

DATA = pathlib.Path(__file__).resolve().parent / "data"
REPO = pathlib.Path(__file__).resolve().parents[2]
SHIPPED_MAPS = sorted((REPO / "maps" / "dooom").glob("*.txt"))
