"""Seeded randomness that lives inside a state, so a resumed save has the same future shuffles."""
from __future__ import annotations

import random
from typing import Any


def rng_to_json(rng: random.Random) -> list[Any]:
    """The generator's full state as plain JSON types."""
    version, internal, gauss = rng.getstate()
    return [version, list(internal), gauss]


def rng_from_json(data: list[Any]) -> random.Random:
    """The inverse of rng_to_json; ValueError on anything that is not such a state."""
    try:
        version, internal, gauss = data
        if not isinstance(internal, list) or len(internal) != 625:
            raise ValueError("wrong length")
        # one pass over the 625 words in C, not a Python loop: this runs at every save and load
        if {type(x) for x in internal} != {int} or min(internal) < 0 or max(internal) >= 2**32:
            raise ValueError("not 32-bit words")
        rng = random.Random()
        rng.setstate((version, tuple(internal), gauss))
        return rng
    except (TypeError, ValueError) as exc:
        raise ValueError(f"bad random-generator state: {exc}") from None


def rng_copy(rng: random.Random) -> random.Random:
    copy = random.Random()
    copy.setstate(rng.getstate())
    return copy


def shuffle(rng: random.Random, items: list[Any]) -> None:
    """`rng.shuffle(items)`, the very same permutation from the same draws, at about half the cost:
    `Random.shuffle` calls `_randbelow` (a Python method) per item, where this draws with
    `getrandbits` directly, as `_randbelow` does for a plain random.Random (a game deals every
    round of every playout with it; tests/test_advance.py checks the two agree).

    >>> a, b = list(range(70)), list(range(70))
    >>> random.Random(5).shuffle(a); shuffle(random.Random(5), b); a == b
    True
    """
    bits = rng.getrandbits
    for i in range(len(items) - 1, 0, -1):
        n = i + 1
        k = n.bit_length()
        j = bits(k)
        while j >= n:
            j = bits(k)
        items[i], items[j] = items[j], items[i]
