"""What the program keeps for a player between runs: settings, saves, replays and high scores, as JSON/TOML files."""
