"""Start the program from a checkout: `python main.py` does what the installed `roguelike` command does."""
import sys

from roguelike_client.play.cli import main

if __name__ == "__main__":
    sys.exit(main())
