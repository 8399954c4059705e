"""What a result screen shows, as data a table gives (`TableScene.result_table()`): the headline,
a row of score cells per player, the winners, a few notes. The app's result screen
(scenes/result.py) draws it; the kit only says it.

    >>> table = ResultTable(headline_for([0], seat_names(["human", "hard"])), ["Score"],
    ...                     [("You", [score_text(133)]), ("Bot 2 (Hard)", [score_text(106.5)])], winners=[0])
    >>> table.headline, table.rows[1]
    ('You win!', ('Bot 2 (Hard)', ['106.5']))
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from saves.store import HUMAN
from scenes.kit.lang import N_, _, say

#: the bot levels' words where a game gives no name of its own (said with `_` where shown)
LEVEL_WORDS = {"random": N_("Random"), "beginner": N_("Beginner"), "easy": N_("Easy"), "normal": N_("Normal"),
               "hard": N_("Hard"), "expert": N_("Expert"), "policy": N_("Computer")}
#: the names games give their levels (game.level_names), so they are said in the person's language
GAME_LEVEL_WORDS = (N_("Relaxed"), N_("Sharp"))


@dataclass
class ResultTable:
    headline: str
    columns: list[str]                       # the score columns' titles; the last is the total
    rows: list[tuple[str, list[str]]]        # (name, one cell per column)
    winners: list[int] = field(default_factory=list)       # rows highlighted
    notes: list[str] = field(default_factory=list)

    def summed(self) -> ResultTable:
        """The same table with each sum cell ("5 + 4 + 3 = 12") down to its total, for a window
        too narrow for the breakdown.

        >>> ResultTable("", ["Bins", "Score"], [("You", ["5 + 4 = 9", "7"])]).summed().rows
        [('You', ['9', '7'])]
        """
        rows = [(name, [cell.rsplit(" = ", 1)[-1] for cell in cells]) for name, cells in self.rows]
        return ResultTable(self.headline, self.columns, rows, self.winners, self.notes)

    def short_names(self) -> ResultTable:
        """The same table with the bots' levels left out of their names ("Bot 2 (Hard)" -> "Bot 2"),
        for a window narrower still (the headline keeps them).

        >>> ResultTable("", ["Score"], [("Bot 2 (Hard)", ["7"]), ("You", ["9"])]).short_names().rows
        [('Bot 2', ['7']), ('You', ['9'])]
        """
        rows = [(name.split(" (", 1)[0], cells) for name, cells in self.rows]
        return ResultTable(self.headline, self.columns, rows, self.winners, self.notes)


def seat_names(seats: Sequence[str], level_names: Mapping[str, str] = {}) -> list[str]:
    """"You" for the person, "Bot 2 (Hard)" for the others, numbered by seat; a level's name
    starts with a capital in every game, as the set-up screens show it.

    >>> seat_names(["human", "easy", "policy"], {"policy": "computer"})
    ['You', 'Bot 2 (Easy)', 'Bot 3 (Computer)']
    """
    return [_("You") if seat == HUMAN else _("Bot {n} ({level})").format(n=i + 1, level=level_title(seat, level_names))
            for i, seat in enumerate(seats)]


def level_title(level: str, level_names: Mapping[str, str] = {}) -> str:
    """A bot level as every screen shows it: the game's own name for it, with a capital.

    >>> level_title("easy"), level_title("easy", {"easy": "Relaxed"}), level_title("policy", {"policy": "computer"})
    ('Easy', 'Relaxed', 'Computer')
    """
    named = level_names.get(level)
    shown = say(named) if named is not None else LEVEL_WORDS.get(level, level)
    shown = shown[:1].upper() + shown[1:]
    return _(shown)


def headline_for(winners: Sequence[int], names: Sequence[str], me: int | None = None) -> str:
    """Who won, in plain words; `me` is the person's seat (by default the seat named "You").

    >>> headline_for([0], ["You", "Bot 2 (Hard)"]), headline_for([1], ["You", "Bot 2 (Hard)"])
    ('You win!', 'Bot 2 (Hard) wins')
    >>> headline_for([1, 2], ["You", "Bot 2", "Bot 3"]), headline_for([], ["You", "Bot 2"])
    ('Bot 2 and Bot 3 win', 'Nobody wins this time')
    """
    if me is None and _("You") in names:
        me = list(names).index(_("You"))
    if not winners:
        return _("Nobody wins this time")
    if len(winners) == len(names) > 1:
        return _("Everybody wins!")
    if me is not None and me in winners:
        return _("You win!") if len(winners) == 1 else _("You share the win!")
    if len(winners) == 1:
        return _("{name} wins").format(name=names[winners[0]])
    return _("{names} win").format(names=name_list([names[seat] for seat in winners]))


def name_list(names: Sequence[str]) -> str:
    """Several names as one, the way the language lists them ("Ann, Bob and Eve").

    >>> name_list(["Bot 2", "Bot 3"]), name_list(["Ann", "Bot 2", "Bot 3"])
    ('Bot 2 and Bot 3', 'Ann, Bot 2, and Bot 3')
    """
    from babel.lists import format_list

    from scenes.kit.lang import current
    return str(format_list(list(names), locale=current().code))


def score_text(score: float) -> str:
    return str(int(score)) if float(score).is_integer() else f"{score:.1f}"
