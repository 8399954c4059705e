"""What a Flanx table of several people at one computer paints: in Toddler, whose turn it is by
colour and animal (scenes.flanx.mascots), big beside the mover's hand; in a race of two, each
side's person with the device they play with (a drawn mouse or keyboard, and its word).
"""
from __future__ import annotations

import pygame

from game.flanx.cards import DECK_NAMES
from scenes.flanx.layout import FlanxPlan
from scenes.flanx.mascots import draw_mascot, seat_colour
from scenes.flanx.people import MOUSE, device_words
from scenes.kit import palette
from scenes.kit.theme import font, shortened

#: the ring round the mover's panel, in their colour
TURN_RING = 5


def draw_turn(surface: pygame.Surface, plan: FlanxPlan, seat: int, to_move: bool) -> None:
    """The seat's animal, big and ringed in its colour on its turn (small otherwise)."""
    rect = plan.mascot_rect(seat)
    if to_move:        # outside the panel, clear of its name: the seat's colour between gold and ink
        ring = plan.panels[seat].inflate(2 * TURN_RING, 2 * TURN_RING)
        pygame.draw.rect(surface, palette.GLOW, ring.inflate(4, 4), width=TURN_RING + 2, border_radius=14)
        pygame.draw.rect(surface, seat_colour(seat), ring, width=TURN_RING, border_radius=12)
        pygame.draw.rect(surface, palette.INK, ring.inflate(-2 * TURN_RING, -2 * TURN_RING), width=1, border_radius=10)
    if rect.width > 8:
        draw_mascot(surface, seat, rect, big=to_move)


def paint_device(surface: pygame.Surface, rect: pygame.Rect, name: str, device: str, seat: int) -> None:
    """A racer's name large, the device they play with drawn under it, and its word; still (the backdrop)."""
    if rect.height < 40:
        return
    words = device_words(device)
    big = font(30, bold=True)
    title = big.render(shortened(name, big, rect.width - 16), True, palette.TEXT)
    caption = font(17).render(words, True, palette.TEXT_DIM)
    icon_h = max(0, min(rect.height - title.get_height() - caption.get_height() - 24, 90))
    top = rect.centery - (title.get_height() + icon_h + caption.get_height() + 12) // 2
    surface.blit(title, title.get_rect(midtop=(rect.centerx, top)))
    icon = pygame.Rect(0, 0, icon_h * (2 if device != MOUSE else 1) * 3 // 4, icon_h)
    icon.midtop = (rect.centerx, top + title.get_height() + 6)
    if icon_h >= 24:
        ink = palette.FLANX_DECK_INK[DECK_NAMES[seat]]
        (_draw_mouse if device == MOUSE else _draw_keys)(surface, icon, seat_colour(seat), ink)
    surface.blit(caption, caption.get_rect(midtop=(rect.centerx, icon.bottom + 6)))


def _draw_mouse(surface: pygame.Surface, box: pygame.Rect, colour: tuple, ink: tuple) -> None:
    body = pygame.Rect(0, 0, box.height * 5 // 8, box.height)
    body.center = box.center
    pygame.draw.ellipse(surface, colour, body)
    pygame.draw.ellipse(surface, palette.INK_SOFT, body, width=3)
    split = body.top + body.height * 2 // 5
    pygame.draw.line(surface, palette.INK_SOFT, (body.centerx, body.top + 4), (body.centerx, split), 3)
    pygame.draw.line(surface, palette.INK_SOFT, (body.left + 4, split), (body.right - 4, split), 3)


def _draw_keys(surface: pygame.Surface, box: pygame.Rect, colour: tuple, ink: tuple) -> None:
    """Four arrow keys and an Enter key."""
    unit = box.height // 2 - 2
    left = box.centerx - (4 * unit + 6) // 2
    keys = [pygame.Rect(left + unit + 2, box.top, unit, unit)]
    keys += [pygame.Rect(left + i * (unit + 2), box.top + unit + 4, unit, unit) for i in range(3)]
    keys.append(pygame.Rect(left + 3 * (unit + 2) + 4, box.top, unit, 2 * unit + 4))
    for key in keys:
        pygame.draw.rect(surface, colour, key, border_radius=4)
        pygame.draw.rect(surface, palette.INK_SOFT, key, width=2, border_radius=4)
    tip = max(3, unit // 4)
    for key, (dx, dy) in zip(keys, ((0, -1), (-1, 0), (0, 1), (1, 0))):    # the arrows on the arrow keys
        cx, cy = key.center
        points = [(cx + dx * tip, cy + dy * tip), (cx - dy * tip - dx * tip, cy - dx * tip - dy * tip),
                  (cx + dy * tip - dx * tip, cy + dx * tip - dy * tip)]
        pygame.draw.polygon(surface, ink, points)
    enter = keys[-1]                                                        # the Enter key's bent arrow
    foot = enter.bottom - tip * 2
    pygame.draw.lines(surface, ink, False, [(enter.centerx + tip, enter.top + tip * 2),
                                            (enter.centerx + tip, foot), (enter.centerx - tip // 2, foot)], 2)
    pygame.draw.polygon(surface, ink, [(enter.centerx - tip * 3 // 2, foot), (enter.centerx - tip // 2, foot - tip),
                                       (enter.centerx - tip // 2, foot + tip)])
