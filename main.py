"""Start the program from a checkout: `python main.py` does what the installed `roguelike` command does."""
import sys

from play.cli import main

if __name__ == "__main__":
    sys.exit(main())
