"""A run of the program: what the command line asked (RunOptions, typed once), and the games it plays one after
another (Run: the seed sequence, each game's map and options, --record's files, the game being played or a match's
games, leaving them). The window and the terminal start, continue and leave games here, the same way."""
from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any, Mapping, NamedTuple

from game.registry import GAMES
from roguelike_client.play.maps import load_map
from roguelike_client.play.session import Session, map_shown
from roguelike_client.userdata.records import Record


class RunOptions:
    """The command line's answer, as the front ends use it (cli.py has checked it all before). A plain class, not a
    dataclass: it is made once a run, and a frozen dataclass of twenty fields costs a millisecond to define."""

    __slots__ = ("game", "seed", "map", "options", "seats", "record", "save_layout", "results", "plot", "seeds",
                 "jobs", "replay", "replay_path", "headless", "cell_size", "tiles", "keys", "screenshot")

    def __init__(self, game: str, seed: int, *,
                 map: str | None = None,                    # --map FILE (None: the game's own map)
                 options: Mapping[str, Any] | None = None,  # the chosen game's rules options (the first seat's)
                 seats: tuple[Mapping[str, Any], ...] = (),   # each player's options: several in a match of bots
                 record: str | None = None,                 # --record FILE: FILE, FILE-2, ... for each game
                 save_layout: str | None = None,            # --save-layout FILE
                 results: str | None = None,                # --results FILE.csv (a match, the proving ground)
                 plot: str | None = None,                   # --plot FILE.png (the proving ground's picture)
                 seeds: tuple[int, ...] | None = None,      # --seeds A-B: the proving ground
                 jobs: int | None = None,
                 replay: Record | None = None,              # --replay's record, read
                 replay_path: str | None = None,
                 # The window's own
                 headless: bool = False, cell_size: int | None = None, tiles: bool = False, keys: str | None = None,
                 screenshot: str | None = None) -> None:
        self.game, self.seed, self.map = game, seed, map
        self.options: Mapping[str, Any] = {} if options is None else options
        self.seats, self.record, self.save_layout, self.results, self.plot = seats, record, save_layout, results, plot
        self.seeds, self.jobs, self.replay, self.replay_path = seeds, jobs, replay, replay_path
        self.headless, self.cell_size, self.tiles, self.keys, self.screenshot = headless, cell_size, tiles, keys, screenshot

    def __repr__(self) -> str:
        return "RunOptions(" + ", ".join(f"{name}={getattr(self, name)!r}" for name in self.__slots__) + ")"

    @classmethod
    def from_args(cls, args: argparse.Namespace) -> "RunOptions":
        """The checked arguments (play/cli.py) as typed options; what a front end was not given is its default."""
        def given(name: str, default: Any = None) -> Any:
            value = getattr(args, name, None)
            return default if value is None else value

        seeds = given("seeds")
        return cls(game=args.game, seed=args.seed, map=given("map"), options=dict(given("options", {})),
                   seats=tuple(given("seats", ())), record=given("record"), save_layout=given("save_layout"),
                   results=given("results"), plot=given("plot"), seeds=None if seeds is None else tuple(seeds),
                   jobs=given("jobs"),
                   replay=given("replay_record"), replay_path=given("replay"), headless=bool(given("headless")),
                   cell_size=given("cell_size"), tiles=bool(given("tiles")), keys=given("keys"),
                   screenshot=given("screenshot"))

    @property
    def match(self) -> bool:
        """Several bots playing the same seed side by side."""
        return len(self.seats) > 1


class Left(NamedTuple):
    """What leaving the game being played came to: whether it was let go, and the line to show about it."""

    gone: bool
    notice: str = ""


class Run:
    """The games of one run, played one after another: the first on --seed and each new one on the next number
    (so games differ but repeat), on each game's map, with the command line's options for the game it chose (and
    those chosen since, on the game's screens), --record's files numbered across games; the game being played,
    or a match's games, until they are left."""

    def __init__(self, options: RunOptions):
        self.options = options
        self.seed = options.seed
        self.games_started = 0
        self.games_recorded = 0        # games given to --record FILE so far: FILE, FILE-2, ...
        # game -> (map name, map text, the game's reading of it) its new games are played on: read once
        self.maps: dict[str, tuple[str, str, Any]] = {}
        self.chosen: dict[str, dict] = {}            # game -> rules options chosen since the start, for its next games
        self.session: Session | None = None          # the game being played
        self.match: list[Session] = []               # a match's games, one per bot, played side by side
        self._started_here: Session | None = None    # the last session started (not continued) in this run

    # ----- seeds --------------------------------------------------------------------------------------

    @property
    def upcoming_seed(self) -> int:
        """The seed the next new game will have."""
        return self.seed + self.games_started

    def next_seed(self) -> int:
        """The seed of a game starting now: the first game's is --seed, each one after it the next number."""
        seed = self.upcoming_seed
        self.games_started += 1
        return seed

    def set_seed(self, seed: int) -> None:
        """Start the sequence again from seed (the player typed one)."""
        self.seed, self.games_started = seed, 0

    # ----- maps and options ---------------------------------------------------------------------------

    def prepare(self, game: str, map_path: str | None) -> None:
        """Read and check a game's map (raises core.MapError) and keep it for its new games."""
        self.maps[game] = load_map(GAMES[game], map_path)

    def map_of(self, game: str) -> tuple[str, str, Any]:
        """The map a game's new games are played on: --map's for the chosen game, else the game's own."""
        if game not in self.maps:
            self.prepare(game, self.options.map if game == self.options.game else None)
        return self.maps[game]

    def options_for(self, game: str) -> dict:
        """The command line's options for a game (only the game it chose has any), then those chosen since."""
        spec = GAMES[game]
        given = self.options.options if game == self.options.game else {}
        options = {option.name: given.get(option.name, option.default) for option in spec.options}
        return {**options, **self.chosen.get(game, {})}

    def upcoming_map_shown(self, game: str) -> str:
        """What the game's next new game will be played on, as Session.map_shown says it, before that game is made:
        the game's own map is not read for it."""
        if game not in self.maps and not (game == self.options.game and self.options.map):
            return map_shown(GAMES[game], self.options_for(game), "", "")
        name, text, _ = self.map_of(game)
        return map_shown(GAMES[game], self.options_for(game), name, text)

    def choose(self, game: str, options: Mapping[str, Any]) -> None:
        """Options chosen on a game's screens, for its next games."""
        self.chosen.setdefault(game, {}).update(options)

    def seats_for(self, game: str) -> list[dict]:
        """Each player's options: several when the command line gave a bot per player of a match, unless the game's
        program was chosen since (None: the player plays it, as the title's choice of a game says)."""
        rules = GAMES[game].bot
        bot_chosen = rules is not None and rules.command_option in self.chosen.get(game, {})
        if game == self.options.game and self.options.match and not bot_chosen:
            return [dict(seat) for seat in self.options.seats]
        return [self.options_for(game)]

    # ----- games: new, continued, a match, left -------------------------------------------------------

    def new_session(self, game: str, keep: bool = True) -> Session:
        """A new game on the next seed, recorded from its first command (not yet the one played: see begin)."""
        name, text, read = self.map_of(game)
        session = Session.new(GAMES[game], self.next_seed(), name, text, self.options_for(game), keep=keep,
                              record_to=self.options.record, layout_to=self.options.save_layout,
                              games_before=self.games_recorded, read_map=read)
        self._started_here = session
        return session

    def continued(self, record: Record, save_path: Path | None) -> Session:
        """A saved game rebuilt by playing its commands again. Raises SaveInUse, MapError, ValueError, ..."""
        return Session.from_record(GAMES[record.game], record, keep=True, save_path=save_path,
                                   record_to=self.options.record, games_before=self.games_recorded)

    def new_match(self, game: str) -> list[Session]:
        """A match: one game per bot on the same seed. Its games are not saved or scored (the seed and the bots
        replay it); --record keeps each one, FILE, FILE-2, ... Leave the game being played first."""
        from roguelike_client.play.proving import plan_from     # with the first match: the pool is not needed before

        (name, text, read), seed = self.map_of(game), self.next_seed()
        plan = plan_from(GAMES[game], self.seats_for(game), (seed,), name, text)
        self.match = [plan.session(seed, bot, self.options.record, self.games_recorded, read)
                      for bot in range(1, len(plan.commands) + 1)]
        self.games_recorded += len(self.match)
        return self.match

    def begin(self, session: Session) -> bool:
        """Play session from now on, once the game being played is left; False (and session closed) when that
        game could not be kept and stays."""
        if not self.leave().gone:
            session.close()
            return False
        self.session = session
        return True

    def leave(self, unsaved: bool = False, save: bool = True) -> Left:
        """Leave what is being played: a match's games are finished (only --record's copies); an unfinished game
        is saved to be continued, a finished one becomes its replay. Not gone when the game could not be kept (a
        full disk): it stays, and the notice says why. unsaved: the player chose to leave it all the same. save=False:
        an unfinished game is not saved to be continued (only --record's copy is written)."""
        notice = ""
        match, self.match = self.match, []
        for seat in match:
            seat.finish()
            notice = seat.notices[-1] if seat.notices else notice
        session = self.session
        if session is None:
            return Left(True, notice)
        left = session.leave(save)
        if not left and not unsaved and not session.view().over:
            return Left(False, session.notices[-1] if session.notices else "The game could not be kept.")
        session.close()             # left unsaved, its bot goes with it
        self.session = None
        self._count(session)
        notice = session.notices[-1] if session.notices else notice
        if not left:
            why = session.notices[-1] if session.notices else "it could not be written"
            notice = "The game was left unsaved." if unsaved else f"Nothing of this game was kept: {why}"
        return Left(True, notice)

    def _count(self, session: Session) -> None:
        """After a game is left: play again inside it (CC3k's r) used seeds and --record files of its own, so the
        next game takes the ones after them. A game left before anything was played gives its seed and its
        --record file back: the next game is the one its seed named."""
        played = bool(session.record.commands)
        self.games_recorded = session.games_before + played
        if session is self._started_here:
            first_unused = session.seed - self.seed + (1 if played else 0)
            self.games_started = max(self.games_started, first_unused) if played else first_unused
