"""A gamepad as keys, with synthetic controller and joystick events (no device needed): the d-pad moves, A confirms,
B goes back, on every screen."""
import pygame
import pytest

import graphics.gamepad
from graphics.gamepad import Gamepads
from graphics.keymap import DEFAULT_KEYS, Keymap
from tests.window.helpers import frame, press, top
from roguelike_client.userdata.settings import save_keymap

KEYMAP = Keymap()


def controller(kind, button, instance=0):
    return pygame.event.Event(kind, instance_id=instance, button=button)


def down(button, instance=0):
    return controller(pygame.CONTROLLERBUTTONDOWN, button, instance)


def up(button, instance=0):
    return controller(pygame.CONTROLLERBUTTONUP, button, instance)


def axis(which, value, instance=0):
    return pygame.event.Event(pygame.CONTROLLERAXISMOTION, instance_id=instance, axis=which, value=value)


def keys(events):
    """(down or up, key name) for each key event."""
    return [("down" if event.type == pygame.KEYDOWN else "up", pygame.key.name(event.key)) for event in events]


def use_pad(app, *events):
    """A gamepad's events given to the window, as SDL gives them."""
    for event in events:
        app.dispatch(event)


def test_other_events_are_not_the_gamepads():
    pads = Gamepads()
    assert pads.translate(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, unicode="a", mod=0), KEYMAP) is None
    assert pads.translate(pygame.event.Event(pygame.MOUSEMOTION, pos=(1, 1), rel=(0, 0), buttons=(0, 0, 0)), KEYMAP) is None


def test_the_d_pad_presses_the_moves_first_keys_and_lets_go():
    pads = Gamepads()
    assert keys(pads.translate(down(pygame.CONTROLLER_BUTTON_DPAD_UP), KEYMAP)) == [("down", "up")]
    assert keys(pads.translate(up(pygame.CONTROLLER_BUTTON_DPAD_UP), KEYMAP)) == [("up", "up")]
    assert keys(pads.translate(up(pygame.CONTROLLER_BUTTON_DPAD_UP), KEYMAP)) == []      # let go twice: once
    for button, name in ((pygame.CONTROLLER_BUTTON_DPAD_DOWN, "down"), (pygame.CONTROLLER_BUTTON_DPAD_LEFT, "left"),
                         (pygame.CONTROLLER_BUTTON_DPAD_RIGHT, "right")):
        assert keys(pads.translate(down(button), KEYMAP)) == [("down", name)]
    rebound = Keymap({**DEFAULT_KEYS, "move_n": ["w", "up"]})
    assert keys(pads.translate(down(pygame.CONTROLLER_BUTTON_DPAD_UP, 1), rebound)) == [("down", "w")]


def test_each_button_means_what_works_on_the_screen_shown():
    pads = Gamepads()

    def pressed(button, context=None):
        found = keys(pads.translate(down(button), KEYMAP, context))
        pads.translate(up(button), KEYMAP, context)
        return found

    assert pressed(pygame.CONTROLLER_BUTTON_A) == [("down", "return")]
    assert pressed(pygame.CONTROLLER_BUTTON_B) == [("down", "escape")]
    assert pressed(pygame.CONTROLLER_BUTTON_X, "maze") == [("down", ".")]
    assert pressed(pygame.CONTROLLER_BUTTON_X, "cc3k") == [("down", "p")]
    assert pressed(pygame.CONTROLLER_BUTTON_X, "dooom") == [("down", "g")]
    assert pressed(pygame.CONTROLLER_BUTTON_X, "replay") == [("down", "space")]
    assert pressed(pygame.CONTROLLER_BUTTON_Y, "maze") == [("down", "?")]
    assert pressed(pygame.CONTROLLER_BUTTON_START, "cc3k") == [("down", "o")]
    assert pressed(pygame.CONTROLLER_BUTTON_BACK, "aiming") == [("down", "tab")]
    assert pressed(pygame.CONTROLLER_BUTTON_LEFTSHOULDER, "replay") == [("down", "-")]
    assert pressed(pygame.CONTROLLER_BUTTON_RIGHTSHOULDER, "cc3k") == [("down", "page down")]
    # Nothing works on help but leaving it: B presses Escape there all the same.
    assert pressed(pygame.CONTROLLER_BUTTON_B, "help") == [("down", "escape")]
    assert pressed(pygame.CONTROLLER_BUTTON_GUIDE) == []
    no_help = Keymap({**DEFAULT_KEYS, "help": []})
    assert keys(pads.translate(down(pygame.CONTROLLER_BUTTON_Y), no_help)) == []
    # On the race screen s is the Shade: a move bound to s alone presses nothing there, rather than choose a race.
    shade = Keymap({**DEFAULT_KEYS, "move_s": ["s"]})
    assert keys(pads.translate(down(pygame.CONTROLLER_BUTTON_DPAD_DOWN), shade, "race")) == []
    assert keys(pads.translate(down(pygame.CONTROLLER_BUTTON_DPAD_DOWN, 1), shade, "cc3k")) == [("down", "s")]


def stick(pads, *moves, context="cc3k"):
    """Axis events (axis, value) read as one batch of SDL's: the keys the stick then stands for."""
    for which, value in moves:
        assert pads.translate(axis(which, value), KEYMAP, context) == []
    return keys(pads.settle(KEYMAP, context))


def test_the_left_stick_presses_one_move_per_push_in_eight_directions():
    pads = Gamepads()
    x, y = pygame.CONTROLLER_AXIS_LEFTX, pygame.CONTROLLER_AXIS_LEFTY
    assert stick(pads, (x, 12000)) == []                         # a little: nothing
    assert stick(pads, (x, 30000)) == [("down", "right")]
    assert stick(pads, (x, 32767)) == []                         # further the same way: still one
    assert stick(pads, (x, 15000)) == []                         # half way back: still held
    assert stick(pads, (x, 4000)) == [("up", "right")]
    assert stick(pads, (x, 24000), (y, -24000)) == [("down", "u")]       # a diagonal push: northeast, not east
    assert stick(pads, (x, 20000)) == []                         # letting it go, one axis first: no move
    assert stick(pads, (x, 0), (y, 0)) == [("up", "u")]
    assert stick(pads, (x, -2000), (y, 30000)) == [("down", "down")]
    assert stick(pads, (x, -32000), (y, 20000)) == []            # swung round while pushed: still the one press
    assert stick(pads, (x, 0), (y, 0)) == [("up", "down")]
    assert stick(pads, (pygame.CONTROLLER_AXIS_TRIGGERLEFT, 32767)) == []


def test_a_diagonal_push_is_the_axis_pushed_further_where_moves_are_four():
    pads = Gamepads()
    x, y = pygame.CONTROLLER_AXIS_LEFTX, pygame.CONTROLLER_AXIS_LEFTY
    assert stick(pads, (x, 26000), (y, -22000), context="maze") == [("down", "right")]
    assert stick(pads, (x, 0), (y, 0), context="maze") == [("up", "right")]
    assert stick(pads, (x, 21000), (y, 26000), context="maze") == [("down", "down")]


def test_a_diagonal_push_in_cc3k_moves_the_pc_diagonally_and_letting_go_moves_nothing(make_app):
    app = make_app()
    press(app, "s")
    before, turn = app.session.view().detail.pc.pos, app.session.view().turn
    x, y = pygame.CONTROLLER_AXIS_LEFTX, pygame.CONTROLLER_AXIS_LEFTY
    app.take([axis(x, 25000), axis(y, 25000)], 0.0, live=False)          # pushed down and right at once
    app.take([axis(x, 0)], 0.0, live=False)                               # let go: x comes back first
    app.take([axis(y, 0)], 0.0, live=False)
    after = app.session.view().detail.pc.pos
    assert (after.x - before.x, after.y - before.y) == (1, 1) and app.session.view().turn == turn + 1


def test_a_pad_that_goes_lets_go_of_what_it_held():
    pads = Gamepads()
    pads.translate(down(pygame.CONTROLLER_BUTTON_A, 3), KEYMAP)
    pads.translate(down(pygame.CONTROLLER_BUTTON_DPAD_LEFT, 4), KEYMAP)
    gone = pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=3)
    assert keys(pads.translate(gone, KEYMAP)) == [("up", "return")]
    assert keys(pads.translate(up(pygame.CONTROLLER_BUTTON_DPAD_LEFT, 4), KEYMAP)) == [("up", "left")]


def test_plugging_in_a_device_that_is_not_there_raises_nothing():
    pads = Gamepads()
    for kind in (pygame.CONTROLLERDEVICEADDED, pygame.JOYDEVICEADDED):
        assert pads.translate(pygame.event.Event(kind, device_index=42), KEYMAP) == []
    assert pads.opened == {}


def test_a_controllers_own_joystick_events_are_not_said_twice():
    pads = Gamepads()
    pads.controllers.add(5)       # as opening a controller on CONTROLLERDEVICEADDED records it
    assert pads.translate(pygame.event.Event(pygame.JOYBUTTONDOWN, instance_id=5, button=0), KEYMAP) == []
    assert keys(pads.translate(pygame.event.Event(pygame.JOYBUTTONDOWN, instance_id=6, button=0), KEYMAP)) == \
        [("down", "return")]


def test_without_the_controller_module_a_joysticks_hat_and_buttons_work(monkeypatch):
    monkeypatch.setattr(graphics.gamepad, "_controller_module", lambda: None)
    pads = Gamepads()
    assert pads.controller is None
    assert pads.translate(pygame.event.Event(pygame.JOYDEVICEADDED, device_index=42), KEYMAP) == []

    def hat(value):
        return keys(pads.translate(pygame.event.Event(pygame.JOYHATMOTION, instance_id=0, hat=0, value=value), KEYMAP))

    assert hat((0, 1)) == [("down", "up")]
    assert hat((1, 0)) == [("up", "up"), ("down", "right")]
    assert hat((1, 1)) == [("up", "right")]         # a diagonal where the screen has none: nothing
    assert hat((0, 0)) == []
    assert hat((0, -1)) == [("down", "down")] and hat((0, 0)) == [("up", "down")]
    button = pygame.event.Event(pygame.JOYBUTTONDOWN, instance_id=0, button=1)
    assert keys(pads.translate(button, KEYMAP)) == [("down", "escape")]
    stick = pygame.event.Event(pygame.JOYAXISMOTION, instance_id=0, axis=1, value=0.9)
    assert pads.translate(stick, KEYMAP) == [] and keys(pads.settle(KEYMAP)) == [("down", "down")]
    diagonal = pygame.event.Event(pygame.JOYHATMOTION, instance_id=0, hat=1, value=(-1, 1))
    assert keys(pads.translate(diagonal, KEYMAP, "cc3k")) == [("down", "y")]


@pytest.mark.parametrize("bindings", [DEFAULT_KEYS, {**DEFAULT_KEYS, "move_s": ["z"], "confirm": ["space"]}])
def test_a_game_chosen_played_and_left_with_a_gamepad_alone(make_app, bindings):
    save_keymap(bindings)
    app = make_app()
    assert app.keymap.bindings == bindings
    dpad_down, a, b = pygame.CONTROLLER_BUTTON_DPAD_DOWN, pygame.CONTROLLER_BUTTON_A, pygame.CONTROLLER_BUTTON_B
    use_pad(app, down(dpad_down), up(dpad_down), down(dpad_down), up(dpad_down), down(a), up(a))
    assert top(app) == "PlayScreen" and app.session.view().detail.pc.race == "Vampire"
    before = app.session.view().detail.pc.pos
    right = pygame.CONTROLLER_BUTTON_DPAD_RIGHT
    use_pad(app, down(right), up(right))
    assert app.session.view().detail.pc.pos.x == before.x + 1
    use_pad(app, down(b), up(b))
    assert top(app) == "ConfirmScreen"
    use_pad(app, down(b), up(b))             # B says no
    assert top(app) == "PlayScreen"
    use_pad(app, down(b), up(b), down(a), up(a))
    assert top(app) == "TitleScreen" and app.session is None
    y = pygame.CONTROLLER_BUTTON_Y
    use_pad(app, down(y), up(y))
    assert top(app) == "HelpScreen"
    frame(app)
    use_pad(app, down(b), up(b))
    assert top(app) == "TitleScreen"


def test_help_says_what_the_pad_does_on_each_screen():
    from graphics.gamepad import pad_help

    cc3k, maze, menu = (pad_help(KEYMAP, context) for context in ("cc3k", "maze", "menu"))
    assert cc3k.startswith("Gamepad: d-pad or left stick: as the arrow keys, diagonals too, one press per push; ")
    assert "X: use a potion: then a direction" in cc3k and "Back: attack: then a direction" in cc3k
    assert "diagonals" not in maze and "X: wait a turn" in maze
    assert menu == ("Gamepad: d-pad or left stick: as the arrow keys, one press per push; A: take the choice; "
                    "B: back; Y: this help.")
