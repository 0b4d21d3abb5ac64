"""Under the maze's fog, still things (the exit, items) stay drawn where they were seen, dimmed like their remembered
cell, and pointing at one names it; creatures are drawn only in sight (the third playtest lost the exit worth 10000
once a vampire had stood on it and the hero walked away)."""
import pygame

from game.core import EntityKind, Pos
from tests.window.helpers import frame, press
from tests.window.test_maze_feel import field
from tests.window.test_maze_window import maze_app

EXIT = Pos(15, 11)


def colours(surface, rect) -> set[tuple[int, int, int]]:
    return {tuple(surface.get_at((x, y)))[:3] for x in range(rect.left, rect.right) for y in range(rect.top, rect.bottom)}


def test_the_exit_stays_drawn_where_it_was_seen_and_a_monster_out_of_sight_does_not(tmp_path):
    # The hero next to the exit, a treasure beside it and a box (a monster that does not move) in sight too.
    app, screen, session = maze_app(field(tmp_path, Pos(13, 11), {Pos(12, 10): "0", Pos(14, 10): "t"}))
    frame(app)
    seen = {cell: colours(frame(app), app.board.cell_rect(cell)) for cell in (EXIT, Pos(14, 10), Pos(12, 10))}
    for _ in range(5):                    # walk away, out of sight of all three
        press(app, "up")
    view = session.view()
    assert all(not view.visible[cell.y][cell.x] and view.remembered[cell.y][cell.x]
               for cell in (EXIT, Pos(14, 10), Pos(12, 10)))
    surface = frame(app)
    floor = colours(surface, app.board.cell_rect(Pos(13, 10)))      # a remembered floor cell, dimmed
    assert colours(surface, app.board.cell_rect(EXIT)) - floor          # the exit still drawn there
    assert colours(surface, app.board.cell_rect(Pos(14, 10))) - floor   # and the treasure
    assert colours(surface, app.board.cell_rect(Pos(12, 10))) == floor  # the box: out of sight, not drawn
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=app.board.cell_rect(EXIT).center, rel=(0, 0),
                                    buttons=(0, 0, 0)))
    exit_name = next(e.name for e in view.entities if e.kind is EntityKind.EXIT)
    assert screen.hover_text.startswith(f"Remembered {exit_name}, out of sight now")
    assert seen[EXIT] != colours(surface, app.board.cell_rect(EXIT))   # dimmed, as its remembered cell is
