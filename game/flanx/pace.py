"""How fast a Flanx bot plays: each level's time per card, and "Match my pace".

Real time belongs to the referee: it asks `Game.seconds_per_action` how long a bot takes over
its next card (a discard counts as one) and lets it play on its own clock. Each level has its
own time per card; with Match my pace, a level instead follows the person: MATCH_FACTOR times
the median of the person's last MATCH_WINDOW actions, kept within the level's bounds, so a slow
beginner is not simply outrun and a quick one meets a quicker bot. The option (`match_my_pace`)
is on for the easiest two levels unless the person says otherwise.

Beginner is a first duel's level: it starts slowly, and while the person has played fewer than
WARM_UP cards (the first cards of a game, a first duel's included) it is slower still; it follows
a slow person as far as they go (its ceiling, two minutes a card, is no ceiling for a person who
is still playing), so even a person taking 15 s a card is followed at 18 s.

    >>> seconds_per_card("beginner")
    12.0
    >>> seconds_per_card("beginner", "easy levels", [9.0, 11.0, 10.0])
    12.0
    >>> seconds_per_card("beginner", "easy levels", [15.0, 15.0, 15.0])
    18.0
    >>> seconds_per_card("beginner", "easy levels", [9.0])
    18.0
    >>> seconds_per_card("hard", "easy levels", [9.0, 11.0, 10.0])
    2.5

How each level fares against people (the human models of game.flanx.race): bench/RESULTS.md.
"""
from __future__ import annotations

import statistics
from collections.abc import Sequence

from game.core.text import T, Text

#: the levels in order of strength, as the set-up screen offers them ("random" is for tests)
LEVELS = ("random", "beginner", "easy", "normal", "hard", "expert")
#: each level's own time per card, in seconds
SECONDS_PER_CARD = {"random": 8.0, "beginner": 12.0, "easy": 5.0, "normal": 3.5, "hard": 2.5, "expert": 1.5}
#: the fewest and most seconds per card a level takes when it follows the person's pace
PACE_BOUNDS = {"random": (6.0, 12.0), "beginner": (6.0, 120.0), "easy": (4.0, 9.0), "normal": (2.5, 6.0),
               "hard": (1.8, 4.0), "expert": (1.0, 2.5)}
#: the bot takes this many times the person's usual time per card
MATCH_FACTOR = 1.2
#: the person's usual time per card: the median over this many of their latest actions
MATCH_WINDOW = 5
#: the levels that warm up: their first cards, until the person has played this many, are slower
WARM_UP = 3
WARM_UP_LEVELS = ("beginner",)
#: how much slower than its own time per card a warming-up level plays
WARM_UP_FACTOR = 1.5

#: the option's values: follow the person with the easiest two levels, with every level, or never
MATCH_CHOICES = ("easy levels", "always", "never")
#: the levels "easy levels" names
EASY_LEVELS = ("beginner", "easy")


def follows(level: str, match: str) -> bool:
    """Does a bot of `level` follow the person's pace when Match my pace is `match`?"""
    if match not in MATCH_CHOICES:
        raise ValueError(f"Match my pace is one of {', '.join(MATCH_CHOICES)}, not {match!r}")
    return match == "always" or (match == "easy levels" and level in EASY_LEVELS)


def seconds_per_card(level: str, match: str = "never", recent: Sequence[float] = ()) -> float:
    """How long a bot of `level` takes over its next card; `recent` are the seconds the person's
    latest actions took, oldest first (none yet: the level's own time)."""
    if level not in SECONDS_PER_CARD:
        raise ValueError(f"Flanx has no bot level {level!r}")
    own = SECONDS_PER_CARD[level]
    if not follows(level, match):
        return own
    warming = level in WARM_UP_LEVELS and len(recent) < WARM_UP
    if warming:
        own *= WARM_UP_FACTOR
    if not recent:
        return own
    low, high = PACE_BOUNDS[level]
    following = min(high, max(low, MATCH_FACTOR * statistics.median(recent[-MATCH_WINDOW:])))
    return max(own, following) if warming else following

def following_words(level: str) -> Text:
    """A following level's line on the set-up screen, after its name ("Beginner: ...").

    >>> str(following_words("beginner"))
    'about 12 s a card to start, then a fifth longer than you (Match my pace)'
    """
    return T("about {seconds} s a card to start, then a fifth longer than you (Match my pace)",
             seconds=SECONDS_PER_CARD[level])


def match_words(match: str) -> Text:
    """What Match my pace does, in one line for the set-up screen and the lesson.

    >>> str(match_words("easy levels"))
    'Match my pace: Beginner and Easy take a little longer over each card than you do, however slow you are.'
    """
    if match not in MATCH_CHOICES:
        raise ValueError(f"Match my pace is one of {', '.join(MATCH_CHOICES)}, not {match!r}")
    if match == "never":
        return T("Match my pace off: each level plays at its own speed, whatever yours.")
    if match == "always":
        return T("Match my pace: Every level takes a little longer over each card than you do, however slow you are.")
    return T("Match my pace: Beginner and Easy take a little longer over each card than you do, however slow you are.")


def pace_words(level: str) -> Text:
    """The level's pace for the set-up screen: "about 8 s a card"."""
    return T("about {seconds} s a card", seconds=SECONDS_PER_CARD[level])
