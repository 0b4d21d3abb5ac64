"""A full data folder never eats a game: on a real full file system (a 64 KiB tmpfs, where mounting is allowed)
every writer of userdata raises OSError (ENOSPC), whether no byte or no file more fits, leaves the file it was to replace whole and no temporary file
behind, and the session says so in one line and keeps the game until there is room."""
from __future__ import annotations

import errno
import os
import shutil
import subprocess
from pathlib import Path
from typing import Iterator

import pytest

from roguelike_client.play.session import Session
from tests.stubgame.spec import SPEC
from tests.stubgame.support import play
from roguelike_client.userdata import aside, reading, saves, scores, writing
from roguelike_client.userdata.records import Record, load_record, save_record
from roguelike_client.userdata.settings import Settings, load_keymap, load_settings, save_keymap, save_settings

DISK_BYTES = 64 * 1024
KEYS = {"quit": ["q"], "help": ["?"]}


@pytest.fixture(params=["no block left", "no inode left"])
def tiny_disk(request, tmp_path) -> Iterator[Path]:
    """A 64 KiB tmpfs of at most 64 files, unmounted whatever the test does; the test is skipped (saying why)
    where mounting is not allowed: not root, no mount command, a container without the capability."""
    if os.name != "posix" or shutil.which("mount") is None:
        pytest.skip("no mount command here")
    disk = tmp_path / "disk"
    disk.mkdir()
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={DISK_BYTES},nr_inodes=64", "tmpfs", str(disk)],
                          capture_output=True, text=True)
    if done.returncode != 0:
        pytest.skip(f"a tmpfs cannot be mounted here: {done.stderr.strip() or done.returncode}")
    disk_full[disk] = request.param
    try:
        yield disk
    finally:
        del disk_full[disk]
        if subprocess.run(["umount", str(disk)], capture_output=True).returncode != 0:
            subprocess.run(["umount", "-l", str(disk)], capture_output=True)


disk_full: dict[Path, str] = {}      # how each tiny disk is to be filled


def fill(disk: Path) -> None:
    """Leave the file system no room: every block written (no byte more can be), or every inode taken (no file
    more can be made); free(disk) gives it back."""
    (disk / "filler").mkdir(exist_ok=True)
    try:
        if disk_full[disk] == "no inode left":
            for number in range(10**6):
                (disk / "filler" / str(number)).touch()
        with open(disk / "filler" / "blocks", "ab", buffering=0) as out:
            while True:
                out.write(b"x" * 1024)
    except OSError as error:
        assert error.errno == errno.ENOSPC


def free(disk: Path) -> None:
    shutil.rmtree(disk / "filler")


def temporaries(folder: Path) -> list[str]:
    return sorted(path.name for path in folder.rglob("*.tmp"))


def record(commands: int) -> Record:
    return Record(SPEC.name, 2, SPEC.rules_version, "", "", {}, ["r"] * commands, {}, f"turn {commands}",
                  "2026-01-01T00:00:00")


def files(folder: Path) -> dict[str, bytes]:
    return {str(path.relative_to(folder)): path.read_bytes() for path in sorted(folder.rglob("*"))
            if path.is_file() and "filler" not in path.parts}


@pytest.fixture
def full_data_folder(tiny_disk, monkeypatch) -> Iterator[Path]:
    """A data folder on the tiny disk, with a file of every kind in it (and a link to a file kept with dotfiles),
    and then the disk filled."""
    from game.registry import GAMES

    monkeypatch.setitem(GAMES, SPEC.name, SPEC)
    data = tiny_disk / "data"
    monkeypatch.setenv("ROGUELIKE_DATA_DIR", str(data))
    assert writing.data_folder_problem() is None
    assert load_settings() == (Settings(), None) and load_keymap(KEYS, lambda key: True)[1] is None
    scores.add(SPEC.name, scores.ScoreEntry(3, "won", "turn 3", 2, "2026-01-01"))
    saves.write_save(saves.new_save_path(SPEC.name), record(2))
    saves.write_replay(record(3))
    (tiny_disk / "dotfiles").mkdir()
    (tiny_disk / "dotfiles" / "linked.toml").write_text("# kept with dotfiles\n" * 300)
    (data / "linked.toml").symlink_to(tiny_disk / "dotfiles" / "linked.toml")
    fill(tiny_disk)
    yield data


def test_every_writer_raises_oserror_and_leaves_the_old_files_whole_on_a_full_disk(full_data_folder):
    data = full_data_folder
    before = files(data)
    [saved], _ = saves.list_saves(SPEC.name)
    large = "y" * 8192              # more than any page left
    writers = {
        "write_text_atomic": lambda: writing.write_text_atomic(data / "settings.toml", large),
        "write_bytes_atomic": lambda: writing.write_bytes_atomic(data / "new.bin", large.encode()),
        "write_json_atomic": lambda: writing.write_json_atomic(data / "scores.json", {"x": large}),
        "save_record": lambda: save_record(data / "r.json", record(3000)),
        "write_save": lambda: saves.write_save(saved.path, record(3000)),
        "write_replay": lambda: saves.write_replay(record(3000)),
        "scores.add": lambda: scores.add(SPEC.name, scores.ScoreEntry(9, "won" * 3000, "turn 1", 5, "2026-01-02")),
        "save_settings": lambda: save_settings(Settings(tiles=True)),
        "save_keymap": lambda: save_keymap({"quit": ["q"] * 3000, "help": ["?"]}),
        "set_aside (a linked file's contents copied)": lambda: aside.set_aside(data / "linked.toml",
                                                                               link_bytes=reading.SETTINGS_BYTES),
    }
    for name, write in writers.items():
        with pytest.raises(OSError) as failed:
            write()
        assert failed.value.errno == errno.ENOSPC, (name, failed.value)
        assert temporaries(data) == [], name
        assert files(data) == before, name
    assert load_record(saved.path).commands == ["r", "r"]
    with pytest.raises(OSError) as refused:          # --record's check before a game says why in one line
        writing.check_target(data / "record.json")
    assert refused.value.errno == errno.ENOSPC and "No space left on device" in refused.value.strerror
    # The save lock needs a file but no room in it: held where a file can still be made, else said as OSError.
    try:
        held = saves.hold_save(saves.new_save_path(SPEC.name))
    except OSError as error:
        assert error.errno == errno.ENOSPC
    else:
        assert held is not None
        held.release()
    assert files(data) == before and temporaries(data) == []


def test_first_run_defaults_on_a_full_disk_are_a_warning_not_an_error(full_data_folder):
    (full_data_folder / "settings.toml").unlink()
    fill(full_data_folder.parent)                   # the room the settings held is taken again
    settings, warning = load_settings()
    assert settings == Settings() and "No space left on device" in warning and "\n" not in warning
    assert temporaries(full_data_folder) == [] and not (full_data_folder / "settings.toml").exists()


def test_a_full_disk_keeps_the_game_until_there_is_room(full_data_folder):
    data = full_data_folder
    session = play(Session.new(SPEC, 4, "", "", keep=True), *["r"] * 2, *["x"] * 2000)
    assert session.leave() is False
    assert "No space left on device" in session.notices[-1] and "\n" not in session.notices[-1]
    assert temporaries(data) == []
    free(data.parent)
    assert session.leave() is True
    assert any(saved.record.commands == session.record.commands for saved in saves.list_saves(SPEC.name)[0])
