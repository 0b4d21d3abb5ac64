"""The Dungeon of Dooom in the window: the map with P and B, gold and turns, the LOOK panel and a protocol command line."""
from __future__ import annotations

from dataclasses import replace
from typing import Sequence

import pygame

from game.core import Actor, Direction, Entity, EntityKind, Event, EventKind, Pos, Result, View
from game.dooom.commands import Command, Hello, Look, Move, Pickup, Quit
from game.dooom.detail import DooomDetail
from game.dooom.mapfile import EXIT, GOLD
from game.dooom.questions import MoveKind, move, on_gold, out_of_gold, place_of, refusal, tile, walkable
from game.dooom.spec import SPEC
from graphics.board import WHOLE_BOARD, fitting_font
from graphics.boxes import ConfirmScreen
from graphics.context import Context
from graphics.dooom_log import WalkLog, explained, turn_lines
from graphics.dooom_looks import GUIDE, LOOK, LOOK_REPLY_COLOURS
from graphics.effects import Flash, FloatingText
from graphics.feedback import STANDARD_EFFECTS, Feedback
from graphics.hud import LINE_GAP
from graphics.keymap import MOVE_DIRECTIONS, key_label
from graphics.palette import Palette
from graphics.play_screen import EndScreen, GameScreen
from graphics.scores_screen import score_line
from graphics.screens import HUD_HEIGHT, MARGIN
from graphics.text import clip, flow, render
from graphics.transitions import Interrupt, Outcome, Push, Transition, transitions
from roguelike_client.play.session import Session

BOT_PACE_SECONDS = 0.35      # how long the bot's last move takes to show, so a person can follow it
COMMAND_LIMIT = 64           # characters the command line takes; protocol lines are a dozen
KEY_COMMANDS: dict[str, Command] = {"pickup": Pickup(), "look": Look(), "hello": Hello()}
TERRAIN_NAMES = {"#": "Wall", ".": "Floor", "G": "Gold", "E": "Exit"}
# What the player or the bot stands on, said after what it holds when pointed at (the board marks it in the cell).
UNDER_PLAYER = {GOLD: ", on gold (PICKUP takes it)", EXIT: ", on the exit"}
UNDER_BOT = {GOLD: ", on gold", EXIT: ", on an exit"}
LOOK_WIDTH = (150, 220)      # the LOOK panel at the board's right, narrowest and widest (times the HUD's scale)
LOOK_CENTRE = 2              # the LOOK panel's column and row of the player's own tile
LOOK_HEADING = 24            # the LOOK panel's heading over its 5 rows of cells (times the HUD's scale)
UNDERFOOT_CELL = 14          # cells at least this large mark the gold or exit under P and B (smaller: hover says it)
HUD_MIN_WIDTH = 1280         # the HUD's block is at least this wide where the window allows (wider than the board)
ENOUGH_CELL = 36             # board cells larger than this leave their height to the HUD (times the HUD's scale)
SIDE_WIDTH = 200             # the side list's widest (times the HUD's scale): it lists the bot alone
# The footer's words where the window is too narrow for them in full (the eleventh playtest's 800 px wrapped help).
SHORT_HINTS = {" type a command": " command"}
STATS_LINES = 5              # the HUD's left column: gold left, two purses, the turn, a note
# Asked before a QUIT typed on the command line is sent: it ends the game, which is then neither scored nor saved.
QUIT_QUESTION = "QUIT ends this game for good: it is not scored and cannot be continued. Send QUIT?"
QUIT_KEPT = "QUIT not sent: the game goes on."


def _blocked(event: Event, _view: View[DooomDetail], palette: Palette) -> list:
    """The player's MOVE that FAILs flashes the tile it could not enter; the bot's bumps are its own business."""
    return [Flash(event.pos, palette.bad)] if event.actor is Actor.PLAYER and event.pos is not None else []


def _gold(event: Event, _view: View[DooomDetail], palette: Palette) -> list:
    """Gold picked up rises as +1 where it lay: the player's in gold, the bot's in the bot's own colour, so the
    bot's purse growing is never read as the player's."""
    if event.pos is None or not event.amount:
        return []
    colour = palette.gold if event.actor is Actor.PLAYER else palette.creatures.bot
    return [FloatingText(event.pos, f"+{event.amount}", colour)]


def gold_underfoot(events: Sequence[Event], view: View[DooomDetail]) -> str:
    """A step onto gold stops the keys held or typed ahead (a held arrow no longer walks over it): the log's words."""
    stepped = any(event.kind is EventKind.MOVED and event.actor is Actor.PLAYER for event in events)
    return "Stopped: there is gold here (PICKUP takes it)." if stepped and not view.over and on_gold(view) else ""


# The player hears their own actions, and the end when the bot gets out first. The keys stop at a bump of the
# player's, when the bot comes next to the player, and on gold.
FEEDBACK = Feedback(
    effects={**STANDARD_EFFECTS, EventKind.BLOCKED: _blocked, EventKind.PICKED_UP: _gold},
    log_lines=turn_lines,
    command_lines=lambda line: [f"> {line}"],
    heard=lambda event: event.actor is Actor.PLAYER or event.kind is EventKind.WON,
    called=lambda name: "the bot",
    halt=gold_underfoot,
)


def show(ctx: Context, session: Session) -> list[Transition]:
    """The game being played, with its end box over it when the game is over."""
    screen = DooomScreen(ctx, session)
    return [Push(screen), Push(DooomOverScreen(ctx, session))] if screen.view.over else [Push(screen)]


def look_cell(area: pygame.Rect, heading: int) -> int:
    """The LOOK panel's cells: five across the area's width, and five rows under the heading in its height."""
    return max(1, min((area.width - 10) // 5, (area.height - heading) // 5))


class DooomScreen(GameScreen):
    """The player's side of the protocol: keys and a command line send its commands; the bot's reply shows later."""

    feedback = FEEDBACK
    look = LOOK
    guide = GUIDE
    view: View[DooomDetail]
    log: WalkLog
    log_class = WalkLog     # a walk's turns fold into a few lines
    help_heading = f"Keys: {SPEC.title}"
    keys_context = "dooom"
    travel_directions = (Direction.NORTH, Direction.EAST, Direction.SOUTH, Direction.WEST)

    def __init__(self, ctx: Context, session: Session):
        super().__init__(ctx, session)
        self.typing: str | None = None      # the command line's text while it is open
        self.typed_lines: list[str] = []    # the lines sent from the command line, oldest first (Up recalls them)
        self.recalled: int | None = None    # which of them the command line shows, while Up or Down went through them
        self.draft = ""                     # what was typed before Up recalled an older line (Down past the newest)
        self._underfoot_font: tuple[int, pygame.font.Font | None] = (0, None)     # (cell size, font) of the marks
        self.bot_shown: Pos | None = place_of(self.view, EntityKind.OPPONENT)
        self.bot_timer = 0.0
        self.gold_goal: Pos | None = None   # the gold a walk to a clicked tile goes to, while it lies there
        self.bot_gold_seen = -1             # the bot's purse when whether the player can still win was last asked
        self.told_out_of_gold = False       # the log has said that not enough gold is left for the player to win
        self.tell_out_of_gold()

    # ----- input ----------------------------------------------------------------------------------

    def handle(self, event):
        if event.type == pygame.KEYDOWN and self.typing is not None:
            return self.on_typing(event)
        return super().handle(event)

    def on_key(self, action: str | None) -> Outcome:
        if action in MOVE_DIRECTIONS:
            direction = MOVE_DIRECTIONS[action]
            if direction.is_cardinal:
                return self.step(direction)
            self.log.add_turn(["MOVE takes N, S, E or W only."])
            return None
        if action in KEY_COMMANDS:
            return self.act(KEY_COMMANDS[action])
        if action == "type_command":
            self.typing, self.recalled = "", None
            return None
        if action in ("quit", "cancel"):
            return self.ask_to_leave()
        return self.common_key(action) if action is not None else None

    def on_typing(self, event) -> Outcome:
        action = self.ctx.keymap.action_for(event, "generic")
        typed = self.typing or ""
        if action == "confirm":
            self.typing = None
            if typed and (not self.typed_lines or self.typed_lines[-1] != typed):
                self.typed_lines.append(typed)
            command = SPEC.parse(typed)
            if isinstance(command, Quit) and not self.view.over:
                return self.ask_to_quit(command)
            return self.act(command, typed=True)
        if action == "cancel":
            self.typing = None
        elif event.key in (pygame.K_UP, pygame.K_DOWN):
            self.recall(-1 if event.key == pygame.K_UP else 1)
        elif event.key == pygame.K_BACKSPACE:
            self.typing = typed[:-1]
        elif event.unicode and event.unicode.isprintable() and len(typed) < COMMAND_LIMIT:
            self.typing = typed + event.unicode
        return None

    def recall(self, way: int) -> None:
        """Up (way -1) shows the line sent before the one shown, Down (+1) the one after, as a shell's history does:
        past the newest, the line being typed before Up comes back."""
        lines, at = self.typed_lines, self.recalled
        if not lines or (at is None and way > 0):
            return
        if at is None:
            self.draft = self.typing or ""
        at = max(0, (len(lines) if at is None else at) + way)
        if at >= len(lines):
            self.recalled, self.typing = None, self.draft
        else:
            self.recalled, self.typing = at, lines[at]

    def ask_to_quit(self, command: Quit) -> Outcome:
        """QUIT throws the game away (the protocol ends it: no score, no save to continue), so it is asked first, as
        the leave key's box asks; yes sends it and the end box says the game was quit, no keeps playing."""
        def kept() -> Outcome:
            self.log.note(QUIT_KEPT)
            return None
        return Push(QuitBox(self.ctx, QUIT_QUESTION, lambda: self.act(command, typed=True), kept))

    def on_hover(self, cell: Pos | None) -> Outcome:
        text = ""
        view = self.view
        if cell is not None and view.cells:
            detail = view.detail
            bot_row = self.pointed_row is not None and cell == place_of(view, EntityKind.OPPONENT)
            under = view.cells[cell.y][cell.x]
            if cell == place_of(view, EntityKind.PLAYER):
                text = f"You, holding {detail.player_gold} gold{UNDER_PLAYER.get(under, '')}"
                if under == EXIT and detail.player_gold < detail.win:
                    text += f": {detail.win - detail.player_gold} more gold to leave"
            elif cell == self.bot_shown or bot_row:
                text = f"The bot ({detail.bot_strategy}), holding {detail.bot_gold} gold{UNDER_BOT.get(under, '')}"
            else:
                text = TERRAIN_NAMES.get(view.cells[cell.y][cell.x], "")
        return self.hover(text)

    def on_click(self, cell: Pos | None) -> Outcome:
        """A tile next to the player: a MOVE there. A far one: a walk there, one MOVE at a time."""
        player = place_of(self.view, EntityKind.PLAYER)
        if cell is None or player is None or self.typing is not None:
            return None
        direction = Direction.between(player, cell)
        if direction is not None and direction.is_cardinal:
            return self.step(direction)
        return self.travel_to(cell)

    def walks_to(self, cell: Pos) -> bool:
        """While a command is typed, a click does nothing: no path is shown."""
        return self.typing is None and super().walks_to(cell)

    def walkable(self, cell: Pos, end: bool) -> bool:
        """As the rules answer: any tile but walls and the bot's."""
        return walkable(self.view, cell)

    def travel_step(self, direction: Direction) -> Outcome:
        return self.step(direction)

    def travel_to(self, goal: Pos) -> Outcome:
        """A walk to a far tile; one to gold remembers it, to stop where the bot takes that gold first."""
        self.gold_goal = goal if tile(self.view, goal) == GOLD else None
        self.log.new_walk()
        return super().travel_to(goal)

    def walk(self) -> Outcome:
        """A walk's next step; a walk to gold the bot has taken stops (before the step and after the bot's move),
        and the log says so: the empty tile was never where the player meant to go."""
        if self.gold_gone():
            return Interrupt(0.0)
        outcome = super().walk()
        steps = transitions(outcome)
        if self.gold_gone() and not any(isinstance(step, Interrupt) for step in steps):
            steps.append(Interrupt(0.0))
        return steps or None

    def gold_gone(self) -> bool:
        """Whether a walk under way goes to gold that is no longer there; it is stopped, said in the log."""
        goal = self.gold_goal
        if goal is None or not self.path or tile(self.view, goal) == GOLD:
            return False
        self.path, self.gold_goal = [], None
        self.log.note("Stopped: the bot took the gold you were walking to.")
        return True

    def creature_note(self, entity: Entity) -> str:
        """The bot in the side list: its purse against the gold it needs."""
        return f"{self.view.detail.bot_gold}/{self.view.detail.win} gold"

    def creature_name(self, entity: Entity) -> str:
        """The side list's row of the bot says "bot" only: the column is narrow, hover tells its strategy."""
        return "bot"

    # ----- the game -------------------------------------------------------------------------------

    def step(self, direction: Direction) -> Outcome:
        """A MOVE by key or click. One into a wall or into the bot is refused here for free, as the maze and CC3k
        windows refuse theirs: the protocol would answer FAIL and give the bot a free move. The keys held or typed
        ahead stop, as at any refused step. A MOVE typed on the command line is sent as typed (the protocol as it
        is)."""
        answer = move(self.view, direction)
        if answer.refused and answer.target is not None and not self.view.over:
            self.effects.add(Flash(answer.target, self.ctx.palette.bad))
            what = "A wall" if answer.kind is MoveKind.WALL else "The bot"
            self.log.add_turn([f"{what} blocks MOVE {direction.name[0]}: no turn spent."])
            return Interrupt(0.0)       # the keys carried stop; a press after is taken (a wall is no danger)
        return self.act(Move(direction))

    def act(self, command: Command, typed: bool = False) -> Outcome:
        """One protocol command from the player: it and its replies go to the log, the bot's move shows a moment
        later. The session records it in the protocol's words and scores the game when it ends. A dangerous turn
        (a bump, the bot coming next to the player) stops the keys held or typed ahead. A typed command the
        protocol answers FAIL gets the window's word on why under the FAIL (a line that is no command: what is
        wrong with it and the form expected)."""
        bot_before = place_of(self.view, EntityKind.OPPONENT)
        if typed:
            why = refusal(self.view, command)
            events = self.session.send(command)
            sent = self.show_events(explained(events, why), command=self.session.spec.format(command))
        else:
            if isinstance(command, Move):   # a walk's steps and a held key's fold with the MOVEs before them
                self.log.step = (command.direction, self.view.turn + 1, self.walking or self.repeat)
            sent = self.send(command)
        interrupted = transitions(sent)
        self.bot_follows(bot_before)
        self.tell_out_of_gold()
        view = self.view
        bot_now = place_of(view, EntityKind.OPPONENT)
        if not view.over:
            return interrupted or None
        self.bot_shown, self.bot_timer = bot_now, 0.0
        return [*interrupted, Push(DooomOverScreen(self.ctx, self.session))]

    def tell_out_of_gold(self) -> None:
        """Said once in the log when it becomes true (or on opening a game where it is): the player can no longer
        win, as the bot holds too much of the gold. Asked only when the bot's purse grew (the player's pickups
        change nothing: a coin moves from the map to the purse)."""
        detail = self.view.detail
        if self.told_out_of_gold or detail.bot_gold == self.bot_gold_seen:
            return
        self.bot_gold_seen = detail.bot_gold
        if out_of_gold(self.view):
            self.told_out_of_gold = True
            quit_key = self.ctx.keymap.either(("type_command",), self.keys_context)
            self.log.note(f"Not enough gold is left for you to win: the bot holds {detail.bot_gold}. "
                          f"Type QUIT after {quit_key} to end the game.")

    def bot_follows(self, bot_before: Pos | None) -> None:
        """After the player's command: the bot's move, shown a moment later from where it stood."""
        if place_of(self.view, EntityKind.OPPONENT) != bot_before:
            self.bot_shown, self.bot_timer = bot_before, BOT_PACE_SECONDS

    def replayed(self, events: list, line: str) -> None:
        """A turn of a replay, shown as it was played here: the command and its replies, then the bot's move."""
        bot_before = place_of(self.view, EntityKind.OPPONENT)
        self.show_events(events, command=line)
        self.bot_follows(bot_before)

    # ----- frames ---------------------------------------------------------------------------------

    def update(self, dt):
        walked = super().update(dt)         # a walk to a clicked tile takes its next step
        if self.bot_timer > 0:
            self.bot_timer -= dt
            if self.bot_timer <= 0:
                # Drawn once more by the App, as the last frame of an animation.
                self.bot_shown = place_of(self.view, EntityKind.OPPONENT)
                self.on_hover(self.pointed_cell())
        return walked

    @property
    def animating(self) -> bool:
        return super().animating or self.bot_timer > 0

    def shown_view(self) -> View[DooomDetail]:
        """The view with the bot where the player has last been shown it (its move shows a moment later)."""
        view = self.view
        if self.bot_shown is None or self.bot_shown == place_of(view, EntityKind.OPPONENT):
            return view
        entities = [replace(e, pos=self.bot_shown) if e.kind is EntityKind.OPPONENT else e for e in view.entities]
        return replace(view, entities=entities)

    def draw(self, surface):
        ctx, palette = self.ctx, self.ctx.palette
        surface.fill(palette.background)
        board, look, block, stats_area, side_area, log_area, footer = self.place(surface.get_size())
        shown = self.shown_view()
        board.draw(surface, shown, LOOK)
        self.draw_underfoot(surface, shown)
        self.draw_path(surface)
        self.effects.draw(surface, board, ctx.fonts.normal, shown)
        self.draw_look_panel(surface, look)
        # The HUD under the board and the LOOK, as CC3k's: a line over it, the stats, the side list, the log.
        pygame.draw.line(surface, palette.panel, (block.left, block.top - 4), (block.right, block.top - 4), 2)
        self.draw_stats(surface, stats_area)
        self.draw_side_list(surface, side_area)
        self.hud.draw_log(surface, log_area, self.log)
        small = self.hud.small
        for number, part in enumerate(footer):
            image = self.hud.text(part, palette.dim, small)
            surface.blit(image, image.get_rect(bottomright=(block.right, block.bottom - 4 - (len(footer) - 1 - number)
                                                            * small.get_linesize())))

    def place(self, size: tuple[int, int]):
        """The board with the LOOK panel at its right, and under both the HUD laid out as CC3k's: the stats (and
        what is pointed at) at the left, the side list, then the log, with the keys' footer at the bottom right
        under the list and the log. The HUD keeps room for its stats at any size, the board takes what it needs of
        the rest (following the player where a huge map does not fit) and the HUD what is left; its sizes go with
        its scale (larger text in a far larger window). Returns the board and the areas of the LOOK panel, the
        HUD's block, the stats, the side list and the log, and the footer's lines."""
        width, height = size
        view = self.view
        scale = self.fit_hud(size)
        font, small = self.hud.font, self.hud.small
        hud_height = max(STATS_LINES * (font.get_linesize() + LINE_GAP) + MARGIN,
                         round(min(HUD_HEIGHT * scale, height // 3)))
        look_width = round(max(LOOK_WIDTH[0] * scale, min(LOOK_WIDTH[1] * scale, width // 6)))
        room = pygame.Rect(MARGIN, MARGIN, width - 3 * MARGIN - look_width, height - hud_height - 2 * MARGIN)
        board = self.ctx.board
        heading = round(LOOK_HEADING * scale)
        if board.cell_size <= WHOLE_BOARD:
            # A board whose cells would be larger than ENOUGH_CELL takes only the height those need (and the LOOK
            # panel's), or half the window's: the HUD, its log above all, gets the rest (the twelfth playtest's log
            # had 9 lines at 1296x640 under a board of 49 px cells).
            cell = min(room.width // max(1, view.width), round(ENOUGH_CELL * scale))
            room.height = min(room.height, max(view.height * cell, heading + look_width - 10, height // 2 - MARGIN))
        board.fit(room, view.width, view.height, focus=place_of(view, EntityKind.PLAYER))
        # The board and the LOOK beside it, and the HUD under them, centred as one block across (as CC3k's).
        shown = board.area.width + MARGIN + look_width
        board.area.topleft = ((width - shown) // 2, MARGIN)
        look_side = pygame.Rect(board.area.right + MARGIN, MARGIN, look_width, room.height)
        look = pygame.Rect(look_side.left, MARGIN, look_width, heading + 5 * look_cell(look_side, heading))
        top = max(board.area.bottom, look.bottom) + MARGIN
        block = pygame.Rect(0, top, min(width - 2 * MARGIN, max(shown, round(HUD_MIN_WIDTH * scale))),
                            height - top - MARGIN // 2)
        half = block.width // 2         # under the board and the LOOK, kept inside the window
        block.centerx = min(max(board.area.left + shown // 2, MARGIN + half), width - MARGIN - half)
        # CC3k's proportions: the stats three eighths of the block; the side list a fifth, and narrower than CC3k's
        # (it lists the bot alone), the log the rest.
        stats_width = round(min(460 * scale, max(250 * scale, block.width * 3 // 8)))
        side_width = round(min(SIDE_WIDTH * scale, block.width // 5))
        stats_area = pygame.Rect(block.left, block.top, stats_width - MARGIN, block.height)
        footer, across = self.footer(small, block.right - stats_area.right - MARGIN, block.width)
        footer_height = len(footer) * small.get_linesize() + 4
        if across:
            stats_area.height -= footer_height
        side_area = pygame.Rect(stats_area.right + MARGIN, block.top, side_width - MARGIN, block.height - footer_height)
        log_area = pygame.Rect(side_area.right + MARGIN, block.top, block.right - side_area.right - MARGIN,
                               block.height - footer_height)
        return board, look, block, stats_area, side_area, log_area, footer

    def footer(self, small: pygame.font.Font, room: int, across: int) -> tuple[list[str], bool]:
        """The footer's lines, and whether they take the HUD's whole width (under the stats too): the seed and the
        keys on one line under the side list and the log, in shorter words where the full ones do not fit there,
        else across the HUD, else without the seed; help always named, last."""
        parts = self.hint()
        short = [next((part[:-len(long)] + brief for long, brief in SHORT_HINTS.items() if part.endswith(long)), part)
                 for part in parts]
        seed = f"seed {self.view.seed}"
        for tried, width in (([seed, *parts], room), ([seed, *short], room), ([seed, *short], across), (short, room)):
            lines = flow(small, tried, width)
            if len(lines) == 1:
                return lines, width > room
        return flow(small, short, room), False

    def hint(self) -> list[str]:
        """The protocol's keys as bound, an entry each."""
        return self.ctx.keymap.hint_parts(("move_n", "move_s", "move_w", "move_e", "pickup", "look", "hello", "type_command",
                                     "help"), self.keys_context)

    def draw_stats(self, surface, area: pygame.Rect) -> None:
        """The gold and the turn, then the command line being typed or what is pointed at, wrapped over the rows
        of the column left."""
        ctx, palette, view = self.ctx, self.ctx.palette, self.view
        # Whose move it is first: a narrow column cuts the map's name, never that.
        whose = "The bot moves" if self.bot_timer > 0 else "Your move"
        notes = [(f"{whose}, {turns_played(view.turn)}: {view.detail.name}" if not view.over else "The game is over.",
                  palette.accent)]
        if self.typing is not None:
            keymap = ctx.keymap
            send, close = (key_label((keymap.keys_for(action, "generic") or ["?"])[0]) for action in ("confirm", "cancel"))
            earlier = ", Up: earlier lines" if self.typed_lines else ""
            notes.append((f"command: {self.typing}_   ({send} sends, {close} closes{earlier})", palette.gold))
        elif self.hover_text:
            notes.append((self.hover_text, palette.gold))
        self.hud.draw_stats(surface, area, [s for s in view.stats if s.maximum is not None or s.label == "Gold left"],
                            notes)

    def draw_underfoot(self, surface, shown: View[DooomDetail]) -> None:
        """What the player and the bot stand on, gold or an exit, as its letter small in the cell's bottom right corner
        (P and B cover the cell): an exit or gold under either is never hidden."""
        board, palette = self.ctx.board, self.ctx.palette
        if board.cell < UNDERFOOT_CELL:
            return
        if self._underfoot_font[0] != board.cell:
            self._underfoot_font = (board.cell, fitting_font(max(6, board.cell // 2)))
        font = self._underfoot_font[1]
        for entity in shown.entities:
            under = tile(shown, entity.pos)
            rect = board.cell_rect(entity.pos)
            if under not in (GOLD, EXIT) or rect is None or entity.kind not in (EntityKind.PLAYER, EntityKind.OPPONENT):
                continue
            image = self.hud.text(under, getattr(palette, LOOK.terrain[under].colour), font)
            inset = max(1, board.cell // 12) + 1        # inside the frame tile mode draws round the player's cell
            place = image.get_rect(bottomright=(rect.right - inset, rect.bottom - inset + 2))
            pygame.draw.rect(surface, palette.background, place.inflate(2, -2).move(0, -1))
            surface.blit(image, place)

    def draw_look_panel(self, surface, area: pygame.Rect) -> None:
        """The last LOOKREPLY as a 5x5 of glyphs, as the protocol sent it, the player's tile at its centre framed."""
        palette, font, small = self.ctx.palette, self.hud.font, self.hud.small
        surface.blit(render(small, "last LOOK", palette.dim), area.topleft)
        rows = self.view.detail.look
        heading = round(LOOK_HEADING * self.hud_scale)
        cell = look_cell(area, heading)
        colours = {char: getattr(palette, colour) for char, colour in LOOK_REPLY_COLOURS.items()}
        for y, row in enumerate(rows):
            for x, char in enumerate(row):
                box = pygame.Rect(area.left + x * cell, area.top + heading + y * cell, cell - 2, cell - 2)
                pygame.draw.rect(surface, palette.panel, box)
                if (x, y) == (LOOK_CENTRE, LOOK_CENTRE):
                    # The player's own tile (the reply shows what lies under the player there): framed in the
                    # player's colour, as the board frames the player.
                    pygame.draw.rect(surface, palette.player, box, max(2, cell // 12))
                image = render(font, char, colours.get(char, palette.text))
                surface.blit(image, image.get_rect(center=box.center))
        if not rows:
            look = self.ctx.keymap.either(("look",), self.keys_context)
            surface.blit(render(small, clip(small, f"No LOOK yet: press {look}.", area.width), palette.dim), (area.left, area.top + heading))


class QuitBox(ConfirmScreen):
    """The question before a typed QUIT is sent. Enter says yes, so the Enter that sent the line, held, never
    answers it: only a new press does (its repeats are the held key's)."""

    def handle(self, event):
        if event.type == pygame.KEYDOWN and getattr(event, "repeat", False):
            return None
        return super().handle(event)


# The end box's first line and its colour: a win, a loss, and otherwise the game quit (QUIT).
ENDINGS = {Result.WON: ("WIN: you left the dungeon!", "good"), Result.LOST: ("LOSE: the bot got out first.", "bad")}
QUIT_ENDING = ("QUIT: you ended the game.", "accent")
# Whose turns the HUD, the end box and the score table count ("56 turns played", the table's "turn 56"): the player's.
TURN_WORDS = "A turn: a MOVE or PICKUP of yours, then the bot's one action (HELLO and LOOK are free)."


def turns_played(turns: int) -> str:
    """The turns played so far, as the HUD and the end box say them ("1 turn played", "56 turns played")."""
    return f"{turns} turn{'' if turns == 1 else 's'} played"


class DooomOverScreen(EndScreen):
    """WIN or LOSE: who took the gold out first; or the game quit (QUIT), which is not scored."""

    def box_lines(self):
        view = self.session.view()
        detail, turns = view.detail, view.turn
        said, colour = ENDINGS.get(view.result, QUIT_ENDING)
        scored = SPEC.score(view) is not None
        return [
            (said, colour, "big"),
            (score_line(view, self.rank) if scored else "Not scored: a game quit is not scored.",
             "gold" if scored else "dim", "big" if scored else "normal"),
            (f"You held {detail.player_gold} gold, the bot {detail.bot_gold}; {turns_played(turns)}.", "text", "normal"),
            (TURN_WORDS, "dim", "small"),
        ]


# The screen a replay of a Dooom game is shown on, as the game was played (graphics/replay_screen.py).
SCREEN = DooomScreen
