"""The lesson screen: a game's real table, hosted (scenes.kit.host), with a coach over it.

The coach speaks each step of the lesson (scenes.lesson.script) in a bubble that points at the
thing on the table, the move's cards ringed as a hint rings them; the band below the table says
how far the lesson has come ("Step 4 of 12") and holds Next (or Enter) for a step that only
talks, Leave (the lesson goes on from this step next time) and Skip lesson. Esc asks which.
Every move goes through the table as in a game: drag, click, or the card cursor's keys. A move
that is not the step's goes no further than the run's gate (scenes.lesson.run): the table puts
the card back and the coach says a gentle word.

    app.scenes.push(LessonScene(app, load("pixies")))
"""
from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

import pygame
import pygame_gui

from scenes import tables
from scenes.kit.dialog import Overlay
from scenes.kit.hint import HintShown
from scenes.kit.host import TableHost
from scenes.kit.lang import N_, _, current
from scenes.kit.table import TableScene
from scenes.kit.wake import NOW, Wake, soonest
from scenes.lesson.run import LessonRun
from scenes.lesson.script import Lesson, Step

#: the keys that go on from a step that only talks
GO_ON_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)
NEXT_WORDS = N_("Enter: go on")


class LessonScene(TableHost):
    name = "lesson"

    def __init__(self, app: Any, lesson: Lesson, start: int | None = None,
                 then: Callable[[], None] | None = None, offered: bool = False) -> None:
        """`start`: the step to begin at (by default where the person left off); `then`: what
        "Play a game" does at the end (open the game's set-up); `offered`: the lesson was
        offered as the person started their first game, which `then` starts: skipping the
        lesson starts it too."""
        self.lesson = lesson
        self.then = then
        self.offered = offered
        if start is None:
            start = app.settings.lesson_steps.get(lesson.game, 0)
        self.run = LessonRun(lesson, start)
        self.coach: HintShown | None = None
        #: the language the coach's bubble was said in
        self.coach_language = current().code
        #: the step whose progress was last kept
        self.noted = self.run.index
        self.ended = False
        # the run stands where a replay would (the host only closes it; on_table is this scene's own)
        super().__init__(app, self.run)  # type: ignore[arg-type]
        table = tables.registered_table(lesson.game)(app, self.run.link)
        table.tip.offered = True          # the coach speaks here, not the first-game tip
        self.host(table)
        self.build(app.size)

    # -- the band ------------------------------------------------------------------------------------
    def progress_text(self) -> str:
        shown = min(self.run.index + 1, self.run.steps)
        return _("{lesson}: step {n} of {steps}").format(lesson=_(self.lesson.title), n=shown, steps=self.run.steps)

    def build(self, size: tuple[int, int]) -> None:
        band = self.band(size)
        self.buttons = {}
        right = self.place_buttons(band, [("next", _("Next"), self.go_on, 0),
                                          ("leave", _("Leave"), self.leave_lesson, 0),
                                          ("skip", _("Skip lesson"), self.skip, 0)], band.right - 8, leftwards=True)
        self.progress_right = right
        if not self.talking():
            self.buttons["next"].disable()

    def draw_band(self, surface: pygame.Surface, band: pygame.Rect) -> None:
        face = self.band_font()
        width = max(40, self.progress_right - band.left - 24)
        self.draw_lines(surface, self.progress_text(), band.left + 16,
                        band.centery - face.get_linesize() // 2, width, 1)

    def refresh_band(self) -> None:
        allowed = self.talking()
        button = self.buttons.get("next")
        if button is not None and button.is_enabled != allowed:
            button.enable() if allowed else button.disable()

    # -- the coach -----------------------------------------------------------------------------------
    def coach_words(self, step: Step) -> str:
        # the coach's words are the lesson's (the content catalog), said in the person's language
        said = _(step.say)
        words = said if step.do is not None else f"{said}\n({_(NEXT_WORDS)})"
        return f"{self.run.wrong}\n\n{words}" if self.run.wrong else words

    def coach_targets(self, step: Step) -> list[pygame.Rect]:
        table = self.table
        assert table is not None
        pointed = step.do if step.do is not None else step.point
        if pointed is None:
            return []
        if pointed == "status":
            return [table.hud.status.rect.copy()]
        if pointed == "scores":
            return [table.hud.scores.rect.copy()]
        if pointed == "log":
            return [table.log.strip.copy()]
        return [rect.copy() for rect in table.hint_rects(pointed)]

    def show_coach(self) -> None:
        """The bubble for the step the lesson is at, once the table has shown the last move."""
        step = self.run.step
        table = self.table
        if step is None or table is None or not still(table):
            self.coach = None
            return
        self.coach = HintShown(step.do, self.coach_words(step), self.coach_targets(step), terse=False)
        self.coach_language = current().code

    def draw_over_table(self, surface: pygame.Surface) -> None:
        if self.coach is not None and self.coach_language != current().code:
            self.show_coach()           # the language changed while the bubble showed: said again in it
        if self.coach is not None and self.table is not None:
            self.coach.draw(surface, self.table.play_area(surface.get_size()), self.keep_clear(),
                            self.app.settings.ui_scale, named=self.named())

    def named(self) -> list[pygame.Rect]:
        """What the coach's words talk about besides its rings: the panels the table shows (the
        question which card stays face up, the scored board it explains)."""
        return self.table.open_panels() if self.table is not None else []

    def keep_clear(self) -> list[pygame.Rect]:
        """What the coach's bubble covers as little as it can: where the person acts on a step
        that waits for a move, every seat's area and the piles, and the cards on the table (each
        place once: a pile is one)."""
        table = self.table
        assert table is not None
        step = self.run.step
        places = {tuple(sprite.rect) for sprite in table.cards if sprite.visible}
        acting = table.action_area() if step is not None and step.do is not None else []
        return [*acting, *table.table_areas(), *(pygame.Rect(place) for place in places)]

    # -- going on, leaving ---------------------------------------------------------------------------
    def talking(self) -> bool:
        """Is the coach showing a step that waits for no move (Enter or Next goes on)?"""
        step = self.run.step
        return self.coach is not None and step is not None and step.do is None

    def go_on(self) -> None:
        if self.talking():
            self.run.go_on()

    def after_step(self) -> None:
        self.remember(self.run.index if self.run.index < self.run.steps else 0)
        self.refresh_band()

    def remember(self, done: int) -> None:
        """Keep how far the lesson has come (0: start again from the beginning next time)."""
        steps = dict(self.app.settings.lesson_steps)
        steps.pop(self.lesson.game, None)
        if done:
            steps[self.lesson.game] = done
        if steps != self.app.settings.lesson_steps:
            self.app.apply_settings(dataclasses.replace(self.app.settings, lesson_steps=steps))

    def leave_lesson(self) -> None:
        """Back to where the lesson was opened from; it goes on from this step next time."""
        self.app.scenes.pop()

    def skip(self) -> None:
        """The lesson is put away (it starts afresh if opened again); what was asked for goes on."""
        self.remember(0)
        self.app.scenes.pop()
        if self.offered and self.then is not None:
            self.then()

    def finish(self) -> None:
        self.ended = True
        self.remember(0)
        self.app.scenes.push(LessonDone(self.app, self))

    def first_game(self) -> None:
        """After the lesson: the game the person was starting, or a game at the lesson's table."""
        self.app.scenes.pop()
        lesson = self.lesson
        if lesson.after == "duel" and not self.offered:
            self.app.start_table(lesson.game, lesson.players, {**lesson.options, **lesson.after_options},
                                 list(lesson.seats))
        elif self.then is not None:
            self.then()

    # -- the scene -----------------------------------------------------------------------------------
    def on_table(self, table: TableScene) -> None:
        """The move log says the moves of the steps played before the lesson was resumed."""
        table.log.entries.clear()
        table.log.add(self.run.told)
        self.show_coach()

    def on_key(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_ESCAPE:
            cursor = self.table.cursor if self.table is not None else None
            if cursor is not None and cursor.carrying is not None:
                return False              # the card cursor's card goes back to its place first
            self.app.scenes.push(LessonMenu(self.app, self))
            return True
        if event.key in GO_ON_KEYS and self.talking():
            self.go_on()
            return True
        return False

    def handle(self, event: pygame.event.Event) -> None:
        if self.ui.process_events(event):
            return
        if event.type == pygame.KEYDOWN:
            if self.on_key(event) or event.key == pygame.K_h:      # the coach is the hint here
                return
        if self.table is not None:
            self.table.handle(event)

    def update(self, dt: float) -> None:
        super().update(dt)
        table = self.table
        if table is None:
            return
        if self.run.play_due(table.queue.busy):
            table.take_events()
        if self.run.index != self.noted:          # a step done, by a move (the table's own too) or Enter
            self.noted = self.run.index
            self.after_step()
        step = self.run.step
        wanted = None if step is None or not still(table) else self.coach_words(step)
        if wanted != (self.coach.text if self.coach is not None else None):
            self.show_coach()
        self.refresh_band()
        if self.run.finished and not table.queue.busy and not self.ended:
            self.finish()

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        self.show_coach()

    def next_wake(self) -> Wake:
        table = self.table
        due = table is not None and (not table.queue.busy or waits_for_person(table)) and (
            bool(self.run.pending) or (self.run.finished and not self.ended)
            or (self.coach is None and self.run.step is not None))
        pulsing = self.coach is not None and bool(self.coach.targets) and not self.app.settings.reduced_motion
        return soonest(super().next_wake(), table.next_wake() if table is not None else None,
                       NOW if due or pulsing else None)


class LessonMenu(Overlay):
    """Esc during a lesson: go on, leave it for later, or skip it."""
    name = "lesson-menu"
    panel_width = 440

    def __init__(self, app: Any, lesson: LessonScene) -> None:
        self.lesson = lesson
        self.buttons: dict = {}
        super().__init__(app)

    def fill(self, panel: pygame_gui.elements.UIPanel | None) -> None:
        y = self.title_label(_("Lesson paused"))
        y = self.text_box(_("Leave: the lesson goes on from this step next time. Skip lesson: put it away."), y)
        made = self.button_column(y, [(_("Continue the lesson"), self.app.scenes.pop),
                                      (_("Leave"), self.leave_for_later), (_("Skip lesson"), self.skip)])
        self.buttons = dict(zip(("continue", "leave", "skip"), made))

    def leave_for_later(self) -> None:
        self.app.scenes.pop()
        self.lesson.leave_lesson()

    def skip(self) -> None:
        self.app.scenes.pop()
        self.lesson.skip()


class LessonDone(Overlay):
    """The lesson's last words, and what next: a first game, or back to the menu."""
    name = "lesson-done"
    panel_width = 480

    def __init__(self, app: Any, lesson: LessonScene) -> None:
        self.lesson = lesson
        self.buttons: dict = {}
        super().__init__(app)

    def fill(self, panel: pygame_gui.elements.UIPanel | None) -> None:
        lesson = self.lesson.lesson
        y = self.title_label(_("Lesson complete"))
        y = self.text_box(_(lesson.finish), y)
        duel = lesson.after == "duel" and not self.lesson.offered
        playing = [(_("Play a first slow duel") if duel else _("Play a game"), self.play)] \
            if duel or self.lesson.then is not None else []
        made = self.button_column(y, [*playing, (_("Back"), self.back)])
        self.buttons = dict(zip(("play", "back") if playing else ("back",), made))

    def on_escape(self) -> None:
        self.back()

    def play(self) -> None:
        self.app.scenes.pop()
        self.lesson.first_game()

    def back(self) -> None:
        self.app.scenes.pop()
        self.app.scenes.pop()


def still(table: TableScene) -> bool:
    """Has the table shown every move, and (a real-time table, Flanx) has play begun after its
    count of "3, 2, 1, Omiga!"? The coach speaks only then: before, nothing can be played."""
    return ((not table.queue.busy or waits_for_person(table)) and getattr(table, "countdown", None) is None
            and getattr(table, "omiga_left", 0.0) <= 0)


def waits_for_person(table: Any) -> bool:
    """Does the table show something that stays until the person closes it (Pixies' round board,
    every part of it shown)? The coach then talks about it while it is in view."""
    board = getattr(table, "board", None)
    return board is not None and board.revealed_all
