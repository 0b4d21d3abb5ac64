"""The sound effects shipped with the program (made by make_sounds.py), read through importlib.resources."""
