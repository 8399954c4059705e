"""The table HUD: a status line, the scores, Undo, Hint and Menu buttons, and a passing message.

It sits in a band along the top of the window (`Hud.band` pixels high: `BAND` at the normal text
size, taller when the text size grows, and in two rows, status above scores, when one row has no
room for a long status beside the scores: then the scores sit beside the buttons and the status
has the second row to itself); tables lay their cards out below it
(`TableScene.play_area`). Widgets are pygame_gui, styled by the theme's "#hud_*" ids.

    hud = Hud(ui, (1280, 720))
    hud.set_status("Your turn: take a card")
    hud.set_scores("You 12   Bot 2 (Hard) 9")
    hud.show_message("Space 4 is taken", seconds=3)
    hud.update(dt)                       # counts the message down
    hud.next_wake()                      # seconds until it goes (None with no message)
    hud.set_undo(offered=True, refusal="No undo: a hidden card came to light since your move.")
    hud.pressed(event)                   # "undo", "hint", "menu" or None for a UI_BUTTON_PRESSED

Undo shows only at tables that offer it (against bots, in turns); while it would be unfair it
is greyed, and `undo_refusal` says why (the table shows that when it is pointed at or pressed).
"""
from __future__ import annotations

import pygame
import pygame_gui

from scenes.kit import theme
from scenes.kit.lang import N_, Text, _, say

BAND = 48
_BUTTON_W = 110
_UNDO_W = 80
_PAD = 8
MESSAGE_SECONDS = 3.0
#: the most of the window's width the buttons take with their long labels
BUTTON_SHARE = 0.4
#: one of the longest things the status line says: one row must hold it in two thirds of its
#: room (the scores get the rest), or the status and the scores take a row each
STATUS_SAMPLE = N_("Your pick: drag a card to a glowing space")


class Hud:
    def __init__(self, ui: pygame_gui.UIManager, size: tuple[int, int]) -> None:
        self.ui = ui
        labels, short = ({name: _(label) for name, label in table.items()} for table in (self.LABELS, self.SHORT))
        self.labels = labels if self._share(size, labels) <= BUTTON_SHARE else short
        self.row, self.rows = self._rows(size, self._widths())
        rects = self._rects(size, self._widths())
        self.status = pygame_gui.elements.UILabel(rects["status"], "", manager=ui, object_id="#hud_status")
        self.scores = pygame_gui.elements.UILabel(rects["scores"], "", manager=ui, object_id="#hud_scores")
        self.undo_button = pygame_gui.elements.UIButton(rects["undo"], self.labels["undo"], manager=ui,
                                                        tool_tip_text=_("Ctrl+Z: take back your last move"))
        self.undo_button.hide()
        self.undo_refusal: str | None = None
        self.hint_button = pygame_gui.elements.UIButton(rects["hint"], self.labels["hint"], manager=ui,
                                                        tool_tip_text=_("H: what would a strong bot play?"))
        self.menu_button = pygame_gui.elements.UIButton(rects["menu"], self.labels["menu"], manager=ui)
        self.size = size
        #: where the passing message sits: its bottom edge, its one-line place (a table keeps it free)
        self.message_bottom = rects["message"].bottom
        self.message_rect = rects["message"]
        self.message = Message(ui)
        self.message_left = 0.0

    #: the narrowest each button may be; a larger text size (Settings.ui_scale) widens them
    LEAST = {"undo": _UNDO_W, "hint": _BUTTON_W, "menu": _BUTTON_W}

    #: the words on each button; at a text size where they would take the status line's room,
    #: the short ones (Esc and H work all the same)
    LABELS = {"undo": N_("Undo"), "hint": N_("Hint (H)"), "menu": N_("Menu (Esc)")}
    SHORT = {"undo": N_("Undo"), "hint": N_("Hint"), "menu": N_("Menu")}

    def _widths(self, labels: dict[str, str] | None = None) -> dict[str, int]:
        """Each button as wide as its words need at the theme's text size, never narrower than LEAST."""
        face = theme.widget_font(self.ui, "button")
        labels = labels or self.labels
        return {name: max(least, face.size(labels[name])[0] + 4 * _PAD) for name, least in self.LEAST.items()}

    def _share(self, size: tuple[int, int], labels: dict[str, str]) -> float:
        """The share of the window's width the buttons would take with `labels`."""
        return (sum(self._widths(labels).values()) + 3 * _PAD) / size[0]

    @property
    def band(self) -> int:
        """The height of the HUD band: where the tables' play area starts."""
        return self.row * self.rows

    def _rows(self, size: tuple[int, int], widths: dict[str, int]) -> tuple[int, int]:
        """(row height, 1 or 2 rows) for the theme's text size in a window of `size`."""
        face = theme.widget_font(self.ui, "label", "#hud_status")
        wide, high = face.size(_(STATUS_SAMPLE))
        row = max(BAND, high + 3 * _PAD)
        room = size[0] - sum(widths.values()) - 5 * _PAD
        return row, 1 if 3 * wide <= 2 * room else 2

    def _split(self) -> None:
        """Share the band left of the buttons between the status and the scores: half each, or
        where one's text needs more, as much more as the other can spare (the status first: it
        says what to do next)."""
        if self.rows == 2:
            return                                   # a row each: nothing to share
        left, right = self.status.relative_rect.left, self.undo_button.relative_rect.left - _PAD
        room = right - left
        status_font, scores_font = self.status.font, self.scores.font
        assert status_font is not None and scores_font is not None, "a built label has its font"
        status_need = status_font.size(self.status.text)[0] + _PAD
        scores_need = scores_font.size(self.scores.text)[0] + _PAD
        status_w = room // 2
        if status_need > status_w or scores_need > room - status_w:
            status_w = max(min(status_need, room - min(scores_need, room // 3)), room - scores_need)
        status_w = max(room // 3, min(status_w, room))
        if status_w != self.status.relative_rect.width:
            self.status.set_dimensions((status_w, self.row))
            self.scores.set_relative_position((left + status_w, 0))
            self.scores.set_dimensions((room - status_w, self.row))

    def _rects(self, size: tuple[int, int], widths: dict[str, int]) -> dict[str, pygame.Rect]:
        w, h = size
        row = self.row
        button_h = row - 2 * _PAD
        menu_x = w - widths["menu"] - _PAD
        hint_x = menu_x - widths["hint"] - _PAD
        undo_x = hint_x - widths["undo"] - _PAD
        msg_w = min(w - 4 * _PAD, 720)
        if self.rows == 2:     # what to do next gets the full width; the scores go beside the buttons
            scores = pygame.Rect(2 * _PAD, 0, undo_x - 3 * _PAD, row)
            status = pygame.Rect(2 * _PAD, row, w - 4 * _PAD, row)
        else:
            half = (undo_x - 3 * _PAD) // 2
            status = pygame.Rect(2 * _PAD, 0, half, row)
            scores = pygame.Rect(2 * _PAD + half, 0, half, row)
        return {
            "status": status, "scores": scores,
            "undo": pygame.Rect(undo_x, _PAD, widths["undo"], button_h),
            "hint": pygame.Rect(hint_x, _PAD, widths["hint"], button_h),
            "menu": pygame.Rect(menu_x, _PAD, widths["menu"], button_h),
            "message": pygame.Rect((w - msg_w) // 2, h - row - 3 * _PAD, msg_w, row),
        }

    def layout(self, size: tuple[int, int]) -> None:
        self.size = size
        self.row, self.rows = self._rows(size, self._widths())
        rects = self._rects(size, self._widths())
        for name, element in (("status", self.status), ("scores", self.scores), ("undo", self.undo_button),
                              ("hint", self.hint_button), ("menu", self.menu_button)):
            element.set_relative_position(rects[name].topleft)
            element.set_dimensions(rects[name].size)
        self.message_rect = rects["message"]
        self.message_bottom = rects["message"].bottom
        if self.message.visible:
            self.message.show(self.message.text, size, self.message_bottom)
        self._split()

    def set_status(self, text: Text | str) -> None:
        text = say(text)
        if self.status.text != text:
            self.status.set_text(text)
            self._split()

    def set_scores(self, text: str) -> None:
        if self.scores.text != text:
            self.scores.set_text(text)
            self._split()

    def keep_messages_above(self, bottom: int) -> None:
        """Passing messages show above `bottom` (the move log's strip stays readable)."""
        self.message_bottom = bottom - _PAD
        if self.message.visible:
            self.message.show(self.message.text, self.size, self.message_bottom)

    def show_message(self, text: Text | str, seconds: float = MESSAGE_SECONDS) -> None:
        """Put up `text` (a Text from the rules is said in the person's language) for `seconds`."""
        self.message.show(say(text), self.size, self.message_bottom)
        self.message_left = seconds

    def clear_message(self) -> None:
        self.message.hide()
        self.message_left = 0.0

    def set_undo(self, offered: bool, refusal: Text | str | None) -> None:
        """Show Undo where the table offers it: enabled when `refusal` is None, else greyed."""
        self.undo_refusal = None if refusal is None else say(refusal)
        if not offered:
            self.undo_button.hide()
            return
        self.undo_button.show()
        if refusal is None:
            self.undo_button.enable()
        else:
            self.undo_button.disable()

    @property
    def message_text(self) -> str | None:
        return self.message.text if self.message.visible else None

    def update(self, dt: float) -> None:
        if self.message_left > 0:
            self.message_left -= dt
            if self.message_left <= 0:
                self.message.hide()

    def next_wake(self) -> float | None:
        """Seconds until the passing message goes, or None when none shows (scenes.kit.wake)."""
        return self.message_left if self.message_left > 0 else None

    def pressed(self, event: pygame.event.Event) -> str | None:
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return None
        if event.ui_element is self.undo_button:
            return "undo"
        if event.ui_element is self.hint_button:
            return "hint"
        if event.ui_element is self.menu_button:
            return "menu"
        return None


class _PassingPanel(pygame_gui.elements.UIPanel):
    """A panel the pointer goes through: a passing message may show over the person's own
    buttons and cards (at a large text size it wraps to several lines), and a click there is
    meant for them, not for the words."""

    def hover_point(self, hover_x: float, hover_y: float) -> bool:
        return False

    def process_event(self, event: pygame.event.Event) -> bool:
        return False


class Message:
    """The passing message: its words centred in as many lines as the window's width needs (a
    long one at a large text size wraps rather than losing its end), on one rounded panel."""

    def __init__(self, ui: pygame_gui.UIManager) -> None:
        self.ui = ui
        self.text = ""
        self.visible = False
        self.panel: pygame_gui.elements.UIPanel | None = None
        self.lines: list[pygame_gui.elements.UILabel] = []

    def show(self, text: str, size: tuple[int, int], bottom: int) -> None:
        """Put up `text` centred across a window of `size`, its panel's bottom at `bottom`."""
        self.hide()
        self.text, self.visible = text, True
        font = theme.widget_font(self.ui, "label", "#hud_message_line")
        line = theme.line_height(self.ui, "label", "#hud_message_line")
        widest = max(1, size[0] - 4 * _PAD)
        rows = theme.wrap(text, font, widest - 4 * _PAD) or [""]
        width = min(widest, max(font.size(row)[0] for row in rows) + 4 * _PAD)
        height = len(rows) * line + 2 * _PAD
        top = max(0, bottom - height)
        self.panel = _PassingPanel(pygame.Rect((size[0] - width) // 2, top, width, height),
                                   starting_height=3, manager=self.ui, object_id="#hud_message")
        self.lines = [pygame_gui.elements.UILabel(pygame.Rect(0, _PAD + i * line, width, line), row, manager=self.ui,
                                                  container=self.panel, object_id="#hud_message_line")
                      for i, row in enumerate(rows)]

    def hide(self) -> None:
        if self.panel is not None:
            self.panel.kill()
        self.panel, self.lines, self.visible = None, [], False

    @property
    def rect(self) -> pygame.Rect | None:
        """Where the message shows on screen, or None."""
        return self.panel.rect if self.panel is not None else None
