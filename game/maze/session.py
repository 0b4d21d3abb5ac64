"""The maze as a session of typed lines: a game from a seed or map text, and the keyboard grammar applied line by line."""
from __future__ import annotations

from game.core import Event, EventKind, Pos
from game.maze.generator import generate
from game.maze.mapfile import parse_maze
from game.maze.protocol import BotError, parse_answer
from game.maze.rules import MazeGame, Move, Quit

DIRECTION_WORDS = {
    "n": (0, -1), "no": (0, -1), "north": (0, -1),
    "s": (0, 1), "so": (0, 1), "south": (0, 1),
    "e": (1, 0), "ea": (1, 0), "east": (1, 0),
    "w": (-1, 0), "we": (-1, 0), "west": (-1, 0),
}
WAIT_WORDS = ("wait", ".")
QUIT_WORDS = ("q", "quit")
HELP_WORDS = ("?", "help")
HELP_TEXT = ("Commands: n s e w (or no so ea we) move, wait, MOVE x y (a step toward x y), "
             "ATTACK w x y (w: 0 sword, 1 hammer, 2 scythe, 3 bow), q quits.")


class CommandError(ValueError):
    """A typed line that is not a command; str() is the one-line explanation."""


def new_game(seed: int, map_text: str, map_name: str) -> MazeGame:
    """A game on the maze file text, or on a maze generated from the seed when map_name is empty.
    Raises core.MapError for a bad maze file."""
    layout = parse_maze(map_text, map_name) if map_name else generate(seed)
    return MazeGame(layout, seed)


def parse_line(game: MazeGame, line: str):
    """A typed line as a command (Move, Attack or Quit), None for help; raises CommandError."""
    text = line.strip()
    word = text.lower()
    if word in DIRECTION_WORDS:
        dx, dy = DIRECTION_WORDS[word]
        return Move(Pos(game.hero.x + dx, game.hero.y + dy))
    if word in WAIT_WORDS:
        return Move(game.hero)
    if word in QUIT_WORDS:
        return Quit()
    if word in HELP_WORDS:
        return None
    verb, _, rest = text.partition(" ")
    if verb.upper() in ("MOVE", "ATTACK"):
        try:
            return parse_answer(f"{verb.upper()} {rest}")
        except BotError as error:
            raise CommandError(f"{str(error)[0].upper()}{str(error)[1:]}.") from None
    shown = text if len(text) <= 40 else text[:37] + "..."
    raise CommandError(f"Unknown command {shown!r}. " + HELP_TEXT)


def apply_line(game: MazeGame, line: str) -> list[Event]:
    """Apply one typed line as the terminal game does. A line that is no command, or a command that would
    only waste the turn (into an obstacle, off the grid, out of the weapon's reach, no charges), is an
    INVALID event that costs no turn; help is a MESSAGE."""
    try:
        command = parse_line(game, line)
    except CommandError as error:
        return _refused(game, str(error))
    if command is None:
        game.messages = [HELP_TEXT]
        return [Event(EventKind.MESSAGE, HELP_TEXT)]
    if not isinstance(command, Quit):
        problem = game.refusal(command)
        if problem:
            return _refused(game, problem)
    return game.step(command)


def _refused(game: MazeGame, text: str) -> list[Event]:
    game.messages = [text]
    return [Event(EventKind.INVALID, text)]
