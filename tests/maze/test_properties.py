"""Property test: any sequence of commands on any generated maze keeps the game's invariants a player can see."""
from hypothesis import given, settings, strategies as st

from game.core import Pos
from game.maze.rules import Attack, Move
from game.maze.session import new_game

cells = st.builds(Pos, st.integers(0, 15), st.integers(0, 11))
commands = st.one_of(st.builds(Move, cells), st.builds(Attack, st.integers(0, 3), cells))


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 10**6), plan=st.lists(commands, max_size=160))
def test_random_commands_never_break_the_rules(seed, plan):
    game = new_game(seed, "", "")
    for command in plan:
        before = game.turn
        game.step(command)
        hero = game.hero
        assert game.rows[hero.y][hero.x] == "." and hero not in game.monster_at
        assert len(game.monster_at) == len(game.monsters)
        assert all(game.rows[m.pos.y][m.pos.x] == "." and game.monster_at[m.pos] is m for m in game.monsters)
        assert game.health <= 20 and game.turn <= 150 and all(charge >= 0 for charge in game.charges.values())
        assert game.turn == before + 1 or game.over
        if game.over:
            assert game.result in ("won", "died", "out of turns")
            assert game.health <= 0 or game.result != "died"
            break
