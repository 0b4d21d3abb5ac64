"""The window opened from the command line: a headless run's own data folder, the key script and a named map read
before any window (a bad one is one line and status 2), a display that cannot be reached said, then the App on the
title with the chosen game, replay or proving ground over it."""
from __future__ import annotations

import os
import sys

from graphics.app import CAPTION, App
from graphics.display import prepare_sdl
from graphics.key_script import KeyScriptError, read_key_script
from roguelike_client.play.maps import load_map
from roguelike_client.play.run import RunOptions
from roguelike_client.play.session import Session


def remove_scratch(folder: str) -> None:
    """A headless run's own data folder goes when the program ends, unless it holds a crash log the run named."""
    import shutil

    if not os.path.isdir(os.path.join(folder, "crashes")):
        shutil.rmtree(folder, ignore_errors=True)


def run(spec, args) -> int:
    """Open the window on the chosen game; problems with the map or the key script are one line and status 2."""
    from game.core import MapError

    options = RunOptions.from_args(args)
    headless = options.headless
    if headless:
        os.environ["SDL_VIDEODRIVER"] = "dummy"
        os.environ["SDL_AUDIODRIVER"] = "dummy"
        # A scripted run (tests, screenshots) keeps its settings, saves and scores to itself unless told
        # where: the player's own files are never touched by it.
        if not os.environ.get("ROGUELIKE_DATA_DIR"):
            import atexit
            import tempfile

            scratch = tempfile.mkdtemp(prefix="roguelike-headless-")
            os.environ["ROGUELIKE_DATA_DIR"] = scratch
            atexit.register(remove_scratch, scratch)
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    presses = None
    if options.keys is not None:
        try:
            presses = read_key_script(options.keys)
        except KeyScriptError as error:
            sys.stderr.write(f"{error}\n")
            return 2
    elif headless:
        presses = []          # nothing to press: draw the first screen (and save it) and end
    replay = options.replay
    loaded = None
    try:
        if options.map:
            # A map the player names is read before any window: a bad one is a single line. The game's own map is
            # read when its first game starts (Run.map_of), after the first frame.
            loaded = load_map(spec, options.map)
        if replay is not None:
            # The replay screen reads the record's map again once the window is open; reading it here keeps a
            # bad one to a single line, before any window.
            Session.replay(spec, replay)
    except MapError as error:
        sys.stderr.write(f"{error}\n")
        return 2
    import pygame

    from graphics.title import TitleScreen

    if not headless:
        # With a display named but unreachable, SDL falls back to a window nobody can see: say so instead.
        # (SDL writes its own attempts, such as Wayland's, from C: the one line below says what matters.)
        from graphics.audio import c_stderr_silenced

        prepare_sdl()
        with c_stderr_silenced():
            pygame.display.init()
        if pygame.display.get_driver() in ("offscreen", "dummy") and \
                os.environ.get("SDL_VIDEODRIVER") not in ("offscreen", "dummy"):
            pygame.display.quit()
            sys.stderr.write("no display to open a window on: play in the terminal with --text, "
                             "or run the window with --headless\n")
            return 2
    app = App(args, headless)
    if loaded is not None:
        app.run_games.maps[spec.name] = loaded       # read once: the games played on it take the game's reading
    # The title lies under the chosen game's first screen: backing out of the game goes there.
    app.push(TitleScreen(app.context))
    if replay is not None:
        from graphics.replay_screen import ReplayScreen

        app.push(ReplayScreen(app.context, replay))
        pygame.display.set_caption(f"{spec.title} (replay): {CAPTION}")
    elif options.seeds is not None:
        from graphics.proving_screen import ProvingScreen
        from roguelike_client.play.proving import default_jobs, plan_from

        map_name, map_text, _ = app.run_games.map_of(spec.name)
        plan = plan_from(spec, options.seats, options.seeds, map_name, map_text)
        app.push(ProvingScreen(app.context, spec, plan, options.jobs or default_jobs(), options.results,
                               options.plot))
        pygame.display.set_caption(f"{spec.title} (proving ground): {CAPTION}")
    else:
        app.open_game(spec.name)
    try:
        app.run(presses, options.screenshot)
    finally:
        # A headless run's keys that end in a game leave it unsaved: the list of saved games holds games people
        # played (the keys save one by leaving it with the leave box's save, as a person does).
        app.leave_game(save=not headless)
        pygame.quit()
    return 0
