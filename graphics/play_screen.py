"""The play screens every game shares: the screen that plays a Session (send, hover, clicks, the settings' keys)
and the box over its board when the game is over."""
from __future__ import annotations

from collections import deque
from typing import Callable, Sequence

import pygame

from game.core import Direction, Entity, Event, Pos
from graphics.board import GameLook, player_cell
from graphics.context import Context
from graphics.effects import Alarm, Effects
from graphics.feedback import Feedback, LowHealth
from graphics.hud import Hud, MessageLog, Sighting, creatures_in_sight
from graphics.boxes import leave_box
from graphics.options_screen import OptionsScreen
from graphics.scores_screen import draw_scores, load_scores, scores_width
from graphics.screens import HelpScreen, Screen, draw_box
from graphics.text import clip, render
from graphics.transitions import (DANGER_PAUSE_SECONDS, LOW_HP_PAUSE_SECONDS, Interrupt, LeaveGame, Outcome, Push, Redraw,
                                  StartGame, setting_for, transitions)
from roguelike_client.play.session import Session

TRAVEL_SECONDS = 0.06       # between two steps of a walk to a clicked cell: as fast as a held key repeats
# A window this many times the first size both ways draws the HUD's text that many times as large (a 4K screen), in
# steps of HUD_SCALE_QUANTUM (a 1920x1080 window: 1.25 times), never smaller than at the first size.
HUD_SCALE_STEP = (1296, 640)
HUD_SCALE_QUANTUM = 0.25


def hud_scale(size: tuple[int, int]) -> float:
    """How many times as large the HUD's text is drawn in a window of this size."""
    share = min(size[0] / HUD_SCALE_STEP[0], size[1] / HUD_SCALE_STEP[1])
    return max(1.0, int(share / HUD_SCALE_QUANTUM) * HUD_SCALE_QUANTUM)


def scaled_font(font: pygame.font.Font, scale: float) -> pygame.font.Font:
    """The window's font (pygame's bundled one) at scale times its size."""
    if scale == 1:
        return font
    bigger = pygame.font.Font(None, 1)
    bigger.point_size = round(font.point_size * scale)
    return bigger


class GameScreen(Screen):
    """What every game's play screen shares: the Session it plays, the view it draws, the log, the effects, the
    HUD; keys, pointing and clicks handed to on_key, on_hover and on_click, which return what should happen.

    Commands go through send(): the session records them, the game's feedback table turns the events into the
    log, animations and sounds, and the hover text is worked out again (what is under the pointer may have
    moved, or lost HP). send() returns Interrupt() after a dangerous turn (the feedback table says which), so that
    held and typed-ahead keys stop; it warns once each time the player's HP falls under the low-HP setting.

    Travel: a game that says which cells can be walked (walkable) and how a step is taken (travel_step) walks to a
    far cell along a path, one step every TRAVEL_SECONDS in update(); any key, a dangerous turn or a path that
    no longer holds stops it."""

    feedback = Feedback()
    look: GameLook | None = None        # how the board draws entities: the side list shows them alike
    keys_context = "generic"            # which actions the keys mean here (graphics.keymap.CONTEXTS); help lists them
    help_heading = "Keys"
    travel_directions: tuple[Direction, ...] = tuple(Direction)     # the steps a path may take (the maze: four)
    settings_used: tuple[str, ...] = ()     # the settings only some games use that this one does (screens.GAME_SETTINGS)

    def __init__(self, ctx: Context, session, first_events: list[Event] | None = None):
        super().__init__(ctx)
        self.session = session
        self.view = session.view()
        self.log = MessageLog()
        if first_events is None and session.record.commands:
            self.log_the_past()
        else:
            self.log.add_turn(list(self.view.messages))
        self.effects = Effects()
        self.hud = Hud(ctx.palette, ctx.fonts.normal, ctx.fonts.small)
        self.hud_scale = 1.0
        self.low_health = LowHealth(self.view, ctx.settings.low_hp_percent)
        self.hover_text = ""
        self.pointed: Pos | None = None      # the board cell under the mouse pointer, if any
        self.pointed_row: int | None = None  # the side list's row under the pointer, if any
        self.side_rows: list[pygame.Rect] = []   # where the side list's rows were drawn last
        self._sightings: list[Sighting] = []
        self._sightings_for: tuple | None = None    # the (view, fog, palette, tiles, hud) they were worked out for
        # (sightings, hud, marked cell, size) the side list was drawn for, its image and its rows' rectangles
        self._side_image: tuple | None = None
        self.path: list[Pos] = []            # the cells still to walk to, in order
        self.travel_clock = 0.0

    def log_the_past(self) -> None:
        """A continued game's log as it was: the record played again on a game of its own, each turn's lines as the
        feedback table wrote them, and a line saying the game goes on from there."""
        past = Session.replay(self.session.spec, self.session.record)
        for line in self.session.record.commands:
            before = past.view()
            events = past.submit(line)
            after = past.view()
            self.log.add_turn(self.feedback.turn_lines(events, after, line))
            if self.person_plays() and not after.over and self.feedback.dangerous(events, before, after):
                why = self.feedback.why_stopped(events, before, after)
                if why:
                    self.log.note(why)
        self.log.add_turn([f"Game continued where you left it (turn {self.view.turn})."])

    # ----- commands -------------------------------------------------------------------------------

    def send(self, command) -> Outcome:
        """Apply a command through the session and show what happened; Interrupt() after a dangerous turn."""
        return self.show_events(self.session.send(command), command=self.session.spec.format(command))

    def show_events(self, events: list, extra_lines: tuple[str, ...] = (), command: str | None = None) -> Outcome:
        before, self.view = self.view, self.session.view()
        palette = self.ctx.palette
        sounds = self.feedback.show(events, self.view, palette, self.effects, self.log, extra_lines, command)
        self.ctx.play(sounds)
        dangerous = self.feedback.dangerous(events, before, self.view)
        if dangerous and self.person_plays() and not self.view.over:
            # Why the keys held or typed ahead stopped, said once as it happens (a refused step's own line says it).
            why = self.feedback.why_stopped(events, before, self.view)
            if why:
                self.log.note(why)
        warning = self.low_health.crossed(self.view, self.ctx.settings.low_hp_percent)
        if warning:
            self.log.note(warning)
            self.effects.add(Alarm(palette.bad))
        self.on_hover(self.pointed_cell())
        # Problems the session met while playing (a score that could not be written) go to the status line.
        if self.session.notices:
            self.ctx.say(self.session.notices.pop())
        if warning or dangerous:
            self.path = []
            return Interrupt(LOW_HP_PAUSE_SECONDS if warning else DANGER_PAUSE_SECONDS)
        return None

    # ----- input ----------------------------------------------------------------------------------

    def handle(self, event):
        if event.type == pygame.KEYDOWN:
            if self.path:
                self.path = []      # any key stops a walk, and does nothing else
                return None
            return self.on_key(self.ctx.keymap.action_for(event, self.keys_context))
        if event.type == pygame.MOUSEMOTION:
            self.pointed = self.ctx.board.cell_at(event.pos, self.view)
            self.pointed_row = self.row_at(event.pos) if self.pointed is None else None
            return self.on_hover(self.pointed_cell())
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            cell = self.ctx.board.cell_at(event.pos, self.view)
            return self.on_click(cell if cell is not None else self.row_cell(self.row_at(event.pos)))
        return None

    def row_at(self, pixel: tuple[int, int]) -> int | None:
        """The side list's row under a pixel, if any."""
        return next((index for index, row in enumerate(self.side_rows) if row.collidepoint(pixel)), None)

    def row_cell(self, row: int | None) -> Pos | None:
        """Where the creature of a side list's row stands: a row stands for its creature's cell."""
        rows = self.sightings()
        return rows[row].pos if row is not None and row < len(rows) else None

    def pointed_cell(self) -> Pos | None:
        """The cell the pointer names: the board's cell under it, or the cell of the creature whose row it is on."""
        return self.row_cell(self.pointed_row) if self.pointed_row is not None else self.pointed

    def person_plays(self) -> bool:
        """Whether a person's keys play this game (a bot's game holds no keys, so nothing is said to stop)."""
        return True

    def on_key(self, action: str | None) -> Outcome:
        return None

    def on_hover(self, cell) -> Outcome:
        return None

    def on_click(self, cell) -> Outcome:
        return None

    def hover(self, text: str) -> Outcome:
        """Show this text for the cell pointed at; a redraw only when it changed."""
        if text == self.hover_text:
            return None
        self.hover_text = text
        return Redraw()

    def common_key(self, action: str) -> Outcome:
        """Keys every game's screen answers alike: help, the log's scrolling, and the settings' keys."""
        if action == "help":
            return Push(HelpScreen(self.ctx, self.keys_context, self.help_heading))
        if action in ("log_older", "log_newer"):
            self.log.scroll(5 if action == "log_older" else -5)
            return None
        if action == "options":
            return Push(OptionsScreen(self.ctx, uses=self.settings_used))
        return setting_for(action)

    def ask_to_leave(self, question: str = "Save this game and go to the title?") -> Outcome:
        """Asked first: leaving saves the game (or keeps it as a replay when it is over) and goes to the title; where
        it cannot be saved, the box says why and offers to keep playing instead (graphics.boxes.leave_box)."""
        return leave_box(self.ctx, self.session, question)

    def fit_hud(self, size: tuple[int, int]) -> float:
        """The HUD for a window of this size, in the palette now: its text larger in a larger window (hud_scale).
        Returns the scale, which the screens' HUD layouts multiply their sizes by."""
        scale = hud_scale(size)
        if scale != self.hud_scale or self.hud.palette is not self.ctx.palette:
            fonts = self.ctx.fonts
            self.hud = Hud(self.ctx.palette, scaled_font(fonts.normal, scale), scaled_font(fonts.small, scale))
            self.hud_scale = scale
        self.hud.low_share = self.ctx.settings.low_hp_percent / 100   # red where the warning says HP is low
        self.hud.most_hp = self.low_health.most      # a player with no maximum: a bar against the most HP it has had
        return scale

    # ----- the side list ---------------------------------------------------------------------------

    def creatures(self) -> list[Entity]:
        """The creatures in sight, nearest first (all of them while the board's fog is off)."""
        return creatures_in_sight(self.view, everything=not self.ctx.board.fog)

    def creature_note(self, entity: Entity) -> str:
        """A word after a creature's name in the side list; a game says what matters ("neutral")."""
        return ""

    def sightings(self) -> list[Sighting]:
        """The side list's rows, worked out once for each view, fog, palette and mode (a frame is drawn far more
        often than a turn is played)."""
        ctx, look = self.ctx, self.look
        palette, board = ctx.palette, ctx.board
        shown_for = (self.view, board.fog, palette, board.tiles, self.hud)
        made_for = self._sightings_for
        # The view by identity: two views of different turns are never the same object, and comparing them would
        # compare every cell.
        # The palette and the HUD by identity too: comparing palettes compares every colour, every frame.
        if made_for is not None and all(a is b for a, b in zip(made_for, shown_for)):
            return self._sightings
        size = self.hud.small.get_linesize()
        rows = []
        for entity in self.creatures():
            glyph = look.entity_glyph(entity) if look is not None and look.entity_glyph else entity.glyph
            colour = look.entity_colour(entity, self.view, palette) if look is not None and look.entity_colour \
                else palette.for_kind(entity.kind)
            sprite = board.sheet.get(look.entity_tile(entity, self.view), size, palette) \
                if look is not None and board.tiles and board.sheet is not None else None
            rows.append(Sighting(entity.pos, glyph, colour, entity.name, entity.hp, entity.max_hp,
                                 self.creature_note(entity), sprite))
        self._sightings, self._sightings_for = rows, shown_for
        return rows

    def draw_side_list(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """The side list in an area, the pointed creature framed there and on the board. The list is drawn once
        into an image of its own, kept while nothing it shows changes."""
        marked, sightings = self.pointed_cell(), self.sightings()
        kept = self._side_image
        # What the image shows of each row: a turn in which the creatures only move keeps it (where they are
        # matters only to the row framed as pointed at).
        shown = None
        if kept is not None and kept[0] is not sightings:
            shown = [(s.glyph, s.colour, s.name, s.hp, s.max_hp, s.note, s.sprite, s.pos == marked) for s in sightings]
            if shown == kept[6] and kept[1] is self.hud and kept[3] == area.size:
                kept = self._side_image = (sightings, *kept[1:])
        if kept is None or kept[0] is not sightings or kept[1] is not self.hud or kept[2:4] != (marked, area.size):
            image = pygame.Surface(area.size, pygame.SRCALPHA)
            rows = self.hud.draw_creatures(image, image.get_rect(), sightings, marked)
            if shown is None:
                shown = [(s.glyph, s.colour, s.name, s.hp, s.max_hp, s.note, s.sprite, s.pos == marked)
                         for s in sightings]
            kept = self._side_image = (sightings, self.hud, marked, area.size, image, rows, shown)
        image, rows = kept[4], kept[5]
        surface.blit(image, area.topleft)
        self.side_rows = [row.move(area.topleft) for row in rows]
        rect = self.ctx.board.cell_rect(marked) if marked is not None else None
        if rect is not None and any(sighting.pos == marked for sighting in sightings):
            pygame.draw.rect(surface, self.ctx.palette.accent, rect.inflate(2, 2), 1)

    # ----- travel ---------------------------------------------------------------------------------

    def walkable(self, cell: Pos, end: bool) -> bool:
        """Whether a walk may step on this cell now (end: as its last step, onto the stairs, say); a game that
        travels says which."""
        return False

    def travel_step(self, direction: Direction) -> Outcome:
        """One step of a walk, as the game takes it; a game that travels says how."""
        return None

    def travel_to(self, goal: Pos) -> Outcome:
        """Walk to a far cell along a shortest path over known walkable cells, or next to it when it cannot be
        stepped on (a potion, a creature); nothing when no path leads there."""
        start = player_cell(self.view)
        if start is None:
            return None
        if self.known_walkable(goal, True):
            goals = {goal}
        else:
            goals = {Pos(goal.x + d.dx, goal.y + d.dy) for d in self.travel_directions}
            goals = {cell for cell in goals if self.known_walkable(cell, True)}
        self.path = find_path(start, goals, self.known_walkable, self.travel_directions)
        self.travel_clock = TRAVEL_SECONDS     # the first step at the next update
        return Redraw() if self.path else None

    def known_walkable(self, cell: Pos, end: bool) -> bool:
        view = self.view
        if not (0 <= cell.x < view.width and 0 <= cell.y < view.height):
            return False
        known = view.visible is None or view.visible[cell.y][cell.x] or \
            (view.remembered is not None and view.remembered[cell.y][cell.x])
        return known and self.walkable(cell, end)

    def walk(self) -> Outcome:
        """The next step of a walk; it stops where the path no longer holds (a creature stepped on it, a floor
        changed) or the step did not bring the player where it should."""
        here = player_cell(self.view)
        step = self.path.pop(0)
        direction = Direction.between(here, step) if here is not None else None
        if direction is None or self.view.over or not self.walkable(step, not self.path):
            self.path = []
            return None
        outcome = self.travel_step(direction)
        if player_cell(self.view) != step or transitions(outcome):
            self.path = []
        return outcome

    def draw_path(self, surface: pygame.Surface) -> None:
        """The cells a walk has still to go, marked with a dot each."""
        board = self.ctx.board
        for cell in self.path:
            rect = board.cell_rect(cell)
            if rect is not None:
                pygame.draw.circle(surface, self.ctx.palette.accent, rect.center, max(1, board.cell // 6))

    def update(self, dt):
        if self.effects.active:
            self.effects.update(dt)
        if self.path and not self.covered:
            self.travel_clock += dt
            if self.travel_clock >= TRAVEL_SECONDS:
                self.travel_clock = 0.0
                return self.walk()
        return None

    @property
    def animating(self) -> bool:
        return self.effects.active or bool(self.path)


def find_path(start: Pos, goals: set[Pos], walkable: Callable[[Pos, bool], bool],
              directions: Sequence[Direction]) -> list[Pos]:
    """The cells of a shortest path from start to the nearest goal (start left out), taking the given steps in
    their order (so the same board gives the same path); walkable(cell, end) says where a step may go, end when the
    cell is a goal. Empty when no goal can be reached, or start is one."""
    if start in goals:
        return []
    came: dict[Pos, Pos] = {start: start}
    frontier = deque([start])
    while frontier:
        cell = frontier.popleft()
        for direction in directions:
            after = Pos(cell.x + direction.dx, cell.y + direction.dy)
            if after in came or not walkable(after, after in goals):
                continue
            came[after] = cell
            if after in goals:
                path = [after]
                while came[path[-1]] != start:
                    path.append(came[path[-1]])
                return path[::-1]
            frontier.append(after)
    return []


class EndScreen(Screen):
    """The end of a game, over its board: what happened, the score and the game's high-score table.
    r or Enter plays again, q or Escape goes back to the title. A game's end screen says the words."""

    opaque = False
    keys_context = "end"
    again_hint = "a new game"

    def __init__(self, ctx: Context, session):
        super().__init__(ctx)
        self.session = session
        self.rank = session.rank
        self.entries = load_scores(ctx).get(session.spec.name, [])

    def box_lines(self) -> list[tuple[str, str, str]]:
        """(text, palette colour, font) for each line above the table."""
        raise NotImplementedError

    def handle(self, event):
        if event.type != pygame.KEYDOWN:
            return None
        action = self.ctx.keymap.action_for(event, self.keys_context)
        if action in ("restart", "confirm"):
            return [LeaveGame(), StartGame(self.session.spec.name)]
        if action in ("quit", "cancel"):
            return LeaveGame()
        return None

    def draw(self, surface):
        palette, fonts = self.ctx.palette, self.ctx.fonts
        images = [render(getattr(fonts, font), text, getattr(palette, colour)) for text, colour, font in self.box_lines()]
        # The table as tall as the window leaves room for (three rows at least), the box as wide as the table.
        above = sum(image.get_height() + 8 for image in images) + 40
        table = max(3 * fonts.small.get_linesize(), min(200, surface.get_height() - above - 66))
        width = min(max(560, scores_width(self.ctx, self.entries) + 48), surface.get_width() - 16)
        box = draw_box(surface, palette, images, min_width=width, extra_height=table + 50)
        draw_scores(self.ctx, surface, self.entries,
                    pygame.Rect(box.left + 24, box.bottom - table - 40, box.width - 48, table), self.rank)
        keymap = self.ctx.keymap
        again, leave = keymap.either(("restart", "confirm"), "end"), keymap.either(("quit", "cancel"), "end")
        hint = render(fonts.small, clip(fonts.small, f"{again}: {self.again_hint}     {leave}: back to the title",
                                        box.width - 24), palette.dim)
        surface.blit(hint, hint.get_rect(midbottom=(box.centerx, box.bottom - 12)))
