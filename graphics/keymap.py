"""Keys as data: each action's default keys, the actions that work on each kind of screen (its context), a key
event turned into an action within one, the keymap's collisions, and hint lines made from the keys as bound. The
tables here give what every game shares (the moves, leaving, help, settings, menus, boxes, replays); each game's own
actions and contexts are in its own module (graphics/NAME_looks.py: KEYS), gathered into them by the game's name."""
from __future__ import annotations

import warnings
from typing import Callable, Collection, Sequence

import pygame

from game.core import View

# The moves' directions are the keymap's for every screen.
from graphics.key_actions import CARDINAL_MOVES, DIAGONAL_MOVES, GameKeys, Letters
from graphics.key_actions import MOVE_DIRECTIONS as MOVE_DIRECTIONS
from graphics.looks_by_game import games_looks

# Each game's part of the keymap (graphics/NAME_looks.py's KEYS), in the registry's order.
GAME_KEYS: dict[str, GameKeys] = {name: module.KEYS for name, module in games_looks().items()
                                  if hasattr(module, "KEYS")}

# The contexts whose player steps in four directions only.
FOUR_WAY = frozenset(context for part in GAME_KEYS.values() for context in part.four_way)

# action -> key names. A name is pygame's key name ("left", "[4]", "page up", "f1") or one
# printable character matched against what the key types ("?", "F", "a").
MOVE_KEYS: dict[str, list[str]] = {
    "move_n": ["up", "k", "[8]"],
    "move_s": ["down", "j", "[2]"],
    "move_w": ["left", "h", "[4]"],
    "move_e": ["right", "l", "[6]"],
    "move_nw": ["y", "[7]"],
    "move_ne": ["u", "[9]"],
    "move_sw": ["b", "[1]"],
    "move_se": ["n", "[3]"],
}
SHARED_KEYS: dict[str, list[str]] = {
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
    "fog": ["F"],
    "pause": ["space"],
    "options": ["o"],
    "fullscreen": ["f11"],
    "delete": ["delete", "backspace"],
}
# The moves, each game's actions, then the others: where a keymap file binds a key to two actions of one context,
# the one first here keeps it (Keymap.collisions).
DEFAULT_KEYS: dict[str, list[str]] = {**MOVE_KEYS, **{action: keys for part in GAME_KEYS.values()
                                                      for action, keys in part.default_keys.items()}, **SHARED_KEYS}

# What an action does, as help says it. A context may say it in its own words (TITLES_IN).
ACTION_TITLES: dict[str, str] = {
    "move_n": "move north", "move_s": "move south", "move_w": "move west", "move_e": "move east",
    "move_nw": "move northwest", "move_ne": "move northeast", "move_sw": "move southwest", "move_se": "move southeast",
    "restart": "restart (asks first)", "quit": "save and leave (asks first)",
    "help": "this help", "toggle_tiles": "glyphs / tiles", "bigger": "zoom in round the player",
    "smaller": "zoom out",
    "mute": "sound on / off", "log_older": "message log: older", "log_newer": "message log: newer",
    "cancel": "back / cancel", "confirm": "choose / confirm", "fog": "fog on / off",
    "pause": "pause / go on", "options": "options", "fullscreen": "full screen on / off",
    "delete": "delete it (asks first)",
    **{action: title for part in GAME_KEYS.values() for action, title in part.titles.items()},
}

# The actions that work on each kind of screen: a key means one of these there and nothing else. A screen names
# its kind in its keys_context; help lists its context's actions and no others. The menus' first, then each game's,
# then the other screens every game shares (the order collision lines name them in).
SHARED_CONTEXTS: dict[str, tuple[str, ...]] = {
    "menu": ("move_n", "move_s", "confirm", "cancel", "help", "fullscreen"),
    "saves": ("move_n", "move_s", "confirm", "delete", "cancel", "help", "fullscreen"),
    "options": ("move_n", "move_s", "move_w", "move_e", "confirm", "cancel", "help", "fullscreen"),
    "generic": ("confirm", "cancel"),
    "replay": ("pause", "move_e", "bigger", "smaller", "cancel", "quit", "help", "toggle_tiles", "mute", "fog",
               "fullscreen"),
    "proving": ("move_n", "move_s", "log_older", "log_newer", "confirm", "quit", "cancel"),
    "scores": ("move_n", "move_s", "log_older", "log_newer", "cancel", "help", "fullscreen"),
    "end": ("restart", "confirm", "quit", "cancel"),
    "confirm": ("confirm", "cancel"),
    "unsaved": ("confirm", "cancel"),
    "seed": ("confirm", "cancel"),
    "help": ("move_w", "move_e"),
}
CONTEXTS: dict[str, tuple[str, ...]] = {
    "menu": SHARED_CONTEXTS["menu"],
    **{context: actions for part in GAME_KEYS.values() for context, actions in part.contexts.items()},
    **SHARED_CONTEXTS,
}

# Each context as a collision line names it: "keymap: 'a' is both move west and attack in CC3k play".
CONTEXT_NAMES: dict[str, str] = {
    "menu": "menus", "saves": "the saved games", "options": "the options", "generic": "a game's command line", "replay": "replays",
    "proving": "the proving ground", "scores": "the high scores",
    "end": "the game-over box", "confirm": "yes / no boxes", "unsaved": "the box of a game that cannot be saved",
    "seed": "the seed box", "help": "help",
    **{context: name for part in GAME_KEYS.values() for context, name in part.context_names.items()},
}

# The contexts of each game's play screens, in the order the title's help shows them; a game not named here is
# played on the command line ("generic").
GAME_CONTEXTS: dict[str, tuple[str, ...]] = {name: part.help_pages for name, part in GAME_KEYS.items()}

# For a context, the actions the game being played has switched off by its options, from its view: help leaves them out.
SWITCHED_OFF: dict[str, Callable[[View], Collection[str]]] = {
    context: actions for part in GAME_KEYS.values() for context, actions in part.switched_off.items()}

# Said under the keys on help's page of a context.
HELP_NOTES: dict[str, tuple[str, ...]] = {
    "menu": ("A letter shown beside a choice takes it, whatever key it is bound to; the mouse points and clicks too.",),
    "generic": ("Type a command in the game's own words; letters, digits and signs are typed.",),
    **{context: notes for part in GAME_KEYS.values() for context, notes in part.help_notes.items()},
}

# Keys a context's screens read themselves, not from the keymap (a race's letter, y and n): on their screen they
# win over a bound key, and help lists them. A key bound to an action there is a collision.
LETTERS: dict[str, Letters] = {
    "confirm": ((("y", "Y"), "yes"), (("n", "N"), "no")),
    "unsaved": ((("d", "D"), "leave the game without saving it"), (("y", "Y", "n", "N"), "keep playing")),
    "seed": ((tuple("0123456789"), "a digit of the seed"), (("backspace",), "rub out a digit")),
    "generic": ((("backspace",), "rub out a character"),),
    **{context: letters for part in GAME_KEYS.values() for context, letters in part.letters.items()},
}

# What an action does in one context where that differs from ACTION_TITLES.
TITLES_IN: dict[str, dict[str, str]] = {
    "menu": {"move_n": "the choice above", "move_s": "the choice below", "confirm": "take the choice",
             "cancel": "back"},
    "options": {"move_n": "the setting above", "move_s": "the setting below", "move_w": "the setting's value down",
                "move_e": "the setting's value up", "confirm": "change the setting", "cancel": "back"},
    "saves": {"move_n": "the save above", "move_s": "the save below", "confirm": "continue the game",
              "delete": "delete the save (asks first)", "cancel": "back"},
    "generic": {"confirm": "send the command typed", "cancel": "save the game and leave"},
    "replay": {"move_e": "one command on (while paused)", "bigger": "faster", "smaller": "slower",
               "cancel": "leave the replay", "quit": "leave the replay"},
    "proving": {"move_n": "scroll the report up", "move_s": "scroll the report down", "log_older": "a page up",
                "log_newer": "a page down", "confirm": "leave", "quit": "leave", "cancel": "stop the games, or leave"},
    "scores": {"move_n": "scroll the tables up", "move_s": "scroll the tables down", "log_older": "a page up",
               "log_newer": "a page down", "cancel": "back to the title"},
    "end": {"restart": "play again", "confirm": "play again", "quit": "back to the title",
            "cancel": "back to the title"},
    "confirm": {"confirm": "yes", "cancel": "no"},
    "unsaved": {"confirm": "keep playing", "cancel": "keep playing"},
    "seed": {"confirm": "keep the seed typed", "cancel": "leave the seed as it was"},
    "help": {"move_w": "the page before", "move_e": "the next page"},
    **{context: titles for part in GAME_KEYS.values() for context, titles in part.titles_in.items()},
}

# An action in a word or two: hint lines and collision lines use these.
ACTION_NAMES: dict[str, str] = {
    "move_n": "move north", "move_s": "move south", "move_w": "move west", "move_e": "move east",
    "move_nw": "move northwest", "move_ne": "move northeast", "move_sw": "move southwest", "move_se": "move southeast",
    "restart": "restart", "quit": "leave", "help": "help", "toggle_tiles": "tiles", "bigger": "bigger",
    "smaller": "smaller", "mute": "sound", "log_older": "older messages", "log_newer": "newer messages",
    "cancel": "back", "confirm": "choose", "fog": "fog", "pause": "pause", "options": "options",
    "fullscreen": "full screen", "delete": "delete",
    **{action: name for part in GAME_KEYS.values() for action, name in part.names.items()},
}

# Actions a hint line says together ("=/- size", "arrows move", "1-4 weapons"); where two groups begin alike, the
# longer first. The group's name may be said in a context's own words (NAMES_IN), like an action's.
GROUPS: tuple[tuple[str, tuple[str, ...], str], ...] = (
    ("moves", CARDINAL_MOVES, "move"),
    ("diagonals", DIAGONAL_MOVES, "diagonals"),
    ("up_down", ("move_n", "move_s"), "choose"),
    ("size", ("bigger", "smaller"), "size"),
    ("log", ("log_older", "log_newer"), "log"),
    *(group for part in GAME_KEYS.values() for group in part.groups),
)

NAMES_IN: dict[str, dict[str, str]] = {
    "menu": {"confirm": "take"},
    "generic": {"confirm": "send", "cancel": "leave"},
    "replay": {"move_e": "step", "size": "speed", "cancel": "leave"},
    "end": {"restart": "play again", "cancel": "title"},
    "confirm": {"confirm": "yes", "cancel": "no"},
    "seed": {"confirm": "keep", "cancel": "leave"},
    "help": {"move_w": "page before", "move_e": "next page"},
    "scores": {"up_down": "scroll", "log": "a page"},
    **{context: names for part in GAME_KEYS.values() for context, names in part.names_in.items()},
}

# How a hint line shows a key name: pygame's names are lowercase words ("return", "page up").
KEY_LABELS = {"return": "Enter", "enter": "Enter", "escape": "Esc", "space": "Space", "page up": "PgUp",
              "page down": "PgDn", "up": "Up", "down": "Down", "left": "Left", "right": "Right"}


def key_label(name: str) -> str:
    """A key name as a hint shows it: "Enter", "Esc", "PgUp", "F11", "keypad 8", "?"."""
    if len(name) == 1:
        return name
    if name in KEY_LABELS:
        return KEY_LABELS[name]
    if name.startswith("[") and name.endswith("]"):
        return f"keypad {name[1:-1]}"
    return name.upper() if name[0] == "f" and name[1:].isdigit() else name.capitalize()


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


# Names a --keys script reads that pygame does not know: a hint line's (key_label), and "comma" for the key a
# script cannot name itself (commas part its presses; Dooom's PICKUP is bound to it).
LABEL_NAMES = {"pgup": "page up", "pgdn": "page down", "esc": "escape", "comma": ","}
LONGEST_NAME_WORDS = 2      # pygame's longest key names are two words: "page up", "left shift", "keypad 8"


def script_keys(press: str) -> list[str]:
    """The keys one press of a --keys script names, in order. A press is words, each a key ("a l" is a, then l),
    except that words which together are one of pygame's key names are that key: "page up" is Page Up (neither
    "page" is a key nor is any such name's second word a key with its first: the reading is never in doubt). A
    hint's own names are read too ("PgUp", "Esc"), and "comma" is the comma key. Raises ValueError naming the first
    word that is no key."""
    words, keys, at = press.split(), [], 0
    while at < len(words):
        for count in range(min(LONGEST_NAME_WORDS, len(words) - at), 0, -1):
            name = " ".join(words[at:at + count])
            name = LABEL_NAMES.get(name.lower(), name)
            if key_name_exists(name):
                keys.append(name)
                at += count
                break
        else:
            raise ValueError(words[at])
    return keys


class Keymap:
    """The keys as bound: each action's key names, read within a context (CONTEXTS) or among every action."""

    def __init__(self, bindings: dict[str, list[str]] | None = None):
        self.bindings = {action: list(keys) for action, keys in (bindings or DEFAULT_KEYS).items()}
        self._by_name = self._index(tuple(self.bindings), set())
        self._in_context = {context: self._index(actions, self.letters(context)) for context, actions in CONTEXTS.items()}
        self._collisions = self._find_collisions()

    def _index(self, actions: Sequence[str], letters: set[str]) -> dict[str, str]:
        """Key name -> action for the actions given; where two share a key, the one bound first keeps it (the
        other is reported by collisions()). A context's own letters are no action's there."""
        by_name: dict[str, str] = {}
        for action, keys in self.bindings.items():
            if action in actions:
                for name in keys:
                    if name not in letters:
                        by_name.setdefault(name, action)
        return by_name

    @staticmethod
    def letters(context: str | None) -> set[str]:
        """The keys a context's screens read themselves (LETTERS)."""
        return {key for keys, _title in LETTERS.get(context or "", ()) for key in keys}

    def action_for(self, event: pygame.event.Event, context: str | None = None) -> str | None:
        """A KEYDOWN event's action among the context's (None: among every action). Named keys ("[4]", "left")
        come first so that the keypad's digits stay moves; then what the key types ("?" is shift and slash);
        then the plain key name."""
        by_name = self._by_name if context is None else self._in_context[context]
        name = pygame.key.name(event.key)
        if len(name) > 1 and name in by_name:
            return by_name[name]
        typed = getattr(event, "unicode", "")
        if typed and typed in by_name:
            return by_name[typed]
        return by_name.get(name)

    def either(self, actions: Sequence[str], context: str) -> str:
        """The first key of each action, as a hint says them: "r or Enter"; "(no key)" when none is bound."""
        labels = [key_label(keys[0]) for keys in (self.keys_for(action, context) for action in actions) if keys]
        return " or ".join(dict.fromkeys(labels)) or "(no key)"

    def keys_for(self, action: str, context: str | None = None) -> list[str]:
        """The keys bound to an action; in a context, those that mean it there (not its letters, not a key an
        action bound before it keeps)."""
        keys = self.bindings.get(action, [])
        if context is None:
            return keys
        by_name = self._in_context[context]
        return [name for name in keys if by_name.get(name) == action]

    # ----- collisions: a key with two meanings on one kind of screen --------------------------------

    def _find_collisions(self) -> list[tuple[str, tuple[str, ...]]]:
        """(line, contexts it happens in), one line for each key and its meanings however many contexts share it."""
        found: dict[tuple[str, tuple[str, ...]], list[str]] = {}
        for context, actions in CONTEXTS.items():
            meanings: dict[str, list[str]] = {}
            for letters, title in LETTERS.get(context, ()):
                for name in letters:
                    meanings.setdefault(name, []).append(title)
            for action, keys in self.bindings.items():
                if action in actions:
                    for name in dict.fromkeys(keys):
                        meanings.setdefault(name, []).append(ACTION_NAMES[action])
            for name, said in meanings.items():
                if len(said) > 1:
                    found.setdefault((name, tuple(said)), []).append(context)
        lines = []
        for (name, meant), contexts in found.items():
            what = f"both {meant[0]} and {meant[1]}" if len(meant) == 2 else f"{', '.join(meant[:-1])} and {meant[-1]} at once"
            places = [CONTEXT_NAMES[context] for context in contexts]
            where = places[0] if len(places) == 1 else f"{', '.join(places[:-1])} and {places[-1]}"
            lines.append((f"keymap: '{name}' is {what} in {where}", tuple(contexts)))
        return lines

    def collisions(self, context: str | None = None) -> list[str]:
        """One line for each key bound to two meanings inside one context (in this context only, when given):
        "keymap: 'a' is both move west and attack in CC3k play". The first action bound keeps the key."""
        return [line for line, contexts in self._collisions if context is None or context in contexts]

    def disabled(self) -> list[str]:
        """One line for each action that no key reaches on a kind of screen, because every key bound to it means
        something else there: "keymap: attack has no key in CC3k play ('a' is move west there)". A key with two
        meanings whose first meaning is the one lost is harmless and not said here (help lists it)."""
        found: dict[tuple[str, tuple[str, ...]], list[str]] = {}
        for context, actions in CONTEXTS.items():
            letters = {key: title for keys, title in LETTERS.get(context, ()) for key in keys}
            for action in actions:
                bound = list(dict.fromkeys(self.bindings.get(action, [])))
                if not bound or self.keys_for(action, context):
                    continue
                taken = tuple(f"'{name}' is {letters.get(name) or ACTION_NAMES[self._in_context[context][name]]}"
                              for name in bound)
                found.setdefault((action, taken), []).append(context)
        lines = []
        for (action, taken), contexts in found.items():
            places = [CONTEXT_NAMES[context] for context in contexts]
            where = places[0] if len(places) == 1 else f"{', '.join(places[:-1])} and {places[-1]}"
            lines.append(f"keymap: {ACTION_NAMES[action]} has no key in {where} ({', '.join(taken)} there)")
        return lines

    # ----- words for the keys as bound -------------------------------------------------------------

    def title(self, action: str, context: str | None = None) -> str:
        """What an action does, as help says it in this context."""
        return TITLES_IN.get(context or "", {}).get(action, ACTION_TITLES[action])

    def hint(self, actions: Sequence[str], context: str | None = None) -> str:
        """A hint line from the keys as bound, each action's first key and its name: "? help   t tiles   =/- size
        m sound". Actions named together (GROUPS) share one entry; an action with no key is left out."""
        return "   ".join(self.hint_parts(actions, context))

    def hint_parts(self, actions: Sequence[str], context: str | None = None) -> list[str]:
        """A hint line's entries ("? help", "=/- size"), for a screen that sets them out over several lines."""
        words = NAMES_IN.get(context or "", {})
        parts, left = [], list(actions)
        while left:
            group = next((g for g in GROUPS if tuple(left[:len(g[1])]) == g[1]), None)
            taken = group[1] if group else (left[0],)
            del left[:len(taken)]
            firsts = [self.keys_for(action, context)[:1] for action in taken]
            if not all(firsts):
                continue
            labels = [key_label(first[0]) for first in firsts]
            if group is None:
                parts.append(f"{labels[0]} {words.get(taken[0], ACTION_NAMES[taken[0]])}")
                continue
            if labels == ["Up", "Down", "Left", "Right"]:
                keys = "arrows"
            elif all(label.isdigit() for label in labels) and \
                    [int(label) for label in labels] == list(range(int(labels[0]), int(labels[0]) + len(labels))):
                keys = f"{labels[0]}-{labels[-1]}"
            else:
                keys = "/".join(labels)
            parts.append(f"{keys} {words.get(group[0], group[2])}")
        return parts


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
