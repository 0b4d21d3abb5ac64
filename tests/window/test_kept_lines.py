"""The list of saved games says what each is: a Dooom save names its map and its bot's strategy."""
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
