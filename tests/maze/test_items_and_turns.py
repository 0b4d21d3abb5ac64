"""What the hero picks up by stepping on it, how the bot's MOVE search walks, and the end after 150 actions."""
from game.core import EventKind, Pos
from game.maze.rules import Attack, Move
from tests.maze.support import game_of, open_field


def test_treasure_potion_and_chests_are_taken_by_stepping_on_them():
    game = game_of(["Htpabc"])
    game.health = 5
    for x in range(1, 6):
        game.step(Move(Pos(x, 0)))
    assert game.score == 100 and game.health == 15 and game.charges == {1: 6, 2: 6, 3: 6}
    assert game.items == {Pos(15, 11): game.items[Pos(15, 11)]}


def test_a_potion_never_raises_health_above_20():
    game = game_of(["Hp"])
    game.health = 17
    events = game.step(Move(Pos(1, 0)))
    assert game.health == 20 and events[-1].kind is EventKind.HEALED and events[-1].amount == 3


def test_attacks_and_monsters_leave_items_alone():
    game = game_of(["H.t"])
    game.step(Attack(3, Pos(2, 0)))
    assert Pos(2, 0) in game.items and game.score == 0


def test_the_exit_wins_at_once_with_10000():
    game = game_of(["H.E"])
    game.step(Move(Pos(2, 0)))
    assert game.hero == Pos(1, 0) and not game.over
    events = game.step(Move(Pos(2, 0)))
    assert game.over and game.result == "won" and game.score == 10000 and events[-1].kind is EventKind.WON


def test_bot_move_takes_the_first_step_of_a_shortest_path_within_view():
    game = game_of([
        "H.X",
        ".X.",
        "...",
    ])
    game.step(Move(Pos(2, 2)))  # left, right, up, down: the way down is found first
    assert game.hero == Pos(0, 1)


def test_bot_move_to_an_unreachable_cell_heads_for_the_nearest_reached_cell_or_stays():
    game = game_of(["H..X.", "XXXXX"])
    game.step(Move(Pos(4, 0)))
    assert game.hero == Pos(1, 0)
    game.step(Move(Pos(4, 0)))
    game.step(Move(Pos(4, 0)))
    assert game.hero == Pos(2, 0) and game.turn == 3 and game.messages == ["You stay where you are."]


def test_bot_move_ignores_monsters_and_a_step_onto_one_is_a_sword_blow():
    game = game_of(["H0."])
    game.step(Move(Pos(2, 0)))
    assert game.hero == Pos(0, 0) and game.monsters == [] and game.score == 1


def test_the_game_ends_after_the_150th_action_without_the_monsters_answering():
    game = open_field((5, 5), {(7, 5): "3"})
    game.health = 10**6
    for _ in range(149):
        game.step(Move(game.hero))
    health = game.health
    events = game.step(Move(game.hero))
    assert game.over and game.result == "out of turns" and game.turn == 150 and game.health == health
    assert events[-1].text == "150 actions used: time is up."
    assert game.view().stats[-1].value == "150 / 150"


def test_view_describes_everything_a_window_draws():
    game = game_of(["H.t", ".14"])
    view = game.view()
    assert len(view.cells) == 12 and all(len(row) == 16 for row in view.cells)
    assert set("".join(view.cells)) == {".", "X"}
    kinds = {(e.pos, e.kind, e.glyph, e.name, e.hp, e.max_hp) for e in view.entities}
    assert (Pos(0, 0), "player", "@", "hero", 20, 20) in kinds
    assert (Pos(1, 1), "enemy", "1", "skeleton", 6, 6) in kinds and (Pos(2, 0), "gold", "t", "treasure", None, None) in kinds
    assert (Pos(15, 11), "exit", "E", "exit", None, None) in kinds
    assert view.visible[3][3] and not view.visible[4][0] and not view.visible[0][4]
    assert [(s.label, s.value, s.maximum) for s in view.stats] == [
        ("Health", 20, 20), ("Score", 0, None), ("Hammer", 5, None), ("Scythe", 5, None), ("Bow", 5, None),
        ("Sword", "unlimited", None), ("Turn", "0 / 150", None)]
    assert not view.over and view.score == 0 and view.turn == 0
