"""Flixo's rules, one test per rulebook sentence (and DECISIONS.md where it settles a gap)."""
from __future__ import annotations

import pytest

from game.core import CardFlipped, CardMoved, GameOver, IllegalAction, TurnBegan
from game.flixo import actions as ev
from game.flixo.actions import DISCARD, DRAW, Discard, Draw, Peek, Reveal, Swap, Take, cell, drawn
from game.flixo.cards import VALUE
from game.flixo.display import CARD, UP
from game.flixo.rules import LOST_FLIXO_LYING, LOST_FLIXOS_LEFT, LOST_TURN_LIMIT
from test_flixo_helpers import build, tokens

A = [["1", "2", "3"], ["4", "5", "6"], ["7", "8", "9"]]
B = [["1", "2", "3"], ["5", "6", "7"], ["8", "9", "10"]]
C = [["-1", "0", "-1"], ["0", "-1", "0"], ["1", "2", "3"]]


def kinds(events):
    return [type(e).__name__ for e in events]


# -- performing an action ------------------------------------------------------------------------
def test_two_actions_and_no_passing():
    s = build([A, B, C])
    actions = s.legal_actions(0)
    assert set(map(type, actions)) == {Take, Draw}
    assert len([a for a in actions if type(a) is Take]) == 9          # any card of the display
    assert s.legal_actions(1) == [] and s.to_move() == [0]


def test_action_1_swaps_the_top_discard_into_the_display():
    s = build([A, B, C], discard=["3^", "7^"])
    top, hidden = s.discard[-1], s.slots[0][4] & CARD
    events = s.apply(0, Take(1, 1))
    assert tokens(s, 0)[1][1] == "7^"                                   # face up in the gap
    assert VALUE[s.discard[-1]] == 5                                    # the face-down 5, now face up
    assert events[:2] == [CardMoved(top, DISCARD, cell(0, 1, 1)), CardMoved(hidden, cell(0, 1, 1), DISCARD)]
    assert s.current == 1


def test_action_1_may_swap_a_face_up_card():
    s = build([[["2^", "2", "3"], ["4", "5", "6"], ["7", "8", "9"]], B, C], discard=["9^"], draw=["10"])
    s.apply(0, Take(0, 0))
    assert VALUE[s.discard[-1]] == 2 and tokens(s, 0)[0][0] == "9^"


def test_action_2_draw_then_swap():
    s = build([A, B, C], draw=["1", "10"])
    events = s.apply(0, Draw())
    assert events[0] == CardMoved(s.drawn, DRAW, drawn(0)) and VALUE[s.drawn] == 10 and s.current == 0
    assert set(map(type, s.legal_actions(0))) == {Swap, Reveal}
    s.apply(0, Swap(2, 2))
    assert tokens(s, 0)[2][2] == "10^" and VALUE[s.discard[-1]] == 9 and s.current == 1


def test_action_2_draw_then_discard_and_reveal():
    s = build([A, B, C], draw=["1", "10"])
    s.apply(0, Draw())
    card, hidden = s.drawn, s.slots[0][1] & CARD
    events = s.apply(0, Reveal(0, 1))
    assert VALUE[s.discard[-1]] == 10
    assert tokens(s, 0)[0][1] == "2^"
    assert events[:2] == [CardMoved(card, drawn(0), DISCARD), CardFlipped(hidden, cell(0, 0, 1), True)]


def test_reveal_only_a_face_down_card():
    s = build([[["2^", "2", "3"], ["4", "5", "6"], ["7", "8", "9"]], B, C], draw=["10"])
    s.apply(0, Draw())
    assert Reveal(0, 0) not in s.legal_actions(0)
    with pytest.raises(IllegalAction):
        s.apply(0, Reveal(0, 0))


def test_action_2_without_face_down_cards_may_discard_without_reveal():
    up = [["1^", "2^"], ["3^", "4^"]]
    s = build([[["1", "2"], ["3", "4"]], up], current=1)
    s.apply(1, Draw())
    assert Discard() in s.legal_actions(1) and not any(type(a) is Reveal for a in s.legal_actions(1))
    s.apply(1, Discard())
    assert tokens(s, 1) == up
    s2 = build([A, B, C])
    s2.apply(0, Draw())
    assert Discard() not in s2.legal_actions(0)


def test_a_discarded_flixo_must_be_taken_by_the_next_person():
    s = build([[["F9", "2", "3"], ["4", "5", "6"], ["7", "8", "9"]], B, C], discard=["3^"])
    flixo = s.slots[0][0] & CARD
    events = s.apply(0, Take(0, 0))
    assert events[-2:] == [TurnBegan(1), ev.FlixoMustBeTaken(1, flixo)]
    actions = s.legal_actions(1)
    assert actions and all(type(a) is Take for a in actions)             # no second action
    with pytest.raises(IllegalAction):
        s.apply(1, Draw())
    s.apply(1, Take(2, 2))
    assert tokens(s, 1)[2][2] == "F9^"
    assert Draw() in s.legal_actions(2)


def test_discarding_a_flixo_gives_no_reward():
    s = build([[["F9", "2", "3"], ["4", "5", "6"], ["7", "8", "9"]], B, C], discard=["3^"])
    events = s.apply(0, Take(0, 0))
    assert "RewardEarned" not in kinds(events) and s.phase == "turn"


def test_the_draw_pile_holds_number_cards_only_and_flixos_start_in_displays():
    s = build([A, B, C])
    assert all(c < 72 for c in s.draw)


# -- removing lines ------------------------------------------------------------------------------
def test_a_full_column_of_face_up_equal_numbers_is_removed_and_the_display_closes_up():
    d = [["4^", "2", "3"], ["4^", "5", "6"], ["7", "8", "9"]]
    s = build([d, B, C], discard=["4^"])
    events = s.apply(0, Take(2, 0))
    assert kinds(events)[2:7] == ["LinesRemoved", "CardMoved", "CardMoved", "CardMoved", "DisplayClosedUp"]
    assert events[2].cols == (0,) and events[2].rows == () and events[6] == ev.DisplayClosedUp(0, 3, 2)
    assert tokens(s, 0) == [["2", "3"], ["5", "6"], ["8", "9"]]
    assert (s.rows[0], s.cols[0]) == (3, 2)
    assert sorted(VALUE[c] for c in s.removed) == [4, 4, 4]


def test_a_full_row_is_removed():
    d = [["1", "2", "3"], ["4^", "4^", "6"], ["7", "8", "9"]]
    s = build([d, B, C], discard=["4^"])
    s.apply(0, Take(1, 2))
    assert tokens(s, 0) == [["1", "2", "3"], ["7", "8", "9"]]


def test_a_line_with_a_face_down_card_stays():
    d = [["4^", "2", "3"], ["4", "5", "6"], ["7", "8", "9"]]
    s = build([d, B, C], discard=["4^"])
    s.apply(0, Take(2, 0))
    assert (s.rows[0], s.cols[0]) == (3, 3)


def test_an_eye_token_card_is_still_face_down_and_keeps_the_line():
    d = [["4^", "2", "3"], ["4e", "5", "6"], ["7", "8", "9"]]
    s = build([d, B, C], discard=["4^"])
    s.apply(0, Take(2, 0))
    assert (s.rows[0], s.cols[0]) == (3, 3)


def test_mixed_numbers_stay():
    d = [["4^", "2", "3"], ["5^", "5", "6"], ["7", "8", "9"]]
    s = build([d, B, C], discard=["4^"])
    s.apply(0, Take(2, 0))
    assert (s.rows[0], s.cols[0]) == (3, 3)


def test_a_flixo_goes_with_its_number_and_earns_a_reward():
    d = [["F4^", "2", "3"], ["4^", "5", "6"], ["7", "8", "9"]]
    s = build([d, B, C], discard=["4^"])
    events = s.apply(0, Take(2, 0))
    assert events[2].flixos == 1
    assert events[-1] == ev.RewardEarned(0, 1)
    assert s.phase == "reward" and s.current == 0


def test_removal_cascades_after_closing_up():
    # the 7s column goes; the display closes up and the two 5s now make a full row of 2
    d = [["5^", "7^", "5^"], ["1", "7^", "2"], ["3", "9", "6"]]
    s = build([d, B, C], discard=["7^"])
    events = s.apply(0, Take(2, 1))
    removed = [e for e in events if isinstance(e, ev.LinesRemoved)]
    assert [e.cols for e in removed] == [(1,), ()] and removed[1].rows == (0,)
    assert tokens(s, 0) == [["1", "2"], ["3", "6"]]


def test_lines_are_removed_at_the_end_of_the_owners_turn_only():
    full_of_others = [["8^", "2", "3"], ["8^", "5", "6"], ["8^", "1", "9"]]
    s = build([A, full_of_others, C], discard=["3^"])
    s.apply(0, Take(0, 0))
    assert (s.rows[1], s.cols[1]) == (3, 3)


def test_last_row_goes_only_when_all_its_cards_match():
    s = build([[["4^", "4^", "4"]], B, C], discard=["4^"])
    events = s.apply(0, Take(0, 2))
    assert s.slots[0] == [] and (s.rows[0], s.cols[0]) == (0, 0)
    assert "LinesRemoved" in kinds(events)


def test_last_row_with_an_unknown_card_stays():
    s = build([[["6^", "6^", "6"]], B, C], discard=["3^"])
    s.apply(0, Take(0, 0))
    assert len(s.slots[0]) == 3


def test_a_single_card_never_makes_a_line():
    s = build([[["6^", "2"]], B, C], discard=["3^"])
    s.apply(0, Take(0, 1))
    assert tokens(s, 0) == [["6^", "3^"]]


def test_two_by_two_of_one_number_empties_the_display():
    d = [["4^", "4^"], ["F4^", "4"]]
    s = build([d, B, C], discard=["4^"])
    events = s.apply(0, Take(1, 1))
    assert s.slots[0] == [] and events[2].flixos == 1


# -- rewards -------------------------------------------------------------------------------------
def test_one_reward_per_flixo_removed_in_any_display_and_known_to_all():
    d = [["F4^", "2", "3"], ["4^", "5", "6"], ["7", "8", "9"]]
    s = build([d, B, C], discard=["4^"])
    s.apply(0, Take(2, 0))
    peeks = s.legal_actions(0)
    assert all(type(a) is Peek for a in peeks)
    assert {a.owner for a in peeks} == {0, 1, 2}
    assert len(peeks) == 6 + 9 + 9
    card = s.slots[2][7] & CARD
    events = s.apply(0, Peek(2, 2, 1))
    assert events[:3] == [CardFlipped(card, cell(2, 2, 1), True), ev.EyeTokenPlaced(0, cell(2, 2, 1)),
                          CardFlipped(card, cell(2, 2, 1), False)]
    assert VALUE[card] == 2
    assert tokens(s, 2)[2][1] == "2e"
    for seat in range(3):
        assert s.view(seat).slots[2][7] & 127 == s.slots[2][7] & 127
    assert Peek(2, 2, 1) not in s.legal_actions(s.current)
    assert s.current == 1 and s.phase == "turn"


def test_two_flixos_removed_give_two_rewards():
    # the 4s column goes with Flixo 4; closed up, the top row is 3 and Flixo 3: it goes too
    d = [["F4^", "3^", "F3^"], ["4^", "1", "2"], ["7", "5", "6"]]
    s = build([d, B, C], discard=["4^"])
    events = s.apply(0, Take(2, 0))
    assert [e.flixos for e in events if isinstance(e, ev.LinesRemoved)] == [1, 1]
    assert s.phase == "reward" and s.rewards == 2
    s.apply(0, Peek(1, 0, 0))
    assert s.phase == "reward" and s.current == 0
    s.apply(0, Peek(1, 0, 1))
    assert s.phase == "turn" and s.current == 1


def test_a_reward_lapses_when_no_face_down_card_is_left_anywhere():
    up = [["1^", "2^"], ["3^", "5^"]]
    s = build([[["F4^", "6^"], ["4^", "2^"]], up, [["7^", "8^"], ["9^", "10^"]]], discard=["4^"])
    events = s.apply(0, Take(1, 1))
    assert "RewardLapsed" in kinds(events) and s.phase != "reward"


# -- the end -------------------------------------------------------------------------------------
def test_a_display_all_face_up_starts_the_final_turns_then_everyone_else_plays_once():
    s = build([[["1^", "2^"], ["3^", "4"]], B, C], discard=["9^"], draw=["1", "2", "3", "5"])
    events = s.apply(0, Take(1, 1))
    assert ev.FinalTurnsBegan(0, 2) in events
    s.apply(1, Take(0, 0))
    assert not s.is_over()
    s.apply(2, Take(0, 0))
    assert s.is_over()


def test_an_empty_display_starts_the_final_turns():
    s = build([[["4^", "4^", "4"]], B, C], discard=["4^"])
    events = s.apply(0, Take(0, 2))
    assert "FinalTurnsBegan" in kinds(events)


def test_drawing_the_last_card_ends_the_game_after_that_turn():
    s = build([A, B, C], draw=["5"])
    events = s.apply(0, Draw())
    assert "LastCardDrawn" in kinds(events) and not s.is_over()
    events = s.apply(0, Reveal(0, 0))
    assert s.is_over() and "GameOver" in kinds(events)


def test_a_flixo_discarded_in_the_last_turn_counts_as_removed():
    s = build([[["F9", "2^"], ["2^", "5^"]], [["3^", "4^"], ["6^", "8^"]]], discard=["7^"], draw=["1"])
    s.apply(0, Draw())
    events = s.apply(0, Swap(0, 0))
    assert "FlixoCountsRemoved" in kinds(events)
    assert s.outcome == "won" and s.winners() == [0, 1]


def test_the_final_reveal_turns_every_card_and_removes_lines_without_rewards():
    d = [["F5^", "2", "3"], ["5", "1", "6"], ["5", "8", "9"]]
    s = build([d, [["1^", "2^"], ["3^", "4"]]], discard=["7^"], draw=["10"])
    s.apply(0, Draw())
    events = s.apply(0, Reveal(2, 2))
    finals = [e for e in events if isinstance(e, CardFlipped)][1:]       # after the action's own reveal
    assert len(finals) == 7 + 1 and all(e.face_up for e in finals)
    assert "RewardEarned" not in kinds(events) and "EyeTokenPlaced" not in kinds(events)
    assert (s.rows[0], s.cols[0]) == (3, 2)        # the 5s column went in the final reveal
    assert s.outcome == "won"


def test_lose_with_flixos_in_a_display_of_two_rows_and_two_columns():
    s = build([[["F5", "2"], ["1", "3"]], [["1^", "2^"], ["3^", "4"]]], discard=["7^"], draw=["10"])
    s.apply(0, Draw())
    s.apply(0, Reveal(0, 1))
    assert s.is_over() and s.outcome == LOST_FLIXOS_LEFT and s.winners() == []


def test_win_with_flixos_in_a_single_row():
    s = build([[["F5", "2^", "F3^"]], [["1^", "2^"], ["3^", "4"]]], discard=["7^"], draw=["10"])
    s.apply(0, Draw())
    s.apply(0, Swap(0, 1))
    assert s.outcome == "won" and s.winners() == [0, 1]


def test_win_with_flixos_in_a_single_column():
    s = build([[["F5"], ["2"]], [["1^", "2^"], ["3^", "4"]]], discard=["7^"], draw=["10"])
    s.apply(0, Draw())
    s.apply(0, Reveal(0, 0))
    assert s.outcome == "won"


def test_leaving_a_discarded_flixo_lying_loses_at_once():
    """Unreachable through `apply` (the forced take), so the referee's check is driven directly."""
    s = build([[["F9", "2", "3"], ["4", "5", "6"], ["7", "8", "9"]], B, C], discard=["3^"])
    s.apply(0, Take(0, 0))
    s._do(1, Draw())                               # what the forced take forbids
    events = s._do(1, Reveal(0, 0))
    assert isinstance(events[0 + 2], ev.FlixoLeftLying) or "FlixoLeftLying" in kinds(events)
    assert s.outcome == LOST_FLIXO_LYING and s.is_over()


def test_score_counts_every_card_and_minus_five_per_empty_display():
    # the rulebook's example: Hedwig empty (-5), Nicole 2 numbers and a Flixo (9), Angelika 2 cards (12)
    s = build([[["6^", "6^", "6"]], [["2^", "3^", "F4^"]], [["5^", "7^"]]], discard=["6^"], draw=["1"])
    s.apply(0, Take(0, 2))                         # Hedwig's last row goes: her display is empty
    assert s.slots[0] == [] and not s.is_over()
    s.apply(1, Draw())                             # Nicole draws the last card and discards it
    s.apply(1, Discard())
    assert s.outcome == "won"
    assert s.display_scores() == [-5, 9, 12] and s.total() == 16
    assert s.scores() == [16.0, 16.0, 16.0] and s.winners() == [0, 1, 2]


def test_game_over_events_carry_the_teams_total():
    s = build([[["1^", "2^"], ["3^", "4"]], [["1^", "2^"], ["5^", "6"]]], discard=["7^"], draw=["10"])
    s.apply(0, Draw())
    events = s.apply(0, Reveal(1, 1))
    assert s.won() and events[-1] == GameOver((0, 1), (float(s.total()),) * 2)
    assert s.view(1).total() == s.total() and s.view(1).won()        # what the end screen rates


def test_the_turn_limit_ends_a_game_of_endless_swaps_as_lost():
    s = build([A, B, C], discard=["3^"], turn_limit=6)
    for _ in range(6):
        seat = s.current
        s.apply(seat, Take(0, 0))
    assert s.is_over() and s.outcome == LOST_TURN_LIMIT and s.winners() == []


def test_everything_face_up_reaches_everybody_the_same_way():
    s = build([A, B, C])
    assert all(not slot & UP for slot in s.slots[0])
    views = [s.view(k).to_dict() for k in range(3)]
    for v in views:
        v.pop("seat_of_view")
    assert views[0] == views[1] == views[2]
