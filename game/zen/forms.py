"""Making Zen forms: grow a connected shape, then give every cell a card that fits its neighbours.

The booklet (assets/zen/booklet.json) is built from the curated catalogue in
game/zen/build_booklet.py; each entry names a shape grown from a seed, so the data
file can be rebuilt exactly. The same constructor makes a "random form" of any size.

    >>> form = random_form(8, seed=3)
    >>> len(form), form.problems()
    (8, [])
"""
from __future__ import annotations

import random

from game.core.text import T, Text
from game.flanx.cards import BLACK, FACES, WHITE, card
from game.zen.form import Cell, Form, neighbours, pair_fits

# Booklet levels: (smallest, largest) form size and how many deck colours.
LEVELS = {1: (4, 6, 1), 2: (7, 10, 1), 3: (11, 16, 2), 4: (17, 30, 2)}
RANDOM_PREFIX = "Random "      # random forms are named "Random <size> #<seed>"
RING = [(0, 0), (1, 0), (2, 0), (2, 1), (2, 2), (1, 2), (0, 2), (0, 1)]


# -- shapes ------------------------------------------------------------------------------------
def _frontier(cells: set[Cell]) -> list[Cell]:
    return sorted({n for cell in cells for n in neighbours(cell) if n not in cells})


def grow_blob(cells: set[Cell], size: int, rng: random.Random) -> None:
    """Add single cells next to the shape, favouring snug spots, until it has `size` cells."""
    while len(cells) < size:
        spots = _frontier(cells)
        weights = [1 + 2 * sum(n in cells for n in neighbours(s)) for s in spots]
        cells.add(rng.choices(spots, weights)[0])


def grow_arm(cells: set[Cell], length: int, rng: random.Random, limit: int) -> None:
    """Stretch a straight arm out of the shape, stopping at `limit` cells or at a collision."""
    base = rng.choice(sorted(cells))
    dc, dr = rng.choice(((1, 0), (-1, 0), (0, 1), (0, -1)))
    c, r = base
    for _ in range(length):
        c, r = c + dc, r + dr
        if (c, r) in cells or len(cells) >= limit:
            return
        cells.add((c, r))


def has_hole(cells: set[Cell]) -> bool:
    """Whether some empty cell is enclosed by the shape (cannot reach the outside)."""
    min_c = min(c for c, _ in cells) - 1
    max_c = max(c for c, _ in cells) + 1
    min_r = min(r for _, r in cells) - 1
    max_r = max(r for _, r in cells) + 1
    outside, todo = {(min_c, min_r)}, [(min_c, min_r)]
    while todo:
        for n in neighbours(todo.pop()):
            if n not in cells and n not in outside and min_c <= n[0] <= max_c and min_r <= n[1] <= max_r:
                outside.add(n)
                todo.append(n)
    box = (max_c - min_c + 1) * (max_r - min_r + 1)
    return len(outside) + len(cells) < box


def longest_arm(cells: set[Cell]) -> int:
    """The longest straight run of cells that have no neighbours beside the run (a thin arm)."""
    best = 0
    for dc, dr in ((1, 0), (0, 1)):
        for c, r in cells:
            if (c - dc, r - dr) in cells:
                continue
            run = 0
            while (c + run * dc, r + run * dr) in cells:
                x, y = c + run * dc, r + run * dr
                if (x + dr, y + dc) in cells or (x - dr, y - dc) in cells:
                    break
                run += 1
            best = max(best, run)
    return best


def grow_shape(size: int, level: int, rng: random.Random) -> set[Cell]:
    """A connected shape of `size` cells; level 4 shapes hold a ring (a hole) and long arms."""
    if level >= 4:
        cells = set(RING)
        for _ in range(rng.randint(1, 2)):
            grow_arm(cells, rng.randint(3, 4), rng, size)
        grow_blob(cells, size, rng)
        return cells
    cells = {(0, 0)}
    while len(cells) < size:
        if level >= 2 and rng.random() < 0.35:
            grow_arm(cells, rng.randint(2, 3), rng, size)
        else:
            grow_blob(cells, len(cells) + 1, rng)
    return cells


def colour_shape(cells: set[Cell], colours: int, rng: random.Random) -> dict[Cell, int]:
    """Each cell's deck colour: one colour, or two regions grown from two far-apart seeds."""
    if colours == 1:
        colour = rng.choice((WHITE, BLACK))
        return {cell: colour for cell in cells}
    ordered = sorted(cells)
    first = rng.choice(ordered)
    second = max(ordered, key=lambda x: (abs(x[0] - first[0]) + abs(x[1] - first[1]), rng.random()))
    owner = {first: WHITE, second: BLACK}
    fronts = {WHITE: [first], BLACK: [second]}
    while len(owner) < len(cells):
        for colour in (WHITE, BLACK):
            spots = [n for cell in fronts[colour] for n in neighbours(cell)
                     if n in cells and n not in owner]
            if spots:
                spot = rng.choice(spots)
                owner[spot] = colour
                fronts[colour].append(spot)
    return owner


# -- cards -------------------------------------------------------------------------------------
def assign_cards(colours: dict[Cell, int], rng: random.Random) -> dict[Cell, int] | None:
    """Give each cell a distinct card of its colour fitting every neighbour (backtracking)."""
    start = min(colours)
    order, seen = [start], {start}
    for cell in order:
        for n in neighbours(cell):
            if n in colours and n not in seen:
                seen.add(n)
                order.append(n)
    chosen: dict[Cell, int] = {}
    used: set[int] = set()
    budget = [20_000]

    def place(i: int) -> bool:
        if i == len(order):
            return True
        budget[0] -= 1
        if budget[0] < 0:
            return False
        cell = order[i]
        faces = list(range(FACES))
        rng.shuffle(faces)
        for f in faces:
            c = card(colours[cell], f)
            if c in used or not all(pair_fits(cell, c, n, chosen[n])
                                    for n in neighbours(cell) if n in chosen):
                continue
            chosen[cell] = c
            used.add(c)
            if place(i + 1):
                return True
            del chosen[cell]
            used.discard(c)
        return False

    return dict(chosen) if place(0) else None


def make_form(name: str, size: int, level: int, seed: int) -> Form:
    """The form grown from `seed`: same arguments, same form."""
    rng = random.Random(seed)
    colours_used = LEVELS[level][2] if level in LEVELS else (1 if size <= 10 else 2)
    while True:
        cells = grow_shape(size, level, rng)
        if level >= 4 and not (has_hole(cells) and longest_arm(cells) >= 3):
            continue
        cards = assign_cards(colour_shape(cells, colours_used, rng), rng)
        if cards is not None:
            return Form(name, _normalised(cards), level if level in LEVELS else 0)


def _normalised(cells: dict[Cell, int]) -> dict[Cell, int]:
    """Shift the form so its top-left corner is (0, 0)."""
    min_c = min(c for c, _ in cells)
    min_r = min(r for _, r in cells)
    return {(c - min_c, r - min_r): k for (c, r), k in cells.items()}


def level_for_size(size: int) -> int:
    return next(level for level, (lo, hi, _) in LEVELS.items() if size <= hi)


def random_form(size: int, seed: int) -> Form:
    """A random form of `size` cards (4-30), shaped like a booklet form of that size."""
    if not 4 <= size <= 30:
        raise ValueError(f"a random form has 4 to 30 cards, not {size}")
    form = make_form(f"{RANDOM_PREFIX}{size} #{seed}", size, level_for_size(size), seed)
    return Form(form.name, form.cells, 0)


def form_title(form: Form) -> Text | str:
    """The name a form is shown by: a random form's in the person's words ("Random 12 #5"), a
    booklet form's as the booklet's translations say it, a form of the person's own as they typed it.

    >>> str(form_title(random_form(12, seed=5))), form_title(Form("Kite", {(0, 0): 0}))
    ('Random 12 #5', 'Kite')
    """
    size, hash_, seed = form.name[len(RANDOM_PREFIX):].partition(" #")
    if form.name.startswith(RANDOM_PREFIX) and hash_ and size.isdigit() and seed.isdigit():
        return T("Random {size} #{seed}", size=int(size), seed=seed)
    return T(form.name) if form.level else form.name
