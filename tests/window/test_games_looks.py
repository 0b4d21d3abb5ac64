"""Each game's keys, looks and colours in one place of its own (graphics/NAME_looks.py), gathered by the shared
keymap and palette by the game's name: nothing a game gives is lost or silently replaced on the way."""
import pytest

import graphics.keymap as keymap
import graphics.palette as palette
from game.registry import GAMES
from graphics.looks_by_game import games_looks
from roguelike_client.play.front_ends import front_end


def test_every_game_with_a_window_has_its_own_place_and_its_window_draws_that_look():
    for name, spec in GAMES.items():
        window = front_end("window", spec)
        if window.__name__ == "graphics.generic_window":
            continue
        own = games_looks()[name]
        assert own.__name__ == f"graphics.{name}_looks"
        assert window.LOOK is own.LOOK, name


def test_the_keymap_holds_every_games_keys_and_no_two_give_one_action_or_context():
    games = [module.KEYS for module in games_looks().values()]
    actions = [action for keys in games for action in keys.default_keys]
    contexts = [context for keys in games for context in keys.contexts]
    assert len(set(actions)) == len(actions) and not set(actions) & (set(keymap.SHARED_KEYS) | set(keymap.MOVE_KEYS))
    assert len(set(contexts)) == len(contexts) and not set(contexts) & set(keymap.SHARED_CONTEXTS)
    assert len(keymap.DEFAULT_KEYS) == len(actions) + len(keymap.SHARED_KEYS) + len(keymap.MOVE_KEYS)
    for name, keys in zip(games_looks(), games):
        assert {action: keymap.DEFAULT_KEYS[action] for action in keys.default_keys} == keys.default_keys
        assert {context: keymap.CONTEXTS[context] for context in keys.contexts} == keys.contexts
        assert {context: keymap.CONTEXT_NAMES[context] for context in keys.contexts} == keys.context_names
        assert keymap.GAME_CONTEXTS[name] == keys.help_pages
        assert all(keymap.TITLES_IN[context] == titles for context, titles in keys.titles_in.items())
        assert all(keymap.LETTERS[context] == letters for context, letters in keys.letters.items())


def test_every_palette_colours_every_games_creatures():
    for module in games_looks().values():
        assert set(module.CREATURE_COLOURS) == {shown.name for shown in palette.PALETTES}, module.__name__
        assert len({frozenset(colours) for colours in module.CREATURE_COLOURS.values()}) == 1, module.__name__
        for shown in palette.PALETTES:
            for name, colour in module.CREATURE_COLOURS[shown.name].items():
                assert getattr(shown.creatures, name) == colour


def test_two_games_colouring_one_creature_otherwise_is_one_line_naming_both_files(monkeypatch):
    own = games_looks()
    first, second = [name for name, module in own.items() if "orc" in module.CREATURE_COLOURS["standard"]][:2]
    monkeypatch.setitem(own[second].CREATURE_COLOURS, "standard",
                        {**own[second].CREATURE_COLOURS["standard"], "orc": (1, 2, 3)})
    palette._creatures.cache_clear()
    try:
        with pytest.raises(ValueError, match=f"graphics/{second}_looks.py colours the orc otherwise than "
                                             f"graphics/{first}_looks.py in the standard palette"):
            palette.STANDARD.creatures.orc
    finally:
        monkeypatch.undo()
        palette._creatures.cache_clear()
