"""A full disk while leaving the window's game: the player stays in the game with the reason, nothing is lost,
and leaving works once the disk has room; closing the window twice quits without the game."""
import errno

from graphics.transitions import LeaveGame, Quit
from tests.window.helpers import press, top
from roguelike_client.userdata import saves
from roguelike_client.userdata.saves import list_saves


def full_disk(*_args, **_kwargs):
    raise OSError(errno.ENOSPC, "No space left on device")


def test_leaving_on_a_full_disk_keeps_the_player_in_the_game(make_app, monkeypatch):
    app = make_app()
    press(app, "s", "l", "h")                       # a race, then two moves: something to keep
    session, playing = app.session, top(app)
    turn = session.view().turn
    with monkeypatch.context() as patch:
        patch.setattr(saves, "write_save", full_disk)
        app.apply(LeaveGame())
        assert top(app) == playing and app.session is session and session.view().turn == turn
        assert "No space left on device" in app.status
    app.apply(LeaveGame())
    assert top(app) == "TitleScreen" and app.session is None
    kept, _warnings = list_saves("cc3k")
    assert [saved.record.commands for saved in kept] == [session.record.commands]


def test_closing_the_window_on_a_full_disk_asks_twice(make_app, monkeypatch):
    app = make_app()
    press(app, "s", "l")
    monkeypatch.setattr(saves, "write_save", full_disk)
    app.apply(Quit())
    assert app.running and "Close again to quit without it." in app.status
    app.apply(Quit())
    assert not app.running
