"""The maps shipped with the program, read through importlib.resources (play/maps.py)."""
