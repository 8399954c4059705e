"""The Scene base class: what the SceneManager drives, one loop at up to 60 FPS.

Each frame the app calls, on the top scene only: `handle(event)` for every pygame event,
then `update(dt)` with the seconds since the last frame, then `draw(surface)`, then
`next_wake()`: how soon the scene must be drawn again if no input comes (scenes.kit.wake).
While every answer is "not now" the app waits for input and draws nothing.
A scene owns its pygame_gui UIManager (`self.ui`), built from the shared theme, so that
scenes under it on the stack keep their widgets untouched.
"""
from __future__ import annotations

from typing import Any

import pygame

from scenes.kit import palette, theme
from scenes.kit.keys import BY_PLACE
from scenes.kit.lang import _
from scenes.kit.wake import Wake, WidgetWatch


class Scene:
    #: shown in the window title and the smoke test's file names
    name = "scene"
    #: an overlay (dialog, pause menu) is drawn over the scene below it, which stays still
    overlay = False

    def __init__(self, app: Any) -> None:
        self.app = app
        self.ui = app.make_ui_manager()
        self._widgets = WidgetWatch()

    # -- lifecycle --------------------------------------------------------------------------
    def enter(self) -> None:
        """Called when the scene becomes the top of the stack (pushed, or uncovered by a pop)."""

    def leave(self) -> None:
        """Called when the scene stops being the top (popped, replaced, or covered by a push)."""

    def close(self) -> None:
        """Called once when the scene leaves the stack for good (after `leave`): stop workers here."""

    def resize(self, size: tuple[int, int]) -> None:
        """The window changed size: lay everything out again for `size`."""
        self.ui.set_window_resolution(size)

    # -- the frame --------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool | None:
        """Take one input event; a scene may answer whether it used it (True) or not."""
        self.ui.process_events(event)
        return None

    def update(self, dt: float) -> None:
        self.ui.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        self.ui.draw_ui(surface)

    def next_wake(self) -> Wake:
        """How soon this scene must be drawn again with no input: NOW (0) while something moves,
        seconds until a timer changes the picture, IDLE (None) when only input can change it.
        By default what its pygame_gui widgets need; a scene that moves or counts down by itself
        adds its own reasons: `return soonest(super().next_wake(), ...)`."""
        return self._widgets.next_wake(self.ui)


#: a screen's title size, where its content starts, and its Back button's size, at 100 %
TITLE_SIZE = 40
HEADER_TOP = 96
BOTTOM_BUTTON = (160, 44)
#: the room a button leaves beside its text, both sides together
BUTTON_TEXT_ROOM = 48


class DoesNotFit(Exception):
    """A layout needs more room than the window has at the scene's text size."""

    def __init__(self, needed: int, room: int) -> None:
        super().__init__(f"{needed} px needed, {room} px there")
        self.needed, self.room = needed, max(1, room)


class WidgetScene(Scene):
    """A scene of pygame_gui widgets laid out from the window size.

    `build(size)` makes the widgets; a resize throws them all away and builds again, so a layout
    is only ever computed one way, from the size it has to fit. Call `rebuild()` after changing
    what the widgets show. With `escape_goes_back`, Esc closes the scene (a screen reached
    from the menu: Back and Esc do the same).

    Layouts grow with the player's text size (`text_scale`, percent; `scaled`, `grown` and
    `scenes.kit.theme` measure for it). A `build` that cannot fit the window at that size calls
    `fit(...)`, which raises DoesNotFit; the scene is then built again at the largest smaller
    text size that fits, in steps of `SHRINK_STEP`, never below 100 %, so the player's choice
    only gives way where the window is truly too small, and text stays at least its normal size.
    """

    escape_goes_back = False
    SHRINK_STEP = 10

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.text_scale = app.settings.ui_scale
        self._fitted: tuple = ()
        self.lay_out(app.size)

    def handle(self, event: pygame.event.Event) -> bool | None:
        if self.escape_goes_back and event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.scenes.pop()
            return None
        return super().handle(event)

    def build(self, size: tuple[int, int]) -> None:
        raise NotImplementedError

    def rebuild(self) -> None:
        self.lay_out(self.app.size)

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        self.lay_out(size)

    def lay_out(self, size: tuple[int, int]) -> None:
        """Build for `size` at the player's text size, or the largest smaller one that fits.
        A rebuild for the same window and setting starts from the size found last time, so the
        text does not change size while the player clicks through a screen."""
        wanted = self.app.settings.ui_scale
        scale = self.text_scale if self._fitted == (size, wanted) else wanted
        while True:
            if scale != self.text_scale:
                self.ui, self.text_scale = theme.new_ui_manager(size, scale), scale
            self.ui.clear_and_reset()
            try:
                self.build(size)
                break
            except DoesNotFit as short:
                # text grows with the scale and the space around it does not: the ratio of room
                # to need is a first guess that is still too large, never too small
                guess = scale * short.room // short.needed // self.SHRINK_STEP * self.SHRINK_STEP
                scale = max(100, min(scale - self.SHRINK_STEP, guess))
        self._fitted = (size, wanted)

    # -- measures for build() ---------------------------------------------------------------------
    def scaled(self, px: float) -> int:
        """A width `px` drawn for text at 100 %, at this scene's text size."""
        return theme.scaled(px, self.text_scale)

    def grown(self, px: int, element: str = "label", object_id: str | None = None) -> int:
        """A height `px` drawn for the 100 % font of such a widget, grown with its text (theme.grown)."""
        return theme.grown(self.ui, px, element, object_id)

    def text_size(self, text: str, element: str = "label", object_id: str | None = None) -> tuple[int, int]:
        return theme.text_size(self.ui, text, element, object_id)

    def title_font(self) -> pygame.font.Font:
        """The font of a screen's own title drawn at its top left: 40 px bold, and never smaller
        than the theme's headings at this text size."""
        heading = theme.widget_font(self.ui, "label", "#heading").get_point_size()
        return theme.font(max(TITLE_SIZE, heading), bold=True)

    def below_title(self) -> int:
        """Where a screen's content starts under its title (drawn at y=28)."""
        return max(HEADER_TOP, 28 + self.title_font().get_linesize() + 21)

    def bottom_button_rect(self, left: int, size: tuple[int, int], text: str | None = None) -> pygame.Rect:
        """Where a screen's Back button goes: the bottom left, as big as its text needs."""
        height = self.grown(BOTTOM_BUTTON[1], "button")
        width = self.button_width(_("Back") if text is None else text, BOTTOM_BUTTON[0])
        return pygame.Rect(left, size[1] - 20 - height, width, height)

    def button_width(self, text: str, least: int, object_id: str | None = None) -> int:
        """A button's width: `least`, or wider where its text needs it at this text size."""
        return max(least, self.text_size(text, "button", object_id)[0] + BUTTON_TEXT_ROOM)

    def fit(self, needed: int, room: int) -> None:
        """Give up this layout when `needed` pixels exceed the `room` there is, unless the text
        is already at its normal size (then it is laid out as well as it goes: scrolled or cut)."""
        if needed > room and self.text_scale > 100:
            raise DoesNotFit(needed, room)


class ScrolledPage(WidgetScene):
    """A WidgetScene showing one long page (`page(width)`, a Surface) in `self.view`, scrolled with
    the wheel or the arrow and page keys, with "scroll for more" while more lies below: the
    rules, the Keys page. The page is at most `page_width` wide, centred in the view."""

    #: the widest the page is drawn, and one scroll step, in pixels at 100 % text
    page_width = 900
    line = 25
    view: pygame.Rect
    scroll = 0

    def page(self, width: int) -> pygame.Surface:
        raise NotImplementedError

    def handle(self, event: pygame.event.Event) -> None:
        line = self.scaled(self.line)
        if event.type == pygame.MOUSEWHEEL:
            self.scroll -= event.y * 3 * line
        elif BY_PLACE["app"]["scroll"].matches(event):
            step = line if event.key in (pygame.K_DOWN, pygame.K_UP) else 12 * line
            self.scroll += step if event.key in (pygame.K_DOWN, pygame.K_PAGEDOWN) else -step
        super().handle(event)

    def more_below(self) -> bool:
        """Is there more of the page below what shows (so "scroll for more" is true)?"""
        page = self.page(min(self.view.width, self.page_width))
        return self.scroll < page.get_height() - self.view.height

    def draw_page(self, surface: pygame.Surface) -> None:
        view = self.view
        page = self.page(min(view.width, self.page_width))
        self.scroll = max(0, min(self.scroll, page.get_height() - view.height))
        left = view.x + (view.width - page.get_width()) // 2
        surface.blit(page, (left, view.y), pygame.Rect(0, self.scroll, page.get_width(), view.height))
        if self.more_below():
            hint = theme.font(self.scaled(15)).render(_("scroll for more"), True, palette.TEXT_DIM)
            surface.blit(hint, hint.get_rect(bottomright=(view.right, surface.get_height() - 26)))

