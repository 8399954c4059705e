"""Pixies gives a moment to undo the last pick of a market before the next market is dealt
(game.referee.grace): the pick is held `undo_grace` seconds, Undo takes it back, and only then
do the new cards come; an undo refused says why. Real drags, keys and clicks through the app."""
from __future__ import annotations

import pygame

from game import GAMES
from game.referee import HUMAN, Referee
from pixies_helpers import card, position
from scenes.kit.table import GRACE_WORDS
from table_helpers import open_table, referee_of

LAST = "blue 5"          # the one card left in the middle: the person's pick ends the market


def settle(app, seconds: float) -> None:
    for _ in range(round(seconds / 0.05)):
        app.step(dt=0.05)


def last_pick(app):
    """A table where the person (seat 0) makes the last pick of a 2-player market."""
    table = open_table(app, position(2, {}, [LAST], first=1, pick=3), ["human", "easy"])
    settle(app, 1.0)
    assert table.my_turn() and referee_of(table).undo_grace == GAMES["pixies"].undo_grace > 0
    return table


def middle_centre(table) -> tuple[int, int]:
    sprite = table.picture.sprites[card(LAST)]
    return round(sprite.x), round(sprite.y)


def test_the_referee_holds_a_pick_that_deals_and_plays_it_when_the_grace_ends():
    referee = Referee(GAMES["pixies"], position(2, {}, [LAST], first=1, pick=3), [HUMAN, "easy"], {}, bots=False)
    referee.undo_grace = 1.5
    link = referee.link(0)
    deck = len(referee.state.deck)
    assert link.submit(link.view().legal_actions()[0]) is None
    assert link.pending and referee.to_move() == [] and link.events() == [] and referee.moves == []
    assert link.undo_refusal() is None and link.bots_due() == 1.5
    referee.update(1.0)
    assert link.pending
    referee.update(0.6)
    assert not link.pending and len(referee.moves) == 1 and len(referee.state.deck) == deck - 4
    assert str(link.undo_refusal()).startswith("No undo:"), "once the cards are dealt, undo says why not"


def test_a_first_pick_that_deals_nothing_is_played_at_once():
    referee = Referee(GAMES["pixies"], position(2, {}, ["blue 5", "red 9", "green 1+5", "yellow 2S"], first=0),
                      [HUMAN, "easy"], {}, bots=False)
    referee.undo_grace = 1.5
    link = referee.link(0)
    assert link.submit(link.view().legal_actions()[0]) is None
    assert not link.pending and len(referee.moves) == 1


def test_the_last_pick_of_a_market_can_be_undone_before_the_next_market_is_dealt(app, drag, press):
    table = last_pick(app)
    referee = referee_of(table)
    before = referee.state.to_dict()
    drag(middle_centre(table), table.plan.cell_rect(0, 4).center)
    assert table.link.pending and not table.my_turn()
    assert table.hud.message_text == GRACE_WORDS and table.hud.undo_button.is_enabled
    sprite = table.picture.sprites[card(LAST)]
    assert table.plan.cell_rect(0, 4).collidepoint(round(sprite.x), round(sprite.y)), "the pick shows at once"
    press(pygame.K_z, mod=pygame.KMOD_LCTRL)
    restored = app.scenes.top
    assert referee.state.to_dict() == before and referee.moves == [] and not restored.link.pending
    settle(app, 1.0)
    assert restored.my_turn() and card(LAST) in restored.view.revealed


def test_after_the_grace_the_next_market_is_dealt_and_undo_says_why_it_is_refused(app, drag, press):
    table = last_pick(app)
    referee = referee_of(table)
    deck = len(referee.state.deck)
    drag(middle_centre(table), table.plan.cell_rect(0, 4).center)
    settle(app, GAMES["pixies"].undo_grace + 0.5)
    assert not table.link.pending and referee.state.up[4] == card(LAST)
    assert len(referee.state.deck) == deck - 4, "the next market came"
    settle(app, 2.0)
    assert table.my_turn(), "the last to pick starts the next market"
    press(pygame.K_z, mod=pygame.KMOD_LCTRL)
    assert table.hud.message_text == "No undo: a hidden card came to light since your move."


def test_while_a_pick_is_held_the_loop_wakes_for_its_end(app, drag):
    table = last_pick(app)
    drag(middle_centre(table), table.plan.cell_rect(0, 4).center)
    settle(app, 0.5)
    wake = table.next_wake()
    assert wake is not None and wake <= GAMES["pixies"].undo_grace
