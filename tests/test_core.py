"""game/core helpers: the random generator's state survives JSON and garbage is refused."""
import json
import random

import pytest

from game.core.rng import rng_copy, rng_from_json, rng_to_json


def test_a_generator_round_trips_through_json_and_continues_the_same():
    rng = random.Random(11)
    rng.random()
    again = rng_from_json(json.loads(json.dumps(rng_to_json(rng))))
    assert [again.random() for _ in range(5)] == [rng.random() for _ in range(5)]
    copy = rng_copy(again)
    assert copy.random() == again.random()


@pytest.mark.parametrize("words", [[1.5] * 625, [-1] + [0] * 624, [True] * 625, [2**32] + [0] * 624, [0] * 624])
def test_anything_but_625_words_of_32_bits_is_refused(words):
    with pytest.raises(ValueError):
        rng_from_json([3, words, None])


def test_play_randomly_plays_legal_moves_until_the_end_or_the_limit():
    from game import GAMES
    from game.core import play_randomly
    state = GAMES["pixies"].new(2, seed=1)
    assert play_randomly(state, random.Random(2), 5) == 5 and len(state.to_dict()) > 0
    played = play_randomly(state, random.Random(2), 100_000)
    assert state.is_over() and 0 < played < 100_000
    assert play_randomly(state, random.Random(2), 10) == 0
