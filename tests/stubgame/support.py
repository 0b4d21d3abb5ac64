"""What tests of the stub game share: the game put in the registry with a data folder of the test's own, and
lines played through a session."""
import pytest

from game.registry import GAMES
from roguelike_client.play.session import Session
from tests.stubgame.spec import SPEC


@pytest.fixture(autouse=True)
def corridor(monkeypatch, tmp_path):
    """The stub game in the registry, and a data folder of the test's own."""
    monkeypatch.setitem(GAMES, SPEC.name, SPEC)
    monkeypatch.setenv("ROGUELIKE_DATA_DIR", str(tmp_path / "data"))


def play(session: Session, *lines: str) -> Session:
    for line in lines:
        session.submit(line)
    return session
