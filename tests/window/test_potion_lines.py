"""A potion drunk says what it did: Restore Health at full HP did nothing, and says so."""
from tests.cc3k.helpers import floor_text
from tests.window.helpers import press


def test_restore_health_at_full_hp_says_hp_was_already_full(make_app, tmp_path):
    path = tmp_path / "layout.txt"
    path.write_text(floor_text({(10, 4): "@", (11, 4): "0", (9, 4): "3"}))   # RH to the east, PH to the west
    app = make_app(str(path))
    press(app, "s", "p", "l")
    play = app.stack[-1]
    assert play.log.lines[-1] == "PC uses RH: Restore health, HP already full."
    press(app, "p", "h")
    hp = app.session.view().detail.pc.hp
    assert play.log.lines[-1] == f"PC uses PH: Poison health, HP {hp - 125:+d}."
