"""After danger, only the keys given within a moment of it are swallowed: a press 0.45 s after a low-HP warning (the
playtest's third press, once dropped by a whole second's pause) is taken."""
import time

from graphics.keymap import key_event
from tests.cc3k.helpers import floor_text
from tests.window.helpers import press


def test_a_press_a_moment_after_a_low_hp_warning_is_taken(make_app, tmp_path):
    layout = tmp_path / "pause.txt"
    layout.write_text(floor_text({(5, 4): "@", (6, 4): "D"}))
    app = make_app(str(layout), seed=3)
    app.settings.low_hp_percent = 99        # the first blow taken warns
    press(app, "s")
    play = app.stack[-1]
    seconds = iter(range(1000))
    play.clock = lambda: next(seconds)       # presses a second apart
    while not any(line.startswith("Low HP") for line in play.log.lines):
        press(app, "a")
        press(app, "l")
        after = time.perf_counter()
    turn = play.view.turn
    app.take([key_event("a")], after + 0.1, live=True)       # within the moment after the warning: swallowed
    assert not play.pending and app.status.startswith("A key pressed just after danger")
    app.take([key_event("a")], after + 0.45, live=True)      # a deliberate press 0.45 s after: taken
    assert play.pending == "attack" and play.view.turn == turn


def test_a_held_keys_repeats_dropped_after_danger_leave_the_status_line_alone(make_app, tmp_path):
    """The sixth playtest held an arrow: each repeat dropped after danger put up "A key pressed just after danger was
    not taken" over the log. A held key is expected to stop; only a new press dropped is said."""
    import pygame

    layout = tmp_path / "held.txt"
    layout.write_text(floor_text({(6, 4): "@", (8, 4): "D"}))
    app = make_app(str(layout))
    press(app, "s")
    now = time.perf_counter()
    app.take([key_event("l")], now, live=True)              # a step next to the Dragon: danger, the keys pause
    app.take([key_event("l"), key_event("l")], now + 0.05, live=True)     # its repeats, no KEYUP between
    assert app.status == ""
    app.take([pygame.event.Event(pygame.KEYUP, key=key_event("l").key, mod=0, unicode="", scancode=0)], now + 0.06,
             live=True)
    app.take([key_event("l")], now + 0.1, live=True)        # let go and pressed again within the pause: said
    assert app.status.startswith("A key pressed just after danger")


def test_a_press_just_after_a_step_refused_by_a_wall_is_taken(make_app, tmp_path):
    """The seventh playtest bumped a wall and pressed q at once: the q was dropped as if the wall were danger. A
    refused step stops the keys carried, and costs no turn, but pauses nothing."""
    layout = tmp_path / "wall.txt"
    layout.write_text(floor_text({(5, 3): "@"}))
    app = make_app(str(layout))
    press(app, "s")
    now = time.perf_counter()
    app.take([key_event("k")], now, live=True)              # up into the wall: refused, free
    app.take([key_event("q")], now + 0.05, live=True)       # q at once: the leave box opens
    assert type(app.stack[-1]).__name__ == "ConfirmScreen" and app.status == ""
