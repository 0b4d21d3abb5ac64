"""The Dungeon of Dooom: map files, rules, the LOOK bot and the text protocol."""
