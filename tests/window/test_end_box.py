"""An ended game's box tells its place on the high-score table when it is something to tell: a game won, or one that
scored; a maze death that scored nothing is its score alone, not a first place."""
from game.core import Result
from tests.window.helpers import frame, game_app, press, top


def test_a_death_that_scored_nothing_has_no_place_told_and_a_win_does(tmp_path):
    rows = ["." * 16 for _ in range(12)]
    rows[0], rows[1], rows[2] = "444" + "." * 13, "4H4" + "." * 13, "444" + "." * 13    # vampires all round
    rows[11] = "." * 15 + "E"
    path = tmp_path / "vampires.txt"
    path.write_text("".join(row + "\n" for row in rows))
    app, _screen, session = game_app("maze", path, bot=None, bot_timeout=None)
    press(app, ".")
    assert session.view().result is Result.DIED and session.rank == 1 and top(app) == "MazeOverScreen"
    assert session.view().score <= 0 and app.stack[-1].box_lines()[1][0] == f"Score: {session.view().score}"
    frame(app)
    rows = ["." * 16 for _ in range(12)]
    rows[1] = "." * 14 + "HE"                                                            # the exit one step east
    path.write_text("".join(row + "\n" for row in rows))
    app, _screen, session = game_app("maze", path, bot=None, bot_timeout=None)
    press(app, "l")
    assert session.view().result is Result.WON and top(app) == "MazeOverScreen"
    assert app.stack[-1].box_lines()[1][0] == f"Score: {session.view().score}  (#1 on the table)"
