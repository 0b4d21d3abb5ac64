"""The maze in the window: fog of range 3, weapons aimed with a cursor, the HUD, and bot programs shown as they play."""
from __future__ import annotations

import pygame

from game.core import Direction, EntityKind, Event, EventKind, Pos, Result, Stat, View
from game.maze.commands import Attack, Command, Step, Wait
from game.maze.detail import MazeDetail
from game.maze.rules import weapon_hits
from game.maze.tables import WEAPONS
from graphics.effects import FloatingText
from graphics.feedback import STANDARD_EFFECTS, Feedback
from graphics.hud import LINE_GAP
from graphics.keymap import MOVE_DIRECTIONS
from graphics.looks import MAZE_LOOK
from graphics.palette import Palette
from graphics.screens import MARGIN, ConfirmScreen, EndScreen, GameScreen, HelpScreen

LOOK = MAZE_LOOK
WEAPON_ACTIONS = {"weapon_1": 0, "weapon_2": 1, "weapon_3": 2, "weapon_4": 3}
BOT_PACES = (2.0, 1.0, 0.5, 0.3, 0.15, 0.05)   # seconds between a bot's turns on screen
WEAPON_NAMES = tuple(weapon.name.title() for weapon in WEAPONS)   # the HUD's order: sword first
PANEL_WIDTH = 440           # the side panel: stats, aiming and bot notes, hover text, the log
RESULT_TEXT = {Result.WON: "You found the exit!", Result.DIED: "The hero died.",
               Result.OUT_OF_TURNS: "Out of turns: 150 actions used.", Result.ERROR: "The bot failed."}


def _score_gain(event: Event, _view: View[MazeDetail], palette: Palette) -> list:
    """A kill scores the monster's health: the number rises where it fell."""
    if event.pos is None or not event.amount:
        return []
    return [FloatingText(event.pos, f"+{event.amount}", palette.good)]


FEEDBACK = Feedback(effects={**STANDARD_EFFECTS, EventKind.KILLED: _score_gain})


def show(app, session) -> None:
    screen = MazeScreen(app, session)
    app.push(screen)
    if screen.view.over:
        app.push(MazeOverScreen(app, screen))


class MazeScreen(GameScreen):
    """The hero's maze. A person's keys and clicks become commands; when a bot plays (the view says which), the
    session asks it for a turn every BOT_PACES seconds without holding the window."""

    feedback = FEEDBACK
    view: View[MazeDetail]

    def __init__(self, app, session):
        super().__init__(app, session)
        self.weapon: int | None = None      # the weapon being aimed
        self.cursor: Pos | None = None
        self.bot_pace = 3
        self.bot_clock = 0.0
        self.paused = False

    # ----- a bot at the controls -------------------------------------------------------------------

    def bot_turn(self, dt: float) -> None:
        """Show the bot's answer when it has come; ask for the next one when its pace says so."""
        events = self.session.bot_answer()
        if events is None and not self.session.bot_thinking():
            self.bot_clock += dt
            if self.bot_clock < BOT_PACES[self.bot_pace]:
                return
            self.bot_clock = 0.0
            events = self.session.ask_bot()   # nothing yet, unless the bot could not even start
        if events:
            view = self.session.view()
            said = view.detail.action + (f" ({view.detail.bot_message})" if view.detail.bot_message else "")
            self.after(self.show_events(events, () if view.result is Result.ERROR else (f"Bot: {said}",)))

    def close(self) -> None:
        """The window shuts: the bot's processes end with it."""
        self.session.close()

    # ----- input ----------------------------------------------------------------------------------

    def on_key(self, action: str | None) -> None:
        if action is None:
            return
        if self.view.detail.bot:
            self.on_bot_key(action)
        elif self.weapon is not None:
            self.on_aim_key(action)
        elif action in MOVE_DIRECTIONS:
            self.act(Step(MOVE_DIRECTIONS[action]))
        elif action == "wait":
            self.act(Wait())
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

    def targets(self) -> tuple[Pos, ...]:
        return self.view.detail.weapons[self.weapon].targets if self.weapon is not None else ()

    def aim(self, weapon: int) -> None:
        charges = self.view.detail.weapons[weapon].charges
        if charges is not None and charges <= 0:
            self.weapon = self.cursor = None
            self.log.add_turn([f"The {WEAPONS[weapon].name} has no charges left."])
            return
        self.weapon = weapon
        targets = self.targets()
        # Start on a monster in reach if there is one: that is what a player aims at.
        monsters = [e.pos for e in self.view.entities if e.kind is EntityKind.ENEMY and e.pos in targets]
        self.cursor = monsters[0] if monsters else targets[0]

    def on_aim_key(self, action: str) -> None:
        if action in MOVE_DIRECTIONS:
            direction = MOVE_DIRECTIONS[action]
            self.cursor = self.target_toward(direction.dx, direction.dy)
        elif action in ("confirm", *WEAPON_ACTIONS):
            if action == "confirm" or WEAPON_ACTIONS[action] == self.weapon:
                self.fire()
            else:
                self.aim(WEAPON_ACTIONS[action])
        elif action == "cancel":
            self.weapon = self.cursor = None
        self.app.redraw()

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

    def fire(self) -> None:
        weapon, target = self.weapon, self.cursor
        self.weapon = self.cursor = None
        if weapon is not None and target is not None:
            self.act(Attack(weapon, target))

    def on_hover(self, cell: Pos | None) -> None:
        if self.weapon is not None and cell is not None and cell in self.targets():
            self.cursor = cell
        text = ""
        if cell is not None:
            visible = self.view.visible is None or self.view.visible[cell.y][cell.x] or not self.app.board.fog
            here = [e for e in self.view.entities if e.pos == cell] if visible else []
            if here:
                thing = here[-1]
                if thing.kind is EntityKind.ENEMY:
                    text = f"{thing.name.title()}: {thing.hp} / {thing.max_hp} health"
                elif thing.kind is EntityKind.PLAYER:
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
        if cell is None or self.view.detail.bot:
            return
        if self.weapon is not None:
            if cell in self.targets():
                self.cursor = cell
                self.fire()
        else:
            direction = Direction.between(self.view.detail.hero, cell)
            if direction is not None and direction.is_cardinal:
                self.act(Step(direction))
        self.app.redraw()

    # ----- the game -------------------------------------------------------------------------------

    def act(self, command: Command) -> None:
        """A person's command: the game refuses one that would only waste the action, saying why."""
        self.after(self.send(command))

    def after(self, events: list[Event]) -> None:
        """After a turn is shown: the end box when it ended the game."""
        if self.view.over:
            self.app.push(MazeOverScreen(self.app, self))

    # ----- frames ---------------------------------------------------------------------------------

    def update(self, dt):
        super().update(dt)
        if self.view.detail.bot and not self.paused and not self.view.over and self.app.stack[-1] is self:
            self.bot_turn(dt)

    @property
    def animating(self) -> bool:
        return self.effects.active or (bool(self.view.detail.bot) and not self.paused and not self.view.over)

    def hud_stats(self) -> list[Stat]:
        """The rules' stats, with the weapons' charges as plain numbers (a chest's gift is no floor change)."""
        return [Stat(s.label, s.value, s.maximum) for s in self.view.stats]

    def draw(self, surface):
        app, palette, view = self.app, self.app.palette, self.view
        surface.fill(palette.background)
        width, height = surface.get_size()
        # The board takes the whole height and the panel the side: a 16x12 maze is wider than tall.
        panel_width = min(PANEL_WIDTH, width // 3)
        board = app.board
        board.remember = app.settings.fog == "remembered"
        board.fit(pygame.Rect(MARGIN, MARGIN, width - panel_width - 3 * MARGIN, height - 2 * MARGIN),
                  view.width, view.height)
        board.draw(surface, view, LOOK)
        if self.weapon is not None and self.cursor is not None:
            self.draw_aim(surface, self.weapon, self.cursor)
        self.effects.draw(surface, board, app.fonts.normal)
        panel = pygame.Rect(width - panel_width - MARGIN, MARGIN, panel_width, height - 2 * MARGIN)
        stats = self.hud_stats()
        weapons = [s for name in WEAPON_NAMES for s in stats if s.label == name]
        notes = [("   ".join(f"{s.label} {s.value}" for s in weapons), palette.text)]
        detail = view.detail
        if self.weapon is not None:
            name = WEAPONS[self.weapon].name
            notes.append((f"Aiming the {name}: arrows or mouse pick the target, Enter strikes, Escape cancels.",
                          palette.accent))
        elif detail.bot:
            state = "paused" if self.paused else f"a turn every {BOT_PACES[self.bot_pace]:g} s"
            notes.append((f"Bot: {detail.bot}  ({state}; space pauses, = / - pace)", palette.accent))
            if detail.bot_message:
                notes.append((f"Bot says: {detail.bot_message}", palette.gold))
        if self.hover_text:
            notes.append((self.hover_text, palette.gold))
        lines = [(part, colour) for text, colour in notes for part in wrap(app.fonts.normal, text, panel.width)]
        self.hud.draw_stats(surface, panel, [s for s in stats if s not in weapons], lines)
        line_height = app.fonts.normal.get_linesize() + LINE_GAP
        log_top = panel.top + (2 + len(lines)) * line_height + MARGIN
        self.hud.draw_log(surface, pygame.Rect(panel.left, log_top, panel.width, panel.bottom - log_top - 24), self.log)
        hint = self.hud.text(f"seed {view.seed}   arrows move   . wait   1-4 weapons   F fog   ? help", palette.dim,
                             app.fonts.small)
        surface.blit(hint, hint.get_rect(bottomright=(width - MARGIN, height - 4)))

    def draw_aim(self, surface, weapon: int, cursor: Pos) -> None:
        """Every valid target outlined, the cells the cursor's target would hit filled, the cursor boxed."""
        board, palette = self.app.board, self.app.palette
        hits = set(weapon_hits(self.view.detail.hero, weapon, cursor))
        shade = pygame.Surface((board.cell, board.cell), pygame.SRCALPHA)
        shade.fill((*palette.bad, 110))
        for target in self.targets():
            rect = board.cell_rect(target)
            if target in hits:
                surface.blit(shade, rect)
            pygame.draw.rect(surface, palette.accent, rect, 1)
        pygame.draw.rect(surface, palette.gold, board.cell_rect(cursor), 3)


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

    again_hint = "a new maze"

    def lines(self):
        view = self.play.view
        result = view.result
        return [
            (RESULT_TEXT.get(result, ""), "good" if result is Result.WON else "bad", "big"),
            (f"Score: {view.score}" + (f"  (#{self.rank} on the table)" if self.rank else ""), "gold", "big"),
            (view.messages[-1] if view.messages else "", "text", "normal"),
        ]
