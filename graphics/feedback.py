"""What a turn's events look, sound and read like, one table per game, used alike by live play and replays."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

from game.core import Actor, Event, EventKind, Pos, View
from graphics.audio import sound_for
from graphics.effects import Effects, Fade, Flash, FloatingText
from graphics.hud import MessageLog
from graphics.palette import Palette

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


@dataclass(frozen=True)
class Feedback:
    """One game's table: which effects each kind of event makes, the log lines of a turn, which events are heard."""

    effects: dict[EventKind, EffectMaker] = field(default_factory=lambda: dict(STANDARD_EFFECTS))
    log_lines: Callable[[Sequence[Event], View[Any]], list[str]] = event_texts
    heard: Callable[[Event], bool] = lambda event: True
    sound: Callable[[Event], str | None] = sound_for

    def sounds(self, events: Sequence[Event]) -> list[str]:
        """The effects to play for a turn, each once, in the order of the events."""
        names: list[str] = []
        for event in events:
            name = self.sound(event) if self.heard(event) else None
            if name and name not in names:
                names.append(name)
        return names

    def show(self, events: Sequence[Event], view: View[Any], palette: Palette, effects: Effects, log: MessageLog,
             extra_lines: Sequence[str] = ()) -> list[str]:
        """A turn's events into the log and the animations; returns the sounds to play."""
        log.add_turn(list(extra_lines) + self.log_lines(events, view))
        for event in events:
            if event.kind is EventKind.FLOOR_CHANGED:
                effects.clear()
            maker = self.effects.get(event.kind)
            for effect in maker(event, view, palette) if maker else []:
                effects.add(effect)
        return self.sounds(events)


def player_position(view: View[Any]) -> Pos | None:
    """Where the player's entity stands in a view, if anywhere."""
    from game.core import EntityKind

    return next((entity.pos for entity in view.entities if entity.kind is EntityKind.PLAYER), None)
