"""Text from outside the program (a bot, a record, a score file, the keyboard) made safe to show in the window and
the terminal: one line, nothing hidden, nothing that moves a terminal's cursor, cut to a sane length."""
from __future__ import annotations

import re
import unicodedata

LINE_LIMIT = 1000     # characters shown of one text at most, the ellipsis included: far more than a line we write
ELLIPSIS = "..."
# Control characters (C0, DEL, C1: ESC, which starts every terminal escape, among them), format characters
# (zero-width spaces and joiners, bidirectional overrides, the byte order mark), lone surrogates, and the line
# and paragraph separators.
HIDDEN = frozenset({"Cc", "Cf", "Cs", "Zl", "Zp"})
SHORT_ESCAPES = {"\t": "\\t", "\n": "\\n", "\r": "\\r"}
ZERO_WIDTH_JOINER = "\u200d"
# Emoji sequences are ordinary text made with format characters: a zero-width joiner between two symbols (a
# family, a rainbow flag) and the tag characters of a subdivision flag (England's, Scotland's).
FLAG_TAGS = re.compile("\U0001f3f4[\U000e0020-\U000e007e]+\U000e007f")
EMOJI_MARKS = frozenset({"Mn", "Me", "Sk"})   # what may follow an emoji before a joiner: variation, keycap, skin


def stand_in(char: str) -> str:
    """What a hidden character is shown as: its escape as Python writes it (\\x1b, \\r, \\u200b, \\ud800)."""
    if char in SHORT_ESCAPES:
        return SHORT_ESCAPES[char]
    code = ord(char)
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}" if code < 0x10000 else f"\\U{code:08x}"


def shown(text: str, limit: int | None = LINE_LIMIT) -> str:
    """The text as it may be shown: each hidden character as its stand_in, and at most `limit` characters (with
    ELLIPSIS at the end of a cut one; None: no cut). Other text (accents, CJK, emoji) stays as it is, and text
    already shown comes back unchanged."""
    if (limit is None or len(text) <= limit) and text.isprintable():
        return text
    # The shown text is never shorter than its source: limit + 1 characters are enough to know where to cut.
    source = text if limit is None else text[:limit + 1]
    kept = {index for match in FLAG_TAGS.finditer(source) for index in range(match.start() + 1, match.end())}
    pieces, length = [], 0
    joins = []      # each piece: whether it is a format character kept as part of an emoji sequence
    for index, char in enumerate(source):
        piece, joining = char, False
        if unicodedata.category(char) in HIDDEN:
            joining = index in kept or _joins_emoji(source, index)
            piece = char if joining else stand_in(char)
        pieces.append(piece)
        joins.append(joining)
        length += len(piece)
    if limit is None or (length <= limit and len(source) == len(text)):
        return "".join(pieces)
    end, length = 0, 0
    # An escape is kept whole or not at all: half of one would read as something else.
    while end < len(pieces) and length + len(pieces[end]) <= limit - len(ELLIPSIS):
        length += len(pieces[end])
        end += 1
    # Nor does a cut end inside an emoji sequence: its joiner or tags would join nothing.
    while end and joins[end - 1]:
        end -= 1
    return "".join(pieces[:end]) + ELLIPSIS


def _joins_emoji(text: str, index: int) -> bool:
    """Whether the character at index is a zero-width joiner between two symbols (marks after the first allowed)."""
    if text[index] != ZERO_WIDTH_JOINER or index + 1 >= len(text):
        return False
    before = index - 1
    while before >= 0 and unicodedata.category(text[before]) in EMOJI_MARKS:
        before -= 1
    return before >= 0 and unicodedata.category(text[before]) == "So" and unicodedata.category(text[index + 1]) == "So"


def shown_lines(text: str, limit: int | None = LINE_LIMIT) -> str:
    """Text of several lines (split at \\n only, which stays) with each line shown()."""
    return "\n".join(shown(line, limit) for line in text.split("\n"))


def program_name(command: str) -> str:
    """A bot's command as a person knows it: its program's file ("python3 roguelike_client/bots/maze_bot.py --fast":
    maze_bot.py; "sample" stays "sample")."""
    words = [word for word in command.split() if not word.startswith("-")]
    return words[-1].replace("\\", "/").rsplit("/", 1)[-1] if words else command
