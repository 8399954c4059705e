"""The Flixo teammates: legal, public-information-only, purposeful, and better than chance."""
from __future__ import annotations

import random

import pytest

from game.ai import bot
from game.flixo import GAME
from game.flixo.actions import Discard, Draw, Peek, Reveal, Swap, Take
from game.flixo.bots import TeamBot, value_actions
from game.flixo.judge import FLIXO_RISK, Outlook
from game.flixo.words import intention
from test_flixo_helpers import build

B = [["1", "2", "3"], ["5", "6", "7"], ["8", "9", "10"]]
C = [["-1", "0", "-1"], ["0", "-1", "0"], ["1", "2", "3"]]


def play(players: int, bots_level: str, seed: int, **options):
    state = GAME.new(players, seed=seed, **options)
    bots = [bot("flixo", bots_level) for _ in range(players)]
    rng = random.Random(seed)
    while not state.is_over():
        seat = state.current
        action = bots[seat].choose(state.view(seat), rng)
        assert action in state.legal_actions(seat)
        state.apply(seat, action)
    return state


def test_every_level_plays_whole_legal_games():
    for level in ("random", "easy", "normal", "hard"):
        final = play(3, level, seed=3)
        assert final.is_over() and final.turns <= final.turn_limit


def test_the_judgement_uses_public_information_only():
    state = GAME.new(3, seed=12)
    rng = random.Random(1)
    for _ in range(25):
        state.apply(state.current, TeamBot().choose(state.view(state.current), rng))
    view = state.view(state.current)
    other_world = view.determinize(random.Random(99))
    assert value_actions(view) == value_actions(state) == value_actions(other_world)


def test_passing_a_flixo_to_the_teammate_whose_line_it_completes():
    mine = [["F5^", "2^", "3"], ["4", "1^", "6"], ["7", "8", "9"]]
    theirs = [["5^", "5^", "1"], ["2", "0", "6"], ["7", "8", "9"]]
    state = build([mine, theirs, C], discard=["10^"], draw=["3", "4", "2"])
    choice = TeamBot().choose(state.view(0), random.Random(0))
    assert choice == Take(0, 0)
    assert str(intention(state.view(0), choice)) == "passing the 5 on"


def test_a_team_with_every_flixo_beaten_ends_the_game():
    # no Flixo anywhere: drawing the last card (or turning the last card up) ends the game with a win
    state = build([[["1^", "2^"], ["3^", "4"]], [["5^", "6^"], ["7^", "8"]]], discard=["9^"], draw=["10"])
    bots = TeamBot()
    rng = random.Random(0)
    for _ in range(3):
        if not state.is_over():
            state.apply(state.current, bots.choose(state.view(state.current), rng))
    assert state.is_over() and state.won()


def test_a_team_that_has_not_found_its_flixos_keeps_the_game_going():
    a = [["1", "2", "3"], ["F4", "5", "6"], ["7", "8", "9"]]
    state = build([a, B, C], discard=["9^"], draw=["10"])
    assert TeamBot().choose(state.view(0), random.Random(0)) != Draw()      # the last card would end it


def test_drawing_the_last_card_to_discard_a_flixo_in_the_very_last_turn():
    # a Flixo hides in one of two face-down cards: swapping the last card onto ours may remove it
    state = build([[["1^", "2^"], ["3^", "F4"]], [["5^", "6^"], ["7^", "8"]]], discard=["9^"], draw=["10"])
    assert TeamBot().choose(state.view(0), random.Random(0)) == Draw()
    state.apply(0, Draw())
    assert TeamBot().choose(state.view(0), random.Random(0)) == Swap(1, 1)


def test_intentions_name_the_purpose():
    state = build([[["4^", "2", "3"], ["1", "5", "6"], ["7", "8", "9"]], B, C], discard=["4^"], draw=["3", "4"])
    view = state.view(0)
    assert str(intention(view, Take(1, 0))) == "collecting 4s"
    assert str(intention(view, Take(2, 2))) == "revealing for Flixos"
    assert str(intention(view, Draw())) == "drawing a fresh card"
    assert str(intention(view, Reveal(0, 1))) == "revealing for Flixos"
    assert str(intention(view, Peek(1, 0, 0))) == "peeking where a Flixo may hide"
    assert str(intention(view, Discard())) == "passing the card on"
    assert str(GAME.explain(view, Take(1, 0))).startswith("Collecting 4s: a line of one number goes")
    assert "Flixo" in str(GAME.explain(view, Reveal(0, 1)))
    assert str(GAME.bot_says(view, Take(1, 0))) == "collecting 4s"
    state.apply(0, Draw())
    assert str(intention(state.view(0), Swap(1, 0))) == "collecting 4s"


def test_the_turn_limit_is_respected():
    final = play(3, "hard", seed=7, turn_limit=40)
    assert final.turns <= 40


@pytest.mark.slow
def test_sharp_teammates_beat_random_ones():
    sharp = sum(play(2, "hard", seed=s, level=0).won() for s in range(6))
    chance = sum(play(2, "random", seed=s, level=0).won() for s in range(6))
    assert sharp >= 4 and sharp > chance


def test_how_much_a_teammate_fears_hidden_flixos_sets_whether_it_ends_the_game():
    """A Flixo still hides in a 3x3 display: drawing the last card ends the game, most likely lost.
    Sharp (full foresight) weighs that chance and keeps going; Relaxed (none) sees only its total."""
    a = [["1", "2", "3"], ["F4", "5", "6"], ["7", "8", "9"]]
    state = build([a, B, C], discard=["9^"], draw=["10"])
    view = state.view(0)
    sharp, relaxed = value_actions(view, foresight=1.0), value_actions(view, foresight=0.0)
    halfway = value_actions(view, foresight=0.5)
    assert sharp[Draw()] < halfway[Draw()] < relaxed[Draw()]
    assert max(sharp, key=sharp.get) != Draw()
    assert max(relaxed, key=relaxed.get) == Draw()


def test_each_level_is_defined_by_its_fear_wariness_thought_and_slack():
    made = {level: bot("flixo", level) for level in ("easy", "normal", "hard")}
    assert [made[level].foresight for level in made] == [0.0, 0.7, 1.0]
    assert [made[level].wariness for level in made] == [0.5, 0.55, 1.0]
    assert [made[level].thought for level in made] == [0.0, 0.2, 1.0]
    assert [made[level].slack for level in made] == [6.0, 4.0, 2.0]     # the higher, the more careful


def test_relaxed_ends_the_game_heedless_of_a_hidden_flixo_and_sharp_does_not():
    made = {level: bot("flixo", level) for level in ("easy", "hard")}
    a = [["1", "2", "3"], ["F4", "5", "6"], ["7", "8", "9"]]
    view = build([a, B, C], discard=["9^"], draw=["10"]).view(0)
    assert made["easy"].choose(view, random.Random(0)) == Draw()        # ends the game, heedless
    assert made["hard"].choose(view, random.Random(0)) != Draw()


def test_sharp_passes_on_the_card_the_next_teammate_needs_and_without_that_thought_does_not():
    """Our 9 completes the next teammate's top row: Sharp gives it up for the 3 on the discard
    pile; the same judgement with Relaxed's thought for the next teammate (none) turns up a
    face-down card instead."""
    mine = [["9^", "1^", "2"], ["3", "F4", "5^"], ["6", "7", "8^"]]
    theirs = [["9^", "9^", "4"], ["2^", "0", "6"], ["F3", "8", "10^"]]
    view = build([mine, theirs, C], discard=["10^", "3^"], draw=["1", "2", "5", "6", "7"]).view(0)
    sharp = value_actions(view, bot("flixo", "hard").thought)
    unthinking = value_actions(view, bot("flixo", "easy").thought)
    assert max(sharp, key=sharp.get) == Take(0, 0)
    assert str(intention(view, Take(0, 0))) == "passing the 9 on"
    assert str(intention(view, max(unthinking, key=unthinking.get))) == "revealing for Flixos"


def test_a_less_wary_teammate_minds_a_face_down_card_less():
    """Wariness is what a card that may hide a Flixo costs a display of two rows and two columns:
    Relaxed half of Sharp's, so a display with cards still face down looks better to it."""
    view = build([[["1^", "2", "3"], ["4", "F5", "6"], ["7", "8", "9"]], B, C]).view(0)
    down = tuple(view.slots[0])
    judged = {level: Outlook(view, bot("flixo", level).wariness).display(down, 3, 3)[0]
              for level in ("easy", "normal", "hard")}
    assert judged["easy"] > judged["normal"] > judged["hard"]
    risk = FLIXO_RISK * Outlook(view).p_flixo * 8            # eight cards face down
    assert judged["easy"] - judged["hard"] == pytest.approx(risk / 2)
