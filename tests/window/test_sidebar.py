"""The side list of creatures in sight (nearest first, with their HP) and what hover says of them, in CC3k's
window; the list is every game's (graphics.hud), read from the View."""
import pygame

from game.core import Entity, EntityKind, Pos, View
from graphics.hud import creatures_in_sight
from tests.window.helpers import frame, most_saturated, press


def _point(app, pixel):
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=pixel, rel=(0, 0), buttons=(0, 0, 0)))
    return app.stack[-1].hover_text


def test_the_side_list_names_the_creatures_in_sight_nearest_first_with_their_hp(make_app):
    app = make_app()
    press(app, "s", "l", "l")            # a step, then a blow at the human
    play = app.stack[-1]
    frame(app)
    rows = [(row.name, row.note, row.hp, row.max_hp) for row in play.sightings()]
    assert rows == [("Human", "", 119, 140), ("Merchant", "neutral", 30, 30), ("Dragon", "", 150, 150)]
    assert len(play.side_rows) == 3
    # The human's row is drawn in its board colour (red) and its bar shows what it has left.
    glyph = most_saturated(frame(app), pygame.Rect(play.side_rows[0].left, play.side_rows[0].top, 16, 14))
    assert glyph[0] > glyph[1] + 60 and glyph[0] > glyph[2] + 60, glyph


def test_pointing_at_a_row_names_that_creature_with_its_numbers_and_frames_it(make_app):
    app = make_app()
    press(app, "s")
    play = app.stack[-1]
    frame(app)
    text = _point(app, play.side_rows[1].center)
    assert text == "Merchant (M): 30 / 30 HP, Atk 70, Def 5\nNeutral: attacks only once a merchant is attacked."
    merchant = play.sightings()[1].pos
    surface = frame(app)
    rect = app.board.cell_rect(merchant).inflate(2, 2)
    assert surface.get_at(rect.topleft)[:3] == app.palette.accent
    assert _point(app, (2, 2)) == ""


def test_hover_gives_an_enemys_numbers_and_the_blows_each_way(make_app):
    app = make_app()
    press(app, "s")
    frame(app)
    rect = app.board.cell_rect(Pos(26, 3))
    assert _point(app, rect.center) == ("Dragon (D): 150 / 150 HP, Atk 20, Def 20\n"
                                        "Guards its hoard, next to it or the hoard: it hits you for 16 (half miss), "
                                        "you hit it for 21.")


def test_a_hover_text_wider_than_its_column_goes_on_over_the_rows_left_not_cut(make_app, monkeypatch):
    import graphics.hud

    drawn: list[str] = []
    real = graphics.hud.render
    monkeypatch.setattr(graphics.hud, "render", lambda font, text, colour: drawn.append(text) or real(font, text, colour))
    app = make_app()
    press(app, "s")
    frame(app)
    _point(app, app.board.cell_rect(Pos(26, 3)).center)
    frame(app)
    said = " ".join(text for text in drawn if text and "HP," not in text and not text.endswith(("/150", "/140")))
    assert "it hits you for 16 (half miss), you hit it for 21." in said and "..." not in said


def test_the_list_follows_fog_and_the_nearest_come_first():
    """Unseen creatures are left out unless everything is shown; the nearest first, ties in reading order."""
    def enemy(x, y, name):
        return Entity(Pos(x, y), "m", EntityKind.ENEMY, name, 5, 5)

    entities = [enemy(9, 0, "far"), enemy(1, 1, "hidden"), enemy(3, 2, "near"), enemy(1, 3, "tie"),
                Entity(Pos(2, 2), "@", EntityKind.PLAYER, "you", 10, 10)]
    visible = [[x != 1 or y != 1 for x in range(10)] for y in range(4)]
    view = View(10, 4, ["." * 10] * 4, entities, [], [], None, 0, visible=visible)
    assert [e.name for e in creatures_in_sight(view)] == ["near", "tie", "far"]
    assert [e.name for e in creatures_in_sight(view, everything=True)] == ["near", "hidden", "tie", "far"]


def test_in_tile_mode_a_row_shows_the_creatures_sprite(make_app):
    app = make_app()
    press(app, "s")
    app.toggle_tiles()
    assert app.board.tiles, app.status
    play = app.stack[-1]
    frame(app)
    assert all(row.sprite is not None for row in play.sightings())
    app.toggle_tiles()
    frame(app)
    assert all(row.sprite is None for row in play.sightings())
