"""Terminal front ends: each game played over standard input and output."""
