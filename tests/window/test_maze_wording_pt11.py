"""The maze's words in the window as the eleventh playtest asked: a monster's hit on the hero is said once (the rules'
"You lose 1 health." after "The skeleton hits you for 1." said it again), a monster's hover says with a colon that it
can hit you, and the hero's hover reads as the monsters' do. The terminal keeps the rules' words (its goldens)."""
from game.core import Pos
from tests.window.helpers import hover, press
from tests.window.test_maze_feel import field
from tests.window.test_maze_window import maze_app


def turn_lines(screen) -> list[str]:
    return screen.log.lines[-screen.log.latest:]


def test_one_monsters_hit_on_the_hero_is_said_once(tmp_path):
    app, screen, session = maze_app(field(tmp_path, Pos(5, 5), {Pos(6, 6): "1"}))
    press(app, ".")                          # a wait: the skeleton, diagonal to the hero, hits it
    assert turn_lines(screen) == ["You wait.", "The skeleton hits you for 1."]
    assert "You lose 1 health." in session.view().messages       # the rules' words, as the terminal says them


def test_two_hits_on_the_hero_are_each_said_and_then_their_total(tmp_path):
    app, screen, session = maze_app(field(tmp_path, Pos(5, 5), {Pos(6, 6): "1", Pos(4, 4): "2"}))
    press(app, ".")
    assert turn_lines(screen) == ["You wait.", "The gargoyle hits you for 2.", "The skeleton hits you for 1.",
                                  "You lose 3 health."]


def test_hover_says_with_a_colon_that_a_monster_can_hit_you_and_names_the_hero_as_it_names_monsters(tmp_path):
    app, screen, session = maze_app(field(tmp_path, Pos(5, 5), {Pos(7, 5): "3", Pos(5, 8): "4"}))
    assert hover(app, Pos(7, 5)) == "Orc: 8 / 8 HP, hits 2 at range 2, sees 2: it can hit you"
    assert hover(app, Pos(5, 8)) == "Vampire: 10 / 10 HP, hits 3 at range 1, sees 3"
    assert hover(app, Pos(5, 5)) == "You: 20 / 20 HP, see 3"
