"""A gamepad as keys, with synthetic controller and joystick events (no device needed): the d-pad moves, A confirms,
B goes back, on every screen."""
import pygame
import pytest

import graphics.gamepad
from graphics.gamepad import Gamepads
from graphics.keymap import DEFAULT_KEYS, Keymap
from tests.window.helpers import frame, top
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


def test_the_left_stick_is_a_d_pad_with_one_press_per_push():
    pads = Gamepads()
    x, y = pygame.CONTROLLER_AXIS_LEFTX, pygame.CONTROLLER_AXIS_LEFTY
    assert keys(pads.translate(axis(x, 12000), KEYMAP)) == []                  # a little: nothing
    assert keys(pads.translate(axis(x, 30000), KEYMAP)) == [("down", "right")]
    assert keys(pads.translate(axis(x, 32767), KEYMAP)) == []                  # further the same way: still one
    assert keys(pads.translate(axis(x, 15000), KEYMAP)) == []                  # half way back: still held
    assert keys(pads.translate(axis(x, 4000), KEYMAP)) == [("up", "right")]
    assert keys(pads.translate(axis(y, -30000), KEYMAP)) == [("down", "up")]
    assert keys(pads.translate(axis(x, -32000), KEYMAP)) == [("up", "up"), ("down", "left")]
    assert keys(pads.translate(axis(pygame.CONTROLLER_AXIS_TRIGGERLEFT, 32767), KEYMAP)) == []


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
    assert hat((1, 1)) == [("up", "right")]         # between two directions: neither
    assert hat((0, 0)) == []
    assert hat((0, -1)) == [("down", "down")] and hat((0, 0)) == [("up", "down")]
    button = pygame.event.Event(pygame.JOYBUTTONDOWN, instance_id=0, button=1)
    assert keys(pads.translate(button, KEYMAP)) == [("down", "escape")]
    stick = pygame.event.Event(pygame.JOYAXISMOTION, instance_id=0, axis=1, value=0.9)
    assert keys(pads.translate(stick, KEYMAP)) == [("down", "down")]


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
