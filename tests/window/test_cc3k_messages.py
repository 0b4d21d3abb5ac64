"""CC3k's log in the window names the enemies and the potions' effects (the game's own messages, which the terminal
prints, keep the rule book's words); a continued game's log is the one it had."""
from graphics.cc3k_window import worded
from tests.cc3k.helpers import floor_text
from tests.window.helpers import frame, press, top


def test_the_log_names_the_enemy_and_the_rule_books_words_stay_in_the_view(make_app):
    app = make_app(seed=2)
    press(app, "s", "l", "l")
    play = app.stack[-1]
    assert play.log.lines[-2:] == ["PC deals 21 damage to the Human (119 HP left).", "The Human deals 16 damage to PC."]
    assert list(app.session.view().messages) == ["PC deals 21 damage to H (119 HP).", "H deals 16 damage to PC."]


def test_a_potion_drunk_says_what_it_did_and_a_known_kind_says_what_it_does(make_app, tmp_path):
    layout = tmp_path / "potions.txt"
    layout.write_text(floor_text({(10, 4): "@", (11, 4): "1", (12, 4): "1"}))
    app = make_app(str(layout))
    press(app, "s", "p", "l")
    play = app.stack[-1]
    assert play.log.lines[-1] == "PC uses BA: Boost Atk, Atk +5 on this floor."
    assert app.session.view().messages[-1] == "PC uses BA."
    press(app, "l")             # next to the other BA, now a known kind
    assert play.log.lines[-1] == "PC moves East and sees a BA potion (Boost Atk)."


def test_every_letter_and_code_of_the_rule_book_is_worded():
    assert worded("H swings at PC and misses.") == "The Human swings at PC and misses."
    assert worded("PC slays W.") == "PC slays the Dwarf."
    assert worded("Cannot move West: L is in the way.") == "Cannot move West: the Halfling is in the way."
    assert worded("PC stands on a dragon hoard guarded by D.") == "PC stands on a dragon hoard guarded by the Dragon."
    assert worded("PC is slain by E. Score: 3.") == "PC is slain by the Elf. Score: 3."
    assert worded("PC is killed by a PH potion. Score: 0.") == "PC is killed by a PH potion (Poison health). Score: 0."
    assert worded("M drops a merchant hoard. O deals 9 damage to PC.") == \
        "The Merchant drops a merchant hoard. The Orc deals 9 damage to PC."
    assert worded("PC moves North and sees an unknown potion.") == "PC moves North and sees an unknown potion."


def test_a_continued_game_shows_the_log_it_had_and_says_it_goes_on(make_app):
    app = make_app(seed=2)
    press(app, "s", "l", "l", "l")
    lines = list(app.stack[-1].log.lines)
    press(app, "q", "y", "c", "1")
    assert top(app) == "PlayScreen"
    play = app.stack[-1]
    assert play.log.lines[:-1] == lines
    assert play.log.lines[-1] == "Game continued where you left it (turn 3)."
    frame(app)
