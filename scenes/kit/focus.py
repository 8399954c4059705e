"""Keyboard focus for every scene's buttons and text fields: Tab / Shift+Tab move a ring over
them in reading order, Enter or Space presses the button in the ring, exactly as a click would;
a text field in the ring takes the typing (Tab moves on from it, as a single line needs no Tab).

pygame_gui has no keyboard navigation of its own, so the app runs one `Focus` over whichever
scene is on top: it looks at the enabled, visible buttons of that scene's UIManager (`scene.ui`)
each time, so rebuilt or hidden widgets never leave it pointing at a dead button. An overlay
(a dialog, the pause menu) starts with its `default_button`, or else its first button, in the
ring, so Enter answers it; other scenes start with none, so Enter and Space keep their own
meaning there (a table's Space ends a turn) until the person presses Tab. A mouse click
takes the ring away again (a click into a text field gives it the typing, as pygame_gui does), and
so does an arrow key on a scene whose cards the arrows move (`cards_by_arrows`: the card cursor's
ring takes over).

    focus = Focus()
    focus.handle(scene, event)       # True when it used the key (Tab, or Enter on a button)
    focus.draw(scene, screen)        # the ring, over everything
"""
from __future__ import annotations

import weakref
from typing import Any

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UIScrollingContainer, UITextEntryLine

from scenes.kit import palette
from scenes.kit.keys import ARROW_KEYS, BY_PLACE

RING_WIDTH = 3
RING_GAP = 4
#: how far past a focused row a scrolling box goes, so rounding never leaves its edge cut
REVEAL_PAD = 6
PRESS_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


#: a widget the ring visits: a button to press, or a text field to type into
Focusable = UIButton | UITextEntryLine


def focusables_of(ui: pygame_gui.UIManager) -> list[Focusable]:
    """The buttons a person can press and the text fields they can type into now, in reading
    order (rows top to bottom, then left to right). Parts of other widgets (a drop-down's or a
    scroll bar's own buttons) are left out. The rows of a scrolling box count wherever it is
    scrolled to, in their order inside the box, which reads as one block where the box begins
    (`reveal` scrolls a focused one into view)."""
    screen = pygame.Rect((0, 0), ui.window_resolution)
    boxes = scroll_boxes(ui)
    found = []
    for element in ui.get_sprite_group().sprites():
        if not (isinstance(element, (UIButton, UITextEntryLine)) and element.alive() and element.visible
                and element.is_enabled and element.parent_element is None):
            continue
        box = box_of(element, boxes)
        if box is not None or screen.colliderect(element.rect):
            found.append((reading_place(element, box), element))
    return [widget for _, widget in sorted(found, key=lambda pair: pair[0])]


def buttons_of(ui: pygame_gui.UIManager) -> list[UIButton]:
    """The buttons among `focusables_of`, in the same order."""
    return [widget for widget in focusables_of(ui) if isinstance(widget, UIButton)]


def scroll_boxes(ui: pygame_gui.UIManager) -> dict:
    """The scrolling boxes of `ui`, by the container their rows live in."""
    return {id(element.scrollable_container): element for element in ui.get_sprite_group().sprites()
            if isinstance(element, UIScrollingContainer) and element.alive()}


def box_of(element: Any, boxes: dict) -> UIScrollingContainer | None:
    """The scrolling box `element` sits in, if any."""
    container = element.ui_container
    while container is not None:
        if id(container) in boxes:
            return boxes[id(container)]
        parent = container.ui_container
        container = parent if parent is not container else None
    return None


def reading_place(button: Focusable, box: UIScrollingContainer | None) -> tuple:
    if box is None:
        return button.rect.top, button.rect.left, 0, 0
    inside = box.scrollable_container.rect
    return box.rect.top, box.rect.left, button.rect.top - inside.top, button.rect.left - inside.left


def reveal(button: Focusable, ui: pygame_gui.UIManager) -> None:
    """Scroll the box `button` sits in (if any) just far enough that the whole button shows."""
    box = box_of(button, scroll_boxes(ui))
    if box is None or box.vert_scroll_bar is None:
        return
    view = box.rect
    inside = box.scrollable_container.rect
    top, height = button.rect.top - inside.top, button.rect.height
    shown = view.top - inside.top
    if top < shown:
        start = top - REVEAL_PAD
    elif top + height > shown + view.height:
        start = top + height + REVEAL_PAD - view.height
    else:
        return
    start = max(0, min(start, inside.height - view.height))
    box.vert_scroll_bar.set_scroll_from_start_percentage(start / inside.height)
    box.update(0.0)


def press(button: UIButton) -> None:
    """What a left click on `button` does: its command, or UI_BUTTON_PRESSED on the queue, marked
    `by_keyboard` so a table may ask before a key gives a move away (scenes.kit.askonce)."""
    button.pressed_event = True
    button.on_self_event(pygame_gui.UI_BUTTON_PRESSED, {"mouse_button": 1, "by_keyboard": True})


def typing(ui: pygame_gui.UIManager) -> bool:
    """Is a text field taking the keyboard?"""
    focused = ui.get_focus_set() or set()
    return any(isinstance(e, (pygame_gui.elements.UITextEntryLine, pygame_gui.elements.UITextEntryBox))
               for e in focused)


class Focus:
    def __init__(self) -> None:
        # the focused button of each scene; a scene gone from the app takes its entry with it. The
        # button is held weakly too: its command is often the scene's own method, and a strong
        # value would keep its key (the scene, and the table under it) alive for good
        self._focused: weakref.WeakKeyDictionary[object, weakref.ref | None] = weakref.WeakKeyDictionary()
        self._where: weakref.WeakKeyDictionary[object, tuple] = weakref.WeakKeyDictionary()

    def focused(self, scene: Any) -> Focusable | None:
        """The button or text field in the ring on `scene`, or None."""
        ui = getattr(scene, "ui", None)
        if ui is None:
            return None
        if scene not in self._focused:
            self._set(scene, self._default(scene, ui))
        held = self._focused[scene]
        button = held() if held is not None else None
        if held is not None and (button is None or button not in focusables_of(ui)):   # rebuilt since
            button = self._same_place(scene, ui)
        self._set(scene, button)
        return button

    def handle(self, scene: Any, event: pygame.event.Event) -> bool:
        ui = getattr(scene, "ui", None)
        if ui is None:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN:
            self._set(scene, None)
            return False
        if event.type != pygame.KEYDOWN:
            return False
        if BY_PLACE["app"]["tab"].matches(event):
            self.move(scene, -1 if event.mod & pygame.KMOD_SHIFT else 1)
            return True
        if typing(ui):
            return False
        if event.key in ARROW_KEYS and getattr(scene, "cards_by_arrows", False):
            self._set(scene, None)          # the card cursor's ring takes over (scenes.kit.cursor)
            return False
        button = self.focused(scene)
        if event.key in PRESS_KEYS and isinstance(button, UIButton):
            press(button)
            return True
        return False

    def move(self, scene: Any, step: int) -> None:
        """The next (step 1) or previous (step -1) widget takes the ring, round and round; a text
        field in it takes the typing, and one left behind gives it up."""
        ui = scene.ui
        widgets = focusables_of(ui)
        current = self.focused(scene)
        if current is None and typing(ui):         # clicked into a field: go on from there
            current = next((w for w in widgets if w in (ui.get_focus_set() or set())), None)
        if not widgets:
            self._set(scene, None)
            return
        if current is None:
            index = 0 if step > 0 else len(widgets) - 1
        else:
            index = (widgets.index(current) + step) % len(widgets)
        chosen = widgets[index]
        self._set(scene, chosen)
        ui.set_focus_set(chosen if isinstance(chosen, UITextEntryLine) else None)
        reveal(chosen, ui)

    def draw(self, scene: Any, surface: pygame.Surface) -> None:
        button = self.focused(scene)
        if button is not None:
            ring = button.rect.inflate(2 * RING_GAP, 2 * RING_GAP)
            pygame.draw.rect(surface, palette.GLOW, ring, width=RING_WIDTH, border_radius=8)

    # -- keeping track -------------------------------------------------------------------------
    def _set(self, scene: Any, button: Focusable | None) -> None:
        self._focused[scene] = weakref.ref(button) if button is not None else None
        if button is not None:
            self._where[scene] = (button.rect.topleft, button.text)

    def _same_place(self, scene: Any, ui: pygame_gui.UIManager) -> Focusable | None:
        """After a rebuild the focused button is a new object: the one where it was, with its words,
        or else the one where it was (a switch whose label changed)."""
        where = self._where.get(scene)
        if where is None:
            return None
        same = [b for b in focusables_of(ui) if b.rect.topleft == where[0]]
        return next((b for b in same if b.text == where[1]), same[0] if same else None)

    @staticmethod
    def _default(scene: Any, ui: pygame_gui.UIManager) -> UIButton | None:
        default = getattr(scene, "default_button", None)
        if default is not None or not getattr(scene, "overlay", False):
            return default
        buttons = buttons_of(ui)
        return buttons[0] if buttons else None
