"""The Flanx table's Discard button (and X, its key): shown while the person holds cards, greyed
while a discard is not allowed, and saying why when a greyed one is pointed at or pressed. From
the keyboard (X, or Enter on the button in the Tab ring) a discard while a card of the hand fits
asks once (scenes.kit.askonce); the arrows never reach the button, only cards and places.
FlanxTable takes this part from here.
"""
from __future__ import annotations

from typing import Any

import pygame
import pygame_gui

from game.core.text import Text
from game.flanx.actions import Discard
from scenes.kit.askonce import ASK_SECONDS, AskOnce
from scenes.kit.keys import BY_PLACE
from scenes.kit.lang import _, say
from scenes.kit.theme import text_size


class DiscardButton:
    """Mixed into FlanxTable, which gives the buttons (one per person at this computer, in
    `discard_buttons`) and the fields below."""

    discard_buttons: dict[int, Any]
    discard_reasons: dict[int, str | None]
    _discard_keys: dict[int, Any]
    _discard_hovered: bool
    countdown: Any
    view: Any
    me: int | None
    plan: Any
    variant: str
    ui: Any
    hud: Any
    can_act_now: Any
    act_as: Any
    app: Any
    playable: Any
    ask: AskOnce
    #: the seat the keyboard plays for (scenes.flanx.together)
    keys_seat: int

    @property
    def discard_button(self) -> Any:
        """The Discard button of the seat the keyboard plays for."""
        return self.discard_buttons[self.keys_seat]

    def key_actions(self) -> dict:
        """X discards the hand of the seat the keyboard plays for, when it may go."""
        # the button's state, kept up to date each frame (show_discard_button): asking the View
        # afresh on every frame of a real-time game would cost what that method saves
        button = self.discard_buttons.get(self.keys_seat) if self.me is not None else None
        if button is None or not (button.visible and button.is_enabled):
            return {}
        return {"discard": lambda: self.discard_by_key(BY_PLACE["flanx"]["discard"].cap)}

    def discard_by_key(self, cap: str, seat: int | None = None) -> None:
        """Discard from the keyboard: while a card of the hand fits, the first press only asks."""
        seat = self.keys_seat if seat is None else seat
        if not self.playable(seat) or self.ask.confirmed(f"discard-{seat}", self.app.clock):
            self.ask.forget()
            self.act_as(seat, Discard())
        else:
            self.hud.show_message(_("A card of your hand fits: press {key} again to discard the hand.").format(key=cap),
                                  seconds=ASK_SECONDS)

    def why_no_discard(self, seat: int) -> str | None:
        """None when `seat` may discard now, else why not, as a sentence."""
        if self.countdown is not None:
            return _("Wait for Omiga!")
        if not self.can_act_now(seat):
            return _("Wait for your turn.")
        reason = self.view.why_not(seat, Discard())
        return None if reason is None else sentence_of(reason)

    def place_discard_button(self) -> None:
        for seat, button in self.discard_buttons.items():
            if self.me is None:
                button.hide()
                continue
            rect = self.plan.button_rect(seat)
            whole = _("Discard hand")
            text = whole if self.variant == "duel" and self.button_size(whole)[0] <= rect.width else _("Discard")
            button.set_relative_position(rect.topleft)
            button.set_dimensions(rect.size)
            button.set_text(text)

    def button_size(self, text: str) -> tuple[int, int]:
        """The room the Discard button's words need at the player's text size, padding included."""
        width, height = text_size(self.ui, text, "button", "#flanx_discard")
        return width + 24, height + 14

    def show_discard_button(self) -> None:
        """Each shown while its seat holds cards; greyed (and saying why when pointed at) while a
        discard is not allowed."""
        for seat, button in self.discard_buttons.items():
            shown = self.me is not None and not self.view.is_over() and bool(self.view.hands[seat])
            if shown and not button.visible:
                button.show()
            elif not shown and button.visible:
                button.hide()
            # worked out again only when the View or the time to act changes (views compare costly)
            key = (self.view, self.countdown is None, self.can_act_now(seat))
            old = self._discard_keys.get(seat)
            if shown and (old is None or old[0] is not key[0] or old[1:] != key[1:]):
                self._discard_keys[seat] = key
                self.discard_reasons[seat] = self.why_no_discard(seat)
            elif not shown:
                self._discard_keys[seat], self.discard_reasons[seat] = None, None
            if (self.discard_reasons.get(seat) is None) != button.is_enabled:
                if self.discard_reasons.get(seat) is None:
                    button.enable()
                else:
                    button.disable()

    def discard_pressed(self, event: pygame.event.Event) -> int | None:
        """The seat whose Discard button `event` pressed, if it pressed one."""
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return None
        return next((seat for seat, button in self.discard_buttons.items() if event.ui_element is button), None)

    def explain_greyed_discard(self, event: pygame.event.Event) -> bool:
        """Pointing at or clicking a greyed Discard says why (a disabled button shows no tool
        tip). True for a click on it, which does nothing else."""
        if event.type not in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
            return False
        over = next((seat for seat, button in self.discard_buttons.items()
                     if button.visible and button.rect.collidepoint(event.pos) and not button.is_enabled), None)
        reason = self.discard_reasons.get(over) if over is not None else None
        if reason and (event.type == pygame.MOUSEBUTTONDOWN or not self._discard_hovered):
            self.hud.show_message(reason)
        self._discard_hovered = over is not None
        return over is not None and event.type == pygame.MOUSEBUTTONDOWN


def sentence_of(reason: Text | str) -> str:
    """A rule's reason ("it does not fit: ...") said as a sentence of its own: capital, full stop."""
    words = say(reason)
    return words[:1].upper() + words[1:] + ("" if words.endswith(".") else ".")
