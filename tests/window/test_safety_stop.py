"""The safety stop sees every blow: a held key stops on the turn an enemy swings at the PC, even when it misses."""
from graphics.keymap import key_event
from tests.window.conftest import make_args
from tests.window.helpers import press


def test_a_held_key_stops_on_the_turn_an_enemy_swings_and_misses():
    from graphics.app import App
    from graphics.title import TitleScreen

    # The rule book's own floor, seed 61, a drow: the first step east meets an Elf, whose first swing misses.
    app = App(make_args(seed=61), headless=True)
    app.push(TitleScreen(app.context))
    app.start_game("cc3k")
    press(app, "d")
    play = app.stack[-1]
    for _ in range(6):                        # held down: a first press and its repeats, no KEYUP
        app.dispatch(key_event("right"))
    assert play.view.turn == 1
    assert play.log.lines[-2:] == ["The Elf swings at PC and misses.", "Stopped: the Elf attacks you."]
    assert not any(line.startswith("The Elf deals") for line in play.log.lines)
    app.leave_game()


def test_keys_swallowed_after_danger_are_said_on_the_status_line(make_app):
    import pygame

    app = make_app()
    press(app, "s")
    for _ in range(5):                        # typed faster than the game answers: all queued at once
        down = key_event("l")
        pygame.event.post(down)
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=down.key, mod=0, unicode="", scancode=0))
    app.run([])
    app.running = True
    assert app.session.view().turn == 1       # the first step brings the PC next to the human; the rest are dropped
    assert app.status == "A key pressed just after danger was not taken: press it again to act."
    press(app, "l")
    assert app.status == "" and app.session.view().turn == 2
