"""The LIXO? table driven by real input events through the app's loop (SDL dummy driver)."""
from __future__ import annotations

import dataclasses

import pygame
import pytest

from experience_helpers import settings_kept
from game.lixo import Pass, Raise
from game.lixo.actions import BIN, DEAD, RECYCLED, bid, hand, unrecycled, won
from game.lixo.cards import BLUE, GREEN, KIND_COLOURS, KINDS, RED, YELLOW, bin_card, bin_id, cards_of, pair_kind
from game.referee import HUMAN
from lixo_helpers import rig
from scenes.kit import palette
from scenes.kit.picture import Back, card_of
from scenes.lixo.faces import colour_of, index_rect, paint_rubbish
from scenes.lixo.table import LixoTable
from scenes.result import ResultScene
from table_helpers import open_table as open_any
from table_helpers import referee_of

G, R, Y = GREEN, RED, YELLOW
GR = pair_kind(GREEN, RED)


def open_table(app, state, seats=("human", "easy", "easy")) -> LixoTable:
    table = open_any(app, state, list(seats), {"first": 0})
    settle(app)
    return table


def state_of(table):
    return referee_of(table).state


def settle(app, frames: int = 40) -> None:
    for _ in range(frames):
        app.step(dt=0.05)


def sprite_of(table, kind):
    return next(table.picture.sprites[t] for t in reversed(table.my_hand()) if card_of(t) == kind
                and t not in table.chosen)


def chosen(table) -> list[int]:
    return sorted(card_of(t) for t in table.chosen)


def at(sprite) -> tuple[int, int]:
    """A point on the sprite's index corner, which no other card covers."""
    rect = index_rect(sprite.rect)
    return rect.centerx, rect.centery


def faces(table, zone) -> list:
    return [card_of(t) for t in table.picture.cards_in(zone)]


def test_clicking_cards_chooses_them_and_bid_lays_them_on_the_bin(app, click):
    table = open_table(app, rig(hands=[(G, G, R, GR), (G,), ()]))
    assert table.my_turn() and not table.bid_button.is_enabled
    click(at(sprite_of(table, G)))
    assert chosen(table) == [G]
    assert table.bid_button.is_enabled, "1 beats nobody's 0"
    click(at(sprite_of(table, GR)))
    assert chosen(table) == [G, GR]
    settle(app, 10)
    # what was drawn: the chosen card now rests in the bid row, in its colour
    green = next(table.picture.sprites[t] for t in table.chosen if card_of(t) == G)
    assert table.plan.my_bid.collidepoint(round(green.x), round(green.y))
    rect = green.rect
    assert app.window.get_at((rect.left + rect.width // 4, rect.bottom - rect.height // 6))[:3] == colour_of(GREEN)
    click(table.bid_button)
    state = state_of(table)
    assert state.totals[0] == 2 and state.last_raiser == 0
    assert state.hands[0][G] == 1 and state.hands[0][GR] == 0
    settle(app, 10)
    assert table.chosen == [] and sorted(faces(table, bid(0))) == [G, GR]
    assert green in [table.picture.sprites[t] for t in table.picture.cards_in(bid(0))], "the chosen card was bid"


def test_a_red_card_cannot_be_chosen_for_a_green_bin_and_the_table_says_why(app, click, drag):
    table = open_table(app, rig(hands=[(G, R), (), ()]))
    click(at(sprite_of(table, R)))
    assert table.chosen == []
    assert table.hud.message_text == "This bin is green: only green cards can be bid (two-colour cards with green too)."
    table.hud.show_message("")
    drag(at(sprite_of(table, R)), table.plan.reveal)
    assert table.chosen == [] and table.hud.message_text.startswith("This bin is green")
    yellow = open_table(app, rig(hands=[(G, R, Y), (), ()], bin_=bin_card(YELLOW, 2)))
    click(at(sprite_of(yellow, R)))
    assert yellow.hud.message_text.startswith("This bin is yellow: only yellow cards can be bid")


def test_a_card_pressed_while_another_bids_says_to_wait(app, click):
    state = rig(hands=[(G, G), (G,), (Y,)], active=1)
    table = open_table(app, state, seats=("human", "human", "easy"))
    click(at(sprite_of(table, G)))
    assert table.chosen == [] and table.hud.message_text.startswith("Wait for your go")


def test_clicking_a_chosen_card_takes_it_back(app, click):
    table = open_table(app, rig(hands=[(G, G), (), ()]))
    click(at(sprite_of(table, G)))
    settle(app, 10)
    token = table.chosen[0]
    sprite = table.picture.sprites[token]
    click((round(sprite.x), round(sprite.y)))
    assert table.chosen == [] and token in table.my_hand()
    settle(app, 10)
    assert table.plan.hand.collidepoint(round(sprite.x), round(sprite.y))


def test_dragging_a_card_onto_the_bin_chooses_it_and_back_to_the_hand_takes_it_back(app, drag):
    table = open_table(app, rig(hands=[(G, R), (), ()]))
    drag(at(sprite_of(table, G)), table.plan.reveal)
    assert chosen(table) == [G] and table.bid_button.is_enabled
    settle(app, 10)
    sprite = table.picture.sprites[table.chosen[0]]
    drag((round(sprite.x), round(sprite.y)), table.plan.hand.center)
    assert table.chosen == []


def test_bid_stays_disabled_until_the_total_beats_the_highest_bid(app, click):
    state = rig(hands=[(G, G, G), (G, G), (Y,)], active=1)
    state.apply(1, Raise((G, G)))
    state.apply(2, Pass())
    table = open_table(app, state)
    assert table.my_turn() and table.to_beat() == 2
    for count in (1, 2):
        click(at(sprite_of(table, G)))
        assert not table.bid_button.is_enabled, f"{count} does not beat 2"
    click(at(sprite_of(table, G)))
    assert table.bid_button.is_enabled
    click(table.bid_button)
    assert state_of(table).totals == [3, 2, 0]


def test_pass_button_passes_and_the_bots_finish_the_bidding(app, click):
    table = open_table(app, rig(hands=[(G,), (G, G), (Y,)], deck=(bin_card(RED, 1), bin_card(BLUE, 3))))
    click(table.pass_button)
    settle(app, 120)
    state = state_of(table)
    assert state.bin != bin_card(GREEN, 4), "the bin was resolved"
    assert any(bin_card(GREEN, 4) in w for w in state.won) or bin_card(GREEN, 4) in state.dead
    # once the animations ended, the picture shows the View's table
    view = state.view(0)
    assert faces(table, DEAD) == [bin_id(c) for c in view.dead]
    for seat in range(3):
        assert faces(table, won(seat)) == [bin_id(c) for c in view.won[seat]]
        assert sorted(faces(table, unrecycled(seat))) == list(cards_of(view.unrecycled[seat]))
        assert len(table.picture.cards_in(hand(seat))) == view.hand_sizes[seat]
    assert sorted(faces(table, RECYCLED)) == list(cards_of(view.recycled))
    assert faces(table, BIN) == [bin_id(view.bin)]


def test_losing_bids_fly_to_the_losers_unrecycled_pile(app, click):
    state = rig(hands=[(G, G, G, Y), (G,), (Y,)], deck=(bin_card(RED, 1),), active=1)
    state.apply(1, Raise((G,)))
    state.apply(2, Pass())
    table = open_table(app, state, seats=("human", "hard", "hard"))
    click(at(sprite_of(table, G)))
    click(at(sprite_of(table, G)))
    click(table.bid_button)
    settle(app, 120)
    assert bin_card(GREEN, 4) in state_of(table).won[0]
    assert faces(table, unrecycled(1)) == [G] and faces(table, won(0)) == [bin_id(bin_card(GREEN, 4))]
    sprite = table.picture.sprite(G)
    assert sprite is table.picture.sprites[table.picture.cards_in(unrecycled(1))[0]]
    assert (round(sprite.x), round(sprite.y)) == table.plan.unrecycled_spot(1)


def test_with_nothing_to_bid_the_table_passes_for_the_person_and_says_why(app):
    table = open_table(app, rig(hands=[(R,), (G,), (Y,)], deck=(bin_card(RED, 1), bin_card(BLUE, 3))),
                       seats=("human", "easy", "easy"))
    assert table.hud.message_text == "You have no green cards: you pass."
    settle(app, 60)
    state = state_of(table)
    assert state.bin != bin_card(GREEN, 4) or state.turn != 0


def test_every_hand_empty_mid_bidding_refills_at_the_table_and_the_others_answer(app, click):
    """The settled rule as a person sees it: their last card bid, every hand draws 5 at once."""
    stack = (G, G, G, G, Y) + (G, G, R, R, R) + (Y,) * 5
    state = rig(hands=[(G,), (), ()], bin_=bin_card(GREEN, 5), deck=(bin_card(RED, 1),), stack=stack)
    table = open_table(app, state, seats=("human", HUMAN, HUMAN))
    click(at(sprite_of(table, G)))
    click(table.bid_button)
    settle(app, 40)
    assert sorted(faces(table, hand(0))) == [Y] * 5
    backs = table.picture.cards_in(hand(1))
    assert all(isinstance(t, Back) for t in backs) and len(backs) == 5
    assert Raise((G, G)) in referee_of(table).view(1).legal_actions()


def test_resume_rebuilds_the_table_from_a_saved_state(app):
    state = rig(hands=[(G, G, G, R), (G, G), (Y,)], active=1)
    state.apply(1, Raise((G, G)))
    state.apply(2, Pass())
    table = open_table(app, state)
    assert faces(table, bid(1)) == [G, G] and sorted(faces(table, hand(0))) == [G, G, G, R]
    assert table.shown.passed == {2} and table.shown.turn == 0
    assert table.hud.status.text == "Your go on the green 4 bin: bid or pass"


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
    assert state_of(table).is_over()
    result = app.scenes.top
    assert isinstance(result, ResultScene)
    assert result.result.columns == ["Bins won", "Lost bids", "Score"]
    assert ("You", ["5 + 3 = 8", "-2", "6"]) in result.result.rows


def test_every_colour_carries_its_shape():
    """A single-type card shows its shape in cream on the card's colour; without colour it still reads."""
    for colour in range(5):
        face = pygame.Surface((90, 126), pygame.SRCALPHA)
        paint_rubbish(face, colour, face.get_rect())
        assert face.get_at((45, 63))[:3] == palette.CARD_CREAM or colour == GREEN
        assert face.get_at((20, 100))[:3] == colour_of(colour)


def test_space_bids_the_chosen_cards(app, click, press):
    table = open_table(app, rig(hands=[(G, G), (), (Y,)]))
    press(pygame.K_SPACE)
    assert state_of(table).totals[0] == 0, "nothing chosen, nothing bid"
    click(at(sprite_of(table, G)))
    press(pygame.K_SPACE)
    assert state_of(table).totals[0] == 1


def test_a_bots_draw_reaches_the_table_as_backs_and_its_bid_as_cards(app):
    state = rig(hands=[(R,), (G, G), (Y,)], deck=(bin_card(RED, 1), 25, bin_card(BLUE, 2)), active=1)
    table = open_table(app, state, seats=("human", "hard", "hard"))
    settle(app, 200)
    for seat in (1, 2):
        tokens = table.picture.cards_in(hand(seat))
        assert tokens and all(isinstance(t, Back) for t in tokens)
    assert all(not isinstance(t, Back) for t in table.picture.cards_in(hand(0)))


# -- a large hand, the words about the bidding, at every window and text size ----------------------
SIZES = [((1280, 720), 100), ((1280, 720), 200), ((960, 600), 100), ((960, 600), 200)]


@pytest.fixture
def sized():
    """Window sizes and text sizes changed in a test are the settings file's: put them back after."""
    with settings_kept():
        yield


def table_at(app, size, scale, hand_cards, **rigged) -> LixoTable:
    app.apply_settings(dataclasses.replace(app.settings, window_size=list(size), ui_scale=scale))
    assert app.size == size
    state = rig(hands=[hand_cards, (G, G, G, R), (Y,)], active=1, **rigged)
    state.apply(1, Raise((G, G, G)))
    state.apply(2, Pass())
    return open_table(app, state)


@pytest.mark.parametrize("size, scale", SIZES)
def test_an_18_card_hand_reads_by_its_corners_inside_the_play_area(app, sized, size, scale):
    table = table_at(app, size, scale, tuple(k % KINDS for k in range(18)))
    area = table.play_area(app.size)
    sprites = [table.picture.sprites[t] for t in table.my_hand()]
    assert len(sprites) == 18
    for sprite in sprites:
        assert area.contains(sprite.rect), f"{sprite} leaves the play area {area}"
        corner = index_rect(sprite.rect).inflate(-2, -2)
        over = [other for other in sprites if other.z > sprite.z and other.rect.colliderect(corner)]
        assert over == [], f"{sprite}'s corner is covered by {over}"
        assert not sprite.rect.colliderect(table.plan.my_panel) and not sprite.rect.colliderect(table.plan.bid_button)
    assert min(s.size[0] for s in sprites) >= 40, "cards large enough to read"


@pytest.mark.parametrize("size, scale", SIZES)
def test_a_huge_hand_goes_into_rows_and_still_reads_by_its_corners(app, sized, size, scale):
    table = table_at(app, size, scale, tuple(k % KINDS for k in range(40)))
    sprites = [table.picture.sprites[t] for t in table.my_hand()]
    assert len({round(s.y) for s in sprites}) > 1
    for sprite in sprites:
        assert table.play_area(app.size).contains(sprite.rect)
        corner = index_rect(sprite.rect).inflate(-2, -2)
        assert not [o for o in sprites if o.z > sprite.z and o.rect.colliderect(corner)]


@pytest.mark.parametrize("size, scale", SIZES)
def test_the_highest_bid_words_keep_clear_of_the_dead_bins_and_the_open_bin(app, sized, size, scale):
    many_dead = (bin_card(RED, 1), bin_card(BLUE, 3))
    table = table_at(app, size, scale, (G, R, Y), deck=many_dead)
    app.step()
    assert table.info_rects, "the words were drawn"
    words = table.info_rects[0].unionall(table.info_rects[1:])
    dead = [table.picture.sprites[t].rect for t in table.picture.cards_in(DEAD)]
    assert dead and not any(words.colliderect(rect) for rect in dead)
    title = pygame.Rect(table.plan.dead.topleft, (table.plan.dead.width, table.plan.caption_line))
    assert not words.colliderect(title) and not words.colliderect(table.plan.reveal_rect)
    assert table.plan.info.contains(words)
    panels = [table.plan.panel[s] for s in table.plan.opponents] + [table.plan.my_panel]
    assert not any(words.colliderect(rect) for rect in panels)


# -- a whole game by mouse ---------------------------------------------------------------------------
def test_a_person_plays_a_whole_game_by_mouse(app, click):
    """Against two Easy bots, from a deal with three bins to go: on each go, bid the cards of the bin's
    colour when they beat the highest bid, else pass; every move is a click on a card or a button."""
    deck = (bin_card(RED, 1), 26, bin_card(BLUE, 3), bin_card(YELLOW, 2))
    table = open_table(app, rig(hands=[(G, G, R, Y, Y, GR), (G, R), (Y, G)], deck=deck))
    for _ in range(400):
        if state_of(table).is_over():
            break
        if not table.my_turn() or table.queue.busy or table.auto_pass_left is not None:
            app.step(dt=0.05)
            continue
        colour = state_of(table).bin // 5
        fitting = [t for t in table.my_hand() if colour in KIND_COLOURS[card_of(t)]]
        for token in fitting:
            click(at(table.picture.sprites[token]))
        if table.bid_button.is_enabled:
            click(table.bid_button)
        else:
            click(table.pass_button)
    settle(app, 60)
    assert state_of(table).is_over()
    assert isinstance(app.scenes.top, ResultScene)


def test_undo_takes_back_a_bid_and_the_table_shows_the_hand_again(app, click, press):
    state = rig(hands=[(G, G, R), (R,), (Y,)])
    table = open_table(app, state)
    before = state_of(table).to_dict()
    click(at(sprite_of(table, G)))
    click(table.bid_button)
    assert state_of(table).totals[0] == 1
    press(pygame.K_z, mod=pygame.KMOD_LCTRL)
    again = app.scenes.top
    assert isinstance(again, LixoTable) and again is not table
    assert state_of(again).to_dict() == before
    settle(app, 5)
    assert sorted(faces(again, hand(0))) == [G, G, R] and faces(again, bid(0)) == []


@pytest.mark.parametrize("version", [1, 2])
def test_a_save_from_before_the_redesign_opens_at_the_table(app, tmp_path, version):
    """tests/data holds LIXO? saves written before the engine's events changed: the state dict kept
    its shape, so they load as they are and the table shows them."""
    from saves import store
    from test_saves_support import DATA
    path = tmp_path / "old.json"
    path.write_bytes((DATA / f"save-v{version}-lixo.json").read_bytes())
    saved = store.load(path)
    app.resume(saved)
    table = app.scenes.top
    assert isinstance(table, LixoTable)
    view = saved.state.view(table.me)           # as opened, before any bot moves on
    assert sorted(faces(table, hand(table.me))) == list(cards_of(view.hand))
    assert [len(table.picture.cards_in(hand(s))) for s in range(view.players)] == view.hand_sizes


def test_a_resized_window_lays_the_table_out_again(app, sized):
    table = table_at(app, (1280, 720), 100, tuple(k % KINDS for k in range(18)))
    app.apply_settings(dataclasses.replace(app.settings, window_size=[960, 600]))
    settle(app, 2)
    assert app.scenes.top is table and app.size == (960, 600)
    area = table.play_area(app.size)
    assert all(area.contains(s.rect) for s in table.cards if s.visible)
    assert table.plan.area == area and area.contains(table.bid_button.rect)


def test_the_hand_stays_put_while_the_person_chooses(app, click):
    """Choosing a card leaves its place empty: the others do not slide under the pointer."""
    table = open_table(app, rig(hands=[(G, G, G, R, R, Y, GR, Y), (G,), ()]))
    before = {t: (table.picture.sprites[t].x, table.picture.sprites[t].y) for t in table.my_hand()}
    first = sprite_of(table, G)
    click(at(first))
    settle(app, 20)
    assert len(table.chosen) == 1
    for token, spot in before.items():
        if token not in table.chosen:
            sprite = table.picture.sprites[token]
            assert (sprite.x, sprite.y) == spot, card_of(token)
    click(at(sprite_of(table, G)))
    settle(app, 20)
    assert chosen(table) == [G, G]
    click(table.bid_button)
    settle(app, 40)
    assert state_of(table).hands[0][G] == 1                # bid: two of the three greens left the hand


def test_the_hint_rings_each_card_to_bid_and_no_other(app):
    table = open_table(app, rig(hands=[(G, G, G, R, GR, Y, Y), (G,), ()]))
    suggested = Raise((G, GR))
    rings = table.hint_rects(suggested)[:-1]              # the last ring is the open bin
    assert len(rings) == 2
    others = [t for t in table.my_hand() if card_of(t) not in (GR,)]
    ringed_g = [t for t in table.my_hand() if card_of(t) == G][-1:]
    for token in others:
        if token in ringed_g:
            continue
        corner = index_rect(table.picture.sprites[token].rect)
        assert not any(ring.contains(corner) for ring in rings), card_of(token)
