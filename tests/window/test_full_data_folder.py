"""A data folder that cannot take a save from the start (a full disk, a file where the folder should be) never eats
a game: the leave box says why instead of offering to save, y keeps the player in the game, only d leaves it
unsaved, and a game left some other way stays with the reason in the status line."""
import os
import subprocess

import pygame
import pytest

from graphics.app import App
from graphics.key_script import parse_key_script
from graphics.boxes import ConfirmScreen, UnsavedBox
from graphics.title import TitleScreen
from graphics.transitions import LeaveGame, Quit
from tests.window.conftest import DATA, make_args
from tests.window.helpers import frame, press, top

TMPFS_BYTES = 64 * 1024


@pytest.fixture
def full_disk(tmp_path, monkeypatch):
    """The data folder on a 64 KiB tmpfs filled to the last byte; skipped where mounting is not permitted."""
    mount = tmp_path / "full"
    mount.mkdir()
    try:
        done = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={TMPFS_BYTES}", "tmpfs", str(mount)],
                              capture_output=True, text=True, timeout=30)
    except OSError as error:
        pytest.skip(f"no mount command here: {error}")
    if done.returncode != 0:
        pytest.skip(f"mounting a tmpfs is not permitted here: {done.stderr.strip()}")
    try:
        filler = os.open(mount / "filler", os.O_WRONLY | os.O_CREAT)
        try:
            while os.write(filler, b"\0" * 4096):
                pass
        except OSError:
            pass                                        # full: not one more byte
        finally:
            os.close(filler)
        monkeypatch.setenv("ROGUELIKE_DATA_DIR", str(mount))
        yield mount
    finally:
        pygame.quit()
        if subprocess.run(["umount", str(mount)], capture_output=True).returncode != 0:
            subprocess.run(["umount", "-l", str(mount)], capture_output=True)


@pytest.fixture
def file_for_folder(tmp_path, monkeypatch):
    """A file where the data folder should be: nothing can be written in it, root or not."""
    where = tmp_path / "not-a-folder"
    where.write_text("a file\n")
    monkeypatch.setenv("ROGUELIKE_DATA_DIR", str(where))
    yield where
    pygame.quit()


def cc3k(layout: str = "known.txt") -> App:
    app = App(make_args(map=str(DATA / layout), seed=1), headless=True)
    app.prepare("cc3k", str(DATA / layout))
    app.push(TitleScreen(app.context))
    app.start_game("cc3k")
    return app


def saved_files(folder) -> list[str]:
    return sorted(str(path.relative_to(folder)) for path in folder.rglob("*.json")) if folder.is_dir() else []


@pytest.mark.parametrize("unwritable", ["full_disk", "file_for_folder"])
def test_q_then_y_keeps_the_player_in_the_game_and_says_why(unwritable, request):
    folder = request.getfixturevalue(unwritable)
    app = cc3k()
    session = app.session
    app.run(parse_key_script("s, return, l, l, q, y"))  # as `--headless --keys s,return,l,l,q,y` presses them
    assert top(app) == "PlayScreen" and app.session is session and session.view().turn == 2
    why = "No space left on device" if unwritable == "full_disk" else "File exists"
    assert app.status.startswith("This game cannot be saved: ") and why in app.status
    assert saved_files(folder) == []


def test_the_leave_box_says_why_and_offers_no_save_and_only_d_leaves_unsaved(file_for_folder):
    app = cc3k()
    press(app, "s", "l")
    session = app.session
    press(app, "q")
    box = app.stack[-1]
    assert isinstance(box, UnsavedBox) and "cannot be saved" in box.question and "File exists" in box.question
    assert "Save" not in box.question and all("sav" not in label.lower() or "without" in label.lower()
                                              for label in box.labels.values())
    frame(app)                                           # its words wrap in the window; both buttons drawn
    assert box.buttons[True].right <= app.stack[-1].buttons[False].left and len(box.buttons) == 2
    for keys in (("y",), ("return",), ("escape",), ("n",)):
        press(app, *keys)
        assert top(app) == "PlayScreen" and app.session is session and "cannot be saved" in app.status
        press(app, "q")
    press(app, "d")
    assert top(app) == "TitleScreen" and app.session is None and app.status == "The game was left unsaved."


def test_a_click_on_leave_without_saving_leaves_and_on_keep_playing_stays(file_for_folder):
    app = cc3k()
    press(app, "s", "l", "q")
    frame(app)
    keep, leave = app.stack[-1].buttons[False], app.stack[-1].buttons[True]
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=keep.center, button=1))
    assert top(app) == "PlayScreen"
    press(app, "q")
    frame(app)
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=leave.center, button=1))
    assert top(app) == "TitleScreen" and app.session is None


def test_a_game_left_without_the_box_stays_and_closing_asks_twice(full_disk):
    app = cc3k()
    press(app, "s", "l")
    session = app.session
    app.apply(LeaveGame())                               # Escape on a game's command line: no box asks first
    assert app.session is session and "No space left on device" in app.status
    app.apply(Quit())
    assert app.running and app.status.endswith("Close again to quit without it.")
    app.apply(Quit())
    assert not app.running


def test_a_game_that_can_be_saved_is_offered_to_be_saved(tmp_path):
    app = cc3k()
    press(app, "s", "l", "q")
    box = app.stack[-1]
    assert type(box) is ConfirmScreen and box.question == "Save this game and go to the title?"
    press(app, "y")
    assert top(app) == "TitleScreen" and len(saved_files(tmp_path / "data")) == 1


def test_a_finished_game_goes_to_the_title_saying_nothing_was_kept(file_for_folder):
    app = cc3k("quick_win.txt")
    press(app, "s", *["l"] * 5)
    assert top(app) == "GameOverScreen"
    press(app, "q")
    assert top(app) == "TitleScreen" and app.status.startswith("Nothing of this game was kept: ")


def test_a_bots_maze_that_cannot_be_saved_is_left_only_unsaved_and_its_bot_ends(file_for_folder, tmp_path):
    from tests.maze.test_matches import waiter

    app = App(make_args(game="maze", options={"bot": waiter(tmp_path), "bot_timeout": 2000}), headless=True)
    app.prepare("maze", None)
    app.push(TitleScreen(app.context))
    app.start_game("maze")
    session = app.session
    session.wait_bot()
    press(app, "q")
    assert isinstance(app.stack[-1], UnsavedBox)
    press(app, "y")
    assert app.session is session
    press(app, "q", "d")
    assert top(app) == "TitleScreen" and app.session is None and not session.bot_thinking()
    assert os.path.isfile(file_for_folder)
