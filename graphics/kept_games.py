"""The games the program keeps, to choose from: saved games to continue and replays to watch, each in one line."""
from __future__ import annotations

from functools import partial
from pathlib import PureWindowsPath

from graphics.context import Context
from graphics.keymap import CONTEXTS
from graphics.screens import MenuScreen
from graphics.transitions import ContinueGame, Outcome, Pop, Push, Redraw
from roguelike_client.play.maps import shipped_maps
from roguelike_client.play.session import floors_named, is_custom_map
from roguelike_client.play.text import program_name


class SavesScreen(MenuScreen):
    """Every saved game, newest first, with what it is: game, where it was left, seed and date. Enter continues it;
    Delete deletes it, once the player says yes."""

    heading = "Continue a saved game"
    keys_context = "saves"

    def __init__(self, ctx: Context):
        super().__init__(ctx, [])
        self.saved: list = []
        self.refresh()

    def refresh(self) -> None:
        found = []
        for spec in self.ctx.games:
            found += [(spec, saved) for saved in saved_games(self.ctx, spec.name)]
        found.sort(key=lambda pair: pair[1].record.date, reverse=True)
        keys = choice_letters(self.ctx, len(found), self.keys_context)
        self.saved = [saved for _spec, saved in found]
        self.items = [(key, f"{spec.title}: {record_line(spec, saved.record)}", partial(self.choose, saved))
                      for key, (spec, saved) in zip(keys, found)]
        if not self.items:
            self.items = [("", "No saved games", self.back)]
        self.selected = min(self.selected, len(self.items) - 1)

    def handle(self, event):
        import pygame

        if event.type == pygame.KEYDOWN and self.ctx.keymap.action_for(event, self.keys_context) == "delete" \
                and self.saved:
            return self.ask_delete(self.selected)
        return super().handle(event)

    def ask_delete(self, index: int) -> Outcome:
        from graphics.boxes import ConfirmScreen
        from roguelike_client.userdata.saves import save_in_use

        saved, label = self.saved[index], self.items[index][1]
        if save_in_use(saved.path):
            self.ctx.say("This saved game is being played in another window: it cannot be deleted now.")
            return Redraw()
        return Push(ConfirmScreen(self.ctx, f"Delete this saved game for good? {label}", partial(self.delete, saved)))

    def delete(self, saved) -> Outcome:
        from roguelike_client.userdata.saves import drop_save

        try:
            drop_save(saved.path)
        except OSError as error:
            self.ctx.say(f"The saved game could not be deleted: {error.strerror or error}")
        self.refresh()
        return Redraw()

    def choose(self, saved) -> Outcome:
        return [Pop(), ContinueGame(saved)]

    def back(self):
        return Pop()


class ReplaysScreen(MenuScreen):
    """The finished games the program keeps as replays, newest first, with what each was; Enter watches one."""

    heading = "Watch a replay"

    def __init__(self, ctx: Context):
        super().__init__(ctx, [])
        from roguelike_client.userdata.saves import list_replays

        found, warnings = list_replays()
        if warnings:
            ctx.say(warnings[-1])
        specs = {spec.name: spec for spec in ctx.games}
        self.items = [(key, replay_line(specs[record.game], record), partial(self.choose, record))
                      for key, record in zip(choice_letters(ctx, len(found)), found)]
        if not self.items:
            self.items = [("", "No replays kept", self.back)]

    def choose(self, record) -> Outcome:
        from game.core import MapError
        from graphics.replay_screen import ReplayScreen

        try:
            return Push(ReplayScreen(self.ctx, record))
        except MapError as error:
            self.ctx.say(f"This replay cannot be played: {error}")
            return Redraw()

    def back(self):
        return Pop()


def record_line(spec, record, seed: bool = True, bot: bool = True) -> str:
    """A save or a replay in one line: where it was left, its seed (unless said already), what it is played on
    (the floors it made itself, a map of the player's, or which of the game's own maps), the choices its rules were
    played with (Dooom's bot strategy, CC3k's bag and shop), and its date; a game a bot plays says so, by its
    program's name (unless said already)."""
    parts = [record.summary] + ([f"seed {record.seed}"] if seed else [])
    command = record.options.get(spec.bot.command_option) if spec.bot and bot else None
    if command:
        parts.insert(0, f"played by {program_name(str(command))}")
    floors = floors_named(spec, record.options)
    if floors:
        parts.append(floors)
    elif record.map_name and (is_custom_map(spec, record.map_text) or len(shipped_maps(spec.name)) > 1):
        parts.append(f"map {PureWindowsPath(record.map_name).name}")
    parts += [f"{option.name.replace('_', ' ')} {record.options[option.name]}" for option in spec.options
              if option.rules and option.choices and record.options.get(option.name)]
    # The rules' switches that were on (CC3k's bag and shop), the floors' said above.
    parts += [option.name.replace("_", " ") for option in spec.options
              if option.rules and option.flag_only and not option.replaces_map and record.options.get(option.name)]
    return ", ".join(parts + [record.date[:16].replace("T", " ")])


def replay_line(spec, record) -> str:
    """A replay in one line, the most telling first (a narrow window cuts the end): the game, how it ended and the
    score, the bot that played it (its program's name), the seed, then where it ended and the date."""
    final = record.final
    result = str(final.get("result") or "unfinished")
    # A game that bots play has its own words for its endings ("escaped").
    words = {ending.value: word for ending, word in spec.bot.endings.items()} if spec.bot else {}
    parts = [f"{spec.title}: {words.get(result, result)}"]
    if final.get("score") is not None:
        parts.append(f"score {final['score']}")
    bot = record.options.get(spec.bot.command_option) if spec.bot else None
    if bot:
        parts.append(f"played by {program_name(str(bot))}")
    parts.append(f"seed {record.seed}")
    return f"{', '.join(parts)}; {record_line(spec, record, seed=False, bot=False)}"


def choice_letters(ctx: Context, count: int, context: str = "menu") -> list[str]:
    """Letters for a list of choices: digits, then letters (not q, which leaves elsewhere) that no key of the list's
    screen is bound to, so j and k still move; the choices beyond have none (the arrows and the mouse reach them)."""
    keymap = ctx.keymap
    bound = {name for action in CONTEXTS[context] for name in keymap.keys_for(action, context)}
    letters = [char for char in "123456789abcdefghijklmnoprstuvwxyz" if char not in bound]
    return (letters + [""] * count)[:count]


def saved_games(ctx: Context, game: str) -> list:
    """The game's saves to continue, newest first; a broken one is kept aside and said in the status line."""
    from roguelike_client.userdata.saves import list_saves

    found, warnings = list_saves(game)
    if warnings:
        ctx.say(warnings[-1])
    return found
