"""The finished games: the last games played, kept to be watched again or reviewed (saves.finished).

Each row says the game, when it ended, who played and how it ended, with Watch (the replay at its
table), Review (the three costliest decisions, as Expert sees them) and Save as file (a `.parlour`
record to send someone, scenes.sharing). Opening one loads it in full: a file spoiled since the
list was read is refused then, moved aside and reported. Open file, beside Back, opens a record
(or a Zen form) someone sent. Reached from Statistics and from Load; Back (or Esc) returns.
"""
from __future__ import annotations

from pygame_gui.elements import UIScrollingContainer

from saves import finished, store
from scenes import sharing, tables
from scenes.kit import lang
from scenes.kit.dialog import MessageDialog, make_button
from scenes.kit.lang import N_, _, ngettext
from scenes.kit.replay import Recorded
from scenes.load import MARGIN, GameList, details, game_row, when


def heading(info: store.SaveInfo) -> str:
    return f"{info.title}  \u00b7  {when(info)}"


class FinishedScene(GameList):
    """The finished games, newest first, each with Watch and Review."""

    name = "finished"
    title = N_("Finished games")

    def empty_words(self) -> str:
        return ngettext("No finished game yet: the last {n} game of each kind you play to the end is kept "
                        "here, to be watched again and reviewed.",
                        "No finished game yet: the last {n} games of each kind you play to the end are kept "
                        "here, to be watched again and reviewed.", finished.KEEP).format(n=lang.number(finished.KEEP))

    def listing(self) -> list[store.SaveInfo]:
        return finished.list_games()

    def _row(self, scroller: UIScrollingContainer, info: store.SaveInfo, top: int, width: int) -> dict:
        playable = info.game in tables.TABLES
        tip = "" if playable else _("The {game} table is coming soon.").format(game=info.title)
        return game_row(self, scroller, top, width, heading(info), details(info), [
            (key, label, (lambda k=key: self.open(info, k)) if playable else None, tip)
            for key, label in (("watch", _("Watch")), ("review", _("Review")))] + [
            ("share", _("Save as file..."), lambda: self.open(info, "share"),
             _("A .parlour file of this game to send"))])

    def beside_back(self, size: tuple[int, int]) -> None:
        back = self.bottom_button_rect(MARGIN, size, _("Back"))
        self.open_file = make_button(self.ui, self.bottom_button_rect(back.right + 16, size, _("Open file...")),
                                     _("Open file..."), lambda: sharing.choose_and_open(self.app))

    def open(self, info: store.SaveInfo, what: str) -> None:
        """Watch, review or save as a file ("share") a kept game, loaded in full (its moves
        replayed and checked)."""
        try:
            saved = finished.load(info.path)
        except store.SaveError as exc:
            self.app.scenes.push(MessageDialog(self.app, _("That game could not be opened"), str(exc)))
            self.infos = [i for i in self.infos if i.path != info.path]
            self.rebuild()
            return
        recorded = Recorded.from_saved(saved)
        if what == "share":
            sharing.save_as(self.app, recorded)
        else:
            sharing.watch(self.app, recorded, what)
