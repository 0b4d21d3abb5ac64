"""The text grammar: every line a player can type at any prompt, read back from its own text, and refused where it means nothing."""
import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.core import Direction, EventKind, Unknown
from game.cc3k.commands import (
    HELP, Attack, ChooseRace, Freeze, Move, Quit, Restart, Use, format_command, parse_command,
)
from game.cc3k.spec import SPEC
from game.cc3k.tables import RACES
from tests.cc3k.boards import on_boards
from tests.cc3k.helpers import MOVE, E

directions = st.sampled_from(list(Direction))
commands = st.one_of(
    directions.map(Move), directions.map(Attack), directions.map(Use),
    st.sampled_from(sorted(RACES)).map(ChooseRace),
    st.sampled_from([Freeze(), Restart(), Quit()]),
    st.text(alphabet="auqrfsdvtgnoewx \t\r", max_size=8).map(parse_command),
)


@given(commands)
def test_every_command_reads_back_from_its_own_text(command):
    assert parse_command(format_command(command)) == command
    assert SPEC.parse(SPEC.format(command)) == command


@pytest.mark.parametrize("text, command", [
    ("no", Move(Direction.NORTH)), (" sw\n", Move(Direction.SOUTHWEST)), ("ea\r\n", Move(Direction.EAST)),
    ("a we", Attack(Direction.WEST)), ("a  ne", Attack(Direction.NORTHEAST)), ("u so", Use(Direction.SOUTH)),
    ("f", Freeze()), ("r", Restart()), ("q", Quit()), ("s", ChooseRace("s")), (" t ", ChooseRace("t")),
])
def test_the_rule_books_words(text, command):
    assert parse_command(text) == command


@pytest.mark.parametrize("text, reason", [
    ("", f"Empty command; {HELP}."),
    ("fly", f"Unknown command 'fly'; {HELP}."),
    ("s x", f"Unknown command 's x'; {HELP}."),
    ("no no", f"Unknown command 'no no'; {HELP}."),
    ("a up", "'a' needs one direction to attack: no so ea we ne nw se sw."),
    ("u", "'u' needs one direction to use: no so ea we ne nw se sw."),
])
def test_anything_else_is_unknown_with_the_reason(text, reason):
    assert parse_command(text) == Unknown(text, reason)


def test_a_race_that_does_not_exist_is_no_command():
    with pytest.raises(ValueError):
        ChooseRace("x")


@on_boards
def test_each_prompt_refuses_what_means_nothing_there_at_no_cost(board):
    game = board.game_with({(3, 4): "@"})
    events = game.step(ChooseRace("d"))          # a race letter during play
    assert [(e.kind, e.text) for e in events] == [(EventKind.INVALID, f"Unknown command 'd'; {HELP}.")]
    assert game.view().turn == 0 and game.view().messages == (f"Unknown command 'd'; {HELP}.",)
    game.step(Restart())
    for command in (MOVE[E], Freeze(), parse_command("hello")):     # the race prompt takes races and q
        assert game.step(command)[0].kind is EventKind.INVALID and game.view().phase == "race"
    game.step(ChooseRace("s"))
    game.step(parse_command("q"))
    assert game.step(ChooseRace("s"))[0].kind is EventKind.INVALID and game.view().phase == "quit"
