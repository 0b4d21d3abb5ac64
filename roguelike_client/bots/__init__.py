"""Sample bots that play the games through their text protocols."""
