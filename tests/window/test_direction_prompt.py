"""After CC3k's attack or use key, a key that is no direction says so and keeps the question; Escape drops it."""
from tests.window.helpers import press


def test_a_key_that_is_no_direction_after_attack_is_answered(make_app):
    app = make_app()
    press(app, "s", "a", "z")
    play = app.stack[-1]
    assert play.log.lines[-1] == "Attack: that key is no direction. Which direction? (Esc cancels)"
    assert play.pending == "attack" and app.session.view().turn == 0
    press(app, "escape")
    assert play.pending is None and app.session.view().turn == 0
    press(app, "p", "z")
    assert play.log.lines[-1].startswith("Use a potion: that key is no direction.") and play.pending == "use"
