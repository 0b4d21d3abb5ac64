"""A maze match in the window: up to four bots, each hero alone in its own copy of the seed's maze, side by side
in the arrangement that gives the mazes the largest cells, and the ranking when every game is over."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.core import Result, View
from game.maze.mapfile import HEIGHT, WIDTH
from game.maze.questions import bot_error
from graphics.board import BoardView
from graphics.context import Context
from graphics.maze_looks import LOOK
from graphics.maze_text import BOT_PACES, RESULT_TEXT, WEAPON_NAMES, next_pace, shown_stats
from graphics.screens import MARGIN, Screen, draw_box
from graphics.text import clip, flow, render, wrap
from graphics.transitions import ChangeSetting, LeaveGame, Outcome, Push, Redraw, StartGame, Transition
from roguelike_client.play.session import Session

SIDE_TEXT = 240             # a match's text column beside its maze, where the window is wide for the mazes
WORD_LINES = 2              # lines of a match's slot for the bot's words or how its game ended
WIDEST_STATS = ("Health 20/20", "Score -10000", "Turn 150 / 150")    # a match's slot's stats at their widest


def show_match(ctx: Context, sessions: list[Session], results: str | None = None) -> list[Transition]:
    """A match: the heroes' mazes side by side, each bot asked in step with the others; with results, the
    games' lines are written there (as --results FILE.csv) when the last one ends."""
    return [Push(MatchScreen(ctx, sessions, results))]


class MatchScreen(Screen):
    """Each hero alone in its own copy of the seed's maze, under its own fog, with its bot's last words. Every bot
    still playing is asked for the same turn at once; the next turn comes at the pace chosen (space pauses,
    = and - change the pace) once all have answered. The ranking comes up when every game is over."""

    keys_context = "match"

    def __init__(self, ctx: Context, sessions: list[Session], results: str | None = None):
        super().__init__(ctx)
        ctx.board.fog = True        # each match starts in the fog, as each game does: F lifts it for this one only
        self.sessions = sessions
        self.results = results
        self.views = [session.view() for session in sessions]
        self.bot_pace = 3
        self.bot_clock = 0.0
        self.paused = False

    def playing(self) -> bool:
        return not self.paused and not self.covered and not all(view.over for view in self.views)

    def update(self, dt: float) -> Outcome:
        if not self.playing():
            return None
        answered = False
        for index, session in enumerate(self.sessions):
            if session.bot_answer() is not None:
                self.views[index] = session.view()
                answered = True
        if any(session.bot_thinking() for session in self.sessions):
            return Redraw() if answered else None
        if all(view.over for view in self.views):
            return Push(MatchOverScreen(self.ctx, self.sessions, self.results))
        self.bot_clock += dt
        if self.bot_clock < BOT_PACES[self.bot_pace]:
            return Redraw() if answered else None
        self.bot_clock = 0.0
        for index, session in enumerate(self.sessions):
            if session.ask_bot():           # the bot could not even start: its game is over
                self.views[index] = session.view()
        return Redraw()

    @property
    def animating(self) -> bool:
        return self.playing()

    def handle(self, event):
        if event.type != pygame.KEYDOWN:
            return None
        action = self.ctx.keymap.action_for(event, self.keys_context)
        if action == "pause":
            self.paused = not self.paused
            return Redraw()
        if action in ("bigger", "smaller"):
            self.bot_pace = next_pace(self.bot_pace, action)
            return Redraw()
        if action in ("quit", "cancel"):
            return LeaveGame()
        if action == "fog":
            return ChangeSetting("fog")
        return None

    def close(self) -> None:
        """The bots' processes end with the screen."""
        for session in self.sessions:
            session.close()

    def layout(self, size: tuple[int, int]) -> tuple[list[str], list[MatchSlot]]:
        """The header's lines, wrapped between its parts where the window is narrow (every key stays in sight), and
        where each maze goes under it."""
        width, height = size
        fonts = self.ctx.fonts
        turn = max(view.turn for view in self.views)
        state = "paused" if self.paused else f"a turn every {BOT_PACES[self.bot_pace]:g} s"
        keys = self.ctx.keymap.hint(("pause", "bigger", "smaller", "fog", "quit"), self.keys_context)
        header = flow(fonts.normal, [f"Match on seed {self.views[0].seed}: turn {turn}", f"({state})",
                                     *keys.split("   ")], width - 2 * MARGIN)
        top = MARGIN * 2 + len(header) * fonts.normal.get_linesize()
        return header, match_slots(len(self.sessions), width, height, top, fonts.small)

    def draw(self, surface):
        ctx, palette, fonts = self.ctx, self.ctx.palette, self.ctx.fonts
        surface.fill(palette.background)
        header, slots = self.layout(surface.get_size())
        for number, part in enumerate(header):
            surface.blit(render(fonts.normal, part, palette.accent), (MARGIN, MARGIN + number * fonts.normal.get_linesize()))
        small, line = fonts.small, fonts.small.get_linesize()
        board = ctx.board
        board.remember = ctx.settings.fog == "remembered"
        for index, (session, view, slot) in enumerate(zip(self.sessions, self.views, slots)):
            title = f"bot {index + 1}: {short_command(session.bot_command or '')}"
            surface.blit(render(small, clip(small, title, slot.title.width), palette.text), slot.title.topleft)
            place_maze(board, slot.board, view)
            board.draw(surface, view, LOOK)
            text = slot.text            # under the maze or beside it
            stats = [f"{s.label} {s.value}" + (f"/{s.maximum}" if s.maximum is not None else "")
                     for s in shown_stats(view) if s.label not in WEAPON_NAMES]
            rows: list[tuple[str, tuple]] = [(part, palette.text) for part in flow(small, stats, text.width)]
            if view.over:
                words = RESULT_TEXT.get(view.result, "") if view.result else ""
                why = bot_error(view)   # in the words the bot was told
                if why:
                    words = f"{words.rstrip('.')}: {why}"
                colour = palette.good if view.result is Result.WON else palette.bad
            else:
                words = f"says: {view.detail.bot_message}" if view.detail.bot_message else ""
                colour = palette.gold
            rows += [(part, colour) for part in wrap(small, words, text.width, most=WORD_LINES)] if words else []
            for number, (part, colour) in enumerate(rows):
                surface.blit(render(small, part, colour), (text.left, text.top + number * line))


def place_maze(board: BoardView, area: pygame.Rect, view: View) -> None:
    """A maze's board in an area, the game's view and a match's panels alike: zoomed in, the camera follows the
    hero (the cells it sees round it) and stops at the maze's edges."""
    board.fit(area, view.width, view.height, focus=view.detail.hero)


def short_command(command: str) -> str:
    """A bot's command as a match's slot shows it: each path shortened to its file's name, and the program that runs
    the bot's file left out ("/usr/bin/python3 roguelike_client/bots/maze_bot.py --fast": maze_bot.py --fast), a module run with -m
    named by the module ("python -m roguelike_client.bots.maze_bot": bots.maze_bot)."""
    words = [word.strip("\"'").replace("\\", "/").rsplit("/", 1)[-1] or word for word in command.split()]
    if len(words) > 2 and words[1] == "-m":
        return " ".join(words[2:])
    if any(not word.startswith("-") for word in words[1:]):
        words = words[1:]
    return " ".join(words)


@dataclass(frozen=True)
class MatchSlot:
    """Where one maze of a match goes: its bot's line, its maze's cells, and its stats and words, under the maze or
    beside it."""

    title: pygame.Rect
    board: pygame.Rect
    text: pygame.Rect
    beside: bool


def match_slots(count: int, width: int, height: int, top: int, font: pygame.font.Font) -> list[MatchSlot]:
    """Where each of a match's mazes goes, under `top`: in the arrangement (side by side, two by two, one above
    the other, ...) and with the text under the mazes or beside them, whichever gives the mazes the largest cells.
    A maze with its text beside it is centred in its slot; a last row with fewer mazes is centred."""
    line = font.get_linesize()

    def text_lines(room: int) -> int:
        """The lines a slot's text takes in this width: its stats at their widest, flowed, and the bot's words."""
        return len(flow(font, list(WIDEST_STATS), room)) + WORD_LINES

    def layout(columns: int, beside: bool) -> tuple[int, int, int]:
        """The cell this arrangement gives, and the width and height of its mazes' areas."""
        rows = -(-count // columns)
        slot_width = (width - (columns + 1) * MARGIN) // columns
        board_height = (height - top - rows * MARGIN) // rows - line - 4
        if beside:
            board_width = slot_width - SIDE_TEXT - MARGIN
            fits = text_lines(SIDE_TEXT) * line <= board_height
        else:
            board_width, board_height = slot_width, board_height - text_lines(slot_width) * line - 6
            fits = True
        cell = min(board_width // WIDTH, board_height // HEIGHT) if fits and min(board_width, board_height) > 0 else 0
        return cell, board_width, board_height

    choices = [(columns, beside) for columns in range(1, count + 1) for beside in (False, True)]
    columns, beside = max(choices, key=lambda choice: (layout(*choice)[0], -choice[0], not choice[1]))
    cell, board_width, board_height = layout(columns, beside)
    rows = -(-count // columns)
    slot_width = (width - (columns + 1) * MARGIN) // columns
    maze_width, maze_height = max(1, cell) * WIDTH, max(1, cell) * HEIGHT
    inset = (board_width - maze_width) // 2 if beside else 0      # the maze and its text centred in the slot
    # The rows as tall as their mazes and texts need, centred in the height under the header.
    text_height = 0 if beside else 6 + text_lines(slot_width) * line
    slot_height = line + 4 + maze_height + text_height
    first_top = top + max(0, (height - top - MARGIN - rows * slot_height - (rows - 1) * MARGIN) // 2)
    slots = []
    for index in range(count):
        row, column = divmod(index, columns)
        in_row = min(columns, count - row * columns)
        left = (width - in_row * slot_width - (in_row - 1) * MARGIN) // 2 + column * (slot_width + MARGIN) + inset
        slot_top = first_top + row * (slot_height + MARGIN)
        board = pygame.Rect(left, slot_top + line + 4, maze_width, maze_height)
        text = pygame.Rect(board.right + MARGIN, board.top, SIDE_TEXT, maze_height) if beside \
            else pygame.Rect(left, board.bottom + 6, slot_width, text_height - 6)
        slots.append(MatchSlot(pygame.Rect(left, slot_top, slot_width - 2 * inset, line), board, text, beside))
    return slots


class MatchOverScreen(Screen):
    """The match's ranking over the mazes: place, score and how each hero's game ended."""

    opaque = False
    keys_context = "end"

    def __init__(self, ctx: Context, sessions: list[Session], results: str | None = None):
        from pathlib import Path

        from roguelike_client.play.proving import outcome, ranking, write_results

        super().__init__(ctx)
        outcomes = [outcome(session, bot) for bot, session in enumerate(sessions, 1)]
        errors = {bot: bot_error(session.view()) for bot, session in enumerate(sessions, 1)}
        if results:
            try:
                write_results(Path(results), outcomes, [session.bot_command or "" for session in sessions])
                ctx.say(f"Results written to {results}")
            except OSError as error:
                ctx.say(f"{results}: the results could not be written: {error.strerror or error}")
        # How each game ended, a bot's error said once ("bot error, turn 0: bad line 'hello': ..."), whole: the rows
        # wrap in the box.
        self.rows = [(f"{place}.  {played.score:,}  bot {played.bot}  ({played.ending}, turn {played.turns}"
                      + (f": {errors[played.bot]})" if errors[played.bot] else ")"),
                      "good" if place == 1 else "text") for place, played in ranking(outcomes)]
        self.seed, self.game_name = sessions[0].seed, sessions[0].spec.name

    def handle(self, event):
        if event.type != pygame.KEYDOWN:
            return None
        action = self.ctx.keymap.action_for(event, self.keys_context)
        if action in ("restart", "confirm"):
            return [LeaveGame(), StartGame(self.game_name)]
        if action in ("quit", "cancel"):
            return LeaveGame()
        return None

    def draw(self, surface):
        palette, fonts = self.ctx.palette, self.ctx.fonts
        images = [render(fonts.big, f"Match on seed {self.seed}", palette.accent)]
        images += [render(fonts.normal, part, getattr(palette, colour))
                   for text, colour in self.rows for part in wrap(fonts.normal, text, surface.get_width() - 120)]
        box = draw_box(surface, palette, images, min_width=560, extra_height=30)
        keymap = self.ctx.keymap
        again, leave = keymap.either(("restart", "confirm"), "end"), keymap.either(("quit", "cancel"), "end")
        hint = render(fonts.small, f"{again}: a match on the next seed     {leave}: back to the title", palette.dim)
        surface.blit(hint, hint.get_rect(midbottom=(box.centerx, box.bottom - 12)))
