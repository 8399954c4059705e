"""Where things lie on a Flanx table in tight play areas (scenes.flanx.layout.FlanxPlan)."""
from __future__ import annotations

import pygame
import pytest

from scenes.flanx.layout import LABEL_ROW, MARGIN, FlanxPlan


@pytest.mark.parametrize("height", [240, 300, 600])
def test_a_short_play_area_at_large_text_keeps_the_discard_button_off_the_name_piles_and_hand(height):
    """Under a review's picture in a small window at 200 % text the play area is some 240 pixels
    high: the person's panel takes a larger share, and the Discard button (its words at 200 %)
    covers neither the seat's name, nor its piles, nor its hand."""
    plan = FlanxPlan(pygame.Rect(0, 130, 960, height), 9, 8, 2, 3, 0, button=(160, 63))
    panel, button = plan.panels[0], plan.button_rect(0)
    name = pygame.Rect(plan.label_pos(0), (panel.width - 2 * MARGIN, LABEL_ROW - 2))
    assert panel.contains(button) and not button.colliderect(name)
    side = plan.hand_card[0]
    hand = [pygame.Rect(0, 0, side, side) for _ in range(3)]
    for index, rect in enumerate(hand):
        rect.center = plan.hand_slot(0, index)
    for rect in hand + [plan.pile_rect(0, "deck"), plan.pile_rect(0, "discard")]:
        assert not rect.colliderect(button)
    assert plan.panels[0].height >= plan.panels[1].height
