"""What the LIXO? table draws around its cards: the seats' panels, the piles' counts, the bid
rows' totals, and the words about the bidding beside the open bin.

Everything here reads what the animations have shown (the table's picture and `shown`), not the
View, so a count never runs ahead of the cards. Text is measured and fitted to the room the plan
gives it (smaller, then cut with an ellipsis, or wrapped), never let to run into the cards beside it.
"""
from __future__ import annotations

import functools
from typing import Any, NamedTuple

import pygame

from game.lixo.actions import BINS, RECYCLED, RECYCLING, STACK, bid, hand, unrecycled
from game.lixo.cards import COLOURS, RECYCLING_COUNT, SHAPES, bin_colour, bin_of, bin_value
from scenes.kit import palette
from scenes.kit.cards import back_image, glow_ring
from scenes.kit.felt import draw_slot
from scenes.kit.palette import Colour
from scenes.kit.picture import card_of
from scenes.kit.symbols import draw_symbol
from scenes.kit.theme import font, rendered, wrap
from scenes.lixo.faces import colour_of, paint_stack_back
from scenes.lixo.layout import GAP, TablePlan

#: the smallest a fitted text may shrink to, as a share of its size
LEAST = 0.7


class Line(NamedTuple):
    text: str
    px: int
    bold: bool
    colour: tuple
    swatch: int | None = None       # a bin colour drawn as a square before the words


def fitted(text: str, px: int, bold: bool, width: int, colour: Colour) -> pygame.Surface:
    """`text` no wider than `width`: smaller (down to LEAST of `px`), then cut with an ellipsis."""
    size = px
    while size > max(9, px * LEAST) and font(size, bold).size(text)[0] > width:
        size -= 1
    face = font(size, bold)
    if face.size(text)[0] > width:
        while text and face.size(text + "\u2026")[0] > width:
            text = text[:-1]
        text += "\u2026"
    return rendered(size, text, colour, bold)


def draw_block(surface: pygame.Surface, lines: list[Line], rect: pygame.Rect) -> list[pygame.Rect]:
    """`lines` wrapped into `rect`, top down, at the largest size (down to LEAST) at which they all
    fit; lines that still do not fit are left out from the end. Returns the rects drawn."""
    laid = _laid_out(tuple(lines), rect.size)
    drawn, y = [], rect.top
    for line, size, texts in laid:
        face = font(size, line.bold)
        if y + face.get_linesize() * len(texts) > rect.bottom:
            break
        x = rect.left
        if line.swatch is not None:
            side = face.get_linesize()
            swatch = pygame.Rect(x, y, side, side)
            pygame.draw.rect(surface, colour_of(line.swatch), swatch, border_radius=4)
            draw_symbol(surface, SHAPES[line.swatch], swatch.inflate(-6, -6), palette.CARD_CREAM)
            drawn.append(swatch)
            x = swatch.right + 6
        for text in texts:
            image = rendered(size, text, line.colour, line.bold)
            surface.blit(image, (x, y))
            drawn.append(image.get_rect(topleft=(x, y)))   # not blit's: a frame drawn in part clips it
            y += face.get_linesize()
        y += 4
    return drawn


@functools.lru_cache(maxsize=32)
def _laid_out(lines: tuple[Line, ...], room: tuple[int, int]) -> list[tuple[Line, int, list[str]]]:
    """(line, font size, its wrapped texts) for draw_block: the words stay the same for many frames
    and wrapping them again each frame cost more than drawing them."""
    width, height = room
    laid: list[tuple[Line, int, list[str]]] = []
    for share in (1.0, 0.9, 0.8, LEAST):
        laid = []
        for line in lines:
            size = max(9, round(line.px * share))
            face = font(size, line.bold)
            swatch = face.get_linesize() + 6 if line.swatch is not None else 0
            laid.append((line, size, wrap(line.text, face, max(1, width - swatch))))
        used = sum(font(size, line.bold).get_linesize() * len(texts) + 4 for line, size, texts in laid)
        widest = max(font(size, line.bold).size(t)[0] for line, size, texts in laid for t in texts)
        if used <= height and widest <= width:
            break
    return laid


def caption(surface: pygame.Surface, plan: TablePlan, text: str, midtop: tuple[float, float],
            width: int) -> pygame.Rect | None:
    """A word under a pile, if it fits `width` at no less than LEAST of its size (else none: the
    pile's count says enough)."""
    px = plan.caption_px
    face = font(max(9, round(px * LEAST)))
    if face.size(text)[0] > width:
        return None
    image = fitted(text, px, False, width, palette.TEXT_DIM)
    return surface.blit(image, image.get_rect(midtop=(round(midtop[0]), round(midtop[1]))))


def badge(surface: pygame.Surface, plan: TablePlan, text: str, centre: tuple[float, float], card: tuple[int, int],
          colour: Colour = palette.TEXT) -> pygame.Rect:
    """A count on a pile of `card`-sized cards centred at `centre`: bold words on a dark pill low
    on the card, readable on any face, never larger than the card makes room for."""
    image = font(min(plan.caption_px, max(10, round(card[1] * 0.3))), True).render(text, True, colour)
    pill = image.get_rect(center=(round(centre[0]), round(centre[1] + card[1] * 0.3))).inflate(10, 4)
    pygame.draw.rect(surface, palette.PANEL, pill, border_radius=pill.height // 2)
    pygame.draw.rect(surface, palette.PANEL_EDGE, pill, width=1, border_radius=pill.height // 2)
    surface.blit(image, image.get_rect(center=pill.center))
    return pill


def leader(table: Any) -> int | None:
    """The seat whose bid on the open bin is highest, as shown (a raise always beats every other)."""
    totals = [len(table.picture.cards_in(bid(s))) for s in range(table.players)]
    best = max(totals)
    return totals.index(best) if best else None


# -- under the cards ------------------------------------------------------------------------------
PILES = ((STACK, "stack", "rubbish"), (RECYCLED, "recycled", "recycled"), (BINS, "deck", "bins"))


def pile_rect(plan: TablePlan, attribute: str) -> pygame.Rect:
    size = plan.bin_card if attribute == "deck" else plan.pile_card
    rect = pygame.Rect(0, 0, *size)
    rect.center = getattr(plan, attribute)
    return rect


def draw_table(surface: pygame.Surface, table: Any) -> None:
    plan, picture = table.plan, table.picture
    for zone, attribute, words in PILES:
        rect = pile_rect(plan, attribute)
        if not picture.cards_in(zone):
            draw_slot(surface, rect)
        caption(surface, plan, words, (rect.centerx, rect.bottom + 4), round(rect.width * 1.4))
    if not picture.cards_in(("bin",)):
        draw_slot(surface, plan.reveal_rect)
    title = fitted("dead bins", plan.caption_px, False, plan.dead.width, palette.TEXT_DIM)
    surface.blit(title, plan.dead.topleft)
    for seat in plan.opponents:
        draw_panel(surface, table, seat)
    draw_my_panel(surface, table)
    draw_bid_rows(surface, table)


def name_line(table: Any, seat: int) -> tuple[str, str]:
    """A seat's name (marked while it is its go) and its tags: the active player, a pass."""
    shown, open_bin = table.shown, bool(table.picture.cards_in(("bin",)))
    name = (("\u25b6 " if open_bin and shown.turn == seat else "")
            + ("You" if seat == table.me and not table.together else table.seat_name(seat)))
    tags = (["active"] if shown.active == seat else []) + (["passed"] if open_bin and seat in shown.passed else [])
    return name, " \u00b7 ".join(tags)


def draw_name(surface: pygame.Surface, table: Any, seat: int, rect: pygame.Rect) -> None:
    plan = table.plan
    name, tags = name_line(table, seat)
    tag_image = fitted(tags, plan.caption_px, True, rect.width // 2, palette.GLOW) if tags else None
    room = rect.width - 16 - (tag_image.get_width() + GAP if tag_image else 0)
    colour = palette.GLOW if name.startswith("\u25b6") else palette.TEXT
    surface.blit(fitted(name, plan.name_px, True, room, colour), (rect.left + 8, rect.top + 6))
    if tag_image is not None:
        surface.blit(tag_image, tag_image.get_rect(topright=(rect.right - 8, rect.top + 6 + 2)))


def panel_box(surface: pygame.Surface, rect: pygame.Rect) -> None:
    pygame.draw.rect(surface, palette.PANEL, rect, border_radius=8)
    pygame.draw.rect(surface, palette.PANEL_EDGE, rect, width=1, border_radius=8)


def draw_panel(surface: pygame.Surface, table: Any, seat: int) -> None:
    """An opponent: its name, its hand (a back with the count), won bins and unrecycled pile."""
    plan = table.plan
    rect = plan.panel[seat]
    panel_box(surface, rect)
    draw_name(surface, table, seat, rect)
    back = pygame.Rect(0, 0, *plan.seat_card(seat))
    back.center = plan.hand_spot(seat)
    held = len(table.picture.cards_in(hand(seat)))
    if held:
        surface.blit(back_image(paint_stack_back, back.size), back)
    else:
        draw_slot(surface, back)
    badge(surface, plan, str(held), back.center, back.size)
    draw_unrecycled_slot(surface, table, seat)


def draw_my_panel(surface: pygame.Surface, table: Any) -> None:
    rect = table.plan.my_panel
    panel_box(surface, rect)
    draw_name(surface, table, table.bottom_seat, rect)
    draw_unrecycled_slot(surface, table, table.bottom_seat)


def draw_unrecycled_slot(surface: pygame.Surface, table: Any, seat: int) -> None:
    if not table.picture.cards_in(unrecycled(seat)):
        slot = pygame.Rect(0, 0, *table.plan.seat_card(seat))
        slot.center = table.plan.unrecycled_spot(seat)
        draw_slot(surface, slot)


def draw_bid_rows(surface: pygame.Surface, table: Any) -> None:
    """Each bid's total left of its row; the highest bid glows."""
    plan, picture = table.plan, table.picture
    top = leader(table)
    for seat in range(table.players):
        laid = len(picture.cards_in(bid(seat)))
        rect = plan.bid_rect(seat)
        if not laid:
            continue
        if seat == top:
            spots = [table.spot(bid(seat), i, laid) for i in range(laid)]
            span = pygame.Rect(0, 0, plan.bid_card[0], plan.bid_card[1])
            span.center = (spots[0].x, spots[0].y)
            span.union_ip(span.move(spots[-1].x - spots[0].x, 0))
            halo = glow_ring(span.size, palette.GLOW)
            surface.blit(halo, halo.get_rect(center=span.center))
        badge = font(plan.total_px, True).render(str(laid), True, palette.GLOW if seat == top else palette.TEXT)
        first = table.spot(bid(seat), 0, laid)
        surface.blit(badge, badge.get_rect(midright=(first.x - plan.bid_card[0] / 2 - 6, rect.centery)))


# -- over the cards --------------------------------------------------------------------------------
def draw_overlay(surface: pygame.Surface, table: Any) -> list[pygame.Rect]:
    """Counts over the piles, the words about the bidding beside the open bin, and the person's
    total by the buttons. Returns where the bidding words went."""
    plan, picture = table.plan, table.picture
    for zone, attribute, _ in PILES:
        rect = pile_rect(plan, attribute)
        badge(surface, plan, str(len(picture.cards_in(zone))), rect.center, rect.size)
    used = len(picture.cards_in(RECYCLING))
    if used:
        badge(surface, plan, f"{used}/{RECYCLING_COUNT}", plan.recycling, plan.pile_card)
    for seat in range(table.players):
        lost = len(picture.cards_in(unrecycled(seat)))
        if lost:
            rect = pygame.Rect(0, 0, *plan.seat_card(seat))
            rect.center = plan.unrecycled_spot(seat)
            pygame.draw.line(surface, palette.REFUSED, rect.topleft, rect.bottomright, 2)
            badge(surface, plan, f"-{lost}", rect.center, rect.size, palette.REFUSED)
    open_bin = picture.cards_in(("bin",))
    if not open_bin:
        return []
    top = card_of(open_bin[-1])
    assert top is not None, "the open bin lies face up"
    card_id = bin_of(top)
    colour = bin_colour(card_id)
    top = leader(table)
    best = len(picture.cards_in(bid(top))) if top is not None else 0
    lines = [Line(f"Highest bid: {best}" if best else "No bids yet", plan.info_px, True,
                  palette.GLOW if best else palette.TEXT)]
    if top is not None:
        by = 'you' if top == table.me else table.seat_name(top)
        lines.append(Line(f"by {by}", plan.caption_px + 2, True, palette.GLOW))
    lines.append(Line(f"{COLOURS[colour]} bin, worth {bin_value(card_id)}", plan.caption_px + 2, False,
                      palette.TEXT, swatch=colour))
    drawn = draw_block(surface, lines, plan.info)
    if table.my_turn():
        total, beat = table.my_total(), table.to_beat()
        words = [Line(f"Your bid: {total}", plan.total_px, True, palette.GLOW if total > beat else palette.TEXT),
                 Line(f"To beat: {beat}", plan.total_px, True, palette.TEXT)]
        draw_block(surface, words, plan.total_rect)
    return drawn

