"""Where CC3k's shipped map files live."""
from pathlib import Path

MAPS = Path(__file__).resolve().parents[2] / "maps" / "cc3k"
DEFAULT_FLOOR = str(MAPS / "default.txt")
