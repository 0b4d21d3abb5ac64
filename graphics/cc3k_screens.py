"""ChamberCrawler3000 in the window: race choice, play (board, HUD, log, keys, mouse) and the game-over box."""
from __future__ import annotations

import pygame

from game.core import Direction, Event, EventKind, Pos
from game.cc3k.commands import Attack, ChooseRace, Freeze, Move, Restart, Use, command_text
from game.cc3k.layout import FloorPlan, parse_layout
from game.cc3k.paths import DEFAULT_FLOOR
from game.cc3k.rules import PHASE_OVER, PHASE_RACE, CC3kGame
from game.cc3k.session import apply_line
from game.cc3k.tables import POTIONS, RACE_ORDER, RACES
from graphics.effects import Fade, Flash, FloatingText
from graphics.keymap import MOVE_DIRECTIONS
from graphics.looks import CC3K_LOOK
from graphics.screens import HUD_HEIGHT, MARGIN, ConfirmScreen, EndScreen, GameScreen, HelpScreen, MenuScreen

TITLE = "ChamberCrawler3000"
HUD_MIN_WIDTH = 1000     # pixels: the stats and the log side by side need about this much
DEFAULT_MAP = DEFAULT_FLOOR
LOOK = CC3K_LOOK
# What help lists during a CC3k game: the keys of the other games would only be noise here.
HELP_ACTIONS = (*MOVE_DIRECTIONS, "attack", "use", "freeze", "restart", "quit", "help", "toggle_tiles",
                "bigger", "smaller", "mute", "log_older", "log_newer", "cancel", "confirm")
# The view names a known potion by the code the rule book's player learns (RH); hover adds what it does.
POTION_NAMES = {potion.code: potion.name for potion in POTIONS}
__all__ = ["DEFAULT_MAP", "LOOK", "TITLE", "apply_line", "new_game", "options", "prepare", "show"]


def prepare(map_text: str, map_name: str) -> list[FloorPlan]:
    """The floors to play; raises core.MapError for a bad layout."""
    return parse_layout(map_text, map_name)


def options(args) -> dict:
    return {}


def new_game(plans: list[FloorPlan], seed: int, chosen: dict) -> CC3kGame:
    return CC3kGame(plans, seed)


def show(app, game: CC3kGame) -> None:
    """The screens for where the game is: choosing a race, playing, or over."""
    if game.phase == PHASE_RACE:
        app.push(RaceScreen(app, game))
        return
    play = PlayScreen(app, game, [])
    app.push(play)
    if game.phase == PHASE_OVER:
        app.push(GameOverScreen(app, play))


class RaceScreen(MenuScreen):
    heading = "Choose your race"

    def __init__(self, app, game: CC3kGame):
        self.game = game
        items = [(key, RACES[key].name, (lambda key=key: self.choose(key))) for key in RACE_ORDER]
        super().__init__(app, items)

    def choose(self, key: str) -> None:
        events = self.game.step(ChooseRace(key))
        self.app.command(key)
        self.app.replace(PlayScreen(self.app, self.game, events))

    def back(self):
        self.app.leave_game()
        self.app.back_to_title()

    def draw(self, surface):
        """Every race at once: its stats in columns and its ability under them, the chosen one highlighted."""
        palette, fonts = self.app.palette, self.app.fonts
        surface.fill(palette.background)
        y = self.title(surface, self.heading, 50)
        left = surface.get_width() // 2 - 300
        columns = (0, 34, 170, 330, 420)    # marker and key, name, HP, Atk, Def
        for index, (key, _label, _) in enumerate(self.items):
            race, chosen = RACES[key], index == self.selected
            maximum = "no max" if race.max_hp is None else f"max {race.max_hp}"
            cells = (f"{'>' if chosen else ' '} {key}", race.name, f"HP {race.hp} ({maximum})",
                     f"Atk {race.atk}", f"Def {race.defense}")
            for x, text in zip(columns, cells):
                surface.blit(fonts.normal.render(text, True, palette.accent if chosen else palette.text), (left + x, y))
            y += fonts.normal.get_linesize()
            surface.blit(fonts.small.render(race.ability, True, palette.good if chosen else palette.dim), (left + columns[1], y))
            y += fonts.small.get_linesize() + 12
        self.draw_footer(surface)

class GameOverScreen(EndScreen):
    """Won or died; r plays again in the same session (a new race), as the rule book's play again does."""

    game_name = "cc3k"
    again_hint = "play again with a new race"

    def lines(self):
        game = self.play.game
        won = game.result == "won"
        return [
            ("You escaped the dungeon!" if won else "You died.", "good" if won else "bad", "big"),
            (f"Score: {game.score}" + (f"  (#{self.rank} on the table)" if self.rank else ""), "gold", "big"),
            (game.messages[-1] if game.messages else "", "text", "normal"),
        ]

    def again(self) -> None:
        self.play.game.step(Restart())
        self.app.command("r")
        self.app.pop()
        self.app.replace(RaceScreen(self.app, self.play.game))


class PlayScreen(GameScreen):
    """A CC3k game: the board, the HUD and the log; keys and clicks become the rule book's commands."""

    def __init__(self, app, game: CC3kGame, first_events: list[Event]):
        super().__init__(app, game)
        self.pending: str | None = None      # "attack" or "use" while waiting for a direction
        self.after(first_events)

    # ----- input ----------------------------------------------------------------------------------

    def on_key(self, action: str | None) -> None:
        if action is None:
            return
        if self.pending:
            if action in MOVE_DIRECTIONS:
                kind = Attack if self.pending == "attack" else Use
                self.pending = None
                self.act(kind(MOVE_DIRECTIONS[action]))
            elif action == "cancel":
                self.pending = None
            self.app.redraw()
            return
        if action in MOVE_DIRECTIONS:
            self.move_or_attack(MOVE_DIRECTIONS[action])
        elif action in ("attack", "use"):
            self.pending = action
        elif action == "freeze":
            self.act(Freeze())
        elif action == "restart":
            self.app.push(ConfirmScreen(self.app, "Restart with a new race?", self.restart))
        elif action in ("quit", "cancel"):
            self.app.push(ConfirmScreen(self.app, "Save this game and go to the title?", self.leave))
        elif action == "help":
            self.app.push(HelpScreen(self.app, HELP_ACTIONS, f"Keys: {TITLE}"))
        elif action in ("log_older", "log_newer"):
            self.log.scroll(5 if action == "log_older" else -5)
        else:
            self.app.global_action(action)
        self.app.redraw()

    def move_or_attack(self, direction: Direction) -> None:
        """Moving into an enemy attacks it, except a merchant that is still neutral, which only blocks."""
        target = self.game.pc + (direction.dx, direction.dy)
        enemy = next((e for e in self.view.entities if e.kind == "enemy" and e.pos == target), None)
        neutral = enemy is not None and enemy.glyph == "M" and not self.view.extra.get("merchants_hostile")
        self.act(Attack(direction) if enemy is not None and not neutral else Move(direction))

    def on_hover(self, cell: Pos | None) -> None:
        text = ""
        if cell is not None:
            here = [e for e in self.view.entities if e.pos == cell]
            if here:
                thing = here[-1]
                if thing.kind == "enemy":
                    text = f"{thing.name} ({thing.glyph}): {thing.hp} / {thing.max_hp} HP"
                elif thing.kind == "player":
                    text = f"You, a {thing.name}: {thing.hp} HP"
                    below = [e for e in here if e.kind == "gold"]
                    if below:
                        text += f", standing on a {below[0].name}"
                elif thing.kind == "potion":
                    code = thing.name.removesuffix(" potion")
                    text = (f"A {code} potion: {POTION_NAMES[code]}" if code in POTION_NAMES
                            else "A potion you have not tried")
                else:
                    text = thing.name[0].upper() + thing.name[1:]
            elif self.view.cells:
                terrain = self.view.cells[cell.y][cell.x]
                text = {"|": "Wall", "-": "Wall", "+": "Doorway", "#": "Passage", ".": "Floor"}.get(terrain, "")
        if text != self.hover_text:
            self.hover_text = text
            self.app.redraw()

    def on_click(self, cell: Pos | None) -> None:
        if cell is None or self.pending:
            return
        direction = Direction.between(self.game.pc, cell)
        if direction is not None:
            self.move_or_attack(direction)
            self.app.redraw()

    # ----- the game -------------------------------------------------------------------------------

    def act(self, command) -> None:
        events = self.game.step(command)
        self.app.command(command_text(command))
        self.after(events)

    def after(self, events: list[Event]) -> None:
        """Turn what happened into the log, animations and sounds, and follow the game's phase."""
        self.view = self.game.view()
        self.log.add_turn([e.text for e in events if e.text])
        palette = self.app.palette
        for event in events:
            kind, pos = event.kind, event.pos
            if kind is EventKind.FLOOR_CHANGED:
                self.effects.clear()
                if event.amount and event.amount > 1:   # a new floor fades in; a new game starts at once
                    self.effects.add(Fade())
            elif pos is None:
                continue
            elif kind is EventKind.ATTACKED:
                on_player = event.actor != "PC"
                self.effects.add(Flash(pos, palette.bad if on_player else palette.text))
                self.effects.add(FloatingText(pos, f"-{event.amount}", palette.bad if on_player else palette.gold))
            elif kind in (EventKind.PICKED_UP, EventKind.HEALED) and event.amount:
                self.effects.add(FloatingText(pos, f"+{event.amount}", palette.gold if kind is EventKind.PICKED_UP else palette.good))
            elif kind is EventKind.USED:
                self.effects.add(Flash(pos, palette.potion))
            elif kind is EventKind.KILLED:
                self.effects.add(Flash(pos, palette.gold))
        self.app.play_sounds(events)
        game = self.game
        if game.phase == PHASE_OVER:
            reached = "escaped" if game.result == "won" else f"floor {game.floor.number}"
            rank = self.app.add_score("cc3k", game.score, game.player.race.name, reached, game.seed)
            self.app.push(GameOverScreen(self.app, self, rank))
        elif game.phase == PHASE_RACE:
            self.app.replace(RaceScreen(self.app, game))
        self.app.redraw()

    def restart(self) -> None:
        self.act(Restart())

    # ----- frames ---------------------------------------------------------------------------------

    def draw(self, surface):
        app, palette = self.app, self.app.palette
        surface.fill(palette.background)
        width, height = surface.get_size()
        hud_height = min(HUD_HEIGHT, height // 3)
        board_area = pygame.Rect(MARGIN, MARGIN, width - 2 * MARGIN, height - hud_height - 2 * MARGIN)
        board = app.board
        board.fit(board_area, self.view.width, self.view.height)
        # Board and HUD are one block, centred together: in a big window the HUD stays under the board
        # instead of at the bottom edge, and no wider than a reader's eye can follow.
        board.area.top = max(MARGIN, (height - board.area.height - MARGIN - hud_height) // 2)
        block = pygame.Rect(0, 0, min(width - 2 * MARGIN, max(board.area.width, HUD_MIN_WIDTH)), hud_height)
        block.midtop = (board.area.centerx, board.area.bottom + MARGIN)
        board.draw(surface, self.view, CC3K_LOOK)
        self.effects.draw(surface, board, app.fonts.normal)
        hud_top = block.top
        pygame.draw.line(surface, palette.panel, (block.left, hud_top - 4), (block.right, hud_top - 4), 2)
        left, middle = block.left, block.centerx
        stats_area = pygame.Rect(left, hud_top, middle - left - MARGIN, hud_height - MARGIN)
        extra = []
        if self.pending:
            extra.append((f"{'Attack' if self.pending == 'attack' else 'Use a potion'}: which direction? (Escape cancels)", palette.accent))
        elif self.view.extra.get("frozen"):
            extra.append(("Enemies are frozen (f).", palette.accent))
        if self.hover_text:
            extra.append((self.hover_text, palette.gold))
        self.hud.draw_stats(surface, stats_area, list(self.view.stats), extra)
        log_area = pygame.Rect(middle, hud_top, block.right - middle, hud_height - MARGIN - app.fonts.small.get_linesize())
        self.hud.draw_log(surface, log_area, self.log)
        footer = f"seed {self.game.seed}   ? help   t tiles   +/- size   m sound" + ("  (muted)" if app.muted else "")
        image = self.hud.text(footer, palette.dim, app.fonts.small)
        surface.blit(image, image.get_rect(bottomright=(block.right, block.bottom - 4)))
