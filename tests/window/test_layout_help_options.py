"""CC3k's help lists the bag's keys (c, e) and trading ($) only in a game whose options have them on
(--carry-potions, --merchant-shop); the title's help, with no game being played, lists every key with its option."""
import pathlib

import pygame
import pytest

from graphics.keymap import SWITCHED_OFF
from tests.window.helpers import frame, game_app, press, top

DEFAULT = pathlib.Path(__file__).resolve().parents[2] / "maps" / "cc3k" / "default.txt"
BAG = "put a potion in the bag: then a direction (--carry-potions)"
OPEN_BAG = "open the bag: drink a potion carried (--carry-potions)"
TRADE = "trade with a merchant next to you (--merchant-shop)"


def help_rows(**options) -> dict[str, str]:
    """What the help page opened from a CC3k game with these options lists: each row's title and its keys."""
    app, _, _ = game_app("cc3k", DEFAULT, seed=1, **options)
    press(app, "s", "?")
    assert top(app) == "HelpScreen"
    frame(app)                                      # drawn as a player sees it
    rows = {title: keys for keys, title in app.stack[-1].rows()}
    pygame.quit()
    return rows


@pytest.mark.parametrize("bag, shop", [(False, False), (True, False), (False, True), (True, True)])
def test_help_lists_the_extras_keys_only_with_their_options(bag, shop):
    rows = help_rows(carry_potions=bag, merchant_shop=shop)
    assert (BAG in rows, OPEN_BAG in rows, TRADE in rows) == (bag, bag, shop)
    if bag:
        assert rows[BAG] == "c" and rows[OPEN_BAG] == "e"
    if shop:
        assert rows[TRADE] == "$"
    assert rows["attack: then a direction"] == "a"          # the rule book's keys always


def test_the_titles_help_lists_every_cc3k_key_with_its_option():
    from graphics.screens import HelpScreen

    app, _, _ = game_app("cc3k", DEFAULT, seed=1)
    titles = [title for _, title in HelpScreen(app.context, "cc3k").rows()]     # no game: nothing switched off
    assert BAG in titles and OPEN_BAG in titles and TRADE in titles
    assert set(SWITCHED_OFF) == {"cc3k"}
