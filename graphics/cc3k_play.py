"""ChamberCrawler3000 in the window: play (board, HUD, log, keys, mouse) and the game-over box; the race choice is
graphics/cc3k_race.py, and graphics/cc3k_window.py opens the screens for where a game is."""
from __future__ import annotations

from typing import Sequence

import pygame

from game.core import ENDINGS, Direction, Entity, EntityKind, Event, EventKind, Pos, Result, View
from game.cc3k.commands import Attack, Command, Freeze, Move, PickUp, Restart, Use
from game.cc3k.detail import CC3kDetail, Phase
from game.cc3k.questions import (
    BumpKind, aimed_at, attacks_when_near, bump, carried, fight_preview, hoard_guarded, potion_kind, shop_open,
    threatened, traders, walkable, wares_at,
)
from game.cc3k.said import (
    Allergy, Bagged, BagHolds, Buys, Drinks, DropsGold, DropsHoard, EnemyHits, EnemyMisses, HoardGuarded, InTheWay,
    Moved, PCHits, PCMisses, PCSlays, Poisoned, Sells, Slain, listed,
)
from game.cc3k.spec import SPEC
from game.cc3k.tables import DRAGON_HOARD, ENEMIES, PotionKind
from graphics.context import Context
from graphics.effects import Alarm
from graphics.feedback import Feedback
from graphics.cc3k_looks import GUIDE, LOOK
from graphics.cc3k_race import RaceScreen
from graphics.cc3k_shop import BagScreen, TradeScreen, wares_words
from graphics.keymap import MOVE_DIRECTIONS
from graphics.play_screen import EndScreen, GameScreen
from graphics.boxes import ConfirmScreen
from graphics.scores_screen import score_line
from graphics.screens import HUD_HEIGHT, MARGIN
from graphics.text import clip
from graphics.transitions import Interrupt, Outcome, Push, Redraw, Replace, transitions
from roguelike_client.play.session import Session

HUD_MIN_WIDTH = 1000     # pixels: the stats and the log side by side need about this much
# The footer's hint: the keys of the window's settings, as bound.
HINT_ACTIONS = ("help", "toggle_tiles", "bigger", "smaller", "mute", "options")
TERRAIN_NAMES = {"|": "Wall", "-": "Wall", "+": "Doorway", "#": "Passage", ".": "Floor"}
STAT_WORDS = {"hp": ("HP", ""), "atk": ("Atk", " on this floor"), "def": ("Def", " on this floor")}
# The actions that ask for a direction next: what the status line calls each, and the command the direction makes
# (None: the direction opens the merchant's wares there).
ASKING: dict[str, tuple[str, type[Attack] | type[Use] | type[PickUp] | None]] = {
    "attack": ("Attack", Attack), "use": ("Use a potion", Use), "pick_up": ("Put a potion in the bag", PickUp),
    "trade": ("Trade", None),
}
# What an asked direction must hold for the command to be sent, and the log's word when it does not (the window
# refuses it for free; the text game keeps the rule book's turn).
AIMED: dict[str, tuple[EntityKind, str]] = {
    "attack": (EntityKind.ENEMY, "There is nothing to attack to the {}: no turn spent."),
    "use": (EntityKind.POTION, "There is no potion to the {}: no turn spent."),
    "pick_up": (EntityKind.POTION, "There is no potion to the {}: no turn spent."),
}


def potion_words(potion: PotionKind | None) -> str:
    """A potion as the log names it: a known kind by its code and what it does, "a RH potion (Restore health)"."""
    return f"a {potion.code} potion ({potion.name})" if potion is not None else "an unknown potion"


def event_line(event: Event) -> str:
    """What the window's log says of one event: the rule book's line, except that a line naming an enemy or a potion
    (its facts in event.detail) names the enemy in words ("The Human deals 5 damage to PC."), says the HP an enemy
    has left so, follows each potion's code with what it does, and says what a potion drunk did."""
    name, amount = event.name or event.target, event.amount     # the enemy acting or acted on
    match event.detail:
        case InTheWay(direction):
            return f"Cannot move {direction.title}: the {name} is in the way."
        case Moved(direction, seen):
            sees = f" and sees {listed([potion_words(potion) for potion in seen])}" if seen else ""
            return f"PC moves {direction.title}{sees}."
        case HoardGuarded():
            return f"PC stands on a dragon hoard guarded by the {name}."
        case PCMisses():
            return f"PC swings at the {name} and misses."
        case PCHits(left):
            return f"PC deals {amount} damage to the {name} ({left} HP left)."
        case PCSlays():
            return f"PC slays the {name}."
        case DropsGold():
            return f"The {name} drops {amount} gold."
        case DropsHoard():
            return f"The {name} drops a merchant hoard."
        case Drinks(potion, from_bag):
            stat, lasting = STAT_WORDS[potion.stat]
            drinks = f"PC uses {potion.code}" + (" from the bag" if from_bag else "")
            if not amount and potion.stat == "hp":
                return f"{drinks}: {potion.name}, HP already full."
            return f"{drinks}: {potion.name}, {stat} {amount:+d}{lasting}."
        case Bagged(potion, held, size):
            return f"PC puts {potion_words(potion)} in the bag ({held}/{size})."
        case BagHolds(potions, size):
            if not potions:
                return f"The bag is empty (0/{size})."
            return f"The bag holds {listed([potion_words(potion) for potion in potions])} ({len(potions)}/{size})."
        case Sells(wares, gold):
            offer = wares_words(wares)
            return f"The {name} {offer[0].lower()}{offer[1:]}. PC has {gold} gold."
        case Buys(potion):
            return f"PC buys {potion_words(potion)} from the {name} for {amount} gold."
        case EnemyMisses():
            return f"The {name} swings at PC and misses."
        case EnemyHits():
            return f"The {name} deals {amount} damage to PC."
        case Slain():
            return f"PC is slain by the {name}. Score: {amount}."
        case Allergy():
            return f"PC dies of its allergy to the {name}. Score: {amount}."
        case Poisoned(potion):
            return f"PC is killed by {potion_words(potion)}. Score: {amount}."
    return event.text


def ending_line(events: Sequence[Event], view: View[CC3kDetail]) -> str:
    """What the game-over box says of the end: the line the log gave the event that ended the game; for a game
    already over when it was opened (its last turn's events long gone), the rule book's last line."""
    ending = next((event for event in events if event.kind in ENDINGS), None)
    if ending is not None:
        return event_line(ending)
    return view.messages[-1] if view.messages else ""


def refusal(view: View[CC3kDetail], direction: Direction, target: Pos | None, use: str) -> str:
    """The log's line for a move the window refuses, in the rule book's words for it, the enemy named; a potion's
    says how to drink it (use: the use key as bound)."""
    here = [entity for entity in view.entities if entity.pos == target]
    enemy = next((entity for entity in here if entity.kind is EntityKind.ENEMY), None)
    if enemy is not None:
        return f"Cannot move {direction.title}: the {enemy.name} is in the way."
    if any(entity.kind is EntityKind.POTION for entity in here):
        return f"Cannot move {direction.title}: a potion is in the way ({use}, then {direction.title}, drinks it)."
    return f"Cannot move {direction.title}!"


def log_lines(events: Sequence[Event], _view: View[CC3kDetail]) -> list[str]:
    return [event_line(event) for event in events if event.text]


def hostile(entity: Entity, view: View[CC3kDetail]) -> bool:
    """An enemy that attacks when next to the PC (the rules' answer): all but a merchant while merchants are
    neutral."""
    return entity.kind is EntityKind.ENEMY and attacks_when_near(entity.glyph, view.detail.merchants_hostile)


def chance(percent: int) -> str:
    """A chance in words, as the hover says it."""
    return "half" if percent == 50 else f"{percent}%"


# CC3k's events look and sound as every game's do by default (the standard table was made from them); its lines
# name the enemies and potions; a neutral merchant coming near is no danger.
def new_floor(events, view) -> str:
    """A step onto the stairs stops the keys held or typed ahead: a new floor, unseen, is no place for keys pressed
    on the last one (the tenth playtest's held key went down and walked on)."""
    down = any(event.kind is EventKind.FLOOR_CHANGED and (event.amount or 0) > 1 for event in events)   # not the first
    return "Stopped: a new floor." if down else ""


# A single press down the stairs stopped nothing: the floor's own lines say it is new (the eleventh playtest).
FEEDBACK = Feedback(log_lines=log_lines, threat=hostile, halt=new_floor, pressed_halt=lambda events, view: "")


class GameOverScreen(EndScreen):
    """Won or died. r plays again: a new game (the next seed, so that each game's seed reproduces it),
    starting at the race choice as the rule book's play again does."""

    again_hint = "play again with a new race"

    def __init__(self, ctx: Context, session: Session, last_turn: Sequence[Event] = ()):
        super().__init__(ctx, session)
        self.last_turn = last_turn      # the events of the turn that ended the game, when it was played here

    def box_lines(self):
        view = self.session.view()
        won = view.result is Result.WON
        return [
            ("You escaped the dungeon!" if won else "You died.", "good" if won else "bad", "big"),
            (score_line(view, self.rank), "gold", "big"),
            (ending_line(self.last_turn, view), "text", "normal"),
        ]


class PlayScreen(GameScreen):
    """A CC3k game: the board, the HUD and the log; keys and clicks become the rule book's commands."""

    feedback = FEEDBACK
    look = LOOK
    guide = GUIDE
    keys_context = "cc3k"
    settings_used = ("low_hp",)
    help_heading = f"Keys: {SPEC.title}"
    elsewhere = {"wait": "CC3k has no waiting: move, attack or drink."}    # the rule book has no waiting
    view: View[CC3kDetail]

    def __init__(self, ctx: Context, session: Session, first_events: list[Event] | None = None):
        super().__init__(ctx, session, first_events)
        self.pending: str | None = None      # an action of ASKING while waiting for a direction
        self._footer: tuple[tuple, str] = ((), "")
        self._footer_rect = pygame.Rect(0, 0, 0, 0)      # where the footer was drawn last
        self._layout: tuple = (None, None)              # (what the layout was worked out for, the layout)
        # The race was chosen on the race screen: the PC appears with the sound of the way down.
        ctx.play(self.feedback.sounds(first_events or []))

    # ----- input ----------------------------------------------------------------------------------

    def on_key(self, action: str | None) -> Outcome:
        if self.pending:
            what, kind = ASKING[self.pending]
            if action in MOVE_DIRECTIONS:
                aim, self.pending = self.pending, None
                direction = MOVE_DIRECTIONS[action]
                if aim in AIMED and not aimed_at(self.view, direction, AIMED[aim][0]):
                    self.log.add_turn([AIMED[aim][1].format(direction.title)])
                    return Interrupt(0.0)   # the keys carried stop; a press after is taken (no danger)
                return self.act(kind(direction)) if kind is not None else self.trade(direction)
            if action == "cancel":
                self.pending = None
                return Redraw()
            # Any other key keeps the question open and says so: a key that did nothing at all would look lost.
            cancel = self.ctx.keymap.either(("cancel",), self.keys_context)
            self.log.note(f"{what}: that key is no direction. Which direction? ({cancel} cancels)")
            return Redraw()
        if action is None:
            return None
        if action in MOVE_DIRECTIONS:
            return self.move_or_attack(MOVE_DIRECTIONS[action])
        if action in ("attack", "use"):
            self.pending = action
            return None
        if action in ("pick_up", "bag", "trade"):
            return self.extra_key(action)
        if action == "freeze":
            return self.act(Freeze())
        if action == "restart":
            return Push(ConfirmScreen(self.ctx, "Restart with a new race?", self.restart))
        if action in ("quit", "cancel"):
            return self.ask_to_leave()
        return self.common_key(action)

    def extra_key(self, action: str) -> Outcome:
        """The extras' keys: in a game without the extra, the log says which option it needs."""
        if action == "trade":
            if not shop_open(self.view):
                self.log.note("Merchants sell nothing in this game (--merchant-shop).")
                return Redraw()
            around = traders(self.view)
            if len(around) == 1:
                return self.trade(around[0][0])
            if not around:
                self.log.note("There is no merchant next to you to trade with.")
                return Redraw()
            self.pending = action
            return Redraw()
        if carried(self.view) is None:
            self.log.note("The PC carries no potions in this game (--carry-potions).")
            return Redraw()
        if action == "bag":
            return Push(BagScreen(self.ctx, self))
        self.pending = action
        return Redraw()

    def trade(self, direction: Direction) -> Outcome:
        """The wares of the merchant in that direction, if it trades."""
        pc = self.view.detail.pc
        if pc is None or wares_at(self.view, pc.pos + (direction.dx, direction.dy)) is None:
            self.log.note(f"There is no merchant to the {direction.title} to trade with.")
            return Redraw()
        return Push(TradeScreen(self.ctx, self, direction))

    def pc(self) -> Pos | None:
        status = self.view.detail.pc
        return status.pos if status is not None else None

    def move_or_attack(self, direction: Direction) -> Outcome:
        """What the rules say a bump there does: moving into an enemy attacks it, except a merchant that is still
        neutral, which only blocks. A move the rules would refuse (a wall, a potion, a neutral merchant) costs no turn
        in the window, as in every roguelike's: it is said and not sent (the text game keeps the rule book's turn).
        It stops held and typed-ahead keys, as a refused step always has."""
        answer = bump(self.view, direction)
        if answer is None:
            return None
        if answer.kind is BumpKind.BLOCKED and wares_at(self.view, answer.target) is not None:
            return self.trade(direction)
        if answer.kind is BumpKind.BLOCKED:
            use = self.ctx.keymap.either(("use",), self.keys_context)
            self.log.add_turn([refusal(self.view, direction, answer.target, use)])
            return Interrupt(0.0)
        pc = self.pc()
        if answer.kind is not BumpKind.ATTACK and self.held and pc is not None and answer.target is not None:
            stopped = self.stop_short(pc, answer.target)     # a held key's repeat into an enemy's reach
            if stopped is not None:
                return stopped
        return self.act(answer.command)

    def on_hover(self, cell: Pos | None) -> Outcome:
        text = ""
        if cell is not None:
            here = [e for e in self.view.entities if e.pos == cell]
            if here:
                thing = here[-1]
                if thing.kind is EntityKind.ENEMY:
                    text = self.enemy_text(thing)
                    if self.pointed_row is not None and hostile(thing, self.view):
                        text += "\nA click here only shows it: click it on the board to attack it."
                elif thing.kind is EntityKind.PLAYER:
                    text = f"You, a {thing.name}: {thing.hp} HP"
                    below = [e for e in here if e.kind is EntityKind.GOLD]
                    if below:
                        text += f", standing on a {below[0].name}"
                elif thing.kind is EntityKind.POTION:
                    potion = potion_kind(thing)
                    text = f"A {potion.code} potion: {potion.name}" if potion else "A potion you have not tried"
                    pc = self.pc()
                    if pc is not None and pc.chebyshev(cell) == 1:
                        use = self.ctx.keymap.either(("use",), self.keys_context)
                        text += f"\nNext to you: {use}, then its direction, drinks it"
                        if carried(self.view) is not None:       # with the bag, how to keep it for later too
                            pick_up = self.ctx.keymap.either(("pick_up",), self.keys_context)
                            text += f"; {pick_up}, then its direction, puts it in the bag"
                else:
                    text = thing.name[0].upper() + thing.name[1:]
                    if thing.kind is EntityKind.GOLD and thing.name.startswith(DRAGON_HOARD.name) and \
                            not hoard_guarded(thing):
                        text += ", unguarded: walk onto it to take it"
            elif self.view.cells:
                text = TERRAIN_NAMES.get(self.view.cells[cell.y][cell.x], "")
        return self.hover(text)

    def enemy_text(self, enemy: Entity) -> str:
        """An enemy's numbers from the rule book's tables, and what a fight with it does on each side: two lines."""
        kind, preview = ENEMIES[enemy.glyph], fight_preview(self.view, enemy.glyph)
        first = f"{enemy.name} ({enemy.glyph}): {enemy.hp} / {enemy.max_hp} HP, Atk {kind.atk}, Def {kind.defense}"
        if preview is None:
            return first
        blows = f"{preview.blows} blows of {preview.taken}" if preview.blows > 1 else f"{preview.taken}"
        fight = f"It hits you for {blows} ({chance(preview.miss_percent)} miss), you hit it for {preview.dealt}"
        if preview.dodge_percent:
            fight += f" ({chance(preview.dodge_percent)} miss)"
        if enemy.glyph == "M":
            fight = ("Hostile: " + fight) if preview.hostile else "Neutral: attacks only once a merchant is attacked"
            wares = wares_at(self.view, enemy.pos)
            if wares is not None:
                fight += f".\n{wares_words(wares)}; move into it to trade"
        elif enemy.glyph == "D":
            fight = "Guards its hoard, next to it or the hoard: " + fight[0].lower() + fight[1:]
        return f"{first}\n{fight}."

    def creature_note(self, entity: Entity) -> str:
        if entity.glyph == "M":
            return "hostile" if self.view.detail.merchants_hostile else "neutral"
        return ""

    def on_click(self, cell: Pos | None) -> Outcome:
        """A neighbour: a step or an attack there (a trade with a neutral merchant that sells). A far cell: a walk
        there, one step at a time. The @ itself, with the bag: the bag."""
        pc = self.pc()
        if cell is None or pc is None or self.pending:
            return None
        if cell == pc and carried(self.view) is not None:
            return Push(BagScreen(self.ctx, self))
        direction = Direction.between(pc, cell)
        return self.move_or_attack(direction) if direction is not None else self.travel_to(cell)

    def walkable(self, cell: Pos, end: bool) -> bool:
        """Where the rules say a walk may go: floor, doorways and passages with nothing in the way; the stairs only
        at the walk's end."""
        return walkable(self.view, cell, end)

    def travel_step(self, direction: Direction) -> Outcome:
        return self.act(Move(direction))

    def game_threatened(self) -> dict[Pos, tuple[Entity, ...]]:
        """The cells an enemy strikes next turn, but the stairs: a step onto them leaves the floor before any blow
        (the seventh playtest's walk stopped short of the stairs beside a Halfling)."""
        cells = threatened(self.view)
        stairs = next((e.pos for e in self.view.entities if e.kind is EntityKind.STAIRS), None)
        return {cell: who for cell, who in cells.items() if cell != stairs} if stairs in cells else cells

    # ----- the game -------------------------------------------------------------------------------

    def act(self, command: Command) -> Outcome:
        """Send a command (the session records it in the rule book's words) and follow the game's phase; a
        dangerous turn interrupts the keys held or typed ahead, and the game-over box gets the turn that ended it."""
        events = self.session.send(command)
        interrupted = transitions(self.show_events(events, command=self.session.spec.format(command)))
        if self.view.phase == Phase.RACE:
            return [*interrupted, Replace(RaceScreen(self.ctx, self.session, PlayScreen))]
        if self.view.over:
            return [*interrupted, Push(GameOverScreen(self.ctx, self.session, events))]
        return interrupted or None

    def restart(self) -> Outcome:
        return self.act(Restart())

    def replayed(self, events: list[Event], line: str) -> None:
        """A turn of a replay, shown as a turn played here is (no box over the board at the end)."""
        self.show_events(events, command=line)

    # ----- frames ---------------------------------------------------------------------------------

    def footer(self) -> str:
        """The seed and the settings' keys as bound; made once for each seed and sound state."""
        key = (self.view.seed, self.ctx.muted)
        if key != self._footer[0]:
            hint = "   ".join(self.hint())
            self._footer = (key, f"seed {self.view.seed}   {hint}" + ("  (muted)" if self.ctx.muted else ""))
        return self._footer[1]

    def hint(self) -> list[str]:
        """The footer's keys as bound, an entry each (a replay shows its own instead, as on every game's screen)."""
        return self.ctx.keymap.hint_parts(HINT_ACTIONS, self.keys_context)

    def layout(self, size: tuple[int, int]) -> tuple[pygame.Rect, ...]:
        """Fit the board into a window of this size and place the HUD under it: the HUD's block, and the areas of
        the stats, the side list and the log. The board takes the height it needs and the HUD the rest (a tall
        window's log shows more lines instead of empty bands); board and HUD are centred as one block across."""
        width, height = size
        scale = self.hud_scale
        board = self.ctx.board
        # Worked out again only when something it depends on changed, the board (shared by every screen) included;
        # where the board is zoomed in round the PC, the PC's place.
        focus = self.pc() if board.shown != (board.cols, board.rows) else None
        asked = (size, self.view.width, self.view.height, board.cell_size, self.hud, focus, board.geometry())
        if asked == self._layout[0]:
            return self._layout[1]
        hud_height = min(HUD_HEIGHT * scale, height // 3)
        board_area = pygame.Rect(MARGIN, MARGIN, width - 2 * MARGIN, height - hud_height - 2 * MARGIN)
        board.fit(board_area, self.view.width, self.view.height, focus=self.pc())
        board.area.top = MARGIN
        hud_height = height - board.area.bottom - 2 * MARGIN
        block = pygame.Rect(0, 0, min(width - 2 * MARGIN, max(board.area.width, HUD_MIN_WIDTH * scale)), hud_height)
        block.midtop = (board.area.centerx, board.area.bottom + MARGIN)
        hud_top = block.top
        # Three columns: the stats (and what is pointed at), the creatures in sight nearest first, the log. A
        # narrow window keeps the stats whole and the list to glyphs and numbers.
        stats_width = min(460 * scale, max(250 * scale, block.width * 3 // 8))
        side_width = min(300 * scale, block.width // 4 if block.width >= 800 * scale else block.width // 5)
        footer_height = self.hud.small.get_linesize() + 4
        stats_area = pygame.Rect(block.left, hud_top, stats_width - MARGIN, hud_height - MARGIN)
        side_area = pygame.Rect(stats_area.right + MARGIN, hud_top, side_width - MARGIN,
                                hud_height - MARGIN - footer_height)
        log_area = pygame.Rect(side_area.right + MARGIN, hud_top, block.right - side_area.right - MARGIN,
                               hud_height - MARGIN - footer_height)
        focus = self.pc() if board.shown != (board.cols, board.rows) else None
        laid = (block, stats_area, side_area, log_area)
        self._layout = ((size, self.view.width, self.view.height, board.cell_size, self.hud, focus, board.geometry()),
                        laid)
        return laid

    def draw(self, surface):
        """The board, the HUD and the footer. The window keeps this screen's last frame (keeps_frame): a frame
        paints again only the parts whose contents changed, the same pixels as painting it all."""
        ctx, palette = self.ctx, self.ctx.palette
        size = surface.get_size()
        self.fit_hud(size)
        hud, small = self.hud, self.hud.small
        block, stats_area, side_area, log_area = self.layout(size)
        board = ctx.board
        whole = (id(surface), size, palette, hud, tuple(board.area), tuple(block), board.tiles)
        # The low-HP alarm pulses over the window's edges, HUD and all: drawn whole while it does.
        alarm = any(isinstance(effect, Alarm) for effect in self.effects.items)
        kept = self.kept.begin(surface, whole if self.keeps_frame() and not alarm else None)
        line = (block.left, block.top - 4)
        if not kept:
            # Round the board: the board's own area is covered whole by the board drawn (most of the window).
            area = board.area if self.view.cells else pygame.Rect(0, 0, 0, 0)
            for band in ((0, 0, size[0], area.top), (0, area.bottom, size[0], size[1] - area.bottom),
                         (0, area.top, area.left, area.height), (area.right, area.top, size[0] - area.right, area.height)):
                surface.fill(palette.background, band)
            pygame.draw.line(surface, palette.panel, line, (block.right, block.top - 4), 2)
            self.kept.mark = (line, tuple(palette.panel[:3]))
        self.draw_board(surface, LOOK, kept)
        extra = []
        if self.pending:
            cancel = ctx.keymap.either(("cancel",), self.keys_context)
            extra.append((f"{ASKING[self.pending][0]}: which direction? ({cancel} cancels)", palette.accent))
        elif self.view.detail.frozen:
            extra.append(("Enemies are frozen (f).", palette.accent))
        extra.extend((text, palette.gold) for text in self.hover_text.split("\n") if text)
        stats = list(self.view.stats)
        if self.kept.changed("stats", hud.stats_key(stats_area, stats, extra)) or not kept:
            self.paint_part(surface, stats_area, hud.draw_stats, stats_area, stats, extra)
        self.draw_side_list(surface, side_area, mark_board=False, kept=kept)
        if self.kept.changed("log", hud.log_key(log_area, self.log)) or not kept:
            surface.set_clip(log_area)
            hud.paint_log(surface, log_area, self.log)
            surface.set_clip(None)
        text = clip(small, self.footer(), block.right - side_area.left)
        footer = (text, block.right, block.bottom)
        shown = self.kept.parts.get("footer")
        if self.kept.changed("footer", footer) or not kept:
            image = hud.text(text, palette.dim, small)
            rect = image.get_rect(bottomright=(block.right, block.bottom - 4))
            if kept and shown is not None:
                surface.fill(palette.background, self._footer_rect)
            surface.blit(image, rect)
            self._footer_rect = rect

    def paint_part(self, surface: pygame.Surface, area: pygame.Rect, draw, *args) -> None:
        """A part of the HUD painted in its area alone, on the background."""
        surface.set_clip(area)
        surface.fill(self.ctx.palette.background, area)
        draw(surface, *args)
        surface.set_clip(None)


# The screen a replay of a CC3k game is shown on, as the game was played (graphics/replay_screen.py).
SCREEN = PlayScreen
