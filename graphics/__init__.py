"""The pygame-ce window: loop, screens, board view, HUD, sound."""
