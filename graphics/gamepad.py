"""Gamepads as keys: a controller's buttons, d-pad and left stick become the key presses of the actions they stand
for (the first key bound to each), so every screen works with a gamepad as it does with keys."""
from __future__ import annotations

import math
from typing import Any

import pygame

from graphics.keymap import CONTEXTS, FOUR_WAY, Keymap, key_event

# Each button's actions, the first that works on the screen shown winning (X is the maze's wait, CC3k's potion,
# Dooom's PICKUP, a replay's pause). Where none works there, the first with a key is pressed all the same: help
# closes on any key, so B still goes back.
MOVE_N, MOVE_S, MOVE_W, MOVE_E = ("move_n",), ("move_s",), ("move_w",), ("move_e",)
A, B = ("confirm",), ("cancel",)
X = ("wait", "use", "pickup", "pause")
Y = ("help",)
START = ("options",)
BACK = ("next_target", "attack", "look")
LEFT_SHOULDER, RIGHT_SHOULDER = ("log_older", "smaller"), ("log_newer", "bigger")

CONTROLLER_BUTTONS: dict[int, tuple[str, ...]] = {
    pygame.CONTROLLER_BUTTON_DPAD_UP: MOVE_N, pygame.CONTROLLER_BUTTON_DPAD_DOWN: MOVE_S,
    pygame.CONTROLLER_BUTTON_DPAD_LEFT: MOVE_W, pygame.CONTROLLER_BUTTON_DPAD_RIGHT: MOVE_E,
    pygame.CONTROLLER_BUTTON_A: A, pygame.CONTROLLER_BUTTON_B: B,
    pygame.CONTROLLER_BUTTON_X: X, pygame.CONTROLLER_BUTTON_Y: Y,
    pygame.CONTROLLER_BUTTON_START: START, pygame.CONTROLLER_BUTTON_BACK: BACK,
    pygame.CONTROLLER_BUTTON_LEFTSHOULDER: LEFT_SHOULDER, pygame.CONTROLLER_BUTTON_RIGHTSHOULDER: RIGHT_SHOULDER,
}
# A joystick SDL knows no controller mapping for: buttons numbered as an XInput pad numbers them.
JOYSTICK_BUTTONS: dict[int, tuple[str, ...]] = {0: A, 1: B, 2: X, 3: Y, 4: LEFT_SHOULDER, 5: RIGHT_SHOULDER,
                                                 6: BACK, 7: START}
HAT_DIRECTIONS = {(0, 1): MOVE_N, (0, -1): MOVE_S, (-1, 0): MOVE_W, (1, 0): MOVE_E,
                  (1, 1): ("move_ne",), (-1, 1): ("move_nw",), (1, -1): ("move_se",), (-1, -1): ("move_sw",)}
# The stick's eight directions, each 45 degrees wide, counterclockwise from east (a stick's y grows downwards).
STICK_DIRECTIONS = ("move_e", "move_ne", "move_n", "move_nw", "move_w", "move_sw", "move_s", "move_se")
STICK_PRESSED, STICK_RELEASED = 0.6, 0.3    # of the stick's full travel: pushed this far it presses, back it lets go
AXIS_FULL = 32767                           # a controller's axis values; a joystick's are already -1.0 to 1.0

DEVICE_EVENTS = (pygame.CONTROLLERDEVICEADDED, pygame.CONTROLLERDEVICEREMOVED, pygame.CONTROLLERDEVICEREMAPPED,
                 pygame.CONTROLLERTOUCHPADDOWN, pygame.CONTROLLERTOUCHPADMOTION, pygame.CONTROLLERTOUCHPADUP,
                 pygame.CONTROLLERSENSORUPDATE, pygame.JOYDEVICEADDED, pygame.JOYDEVICEREMOVED, pygame.JOYBALLMOTION)
CONTROLLER_EVENTS = (pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP, pygame.CONTROLLERAXISMOTION)
JOYSTICK_EVENTS = (pygame.JOYBUTTONDOWN, pygame.JOYBUTTONUP, pygame.JOYHATMOTION, pygame.JOYAXISMOTION)


def _controller_module() -> Any:
    """pygame's game controller module, started; None where this pygame has none or SDL cannot start it."""
    try:
        from pygame._sdl2 import controller
        controller.init()
    except (ImportError, pygame.error):
        return None
    return controller


class Gamepads:
    """The gamepads plugged in, opened as they come, and what each one's input means as keys. A button held is one
    press (no repeat): a held key is what walks a player into danger."""

    def __init__(self) -> None:
        try:
            pygame.joystick.init()
        except pygame.error:
            pass          # no joystick support at all: nothing will be plugged in
        self.controller = _controller_module()
        self.opened: dict[int, Any] = {}          # instance id -> Controller or Joystick, kept open
        self.controllers: set[int] = set()        # instance ids opened as controllers: their joystick events repeat them
        self.held: dict[tuple[int, object], pygame.event.Event] = {}    # (instance, control) -> the KEYDOWN sent
        self.sticks: dict[tuple[int, int], float] = {}                  # (instance, axis) -> where it is, -1 to 1
        self.moved: dict[int, tuple[int, int]] = {}   # instance -> its stick's axes, moved since the last settle()

    def translate(self, event: pygame.event.Event, keymap: Keymap,
                  context: str | None = None) -> list[pygame.event.Event] | None:
        """None for an event that is no gamepad's; else the KEYDOWN and KEYUP events it stands for (often none: a
        pad plugged in, a stick moved a little). context is the shown screen's keys_context: a button whose
        actions differ by screen presses the one that works there."""
        kind = event.type
        if kind in DEVICE_EVENTS:
            return self.device(event)
        if kind in CONTROLLER_EVENTS:
            if kind == pygame.CONTROLLERAXISMOTION:
                return self.stick(event, pygame.CONTROLLER_AXIS_LEFTX, pygame.CONTROLLER_AXIS_LEFTY)
            actions = CONTROLLER_BUTTONS.get(event.button)
            return self.button(event, ("button", event.button), actions, kind == pygame.CONTROLLERBUTTONDOWN, keymap,
                               context)
        if kind in JOYSTICK_EVENTS:
            if event.instance_id in self.controllers:
                return []         # SDL says it twice: once as the controller, once as its joystick
            if kind == pygame.JOYHATMOTION:
                return self.hat(event, keymap, context)
            if kind == pygame.JOYAXISMOTION:
                return self.stick(event, 0, 1)
            return self.button(event, ("joy", event.button), JOYSTICK_BUTTONS.get(event.button),
                               kind == pygame.JOYBUTTONDOWN, keymap, context)
        return None

    # ----- devices ----------------------------------------------------------------------------------

    def device(self, event: pygame.event.Event) -> list[pygame.event.Event]:
        """Open a pad when it is plugged in (a controller SDL knows the buttons of, else a plain joystick); when it
        goes, let go of whatever it held."""
        try:
            if event.type == pygame.CONTROLLERDEVICEADDED and self.controller is not None:
                pad = self.controller.Controller(event.device_index)
                instance = pad.as_joystick().get_instance_id()
                self.opened[instance] = pad
                self.controllers.add(instance)
            elif event.type == pygame.JOYDEVICEADDED and not (
                    self.controller is not None and self.controller.is_controller(event.device_index)):
                stick = pygame.joystick.Joystick(event.device_index)
                self.opened[stick.get_instance_id()] = stick
        except (pygame.error, IndexError, ValueError):
            return []          # gone again before it could be opened, or no such device
        if event.type in (pygame.CONTROLLERDEVICEREMOVED, pygame.JOYDEVICEREMOVED):
            instance = event.instance_id
            self.opened.pop(instance, None)
            self.controllers.discard(instance)
            return self.let_go(instance)
        return []

    def let_go(self, instance: int) -> list[pygame.event.Event]:
        released = [key_up(down) for (pad, _control), down in self.held.items() if pad == instance]
        self.held = {place: down for place, down in self.held.items() if place[0] != instance}
        self.sticks = {place: value for place, value in self.sticks.items() if place[0] != instance}
        self.moved.pop(instance, None)
        return released

    # ----- buttons, hats, sticks ---------------------------------------------------------------------

    def button(self, event: pygame.event.Event, control: object, actions: tuple[str, ...] | None, down: bool,
               keymap: Keymap, context: str | None) -> list[pygame.event.Event]:
        place = (event.instance_id, control)
        if not down:
            pressed = self.held.pop(place, None)
            return [key_up(pressed)] if pressed is not None else []
        return self.press(place, actions, keymap, context)

    def press(self, place: tuple[int, object], actions: tuple[str, ...] | None, keymap: Keymap,
              context: str | None, fallback: tuple[str, ...] | None = None) -> list[pygame.event.Event]:
        """A control pressed: its action's key goes down (and the key it held before, if any, comes up)."""
        events = [key_up(self.held.pop(place))] if place in self.held else []
        name = key_for(actions or (), keymap, context, fallback)
        if name is not None:
            pressed = key_event(name)
            self.held[place] = pressed
            events.append(pressed)
        return events

    def hat(self, event: pygame.event.Event, keymap: Keymap, context: str | None) -> list[pygame.event.Event]:
        """A joystick's hat: a direction pressed is a move (a diagonal only where the screen has diagonal moves);
        back in the middle lets go."""
        place = (event.instance_id, ("hat", event.hat))
        value = tuple(event.value)
        actions = HAT_DIRECTIONS.get(value)
        if actions is None or (all(value) and context in FOUR_WAY):
            pressed = self.held.pop(place, None)
            return [key_up(pressed)] if pressed is not None else []
        return self.press(place, actions, keymap, context, fallback=() if all(value) else None)

    def stick(self, event: pygame.event.Event, x_axis: int, y_axis: int) -> list[pygame.event.Event]:
        """The left stick moved: kept, and said as keys by settle() once the whole batch of events is read (SDL
        reports a diagonal push as two events, one per axis: read one at a time it would be a push east first)."""
        if event.axis in (x_axis, y_axis):
            value = float(event.value)
            self.sticks[(event.instance_id, event.axis)] = value / AXIS_FULL if abs(value) > 1 else value
            self.moved[event.instance_id] = (x_axis, y_axis)
        return []

    def settle(self, keymap: Keymap, context: str | None = None) -> list[pygame.event.Event]:
        """The keys of the sticks moved since the last call: the left stick as eight directions. Pushed out of its
        middle most of the way it presses one move (the direction it points); it presses nothing more until it is
        back near the middle, which lets go, so that letting it go never moves. In a game of four directions a
        diagonal push is the move of the axis pushed further. The other axes and the triggers mean nothing here."""
        events: list[pygame.event.Event] = []
        for instance, (x_axis, y_axis) in self.moved.items():
            x = self.sticks.get((instance, x_axis), 0.0)
            y = self.sticks.get((instance, y_axis), 0.0)
            place = (instance, ("stick", x_axis))
            pushed = math.hypot(x, y)
            if place in self.held:
                if pushed < STICK_RELEASED:
                    events.append(key_up(self.held.pop(place)))
                continue
            if pushed < STICK_PRESSED:
                continue
            axis_move = ("move_e" if x > 0 else "move_w") if abs(x) >= abs(y) else ("move_s" if y > 0 else "move_n")
            action = axis_move if context in FOUR_WAY else \
                STICK_DIRECTIONS[round(math.degrees(math.atan2(-y, x)) / 45) % 8]
            name = key_for((action, axis_move), keymap, context, fallback=(axis_move,))
            if name is not None:
                self.held[place] = key_event(name)
                events.append(self.held[place])
        self.moved.clear()
        return events


# The pad's buttons as help names them, in the order help lists them.
BUTTON_NAMES = (("A", A), ("B", B), ("X", X), ("Y", Y), ("Start", START), ("Back", BACK), ("LB", LEFT_SHOULDER),
                ("RB", RIGHT_SHOULDER))


def pad_help(keymap: Keymap, context: str) -> str:
    """A gamepad's part of a help page: how it moves on this screen and what each button does here."""
    moves = [action for action in STICK_DIRECTIONS if action in CONTEXTS[context]]
    parts = []
    if moves:
        diagonals = ", diagonals too" if len(moves) == 8 and context not in FOUR_WAY else ""
        parts.append(f"d-pad or left stick: as the arrow keys{diagonals}, one press per push")
    for label, actions in BUTTON_NAMES:
        action = next((action for action in actions if action in CONTEXTS[context]), None)
        if action is not None:
            parts.append(f"{label}: {keymap.title(action, context)}")
    return "Gamepad: " + "; ".join(parts) + "." if parts else ""


def key_for(actions: tuple[str, ...], keymap: Keymap, context: str | None,
            fallback: tuple[str, ...] | None = None) -> str | None:
    """The first key meaning the first of the actions that works in the context (none where its keys all mean
    something else there: a collision the keymap reports). Where none of them works there, the first key of the
    first action of fallback (by default the actions themselves) that has one."""
    working = [action for action in actions if context is not None and action in CONTEXTS[context]]
    if working:
        return next((keys[0] for keys in (keymap.keys_for(action, context) for action in working) if keys), None)
    for action in actions if fallback is None else fallback:
        keys = keymap.keys_for(action)
        if keys:
            return keys[0]
    return None


def key_up(down: pygame.event.Event) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYUP, key=down.key, mod=down.mod, unicode="", scancode=0)
