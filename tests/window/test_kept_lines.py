"""The list of saved games says what each is (a Dooom save names its map and its bot's strategy), and deletes one
when the player says yes."""
from game.registry import GAMES
from roguelike_client.play.maps import load_map
from roguelike_client.play.session import Session
from tests.window.conftest import make_args
from tests.window.helpers import press, top


def saved_dooom(map_path: str, strategy: str) -> None:
    spec = GAMES["dooom"]
    name, text, _ = load_map(spec, map_path)
    session = Session.new(spec, 3, name, text, {"bot_strategy": strategy}, keep=True)
    session.submit("HELLO")
    assert session.leave()


def test_a_dooom_save_names_its_map_and_the_bots_strategy():
    from graphics.app import App
    from graphics.title import TitleScreen

    saved_dooom("large.txt", "collector")
    saved_dooom(None, "hunter")
    app = App(make_args(), headless=True)
    app.push(TitleScreen(app.context))
    press(app, "c")
    assert top(app) == "SavesScreen"
    lines = [text for _, text, _ in app.stack[-1].items]
    assert len(lines) == 2
    assert lines[0].startswith("The Dungeon of Dooom: ") and ", map small.txt, bot strategy hunter, " in lines[0]
    assert ", map large.txt, bot strategy collector, " in lines[1]


def test_a_save_is_deleted_from_the_list_once_the_player_says_yes():
    from graphics.app import App
    from graphics.title import TitleScreen
    from roguelike_client.userdata.saves import list_saves

    saved_dooom("large.txt", "collector")
    saved_dooom(None, "hunter")
    app = App(make_args(), headless=True)
    app.push(TitleScreen(app.context))
    press(app, "c", "delete")
    assert top(app) == "ConfirmScreen"
    press(app, "n")
    assert top(app) == "SavesScreen" and len(list_saves("dooom")[0]) == 2
    press(app, "down", "backspace", "y")
    assert top(app) == "SavesScreen"
    [kept], _ = list_saves("dooom")
    assert kept.record.options["bot_strategy"] == "hunter"
    assert len(app.stack[-1].items) == 1 and "bot strategy hunter" in app.stack[-1].items[0][1]
    press(app, "delete", "y")
    assert list_saves("dooom")[0] == [] and app.stack[-1].items[0][1] == "No saved games"
    press(app, "escape")
    assert top(app) == "TitleScreen" and not any("Continue" in label for _, label, _ in app.stack[-1].items)


def test_a_save_played_in_another_window_is_not_deleted():
    from graphics.app import App
    from graphics.title import TitleScreen
    from roguelike_client.userdata.saves import hold_save, list_saves

    saved_dooom(None, "hunter")
    [saved], _ = list_saves("dooom")
    held = hold_save(saved.path)
    try:
        app = App(make_args(), headless=True)
        app.push(TitleScreen(app.context))
        press(app, "c", "delete")
        assert top(app) == "SavesScreen" and "another window" in app.status
        assert len(list_saves("dooom")[0]) == 1
    finally:
        held.release()



def test_the_score_table_names_a_game_s_own_map_as_the_list_of_saves_does():
    """Playtest 13 read "default" on the score table and "map small.txt" on the list of saves for the same map."""
    from graphics.scores_screen import own_map

    assert [own_map(GAMES[name]) for name in ("dooom", "cc3k", "maze")] == ["small.txt", "default.txt", "generated"]
    saved_dooom(None, "hunter")
    from graphics.app import App
    from graphics.title import TitleScreen

    app = App(make_args(), headless=True)
    app.push(TitleScreen(app.context))
    press(app, "c")
    assert f", map {own_map(GAMES['dooom'])}, " in app.stack[-1].items[0][1]
