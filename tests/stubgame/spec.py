"""The corridor game: its rules, commands and description, the whole of a game as the program needs it."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from game.core import Actor, Entity, EntityKind, Event, EventKind, MapError, Pos, Result, Stat, Unknown, View
from game.spec import BotRules, GameSpec, Option, ScoreLine

TURNS = 20


@dataclass(frozen=True)
class Step:
    dx: int


@dataclass(frozen=True)
class Again:
    pass


@dataclass(frozen=True)
class Forfeit:
    why: str


@dataclass(frozen=True)
class CorridorDetail:
    length: int


class Corridor:
    def __init__(self, length: int, seed: int):
        self.length, self.seed = length, seed
        self.x, self.turn, self.result, self.messages = 0, 0, None, ["Walk right."]

    def step(self, command: Any) -> list[Event]:
        if isinstance(command, Unknown) or self.result is not None:
            text = command.reason if isinstance(command, Unknown) else "The game is over."
            self.messages = [text]
            return [Event(EventKind.INVALID, text)]
        if isinstance(command, Forfeit):
            self.result, self.messages = Result.ERROR, [command.why]
            return [Event(EventKind.ENDED, command.why)]
        if isinstance(command, Again):
            self.messages = ["Again."]
            return [Event(EventKind.ENDED, "Again.")]
        self.x = max(0, min(self.length - 1, self.x + command.dx))
        self.turn += 1
        self.messages = [f"At {self.x}."]
        events = [Event(EventKind.MOVED, self.messages[0], Pos(self.x, 0), actor=Actor.PLAYER)]
        if self.x == self.length - 1:
            self.result = Result.WON
            events.append(Event(EventKind.WON, "Out!", actor=Actor.PLAYER))
        elif self.turn >= TURNS:
            self.result = Result.OUT_OF_TURNS
            events.append(Event(EventKind.ENDED, "Out of turns."))
        return events

    def view(self) -> View[CorridorDetail]:
        return View(width=self.length, height=1, cells=("." * self.length,),
                    entities=(Entity(Pos(self.x, 0), "@", EntityKind.PLAYER, "you"),),
                    stats=(Stat("Place", self.x, self.length - 1), Stat("Turn", self.turn)),
                    messages=tuple(self.messages), detail=CorridorDetail(self.length), seed=self.seed,
                    phase="over" if self.result else "play", over=self.result is not None, result=self.result,
                    score=TURNS - self.turn if self.result is Result.WON else 0, turn=self.turn)


def read_map(text: str, name: str) -> int:
    line = text.strip()
    if not line or set(line) != {"."}:
        raise MapError(name, 1, 1, "a corridor is a line of dots")
    return len(line)


def new_game(length: int | None, seed: int, options: Mapping[str, Any]) -> Corridor:
    return Corridor(length or 3 + seed % 5, seed)


WORDS = {"l": Step(-1), "r": Step(1), "again": Again()}


def parse(text: str) -> Any:
    if text.startswith("forfeit "):
        return Forfeit(text[len("forfeit "):])
    command = WORDS.get(text.strip())
    return command if command is not None else Unknown(text, f"Unknown command {text!r}.")


def format_command(command: Any) -> str:
    if isinstance(command, Unknown):
        return command.text
    if isinstance(command, Forfeit):
        return f"forfeit {command.why}"
    return next(word for word, value in WORDS.items() if value == command)


def score(view: View[Any]) -> ScoreLine | None:
    if not view.over:
        return None
    return ScoreLine(view.score or 0, view.result.value if view.result else "", f"turn {view.turn}",
                     won=view.result is Result.WON)


SPEC = GameSpec(
    name="corridor", title="The Corridor", rules_version="corridor-1", default_map=None,
    read_map=read_map, new_game=new_game, parse=parse, format=format_command, score=score,
    options=(Option("bot", "a program that walks the corridor", metavar="COMMAND", rules=False),),
    examples=("--game corridor --text",), again=Again,
    bot=BotRules(turn_input=lambda view: f"{view.entities[0].pos.x} {view.width}\n",
                 time_limits=lambda options: (2.0, 2.0), forfeit=Forfeit, answer=parse,
                 endings={Result.WON: "out", Result.OUT_OF_TURNS: "out of turns", Result.ERROR: "bot error"}),
)
