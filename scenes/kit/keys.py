"""Every keyboard shortcut of the app, declared once: the Keys page lists them, each table shows
the ones that apply now ("D draw   P pass"), the in-app rules name each game's, and the code that
answers a key asks here whether it is that shortcut's.

A shortcut belongs to a place (`where`): "app" (every screen), "table" (every game table), a game
by its name, or "zen-editor". A table says which of its shortcuts apply at this moment by naming
them in `key_actions()` (scenes.kit.tablekeys); the page and the rules read SHORTCUTS directly.

`BY_PLACE["lixo"]["pass"].matches(event)` says whether a key event is LIXO?'s Pass.

    >>> hint_line(["draw", "take"], "flixo")
    'D draw   T take the discard'
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

import pygame

#: the places shortcuts belong to, in the order the Keys page shows them, with their headings
PLACES = {
    "app": "Everywhere",
    "table": "At every table",
    "pixies": "Pixies",
    "lixo": "LIXO?",
    "flixo": "Flixo",
    "flanx": "Flanx (the duel, Kids and Toddler)",
    "zen": "Zen",
    "zen-editor": "Zen form editor",
    "replay": "Watching a finished game",
    "review": "Reviewing a finished game",
}


@dataclass(frozen=True)
class Shortcut:
    name: str
    where: str
    keys: tuple[int, ...]
    cap: str          # what the key caps say: "D", "Ctrl+Z", "Enter / Space"
    word: str         # the few words shown at the table: "draw"
    what: str         # the sentence on the Keys page and in the rules
    ctrl: bool = False

    def matches(self, event: pygame.event.Event) -> bool:
        """Is `event` a press of this shortcut (Ctrl held exactly when the shortcut needs it)?"""
        if event.type != pygame.KEYDOWN or event.key not in self.keys:
            return False
        return bool(event.mod & pygame.KMOD_CTRL) == self.ctrl

    @property
    def label(self) -> str:
        return f"{self.cap} {self.word}"


ARROW_KEYS = (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN)
CONFIRM_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)

SHORTCUTS: tuple[Shortcut, ...] = (
    Shortcut("tab", "app", (pygame.K_TAB,), "Tab / Shift+Tab", "next button",
             "Move the ring to the next (or previous) button or text field; Enter or Space presses "
             "a button, and a text field takes what you type."),
    Shortcut("fullscreen", "app", (pygame.K_F11,), "F11", "full screen", "Switch full screen on or off."),
    Shortcut("escape", "app", (pygame.K_ESCAPE,), "Esc", "back",
             "Go back from a screen, or answer a question No (at a table, see below)."),
    Shortcut("scroll", "app", (pygame.K_DOWN, pygame.K_UP, pygame.K_PAGEDOWN, pygame.K_PAGEUP),
             "Up / Down, Page Up / Down", "scroll", "Scroll a long page (the rules, this page) a line or a screen."),
    Shortcut("move", "table", ARROW_KEYS, "Arrows", "move",
             "Show the ring and move it to the nearest card or place in that direction: what you may "
             "take now, or, with a card picked up, the places that glow for it."),
    Shortcut("pick", "table", CONFIRM_KEYS, "Enter / Space", "pick up, drop",
             "Pick up the card in the ring, drop the carried card where the ring is, or press the pile "
             "or button in the ring. With no ring, they end the turn where a game has such a step "
             "(LIXO?'s bid, Zen's End round)."),
    Shortcut("back", "table", (pygame.K_ESCAPE,), "Esc", "put back, menu",
             "Put the carried card back; with nothing in hand, open the pause menu."),
    Shortcut("hint", "table", (pygame.K_h,), "H", "hint", "Show what a strong bot would play, and why."),
    Shortcut("log", "table", (pygame.K_l,), "L", "move log", "Open or close the move log's column."),
    Shortcut("undo", "table", (pygame.K_z,), "Ctrl+Z", "undo", "Take back your last move.", ctrl=True),
    Shortcut("keep_new", "pixies", (pygame.K_1,), "1", "keep the new card",
             "A card dropped on its twin: the new card stays face up, the old one goes under it."),
    Shortcut("keep_old", "pixies", (pygame.K_2,), "2", "keep the old card",
             "A card dropped on its twin: the old card stays face up, the new one goes under it."),
    Shortcut("bid", "lixo", (pygame.K_b,), "B", "bid",
             "Bid the cards you have chosen (Enter does too while the ring is hidden)."),
    Shortcut("pass", "lixo", (pygame.K_p,), "P", "pass", "Pass: your chosen cards go back to your hand."),
    Shortcut("draw", "flixo", (pygame.K_d,), "D", "draw", "Turn over the top card of the draw pile."),
    Shortcut("take", "flixo", (pygame.K_t,), "T", "take the discard",
             "Pick up the top card of the discard pile; the ring then moves over your cards."),
    Shortcut("discard", "flanx", (pygame.K_x,), "X", "discard hand",
             "Discard your hand and take new cards (in Kids and Toddler, when no card fits)."),
    Shortcut("white", "zen", (pygame.K_w,), "W", "white deck", "Draw from the white deck."),
    Shortcut("black", "zen", (pygame.K_b,), "B", "black deck", "Draw from the black deck."),
    Shortcut("end", "zen", (pygame.K_e,), "E", "end round",
             "End the round; when it asks for the discard order, E again confirms it."),
    Shortcut("remove", "zen-editor", (pygame.K_DELETE, pygame.K_BACKSPACE), "Delete", "take off",
             "Take the card in the ring (or under the pointer) off the grid."),
    Shortcut("play", "replay", (pygame.K_SPACE,), "Space", "play, pause", "Play the game on at its pace, or pause."),
    Shortcut("step_on", "replay", (pygame.K_RIGHT,), "Right", "next move", "One move on."),
    Shortcut("step_back", "replay", (pygame.K_LEFT,), "Left", "move back", "One move back."),
    Shortcut("round_on", "replay", (pygame.K_PAGEDOWN, pygame.K_DOWN), "Page Down / Down", "next round",
             "To the start of the next round."),
    Shortcut("round_back", "replay", (pygame.K_PAGEUP, pygame.K_UP), "Page Up / Up", "round back",
             "Back to the start of this round (or the one before)."),
    Shortcut("start", "replay", (pygame.K_HOME,), "Home", "start", "To the start of the game."),
    Shortcut("end", "replay", (pygame.K_END,), "End", "end", "To the end of the game."),
    Shortcut("open", "replay", (pygame.K_o,), "O", "open cards",
             "Show every card face up, or only what you saw (where the game allows it)."),
    Shortcut("decision", "review", (pygame.K_1, pygame.K_2, pygame.K_3), "1 / 2 / 3", "decision",
             "Show your first, second or third costliest decision."),
)

BY_PLACE: dict[str, dict[str, Shortcut]] = {place: {s.name: s for s in SHORTCUTS if s.where == place}
                                            for place in PLACES}


def find(event: pygame.event.Event, names: Iterable[str], where: str) -> str | None:
    """The first of `names` (shortcuts of `where`, or of every table) that `event` presses."""
    for name in names:
        shortcut = BY_PLACE[where].get(name) or BY_PLACE["table"].get(name)
        if shortcut is not None and shortcut.matches(event):
            return name
    return None


def hint_line(names: Iterable[str], where: str) -> str:
    """The shortcuts `names` of `where` in a line, as the table shows them: "D draw   T take"."""
    return "   ".join(BY_PLACE[where][name].label for name in names if name in BY_PLACE[where])


def for_place(where: str) -> list[Shortcut]:
    """The shortcuts of one place, in their declared order (the rules' Keys section)."""
    return list(BY_PLACE.get(where, {}).values())
