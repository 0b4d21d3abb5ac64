"""Start the program from a checkout: `python main.py` does what the installed `roguelike` command does."""
import sys

from roguelike_client.play.shutdown import starting

starting()      # before the program's modules are imported (see shutdown.starting)

from roguelike_client.play.cli import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main())
