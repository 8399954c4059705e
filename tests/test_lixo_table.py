"""The LIXO? table driven by real input events through the app's loop (SDL dummy driver)."""
from __future__ import annotations

import pygame

from game.lixo import Pass, Raise
from game.lixo.cards import BLUE, GREEN, RED, YELLOW, bin_card, pair_kind
from lixo_helpers import rig
from scenes.kit import palette
from scenes.lixo.faces import colour_of, paint_rubbish
from scenes.lixo.table import LixoTable
from scenes.result import ResultScene

G, R, Y = GREEN, RED, YELLOW
GR = pair_kind(GREEN, RED)


def open_table(app, state, seats=("human", "easy", "easy")) -> LixoTable:
    table = LixoTable(app, "lixo", state.players, {"first": 0}, list(seats), state)
    app.scenes.push(table)
    settle(app)
    return table


def settle(app, frames: int = 40) -> None:
    for _ in range(frames):
        app.step(dt=0.05)


def sprite_of(table, kind):
    return next(s for s in table.hand_sprites if s.card_id == kind)


def at(sprite) -> tuple[int, int]:
    """A point on the sprite's visible left edge (fanned cards overlap to the right)."""
    rect = sprite.rect
    return rect.left + rect.width // 5, rect.centery


def test_clicking_cards_selects_them_and_bid_lays_them_on_the_bin(app, click):
    table = open_table(app, rig(hands=[(G, G, R, GR), (G,), ()]))
    assert table.my_turn() and not table.bid_button.is_enabled
    click(at(sprite_of(table, G)))
    assert [s.card_id for s in table.pending] == [G]
    assert table.bid_button.is_enabled, "1 beats nobody's 0"
    click(at(sprite_of(table, GR)))
    assert sorted(s.card_id for s in table.pending) == [G, GR]
    settle(app, 10)
    # what was drawn: the chosen card now rests in the bid row, in its colour
    row = table.plan.my_bid
    pending = next(s for s in table.pending if s.card_id == G)
    assert row.collidepoint(round(pending.x), round(pending.y))
    rect = pending.rect
    assert app.window.get_at((rect.left + rect.width // 4, rect.bottom - rect.height // 6))[:3] == colour_of(GREEN)
    click(table.bid_button)
    assert table.state.totals[0] == 2 and table.state.last_raiser == 0
    assert table.state.hands[0][G] == 1 and table.state.hands[0][GR] == 0
    assert not table.pending and len(table.bid_sprites[0]) == 2


def test_a_red_card_cannot_be_chosen_for_a_green_bin(app, click):
    table = open_table(app, rig(hands=[(G, R), (), ()]))
    click(at(sprite_of(table, R)))
    assert table.pending == []


def test_clicking_a_chosen_card_takes_it_back(app, click):
    table = open_table(app, rig(hands=[(G, G), (), ()]))
    click(at(sprite_of(table, G)))
    settle(app, 10)
    chosen = table.pending[0]
    click((round(chosen.x), round(chosen.y)))
    assert table.pending == [] and chosen in table.hand_sprites


def test_dragging_a_card_onto_the_bin_chooses_it(app, drag):
    table = open_table(app, rig(hands=[(G, R), (), ()]))
    drag(at(sprite_of(table, G)), table.plan.reveal)
    assert [s.card_id for s in table.pending] == [G]
    assert table.bid_button.is_enabled


def test_bid_stays_disabled_until_the_total_beats_the_highest_bid(app, click):
    state = rig(hands=[(G, G, G), (G, G), ()], active=1)
    state.apply(1, Raise((G, G)))
    state.apply(2, Pass())
    table = open_table(app, state)
    assert table.my_turn() and table.to_beat() == 2
    for count in (1, 2):
        click(at(table.hand_sprites[0]))
        assert not table.bid_button.is_enabled, f"{count} does not beat 2"
    click(at(table.hand_sprites[0]))
    assert table.bid_button.is_enabled
    click(table.bid_button)
    assert table.state.totals == [3, 2, 0]


def test_pass_button_passes_and_the_bots_finish_the_bidding(app, click):
    table = open_table(app, rig(hands=[(G,), (G, G), (Y,)], deck=(bin_card(RED, 1), bin_card(BLUE, 3))))
    click(table.pass_button)
    settle(app, 120)
    assert table.state.bin != bin_card(GREEN, 4), "the bin was resolved"
    won = [seat for seat in range(3) if bin_card(GREEN, 4) in table.state.won[seat]]
    dead = bin_card(GREEN, 4) in table.state.dead
    assert won or dead
    # the picture caught up with the engine once the animations ended
    view = table.state.view(0)
    assert table.picture.won == view.won and table.picture.dead == view.dead
    assert table.picture.recycled == view.recycled and table.picture.unrecycled == view.unrecycled


def test_losing_bids_fly_to_the_losers_unrecycled_pile(app, click):
    state = rig(hands=[(G, G, G), (G,), ()], deck=(bin_card(RED, 1),), active=1)
    state.apply(1, Raise((G,)))
    state.apply(2, Pass())
    table = open_table(app, state, seats=("human", "hard", "hard"))
    click(at(table.hand_sprites[0]))
    click(at(table.hand_sprites[0]))
    click(table.bid_button)
    settle(app, 120)
    assert bin_card(GREEN, 4) in table.state.won[0]
    assert table.state.unrecycled[1][G] == 1 and table.picture.unrecycled[1][G] == 1
    assert table.picture.recycled[G] >= 2


def test_with_nothing_to_bid_the_table_passes_for_the_person(app):
    table = open_table(app, rig(hands=[(R,), (G,), ()], deck=(bin_card(RED, 1), bin_card(BLUE, 3))), seats=("human", "easy", "easy"))
    settle(app, 60)
    assert table.state.bin != bin_card(GREEN, 4) or table.state.turn != 0


def test_resume_rebuilds_the_table_from_a_saved_state(app):
    state = rig(hands=[(G, G, G, R), (G, G), ()], active=1)
    state.apply(1, Raise((G, G)))
    state.apply(2, Pass())
    table = open_table(app, state)
    assert len(table.bid_sprites[1]) == 2 and len(table.hand_sprites) == 4
    assert table.picture.last_raiser == 1


def test_end_screen_shows_bins_minus_unrecycled(app, click):
    state = rig(hands=[(G,), (), ()], deck=())
    state.won[0] = [bin_card(RED, 3), bin_card(BLUE, 5)]
    state.dead = [c for c in state.dead if c not in state.won[0]]
    for kind in (Y, Y):
        state.stack.remove(kind)
        state.unrecycled[0][kind] += 1
    state.check()
    table = open_table(app, state)
    click(table.pass_button)
    settle(app, 80)
    assert table.state.is_over()
    result = app.scenes.top
    assert isinstance(result, ResultScene)
    assert any("bins 3+5 = 8, minus 2 unrecycled = 6" in note for note in result.notes)


def test_every_colour_carries_its_shape():
    """A single-type card shows its shape in cream on the card's colour; without colour it still reads."""
    for colour in range(5):
        face = pygame.Surface((90, 126), pygame.SRCALPHA)
        paint_rubbish(face, colour, face.get_rect())
        assert face.get_at((45, 63))[:3] == palette.CARD_CREAM or colour == GREEN
        assert face.get_at((20, 100))[:3] == colour_of(colour)


def test_space_bids_the_chosen_cards(app, click, press):
    table = open_table(app, rig(hands=[(G, G), (), ()]))
    press(pygame.K_SPACE)
    assert table.state.totals[0] == 0, "nothing chosen, nothing bid"
    click(at(sprite_of(table, G)))
    press(pygame.K_SPACE)
    assert table.state.totals[0] == 1
