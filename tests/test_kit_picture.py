"""The kit's table picture: events in, cards moving to their zones' spots, backs coming to light."""
from __future__ import annotations

import pygame

from game.core import Acted, CardFlipped, CardMoved, GameOver
from scenes.kit.cards import CardLayer, CardSprite
from scenes.kit.picture import Back, Copy, Picture, Spot, card_of
from scenes.kit.tween import AnimationQueue

SIZE = (40, 56)


def spot(zone, index, count) -> Spot:
    """Zones in a row: the deck at x=0 (hidden), a hand at y=100, a pile at y=300 (face up)."""
    if zone == ("deck",):
        return Spot(0, 0, SIZE, False, index, visible=False)
    if zone[0] == "hand":
        return Spot(100 + 50 * index, 100 + 200 * zone[1], SIZE, None, 10 + index)
    return Spot(500, 300, SIZE, True, 50 + index)


def make(zones) -> tuple[Picture, AnimationQueue]:
    queue = AnimationQueue()
    picture = Picture(CardLayer(), queue, spot=spot,
                      new_sprite=lambda token, zone: CardSprite(token, None, size=SIZE, face_up=False))
    picture.reset(zones)
    return picture, queue


def run(queue: AnimationQueue, seconds: float = 3.0) -> None:
    for _ in range(int(seconds / 0.02)):
        queue.update(0.02)


def test_a_reset_puts_every_card_on_its_spot_at_once():
    picture, queue = make({("deck",): [None, None], ("hand", 0): [7, 9]})
    nine = picture.sprite(9)
    assert (nine.x, nine.y, nine.face_up, nine.visible) == (150, 100, True, True)
    assert not queue.busy and len(picture.cards_in(("deck",))) == 2


def test_a_move_lands_in_the_zone_and_the_cards_left_behind_close_up():
    picture, queue = make({("hand", 0): [7, 9], ("pile",): []})
    picture.play([CardMoved(7, ("hand", 0), ("pile",))], other=lambda e: None)
    assert picture.zone_of(7, coming=True) == ("pile",) and picture.zone_of(7) == ("hand", 0)
    run(queue)
    assert picture.zone_of(7) == ("pile",)
    seven, nine = picture.sprite(7), picture.sprite(9)
    assert (round(seven.x), round(seven.y)) == (500, 300)
    assert (round(nine.x), round(nine.y)) == (100, 100)          # the hand closed up


def test_a_back_comes_to_light_as_the_card_it_was():
    picture, queue = make({("deck",): [None, None, None], ("hand", 1): [None]})
    back = picture.cards_in(("hand", 1))[0]
    sprite = picture.sprite(back)
    picture.play([CardMoved(12, ("hand", 1), ("pile",))], other=lambda e: None)
    run(queue)
    assert picture.sprite(12) is sprite and sprite.card_id == 12 and sprite.face_up
    assert back not in picture.sprites


def test_a_card_this_seat_may_not_know_moves_as_a_back():
    picture, queue = make({("deck",): [None, None], ("hand", 0): []})
    picture.play([CardMoved(None, ("deck",), ("hand", 1), face_up=False)], other=lambda e: None)
    run(queue)
    [token] = picture.cards_in(("hand", 1))
    assert isinstance(token, Back) and not picture.sprite(token).face_up
    assert len(picture.cards_in(("deck",))) == 1


def test_a_known_card_shuffled_away_is_forgotten():
    picture, queue = make({("pile",): [4], ("deck",): []})
    sprite = picture.sprite(4)
    picture.play([CardMoved(None, ("pile",), ("deck",), face_up=False)], other=lambda e: None)
    run(queue)
    [token] = picture.cards_in(("deck",))
    assert isinstance(token, Back) and picture.sprite(token) is sprite and 4 not in picture.sprites


def test_a_flip_in_place_keeps_the_cards_order_and_turns_it_over():
    picture, queue = make({("hand", 0): [None, 3]})
    first = picture.cards_in(("hand", 0))[0]
    picture.play([CardFlipped(8, ("hand", 0), True)], other=lambda e: None)
    run(queue)
    assert picture.cards_in(("hand", 0)) == [8, 3] and picture.sprite(8).face_up
    assert first not in picture.sprites


def test_other_events_go_to_the_table_in_order_between_the_moves():
    picture, queue = make({("hand", 0): [1, 2], ("pile",): []})
    seen = []
    over = GameOver((0,), (5,))
    picture.play([Acted(0, None), CardMoved(1, ("hand", 0), ("pile",)), over], other=seen.append)
    assert seen == [Acted(0, None), over]
    assert len(queue.steps) == 1


def test_a_deal_flies_together_staggered_and_face_up_cards_turn_over_on_the_way():
    picture, queue = make({("deck",): [None, None, None], ("pile",): []})
    picture.play([CardMoved(c, ("deck",), ("hand", 0), face_up=True) for c in (5, 6, 7)], other=lambda e: None)
    assert len(queue.steps) == 1
    queue.update(0.03)
    first, last = picture.sprite(5), picture.sprite(7)
    assert (first.x, first.y) != (0, 0) and (last.x, last.y) == (0, 0)   # the last leaves later
    run(queue)
    assert [picture.sprite(c).face_up for c in (5, 6, 7)] == [True, True, True]
    assert [round(picture.sprite(c).x) for c in (5, 6, 7)] == [100, 150, 200]


def test_a_relayout_after_a_resize_puts_every_card_on_its_new_spot():
    picture, queue = make({("hand", 0): [1]})
    picture.spot = lambda zone, index, count: Spot(7, 8, SIZE, True, 1)
    picture.relayout()
    assert (picture.sprite(1).x, picture.sprite(1).y) == (7, 8)


def test_sprites_are_drawn(tmp_path):
    pygame.init()
    picture, queue = make({("pile",): [1]})
    surface = pygame.Surface((640, 480))
    picture.cards.draw(surface)
    assert surface.get_at((500, 300))[:3] != (0, 0, 0)


def test_a_card_going_out_of_sight_shows_its_face_until_it_has_turned_over():
    """Shuffled back into a deck (known to nobody), a face-up card becomes a back: it turns over
    on the way, and no frame paints the face of a card the picture no longer knows."""
    painted = []

    def painter(surface, card_id, rect):
        painted.append(card_id)

    queue = AnimationQueue()
    picture = Picture(CardLayer(), queue, spot=spot,
                      new_sprite=lambda token, zone: CardSprite(token, painter, size=SIZE, face_up=False))
    picture.reset({("deck",): [None], ("pile",): [21]})
    sprite = picture.sprite(21)
    picture.play([CardMoved(None, ("pile",), ("deck",), face_up=False, known_to=())], other=lambda e: None)
    for _ in range(60):
        queue.update(0.02)
        sprite.image()
    assert all(isinstance(card, int) for card in painted) and painted
    assert isinstance(sprite.card_id, Back) and not sprite.face_up and picture.cards_in(("pile",)) == []


def make_copies(zones) -> tuple[Picture, AnimationQueue]:
    queue = AnimationQueue()
    picture = Picture(CardLayer(), queue, spot=spot, copies=True,
                      new_sprite=lambda token, zone: CardSprite(token, None, size=SIZE, face_up=False))
    picture.reset(zones)
    return picture, queue


def test_copies_of_one_face_are_told_apart_and_the_top_one_moves():
    picture, queue = make_copies({("hand", 0): [3, 5, 3], ("pile",): []})
    first, _, top = picture.cards_in(("hand", 0))
    assert isinstance(top, Copy) and top is not first and card_of(top) == 3
    assert picture.sprites[first] is not picture.sprites[top] and picture.sprites[top].card_id == 3
    picture.play([CardMoved(3, ("hand", 0), ("pile",))], other=lambda e: None)
    run(queue)
    assert picture.cards_in(("pile",)) == [top] and picture.cards_in(("hand", 0))[0] is first
    assert (round(picture.sprites[top].x), round(picture.sprites[top].y)) == (500, 300)
    assert picture.sprite(3) is picture.sprites[top], "a face gives the copy that moved last"


def test_backs_drawn_as_the_same_face_become_two_cards():
    picture, queue = make_copies({("deck",): [None, None, None], ("hand", 0): []})
    picture.play([CardMoved(3, ("deck",), ("hand", 0), False, (0,)),
                  CardMoved(3, ("deck",), ("hand", 0), False, (0,))], other=lambda e: None)
    run(queue)
    one, two = picture.cards_in(("hand", 0))
    assert one is not two and card_of(one) == card_of(two) == 3
    assert {picture.sprites[one].card_id, picture.sprites[two].card_id} == {3}
    assert len(picture.cards_in(("deck",))) == 1 and len(picture.cards) == 3
    picture.play([CardMoved(None, ("hand", 0), ("deck",), False, ())], other=lambda e: None)
    run(queue)
    assert card_of(picture.cards_in(("deck",))[-1]) is None and picture.cards_in(("hand", 0)) == [one]


def test_copies_put_on_top_are_the_ones_the_next_move_takes():
    picture, queue = make_copies({("hand", 0): [3, 3, 3], ("pile",): []})
    first, second, third = picture.cards_in(("hand", 0))
    picture.put_on_top(("hand", 0), [first])
    picture.play([CardMoved(3, ("hand", 0), ("pile",))], other=lambda e: None)
    run(queue)
    assert picture.cards_in(("pile",)) == [first] and picture.cards_in(("hand", 0)) == [second, third]
