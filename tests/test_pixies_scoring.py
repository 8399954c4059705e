"""Pixies scoring: one test per sentence of the rulebook's "Scoring" and its 40-point example."""
from __future__ import annotations

from game.pixies.cards import MULTI, Card
from game.pixies.scoring import EMPTY, Tables, breakdown, largest_zone
from pixies_helpers import card

B, G, Y, R = 1, 2, 4, 8


def area(spaces: dict) -> tuple[list, list]:
    """{space_number: (face-up name or None, face-down name or None)} -> (up, down) lists."""
    up, down = [EMPTY] * 9, [EMPTY] * 9
    for number, (u, d) in spaces.items():
        up[number - 1] = card(u) if u else EMPTY
        down[number - 1] = card(d) if d else EMPTY
    return up, down


def score(spaces: dict, round_: int = 1):
    return breakdown(*area(spaces), round_)


def test_each_validated_card_earns_as_many_points_as_its_number():
    parts = score({7: ("green 7", "red 5"), 5: ("blue 5", None)})
    assert parts.validated == 7 and parts.total == 7


def test_a_spiral_earns_1_point():
    parts = score({1: ("blue 1+6", None)})
    assert parts.spirals == 6 and parts.total == 6


def test_a_cross_makes_the_player_lose_1_point():
    parts = score({9: ("blue 9x6", None)})
    assert parts.crosses == 6 and parts.total == -6


def test_symbols_count_on_every_faceup_card_validated_or_not():
    assert score({1: ("blue 1+6", "red 1S")}).total == 1 + 6
    assert score({1: ("blue 1+6", None)}).total == 6


def test_facedown_cards_count_nothing():
    assert score({1: (None, "blue 1+6"), 9: (None, "blue 9x6")}).total == 0


def test_special_cards_earn_1_spiral_per_faceup_card_of_their_colour_itself_and_multicoloured_included():
    parts = score({4: ("blue 4S", None), 8: ("blue 8x3", None), 3: ("multi 3", None), 7: ("green 7", None),
                   6: (None, "blue 6+1")})
    assert parts.specials == 3          # itself, blue 8x3, the multicoloured 3; not green, not face down
    assert parts.total == 3 - 3


def test_a_colour_zone_is_at_least_2_cards_of_one_colour_touching_along_a_side():
    assert score({1: ("blue 1+6", None)}).zone_size == 0
    parts = score({1: ("blue 1+6", None), 2: ("blue 2+4", None)})
    assert (parts.zone_size, parts.zone_cells, parts.zone_colour) == (2, (0, 1), "blue")


def test_diagonals_do_not_count():
    assert score({1: ("blue 1+6", None), 5: ("blue 5", None), 9: ("blue 9x1", None)}).zone_size == 0


def test_only_the_largest_zone_scores():
    parts = score({1: ("blue 1+6", None), 2: ("blue 2+4", None), 3: ("blue 3+1", None),
                   7: ("red 7x1", None), 8: ("red 8", None)})
    assert parts.zone_size == 3 and parts.zone_colour == "blue"


def test_each_zone_card_earns_2_points_in_round_1_3_in_round_2_4_in_round_3():
    spaces = {5: ("red 5", None), 6: ("red 6", None)}
    assert [score(spaces, r).zone_points for r in (1, 2, 3)] == [4, 6, 8]


def test_zones_count_every_faceup_card_validated_or_not():
    assert score({5: ("red 5", "blue 5"), 6: ("red 6", None)}).zone_size == 2


def test_a_multicoloured_card_has_all_the_colours_at_the_same_time():
    parts = score({2: ("blue 2+4", None), 3: ("multi 3", None), 6: ("red 6", None), 9: ("red 9", None)})
    assert parts.zone_size == 3 and parts.zone_colour == "red"     # multi 3 joins both zones
    assert largest_zone(area({3: ("multi 3", None), 6: ("multi 6x1", None)})[0])[0] == 2


def test_the_rulebooks_40_point_example():
    """The rulebook's card list is garbled (DECISIONS.md), so the grid uses cards with the stated
    properties: validated 1, 5, 7, 8; 10 spirals and 4 crosses on cards; a blue special counting
    5 blue face-up cards including a multicoloured one; blue zone 1-2-3-4; space 6 empty."""
    cards = [
        Card(1, B, 0, 0, True), Card(2, B, 4, 0, False), Card(3, B, 3, 0, False), Card(4, B, 1, 0, False),
        Card(5, G, 0, 1, False), Card(7, Y, 2, 0, False), Card(8, R, 0, 3, False), Card(9, MULTI, 0, 0, False),
        Card(1, R, 0, 0, False), Card(5, R, 0, 0, False), Card(7, G, 0, 0, False), Card(8, G, 0, 0, False),
    ]
    up = [0, 1, 2, 3, 4, EMPTY, 5, 6, 7]
    down = [8, EMPTY, EMPTY, EMPTY, 9, EMPTY, 10, 11, EMPTY]
    parts = breakdown(up, down, 1, Tables.of(cards))
    assert parts.validated == 1 + 5 + 7 + 8 == 21
    assert parts.spirals - parts.crosses + parts.specials == 10 - 4 + 5 == 11
    assert (parts.zone_size, parts.zone_cells, parts.zone_points) == (4, (0, 1, 2, 3), 8)
    assert parts.total == 40
