"""Draw Parlour's icon (three fanned cards on felt) and write it for every platform.

    python packaging/make_icon.py      -> assets/icon.png, assets/icon.ico, assets/icon.icns

ICO and ICNS both accept PNG data inside their containers, so one rendering serves all.
"""
from __future__ import annotations

import io
import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame  # noqa: E402

ASSETS = Path(__file__).resolve().parent.parent / "assets"
FELT, FELT_EDGE = (28, 102, 66), (18, 70, 45)
CREAM, INK = (250, 244, 228), (40, 40, 48)
SUITS = [((205, 62, 60), 0), ((58, 110, 190), 1), ((232, 176, 48), 2)]


def card(size: tuple[int, int], colour: tuple[int, int, int], shape: int) -> pygame.Surface:
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, CREAM, surf.get_rect(), border_radius=w // 8)
    pygame.draw.rect(surf, INK, surf.get_rect(), width=max(2, w // 28), border_radius=w // 8)
    cx, cy, r = w // 2, h // 2, w // 4
    if shape == 0:
        pygame.draw.circle(surf, colour, (cx, cy), r)
    elif shape == 1:
        pygame.draw.polygon(surf, colour, [(cx, cy - r), (cx + r, cy + r), (cx - r, cy + r)])
    else:
        pygame.draw.polygon(surf, colour, [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)])
    return surf


def render(side: int = 256) -> pygame.Surface:
    icon = pygame.Surface((side, side), pygame.SRCALPHA)
    pygame.draw.rect(icon, FELT, icon.get_rect(), border_radius=side // 5)
    pygame.draw.rect(icon, FELT_EDGE, icon.get_rect(), width=side // 40, border_radius=side // 5)
    cw, ch = int(side * 0.36), int(side * 0.52)
    for i, (colour, shape) in enumerate(SUITS):
        face = pygame.transform.rotozoom(card((cw, ch), colour, shape), 18 - 18 * i, 1.0)
        centre = (side // 2 + (i - 1) * side // 5, side // 2 + abs(i - 1) * side // 24)
        icon.blit(face, face.get_rect(center=centre))
    return icon


def png_bytes(surface: pygame.Surface) -> bytes:
    buffer = io.BytesIO()
    pygame.image.save(surface, buffer, "icon.png")
    return buffer.getvalue()


def ico(png: bytes) -> bytes:
    """An ICO holding one 256x256 PNG image (width/height 0 mean 256)."""
    header = struct.pack("<HHH", 0, 1, 1)
    entry = struct.pack("<BBBBHHII", 0, 0, 0, 0, 1, 32, len(png), 6 + 16)
    return header + entry + png


def icns(png: bytes) -> bytes:
    """An ICNS holding one 256x256 PNG as its 'ic08' element."""
    element = b"ic08" + struct.pack(">I", 8 + len(png)) + png
    return b"icns" + struct.pack(">I", 8 + len(element)) + element


def main() -> int:
    png = png_bytes(render())
    (ASSETS / "icon.png").write_bytes(png)
    (ASSETS / "icon.ico").write_bytes(ico(png))
    (ASSETS / "icon.icns").write_bytes(icns(png))
    print(f"wrote icon.png, icon.ico, icon.icns into {ASSETS}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
