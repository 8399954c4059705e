"""Words for people: counts with the right plural, and verbs that agree with "You" or a name.

    >>> count(1, "card"), count(3, "card"), count(2, "Flixo"), count(1, "round")
    ('1 card', '3 cards', '2 Flixos', '1 round')
    >>> count(0, "box", "boxes")
    '0 boxes'
    >>> agree("You", "win"), agree("Bot 2 (hard)", "win"), agree("You", "pass", "passes")
    ('You win', 'Bot 2 (hard) wins', 'You pass')
    >>> ordinal(1), ordinal(2), ordinal(3), ordinal(4), ordinal(11), ordinal(22)
    ('1st', '2nd', '3rd', '4th', '11th', '22nd')
    >>> agree("Bot 3", "pass", "passes")
    'Bot 3 passes'
    >>> cost_words(6.6, "points"), cost_words(1.2, "points"), cost_words(0.4, "points")
    ('about 7 points', 'about 1 point', 'less than a point')
    >>> cost_words(0.123, "share"), cost_words(0.004, "share", team=True)
    ('about 12 % of your chance to win', "less than 1 % of the team's chance to win")
"""
from __future__ import annotations

#: what a bot level does, in the same few words in every game where they fit; a game adds its own
#: after a comma (the set-up screen shows only these words where the whole does not fit)
LEVEL_WORDS = {
    "random": "plays at random",
    "easy": "plays what looks good now",
    "normal": "looks a little ahead",
    "hard": "weighs what may still come",
    "expert": "looks furthest ahead",
}


def level_words(level: str, detail: str = "") -> str:
    """The common words for `level`, and the game's own `detail` after a comma."""
    return f"{LEVEL_WORDS[level]}, {detail}" if detail else LEVEL_WORDS[level]


def count(n: int, noun: str, plural: str | None = None) -> str:
    """`n` and the noun, singular for exactly one."""
    return f"{n} {noun if n == 1 else plural or noun + 's'}"


def ordinal(n: int) -> str:
    """1st, 2nd, 3rd, 4th ... 11th, 12th, 13th ... 21st."""
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def agree(name: str, verb: str, third: str | None = None) -> str:
    """The name and the verb that goes with it: "You win", "Bot 2 wins" (`third` for irregular forms)."""
    if name == "You":
        return f"You {verb}"
    return f"{name} {third or verb + 's'}"


def cost_words(cost: float, unit: str, team: bool = False) -> str:
    """What a decision cost, as the review says it: in points (`unit` "points") or as a share
    of the chance to win (`unit` "share", 0..1); `team` for a cooperative game."""
    if unit == "points":
        return f"about {count(round(cost), 'point')}" if cost >= 0.5 else "less than a point"
    whose = "the team's" if team else "your"
    percent = round(100 * cost)
    return f"{'about ' + str(percent) if percent >= 1 else 'less than 1'} % of {whose} chance to win"
