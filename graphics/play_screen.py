"""The play screens every game shares: the screen that plays a Session (send, hover, clicks, the settings' keys; its
paths are graphics/travel.py's) and the box over its board when the game is over."""
from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence

import time

import pygame

from game.core import Direction, Entity, Event, Pos
from graphics.board import EDGE_DEPTH, EDGE_GAP, GameLook, player_cell
from graphics.context import Context
from graphics.effects import Alarm, Effects
from graphics.feedback import Feedback, LowHealth
from graphics.guide import Guide, GuidePage
from graphics.keymap import CONTEXT_NAMES, CONTEXTS, GAME_CONTEXTS, key_label
from graphics.kept_frame import KeptFrame
from graphics.hud import Hud, MessageLog, Sighting, creatures_in_sight
from graphics.boxes import leave_box
from graphics.options_screen import OptionsScreen
from graphics.scores_screen import draw_scores, load_scores, scores_width
from graphics.screens import HelpScreen, Screen, draw_box
from graphics.text import bundled_font, clip, render
from graphics.travel import Travels
from graphics.transitions import (DANGER_PAUSE_SECONDS, Interrupt, LeaveGame, Outcome, Push, Redraw,
                                  StartGame, setting_for, transitions)
from roguelike_client.play.session import Session

TRAVEL_SECONDS = 0.06       # between two steps of a walk to a clicked cell: as fast as a held key repeats
WHEEL_LINES = 3             # messages the log scrolls for each notch of the mouse wheel
# A window this many times the first size both ways draws the HUD's text that many times as large (a 4K screen), in
# steps of HUD_SCALE_QUANTUM (a 1920x1080 window: 1.25 times), never smaller than at the first size.
HUD_SCALE_STEP = (1296, 640)
HUD_SCALE_QUANTUM = 0.25
# A key pressed again this soon is carried (typed ahead) as a held one is: a held key repeats 0.3 s, then 0.06 s apart.
HELD_SECONDS = 0.35


def hud_scale(size: tuple[int, int]) -> float:
    """How many times as large the HUD's text is drawn in a window of this size."""
    share = min(size[0] / HUD_SCALE_STEP[0], size[1] / HUD_SCALE_STEP[1])
    return max(1.0, int(share / HUD_SCALE_QUANTUM) * HUD_SCALE_QUANTUM)


def scaled_font(font: pygame.font.Font, scale: float) -> pygame.font.Font:
    """The window's font (pygame's bundled one) at scale times its size."""
    if scale == 1:
        return font
    bigger = bundled_font(1)
    bigger.point_size = round(font.point_size * scale)
    return bigger


class GameScreen(Travels, Screen):
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
    guide: Guide | None = None          # the game's map key and rules in brief: help's last page
    keys_context = "generic"            # which actions the keys mean here (graphics.keymap.CONTEXTS); help lists them
    help_heading = "Keys"
    settings_used: tuple[str, ...] = ()     # the settings only some games use that this one does (screens.GAME_SETTINGS)
    elsewhere: dict[str, str] = {}      # another game's action pressed here: the log's words for it (key_elsewhere)
    log_class: type[MessageLog] = MessageLog    # the log a game keeps (Dooom's folds a walk's turns)

    def __init__(self, ctx: Context, session, first_events: list[Event] | None = None):
        super().__init__(ctx)
        self.session = session
        self.view = session.view()
        self.log = self.log_class()
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
        self.pointer: tuple[int, int] | None = None     # where the mouse pointer was last, in window pixels
        self._pointed_on: tuple | None = None   # the (board's geometry, view) the pointed cell was found on
        self.pointed_row: int | None = None  # the side list's row under the pointer, if any
        self.side_rows: list[pygame.Rect] = []   # where the side list's rows were drawn last
        self._sightings: SightingList | None = None
        self._sightings_for: tuple | None = None    # the (view, fog, palette, tiles, hud) they were worked out for
        self.path: list[Pos] = []            # the cells still to walk to, in order
        self.preview: list[Pos] = []         # the cells a click on the far cell pointed at would walk, in order
        self._preview_for: tuple | None = None      # the (view, cell) the preview was worked out for
        self.keys_since_pointing = False    # keys played since the pointer moved: the path shown is put away
        self.path_known = False     # a known path leads to the far cell pointed at
        self.stopped_toward: tuple | None = None    # (view, goal) of the walk last stopped before an enemy's reach
        self.accept_reach = False   # that walk clicked again: its next step into reach is taken
        self.travel_clock = 0.0
        self.clock: Callable[[], float] = time.monotonic
        self._last_key: tuple[int | None, float] = (None, 0.0)  # the last key pressed, and when
        self.held = self.repeat = False     # the key is carried (held, or typed ahead); a held key's own repeat
        self.walking = False    # the turn being played is a step of a walk
        self.unsaid = ""        # why a single press's dangerous turn stopped its key, if that key is held on
        self._threatened: tuple = ((None, None), {})     # ((the view, the fog), the cells threatened)
        self.kept = KeptFrame()
        self._in_stack = False               # the App has put this screen on its stack (it draws it on the window)
        self._covered = False

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
                why = self.feedback.why_stopped(events, before, after, stopped=False)   # as a press of its own
                if why:
                    self.log.note(why)
        self.log.add_turn([f"Game continued where you left it (turn {self.view.turn})."])

    @property
    def covered(self) -> bool:
        return self._covered

    @covered.setter
    def covered(self, value: bool) -> None:
        """The App says whether another screen lies on this one: one that does draws over the window, so the next
        frame is drawn whole."""
        self._covered, self._in_stack = value, True
        if value:
            self.kept.forget()

    def keeps_frame(self) -> bool:
        """Whether the window still holds what this screen drew last: only a screen the App draws straight onto the
        window, nothing on top of it, and no status line over it (a screen inside another, a replay's, is drawn
        over by it every frame)."""
        return self._in_stack and not self._covered and not self.ctx.status

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
            # Why the walk, the key held or the keys typed ahead stopped, said once as it happens (a refused step's own
            # line says it); a blow in a fight the player chose stops only a walk or a held key (quick presses each
            # act: no pause). A single press stopped nothing: only the game's own word is said.
            stopped = self.walking or self.held
            why = self.feedback.why_stopped(events, before, self.view, carried=self.walking or self.repeat,
                                            stopped=stopped)
            if why:
                self.log.note(why)
            # A single press's key may be held on: its repeats, stopped, say why then (held_key_stopped).
            self.unsaid = "" if stopped else self.feedback.why_stopped(events, before, self.view)
        warning = self.low_health.crossed(self.view, self.ctx.settings.low_hp_percent)
        if warning:
            self.log.note(warning)
            self.effects.add(Alarm(palette.bad))
        self.plan_walk()
        self.on_hover(self.pointed_cell())
        # Problems the session met while playing (a score that could not be written) go to the status line.
        if self.session.notices:
            self.ctx.say(self.session.notices.pop())
        if warning or dangerous:
            self.path = []
            # The keys held or typed ahead stop; a new press is swallowed for the pause the turn's danger asks (the
            # danger pause after a low-HP warning too).
            return Interrupt(DANGER_PAUSE_SECONDS if warning else self.feedback.pause(events, before, self.view))
        return None

    # ----- input ----------------------------------------------------------------------------------

    def handle(self, event):
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.unsaid = ""
        if event.type == pygame.KEYDOWN:
            now, (last, when) = self.clock(), self._last_key
            self.repeat = bool(getattr(event, "repeat", False))     # no KEYUP since its press (app.py)
            self.held, self._last_key = self.repeat or (event.key == last and now - when < HELD_SECONDS), (event.key, now)
            if self.path:
                self.path = []      # any key stops a walk, and does nothing else
                return None
            if not self.keys_since_pointing:
                # Playing by keys puts the path a click would walk away, as Brogue does, until the pointer moves.
                self.keys_since_pointing, self.preview, self._preview_for = True, [], None
            action = self.ctx.keymap.action_for(event, self.keys_context)
            outcome = self.on_key(action)
            return self.key_elsewhere(event) if action is None and outcome is None else outcome
        if event.type == pygame.MOUSEMOTION:
            self.keys_since_pointing = False
            self.pointer, self._pointed_on = event.pos, (self.ctx.board.geometry(), self.view)
            self.pointed = self.ctx.board.cell_at(event.pos, self.view)
            self.pointed_row = self.row_at(event.pos) if self.pointed is None else None
            walk = self.plan_walk()
            return self.on_hover(self.pointed_cell()) or walk
        if event.type == pygame.MOUSEWHEEL:
            # The wheel away from the player reads older messages, as Page Up does.
            self.log.scroll(WHEEL_LINES * event.y)
            return Redraw()
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.held, self.repeat, self._last_key = False, False, (None, 0.0)
            cell = self.ctx.board.cell_at(event.pos, self.view)
            if cell is None:
                return self.inspect(self.row_at(event.pos))
            return self.on_click(cell)
        return None

    def held_key_stopped(self) -> bool:
        """The window stopped the repeats of the key held down since the press whose turn was dangerous: the log says
        why now, once ("Stopped: the Elf attacks you."), as it does when a walk or a repeat is stopped. False when
        there was nothing to say."""
        said, self.unsaid = self.unsaid, ""
        if said:
            self.log.note(said)
        return bool(said)

    def key_elsewhere(self, event: pygame.event.Event) -> Outcome:
        """A key that means nothing here but is an action of another game's play is not silent: the log says so, for
        free (the maze's . waits; in CC3k it did nothing and said nothing). A game words its own (elsewhere)."""
        if not self.person_plays():
            return None
        keymap, here = self.ctx.keymap, self.keys_context
        for context in (context for contexts in GAME_CONTEXTS.values() for context in contexts if context != here):
            action = keymap.action_for(event, context)
            if action is not None and action not in CONTEXTS.get(here, ()):
                label = key_label(event.unicode if event.unicode.isprintable() and event.unicode.strip()
                                  else pygame.key.name(event.key))
                self.log.note(self.elsewhere.get(action) or f"The {label} key: {keymap.title(action, context)} in "
                              f"{CONTEXT_NAMES[context]}, nothing in {CONTEXT_NAMES[here]}.")
                return Redraw()
        return None

    def inspect(self, row: int | None) -> Outcome:
        """A click on a row of the side list: that creature's words and numbers, as pointing at it gives them (a click
        on the board is what acts)."""
        if row is None:
            return None
        self.pointed, self.pointed_row = None, row
        self.preview = []
        return self.on_hover(self.pointed_cell()) or Redraw()

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
            guide = GuidePage(self.guide, self.look, self.view) if self.guide and self.look else None
            return Push(HelpScreen(self.ctx, self.keys_context, self.help_heading, guide=guide))
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

    def status_area(self, size: tuple[int, int]) -> pygame.Rect:
        """Where the window's status line goes over this screen (App.draw_status, at its bottom): the footer's place,
        never over the board nor its cut edges' marks: the band under the board when there is room for a line, else
        the column right of the board (the maze's panel, its footer at the bottom)."""
        width, height = size
        board = self.ctx.board.area if self.view.cells else pygame.Rect(0, 0, 0, 0)
        clear = EDGE_GAP + EDGE_DEPTH + 1
        if height - board.bottom - clear >= self.ctx.fonts.small.get_linesize() + 18:
            return pygame.Rect(0, board.bottom + clear, width, height - board.bottom - clear)
        return pygame.Rect(board.right + clear, 0, max(0, width - board.right - clear), height)

    # ----- the side list ---------------------------------------------------------------------------

    def creatures(self) -> list[Entity]:
        """The creatures in sight, nearest first (all of them while the board's fog is off)."""
        return creatures_in_sight(self.view, everything=not self.ctx.board.fog)

    def creature_note(self, entity: Entity) -> str:
        """A word after a creature's name in the side list; a game says what matters ("neutral")."""
        return ""

    def sightings(self) -> SightingList:
        """The side list's rows, worked out once for each view, fog, palette and mode (a frame is drawn far more
        often than a turn is played); each row only when it is asked for (the list shows the nearest few)."""
        ctx, look = self.ctx, self.look
        palette, board = ctx.palette, ctx.board
        shown_for = (self.view, board.fog, palette, board.tiles, self.hud)
        made_for = self._sightings_for
        # The view by identity: two views of different turns are never the same object, and comparing them would
        # compare every cell.
        # The palette and the HUD by identity too: comparing palettes compares every colour, every frame.
        if self._sightings is not None and made_for is not None and all(a is b for a, b in zip(made_for, shown_for)):
            return self._sightings
        size = self.hud.small.get_linesize()
        # How each kind, glyph and name looks (a look's contract: not by place or HP), worked out once in a view.
        looks: dict[str, tuple] = {}
        view = self.view

        def row(entity: Entity) -> Sighting:
            drawn = looks.get(entity.name)      # by the name, then checked (as the board does)
            if drawn is None or drawn[3] is not entity.kind or drawn[4] != entity.glyph:
                glyph = look.entity_glyph(entity) if look is not None and look.entity_glyph else entity.glyph
                colour = look.entity_colour(entity, view, palette) if look is not None and look.entity_colour \
                    else palette.for_kind(entity.kind)
                sprite = board.sheet.get(look.entity_tile(entity, view), size, palette) \
                    if look is not None and board.tiles and board.sheet is not None else None
                drawn = looks[entity.name] = (glyph, colour, sprite, entity.kind, entity.glyph)
            return Sighting(entity.pos, drawn[0], drawn[1], self.creature_name(entity), entity.hp, entity.max_hp,
                            self.creature_note(entity), drawn[2])

        rows = SightingList(self.creatures(), row)
        self._sightings, self._sightings_for = rows, shown_for
        return rows

    def creature_name(self, entity: Entity) -> str:
        """A creature's name in the side list; a game may say it shorter."""
        return entity.name

    def draw_side_list(self, surface: pygame.Surface, area: pygame.Rect, mark_board: bool = True,
                       kept: bool = False) -> None:
        """The side list in an area, the pointed creature framed there (and on the board, with mark_board; a screen
        that draws the board's marks itself, draw_board, says not). On a window that keeps this screen's last frame,
        the list is drawn again only when what it shows changed: a turn in which the creatures only move keeps it
        (where they are matters only to the row framed as pointed at). The rows' rectangles are kept for the mouse."""
        marked, sightings = self.pointed_cell(), self.sightings()
        count = self.hud.creature_rows(area, len(sightings))
        heading = self.side_heading()
        shown = (self.hud, tuple(area), len(sightings), heading, [
            (s.glyph, s.colour, s.name, s.hp, s.max_hp, s.note, s.sprite, s.pos == marked) for s in sightings[:count]])
        if self.kept.changed("side", shown) or not kept:
            surface.set_clip(area)
            self.side_rows = self.hud.draw_creatures(surface, area, sightings, marked, fill=kept, heading=heading)
            surface.set_clip(None)
        if mark_board:
            for rect in self.creature_frame():
                pygame.draw.rect(surface, self.ctx.palette.accent, rect, 1)

    def side_heading(self) -> str:
        """The side list's heading where it lists more than what is in sight (the maze with the fog lifted); "" for
        the HUD's own ("In sight: N")."""
        return ""

    def creature_frame(self) -> list[pygame.Rect]:
        """The frame round the creature pointed at (on the board or in the side list), on the board."""
        marked = self.pointed_cell()
        rect = self.ctx.board.cell_rect(marked) if marked is not None else None
        if rect is None or not any(entity.pos == marked for entity in self.sightings().creatures):  # no rows made
            return []
        return [rect.inflate(2, 2)]

    def draw_board(self, surface: pygame.Surface, look: GameLook, kept: bool) -> None:
        """The board and what is drawn over it: the walk's dots, the effects, the frame round the creature pointed at.
        kept: the window holds this screen's last frame, so only what changed is painted: the cells a turn changed,
        and the marks moved (the board as kept painted again where they were). While effects play, and on the frame
        after, the whole board is."""
        board = self.ctx.board
        dots, frames = self.path_dots(), self.creature_frame()
        # Each mark's rectangle, and what it is, so that marks drawn alike are known as the same.
        marks = [(tuple(rect), (colour, radius)) for rect, colour, radius in dots] + \
            [(tuple(rect), ()) for rect in frames]
        effects = self.effects.active
        shown = self.kept.marks
        if kept and not effects and shown is not None:
            if shown != marks:
                for place, _ in shown:
                    board.restore(surface, pygame.Rect(place))
            board.draw(surface, self.view, look, kept=True)
        else:
            board.draw(surface, self.view, look)
        # Effects drawn: the next frame paints the whole board again, to take them away.
        self.kept.marks = None if effects else marks
        for rect, colour, radius in dots:
            pygame.draw.circle(surface, colour, rect.center, radius)
        self.effects.draw(surface, board, self.hud.font, self.view)
        for rect in frames:
            pygame.draw.rect(surface, self.ctx.palette.accent, rect, 1)

    # ----- travel ---------------------------------------------------------------------------------

    def travel_step(self, direction: Direction) -> Outcome:
        """One step of a walk, as the game takes it; a game that travels says how."""
        return None

    def travel_to(self, goal: Pos) -> Outcome:
        """Walk to a far cell along a shortest path over known walkable cells, or next to it when it cannot be
        stepped on (a potion, a creature); nothing when no path leads there. A click on the player's own cell is
        no walk: it says where the player is, for free (it said no way led there)."""
        if goal == player_cell(self.view):
            self.path, self.preview = [], []
            if self.person_plays():
                self.log.note("You are here.")
            return Redraw()
        self.path = self.path_to(goal)
        # The same walk clicked again right after it stopped before an enemy's reach: the player takes the step.
        self.accept_reach = bool(self.path) and self.stopped_toward == (self.view, self.path[-1])
        self.stopped_toward = None
        self.preview = []
        self.travel_clock = TRAVEL_SECONDS     # the first step at the next update
        if not self.path and self.person_plays():             # a click that did nothing would look lost
            self.log.note("Nothing to walk to there." if self.known_terrain(goal) else "No known way leads there.")
        return Redraw()

    def walk(self) -> Outcome:
        """The next step of a walk; it stops where the path no longer holds (a creature stepped on it, a floor
        changed), before a step into an enemy's reach, when a creature worth stopping for comes into sight, or when
        the step did not bring the player where it should; the log says why, but for a floor changed."""
        here = player_cell(self.view)
        step = self.path.pop(0)
        direction = Direction.between(here, step) if here is not None else None
        if here is None or direction is None or self.view.over or not self.walkable(step, not self.path):
            self.path = []
            why = self.feedback.why_blocked([e for e in self.view.entities if e.pos == step])
            if why and direction is not None and not self.view.over:
                self.log.note(why)
            return Redraw() if why else None
        stopped = None if self.accept_reach else self.stop_short(here, step)
        self.accept_reach = False
        if stopped is not None:
            return stopped
        seen, self.walking = Counter(e.name for e in self.creatures() if self.stops_for(e)), True
        try:
            outcome = self.travel_step(direction)
        finally:
            self.walking = False
        if player_cell(self.view) != step or transitions(outcome):
            self.path = []
        new = Counter(e.name for e in self.creatures() if self.stops_for(e)) - seen
        if self.path and new and not self.view.over:
            self.path = []
            self.log.note(self.feedback.why_seen(list(new.elements())))
        return outcome

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


class SightingList(Sequence[Sighting]):
    """The side list's rows for the creatures in sight, nearest first: each row made when first asked for."""

    def __init__(self, creatures: list[Entity], make: Callable[[Entity], Sighting]):
        self.creatures = creatures
        self._rows: list[Sighting | None] = [None] * len(creatures)
        self._make = make

    def __len__(self) -> int:
        return len(self.creatures)

    def __getitem__(self, index):
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self.creatures)))]
        row = self._rows[index]
        if row is None:
            row = self._rows[index] = self._make(self.creatures[index])
        return row


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
