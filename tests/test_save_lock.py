"""One save, one window: saves.hold_save holds a save while it is played, another program (or another hold) is
refused until it lets go or ends however it ends, and saves being played are never pruned by another window."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from roguelike_client.userdata import saves
from game.registry import GAMES
from roguelike_client.userdata.records import Record, save_record

CC3K_RULES = GAMES["cc3k"].rules_version     # whatever the rules' version now

ROOT = Path(__file__).resolve().parent.parent

HOLDER = """
import sys
sys.path.insert(0, sys.argv[1])
from pathlib import Path
from roguelike_client.userdata.saves import hold_save
held = hold_save(Path(sys.argv[2]))
print("held" if held is not None else "refused", flush=True)
sys.stdin.read()        # holds until its standard input closes (or it is killed)
"""


class Holder:
    """Another window: a program that holds a save until it is told to end or is killed."""

    def __init__(self, path: Path):
        self.process = subprocess.Popen([sys.executable, "-c", HOLDER, str(ROOT), str(path)], stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE, text=True)
        assert self.process.stdout is not None
        self.said = self.process.stdout.readline().strip()

    def end(self, kill: bool = False) -> None:
        if kill:
            self.process.send_signal(signal.SIGKILL)
        assert self.process.stdin is not None and self.process.stdout is not None
        self.process.stdin.close()
        self.process.wait(timeout=30)
        self.process.stdout.close()


def record(turns: int = 1) -> Record:
    return Record("cc3k", 7, CC3K_RULES, "", "", {}, ["no"] * turns, {}, f"turn {turns}", "2026-01-01T00:00:00")


@pytest.fixture
def save_path() -> Path:
    return saves.new_save_path("cc3k")


def test_a_save_is_held_once_and_let_go(save_path):
    held = saves.hold_save(save_path)            # a new game's save, before its first write
    assert held is not None and held.held and saves.save_in_use(save_path)
    assert saves.hold_save(save_path) is None     # a second window, even in this program
    saves.write_save(save_path, record())
    assert held.lock_path.read_text() == f"{os.getpid()}\n"
    held.release()
    held.release()                                # again: nothing
    assert not held.held and not saves.save_in_use(save_path) and not held.lock_path.exists()
    with saves.hold_save(save_path) as again:     # free again, and let go by with
        assert again is not None and saves.save_in_use(save_path)
    assert not saves.save_in_use(save_path)
    [listed], warnings = saves.list_saves("cc3k")  # the lock file is no save
    assert listed.path == save_path and warnings == []


@pytest.mark.skipif(os.name != "posix", reason="kill -9")
def test_another_program_holding_a_save_refuses_it_until_it_ends_however_it_ends(save_path):
    saves.write_save(save_path, record())
    for kill in (False, True):
        other = Holder(save_path)
        assert other.said == "held"
        assert saves.hold_save(save_path) is None and saves.save_in_use(save_path)
        other.end(kill=kill)
        # Killed, its lock file stays behind, but the operating system has let go of the lock: never stale.
        assert not saves.save_in_use(save_path)
        held = saves.hold_save(save_path)
        assert held is not None
        third = Holder(save_path)
        assert third.said == "refused"
        third.end()
        held.release()


@pytest.mark.skipif(os.name != "posix", reason="kill -9")
def test_saves_being_played_elsewhere_are_not_pruned_and_dead_holders_locks_go_with_their_saves(tmp_path):
    paths = []
    for n in range(saves.SAVES_KEPT + 2):
        path = saves.new_save_path("cc3k")
        save_record(path, record(n + 1))
        os.utime(path, (1_000_000 + n, 1_000_000 + n))       # the first written is the one played longest ago
        paths.append(path)
    playing, dead = Holder(paths[0]), Holder(paths[1])
    dead.end(kill=True)
    assert paths[1].with_name(paths[1].name + ".lock").exists()
    try:
        saves.write_save(paths[-1], record(99))
        assert paths[0].exists()                       # being played in another window: kept
        assert not paths[1].exists()                   # the oldest free one: gone, with its dead holder's lock
        assert not paths[1].with_name(paths[1].name + ".lock").exists()
        assert all(path.exists() for path in paths[2:])
    finally:
        playing.end()


def test_a_lock_file_planted_as_a_link_is_refused(tmp_path, save_path):
    save_path.parent.mkdir(parents=True)
    (save_path.parent / (save_path.name + ".lock")).symlink_to(tmp_path / "elsewhere")
    with pytest.raises(OSError) as refused:
        saves.hold_save(save_path)
    assert "a link where a lock file goes" in refused.value.strerror
    assert not (tmp_path / "elsewhere").exists()


def test_a_save_played_in_one_window_is_refused_to_another_until_it_is_left():
    from game.registry import GAMES
    from roguelike_client.play.maps import load_map
    from roguelike_client.play.session import SaveInUse, Session
    from roguelike_client.userdata.records import load_record

    spec = GAMES["cc3k"]
    first = Session.new(spec, 7, *load_map(spec, None)[:2], keep=True)
    for line in ("s", "no"):
        first.submit(line)
    assert first.leave()
    path = first.save_path
    continued = Session.from_record(spec, load_record(path), keep=True, save_path=path)
    other = Holder(path)
    assert other.said == "refused"              # another window
    other.end()
    with pytest.raises(SaveInUse):              # another window of this program
        Session.from_record(spec, load_record(path), keep=True, save_path=path)
    continued.submit("so")
    assert continued.leave()
    other = Holder(path)
    assert other.said == "held"                 # left: the save is free again, with both games' commands
    other.end()
    assert load_record(path).commands == ["s", "no", "so"]


@pytest.mark.skipif(os.name != "posix", reason="kill -9")
def test_listing_the_saves_removes_the_lock_files_nobody_holds(save_path):
    """The fifth playtest found a .json.lock left in saves/ by a window killed while it played: the system let go of
    the lock, the file stayed. The list of saves removes such files, and leaves a lock held now alone."""
    saves.write_save(save_path, record())
    gone = saves.new_save_path("cc3k")
    lock_of = lambda path: path.with_name(path.name + ".lock")      # noqa: E731
    lock_of(gone).write_text("4242\n")                              # a lock whose save is gone since
    dead = Holder(save_path)
    dead.end(kill=True)
    assert lock_of(save_path).exists()
    [listed], _ = saves.list_saves("cc3k")
    assert listed.path == save_path and not lock_of(save_path).exists() and not lock_of(gone).exists()
    playing = Holder(save_path)
    try:
        saves.list_saves("cc3k")
        assert lock_of(save_path).exists() and saves.save_in_use(save_path)
    finally:
        playing.end()
