"""Play a Brogue or DCSS player trusts, in CC3k's window: a walk or a held key never carries the PC into a visible
enemy's reach (it goes round, or stops before and says why), while a deliberate press still steps in; an attack or a
potion's use aimed at nothing is refused for free; the log says "Stopped" only when something was stopped."""
import pygame

from game.core import Pos
from graphics.keymap import key_event
from tests.cc3k.helpers import floor_text
from tests.window.helpers import frame, press


def start(make_app, tmp_path, objects, seed: int = 1):
    layout = tmp_path / "reach.txt"
    layout.write_text(floor_text(objects))
    app = make_app(str(layout), seed=seed)
    press(app, "s")
    frame(app)
    return app, app.stack[-1]


def up(name: str) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYUP, key=key_event(name).key, mod=0, unicode="", scancode=0)


def click(app, cell):
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=app.board.cell_rect(cell).center, button=1))


def wait(app, seconds: float) -> None:
    for _ in range(int(seconds * 60)):
        app.update(1 / 60)


def pc(play) -> Pos:
    return play.view.detail.pc.pos


def test_a_held_key_stops_before_a_dragons_reach_and_a_press_again_steps_in(make_app, tmp_path):
    app, play = start(make_app, tmp_path, {(5, 4): "@", (12, 4): "D"})
    for _ in range(12):                       # held down: a first press and its repeats, no KEYUP
        app.dispatch(key_event("l"))
    assert pc(play) == Pos(10, 4) and play.view.turn == 5
    assert play.log.lines[-1] == "Stopped: the next step is within reach of the Dragon."
    assert not any(line.startswith("The Dragon") for line in play.log.lines)
    app.dispatch(up("l"))
    app.dispatch(key_event("l"))              # pressed again: the player's own step
    assert pc(play) == Pos(11, 4) and play.view.turn == 6


def test_keys_typed_ahead_stop_before_a_dragons_reach_as_a_held_key_does(make_app, tmp_path):
    """The third playtest typed l ten times 40 ms apart (each key let go) and walked into an Elf's reach."""
    app, play = start(make_app, tmp_path, {(5, 4): "@", (12, 4): "D"})
    seconds = iter(range(100))
    play.clock = lambda: next(seconds) * 0.04     # typed ahead: 40 ms apart
    press(app, *["l"] * 6)                    # five steps, then the sixth would step in: stopped
    assert pc(play) == Pos(10, 4) and play.log.lines[-1] == "Stopped: the next step is within reach of the Dragon."
    assert not any(line.startswith("The Dragon") for line in play.log.lines)


def test_deliberate_presses_a_moment_apart_walk_into_reach(make_app, tmp_path):
    app, play = start(make_app, tmp_path, {(5, 4): "@", (12, 4): "D"})
    seconds = iter(range(100))
    play.clock = lambda: next(seconds) * 0.45     # a person's taps, 0.45 s apart
    press(app, *["l"] * 6)
    assert pc(play) == Pos(11, 4) and play.view.turn == 6
    assert not any(line.startswith("Stopped: the next step") for line in play.log.lines)


def test_a_walk_goes_round_a_guarded_hoard_and_the_hover_path_is_the_path_walked(make_app, tmp_path):
    app, play = start(make_app, tmp_path, {(4, 4): "@", (14, 4): "9", (14, 3): "D", (24, 4): "\\"})
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=app.board.cell_rect(Pos(24, 4)).center, rel=(0, 0),
                                    buttons=(0, 0, 0)))
    shown = list(play.preview)
    assert shown and all(max(abs(cell.x - 14), abs(cell.y - 4)) > 1 and cell.chebyshev(Pos(14, 3)) > 1
                         for cell in shown)
    click(app, Pos(24, 4))
    assert play.path == shown
    walked = [pc(play)]
    for _ in range(200):
        app.update(1 / 60)
        if walked[-1] != pc(play):
            walked.append(pc(play))
        if play.view.detail.floor != 1:
            break
    assert walked[1:-1] == shown[:-1] and play.view.detail.floor == 2     # down the stairs, never struck
    assert not any(line.startswith("The Dragon") for line in play.log.lines)


def test_attack_or_use_towards_nothing_costs_no_turn(make_app, tmp_path):
    app, play = start(make_app, tmp_path, {(5, 4): "@", (20, 5): "H"})
    press(app, "a", "n")
    press(app, "p", "k")
    assert play.view.turn == 0 and app.session.record.commands == ["s"]
    assert play.log.lines[-2:] == ["There is nothing to attack to the Southeast: no turn spent.",
                                   "There is no potion to the North: no turn spent."]
    press(app, "a", "h")                      # a wall: refused alike
    assert play.view.turn == 0 and play.log.lines[-1] == "There is nothing to attack to the West: no turn spent."


def test_a_fight_chosen_with_single_presses_says_no_stopped_line(make_app, tmp_path):
    app, play = start(make_app, tmp_path, {(5, 4): "@", (6, 4): "D"}, seed=3)
    seconds = iter(range(100))
    play.clock = lambda: next(seconds)
    press(app, "a", "l", "a", "l", "a", "l")
    assert any(line.startswith("The Dragon deals") or line.startswith("The Dragon swings") for line in play.log.lines)
    assert not any(line.startswith("Stopped") for line in play.log.lines)


def test_the_hover_of_a_potion_next_to_the_pc_says_how_to_drink_it(make_app, tmp_path):
    app, play = start(make_app, tmp_path, {(5, 4): "@", (6, 5): "0", (9, 4): "0"})
    play.on_hover(Pos(6, 5))
    assert play.hover_text == "A potion you have not tried\nNext to you: p, then its direction, drinks it"
    play.on_hover(Pos(9, 4))
    assert play.hover_text == "A potion you have not tried"
    click(app, Pos(6, 5))                     # a click on it: refused for free, and the log says how to drink it
    assert play.log.lines[-1] == "Cannot move Southeast: a potion is in the way (p, then Southeast, drinks it)."
    assert play.view.turn == 0


def test_a_walk_stopped_by_a_neutral_merchant_says_why(make_app, tmp_path):
    app, play = start(make_app, tmp_path, {(4, 4): "@"})
    click(app, Pos(20, 4))
    wait(app, 0.2)
    step = play.path[0]
    # A merchant steps onto the walk's next cell (as one wandering would): the walk stops and says so.
    from game.core import Entity, EntityKind
    play.view = play.view.__class__(**{**play.view.__dict__, "entities": play.view.entities + (
        Entity(step, "M", EntityKind.ENEMY, "Merchant", 30, 30),)})
    wait(app, 0.2)
    assert not play.path and play.log.lines[-1] == "Stopped: the Merchant is in the way."


def test_a_walk_never_steps_on_while_an_enemy_reaches_both_cells(make_app, tmp_path):
    """The fourth playtest clicked the stairs with a Dwarf next to it: the walk stepped on, still within the Dwarf's
    reach, and took its blow. Against the chamber's top wall every step from here stays within reach."""
    app, play = start(make_app, tmp_path, {(5, 3): "@", (5, 4): "W", (20, 3): "\\"})
    click(app, Pos(15, 3))
    wait(app, 1)
    assert pc(play) == Pos(5, 3) and play.view.turn == 0
    assert play.log.lines[-1] == "Stopped: the next step is within reach of the Dwarf."


def test_a_click_walks_out_of_a_fight_round_the_enemys_reach_when_a_way_is_open(make_app, tmp_path):
    """The fifth playtest, a Dragon's neighbour, clicked a cell beyond it: the walk said "Stopped" though a way round
    its reach was open (south-east, then east). A path goes round every cell a visible enemy reaches, that of one
    striking the player already too."""
    app, play = start(make_app, tmp_path, {(5, 4): "@", (6, 3): "D"})
    hp = play.view.detail.pc.hp
    click(app, Pos(12, 5))
    wait(app, 2)
    assert pc(play) == Pos(12, 5) and play.view.detail.pc.hp == hp
    assert not any(line.startswith("Stopped") for line in play.log.lines)


def test_the_path_shown_before_a_click_ends_where_the_walk_would_stop(make_app, tmp_path):
    """The path drawn under the pointer is the walk's: toward a cell within a Dragon's reach it ends before the
    first step the walk would not take, and playing by keys puts it away until the pointer moves."""
    app, play = start(make_app, tmp_path, {(5, 4): "@", (12, 4): "D"})
    frame(app)
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=app.board.cell_rect(Pos(11, 4)).center, rel=(0, 0),
                                    buttons=(0, 0, 0)))
    assert play.preview == [Pos(x, 4) for x in range(6, 11)]
    press(app, "h")
    assert play.preview == [] and pc(play) == Pos(4, 4)
    frame(app)
    assert play.preview == []


def test_a_click_on_a_wall_walks_nowhere_and_costs_nothing(make_app, tmp_path):
    """The sixth playtest clicked a wall and the walk went to the floor beside it, spending turns. A click on
    terrain that cannot be walked walks nowhere, shows no path before, and says so."""
    app, play = start(make_app, tmp_path, {(5, 4): "@"})
    wall = next(Pos(x, 2) for x in range(10, 20) if play.view.cells[2][x] == "-")
    frame(app)
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=app.board.cell_rect(wall).center, rel=(0, 0),
                                    buttons=(0, 0, 0)))
    assert play.preview == []
    click(app, wall)
    wait(app, 1)
    assert pc(play) == Pos(5, 4) and play.view.turn == 0 and play.log.lines[-1] == "Nothing to walk to there."


def test_a_walk_takes_its_last_step_onto_the_stairs_beside_an_enemy(make_app, tmp_path):
    """The seventh playtest clicked the stairs with a Halfling beside them: the walk stopped short, though the step
    onto the stairs leaves the floor before any blow."""
    app, play = start(make_app, tmp_path, {(5, 4): "@", (12, 4): "\\", (13, 4): "D"})
    click(app, Pos(12, 4))
    wait(app, 2)
    assert play.view.detail.floor == 2


def test_a_walk_takes_no_long_detour_round_a_reach_and_a_click_again_steps_in(make_app, tmp_path):
    """The ninth playtest clicked past an enemy by a door: the walk stopped before its reach, and the same click again
    sent the PC 35 steps back round the floor to the other door. A way round is taken only when it is a few steps
    longer; else the walk stops before the reach, and the same cell clicked again takes the step."""
    app, play = start(make_app, tmp_path, {(20, 4): "@", (28, 3): "D"})     # beside the chamber's east door
    click(app, Pos(45, 4))
    wait(app, 2)
    stop = pc(play)
    assert 25 <= stop.x <= 28 and play.log.lines[-1] == "Stopped: the next step is within reach of the Dragon."
    click(app, Pos(45, 4))
    wait(app, 0.5)
    assert pc(play) != stop and pc(play).chebyshev(Pos(28, 3)) == 1      # the step into the Dragon's reach


def test_a_held_key_stops_on_the_new_floor_the_stairs_lead_to(make_app, tmp_path):
    """The tenth playtest held l over the stairs: the PC went down and walked on across the unseen floor."""
    app, play = start(make_app, tmp_path, {(5, 4): "@", (8, 4): "\\"})
    for _ in range(8):                        # held down: a first press and its repeats, no KEYUP
        app.dispatch(key_event("l"))
    assert play.view.detail.floor == 2
    landed = pc(play)
    for _ in range(3):                        # still held: its repeats do nothing until it is pressed again
        app.dispatch(key_event("l"))
    assert pc(play) == landed and play.log.lines[-1] == "Stopped: a new floor."
