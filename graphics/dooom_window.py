"""The Dungeon of Dooom in the window: the map with P and B, gold and turns, the LOOK panel and a protocol command line."""
from __future__ import annotations

from pathlib import Path

import pygame

from game.core import EventKind, Pos
from game.dooom.mapfile import Dungeon, parse_dungeon
from game.dooom.protocol import LETTER_OF_DIRECTION, format_command, parse_command
from game.dooom.rules import BOT, PLAYER, DooomGame
from graphics.effects import Flash, FloatingText
from graphics.keymap import MOVE_DIRECTIONS
from graphics.looks import DOOOM_LOOK
from graphics.screens import HUD_HEIGHT, MARGIN, ConfirmScreen, EndScreen, GameScreen, HelpScreen

TITLE = "Dungeon of Dooom"
DEFAULT_MAP = str(Path(__file__).resolve().parent.parent / "maps" / "dooom" / "small.txt")
LOOK = DOOOM_LOOK
BOT_PACE_SECONDS = 0.35      # how long the bot's last move takes to show, so a person can follow it
COMMAND_LIMIT = 64           # characters the command line takes; protocol lines are a dozen


def prepare(map_text: str, map_name: str) -> Dungeon:
    return parse_dungeon(map_text, map_name)


def options(args) -> dict:
    return {"bot_strategy": getattr(args, "bot_strategy", None) or "collector"}


def new_game(dungeon: Dungeon, seed: int, chosen: dict) -> DooomGame:
    return DooomGame(dungeon, seed, chosen.get("bot_strategy", "collector"))


def apply_line(game: DooomGame, line: str):
    return game.step(parse_command(line))


def show(app, game: DooomGame) -> None:
    screen = DooomScreen(app, game)
    app.push(screen)
    if game.over:
        app.push(DooomOverScreen(app, screen))


class DooomScreen(GameScreen):
    def __init__(self, app, game: DooomGame):
        super().__init__(app, game)
        self.typing: str | None = None      # the command line's text while it is open
        self.bot_shown: Pos | None = game.positions[BOT]
        self.bot_timer = 0.0

    # ----- input ----------------------------------------------------------------------------------

    def handle(self, event):
        if event.type == pygame.KEYDOWN and self.typing is not None:
            self.on_typing(event)
        else:
            super().handle(event)

    def on_key(self, action: str | None) -> None:
        if action in MOVE_DIRECTIONS:
            direction = MOVE_DIRECTIONS[action]
            if direction.is_cardinal:
                self.send(f"MOVE {LETTER_OF_DIRECTION[direction]}")
            else:
                self.log.add_turn(["MOVE takes N, S, E or W only."])
        elif action in ("pickup", "look", "hello"):
            self.send(action.upper())
        elif action == "type_command":
            self.typing = ""
        elif action in ("quit", "cancel"):
            self.app.push(ConfirmScreen(self.app, "Save this game and go to the title?", self.leave))
        elif action == "help":
            self.app.push(HelpScreen(self.app))
        elif action in ("log_older", "log_newer"):
            self.log.scroll(5 if action == "log_older" else -5)
        elif action is not None:
            self.app.global_action(action)
        self.app.redraw()

    def on_typing(self, event) -> None:
        action = self.app.keymap.action_for(event)
        if action == "confirm":
            line, self.typing = self.typing, None
            self.send(line)
        elif action == "cancel":
            self.typing = None
        elif event.key == pygame.K_BACKSPACE:
            self.typing = self.typing[:-1]
        elif event.unicode and event.unicode.isprintable() and len(self.typing) < COMMAND_LIMIT:
            self.typing += event.unicode
        self.app.redraw()

    def on_hover(self, cell: Pos | None) -> None:
        text = ""
        if cell is not None and self.view.cells:
            game = self.game
            if cell == game.positions[PLAYER]:
                text = f"You, holding {game.gold[PLAYER]} gold"
            elif cell == self.bot_shown:
                text = f"The bot ({game.strategy}), holding {game.gold[BOT]} gold"
            else:
                text = {"#": "Wall", ".": "Floor", "G": "Gold", "E": "Exit"}.get(self.view.cells[cell.y][cell.x], "")
        if text != self.hover_text:
            self.hover_text = text
            self.app.redraw()

    # ----- the game -------------------------------------------------------------------------------

    def send(self, line: str) -> None:
        """One protocol line from the player: its replies go to the log, the bot's move shows a moment later."""
        game = self.game
        bot_before = game.positions[BOT]
        events = game.step(parse_command(line))
        self.app.command(format_command(parse_command(line)))
        replies = [e.text for e in events if e.text]
        self.log.add_turn([f"> {line}"] + [row for reply in replies for row in reply.split("\n")])
        palette = self.app.palette
        for event in events:
            if event.kind is EventKind.PICKED_UP and event.pos is not None:
                self.effects.add(FloatingText(event.pos, "+1", palette.gold))
            elif event.kind is EventKind.BLOCKED and event.actor == PLAYER and event.pos is not None:
                self.effects.add(Flash(event.pos, palette.bad))
        # The player hears their own actions, and the end when the bot gets out first.
        self.app.play_sounds([e for e in events if e.actor == PLAYER or e.kind is EventKind.WON])
        self.view = game.view()
        if game.positions[BOT] != bot_before:
            self.bot_shown, self.bot_timer = bot_before, BOT_PACE_SECONDS
        if game.over:
            won = game.winner == PLAYER
            self.bot_shown, self.bot_timer = game.positions[BOT], 0.0
            if game.result != "quit":
                rank = self.app.add_score("dooom", game.gold[PLAYER], "won" if won else "lost", f"turn {game.turn}", self.seed())
                self.app.push(DooomOverScreen(self.app, self, rank))
            else:
                self.leave()

    def seed(self) -> int:
        """The game's seed, as the record being written holds it."""
        record = self.app.recorder.record
        return record.seed if record is not None else 0

    # ----- frames ---------------------------------------------------------------------------------

    def update(self, dt):
        super().update(dt)
        if self.bot_timer > 0:
            self.bot_timer -= dt
            if self.bot_timer <= 0:
                self.bot_shown = self.game.positions[BOT]
            self.app.redraw()

    @property
    def animating(self) -> bool:
        return self.effects.active or self.bot_timer > 0

    def shown_view(self):
        """The view with the bot where the player has last been shown it (its move shows a moment later)."""
        view = self.view
        if self.bot_shown == self.game.positions[BOT]:
            return view
        entities = [e if e.kind != BOT else type(e)(self.bot_shown, e.glyph, e.kind, e.name) for e in view.entities]
        return type(view)(**{**view.__dict__, "entities": entities})

    def draw(self, surface):
        app, palette = self.app, self.app.palette
        surface.fill(palette.background)
        width, height = surface.get_size()
        hud_height = min(HUD_HEIGHT, height // 3)
        panel_width = 150
        board_area = pygame.Rect(MARGIN, MARGIN, width - 3 * MARGIN - panel_width, height - hud_height - 2 * MARGIN)
        app.board.fit(board_area, self.view.width, self.view.height)
        app.board.draw(surface, self.shown_view(), DOOOM_LOOK)
        self.effects.draw(surface, app.board, app.fonts.normal)
        self.draw_look_panel(surface, pygame.Rect(width - MARGIN - panel_width, MARGIN, panel_width, panel_width + 30))
        hud_top = height - hud_height
        game = self.game
        whose = "the bot moves" if self.bot_timer > 0 else "your move"
        extra = [(f"{game.dungeon.name}: turn {game.turn}, {whose}" if not game.over else "The game is over.",
                  palette.accent)]
        if self.typing is not None:
            extra.append((f"command: {self.typing}_   (Enter sends, Escape closes)", palette.gold))
        elif self.hover_text:
            extra.append((self.hover_text, palette.gold))
        self.hud.draw_stats(surface, pygame.Rect(MARGIN, hud_top, width // 2 - MARGIN, hud_height - MARGIN),
                            [s for s in self.view.stats if s.maximum is not None or s.label == "Gold left"], extra)
        self.hud.draw_log(surface, pygame.Rect(width // 2, hud_top, width // 2 - MARGIN, hud_height - MARGIN - 20), self.log)
        hint = self.hud.text(f"seed {self.seed()}   arrows MOVE   g PICKUP   x LOOK   i HELLO   : type a command   ? help",
                             palette.dim, app.fonts.small)
        surface.blit(hint, hint.get_rect(bottomright=(width - MARGIN, height - 4)))

    def draw_look_panel(self, surface, area: pygame.Rect) -> None:
        """The last LOOKREPLY as a 5x5 of glyphs, as the protocol sent it."""
        palette, font = self.app.palette, self.app.fonts.normal
        surface.blit(self.app.fonts.small.render("last LOOK", True, palette.dim), area.topleft)
        rows = self.view.extra.get("look") or ()
        cell = (area.width - 10) // 5
        colours = {"#": palette.wall, ".": palette.floor, "G": palette.gold, "E": palette.stairs,
                   "P": palette.player, "B": palette.enemy, "X": palette.dim}
        for y, row in enumerate(rows):
            for x, char in enumerate(row):
                box = pygame.Rect(area.left + x * cell, area.top + 24 + y * cell, cell - 2, cell - 2)
                pygame.draw.rect(surface, palette.panel, box)
                image = font.render(char, True, colours.get(char, palette.text))
                surface.blit(image, image.get_rect(center=box.center))
        if not rows:
            surface.blit(self.app.fonts.small.render("(press x)", True, palette.dim), (area.left, area.top + 24))


class DooomOverScreen(EndScreen):
    """WIN or LOSE: who took the gold out first."""

    game_name = "dooom"

    def lines(self):
        game = self.play.game
        won = game.winner == PLAYER
        return [
            ("WIN: you left the dungeon!" if won else "LOSE: the bot got out first.", "good" if won else "bad", "big"),
            (f"You held {game.gold[PLAYER]} gold, the bot {game.gold[BOT]}; {game.turn} turn{'s' if game.turn != 1 else ''}.", "text", "normal"),
        ]
