"""Menus by keys and by mouse; the title's games, replays to watch, and options (also during play)."""
import pygame
import pytest

import graphics.scores_screen
import graphics.screens
import graphics.title
from game.cc3k.tables import RACE_ORDER
from graphics.keymap import key_event
from graphics.boxes import ConfirmScreen
from graphics.display import MIN_WINDOW_SIZE
from graphics.kept_games import ReplaysScreen
from graphics.options_screen import OptionsScreen
from graphics.screens import MARGIN
from graphics.title import TitleScreen
from tests.window.helpers import frame, press, top
from roguelike_client.userdata import saves
from roguelike_client.userdata.records import Record
from roguelike_client.userdata.folder import data_dir


def motion(app, pos):
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))


def click(app, pos, button=1):
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))


def tap(app, *names):
    """Presses as a person makes them, each key let go before the next: a key held through an interrupt (an enemy
    coming next to the PC) would be ignored until let go. A race's letter on the race screen plays it (press)."""
    press(app, *names)


def label_of(app, index):
    return app.stack[-1].items[index][1]


def test_the_title_offers_every_game(make_app):
    app = make_app()
    press(app, "escape")
    title = app.stack[-1]
    assert [label for _key, label, _ in title.items[:3]] == [spec.title for spec in app.context.games]
    assert len(app.context.games) == 3


def test_pointing_highlights_a_choice_and_a_click_takes_it(make_app):
    app = make_app()
    press(app, "escape")
    title = app.stack[-1]
    surface = frame(app)
    maze = title.item_rects[1]
    motion(app, maze.center)
    assert title.selected == 1 and app.dirty
    # The highlighted row is drawn in the accent colour.
    surface = frame(app)
    accent = app.palette.accent
    assert any(surface.get_at((x, maze.centery + dy))[:3] == accent for x in range(maze.left, maze.left + 200)
               for dy in range(-4, 5))
    app.dirty = False
    motion(app, (maze.centerx, maze.centery + 1))       # the same choice: nothing to draw again
    assert not app.dirty
    motion(app, (2, 2))                                  # over nothing: the choice stays
    assert title.selected == 1
    click(app, (2, 2))
    assert top(app) == "TitleScreen"
    click(app, title.item_rects[1].center, button=3)     # only the first button chooses
    assert top(app) == "TitleScreen"
    click(app, title.item_rects[1].center)
    assert top(app) == "MazeScreen"


def test_arrows_and_enter_still_choose(make_app):
    app = make_app()
    press(app, "escape", "down", "down", "up", "return")
    assert top(app) == "MazeScreen"


def test_the_confirm_box_answers_a_click_on_yes_or_no(make_app):
    app = make_app()
    press(app, "s", "q")
    box = app.stack[-1]
    assert isinstance(box, ConfirmScreen)
    frame(app)
    motion(app, box.buttons[False].center)
    assert box.pointed is False
    click(app, box.buttons[False].center)
    assert top(app) == "PlayScreen"
    press(app, "q")
    frame(app)
    click(app, (1, 1))                                   # outside the buttons: still asking
    assert top(app) == "ConfirmScreen"
    click(app, app.stack[-1].buttons[True].center)
    assert top(app) == "TitleScreen" and app.session is None


def test_a_finished_game_is_watched_again_from_the_title(make_app):
    app = make_app("quick_win.txt")
    for seed_keys in (("s", "l", "l", "l", "l", "l"), ("d", "l", "l", "l", "l", "l")):
        press(app, *seed_keys)
        assert top(app) == "GameOverScreen"
        press(app, "escape")
        app.start_game("cc3k")
    press(app, "escape")
    assert top(app) == "TitleScreen"
    app.stack[-1].refresh()
    assert ("r", "Watch a replay (2 kept)") in [(key, label) for key, label, _ in app.stack[-1].items]
    press(app, "r")
    assert top(app) == "ReplaysScreen"
    frame(app)
    # The newest first; each says the game and how it ended before where it was.
    assert label_of(app, 0).startswith("ChamberCrawler3000: won") and "; Race Drow" in label_of(app, 0)
    assert label_of(app, 1).startswith("ChamberCrawler3000: won") and "; Race Shade" in label_of(app, 1)
    press(app, "down", "return")
    replay = app.stack[-1]
    assert top(app) == "ReplayScreen" and replay.record.commands[0] == "s"
    for _ in range(200):
        app.update(1 / 60)
    frame(app)
    assert replay.finished and replay.outcome.startswith("The replay ended exactly")
    press(app, "escape")
    assert top(app) == "ReplaysScreen"
    press(app, "escape")
    assert top(app) == "TitleScreen"


def test_a_broken_replay_is_said_and_left_where_it_is(make_app):
    app = make_app()
    folder = data_dir() / "replays"
    folder.mkdir(parents=True, exist_ok=True)
    broken = folder / "20240101-000000-000000-cc3k-seed1.json"
    broken.write_text("{")
    replays = ReplaysScreen(app.context)
    assert [label for _key, label, _ in replays.items] == ["No replays kept"]
    assert "20240101" in app.status and broken.exists()


def test_no_replays_no_choice_on_the_title(make_app):
    app = make_app()
    press(app, "escape")
    assert not any(label.startswith("Watch a replay") for _key, label, _ in app.stack[-1].items)


def test_options_offer_the_low_hp_warning_and_full_screen(make_app):
    app = make_app()
    press(app, "escape", "o")
    options = app.stack[-1]
    assert top(app) == "OptionsScreen"
    press(app, "w")
    assert app.settings.low_hp_percent == 40
    press(app, "W", "W", "W", "W", "W")
    assert app.settings.low_hp_percent == 0
    frame(app)
    assert any(label == "Low-HP warning: never (Left/Right or W/w)" for _key, label, _ in options.items)
    fullscreen = next(index for index, (key, _label, _) in enumerate(options.items) if key == "f11")
    press(app, "f11")
    assert app.settings.fullscreen
    frame(app)
    assert options.items[fullscreen][1] == "Full screen: on"
    click(app, options.item_rects[fullscreen].center)
    assert not app.settings.fullscreen


def test_left_and_right_change_the_chosen_setting_down_and_up(make_app):
    app = make_app()
    press(app, "escape", "o")
    options = app.stack[-1]
    row = next(index for index, (_key, label, _) in enumerate(options.items) if label.startswith("Low-HP warning"))
    options.selected = row
    press(app, "right")
    assert app.settings.low_hp_percent == 40
    press(app, "left", "left")
    assert app.settings.low_hp_percent == 20 and options.selected == row
    volume = next(index for index, (_key, label, _) in enumerate(options.items) if label.startswith("Sound volume"))
    options.selected = volume
    before = app.settings.volume
    press(app, "left")
    assert app.settings.volume == round(before - 0.1, 2)
    press(app, "return")
    assert app.settings.volume == before
    assert [label.split(":")[0] for _key, label, _ in options.items].count("Sound volume") == 1
    assert not any(label in ("Softer", "Lower", "Smaller board") for _key, label, _ in options.items)


def test_options_open_during_play_and_go_back_to_it(make_app):
    app = make_app()
    press(app, "s", "o")
    assert top(app) == "OptionsScreen"
    press(app, "w", "escape")
    assert top(app) == "PlayScreen" and app.settings.low_hp_percent == 40


def test_the_saved_games_letters_leave_the_menu_keys_alone(make_app):
    app = make_app()
    tap(app, "s", "q", "y")
    for _ in range(25):
        app.start_game("cc3k")
        tap(app, "s", "l", "q", "y")
    press(app, "c")
    saves = app.stack[-1]
    assert top(app) == "SavesScreen" and len(saves.items) >= 20
    letters = [key for key, _label, _ in saves.items if key]
    assert "j" not in letters and "k" not in letters and "q" not in letters
    press(app, "j", "j")
    assert saves.selected == 2


def test_a_title_made_again_after_a_replay_is_watched(make_app):
    """The title counts replays each time it comes back on top."""
    app = make_app("quick_win.txt")
    press(app, "s", "l", "l", "l", "l", "l", "escape")
    title = app.stack[-1]
    assert isinstance(title, TitleScreen)
    assert any(label == "Watch a replay (1 kept)" for _key, label, _ in title.items)


def test_a_race_is_chosen_by_pointing_at_its_rows_and_clicking(make_app):
    app = make_app()
    assert top(app) == "RaceScreen"
    races = app.stack[-1]
    frame(app)
    troll = races.item_rects[RACE_ORDER.index("t")]
    motion(app, (troll.centerx, troll.bottom - 3))          # on its ability line, under its name
    assert races.selected == RACE_ORDER.index("t")
    click(app, troll.center)
    assert top(app) == "PlayScreen" and app.session.view().detail.pc.race == "Troll"


def kept(game: str, seed: int, summary: str, result: str = "", options: dict | None = None, minute: int = 0) -> Record:
    """A record as the program keeps it, written here without playing the game (the lists only read these fields)."""
    from game.registry import GAMES

    final = {"phase": "over", "result": result, "score": 40, "turn": 99} if result else {}
    return Record(game=game, seed=seed, rules_version=GAMES[game].rules_version, options=options or {},
                  final=final, summary=summary, date=f"2026-11-23T16:{minute:02d}:00")


LONG_SUMMARY = "Race Vampire, Gold 1234, Floor 5, HP 0/150, turn 98765"
VERY_LONG = ", ".join([LONG_SUMMARY] * 3)       # wider than a 1296-pixel window


def texts_drawn(monkeypatch) -> list[str]:
    """Every text the shared screens' modules (the base and menus, the title, the scores) draw from
    now on."""
    drawn: list[str] = []
    real = graphics.screens.render

    def kept_render(font, text, colour):
        drawn.append(text)
        return real(font, text, colour)

    for module in (graphics.screens, graphics.title, graphics.scores_screen):
        monkeypatch.setattr(module, "render", kept_render)
    return drawn


def row_mask(surface, rect, background) -> list[tuple[int, int]]:
    """Where a row's pixels differ from the background, relative to its rectangle."""
    return [(x - rect.left, y - rect.top) for y in range(rect.top, rect.bottom) for x in range(rect.left, rect.right)
            if surface.get_at((x, y))[:3] != background]


def test_a_selected_row_stays_where_it_was(make_app):
    app = make_app()
    press(app, "escape")
    title = app.stack[-1]
    surface = frame(app)
    maze = title.item_rects[1].copy()
    # Past the marker: the key and the label, drawn the same whether chosen or not (only the colour changes).
    past_marker = maze.copy()
    past_marker.left += app.context.fonts.normal.size("> ")[0]
    past_marker.width = 300
    background = app.palette.background
    before = row_mask(surface, past_marker, background)
    press(app, "down")
    assert title.selected == 1
    surface = frame(app)
    assert title.item_rects[1] == maze
    assert row_mask(surface, past_marker, background) == before


@pytest.mark.parametrize("size", [MIN_WINDOW_SIZE, (1296, 640)])
def test_long_rows_go_on_over_a_second_line_or_are_cut_with_an_ellipsis_inside_the_window(make_app, monkeypatch,
                                                                                             size):
    app = make_app()
    for index, game in enumerate(("cc3k", "maze", "dooom")):
        saves.write_save(saves.new_save_path(game), kept(game, 10 + index, VERY_LONG, minute=index))
        saves.write_replay(kept(game, 20 + index, VERY_LONG, result="died", minute=index))
    pygame.display.set_mode(size)
    press(app, "escape")
    background = app.palette.background
    for letter, screen in (("c", "SavesScreen"), ("r", "ReplaysScreen")):
        press(app, letter)
        assert top(app) == screen
        drawn = texts_drawn(monkeypatch)
        surface = frame(app)
        labels = [label for _key, label, _ in app.stack[-1].items]
        # Each long row is drawn over one or two lines, the words in order: the whole label, or the label up to an
        # ellipsis where the room ends.
        for label in labels[:3]:
            first = next(at for at, text in enumerate(drawn) if text.startswith(label[:40]))
            second = drawn[first + 1] if first + 1 < len(drawn) else ""
            shown = drawn[first] + (f" {second}" if len(second) > 3 and second.rstrip(".") in label else "")
            assert shown == label or (shown.endswith("...") and label.startswith(shown[:-3])), (shown, label)
        # Nothing in the right margin, nor beyond the rows' rectangles.
        assert all(surface.get_at((x, y))[:3] == background for x in range(size[0] - MARGIN, size[0])
                   for y in range(size[1]))
        assert all(surface.get_rect().contains(rect) for rect in app.stack[-1].item_rects)
        press(app, "escape")


def test_the_replays_say_the_game_how_it_ended_the_seed_and_the_bot(make_app):
    app = make_app()
    bot = {"bot": "/usr/bin/python3 roguelike_client/bots/maze_bot.py --quick"}
    saves.write_replay(kept("maze", 31, "Health 0/20, Score 40, Hammer 5, Scythe 5, turn 99", "died", bot, minute=1))
    saves.write_replay(kept("dooom", 32, "Gold 0/3, Needed 3, Bot gold 3/3, Gold left 2, turn 50", "lost", minute=2))
    saves.write_replay(kept("cc3k", 33, LONG_SUMMARY, "won", {"carry_potions": True, "merchant_shop": True}, minute=3))
    labels = [label for _key, label, _ in ReplaysScreen(app.context).items]
    assert labels == [      # (the fifth playtest's save of a game with the bag and the shop did not say so)
        f"ChamberCrawler3000: won, score 40, seed 33; {LONG_SUMMARY}, carry potions, merchant shop, 2026-11-23 16:03",
        "The Dungeon of Dooom: lost, score 40, seed 32; Gold 0/3, Needed 3, Bot gold 3/3, Gold left 2, turn 50, "
        "2026-11-23 16:02",
        "The maze: died, score 40, played by maze_bot.py, seed 31; Health 0/20, Score 40, Hammer 5, Scythe 5, "
        "turn 99, 2026-11-23 16:01",
    ]


def test_a_list_longer_than_the_window_scrolls_with_the_choice(make_app):
    app = make_app()
    for index in range(20):
        saves.write_save(saves.new_save_path("cc3k"), kept("cc3k", index, LONG_SUMMARY, minute=index))
    press(app, "escape", "c")
    listed = app.stack[-1]
    assert top(app) == "SavesScreen" and len(listed.items) == 20
    # Drawn on a surface of its own, lower than any window is (the least window, 800x500, shows all 20 rows).
    surface = pygame.Surface((640, 360))
    footer_top = 360 - MARGIN - app.context.fonts.small.get_linesize()
    for step in range(25):
        listed.draw(surface)
        drawn = [rect for rect in listed.item_rects if rect.width]
        assert listed.item_rects[listed.selected].width, step          # the choice is always in sight
        assert 3 < len(drawn) < 20 and all(rect.bottom <= footer_top for rect in drawn)
        press(app, "down")
    press(app, "up", "up")
    listed.draw(surface)
    assert listed.item_rects[listed.selected].width


def test_options_opened_from_a_game_list_what_it_uses(make_app):
    from tests.window.helpers import game_app
    from tests.window.conftest import DATA

    app = make_app()
    every = [label.split(":")[0] for _key, label, _ in OptionsScreen(app.context).items]
    assert "Fog" in every and "Low-HP warning" in every
    press(app, "s", "o")
    listed = {"cc3k": app.stack[-1]}
    maze, _, _ = game_app("maze", DATA / "maze_small.txt", bot=None, bot_timeout=None)
    press(maze, "o")
    listed["maze"] = maze.stack[-1]
    dooom, _, _ = game_app("dooom", DATA / "dooom_hall.txt")
    press(dooom, "o")
    listed["dooom"] = dooom.stack[-1]
    assert all(isinstance(screen, OptionsScreen) for screen in listed.values())
    listed = {game: [label.split(":")[0] for _key, label, _ in screen.items] for game, screen in listed.items()}
    assert "Fog" in listed["maze"] and "Fog" not in listed["cc3k"] + listed["dooom"]
    assert "Low-HP warning" in listed["cc3k"] and "Low-HP warning" in listed["maze"]
    assert "Low-HP warning" not in listed["dooom"] and "Lower" not in listed["dooom"]
    assert all(set(listed[game]) <= set(every) for game in listed)


def test_at_the_smallest_size_options_and_a_saved_games_line_are_drawn_whole(make_app, monkeypatch):
    """At 800x500 a row too wide for the larger font is drawn in the small one, and one too wide even so goes on
    over a second line: the Options' board line and a saved game's usual line lose no word."""
    app = make_app()
    saves.write_save(saves.new_save_path("cc3k"), kept("cc3k", 10, LONG_SUMMARY + ", Atk 20, Def 15, seed 10"))
    pygame.display.set_mode(MIN_WINDOW_SIZE)
    press(app, "escape")
    for letter, screen in (("o", "OptionsScreen"), ("c", "SavesScreen")):
        press(app, letter)
        assert top(app) == screen
        drawn = texts_drawn(monkeypatch)
        frame(app)
        assert drawn and not [text for text in drawn if text.endswith("...")], drawn
        press(app, "escape")


def test_a_saved_game_a_bot_plays_says_so_in_the_list(make_app):
    """The eighth playtest could not tell a bot's saved maze from its own in "Continue a saved game"."""
    from graphics.kept_games import SavesScreen

    app = make_app()
    bot = {"bot": "/usr/bin/python3 roguelike_client/bots/maze_bot.py --quick"}
    saves.write_save(saves.new_save_path("maze"), kept("maze", 9, "Health 20/20, Score 0, turn 3", options=bot))
    saves.write_save(saves.new_save_path("maze"), kept("maze", 8, "Health 20/20, Score 0, turn 4", minute=1))
    labels = [label for _key, label, _ in SavesScreen(app.context).items]
    assert labels == ["The maze: Health 20/20, Score 0, turn 4, seed 8, 2026-11-23 16:01",
                      "The maze: played by maze_bot.py, Health 20/20, Score 0, turn 3, seed 9, 2026-11-23 16:00"]
