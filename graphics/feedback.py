"""What a turn's events look, sound and read like, and which turns are dangerous, one table per game, used alike by
live play and replays."""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

from game.core import Actor, Entity, EntityKind, Event, EventKind, View
from graphics.audio import sound_for
from graphics.board import player_cell
from graphics.effects import Effect, Effects, Fade, Flash, FloatingText
from graphics.hud import MessageLog
from graphics.palette import Palette
from graphics.transitions import DANGER_PAUSE_SECONDS, FIGHT_PAUSE_SECONDS

EffectMaker = Callable[[Event, View[Any], Palette], list]


def _hit(event: Event, _view: View[Any], palette: Palette) -> list:
    """A hit: a flash and the damage over the one hit; red when the player is hurt, gold when they hurt."""
    if event.pos is None or not event.amount:
        return []
    hurt = event.actor is not Actor.PLAYER
    return [Flash(event.pos, palette.bad if hurt else palette.text),
            FloatingText(event.pos, f"-{event.amount}", palette.bad if hurt else palette.gold)]


def _gain(event: Event, _view: View[Any], palette: Palette) -> list:
    if event.pos is None or not event.amount:
        return []
    colour = palette.gold if event.kind is EventKind.PICKED_UP else palette.good
    return [FloatingText(event.pos, f"+{event.amount}", colour)]


def _flash(colour: str) -> EffectMaker:
    def make(event: Event, _view: View[Any], palette: Palette) -> list:
        return [Flash(event.pos, getattr(palette, colour))] if event.pos is not None else []
    return make


def _floor(event: Event, _view: View[Any], _palette: Palette) -> list:
    """A new floor fades in; a new game (floor 1) appears at once."""
    return [Fade()] if event.amount and event.amount > 1 else []


STANDARD_EFFECTS: dict[EventKind, EffectMaker] = {
    EventKind.ATTACKED: _hit,
    EventKind.PICKED_UP: _gain,
    EventKind.HEALED: _gain,
    EventKind.USED: _flash("potion"),
    EventKind.KILLED: _flash("gold"),
    EventKind.FLOOR_CHANGED: _floor,
}


def event_texts(events: Sequence[Event], _view: View[Any]) -> list[str]:
    return [event.text for event in events if event.text]


def any_creature(entity: Entity, _view: View[Any]) -> bool:
    """The creatures whose coming next to the player is a danger, by default: every enemy and the opponent."""
    return entity.kind in (EntityKind.ENEMY, EntityKind.OPPONENT)


def attacks_player(event: Event) -> bool:
    """A blow at the player, hit or miss: a creature's attack on nobody else (a hit of none of the player's doing)."""
    return event.kind in (EventKind.ATTACKED, EventKind.MISSED) and event.actor is not Actor.PLAYER and \
        (event.actor is not None or bool(event.amount)) and not event.target


def the(name: str) -> str:
    """A creature's name as the log says it in a sentence: "the Elf"."""
    return f"the {name}" if name else "something"


@dataclass(frozen=True)
class Feedback:
    """One game's table: which effects each kind of event makes, the log lines of a turn, which events are heard,
    and what makes a turn dangerous (held and typed-ahead keys stop after it): damage taken, an event of a kind in
    `stops` (a step refused by a wall), or more threats (as `threat` sees them) within `reach` of the player."""

    effects: dict[EventKind, EffectMaker] = field(default_factory=lambda: dict(STANDARD_EFFECTS))
    log_lines: Callable[[Sequence[Event], View[Any]], list[str]] = event_texts
    command_lines: Callable[[str], list[str]] = lambda line: []    # the log's lines for the command itself
    heard: Callable[[Event], bool] = lambda event: True
    sound: Callable[[Event], str | None] = sound_for
    stops: frozenset[EventKind] = frozenset({EventKind.BLOCKED})
    threat: Callable[[Entity, View[Any]], bool] = any_creature
    reach: int = 1
    called: Callable[[str], str] = the      # a threat's name as a sentence says it ("the Elf", Dooom's "the bot")
    # A game's own reason to stop the keys after a turn, in the log's words ("" for none): Dooom's gold underfoot.
    halt: Callable[[Sequence[Event], View[Any]], str] = lambda events, view: ""
    # Its word on such a turn after a single press, which stopped nothing (None: the halt's own): CC3k's new floor none.
    pressed_halt: Callable[[Sequence[Event], View[Any]], str] | None = None
    # The last views looked at, by identity (a turn's view is "after", then the next turn's "before").
    _threats: dict[int, tuple[View[Any], list[Entity]]] = field(default_factory=dict, compare=False, repr=False)

    def turn_lines(self, events: Sequence[Event], view: View[Any], command: str | None = None,
                   extra_lines: Sequence[str] = ()) -> list[str]:
        """A turn's lines in the log: its command's (as the game shows it), any the screen adds, then the events'."""
        return (self.command_lines(command) if command else []) + list(extra_lines) + self.log_lines(events, view)

    def sounds(self, events: Sequence[Event]) -> list[str]:
        """The effects to play for a turn, each once, in the order of the events."""
        names: list[str] = []
        for event in events:
            name = self.sound(event) if self.heard(event) else None
            if name and name not in names:
                names.append(name)
        return names

    def show(self, events: Sequence[Event], view: View[Any], palette: Palette, effects: Effects, log: MessageLog,
             extra_lines: Sequence[str] = (), command: str | None = None) -> list[str]:
        """A turn's events into the log and the animations; returns the sounds to play. command is the turn's line
        as recorded (live, replayed or continued alike), for a game whose log shows it (Dooom's "> MOVE N")."""
        log.add_turn(self.turn_lines(events, view, command, extra_lines))
        made: list[Effect] = []
        for event in events:
            if event.kind is EventKind.FLOOR_CHANGED:
                effects.clear()
                made.clear()
            maker = self.effects.get(event.kind)
            made.extend(maker(event, view, palette) if maker else [])
        effects.add_turn(made)
        return self.sounds(events)

    def dangerous(self, events: Sequence[Event], before: View[Any] | None, after: View[Any]) -> bool:
        """Whether this turn should stop the keys that carried the player into it: an attack on the player, hit or
        miss; a step the player was refused (the other side's, Dooom's bot bumping a wall, does not count); a
        threat within reach that was not there before; or the game's own halt (Dooom's gold underfoot)."""
        return any(attacks_player(event) or (event.kind in self.stops and event.actor in (Actor.PLAYER, None))
                   for event in events) or self.pause(events, before, after) > 0 or bool(self.halt(events, after))

    def pause(self, events: Sequence[Event], before: View[Any] | None, after: View[Any]) -> float:
        """How long after a dangerous turn a new press is swallowed. Danger the player did not choose (an attack on
        the player, a threat come within reach): DANGER_PAUSE_SECONDS, longer than a reaction. A blow answering the
        player's own attack: FIGHT_PAUSE_SECONDS, which drops a burst of keys typed ahead but no quick deliberate
        press of a fight (the seventh playtest's presses 0.25 s apart). A refused step (a wall) and the game's halt
        (Dooom's gold underfoot) stop the keys carried but swallow no press after: 0."""
        fought = any(event.kind in (EventKind.ATTACKED, EventKind.MISSED) and event.actor is Actor.PLAYER
                     for event in events)
        attacked = any(attacks_player(event) for event in events)
        if (attacked and not fought) or (before is not None and self.threats_coming(before, after)):
            return DANGER_PAUSE_SECONDS
        return FIGHT_PAUSE_SECONDS if attacked else 0.0

    def why_stopped(self, events: Sequence[Event], before: View[Any] | None, after: View[Any],
                    carried: bool = True, stopped: bool = True) -> str:
        """The log's word on a dangerous turn ("Stopped: the Elf is next to you."): "" when the turn's own lines
        already say it (a refused step) or it was not dangerous. The one place every game's window words it. carried:
        a walk or a held key brought the player into the turn; a blow taken in a fight the player chose with a single
        press stopped nothing (the turn's own lines say the blow). stopped: False after a single press with no walk,
        no held key and no key typed ahead: nothing was stopped, so nothing is said to be; a blow is in the turn's own
        lines, a threat come within reach is said as it is ("The Elf is next to you."), and a game's own reason in its
        words for a press (pressed_halt). The eleventh playtest read "Stopped: the Dragon attacks you." after one
        deliberate step, and "Stopped: a new floor." after one step down the stairs."""
        attacker = next((event.name for event in events if attacks_player(event)), None)
        fought = any(event.kind in (EventKind.ATTACKED, EventKind.MISSED) and event.actor is Actor.PLAYER
                     for event in events)
        if attacker is not None and (carried or not fought):
            if not stopped:
                return ""
            return f"Stopped: {self.called(attacker)} attacks you." if attacker else "Stopped: you are attacked."
        coming = self.threats_coming(before, after) if before is not None else []
        if not coming:
            return self.halt(events, after) if stopped else (self.pressed_halt or self.halt)(events, after)
        where = "next to you" if self.reach == 1 else "within reach"
        names = list(dict.fromkeys(self.called(name) for name in coming))
        said = f"{' and '.join(names)} {'is' if len(names) == 1 else 'are'} {where}."
        return f"Stopped: {said}" if stopped else said[0].upper() + said[1:]

    def listed(self, names: Sequence[str]) -> str:
        """Creatures named in a sentence, each kind once: "the vampire, the gargoyle and the orc"."""
        called = list(dict.fromkeys(self.called(name) for name in names))
        return " and ".join(filter(None, (", ".join(called[:-1]), called[-1])))

    def why_short(self, names: Sequence[str]) -> str:
        """Why a walk or a held key stopped before a step into the reach of these threats."""
        return f"Stopped: the next step is within reach of {self.listed(names)}."

    def why_blocked(self, there: Sequence[Entity]) -> str:
        """Why a walk stopped where its next step no longer holds: the creature that stepped on it ("" for none)."""
        name = next((e.name for e in there if e.kind in (EntityKind.ENEMY, EntityKind.OPPONENT)), None)
        return f"Stopped: {self.called(name)} is in the way." if name is not None else ""

    def why_seen(self, names: Sequence[str]) -> str:
        """Why a walk stopped when creatures came into sight, each kind named once, the verb agreeing with the kinds
        named ("the gargoyle comes into view" for two gargoyles, as "the vampire is within reach")."""
        kinds = len(set(self.called(name) for name in names))
        return f"Stopped: {self.listed(names)} {'comes' if kinds == 1 else 'come'} into view."

    def threats_near(self, view: View[Any]) -> list[Entity]:
        """The threats that stand within reach of the player."""
        kept = self._threats.get(id(view))
        if kept is not None and kept[0] is view:
            return kept[1]
        player = player_cell(view)
        near = []
        if player is not None:
            px, py, reach = player[0], player[1], self.reach
            for entity in view.entities:
                x, y = entity.pos       # within reach, the player's own cell left out (Pos.chebyshev, inlined)
                if -reach <= x - px <= reach and -reach <= y - py <= reach and (x != px or y != py) and \
                        self.threat(entity, view):
                    near.append(entity)
        if len(self._threats) >= 4:
            self._threats.clear()
        self._threats[id(view)] = (view, near)
        return near

    def threats_coming(self, before: View[Any], after: View[Any]) -> list[str]:
        """The names of the threats that came within reach of the player in a turn, one for each more of a kind than
        before: what stopped the keys held or typed ahead, in words for the log."""
        def named(view: View[Any]) -> Counter[str]:
            return Counter(entity.name for entity in self.threats_near(view))
        return list((named(after) - named(before)).elements())


def player_entity(view: View[Any]) -> Entity | None:
    """The player's entity in a view, if it shows one."""
    return next((entity for entity in view.entities if entity.kind is EntityKind.PLAYER), None)



class LowHealth:
    """Watches the player's HP across turns and says when it falls under a share of its maximum: once per fall, not
    every turn under it. A player with no maximum (CC3k's vampire) is measured against the most it has had."""

    def __init__(self, view: View[Any], percent: int):
        self.most = 0
        self.low = self._is_low(view, percent)    # a game continued at low HP was warned when it got there

    def _is_low(self, view: View[Any], percent: int) -> bool:
        player = player_entity(view)
        if player is None or player.hp is None:
            return False
        self.most = max(self.most, player.hp)
        maximum = player.max_hp or self.most
        return 0 < player.hp and player.hp * 100 < percent * maximum

    def crossed(self, view: View[Any], percent: int) -> str | None:
        """The warning when this view has fallen under percent (0: never), else None."""
        was_low, self.low = self.low, self._is_low(view, percent)
        if not self.low or was_low or view.over:
            return None
        player = player_entity(view)
        assert player is not None and player.hp is not None
        maximum = player.max_hp or self.most
        return f"Low HP: {player.hp} of {maximum} left (under {percent}%)! Take care."
