"""Words for people: counts with the right plural, and verbs that agree with "You" or a name.

    >>> count(1, "card"), count(3, "card"), count(2, "Flixo"), count(1, "round")
    ('1 card', '3 cards', '2 Flixos', '1 round')
    >>> count(0, "box", "boxes")
    '0 boxes'
    >>> agree("You", "win"), agree("Bot 2 (hard)", "win"), agree("You", "pass", "passes")
    ('You win', 'Bot 2 (hard) wins', 'You pass')
    >>> agree("Bot 3", "pass", "passes")
    'Bot 3 passes'
"""
from __future__ import annotations

from typing import Optional


def count(n: int, noun: str, plural: Optional[str] = None) -> str:
    """`n` and the noun, singular for exactly one."""
    return f"{n} {noun if n == 1 else plural or noun + 's'}"


def agree(name: str, verb: str, third: Optional[str] = None) -> str:
    """The name and the verb that goes with it: "You win", "Bot 2 wins" (`third` for irregular forms)."""
    if name == "You":
        return f"You {verb}"
    return f"{name} {third or verb + 's'}"
