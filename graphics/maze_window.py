"""The maze in the window: fog of range 3, weapons aimed with a cursor (graphics/maze_aim.py), the panel (stats,
notes, the monsters in sight, the log), bot programs shown as they play, and matches of up to four bots in a grid of
mazes (graphics/maze_match.py). The window finds the maze's screens here: LOOK, FEEDBACK, show and show_match."""
from __future__ import annotations

import pygame

from game.core import Direction, Entity, EntityKind, Event, EventKind, Pos, Result, Stat, View
from game.maze.commands import Command, Step, Wait
from game.maze.detail import MazeDetail
from game.maze.questions import can_hit, monster_kind, open_floor, threatened, walkable
from game.maze.tables import HERO_VIEW, MONSTERS
from graphics.board import CREATURE_KINDS
from graphics.context import Context
from graphics.effects import FloatingText
from graphics.feedback import STANDARD_EFFECTS, Feedback
from graphics.hud import LINE_GAP
from graphics.keymap import MOVE_DIRECTIONS
from graphics.maze_aim import WEAPON_ACTIONS, Aiming
from graphics.maze_looks import GUIDE, LOOK
from graphics.maze_match import SIDE_TEXT, MatchScreen, place_maze, short_command, show_match
from graphics.maze_text import (BOT_PACES, RESULT_TEXT, WEAPON_NAMES, log_lines, monster_text, next_pace,
                                shown_stats, where_from)
from graphics.palette import Palette
from graphics.play_screen import EndScreen, GameScreen
from graphics.scores_screen import score_line
from graphics.screens import MARGIN
from graphics.text import flow, wrap
from graphics.transitions import ChangeSetting, Outcome, Push, Redraw, Transition, transitions
from roguelike_client.play.session import Session

# What the window and the tests take from the maze's window module, wherever it is made.
__all__ = ["FEEDBACK", "LOOK", "SCREEN", "SIDE_TEXT", "MatchScreen", "MazeOverScreen", "MazeScreen", "short_command", "show",
           "show_match"]

PANEL_WIDTH = 440           # the side panel at its widest: stats, aiming and bot notes, hover text, the log
PANEL_MIN = 200             # and at its narrowest, in a small window: its lines wrap
LOG_LINES = 3               # the log keeps this many lines however many monsters are in sight
NOTE_LINES = 3              # lines a note of the panel may take (a bot's message may be a thousand characters)


def _score_gain(event: Event, _view: View[MazeDetail], palette: Palette) -> list:
    """A kill scores the monster's health: the number rises where it fell."""
    if event.pos is None or not event.amount:
        return []
    return [FloatingText(event.pos, f"+{event.amount}", palette.good)]


def threatens(entity: Entity, view: View[MazeDetail]) -> bool:
    """A monster that can hit the hero where they stand: one more of them is a danger (the feedback table's)."""
    return can_hit(entity, view.detail.hero)


# A dangerous turn (held and typed-ahead keys stop): a hit taken, one more monster able to hit the hero (within the
# longest reach, an orc's 2), a step refused (into an obstacle or off the maze: nothing else is refused a key). The
# log says where each of the hero's hits landed.
FEEDBACK = Feedback(effects={**STANDARD_EFFECTS, EventKind.KILLED: _score_gain}, log_lines=log_lines,
                    stops=frozenset({EventKind.INVALID}), threat=threatens,
                    reach=max(kind.attack_range for kind in MONSTERS.values()))


def show(ctx: Context, session: Session) -> list[Transition]:
    """The maze being played, with its end box over it when the game is over."""
    screen = MazeScreen(ctx, session)
    return [Push(screen), Push(MazeOverScreen(ctx, session))] if screen.view.over else [Push(screen)]


class MazeScreen(Aiming, GameScreen):
    """The hero's maze. A person's keys and clicks become commands; when a bot plays (the view says which), the
    session asks it for a turn every BOT_PACES seconds without holding the window."""

    feedback = FEEDBACK
    look = LOOK
    guide = GUIDE
    keys_context = "maze"
    settings_used = ("fog_style", "low_hp")
    view: View[MazeDetail]
    help_heading = "Keys: the maze"
    travel_directions = (Direction.NORTH, Direction.EAST, Direction.SOUTH, Direction.WEST)

    def __init__(self, ctx: Context, session: Session):
        super().__init__(ctx, session)
        ctx.board.fog = True        # each game starts in the fog: F lifts it for the game being played only
        # A bot's game has the keys that steer it (= and - its pace); a person's, the maze's.
        self.keys_context = "maze_bot" if self.view.detail.bot else "maze"
        self.weapon: int | None = None      # the weapon being aimed
        self.cursor: Pos | None = None
        self.bot_pace = 3
        self.bot_clock = 0.0
        self.wait_held_said = False     # the log said that a held wait key waits once
        self.paused = False
        self.row_lost = False           # the board moved under the pointer: the side list's row under it to find
        self.through_monsters = False   # walkable() lets a way go through the monsters in sight (in_the_way asks)

    # ----- a bot at the controls -------------------------------------------------------------------

    def bot_turn(self, dt: float) -> Outcome:
        """Show the bot's answer when it has come; ask for the next one when its pace says so."""
        events = self.session.bot_answer()
        if events is None and not self.session.bot_thinking():
            self.bot_clock += dt
            if self.bot_clock < BOT_PACES[self.bot_pace]:
                return None
            self.bot_clock = 0.0
            events = self.session.ask_bot()   # nothing yet, unless the bot could not even start
        if not events:
            return None
        self.show_bot_turn(events)
        return self.after()     # nothing to interrupt: a bot holds no keys

    def show_bot_turn(self, events: list) -> None:
        """A bot's turn in the log: what it did, in its own words when it said any, then the events'."""
        view = self.session.view()
        said = view.detail.action + (f" ({view.detail.bot_message})" if view.detail.bot_message else "")
        self.show_events(events, () if view.result is Result.ERROR else (f"Bot: {said}",))

    def replayed(self, events: list, line: str) -> None:
        """A turn of a replay, shown as it was played here: a bot's with what it did and said."""
        if self.view.detail.bot:
            self.show_bot_turn(events)
        else:
            self.show_events(events, command=line)

    def close(self) -> None:
        """The window shuts: the bot's processes end with it."""
        self.session.close()

    # ----- input ----------------------------------------------------------------------------------

    def handle(self, event):
        # The next target's key goes back with Shift (Shift-Tab), which only the event says.
        if (event.type == pygame.KEYDOWN and self.weapon is not None and not self.view.detail.bot
                and self.ctx.keymap.action_for(event, "aiming") == "next_target"):
            self.cycle_target(self.weapon, -1 if event.mod & pygame.KMOD_SHIFT else 1)
            return None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3 and self.weapon is not None:
            self.stop_aiming()          # a right click stops aiming, as Escape does
            return self.on_hover(self.pointed_cell()) or Redraw()
        return super().handle(event)

    def on_key(self, action: str | None) -> Outcome:
        if action is None:
            return None
        if self.view.detail.bot:
            return self.on_bot_key(action)
        if self.weapon is not None:
            outcome = self.on_aim_key(action)
            self.hover(self.hover_words(self.pointed_cell()))    # in reach or not, as aimed now (or not at all)
            return outcome
        if action in MOVE_DIRECTIONS:
            direction = MOVE_DIRECTIONS[action]
            hero = self.view.detail.hero
            # A held key's repeat stops before a monster's reach (a press of its own steps in).
            stopped = self.stop_short(hero, hero + (direction.dx, direction.dy)) if self.held else None
            return stopped or self.act(Step(direction))
        if action == "wait":
            # Turns are the maze's scarce resource: a held wait key's repeats spend none, each wait is a press.
            if self.repeat:
                if not self.wait_held_said:
                    self.wait_held_said = True
                    self.log.note("Each wait takes a press of its own: holding the key waits once.")
                    return Redraw()
                return None
            self.wait_held_said = False
            return self.act(Wait())
        if action in WEAPON_ACTIONS:
            self.aim(WEAPON_ACTIONS[action])
            return self.hover(self.hover_words(self.pointed_cell()))
        if action in ("quit", "cancel"):
            return self.ask_to_leave()
        return self.common_key(action)

    def common_key(self, action: str) -> Outcome:
        """F turns the fog on and off, besides the keys every game answers."""
        return ChangeSetting("fog") if action == "fog" else super().common_key(action)

    def on_bot_key(self, action: str) -> Outcome:
        if action == "pause":
            self.paused = not self.paused
            return None
        if action in ("bigger", "smaller"):
            self.bot_pace = next_pace(self.bot_pace, action)
            return None
        if action in ("quit", "cancel"):
            return self.ask_to_leave("Stop the bot, save the game and go to the title?")
        return self.common_key(action)

    def walks_to(self, cell: Pos) -> bool:
        """While a weapon is aimed a click fires, and a click on a monster only another weapon strikes says which:
        no walk is shown."""
        return self.weapon is None and super().walks_to(cell) and not self.reach_advice(cell)

    def on_hover(self, cell: Pos | None) -> Outcome:
        aimed = None
        if self.weapon is not None and cell is not None and cell in self.targets() and cell != self.cursor:
            self.cursor = aimed = cell
        # The cursor following the pointer is drawn too, even where the text stays the same.
        return self.hover(self.hover_words(cell)) or (Redraw() if aimed is not None else None)

    def hover_words(self, cell: Pos | None) -> str:
        """What the panel says of the cell pointed at (while a weapon is aimed, first whether it is in reach)."""
        text = ""
        if cell is not None:
            visible = self.view.visible is None or self.view.visible[cell.y][cell.x] or not self.ctx.board.fog
            here = [e for e in self.view.entities if e.pos == cell] if visible else []
            obstacle = not open_floor(self.view, cell)      # a click there walks nowhere: no walk words
            if here:
                thing = here[-1]
                if thing.kind is EntityKind.ENEMY:
                    text = monster_text(thing, self.view.detail.hero)
                elif thing.kind is EntityKind.PLAYER:
                    text = f"You: {max(0, thing.hp or 0)} / {thing.max_hp} HP, see {HERO_VIEW}"
                else:
                    text = thing.name[0].upper() + thing.name[1:]
            elif visible:
                text = "Obstacle" if obstacle else "Floor"
            elif self.view.remembered is not None and self.view.remembered[cell.y][cell.x]:
                still = [e.name for e in self.view.entities if e.pos == cell and e.kind not in CREATURE_KINDS]
                text = f"Remembered {still[-1]}" if still else "Remembered obstacle" if obstacle else "Remembered floor"
                text += "" if obstacle else ", out of sight now"
                text += ": click to walk there" if not obstacle and self.path_known and self.pointed == cell else ""
            else:
                text = "Fog: beyond your sight (3 cells)"
            if text and not text.startswith("Fog") and not obstacle and self.pointed == cell and not self.path_known \
                    and self.walks_to(cell):
                # Said before the click: no known path, or the monster (a box) that alone is in the way.
                text += f": {self.in_the_way(cell) or 'no known path there'}"
            if self.weapon is not None and cell not in self.targets() and cell != self.view.detail.hero:
                text = f"{self.beyond_reach(self.weapon)}. {text}"     # a click there strikes nothing: said first
        return text

    def on_click(self, cell: Pos | None) -> Outcome:
        if cell is None or self.view.detail.bot:
            return None
        if self.weapon is not None:
            if cell in self.targets():
                self.cursor = cell
                return self.fire()
            if cell != self.view.detail.hero:      # a click that did nothing would look lost
                self.log.note(f"{self.beyond_reach(self.weapon)}.")
            return Redraw()
        advice = self.reach_advice(cell)
        if advice:              # a monster only another weapon strikes: which, and their keys (no turn passes)
            self.log.note(advice)
            return Redraw()
        direction = Direction.between(self.view.detail.hero, cell)
        if direction is not None and direction.is_cardinal:
            return self.act(Step(direction))
        blocker = self.in_the_way(cell)
        if blocker:             # no way but through a monster in sight (a box): which, and where
            self.log.note(f"{blocker[0].upper()}{blocker[1:]}: no other known way leads there.")
            return Redraw()
        return self.travel_to(cell)

    def in_the_way(self, cell: Pos) -> str:
        """Where no known way leads to a cell but one would through the monsters in sight, which is in the way and
        where: "the box 1 cell south is in the way". Empty when a way leads there, or none would even through them."""
        if self.path_to(cell) or self.known_terrain(cell):
            return ""
        self.through_monsters = True
        try:
            way = self.path_to(cell)
        finally:
            self.through_monsters = False
        hero = self.view.detail.hero
        blocking = next((e for step in way for e in self.view.entities
                         if e.pos == step and e.kind is EntityKind.ENEMY), None)
        if blocking is None:
            return ""
        return f"the {blocking.name} {where_from(hero, blocking.pos)} is in the way"

    def walkable(self, cell: Pos, end: bool) -> bool:
        """A walk to a clicked cell goes over floor (items are picked up on the way), never into a monster the player
        sees (one out of sight is not known to be there: the walk stops when it is, next to it)."""
        if self.through_monsters:
            return open_floor(self.view, cell)
        return walkable(self.view, cell, seen_only=self.ctx.board.fog)

    def game_threatened(self) -> dict[Pos, tuple[Entity, ...]]:
        """The cells a monster in sight (every monster, the fog lifted) would strike."""
        return threatened(self.view, seen_only=self.ctx.board.fog)

    def stops_for(self, entity: Entity) -> bool:
        """A monster that can hurt coming into sight stops a walk; a box does not."""
        kind = monster_kind(entity)
        return kind is not None and kind.damage > 0

    def creature_name(self, entity: Entity) -> str:
        """The side list names a monster as its hover does: "Vampire"."""
        return entity.name[:1].upper() + entity.name[1:]

    def travel_step(self, direction: Direction) -> Outcome:
        return self.act(Step(direction))

    def creature_note(self, entity: Entity) -> str:
        """The side list says which monsters can hit the hero now, in words short enough that a row keeps the HP whole
        beside the longest name at 800x500 ("Gargoyle (hits you)  14/14": the side list shortens the HP first)."""
        return "hits you" if can_hit(entity, self.view.detail.hero) else ""

    # ----- the game -------------------------------------------------------------------------------

    def act(self, command: Command) -> Outcome:
        """A person's command: the game refuses one that would only waste the action, saying why. A dangerous
        turn stops the keys held or typed ahead; the end box comes after it."""
        return [*transitions(self.send(command)), *transitions(self.after())] or None

    def person_plays(self) -> bool:
        """A bot's game holds no keys: nothing is said to have stopped them."""
        return not self.view.detail.bot

    def after(self) -> Outcome:
        """After a turn is shown: the end box when it ended the game."""
        return Push(MazeOverScreen(self.ctx, self.session)) if self.view.over else None

    # ----- frames ---------------------------------------------------------------------------------

    def bot_playing(self) -> bool:
        """A bot plays, and nothing holds it: not a pause, not the end, not a box or a page over the maze."""
        return bool(self.view.detail.bot) and not self.paused and not self.view.over and not self.covered

    def update(self, dt):
        walked = super().update(dt)         # a walk to a clicked cell takes its next step
        return self.bot_turn(dt) if self.bot_playing() else walked

    @property
    def animating(self) -> bool:
        return super().animating or self.bot_playing()

    def hud_stats(self) -> list[Stat]:
        """The rules' stats as shown_stats gives them."""
        return shown_stats(self.view)

    def draw(self, surface):
        ctx, view = self.ctx, self.view
        surface.fill(ctx.palette.background)
        board, panel = self.place(surface.get_size())
        board.draw(surface, view, LOOK)
        self.draw_edge(surface)
        self.draw_path(surface)
        if self.weapon is not None:
            self.draw_aim(surface, self.weapon, self.cursor)
        self.effects.draw(surface, board, ctx.fonts.normal, view)
        self.draw_panel(surface, panel)
        if self.row_lost and self.pointer is not None:
            # The pointer on the panel after the board moved: the side list's row under it, its rows placed now.
            self.row_lost = False
            row = self.row_at(self.pointer) if self.pointed is None else None
            if row is not None:
                self.pointed_row = row
                self.on_hover(self.pointed_cell())
                surface.fill(ctx.palette.background, panel)
                self.draw_panel(surface, panel)

    def side_heading(self) -> str:
        """The fog lifted, the list is of every monster on the map: its heading says so, not "In sight"."""
        if self.ctx.board.fog:
            return ""
        sighted = len(self.creatures())
        return f"On the map (fog lifted): {sighted}" if sighted else "No monster on the map (fog lifted)"

    def follow_pointer(self) -> None:
        """The board moved under a still pointer (a resize): the pointer names what is under it now, a cell of the
        board or a row of the side list, not the row or cell it was on (the play screen's follow_pointer finds the
        cell; the row is found once the panel's rows are placed, in draw)."""
        moved = self.pointer is not None and (self.ctx.board.geometry(), self.view) != self._pointed_on
        if moved and self.pointed_row is not None:
            self.pointed_row = self.pointed = None
            self.hover("")
        self.row_lost = self.row_lost or moved
        super().follow_pointer()

    def draw_edge(self, surface) -> None:
        """A faint line round the maze's 16 by 12 cells, just outside them: under the fog, black like the cells not
        seen yet, the player sees where the maze ends. Zoomed in, only the maze's own edges that are shown (the
        board marks the sides where the part shown cuts it)."""
        board, palette = self.ctx.board, self.ctx.palette
        area, (first, (cols, rows)) = board.area, (board.first, board.shown)
        colour = tuple((a + b) // 2 for a, b in zip(palette.background, palette.dim))
        left, top, right, bottom = area.left - 2, area.top - 2, area.right + 1, area.bottom + 1
        for shown, start, end in ((first.x == 0, (left, top), (left, bottom)),
                                  (first.y == 0, (left, top), (right, top)),
                                  (first.x + cols == board.cols, (right, top), (right, bottom)),
                                  (first.y + rows == board.rows, (left, bottom), (right, bottom))):
            if shown:
                pygame.draw.line(surface, colour, start, end)

    def place(self, size: tuple[int, int]):
        """The board as large as the window's height allows with the panel beside it, both one block centred
        across the window: the panel gets PANEL_MIN at least, and what the board leaves up to PANEL_WIDTH (both
        times the HUD's scale: its text is larger in a far larger window)."""
        width, height = size
        scale = self.fit_hud(size)
        board = self.ctx.board
        board.remember = self.ctx.settings.fog == "remembered"
        place_maze(board, pygame.Rect(MARGIN, MARGIN, width - round(PANEL_MIN * scale) - 3 * MARGIN,
                                      height - 2 * MARGIN), self.view)
        panel_width = min(round(PANEL_WIDTH * scale), width - board.area.width - 3 * MARGIN)
        board.area.left = (width - board.area.width - MARGIN - panel_width) // 2
        return board, pygame.Rect(board.area.right + MARGIN, MARGIN, panel_width, height - 2 * MARGIN)

    def panel_notes(self) -> list[tuple[str, tuple]]:
        """The panel's notes under the monsters in sight, most needed first: aiming or the bot, then the hover."""
        notes = self.standing_notes()
        text = self.hover_text
        if text and self.weapon is not None:
            # The aim's lines above are the target's; after a gap, the pointer's own, said to be the pointer's.
            text = "Pointer: " + (text[0].lower() + text[1:] if text.startswith("Out of") else text)
            notes.append(("", self.ctx.palette.dim))
        if text:
            notes.append((text, self.ctx.palette.gold))
        return notes

    def standing_notes(self) -> list[tuple[str, tuple]]:
        """The notes that stay while the pointer moves: what the aimed strike would do, or the bot and its words."""
        palette, view = self.ctx.palette, self.view
        detail = view.detail
        if self.weapon is not None:
            # The keys that aim are in the hint line; the mouse picks a target too. A monster that can hurt and is
            # out of the weapon's reach is said first, in the colour of danger.
            notes = self.aim_notes(self.weapon)
            return ([(notes[0], palette.bad)] if len(notes) > 1 else []) + [(f"Aiming: {notes[-1]}", palette.gold)]
        if detail.bot:
            state = "paused" if self.paused else f"a turn every {BOT_PACES[self.bot_pace]:g} s"
            said: list[tuple[str, tuple]] = [(f"Bot: {detail.bot}  ({state})", palette.accent)]
            if detail.bot_message:
                said.append((f"Bot says: {detail.bot_message}", palette.gold))
            return said
        return []

    def hint(self) -> list[str]:
        """The keys that matter now, as bound: aiming's, a bot's game's, or a person's."""
        keymap = self.ctx.keymap
        if self.weapon is not None:
            return keymap.hint_parts(("move_n", "move_s", "move_w", "move_e", "next_target", "confirm", "cancel"),
                                     "aiming")
        if self.view.detail.bot:
            return keymap.hint_parts(("pause", "bigger", "smaller", "fog", "help"), "maze_bot")
        return keymap.hint_parts(("move_n", "move_s", "move_w", "move_e", "wait", *WEAPON_ACTIONS, "fog", "help"),
                                 "maze")

    def draw_panel(self, surface, panel: pygame.Rect) -> None:
        """Stats and weapons, the monsters in sight, the notes, the log and the keys' hint, each in its own rows of
        the panel: at any size nothing is drawn over another or outside the panel. The list stays where it is when
        the notes change (the hover text comes and goes as the pointer moves over the list's rows): its rows leave
        room under it for the notes and the log's LOG_LINES. Notes past the room left are cut; the log takes what
        remains."""
        palette = self.ctx.palette
        font, small = self.hud.font, self.hud.small
        line_height, small_line = font.get_linesize() + LINE_GAP, small.get_linesize()
        hint = flow(small, [f"seed {self.view.seed}", *self.hint()], panel.width)
        hint_top = panel.bottom - len(hint) * small_line
        for number, part in enumerate(hint):
            surface.blit(self.hud.text(part, palette.dim, small), (panel.left, hint_top + number * small_line))
        bottom = hint_top - MARGIN
        stats = self.hud_stats()
        weapons = [f"{s.label} {s.value}" for name in WEAPON_NAMES for s in stats if s.label == name]
        room = max(0, (hint_top - panel.top) // line_height - 2)      # the lines under the stats' two
        lines = [(part, palette.text) for part in flow(font, weapons, panel.width)][:room]
        stats = [s for s in stats if s.label not in WEAPON_NAMES]
        self.hud.draw_stats(surface, pygame.Rect(panel.left, panel.top, panel.width, (2 + len(lines)) * line_height),
                            stats, lines)
        top = panel.top + (2 + len(lines)) * line_height
        # The monsters in sight, nearest first, under a heading line, in the rows that leave the notes the room
        # the pointer cannot change and the log its lines (the last row says how many more when they do not all
        # fit).
        row = small_line + 5 * self.hud.unit       # a row of Hud.draw_creatures
        sighted = len(self.creatures())
        # Kept under the list: its heading line and the gap after it, the notes' lines and the log's.
        kept = (small_line + 2 + MARGIN // 2 + self.kept_note_lines(font, panel.width) * line_height
                + (LOG_LINES + 1) * small_line)
        rows = max(0, min(sighted, (bottom - top - kept) // row))
        if rows or not sighted:
            height = small_line + 2 + rows * row
            self.draw_side_list(surface, pygame.Rect(panel.left, top, panel.width, height))
            top += height + MARGIN // 2
        room = max(0, (bottom - top - LOG_LINES * small_line) // line_height)
        for text, colour in self.panel_notes():
            if not text:                # a gap between the aim's lines and the pointer's
                top += line_height // 2
                continue
            # A note cut short ends in an ellipsis on the last line that fits.
            parts = wrap(font, text, panel.width, most=min(NOTE_LINES, room)) if room else []
            for part in parts:
                surface.blit(self.hud.text(part, colour), (panel.left, top))
                top += line_height
            room -= len(parts)
        if bottom - top >= small_line:
            area = pygame.Rect(panel.left, top, panel.width, bottom - top)
            if self.log.offset:
                # Scrolled back: the log's rows with the line above them, where the hint of newer lines below goes,
                # not at the top of the room the log is given (the same rows fit: none was left out for one line).
                rows = len(self.hud.log_rows(area, self.log))
                area.height = min(area.height, (rows + 1) * small_line)
                area.bottom = bottom
            self.hud.draw_log(surface, area, self.log)

    def kept_note_lines(self, font: pygame.font.Font, width: int) -> int:
        """The notes' lines the side list leaves room for: the aiming or bot notes as they are, and a line of hover
        text whether the pointer names anything or not (so the list keeps its rows as the pointer moves), and while
        aiming the gap before it."""
        standing = [part for text, _ in self.standing_notes() for part in wrap(font, text, width, most=NOTE_LINES)]
        return len(standing) + 1 + (self.weapon is not None)

class MazeOverScreen(EndScreen):
    """Found the exit, died, out of turns or the bot failed."""

    again_hint = "a new maze"

    def box_lines(self):
        view = self.session.view()
        result = view.result
        return [
            (RESULT_TEXT.get(result, ""), "good" if result is Result.WON else "bad", "big"),
            (score_line(view, self.rank), "gold", "big"),
            (view.messages[-1] if view.messages else "", "text", "normal"),
        ]


# The screen a replay of a maze game is shown on, as the game was played (graphics/replay_screen.py).
SCREEN = MazeScreen
