"""The range-3 maze: generator, rules, weapons and the bot protocol."""
