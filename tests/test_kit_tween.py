"""Tweens, easing, the global animation speed and the AnimationQueue (no window needed)."""
from __future__ import annotations

import pytest

from scenes.kit import tween
from scenes.kit.tween import (
    AnimationQueue,
    Call,
    Parallel,
    Sequence,
    Tween,
    Wait,
    deal,
    ease_in,
    ease_in_out,
    ease_out,
    flip,
    linear,
    move,
    move_home,
    shake,
    slide_duration,
)


class Thing:
    """Anything with the attributes a card tween animates."""

    def __init__(self, x=0.0, y=0.0) -> None:
        self.x, self.y = x, y
        self.angle = 0.0
        self.scale = 1.0
        self.squash = 1.0
        self.lift = 0.0
        self.face_up = False
        self.size = (80, 112)
        self.home = (x, y, 0.0)


@pytest.fixture(autouse=True)
def normal_motion():
    tween.set_motion(speed=1.0, reduced=False)
    yield
    tween.set_motion(speed=1.0, reduced=False)


@pytest.mark.parametrize("ease", [linear, ease_out, ease_in, ease_in_out])
def test_easing_runs_from_0_to_1_and_never_goes_back(ease):
    values = [ease(i / 100) for i in range(101)]
    assert values[0] == pytest.approx(0) and values[-1] == pytest.approx(1)
    assert all(b >= a for a, b in zip(values, values[1:]))


def test_ease_out_arrives_fast_and_ease_in_out_is_symmetric():
    assert ease_out(0.5) > 0.5
    assert ease_in_out(0.5) == pytest.approx(0.5)
    assert ease_in_out(0.25) == pytest.approx(1 - ease_in_out(0.75))


def test_tween_positions_at_start_middle_and_end():
    thing = Thing(100, 50)
    t = Tween(thing, 1.0, linear, x=300.0, y=150.0)
    t.update(0.0)
    assert (thing.x, thing.y) == (100, 50)
    t.update(0.5)
    assert (thing.x, thing.y) == pytest.approx((200, 100))
    assert not t.done
    assert t.update(0.5) is True
    assert (thing.x, thing.y) == (300, 150)


def test_eased_tween_middle_follows_its_curve():
    thing = Thing(0, 0)
    t = Tween(thing, 1.0, ease_out, x=100.0)
    t.update(0.5)
    assert thing.x == pytest.approx(100 * ease_out(0.5))


def test_tween_starts_from_where_the_object_is_when_it_starts():
    thing = Thing(0, 0)
    t = Tween(thing, 1.0, linear, delay=0.5, x=100.0)
    t.update(0.2)
    thing.x = 50.0          # moved by someone else before this tween began
    t.update(0.3)
    t.update(0.5)
    assert thing.x == pytest.approx(75)


def test_finish_jumps_to_the_end_and_calls_back_once():
    thing, ended = Thing(), []
    t = Tween(thing, 1.0, x=10.0, on_end=lambda: ended.append(1))
    t.finish()
    t.finish()
    t.update(1.0)
    assert thing.x == 10.0 and ended == [1]


def test_slides_take_150_to_350_ms_longer_for_longer_trips():
    assert slide_duration(0) == pytest.approx(0.15)
    assert slide_duration(200) < slide_duration(800)
    assert slide_duration(100_000) == pytest.approx(0.35)


def test_speed_factor_divides_every_duration():
    normal = slide_duration(400)
    tween.set_motion(speed=2.0)
    assert slide_duration(400) == pytest.approx(normal / 2)
    q = AnimationQueue()
    q.pause(1.0)
    q.update(0.49)
    assert q.busy
    q.update(0.02)
    assert not q.busy
    with pytest.raises(ValueError):
        tween.set_motion(speed=0)


def test_reduced_motion_shortens_slides_and_drops_tilt():
    normal = slide_duration(400)
    tween.set_motion(reduced=True)
    assert slide_duration(400) < normal
    thing = Thing()
    m = move(thing, 100, 0, angle=12)
    m.finish()
    assert thing.angle == 0.0


def test_move_time_comes_from_distance():
    thing = Thing()
    assert move(thing, 30, 0).duration < move(thing, 900, 0).duration


def test_flip_squashes_to_the_edge_swaps_the_face_in_the_middle_and_comes_back():
    thing = Thing()
    f = flip(thing, face_up=True, duration=0.2)
    f.update(0.05)
    assert 0 < thing.squash < 1 and thing.face_up is False
    f.update(0.049)
    assert thing.squash < 0.05 and thing.face_up is False
    f.update(0.002)                      # through the middle: edge-on, and the face is swapped
    assert thing.squash < 0.05 and thing.face_up is True
    f.update(0.2)
    assert f.done and thing.squash == 1.0 and thing.face_up is True


def test_deal_staggers_cards_from_the_pile():
    cards = [Thing(500 + 100 * i, 400) for i in range(3)]
    q = AnimationQueue()
    q.add(*deal(cards, from_pos=(0, 0), stagger=0.1))
    q.update(0.0)
    assert all((c.x, c.y) == (0, 0) for c in cards)          # all wait on the pile
    q.update(0.05)
    assert cards[0].x > 0 and cards[1].x == 0 and cards[2].x == 0
    q.update(0.1)
    assert cards[1].x > 0 and cards[2].x == 0
    q.finish_all()
    assert [(c.x, c.y) for c in cards] == [(500, 400), (600, 400), (700, 400)]


def test_deal_can_turn_cards_face_up_on_the_way():
    cards = [Thing(100, 100), Thing(200, 100)]
    q = AnimationQueue()
    q.add(*deal(cards, from_pos=(0, 0), face_up=True))
    for _ in range(60):
        q.update(1 / 60)
    assert not q.busy and all(c.face_up and c.squash == 1.0 for c in cards)


def test_one_long_frame_carries_through_a_whole_sequence():
    thing = Thing(0, 0)
    s = Sequence(Tween(thing, 0.1, linear, x=1.0), Tween(thing, 0.1, linear, x=2.0), Tween(thing, 0.1, linear, x=3.0))
    s.update(0.25)
    assert thing.x == pytest.approx(2.5) and not s.done


def test_shake_ends_where_it_started():
    thing = Thing(40, 40)
    s = shake(thing)
    s.update(0.07)
    assert thing.x != 40
    s.update(1.0)
    assert s.done and thing.x == 40


def test_queue_plays_steps_in_order_and_parallel_inside_a_step():
    a, b, c = Thing(), Thing(), Thing()
    log = []
    q = AnimationQueue()
    q.add(Tween(a, 0.1, linear, x=10.0), Tween(b, 0.2, linear, x=10.0), on_end=lambda: log.append("first"))
    q.add(Tween(c, 0.1, linear, x=10.0), on_end=lambda: log.append("second"))
    q.update(0.05)
    assert a.x == pytest.approx(5) and b.x == pytest.approx(2.5) and c.x == 0   # step 2 waits
    q.update(0.1)
    assert a.x == 10 and c.x == 0 and log == []
    q.update(0.05)
    assert b.x == 10 and log == ["first"] and c.x == 0
    q.update(0.05)
    assert c.x == pytest.approx(5)
    q.update(0.05)
    assert log == ["first", "second"] and not q.busy


def test_pause_step_holds_the_next_step_back():
    thing = Thing()
    q = AnimationQueue()
    q.pause(0.3)
    q.add(Tween(thing, 0.1, linear, x=10.0))
    q.update(0.2)
    assert thing.x == 0
    q.update(0.15)
    assert 0 < thing.x < 10


def test_finish_all_lands_everything_in_order_with_callbacks():
    a, b = Thing(), Thing()
    log = []
    q = AnimationQueue()
    q.add(Tween(a, 1.0, x=5.0), on_end=lambda: log.append("a"))
    q.pause(2.0)
    q.call(lambda: log.append("called"))
    q.add(Tween(b, 1.0, x=7.0), on_end=lambda: log.append("b"))
    q.play(Tween(a, 1.0, y=3.0))
    q.update(0.1)
    q.finish_all()
    assert (a.x, a.y, b.x) == (5.0, 3.0, 7.0)
    assert log == ["a", "called", "b"]
    assert not q.busy


def test_free_animations_run_at_once_beside_the_queue():
    a = Thing()
    q = AnimationQueue()
    q.add(Wait(1.0))
    q.play(Tween(a, 0.1, linear, x=10.0))
    q.update(0.1)
    assert a.x == 10.0 and q.busy


def test_a_callback_may_queue_more_steps():
    thing = Thing()
    q = AnimationQueue()
    q.call(lambda: q.add(Tween(thing, 0.1, x=1.0)))
    q.update(0.0)
    assert q.busy
    q.finish_all()
    assert thing.x == 1.0


def test_sequence_and_parallel_compose():
    thing, log = Thing(), []
    s = Sequence(Tween(thing, 0.1, linear, x=1.0), Call(lambda: log.append(thing.x)),
                 Parallel(Tween(thing, 0.1, linear, y=1.0), Wait(0.3)))
    s.update(0.1)
    assert log == [1.0]
    s.update(0.1)
    assert thing.y == 1.0 and not s.done
    s.update(0.2)
    assert s.done


def test_move_home_settles_a_lifted_card():
    thing = Thing()
    thing.home = (30.0, 40.0, 5.0)
    thing.scale, thing.lift = 1.06, 1.0
    move_home(thing).finish()
    assert (thing.x, thing.y, thing.angle, thing.scale, thing.lift) == (30.0, 40.0, 5.0, 1.0, 0.0)


class WaitingOnThePerson(tween.Animation):
    """A step that ends only when the person acts (as Pixies' round board does): no time to wake for."""

    def update(self, dt: float) -> bool:
        return False

    def next_wake(self) -> None:
        return None


def test_a_step_waiting_on_the_person_beside_a_free_move_wakes_the_loop_for_the_move():
    queue = AnimationQueue()
    queue.add(WaitingOnThePerson())
    assert queue.next_wake() is None
    queue.play(Tween(Thing(), 1.0, linear, x=100.0))
    assert queue.next_wake() == 0.0
    assert Parallel(WaitingOnThePerson(), Wait(0.5)).next_wake() == pytest.approx(0.5)
