"""Invariants under any command sequence: one object per cell, enemies stay home, stats stay in bounds, nothing raises."""
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.core import Direction
from game.cc3k.commands import Attack, ChooseRace, Freeze, Move, Quit, Restart, Use
from game.cc3k.layout import load_layout
from game.cc3k.paths import DEFAULT_FLOOR
from game.cc3k.rules import CC3kGame

PLANS = load_layout(DEFAULT_FLOOR)

directions = st.sampled_from(list(Direction))
commands = st.one_of(
    directions.map(Move), directions.map(Move), directions.map(Move),
    directions.map(Attack), directions.map(Use),
    st.just(Freeze()), st.just(Restart()), st.just(Quit()),
    st.sampled_from("sdvgtx").map(ChooseRace),
)


def check_invariants(game: CC3kGame, homes: dict) -> None:
    if game.phase not in ("play", "over") or game.floor is None:
        return
    floor, player = game.floor, game.player
    objects = [i.pos for i in floor.items] + [e.pos for e in floor.enemies] + [floor.stairs]
    assert len(objects) == len(set(objects)), "two objects share a cell"
    assert game.pc not in [e.pos for e in floor.enemies] and game.pc != floor.stairs
    on_item = [i for i in floor.items if i.pos == game.pc]
    assert all(type(i).__name__ == "Gold" and i.guard is not None for i in on_item)
    assert floor.terrain[game.pc.y][game.pc.x] in ".+#"
    for enemy in floor.enemies:
        assert floor.chamber_at[enemy.pos.y][enemy.pos.x] == homes.setdefault(id(enemy), enemy.chamber)
        assert 0 < enemy.hp <= enemy.kind.hp
        if enemy.kind.glyph == "D":
            assert homes.setdefault(("D", id(enemy)), enemy.pos) == enemy.pos
    assert 0 <= player.hp and (player.race.max_hp is None or player.hp <= player.race.max_hp)
    assert player.atk >= 0 and player.defense >= 0 and player.gold >= 0
    assert (player.hp == 0) == (game.result == "died")


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31 - 1), race=st.sampled_from("sdvgt"), script=st.lists(commands, max_size=120))
def test_random_command_sequences_keep_the_rules(seed, race, script):
    game = CC3kGame(PLANS, seed)
    game.step(ChooseRace(race))
    homes: dict = {}
    for command in script:
        floor_before = game.floor
        events = game.step(command)
        assert all(e.text for e in events)
        if game.floor is not floor_before:
            homes = {}
        check_invariants(game, homes)
        if game.phase == "quit":
            break
