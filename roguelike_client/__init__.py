"""The roguelike client: ChamberCrawler3000, the range-3 maze and the Dungeon of Dooom in one program.

The rules live in the top-level `game` package and the window in `graphics` (the product card's layout); this package
holds the rest of the program: the command line and session layer (play), the terminal front ends (terminal), the
player's files (userdata), the bot runner and sample bot (bots), and the shipped maps and sounds as data."""
