"""Text from outside made safe to show (play/text.py): hidden characters as escapes, a sane length, ordinary text
(accents, CJK, emoji) as it is, and any str at all, lone surrogates included, handled without raising."""
import unicodedata

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from roguelike_client.play.text import ELLIPSIS, LINE_LIMIT, shown, shown_lines

# Every character Python's str can hold: all categories, lone surrogates included.
ANY_TEXT = st.text(st.characters(codec=None, exclude_categories=()))
ORDINARY = st.text(st.characters(exclude_categories=("Cc", "Cf", "Cs", "Zl", "Zp")), max_size=LINE_LIMIT)
TAG_RANGE = ("\U000e0020", "\U000e007f")


def harmless(text: str) -> bool:
    """No character a terminal or the window would act on or hide (control, format, surrogate, line or paragraph
    separator) but the joiner and tags that shown() keeps inside emoji sequences."""
    return all(unicodedata.category(char) not in ("Cc", "Cf", "Cs", "Zl", "Zp") or char == "\u200d"
               or TAG_RANGE[0] <= char <= TAG_RANGE[1] for char in text)


def test_control_characters_escapes_and_separators_become_visible_escapes():
    assert shown("a\x00b") == "a\\x00b"
    assert shown("\rFinal score: 99999") == "\\rFinal score: 99999"
    assert shown("\x1b[2J\x1b[HFinal score") == "\\x1b[2J\\x1b[HFinal score"
    assert shown("one\ntwo\tthree") == "one\\ntwo\\tthree"
    assert shown("x\u2028y\u2029z\x85w\x7f\x9b") == "x\\u2028y\\u2029z\\x85w\\x7f\\x9b"


def test_zero_width_format_characters_and_lone_surrogates_become_escapes():
    assert shown("\u200b") == "\\u200b"
    assert shown("\ufeffbom") == "\\ufeffbom"
    assert shown("abc\u202edef") == "abc\\u202edef"          # a right-to-left override would reverse what follows
    assert shown("a\u200db") == "a\\u200db"                  # a joiner between letters joins nothing
    assert shown("\ud800 \udfff") == "\\ud800 \\udfff"
    assert shown("\U000e0001") == "\\U000e0001"


def test_ordinary_text_stays_as_it_is():
    for text in ("", "Café crème", "迷路の英雄", "Ελληνικά", "😀 👍🏽", "a b\u00a0c", "Final score: 12", "\\x00 typed"):
        assert shown(text) == text
    # Emoji sequences are made with format characters: a family, a rainbow flag, England's flag.
    for emoji in ("👨\u200d👩\u200d👧", "🏳\ufe0f\u200d🌈", "\U0001f3f4\U000e0067\U000e0062\U000e0065\U000e006e\U000e0067\U000e007f"):
        assert shown(emoji) == emoji


def test_long_text_is_cut_with_an_ellipsis_and_never_inside_an_escape():
    assert shown("a" * LINE_LIMIT) == "a" * LINE_LIMIT
    assert shown("a" * (LINE_LIMIT + 1)) == "a" * (LINE_LIMIT - len(ELLIPSIS)) + ELLIPSIS
    assert shown("a" * 10**6).endswith(ELLIPSIS)
    assert shown("ab\x00cd", 6) == "ab..."
    assert shown("x" * 995 + "\x1b" * 3) == "x" * 995 + ELLIPSIS
    assert shown("abc\x00", limit=None) == "abc\\x00"
    assert len(shown("\x00" * 5000, limit=None)) == 20000


def test_a_cut_never_leaves_half_an_emoji_sequence():
    family = "👨\u200d👩\u200d👧"
    text = "x" * (LINE_LIMIT - 5) + family + "tail"
    assert harmless(shown(text)) and shown(shown(text)) == shown(text)


def test_lines_keep_their_line_ends_and_each_is_shown():
    assert shown_lines("bot 1: a\rb\nscore 3\n") == "bot 1: a\\rb\nscore 3\n"


@settings(max_examples=2000, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(ANY_TEXT, st.one_of(st.none(), st.integers(min_value=4, max_value=2 * LINE_LIMIT)))
def test_any_text_is_shown_harmless_on_one_line_within_the_limit(text, limit):
    result = shown(text, limit)
    assert harmless(result)
    assert len(result.splitlines()) <= 1
    assert limit is None or len(result) <= limit
    assert shown(result, limit) == result
    result.encode("utf-8")       # no lone surrogate is left to fail the terminal's or the font's encoding


@settings(max_examples=500, deadline=None)
@given(ORDINARY)
def test_any_ordinary_text_within_the_limit_is_unchanged(text):
    assert shown(text) == text


@settings(max_examples=500, deadline=None)
@given(st.lists(ANY_TEXT, max_size=5))
def test_shown_lines_keeps_exactly_the_line_ends_it_was_given(lines):
    joined = "\n".join(line.replace("\n", "") for line in lines)
    result = shown_lines(joined)
    assert result.count("\n") == joined.count("\n")
    assert all(harmless(line) for line in result.split("\n"))
    assert not any(unicodedata.category(char) in ("Zl", "Zp") for char in result)
