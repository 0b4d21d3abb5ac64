"""ChamberCrawler3000 as the program knows it: its layout files, its command grammar and its score line."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping, Sequence

from game.core import Result, View
from game.cc3k.commands import Restart, format_command, parse_command
from game.cc3k.detail import CC3kDetail
from game.cc3k.mapfile import FloorPlan, parse_layout
from game.cc3k.questions import carried, shop_open
from game.cc3k.tables import BAG_SIZE
from game.spec import GameSpec, Option, ScoreLine

if TYPE_CHECKING:
    from game.cc3k.rules import CC3kGame


RANDOM_FLOORS = "random floors"


def own_map(seed: int, options: Mapping[str, Any]) -> str | None:
    """With random_layout, the layout file of the game's random dungeon (the same seed, the same dungeon)."""
    if not options.get("random_layout"):
        return None
    from game.cc3k.generator import random_dungeon     # only for random floors: not at every start

    return random_dungeon(seed)


def new_game(plans: Sequence[FloorPlan], seed: int, options: Mapping[str, Any]) -> CC3kGame:
    """A game on the floors of a layout file, starting at the race prompt; with random_layout, on the random
    dungeon made from the seed instead, every rule unchanged; with carry_potions and merchant_shop, the extras the
    rule book's footnotes invite."""
    # The rules and the extras are imported when a game is made, not when the program starts and lists its games.
    from game.cc3k.extras import Extras
    from game.cc3k.rules import CC3kGame

    if options.get("random_layout"):
        from game.cc3k.generator import random_plans

        plans = random_plans(seed)
    return CC3kGame(plans, seed, Extras.of(options))


def score(view: View[CC3kDetail]) -> ScoreLine | None:
    """A win or a death scores the PC's gold (a shade's half again); a quit is not scored. A game played with the
    extras says so after the race: "Shade (bag + shop)". A win ranks above a death with the same score."""
    pc = view.detail.pc
    if view.score is None or pc is None:
        return None
    reached = "escaped" if view.result is Result.WON else f"floor {view.detail.floor}"
    extras = [name for name, on in (("bag", carried(view) is not None), ("shop", shop_open(view))) if on]
    who = f"{pc.race} ({' + '.join(extras)})" if extras else pc.race
    return ScoreLine(view.score, who, reached, won=view.result is Result.WON)


SPEC = GameSpec(
    name="cc3k",
    title="ChamberCrawler3000",
    rules_version="cc3k-2",
    default_map="cc3k/default.txt",
    read_map=parse_layout,
    new_game=new_game,
    parse=parse_command,
    format=format_command,
    score=score,
    own_map=own_map,
    options=(
        Option("random_layout", "every floor a freshly made dungeon of random chambers and passages, every rule "
               "unchanged (the same seed, the same floors)", default=False, flag_only=True,
               replaces_map=RANDOM_FLOORS),
        Option("carry_potions", f"the PC may carry up to {BAG_SIZE} potions in a bag: p <dir> puts one in, u 1-{BAG_SIZE} "
               "drinks one, i says what it holds (r empties it)", default=False, flag_only=True),
        Option("merchant_shop", "neutral merchants sell potions for gold, each potion's kind shown: b <dir> asks what "
               "a merchant sells, b <dir> <code> buys one (into the bag, or drunk at once without one)",
               default=False, flag_only=True),
    ),
    # The rule book's r: this game ends (its replay is written) and the next starts with the next seed.
    again=Restart,
    examples=(
        "--map floors.txt --seed 7",
        "--text",
        "--text --seed 7 --record game.json",
        "--random-layout --seed 7 --save-layout dungeon.txt",
        "--carry-potions --merchant-shop --seed 7",
    ),
)
