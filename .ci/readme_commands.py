"""CI: every command line the README shows (`python main.py ...`), run by the installed copy as `roguelike ...` from the
current folder, which the caller makes empty: the README says `roguelike` does what `python main.py` does from any
folder. The README's starter bot is written as my_bot.py first, as the README tells a reader to. A command that opens
the window runs it headless (it draws its first screen and ends); one that reads the terminal gets no input. Each
must end with status 0. Usage: python readme_commands.py README.md"""
from __future__ import annotations

import re
import shlex
import subprocess
import sys
import time
from pathlib import Path

COMMAND_SECONDS = 600


def readme_commands(readme: str) -> list[list[str]]:
    """The README's `python main.py` command lines, as `roguelike` words, comments left out."""
    commands = []
    for block in re.findall(r"```[a-z]*\n(.*?)```", readme, re.S):
        for line in block.splitlines():
            words = shlex.split(line, comments=True)
            if words[:2] == ["python", "main.py"]:
                commands.append(["roguelike", *words[2:]])
    return commands


def main() -> int:
    readme = Path(sys.argv[1]).read_text(encoding="utf-8")
    starter = re.search(r"<!-- starter bot -->\n```python\n(.*?)```", readme, re.S)
    if starter is None:
        print("the README's starter bot was not found", file=sys.stderr)
        return 1
    Path("my_bot.py").write_text(starter.group(1), encoding="utf-8")
    failed = 0
    for words in readme_commands(readme):
        if "--text" not in words and "--list-maps" not in words:
            words = [*words, "--headless"]
        began = time.monotonic()
        ran = subprocess.run(words, stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=COMMAND_SECONDS)
        said = f"{shlex.join(words)}: status {ran.returncode} in {time.monotonic() - began:.1f} s"
        print(said, flush=True)
        if ran.returncode != 0:
            failed += 1
            print(ran.stdout[-2000:], ran.stderr[-2000:], sep="\n", file=sys.stderr)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
