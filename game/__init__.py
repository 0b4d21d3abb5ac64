"""The rules of the three games: pure Python, no drawing, no printing."""
