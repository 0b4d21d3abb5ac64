"""The session layer: starting, continuing, saving, recording, replaying and scoring games for every front end."""
