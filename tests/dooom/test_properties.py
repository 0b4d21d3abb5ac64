"""Dooom under random command lines: no crash, nobody in a wall or on the other, gold neither made nor lost."""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from game.core import EventKind
from game.dooom.mapfile import load_dungeon
from game.dooom.protocol import Unknown, parse_command
from game.dooom.rules import BOT, PLAYER, DooomGame
from tests.dooom.support import DATA

MAPS = {name: load_dungeon(str(DATA / name)) for name in
        ("small_labyrinth.txt", "very_small_labyrinth.txt", "open_field.txt", "corridor.txt")}
GOOD_LINES = ["HELLO", "LOOK", "PICKUP", "MOVE N", "MOVE S", "MOVE E", "MOVE W"]
command_lines = st.one_of(
    st.sampled_from(GOOD_LINES),
    st.sampled_from(GOOD_LINES).map(str.lower),
    st.text(max_size=12),
    st.builds(lambda word, arg: f"{word} {arg}", st.sampled_from(["MOVE", "PICKUP", "LOOK"]), st.text(max_size=3)),
)


@settings(max_examples=150, deadline=None)
@given(map_name=st.sampled_from(sorted(MAPS)), seed=st.integers(0, 2**31), strategy=st.sampled_from(["collector", "hunter"]),
       lines=st.lists(command_lines, max_size=60))
def test_random_command_lines_keep_the_game_sound(map_name, seed, strategy, lines):
    dungeon = MAPS[map_name]
    game = DooomGame(dungeon, seed, strategy)
    total_gold = dungeon.gold_count()
    for line in lines:
        events = game.step(parse_command(line))
        assert events, "every line gets an answer or ends the game"
        player, bot = game.positions[PLAYER], game.positions[BOT]
        assert dungeon.rows[player.y][player.x] != "#" and dungeon.rows[bot.y][bot.x] != "#"
        assert player != bot
        on_map = sum(row.count("G") for row in game.view().cells)
        assert on_map + game.gold[PLAYER] + game.gold[BOT] == total_gold
        if isinstance(parse_command(line), Unknown):
            assert [(event.kind, event.text) for event in events] == [(EventKind.INVALID, "FAIL")]
        if game.over:
            assert game.step(parse_command("HELLO"))[0].text == "FAIL"
            break
