"""The path a walk to a clicked cell takes: shortest, over the cells a game says can be walked; a play screen's
paths (Travels): the walk's, the one a click would walk, the safety stop before an enemy's reach."""
from __future__ import annotations

from collections import deque
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from game.core import Direction, Entity, Pos, View
from graphics.board import player_cell
from graphics.transitions import DANGER_PAUSE_SECONDS, Interrupt, Outcome, Redraw

if TYPE_CHECKING:
    from graphics.context import Context
    from graphics.feedback import Feedback
    from graphics.hud import MessageLog

# The path shown before a click is looked for among this many cells at most (CC3k's floor has 2,000; a Dooom map of
# thousands a side would otherwise be searched whole each time the pointer moves to a cell no path reaches).
PREVIEW_CELLS = 20_000
DETOUR_STEPS = 4        # how many steps longer than the shortest a way round enemies' reach may be


def find_path(start: Pos, goals: set[Pos], walkable: Callable[[Pos, bool], bool],
              directions: Sequence[Direction], most: int | None = None) -> list[Pos]:
    """The cells of a shortest path from start to the nearest goal (start left out), taking the given steps in
    their order (so the same board gives the same path); walkable(cell, end) says where a step may go, end when the
    cell is a goal. Empty when no goal can be reached, or start is one, or (with most) none is within the nearest
    `most` cells reached."""
    if start in goals:
        return []
    came: dict[Pos, Pos] = {start: start}
    frontier = deque([start])
    while frontier and (most is None or len(came) <= most):
        cell = frontier.popleft()
        for direction in directions:
            after = Pos(cell.x + direction.dx, cell.y + direction.dy)
            if after in came or not walkable(after, after in goals):
                continue
            came[after] = cell
            if after in goals:
                path = [after]
                while came[path[-1]] != start:
                    path.append(came[path[-1]])
                return path[::-1]
            frontier.append(after)
    return []


class Travels:
    """What a play screen (graphics.play_screen.GameScreen) does with paths: the cells a walk may step on, the path to a
    far cell (around enemies' reach when it can), the one a click on the cell pointed at would walk, drawn before the
    click, and the stop before a step into an enemy's reach. It uses the screen's view, board, log and feedback."""

    travel_directions: tuple[Direction, ...] = tuple(Direction)     # the steps a path may take (the maze: four)

    # What it uses of the play screen, which sets these in its __init__ and defines the two methods.
    ctx: Context
    view: View
    log: MessageLog
    feedback: Feedback
    pointer: tuple[int, int] | None
    pointed: Pos | None
    pointed_row: int | None
    path: list[Pos]
    preview: list[Pos]
    _pointed_on: tuple | None
    _preview_for: tuple | None
    _last_key: tuple[int | None, float]
    _threatened: tuple
    keys_since_pointing: bool     # keys played since the pointer last moved: no path is shown until it moves again
    stopped_toward: tuple | None  # (the view, the walk's goal) when a walk last stopped before an enemy's reach
    accept_reach: bool            # the walk under way was clicked again after that stop: its next step is taken
    path_known: bool              # a click on the cell pointed at would walk (a known path leads there)
    if TYPE_CHECKING:
        def person_plays(self) -> bool: ...
        def on_hover(self, cell: Pos | None) -> Outcome: ...

    def walkable(self, cell: Pos, end: bool) -> bool:
        """Whether a walk may step on this cell now (end: as its last step, onto the stairs, say); a game that
        travels says which."""
        return False

    def path_to(self, goal: Pos, most: int | None = None) -> list[Pos]:
        """The cells a walk to a far cell would take: a shortest path over known walkable cells, to the cell or next to
        it when it cannot be stepped on; empty when no path leads there (or none within `most` cells reached)."""
        start = player_cell(self.view)
        if start is None:
            return []
        if self.known_walkable(goal, True):
            goals = {goal}
        elif self.known_terrain(goal):
            return []       # a wall or an obstacle seen: a click on it walks nowhere (next to it would spend turns)
        else:
            goals = {Pos(goal.x + d.dx, goal.y + d.dy) for d in self.travel_directions}
            goals = {cell for cell in goals if self.known_walkable(cell, True)}
        # Round every cell a visible enemy reaches, the reach of one striking the player already too (stop_short
        # stops any step into one), when a way round is at most a few steps longer: a click walks out of a fight when
        # a way out is open, but never on a long detour (the ninth playtest's walked 35 steps back across the floor).
        # Else the shortest way, which stops before the first step into reach and says why. The goal itself may be in
        # reach: the walk then stops before its last step.
        shortest = find_path(start, goals, self.known_walkable, self.travel_directions, most)
        avoided = set(self.threatened()) - goals
        if shortest and avoided.intersection(shortest):
            path = find_path(start, goals, lambda cell, end: cell not in avoided and self.known_walkable(cell, end),
                             self.travel_directions, most)
            if path and len(path) <= len(shortest) + DETOUR_STEPS:
                return path
        return shortest

    def threatened(self) -> dict[Pos, tuple[Entity, ...]]:
        """The cells a visible enemy would strike next turn, with who would (game_threatened), once for each view."""
        made_for = (self.view, self.ctx.board.fog)
        if not all(a is b for a, b in zip(self._threatened[0], made_for)):
            self._threatened = (made_for, self.game_threatened())
        return self._threatened[1]

    def game_threatened(self) -> dict[Pos, tuple[Entity, ...]]:
        return {}

    def stop_short(self, here: Pos, step: Pos) -> Outcome:
        """A walk's step or a carried key's into the reach of an enemy (even from a cell it reaches already: a step
        away that stays in its reach takes a blow) is not taken: the log says why and the keys stop (Interrupt); None
        when the step may be taken. The key pressed again steps in, and so does the same cell clicked again at once: a
        deliberate press or click is the player's to take."""
        new = [enemy.name for enemy in self.threatened().get(step, ())]
        if not new:
            return None
        self.stopped_toward = (self.view, self.path[-1] if self.path else step)    # clicked again: the step is taken
        self.path, self._last_key = [], (None, 0.0)
        self.log.note(self.feedback.why_short(new))
        return Interrupt(DANGER_PAUSE_SECONDS)

    def walks_to(self, cell: Pos) -> bool:
        """Whether a click on this board cell would walk there (a far cell, as every game's on_click does), rather
        than step, act or do nothing: a person's game, not over nor walking already, that travels."""
        if self.path or self.view.over or not self.person_plays() or type(self).walkable is Travels.walkable:
            return False
        player = player_cell(self.view)
        if player is None or player == cell:
            return False
        return Direction.between(player, cell) not in self.travel_directions

    def plan_walk(self) -> Outcome:
        """The path a click on the cell pointed at would walk, drawn on the board before the click (as Brogue does);
        worked out again when the pointer moves to another cell or a turn changes the board. Redraw() when it changed."""
        cell = self.pointed
        made_for = (self.view, cell)
        if self._preview_for is not None and all(a is b for a, b in zip(self._preview_for, made_for)):
            return None
        self._preview_for = made_for
        path = self.path_to(cell, PREVIEW_CELLS) if cell is not None and self.walks_to(cell) else []
        self.path_known = bool(path)
        preview = []
        if path and not self.keys_since_pointing:
            # The cells the walk would really go: up to the step it would stop before, in an enemy's reach.
            threats = self.threatened()
            for step in path:
                if step in threats:
                    break
                preview.append(step)
        if preview == self.preview:
            return None
        self.preview = preview
        return Redraw()

    def known(self, cell: Pos) -> bool:
        """Whether a cell of the board is known: seen now or remembered (everything, where there is no fog)."""
        view = self.view
        return 0 <= cell.x < view.width and 0 <= cell.y < view.height and (
            view.visible is None or view.visible[cell.y][cell.x] or
            (view.remembered is not None and view.remembered[cell.y][cell.x]))

    def known_terrain(self, cell: Pos) -> bool:
        """Whether a cell is known (seen or remembered) to be terrain a walk cannot step on, with nothing on it."""
        return self.known(cell) and not self.walkable(cell, True) and \
            not any(entity.pos == cell for entity in self.view.entities)

    def known_walkable(self, cell: Pos, end: bool) -> bool:
        return self.known(cell) and self.walkable(cell, end)

    def stops_for(self, entity: Entity) -> bool:
        """Whether a creature coming into sight stops a walk: every one, unless a game says (the maze's boxes do not)."""
        return True

    def draw_path(self, surface: pygame.Surface) -> None:
        """The cells a walk has still to go, marked with a dot each; before a click, the path it would walk."""
        for rect, colour, radius in self.path_dots():
            pygame.draw.circle(surface, colour, rect.center, radius)

    def path_dots(self) -> list[tuple[pygame.Rect, tuple, int]]:
        """The dots of the walk under way, else of the walk a click would take (a little smaller), in the accent
        colour (the floor's own dots are dim): each one's cell, colour and radius."""
        self.follow_pointer()
        board, colour = self.ctx.board, self.ctx.palette.accent
        radius = max(1, board.cell // 6) if self.path else max(1, board.cell // 7)
        dots = []
        for cell in self.path or self.preview:
            rect = board.cell_rect(cell)
            if rect is not None:
                dots.append((rect, colour, radius))
        return dots

    def follow_pointer(self) -> None:
        """Where the board moved under a still pointer (the camera following the player, a resize, a zoom), the cell
        pointed at is the one under it now, and its path and hover text with it; asked once the board is placed
        for the frame, before the path and the hover text are drawn."""
        placed = (self.ctx.board.geometry(), self.view)
        if self.pointer is None or self.pointed_row is not None or placed == self._pointed_on:
            return
        self._pointed_on = placed
        cell = self.ctx.board.cell_at(self.pointer, self.view)
        if cell != self.pointed:
            # The hover text follows; the path is put away until the pointer moves (the player never pointed there).
            self.pointed, self.keys_since_pointing, self.preview, self._preview_for = cell, True, [], None
            self.plan_walk()
            self.on_hover(cell)
