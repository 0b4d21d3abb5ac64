"""The maze's words and numbers as its window shows them: the monsters in sight and what hover says of them, the
stats, how a game ended, and the pace of a bot's turns; the screen of a person's or a bot's game and a match's share
them."""
from __future__ import annotations

from typing import Sequence

from game.core import Actor, Entity, EntityKind, Event, EventKind, Pos, Result, Stat, View
from game.maze.detail import MazeDetail
from game.maze.questions import can_hit, monster_kind
from game.maze.tables import WEAPONS

BOT_PACES = (2.0, 1.0, 0.5, 0.3, 0.15, 0.05)   # seconds between a bot's turns on screen
WEAPON_NAMES = tuple(weapon.name.title() for weapon in WEAPONS)   # the HUD's order: sword first
RESULT_TEXT = {Result.WON: "The hero found the exit!", Result.DIED: "The hero died.",
               Result.OUT_OF_TURNS: "Out of turns.", Result.ERROR: "The bot failed."}


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
    return text + (": it can hit you" if can_hit(entity, hero) else "")


def where_from(hero: Pos, cell: Pos) -> str:
    """Where a cell is from the hero, as the log says it: "1 cell east", "2 cells north-west", "2 east, 1 north"."""
    dx, dy = cell.x - hero.x, cell.y - hero.y
    east, north = ("east" if dx > 0 else "west"), ("north" if dy < 0 else "south")
    if dx and dy and abs(dx) != abs(dy):
        return f"{abs(dx)} {east}, {abs(dy)} {north}"
    cells = max(abs(dx), abs(dy))
    return f"{cells} cell{'s' if cells > 1 else ''} " + "-".join(([north] if dy else []) + ([east] if dx else []))


def log_lines(events: Sequence[Event], view: View[MazeDetail]) -> list[str]:
    """A turn's lines in the window's log: the rules' words, each of the hero's hits saying where the monster hit was
    ("Your bow hits the vampire 2 cells east for 8."), so that two monsters of a kind hit in one strike, or one after
    the other, read as two (the log counts a line that comes again alone as one thing happening again: "(x2)"). The
    health lost to one monster's hit is said once ("The skeleton hits you for 1."): the rules' total after it ("You
    lose 1 health.") is said only after two hits or more."""
    hero = view.detail.hero
    hits = sum(1 for event in events if event.kind is EventKind.ATTACKED and event.actor is not Actor.PLAYER)
    return [event.text.replace(" for ", f" {where_from(hero, event.pos)} for ", 1)
            if event.kind is EventKind.ATTACKED and event.actor is Actor.PLAYER and event.pos is not None
            and event.pos != hero else event.text for event in events
            if event.text and not (hits == 1 and lost_total(event))]


def lost_total(event: Event) -> bool:
    """The rules' line of the health the monsters' hits took this turn, all told: "You lose 3 health."."""
    return event.kind is EventKind.MESSAGE and event.amount is not None and event.amount < 0


def next_pace(pace: int, action: str) -> int:
    """The pace of a bot's turns after = ("bigger": faster) or - ("smaller": slower), within BOT_PACES."""
    return max(0, min(len(BOT_PACES) - 1, pace + (1 if action == "bigger" else -1)))


def listed(names: list[str], word: str = "and") -> str:
    """Names in a sentence: "the orc", "the orc and the vampire", "the box, the orc and the vampire" (or the word
    given: "the hammer or the scythe")."""
    named = [f"the {name}" for name in names]
    return f" {word} ".join(named) if len(named) < 3 else ", ".join(named[:-1]) + f" {word} {named[-1]}"


def plural(name: str) -> str:
    """A monster's name counted: "skeletons", "boxes"."""
    return name + ("es" if name.endswith(("x", "s")) else "s")


def shown_stats(view: View[MazeDetail]) -> list[Stat]:
    """The rules' stats, with the weapons' charges as plain numbers (a chest's gift is no floor change), and
    health as 0 once the last blow took it below: a dead hero has none left, not less than none."""
    return [Stat(s.label, max(0, s.value) if s.label == "Health" and isinstance(s.value, int) else s.value,
                 s.maximum) for s in view.stats]
