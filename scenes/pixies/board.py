"""The Pixies score displays: the round board (each part of every score appearing in turn)
and the breakdown card shown while the pointer rests on a playing area.

    board = RoundBoard(event, names=["You", "Bot 2 (Hard)"], totals=[40, 31])
    board.update(dt); board.draw(screen, rect)
    board.revealed_all          # True once every part is shown: a click then closes it
    board.next_wake()           # seconds until the next part shows (None once all do)
"""
from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.pixies.scoring import Breakdown, zone_multiplier
from scenes.kit import palette
from scenes.kit.lang import N_, _
from scenes.kit.theme import font, scaled
from scenes.kit.wake import PAST

#: seconds between two parts of the score appearing
PART_SECONDS = 0.45
ZONE_OUTLINE = (255, 236, 150)


def parts(b: Breakdown, round_: int) -> list[tuple[str, str]]:
    """The score sheet's parts of one area, as (label, value text): the labels are ids (N_),
    said where they are drawn."""
    return [
        (N_("Validated"), str(b.validated)),
        (N_("Spirals"), _signed(b.spirals)),
        (N_("Crosses"), _signed(-b.crosses)),
        (N_("Specials"), _signed(b.specials)),
        (N_("Zone"), f"{b.zone_size}×{zone_multiplier(round_)} = {b.zone_points}" if b.zone_size else _("none")),
        (N_("Round"), str(b.total)),
    ]


def _signed(n: int) -> str:
    return f"{n:+d}" if n else "0"


def _panel(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """An opaque card with rounded corners: the score parts over cards must read as well as on cloth."""
    panel = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(panel, (*palette.PANEL, 255), panel.get_rect(), border_radius=12)
    pygame.draw.rect(panel, palette.PANEL_EDGE, panel.get_rect(), width=2, border_radius=12)
    surface.blit(panel, rect.topleft)


class RoundBoard:
    """The end of a round: a row per player, its parts appearing one column at a time."""

    def __init__(self, round_: int, breakdowns: Sequence[Breakdown], names: Sequence[str],
                 totals: Sequence[int], final: bool) -> None:
        self.round = round_
        self.breakdowns = list(breakdowns)
        self.names = list(names)
        self.totals = list(totals)
        self.final = final
        self.elapsed = 0.0
        self.columns = [label for label, _value in parts(self.breakdowns[0], round_)] + [N_("Game")]

    def update(self, dt: float) -> None:
        self.elapsed += dt

    @property
    def shown(self) -> int:
        """How many columns are visible now."""
        return min(len(self.columns), 1 + int(self.elapsed / PART_SECONDS))

    @property
    def revealed_all(self) -> bool:
        return self.shown == len(self.columns)

    def next_wake(self) -> float | None:
        """Seconds until the next part appears, None once every part shows (scenes.kit.wake)."""
        if self.revealed_all:
            return None
        return max(0.0, PART_SECONDS * self.shown - self.elapsed) + PAST

    def reveal_all(self) -> None:
        self.elapsed = PART_SECONDS * len(self.columns)

    def draw(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        _panel(surface, rect)
        row_h = max(22, min(34, (rect.height - 90) // (len(self.names) + 1)))
        title = font(max(16, row_h), bold=True).render(_("Round {n} scores").format(n=self.round), True, palette.TEXT)
        surface.blit(title, (rect.left + 16, rect.top + 10))
        name_w = int(rect.width * 0.2)
        col_w = (rect.width - name_w - 24) / len(self.columns)
        small = font(max(11, row_h * 2 // 3))
        header = font(max(10, min(row_h * 2 // 3, int(col_w / 6))))
        y = rect.top + 18 + title.get_height()
        for i, label in enumerate(self.columns[:self.shown]):
            text = header.render(_(label), True, palette.TEXT_DIM)
            surface.blit(text, text.get_rect(midtop=(rect.left + 12 + name_w + (i + 0.5) * col_w, y)))
        for seat, name in enumerate(self.names):
            y += row_h
            leader = self.totals[seat] == max(self.totals)
            surface.blit(small.render(name, True, palette.GLOW if leader else palette.TEXT), (rect.left + 16, y + 4))
            values = [v for _label, v in parts(self.breakdowns[seat], self.round)] + [str(self.totals[seat])]
            for i, value in enumerate(values[:self.shown]):
                bold = font(max(12, row_h * 3 // 4), bold=i >= len(values) - 2)
                text = bold.render(value, True, palette.TEXT)
                surface.blit(text, text.get_rect(midtop=(rect.left + 12 + name_w + (i + 0.5) * col_w, y + 3)))
        prompt = _("click to see who won") if self.final else _("click to deal the next round")
        hint = small.render(prompt if self.revealed_all else "", True, palette.TEXT_DIM)
        surface.blit(hint, hint.get_rect(bottomright=(rect.right - 16, rect.bottom - 10)))


def draw_breakdown(surface: pygame.Surface, anchor: pygame.Rect, name: str, b: Breakdown,
                   round_: int, total: int, avoid: Sequence[pygame.Rect] = (),
                   screen: pygame.Rect | None = None, scale: int = 100) -> pygame.Rect:
    """A small card beside `anchor` with one area's score parts, inside `screen` (default: the
    whole surface) and clear of the `avoid` rects where it can be, its text at the player's text
    size `scale` and each line measured in its own font; returns where it was drawn."""
    size = scaled(15, scale)
    lines = [(name, True), (_("{round} this round, {total} in all").format(round=b.total, total=total), True)]
    said = [(_(label), value) for label, value in parts(b, round_)[:-1]]
    if b.zone_size:
        said[-1] = (_("Largest zone ({colour})").format(colour=_(b.zone_colour)), said[-1][1])
    lines += [(_("{label}: {value}").format(label=label, value=value), False) for label, value in said]
    rendered = [font(size, bold=bold).render(text, True, palette.GLOW if bold else palette.TEXT)
                for text, bold in lines]
    step, pad = font(size).get_linesize() + 3, scaled(14, scale)
    width = max(image.get_width() for image in rendered) + 2 * pad
    rect = place_beside(anchor, (width, step * len(lines) + 2 * pad - 6), screen or surface.get_rect(), avoid)
    _panel(surface, rect)
    for i, image in enumerate(rendered):
        surface.blit(image, (rect.left + pad, rect.top + pad - 3 + step * i))
    return rect


def place_beside(anchor: pygame.Rect, size: tuple[int, int], screen: pygame.Rect,
                 avoid: Sequence[pygame.Rect]) -> pygame.Rect:
    """Right of, left of, below or above `anchor`: the first that fits and covers nothing in
    `avoid`; failing that, the one (moved onto the screen) covering the least of them."""
    rect = pygame.Rect((0, 0), size)
    candidates = []
    for side in ("right", "left", "below", "above"):
        spot = rect.copy()
        if side == "right":
            spot.topleft = (anchor.right + 10, anchor.top)
        elif side == "left":
            spot.topright = (anchor.left - 10, anchor.top)
        elif side == "below":
            spot.midtop = (anchor.centerx, anchor.bottom + 10)
        else:
            spot.midbottom = (anchor.centerx, anchor.top - 10)
        if screen.contains(spot) and spot.collidelist(list(avoid)) < 0:
            return spot
        candidates.append(spot.clamp(screen))

    def covered(spot: pygame.Rect) -> int:
        return sum(spot.clip(r).width * spot.clip(r).height for r in [anchor, *avoid])
    return min(candidates, key=covered)


def outline_zone(surface: pygame.Surface, cells: Sequence[pygame.Rect]) -> None:
    """Outline the cards of a colour zone, each with a bright rounded frame."""
    for rect in cells:
        pygame.draw.rect(surface, ZONE_OUTLINE, rect.inflate(8, 8), width=3, border_radius=10)
