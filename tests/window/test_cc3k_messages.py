"""CC3k's log in the window names the enemies and the potions' effects (the game's own messages, which the terminal
prints, keep the rule book's words); a continued game's log is the one it had."""
import pytest

from game.cc3k.spec import SPEC
from graphics.cc3k_window import FEEDBACK
from tests.cc3k.helpers import floor_text, game_with
from tests.window.helpers import frame, press, top


def test_the_log_names_the_enemy_and_the_rule_books_words_stay_in_the_view(make_app):
    app = make_app(seed=2)
    press(app, "s", "l", "l")
    play = app.stack[-1]
    # (a fight the player chose by presses: the blow answering stops nothing, and no "Stopped" line says it did)
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


# Scenes of one floor: (what stands where, the race, the commands, the game's seed), and lines of the rule book's (as
# the game's messages say them) with the window's for each, as the log shows them.
VAMPIRE_AND_DWARF = {(10, 4): "@", (9, 3): "3", (9, 4): "3", (9, 5): "3", (10, 3): "3", (12, 4): "W"}
VAMPIRE_AND_POISON = {(10, 4): "@", (9, 3): "3", (9, 4): "3", (9, 5): "3", (12, 3): "0", (11, 5): "3", (12, 5): "3"}
SCENES = {
    "a dwarf swings and a vampire dies of its allergy": (
        VAMPIRE_AND_DWARF, "v", ("f", "u nw", "u we", "u sw", "u no", "ea", "a ea", "a ea"), 13, [
            ("W swings at PC and misses.", "The Dwarf swings at PC and misses."),
            ("PC deals 20 damage to W (80 HP).", "PC deals 20 damage to the Dwarf (80 HP left)."),
            ("PC loses 5 HP: vampires are allergic to dwarves.", "PC loses 5 HP: vampires are allergic to dwarves."),
            ("PC dies of its allergy to W. Score: 0.", "PC dies of its allergy to the Dwarf. Score: 0."),
        ]),
    "a dwarf hits and slays": (
        VAMPIRE_AND_DWARF, "v", ("f", "u nw", "u we", "u sw", "u no", "ea"), 1, [
            ("W deals 16 damage to PC.", "The Dwarf deals 16 damage to PC."),
            ("PC is slain by W. Score: 0.", "PC is slain by the Dwarf. Score: 0."),
        ]),
    "potions seen and a poison that kills": (
        VAMPIRE_AND_POISON, "v", ("u nw", "u we", "u sw", "ea", "u so", "u se"), 1, [
            ("PC uses PH.", "PC uses PH: Poison health, HP -10."),
            ("PC moves East and sees an unknown potion, a PH potion and a PH potion.",
             "PC moves East and sees an unknown potion, a PH potion (Poison health) and a PH potion (Poison health)."),
            ("PC is killed by a PH potion. Score: 0.", "PC is killed by a PH potion (Poison health). Score: 0."),
        ]),
    "a halfling dodges, a merchant blocks and drops its hoard": (
        {(10, 4): "@", (11, 4): "L", (9, 4): "M"}, "s", ("we", "a ea", "a ea", "a we", "a we"), 3, [
            ("Cannot move West: M is in the way.", "Cannot move West: the Merchant is in the way."),
            ("PC swings at L and misses.", "PC swings at the Halfling and misses."),
            ("PC slays M.", "PC slays the Merchant."),
            ("M drops a merchant hoard.", "The Merchant drops a merchant hoard."),
        ]),
    "a human drops gold": (
        {(10, 4): "@", (11, 4): "H"}, "s", ("a ea",) * 7, 1, [
            ("H drops 4 gold.", "The Human drops 4 gold."),
        ]),
    "a dragon guards its hoard": (
        {(10, 4): "@", (11, 4): "9", (12, 4): "D"}, "s", ("ea",), 1, [
            ("PC stands on a dragon hoard guarded by D.", "PC stands on a dragon hoard guarded by the Dragon."),
        ]),
}


@pytest.mark.parametrize("scene", SCENES)
def test_the_log_names_each_enemy_and_potion_where_the_rule_book_gives_a_letter_or_a_code(scene):
    objects, race, commands, seed, expected = SCENES[scene]
    game = game_with(objects, race=race, seed=seed)
    said = []
    for command in commands:
        events = [event for event in game.step(SPEC.parse(command)) if event.text]
        said += zip([event.text for event in events], FEEDBACK.log_lines(events, game.view()))
    assert set(expected) <= set(said)


def test_the_game_over_box_says_the_end_as_the_log_does(make_app, tmp_path):
    layout = tmp_path / "poison.txt"
    layout.write_text(floor_text(VAMPIRE_AND_POISON))
    app = make_app(str(layout))
    press(app, "v", "p", "y", "p", "h", "p", "b", "l", "p", "j", "p", "n")
    assert top(app) == "GameOverScreen"
    assert app.stack[-1].box_lines()[2][0] == "PC is killed by a PH potion (Poison health). Score: 0."
    assert app.stack[-2].log.lines[-1] == "PC is killed by a PH potion (Poison health). Score: 0."
    assert app.session.view().messages[-1] == "PC is killed by a PH potion. Score: 0."
    frame(app)


def test_a_continued_game_shows_the_log_it_had_and_says_it_goes_on(make_app):
    app = make_app(seed=2)
    press(app, "s")
    seconds = iter(range(100))
    app.stack[-1].clock = lambda: next(seconds)      # presses a second apart: none taken as held
    press(app, "l", "l", "l")
    lines = list(app.stack[-1].log.lines)
    press(app, "q", "y", "c", "1")
    assert top(app) == "PlayScreen"
    play = app.stack[-1]
    assert play.log.lines[:-1] == lines
    assert play.log.lines[-1] == "Game continued where you left it (turn 3)."
    frame(app)


def test_stats_changed_on_this_floor_stay_whole_in_a_small_window(make_app, tmp_path):
    """The thirteenth playtest's drow drank WA and WD: at 800x500 'Def 7 (-8 this' was cut by the side list."""
    import pygame

    from graphics.display import MIN_WINDOW_SIZE

    layout = tmp_path / "weakened.txt"
    layout.write_text(floor_text({(10, 4): "@", (11, 4): "4", (9, 4): "5"}))
    app = make_app(str(layout))
    press(app, "d", "p", "l", "p", "h")
    play = app.stack[-1]
    stats = list(play.view.stats)
    assert [stat.label for stat in stats if stat.base is not None and stat.value < stat.base] == ["Atk", "Def"]
    _block, stats_area, *_ = play.layout(MIN_WINDOW_SIZE)
    drawn = []
    text = play.hud.text
    play.hud.text = lambda words, *rest: drawn.append(words) or text(words, *rest)
    surface = pygame.Surface(MIN_WINDOW_SIZE)
    background = app.palette.background
    surface.fill(background)
    play.hud.draw_stats(surface, stats_area, stats, [])
    # Nothing drawn past the stats' column (where the side list begins).
    beyond = range(stats_area.right, MIN_WINDOW_SIZE[0])
    assert all(tuple(surface.get_at((x, y)))[:3] == background for x in beyond for y in range(stats_area.top,
                                                                                                  stats_area.bottom))
    assert any(words.startswith("Atk ") for words in drawn) and any(words.startswith("Def ") for words in drawn)
    assert sum(words.startswith("(-") for words in drawn) == 2
