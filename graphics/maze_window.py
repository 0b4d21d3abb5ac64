"""The maze in the window: fog of range 3, weapons aimed with a cursor, the HUD, and bot programs shown as they play."""
from __future__ import annotations

import pygame

from game.core import Event, EventKind, Pos, Stat
from game.maze import session
from bots.process import BotProcess
from game.maze.generator import generate
from game.maze.mapfile import MazeLayout, parse_maze
from game.maze.protocol import BotError, format_answer, parse_answer, time_limits, turn_input
from game.maze.rules import WEAPONS, MazeGame
from graphics.effects import Flash, FloatingText
from graphics.hud import LINE_GAP
from graphics.keymap import MOVE_DIRECTIONS
from graphics.looks import MAZE_LOOK
from graphics.screens import MARGIN, ConfirmScreen, EndScreen, GameScreen, HelpScreen
from userdata.records import Record

TITLE = "The maze"
DEFAULT_MAP = ""            # no file: each game's maze is generated from its seed
LOOK = MAZE_LOOK
WEAPON_ACTIONS = {"weapon_1": 0, "weapon_2": 1, "weapon_3": 2, "weapon_4": 3}
BOT_PACES = (2.0, 1.0, 0.5, 0.3, 0.15, 0.05)   # seconds a bot turn stays on screen
WORD_FOR_STEP = {(0, -1): "n", (0, 1): "s", (1, 0): "e", (-1, 0): "w"}
WEAPON_NAMES = tuple(weapon.name.title() for weapon in WEAPONS)   # the HUD's order: sword first
PANEL_WIDTH = 440           # the side panel: stats, aiming and bot notes, hover text, the log
RESULT_TEXT = {"won": "You found the exit!", "died": "The hero died.", "out of turns": "Out of turns: 150 actions used.",
               "bot error": "The bot failed.", "quit": "You left the maze."}


class BotMaze(MazeGame):
    """A maze played by a bot program. Its recorded lines are the bot's answers, applied as the protocol
    applies them (a useless move still costs the turn), where a person's typed lines are refused."""

    def __init__(self, layout: MazeLayout, seed: int, command: str, timeout_ms: int | None):
        super().__init__(layout, seed)
        self.command, self.timeout_ms = command, timeout_ms


def prepare(map_text: str, map_name: str) -> MazeLayout | None:
    return parse_maze(map_text, map_name) if map_name else None


def options(args) -> dict:
    chosen = {}
    if getattr(args, "bot", None):
        chosen["bot"] = args.bot
        if getattr(args, "bot_timeout", None):
            chosen["bot_timeout"] = args.bot_timeout
    return chosen


def new_game(layout: MazeLayout | None, seed: int, chosen: dict) -> MazeGame:
    layout = layout or generate(seed)
    if chosen.get("bot"):
        return BotMaze(layout, seed, chosen["bot"], chosen.get("bot_timeout"))
    return MazeGame(layout, seed)


def apply_line(game: MazeGame, line: str) -> list[Event]:
    if isinstance(game, BotMaze):
        try:
            return game.step(parse_answer(line))
        except BotError as error:
            return game.fail(str(error))
    return session.apply_line(game, line)


def replay_end(game: MazeGame, record: Record) -> None:
    """A recorded bot game that ended in the bot's failure ends the same way when replayed."""
    if isinstance(game, BotMaze) and "bot_failure" in record.options and not game.over:
        game.fail(str(record.options["bot_failure"]))


def show(app, game: MazeGame) -> None:
    screen = MazeScreen(app, game)
    app.push(screen)
    if game.over:
        app.push(MazeOverScreen(app, screen))


class MazeScreen(GameScreen):
    def __init__(self, app, game: MazeGame):
        super().__init__(app, game)
        self.weapon: int | None = None      # the weapon being aimed
        self.cursor: Pos | None = None
        self.bot: BotProcess | None = None
        self.bot_pace = 3
        self.bot_clock = 0.0
        self.paused = False
        if isinstance(game, BotMaze) and not game.over:
            self.start_bot()

    # ----- a bot at the controls -------------------------------------------------------------------

    def start_bot(self) -> None:
        try:
            self.bot = BotProcess(self.game.command)
        except BotError as error:
            self.bot_failed(error)
        first, self.later_seconds = time_limits(self.game.timeout_ms)
        # A continued game's bot is a new process, but its first answer still gets the first turn's time.
        self.next_seconds = first

    def bot_failed(self, error: BotError) -> None:
        record = self.app.recorder.record
        if record is not None:
            record.options["bot_failure"] = str(error)
        self.after(self.game.fail(str(error)))

    def bot_turn(self) -> None:
        try:
            line = self.bot.ask(turn_input(self.game), self.next_seconds)
        except BotError as error:
            self.bot_failed(error)
            return
        self.next_seconds = self.later_seconds
        self.app.command(line.rstrip("\r\n"))
        try:
            command = parse_answer(line)
        except BotError as error:
            self.bot_failed(error)
            return
        self.after(self.game.step(command), format_answer(command))

    def stop_bot(self) -> None:
        if self.bot is not None:
            self.bot.close()
            self.bot = None

    close = stop_bot   # the window calls close() on its screens when it shuts

    # ----- input ----------------------------------------------------------------------------------

    def on_key(self, action: str | None) -> None:
        if action is None:
            return
        if self.bot is not None:
            self.on_bot_key(action)
        elif self.weapon is not None:
            self.on_aim_key(action)
        elif action in MOVE_DIRECTIONS:
            direction = MOVE_DIRECTIONS[action]
            if direction.is_cardinal:
                self.act(WORD_FOR_STEP[(direction.dx, direction.dy)])
            else:
                self.log.add_turn(["The hero steps left, right, up or down only."])
        elif action == "wait":
            self.act("wait")
        elif action in WEAPON_ACTIONS:
            self.aim(WEAPON_ACTIONS[action])
        elif action in ("quit", "cancel"):
            self.app.push(ConfirmScreen(self.app, "Save this game and go to the title?", self.leave))
        else:
            self.common_key(action)
        self.app.redraw()

    def common_key(self, action: str) -> None:
        if action == "fog":
            self.app.board.fog = not self.app.board.fog
        elif action == "help":
            self.app.push(HelpScreen(self.app))
        elif action in ("log_older", "log_newer"):
            self.log.scroll(5 if action == "log_older" else -5)
        else:
            self.app.global_action(action)

    def on_bot_key(self, action: str) -> None:
        if action == "pause":
            self.paused = not self.paused
        elif action in ("bigger", "smaller"):
            self.bot_pace = max(0, min(len(BOT_PACES) - 1, self.bot_pace + (1 if action == "bigger" else -1)))
        elif action in ("quit", "cancel"):
            self.app.push(ConfirmScreen(self.app, "Stop the bot, save the game and go to the title?", self.leave))
        else:
            self.common_key(action)
        self.app.redraw()

    def aim(self, weapon: int) -> None:
        if self.game.charges.get(weapon, 1) <= 0:
            self.weapon = self.cursor = None
            self.log.add_turn([f"The {WEAPONS[weapon].name} has no charges left."])
            return
        targets = self.game.weapon_targets(weapon)
        self.weapon = weapon
        # Start on a monster in reach if there is one: that is what a player aims at.
        monsters = [e.pos for e in self.view.entities if e.kind == "enemy" and e.pos in targets]
        self.cursor = monsters[0] if monsters else targets[0]

    def on_aim_key(self, action: str) -> None:
        if action in MOVE_DIRECTIONS:
            direction = MOVE_DIRECTIONS[action]
            self.cursor = self.target_toward(direction.dx, direction.dy)
        elif action in ("confirm", *WEAPON_ACTIONS):
            if action == "confirm" or WEAPON_ACTIONS[action] == self.weapon:
                self.fire(self.cursor)
            else:
                self.aim(WEAPON_ACTIONS[action])
        elif action == "cancel":
            self.weapon = self.cursor = None
        self.app.redraw()

    def target_toward(self, dx: int, dy: int) -> Pos:
        """The nearest target the way a key points from the cursor, keeping to that line where one lies on it
        (the sword's four targets touch only at corners), or the cursor when none lies that way."""
        cursor = self.cursor
        ahead = []
        for target in self.game.weapon_targets(self.weapon):
            along = (target.x - cursor.x) * dx + (target.y - cursor.y) * dy
            across = abs((target.x - cursor.x) * dy - (target.y - cursor.y) * dx)
            if along > 0:
                ahead.append((along + 2 * across, target.y, target.x, target))
        return min(ahead)[3] if ahead else cursor

    def fire(self, target: Pos) -> None:
        weapon, self.weapon, self.cursor = self.weapon, None, None
        self.act(f"ATTACK {weapon} {target.x} {target.y}")

    def on_hover(self, cell: Pos | None) -> None:
        if self.weapon is not None and cell is not None and cell in self.game.weapon_targets(self.weapon):
            self.cursor = cell
        text = ""
        if cell is not None:
            visible = self.view.visible[cell.y][cell.x] or not self.app.board.fog
            here = [e for e in self.view.entities if e.pos == cell] if visible else []
            if here:
                thing = here[-1]
                if thing.kind == "enemy":
                    text = f"{thing.name.title()}: {thing.hp} / {thing.max_hp} health"
                elif thing.kind == "player":
                    text = f"You: {thing.hp} / {thing.max_hp} health"
                else:
                    text = thing.name[0].upper() + thing.name[1:]
            elif visible:
                text = "Obstacle" if self.view.cells[cell.y][cell.x] == "X" else "Floor"
            else:
                text = "Fog: beyond your sight (3 cells)"
        if text != self.hover_text:
            self.hover_text = text
            self.app.redraw()

    def on_click(self, cell: Pos | None) -> None:
        if cell is None or self.bot is not None:
            return
        if self.weapon is not None:
            if cell in self.game.weapon_targets(self.weapon):
                self.fire(cell)
        else:
            step = (cell.x - self.game.hero.x, cell.y - self.game.hero.y)
            if step in WORD_FOR_STEP:
                self.act(WORD_FOR_STEP[step])
        self.app.redraw()

    # ----- the game -------------------------------------------------------------------------------

    def act(self, line: str) -> None:
        events = session.apply_line(self.game, line)
        if not any(e.kind is EventKind.INVALID for e in events):
            self.app.command(line)
        self.after(events)

    def after(self, events: list[Event], said: str = "") -> None:
        score_before = self.view.score or 0
        self.view = self.game.view()
        lines = [e.text for e in events if e.text]
        if said:
            message = self.game.bot_message
            lines = [f"Bot: {said}" + (f" ({message})" if message else "")] + lines
        self.log.add_turn(lines)
        palette = self.app.palette
        for event in events:
            if event.kind is EventKind.ATTACKED and event.pos is not None and event.amount:
                hurt = event.pos == self.game.hero
                self.effects.add(Flash(event.pos, palette.bad if hurt else palette.text))
                self.effects.add(FloatingText(event.pos, f"-{event.amount}", palette.bad if hurt else palette.gold))
        gained = (self.view.score or 0) - score_before
        if gained > 0 and not self.game.over:
            self.effects.add(FloatingText(self.game.hero, f"+{gained}", palette.good))
        self.app.play_sounds(events)
        if self.game.over:
            self.finish()
        self.app.redraw()

    def finish(self) -> None:
        self.stop_bot()
        game = self.game
        if game.result == "quit":
            self.leave()
            return
        who = "escaped" if game.result == "won" else game.result
        seed = self.app.recorder.record.seed if self.app.recorder.record else 0
        rank = self.app.add_score("maze", game.score, who, f"turn {game.turn} / 150", seed)
        self.app.push(MazeOverScreen(self.app, self, rank))

    def leave(self) -> None:
        self.stop_bot()
        super().leave()

    # ----- frames ---------------------------------------------------------------------------------

    def update(self, dt):
        super().update(dt)
        if self.bot is not None and not self.paused and not self.game.over and self.app.stack[-1] is self:
            self.bot_clock += dt
            if self.bot_clock >= BOT_PACES[self.bot_pace]:
                self.bot_clock = 0.0
                self.bot_turn()

    @property
    def animating(self) -> bool:
        return self.effects.active or (self.bot is not None and not self.paused)

    def hud_stats(self) -> list[Stat]:
        """The rules' stats, with the weapons' charges as plain numbers (a chest's gift is no floor change)."""
        return [Stat(s.label, s.value, s.maximum) for s in self.view.stats]

    def draw(self, surface):
        app, palette = self.app, self.app.palette
        surface.fill(palette.background)
        width, height = surface.get_size()
        # The board takes the whole height and the panel the side: a 16x12 maze is wider than tall.
        panel_width = min(PANEL_WIDTH, width // 3)
        board = app.board
        board.remember = app.settings.fog == "remembered"
        board.fit(pygame.Rect(MARGIN, MARGIN, width - panel_width - 3 * MARGIN, height - 2 * MARGIN), 16, 12)
        board.draw(surface, self.view, MAZE_LOOK)
        if self.weapon is not None:
            self.draw_aim(surface)
        self.effects.draw(surface, board, app.fonts.normal)
        panel = pygame.Rect(width - panel_width - MARGIN, MARGIN, panel_width, height - 2 * MARGIN)
        stats = self.hud_stats()
        weapons = [s for name in WEAPON_NAMES for s in stats if s.label == name]
        notes = [("   ".join(f"{s.label} {s.value}" for s in weapons), palette.text)]
        if self.weapon is not None:
            name = WEAPONS[self.weapon].name
            notes.append((f"Aiming the {name}: arrows or mouse pick the target, Enter strikes, Escape cancels.", palette.accent))
        elif isinstance(self.game, BotMaze):
            state = "paused" if self.paused else f"a turn every {BOT_PACES[self.bot_pace]:g} s"
            notes.append((f"Bot: {self.game.command}  ({state}; space pauses, = / - pace)", palette.accent))
            if self.game.bot_message:
                notes.append((f"Bot says: {self.game.bot_message}", palette.gold))
        if self.hover_text:
            notes.append((self.hover_text, palette.gold))
        lines = [(part, colour) for text, colour in notes for part in wrap(app.fonts.normal, text, panel.width)]
        self.hud.draw_stats(surface, panel, [s for s in stats if s not in weapons], lines)
        line_height = app.fonts.normal.get_linesize() + LINE_GAP
        log_top = panel.top + (2 + len(lines)) * line_height + MARGIN
        self.hud.draw_log(surface, pygame.Rect(panel.left, log_top, panel.width, panel.bottom - log_top - 24), self.log)
        seed = app.recorder.record.seed if app.recorder.record else ""
        hint = self.hud.text(f"seed {seed}   arrows move   . wait   1-4 weapons   F fog   ? help", palette.dim, app.fonts.small)
        surface.blit(hint, hint.get_rect(bottomright=(width - MARGIN, height - 4)))

    def draw_aim(self, surface) -> None:
        """Every valid target outlined, the cells the cursor's target would hit filled, the cursor boxed."""
        board, palette = self.app.board, self.app.palette
        hits = set(self.game.weapon_hits(self.weapon, self.cursor))
        shade = pygame.Surface((board.cell, board.cell), pygame.SRCALPHA)
        shade.fill((*palette.bad, 110))
        for target in self.game.weapon_targets(self.weapon):
            rect = board.cell_rect(target)
            if target in hits:
                surface.blit(shade, rect)
            pygame.draw.rect(surface, palette.accent, rect, 1)
        pygame.draw.rect(surface, palette.gold, board.cell_rect(self.cursor), 3)


def wrap(font: pygame.font.Font, text: str, width: int) -> list[str]:
    """Text broken at spaces into lines that fit the width (a single longer word stays whole)."""
    lines = [""]
    for word in text.split(" "):
        joined = f"{lines[-1]} {word}" if lines[-1] else word
        if lines[-1] and font.size(joined)[0] > width:
            lines.append(word)
        else:
            lines[-1] = joined
    return lines


class MazeOverScreen(EndScreen):
    """Found the exit, died, out of turns or the bot failed."""

    game_name = "maze"
    again_hint = "a new maze"

    def lines(self):
        game = self.play.game
        return [
            (RESULT_TEXT.get(game.result, game.result), "good" if game.result == "won" else "bad", "big"),
            (f"Score: {game.score}" + (f"  (#{self.rank} on the table)" if self.rank else ""), "gold", "big"),
            (game.messages[-1] if game.messages else "", "text", "normal"),
        ]
