"""Undo at a table: against bots, in turns, the person takes back their last move (the referee's
undo book decides, scenes never touch a State); the greyed Undo button says why it is greyed.
TableScene takes this part from here; a table may turn it off (`undo_allowed = False`).
"""
from __future__ import annotations

from typing import Any

import pygame

from scenes.kit.lang import say


class TableUndo:
    """Mixed into TableScene: `undo()` (Ctrl+Z or the Undo button) and `undo_offered()`."""

    # what the table gives (TableScene)
    undo_allowed: bool
    _undo_hovered: bool
    realtime: bool
    players: int
    me: Any
    hud: Any
    drag: Any
    queue: Any
    link: Any
    is_human: Any
    take_events: Any
    _cancel_hint: Any

    def undo_offered(self) -> bool:
        """Against bots, in turns: a person alone (Zen) has the game's own undo, if any."""
        return (self.undo_allowed and not self.realtime and self.me is not None
                and any(not self.is_human(seat) for seat in range(self.players)))

    def undo(self) -> bool:
        if not self.undo_offered():
            self.hud.show_message("Moves cannot be taken back at this table.")
            return False
        if self.drag is not None:
            self.drag.cancel()
        self.queue.finish_all()
        self._cancel_hint()
        refusal = self.link.undo()
        if refusal is not None:
            self.hud.show_message(say(refusal))
            return False
        self.take_events()
        return True

    def _explain_greyed_undo(self, event: pygame.event.Event) -> bool:
        """Pointing at or clicking the greyed Undo says why it is greyed (a disabled pygame_gui
        button shows no tool tip). True for a click on it, which does nothing else."""
        button = self.hud.undo_button
        if event.type not in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN) or not button.visible:
            return False
        over = button.rect.collidepoint(event.pos) and not button.is_enabled
        if over and (event.type == pygame.MOUSEBUTTONDOWN or not self._undo_hovered):
            self.hud.show_message(self.hud.undo_refusal or "")
        self._undo_hovered = over
        return over and event.type == pygame.MOUSEBUTTONDOWN
