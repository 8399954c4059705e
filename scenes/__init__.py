"""Everything on screen: the app shell (app, menu, setup, pause, result, dialogs), the card kit
(scenes.kit) and one table scene per game. Built on pygame-ce and pygame_gui."""
import os

# before pygame is first imported anywhere in the app: its banner is noise in a desktop app
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
