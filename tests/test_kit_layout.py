"""Layout zones keep every card inside their rect; a resize re-lays a table inside the window."""
from __future__ import annotations

import math

import pygame
import pytest

from scenes.kit.cards import CARD_ASPECT, CardSprite
from scenes.kit.demo import DemoTable
from scenes.kit.layout import Fan, Grid, Pile, Row, all_inside, fit_card_size, frac_rect

RECTS = [pygame.Rect(0, 0, 1280, 200), pygame.Rect(100, 300, 500, 180), pygame.Rect(10, 10, 150, 600)]
CARD = (80, 112)


def bounding(x: float, y: float, angle: float, size=CARD) -> pygame.Rect:
    """The axis-aligned box of a card turned by `angle` degrees."""
    a = math.radians(angle)
    w = abs(size[0] * math.cos(a)) + abs(size[1] * math.sin(a))
    h = abs(size[0] * math.sin(a)) + abs(size[1] * math.cos(a))
    return pygame.Rect(round(x - w / 2), round(y - h / 2), round(w), round(h))


@pytest.mark.parametrize("zone_type", [Row, Fan, Pile])
@pytest.mark.parametrize("rect", RECTS[:2])
@pytest.mark.parametrize("count", [0, 1, 2, 5, 13, 40])
def test_zones_keep_cards_inside_their_rect(zone_type, rect, count):
    zone = zone_type(rect)
    slots = zone.slots(count, CARD)
    assert len(slots) == count
    for x, y, angle in slots:
        assert rect.inflate(2, 2).contains(bounding(x, y, angle)), (x, y, angle)


def test_vertical_row_fits_a_tall_rect():
    rect = RECTS[2]
    for x, y, angle in Row(rect, vertical=True).slots(9, CARD):
        assert rect.inflate(2, 2).contains(bounding(x, y, angle))


def test_row_keeps_gaps_when_there_is_room_and_overlaps_when_not():
    roomy = Row(pygame.Rect(0, 0, 1000, 200)).slots(3, CARD)
    assert roomy[1][0] - roomy[0][0] > CARD[0]
    tight = Row(pygame.Rect(0, 0, 300, 200)).slots(8, CARD)
    assert tight[1][0] - tight[0][0] < CARD[0]
    assert [s[0] for s in tight] == sorted(s[0] for s in tight)


def test_fan_turns_out_from_the_middle_and_sags_at_the_ends():
    slots = Fan(pygame.Rect(0, 0, 800, 260)).slots(7, CARD)
    angles = [s[2] for s in slots]
    assert angles[0] > 0 > angles[-1] and angles[3] == 0
    assert slots[0][1] > slots[3][1] and slots[-1][1] > slots[3][1]
    flipped = Fan(pygame.Rect(0, 0, 800, 260), upside_down=True).slots(7, CARD)
    assert flipped[0][1] < flipped[3][1]


@pytest.mark.parametrize("count", [2, 3, 4, 30])
def test_pile_shows_a_few_edges_with_the_top_card_up_and_left_centred_in_its_rect(count):
    rect = pygame.Rect(0, 0, 200, 200)
    slots = Pile(rect, depth=4, step=0.05).slots(count, CARD)
    assert len({(x, y) for x, y, _ in slots}) == min(count, 4)
    assert slots[-1][0] < slots[0][0] and slots[-1][1] < slots[0][1]
    assert (slots[0][0] + slots[-1][0]) / 2 == pytest.approx(rect.centerx)


def test_grid_cells_and_card_size_fit_the_rect():
    rect = pygame.Rect(50, 60, 600, 500)
    grid = Grid(rect, cols=3, rows=3)
    size = grid.card_size()
    assert size[1] == round(size[0] * CARD_ASPECT)
    cells = [grid.cell_rect(i, size) for i in range(9)]
    assert all(rect.contains(c) for c in cells)
    assert not any(a.colliderect(b) for i, a in enumerate(cells) for b in cells[i + 1:])
    assert grid.cell_centre(4, size) == pytest.approx(rect.center)


def test_place_sets_size_home_and_order():
    cards = [CardSprite(i, None) for i in range(3)]
    tweens = Row(pygame.Rect(0, 0, 600, 200)).place(cards, (60, 84), animate=True, base_z=10)
    assert len(tweens) == 3 and [c.z for c in cards] == [10, 11, 12]
    assert all(c.size == (60, 84) for c in cards)
    assert cards[0].pos == (0.0, 0.0)           # animated: still where it was
    Row(pygame.Rect(0, 0, 600, 200)).place(cards, (60, 84))
    assert [c.pos for c in cards] == [c.home[:2] for c in cards]


def test_fit_card_size_respects_both_directions():
    wide = fit_card_size(pygame.Rect(0, 0, 2000, 300), cols=3, rows=1)
    tall = fit_card_size(pygame.Rect(0, 0, 300, 2000), cols=3, rows=1)
    assert wide[1] <= 300 and tall[0] * 3 <= 300


def test_frac_rect_stays_in_the_window():
    assert frac_rect((1000, 500), 0.5, 0.5, 0.9, 0.9) == pygame.Rect(500, 250, 500, 250)


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080), (1000, 1000), (2400, 640)])
def test_resize_re_lays_the_demo_table_with_no_card_outside_the_window(app, size):
    demo = DemoTable(app)
    app.scenes.push(demo)
    app.step()
    app.resize(size)
    for _ in range(30):
        app.step()
    window = pygame.Rect(0, 0, *app.size)
    assert app.size == size
    assert all_inside(demo.resting, app.size)
    assert all(window.contains(card.rect) for card in demo.moving)
    small = demo.card_size
    app.resize((1600, 1000))
    assert demo.card_size[0] > small[0] or size[0] >= 1600


def test_square_cards_fit_a_board_cell_by_cell():
    board = Grid(pygame.Rect(0, 0, 900, 800), cols=9, rows=8, aspect=1.0)
    size = board.card_size()
    assert size[0] == size[1]
    cell = board.cell_rect(13, size)
    assert cell.size == size and board.rect.contains(cell)
    assert cell.center == (round(board.cell_centre(13, size)[0]), round(board.cell_centre(13, size)[1]))
