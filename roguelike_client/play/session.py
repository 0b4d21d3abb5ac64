"""One game being played, for every front end: made from the registry's description, every command recorded,
saved to be continued, finished into a replay and a score, a bot's turns asked without blocking."""
from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any, Mapping

from game.core import ENDINGS, Event, Game, MapError, View
from game.spec import BotRules, GameSpec
from roguelike_client.play.maps import shipped_map_text
from roguelike_client.play.shutdown import held
from roguelike_client.userdata.records import Record, check_record_target, final_state, replay_difference, save_record
from roguelike_client.userdata.errors import StoredFileError
from roguelike_client.userdata.writing import check_target, data_folder_problem, write_text_atomic

if TYPE_CHECKING:
    from roguelike_client.play.bots import BotSeat
    from roguelike_client.userdata.locks import Held
    from roguelike_client.userdata.scores import ScoreEntry

# A game played without a bot, kept nowhere (a piped text game) never needs the bot runner, the saves or the score
# table: they are imported where they are first used, so that such a game starts sooner.

SUMMARY_STATS = 5      # how many of a game's HUD values the list of saves shows (the maze: health, score, three charged weapons)


def summary(view: View[Any]) -> str:
    """One line saying where a game is, from its HUD values and turn: "Race Troll, Gold 12, Floor 3, HP 80/120, turn 41"."""
    parts = []
    for stat in list(view.stats)[:SUMMARY_STATS]:
        value = f"{stat.value}/{stat.maximum}" if stat.maximum is not None else str(stat.value)
        parts.append(f"{stat.label} {value}")
    parts.append(f"turn {view.turn}")
    return ", ".join(parts) if view.stats else view.phase


def is_custom_map(spec: GameSpec, map_text: str) -> bool:
    """A map the player chose, as opposed to the game's own (its shipped default, or made from the seed). Told by
    the text, not the name: a file at maps/... may be any map, and a copy of the default is the default."""
    if not map_text:
        return False
    return spec.default_map is None or map_text != shipped_map_text(spec.default_map)


def floors_named(spec: GameSpec, options: Mapping[str, Any]) -> str:
    """The name of the floors a game with these options makes itself in place of a map's (CC3k's "random floors"),
    if it does."""
    return next((option.replaces_map for option in spec.options
                 if option.replaces_map and options.get(option.name)), "")


def map_shown(spec: GameSpec, options: Mapping[str, Any], map_name: str, map_text: str) -> str:
    """What a game is played on, as a person reads it: the floors it makes itself, or the file name of a map the
    player chose; "" for the game's own shipped map."""
    return floors_named(spec, options) or (Path(map_name).name if is_custom_map(spec, map_text) else "")


class Session:
    """A game and everything around it. Front ends give it commands (submit text, or send a command value) and
    draw its view(); the session records each command in the game's own grammar, adds the score once when the
    game ends, writes a save when the game is left unfinished and a replay when it is over.

    recorded=False: the commands are not kept (a game that is never saved or recorded: a served one).
    keep=True (the window) keeps saves, replays and scores in the data folder (unless it cannot be written: the
    player was told when the program started); record_to is --record FILE; layout_to is --save-layout FILE, where
    the floors a game makes for itself are written as soon as it is made. A write that fails (a full disk) is a
    line in notices, and the game stays as it was until leave() can keep it."""

    def __init__(self, spec: GameSpec, seed: int, map_name: str = "", map_text: str = "",
                 options: Mapping[str, Any] | None = None, *, keep: bool = False, record_to: str | None = None,
                 layout_to: str | None = None,
                 save_path: Path | None = None, commands: tuple[str, ...] | list[str] = (), games_before: int = 0,
                 replaying: bool = False, recorded: bool = True, read_map: Any = None):
        self.spec = spec
        # False: a game kept nowhere (a served Dooom game), whose commands need no record growing in memory
        self.recorded = recorded
        self.seed = seed
        self.map_name, self.map_text = map_name, map_text
        self.options = dict(options or {})
        self.replaying = replaying              # a record played again: nothing is saved, scored or played again
        # Kept even when the data folder could not be written at the start: each write is tried, and one that fails
        # keeps the player in the game, told why, instead of leaving it as if it had been saved.
        self.keep = keep and not replaying
        self.record_to = None if replaying else record_to
        self.layout_to = None if replaying else layout_to
        self.games_before = games_before        # games this session played before this one (play again)
        self.notices: list[str] = []            # one-line problems for the front end to show (a save that failed)
        self.closed = False                     # let go of for good: nothing keeps it again (a left game)
        self.rank = 0                           # the finished game's place on the score table (0: none)
        self._scored = False
        self._unscored: ScoreEntry | None = None   # a score the table could not take yet (a full disk)
        self._written = False                   # finished: its replay is written and its save dropped
        # The map as the game reads it: read_map when the caller has read this text already (a map is never changed
        # by the games played on it), else read here.
        self._map: Any = read_map if read_map is not None else spec.read_map(map_text, map_name) if map_text else None
        self._game: Game[Any] = self._new_game()
        self.write_layout()
        self.record = Record(spec.name, seed, spec.rules_version, map_name, map_text, self._recorded_options())
        self.save_path = (save_path or _saves().new_save_path(spec.name)) if self.keep else None
        self._held = self._hold(continued=save_path is not None)
        self._bot: BotSeat | None = None
        self.answer_seconds: list[float] = []   # how long the bot took for each answer it gave, in order
        # A continued game: its commands played again as they were (no score, no play again: they were had).
        for line in commands:
            self._game.step(spec.parse(line))
            self.record.commands.append(line)
        self._scored = self._game.view().over

    # ----- making games -------------------------------------------------------------------------------

    @classmethod
    def new(cls, spec: GameSpec, seed: int, map_name: str, map_text: str, options: Mapping[str, Any] | None = None,
            **kept: Any) -> "Session":
        """A new game on a map's text (or the game's own map when map_text is empty); raises MapError."""
        return cls(spec, seed, map_name, map_text, options, **kept)

    @classmethod
    def from_record(cls, spec: GameSpec, record: Record, **kept: Any) -> "Session":
        """The game a record holds, at its end: a save continued. Raises MapError."""
        return cls(spec, record.seed, record.map_name, record.map_text, record.options,
                   commands=record.commands, **kept)

    @classmethod
    def replay(cls, spec: GameSpec, record: Record) -> "Session":
        """A record's game at its start, to be given the record's commands one by one. Raises MapError."""
        return cls(spec, record.seed, record.map_name, record.map_text, record.options, replaying=True)

    def _new_game(self) -> Game[Any]:
        """A game on the session's map, read once (play again reuses it: maps are never changed by games)."""
        spec = self.spec
        if self._map is None and spec.default_map is not None:
            raise MapError(self.map_name or spec.name, 0, 0, "this game needs a map")
        return spec.new_game(self._map, self.seed, spec.rule_options(self.options))

    def _hold(self, continued: bool = False) -> Held | None:
        """Hold the game's save while it is played here, so that a second window can never play it too and the
        later writer replace the other's game. A save another program holds is SaveInUse; a folder where no lock
        can be made plays on unheld (the save's own write will say what is wrong there)."""
        if self.save_path is None:
            return None
        try:
            held = _saves().hold_save(self.save_path)
        except OSError:
            return None
        if held is None and continued:
            raise SaveInUse(f"this game is being played in another window ({self.save_path.name})")
        return held

    def _let_go(self) -> None:
        if self._held is not None:
            self._held.release()
            self._held = None

    def _recorded_options(self) -> dict[str, Any]:
        """The options a record needs to play the game again: the rules' options, and the bot at the controls."""
        kept = self.spec.rule_options(self.options)
        if self.spec.bot is not None:
            kept.update({name: self.options[name] for name in self.spec.bot.recorded if self.options.get(name)})
        return kept

    # ----- the door -----------------------------------------------------------------------------------

    def view(self) -> View[Any]:
        return self._game.view()

    def submit(self, text: str) -> list[Event]:
        """A line typed by a person or read from a record, in the game's own grammar."""
        return self.send(self.spec.parse(text))

    def send(self, command: Any) -> list[Event]:
        """Apply a command, record it, and score the game the moment it ends."""
        # A signal waits for the command to be played and recorded: what is kept then is a game that was played.
        with held:
            if self.spec.again is not None and isinstance(command, self.spec.again) and not self.replaying:
                return self._play_again(command)
            events = self._game.step(command)
            if self.recorded:
                self.record.commands.append(self.spec.format(command))
        # Only a step with an ending event can end the game: a view after every command would cost a third of
        # Dooom's piped speed.
        if not self._scored and any(event.kind in ENDINGS for event in events):
            view = self._game.view()
            if view.over:
                self._scored = True
                self._add_score(view)
        return events

    def _play_again(self, command: Any) -> list[Event]:
        """The game ends here, as it is (its replay is written, without the "play again" that belongs to no
        game); the next one starts with the next seed, so that each game's seed reproduces it. The events are
        the old game's answer to "play again". While the old game cannot be kept (a full disk) the next one does
        not start: the notices say why, and nothing is lost."""
        if not self.finish():
            return []
        events = self._game.step(command)
        self.seed += 1
        self.games_before += 1
        self._game = self._new_game()
        self.write_layout()
        self.record = Record(self.spec.name, self.seed, self.spec.rules_version, self.map_name, self.map_text,
                             self._recorded_options())
        self._let_go()
        self.save_path = _saves().new_save_path(self.spec.name) if self.keep else None
        self._held = self._hold()
        self._scored = self._written = False
        self.rank = 0
        return events

    # ----- scores, saves and replays ----------------------------------------------------------------

    def floors_named(self) -> str:
        """The name of the floors the game made itself in place of a map's (CC3k's random floors), if it did."""
        return floors_named(self.spec, self.options)

    def map_shown(self) -> str:
        """What the game is played on, as a person reads it (map_shown above)."""
        return map_shown(self.spec, self.options, self.map_name, self.map_text)

    def _add_score(self, view: View[Any]) -> None:
        line = self.spec.score(view)
        if line is None or not self.keep:
            return
        from roguelike_client.userdata import scores

        who, bot = line.who, self.options.get(self.spec.bot.command_option) if self.spec.bot else None
        if bot:             # a program's game on a person's table: said so ("died (bot maze_bot.py)")
            from roguelike_client.play.text import program_name

            who = f"{who} (bot {program_name(str(bot))})"
        self._unscored = scores.ScoreEntry(line.score, who, line.reached, self.seed, scores.today(), self.map_shown(),
                                           won=line.won)
        self._score_kept()

    def _score_kept(self) -> bool:
        """The game's score on the table, if it could not be added when the game ended; False while it cannot."""
        if self._unscored is None:
            return True
        try:
            from roguelike_client.userdata import scores

            self.rank = scores.add(self.spec.name, self._unscored, wins_first=self.spec.wins_rank_first)
        except OSError as error:
            self.notices.append(f"The score could not be saved: {_why(error)}")
            return False
        self._unscored = None
        return True

    def _stamp(self) -> None:
        view = self._game.view()
        self.record.final = final_state(view)
        self.record.summary = summary(view)
        import datetime

        self.record.date = datetime.datetime.now().isoformat(timespec="microseconds")

    def difference(self, record: Record) -> str | None:
        """After playing a record again: None when the game ended where the recording did, else what differs."""
        return replay_difference(record, self._game.view())

    def leave(self, save: bool = True) -> bool:
        """The player leaves the game: unfinished, it is saved to be continued (save=False: only --record's copy is
        written, and a continued game's save stays as it was); over, it becomes a replay. True when the game was
        kept (or there was nothing to keep); False when no copy of it could be written (a full disk): the notices
        say why, the game is as it was, bot included, and leave() may be asked again."""
        if self._game.view().over:
            left = self.finish()
        else:
            if not save:
                self._let_go()
                self.save_path = None
            left = self.save() is not None or not self._wanted()
        if left:
            self._let_go()
        return left

    def _wanted(self) -> bool:
        """Whether leaving should keep this game anywhere: something was played, and it is saved or recorded."""
        return bool(self.record.commands) and (self.save_path is not None or bool(self.record_to))

    def save(self) -> Path | None:
        """Keep the unfinished game to be continued (when anything was played): in the data folder and at
        --record's place. Returns where it was kept (the save, else the --record file), None when nothing was
        (a notice says why when a write failed); the bot is let go once the game is kept."""
        if not self.record.commands:
            self.close_bot()
            return None
        self._stamp()
        kept = None
        if self.save_path is not None:
            try:
                _saves().write_save(self.save_path, self.record)
                kept = self.save_path
            except OSError as error:
                self.notices.append(f"The game could not be saved: {_why(error)}")
        copied = self._copy()
        kept = kept or copied
        if kept is not None or not self._wanted():
            self.close_bot()
        return kept

    def finish(self) -> bool:
        """The game is over or given up on purpose: its score (if the table could not take it before), its replay
        (once), and --record are written, and its save removed. True when it was kept (or is not to be); False
        when no copy could be written: the notices say why, and finish() may be asked again."""
        self.close_bot()
        scored = self._score_kept()
        if self._written:
            return scored
        if not self.keep and not self.record_to:
            return scored           # kept nowhere: no need to fingerprint the whole game (a sixth of a text game)
        self._stamp()
        replay = None
        if self.keep:
            try:
                replay = _saves().write_replay(self.record)
            except OSError as error:
                self.notices.append(f"The replay could not be saved: {_why(error)}")
        copied = self._copy()
        if self.keep and replay is None and copied is None:
            return False
        if not self.keep and self.record_to and copied is None:
            return False
        self._written = True
        if self.save_path is not None:
            _saves().drop_save(self.save_path)
        return scored

    def _numbered(self, given: str | None) -> Path | None:
        """A file named on the command line, for this game: FILE for the first game, FILE-2, FILE-3, ... after
        play again."""
        if not given:
            return None
        path = Path(given)
        return path if self.games_before == 0 else path.with_name(f"{path.stem}-{self.games_before + 1}{path.suffix}")

    def record_path(self) -> Path | None:
        """Where --record writes this game."""
        return self._numbered(self.record_to)

    def layout_path(self) -> Path | None:
        """Where --save-layout writes this game's own floors."""
        return self._numbered(self.layout_to)

    def write_layout(self, path: Path | None = None) -> Path | None:
        """The map the game made for itself (CC3k's random dungeon) written at path (by default --save-layout's
        place): a map file that --map plays again, with this seed, as this game. Where it went; None when the
        game plays a map's floors, or when the write failed (a notice says why)."""
        path, made = path or self.layout_path(), self.spec.own_map
        text = made(self.seed, self.spec.rule_options(self.options)) if path is not None and made else None
        if path is None or text is None:
            return None
        try:
            check_target(path)
            write_text_atomic(path, text)
        except OSError as error:
            self.notices.append(f"The floors could not be written to {path}: {_why(error)}")
            return None
        return path

    def _copy(self) -> Path | None:
        """The record written at --record's place; where it went, None when there is no --record or it failed (a
        notice says why; a game the data folder does not keep is then written there as a replay, if it can be)."""
        path = self.record_path()
        if path is None:
            return None
        try:
            check_record_target(path, self.map_name or None)
            save_record(path, self.record)
            return path
        except OSError as error:
            self.notices.append(f"The record could not be written to {path}: {_why(error)}")
        except StoredFileError as error:
            self.notices.append(f"The record could not be written: {error}")
        if self.keep or data_folder_problem() is not None:
            return None
        try:
            kept = _saves().write_replay(self.record)
        except OSError:
            return None
        self.notices.append(f"The record was kept as {kept} instead")
        return kept

    # ----- a bot at the controls --------------------------------------------------------------------

    @property
    def bot_command(self) -> str | None:
        rules = self.spec.bot
        return self.options.get(rules.command_option) if rules is not None else None

    def bot_thinking(self) -> bool:
        return self._bot is not None and self._bot.pending is not None

    def ask_bot(self) -> list[Event]:
        """Start asking the bot for this turn's answer, unless it is already thinking or the game is over.
        Returns the events of the game's end when the bot cannot even start, else nothing."""
        rules, command = self.spec.bot, self.bot_command
        if rules is None or command is None or self.replaying or self.bot_thinking() or self._game.view().over:
            return []
        from roguelike_client.bots.process import BotError
        from roguelike_client.play.bots import BotSeat

        if self._bot is None:
            self._bot = BotSeat(command, rules, self.options)
        try:
            self._bot.ask(self._game.view())
        except BotError as error:
            return self._forfeit(str(error))
        return []

    def bot_answer(self) -> list[Event] | None:
        """The bot's answer applied, if it has come (or its failure); None while it is still thinking."""
        seat = self._bot
        if seat is None or seat.pending is None or not seat.pending.done():
            return None
        return self._take_answer(seat)

    def wait_bot(self) -> list[Event]:
        """Ask the bot and wait for its answer (the terminal, the proving ground); the bot's time limit bounds the
        wait. An answer already asked for without waiting is the one waited for."""
        rules, command, seat = self.spec.bot, self.bot_command, self._bot
        if seat is not None and seat.pending is not None:
            return self._take_answer(seat)
        if rules is None or command is None or self.replaying or self._game.view().over:
            return []
        from roguelike_client.bots.process import BotError
        from roguelike_client.play.bots import BotSeat

        if seat is None:
            seat = self._bot = BotSeat(command, rules, self.options)
        try:
            line, seconds = seat.answer_now(self._game.view())
        except BotError as error:
            return self._forfeit(str(error))
        return self._answered(rules, line, seconds)

    def _take_answer(self, seat: BotSeat) -> list[Event]:
        from roguelike_client.bots.process import BotError

        pending, seat.pending = seat.pending, None
        assert pending is not None
        try:
            line = pending.result()
        except BotError as error:
            return self._forfeit(str(error))
        return self._answered(seat.rules, line, pending.seconds)

    def _answered(self, rules: BotRules, line: str, seconds: float) -> list[Event]:
        self.answer_seconds.append(seconds)
        # A bot's line is read by the protocol's own strict grammar, not the keyboard's.
        return self.send(rules.answer(line.rstrip("\r\n")))

    def _forfeit(self, why: str) -> list[Event]:
        assert self.spec.bot is not None
        self.close_bot()
        return self.send(self.spec.bot.forfeit(why))

    def close_bot(self) -> None:
        if self._bot is not None:
            self._bot.close()
            self._bot = None

    def close(self) -> None:
        """Let go of everything outside the program (a bot's processes, the save's hold): the game is done with."""
        self.closed = True
        self.close_bot()
        self._let_go()


def _saves() -> Any:
    """The saves module, imported when a game is first kept (see the imports above)."""
    from roguelike_client.userdata import saves

    return saves


class SaveInUse(Exception):
    """A saved game another window is playing now: continuing it here too would lose one of the two games."""


def _why(error: OSError) -> str:
    return error.strerror or str(error)
