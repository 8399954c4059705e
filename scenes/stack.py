"""The stack of scenes the app runs: push, pop, replace, unwind to the menu, with a short
cross-fade between the scene that goes and the one that comes (`App.fade_seconds`; none with
reduced motion). Only the top scene gets events and updates; an overlay (pause menu, dialog) is
drawn over the still scene below it.
"""
from __future__ import annotations

import logging
from typing import Any

import pygame

from scenes.kit import heap
from scenes.kit.scene import Scene
from scenes.kit.wake import NOW, Wake

log = logging.getLogger("parlour")


class SceneManager:
    """A stack of scenes with push / pop / replace and a short cross-fade between them.

    A transition photographs the screen as it is and fades that picture out over the new scene
    in FADE_SECONDS. The new scene gets input at once; a transition asked during a fade starts
    from a clean picture of the current scenes, so the running fade simply finishes.
    """

    def __init__(self, app: Any) -> None:
        self.app = app
        self.stack: list[Scene] = []
        self._fade_from: pygame.Surface | None = None
        self._fade_left = 0.0
        #: a scene left the stack: its memory is freed on the next update (scenes.kit.heap)
        self._closed_since_update = False

    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    @property
    def fading(self) -> bool:
        return self._fade_from is not None

    # -- transitions ----------------------------------------------------------------------
    def push(self, scene: Scene) -> None:
        self._start_fade()
        if self.stack:
            self.stack[-1].leave()
        self._put(scene)

    def pop(self) -> Scene:
        self._start_fade()
        scene = self.stack.pop()
        self._discard(scene)
        if self.stack:
            self.stack[-1].enter()
        return scene

    def replace(self, scene: Scene, fade: bool = True) -> None:
        """`scene` in place of the top one; without `fade` at once (a hand-over screen: no
        picture of the table before it may show through it, scenes.kit.handover)."""
        if fade:
            self._start_fade()
        else:
            self._fade_from = None
        if self.stack:
            self._discard(self.stack.pop())
        self._put(scene)

    def unwind(self, then: Scene | None = None) -> None:
        """Back to the bottom scene (the main menu), then push `then` if given, in one fade."""
        self._start_fade()
        while len(self.stack) > 1:
            self._discard(self.stack.pop())
        if then is None:
            self.stack[-1].enter()
        else:
            self._put(then)

    def reset(self, *scenes: Scene) -> None:
        """Close every scene and start over from `scenes`, bottom first (start, error recovery).
        No fade: a picture of the old scenes would mean drawing a scene that may have just failed."""
        self._fade_from = None
        while self.stack:
            scene_gone = self.stack.pop()
            try:
                self._discard(scene_gone)
            except Exception:  # a broken scene must not stop the way back to the menu
                log.exception("closing %s during recovery failed", scene_gone.name)
        for scene in scenes:
            if self.stack:
                self.stack[-1].leave()
            self._put(scene)

    def _put(self, scene: Scene) -> None:
        self.stack.append(scene)
        scene.enter()

    def _discard(self, scene: Scene) -> None:
        scene.leave()
        scene.close()
        self._closed_since_update = True

    # -- the frame ---------------------------------------------------------------------------
    def _start_fade(self) -> None:
        if not self.stack or self.app.fade_seconds <= 0:
            self._fade_from = None
            return
        picture = pygame.Surface(self.app.window.get_size())
        self.render(picture)
        self._fade_from = picture
        self._fade_left = self.app.fade_seconds

    def resize(self, size: tuple[int, int]) -> None:
        self._fade_from = None
        for scene in self.stack:
            scene.resize(size)

    def handle(self, event: pygame.event.Event) -> None:
        if self.stack:
            self.stack[-1].handle(event)

    def next_wake(self) -> Wake:
        """NOW during a fade, else what the top scene needs (the scenes it covers stand still)."""
        if self._fade_from is not None:
            return NOW
        return self.stack[-1].next_wake() if self.stack else None

    def update(self, dt: float) -> None:
        if self._closed_since_update:
            self._closed_since_update = False
            heap.collect_closed_scenes()
        if self.stack:
            self.stack[-1].update(dt)
        if self._fade_from is not None:
            self._fade_left -= dt
            if self._fade_left <= 0:
                self._fade_from = None

    def render(self, surface: pygame.Surface) -> None:
        """Draw the top scene, and under an overlay the scenes it covers, without any fade."""
        first = len(self.stack) - 1
        while first > 0 and self.stack[first].overlay:
            first -= 1
        for scene in self.stack[first:]:
            scene.draw(surface)

    def draw(self, surface: pygame.Surface) -> None:
        self.render(surface)
        if self._fade_from is not None and self.app.fade_seconds <= 0:
            self._fade_from = None   # reduced motion was switched on mid-fade: the fade ends now
        if self._fade_from is not None:
            self._fade_from.set_alpha(round(255 * self._fade_left / self.app.fade_seconds))
            surface.blit(self._fade_from, (0, 0))
