"""The Pixies table driven by real input events through the app's loop (SDL dummy driver)."""
from __future__ import annotations

import json

import pygame
import pytest

from game.pixies import GAME
from game.pixies.cards import SPACES
from game.pixies.scoring import EMPTY
from pixies_helpers import card, full_area, position
from scenes.pixies.faces import card_colour
from scenes.pixies.table import PixiesTable
from table_helpers import open_table as open_any
from table_helpers import referee_of

MIDDLE = ["blue 5", "red 9", "green 1+5", "yellow 2S"]


def open_table(app, state, seats=("human", "easy"), kept=None) -> PixiesTable:
    table = open_any(app, state, list(seats), kept=kept)
    settle(app)
    return table


def state_of(table):
    return referee_of(table).state


def settle(app, frames: int = 40) -> None:
    """Run the loop long enough for animations (and a bot's move) to finish."""
    for _ in range(frames):
        app.step(dt=0.05)


def centre(table, label: str) -> tuple[int, int]:
    sprite = table.picture.sprites[card(label)]
    return round(sprite.x), round(sprite.y)


def hold(app, mouse, start) -> None:
    app.step([mouse(pygame.MOUSEMOTION, start, 0), mouse(pygame.MOUSEBUTTONDOWN, start)])
    app.step([mouse(pygame.MOUSEMOTION, (start[0] + 20, start[1] - 20))])


def test_dragging_a_revealed_card_onto_its_glowing_space_takes_it(app, drag, mouse):
    table = open_table(app, position(2, {}, MIDDLE, first=0))
    start = centre(table, "blue 5")
    hold(app, mouse, start)
    assert set(table.drag.legal) == {4}                    # only space 5 glows for a 5 (case 1)
    app.step([mouse(pygame.MOUSEBUTTONUP, (start[0] + 20, start[1] - 20))])
    settle(app, 4)
    target = table.plan.cell_rect(0, 4).center
    drag(start, target)
    assert state_of(table).up[4] == card("blue 5")
    settle(app)
    sprite = table.picture.sprites[card("blue 5")]
    assert (round(sprite.x), round(sprite.y)) == tuple(map(round, table.plan.cell_centre(0, 4)))
    # what was drawn: the card's blue at the space (the number corner is cream, so look lower)
    rect = table.plan.cell_rect(0, 4)
    assert app.window.get_at((rect.left + 6, rect.top + rect.height // 4))[:3] == card_colour(card("blue 5"))


def test_a_drop_on_a_space_that_does_not_glow_is_refused_and_the_card_flies_back(app, drag):
    table = open_table(app, position(2, {}, MIDDLE, first=0))
    before = state_of(table).to_dict()
    start = centre(table, "blue 5")
    drag(start, table.plan.cell_rect(0, 0).center)
    settle(app)
    assert state_of(table).to_dict() == before
    assert centre(table, "blue 5") == start


def test_a_refused_drop_says_why_in_a_line(app, drag):
    """The newcomer's card flew back with no reason: now the HUD says the rule that refused it."""
    table = open_table(app, position(2, {0: {9: ("yellow 9x2", "yellow 8x1")}}, MIDDLE, first=0))
    drag(centre(table, "blue 5"), table.plan.cell_rect(0, 0).center)
    assert table.hud.message_text == "A 5 goes on space 5 of your area."
    settle(app)
    drag(centre(table, "red 9"), table.plan.cell_rect(0, 8).center)          # case 3: 9 validated
    assert table.hud.message_text.startswith("Your 9 is already validated")
    drag(centre(table, "blue 5"), table.plan.cell_rect(1, 4).center)
    assert table.hud.message_text.startswith("That is Bot 2")
    settle(app)
    drag(centre(table, "blue 5"), (table.plan.middle_rect.left + 2, table.plan.middle_rect.top + 2))
    assert table.hud.message_text is None or "goes on" not in table.hud.message_text


def test_case_2_dropping_on_a_faceup_card_asks_which_stays_faceup(app, drag, click):
    table = open_table(app, position(2, {0: {5: ("red 5", None)}}, MIDDLE, first=0))
    drag(centre(table, "blue 5"), table.plan.cell_rect(0, 4).center)
    assert table.choice is not None and state_of(table).pick == 0
    rects = table.choice_rects()
    keep_old = next(r for take, r in rects.items() if not take.face_up)
    click(keep_old.center)
    settle(app)
    assert (state_of(table).up[4], state_of(table).down[4]) == (card("red 5"), card("blue 5"))
    assert table.choice is None
    assert not table.picture.sprites[card("blue 5")].face_up


def test_case_2_clicking_elsewhere_puts_the_card_back(app, drag, click):
    table = open_table(app, position(2, {0: {5: ("red 5", None)}}, MIDDLE, first=0))
    start = centre(table, "blue 5")
    drag(start, table.plan.cell_rect(0, 4).center)
    click((5, 700))
    settle(app)
    assert table.choice is None and state_of(table).pick == 0 and centre(table, "blue 5") == start


def test_case_3_every_empty_space_glows_and_accepts_the_card_face_down(app, drag, mouse):
    area = {5: ("red 5", "green 5"), 1: ("blue 1+6", None), 9: (None, "red 9")}
    table = open_table(app, position(2, {0: area}, ["blue 5", "red 8", "green 1+5", "yellow 2S"], first=0))
    start = centre(table, "blue 5")
    hold(app, mouse, start)
    assert set(table.drag.legal) == {1, 2, 3, 5, 6, 7}
    app.step([mouse(pygame.MOUSEBUTTONUP, start)])
    settle(app, 4)
    drag(start, table.plan.cell_rect(0, 6).center)
    assert state_of(table).down[6] == card("blue 5")


def test_a_bots_pick_flies_from_the_middle_to_its_area(app, drag):
    table = open_table(app, position(2, {}, MIDDLE, first=0))
    drag(centre(table, "blue 5"), table.plan.cell_rect(0, 4).center)
    settle(app, 60)
    assert state_of(table).pick == 2
    bot_cards = [c for c in map(card, MIDDLE) if (table.picture.zone_of(c) or ("",))[0] in ("up", "down")
                 and table.picture.zone_of(c)[1] == 1]
    assert len(bot_cards) == 1
    sprite = table.picture.sprites[bot_cards[0]]
    assert table.plan.area_rects[1].inflate(40, 40).collidepoint(sprite.x, sprite.y)


def a_round_board_open(app, drag) -> PixiesTable:
    table = open_table(app, position(2, {0: full_area(skip=9)}, ["blue 9x1", "red 8", "green 1+5", "yellow 2S"],
                                     first=0))
    drag(centre(table, "blue 9x1"), table.plan.cell_rect(0, 8).center)
    for _ in range(100):
        if table.board is not None:
            break
        app.step(dt=0.05)
    assert table.board is not None
    return table


def test_the_round_board_shows_the_parts_then_a_click_deals_the_next_round(app, drag, click):
    table = a_round_board_open(app, drag)
    assert state_of(table).round == 2
    assert not table.board.revealed_all                          # the parts appear in turn
    settle(app, 80)
    assert table.board.revealed_all and table.board.shown == len(table.board.columns)
    assert table.picture.zone_of(card("blue 9x1")) == ("up", 0, 8)   # the round's areas stay on show
    click((640, 400))
    settle(app, 30)
    assert table.board is None
    assert state_of(table).revealed and all(table.picture.zone_of(c) == ("middle",) for c in state_of(table).revealed)
    placed = [zone for zone, cards in table.picture.shown.items() if cards and zone[0] in ("up", "down")]
    assert all(zone[1] == 1 for zone in placed)                   # the bot may have picked


def test_a_game_saved_at_the_round_board_resumes_showing_that_board(app, drag, click):
    from saves import store
    table = a_round_board_open(app, drag)
    parts = [b.total for b in table.board.breakdowns]
    saved = store.load(store.autosave("pixies", {}, table.seats, state_of(table), table.link.kept))
    assert saved.state.round == 2 and saved.table["board"]["round"] == 1
    app.resume(saved)
    settle(app, 5)
    resumed = app.scenes.top
    assert resumed is not table and resumed.board is not None and resumed.board.round == 1
    assert [b.total for b in resumed.board.breakdowns] == parts == saved.state.history[0]
    assert not resumed.can_pick(resumed.picture.sprites[state_of(resumed).revealed[0]]), "the board comes first"
    settle(app, 80)
    click((640, 400))
    settle(app, 30)
    assert resumed.board is None and resumed.link.kept == {}


def test_a_kept_board_that_does_not_match_the_position_is_left_out(app, drag):
    table = a_round_board_open(app, drag)
    kept = dict(table.link.kept)
    state = state_of(table).clone()
    for bad in ({"board": {**kept["board"], "round": 2}},
                {"board": {**kept["board"], "grids": kept["board"]["grids"][:1]}},
                {"board": {"round": 1, "grids": [[[99] * 9, [-1] * 9]] * 2}},
                {"board": "open"}, {}):
        fresh = open_table(app, state.clone(), kept=bad)
        assert fresh.board is None, bad


def test_resting_the_pointer_on_an_area_shows_its_breakdown(app, mouse):
    table = open_table(app, position(2, {1: {1: ("blue 1+6", "red 1S"), 2: ("blue 2+4", None)}}, MIDDLE, first=0))
    area = table.plan.area_rects[1]
    app.step([mouse(pygame.MOUSEMOTION, (640, 705), 0)])
    assert table.breakdown_shown is None
    before = app.window.copy()
    app.step([mouse(pygame.MOUSEMOTION, area.center, 0)])
    seat, rect = table.breakdown_shown
    assert seat == 1 and not rect.colliderect(area) and not rect.colliderect(table.plan.area_rects[0])
    changed = sum(before.get_at((x, y)) != app.window.get_at((x, y))
                  for x in range(rect.left, rect.right, 7) for y in range(rect.top, rect.bottom, 7))
    assert changed > 50
    assert state_of(table).breakdown(1).total == 1 + 6 + 4 + 2 * 2


def test_a_resumed_game_puts_every_card_back_where_it_was(app):
    state = GAME.new(3, 4)
    for _ in range(7):
        seat = state.to_move()[0]
        state.apply(seat, state.legal_actions(seat)[0])
    loaded = GAME.from_dict(json.loads(json.dumps(state.to_dict())))
    table = open_table(app, loaded, seats=("human", "easy", "easy"))
    for cell in range(SPACES * 3):
        seat, space = divmod(cell, SPACES)
        if loaded.up[cell] != EMPTY:
            sprite = table.picture.sprites[loaded.up[cell]]
            assert sprite.face_up and table.picture.zone_of(loaded.up[cell]) == ("up", seat, space)


@pytest.mark.parametrize("players", [2, 5])
def test_every_card_of_every_area_lies_inside_the_window(app, players):
    state = GAME.new(players, 2)
    table = open_table(app, state, seats=["human"] + ["easy"] * (players - 1))
    window = pygame.Rect(0, 0, *app.window.get_size())
    for seat in range(players):
        for space in range(SPACES):
            assert window.contains(table.plan.cell_rect(seat, space))


def test_the_end_screen_ranks_the_players_with_their_three_rounds(app, drag, click):
    state = position(2, {0: full_area(skip=9)}, ["blue 9x1", "red 8", "green 1+5", "yellow 2S"], first=0, round_=3)
    state.history, state.totals = [[30, 41], [44, 38]], [74, 79]
    table = open_table(app, state)
    drag(centre(table, "blue 9x1"), table.plan.cell_rect(0, 8).center)
    settle(app, 120)
    assert table.board is not None and table.board.final
    click((640, 400))
    settle(app, 20)
    result = app.scenes.top
    assert type(result).__name__ == "ResultScene"
    totals = state_of(table).totals
    rows = result.result.rows
    assert [int(cells[-1]) for _, cells in rows] == sorted(totals, reverse=True)
    best = max(range(2), key=lambda s: totals[s])
    assert rows[0][0] == table.seat_name(best) and result.result.winners == [0]
    assert result.result.columns == ["Round 1", "Round 2", "Round 3", "Total"]
    assert [int(c) for c in rows[0][1][:3]] == [r[best] for r in state_of(table).history]


def test_every_move_is_autosaved_and_the_save_resumes_the_same_table(app, drag):
    from saves import store
    table = open_table(app, position(2, {}, MIDDLE, first=0))
    drag(centre(table, "blue 5"), table.plan.cell_rect(0, 4).center)
    settle(app, 60)
    store.flush()
    saved = store.latest()
    assert saved.game == "pixies" and saved.state == state_of(table)
    app.start_table(saved.game, saved.state.players, saved.options, saved.seats, saved.state)
    settle(app, 5)
    resumed = app.scenes.top
    assert isinstance(resumed, PixiesTable) and state_of(resumed) == state_of(table)
    in_sight = lambda t: {z: c for z, c in t.picture.shown.items() if c and z != ("deck",)}  # noqa: E731
    assert in_sight(resumed) == in_sight(table)


def test_a_facedown_card_peeks_out_once_a_card_covers_it(app, drag):
    table = open_table(app, position(2, {0: {5: (None, "red 5")}}, MIDDLE, first=0))
    under = table.picture.sprites[card("red 5")]
    assert (under.x, under.y) == table.plan.cell_centre(0, 4) and not under.face_up
    drag(centre(table, "blue 5"), table.plan.cell_rect(0, 4).center)
    settle(app)
    assert (round(under.x), round(under.y)) == tuple(map(round, table.plan.peek_centre(0, 4)))
    assert under.z < table.picture.sprites[card("blue 5")].z


def test_every_card_offered_at_the_start_of_round_3_is_drawn_face_up(app, drag, click):
    """The cards of round 2's areas go back to the deck face down; the first cards revealed in
    round 3 are often among them, and must turn face up in the middle (a newcomer saw one stay
    face down, named by the hint, and placed face down)."""
    area = {n: (label, None) for n, label in zip(range(1, 9), ["blue 1+6", "blue 2+4", "blue 3+3", "blue 4+1",
                                                               "green 5", "green 6x4", "green 7x2", "green 8x2"])}
    state = position(2, {0: area, 1: {1: ("red 1S", None), 2: ("red 2+5", None)}},
                     ["blue 9x1", "red 8", "green 1+5", "yellow 2S"], first=0, round_=2, seed=3)
    table = open_table(app, state)
    drag(centre(table, "blue 9x1"), table.plan.cell_rect(0, 8).center)
    offered: list = []
    for _ in range(600):
        if state_of(table).round == 3 and not offered:
            offered = list(state_of(table).revealed)          # the bot waits while the board is open
        if table.board is not None and table.board.revealed_all:
            click((640, 400))
        app.step(dt=0.05)
        if offered and table.my_turn() and not table.queue.busy:
            break
    assert len(offered) == 4
    assert len(set(offered) & {card(label) for label, _ in area.values()}) == 2, "round 2's cards come back"
    for c in offered:
        sprite, zone = table.picture.sprites[c], table.picture.zone_of(c)
        assert zone == ("middle",) or zone[0] == "up", (c, zone)
        assert sprite.face_up and sprite.visible, c


def test_a_whole_pick_by_the_keyboard_alone(app, press):
    """Arrows to a card in the middle, Enter to pick it up, arrows to a glowing space, Enter to drop."""
    table = open_table(app, position(2, {}, MIDDLE, first=0))
    press(pygame.K_RIGHT)
    assert table.cursor.visible and table.cursor.focus is not None
    for _ in range(8):
        if table.cursor.focus.card_id == card("blue 5"):
            break
        press(pygame.K_RIGHT)
    assert table.cursor.focus.card_id == card("blue 5")
    press(pygame.K_RETURN)
    assert table.cursor.carrying is not None and set(table.drag.legal) == {4}
    assert table.cursor.focus == 4                            # the one glowing space is in focus
    press(pygame.K_RETURN)
    settle(app)
    assert state_of(table).up[4] == card("blue 5")


def test_escape_puts_a_carried_card_back_and_a_click_hides_the_ring(app, press, click):
    table = open_table(app, position(2, {}, MIDDLE, first=0))
    start = centre(table, "blue 5")
    press(pygame.K_RIGHT)
    press(pygame.K_RETURN)
    press(pygame.K_ESCAPE)
    settle(app)
    assert table.cursor.carrying is None and app.scenes.top is table and centre(table, "blue 5") == start
    click((5, 100))
    assert not table.cursor.visible


def test_the_colour_sign_on_a_card_follows_the_colour_blind_setting():
    from scenes.kit.cards import face_image, set_colour_blind
    from scenes.pixies.faces import paint_face
    size = (100, 140)
    bottom = pygame.Rect(35, 100, 30, 30)

    def sign_pixels(on: bool) -> list:
        set_colour_blind(on)
        image = face_image(paint_face, card("blue 5"), size)
        return [image.get_at((x, y))[:3] for x in range(bottom.left, bottom.right, 3)
                for y in range(bottom.top, bottom.bottom, 3)]
    try:
        plain, signed = sign_pixels(False), sign_pixels(True)
    finally:
        set_colour_blind(False)
    assert set(plain) == {card_colour(card("blue 5"))}       # nothing but the card's blue there
    assert len(set(signed)) > 2                              # the cream oval and the sign


@pytest.mark.parametrize("size, scale", [((1280, 720), 100), ((960, 600), 200)])
def test_the_choice_of_case_2_fits_its_panel_inside_the_play_area(app, drag, size, scale):
    import dataclasses

    from scenes.pixies.choice import choice_layout
    app.settings = dataclasses.replace(app.settings, ui_scale=scale)
    app.resize(size)
    table = open_table(app, position(2, {0: {5: ("red 5", None)}}, MIDDLE, first=0))
    drag(centre(table, "blue 5"), table.plan.cell_rect(0, 4).center)
    layout = choice_layout(table)
    assert table.play_area(size).contains(layout.panel)
    new, old = layout.cards[table.choice.keep_new], layout.cards[table.choice.keep_old]
    assert layout.panel.contains(new) and layout.panel.contains(old) and new.width >= 48
    for take, rect in layout.cards.items():
        widest = max(line.get_width() for line in layout.captions[take])
        caption = pygame.Rect(0, rect.bottom, widest, 1)
        caption.centerx = rect.centerx
        assert layout.panel.contains(caption)
    lefts = [rect.centerx + max(line.get_width() for line in layout.captions[take]) / 2
             for take, rect in sorted(layout.cards.items(), key=lambda kv: kv[1].x)]
    rights = [rect.centerx - max(line.get_width() for line in layout.captions[take]) / 2
              for take, rect in sorted(layout.cards.items(), key=lambda kv: kv[1].x)]
    assert lefts[0] < rights[1], "the two captions run into each other"


def test_the_score_panel_is_opaque_over_the_cards():
    """The score parts drawn over bright cards and over black look the same: nothing shows through."""
    from game.pixies.scoring import Breakdown
    from scenes.pixies.board import draw_breakdown
    parts = Breakdown(12, 3, 1, 0, 4, 8, (0, 1, 3, 4), "green", 22)
    drawn = []
    for under in ((250, 40, 200), (0, 0, 0)):
        surface = pygame.Surface((600, 400))
        surface.fill(under)
        rect = draw_breakdown(surface, pygame.Rect(20, 20, 60, 80), "You", parts, 1, 22)
        drawn.append((rect, surface))
    (rect, bright), (_, dark) = drawn
    inner = rect.inflate(-24, -24)                     # inside the rounded corners
    assert inner.width > 50 and inner.height > 50
    assert all(bright.get_at((x, y)) == dark.get_at((x, y))
               for x in range(inner.left, inner.right, 3) for y in range(inner.top, inner.bottom, 3))
