"""The window: a stack of screens driven by a fixed-timestep loop that sleeps when nothing changes; headless runs too.
Screens return transitions; App.apply is the one place the stack, the games, the seeds and the settings change."""
from __future__ import annotations

import time
from typing import TYPE_CHECKING

from game.registry import GAMES
from graphics.context import Context, Fonts, window_module
from graphics.display import WINDOW_SIZE, Frame, open_window, prepare_sdl, start_size, window_surface
from graphics.transitions import (ChangeSetting, ContinueGame, Interrupt, LeaveGame, Outcome, Pop, Push, Quit, Redraw,
                                  Replace, SetSeed, StartGame, ToTitle, transitions)
from graphics.window_settings import WindowSettings
from roguelike_client.play.run import Run, RunOptions
from roguelike_client.play.session import SaveInUse, Session
from roguelike_client.play.shutdown import started

if TYPE_CHECKING:
    from graphics.gamepad import Gamepads

STEP = 1 / 60                 # seconds per update of animations
# SDL's own waiting for events polls internally and costs about 4% of a core here; a short sleep between
# polls costs far less. While a player is pressing keys the window polls every 2 ms, so a key is answered
# at once; after two quiet seconds it polls every 20 ms (at most a frame's wait for the next key).
ACTIVE_POLL_SECONDS = 0.002
IDLE_POLL_SECONDS = 0.020
ACTIVE_AFTER_INPUT_SECONDS = 2.0
REPEAT_DELAY_MS, REPEAT_INTERVAL_MS = 300, 60
SETTLE_SECONDS = 1.0              # headless: animation time run after the last key, before the screenshot
CAPTION = "Roguelike client"


class App(WindowSettings):
    """The window: its stack of screens, the loop, the games played in it, and (WindowSettings) its settings."""

    def __init__(self, args, headless: bool = False):
        """args: the checked command line (play/cli.py); read once, into typed options."""
        import pygame

        from graphics.board import BoardView
        from graphics.keymap import DEFAULT_KEYS, Keymap, key_name_exists
        from graphics.palette import HIGH_CONTRAST, STANDARD
        from graphics.text import bundled_font
        from roguelike_client.userdata.settings import load_keymap, load_settings

        prepare_sdl()
        self.run_games = Run(RunOptions.from_args(args))   # the games this window plays, one after another
        options = self.run_games.options
        pygame.display.init()
        pygame.font.init()
        self.headless = headless
        self.windowed_size = WINDOW_SIZE if headless else start_size()
        open_window(self.windowed_size, 0 if headless else pygame.RESIZABLE)
        pygame.display.set_caption(CAPTION)
        pygame.key.set_repeat(REPEAT_DELAY_MS, REPEAT_INTERVAL_MS)
        self.keys_down: set[int] = set()       # keys pressed and not yet let go
        self.keys_stopped: set[int] = set()    # held through something dangerous: their repeats do nothing
        self.drop_typed = False                # set by Interrupt: the keys already typed ahead are dropped
        self.calm_at = 0.0                     # until then (perf_counter), a person's keys came too soon after danger
        self._gamepads: Gamepads | None = None  # a pad's buttons become the keys of the actions they stand for
        self.frame = Frame()                   # what screens draw on: never under the least size, whatever the window
        self.stack: list = []
        self.shown = False                     # the first frame has been shown
        self.running = True
        self.dirty = True
        self.quit_asked = False                # closed once while its game could not be kept
        self.opening: tuple[str, object] | None = None   # the game to make after the first frame, its screen shown
        settings, settings_warning = load_settings()
        bindings, keymap_warning = load_keymap(DEFAULT_KEYS, key_name_exists)
        palette = HIGH_CONTRAST if settings.high_contrast else STANDARD
        # --cell-size and --tiles choose for this run; the settings file changes only when the player does.
        board = BoardView(palette, options.cell_size or settings.cell_size)
        board.fog = True
        # What screens are given; these objects are the App's too (it changes them when a screen asks).
        keymap = Keymap(bindings)
        # An action that a key bound twice leaves without any key is said at once, every one (help lists all the
        # keys with two meanings, the harmless ones too).
        disabled = "; ".join(keymap.disabled())
        self.context = Context(
            fonts=Fonts(bundled_font(24), bundled_font(20), bundled_font(40)),
            palette=palette, keymap=keymap, board=board, audio=self._open_audio(settings),
            settings=settings, next_seed=options.seed,
            status=settings_warning or keymap_warning or disabled)
        self.fonts, self.keymap, self.board = self.context.fonts, self.context.keymap, board
        self.settings, self.audio = settings, self.context.audio
        if settings.tiles or options.tiles:
            self.toggle_tiles()
        if settings.fullscreen and not headless:
            self.set_fullscreen(True)

    @property
    def gamepads(self) -> Gamepads:
        """The gamepads, opened after the first frame (or at a pad's first event, if sooner): SDL reports no pad
        before they are, and the first frame need not wait for them."""
        return self._gamepads if self._gamepads is not None else self._open_gamepads()

    def _open_gamepads(self) -> Gamepads:
        from graphics.gamepad import Gamepads

        self._gamepads = Gamepads()
        return self._gamepads

    @property
    def palette(self):
        return self.context.palette

    @property
    def status(self) -> str:
        """The one-line notice shown on top of every screen until the next key."""
        return self.context.status

    @status.setter
    def status(self, text: str) -> None:
        self.context.status = text

    # ----- transitions: the one place the stack and the games change -------------------------------

    def apply(self, outcome: Outcome) -> None:
        """Do what a screen asked, in the order asked, and draw the window again."""
        asked = transitions(outcome)
        for transition in asked:
            match transition:
                case Push(screen):
                    self.stack.append(screen)
                case Pop():
                    if self.stack:
                        self.stack.pop()
                    if not self.stack:
                        self.running = False
                case Replace(screen):
                    if self.stack:
                        self.stack.pop()
                    self.stack.append(screen)
                case ToTitle():
                    self.back_to_title()
                case Quit():
                    self.quit()
                case StartGame(name, options):
                    self.run_games.choose(name, dict(options))
                    self.start_game(name)
                case ContinueGame(saved, trusted):
                    self.continue_game(saved, trusted)
                case LeaveGame(unsaved):
                    if self.leave_game(unsaved):
                        self.back_to_title()
                case SetSeed(seed):
                    self.set_seed(seed)
                case ChangeSetting(name):
                    self.change_setting(name)
                case Interrupt(pause):
                    self.interrupt(pause)
                case Redraw():
                    pass
                case _:
                    raise TypeError(f"not a transition: {transition!r}")
        if asked:
            for index, screen in enumerate(self.stack):
                screen.covered = index < len(self.stack) - 1
            self.dirty = True

    def push(self, screen) -> None:
        self.apply(Push(screen))

    def back_to_title(self) -> None:
        from graphics.title import TitleScreen

        while len(self.stack) > 1 and not isinstance(self.stack[-1], TitleScreen):
            self.stack.pop()

    def quit(self) -> None:
        """Close the window, keeping the game being played; when it cannot be kept (a full disk), the window stays
        and says so, and closing it again quits without it."""
        if self.leave_game() or self.quit_asked:
            self.running = False
            return
        self.quit_asked = True
        self.status = f"{self.status} Close again to quit without it."

    # ----- games: the session layer's Run plays them; the window shows them -----------------------------

    @property
    def session(self) -> Session | None:
        """The game being played, saved when the window closes."""
        return self.run_games.session

    @property
    def match(self) -> list[Session]:
        """A match's games, one per bot, played side by side."""
        return self.run_games.match

    def set_seed(self, seed: int) -> None:
        self.run_games.set_seed(seed)
        self.context.next_seed = seed

    def prepare(self, game: str, map_path: str | None) -> None:
        """Read and check a game's map (raises core.MapError) and keep it for its new games."""
        self.run_games.prepare(game, map_path)

    def start_game(self, game: str) -> None:
        """A new game: recorded from its first command, shown from its first screen. With several bots, a match."""
        if len(self.run_games.seats_for(game)) > 1:
            self.start_match(game)
            return
        session = self.run_games.new_session(game)
        self.context.next_seed = self.run_games.upcoming_seed
        self.begin(session)

    def open_game(self, game: str) -> None:
        """The command line's game as the window opens: where the game's window module can draw its first screen
        before the game is made (CC3k's race screen: `opening`), that screen is the first frame and the game is made
        after it, before any key is read (after_first_frame); else the game starts at once."""
        opening = getattr(window_module(GAMES[game]), "opening", None)
        if opening is None or len(self.run_games.seats_for(game)) > 1:
            self.start_game(game)
            return
        import pygame

        screen = opening(self.context, self.run_games.options_for(game), self.run_games.upcoming_map_shown(game))
        self.opening = (game, screen)
        self.apply(Push(screen))
        pygame.display.set_caption(f"{GAMES[game].title}: {CAPTION}")

    def start_match(self, game: str) -> None:
        """A match: one game per bot on the same seed, shown side by side."""
        import pygame

        from roguelike_client.play.crash import watch

        if not self.leave_game():
            return
        match = [watch(session) for session in self.run_games.new_match(game)]
        self.context.next_seed = self.run_games.upcoming_seed
        spec = GAMES[game]
        pygame.display.set_caption(f"{spec.title} (match): {CAPTION}")
        self.apply(window_module(spec).show_match(self.context, match, self.run_games.options.results))

    def continue_game(self, saved, trusted: bool = False) -> None:
        """Rebuild a saved game by playing its commands again, then show it where it was left. A save that
        cannot be continued is kept aside (.bak) and said in the status line. A save is data, never a command:
        one that would run a program (a bot at the controls) first shows it and asks."""
        from game.core import MapError
        from graphics.boxes import ConfirmScreen
        from roguelike_client.play.text import shown
        from roguelike_client.userdata.aside import aside_note

        record = saved.record
        rules = GAMES[record.game].bot
        command = record.options.get(rules.command_option) if rules is not None else None
        if command and not trusted:
            question = (f"This saved game is played by the program: {shown(str(command), 300)} -- continuing it runs "
                        "that command on this computer. Run it?")
            self.apply(Push(ConfirmScreen(self.context, question, lambda: ContinueGame(saved, trusted=True))))
            return
        try:
            session = self.run_games.continued(record, saved.path)
        except SaveInUse as error:      # another window plays it: the save stays where it is, for that window
            self.status = f"This saved {GAMES[record.game].title} game cannot be continued: {error}"
            return
        except (MapError, ValueError, KeyError, TypeError) as error:
            self.status = f"This saved {GAMES[record.game].title} game cannot be continued: {error} ({aside_note(saved.path)})"
            return
        self.begin(session)

    def begin(self, session: Session) -> None:
        import pygame

        from roguelike_client.play.crash import watch

        if not self.leave_game():
            session.close()         # the game being played stays: it could not be kept
            return
        self.run_games.begin(watch(session))
        pygame.display.set_caption(f"{session.spec.title}: {CAPTION}")
        self.apply(window_module(session.spec).show(self.context, session))

    def leave_game(self, unsaved: bool = False, save: bool = True) -> bool:
        """Leaving the game being played: unfinished, it is saved to be continued; over, it becomes a replay. False
        when it could not be kept (a full disk): the player stays in it, and the status line says why. unsaved: the
        player chose to leave it all the same, told it cannot be saved. save=False: an unfinished game is not saved
        to be continued (a headless run's keys ended in it: nobody played it)."""
        import pygame

        playing = self.session is not None or bool(self.match)
        left = self.run_games.leave(unsaved, save)
        if left.notice:
            self.status = left.notice
        if not left.gone:
            return False
        if playing:
            self.quit_asked = False
            self.context.next_seed = self.run_games.upcoming_seed
            pygame.display.set_caption(CAPTION)
        return True

    # ----- the loop -------------------------------------------------------------------------------

    def interrupt(self, pause: float) -> None:
        """Stop the keys that were carrying the player on: those typed ahead are dropped (from SDL's queue here,
        from the batch being handled by take), those a person presses in the next `pause` seconds too, and a key
        held down repeats no more until it is pressed again."""
        import pygame

        pygame.event.clear(typed_ahead())
        self.keys_stopped |= self.keys_down
        self.drop_typed = True
        self.calm_at = time.perf_counter() + pause

    def take(self, events: list, now: float, live: bool) -> None:
        """One batch of events from SDL, given to the screens in order; a key, button or click given ahead of
        danger is dropped: after an Interrupt in the same batch, or (a person's, live) before the pause after it
        has passed. A script's presses (--keys, tests) are meant: they wait for nothing."""
        self.drop_typed = False
        for event in events:
            if event.type in typed_ahead() and (self.drop_typed or (live and now < self.calm_at)):
                self.swallowed(event)
                continue
            self.dispatch(event)
            if not self.running:
                return
        # A gamepad's stick is read once the whole batch is: a diagonal push comes as two events. Its push is given
        # ahead of danger as a key would be.
        context = getattr(self.stack[-1], "keys_context", None) if self.stack else None
        for key in self._gamepads.settle(self.keymap, context) if self._gamepads is not None else ():
            if key.type in typed_ahead() and (self.drop_typed or (live and now < self.calm_at)):
                self.swallowed(key)
                continue
            self.dispatch(key)

    def swallowed(self, event) -> None:
        """A key, button or click given just after danger was dropped: the status line says so, so that a press
        that did nothing is never a mystery (a held key's repeat goes without a word: the log says why it stopped)."""
        if getattr(event, "key", None) in self.keys_down:
            return
        self.status = "A key pressed just after danger was not taken: press it again to act."
        self.dirty = True

    def key_passes(self, event) -> bool:
        """Whether a key event goes to the screens: not the repeats of a key stopped by an interrupt. A KEYDOWN
        that passes is marked `repeat` when its key is still down from before (no KEYUP since): a held key's
        repeat, which screens may take otherwise than a press (a walk's safety stop, the maze's wait)."""
        import pygame

        if event.type == pygame.KEYUP:
            self.keys_down.discard(event.key)
            self.keys_stopped.discard(event.key)
            return False
        if event.key in self.keys_stopped:
            # A held key's repeats stopped after its first press met danger: the play screen says why, once.
            said = getattr(self.stack[-1], "held_key_stopped", None) if self.stack else None
            if said is not None and said():
                self.dirty = True
            return False
        event.repeat = event.key in self.keys_down
        self.keys_down.add(event.key)
        return True

    def dispatch(self, event) -> None:
        """An event to the top screen, and what it returns applied. A key or a click is drawn after; the pointer's
        moves only when the screen says its look changed, so moving the mouse over nothing costs no frames."""
        import pygame

        context = getattr(self.stack[-1], "keys_context", None) if self.stack else None
        as_keys = None
        if self._gamepads is not None or pad_event(event):
            as_keys = self.gamepads.translate(event, self.keymap, context)
        if as_keys is not None:
            for key in as_keys:
                self.dispatch(key)
            return
        if event.type in (pygame.KEYDOWN, pygame.KEYUP) and not self.key_passes(event):
            return
        event = self.frame.mapped(event)      # in a thin window, the pointer on the frame as it is drawn
        if event.type == pygame.WINDOWFOCUSLOST:
            self.keys_down.clear()        # keys let go elsewhere send no KEYUP here
            self.keys_stopped.clear()
        if event.type == pygame.QUIT:
            self.apply(Quit())
        elif event.type in (pygame.VIDEORESIZE, pygame.WINDOWRESIZED, pygame.WINDOWEXPOSED):
            self.dirty = True
        elif self.stack:
            if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
                if event.type == pygame.KEYDOWN or event.button in (1, 2, 3):
                    self.status = ""        # a key or a click (not the wheel) is the next deliberate action
                self.dirty = True
            screen = self.stack[-1]
            self.apply(screen.handle(event))
            if event.type == pygame.KEYDOWN and (not self.stack or self.stack[-1] is not screen):
                # A key that led to another screen does not go on there: its repeats, a key held or one a slow
                # system repeats before it sees the key let go, wait until it is let go (the end box's q, held,
                # would quit from the title).
                self.keys_stopped.add(event.key)

    def visible(self) -> list:
        """The screens drawn: the top opaque one and the overlays above it."""
        bottom = len(self.stack) - 1
        while bottom > 0 and not self.stack[bottom].opaque:
            bottom -= 1
        return self.stack[max(bottom, 0):]

    def animating(self) -> bool:
        return any(screen.animating for screen in self.visible())

    def update(self, dt: float) -> None:
        """One step of every screen's time; a frame is drawn while any animates, and once more when they stop."""
        animated = self.animating()
        for screen in list(self.stack):
            self.apply(screen.update(dt))
        if animated:
            self.dirty = True

    def draw(self) -> None:
        import pygame

        self.compose()
        pygame.display.flip()
        self.dirty = False
        if not self.shown:
            self.shown = True
            self.after_first_frame()

    def after_first_frame(self) -> None:
        """What the first frame is not kept waiting for: the game it shows the first screen of (open_game), the sound
        device, the gamepads, and the cycle collector back to its own pace (see shutdown.starting)."""
        if self.opening is not None:
            game, screen = self.opening
            self.opening = None
            if self.stack and self.stack[-1] is screen:
                self.apply(Pop())       # its game's own screen takes its place
            self.start_game(game)
        if self.audio is not None:
            self.audio.open()
        started()
        if self._gamepads is None:
            self._open_gamepads()   # from now on SDL reports the pads plugged in

    def compose(self) -> None:
        """Draw the visible screens into the window (through the frame: whole and smaller where the window is thinner
        than the least size), without showing it yet."""
        window = window_surface()
        surface = self.frame.begin(window)
        for screen in self.visible():
            screen.draw(surface)
        if self.status:
            self.draw_status(surface)
        self.frame.show(window, self.palette.background)

    def draw_status(self, surface) -> None:
        """The status line on a band of its own at the bottom of the area the screen under it gives it (a play screen:
        its footer's place, never over the board; else the window's bottom), wrapped to the area's width."""
        import pygame

        from graphics.text import render, wrap

        small = self.fonts.small
        width, height = surface.get_size()
        place = getattr(self.visible()[0], "status_area", None)
        area = place((width, height)) if place is not None else pygame.Rect(0, 0, width, height)
        lines = wrap(small, self.status, max(1, area.width - 16))
        tall = min(area.height, len(lines) * small.get_linesize() + 4)     # the footer's own height: the log stays
        band = pygame.Rect(area.left, area.bottom - tall, area.width, tall)
        surface.fill(self.palette.panel, band)
        for number, line in enumerate(lines):
            image = render(small, line, self.palette.bad)
            surface.blit(image, (band.left + 8, band.top + 2 + number * small.get_linesize()))

    def run(self, presses: list[str] | None = None, screenshot: str | None = None) -> None:
        """Run until the last screen closes. With presses (headless), feed them one per loop turn, let the
        animations finish, and save the last frame."""
        import pygame

        from graphics.keymap import key_event

        previous = last_input = time.perf_counter()
        lag = 0.0
        pending = list(presses or [])
        scripted = presses is not None
        if not self.shown:
            self.draw()         # the first frame before any key: the game it shows is made after it (open_game)
        while self.running:
            if scripted:
                if not pending and not pygame.event.peek():
                    break
                if pending:
                    # A press is a key going down and coming up, as a person's is.
                    pressed = key_event(pending.pop(0))
                    pygame.event.post(pressed)
                    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pressed.key, mod=pressed.mod,
                                                         unicode="", scancode=0))
                events = pygame.event.get()
            else:
                events = pygame.event.get()
                if events:
                    last_input = time.perf_counter()
                elif not (self.dirty or self.animating()):
                    quiet = time.perf_counter() - last_input
                    time.sleep(ACTIVE_POLL_SECONDS if quiet < ACTIVE_AFTER_INPUT_SECONDS else IDLE_POLL_SECONDS)
                    previous = time.perf_counter()   # time spent asleep animates nothing
                    continue
            self.take(events, time.perf_counter(), live=not scripted)
            now = time.perf_counter()
            lag += min(now - previous, 0.25)
            previous = now
            while lag >= STEP:
                self.update(STEP)
                lag -= STEP
            if self.running and (self.dirty or self.animating()):
                self.draw()
                if self.animating() and not scripted:
                    time.sleep(max(0.0, STEP - (time.perf_counter() - now)))
        if scripted and self.stack:
            for _ in range(int(SETTLE_SECONDS / STEP)):
                self.update(STEP)
            self.draw()
        if screenshot:
            pygame.image.save(window_surface(), screenshot)
        self.close_screens()

    def close_screens(self) -> None:
        """Screens that hold something outside the window (a bot's process) let go of it."""
        for screen in reversed(self.stack):
            close = getattr(screen, "close", None)
            if close is not None:
                close()


def pad_event(event) -> bool:
    """Whether an event is a gamepad's (a pad plugged in, a button, a stick)."""
    from graphics.gamepad import CONTROLLER_EVENTS, DEVICE_EVENTS, JOYSTICK_EVENTS

    return event.type in DEVICE_EVENTS or event.type in CONTROLLER_EVENTS or event.type in JOYSTICK_EVENTS


def typed_ahead() -> tuple[int, ...]:
    """The events a player gives ahead of the game: a key or a gamepad's button going down, a click."""
    import pygame

    return (pygame.KEYDOWN, pygame.CONTROLLERBUTTONDOWN, pygame.JOYBUTTONDOWN, pygame.MOUSEBUTTONDOWN)
