"""The Hint at a table: the move the review would judge best for the person's seat (game.ai.review:
the same judgement on the same samples, so the review never calls the hint's own move costly), or
for a table with no review (`hint_by_review` False: Zen) the strongest bot's move; thought out in
the bot worker (off the frame), then shown the one way every table shows it (scenes.kit.hint): the card and
its target glow, the reason in a bubble. TableScene takes this part from here; a table only says
which rects a hint points at (`hint_rects`) and where the person acts (`action_area`).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.core import Action
from scenes.kit.hint import HintShown
from scenes.kit.lang import say
from scenes.kit.wake import wake_loop

if TYPE_CHECKING:
    from scenes.kit.botworker import Job


class TableHints:
    """Mixed into TableScene: `ask_hint()` (H or the Hint button), `hint` while one is shown."""

    #: the Hint is the review's judgement; where False, the move of the bot level `hint_level`
    hint_by_review = True
    #: the bot level whose move the Hint shows (the game's strongest where it has no such level)
    hint_level = "hard"
    hint: HintShown | None = None
    hint_job: Job | None = None
    # what the table gives (TableScene)
    tip: Any
    app: Any
    hud: Any
    game: Any
    game_name: str
    worker: Any
    rng: Any
    view: Any
    me: Any
    my_turn: Any
    hint_rects: Any
    link: Any

    def ask_hint(self) -> None:
        self.tip.dismiss(self.app)
        if not self.my_turn():
            self.hud.show_message("A hint is for your turn.")
            return
        if self.hint_job is None:
            self.hud.show_message("Thinking about a hint...", seconds=10)
            if self.hint_by_review:
                self.hint_job = self.worker.advise(self.game_name, self.view, self.me, self.link.moves_played)
            else:
                level = self.hint_level if self.hint_level in self.game.levels else self.game.levels[-1]
                self.hint_job = self.worker.submit(self.game_name, level, self.view,
                                                   self.rng.randrange(2 ** 31), seat=self.me)
            self.hint_job.when_done(wake_loop)

    def _collect_hint(self) -> None:
        job = self.hint_job
        if job is None or not job.done():
            return
        self.hint_job = None
        try:
            action = job.result()
        except Exception:
            self.hud.show_message("No hint this time: the bot could not think it out.")
            return
        if not self.my_turn() or self.view != job.view:
            return
        self.hud.clear_message()
        self.show_hint(action, say(self.game.explain(job.view, action)))

    def show_hint(self, action: Action, text: str) -> None:
        """The card and its target glow; the reason in a bubble beside them."""
        self.hint = HintShown(action, f"Hint: {text}", self.hint_rects(action))

    def _cancel_hint(self) -> None:
        if self.hint_job is not None:
            self.hint_job.cancel()
            self.hint_job = None
        self.hint = None
