"""The data folder is no way out: folders and files in it that are links to elsewhere (replays/, saves/GAME,
scores.json, a planted lock or temporary file's place) are refused in one line, never pruned, set aside, locked or
written through; linked settings.toml and keymap.toml (dotfile managers) are written through their links."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from roguelike_client.play.session import Session
from tests.stubgame.spec import SPEC
from tests.stubgame.support import corridor, play  # noqa: F401 (corridor: an autouse fixture)
from roguelike_client.userdata import saves, scores, writing
from roguelike_client.userdata.records import Record
from roguelike_client.userdata.settings import Settings, load_keymap, load_settings, save_keymap, save_settings
from roguelike_client.userdata.errors import TargetError
from roguelike_client.userdata.folder import link_out
from roguelike_client.userdata.writing import remove_stale_temporaries, write_text_atomic
from game.registry import GAMES

CC3K_RULES = GAMES["cc3k"].rules_version     # whatever the rules' version now

pytestmark = pytest.mark.skipif(os.name != "posix", reason="symbolic links made by anyone are POSIX's")

KEYS = {"quit": ["q"], "help": ["?"]}


def dead_pid() -> int:
    done = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True)
    return int(done.stdout)


def someone_elses(folder: Path, count: int = 25) -> dict[str, str]:
    """A folder of another program's files, some shaped like ours (JSON, a dead writer's temporary file)."""
    folder.mkdir(parents=True, exist_ok=True)
    files = {f"2020010{n % 10}-{n:04d}.json": f"theirs {n}" for n in range(count)}
    files.update({"broken.json": "{not json", "notes.txt": "theirs",
                  f".notes.json.{dead_pid()}.0123abcd.tmp": "theirs too"})
    for name, text in files.items():
        (folder / name).write_text(text)
    return files


def contents(folder: Path) -> dict[str, str]:
    return {path.name: path.read_text() for path in folder.iterdir()} if folder.exists() else {}


def record(game: str = "cc3k") -> Record:
    return Record(game, 7, CC3K_RULES, "", "", {}, ["no"], {}, "turn 1", "2026-01-01T00:00:00")


@pytest.fixture
def data(tmp_path) -> Path:
    folder = tmp_path / "data"
    folder.mkdir()
    return folder


# ----- folders of the data folder that lead out ---------------------------------------------------

def test_a_replays_folder_linked_elsewhere_is_never_pruned_and_the_game_is_not_lost(tmp_path, data):
    elsewhere = tmp_path / "elsewhere"
    theirs = someone_elses(elsewhere)
    (data / "replays").symlink_to(elsewhere)
    session = play(Session.new(SPEC, 2, "", "", keep=True), "r", "r", "r", "r")
    assert session.view().over
    assert session.leave() is False                     # not kept: the game stays, said in one line
    [notice] = [line for line in session.notices if "replay" in line]
    assert "a link out of the data folder" in notice and str(data / "replays") in notice and "\n" not in notice
    with pytest.raises(TargetError):
        saves.write_replay(record())
    assert contents(elsewhere) == theirs
    assert saves.replay_files() == []
    found, [warning] = saves.list_replays()
    assert found == [] and "link out of the data folder" in warning and "\n" not in warning
    assert remove_stale_temporaries(data / "replays") == [] and contents(elsewhere) == theirs


@pytest.mark.parametrize("linked", ["saves/cc3k", "saves"])
def test_a_saves_folder_linked_elsewhere_is_not_used_and_its_files_are_never_set_aside(tmp_path, data, linked):
    elsewhere = tmp_path / "elsewhere"
    theirs = someone_elses(elsewhere / "cc3k" if linked == "saves" else elsewhere)
    if linked == "saves":
        (elsewhere / "cc3k.json").write_text("an older version's save?")     # what list_saves sets aside in ours
    before = {str(path): path.read_text() for path in elsewhere.rglob("*") if path.is_file()}
    (data / linked).parent.mkdir(parents=True, exist_ok=True)
    (data / linked).symlink_to(elsewhere)
    found, [warning] = saves.list_saves("cc3k")
    assert found == [] and "a link out of the data folder" in warning and "\n" not in warning
    path = data / "saves" / "cc3k" / "20260101-000000-000000-0123abcd.json"
    with pytest.raises(TargetError) as refused:
        saves.write_save(path, record())
    assert "a link out of the data folder" in refused.value.strerror
    saves.drop_save(data / "saves" / "cc3k" / "20200100-0000.json")
    with pytest.raises(TargetError):
        saves.hold_save(path)
    assert {str(path): path.read_text() for path in elsewhere.rglob("*") if path.is_file()} == before
    assert theirs and not list(elsewhere.rglob("*.bak")) and not list(elsewhere.rglob("*.lock"))


def test_a_folder_linked_elsewhere_gets_no_layout_crash_log_or_temporary_file(tmp_path, data):
    from roguelike_client.play.crash import write_crash_log

    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    for name in ("layouts", "crashes"):
        (data / name).symlink_to(elsewhere)
    with pytest.raises(TargetError):
        write_text_atomic(data / "layouts" / "cc3k-seed-1.txt", "floors")
    with pytest.raises(TargetError):
        writing.check_target(data / "layouts" / "cc3k-seed-1.txt")
    kept = write_crash_log(RuntimeError("boom"))
    assert kept is not None and elsewhere not in kept.parents      # the system's temporary folder instead
    kept.unlink()
    dangling = data / "later"
    dangling.symlink_to(tmp_path / "not-yet" / "there")
    with pytest.raises(TargetError):
        write_text_atomic(dangling / "x.json", "{}")
    assert list(elsewhere.iterdir()) == [] and not (tmp_path / "not-yet").exists()


def test_links_that_stay_inside_the_data_folder_and_a_linked_data_folder_are_used(tmp_path, data, monkeypatch):
    (data / "kept").mkdir()
    (data / "replays").symlink_to(data / "kept")
    path = saves.write_replay(record())
    assert [p.name for p in (data / "kept").iterdir()] == [path.name]
    # The data folder itself may be anywhere (a link to a larger disk): links out of it are judged from there.
    real = tmp_path / "big-disk" / "data"
    real.mkdir(parents=True)
    (tmp_path / "data-link").symlink_to(real)
    monkeypatch.setenv("ROGUELIKE_DATA_DIR", str(tmp_path / "data-link"))
    session = play(Session.new(SPEC, 2, "", "", keep=True), "r", "r", "r", "r")
    assert session.leave() is True and session.notices == []
    assert len(list((real / "replays").glob("*.json"))) == 1 and scores.top(SPEC.name)
    assert link_out(tmp_path / "data-link" / "replays" / "x.json") is None


# ----- the score table and its lock ----------------------------------------------------------------

def test_a_planted_lock_link_creates_nothing_elsewhere(tmp_path, data):
    target = tmp_path / "elsewhere" / "created-by-us"
    target.parent.mkdir()
    (data / "scores.json.lock").symlink_to(target)
    with pytest.raises(OSError) as refused:
        scores.add("cc3k", scores.ScoreEntry(5, "Shade", "floor 1", 1, "2026-01-01"))
    assert "lock" in refused.value.strerror and "\n" not in refused.value.strerror
    assert not target.exists() and not (data / "scores.json").exists()


def test_a_score_table_linked_elsewhere_is_never_written_locked_or_set_aside_there(tmp_path, data):
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    scores.add("cc3k", scores.ScoreEntry(9, "Drow", "floor 2", 3, "2026-01-01"), elsewhere / "scores.json")
    (elsewhere / "scores.json.lock").unlink()
    theirs = contents(elsewhere)
    (data / "scores.json").symlink_to(elsewhere / "scores.json")
    assert [entry.score for entry in scores.top("cc3k")] == [9]          # read: yes
    with pytest.raises(TargetError) as refused:                         # written through: never
        scores.add("cc3k", scores.ScoreEntry(5, "Shade", "floor 1", 1, "2026-01-01"))
    assert "a link out of the data folder" in refused.value.strerror and "\n" not in refused.value.strerror
    session = play(Session.new(SPEC, 2, "", "", keep=True), "r", "r", "r", "r")
    assert session.leave() is False and "a link out of the data folder" in session.notices[-1]
    assert contents(elsewhere) == theirs
    # Broken: the link, which is ours, is set aside (never what it leads to) and a table of our own begun.
    (elsewhere / "scores.json").write_text("{their broken table")
    tables, warning = scores.load_all()
    assert tables == {} and "kept as scores.json.bak" in warning and "\n" not in warning
    assert (data / "scores.json.bak").is_symlink() and contents(elsewhere) == {"scores.json": "{their broken table"}


# ----- settings.toml and keymap.toml kept with dotfiles ---------------------------------------------

@pytest.fixture
def dotfiles(tmp_path) -> Path:
    folder = tmp_path / "dotfiles"
    folder.mkdir()
    return folder


def test_linked_settings_and_keys_are_written_through_their_links_and_never_replaced(data, dotfiles):
    (dotfiles / "settings.toml").write_text("# mine\nvolume = 0.5\n")
    (dotfiles / "keymap.toml").write_text("# mine\nquit = [\"?\"]\n")
    for name in ("settings.toml", "keymap.toml"):
        (data / name).symlink_to(dotfiles / name)
    for _ in range(2):                  # read as they are, never rewritten by reading them
        assert load_settings(data) == (Settings(volume=0.5), None)
        assert load_keymap(KEYS, lambda key: True, data) == ({"quit": ["?"], "help": ["?"]}, None)
    assert (dotfiles / "settings.toml").read_text() == "# mine\nvolume = 0.5\n"
    save_settings(Settings(tiles=True), data)
    save_keymap({"quit": ["q", "f1"], "help": ["?"]}, data)
    for name in ("settings.toml", "keymap.toml"):
        assert (data / name).is_symlink() and os.readlink(data / name) == str(dotfiles / name)
    assert load_settings(data) == (Settings(tiles=True), None)
    assert load_keymap(KEYS, lambda key: True, data)[0]["quit"] == ["q", "f1"]
    assert sorted(p.name for p in dotfiles.iterdir()) == ["keymap.toml", "settings.toml"]
    assert sorted(p.name for p in data.iterdir()) == ["keymap.toml", "settings.toml"]


def test_a_link_to_a_missing_file_is_said_and_gets_the_defaults_where_it_points(data, dotfiles):
    (data / "settings.toml").symlink_to(dotfiles / "settings.toml")
    settings, warning = load_settings(data)
    assert settings == Settings() and "\n" not in warning
    assert "a link to" in warning and "the defaults were written there" in warning
    assert (data / "settings.toml").is_symlink() and "cell_size = 16" in (dotfiles / "settings.toml").read_text()
    assert load_settings(data) == (Settings(), None)


def test_a_link_into_a_missing_folder_or_round_to_itself_is_left_as_it_is(tmp_path, data):
    (data / "settings.toml").symlink_to(tmp_path / "no-dotfiles-yet" / "settings.toml")
    (data / "keymap.toml").symlink_to(data / "keymap.toml")
    settings, warning = load_settings(data)
    assert settings == Settings() and "whose folder does not exist" in warning and "left as it is" in warning
    keymap, keys_warning = load_keymap(KEYS, lambda key: True, data)
    assert keymap == KEYS and "leads round to itself" in keys_warning
    with pytest.raises(OSError) as refused:
        save_settings(Settings(tiles=True), data)
    assert "whose folder does not exist" in refused.value.strerror
    assert not (tmp_path / "no-dotfiles-yet").exists()
    assert (data / "settings.toml").is_symlink() and (data / "keymap.toml").is_symlink()
    assert sorted(p.name for p in data.iterdir()) == ["keymap.toml", "settings.toml"]


def test_a_linked_settings_file_that_is_broken_is_kept_and_said(data, dotfiles):
    (dotfiles / "keymap.toml").write_text("quit = [\"no such key\"]\n")
    (data / "keymap.toml").symlink_to(dotfiles / "keymap.toml")
    keymap, warning = load_keymap(KEYS, lambda key: key != "no such key", data)
    assert keymap == KEYS and "kept as keymap.toml.bak" in warning and "\n" not in warning
    assert (data / "keymap.toml.bak").read_text() == "quit = [\"no such key\"]\n"
    assert (data / "keymap.toml").is_symlink() and "quit = [\"q\"]" in (dotfiles / "keymap.toml").read_text()
