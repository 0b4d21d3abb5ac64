"""The path a walk to a clicked cell takes: shortest, over the cells a game says can be walked."""
from __future__ import annotations

from collections import deque
from collections.abc import Callable, Sequence

from game.core import Direction, Pos


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

