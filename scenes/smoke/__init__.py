"""`parlour --smoke-test [--out DIR] [--language CODE]`: open every scene the app has, headless, and photograph it.

It starts the main menu, the game choice, each set-up screen it offers, every scene registered
in scenes.tables (tables and OTHER_SCENES), a dialog and the kit's demo table. Each registered
table is played by bots in every seat, through the table's own update loop, until a few moves
were applied; then its pause menu is opened, the game is saved, loaded back and resumed, and
the result screen is shown over it. Every game's fresh position also goes through a save and
back. A finished game (Pixies where it has a table) is kept, watched in the replay for a few
moves and reviewed, the review judged in the bot worker; every game's review with its picture
of the game, at 100 % and 200 % text (reviews.py). At 200 % text the menu, Settings, Load,
Finished games and every result screen are photographed again, and a LIXO? table where the person
holds 18 cards (at 100 % too). With `--language CODE` every screen speaks that language. One
PNG per scene lands in DIR (default: a new temp folder), which is printed. With `--display` it
runs in a real window, and its "window" part checks what a person meets there: the window shows
and has the keyboard, a resize lays the menu out again, F11 goes full screen at the screen's size
and back, once per press, and the loop left alone draws nothing.

It never touches the player's own files (it runs with its own PARLOUR_HOME) and exits 0 only
if nothing raised. The parts: scenes/smoke/screens.py (the screens without a game), games.py (the
tables, saves, replay and review), driver.py (the App, the loop, the photographs). Only
`parlour --smoke-test` imports this package (scenes.launch), so the app's start never loads it.
"""
from __future__ import annotations

import os
import shutil
import tempfile
from functools import partial
from pathlib import Path

from game import GAMES
from scenes import tables
from scenes.lesson.script import lesson_names
from scenes.menu import GameChoice
from scenes.smoke.driver import SIZE
from scenes.smoke.flanxtogether import FlanxTogether
from scenes.smoke.games import Games
from scenes.smoke.reviews import Reviews
from scenes.smoke.screens import Screens
from scenes.smoke.together import Together

__all__ = ["SIZE", "SmokeTest", "run"]


def run(out: Path | None = None, headless: bool = True, language: str | None = None) -> int:
    """Run the smoke test; 0 when every scene opened and played without an exception. With
    `language` (en, de, ru) every screen speaks it, else the system's language as the app would."""
    if headless:
        os.environ["SDL_VIDEODRIVER"] = "dummy"
        os.environ["SDL_AUDIODRIVER"] = "dummy"
    previous_home = os.environ.get("PARLOUR_HOME")
    home = tempfile.mkdtemp(prefix="parlour-smoke-home-")
    os.environ["PARLOUR_HOME"] = home
    os.environ["PARLOUR_LOOPBACK_ONLY"] = "1"       # the hosted table listens on 127.0.0.1 only (scenes.net.lan)
    try:
        out = Path(out) if out is not None else Path(tempfile.mkdtemp(prefix="parlour-smoke-"))
        out.mkdir(parents=True, exist_ok=True)
        print(f"smoke test: screenshots go to {out}", flush=True)
        failures = SmokeTest(out, language).run()
    finally:
        if previous_home is None:
            os.environ.pop("PARLOUR_HOME", None)
        else:
            os.environ["PARLOUR_HOME"] = previous_home
        shutil.rmtree(home, ignore_errors=True)
    print(f"smoke test {'FAILED: ' + ', '.join(failures) if failures else 'passed'}; screenshots in {out}")
    return 1 if failures else 0


class SmokeTest(Screens, Games, Reviews, Together, FlanxTogether):
    def run(self) -> list[str]:
        """Every part in turn (their order numbers the PNGs); the names of the parts that failed."""
        self.part("menu", self.menu)
        self.part("window", self.window)
        self.part("choose-game", self.choose_game)
        for rules in GameChoice.games():
            self.part(f"setup-{rules.name}", partial(self.setup, rules.name))
        for game_name in GAMES:
            self.part(f"save-{game_name}", partial(self.fresh_save_round_trip, game_name))
        for key in tables.OTHER_SCENES:
            self.part(key, partial(self.other_scene, key))
        self.part("dialog", self.dialog)
        self.part("demo-table", self.demo_table)
        self.part("with-friends", self.with_friends)
        self.part("together", self.together)
        self.part("flanx-together", self.flanx_together)
        for game_name in tables.TABLES:
            self.part(f"table-{game_name}", partial(self.table, game_name))
        if tables.TABLES:
            self.part("replay-and-review", self.replay_and_review)
            self.part("review-pictures", self.review_pictures)
        self.part("text-200", self.large_text)
        for game_name in lesson_names():
            self.part(f"lesson-{game_name}", partial(self.lesson, game_name))
        return self.failures
