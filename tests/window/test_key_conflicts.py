"""A keymap that leaves an action without a key says so when the window opens, every such action and where; a key
with two meanings that costs no action is left to the help page."""
from graphics.keymap import DEFAULT_KEYS
from roguelike_client.userdata.settings import save_keymap
from tests.window.conftest import make_args


def opened_with(bindings):
    from graphics.app import App

    save_keymap(bindings)
    return App(make_args(), headless=True)


def test_a_wasd_keymap_says_at_start_that_attack_has_no_key_in_cc3k():
    app = opened_with({**DEFAULT_KEYS, "move_n": ["w"], "move_w": ["a"], "move_s": ["s"], "move_e": ["d"]})
    said = app.status.split("; ")
    assert "keymap: attack has no key in CC3k play ('a' is move west there)" in said
    assert "keymap: move south has no key in CC3k's race choice ('s' is Shade there)" in said
    assert len(said) == 3


def test_a_key_with_two_meanings_that_costs_no_action_is_not_said_at_start():
    app = opened_with({**DEFAULT_KEYS, "attack": ["a", "h"]})      # h is still move west; attack keeps a
    assert app.status == ""
    assert "keymap: 'h' is both move west and attack in CC3k play" in app.keymap.collisions("cc3k")


def test_the_default_keys_say_nothing():
    assert opened_with(DEFAULT_KEYS).status == ""
