"""Property tests: any commands on any generated maze keep the rules' invariants; every command's line reads back as it."""
from hypothesis import given, settings, strategies as st

from game.core import Direction, EntityKind, Pos, Result, Unknown
from game.maze.commands import Attack, Forfeit, Help, Move, Quit, Step, Wait
from game.maze.protocol import java_trim
from game.maze.spec import SPEC

cells = st.builds(Pos, st.integers(0, 15), st.integers(0, 11))
commands = st.one_of(st.builds(Move, cells), st.builds(Attack, st.integers(0, 3), cells))
# What follows a command's words on its line: one line of text without spaces at either end (for a MOVE's or an
# ATTACK's message, as the referee trims it: Java's trim also takes control characters off the ends).
tails = st.text(st.characters(blacklist_categories=("Cs",), blacklist_characters="\r\n"), max_size=20).map(str.strip)
messages = tails.map(java_trim)
every_command = st.one_of(
    st.builds(Step, st.sampled_from(Direction)), st.just(Wait()), st.just(Quit()), st.just(Help()),
    st.builds(Move, cells, messages), st.builds(Attack, st.integers(0, 3), cells, messages),
    st.builds(Forfeit, tails),
)


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 10**6), plan=st.lists(commands, max_size=160))
def test_random_commands_never_break_the_rules(seed, plan):
    game = SPEC.new_game(None, seed, {"bot": "bot"})
    for command in plan:
        before = game.view().turn
        game.step(command)
        view = game.view()
        hero = view.detail.hero
        monsters = [entity.pos for entity in view.entities if entity.kind is EntityKind.ENEMY]
        assert view.cells[hero.y][hero.x] == "." and hero not in monsters
        assert len(set(monsters)) == len(monsters) and all(view.cells[pos.y][pos.x] == "." for pos in monsters)
        assert view.detail.health <= 20 and view.turn <= 150
        assert all(weapon.charges is None or weapon.charges >= 0 for weapon in view.detail.weapons)
        assert view.turn == before + 1 or view.over
        if view.over:
            assert view.result in (Result.WON, Result.DIED, Result.OUT_OF_TURNS)
            assert view.detail.health <= 0 or view.result is not Result.DIED
            break


@settings(max_examples=300, deadline=None)
@given(command=every_command)
def test_every_command_reads_back_from_its_line(command):
    assert SPEC.parse(SPEC.format(command)) == command


@settings(max_examples=300, deadline=None)
@given(line=st.text(max_size=30))
def test_any_line_is_a_command_or_unknown_and_reads_back_the_same(line):
    command = SPEC.parse(line)
    assert SPEC.parse(SPEC.format(command)) == command
    if isinstance(command, Unknown):
        assert command.reason
