"""Drag and drop and click-click, driven by real pygame events through the real App loop."""
from __future__ import annotations

import pygame
import pytest

from scenes.kit import palette, tween
from scenes.kit.cards import CardLayer, CardSprite
from scenes.kit.demo import DemoTable
from scenes.kit.drag import DragAndDrop
from scenes.kit.felt import draw_felt, draw_slot
from scenes.kit.scene import Scene
from scenes.kit.tween import AnimationQueue, Tween

HOME = (200, 500)
SLOTS = {"left": pygame.Rect(460, 100, 80, 112), "right": pygame.Rect(860, 100, 80, 112)}


class DragScene(Scene):
    """One card and two slots; `legal` says which slots accept it, `refuse` makes on_drop say no."""

    def __init__(self, app, legal=("left",), refuse=False) -> None:
        super().__init__(app)
        self.layer = CardLayer()
        self.queue = AnimationQueue()
        self.card = self.layer.add(CardSprite("card", None, size=(80, 112), pos=HOME))
        self.card.set_home(*HOME)
        self.legal = set(legal)
        self.refuse = refuse
        self.drops: list = []
        self.drag = DragAndDrop(self.layer, can_pick=lambda c: True,
                                targets=lambda c: {t: r for t, r in SLOTS.items() if t in self.legal},
                                on_drop=self.dropped, queue=self.queue)

    def dropped(self, card, target):
        self.drops.append((card.card_id, target))
        return False if self.refuse else None

    def handle(self, event) -> None:
        self.drag.handle(event)

    def update(self, dt: float) -> None:
        self.queue.update(dt)
        self.drag.update(dt)

    def draw(self, surface) -> None:
        draw_felt(surface)
        for rect in SLOTS.values():
            draw_slot(surface, rect)
        self.drag.draw_targets(surface)
        self.layer.draw(surface)


@pytest.fixture(autouse=True)
def normal_motion():
    tween.set_motion(speed=1.0, reduced=False)
    yield
    tween.set_motion(speed=1.0, reduced=False)


def settle(app, frames: int = 45) -> None:
    for _ in range(frames):
        app.step()


def open_scene(app, **kwargs) -> DragScene:
    scene = DragScene(app, **kwargs)
    app.scenes.push(scene)
    app.step()
    return scene


def test_drop_on_a_legal_target_moves_the_card_there_and_tells_the_table(app, drag):
    scene = open_scene(app)
    drag(HOME, SLOTS["left"].center)
    settle(app)
    assert scene.drops == [("card", "left")]
    assert scene.card.pos == SLOTS["left"].center
    assert scene.card.home[:2] == SLOTS["left"].center
    assert (scene.card.scale, scene.card.lift, scene.card.highlight) == (1.0, 0.0, None)


def test_drop_anywhere_else_flies_home_without_a_drop(app, drag):
    scene = open_scene(app)
    drag(HOME, SLOTS["right"].center)           # a slot, but not a legal one
    settle(app)
    assert scene.drops == []
    assert scene.card.pos == HOME
    drag(HOME, (700, 400))                      # the bare table
    settle(app)
    assert scene.drops == [] and scene.card.pos == HOME


def test_a_refused_drop_flies_back_with_a_shake(app, drag):
    scene = open_scene(app, refuse=True)
    drag(HOME, SLOTS["left"].center)
    app.step()
    assert scene.drops == [("card", "left")]
    xs = []
    for _ in range(45):
        app.step()
        xs.append(scene.card.x)
    assert scene.card.pos == HOME and scene.card.home[:2] == HOME
    assert min(xs) < HOME[0] < max(xs)          # it went both sides of home: the shake


def test_card_mostly_over_a_target_counts_even_if_the_pointer_is_outside(app, drag):
    scene = open_scene(app)
    grab = (HOME[0], HOME[1] + 50)              # held near its bottom edge
    target = SLOTS["left"]
    drag(grab, (target.centerx + 5, target.centery + 50 + 5))
    settle(app)
    assert scene.drops == [("card", "left")]


def test_while_dragging_the_card_lifts_follows_the_pointer_tilts_and_targets_glow(app, mouse):
    scene = open_scene(app)
    app.step([mouse(pygame.MOUSEMOTION, HOME, 0), mouse(pygame.MOUSEBUTTONDOWN, HOME)])
    settle(app, 10)
    assert scene.card.scale > 1.0 and scene.card.lift > 0.5 and scene.card.highlight == palette.GLOW
    assert scene.drag.legal == {"left": SLOTS["left"]}
    for x in range(220, 420, 25):
        app.step([mouse(pygame.MOUSEMOTION, (x, 500))])
    assert scene.card.x == pytest.approx(395)
    assert scene.card.angle < -1                # leaning back against a move to the right
    glow_point = (SLOTS["left"].left - 4, SLOTS["left"].centery)
    assert app.window.get_at(glow_point)[:3] != palette.FELT
    app.step([mouse(pygame.MOUSEBUTTONUP, (395, 500))])
    settle(app)
    assert scene.card.angle == 0 and scene.card.pos == HOME


def test_reduced_motion_drags_without_tilt(app, mouse):
    tween.set_motion(reduced=True)
    scene = open_scene(app)
    app.step([mouse(pygame.MOUSEBUTTONDOWN, HOME)])
    for x in range(220, 420, 25):
        app.step([mouse(pygame.MOUSEMOTION, (x, 500))])
    assert scene.card.angle == pytest.approx(0)


def test_click_the_card_then_the_target(app, click):
    scene = open_scene(app)
    click(HOME)
    assert scene.drag.selected is scene.card and scene.drops == []
    click(SLOTS["left"].center)
    settle(app)
    assert scene.drops == [("card", "left")]
    assert scene.card.pos == SLOTS["left"].center


def test_click_click_elsewhere_or_right_click_puts_the_card_back(app, click):
    scene = open_scene(app)
    click(HOME)
    click((700, 650))
    settle(app)
    assert scene.drag.selected is None and scene.drops == [] and scene.card.pos == HOME
    click(HOME)
    click(HOME, button=3)
    settle(app)
    assert scene.drag.selected is None and scene.card.lift == 0.0
    click(HOME)
    click(HOME)                                  # the same card again: put down
    assert scene.drag.selected is None


def test_hover_highlights_what_can_be_picked(app, mouse):
    scene = open_scene(app)
    app.step([mouse(pygame.MOUSEMOTION, HOME, 0)])
    settle(app, 10)
    assert scene.card.highlight == palette.HOVER and scene.card.lift > 0.3
    app.step([mouse(pygame.MOUSEMOTION, (700, 650), 0)])
    settle(app, 10)
    assert scene.card.highlight is None and scene.card.lift == 0.0
    scene.drag.can_pick = lambda c: False
    app.step([mouse(pygame.MOUSEMOTION, HOME, 0)])
    assert scene.card.highlight is None


def test_a_press_during_an_animation_finishes_it_first(app, mouse):
    scene = open_scene(app)
    other = scene.layer.add(CardSprite("other", None, size=(80, 112), pos=(700, 300)))
    scene.queue.add(Tween(other, 5.0, x=1000.0))
    app.step()
    assert scene.queue.busy
    app.step([mouse(pygame.MOUSEBUTTONDOWN, HOME)])
    assert other.x == 1000.0 and scene.drag.held is scene.card


def test_demo_table_swaps_two_cards_by_drag(app, drag):
    demo = DemoTable(app)
    app.scenes.push(demo)
    app.step()
    first = next(c for c, i in demo.cells.items() if i == 0)
    fifth = next(c for c, i in demo.cells.items() if i == 4)
    for card in demo.moving:
        card.visible = False                    # keep the flying cards out of the way
    drag(first.home[:2], fifth.home[:2])
    settle(app)
    assert demo.cells[first] == 4 and demo.cells[fifth] == 0
    assert first.pos == pytest.approx(demo.grid.cell_centre(4, demo.card_size))


def test_cancel_puts_a_held_card_back(app, mouse):
    scene = open_scene(app)
    app.step([mouse(pygame.MOUSEBUTTONDOWN, HOME)])
    for x in range(220, 420, 40):
        app.step([mouse(pygame.MOUSEMOTION, (x, 500))])
    scene.drag.cancel()
    settle(app)
    assert scene.drag.held is None and scene.card.pos == HOME and scene.drops == []
    app.step([mouse(pygame.MOUSEBUTTONUP, (400, 500))])      # the release that follows does nothing
    assert scene.drops == [] and scene.card.pos == HOME
