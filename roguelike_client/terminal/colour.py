"""Whether the terminal's text may be coloured: only on a terminal, never when NO_COLOR is set and not empty
(https://no-color.org), and on Windows only once the console has been switched to virtual-terminal processing."""
from __future__ import annotations

import os
import sys
from typing import TextIO

ENABLE_VIRTUAL_TERMINAL_PROCESSING = 0x0004
STD_OUTPUT_HANDLE, STD_ERROR_HANDLE = -11, -12


def colour_wanted(out: TextIO) -> bool:
    """Whether ANSI colour codes may be written to out."""
    if os.environ.get("NO_COLOR"):
        return False
    try:
        if not out.isatty():
            return False
    except (AttributeError, ValueError):
        return False
    if sys.platform == "win32":
        return _windows_colours(out)
    return True


def _windows_colours(out: TextIO) -> bool:
    """Switch the console behind out to virtual-terminal processing; False (write no codes) where that fails."""
    try:
        import ctypes
        from ctypes import wintypes

        kernel32 = ctypes.WinDLL("kernel32", use_last_error=True)      # type: ignore[attr-defined]
        which = STD_ERROR_HANDLE if out is sys.stderr else STD_OUTPUT_HANDLE
        handle = kernel32.GetStdHandle(which)
        mode = wintypes.DWORD()
        if not kernel32.GetConsoleMode(handle, ctypes.byref(mode)):
            return False
        if mode.value & ENABLE_VIRTUAL_TERMINAL_PROCESSING:
            return True
        return bool(kernel32.SetConsoleMode(handle, mode.value | ENABLE_VIRTUAL_TERMINAL_PROCESSING))
    except (OSError, AttributeError, ImportError):
        return False
