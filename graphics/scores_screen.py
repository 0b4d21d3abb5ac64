"""The high scores: every game's table, drawn to fit the room it is given (the title's screen and a game's end)."""
from __future__ import annotations

import pygame

from game.core import Result
from graphics.context import Context
from graphics.screens import MARGIN, HelpScreen, Screen
from graphics.text import clip, render, text_width
from graphics.transitions import ChangeSetting, Pop, Push, Redraw
from roguelike_client.play.maps import shipped_maps
from roguelike_client.play.text import ELLIPSIS


def score_line(view, rank: int) -> str:
    """An ended game's score as its box says it, with its place on the table when that is something to tell: a game
    won or one that scored; a first place for a game that scored nothing and failed reads as a feat."""
    told = rank and (view.result is Result.WON or (view.score or 0) > 0)
    return f"Score: {view.score}" + (f"  (#{rank} on the table)" if told else "")


def load_scores(ctx: Context) -> dict:
    """Every game's table, read once by the screen that shows them (not on every frame); a game played on the game's
    own map says which in its map column (own_map)."""
    from dataclasses import replace

    from game.registry import GAMES
    from roguelike_client.userdata import scores

    tables, warning = scores.load_all()
    if warning:
        ctx.say(warning)
    shown = {}
    for name, entries in tables.items():
        own = own_map(GAMES[name] if name in GAMES else None)     # once a table: it lists the shipped maps' folder
        shown[name] = [entry if entry.map else replace(entry, map=own) for entry in entries]
    return shown


def own_map(spec) -> str:
    """The map column's word for a game played on the game's own map: "generated" where the game makes its map from
    the seed (the maze); the file name of the map it ships as its default where it ships several, as the list of
    saves names it (CC3k's "default.txt", Dooom's "small.txt": playtest 13 read "default" here and "map small.txt"
    there); "default" where it ships that one only."""
    if spec is not None and spec.default_map is None:
        return "generated"
    if spec is None or len(shipped_maps(spec.name)) <= 1:
        return "default"
    return spec.default_map.rpartition("/")[2]


# The high-score table's columns: heading, aligned right (">") or left ("<"), and whether a long text may be cut
# with an ellipsis. Where the table is too wide, the map is cut, then left out, then the date left out, then who and
# what was reached are cut, then columns are left out from the right.
SCORE_COLUMNS = (("#", ">", False), ("score", ">", False), ("who", "<", True), ("reached", "<", True),
                 ("seed", ">", False), ("date", "<", False), ("map", "<", True))
SCORE_NARROWING = ((("map",), ()), ((), ("map",)), (("who", "reached"), ("map", "date")))   # (cut, left out)


def score_rows(entries: list, room: int, highlight: int, first: int = 0) -> list[tuple[int, tuple[str, ...]]]:
    """(rank, texts) of the table's rows that fit `room` rows, the heading first (rank 0): the entries from the
    first one given (0: the top), as far down as the table goes, and the highlighted one in the last row when it is
    further down."""
    rows = [(rank, (str(rank), str(e.score), e.who, e.reached, str(e.seed), e.date, e.map or "default"))
            for rank, e in enumerate(entries, start=1)]
    first = max(0, min(first, len(rows) - (room - 1)))
    shown = rows[first:first + max(0, room - 1)]
    if shown and highlight > len(shown):
        shown[-1] = rows[highlight - 1]
    heading = tuple(name for name, _align, _cut in SCORE_COLUMNS)
    return [(0, heading), *shown] if room > 0 else []


def score_columns(font: pygame.font.Font, rows: list[tuple[str, ...]], room: int, gap: int) -> list[tuple[int, int]]:
    """(column, width) of the columns that fit `room` pixels with `gap` between them, each as wide as its widest
    text where that fits; narrowed as SCORE_NARROWING says, then by leaving columns out from the right."""
    names = [name for name, _align, _cut in SCORE_COLUMNS]
    natural = [max(text_width(font, row[column]) for row in rows) for column in range(len(names))]
    least = min(text_width(font, "abcd" + ELLIPSIS), text_width(font, "reached"))   # a cut column shows this much

    def fitted(kept: list[int], cut: set[int]) -> list[tuple[int, int]] | None:
        widths = {column: natural[column] for column in kept}
        excess = sum(widths.values()) + gap * (len(kept) - 1) - room
        for column in reversed(kept):         # the rightmost cut first
            if excess > 0 and column in cut:
                less = max(0, min(excess, widths[column] - least))
                widths[column] -= less
                excess -= less
        return [(column, widths[column]) for column in kept] if excess <= 0 else None

    for cut_names, left_out in SCORE_NARROWING:
        kept = [column for column, name in enumerate(names) if name not in left_out]
        layout = fitted(kept, {names.index(name) for name in cut_names})
        if layout is not None:
            return layout
    # Narrower still: what is left after the last narrowing, columns left out from the right until the rest fits.
    kept = [column for column, name in enumerate(names) if name not in SCORE_NARROWING[-1][1]]
    cuttable = {column for column, (_name, _align, cut) in enumerate(SCORE_COLUMNS) if cut}
    while kept:
        kept.pop()
        layout = fitted(kept, cuttable)
        if layout is not None:
            return layout
    return []


def score_gap(font: pygame.font.Font) -> int:
    """The least room between two columns of a score table, in pixels."""
    return max(8, font.get_height() // 2)


def scores_width(ctx: Context, entries: list, font: pygame.font.Font | None = None) -> int:
    """How wide a table of these entries is with every column whole (in the small font unless told): a box made this
    wide cuts nothing."""
    font = font or ctx.fonts.small
    rows = [texts for _rank, texts in score_rows(entries, len(entries) + 1, 0)]
    widths = [max(text_width(font, row[column]) for row in rows) for column in range(len(SCORE_COLUMNS))]
    return sum(widths) + score_gap(font) * (len(widths) - 1)


def draw_scores(ctx: Context, surface: pygame.Surface, entries: list, area: pygame.Rect, highlight: int = 0,
                measured: list | None = None, first: int = 0, centred: bool = False,
                font: pygame.font.Font | None = None) -> list[str]:
    """One game's high-score table inside the area, nothing drawn outside it: the columns placed by their texts'
    widths (the font is proportional), narrowed where the area is narrow, the rows that fit its height. The row
    numbered highlight (1-based) stands out, and is shown even when it is below the rows that fit. The columns are
    as wide as the texts of `measured` need (every table a screen shows, so that they line up; by default the
    rows drawn). The rows start at the entry numbered first + 1 (scrolled), as far as the table goes; centred, the
    table stands in the middle of the area. Returns the headings of the columns drawn."""
    palette, font = ctx.palette, font or ctx.fonts.small
    line = font.get_linesize()
    rows = score_rows(entries, area.height // line, highlight, first)
    if not rows:
        return []
    if not entries and area.height >= 2 * line:
        image = render(font, clip(font, "no scored games yet (a game quit is not scored)", area.width), palette.dim)
        surface.blit(image, image.get_rect(midtop=(area.centerx, area.top + line)) if centred else
                     (area.left, area.top + line))
    gap = score_gap(font)
    widest = rows if not measured else score_rows(measured, len(measured) + 1, 0)
    columns = score_columns(font, [texts for _rank, texts in widest], area.width, gap)
    if not columns:
        return []
    # Room to spare widens the gaps, up to three times: the table reads as a table, not as one long line.
    spare = area.width - sum(width for _column, width in columns) - gap * (len(columns) - 1)
    if len(columns) > 1:
        gap = min(3 * gap, gap + spare // (len(columns) - 1))
    used = sum(width for _column, width in columns) + gap * (len(columns) - 1)
    left = area.left + max(0, area.width - used) // 2 if centred else area.left
    y = area.top
    for rank, texts in rows:
        colour = palette.dim if rank == 0 else palette.gold if rank == highlight else palette.text
        x = left
        for column, width in columns:
            image = render(font, clip(font, texts[column], width), colour)
            right_aligned = SCORE_COLUMNS[column][1] == ">"
            surface.blit(image, (x + width - image.get_width() if right_aligned else x, y))
            x += width + gap
        y += line
    return [SCORE_COLUMNS[column][0] for column, _width in columns]


class ScoresScreen(Screen):
    """Every game's high-score table, the tables scrolled together when one is longer than its room; its footer
    says the keys. Escape, any key but those that scroll, or a click goes back."""

    keys_context = "scores"

    def __init__(self, ctx: Context):
        super().__init__(ctx)
        self.tables = load_scores(ctx)
        self.first = 0          # the rows scrolled past, in every table
        self.hidden: int | None = None   # how many rows the longest table had below its room at the last frame

    def handle(self, event):
        if event.type == pygame.MOUSEWHEEL:
            return self.scroll(-3 * event.y)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 2, 3):
            return Pop()
        if event.type != pygame.KEYDOWN:
            return None
        action = self.ctx.keymap.action_for(event, self.keys_context)
        if action in ("move_n", "move_s"):
            return self.scroll(-1 if action == "move_n" else 1)
        if action in ("log_older", "log_newer"):        # Page Up and Page Down: a page at a time
            return self.scroll(-10 if action == "log_older" else 10)
        if action == "help":
            return Push(HelpScreen(self.ctx, self.keys_context, "Keys: the high scores"))
        if action == "fullscreen":
            return ChangeSetting(action)
        return Pop()

    def scroll(self, rows: int):
        # Before the first frame the room is not known yet: the frame keeps the tables' last rows in it.
        first = max(0, self.first + rows if self.hidden is None else min(self.first + rows, self.hidden))
        if first == self.first:
            return None
        self.first = first
        return Redraw()

    def draw(self, surface):
        palette, small = self.ctx.palette, self.ctx.fonts.small
        surface.fill(palette.background)
        y = self.title(surface, "High scores", 30)
        games = self.ctx.games
        footer_top = surface.get_height() - small.get_linesize() - MARGIN
        height = (footer_top - y - 10) // max(1, len(games))
        # Every table's columns as wide as all the tables need: they line up one under another.
        every_entry = [entry for spec in games for entry in self.tables.get(spec.name, [])]
        # The larger font where every table fits whole in it (a large window), else the small one.
        longest = max([len(self.tables.get(spec.name, [])) for spec in games] + [0])
        font = self.ctx.fonts.normal
        if (longest + 1) * font.get_linesize() > height - 30 or \
                scores_width(self.ctx, every_entry, font) > surface.get_width() - 120:
            font = small
        room = max(0, (height - 30) // font.get_linesize() - 1)       # rows under each table's heading
        self.hidden = max([len(self.tables.get(spec.name, [])) - room for spec in games] + [0])
        self.first = min(self.first, self.hidden)
        # Each table and its game's name in the middle of the window (at 1920x1080 they sat in its left corner).
        for spec in games:
            heading = render(self.ctx.fonts.normal, spec.title, palette.accent)
            surface.blit(heading, heading.get_rect(midtop=(surface.get_width() // 2, y)))
            draw_scores(self.ctx, surface, self.tables.get(spec.name, []),
                        pygame.Rect(60, y + 26, surface.get_width() - 120, height - 30), measured=every_entry,
                        first=self.first, centred=True, font=font)
            y += height
        self.draw_footer(surface)

    def footer(self) -> str:
        """The keys that work here, as bound: those that scroll when a table is longer than its room."""
        keymap = self.ctx.keymap
        scroll = ((keymap.hint(("move_n", "move_s", "log_older", "log_newer"), self.keys_context) + "   ")
                  if self.hidden else "")
        return f"{scroll}{keymap.hint(('help',), self.keys_context)}   any other key or a click: back to the title"

    def draw_footer(self, surface):
        font = self.ctx.fonts.small
        hint = clip(font, self.footer(), surface.get_width() - 2 * MARGIN)
        image = render(font, hint, self.ctx.palette.dim)
        surface.blit(image, image.get_rect(midbottom=(surface.get_width() // 2, surface.get_height() - MARGIN)))
