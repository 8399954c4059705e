"""The table cloth and the empty places on it.

    draw_felt(screen)                                  # green felt lit from the middle
    draw_slot(screen, pygame.Rect(100, 100, 90, 126), label="9", glow=True)
    still = backdrop(size, lambda cloth: cloth.blit(sign, (40, 40)))   # once per layout
    screen.blit(still, (0, 0))                         # every frame: the felt and the sign

The felt is rendered once per window size (a radial light and a faint weave), so drawing it
every frame is one blit. A scene whose cloth carries still decoration bakes it into a `backdrop`:
one opaque blit a frame instead of the felt and then a window-sized layer with alpha over it
(at 3840x2160 such a layer costs more than the rest of the frame).
"""
from __future__ import annotations

import random
from collections.abc import Callable

import pygame

from scenes.kit import palette
from scenes.kit.cards import cached_art, corner_radius, glow_ring, rounded_outline
from scenes.kit.theme import font

_felt_cache: dict[tuple[int, int], pygame.Surface] = {}


def draw_felt(surface: pygame.Surface) -> None:
    surface.blit(felt_image(surface.get_size()), (0, 0))


def felt_image(size: tuple[int, int]) -> pygame.Surface:
    """The bare felt at `size` (made once per size; do not draw on it)."""
    felt = _felt_cache.get(size)
    if felt is None:
        _felt_cache.clear()
        felt = _felt_cache[size] = _render_felt(size)
    return felt


def backdrop(size: tuple[int, int], paint: Callable[[pygame.Surface], None]) -> pygame.Surface:
    """The felt at `size` with whatever `paint(cloth)` draws on it, as one opaque surface."""
    cloth = pygame.Surface(size)
    draw_felt(cloth)
    paint(cloth)
    return cloth.convert() if pygame.display.get_surface() is not None else cloth


def _render_felt(size: tuple[int, int]) -> pygame.Surface:
    # a small radial gradient scaled up smoothly: cheap, and free of banding at any size
    small_w, small_h = 64, 36
    small = pygame.Surface((small_w, small_h))
    for y in range(small_h):
        for x in range(small_w):
            dx, dy = (x + 0.5) / small_w - 0.5, (y + 0.5) / small_h - 0.5
            d = min(1.0, (dx * dx + dy * dy) ** 0.5 * 1.5)
            small.set_at((x, y), palette.mix(palette.FELT_LIGHT, palette.FELT_DARK, d * d))
    felt = pygame.transform.smoothscale(small, size)
    weave = _weave_tile()
    for y in range(0, size[1], WEAVE_TILE):
        for x in range(0, size[0], WEAVE_TILE):
            felt.blit(weave, (x, y))
    return felt.convert() if pygame.display.get_surface() is not None else felt


#: the weave is one square of this many pixels repeated: a faint dot in one pixel of 90 a few
#: thousand times per tile shows no pattern, and the menu's first frame does not wait for tens of
#: thousands of dots drawn one by one (a whole window of them took 70 ms, at 4K half a second)
WEAVE_TILE = 256
_weave: list[pygame.Surface] = []


def _weave_tile() -> pygame.Surface:
    if not _weave:
        tile = pygame.Surface((WEAVE_TILE, WEAVE_TILE), pygame.SRCALPHA)
        rng = random.Random(7)   # the same cloth every time
        for _ in range(WEAVE_TILE * WEAVE_TILE // 90):
            x, y = rng.randrange(WEAVE_TILE), rng.randrange(WEAVE_TILE)
            tile.set_at((x, y), (255, 255, 255, 10) if rng.random() < 0.5 else (0, 0, 0, 16))
        _weave.append(tile)
    return _weave[0]


def draw_slot(surface: pygame.Surface, rect: pygame.Rect, label: str | None = None,
              glow: bool = False) -> None:
    """An empty place for a card: a darker rounded patch with a thin edge and an optional label."""
    size = rect.size
    if glow:
        halo = glow_ring(size, palette.GLOW)
        surface.blit(halo, halo.get_rect(center=rect.center))
    surface.blit(cached_art(("slot", size, label, glow), lambda: _render_slot(size, label, glow)), rect.topleft)


def _render_slot(size: tuple[int, int], label: str | None, glow: bool) -> pygame.Surface:
    patch = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(patch, (*palette.SLOT, 150), patch.get_rect(), border_radius=corner_radius(size))
    edge = max(1, size[0] // 40)
    patch.blit(rounded_outline(size, corner_radius(size), edge, palette.GLOW if glow else palette.SLOT_EDGE), (0, 0))
    if label:
        text = font(max(10, size[0] // 3), bold=True).render(label, True, palette.SLOT_EDGE)
        patch.blit(text, text.get_rect(center=patch.get_rect().center))
    return patch
