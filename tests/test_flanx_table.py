"""The Flanx table through real input events: countdown, drag onto glowing cells, discards,
the bot's clock, a cell taken a moment earlier, pause and resume, the outlined ending."""
from __future__ import annotations

import dataclasses

import pygame
import pytest

from experience_helpers import settings_kept
from flanx_helpers import behind_win_ready, duel_start, toddler_near_the_top
from game.flanx import GAME
from game.flanx.actions import Discard, Place
from game.flanx.campaign import FlanxBests
from game.flanx.cards import BLACK, WHITE, deck_of
from saves import campaign
from scenes.flanx.faces import paint_face
from scenes.flanx.table import COUNT_STEP, FlanxTable
from scenes.kit.cards import set_colour_blind
from scenes.result import ResultScene
from table_helpers import open_table as open_any
from table_helpers import referee_of

NEVER = 1e9


def a_state(variant: str = "duel", players: int = 2, placeable: bool = True):
    """A fresh game where seat 0's hand can (or cannot) be laid somewhere."""
    for seed in range(200):
        state = GAME.new(players, seed=seed, variant=variant)
        if bool(state.placements(0)) == placeable:
            return state
    raise AssertionError("no such seed")


def open_table(app, state, seats=("human", "easy"), bots_wait: bool = True, kept=None) -> FlanxTable:
    table = open_any(app, state, list(seats), {"variant": state.variant, "board": state.board}, kept=kept)
    if bots_wait:
        for bot in referee_of(table).bots.values():
            bot.period = NEVER
    return table


def state_of(table):
    return referee_of(table).state


def settle(app, seconds: float, dt: float = 0.05) -> None:
    for _ in range(round(seconds / dt)):
        app.step(dt=dt)


def until_still(app, table, limit: float = 5.0) -> None:
    """Run the loop until the table's animations have played (at most `limit` seconds)."""
    for _ in range(round(limit / 0.05)):
        if not table.queue.busy:
            return
        app.step(dt=0.05)
    raise AssertionError("the table kept moving")


def past_countdown(app, table) -> None:
    settle(app, 3 * COUNT_STEP + 0.6)
    assert table.can_act_now()


def sprite_pos(table, c) -> tuple[int, int]:
    sprite = table.picture.sprite(c)
    return round(sprite.x), round(sprite.y)


def test_the_countdown_hides_the_hands_then_turns_them_over(app, mouse):
    state = a_state()
    table = open_table(app, state)
    app.step()
    assert table.countdown is not None and not table.can_act_now()
    mine, theirs = state.hands[WHITE][0], state.hands[BLACK][0]
    assert not table.picture.sprite(mine).face_up and not table.picture.sprite(theirs).face_up
    before = state.to_dict()
    pos = sprite_pos(table, mine)
    app.step([mouse(pygame.MOUSEMOTION, pos, 0), mouse(pygame.MOUSEBUTTONDOWN, pos)])
    assert table.drag.held is None, "no card may be picked before Omiga!"
    app.step([mouse(pygame.MOUSEBUTTONUP, pos)])
    assert table.link.clock == 0.0, "the countdown stops the referee's clock"
    past_countdown(app, table)
    assert table.picture.sprite(mine).face_up and table.picture.sprite(theirs).face_up
    assert state.to_dict() == before


def test_dragging_a_hand_card_onto_a_glowing_cell_lays_it(app, drag, mouse):
    state = a_state()
    table = open_table(app, state)
    past_countdown(app, table)
    action = state.placements(WHITE)[0]
    start = sprite_pos(table, action.card)
    app.step([mouse(pygame.MOUSEMOTION, start, 0), mouse(pygame.MOUSEBUTTONDOWN, start)])
    app.step([mouse(pygame.MOUSEMOTION, (start[0] - 30, start[1] - 30))])
    glowing = {t for t in table.drag.legal if t != "discard"}
    assert glowing == {(a.col, a.row) for a in state.placements(WHITE) if a.card == action.card}
    app.step([mouse(pygame.MOUSEBUTTONUP, (start[0] - 30, start[1] - 30))])
    settle(app, 0.5)
    target = table.plan.cell_centre(action.col, action.row)
    drag(start, target)
    assert state.cells[state.geometry.index(action.col, action.row)] == action.card
    settle(app, 0.5)
    assert sprite_pos(table, action.card) == target
    assert table.picture.zone_of(action.card) == ("board", action.col, action.row)


def test_a_drop_on_a_cell_that_does_not_glow_is_refused_and_the_card_flies_back(app, drag):
    state = a_state()
    table = open_table(app, state)
    past_countdown(app, table)
    c = state.hands[WHITE][0]
    start = sprite_pos(table, c)
    before = state.to_dict()
    drag(start, table.plan.cell_centre(0, 0))
    settle(app, 0.8)
    assert state.to_dict() == before and sprite_pos(table, c) == start


def test_a_cell_taken_a_moment_earlier_sends_the_card_back_with_the_reason(app, mouse):
    t = duel_start()
    t.lay(WHITE, 5, 4)
    mine, theirs = t.give(WHITE, 5, 3), t.give(BLACK, 5, 3)
    state = t.deal_rest()
    table = open_table(app, state, kept={"timed": True})
    past_countdown(app, table)
    start = sprite_pos(table, mine)
    app.step([mouse(pygame.MOUSEMOTION, start, 0), mouse(pygame.MOUSEBUTTONDOWN, start)])
    app.step([mouse(pygame.MOUSEMOTION, (start[0] - 20, start[1]))])
    assert (5, 3) in table.drag.legal
    referee_of(table).submit(BLACK, Place(theirs, 5, 3))          # the bot got there first
    target = table.plan.cell_centre(5, 3)
    app.step([mouse(pygame.MOUSEMOTION, target)])
    app.step([mouse(pygame.MOUSEBUTTONUP, target)])
    assert table.hud.message_text == "That cell was just taken"
    settle(app, 0.8)
    assert sprite_pos(table, mine) == start and mine in state.hands[WHITE]
    assert sprite_pos(table, theirs) == table.plan.cell_centre(5, 3), "the bot's card flew to its cell"


def test_the_discard_button_and_the_discard_pile_both_discard_the_hand(app, click, drag):
    state = a_state()
    table = open_table(app, state)
    past_countdown(app, table)
    hand = list(state.hands[WHITE])
    assert table.discard_button.visible and table.discard_button.is_enabled
    click(table.discard_button)
    assert state.discards[WHITE] == hand and len(state.hands[WHITE]) == 3
    until_still(app, table)
    second = list(state.hands[WHITE])
    assert [sprite_pos(table, c) for c in second] == [table.plan.hand_slot(WHITE, k) for k in range(3)]
    drag(sprite_pos(table, second[0]), table.plan.pile_rect(WHITE, "discard").center)
    assert state.discards[WHITE] == hand + second


def test_the_bot_lays_cards_on_its_own_clock(app):
    state = a_state()
    table = open_table(app, state, seats=("human", "expert"))
    past_countdown(app, table)
    bot = referee_of(table).bots[BLACK]
    bot.timer, bot.period = 0.0, 0.8
    settle(app, 0.5)
    assert table.link.moves_played == 0, "not before its time"
    settle(app, 0.5)
    assert table.link.moves_played >= 1
    laid = [c for c in state.cells if c >= 0 and deck_of(c) == BLACK]
    assert len(laid) >= 2 or state.discards[BLACK]


def test_pausing_and_coming_back_brings_a_new_countdown_that_stops_the_clock_and_the_bot(app, press):
    state = a_state()
    table = open_table(app, state, seats=("human", "expert"))
    past_countdown(app, table)
    press(pygame.K_ESCAPE)
    assert app.scenes.top is not table
    press(pygame.K_ESCAPE)
    assert app.scenes.top is table
    bot = referee_of(table).bots[BLACK]
    bot.timer, bot.period = 0.0, 0.1
    clock = table.link.clock
    settle(app, 0.4)
    assert table.countdown is not None and not table.picture.sprite(state.hands[WHITE][0]).face_up
    assert table.link.clock == clock and table.link.moves_played == 0


def test_an_unplayable_hand_card_is_greyed_at_a_glance(app):
    state = a_state(placeable=False)
    table = open_table(app, state)
    past_countdown(app, table)
    c = state.hands[WHITE][0]
    rect = table.picture.sprite(c).rect
    seen = app.window.get_at((rect.x + 4, rect.centery - rect.height // 4))[:3]
    assert sum(seen) < 3 * 160, "the white card is veiled dark"
    assert table.hud.status.text == "No card fits: discard your hand"


@pytest.mark.parametrize("variant,words", [("duel", "None of your cards fits anywhere: press Discard hand"),
                                           ("kids", "Your card fits nowhere: press Discard")])
def test_a_first_hand_that_fits_nowhere_is_said_at_omiga_with_the_discard_button_pointed_at(app, click, variant,
                                                                                            words):
    state = a_state(variant, placeable=False)
    table = open_table(app, state)
    app.step()
    assert table.hint is None, "nothing to say before the hands turn over"
    past_countdown(app, table)
    assert table.hint is not None and table.hint.action == Discard() and table.hint.text.startswith(words)
    assert table.hint.targets == [table.discard_button.rect]
    app.step()
    bubble = table.hint.bubble
    assert bubble is not None and not bubble.rect.colliderect(table.plan.panels[WHITE])
    click(table.discard_button)
    assert table.hint is None and state.discards[WHITE]


def test_a_first_hand_that_fits_says_nothing_at_omiga(app):
    table = open_table(app, a_state())
    past_countdown(app, table)
    assert table.hint is None


@pytest.fixture
def no_tip_seen(app):
    """A person who has seen no tip; the settings are put back after."""
    with settings_kept():
        app.apply_settings(dataclasses.replace(app.settings, tips_seen=()))
        yield


def test_the_first_game_tip_shows_during_the_count_and_goes_at_omiga(app, no_tip_seen):
    table = open_table(app, a_state())
    app.step(dt=0.05)
    assert table.countdown is not None and table.tip.shown is not None
    text, rect = table.tip.shown
    assert text.startswith("Drag a card from your hand") and rect == table.plan.panels[WHITE]
    past_countdown(app, table)
    assert table.tip.shown is None and "flanx" in app.settings.tips_seen
    settle(app, 1.0)
    assert table.tip.shown is None, "it does not come back while everybody plays"


def test_a_tip_not_offered_before_omiga_is_not_offered_after(app, no_tip_seen):
    table = open_table(app, a_state())
    table.countdown = None                      # as if the count had run while the tip could not show
    assert table.first_tip() is None
    assert "flanx" not in app.settings.tips_seen


def test_a_win_outlines_the_cards_then_shows_the_result_and_keeps_the_best_time(app):
    state, win = behind_win_ready()
    table = open_table(app, state, kept={"timed": True})      # as saved by this table: its time counts
    past_countdown(app, table)
    assert table.act(Place(win, 4, 2))
    settle(app, 0.6)
    g = state.geometry
    assert table.ending is not None and table.ending.cells == (g.index(4, 2), g.index(4, 3))
    assert app.scenes.top is table and table.hud.message_text == "You win: a card laid right behind a black card."
    settle(app, 3.5)
    result = app.scenes.top
    assert isinstance(result, ResultScene)
    assert result.result.headline == "You win!" and result.result.notes[0].startswith("You win: a card laid")
    assert result.result.rows[0] == ("You", ["5", "won"])
    best = campaign.load().section(FlanxBests)["duel"]["easy"]
    assert best.wins == 1 and best.best_seconds == pytest.approx(table.link.clock, abs=0.01)


def test_a_game_resumed_from_a_save_that_kept_no_time_starts_with_a_countdown_and_sets_no_best_time(app):
    state = a_state()
    state.apply(WHITE, Discard())
    for kept in ({}, {"elapsed": "soon"}, {"elapsed": -4}, {"elapsed": float("inf")}):
        table = open_table(app, state.clone(), kept=kept)
        assert table.countdown is not None and not table.timed and table.elapsed() == 0.0
        assert table.record_time() == ["Time 0:00 since the game was resumed (no best time)."]
        app.scenes.pop()


def test_an_older_saves_elapsed_time_goes_on_under_the_referees_clock(app):
    state = a_state()
    state.apply(WHITE, Discard())
    table = open_table(app, state, kept={"elapsed": 61.5})
    assert table.timed and table.elapsed() == 61.5 and table.scores_text() == "Time 1:01"
    past_countdown(app, table)
    settle(app, 1.0)
    assert table.elapsed() == pytest.approx(61.5 + 0.6 + 1.0, abs=0.1)    # 0.6 s after Omiga, then 1 s


def test_the_clock_is_saved_and_a_resumed_game_goes_on_from_it_and_may_set_a_best_time(app, click):
    """Pause, Save and quit, Continue: the timer picks up where it was, the countdown is not
    counted, and a win afterwards counts for the best time (the whole game's time is known)."""
    from saves import store
    from scenes.pause import PauseScene
    table = open_table(app, a_state())
    assert table.timed, "a game dealt at this table is timed from its first card"
    past_countdown(app, table)
    settle(app, 2.0)
    before = table.elapsed()
    assert before > 2.0
    app.scenes.push(PauseScene(app, table))
    app.step()
    click(app.scenes.top.buttons["save"].rect.center)
    saved = store.load(store.latest().path)
    assert saved.table["clock"] == pytest.approx(before, abs=0.01) and saved.table["timed"] is True
    app.resume(saved)
    resumed = app.scenes.top
    assert isinstance(resumed, FlanxTable) and resumed.countdown is not None
    assert resumed.elapsed() == pytest.approx(before, abs=0.01) and resumed.timed
    settle(app, 3 * COUNT_STEP + 0.6)
    assert resumed.elapsed() == pytest.approx(before + 0.6, abs=0.15), "the countdown does not count"


def test_kids_and_toddler_tables_take_a_dragged_card(app, drag):
    for variant, players in (("kids", 2), ("toddler", 3)):
        state = a_state(variant, players)
        table = open_table(app, state, seats=("human",) + ("easy",) * (players - 1))
        if variant == "kids":
            past_countdown(app, table)
        else:
            settle(app, 0.3)
        action = state.placements(WHITE)[0]
        drag(sprite_pos(table, action.card), table.plan.cell_centre(action.col, action.row))
        assert state.cells[state.geometry.index(action.col, action.row)] == action.card
        app.scenes.pop()


@pytest.mark.parametrize("variant,players", [("kids", 2), ("toddler", 3)])
def test_kids_and_toddler_discard_only_a_card_that_fits_nowhere_and_the_button_says_so(app, click, mouse,
                                                                                    variant, players):
    table = open_table(app, a_state(variant, players), seats=("human",) + ("easy",) * (players - 1))
    settle(app, 3 * COUNT_STEP + 0.6)
    state = state_of(table)
    button = table.discard_button
    assert button.visible and not button.is_enabled
    app.step([mouse(pygame.MOUSEMOTION, button.rect.center, 0)])
    assert table.hud.message_text == ("Your card fits somewhere on the table: only a card that fits "
                                      "nowhere is discarded.")
    hand = list(state.hands[WHITE])
    click(button)
    assert state.hands[WHITE] == hand and not state.discards[WHITE]
    # now a card that fits nowhere: the button lights up and discards it
    table = open_table(app, a_state(variant, players, placeable=False), seats=("human",) + ("easy",) * (players - 1))
    settle(app, 3 * COUNT_STEP + 0.6)
    state = state_of(table)
    assert table.hud.status.text == "Your card fits nowhere: discard it"
    dead = list(state.hands[WHITE])
    assert table.discard_button.is_enabled
    click(table.discard_button)
    assert state.discards[WHITE] == dead


def test_toddler_bots_take_their_turns_after_the_person(app, drag):
    state = a_state("toddler", 3)
    table = open_table(app, state, seats=("human", "easy", "easy"), bots_wait=False)
    settle(app, 0.3)
    action = state.placements(WHITE)[0]
    drag(sprite_pos(table, action.card), table.plan.cell_centre(action.col, action.row))
    settle(app, 5.0)
    assert state.round == 2 and state.to_move() == [0]
    assert table.scores_text() == "Round 2"


def test_toddler_says_you_win_not_you_wins(app, drag):
    state = toddler_near_the_top(2, reaching=(0,))
    table = open_table(app, state, seats=("human", "easy"), bots_wait=False, kept={})
    settle(app, 0.3)
    drag(sprite_pos(table, state.hands[0][0]), table.plan.cell_centre(1, 0))
    settle(app, 1.5)
    assert state.winners() == [0]
    assert table.status_text() == "You win"
    assert table.ending_sentence() == "You win: a chain reached the top edge."


def test_colour_blind_marks_change_the_face():
    size = (80, 80)
    plain = pygame.Surface(size, pygame.SRCALPHA)
    marked = pygame.Surface(size, pygame.SRCALPHA)
    paint_face(plain, 5, plain.get_rect())
    set_colour_blind(True)
    try:
        paint_face(marked, 5, marked.get_rect())
    finally:
        set_colour_blind(False)
    assert pygame.image.tobytes(plain, "RGBA") != pygame.image.tobytes(marked, "RGBA")


def test_the_hint_rings_a_card_and_its_cell(app, press):
    state = a_state()
    table = open_table(app, state)
    app.step()
    press(pygame.K_h)
    assert table.hud.message_text == "Wait for Omiga!" and table.hint is None
    past_countdown(app, table)
    press(pygame.K_h)
    settle(app, 0.5)
    assert table.hint is not None and table.hint.action in state.legal_actions(WHITE)
    assert table.hint.text.startswith("Hint:")
    if isinstance(table.hint.action, Place):
        a = table.hint.action
        assert table.hint.targets == [table.picture.sprite(a.card).rect, table.plan.cell_rect(a.col, a.row)]
    bubble = table.hint.bubble.rect
    assert not any(bubble.colliderect(r) for r in table.action_area()), "the bubble covers no cell of the person"


@pytest.mark.parametrize("variant,players,board", [("duel", 2, "11x10"), ("kids", 2, "9x8"), ("toddler", 4, "9x8")])
def test_every_card_and_cell_lies_inside_the_play_area_of_a_small_window(app, variant, players, board):
    state = GAME.new(players, seed=3, variant=variant, board=board)
    table = open_table(app, state, seats=["human"] + ["easy"] * (players - 1))
    app.resize((960, 600))
    settle(app, 0.5)
    area = table.play_area(app.size)
    assert area.contains(table.plan.board)
    for sprite in table.picture.sprites.values():
        if sprite.visible:
            assert area.contains(sprite.home_rect()), sprite
    for panel in table.plan.panels.values():
        assert area.contains(panel)



def test_a_move_the_bot_thought_out_before_a_pause_waits_for_omiga(app, press):
    state = a_state()
    table = open_table(app, state, seats=("human", "expert"))
    past_countdown(app, table)
    bot = referee_of(table).bots[BLACK]
    bot.timer, bot.period = 0.0, 0.01
    app.step(dt=0.05)                      # the bot's time has come: it thinks
    assert bot.job is not None and table.link.moves_played == 0
    press(pygame.K_ESCAPE)
    press(pygame.K_ESCAPE)
    assert app.scenes.top is table and table.countdown is not None
    settle(app, 3 * COUNT_STEP - 0.4)
    assert table.link.moves_played == 0, "no card is laid during the countdown"
    settle(app, 1.0)
    assert table.link.moves_played == 1


@pytest.mark.parametrize("variant,seats", [("duel", ("human", "easy")), ("kids", ("human", "easy")),
                                           ("toddler", ("human", "random", "random"))])
def test_a_person_plays_a_whole_game_by_mouse(app, click, drag, variant, seats):
    """Every move by hand: a card dragged onto a cell where it fits, else the Discard button;
    the bots play on their clocks (or in turns) until the game ends and the result shows."""
    table = open_table(app, GAME.new(len(seats), seed=11, variant=variant), seats=seats, bots_wait=False)
    mine = 0
    for _ in range(20_000):
        if table.view.is_over():
            break
        legal = table.view.legal_actions() if table.can_act_now() and not table.queue.busy else []
        places = [a for a in legal if isinstance(a, Place)]
        if places:
            drag(sprite_pos(table, places[0].card), table.plan.cell_centre(places[0].col, places[0].row))
            mine += 1
        elif Discard() in legal:
            click(table.discard_button)
            mine += 1
        else:
            app.step(dt=0.05)
    assert table.view.is_over() and mine > 3
    until_still(app, table, limit=10.0)
    app.step()
    result = app.scenes.top
    assert isinstance(result, ResultScene)
    assert result.result.notes[0] == table.ending_sentence()
    assert result.result.winners == table.view.winners()


@pytest.mark.parametrize("variant,players", [("duel", 2), ("kids", 2), ("toddler", 4)])
def test_at_the_largest_text_in_a_small_window_the_discard_button_covers_no_card_and_shows_its_words(
        app, variant, players):
    import dataclasses

    from scenes.kit.theme import text_size
    app.apply_settings(dataclasses.replace(app.settings, ui_scale=200))
    try:
        app.resize((960, 600))
        table = open_table(app, GAME.new(players, seed=3, variant=variant), seats=["human"] + ["easy"] * (players - 1))
        settle(app, 3 * COUNT_STEP + 0.6)
        button = table.discard_button.rect
        words = text_size(table.ui, table.discard_button.text, "button", "#flanx_discard")
        assert button.width >= words[0] and button.height >= words[1]
        mine = table.plan.panels[WHITE]
        assert mine.contains(button)
        cards = [table.picture.sprite(c).rect for c in state_of(table).hands[WHITE]]
        piles = [table.plan.pile_rect(WHITE, which) for which in ("deck", "discard")]
        assert not any(button.colliderect(r) for r in cards + piles)
    finally:
        app.apply_settings(dataclasses.replace(app.settings, ui_scale=100))

