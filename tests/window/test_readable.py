"""Readable at every size: the HUD's text grows with the window, hover text is never cut, the player is marked in
tile mode, a vampire's HP has a bar against the most it has had, and the least window size cuts nothing."""
import pygame

from game.core import EntityKind, Stat
from graphics.display import MIN_WINDOW_SIZE
from graphics.hud import Hud
from graphics.palette import STANDARD
from graphics.play_screen import hud_scale
from tests.window.helpers import frame, press
from tests.window.test_dooom_feel import hall


def test_the_huds_text_grows_with_the_window_in_quarter_steps():
    assert hud_scale((1296, 640)) == 1 and hud_scale(MIN_WINDOW_SIZE) == 1 and hud_scale((640, 60)) == 1
    assert hud_scale((1920, 1080)) == 1.25 and hud_scale((2592, 1280)) == 2 and hud_scale((3840, 2160)) == 2.75


def test_hover_text_too_long_for_the_rows_left_is_wrapped_in_the_small_font_whole():
    pygame.font.init()
    font, small = pygame.font.Font(None, 24), pygame.font.Font(None, 20)
    hud = Hud(STANDARD, font, small)
    surface = pygame.Surface((300, 170))
    drawn = []
    text = hud.text
    hud.text = lambda words, *rest: drawn.append(words) or text(words, *rest)
    hover = [("Dragon (D): 150 / 150 HP, Atk 20, Def 20, guards its hoard", STANDARD.gold),
             ("It hits you for 13 (half miss), you hit it for 12 (half miss).", STANDARD.gold)]
    stats = [Stat("Race", "Drow"), Stat("HP", 150, maximum=150), Stat("Atk", 25, base=25)]
    hud.draw_stats(surface, pygame.Rect(0, 0, 300, 158), stats, hover)
    shown = " ".join(words for words in drawn if words not in ("Race Drow", "HP 150 / 150", "Atk 25"))
    assert "..." not in shown and shown.endswith("(half miss).") and "guards its hoard" in shown


def test_a_vampire_has_an_hp_bar_against_the_most_hp_it_has_had(make_app):
    app = make_app()
    play_text = []
    press(app, "v")
    screen = app.stack[-1]
    text = screen.hud.text
    screen.hud.text = lambda words, *rest: play_text.append(words) or text(words, *rest)
    frame(app)
    assert "HP 50 (no maximum; most so far 50)" in play_text and not any(words.startswith("Race Vampire") and "HP" in words
                                                      for words in play_text)


def test_the_player_is_framed_in_its_colour_in_tile_mode():
    app, screen, session = hall(107)
    app.toggle_tiles()
    frame(app)
    player = next(e for e in session.view().entities if e.kind is EntityKind.PLAYER)
    rect = app.board.cell_rect(player.pos)
    surface = pygame.display.get_surface()
    colour = app.palette.player
    edge = [surface.get_at((x, rect.top))[:3] for x in range(rect.left, rect.right)]
    assert all(pixel == tuple(colour[:3]) for pixel in edge)


def test_a_stats_line_too_wide_goes_on_over_another_line_never_cut_inside_a_stat():
    """The fifth playtest's Drow with the bag, at 800x500: "Race Drow  Gold 6  Floor 1  Bag e..."."""
    pygame.font.init()
    hud = Hud(STANDARD, pygame.font.Font(None, 24), pygame.font.Font(None, 20))
    drawn = []
    text = hud.text
    hud.text = lambda words, *rest: drawn.append(words) or text(words, *rest)
    stats = [Stat("Race", "Drow"), Stat("Gold", 6), Stat("Floor", 1), Stat("Bag", "empty (0/5)"),
             Stat("HP", 33, 150)]
    hud.draw_stats(pygame.Surface((300, 158)), pygame.Rect(0, 0, 260, 158), stats, [])
    assert "Race Drow   Gold 6   Floor 1" in drawn and "Bag empty (0/5)" in drawn
    assert not [words for words in drawn if words.endswith("...")]
