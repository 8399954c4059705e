"""The Flanx table's Discard button (and X, its key): shown while the person holds cards, greyed
while a discard is not allowed, and saying why when a greyed one is pointed at or pressed. From
the keyboard (X, or Enter on the button in the Tab ring) a discard while a card of the hand fits
asks once (scenes.kit.askonce); the arrows never reach the button, only cards and places.
FlanxTable takes this part from here.
"""
from __future__ import annotations

from typing import Any

import pygame

from game.core.text import Text
from game.flanx.actions import Discard
from scenes.kit.askonce import ASK_SECONDS, AskOnce
from scenes.kit.keys import BY_PLACE
from scenes.kit.lang import _, say
from scenes.kit.theme import text_size


class DiscardButton:
    """Mixed into FlanxTable, which gives the button and the fields below."""

    discard_button: Any
    discard_reason: str | None
    _discard_key: Any
    _discard_hovered: bool
    countdown: Any
    view: Any
    me: int | None
    plan: Any
    variant: str
    ui: Any
    hud: Any
    can_act_now: Any
    act: Any
    app: Any
    playable: Any
    ask: AskOnce

    @property
    def person(self) -> int:
        raise NotImplementedError   # the table's own seat (FlanxTable.person)

    def key_actions(self) -> dict:
        """X discards the hand, when it may go."""
        # the button's state, kept up to date each frame (show_discard_button): asking the View
        # afresh on every frame of a real-time game would cost what that method saves
        button = self.discard_button
        if not (button.visible and button.is_enabled):
            return {}
        return {"discard": lambda: self.discard_by_key(BY_PLACE["flanx"]["discard"].cap)}

    def discard_by_key(self, cap: str) -> None:
        """Discard from the keyboard: while a card of the hand fits, the first press only asks."""
        if not self.playable() or self.ask.confirmed("discard", self.app.clock):
            self.ask.forget()
            self.act(Discard())
        else:
            self.hud.show_message(_("A card of your hand fits: press {key} again to discard the hand.").format(key=cap),
                                  seconds=ASK_SECONDS)

    def why_no_discard(self) -> str | None:
        """None when the person may discard now, else why not, as a sentence."""
        if self.countdown is not None:
            return _("Wait for Omiga!")
        if not self.can_act_now():
            return _("Wait for your turn.")
        reason = self.view.why_not(self.person, Discard())
        return None if reason is None else sentence_of(reason)

    def place_discard_button(self) -> None:
        if self.me is None:
            self.discard_button.hide()
            return
        rect = self.plan.button_rect(self.me)
        text = _("Discard hand") if self.variant == "duel" and self.button_size(_("Discard hand"))[0] <= rect.width \
            else _("Discard")
        self.discard_button.set_relative_position(rect.topleft)
        self.discard_button.set_dimensions(rect.size)
        self.discard_button.set_text(text)

    def button_size(self, text: str) -> tuple[int, int]:
        """The room the Discard button's words need at the player's text size, padding included."""
        width, height = text_size(self.ui, text, "button", "#flanx_discard")
        return width + 24, height + 14

    def show_discard_button(self) -> None:
        """Shown while the person holds cards; greyed (and saying why when pointed at) while a
        discard is not allowed."""
        button = self.discard_button
        shown = self.me is not None and not self.view.is_over() and bool(self.view.hands[self.me])
        if shown and not button.visible:
            button.show()
        elif not shown and button.visible:
            button.hide()
        # worked out again only when the View or the time to act changes (views compare costly)
        key = (self.view, self.countdown is None, self.can_act_now())
        old = self._discard_key
        if shown and (old is None or old[0] is not key[0] or old[1:] != key[1:]):
            self._discard_key = key
            self.discard_reason = self.why_no_discard()
        elif not shown:
            self._discard_key, self.discard_reason = None, None
        if (self.discard_reason is None) != button.is_enabled:
            if self.discard_reason is None:
                button.enable()
            else:
                button.disable()

    def explain_greyed_discard(self, event: pygame.event.Event) -> bool:
        """Pointing at or clicking the greyed Discard says why (a disabled button shows no tool
        tip). True for a click on it, which does nothing else."""
        button = self.discard_button
        if event.type not in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN) or not button.visible:
            return False
        over = button.rect.collidepoint(event.pos) and not button.is_enabled
        if over and self.discard_reason and (event.type == pygame.MOUSEBUTTONDOWN or not self._discard_hovered):
            self.hud.show_message(self.discard_reason)
        self._discard_hovered = over
        return over and event.type == pygame.MOUSEBUTTONDOWN


def sentence_of(reason: Text | str) -> str:
    """A rule's reason ("it does not fit: ...") said as a sentence of its own: capital, full stop."""
    words = say(reason)
    return words[:1].upper() + words[1:] + ("" if words.endswith(".") else ".")
