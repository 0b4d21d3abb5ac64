"""Invariants under any command sequence, on the rule book's floors and on random ones: one object per cell, enemies
stay home, stats stay in bounds, nothing raises; and with the extras, a bag within its size and refusals that change
nothing."""
from collections import Counter
from dataclasses import replace

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.core import Direction, EntityKind, EventKind, Result
from game.cc3k.commands import (
    Attack, Browse, Buy, ChooseRace, Drink, Freeze, Inventory, Move, PickUp, Quit, Restart, Use, parse_command,
)
from game.cc3k.mapfile import WALKABLE, find_chambers
from game.cc3k.spec import SPEC
from game.cc3k.tables import BAG_SIZE, RACES
from tests.cc3k.boards import BOARDS, RANDOM_DUNGEONS, on_boards

directions = st.sampled_from(list(Direction))
commands = st.one_of(
    directions.map(Move), directions.map(Move), directions.map(Move),
    directions.map(Attack), directions.map(Use),
    st.just(Freeze()), st.just(Restart()), st.just(Quit()),
    st.sampled_from("sdvgt").map(ChooseRace), st.just(parse_command("x")),
)


def _chamber_of(cells) -> dict:
    return {pos: index for index, tiles in enumerate(find_chambers(list(cells))) for pos in tiles}


def check_invariants(game, memory: dict) -> None:
    """What must hold after every step, read from the view. memory carries what the previous call saw, so
    that enemies can be followed from turn to turn: on the same floor, one turn later, the enemies of each
    kind in each chamber can only have become fewer (they never leave their chamber), and no dragon moves."""
    view = game.view()
    pc_status = view.detail.pc
    if view.phase not in ("play", "over") or pc_status is None:
        memory.clear()
        return
    entities = list(view.entities)
    (pc,) = [e for e in entities if e.kind is EntityKind.PLAYER]
    others = [e for e in entities if e.kind is not EntityKind.PLAYER]
    cells = [e.pos for e in others]
    assert len(cells) == len(set(cells)), "two objects share a cell"
    under = [e for e in others if e.pos == pc.pos]
    assert all(e.kind is EntityKind.GOLD and e.name.endswith(", guarded by a dragon") for e in under)
    assert view.cells[pc.pos.y][pc.pos.x] in WALKABLE
    enemies = [e for e in others if e.kind is EntityKind.ENEMY]
    for enemy in enemies:
        assert 0 < enemy.hp <= enemy.max_hp
    race = next(r for r in RACES.values() if r.name == pc_status.race)
    assert 0 <= pc_status.hp and (race.max_hp is None or pc_status.hp <= race.max_hp)
    assert pc_status.atk >= 0 and pc_status.defense >= 0 and pc_status.gold >= 0
    assert (pc_status.hp == 0) == (view.result is Result.DIED)

    if "chambers" not in memory or memory.get("cells") is not view.cells:
        memory["cells"], memory["chambers"] = view.cells, _chamber_of(view.cells)
    chamber_of = memory["chambers"]
    homes = Counter((chamber_of.get(e.pos), e.glyph) for e in enemies)
    dragons = {e.pos for e in enemies if e.glyph == "D"}
    here = (view.detail.floor, view.turn)
    before = memory.get("where")
    if before is not None and before[0] == here[0] and here[1] in (before[1], before[1] + 1):
        assert homes <= memory["homes"], "an enemy left its chamber"
        assert dragons <= memory["dragons"], "a dragon moved"
    memory.update(where=here, homes=homes, dragons=dragons)


@on_boards
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31 - 1), race=st.sampled_from("sdvgt"), script=st.lists(commands, max_size=120),
       dungeon=st.integers(0, RANDOM_DUNGEONS - 1))
def test_random_command_sequences_keep_the_rules(board, seed, race, script, dungeon):
    # The whole dungeon is the board's: the rule book's five floors, or five random ones (whichever dungeon).
    game = SPEC.new_game(board.dungeon(dungeon), seed, {})
    game.step(ChooseRace(race))
    memory: dict = {}
    for command in script:
        events = game.step(command)
        assert events and all(e.text for e in events)
        check_invariants(game, memory)
        if game.view().phase == "quit":
            break


extras_commands = st.one_of(
    commands, directions.map(PickUp), st.integers(1, 4).map(Drink), st.just(Inventory()), directions.map(Browse),
    st.builds(Buy, directions, st.sampled_from(["RH", "BA", "BD", "PH"])),
)


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31 - 1), race=st.sampled_from("sdvgt"), script=st.lists(extras_commands, max_size=120),
       carry=st.booleans(), shop=st.booleans())
def test_random_command_sequences_with_the_extras_keep_the_rules(seed, race, script, carry, shop):
    """With either extra or both: the same invariants, a bag never over its size, wares only from neutral merchants,
    and a refusal that changes nothing but the messages."""
    game = SPEC.new_game(BOARDS[0].dungeon(0), seed, {"carry_potions": carry, "merchant_shop": shop})
    game.step(ChooseRace(race))
    memory: dict = {}
    for command in script:
        before = game.view()
        events = game.step(command)
        assert events and all(e.text for e in events)
        after = game.view()
        if events[0].kind is EventKind.INVALID:
            assert replace(after, messages=()) == replace(before, messages=())
        check_invariants(game, memory)
        detail = after.detail
        if carry:
            assert len(detail.bag) <= detail.bag_size == BAG_SIZE
        if shop and after.phase == "play":
            merchants = [e.pos for e in after.entities if e.glyph == "M"]
            assert [wares.pos for wares in detail.wares] == ([] if detail.merchants_hostile else merchants)
        if after.phase == "quit":
            break
