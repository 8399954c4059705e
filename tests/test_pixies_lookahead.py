"""TurnLookahead, Hard's and Expert's search: the turn played out exactly, as far as asked, within its caps."""
from __future__ import annotations

import random

from game.pixies import GAME
from game.pixies.bots import ExpertKnowledge, PixiesKnowledge
from game.pixies.lookahead import TurnLookahead
from pixies_helpers import FILLERS, position


class Recording(PixiesKnowledge):
    """PixiesKnowledge that remembers where it was asked to judge."""

    def __init__(self) -> None:
        self.judged: list[tuple[int, int]] = []

    def values(self, state):
        self.judged.append((state.round, state.pick))
        return super().values(state)


def played_out(state, knowledge, me):
    """Every seat's values at the turn's end by exhaustive max-n, no pruning: the reference."""
    if state.over or state.pick == 0:
        return knowledge.values(state)
    seat = state.order[state.pick]
    best = None
    for action in state.legal_actions(seat):
        after = state.clone()
        after._do(seat, action)
        values = played_out(after, knowledge, me)
        if best is None or values[seat] > best[seat]:
            best = values
    return best


def reference_values(state, knowledge, seat):
    """Each of `seat`'s actions with its value once the turn is played out exhaustively."""
    out = {}
    for action in state.legal_actions(seat):
        after = state.clone()
        after._do(seat, action)
        out[action] = played_out(after, knowledge, seat)[seat]
    return out


def midgame(players: int, seed: int, moves: int):
    state, rng = GAME.new(players, seed), random.Random(seed)
    for _ in range(moves):
        seat = state.to_move()[0]
        actions = state.legal_actions(seat)
        state.apply(seat, actions[rng.randrange(len(actions))])
    return state


def test_the_whole_turn_search_chooses_as_an_exhaustive_one_would():
    # alpha-beta (two players) and max-n (three) must not lose the best move to their cuts
    checked = 0
    for players, seed, moves in ((2, 1, 0), (2, 2, 5), (2, 3, 13), (2, 4, 22), (3, 5, 4), (3, 6, 10)):
        state = midgame(players, seed, moves)
        seat = state.to_move()[0]
        if len(state.legal_actions(seat)) < 2:
            continue
        knowledge = ExpertKnowledge()
        reference = reference_values(state, knowledge, seat)
        chosen = TurnLookahead(knowledge, seconds=None).choose(state.view(seat), random.Random(0))
        assert reference[chosen] >= max(reference.values()) - 1e-9
        checked += 1
    assert checked >= 5


def test_alpha_beta_judges_fewer_turn_ends_than_there_are():
    state = midgame(2, 1, 0)                                   # a turn's first pick: 4 cards to order
    search = TurnLookahead(ExpertKnowledge(), seconds=None)
    search.choose(state.view(state.to_move()[0]), random.Random(0))
    recording = Recording()
    reference_values(state, recording, state.to_move()[0])
    assert 0 < search.last_leaves < len(recording.judged)


def test_picks_sets_how_far_the_turn_is_played_out():
    state = midgame(2, 7, 0)
    assert state.pick == 0
    seat = state.to_move()[0]
    two, whole = Recording(), Recording()
    TurnLookahead(two, picks=2, seconds=None).choose(state.view(seat), random.Random(0))
    TurnLookahead(whole, seconds=None).choose(state.view(seat), random.Random(0))
    assert two.judged and {pick for _, pick in two.judged} == {2}            # its pick and the answer
    assert whole.judged and {pick for _, pick in whole.judged} == {0}        # the next turn's start


def test_a_turn_that_ends_the_round_is_judged_at_the_next_rounds_start():
    # seat 2 fills its ninth space with whichever 9 it takes: the round ends after the first pair
    areas = {1: {n: (label, None) for n, label in enumerate(FILLERS[0][:8], start=1)}}
    state = position(2, areas, ["blue 9x1", "green 9x4", "yellow 9x2", "red 9"], first=0, pick=0)
    recording = Recording()
    TurnLookahead(recording, seconds=None).choose(state.view(0), random.Random(0))
    assert recording.judged and set(recording.judged) == {(2, 0)}


def test_the_caps_stop_a_five_player_turn_early_and_still_give_a_legal_move():
    state = midgame(5, 3, 0)
    seat = state.to_move()[0]
    capped = TurnLookahead(PixiesKnowledge(), leaves=40, seconds=None)
    move = capped.choose(state.view(seat), random.Random(0))
    assert move in state.legal_actions(seat) and 40 <= capped.last_leaves < 80
    clocked = TurnLookahead(PixiesKnowledge(), seconds=0.0)
    assert clocked.choose(state.view(seat), random.Random(0)) in state.legal_actions(seat)
    assert clocked.last_leaves < 40
