"""Dooom under random command lines: no crash, nobody in a wall or on the other, gold neither made nor lost;
and every command's line reads back as the same command."""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from game.core import Direction, EventKind, Pos, Unknown
from game.dooom.commands import Hello, Look, Move, Pickup, Quit, Wait
from game.dooom.questions import walkable
from game.dooom.spec import SPEC
from tests.dooom.support import DATA, load, map_texts, places, say

MAPS = {name: load(DATA / name) for name in
        ("small_labyrinth.txt", "very_small_labyrinth.txt", "open_field.txt", "corridor.txt")}
GOOD_LINES = ["HELLO", "LOOK", "PICKUP", "MOVE N", "MOVE S", "MOVE E", "MOVE W"]
command_lines = st.one_of(
    st.sampled_from(GOOD_LINES),
    st.sampled_from(GOOD_LINES).map(str.lower),
    st.text(max_size=12),
    st.builds(lambda word, arg: f"{word} {arg}", st.sampled_from(["MOVE", "PICKUP", "LOOK"]), st.text(max_size=3)),
)
commands = st.one_of(
    st.sampled_from([Hello(), Look(), Pickup(), Quit(), Wait()]),
    st.sampled_from([direction for direction in Direction if direction.is_cardinal]).map(Move),
    st.one_of(command_lines, st.text()).map(SPEC.parse),
)


@settings(max_examples=150, deadline=None)
@given(map_name=st.sampled_from(sorted(MAPS)), seed=st.integers(0, 2**31), strategy=st.sampled_from(["collector", "hunter"]),
       lines=st.lists(command_lines, max_size=60))
def test_random_command_lines_keep_the_game_sound(map_name, seed, strategy, lines):
    dungeon = MAPS[map_name]
    game = SPEC.new_game(dungeon, seed, {"bot_strategy": strategy})
    total_gold = dungeon.gold_count()
    for line in lines:
        events = game.step(SPEC.parse(line))
        assert events, "every line gets an answer or ends the game"
        player, bot = places(game)
        assert player is not None and bot is not None
        assert dungeon.rows[player.y][player.x] != "#" and dungeon.rows[bot.y][bot.x] != "#"
        assert player != bot
        view = game.view()
        on_map = sum(row.count("G") for row in view.cells)
        assert on_map + view.detail.player_gold + view.detail.bot_gold == total_gold
        if isinstance(SPEC.parse(line), Unknown):
            assert [(event.kind, event.text) for event in events] == [(EventKind.INVALID, "FAIL")]
        if view.over:
            assert game.step(SPEC.parse("HELLO"))[0].text == "FAIL"
            break


@settings(max_examples=300, deadline=None)
@given(command=commands)
def test_every_command_reads_back_from_its_line(command):
    assert SPEC.parse(SPEC.format(command)) == command


@settings(max_examples=300, deadline=None)
@given(text=map_texts(), seed=st.integers(0, 2**31), moves=st.lists(st.sampled_from(GOOD_LINES), max_size=20))
def test_a_look_shows_the_5x5_around_the_player_as_the_map_is(text, seed, moves):
    game = SPEC.new_game(SPEC.read_map(text, "random.txt"), seed, {})
    for line in moves:
        say(game, line)
    if game.view().over:
        return
    reply = say(game, "LOOK")[0].split("\n")
    view = game.view()
    player, bot = places(game)
    expected = ["LOOKREPLY"]
    for dy in range(-2, 3):
        row = ""
        for dx in range(-2, 3):
            x, y = player.x + dx, player.y + dy
            if abs(dx) == abs(dy) == 2:
                row += "X"
            elif (x, y) == bot:
                row += "B"
            else:
                row += view.cells[y][x] if 0 <= y < view.height and 0 <= x < view.width else "#"
        expected.append(row)
    assert reply == expected


@settings(max_examples=120, deadline=None)
@given(text=map_texts(), seed=st.integers(0, 2**31), moves=st.lists(st.sampled_from(GOOD_LINES), max_size=12),
       word=st.sampled_from("NSEW"))
def test_a_walk_crosses_the_tiles_a_move_goes_onto(text, seed, moves, word):
    """The rules' answer to where a walk may go (questions.walkable) is where a MOVE takes the player."""
    game = SPEC.new_game(SPEC.read_map(text, "random.txt"), seed, {})
    for line in moves:
        if not game.view().over:
            say(game, line)
    if game.view().over:
        return
    player, _ = places(game)
    direction = {"N": Direction.NORTH, "S": Direction.SOUTH, "E": Direction.EAST, "W": Direction.WEST}[word]
    target = Pos(player.x + direction.dx, player.y + direction.dy)
    answer = walkable(game.view(), target)
    say(game, f"MOVE {word}")
    assert answer == (places(game)[0] == target)
