"""The maze through the one door: who plays decides what is refused, a bot's failure is a command, help costs
nothing, the fog remembers what the hero saw, scores, and the sounds a real game's events make."""
from game.core import Actor, Direction, EventKind, Pos, Result
from game.maze.commands import HELP_TEXT, Attack, Forfeit, Help, Move, Quit, Step
from game.maze.spec import SPEC
from game.spec import ScoreLine
from graphics.audio import sound_for
from tests.maze.support import BOT, game_of, hero, open_field, wait

NORTH, EAST, NORTHEAST = Step(Direction.NORTH), Step(Direction.EAST), Step(Direction.NORTHEAST)
# A person's command that would achieve nothing, why it is refused, and a bot's answer that does the same.
WASTED = [
    (NORTH, "(0, -1) is off the maze: x is 0-15, y is 0-11.", None),
    (Step(Direction.SOUTH), "An obstacle blocks the way.", Move(Pos(0, 1))),
    (Move(Pos(4, 0)), "No step within your view brings you nearer to (4, 0).", Move(Pos(4, 0))),
    (Attack(0, Pos(1, 1)), "The sword cannot reach (1, 1): it reaches one step left, right, up or down.",
     Attack(0, Pos(1, 1))),
]


def test_a_person_is_refused_what_would_waste_the_action_and_a_bot_loses_the_turn():
    rows = ["HX..", "X..."]
    for command, reason, answer in WASTED:
        person = game_of(rows)
        events = person.step(command)
        assert [(e.kind, e.text) for e in events] == [(EventKind.INVALID, reason)]
        assert person.view().turn == 0 and list(person.view().messages) == [reason]
        if answer is not None:
            bot = game_of(rows, bot=BOT)
            assert bot.step(answer)[0].kind is not EventKind.INVALID and bot.view().turn == 1


def test_a_diagonal_step_is_refused_and_wait_stays():
    game = open_field((5, 5))
    events = game.step(NORTHEAST)
    assert events[0].kind is EventKind.INVALID and events[0].text == "The hero steps left, right, up or down only."
    assert game.view().turn == 0
    assert wait(game)[0].text == "You wait." and hero(game) == Pos(5, 5) and game.view().turn == 1


def test_help_costs_nothing_and_unknown_text_is_refused_with_its_reason():
    game = open_field((5, 5))
    events = game.step(Help())
    assert [(e.kind, e.text) for e in events] == [(EventKind.MESSAGE, HELP_TEXT)] and game.view().turn == 0
    events = game.step(SPEC.parse("fly"))
    assert events[0].kind is EventKind.INVALID and events[0].text.startswith("Unknown command 'fly'.")
    assert game.view().messages[0] == events[0].text and game.view().turn == 0


def test_a_bots_failure_is_a_command_that_ends_at_minus_10000_and_reads_back_from_its_line():
    game = open_field((5, 5), {(9, 5): "t"}, bot=BOT)
    game.step(Move(Pos(9, 5)))
    forfeit = Forfeit("timeout: no answer within 50 ms")
    line = SPEC.format(forfeit)
    assert SPEC.parse(line) == forfeit
    events = game.step(SPEC.parse(line))
    view = game.view()
    assert view.over and view.result is Result.ERROR and view.score == -10000 and view.turn == 1
    assert events[0].text == "Bot error: timeout: no answer within 50 ms. Score -10000."
    assert SPEC.score(view).who == "bot error"


def test_in_a_bot_game_a_line_the_protocol_does_not_read_is_the_bots_forfeit():
    for line, reason in (("JUMP", "bad line 'JUMP'"), ("n", "bad line 'n'"), ("ATTACK 7 1 1", "weapon 7 is not 0-3")):
        game = open_field((5, 5), bot=BOT)
        game.step(SPEC.parse(line))
        view = game.view()
        assert view.result is Result.ERROR and view.score == -10000 and f"Bot error: {reason}" in view.messages[0]


def test_a_person_cannot_forfeit():
    game = open_field((5, 5))
    events = game.step(Forfeit("tired"))
    assert events[0].kind is EventKind.INVALID and events[0].text.startswith("Unknown command 'FORFEIT tired'.")
    assert not game.view().over


def test_the_fog_remembers_what_the_hero_has_seen_from_the_start_of_the_game():
    game = open_field((5, 5))
    view = game.view()
    assert not any(any(row) for row in view.remembered)
    for _ in range(4):
        game.step(EAST)
    view = game.view()
    assert view.remembered[5][2] and not view.visible[5][2]      # seen from the start, out of sight now
    assert not view.remembered[5][6] and view.visible[5][6]       # in sight: not a memory
    assert not view.remembered[5][1] and not view.visible[5][1]   # never seen
    again = open_field((5, 5))
    for line in ("e", "e", "e", "e"):
        again.step(SPEC.parse(line))
    assert again.view().remembered == view.remembered             # the same commands, the same memory
    assert not any(any(row) for row in open_field((5, 5)).view().remembered)


def test_score_lines_say_how_each_game_ended():
    won = game_of(["HE"])
    assert SPEC.score(won.view()) is None
    won.step(EAST)
    assert SPEC.score(won.view()) == ScoreLine(10000, "escaped", "turn 1 / 150", won=True)
    quit_game = open_field((5, 5))
    quit_game.step(Quit())
    assert quit_game.view().result is Result.QUIT and SPEC.score(quit_game.view()) is None


def test_a_real_game_sounds_right_the_monsters_hit_hurts_the_heros_hit_hits_the_exit_wins():
    game = game_of(["H.1.E"])
    heard = []
    for command in (EAST, Attack(0, Pos(2, 0)), EAST, EAST, EAST):
        events = game.step(command)
        heard.append([(event.kind, event.actor, sound_for(event)) for event in events if sound_for(event)])
    assert (EventKind.ATTACKED, Actor.MONSTER, "hurt") in heard[0]          # the skeleton hits the hero
    assert (EventKind.ATTACKED, Actor.PLAYER, "hit") in heard[1]            # the hero's sword
    assert heard[-1][-1] == (EventKind.WON, Actor.PLAYER, "win")            # the exit
    assert game.view().result is Result.WON
    assert all(sound != "death" for turn in heard for _kind, _actor, sound in turn)
