"""The review screen: the person's three costliest decisions of a game, as Expert judges them.

While the bot worker judges the decisions one by one (game.ai.review, off the frame), a progress
bar fills under the table's last position. Then each of the three costliest decisions shows the
table as it was before it: the card played ringed in red, what Expert would have played glowing
like a hint, and a bubble saying what the choice cost and why ("Placing red 6 on space 6 cost
about 7 points..."); the band says which decision it is and how sure the review is of its cost
("Give or take 2 points.": the cost's standard error over the review's samples; a decision is
flagged only when its cost is more than twice that). Buttons along the bottom go from one
decision to the next; Watch from here opens the replay at that move; Save as file writes the
game to a `.parlour` file to send (scenes.sharing); Back returns. Keys 1-3 pick a decision, Esc
goes back. Above the buttons, the picture of the game (scenes.reviewgraph): every seat's score
move by move, each flagged decision pinned on the person's line; a click on a pin shows that
decision.
"""
from __future__ import annotations

import logging
from typing import Any

import pygame

from game import GAMES
from game.ai.review import POINTS, Budget, Judgement, costliest, person_decisions, words
from scenes import sharing, tables
from scenes.kit import theme
from scenes.kit.botworker import Job, shared_worker
from scenes.kit.bubble import draw_bubble
from scenes.kit.hint import RING_GAP, HintShown
from scenes.kit.host import PAD
from scenes.kit.keys import BY_PLACE
from scenes.kit.lang import _, ngettext, say
from scenes.kit.replay import Recorded, Replay
from scenes.kit.wake import IDLE, NOW, Wake, wake_loop
from scenes.reviewgraph import ReviewPicture

log = logging.getLogger("parlour")

#: how many of the costliest decisions are shown
SHOWN = 3
#: the red of the person's own choice
CHOSEN = (214, 74, 60)
#: the least room the band's words keep between the buttons
MIN_STATUS = 260


def noise_words(judged: Judgement) -> str:
    """How sure the review is of a decision's cost, beside the cost itself: the standard error of
    the cost over the review's samples (with the game's model noise, game.ai.review), in the
    cost's own unit ("Give or take 2 points.")."""
    if judged.unit == POINTS:
        if judged.noise < 0.5:
            return _("Give or take less than a point.")
        n = round(judged.noise)
        return ngettext("Give or take {n} point.", "Give or take {n} points.", n).format(n=n)
    percent = round(100 * judged.noise)
    if percent < 1:
        return _("Give or take less than {percent}.").format(percent=_("{n} %").format(n=1))
    return _("Give or take {percent}.").format(percent=_("{n} %").format(n=percent))


class ReviewScene(ReviewPicture):
    name = "review"

    def __init__(self, app: Any, recorded: Recorded, budget: Budget = Budget()) -> None:
        super().__init__(app, Replay(recorded, start=len(recorded.record["moves"])))
        self.recorded = recorded
        self.game = GAMES[recorded.game]
        self.budget = budget
        table_class = tables.table_class(recorded.game)
        if table_class is None:
            raise ValueError(f"{self.game.title} has no table to show its review at")
        self.decisions = {d.number: d for d in person_decisions(self.game, recorded.record, list(recorded.seats),
                                                                recorded.options, recorded.seat)}
        self.waiting = list(self.decisions.values())
        self.judged: list[Judgement] = []
        self.worst: list[Judgement] | None = None
        self.shown = -1
        self.failed = ""
        #: the move whose decision the worker is judging
        self.judging = 0
        self.worker = shared_worker()
        self.job: Job | None = None
        self.build(app.size)
        self.host(table_class(app, self.replay.link))

    # -- judging, off the frame -------------------------------------------------------------------------
    @property
    def done(self) -> bool:
        return self.worst is not None or bool(self.failed)

    def stopped(self, error: BaseException) -> None:
        """The worker could not judge a decision: the review stops there, saying so in the person's
        words, and the technical reason goes to the log (whose file it names)."""
        log.error("the review of %s stopped at move %d", self.game.name, self.judging + 1, exc_info=error)
        where = self.app.log_path
        self.failed = _("The review stopped at move {move}: Expert could not judge it. The log says why: "
                        "{file}.").format(move=self.judging + 1, file=where) if where else \
            _("The review stopped at move {move}: Expert could not judge it.").format(move=self.judging + 1)
        self.rebuild()

    def _next(self) -> None:
        """Collect a finished judgement, start the next one; when none is left, show the costliest."""
        if self.job is not None:
            if not self.job.done():
                return
            job, self.job = self.job, None
            try:
                self.judged.append(job.result())
            except Exception as exc:   # the worker's error, told here instead of ending the screen
                self.stopped(exc)
                return
        if self.waiting:
            decision = self.waiting.pop(0)
            self.job = self.worker.review(self.game.name, decision, self.budget, seed=decision.number)
            self.judging = decision.number
            self.job.when_done(wake_loop)      # the waiting loop runs a frame to collect it
            return
        self.worst = costliest(self.judged, len(self.judged))     # every flagged one: the picture pins them all
        self.rebuild()
        if self.worst:
            self.show(0)

    def show(self, index: int) -> None:
        """The table before the `index`-th costliest decision, Expert's move shown like a hint."""
        assert self.worst is not None
        judged = self.worst[index]
        self.shown = index
        self.replay.jump(judged.number)
        self.settle()
        table = self.table
        assert table is not None
        text = say(words(self.game, self.decisions[judged.number].view, judged))
        table.hint = HintShown(judged.best, text, table.hint_rects(judged.best))
        for key, button in self.buttons.items():
            if key.isdigit():
                (button.select if int(key) == index else button.unselect)()

    # -- the controls ---------------------------------------------------------------------------------
    def build(self, size: tuple[int, int]) -> None:
        """The buttons, their words shortened step by step (the decisions to their numbers, Save as
        file to Save, Watch from here to Watch) until the status between them keeps its room."""
        band = self.button_band(size)
        self.lay_out_picture(size)
        room = theme.scaled(MIN_STATUS, self.text_scale)      # the status's words grow with the text
        numbers = [str(index + 1) for index in range(min(SHOWN, len(self.worst or [])))]
        long_labels = [_("{index}: move {n}").format(index=index + 1, n=judged.number + 1)
                       for index, judged in enumerate((self.worst or [])[:SHOWN])]
        watch, share, back = _("Watch from here"), _("Save as file..."), _("Back")
        steps = [(long_labels, watch, share), (numbers, watch, share), (numbers, watch, _("Save...")),
                 (numbers, _("Watch"), _("Save..."))]

        def width(labels: list[str], *right: str) -> int:
            shown = list(labels) + ([right[0]] if self.worst else []) + list(right[1:])
            return sum(self.text_size(label, "button")[0] + 4 * PAD for label in shown)

        labels, watch, share = next((step for step in steps if width(step[0], step[1], step[2], back)
                                     <= size[0] - room), steps[-1])
        self.buttons = {}
        right = [("watch", watch, self.watch, 0)] if self.worst else []
        right.append(("share", share, lambda: sharing.save_as(self.app, self.recorded), 0))
        self.place_buttons(band, right + [("close", back, self.app.scenes.pop, 0)], size[0] - PAD, leftwards=True)
        self.place_buttons(band, [(str(i), label, lambda i=i: self.show(i), 0) for i, label in enumerate(labels)], PAD)
        if 0 <= self.shown < len(self.worst or []):
            self.buttons[str(self.shown)].select()

    def watch(self) -> None:
        assert self.worst is not None
        replay_scene = self.app.game_screen("replay")
        self.app.scenes.push(replay_scene(self.app, self.recorded, start=self.worst[self.shown].number))

    def status(self, short: int = 0) -> str:
        """What the band says: progress, the outcome, or why it stopped; shorter (`short` 1, then 2)
        where the whole sentence would not fit the band (large text, a narrow window)."""
        if self.failed:
            return self.failed
        total = len(self.decisions)
        if self.worst is None:
            return _("Expert is looking at your decisions: {n} of {total}").format(n=len(self.judged), total=total)
        if not total:
            return _("You had no choice to make in this game.")
        if not self.worst:
            if short:
                return _("Expert found no costly decision of yours.")
            return _("Expert found no decision of yours that cost anything worth telling ({n} looked at).").format(
                n=total)
        judged = self.worst[self.shown]
        if short:
            shorter = _("{index} of {count}: move {move}.") if short > 1 else \
                _("Costliest decision {index} of {count}: move {move}.")
            return shorter.format(index=self.shown + 1, count=len(self.worst), move=judged.number + 1)
        return ngettext("Costliest decision {index} of {count}: move {move} of {moves} (Expert looked at "
                        "your {n} decision).",
                        "Costliest decision {index} of {count}: move {move} of {moves} (Expert looked at "
                        "all {n} of yours).", total).format(
            index=self.shown + 1, count=len(self.worst), move=judged.number + 1, moves=self.replay.length, n=total)

    def fitting_status(self, width: int, most: int) -> str:
        """The status with the shown decision's noise after it (`noise_words`), the whole of
        it where it fits `most` lines of `width`, else a shorter status with the noise, else the
        shortest status alone (the bubble has the cost)."""
        face = self.band_font()
        shown = self.worst[self.shown] if self.worst and 0 <= self.shown < len(self.worst) else None
        tries = [self.status(), self.status(short=1)] if shown is None else \
            [f"{self.status()} {noise_words(shown)}", f"{self.status(short=1)} {noise_words(shown)}",
             f"{self.status(short=2)} {noise_words(shown)}", self.status(short=2)]
        return next((text for text in tries if len(theme.wrap(text, face, width)) <= most), tries[-1])

    # -- frames -----------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        if not self.done:
            self._next()
        super().update(dt)

    def own_wake(self) -> Wake:
        """While judging: at once when a judgement is in (or none is on its way); otherwise the
        worker's `wake_loop` says when one comes in."""
        if self.done:
            return IDLE
        return NOW if self.job is None or self.job.done() else IDLE

    def passes(self, event: pygame.event.Event) -> bool:
        """Only the pointer reaches the table: a click there would take Expert's move away."""
        return event.type == pygame.MOUSEMOTION

    def on_key(self, event: pygame.event.Event) -> bool:
        decision = BY_PLACE["review"]["decision"]
        if decision.matches(event) and decision.keys.index(event.key) < len(self.worst or []):
            self.show(decision.keys.index(event.key))
            return True
        return super().on_key(event)

    def draw_over_table(self, surface: pygame.Surface) -> None:
        """The person's own choice, ringed in red under Expert's glowing one."""
        table = self.table
        if table is None or not self.worst or table.hint is None:
            return
        for rect in table.hint_rects(self.worst[self.shown].chosen):
            pygame.draw.rect(surface, CHOSEN, rect.inflate(4 * RING_GAP, 4 * RING_GAP), width=3, border_radius=12)
        if table.hint.bubble is not None:
            draw_bubble(surface, table.hint.bubble)        # Expert's words stay above the rings

    def status_box(self, size: tuple[int, int]) -> tuple[int, int, int, int]:
        """Where the band's words go: (left, top, width, most lines), between the buttons."""
        band = self.button_band(size)
        left = max((b.rect.right for k, b in self.buttons.items() if k.isdigit()), default=0) + 2 * PAD
        right = min(b.rect.left for k, b in self.buttons.items() if not k.isdigit()) - 2 * PAD
        return left, band.top + PAD, max(40, right - left), 2 if self.done else 1

    def draw_band(self, surface: pygame.Surface, band: pygame.Rect) -> None:
        self.draw_picture(surface)
        left, top, width, most = self.status_box(surface.get_size())
        below = self.draw_lines(surface, self.fitting_status(width, most), left, top, width, most)
        if not self.done:
            bar = pygame.Rect(left, below + 4, width, theme.scaled(10, self.text_scale))
            self.draw_bar(surface, bar, len(self.judged) / max(1, len(self.decisions)))

    def close(self) -> None:
        if self.job is not None:
            self.job.cancel()
            self.job = None
        super().close()
