"""The table picture: where each card lies, and the motion that takes it where the events say.

Every table uses one. The table gives it two functions:

- `spot(zone, index, count) -> Spot`: where the `index`-th of the `count` cards of a zone rests
  (centre, size, face up or down, stacking order, angle, drawn or not), from the table's layout;
- `new_sprite(token, zone) -> CardSprite`: a sprite for a card (a card id, or a `Back` for a
  card this seat cannot know), with the game's face and back painters.

The picture keeps two maps of zone -> cards in order: `shown` (what is on screen now) and `coming`
(once the queued motion has played). `play(events, other)` moves `coming` at once and queues the
motion that brings `shown` after it: consecutive card events of one kind (a deal, a line of cards
to the discard pile) fly together, slightly staggered; a card that turns over on the way flips in
flight; the cards left behind close up and those arriving make room. Events that are not card
motion go to `other(event)`, in order, so a table can queue its own steps between them.

    picture = Picture(table.cards, table.queue, spot=table.spot, new_sprite=table.new_sprite)
    picture.reset({("deck",): [None] * 60, ("middle",): [12, 40]})   # from the seat's View
    picture.play(link.events(), other=table.on_event)
    picture.relayout()                 # the window changed size: every card to its spot now

A card nobody at this seat may know is a `Back`; when it comes to light (a card moved or turned
face up out of a zone of backs) the back's sprite becomes that card. A finished game watched with
all cards open (scenes/kit/replay.py) names the hidden cards by zone: `reveal(zones)` turns the
backs there into those cards and shows them face up wherever they rest in sight.

Where several cards share one face (LIXO?'s 180 rubbish cards are copies of 15), the events name
the face and the picture, made with `copies=True`, tells the cards apart: each card on the table
is a `Copy` token of its face, and an event moves the top copy of its face in its source zone.
`card_of(token)` is the face of a token (None for a back); `sprite(face)` is the copy that moved last.
"""
from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace

from game.core import CardFlipped, CardMoved, Event, Zone
from scenes.kit.cards import CardLayer, CardSprite
from scenes.kit.tween import (
    Animation,
    AnimationQueue,
    Call,
    Parallel,
    Tween,
    Wait,
    flip,
    scaled,
    slide_duration,
)
from scenes.kit.tween import (
    Sequence as Steps,
)

#: the stacking order of a card in flight, above everything that rests
FLYING_Z = 100_000
#: seconds between the cards of one step leaving, so a deal reads as a deal
STAGGER = 0.06

_backs = itertools.count()


class Back:
    """An unknown card: it stands for the card until its face comes to light."""
    __slots__ = ("number",)

    def __init__(self) -> None:
        self.number = next(_backs)

    def __repr__(self) -> str:
        return f"Back({self.number})"


class Copy:
    """One of several cards with the same face (a Picture made with copies=True)."""
    __slots__ = ("card",)

    def __init__(self, card: int) -> None:
        self.card = card

    def __repr__(self) -> str:
        return f"Copy({self.card})"


Token = int | Back | Copy


def card_of(token: Token) -> int | None:
    """The face a token shows: its card id, or None for a back."""
    if isinstance(token, Back):
        return None
    return token.card if isinstance(token, Copy) else token


def _sprite_id(token: Token) -> int | Back:
    """What a sprite paints: a face, or the back it stands for."""
    return token.card if isinstance(token, Copy) else token


@dataclass(frozen=True)
class Spot:
    """Where a card rests: centre, size, which way up, stacking order, turn, and whether it is drawn
    (a card deep in a pile is not: the table draws the pile). `face_up` None: the way the card
    lies, as the events last turned it (a known card face up, a back face down, before any)."""
    x: float
    y: float
    size: tuple[int, int]
    face_up: bool | None
    z: float
    angle: float = 0.0
    visible: bool = True


@dataclass(frozen=True)
class Change:
    """One card event resolved against the picture: which token leaves `src`, which enters `dst`."""
    token: Token
    src: Zone | None          # None: a card that was nowhere in the picture appears
    became: Token
    dst: Zone
    face_up: bool
    in_place: bool               # turned over where it lies


Spotter = Callable[[Zone, int, int], Spot]
SpriteMaker = Callable[[Token, Zone], CardSprite]


class Picture:
    def __init__(self, cards: CardLayer, queue: AnimationQueue, spot: Spotter, new_sprite: SpriteMaker,
                 copies: bool = False) -> None:
        self.cards = cards
        self.queue = queue
        self.spot = spot
        self.new_sprite = new_sprite
        #: card ids name faces that several cards share: each card gets its own Copy token
        self.copies = copies
        self.shown: dict[Zone, list[Token]] = {}
        self.coming: dict[Zone, list[Token]] = {}
        self.sprites: dict[Token, CardSprite] = {}
        #: cards that lie face up although the spot would show them down (a flip seen in place)
        self.face: dict[Token, bool] = {}
        #: cards shown face up wherever they rest in sight (every card open: `reveal`)
        self.opened: set[Token] = set()

    # -- building --------------------------------------------------------------------------------
    def reset(self, zones: Mapping[Zone, Sequence[int | None]], face_down: Iterable[int] = ()) -> None:
        """Show exactly `zones` (None for a card this seat cannot know), every card at rest.
        `face_down`: known cards that lie face down where their spot leaves it open (a card the
        seat knows but nobody has turned up, as Flixo's eye-token cards)."""
        self.queue.finish_all()
        for sprite in self.sprites.values():
            self.cards.remove(sprite)
        self.sprites.clear()
        self.face.clear()
        self.face.update((card, False) for card in face_down)
        self.shown = {zone: [Back() if card is None else self._known(card) for card in cards]
                      for zone, cards in zones.items()}
        self.coming = {zone: list(tokens) for zone, tokens in self.shown.items()}
        for zone, tokens in self.shown.items():
            for token in tokens:
                self.sprites[token] = self.cards.add(self.new_sprite(_sprite_id(token), zone))
        self.relayout()

    def relayout(self) -> None:
        """Every shown card to its spot at once (after a resize, or a reset)."""
        for zone, tokens in self.shown.items():
            for index, token in enumerate(tokens):
                sprite, spot = self.sprites[token], self._spot(zone, index, len(tokens), token)
                sprite.size, sprite.scale, sprite.squash, sprite.lift = spot.size, 1.0, 1.0, 0.0
                sprite.face_up, sprite.visible, sprite.z = bool(spot.face_up), spot.visible, spot.z  # _spot fills it
                sprite.card_id = _sprite_id(token)
                sprite.set_home(spot.x, spot.y, spot.angle)
                sprite.jump_home()

    def reveal(self, zones: dict[Zone, Sequence[int]]) -> None:
        """Show the cards of `zones` (the hidden cards, named by the game) face up where they lie:
        a back there becomes its card. Called while nothing moves; a zone whose cards are not all
        shown yet is left for the next call."""
        self.opened = set()
        for zone, cards in zones.items():
            tokens = self.shown.get(zone, [])
            if len(tokens) != len(cards) or tokens != self.coming.get(zone, []):
                continue
            for index, (token, card) in enumerate(zip(tokens, cards)):
                if token != card and card not in self.sprites:
                    sprite = self.sprites.pop(token)
                    sprite.card_id = card
                    self.sprites[card] = sprite
                    tokens[index] = card
                    self.face.pop(token, None)
            self.coming[zone] = list(tokens)
            self.opened.update(cards)
        self.relayout()

    # -- asking ----------------------------------------------------------------------------------
    def zone_of(self, card: Token, coming: bool = False) -> Zone | None:
        """The zone `card` lies in (now, or once the queued motion has played)."""
        for zone, tokens in (self.coming if coming else self.shown).items():
            if card in tokens:
                return zone
        return None

    def cards_in(self, zone: Zone, coming: bool = False) -> list[Token]:
        return list((self.coming if coming else self.shown).get(zone, ()))

    def sprite(self, card: Token) -> CardSprite | None:
        """The sprite of a token; with copies, a face gives the copy of it that moved last."""
        if self.copies and isinstance(card, int):
            return next((s for t, s in reversed(self.sprites.items()) if isinstance(t, Copy) and t.card == card), None)
        return self.sprites.get(card)

    def put_on_top(self, zone: Zone, tokens: Sequence[Token]) -> None:
        """`tokens`, cards of `zone`, go on top of it in this order, with nothing queued: the next
        events naming their faces move these copies first (the ones a person picked)."""
        self.queue.finish_all()
        for cards in (self.shown.get(zone, []), self.coming.get(zone, [])):
            cards[:] = [t for t in cards if t not in tokens] + [t for t in tokens if t in cards]

    def _known(self, card: int) -> Token:
        """A new token for a card that comes onto the table (or to light)."""
        return Copy(card) if self.copies else card

    def _find(self, tokens: list[Token], card: int) -> Token | None:
        """The token of `card` among `tokens`: itself, or with copies the top copy of that face."""
        if not self.copies:
            return card if card in tokens else None
        return next((t for t in reversed(tokens) if isinstance(t, Copy) and t.card == card), None)

    # -- events -> motion --------------------------------------------------------------------------
    def play(self, events: Iterable[Event], other: Callable[[Event], None]) -> None:
        """Queue the motion of the card events; hand every other event to `other`, in order."""
        group: list[Event] = []
        for event in events:
            if isinstance(event, (CardMoved, CardFlipped)):
                if group and not _same_kind(group[0], event):
                    self._queue(group)
                    group = []
                group.append(event)
                continue
            if group:
                self._queue(group)
                group = []
            other(event)
        if group:
            self._queue(group)

    def _queue(self, events: list[Event]) -> None:
        changes = [self._resolve(event) for event in events]
        self.queue.add(Arrangement(self, changes))

    def _resolve(self, event: Event) -> Change:
        """Carry `event` out on `coming` and say which token moves (the same choice `shown` will make)."""
        if isinstance(event, CardMoved):
            src, dst, card, face_up = event.src, event.dst, event.card, event.face_up
        else:
            assert isinstance(event, CardFlipped)
            src, dst, card, face_up = event.zone, event.zone, event.card, event.face_up
        tokens = self.coming.setdefault(src, [])
        token: Token
        became: Token
        if card is not None:
            own = self._find(tokens, card)
            if own is not None:
                token = became = own
            else:
                became = self._known(card)
                token = next((t for t in reversed(tokens) if isinstance(t, Back)), became)
        else:
            token = tokens[-1] if tokens else Back()
            became = token if isinstance(token, Back) else Back()
        found = token in tokens
        in_place = found and isinstance(event, CardFlipped)
        if in_place:
            tokens[tokens.index(token)] = became
        else:
            if found:
                tokens.remove(token)
            self.coming.setdefault(dst, []).append(became)
        return Change(token, src if found else None, became, dst, face_up, in_place)

    # -- carrying out a step (called by Arrangement when the step starts) --------------------------
    def apply(self, changes: list[Change]) -> list[Token]:
        """Move `shown` by `changes`; re-key sprites whose card came to light (or went out of
        knowledge); returns the moving cards in order."""
        moving = []
        for change in changes:
            sprite = self.sprites.pop(change.token, None)
            here = self.shown.setdefault(change.dst, [])
            if change.in_place and change.token in here:
                here[here.index(change.token)] = change.became
            else:
                if change.src is not None and change.token in self.shown.get(change.src, []):
                    self.shown[change.src].remove(change.token)
                here.append(change.became)
            if sprite is None:               # a card the picture never had: it appears at its source
                sprite = self.cards.add(self.new_sprite(_sprite_id(change.became), change.dst))
                start = self._spot(change.src or change.dst, 0, 1, change.became)
                sprite.size, sprite.visible, sprite.face_up = start.size, False, bool(start.face_up)
                sprite.set_home(start.x, start.y)
                sprite.jump_home()
            if not (isinstance(change.became, Back) and sprite.face_up):
                sprite.card_id = _sprite_id(change.became)   # a card going out of sight shows its face until it turns
            self.sprites[change.became] = sprite
            self.face.pop(change.token, None)
            self.face[change.became] = change.face_up
            moving.append(change.became)
        return moving

    def settle(self, moving: list[Token]) -> list[Animation]:
        """Motion taking every shown card whose spot changed to it: the moving ones fly (raised,
        staggered, turning over on the way), the others slide into their new places."""
        order = {token: i for i, token in enumerate(moving)}
        animations: list[Animation] = []
        for zone, tokens in self.shown.items():
            for index, token in enumerate(tokens):
                sprite, spot = self.sprites[token], self._spot(zone, index, len(tokens), token)
                if token in order:
                    animations.append(self._fly(sprite, token, spot, scaled(STAGGER) * order[token]))
                elif _off_spot(sprite, spot):
                    animations.append(self._fly(sprite, token, spot, 0.0, raised=False))
        return animations

    def _spot(self, zone: Zone, index: int, count: int, token: Token) -> Spot:
        """The table's spot, with the way the card lies filled in where the table leaves it open."""
        spot = self.spot(zone, index, count)
        face_up = spot.face_up
        if face_up is None:
            face_up = self.face.get(token, not isinstance(token, Back))
        if isinstance(token, Back):
            face_up = False
        elif token in self.opened and spot.visible:
            face_up = True
        return spot if face_up is spot.face_up else replace(spot, face_up=face_up)

    def _fly(self, sprite: CardSprite, token: Token, spot: Spot, delay: float, raised: bool = True) -> Animation:
        was_visible = sprite.visible
        slide = Tween(sprite, 0.0, delay=delay)
        distance = math.hypot(spot.x - sprite.x, spot.y - sprite.y)
        slide.duration = slide_duration(distance)
        sprite.scale = sprite.scale * sprite.size[0] / max(1, spot.size[0])
        sprite.size = spot.size
        slide.to = {"x": spot.x, "y": spot.y, "scale": 1.0, "angle": spot.angle, "lift": 0.0}
        sprite.set_home(spot.x, spot.y, spot.angle)
        sprite.visible = was_visible or spot.visible
        if raised:
            sprite.z = FLYING_Z + spot.z

        def land() -> None:
            sprite.z = spot.z
            sprite.visible = spot.visible
            sprite.card_id = _sprite_id(token)
        parts: list[Animation] = [slide]
        if sprite.face_up != spot.face_up:
            parts.append(Steps(Wait(delay), flip(sprite, spot.face_up)))
        return Steps(Parallel(*parts), Call(land))


def _kind(zone: Zone) -> object:
    return zone[0] if zone else None


def _same_kind(first: Event, event: Event) -> bool:
    """Do two card events fly in one step? Moves out of the same kind of zone do (a deal), and
    moves into the same kind (a line to the discard pile, cards gathered into the deck); flips
    go with flips."""
    if isinstance(first, CardMoved) and isinstance(event, CardMoved):
        return _kind(first.src) == _kind(event.src) or _kind(first.dst) == _kind(event.dst)
    return isinstance(first, CardFlipped) and isinstance(event, CardFlipped)


def _off_spot(sprite: CardSprite, spot: Spot) -> bool:
    x, y, angle = sprite.home
    return (round(x) != round(spot.x) or round(y) != round(spot.y) or round(angle) != round(spot.angle)
            or sprite.size != spot.size or sprite.face_up != spot.face_up or sprite.visible != spot.visible
            or sprite.z != spot.z)


class Arrangement(Animation):
    """A queue step of the picture: when it starts, `shown` follows the changes and every card
    whose spot changed moves there together."""
    ends_quietly = True     # landing changes only the cards


    def __init__(self, picture: Picture, changes: list[Change]) -> None:
        self.picture = picture
        self.changes = changes
        self.inner: Parallel | None = None

    def _begin(self) -> Parallel:
        if self.inner is None:
            moving = self.picture.apply(self.changes)
            self.inner = Parallel(*self.picture.settle(moving))
        return self.inner

    def update(self, dt: float) -> bool:
        inner = self._begin()
        self.done = inner.update(dt)
        self.leftover = inner.leftover
        return self.done

    def finish(self) -> None:
        self._begin().finish()
        self.done = True
