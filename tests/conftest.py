"""Every test keeps settings, saves, scores and replays in a folder of its own, its subprocesses too: the suite never
writes to the data folder of the person running it."""
import pytest


@pytest.fixture(autouse=True)
def data_folder_of_its_own(tmp_path_factory, monkeypatch):
    monkeypatch.setenv("ROGUELIKE_DATA_DIR", str(tmp_path_factory.mktemp("data")))
