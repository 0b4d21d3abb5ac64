"""The maze in the window: fog of range 3, weapons aimed with a cursor, the panel (stats, notes, the monsters in
sight, the log), bot programs shown as they play, and matches of up to four bots in a grid of mazes."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.core import Direction, Entity, EntityKind, Event, EventKind, Pos, Result, Stat, View
from game.maze.commands import Attack, Command, Step, Wait
from game.maze.detail import MazeDetail
from game.maze.mapfile import HEIGHT, WIDTH
from game.maze.questions import strike_preview
from game.maze.tables import HERO_VIEW, MONSTERS, WEAPONS, MonsterKind
from graphics.context import Context
from graphics.effects import FloatingText
from graphics.feedback import STANDARD_EFFECTS, Feedback
from graphics.hud import LINE_GAP
from graphics.keymap import MOVE_DIRECTIONS
from graphics.looks import MAZE_LOOK
from graphics.palette import Palette
from graphics.play_screen import EndScreen, GameScreen
from graphics.screens import MARGIN, Screen, draw_box
from graphics.text import clip, flow, render, wrap
from graphics.transitions import ChangeSetting, LeaveGame, Outcome, Push, Redraw, StartGame, Transition, transitions
from roguelike_client.play.session import Session

LOOK = MAZE_LOOK
WEAPON_ACTIONS = {"weapon_1": 0, "weapon_2": 1, "weapon_3": 2, "weapon_4": 3}
BOT_PACES = (2.0, 1.0, 0.5, 0.3, 0.15, 0.05)   # seconds between a bot's turns on screen
WEAPON_NAMES = tuple(weapon.name.title() for weapon in WEAPONS)   # the HUD's order: sword first
PANEL_WIDTH = 440           # the side panel at its widest: stats, aiming and bot notes, hover text, the log
PANEL_MIN = 200             # and at its narrowest, in a small window: its lines wrap
SIDE_TEXT = 240             # a match's text column beside its maze, where the window is wide for the mazes
WORD_LINES = 2              # lines of a match's slot for the bot's words or how its game ended
WIDEST_STATS = ("Health 20/20", "Score -10000", "Turn 150 / 150")    # a match's slot's stats at their widest
LOG_LINES = 3               # the log keeps this many lines however many monsters are in sight
NOTE_LINES = 3              # lines a note of the panel may take (a bot's message may be a thousand characters)
RESULT_TEXT = {Result.WON: "You found the exit!", Result.DIED: "The hero died.",
               Result.OUT_OF_TURNS: "Out of turns.", Result.ERROR: "The bot failed."}


def monster_kind(entity: Entity) -> MonsterKind | None:
    """The table row of a monster the view shows (its glyph is the maze file's digit), or None for anything else."""
    return MONSTERS.get(entity.glyph) if entity.kind is EntityKind.ENEMY else None


def can_hit(entity: Entity, hero: Pos) -> bool:
    """Whether this monster's attack reaches the hero where they stand (it strikes in the next monster phase)."""
    kind = monster_kind(entity)
    # The rules measure a monster's reach counting a diagonal step as one.
    return kind is not None and kind.damage > 0 and entity.pos.chebyshev(hero) <= kind.attack_range


def monsters_in_sight(view: View[MazeDetail]) -> list[Entity]:
    """The monsters the hero sees, nearest first (those that can hit now before others as near)."""
    hero, visible = view.detail.hero, view.visible
    seen = [e for e in view.entities if e.kind is EntityKind.ENEMY and (visible is None or visible[e.pos.y][e.pos.x])]
    return sorted(seen, key=lambda e: (e.pos.chebyshev(hero), not can_hit(e, hero), e.pos.manhattan(hero),
                                       e.pos.y, e.pos.x))


def monster_text(entity: Entity, hero: Pos) -> str:
    """A monster's name and numbers as hover says them: health, damage, attack range, view range."""
    kind = monster_kind(entity)
    text = f"{entity.name.title()}: {entity.hp} / {entity.max_hp} HP"
    if kind is None:
        return text
    text += f", hits {kind.damage} at range {kind.attack_range}" if kind.damage else ", no attack"
    text += f", sees {kind.view}" if kind.view else ", blind"
    return text + (" - it can hit you" if can_hit(entity, hero) else "")


def _score_gain(event: Event, _view: View[MazeDetail], palette: Palette) -> list:
    """A kill scores the monster's health: the number rises where it fell."""
    if event.pos is None or not event.amount:
        return []
    return [FloatingText(event.pos, f"+{event.amount}", palette.good)]


def next_pace(pace: int, action: str) -> int:
    """The pace of a bot's turns after = ("bigger": faster) or - ("smaller": slower), within BOT_PACES."""
    return max(0, min(len(BOT_PACES) - 1, pace + (1 if action == "bigger" else -1)))


def threatens(entity: Entity, view: View[MazeDetail]) -> bool:
    """A monster that can hit the hero where they stand: one more of them is a danger (the feedback table's)."""
    return can_hit(entity, view.detail.hero)


# A dangerous turn (held and typed-ahead keys stop): a hit taken, one more monster able to hit the hero (within the
# longest reach, an orc's 2), a step refused (into an obstacle or off the maze: nothing else is refused a key).
FEEDBACK = Feedback(effects={**STANDARD_EFFECTS, EventKind.KILLED: _score_gain},
                    stops=frozenset({EventKind.INVALID}), threat=threatens,
                    reach=max(kind.attack_range for kind in MONSTERS.values()))


def listed(names: list[str]) -> str:
    """Names in a sentence: "the orc", "the orc and the vampire", "the box, the orc and the vampire"."""
    named = [f"the {name}" for name in names]
    return " and ".join(named) if len(named) < 3 else ", ".join(named[:-1]) + f" and {named[-1]}"


def show(ctx: Context, session: Session) -> list[Transition]:
    """The maze being played, with its end box over it when the game is over."""
    screen = MazeScreen(ctx, session)
    return [Push(screen), Push(MazeOverScreen(ctx, session))] if screen.view.over else [Push(screen)]


def shown_stats(view: View[MazeDetail]) -> list[Stat]:
    """The rules' stats, with the weapons' charges as plain numbers (a chest's gift is no floor change), and
    health as 0 once the last blow took it below: a dead hero has none left, not less than none."""
    return [Stat(s.label, max(0, s.value) if s.label == "Health" and isinstance(s.value, int) else s.value,
                 s.maximum) for s in view.stats]


def strike_text(view: View[MazeDetail], weapon: int, target: Pos) -> str:
    """What striking there would do to the monsters the hero sees (the rules' preview): each one's health after the
    blow, nearest first."""
    preview = strike_preview(view, weapon, target)
    name, damage = preview.weapon.title(), preview.damage
    struck = {hit.pos: hit for hit in preview.struck}
    ordered = [struck[e.pos] for e in monsters_in_sight(view) if e.pos in struck]
    if not ordered:
        return f"{name} ({damage} damage): no monster there."
    outcomes = [f"the {hit.name} ({hit.hp} HP: killed)" if hit.destroyed else
                f"the {hit.name} ({hit.hp} -> {hit.left} HP)" for hit in ordered]
    return f"{name} ({damage} damage) hits " + ", ".join(outcomes) + "."


class MazeScreen(GameScreen):
    """The hero's maze. A person's keys and clicks become commands; when a bot plays (the view says which), the
    session asks it for a turn every BOT_PACES seconds without holding the window."""

    feedback = FEEDBACK
    look = LOOK
    keys_context = "maze"
    settings_used = ("fog_style", "low_hp")
    view: View[MazeDetail]
    help_heading = "Keys: the maze"
    travel_directions = (Direction.NORTH, Direction.EAST, Direction.SOUTH, Direction.WEST)

    def __init__(self, ctx: Context, session: Session):
        super().__init__(ctx, session)
        # A bot's game has the keys that steer it (= and - its pace); a person's, the maze's.
        self.keys_context = "maze_bot" if self.view.detail.bot else "maze"
        self.weapon: int | None = None      # the weapon being aimed
        self.cursor: Pos | None = None
        self.bot_pace = 3
        self.bot_clock = 0.0
        self.paused = False

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
        view = self.session.view()
        said = view.detail.action + (f" ({view.detail.bot_message})" if view.detail.bot_message else "")
        self.show_events(events, () if view.result is Result.ERROR else (f"Bot: {said}",))
        return self.after()     # nothing to interrupt: a bot holds no keys

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
        return super().handle(event)

    def on_key(self, action: str | None) -> Outcome:
        if action is None:
            return None
        if self.view.detail.bot:
            return self.on_bot_key(action)
        if self.weapon is not None:
            return self.on_aim_key(action)
        if action in MOVE_DIRECTIONS:
            return self.act(Step(MOVE_DIRECTIONS[action]))
        if action == "wait":
            return self.act(Wait())
        if action in WEAPON_ACTIONS:
            self.aim(WEAPON_ACTIONS[action])
            return None
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

    def targets(self) -> tuple[Pos, ...]:
        return self.view.detail.weapons[self.weapon].targets if self.weapon is not None else ()

    def aim(self, weapon: int) -> None:
        """A weapon's key: aim it at the monster a player would strike first, or say in the log why it is not."""
        charges = self.view.detail.weapons[weapon].charges
        if charges is not None and charges <= 0:
            self.stop_aiming()
            self.log.add_turn([f"The {WEAPONS[weapon].name} has no charges left."])
            return
        # Start on the nearest monster that can hit the hero, else the nearest in reach: what a player aims at. With
        # none in reach there is nothing to aim at: a strike would only waste the turn.
        monsters = self.aimed_monsters(weapon)
        if not monsters:
            self.stop_aiming()
            self.log.add_turn([f"No monster within the {WEAPONS[weapon].name}'s reach."])
            return
        self.weapon, self.keys_context, self.cursor = weapon, "aiming", monsters[0]

    def stop_aiming(self) -> None:
        """No weapon aimed: the keys mean the maze's actions again (aiming has its own: arrows move the target)."""
        self.weapon = self.cursor = None
        self.keys_context = "maze"

    def aimed_monsters(self, weapon: int) -> list[Pos]:
        """The cells of the monsters in sight the weapon may be aimed at: those that can hit the hero first, each
        group nearest first."""
        hero, targets = self.view.detail.hero, set(self.view.detail.weapons[weapon].targets)
        seen = [e for e in monsters_in_sight(self.view) if e.pos in targets]
        return [e.pos for e in sorted(seen, key=lambda e: not can_hit(e, hero))]

    def cycle_target(self, weapon: int, step: int) -> None:
        """Tab: the cursor to the next monster in reach, in the order aiming starts with (Shift-Tab: back). Aiming
        starts only with a monster in reach, and no turn passes while the weapon is aimed."""
        order = self.aimed_monsters(weapon)
        here = order.index(self.cursor) if self.cursor in order else (-1 if step > 0 else 0)
        self.cursor = order[(here + step) % len(order)]

    def on_aim_key(self, action: str) -> Outcome:
        if action in MOVE_DIRECTIONS:
            direction = MOVE_DIRECTIONS[action]
            self.cursor = self.target_toward(direction.dx, direction.dy)
        elif action in ("confirm", *WEAPON_ACTIONS):
            if action == "confirm" or WEAPON_ACTIONS[action] == self.weapon:
                return self.fire()
            self.aim(WEAPON_ACTIONS[action])
        elif action == "cancel":
            self.stop_aiming()
        return None

    def target_toward(self, dx: int, dy: int) -> Pos | None:
        """The nearest target the way a key points from the cursor, keeping to that line where one lies on it
        (the sword's four targets touch only at corners), or the cursor when none lies that way."""
        cursor = self.cursor
        if cursor is None:
            return None
        ahead = []
        for target in self.targets():
            along = (target.x - cursor.x) * dx + (target.y - cursor.y) * dy
            across = abs((target.x - cursor.x) * dy - (target.y - cursor.y) * dx)
            if along > 0:
                ahead.append((along + 2 * across, target.y, target.x, target))
        return min(ahead)[3] if ahead else cursor

    def fire(self) -> Outcome:
        weapon, target = self.weapon, self.cursor
        self.stop_aiming()
        if weapon is not None and target is not None:
            return self.act(Attack(weapon, target))
        return None

    def on_hover(self, cell: Pos | None) -> Outcome:
        aimed = None
        if self.weapon is not None and cell is not None and cell in self.targets() and cell != self.cursor:
            self.cursor = aimed = cell
        text = ""
        if cell is not None:
            visible = self.view.visible is None or self.view.visible[cell.y][cell.x] or not self.ctx.board.fog
            here = [e for e in self.view.entities if e.pos == cell] if visible else []
            if here:
                thing = here[-1]
                if thing.kind is EntityKind.ENEMY:
                    text = monster_text(thing, self.view.detail.hero)
                elif thing.kind is EntityKind.PLAYER:
                    text = f"You: {max(0, thing.hp or 0)} / {thing.max_hp} HP, you see {HERO_VIEW} cells"
                else:
                    text = thing.name[0].upper() + thing.name[1:]
            elif visible:
                text = "Obstacle" if self.view.cells[cell.y][cell.x] == "X" else "Floor"
            else:
                text = "Fog: beyond your sight (3 cells)"
        # The cursor following the pointer is drawn too, even where the text stays the same.
        return self.hover(text) or (Redraw() if aimed is not None else None)

    def on_click(self, cell: Pos | None) -> Outcome:
        if cell is None or self.view.detail.bot:
            return None
        if self.weapon is not None:
            if cell in self.targets():
                self.cursor = cell
                return self.fire()
            return None
        direction = Direction.between(self.view.detail.hero, cell)
        if direction is not None and direction.is_cardinal:
            return self.act(Step(direction))
        return self.travel_to(cell)

    def walkable(self, cell: Pos, end: bool) -> bool:
        """A walk to a clicked cell goes over floor (items are picked up on the way), never into a monster."""
        return self.view.cells[cell.y][cell.x] != "X" and not any(
            entity.pos == cell and entity.kind is EntityKind.ENEMY for entity in self.view.entities)

    def travel_step(self, direction: Direction) -> Outcome:
        return self.act(Step(direction))

    def creature_note(self, entity: Entity) -> str:
        """The side list says which monsters can hit the hero now."""
        return "can hit you" if can_hit(entity, self.view.detail.hero) else ""

    # ----- the game -------------------------------------------------------------------------------

    def act(self, command: Command) -> Outcome:
        """A person's command: the game refuses one that would only waste the action, saying why. A dangerous
        turn stops the keys held or typed ahead; the end box comes after it."""
        return [*transitions(self.send(command)), *transitions(self.after())] or None

    def show_events(self, events: list, extra_lines: tuple[str, ...] = (), command: str | None = None) -> Outcome:
        """A turn shown as every game's is; when monsters came within reach of the hero (which stops the keys held
        or typed ahead), the log says which, once, as they come."""
        before = self.view
        outcome = super().show_events(events, extra_lines, command)
        coming = self.feedback.threats_coming(before, self.view)
        if coming and not self.view.detail.bot and not self.view.over:
            words = listed(coming)
            self.log.note(f"{words[0].upper()}{words[1:]} {'comes' if len(coming) == 1 else 'come'} within reach.")
        return outcome

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
        self.draw_path(surface)
        if self.weapon is not None and self.cursor is not None:
            self.draw_aim(surface, self.weapon, self.cursor)
        self.effects.draw(surface, board, ctx.fonts.normal, view)
        self.draw_panel(surface, panel)

    def place(self, size: tuple[int, int]):
        """The board as large as the window's height allows with the panel beside it, both one block centred
        across the window: the panel gets PANEL_MIN at least, and what the board leaves up to PANEL_WIDTH (both
        times the HUD's scale: its text is larger in a far larger window)."""
        width, height = size
        scale = self.fit_hud(size)
        board = self.ctx.board
        board.remember = self.ctx.settings.fog == "remembered"
        board.fit(pygame.Rect(MARGIN, MARGIN, width - PANEL_MIN * scale - 3 * MARGIN, height - 2 * MARGIN),
                  self.view.width, self.view.height, focus=self.view.detail.hero)
        panel_width = min(PANEL_WIDTH * scale, width - board.area.width - 3 * MARGIN)
        board.area.left = (width - board.area.width - MARGIN - panel_width) // 2
        return board, pygame.Rect(board.area.right + MARGIN, MARGIN, panel_width, height - 2 * MARGIN)

    def panel_notes(self) -> list[tuple[str, tuple]]:
        """The panel's notes under the monsters in sight, most needed first: aiming or the bot, then the hover."""
        notes = self.standing_notes()
        if self.hover_text:
            notes.append((self.hover_text, self.ctx.palette.gold))
        return notes

    def standing_notes(self) -> list[tuple[str, tuple]]:
        """The notes that stay while the pointer moves: what the aimed strike would do, or the bot and its words."""
        palette, view = self.ctx.palette, self.view
        detail = view.detail
        if self.weapon is not None and self.cursor is not None:
            # The keys that aim are in the hint line; the mouse picks a target too.
            return [(f"Aiming: {strike_text(view, self.weapon, self.cursor)}", palette.gold)]
        if detail.bot:
            state = "paused" if self.paused else f"a turn every {BOT_PACES[self.bot_pace]:g} s"
            notes = [(f"Bot: {detail.bot}  ({state})", palette.accent)]
            if detail.bot_message:
                notes.append((f"Bot says: {detail.bot_message}", palette.gold))
            return notes
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
        kept = self.kept_note_lines(font, panel.width) * line_height + (LOG_LINES + 1) * small_line
        rows = max(0, min(sighted, (bottom - top - kept) // row))
        if rows or not sighted:
            height = small_line + 2 + rows * row
            self.draw_side_list(surface, pygame.Rect(panel.left, top, panel.width, height))
            top += height + MARGIN // 2
        room = max(0, (bottom - top - LOG_LINES * small_line) // line_height)
        for text, colour in self.panel_notes():
            # A note cut short ends in an ellipsis on the last line that fits.
            parts = wrap(font, text, panel.width, most=min(NOTE_LINES, room)) if room else []
            for part in parts:
                surface.blit(self.hud.text(part, colour), (panel.left, top))
                top += line_height
            room -= len(parts)
        if bottom - top >= small_line:
            self.hud.draw_log(surface, pygame.Rect(panel.left, top, panel.width, bottom - top), self.log)

    def kept_note_lines(self, font: pygame.font.Font, width: int) -> int:
        """The notes' lines the side list leaves room for: the aiming or bot notes as they are, and a line of hover
        text whether the pointer names anything or not (so the list keeps its rows as the pointer moves)."""
        return len([part for text, _ in self.standing_notes() for part in wrap(font, text, width, most=NOTE_LINES)]) + 1

    def draw_aim(self, surface, weapon: int, cursor: Pos) -> None:
        """Every valid target outlined, the cells the cursor's target would hit filled, the cursor boxed."""
        board, palette = self.ctx.board, self.ctx.palette
        hits = set(strike_preview(self.view, weapon, cursor).cells)
        shade = pygame.Surface((board.cell, board.cell), pygame.SRCALPHA)
        shade.fill((*palette.bad, 110))
        for target in self.targets():
            rect = board.cell_rect(target)
            if rect is None:            # zoomed in: a target outside the part of the board shown
                continue
            if target in hits:
                surface.blit(shade, rect)
            pygame.draw.rect(surface, palette.accent, rect, 1)
        cursor_rect = board.cell_rect(cursor)
        if cursor_rect is not None:
            pygame.draw.rect(surface, palette.gold, cursor_rect, 3)


class MazeOverScreen(EndScreen):
    """Found the exit, died, out of turns or the bot failed."""

    again_hint = "a new maze"

    def box_lines(self):
        view = self.session.view()
        result = view.result
        return [
            (RESULT_TEXT.get(result, ""), "good" if result is Result.WON else "bad", "big"),
            (f"Score: {view.score}" + (f"  (#{self.rank} on the table)" if self.rank else ""), "gold", "big"),
            (view.messages[-1] if view.messages else "", "text", "normal"),
        ]


# ----- a match: up to four bots, each in its own copy of the maze ---------------------------------------------

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
            board.fit(slot.board, view.width, view.height)
            board.draw(surface, view, LOOK)
            text = slot.text            # under the maze or beside it
            stats = [f"{s.label} {s.value}" + (f"/{s.maximum}" if s.maximum is not None else "")
                     for s in shown_stats(view) if s.label not in WEAPON_NAMES]
            rows: list[tuple[str, tuple]] = [(part, palette.text) for part in flow(small, stats, text.width)]
            if view.over:
                words = RESULT_TEXT.get(view.result, "") if view.result else ""
                colour = palette.good if view.result is Result.WON else palette.bad
            else:
                words = f"says: {view.detail.bot_message}" if view.detail.bot_message else ""
                colour = palette.gold
            rows += [(part, colour) for part in wrap(small, words, text.width, most=WORD_LINES)] if words else []
            for number, (part, colour) in enumerate(rows):
                surface.blit(render(small, part, colour), (text.left, text.top + number * line))


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

        from roguelike_client.play.proving import how_it_ended, outcome, ranking, write_results

        super().__init__(ctx)
        outcomes = [outcome(session, bot) for bot, session in enumerate(sessions, 1)]
        if results:
            try:
                write_results(Path(results), outcomes, [session.bot_command or "" for session in sessions])
                ctx.say(f"Results written to {results}")
            except OSError as error:
                ctx.say(f"{results}: the results could not be written: {error.strerror or error}")
        self.rows = [(f"{place}.  {played.score:,}  bot {played.bot}  ({how_it_ended(played)})",
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
        images += [render(fonts.normal, clip(fonts.normal, text, surface.get_width() - 120), getattr(palette, colour))
                   for text, colour in self.rows]
        box = draw_box(surface, palette, images, min_width=560, extra_height=30)
        keymap = self.ctx.keymap
        again, leave = keymap.either(("restart", "confirm"), "end"), keymap.either(("quit", "cancel"), "end")
        hint = render(fonts.small, f"{again}: a match on the next seed     {leave}: back to the title", palette.dim)
        surface.blit(hint, hint.get_rect(midbottom=(box.centerx, box.bottom - 12)))
