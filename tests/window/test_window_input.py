"""What the App does with input for every screen: after an Interrupt, keys typed ahead are dropped and a key held
down repeats no more until it is let go and pressed again (what counts as danger is each game's: its own tests);
the low-HP threshold setting; a key bound twice in one context said at start."""
import pygame

from graphics.keymap import key_event
from graphics.screens import Screen
from graphics.transitions import Interrupt
from tests.window.conftest import make_args


class Recorder(Screen):
    """Keeps the keys it is given; the key 'x' stands for a turn in which something dangerous happened."""

    def __init__(self, ctx):
        super().__init__(ctx)
        self.typed: list[str] = []

    def handle(self, event):
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.typed.append("click")
        if event.type != pygame.KEYDOWN:
            return None
        self.typed.append(event.unicode or pygame.key.name(event.key))
        return Interrupt() if event.unicode == "x" else None


def recorder_app():
    from graphics.app import App

    app = App(make_args(), headless=True)
    screen = Recorder(app.context)
    app.push(screen)
    return app, screen


def up(name: str) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYUP, key=key_event(name).key, mod=0, unicode="", scancode=0)


def test_keys_typed_ahead_of_danger_are_dropped_and_later_ones_act():
    app, screen = recorder_app()
    for name in "axbc":
        pygame.event.post(key_event(name))
    app.run([])                     # the loop takes what is queued, as it takes a burst of typing
    assert screen.typed == ["a", "x"]
    app.running = True
    pygame.event.post(key_event("d"))
    app.run([])
    assert screen.typed == ["a", "x", "d"]


def test_gamepad_buttons_and_clicks_given_ahead_of_danger_are_dropped_too():
    app, screen = recorder_app()
    a_button = dict(instance_id=0, button=pygame.CONTROLLER_BUTTON_A)
    pygame.event.post(key_event("x"))
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, **a_button))
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONUP, **a_button))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(5, 5)))
    app.run([])
    assert screen.typed == ["x"]
    app.running = True
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, **a_button))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(5, 5)))
    app.run([])
    assert screen.typed == ["x", "return", "click"]      # A is the first key of confirm


def test_a_persons_keys_pressed_within_the_pause_after_danger_are_dropped_a_scripts_are_not():
    import time

    from graphics.transitions import DANGER_PAUSE_SECONDS

    app, screen = recorder_app()
    app.take([key_event("x")], time.perf_counter(), live=True)
    soon = time.perf_counter()                       # a press that came before anyone could react
    app.take([key_event("a")], soon, live=True)
    assert screen.typed == ["x"]
    app.take([key_event("b")], soon, live=False)     # a --keys script's press is meant
    assert screen.typed == ["x", "b"]
    app.take([key_event("c")], soon + DANGER_PAUSE_SECONDS + 0.01, live=True)
    assert screen.typed == ["x", "b", "c"]


def test_a_held_key_stops_at_danger_and_goes_again_when_pressed_again():
    app, screen = recorder_app()
    app.dispatch(key_event("l"))            # held down: its repeats are more KEYDOWN events without a KEYUP
    app.dispatch(key_event("l"))
    app.dispatch(key_event("x"))            # something dangerous happened while it was held
    app.dispatch(key_event("l"))
    app.dispatch(key_event("l"))
    assert screen.typed == ["l", "l", "x"]
    app.dispatch(up("l"))
    app.dispatch(key_event("l"))
    assert screen.typed == ["l", "l", "x", "l"]


def test_other_keys_still_act_while_a_stopped_key_is_held():
    app, screen = recorder_app()
    app.dispatch(key_event("l"))
    app.dispatch(key_event("x"))
    app.dispatch(key_event("l"))
    app.dispatch(key_event("k"))
    assert screen.typed == ["l", "x", "k"]


def test_a_scripted_press_is_let_go_so_the_same_key_acts_again_after_danger():
    app, screen = recorder_app()
    app.run(["l", "x", "l", "l"])
    assert screen.typed == ["l", "x", "l", "l"]


def test_the_low_hp_threshold_moves_in_tens_within_its_range_and_is_remembered():
    from graphics.transitions import ChangeSetting
    from roguelike_client.userdata.settings import load_settings

    app, _ = recorder_app()
    assert app.settings.low_hp_percent == 30
    for _ in range(5):
        app.apply(ChangeSetting("low_hp_lower"))
    assert app.settings.low_hp_percent == 0          # 0: never warned
    for _ in range(12):
        app.apply(ChangeSetting("low_hp_higher"))
    assert app.settings.low_hp_percent == 90
    assert load_settings()[0].low_hp_percent == 90


def test_a_key_bound_twice_in_one_context_is_said_in_the_status_line_at_start():
    from graphics.keymap import DEFAULT_KEYS
    from roguelike_client.userdata.settings import save_keymap

    save_keymap({**DEFAULT_KEYS, "move_w": ["a"]})       # WASD's west: CC3k's attack key
    app, _ = recorder_app()
    assert "'a'" in app.status and "attack" in app.status and "\n" not in app.status


def test_a_game_left_before_anything_was_played_gives_its_seed_back(make_app):
    from tests.window.helpers import press, top

    app = make_app(seed=5)
    assert app.session.seed == 5
    press(app, "escape")                     # back from the race screen: nothing played
    assert top(app) == "TitleScreen" and app.context.next_seed == 5
    press(app, "1")
    assert app.session.seed == 5
    press(app, "s", "escape", "y")           # a game played, then left: the next one takes the next seed
    assert app.context.next_seed == 6


def test_a_key_that_led_to_another_screen_does_not_act_there_until_let_go(make_app):
    from tests.window.helpers import press, top

    app = make_app("quick_win.txt")
    press(app, "s", "l", "l", "l", "l", "l")
    assert top(app) == "GameOverScreen"
    app.dispatch(key_event("q"))            # the end box's q: back to the title
    assert top(app) == "TitleScreen"
    for _ in range(3):                      # held, or repeated by a slow system: the title's q (Quit) waits
        app.dispatch(key_event("q"))
    assert app.running and top(app) == "TitleScreen"
    app.dispatch(up("q"))
    app.dispatch(key_event("q"))            # let go and pressed again: it acts
    assert not app.running


def test_a_held_key_repeats_on_a_screen_that_stays(make_app):
    from tests.window.helpers import press, top

    app = make_app("quick_win.txt")
    press(app, "s", "l", "l", "l", "l", "l", "q")
    assert top(app) == "TitleScreen"
    title = app.stack[-1]
    chosen = title.selected
    for _ in range(2):                      # Down held: the menu goes on down
        app.dispatch(key_event("down"))
    assert title.selected == chosen + 2
