"""Turns: what costs one, the enemies' row-major order, f, r, q, stairs, five floors, the win and the score."""
from game.core import EventKind
from game.cc3k.commands import ChooseRace, Freeze, Quit, Restart
from tests.cc3k.helpers import ATTACK, MOVE, E, N, S, W, game_with


def test_a_blocked_move_costs_a_turn_and_says_so():
    game = game_with({(3, 4): "@", (3, 5): "0"})
    assert game.step(MOVE[W])[0].text == "Cannot move West!"
    assert game.step(MOVE[S])[0].text == "Cannot move South: a potion is in the way."
    assert game.turn == 2 and game.pc == (3, 4)


def test_freeze_stops_movement_costs_no_turn_and_adjacent_enemies_still_attack():
    game = game_with({(3, 4): "@", (4, 4): "O", (20, 5): "H", (25, 3): "L"}, seed=2)
    game.player.hp = 10**6
    assert game.step(Freeze())[0].text == "Enemies stop moving." and game.turn == 0
    before = [e.pos for e in game.floor.enemies]
    swings = 0
    for _ in range(30):
        swings += sum(1 for e in game.step(ATTACK[W]) if e.actor == "O")
    assert [e.pos for e in game.floor.enemies] == before and swings == 30
    assert game.step(Freeze())[0].text == "Enemies move again."
    for _ in range(10):
        game.step(ATTACK[W])
    assert [e.pos for e in game.floor.enemies][1:] != before[1:]


def test_enemies_act_in_row_major_order_of_where_they_stood():
    game = game_with({(4, 4): "@", (5, 5): "W", (3, 3): "O", (5, 3): "H", (3, 5): "E"}, race="v", seed=1)
    game.player.hp = 10**6
    for _ in range(20):
        actors = [e.actor for e in game.step(ATTACK[W]) if e.actor not in (None, "PC")]
        assert [a for i, a in enumerate(actors) if i == 0 or actors[i - 1] != a] == ["O", "H", "E", "W"]


def test_enemy_moved_into_a_later_row_is_not_moved_again():
    for seed in range(200):
        game = game_with({(20, 21): "@", (5, 15): "L"}, seed=seed)  # bottom-left chamber
        start = game.floor.enemies[0].pos
        game.step(MOVE[W])
        end = game.floor.enemies[0].pos
        assert max(abs(end.x - start.x), abs(end.y - start.y)) <= 1


def test_restart_resets_everything_and_asks_for_a_race():
    game = game_with({(3, 4): "@", (4, 4): "1", (5, 5): "6"}, race="s")
    game.step(ATTACK[E])
    game.step(MOVE[S])
    events = game.step(Restart())
    assert game.phase == "race" and events[0].text == "The game restarts. Choose a race."
    game.step(ChooseRace("g"))
    view = game.view()
    assert [(s.label, s.value) for s in view.stats][:4] == [("Race", "Goblin"), ("Gold", 0), ("Floor", 1), ("HP", 110)]
    assert game.pc == (3, 4) and game.floor.occupant[4][4] is not None  # the file is reloaded from floor 1


def test_quit_ends_without_a_score():
    game = game_with({(3, 4): "@"})
    game.player.gold = 10
    assert game.step(Quit())[0].text == "PC admits defeat."
    assert game.phase == "quit" and game.score is None


def test_race_prompt_takes_races_and_q_only():
    game = game_with({(3, 4): "@"})
    game.step(Restart())
    assert game.step(MOVE[E])[0].kind is EventKind.INVALID and game.phase == "race"
    assert game.step(Quit())[0].text == "Goodbye." and game.phase == "quit"


def _dungeon(digit: str) -> list:
    return {(3, 4): "@", (4, 4): digit, (5, 4): "\\"}


def test_five_floors_then_the_stairs_win_and_a_shade_scores_half_again_rounded_up():
    for race, score in (("s", 8), ("t", 5)):
        game = game_with(_dungeon("7"), race=race, floors=5)  # a small pile (1 gold) before each stairway
        for floor in range(1, 6):
            assert game.floor.number == floor
            assert game.step(MOVE[E])[1].text == "PC picks up 1 gold."
            events = game.step(MOVE[E])
        assert game.result == "won" and game.score == score
        assert events[-1].kind is EventKind.WON
        assert events[-1].text == f"PC reaches the stairs of floor 5 and escapes the dungeon! Score: {score}."
        game.step(Restart())
        assert game.phase == "race"


def test_floors_beyond_the_file_are_generated_on_its_last_terrain():
    game = game_with(_dungeon("6"), floors=1)
    game.step(MOVE[E])
    game.step(MOVE[E])
    assert game.floor.number == 2
    assert len([e for e in game.floor.enemies if e.kind.glyph != "D"]) == 20
    assert len(game.floor.items) >= 20


def test_taking_the_stairs_announces_the_floor_and_enemies_wait():
    game = game_with({(3, 4): "@", (4, 4): "\\", (4, 5): "O"}, floors=2)
    events = game.step(MOVE[E])
    assert [e.text for e in events] == ["PC takes the stairs down to floor 2."]
    assert game.floor.number == 2 and game.view().stats[2].value == 2


def test_an_enemy_moves_only_within_its_own_chamber():
    for seed in range(30):
        game = game_with({(3, 4): "@", (13, 6): "L"}, seed=seed)  # above the doorway at (13, 7)
        game.step(Freeze())
        game.step(Freeze())
        for _ in range(100):
            game.step(ATTACK[N])
            pos = game.floor.enemies[0].pos
            assert 3 <= pos.x <= 28 and 3 <= pos.y <= 6
