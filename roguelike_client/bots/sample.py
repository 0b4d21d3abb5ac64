"""`--bot sample`: the sample maze bot (bots/maze_bot.py) run as its own process by the program's own interpreter,
whatever the install (a checkout, pip, pipx), on any machine. Records and saves keep the word "sample", not the
command it stands for, so that a game continued elsewhere runs the sample there too."""
from __future__ import annotations

import os
import shlex
import subprocess
import sys
from pathlib import Path

SAMPLE = "sample"
MODULE = "roguelike_client.bots.maze_bot"


def is_sample(command: str) -> bool:
    return command.strip() == SAMPLE


def sample_words() -> list[str]:
    """The sample bot's command as words: this interpreter, -S (no site module: the bot needs the standard library
    alone, and the site-packages' start-up hooks cost a Python start two to four times over), -P (the current folder
    cannot shadow our package), -m and the module."""
    return [sys.executable, "-S", "-P", "-m", MODULE]


def _package_root() -> str:
    """The folder that holds roguelike_client/ (a checkout, or site-packages)."""
    return str(Path(__file__).resolve().parent.parent.parent)


def shell_line(command: str) -> tuple[str, dict[str, str]]:
    """The line the shell runs for a bot command, and what its environment needs besides ours: `sample` is the
    sample bot, quoted for the platform's shell (a POSIX shell execs it: no shell stays between us and the bot, to
    start and to end with it); any other command is run as given."""
    if not is_sample(command):
        return command, {}
    words = sample_words()
    line = subprocess.list2cmdline(words) if sys.platform == "win32" else "exec " + shlex.join(words)
    # Without the site module the interpreter knows no site-packages: the bot is told of the folder that holds our
    # package, a checkout or the site-packages it is installed in.
    paths = [_package_root()] + [path for path in os.environ.get("PYTHONPATH", "").split(os.pathsep) if path]
    return line, {"PYTHONPATH": os.pathsep.join(paths)}
