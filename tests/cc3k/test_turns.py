"""Turns: what costs one, the enemies' row-major order, f, r, q, stairs, five floors, the win and the score."""
from game.core import Actor, EntityKind, EventKind, Result
from game.cc3k.commands import ChooseRace, Freeze, Quit, Restart
from tests.cc3k.boards import on_boards
from tests.cc3k.helpers import ATTACK, MOVE, E, N, S, W, detail, endure, entities, first_turns, pc, play_again, thing_at


def _enemy_positions(game):
    return [e.pos for e in entities(game, EntityKind.ENEMY)]


@on_boards
def test_a_blocked_move_costs_a_turn_and_says_so(board):
    game = board.game_with({(3, 4): "@", (3, 5): "0"})
    assert game.step(MOVE[W])[0].text == "Cannot move West!"
    assert game.step(MOVE[S])[0].text == "Cannot move South: a potion is in the way."
    assert game.view().turn == 2 and pc(game).pos == (3, 4)


@on_boards
def test_freeze_stops_movement_costs_no_turn_and_adjacent_enemies_still_attack(board):
    objects = {(3, 4): "@", (4, 4): "O", (20, 5): "H", (25, 3): "L"}
    game = board.game_with(objects, seed=2)
    assert game.step(Freeze())[0].text == "Enemies stop moving." and game.view().turn == 0
    before = _enemy_positions(game)
    swings = 0
    # The orc kills a shade in about ten turns: then the next turn is in a new descent, frozen again.
    for events in endure(game, "s", 30, ATTACK[W], Freeze()):
        swings += sum(1 for e in events if e.actor is Actor.MONSTER and e.name == "Orc")
        assert _enemy_positions(game) == before
    assert swings == 30
    play_again(game, "s", Freeze())
    assert game.step(Freeze())[0].text == "Enemies move again."
    for _ in range(10):
        game.step(ATTACK[W])
    assert _enemy_positions(game)[1:] != before[1:]


@on_boards
def test_enemies_act_in_row_major_order_of_where_they_stood(board):
    # Each turn is the first of a new descent: four enemies at once would soon kill the PC, but a shade lives
    # through any first turn (104 damage at most).
    game = board.game_with({(4, 4): "@", (5, 5): "W", (3, 3): "O", (5, 3): "H", (3, 5): "E"}, race="s", seed=1)
    for events in first_turns(game, "s", 20, ATTACK[W]):
        actors = [e.name for e in events if e.actor is Actor.MONSTER]
        assert [a for i, a in enumerate(actors) if i == 0 or actors[i - 1] != a] == ["Orc", "Human", "Elf", "Dwarf"]


@on_boards
def test_enemy_moved_into_a_later_row_is_not_moved_again(board):
    for seed in range(200):
        # Bottom-left chamber. Only the terrain around each (and where the PC goes) counts: they stand apart.
        game = board.game_with({(20, 21): "@", (5, 15): "L"}, seed=seed, walk=[(19, 21)], apart=True)
        (start,) = _enemy_positions(game)
        game.step(MOVE[W])
        (end,) = _enemy_positions(game)
        assert max(abs(end.x - start.x), abs(end.y - start.y)) <= 1


@on_boards
def test_restart_resets_everything_and_asks_for_a_race(board):
    game = board.game_with({(3, 4): "@", (4, 4): "1", (5, 5): "6"}, race="s")
    game.step(ATTACK[E])
    game.step(MOVE[S])
    events = game.step(Restart())
    assert game.view().phase == "race" and events[0].text == "The game restarts. Choose a race."
    game.step(ChooseRace("g"))
    view = game.view()
    assert [(s.label, s.value) for s in view.stats][:4] == [("Race", "Goblin"), ("Gold", 0), ("Floor", 1), ("HP", 110)]
    assert pc(game).pos == (3, 4) and thing_at(game, 4, 4) is not None  # the file is reloaded from floor 1


@on_boards
def test_quit_ends_without_a_score(board):
    game = board.game_with({(3, 4): "@", (4, 4): "6"})
    game.step(MOVE[E])
    assert pc(game).gold == 2
    assert game.step(Quit())[0].text == "PC admits defeat."
    view = game.view()
    assert view.phase == "quit" and view.score is None and view.result is Result.QUIT


@on_boards
def test_race_prompt_takes_races_and_q_only(board):
    game = board.game_with({(3, 4): "@"})
    game.step(Restart())
    assert game.step(MOVE[E])[0].kind is EventKind.INVALID and game.view().phase == "race"
    assert game.step(Quit())[0].text == "Goodbye." and game.view().phase == "quit"


def _dungeon(digit: str) -> dict:
    return {(3, 4): "@", (4, 4): digit, (5, 4): "\\"}


@on_boards
def test_five_floors_then_the_stairs_win_and_a_shade_scores_half_again_rounded_up(board):
    for race, score in (("s", 8), ("t", 5)):
        game = board.game_with(_dungeon("7"), race=race, floors=5)  # a small pile (1 gold) before each stairway
        for floor in range(1, 6):
            assert detail(game).floor == floor
            assert game.step(MOVE[E])[1].text == "PC picks up 1 gold."
            events = game.step(MOVE[E])
        view = game.view()
        assert view.result is Result.WON and view.score == score
        assert events[-1].kind is EventKind.WON
        assert events[-1].text == f"PC reaches the stairs of floor 5 and escapes the dungeon! Score: {score}."
        game.step(Restart())
        assert game.view().phase == "race"


@on_boards
def test_floors_beyond_the_file_are_generated_on_its_last_terrain(board):
    game = board.game_with(_dungeon("6"), floors=1)
    game.step(MOVE[E])
    game.step(MOVE[E])
    assert detail(game).floor == 2
    assert len([e for e in entities(game, EntityKind.ENEMY) if e.glyph != "D"]) == 20
    assert len(entities(game, EntityKind.GOLD) + entities(game, EntityKind.POTION)) >= 20


@on_boards
def test_taking_the_stairs_announces_the_floor_and_enemies_wait(board):
    game = board.game_with({(3, 4): "@", (4, 4): "\\", (4, 5): "O"}, floors=2)
    events = game.step(MOVE[E])
    assert [e.text for e in events] == ["PC takes the stairs down to floor 2."]
    assert detail(game).floor == 2 and game.view().stats[2].value == 2


@on_boards
def test_an_enemy_moves_only_within_its_own_chamber(board):
    """An enemy above a doorway never leaves its chamber, the rule book's top-left one (columns 3-28, rows 3-6).
    No random floor of the first 3000 has that chamber exactly, doorways and all. On a random floor the enemy and
    the PC stand on the same terrain as here (the doorway below the enemy, the walls left and below) in a chamber
    that lies inside those bounds: leaving the chamber is leaving the bounds there too."""
    for seed in range(30):
        # The enemy stands above the doorway at (13, 7).
        game = board.game_with({(3, 4): "@", (13, 6): "L"}, seed=seed, chamber_within=(3, 3, 28, 6))
        game.step(Freeze())
        game.step(Freeze())
        for _ in range(100):
            game.step(ATTACK[N])
            (pos,) = _enemy_positions(game)
            assert 3 <= pos.x <= 28 and 3 <= pos.y <= 6
