"""Each seat's animal at a Toddler table of several people: a face in the seat's deck colour (a
bunny, a cat, a bear, a chick), so a child who cannot read sees whose turn it is. The one to
move shows big; the others small. Drawn with shapes only, no words.

    draw_mascot(surface, seat, rect, big=True)
"""
from __future__ import annotations

import pygame

from game.flanx.cards import DECK_NAMES
from scenes.kit import palette

ANIMALS = ("bunny", "cat", "bear", "chick")
#: the head's share of the rect's side, big and small
HEAD_BIG, HEAD_SMALL = 0.62, 0.36


def seat_colour(seat: int) -> tuple[int, int, int]:
    return palette.FLANX_DECKS[DECK_NAMES[seat]]


def head_radius(rect: pygame.Rect, big: bool) -> int:
    return round(min(rect.width, rect.height) * (HEAD_BIG if big else HEAD_SMALL) / 2)


def head_centre(rect: pygame.Rect) -> tuple[int, int]:
    """The head sits a little low in its rect: the ears take the top."""
    return rect.centerx, rect.centery + min(rect.width, rect.height) // 10


def draw_mascot(surface: pygame.Surface, seat: int, rect: pygame.Rect, big: bool) -> None:
    colour = seat_colour(seat)
    ink = palette.FLANX_DECK_INK[DECK_NAMES[seat]]
    edge = palette.INK if sum(colour) > 300 else palette.CARD_CREAM
    r = head_radius(rect, big)
    cx, cy = head_centre(rect)
    animal = ANIMALS[seat % len(ANIMALS)]
    _ears(surface, animal, (cx, cy), r, colour, edge)
    pygame.draw.circle(surface, colour, (cx, cy), r)
    pygame.draw.circle(surface, edge, (cx, cy), r, width=max(2, r // 14))
    eye = max(2, r // 7)
    for side in (-1, 1):
        pygame.draw.circle(surface, ink, (cx + side * r // 3, cy - r // 6), eye)
    if animal == "chick":
        pygame.draw.polygon(surface, palette.GLOW, [(cx - r // 4, cy + r // 8), (cx + r // 4, cy + r // 8),
                                                    (cx, cy + r // 2)])
    else:
        pygame.draw.circle(surface, ink, (cx, cy + r // 6), max(2, r // 8))            # the nose
        mouth = pygame.Rect(0, 0, r // 2, r // 3)
        mouth.midtop = (cx, cy + r // 6)
        pygame.draw.arc(surface, ink, mouth, 3.5, 5.9, max(1, r // 16))               # a smile
    if animal == "cat":
        for side in (-1, 1):
            for dy in (-1, 1):
                start = (cx + side * r // 4, cy + r // 4)
                pygame.draw.line(surface, ink, start, (cx + side * r * 9 // 10, cy + r // 4 + dy * r // 6),
                                 max(1, r // 20))


def _ears(surface: pygame.Surface, animal: str, centre: tuple[int, int], r: int, colour: tuple, edge: tuple) -> None:
    cx, cy = centre
    width = max(2, r // 14)
    for side in (-1, 1):
        if animal == "bunny":
            ear = pygame.Rect(0, 0, r * 2 // 5, r * 6 // 5)
            ear.midbottom = (cx + side * r * 2 // 5, cy - r * 3 // 5)
            pygame.draw.ellipse(surface, colour, ear)
            pygame.draw.ellipse(surface, edge, ear, width=width)
        elif animal == "cat":
            points = [(cx + side * r * 9 // 10, cy - r // 3), (cx + side * r * 7 // 10, cy - r * 13 // 10),
                      (cx + side * r // 4, cy - r * 4 // 5)]
            pygame.draw.polygon(surface, colour, points)
            pygame.draw.polygon(surface, edge, points, width=width)
        elif animal == "bear":
            spot = (cx + side * r * 7 // 10, cy - r * 7 // 10)
            pygame.draw.circle(surface, colour, spot, r * 2 // 5)
            pygame.draw.circle(surface, edge, spot, r * 2 // 5, width=width)
        else:                                   # the chick's tuft
            tip = (cx + side * r // 5, cy - r * 13 // 10)
            pygame.draw.line(surface, edge, (cx, cy - r + 2), tip, max(2, r // 10))
