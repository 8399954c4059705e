"""Figures about a run of games that every bench shares: how sure a measured win rate is.

The arena's ladders (game.arena) and the Flanx races (game.flanx.race) report each win rate with
its 95 % Wilson score interval, which stays inside [0, 1] and is honest for small samples and for
rates near 0 or 1, where the normal approximation's interval is not.

    >>> low, high = wilson(60, 100)
    >>> round(low, 3), round(high, 3)
    (0.502, 0.691)
    >>> wilson(0, 10)[0], round(wilson(0, 10)[1], 3)
    (0.0, 0.278)
    >>> wilson(0, 0)
    (0.0, 1.0)
"""
from __future__ import annotations

import math


def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a proportion: `successes` of `n` (a shared win may count
    a fraction); with no trials at all, anything from 0 to 1."""
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)
