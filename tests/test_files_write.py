"""Files we write: --record's place checked before a game, atomic writes through links, a data folder that cannot be
written (read-only, full, missing, a file), a full disk while leaving, interrupted saves, two programs adding scores."""
from __future__ import annotations

import errno
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from roguelike_client.play.session import Session
from tests.stubgame.spec import SPEC
from tests.stubgame.support import corridor, play  # noqa: F401 (corridor: an autouse fixture)
from roguelike_client.userdata import saves, scores
from roguelike_client.userdata.records import check_record_target, load_record
from roguelike_client.userdata.settings import Settings, load_keymap, load_settings, save_settings
from roguelike_client.userdata.errors import StoredFileError, TargetError
from roguelike_client.userdata.folder import data_dir
from roguelike_client.userdata.reading import read_json
from roguelike_client.userdata.writing import folder_problem, remove_stale_temporaries, write_text_atomic
from game.registry import GAMES

CC3K_RULES = GAMES["cc3k"].rules_version     # whatever the rules' version now

ROOT = Path(__file__).resolve().parent.parent
AS_ROOT = hasattr(os, "geteuid") and os.geteuid() == 0
posix_only = pytest.mark.skipif(os.name != "posix", reason="FIFOs, devices and kill -9 are POSIX")


def full_disk(monkeypatch) -> None:
    """Every file written from now on fails as on a full disk (when its data is flushed to the disk)."""
    def no_space(handle: int) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
    monkeypatch.setattr(os, "fsync", no_space)


def temporaries(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.rglob("*.tmp")) if folder.exists() else []


# ----- --record's place, checked before the game -----------------------------------------------------

@posix_only
def test_record_refuses_a_fifo_a_device_a_folder_and_the_map_itself(tmp_path):
    game_map = tmp_path / "map.txt"
    game_map.write_text("....\n")
    os.mkfifo(tmp_path / "fifo")
    (tmp_path / "folder").mkdir()
    (tmp_path / "link").symlink_to(game_map)
    os.link(game_map, tmp_path / "hard")
    for place, words in [("fifo", "is a FIFO"), ("/dev/null", "is a device"), ("folder", "is a folder"),
                         ("map.txt", "is the --map file itself"), ("link", "is the --map file itself"),
                         ("hard", "is the --map file itself"), ("map.txt/x.json", "is not a folder")]:
        path = place if place.startswith("/") else str(tmp_path / place)
        with pytest.raises(StoredFileError) as caught:
            check_record_target(path, str(game_map))
        said = str(caught.value)
        assert words in said and said.startswith(f"--record {path}") and "\n" not in said, said
    assert game_map.read_text() == "....\n"


def test_record_accepts_a_new_file_a_new_folder_an_old_record_and_a_link_to_elsewhere(tmp_path):
    (tmp_path / "old.json").write_text("{}")
    (tmp_path / "elsewhere.json").write_text("{}")
    (tmp_path / "link.json").symlink_to(tmp_path / "elsewhere.json")
    for place in ("new.json", "new/folder/r.json", "old.json", "link.json"):
        check_record_target(tmp_path / place, None)
    assert not (tmp_path / "new").exists() and temporaries(tmp_path) == []


@pytest.mark.skipif(AS_ROOT or os.name != "posix", reason="root writes whatever the permissions say")
def test_record_refuses_a_read_only_file_and_folder(tmp_path):
    (tmp_path / "ro.json").write_text("{}")
    (tmp_path / "ro.json").chmod(0o444)
    (tmp_path / "closed").mkdir()
    (tmp_path / "closed").chmod(0o555)
    try:
        with pytest.raises(StoredFileError, match="read-only"):
            check_record_target(tmp_path / "ro.json", None)
        with pytest.raises(StoredFileError, match="cannot write in"):
            check_record_target(tmp_path / "closed" / "r.json", None)
    finally:
        (tmp_path / "closed").chmod(0o755)


@posix_only
def test_the_command_line_refuses_a_bad_record_place_before_playing(tmp_path):
    """--record at a FIFO: one line and status 2 before the game, not a game lost (or a hang) after it."""
    os.mkfifo(tmp_path / "fifo")
    env = {**os.environ, "ROGUELIKE_DATA_DIR": str(tmp_path / "data")}
    done = subprocess.run([sys.executable, str(ROOT / "main.py"), "--text", "--seed", "1", "--record",
                           str(tmp_path / "fifo")], input="s\nq\n", capture_output=True, text=True, timeout=60,
                          env=env, cwd=ROOT)
    assert done.returncode == 2 and done.stderr.count("\n") == 1 and "is a FIFO" in done.stderr, done.stderr


@posix_only
def test_a_fifo_that_appears_at_the_record_place_during_the_game_costs_no_game(tmp_path):
    """Checked again when written: a notice, and the record kept in the data folder instead; never a hang."""
    target = tmp_path / "r.json"
    session = play(Session.new(SPEC, 2, "", "", record_to=str(target)), "r", "r")
    os.mkfifo(target)
    assert session.finish()
    assert any("is a FIFO" in notice for notice in session.notices)
    [kept] = (tmp_path / "data" / "replays").glob("*.json")
    assert load_record(kept).commands == ["r", "r"]


# ----- atomic writes ----------------------------------------------------------------------------------

def test_a_write_goes_through_a_symbolic_link_and_keeps_the_files_permissions(tmp_path):
    dotfiles = tmp_path / "dotfiles"
    dotfiles.mkdir()
    (dotfiles / "settings.toml").write_text("tiles = true\n")
    (dotfiles / "settings.toml").chmod(0o640)
    data = tmp_path / "data"
    data.mkdir()
    (data / "settings.toml").symlink_to(dotfiles / "settings.toml")
    assert load_settings(data) == (Settings(tiles=True), None)
    save_settings(Settings(cell_size=32), data)
    assert (data / "settings.toml").is_symlink()
    assert load_settings(data) == (Settings(cell_size=32), None)
    assert (dotfiles / "settings.toml").stat().st_mode & 0o777 == 0o640
    assert temporaries(tmp_path) == []


def test_a_broken_linked_settings_file_is_kept_aside_and_the_link_stays(tmp_path):
    dotfiles = tmp_path / "dotfiles"
    dotfiles.mkdir()
    (dotfiles / "settings.toml").write_text("tiles = maybe\n")
    data = tmp_path / "data"
    data.mkdir()
    (data / "settings.toml").symlink_to(dotfiles / "settings.toml")
    settings, warning = load_settings(data)
    assert settings == Settings() and "kept as settings.toml.bak" in warning
    assert (data / "settings.toml.bak").read_text() == "tiles = maybe\n"
    assert (data / "settings.toml").is_symlink() and "cell_size = 16" in (dotfiles / "settings.toml").read_text()


def test_older_broken_files_are_never_replaced_by_newer_ones(tmp_path):
    for content in ("first = [", "second = ["):
        (tmp_path / "settings.toml").write_text(content)
        load_settings(tmp_path)
    assert (tmp_path / "settings.toml.bak").read_text() == "first = ["
    assert (tmp_path / "settings.toml.2.bak").read_text() == "second = ["


@posix_only
def test_nothing_is_written_over_a_fifo_or_a_folder(tmp_path):
    os.mkfifo(tmp_path / "fifo")
    (tmp_path / "folder").mkdir()
    for name in ("fifo", "folder"):
        with pytest.raises(TargetError):
            write_text_atomic(tmp_path / name, "x")
    assert (tmp_path / "folder").is_dir() and temporaries(tmp_path) == []


def test_a_full_disk_leaves_the_old_file_whole_and_no_temporary_file(tmp_path, monkeypatch):
    target = tmp_path / "scores.json"
    write_text_atomic(target, '{"old": 1}')
    full_disk(monkeypatch)
    with pytest.raises(OSError) as caught:
        write_text_atomic(target, '{"new": 2}')
    assert caught.value.errno == errno.ENOSPC
    assert read_json(target) == {"old": 1} and temporaries(tmp_path) == []


@posix_only
def test_temporary_files_of_killed_writers_are_removed_and_live_ones_kept(tmp_path):
    dead = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True)
    dead_pid = int(dead.stdout)
    (tmp_path / f".save.json.{dead_pid}.0123abcd.tmp").write_text("half")
    (tmp_path / f".save.json.{os.getppid()}.0123abcd.tmp").write_text("being written")
    (tmp_path / f".notes.txt.{dead_pid}.0123abcd.tmp").write_text("someone else's, maybe")
    write_text_atomic(tmp_path / "save.json", "{}")     # a write removes its own file's only
    assert temporaries(tmp_path) == sorted([f".save.json.{os.getppid()}.0123abcd.tmp",
                                            f".notes.txt.{dead_pid}.0123abcd.tmp"])
    assert remove_stale_temporaries(tmp_path) == [tmp_path / f".notes.txt.{dead_pid}.0123abcd.tmp"]


SAVER = """
import sys
sys.path.insert(0, sys.argv[1])
from pathlib import Path
from roguelike_client.userdata.records import Record
from roguelike_client.userdata.saves import write_save
from game.registry import GAMES
path, turn = Path(sys.argv[2]), 0
while True:
    turn += 1
    # Each save a little longer than the one before, as a game's saves are.
    write_save(path, Record("cc3k", 7, GAMES["cc3k"].rules_version, "m.txt", "x" * 20000, {}, ["no"] * turn, {}, f"turn {turn}"))
    print(turn, flush=True)
"""


@posix_only
def test_a_program_killed_at_any_moment_of_a_save_leaves_a_whole_save_and_no_temporary_files(tmp_path):
    folder = tmp_path / "saves" / "cc3k"
    folder.mkdir(parents=True)
    path = folder / "game.json"
    picker = __import__("random").Random(5)
    turns_seen = 0
    for _ in range(12):
        saver = subprocess.Popen([sys.executable, "-c", SAVER, str(ROOT), str(path)], stdout=subprocess.PIPE,
                                 text=True)
        assert saver.stdout is not None
        saver.stdout.readline()                    # at least one whole save written
        time.sleep(picker.uniform(0.0, 0.05))
        saver.send_signal(signal.SIGKILL)
        saver.wait()
        saver.stdout.close()
        record = load_record(path)                 # whole, never half written
        assert record.summary == f"turn {len(record.commands)}" and len(record.commands) >= 1
        turns_seen = max(turns_seen, len(record.commands))
        assert len(temporaries(tmp_path)) <= 1     # the killed one's, if it died in the middle
    saves.write_save(folder / "another.json", load_record(path))    # the saves folder is ours: all of it
    assert temporaries(tmp_path) == [] and turns_seen >= 1


# ----- a data folder that cannot be written ----------------------------------------------------------

def _unusable(kind: str, tmp_path: Path, monkeypatch) -> Path:
    data = tmp_path / "data"
    if kind == "a file":
        data.write_text("not a folder")
    elif kind == "under a file":
        (tmp_path / "file").write_text("x")
        data = tmp_path / "file" / "data"
    elif kind == "read-only":
        data.mkdir()
        data.chmod(0o555)
    elif kind == "read-only mount":
        # What a read-only file system says to everyone, root included: no file can be made.
        data.mkdir()
        real_open = os.open

        def read_only(path, flags, *rest, **named):
            if flags & os.O_CREAT:
                raise OSError(errno.EROFS, os.strerror(errno.EROFS), str(path))
            return real_open(path, flags, *rest, **named)
        monkeypatch.setattr(os, "open", read_only)
    monkeypatch.setenv("ROGUELIKE_DATA_DIR", str(data))
    return data


# A full disk is a real full file system in tests/test_full_disk.py and tests/window/test_full_data_folder.py.
KINDS = ["a file", "under a file", "read-only mount",
         pytest.param("read-only", marks=pytest.mark.skipif(AS_ROOT or os.name != "posix",
                                                           reason="root writes in read-only folders"))]


@pytest.mark.parametrize("kind", KINDS)
def test_a_data_folder_that_cannot_be_written_still_plays_with_one_warning_and_no_game_left_as_if_saved(
        kind, tmp_path, monkeypatch):
    data = _unusable(kind, tmp_path, monkeypatch)
    try:
        settings, warning = load_settings()
        keymap, keys_warning = load_keymap({"quit": ["q"]}, lambda name: True)
        assert settings == Settings() and keymap == {"quit": ["q"]}
        assert warning is not None and "nothing will be saved" in warning and "\n" not in warning
        assert keys_warning == warning             # the same line: the window says it once
        save_settings(Settings(tiles=True))        # saving is off: not even tried, never an error
        # An unfinished game is not left as if it had been saved: leave() says it was not, and why.
        session = play(Session.new(SPEC, 2, "", "", keep=True), "r", "r")
        assert not session.leave() and session.notices[-1].startswith("The game could not be saved: ")
        over = play(Session.new(SPEC, 2, "", "", keep=True), "r", "r", "r", "r")
        assert over.view().over and not over.leave() and over.notices
        assert saves.list_saves(SPEC.name) == ([], []) and scores.load_all() == ({}, None)
    finally:
        if kind == "read-only":
            data.chmod(0o755)
    assert not any(path.is_file() for path in (data / "saves").rglob("*")) if data.is_dir() else True


def test_the_program_starts_and_plays_with_a_file_for_a_data_folder(tmp_path):
    (tmp_path / "data").write_text("not a folder")
    env = {**os.environ, "ROGUELIKE_DATA_DIR": str(tmp_path / "data"), "SDL_VIDEODRIVER": "dummy",
           "SDL_AUDIODRIVER": "dummy"}
    for args in (["--text", "--seed", "3"], ["--headless", "--keys", "return,s,escape,escape"]):
        done = subprocess.run([sys.executable, str(ROOT / "main.py"), *args], input="s\nno\nq\n",
                              capture_output=True, text=True, timeout=120, env=env, cwd=ROOT)
        assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr
    assert (tmp_path / "data").read_text() == "not a folder"


def test_a_folder_is_asked_once_per_run(tmp_path):
    (tmp_path / "late").mkdir()
    assert folder_problem(tmp_path / "late") is None
    (tmp_path / "late").rmdir()
    (tmp_path / "late").write_text("now a file")
    assert folder_problem(tmp_path / "late") is None          # told once: the game in play goes on as it was


# ----- a full disk while leaving ----------------------------------------------------------------------

def test_a_full_disk_while_leaving_keeps_the_game_and_says_why(tmp_path, monkeypatch):
    session = play(Session.new(SPEC, 4, "", "", keep=True), "r", "r")
    with monkeypatch.context() as patched:
        full_disk(patched)
        assert session.leave() is False
        assert session.notices and "No space left on device" in session.notices[-1]
        assert "\n" not in session.notices[-1]
        play(session, "r")                         # still in the game, which goes on
    assert temporaries(tmp_path) == [] and saves.list_saves(SPEC.name) == ([], [])
    assert session.leave() is True                 # space freed: leaving again keeps it
    [saved], _ = saves.list_saves(SPEC.name)
    assert saved.record.commands == ["r", "r", "r"]


def test_a_full_disk_at_a_games_end_keeps_its_score_and_replay_until_they_can_be_written(tmp_path, monkeypatch):
    session = play(Session.new(SPEC, 2, "", "", keep=True), "r", "r", "r")
    with monkeypatch.context() as patched:
        full_disk(patched)
        session.submit("r")                        # the game ends: its score cannot be added now
        assert session.view().over and session.rank == 0
        assert session.leave() is False
        assert any("score" in notice for notice in session.notices)
        assert any("replay" in notice for notice in session.notices)
        assert session.send(SPEC.again()) == []    # no next game while this one cannot be kept
        assert session.seed == 2
    assert scores.load_all() == ({}, None)
    assert session.leave() is True and session.rank == 1
    assert [entry.seed for entry in scores.top(SPEC.name)] == [2]
    [replay] = (tmp_path / "data" / "replays").glob("*.json")
    assert load_record(replay).commands == ["r"] * 4
    assert session.leave() is True and len(list((tmp_path / "data" / "replays").glob("*.json"))) == 1


def test_a_full_disk_for_the_record_file_keeps_the_terminals_game_in_the_data_folder(tmp_path, monkeypatch):
    session = play(Session.new(SPEC, 2, "", "", record_to=str(tmp_path / "r.json")), "r")
    real_replace = os.replace

    def replace(source, target, *rest, **named):
        if str(target) == str(tmp_path / "r.json"):
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        return real_replace(source, target, *rest, **named)
    monkeypatch.setattr(os, "replace", replace)
    assert session.finish()
    assert any("No space left on device" in notice for notice in session.notices)
    [kept] = (tmp_path / "data" / "replays").glob("*.json")
    assert load_record(kept).commands == ["r"]


# ----- two programs adding scores at once ------------------------------------------------------------

ADDER = """
import sys, time
sys.path.insert(0, sys.argv[1])
from pathlib import Path
from roguelike_client.userdata import scores
who, start = sys.argv[2], Path(sys.argv[3])
while not start.exists():
    time.sleep(0.001)
for n in range(30):
    scores.add(f"game{n % 6}", scores.ScoreEntry(n, who, "floor 1", n, "2026-01-01"))
"""


def test_programs_adding_scores_at_once_lose_none(tmp_path):
    """Two programs add 30 scores each, to six games, five per program and game: every table holds exactly its
    ten (the ten best of each game are kept, so more would hide a loss)."""
    start = tmp_path / "go"
    env = {**os.environ, "ROGUELIKE_DATA_DIR": str(tmp_path / "data")}
    adders = [subprocess.Popen([sys.executable, "-c", ADDER, str(ROOT), f"p{index}", str(start)], env=env)
              for index in range(2)]
    time.sleep(0.5)
    start.write_text("go")
    for adder in adders:
        assert adder.wait(timeout=120) == 0
    tables, warning = scores.load_all(tmp_path / "data" / "scores.json")
    assert warning is None and sorted(tables) == [f"game{n}" for n in range(6)]
    for game, table in tables.items():
        assert sorted((e.who, e.score) for e in table) == sorted((f"p{i}", n) for i in range(2)
                                                                 for n in range(30) if f"game{n % 6}" == game)


def test_a_broken_score_file_found_while_adding_is_kept_aside_not_replaced(tmp_path):
    path = data_dir() / "scores.json"
    path.write_text("{broken")
    scores.add("cc3k", scores.ScoreEntry(5, "Shade", "floor 1", 1, "2026-01-01"))
    assert (path.parent / "scores.json.bak").read_text() == "{broken"
    assert [e.score for e in scores.top("cc3k")] == [5]
    json.loads(path.read_text())
