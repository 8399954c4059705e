"""Card sprites: procedurally drawn faces and backs, cached per size, in one layered group.

The kit knows no game. A game supplies a face painter, a plain function (module level, so the
cache does not keep a table alive)::

    def paint_face(surface: pygame.Surface, card_id, face_rect: pygame.Rect) -> None:
        ...draw the number, colour and symbols of `card_id` inside face_rect...

`face_rect` is the card inside its printed border; the surface is the whole card, already
filled with cream, so a painter may also paint full-bleed. The kit then rounds the corners,
draws the border and caches the result under (painter, card_id, size). A back painter
`paint(surface, back_id, face_rect)` is optional (`back_id` tells a game's backs apart, e.g.
Flanx's white and black decks); the default back is a red lattice. Painters that draw
colour-blind symbols read `STYLE.colour_blind` (the table sets it from the player's settings).
Any size works: square Flanx cards pass a square `size` (layout helpers take an `aspect`).
Tables keep their resting cards drawn on a still picture (scenes.kit.still).

    layer = CardLayer()
    card = layer.add(CardSprite("blue-7", paint_face, size=(90, 126), pos=(200, 300)))
    layer.card_at((200, 300)) is card      # True
    layer.raise_to_top(card)           # the picked card is drawn last
    layer.draw(screen)                 # each card: its shadow, its glow, then itself

A CardSprite's fields are plain attributes that tweens animate: `x, y` (centre, window pixels),
`angle` (degrees, counter-clockwise), `scale`, `squash` (horizontal, for flips), `lift`
(0 resting .. 1 held: a larger, offset shadow), `face_up`, `highlight` (a glow colour or None),
`visible`, `z` (draw order). `home` is where it rests: drag and drop flies it back there.
Tables may hang their own data on a sprite (`card.zone = "hand"`).
"""
from __future__ import annotations

import math
import operator
from collections.abc import Callable, Hashable, Iterator
from dataclasses import dataclass
from typing import Any

import pygame

from scenes.kit import palette
from scenes.kit.palette import Colour

#: a face or back painter: (surface, the game's own card id, face rect)
Painter = Callable[[pygame.Surface, Any, pygame.Rect], None]

#: height / width of every card (a poker card is 88 x 63 mm)
CARD_ASPECT = 1.4
_SUPERSAMPLE = 4
#: the art cache's memory (DESIGN.md: 200 MB resident in all); a 100 x 140 card is 56 KB
ART_BUDGET_BYTES = 48 * 1024 * 1024


def card_size_for_width(width: float, aspect: float = CARD_ASPECT) -> tuple[int, int]:
    w = max(12, int(round(width)))
    return w, int(round(w * aspect))


def corner_radius(size: tuple[int, int]) -> int:
    return max(3, round(min(size) * 0.085))


def border_width(size: tuple[int, int]) -> int:
    return max(1, round(min(size) * 0.012))


# -- the art cache ---------------------------------------------------------------------------

_art: dict[tuple, pygame.Surface] = {}
_art_bytes = [0]


@dataclass
class ArtStyle:
    """Choices every painter may read; changing one redraws every card (see `set_colour_blind`)."""
    colour_blind: bool = False   # draw the colour-blind symbols beside colours (scenes.kit.symbols)
    version: int = 0             # bumped on every change, so sprites redraw too


STYLE = ArtStyle()


def set_colour_blind(on: bool) -> None:
    """The player's colour-blind setting: painters read `STYLE.colour_blind`."""
    if STYLE.colour_blind != on:
        STYLE.colour_blind = on
        STYLE.version += 1
        clear_cache()


def cached_art(key: tuple, make: Callable[[], pygame.Surface]) -> pygame.Surface:
    """The surface cached under `key`, made by `make()` the first time it is asked for."""
    image = _art.get(key)
    if image is None:
        image = make()
        if pygame.display.get_surface() is not None:
            image = image.convert_alpha()
        size = image.get_width() * image.get_height() * 4
        if _art_bytes[0] + size > ART_BUDGET_BYTES:   # resizes leave old sizes behind: start afresh
            clear_cache()
        _art[key] = image
        _art_bytes[0] += size
    return image


def clear_cache() -> None:
    _art.clear()
    _art_bytes[0] = 0


#: the game whose table last opened (see `art_for_game`)
_art_game = [""]


def art_for_game(game: str) -> None:
    """A table of `game` opens: the art cached for another game's table is dead weight (its
    painters are that game's) and goes, so a session that moves from game to game holds one
    game's cards, not every game's up to ART_BUDGET_BYTES (bench/soak.py's real-pace run grew by
    each new game's art). The menu's few cards are drawn again when it is next laid out."""
    if game != _art_game[0]:
        if _art_game[0]:
            clear_cache()
        _art_game[0] = game


def face_image(painter: Painter | None, card_id: Hashable, size: tuple[int, int]) -> pygame.Surface:
    """The card's face at `size`, drawn once and then taken from the cache."""
    return cached_art(("face", painter, card_id, size), lambda: _render(painter, card_id, size))


def back_image(painter: Painter | None, size: tuple[int, int], back_id: Hashable = None) -> pygame.Surface:
    """A back at `size`: `painter(surface, back_id, face_rect)`, or the default lattice when None.

    `back_id` tells backs apart when a game has several (Flanx: the white and the black deck).
    """
    return cached_art(("back", painter, back_id, size),
                      lambda: _render(painter or paint_default_back, back_id, size))


def rounded_mask(size: tuple[int, int], radius: int) -> pygame.Surface:
    """White, with alpha = an antialiased rounded rectangle filling `size`."""
    def make() -> pygame.Surface:
        big = pygame.Surface((size[0] * _SUPERSAMPLE, size[1] * _SUPERSAMPLE), pygame.SRCALPHA)
        pygame.draw.rect(big, (255, 255, 255, 255), big.get_rect(), border_radius=radius * _SUPERSAMPLE)
        return pygame.transform.smoothscale(big, size)
    return cached_art(("mask", size, radius), make)


def rounded_outline(size: tuple[int, int], radius: int, width: int, colour: Colour) -> pygame.Surface:
    """An antialiased rounded border line of `width` pixels along the inside of `size`."""
    def make() -> pygame.Surface:
        big = pygame.Surface((size[0] * _SUPERSAMPLE, size[1] * _SUPERSAMPLE), pygame.SRCALPHA)
        pygame.draw.rect(big, colour, big.get_rect(), width=width * _SUPERSAMPLE,
                         border_radius=radius * _SUPERSAMPLE)
        return pygame.transform.smoothscale(big, size)
    return cached_art(("outline", size, radius, width, colour), make)


def soft_shadow(size: tuple[int, int], blur: int) -> pygame.Surface:
    """A blurred dark rounded rectangle, `blur` pixels wider on each side than `size`."""
    def make() -> pygame.Surface:
        pad = blur * 2
        surf = pygame.Surface((size[0] + 2 * pad, size[1] + 2 * pad), pygame.SRCALPHA)
        pygame.draw.rect(surf, (0, 0, 0, palette.SHADOW_ALPHA), pygame.Rect(pad, pad, *size),
                         border_radius=corner_radius(size))
        return pygame.transform.gaussian_blur(surf, max(1, blur)) if blur > 0 else surf
    return cached_art(("shadow", size, blur), make)


def glow_ring(size: tuple[int, int], colour: Colour) -> pygame.Surface:
    """A soft halo of `colour` around a card of `size` (legal targets, hints, hover)."""
    def make() -> pygame.Surface:
        pad = max(6, size[0] // 8)
        surf = pygame.Surface((size[0] + 2 * pad, size[1] + 2 * pad), pygame.SRCALPHA)
        rect = pygame.Rect(pad, pad, *size).inflate(pad, pad)
        pygame.draw.rect(surf, (*colour, 235), rect, border_radius=corner_radius(size) + pad // 2)
        surf = pygame.transform.gaussian_blur(surf, max(2, pad // 3))
        # hollow: an empty slot under a halo must keep its own colour
        pygame.draw.rect(surf, (0, 0, 0, 0), pygame.Rect(pad, pad, *size), border_radius=corner_radius(size))
        return surf
    return cached_art(("glow", size, colour), make)


def _render(painter: Painter | None, card_id: Hashable, size: tuple[int, int]) -> pygame.Surface:
    surf = pygame.Surface(size, pygame.SRCALPHA)
    surf.fill((*palette.CARD_CREAM, 255))
    edge = border_width(size)
    face_rect = surf.get_rect().inflate(-2 * edge, -2 * edge)
    if painter is not None:
        painter(surf, card_id, face_rect)
    surf.set_clip(None)
    radius = corner_radius(size)
    surf.blit(rounded_mask(size, radius), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    surf.blit(rounded_outline(size, radius, edge, palette.CARD_EDGE), (0, 0))
    return surf


def paint_default_back(surface: pygame.Surface, _card_id: Hashable, face_rect: pygame.Rect) -> None:
    """Deep red with a cream frame, a diamond lattice and a medallion: drawn 2x, scaled down."""
    ss = 2
    w, h = face_rect.size
    big = pygame.Surface((w * ss, h * ss), pygame.SRCALPHA)
    big.fill(palette.BACK)
    margin = max(3, int(w * 0.08)) * ss
    frame = big.get_rect().inflate(-2 * margin, -2 * margin)
    pygame.draw.rect(big, palette.BACK_DARK, frame, border_radius=margin // 2)
    lattice = pygame.Surface(frame.size, pygame.SRCALPHA)
    step = max(6, int(w * 0.14)) * ss
    line = max(1, ss * w // 90)
    for offset in range(-frame.height, frame.width + frame.height, step):
        pygame.draw.line(lattice, (*palette.BACK_LINE, 110), (offset, 0), (offset + frame.height, frame.height), line)
        pygame.draw.line(lattice, (*palette.BACK_LINE, 110), (offset, frame.height), (offset + frame.height, 0), line)
    big.blit(lattice, frame.topleft)
    pygame.draw.rect(big, palette.BACK_LINE, frame, width=max(1, line + ss // 2), border_radius=margin // 2)
    centre = big.get_rect().center
    r = int(w * 0.2) * ss
    pygame.draw.circle(big, palette.BACK, centre, r)
    pygame.draw.circle(big, palette.BACK_LINE, centre, r, width=max(1, line + ss // 2))
    pygame.draw.circle(big, palette.BACK_LINE, centre, r // 3)
    surface.blit(pygame.transform.smoothscale(big, (w, h)), face_rect.topleft)


# -- the sprite ------------------------------------------------------------------------------

class CardSprite:
    """One card on the table. See the module docstring for the animatable fields."""

    def __init__(self, card_id: Hashable, painter: Painter | None, size: tuple[int, int] = (80, 112),
                 pos: tuple[float, float] = (0.0, 0.0), face_up: bool = True,
                 back_painter: Painter | None = None, back_id: Hashable = None) -> None:
        self.card_id: Any = card_id          # the game's own id: the kit only hashes it
        self.painter = painter
        self.back_painter = back_painter
        self.back_id = back_id
        self.size = (int(size[0]), int(size[1]))
        self.x, self.y = float(pos[0]), float(pos[1])
        self.angle = 0.0
        self.scale = 1.0
        self.squash = 1.0
        self.lift = 0.0
        self.face_up = face_up
        self.highlight: Colour | None = None
        self.visible = True
        self.home: tuple[float, float, float] = (self.x, self.y, 0.0)
        self._z = 0.0
        self._layer: CardLayer | None = None
        self._shown_key: tuple | None = None
        self._shown: pygame.Surface | None = None
        #: the picture shown was made without smoothing: turned, flipped or grown (see image)
        self.rough = False
        #: the fields look() last read and what it made of them
        self._read: tuple = ()
        self._look: tuple = ()

    def __repr__(self) -> str:
        return f"<CardSprite {self.card_id!r} at ({self.x:.0f}, {self.y:.0f}){'' if self.face_up else ' face down'}>"

    # -- placement -----------------------------------------------------------------------
    @property
    def pos(self) -> tuple[float, float]:
        return self.x, self.y

    @pos.setter
    def pos(self, value: tuple[float, float]) -> None:
        self.x, self.y = float(value[0]), float(value[1])

    @property
    def z(self) -> float:
        return self._z

    @z.setter
    def z(self, value: float) -> None:
        self._z = value
        if self._layer is not None:
            self._layer.order_changed()

    def set_home(self, x: float, y: float, angle: float = 0.0) -> None:
        self.home = (float(x), float(y), float(angle))

    def jump_home(self) -> None:
        self.x, self.y, self.angle = self.home

    @property
    def rect(self) -> pygame.Rect:
        """The card's outline on screen as drawn now (scaled, squashed; rotation ignored)."""
        w = self.size[0] * self.scale * self.squash
        h = self.size[1] * self.scale
        return pygame.Rect(round(self.x - w / 2), round(self.y - h / 2), round(w), round(h))

    def home_rect(self) -> pygame.Rect:
        return pygame.Rect(0, 0, *self.size).move(round(self.home[0] - self.size[0] / 2),
                                                  round(self.home[1] - self.size[1] / 2))

    def contains(self, point: tuple[float, float]) -> bool:
        """Is `point` on the card, taking its rotation into account?"""
        dx, dy = point[0] - self.x, point[1] - self.y
        turn = math.radians(self.angle)
        # pygame angles turn counter-clockwise on screen (y down): undo that turn
        lx = dx * math.cos(turn) - dy * math.sin(turn)
        ly = dx * math.sin(turn) + dy * math.cos(turn)
        return (abs(lx) <= self.size[0] * self.scale * self.squash / 2
                and abs(ly) <= self.size[1] * self.scale / 2)

    # -- drawing -------------------------------------------------------------------------
    def base_image(self) -> pygame.Surface:
        if self.face_up:
            return face_image(self.painter, self.card_id, self.size)
        return back_image(self.back_painter, self.size, self.back_id)

    def look(self) -> tuple:
        """What decides the card's picture; it is redrawn only when this changes. Made again only
        when a field it reads changed: the still picture asks every card each frame."""
        read = (*_LOOKED_AT(self), STYLE.version)
        if read != self._read:
            self._read = read
            self._look = (self.face_up, self.size, round(self.scale, 2), round(self.squash, 2), round(self.angle),
                          round(self.lift, 1), self.highlight, self.card_id, self.back_id, STYLE.version)
        return self._look

    def image(self, rough: bool = False) -> pygame.Surface:
        """The card as it looks now, with its shadow and glow, centred on the card's centre.

        `rough`: a card in flight may be turned, flipped and grown without smoothing, several
        times cheaper (at 3840x2160 a smoothed turn costs more than two milliseconds); a picture
        made so is made again smoothed as soon as it is asked for without `rough`."""
        key = self.look()
        if key != self._shown_key or (self.rough and not rough):
            stretched = (round(self.scale, 2), round(self.squash, 2)) != (1.0, 1.0)
            self.rough = rough and (round(self.angle) != 0 or stretched)
            self._shown = self._compose()
            self._shown_key = key
        assert self._shown is not None, "composed above on the first call"
        return self._shown

    def composed(self) -> tuple[tuple | None, pygame.Surface | None]:
        """The look the card's picture was last made for and that picture (None, None before the
        first): a caller short of time may draw it a frame longer (scenes.kit.still)."""
        return self._shown_key, self._shown

    def _compose(self) -> pygame.Surface:
        # one surface for shadow, glow and card: one blit per card per frame
        w, h = self.size
        lift = round(self.lift, 1)
        card = self.base_image()
        blur = max(1, round(w * (0.03 + 0.06 * lift)))
        offset = w * (0.025 + 0.1 * lift)
        shadow = soft_shadow((w, h), blur)
        glow = glow_ring((w, h), self.highlight) if self.highlight is not None else None
        pad = max((shadow.get_width() - w) // 2 + math.ceil(offset), (glow.get_width() - w) // 2 if glow else 0)
        canvas = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
        centre = canvas.get_rect().center
        canvas.blit(shadow, shadow.get_rect(center=(round(centre[0] + offset * 0.6), round(centre[1] + offset))))
        if glow is not None:
            canvas.blit(glow, glow.get_rect(center=centre))
        canvas.blit(card, card.get_rect(center=centre))
        squash, scale, angle = round(self.squash, 2), round(self.scale, 2), round(self.angle)
        stretch = pygame.transform.scale if self.rough else pygame.transform.smoothscale
        if squash != 1.0:   # a flip: the card, its shadow and glow all turn edge-on together
            width = max(1, round(canvas.get_width() * squash))
            canvas = stretch(canvas, (width, canvas.get_height()))
        if angle and self.rough:
            if scale != 1.0:
                canvas = stretch(canvas, _scaled(canvas, scale))
            canvas = pygame.transform.rotate(canvas, angle)
        elif angle:
            canvas = pygame.transform.rotozoom(canvas, angle, scale)
        elif scale != 1.0:      # smoothscale: a card growing in flight, nearly ten times cheaper
            canvas = stretch(canvas, _scaled(canvas, scale))
        return canvas

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible or self.squash <= 0.01:
            return
        image = self.image()
        surface.blit(image, image.get_rect(center=(round(self.x), round(self.y))))


def _scaled(surface: pygame.Surface, scale: float) -> tuple[int, int]:
    """The size of `surface` grown by `scale`, at least a pixel each way."""
    return max(1, round(surface.get_width() * scale)), max(1, round(surface.get_height() * scale))


#: the fields CardSprite.look reads, in one call
_LOOKED_AT = operator.attrgetter("face_up", "size", "scale", "squash", "angle", "lift", "highlight", "card_id",
                                 "back_id")


# -- the layered group -----------------------------------------------------------------------

class CardLayer:
    """All the cards of a table in draw order (lowest z first), with topmost hit-testing."""

    def __init__(self) -> None:
        self._cards: list[CardSprite] = []
        self._sorted = True

    def __iter__(self) -> Iterator[CardSprite]:
        self._sort()
        return iter(list(self._cards))

    def __len__(self) -> int:
        return len(self._cards)

    def __contains__(self, card: object) -> bool:
        return card in self._cards

    def add(self, card: CardSprite, z: float | None = None) -> CardSprite:
        """Put `card` on the table, on top unless `z` is given."""
        card._layer = self
        card._z = self.top_z() + 1 if z is None else z
        self._cards.append(card)
        self._sorted = False
        return card

    def remove(self, card: CardSprite) -> None:
        self._cards.remove(card)
        card._layer = None

    def clear(self) -> None:
        for card in self._cards:
            card._layer = None
        self._cards.clear()

    def top_z(self) -> float:
        return max((c._z for c in self._cards), default=0.0)

    def raise_to_top(self, card: CardSprite) -> None:
        if self._cards and self.top_z() == card.z and self._cards[-1] is card:
            return
        card.z = self.top_z() + 1

    def order_changed(self) -> None:
        self._sorted = False

    def _sort(self) -> None:
        if not self._sorted:
            self._cards.sort(key=lambda c: c._z)   # stable: equal z keep their insertion order
            self._sorted = True

    def card_at(self, point: tuple[float, float],
                where: Callable[[CardSprite], bool] | None = None) -> CardSprite | None:
        """The topmost visible card under `point` (and accepted by `where`, if given)."""
        self._sort()
        for card in reversed(self._cards):
            if card.visible and card.contains(point) and (where is None or where(card)):
                return card
        return None

    def draw(self, surface: pygame.Surface) -> None:
        """Draw every card, bottom first."""
        self._sort()
        for card in self._cards:
            card.draw(surface)
