"""Keys per kind of screen: each context's actions, the keymap's collisions in one line, help and hints from the
keys as bound."""
import pygame
import pytest

from graphics.keymap import (ACTION_NAMES, ACTION_TITLES, CONTEXT_NAMES, CONTEXTS, DEFAULT_KEYS, LETTERS, Keymap,
                             key_event)
from graphics.screens import HelpScreen
from graphics.title import TitleScreen
from tests.window.conftest import DATA, make_args
from tests.window.helpers import frame, press, top
from roguelike_client.userdata.settings import save_keymap
from roguelike_client.userdata.folder import data_dir

WASD = {**DEFAULT_KEYS, "move_n": ["w", "up"], "move_s": ["s", "down"], "move_w": ["a", "left"],
        "move_e": ["d", "right"]}


def app_with_keys(toml: str):
    """A window started with this keymap file, on the title."""
    from graphics.app import App

    (data_dir() / "keymap.toml").write_text(toml)
    app = App(make_args(map=str(DATA / "known.txt")), headless=True)
    app.prepare("cc3k", str(DATA / "known.txt"))
    app.push(TitleScreen(app.context))
    return app


def test_every_context_names_actions_that_exist_and_how_a_collision_calls_it():
    assert set(CONTEXT_NAMES) == set(CONTEXTS) >= set(LETTERS)
    for context, actions in CONTEXTS.items():
        assert len(set(actions)) == len(actions), context
        assert set(actions) <= set(DEFAULT_KEYS), context
    assert set(ACTION_TITLES) == set(ACTION_NAMES) == set(DEFAULT_KEYS)


@pytest.mark.parametrize("context", sorted(CONTEXTS))
def test_the_default_keys_have_no_collision_in_any_context(context):
    keymap = Keymap()
    assert keymap.collisions(context) == []
    for action in CONTEXTS[context]:
        for name in DEFAULT_KEYS[action]:
            assert keymap.action_for(key_event(name), context) == action, (context, name)


def test_a_key_means_only_what_it_does_on_that_kind_of_screen():
    keymap = Keymap()
    attack, weapon, tiles = key_event("a"), key_event("1"), key_event("t")
    assert keymap.action_for(attack, "cc3k") == "attack" and keymap.action_for(attack, "maze") is None
    assert keymap.action_for(weapon, "maze") == "weapon_1" and keymap.action_for(weapon, "cc3k") is None
    assert keymap.action_for(tiles, "cc3k") == "toggle_tiles"
    assert keymap.action_for(tiles, "race") is None            # t is the troll there
    assert keymap.action_for(key_event("y"), "confirm") is None    # y is yes there, not a move
    assert keymap.action_for(key_event("tab"), "aiming") == "next_target"
    assert keymap.action_for(attack) == "attack"               # no context: every action, as before


def test_wasd_makes_attack_unreachable_and_that_is_one_line():
    keymap = Keymap(WASD)
    lines = keymap.collisions()
    assert "keymap: 'a' is both move west and attack in CC3k play" in lines
    assert "keymap: 's' is both Shade and move south in CC3k's race choice" in lines
    assert all("\n" not in line for line in lines)
    assert keymap.collisions("cc3k") == ["keymap: 'a' is both move west and attack in CC3k play"]
    assert keymap.collisions("maze") == []           # attack does nothing in the maze: a is only west there
    assert keymap.action_for(key_event("a"), "cc3k") == "move_w"     # the action bound first keeps the key


def test_one_key_on_three_actions_in_three_contexts_is_still_one_line():
    keymap = Keymap({**DEFAULT_KEYS, "help": ["h"], "wait": [".", "h"]})
    lines = [line for line in keymap.collisions() if "'h'" in line]
    assert "keymap: 'h' is both move west and help in CC3k play, Dooom play and the options" in lines
    assert "keymap: 'h' is move west, wait and help at once in the maze" in lines


def test_the_race_screen_is_honest_about_t(make_app):
    """t starts a troll game there, and the race context's help says so (not that it switches tiles)."""
    app = make_app()
    assert top(app) == "RaceScreen"
    app.push(HelpScreen(app.context, "race"))
    rows = app.stack[-1].rows()
    assert ("t", "Troll") in rows and not any(title == ACTION_TITLES["toggle_tiles"] for _, title in rows)
    assert ("? f1", "this help") in rows
    frame(app)
    press(app, "escape", "t")
    assert top(app) == "PlayScreen" and app.session.view().detail.pc.race == "Troll"


def test_a_race_letter_wins_over_a_key_bound_there_and_help_shows_the_collision():
    app = app_with_keys('help = ["?", "v"]\n')
    assert app.keymap.collisions() == ["keymap: 'v' is both Vampire and help in CC3k's race choice"]
    app.start_game("cc3k")
    app.push(HelpScreen(app.context, "race"))
    assert ("?", "this help") in app.stack[-1].rows()      # v is not help there
    surface = frame(app)
    # The collision line, in the warning colour, under the heading.
    bad = app.palette.bad
    band = pygame.Rect(0, 60, surface.get_width(), 30)
    assert any(surface.get_at((x, y))[:3] == bad for x in range(band.left, band.right, 2)
               for y in range(band.top, band.bottom))
    press(app, "escape", "v")
    assert top(app) == "PlayScreen" and app.session.view().detail.pc.race == "Vampire"


def test_help_without_a_collision_has_no_warning_line(make_app):
    app = make_app()
    press(app, "?")
    surface = frame(app)
    bad = app.palette.bad
    assert not any(surface.get_at((x, y))[:3] == bad for x in range(0, surface.get_width(), 2) for y in range(60, 90))


def test_the_titles_help_pages_through_every_games_keys(make_app):
    app = make_app()
    press(app, "escape", "?")
    help_screen = app.stack[-1]
    assert isinstance(help_screen, HelpScreen) and help_screen.context == "menu"
    seen = [help_screen.context]
    for _ in range(len(help_screen.pages) - 1):
        press(app, "right")
        frame(app)
        seen.append(help_screen.context)
    assert seen == ["menu", "cc3k", "maze", "aiming", "maze_bot", "dooom", "replay"]
    press(app, "left")
    assert help_screen.context == "dooom"
    # Each page lists its own keys only: Dooom's has PICKUP and no attack, the maze's weapons and no freeze.
    titles = [title for _keys, title in help_screen.rows()]
    assert ACTION_TITLES["pickup"] in titles and ACTION_TITLES["attack"] not in titles
    press(app, "x")
    assert top(app) == "TitleScreen"


def test_help_shows_a_rebound_key_and_an_unbound_action():
    app = app_with_keys('confirm = ["space"]\nhelp = []\n')
    app.push(HelpScreen(app.context, "menu"))
    rows = dict((title, keys) for keys, title in app.stack[-1].rows())
    assert rows["take the choice"] == "space" and rows["this help"] == "(no key)"
    frame(app)


def test_hints_are_made_from_the_keys_as_bound():
    keymap = Keymap()
    assert keymap.hint(("help", "toggle_tiles", "bigger", "smaller", "mute")) == "? help   t tiles   =/- size   m sound"
    assert keymap.hint(("move_n", "move_s", "move_w", "move_e", "wait", "weapon_1", "weapon_2", "weapon_3",
                        "weapon_4"), "maze") == "arrows move   . wait   1-4 weapons"
    assert keymap.hint(("pause", "bigger", "smaller", "move_e", "cancel"), "replay") == \
        "Space pause   =/- speed   Right step   Esc leave"
    rebound = Keymap({**WASD, "help": ["f1"], "mute": []})
    assert rebound.hint(("move_n", "move_s", "move_w", "move_e", "help", "mute")) == "w/s/a/d move   F1 help"
    # An action that does nothing on that kind of screen is not offered there.
    assert keymap.hint(("attack", "help"), "maze") == "? help"


def test_the_menus_footer_says_the_keys_as_bound(monkeypatch):
    import graphics.screens

    app = app_with_keys('move_n = ["w"]\nmove_s = ["x"]\n')
    drawn = []
    real_render = graphics.screens.render
    monkeypatch.setattr(graphics.screens, "render", lambda font, text, colour: drawn.append(text) or real_render(font, text, colour))
    frame(app)
    assert "w/x choose   Enter take   Esc back   ? help   or the letter shown, or the mouse" in drawn
    title = app.stack[-1]
    press(app, "x")
    assert title.selected == 1
    press(app, "w", "w")
    assert title.selected == len(title.items) - 1


def test_the_seed_box_says_its_keys_as_bound(monkeypatch):
    import graphics.title

    app = app_with_keys('confirm = ["space"]\n')
    drawn = []
    real_render = graphics.title.render
    monkeypatch.setattr(graphics.title, "render", lambda font, text, colour: drawn.append(text) or real_render(font, text, colour))
    press(app, "s")
    assert top(app) == "SeedScreen"
    frame(app)
    assert "Space keep   Esc leave" in drawn
    press(app, "4", "2", "space")
    assert top(app) == "TitleScreen" and app.context.next_seed == 42


def test_the_mazes_help_says_which_drawn_symbol_is_which_terminal_character_and_cc3ks_needs_none(tmp_path):
    from tests.window.test_maze_window import maze_app

    app, _, _ = maze_app()
    press(app, "?")
    assert top(app) == "HelpScreen"
    legend = " ".join(app.stack[-1].legend_notes())
    # The window draws the chests as weapons' signs, not letters: the terminal's b is the scythe chest.
    assert "} bow chest (c)" in legend and "/ scythe chest (b)" in legend and "V vampire (4)" in legend
    frame(app)


def test_cc3ks_help_has_no_legend_its_symbols_are_the_terminals(make_app):
    app = make_app()
    press(app, "s", "?")
    assert top(app) == "HelpScreen" and app.stack[-1].legend_notes() == []


def test_prompts_and_box_hints_name_the_keys_as_bound(make_app, monkeypatch):
    import graphics.hud
    import graphics.play_screen

    save_keymap({**DEFAULT_KEYS, "cancel": ["backspace"], "restart": ["f5"]})
    app = make_app()
    drawn: list[str] = []
    for module in (graphics.hud, graphics.play_screen):
        real = module.render
        monkeypatch.setattr(module, "render", lambda font, text, colour, real=real: drawn.append(text) or real(font, text, colour))
    press(app, "s", "a")                          # attack: which direction?
    frame(app)
    assert any("which direction? (Backspace cancels)" in text for text in drawn)
    assert not any("Escape" in text for text in drawn)
