"""Case 2's choice: which of the two cards stays face up, on a panel laid out to fit the play area
at the player's text size (the question and the note wrapped, each card under its own caption).

    layout = choice_layout(table)          # the panel, the lines, where each card is
    draw_choice(surface, layout, pointer)
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from game.pixies.actions import Take
from game.pixies.cards import spoken
from scenes.kit import palette
from scenes.kit.cards import face_image
from scenes.kit.keys import BY_PLACE
from scenes.kit.lang import _, say
from scenes.kit.theme import font, scaled, wrap
from scenes.pixies.faces import paint_face

#: the largest card the choice shows; the width under which the text gives way to the cards; the least
CARD_WIDTH, CARD_READABLE, CARD_LEAST = 170, 90, 48


@dataclass
class ChoiceLayout:
    panel: pygame.Rect
    title: list[pygame.Surface]
    note: list[pygame.Surface]
    cards: dict[Take, pygame.Rect]
    captions: dict[Take, list[pygame.Surface]]
    shows: dict[Take, int]                # the card each choice keeps face up


def choice_layout(table: Any) -> ChoiceLayout:
    """At the player's text size, or the largest smaller one (not under 100 %) at which the cards
    stay big enough to tell apart: the text only gives way where the window is too small."""
    wanted = table.app.settings.ui_scale
    for scale in range(wanted, 99, -10):
        layout = _layout(table, scale)
        if layout.cards[table.choice.keep_new].width >= CARD_READABLE:
            return layout
    return _layout(table, 100)


def _layout(table: Any, scale: int) -> ChoiceLayout:
    choice = table.choice
    area = table.play_area(table.app.size).inflate(-16, -16)
    margin, gap = scaled(12, scale), scaled(36, scale)
    width = area.width - 2 * margin
    column = min(scaled(280, scale), (width - gap) // 2)
    title_font, note_font = font(scaled(22, scale), bold=True), font(scaled(16, scale))
    bold, plain = font(scaled(17, scale), bold=True), font(scaled(17, scale))
    title = [title_font.render(line, True, palette.TEXT) for line in
             wrap(_("Which card stays face up on space {space}?").format(space=choice.space + 1), title_font, width)]
    note = [note_font.render(line, True, palette.TEXT_DIM) for line in
            wrap(_("The other goes under it, face down, and your card is validated. Click elsewhere (or press Esc) "
                   "to put it back."),
                 note_font, width)]
    shows = {choice.keep_new: choice.card, choice.keep_old: choice.old}
    words = {choice.keep_new: _("the new card"), choice.keep_old: _("the card already there")}
    caps = {choice.keep_new: BY_PLACE["pixies"]["keep_new"].cap, choice.keep_old: BY_PLACE["pixies"]["keep_old"].cap}
    captions = {take: [bold.render(line, True, palette.TEXT) for line in
                       wrap(_("{key}: keep {card}").format(key=caps[take], card=say(spoken(card))), bold, column)]
                + [plain.render(line, True, palette.TEXT_DIM) for line in wrap(words[take], plain, column)]
                for take, card in shows.items()}
    heading = sum(i.get_height() for i in title + note)
    under = max(sum(i.get_height() + 2 for i in lines) for lines in captions.values()) + 8
    card_h = min(round(scaled(CARD_WIDTH, 100) * 1.4), area.height - heading - under - 3 * margin)
    card_w = max(CARD_LEAST, min(column, round(card_h / 1.4)))
    card_h = round(card_w * 1.4)
    panel_w = min(area.width, max([i.get_width() for i in title + note] + [2 * column + gap]) + 2 * margin)
    panel = pygame.Rect(0, 0, panel_w, heading + card_h + under + 3 * margin)
    panel.center = area.center
    panel = panel.clamp(area) if panel.height <= area.height else panel.move(0, area.top - panel.top)
    top = panel.top + 2 * margin + heading
    cards = {}
    for side, take in zip((-1, 1), (choice.keep_new, choice.keep_old)):
        rect = pygame.Rect(0, 0, card_w, card_h)
        rect.midtop = (panel.centerx + side * (gap + column) // 2, top)
        cards[take] = rect
    return ChoiceLayout(panel, title, note, cards, captions, shows)


def draw_choice(surface: pygame.Surface, layout: ChoiceLayout, pointer: tuple[int, int]) -> None:
    panel = layout.panel
    pygame.draw.rect(surface, palette.PANEL, panel, border_radius=14)
    pygame.draw.rect(surface, palette.PANEL_EDGE, panel, width=2, border_radius=14)
    y = panel.top + (layout.cards[next(iter(layout.cards))].top - panel.top
                     - sum(i.get_height() for i in layout.title + layout.note)) // 2
    y = max(y, panel.top + 4)
    for line in layout.title + layout.note:
        surface.blit(line, line.get_rect(midtop=(panel.centerx, y)))
        y += line.get_height()
    for take, rect in layout.cards.items():
        if rect.collidepoint(pointer):
            pygame.draw.rect(surface, palette.GLOW, rect.inflate(14, 14), border_radius=14)
        surface.blit(face_image(paint_face, layout.shows[take], rect.size), rect.topleft)
        top = rect.bottom + 8
        for line in layout.captions[take]:
            surface.blit(line, line.get_rect(midtop=(rect.centerx, top)))
            top += line.get_height() + 2
