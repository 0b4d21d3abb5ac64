"""The window's memory of games: every command recorded as it is played, saves to continue, the last replays kept."""
from __future__ import annotations

import datetime
from pathlib import Path

from game.core import View
from userdata.records import Record, final_state, load_record, save_record
from userdata.storage import StoredFileError, data_dir, set_aside

REPLAYS_KEPT = 20


class Recorder:
    """Records the game being played in the window. A game left unfinished is saved to be continued;
    a finished one becomes a replay (the newest REPLAYS_KEPT are kept)."""

    def __init__(self, folder: Path | None = None, copy_to: str | None = None):
        self._folder = folder
        self.copy_to = copy_to          # --record FILE: every game written is also written there
        self.record: Record | None = None

    @property
    def folder(self) -> Path:
        return self._folder or data_dir()

    def save_path(self, game: str) -> Path:
        return self.folder / "saves" / f"{game}.json"

    def begin(self, record: Record) -> None:
        """Start recording (a new game, or one continued from its save, whose commands are already in it)."""
        self.record = record

    def add(self, line: str) -> None:
        if self.record is not None:
            self.record.commands.append(line)

    def save_progress(self, view: View) -> Path | None:
        """Keep the game to be continued; recording stops until it is continued."""
        record, self.record = self.record, None
        if record is None or not record.commands:
            return None   # nothing was played: nothing to continue
        record.final = final_state(view)
        path = self.save_path(record.game)
        save_record(path, record)
        self._copy(record)
        return path

    def finish(self, view: View) -> Path | None:
        """The game is over or abandoned on purpose: write it as a replay and drop its save."""
        record, self.record = self.record, None
        if record is None:
            return None
        record.final = final_state(view)
        replays = self.folder / "replays"
        stamp = datetime.datetime.now().strftime("%Y%m%d-%H%M%S-%f")
        path = replays / f"{stamp}-{record.game}-seed{record.seed}.json"
        save_record(path, record)
        # Names start with the time, so the oldest sort first.
        for old in sorted(replays.glob("*.json"))[:-REPLAYS_KEPT]:
            old.unlink()
        save = self.save_path(record.game)
        if save.exists():
            save.unlink()
        self._copy(record)
        return path

    def _copy(self, record: Record) -> None:
        if self.copy_to:
            save_record(Path(self.copy_to), record)

    def load_save(self, game: str) -> tuple[Record | None, str | None]:
        """(the saved game, or None; a one-line warning when the save was broken and kept aside)."""
        path = self.save_path(game)
        if not path.exists():
            return None, None
        try:
            record = load_record(path)
            if record.game != game:
                raise StoredFileError(f"{path}: holds a {record.game} game")
            return record, None
        except StoredFileError as error:
            backup = set_aside(path)
            return None, f"{error} (kept as {backup.name})"

    def drop_save(self, game: str) -> None:
        path = self.save_path(game)
        if path.exists():
            path.unlink()
