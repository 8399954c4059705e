"""What the Flixo table draws beside its cards: the draw pile and the piles' captions, the name
plates, the cells a click may pick, eye tokens, the card under an eye token the pointer rests
on, and the teammates' speech bubbles. Each takes the table (scenes.flixo.table.FlixoTable)
and draws what its View and its picture show now.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Any

import pygame

from game.core.text import Text
from game.flixo.actions import DRAW, REMOVED
from game.flixo.rules import TURN
from scenes.flixo.faces import draw_eye_token, paint_back, paint_face
from scenes.flixo.layout import fit_caption
from scenes.kit import palette
from scenes.kit.cards import back_image, face_image
from scenes.kit.felt import draw_slot
from scenes.kit.lang import _, say
from scenes.kit.theme import rendered, scaled

#: the name plates' and the speech bubbles' text at 100 %
PLATE_TEXT = 17
SPEECH_TEXT = 15


def captions(table: Any) -> list[tuple[str, list[tuple[str, pygame.Surface, pygame.Rect]]]]:
    """Each pile's caption as drawn now: (its text, [(a line, its image, where)])."""
    plan = table.plan
    left = len(table.picture.cards_in(DRAW))
    texts = {"draw": _("draw pile: {n}").format(n=left) if left else _("draw pile: empty"),
             "removed": _("removed: {n}").format(n=len(table.picture.cards_in(REMOVED))),
             "drawn": _("drawn card"), "discard": _("discard pile")}
    out = []
    for name, words in texts.items():
        box = plan.captions[name]
        # a word's space kept clear at each side: side by side captions must not read as one line
        face, lines = fit_caption(words, box.inflate(-plan.caption, 0), plan.caption)
        placed, y = [], box.top
        for line in lines:
            image = _caption_image(line, face)
            placed.append((line, image, image.get_rect(midtop=(box.centerx, y))))
            y += face.get_linesize()
        out.append((words, placed))
    return out


@lru_cache(maxsize=32)
def _caption_image(line: str, face: pygame.font.Font) -> pygame.Surface:
    """A caption's line, drawn once (the fonts are made once per size: scenes.kit.theme.font)."""
    return face.render(line, True, palette.TEXT_DIM)


def paint_slots(table: Any, cloth: pygame.Surface) -> None:
    """The slots of the drawn card and the discard pile: still, so painted once per layout."""
    draw_slot(cloth, table.plan.discard)
    draw_slot(cloth, table.plan.drawn)


def draw_piles(table: Any, surface: pygame.Surface) -> None:
    """The draw pile's backs (its cards rest unseen beneath them), the glow when a draw is open,
    and every caption."""
    plan = table.plan
    left = len(table.picture.cards_in(DRAW))
    if left:
        back = back_image(paint_back, plan.pile_card)
        for k in range(min(4, left)):
            surface.blit(back, back.get_rect(center=(plan.draw_pile.centerx - 2 * k, plan.draw_pile.centery - 2 * k)))
        view = table.view
        if table.my_turn() and view.phase == TURN and not view.forced():
            pygame.draw.rect(surface, palette.GLOW, plan.draw_pile.inflate(8, 8), 2, border_radius=8)
    else:
        draw_slot(surface, plan.draw_pile)
    for _caption, lines in captions(table):
        for _line, image, rect in lines:
            surface.blit(image, rect)


def plate_rect(table: Any, seat: int, shape: tuple[int, int]) -> pygame.Rect:
    """The name plate: just above the display as it is shown now (`shape`), from its left edge."""
    plan = table.plan
    plate = plan.plates[seat]
    outline = plan.display_rect(seat, shape)
    left = outline.left if outline.width else plate.centerx - 60
    return pygame.Rect(left, outline.top - plate.height - 4 if outline.height else plate.top,
                       max(120, plate.right - left), plate.height)


def plate_label(table: Any, seat: int) -> pygame.Surface:
    to_move = seat in table.view.to_move()
    colour = palette.GLOW if to_move else palette.TEXT
    size = min(scaled(PLATE_TEXT, table.app.settings.ui_scale), table.plan.plates[seat].height + 6)
    return rendered(size, f"{'▶ ' if to_move else ''}{table.seat_name(seat)}", colour, bold=True)


def plate_drawn(table: Any, seat: int, shape: tuple[int, int]) -> tuple[pygame.Surface, pygame.Rect]:
    """The name plate's words and where they are drawn (at a large text size, wider than the plate)."""
    rect = plate_rect(table, seat, shape)
    label = plate_label(table, seat)
    return label, label.get_rect(midleft=(rect.left, rect.centery))


def draw_plate(table: Any, surface: pygame.Surface, seat: int, shape: tuple[int, int]) -> None:
    surface.blit(*plate_drawn(table, seat, shape))


def glow_cells(table: Any, surface: pygame.Surface, cells: dict[int, list[int]]) -> None:
    """Outline the cards a click may pick now: {seat: flat indices}."""
    view = table.view
    for seat, indices in cells.items():
        rows, cols = view.shape(seat)
        for index in indices:
            rect = table.plan.cell_rect(seat, index // cols, index % cols, (rows, cols))
            pygame.draw.rect(surface, palette.GLOW, rect.inflate(8, 8), 3, border_radius=8)


def eye_sprites(table: Any) -> list:
    """The sprites of eye-token cards lying face down on the table now."""
    sprites = (table.picture.sprite(card) for card in table.eyes)
    return [s for s in sprites if s is not None and s.visible and not s.face_up]


def draw_eye_tokens(table: Any, surface: pygame.Surface) -> None:
    for sprite in eye_sprites(table):
        draw_eye_token(surface, sprite.rect)


def draw_peeked_card(table: Any, surface: pygame.Surface) -> None:
    """Resting on an eye-token card shows it: the whole team knows it."""
    sprite = next((s for s in eye_sprites(table) if s.contains(table.pointer)), None)
    if sprite is None:
        return
    image = face_image(paint_face, sprite.card_id, table.plan.card_mine)
    rect = image.get_rect(midbottom=(table.pointer[0], table.pointer[1] - 16))
    rect.clamp_ip(surface.get_rect())
    pygame.draw.rect(surface, palette.GLOW, rect.inflate(6, 6), border_radius=10)
    surface.blit(image, rect)


def speech_rect(table: Any, seat: int, words: Text | str, shape: tuple[int, int],
                screen: pygame.Rect) -> tuple[pygame.Surface, pygame.Rect]:
    """A teammate's words and their bubble: after the name on the plate of its display (`shape`
    as shown now), or before it where the play area ends; always inside the play area."""
    plate = plate_rect(table, seat, shape)
    image = rendered(scaled(SPEECH_TEXT, table.app.settings.ui_scale), say(words), palette.INK)
    box = image.get_rect().inflate(18, 10)
    box.midleft = (plate.left + plate_label(table, seat).get_width() + 12, plate.centery - 2)
    if box.right > screen.right - 4:
        box.midright = (plate.left - 8, plate.centery - 2)
    return image, box.clamp(screen)


def draw_speech(table: Any, surface: pygame.Surface, seat: int, words: Text | str, shape: tuple[int, int]) -> None:
    image, box = speech_rect(table, seat, words, shape, table.play_area(surface.get_size()))
    pygame.draw.rect(surface, palette.CARD_CREAM, box, border_radius=10)
    tail = [(box.left + 14, box.bottom - 1), (box.left + 26, box.bottom - 1), (box.left + 12, box.bottom + 8)]
    pygame.draw.polygon(surface, palette.CARD_CREAM, tail)
    surface.blit(image, image.get_rect(center=box.center))
