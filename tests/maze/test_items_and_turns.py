"""What the hero picks up by stepping on it, how the bot's MOVE search walks, and the end after 150 actions."""
from game.core import Direction, EntityKind, EventKind, Pos, Result
from game.maze.commands import Attack, Move, Step
from tests.maze.support import BOT, charges, game_of, health, hero, items, monsters, open_field, wait

EAST = Step(Direction.EAST)


def test_treasure_potion_and_chests_are_taken_by_stepping_on_them():
    # The orc two cells west of the start hits for 2 each turn and never moves (its view is its reach).
    game = game_of(["3.H.tpabc"])
    for _ in range(6):
        wait(game)
    assert health(game) == 8 and game.view().score == -12
    game.step(EAST)                       # three cells from the orc: out of its reach
    game.step(EAST)
    assert game.view().score == -12 + 100
    events = game.step(EAST)
    assert health(game) == 18 and events[-1].kind is EventKind.HEALED and events[-1].amount == 10
    for _ in range(3):
        game.step(EAST)
    assert charges(game) == {1: 6, 2: 6, 3: 6}
    assert items(game.view()) == [(Pos(15, 11), "exit")]


def test_a_potion_never_raises_health_above_20():
    game = game_of(["3.Hp"])
    wait(game)
    assert health(game) == 18
    events = game.step(EAST)
    assert health(game) == 20 and events[-1].kind is EventKind.HEALED and events[-1].amount == 2


def test_attacks_and_monsters_leave_items_alone():
    game = game_of(["H.t"])
    game.step(Attack(3, Pos(2, 0)))
    assert (Pos(2, 0), "treasure") in items(game.view()) and game.view().score == 0


def test_the_exit_wins_at_once_with_10000():
    game = game_of(["H.E"])
    game.step(Move(Pos(2, 0)))
    assert hero(game) == Pos(1, 0) and not game.view().over
    events = game.step(Move(Pos(2, 0)))
    view = game.view()
    assert view.over and view.result is Result.WON and view.score == 10000 and events[-1].kind is EventKind.WON


def test_bot_move_takes_the_first_step_of_a_shortest_path_within_view():
    game = game_of([
        "H.X",
        ".X.",
        "...",
    ])
    game.step(Move(Pos(2, 2)))  # left, right, up, down: the way down is found first
    assert hero(game) == Pos(0, 1)


def test_bot_move_to_an_unreachable_cell_heads_for_the_nearest_reached_cell_or_stays():
    game = game_of(["H..X.", "XXXXX"], bot=BOT)
    game.step(Move(Pos(4, 0)))
    assert hero(game) == Pos(1, 0)
    game.step(Move(Pos(4, 0)))
    game.step(Move(Pos(4, 0)))
    view = game.view()
    assert hero(game) == Pos(2, 0) and view.turn == 3 and list(view.messages) == ["You stay where you are."]


def test_bot_move_ignores_monsters_and_a_step_onto_one_is_a_sword_blow():
    game = game_of(["H0."])
    game.step(Move(Pos(2, 0)))
    assert hero(game) == Pos(0, 0) and monsters(game.view()) == [] and game.view().score == 1


def test_the_game_ends_after_the_150th_action_without_the_monsters_answering():
    # The orc three cells east does nothing while the hero waits; after the 150th action, a step into its reach,
    # it would strike if the monsters still had a turn.
    game = open_field((5, 5), {(8, 5): "3"})
    for _ in range(149):
        wait(game)
    assert health(game) == 20
    events = game.step(EAST)
    view = game.view()
    assert view.over and view.result is Result.OUT_OF_TURNS and view.turn == 150 and health(game) == 20
    assert events[-1].text == "150 actions used: time is up."
    assert view.stats[-1].value == "150 / 150"


def test_view_describes_everything_a_window_draws():
    game = game_of(["H.t", ".14"], seed=7)
    view = game.view()
    assert len(view.cells) == 12 and all(len(row) == 16 for row in view.cells)
    assert set("".join(view.cells)) == {".", "X"}
    kinds = {(e.pos, e.kind, e.glyph, e.name, e.hp, e.max_hp) for e in view.entities}
    assert (Pos(0, 0), EntityKind.PLAYER, "@", "hero", 20, 20) in kinds
    assert (Pos(1, 1), EntityKind.ENEMY, "1", "skeleton", 6, 6) in kinds
    assert (Pos(2, 0), EntityKind.GOLD, "t", "treasure", None, None) in kinds
    assert (Pos(15, 11), EntityKind.EXIT, "E", "exit", None, None) in kinds
    assert view.visible[3][3] and not view.visible[4][0] and not view.visible[0][4]
    assert [(s.label, s.value, s.maximum) for s in view.stats] == [
        ("Health", 20, 20), ("Score", 0, None), ("Hammer", 5, None), ("Scythe", 5, None), ("Bow", 5, None),
        ("Sword", "unlimited", None), ("Turn", "0 / 150", None)]
    assert not view.over and view.score == 0 and view.turn == 0 and view.seed == 7 and view.result is None
    detail = view.detail
    assert detail.hero == Pos(0, 0) and detail.health == 20 and detail.bot == "" and detail.action == ""
    assert [(w.name, w.damage, w.charges) for w in detail.weapons] == [
        ("sword", 10, None), ("hammer", 6, 5), ("scythe", 7, 5), ("bow", 8, 5)]
    assert detail.weapons[0].targets == (Pos(1, 0), Pos(0, 1))
