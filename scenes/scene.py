"""The Scene base class: what the SceneManager drives, one loop at 60 FPS.

Each frame the app calls, on the top scene only: `handle(event)` for every pygame event,
then `update(dt)` with the seconds since the last frame, then `draw(surface)`.
A scene owns its pygame_gui UIManager (`self.ui`), built from the shared theme, so that
scenes under it on the stack keep their widgets untouched.
"""
from __future__ import annotations

import pygame


class Scene:
    #: shown in the window title and the smoke test's file names
    name = "scene"
    #: an overlay (dialog, pause menu) is drawn over the scene below it, which stays still
    overlay = False

    def __init__(self, app) -> None:
        self.app = app
        self.ui = app.make_ui_manager()

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
    def handle(self, event: pygame.event.Event) -> None:
        self.ui.process_events(event)

    def update(self, dt: float) -> None:
        self.ui.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        self.ui.draw_ui(surface)


class WidgetScene(Scene):
    """A scene of pygame_gui widgets laid out from the window size.

    `build(size)` makes the widgets; a resize throws them all away and builds again, so a layout
    is only ever computed one way, from the size it has to fit. Call `rebuild()` after changing
    what the widgets show. With `escape_goes_back`, Esc closes the scene (a screen reached
    from the menu: Back and Esc do the same).
    """

    escape_goes_back = False

    def __init__(self, app) -> None:
        super().__init__(app)
        self.build(app.size)

    def handle(self, event: pygame.event.Event) -> None:
        if self.escape_goes_back and event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.scenes.pop()
            return
        super().handle(event)

    def build(self, size: tuple[int, int]) -> None:
        raise NotImplementedError

    def rebuild(self) -> None:
        self.ui.clear_and_reset()
        self.build(self.app.size)

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        self.ui.clear_and_reset()
        self.build(size)
