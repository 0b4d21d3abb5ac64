"""No death by accident in CC3k's window: held and typed-ahead keys stop when something dangerous happens (damage
taken, an enemy coming next to the PC, a step into a wall), and a warning when HP falls low, once per fall."""
import pygame

from game.core import Pos
from graphics.effects import Alarm
from graphics.keymap import key_event
from graphics.transitions import ChangeSetting
from tests.cc3k.helpers import floor_text
from tests.window.helpers import press


def up(name: str) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYUP, key=key_event(name).key, mod=0, unicode="", scancode=0)


def typed(app, *names: str) -> None:
    """Keys pressed and let go faster than the game answers: all queued before the window reads any."""
    for name in names:
        pygame.event.post(key_event(name))
        pygame.event.post(up(name))
    app.run([])
    app.running = True


def pc(app) -> Pos:
    return app.session.view().detail.pc.pos


def layout(tmp_path, objects) -> str:
    path = tmp_path / "layout.txt"
    path.write_text(floor_text(objects))
    return str(path)


def test_keys_typed_ahead_stop_when_an_enemy_comes_next_to_the_pc(make_app):
    app = make_app()
    press(app, "s")
    typed(app, "l", "l", "l", "l", "l")       # the first step brings the PC next to the human at (7, 4)
    assert pc(app) == Pos(6, 4) and app.session.view().turn == 1


def test_keys_typed_ahead_after_a_hit_taken_are_dropped(make_app):
    app = make_app(seed=2)
    press(app, "s", "l")
    play = app.stack[-1]
    turn = play.view.turn
    typed(app, *["l"] * 8)                    # eight blows at the human: it hits back before they are all struck
    played = play.view.turn - turn
    assert 0 < played < 8
    assert any(line.startswith("The Human deals") for line in play.log.lines[-play.log.latest:])
    press(app, "l")                           # a key pressed after the danger acts
    assert play.view.turn == turn + played + 1


def test_a_held_key_stops_at_a_wall_which_costs_no_turn_in_the_window(make_app, tmp_path):
    app = make_app(layout(tmp_path, {(5, 4): "@"}))
    press(app, "s")
    play = app.stack[-1]
    for _ in range(10):                       # held down: a first press and its repeats, no KEYUP
        app.dispatch(key_event("h"))
    assert pc(app) == Pos(3, 4) and app.session.view().turn == 2     # two steps, then a bump into the wall
    assert play.log.lines[-1] == "Cannot move West!" and app.session.record.commands == ["s", "we", "we"]
    app.dispatch(up("h"))
    app.dispatch(key_event("h"))              # pressed again: refused again, still for free
    assert app.session.view().turn == 2 and play.log.lines[-1] == "Cannot move West! (x2)"


def test_a_held_key_stops_when_the_pc_is_hurt(make_app):
    app = make_app(seed=2)
    press(app, "s", "l")
    turn = app.session.view().turn
    for _ in range(8):
        app.dispatch(key_event("l"))          # held: bump attacks until the human hits back
    played = app.session.view().turn - turn
    assert 0 < played < 8


def _potions(tmp_path) -> str:
    """The PC with two poisons north, two restores south and one more poison to the southeast."""
    return layout(tmp_path, {(10, 4): "@", (9, 3): "3", (10, 3): "3", (11, 3): "3",
                             (9, 5): "0", (10, 5): "0", (11, 5): "3"})


def _warnings(play) -> list[str]:
    return [line for line in play.log.lines if line.startswith("Low HP")]


def test_low_hp_warns_once_each_time_it_falls_under_the_threshold(make_app, tmp_path):
    app = make_app(_potions(tmp_path))
    for _ in range(6):
        app.apply(ChangeSetting("low_hp_higher"))      # 90%: 112 of the shade's 125 HP
    press(app, "s")
    play = app.stack[-1]
    press(app, "p", "y")                                # 115
    assert _warnings(play) == []
    press(app, "p", "k")                                # 105: under
    assert _warnings(play) == ["Low HP: 105 of 125 left (under 90%)! Take care."]
    assert any(isinstance(effect, Alarm) for effect in play.effects.items)
    press(app, "p", "u")                                # 95: still under, no second warning
    press(app, "p", "b", "p", "j")                      # 105, 115: above again
    assert len(_warnings(play)) == 1
    press(app, "p", "n")                                # 105: under again
    assert len(_warnings(play)) == 2


def test_low_hp_warning_interrupts_the_keys_typed_ahead(make_app, tmp_path):
    app = make_app(_potions(tmp_path))
    for _ in range(6):
        app.apply(ChangeSetting("low_hp_higher"))
    press(app, "s", "p", "y")
    typed(app, "p", "k", "p", "u")                      # the warning comes after the first potion
    assert app.session.view().detail.pc.hp == 105


def test_low_hp_at_zero_percent_never_warns(make_app, tmp_path):
    app = make_app(_potions(tmp_path))
    for _ in range(3):
        app.apply(ChangeSetting("low_hp_lower"))
    press(app, "s", "p", "y", "p", "k", "p", "u", "p", "n")
    assert _warnings(app.stack[-1]) == []


def test_low_hp_flashes_the_window_edges_red(make_app, tmp_path):
    from tests.window.helpers import frame

    app = make_app(_potions(tmp_path))
    for _ in range(6):
        app.apply(ChangeSetting("low_hp_higher"))
    press(app, "s", "p", "y")
    before = frame(app).get_at((1, 300))
    press(app, "p", "k")
    for _ in range(18):                                 # a quarter of the pulse: at its brightest
        app.update(1 / 60)
    edge = frame(app).get_at((1, 300))
    assert edge.r > before.r + 100 and edge.r > edge.g + 80, (before, edge)


def test_a_neutral_merchant_coming_near_is_no_danger_but_a_hostile_enemy_is(make_app, tmp_path):
    """Enemies frozen in place (f) by the PC's path: the held key walks on past a neutral merchant and stops
    at the first step next to a human."""
    for enemy, stop in (("M", Pos(10, 4)), ("H", Pos(5, 4))):
        app = make_app(layout(tmp_path, {(4, 4): "@", (6, 3): enemy}))
        press(app, "s", "f")
        for _ in range(6):
            app.dispatch(key_event("l"))
        assert pc(app) == stop, enemy


def test_a_persons_quick_presses_in_a_fight_they_chose_are_all_taken(make_app):
    """The seventh playtest pressed Up six times 0.25 s apart into a halfling and lost every second press: the blow
    answering the player's own is no danger the player did not choose. A burst typed ahead, faster than a reaction,
    is still dropped after it (the ninth playtest's keys 30 ms apart)."""
    import time

    from graphics.transitions import DANGER_PAUSE_SECONDS

    app = make_app(seed=2)
    press(app, "s", "l")
    play = app.stack[-1]
    turn = play.view.turn
    time.sleep(DANGER_PAUSE_SECONDS)          # the step next to the human was danger: its pause over
    for press_number in range(1, 5):          # presses 0.25 s apart, each let go before the next
        app.take([key_event("l"), up("l")], time.perf_counter() + 0.25 * press_number, live=True)
    fight = play.log.lines[-8:]
    assert play.view.turn == turn + 4 and not app.status
    assert all(line.startswith(("PC deals", "The Human")) for line in fight), fight     # no "Stopped": none was
    time.sleep(DANGER_PAUSE_SECONDS)          # the last blow's pause over
    turn, now = play.view.turn, time.perf_counter()
    for at in (0.0, 0.03, 0.06):              # a burst typed ahead 30 ms apart
        app.take([key_event("l"), up("l")], now + at, live=True)
    assert play.view.turn == turn + 1 and app.status.startswith("A key pressed just after danger")


def test_the_hp_bar_turns_red_under_the_warning_level(make_app, tmp_path):
    from tests.window.helpers import frame

    app = make_app(_potions(tmp_path))
    for _ in range(6):
        app.apply(ChangeSetting("low_hp_higher"))      # 90%
    press(app, "s", "p", "y")                           # 115 of 125: over the line

    def bar_colours() -> set:
        for _ in range(240):
            app.update(1 / 60)                          # the warning's flash over
        surface = frame(app)
        board = app.board.area
        stats = (0, board.bottom + 8, surface.get_width() // 3, surface.get_height() - board.bottom - 8)
        palette = app.palette
        wanted = {tuple(palette.good[:3]): "green", tuple(palette.gold[:3]): "gold", tuple(palette.bad[:3]): "red"}
        found = set()
        left, top, width, height = stats
        for x in range(left, left + width, 2):
            for y in range(top, top + height, 2):
                colour = tuple(surface.get_at((x, y))[:3])
                if colour in wanted:
                    found.add(wanted[colour])
        return found

    assert bar_colours() == {"green"}
    press(app, "p", "k")                                # 105: under 90%
    assert bar_colours() == {"red"}
