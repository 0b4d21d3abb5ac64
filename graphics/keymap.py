"""Keys as data: each action's default keys, and turning a pygame key event into an action name."""
from __future__ import annotations

import warnings

import pygame

from game.core import Direction

# action -> key names. A name is pygame's key name ("left", "[4]", "page up", "f1") or one
# printable character matched against what the key types ("?", "F", "a").
DEFAULT_KEYS: dict[str, list[str]] = {
    "move_n": ["up", "k", "[8]"],
    "move_s": ["down", "j", "[2]"],
    "move_w": ["left", "h", "[4]"],
    "move_e": ["right", "l", "[6]"],
    "move_nw": ["y", "[7]"],
    "move_ne": ["u", "[9]"],
    "move_sw": ["b", "[1]"],
    "move_se": ["n", "[3]"],
    "wait": [".", "[5]"],
    "attack": ["a"],
    "use": ["p"],
    "freeze": ["f"],
    "restart": ["r"],
    "quit": ["q"],
    "help": ["?", "f1"],
    "toggle_tiles": ["t"],
    "bigger": ["=", "[+]"],
    "smaller": ["-", "[-]"],
    "mute": ["m"],
    "log_older": ["page up"],
    "log_newer": ["page down"],
    "cancel": ["escape"],
    "confirm": ["return", "enter"],
    "weapon_1": ["1"],
    "weapon_2": ["2"],
    "weapon_3": ["3"],
    "weapon_4": ["4"],
    "fog": ["F"],
    "pickup": ["g", ","],
    "look": ["x"],
    "hello": ["i"],
    "type_command": [":"],
    "pause": ["space"],
    "options": ["o"],
    "fullscreen": ["f11"],
}

ACTION_TITLES: dict[str, str] = {
    "move_n": "move north", "move_s": "move south", "move_w": "move west", "move_e": "move east",
    "move_nw": "move northwest", "move_ne": "move northeast", "move_sw": "move southwest", "move_se": "move southeast",
    "wait": "wait a turn (maze)", "attack": "attack: then a direction", "use": "use a potion: then a direction",
    "freeze": "freeze enemies", "restart": "restart (asks first)", "quit": "save the game and leave (asks first)",
    "help": "this help", "toggle_tiles": "glyphs / tiles", "bigger": "bigger cells", "smaller": "smaller cells",
    "mute": "sound on / off", "log_older": "message log: older", "log_newer": "message log: newer",
    "cancel": "back / cancel", "confirm": "choose / confirm",
    "weapon_1": "maze: sword, then a target", "weapon_2": "maze: hammer, then a target",
    "weapon_3": "maze: scythe, then a target", "weapon_4": "maze: bow, then a target", "fog": "maze: fog on / off",
    "pickup": "dooom: PICKUP", "look": "dooom: LOOK", "hello": "dooom: HELLO", "type_command": "dooom: type a command",
    "pause": "replay: pause / go on (right arrow steps, = and - change speed)",
    "options": "options", "fullscreen": "full screen on / off",
}

MOVE_DIRECTIONS: dict[str, Direction] = {
    "move_n": Direction.NORTH, "move_s": Direction.SOUTH, "move_w": Direction.WEST, "move_e": Direction.EAST,
    "move_nw": Direction.NORTHWEST, "move_ne": Direction.NORTHEAST,
    "move_sw": Direction.SOUTHWEST, "move_se": Direction.SOUTHEAST,
}


def _key_code(name: str) -> int:
    """pygame's code for a key name; the names need no display, so its warning before init is noise."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return pygame.key.key_code(name)


def key_name_exists(name: str) -> bool:
    """Whether a keymap file may use this name."""
    if len(name) == 1 and name.isprintable():
        return True
    try:
        _key_code(name)
    except ValueError:
        return False
    return True


class Keymap:
    def __init__(self, bindings: dict[str, list[str]] | None = None):
        self.bindings = {action: list(keys) for action, keys in (bindings or DEFAULT_KEYS).items()}
        self._by_name: dict[str, str] = {}
        for action, keys in self.bindings.items():
            for name in keys:
                self._by_name.setdefault(name, action)

    def action_for(self, event: pygame.event.Event) -> str | None:
        """A KEYDOWN event's action. Named keys ("[4]", "left") come first so that the keypad's digits
        stay moves; then what the key types ("?" is shift and slash); then the plain key name."""
        name = pygame.key.name(event.key)
        if len(name) > 1 and name in self._by_name:
            return self._by_name[name]
        typed = getattr(event, "unicode", "")
        if typed and typed in self._by_name:
            return self._by_name[typed]
        return self._by_name.get(name)

    def keys_for(self, action: str) -> list[str]:
        return self.bindings.get(action, [])


def key_event(spec: str) -> pygame.event.Event:
    """A KEYDOWN event for one key name, as a script or a test presses it."""
    if len(spec) == 1:
        lower = spec.lower()
        try:
            code = _key_code(lower)
        except ValueError:
            code = ord(spec)
        mod = pygame.KMOD_SHIFT if spec != lower else 0
        return pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode=spec, scancode=0)
    typed = " " if spec == "space" else ""
    return pygame.event.Event(pygame.KEYDOWN, key=_key_code(spec), mod=0, unicode=typed, scancode=0)
