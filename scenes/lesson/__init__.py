"""Learn to play: a guided first game of each game at its real table (issue 27).

- script.py: a lesson as data (the JSON file a game declares, e.g. scenes/pixies/lesson.json),
  read and checked, no pygame;
- run.py: a lesson being played: its referee, the scripted opponents, the gate on the person's moves;
- scene.py: the lesson screen, the coach speaking over the hosted table.

The words of the button are here, so the main menu shows it without loading any of them.
"""

from game.core.text import N_

LEARN = N_("Learn to play")
