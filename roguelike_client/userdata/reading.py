"""Reading the user's files: the one bounded reader of every file a user gives us or we kept (never blocking on a
pipe), its text decoded, and JSON and TOML with their numbers checked; every problem one line. json and tomllib
are imported with the first file of theirs read: a text game reads neither before its first command."""
from __future__ import annotations

import os
import re
import select
import stat
import time
from pathlib import Path
from typing import Any

from game.numbers import MAX_DIGITS
from roguelike_client.userdata.errors import StoredFileError, UnreadableFile, file_kind, reason

# How much of each kind of file is read at most (docs/records.md gives the reasons).
SETTINGS_BYTES = 64 * 1024               # settings.toml, keymap.toml: a few hundred bytes when written by us
SCORES_BYTES = 1024 * 1024               # scores.json: ten entries per game
RECORD_BYTES = 64 * 1024 * 1024          # a save or a replay: its map's whole text and every command
MAX_FILE_BYTES = RECORD_BYTES            # the largest file of ours read at all
PIPE_SECONDS = 10.0                      # a pipe or FIFO read from must be closed by its writer by then
_CHUNK = 1024 * 1024


# ----- reading: bounded, never blocking -------------------------------------------------------------

def read_bytes(path: Path | str, limit: int, pipes: bool = True) -> bytes:
    """The whole of a file the user gave us or we kept, at most limit bytes: UnreadableFile (one line) for a file
    that is missing, unreadable, larger, a folder, a device or a socket. With pipes, a FIFO or pipe (`--replay
    <(...)`) is read without blocking: what its writer gives within PIPE_SECONDS, and an empty file when it has no
    writer; without (the program's own files), it is refused like a device."""
    name = str(path)
    try:
        mode = os.stat(path).st_mode        # before opening: opening some devices is already an action
        if not (stat.S_ISREG(mode) or (pipes and stat.S_ISFIFO(mode))):
            raise UnreadableFile(name, f"is {file_kind(mode)}, not a file that can be read")
        handle = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except OSError as error:
        raise UnreadableFile(name, f"cannot read file: {reason(error)}") from None
    try:
        info = os.fstat(handle)
        if stat.S_ISREG(info.st_mode):
            if info.st_size > limit:
                raise UnreadableFile(name, f"file is {info.st_size} bytes, more than the {limit} allowed")
            return _read_to_end(handle, name, limit, None)
        if pipes and stat.S_ISFIFO(info.st_mode) and os.name == "posix":
            return _read_to_end(handle, name, limit, time.monotonic() + PIPE_SECONDS)
        raise UnreadableFile(name, f"is {file_kind(info.st_mode)}, not a file that can be read")
    except OSError as error:
        raise UnreadableFile(name, f"cannot read file: {reason(error)}") from None
    finally:
        os.close(handle)


def _read_to_end(handle: int, name: str, limit: int, deadline: float | None) -> bytes:
    """Read until the end, refusing more than limit bytes (a regular file may grow while read; /proc's files say
    they are empty); with a deadline, a pipe that has nothing yet is waited for until then."""
    chunks: list[bytes] = []
    size = 0
    while True:
        try:
            chunk = os.read(handle, min(_CHUNK, limit + 1 - size))
        except BlockingIOError:
            left = deadline - time.monotonic() if deadline is not None else 0.0
            if left <= 0:
                raise UnreadableFile(name, f"the pipe was not closed within {PIPE_SECONDS:g} s") from None
            select.select([handle], [], [], left)
            continue
        if not chunk:
            return b"".join(chunks)
        size += len(chunk)
        if size > limit:
            raise UnreadableFile(name, f"more than the {limit} bytes allowed")
        chunks.append(chunk)


def decode_text(raw: bytes, name: str) -> str:
    """A file's bytes as text: NUL bytes or invalid UTF-8 are one line saying where; a leading byte order mark
    (Notepad's) is dropped."""
    if b"\0" in raw:
        return _refuse_at(raw, raw.index(b"\0"), name, "not a text file (NUL byte)")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as error:
        return _refuse_at(raw, error.start, name, "not a text file (invalid UTF-8)")
    return text[1:] if text.startswith("\ufeff") else text


def _refuse_at(raw: bytes, offset: int, name: str, what: str) -> str:
    line = raw.count(b"\n", 0, offset) + 1
    column = offset - (raw.rfind(b"\n", 0, offset) + 1) + 1
    raise StoredFileError(f"{name}:{line}:{column}: {what}")


def read_text(path: Path | str, limit: int = MAX_FILE_BYTES, pipes: bool = True) -> str:
    """A stored or given text file's contents (read_bytes, then decode_text), or StoredFileError in one line."""
    return decode_text(read_bytes(path, limit, pipes), str(path))


# ----- numbers in JSON and TOML ---------------------------------------------------------------------

class _LongNumber(Exception):
    """A JSON integer of more than MAX_DIGITS digits, found while decoding."""


def _json_int(digits: str) -> int:
    if len(digits) - digits.startswith("-") > MAX_DIGITS:
        raise _LongNumber(digits)
    return int(digits)


def _json_constant(word: str) -> Any:
    import json

    raise json.JSONDecodeError(f"{word} is not a number JSON allows", word, 0)


# Strings (and TOML's comments), then numbers: what _long_number_at looks through for the integer to name (compiled
# only when a file has such a number).
_JSON_TOKENS = r'(?s)"(?:[^"\\]|\\.)*"|(?P<number>-?[0-9]+(?P<fraction>[.eE][-+0-9.eE]*)?)'


def _long_number_at(text: str, tokens: str, name: str) -> str:
    """One line naming the first integer of more than MAX_DIGITS digits outside strings, with its place."""
    for match in re.finditer(tokens, text):
        number = match.group("number")
        if number and not match.group("fraction") and sum(c.isdigit() for c in number) > MAX_DIGITS:
            offset = match.start()
            line = text.count("\n", 0, offset) + 1
            column = offset - (text.rfind("\n", 0, offset) + 1) + 1
            return f"{name}:{line}:{column}: a number of more than {MAX_DIGITS} digits"
    return f"{name}: a number of more than {MAX_DIGITS} digits"


def parse_json(text: str, name: str) -> object:
    """JSON text decoded, or StoredFileError in one line with its place: bad syntax, nesting beyond the stack, an
    integer of more than MAX_DIGITS digits (Python refuses those of more than 4300 with a ValueError of its own),
    NaN or Infinity."""
    import json

    try:
        return json.loads(text, parse_int=_json_int, parse_constant=_json_constant)
    except _LongNumber:
        raise StoredFileError(_long_number_at(text, _JSON_TOKENS, name)) from None
    except json.JSONDecodeError as error:
        if error.doc != text:          # one of ours, raised without a place: the place is where the word is
            error = json.JSONDecodeError(error.msg, text, _constant_at(text))
        raise StoredFileError(f"{name}:{error.lineno}:{error.colno}: not valid JSON: {error.msg}") from None
    except (RecursionError, MemoryError):
        raise StoredFileError(f"{name}: not valid JSON: nested too deeply") from None
    except ValueError as error:        # whatever else json's scanner may raise: never a traceback
        raise StoredFileError(f"{name}: not valid JSON: {str(error)[:100]}") from None


def _constant_at(text: str) -> int:
    for match in re.finditer(r'"(?:[^"\\]|\\.)*"|-?(?:NaN|Infinity)', text, re.S):
        if not match.group().startswith('"'):
            return match.start()
    return 0


def read_json(path: Path | str, limit: int = MAX_FILE_BYTES, pipes: bool = True) -> object:
    return parse_json(read_text(path, limit, pipes), str(path))


_TOML_TOKENS = (r'"(?:[^"\\\n]|\\.)*"|\'[^\'\n]*\'|#[^\n]*|'
                r'(?P<number>[+-]?[0-9][0-9_]*(?P<fraction>[.eE][-+0-9_.eE]*)?)')


# The lines the program writes in settings.toml and keymap.toml (userdata/settings.py save_toml): comments and
# `key = value` with a bare key and a value that is a boolean, a short decimal integer or float, a basic string
# with no escape but \\ and \", or a one-line list of such strings. A file of only these lines is read here, the
# same as tomllib reads it (tests/test_settings_toml.py); any other line is left to tomllib, which says what is wrong.
_STRING = r'"(?:[^"\\\x00-\x08\x0a-\x1f\x7f]|\\[\\"])*"'
_PLAIN_LINE = re.compile(
    r'[ \t]*(?:#[^\x00-\x08\x0a-\x1f\x7f]*'
    r'|(?P<key>[A-Za-z0-9_-]+)[ \t]*=[ \t]*'
    r'(?:(?P<bool>true|false)|(?P<int>-?(?:0|[1-9][0-9]{0,17}))(?P<float>\.[0-9]{1,17})?'
    rf'|(?P<string>{_STRING})|(?P<list>\[[ \t]*(?:{_STRING}[ \t]*,[ \t]*)*(?:{_STRING}[ \t]*)?\]))[ \t]*)?')
_STRINGS = re.compile(_STRING)
_ESCAPED = re.compile(r'\\(.)')


def _plain_string(quoted: str) -> str:
    return _ESCAPED.sub(r"\1", quoted[1:-1])


def _plain_toml(text: str) -> dict[str, Any] | None:
    """A file of the program's own lines (above) decoded without tomllib (about 3 ms to import at start-up), or None
    for anything else."""
    if "\r" in text:
        return None
    data: dict[str, Any] = {}
    for line in text.split("\n"):
        found = _PLAIN_LINE.fullmatch(line)
        if found is None:
            return None
        key = found["key"]
        if key is None:
            continue
        if key in data:
            return None
        if found["bool"]:
            data[key] = found["bool"] == "true"
        elif found["float"]:
            data[key] = float(found["int"] + found["float"])
        elif found["int"]:
            data[key] = int(found["int"])
        elif found["string"]:
            data[key] = _plain_string(found["string"])
        else:
            data[key] = [_plain_string(quoted) for quoted in _STRINGS.findall(found["list"])]
    return data


def parse_toml(text: str, name: str) -> dict[str, Any]:
    """TOML text decoded, or StoredFileError in one line: bad syntax, nesting beyond the stack, or an integer
    of more than MAX_DIGITS digits (named by its key)."""
    data = _plain_toml(text)
    if data is not None:
        _check_toml_numbers(data, name, "")
        return data
    import tomllib

    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        place = re.search(r"\s*\(at line (\d+), column (\d+)\)$", str(error))
        if place is None:
            raise StoredFileError(f"{name}: not valid TOML: {error}") from None
        what = str(error)[:place.start()]
        raise StoredFileError(f"{name}:{place.group(1)}:{place.group(2)}: not valid TOML: {what}") from None
    except (RecursionError, MemoryError):
        raise StoredFileError(f"{name}: not valid TOML: nested too deeply") from None
    except ValueError:                 # an integer past Python's conversion limit: tomllib lets int() say so
        raise StoredFileError(_long_number_at(text, _TOML_TOKENS, name)) from None
    _check_toml_numbers(data, name, "")
    return data


def _check_toml_numbers(value: Any, name: str, key: str) -> None:
    """Integers within MAX_DIGITS digits (0x, 0o and 0b numbers are read whatever their length)."""
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) >= 10 ** MAX_DIGITS:
        raise StoredFileError(f"{name}: '{key}' is a number of more than {MAX_DIGITS} digits")
    if isinstance(value, dict):
        for inner, item in value.items():
            _check_toml_numbers(item, name, f"{key}.{inner}" if key else inner)
    elif isinstance(value, list):
        for item in value:
            _check_toml_numbers(item, name, key)


def read_toml(path: Path | str, limit: int = SETTINGS_BYTES, pipes: bool = True) -> dict[str, Any]:
    return parse_toml(read_text(path, limit, pipes), str(path))
