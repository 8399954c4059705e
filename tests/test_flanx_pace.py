"""How fast Flanx bots play: each level's time per card, Match my pace at the referee's table,
and the human models of the race."""
from __future__ import annotations

import random

import pytest

from game.flanx import GAME
from game.flanx.actions import Discard
from game.flanx.pace import (
    EASY_LEVELS,
    LEVELS,
    MATCH_CHOICES,
    MATCH_FACTOR,
    PACE_BOUNDS,
    SECONDS_PER_CARD,
    WARM_UP,
    WARM_UP_FACTOR,
    follows,
    match_words,
    seconds_per_card,
)
from game.flanx.race import HUMANS, HumanModel, human_model, play_race
from game.flanx.race import main as race_main
from game.referee import HUMAN, Referee, SyncThinker
from game.referee.bots import JITTER

#: the levels the set-up screen offers
OFFERED = [level for level in LEVELS if level != "random"]


def test_stronger_levels_play_faster_and_the_slowest_takes_at_least_six_seconds_a_card():
    times = [seconds_per_card(level) for level in OFFERED]
    assert times == sorted(times, reverse=True) and len(set(times)) == len(times)
    assert min(times[0], PACE_BOUNDS[OFFERED[0]][0]) >= 6.0, "even when it follows a quick person"
    assert set(SECONDS_PER_CARD) == set(PACE_BOUNDS) == set(GAME.levels)
    for level in LEVELS:
        low, high = PACE_BOUNDS[level]
        assert low <= seconds_per_card(level) <= high
    with pytest.raises(ValueError):
        seconds_per_card("godlike")


def test_match_my_pace_is_on_for_the_easiest_two_levels_by_default():
    assert GAME.options["match_my_pace"] == "easy levels"
    assert EASY_LEVELS == tuple(OFFERED[:2])
    assert [level for level in OFFERED if follows(level, "easy levels")] == OFFERED[:2]
    assert all(follows(level, "always") for level in OFFERED)
    assert not any(follows(level, "never") for level in OFFERED)
    with pytest.raises(ValueError, match="Match my pace"):
        follows("easy", "sometimes")


def test_a_following_bot_takes_a_fifth_more_than_the_median_of_the_last_five_actions():
    recent = [30.0, 30.0, 5.0, 9.0, 6.0, 7.0, 8.0]          # the two oldest are forgotten
    assert seconds_per_card("beginner", "easy levels", recent) == pytest.approx(MATCH_FACTOR * 7.0)
    assert seconds_per_card("easy", "easy levels", [5.0]) == pytest.approx(6.0)
    assert seconds_per_card("easy", "easy levels", []) == SECONDS_PER_CARD["easy"], "nothing to follow yet"
    assert seconds_per_card("beginner", "never", recent) == SECONDS_PER_CARD["beginner"]
    assert seconds_per_card("normal", "easy levels", recent) == SECONDS_PER_CARD["normal"]


def test_a_following_bot_stays_within_its_levels_bounds():
    assert seconds_per_card("beginner", "easy levels", [1.0] * 5) == PACE_BOUNDS["beginner"][0]
    assert seconds_per_card("beginner", "easy levels", [200.0] * 5) == PACE_BOUNDS["beginner"][1]
    assert seconds_per_card("hard", "always", [60.0] * 5) == PACE_BOUNDS["hard"][1]
    assert seconds_per_card("expert", "always", [0.1] * 5) == PACE_BOUNDS["expert"][0]


def test_beginner_starts_slowly_and_follows_a_slow_person_with_no_low_ceiling():
    """A newcomer's first duel: Beginner's first cards are slower than its own time, and it takes
    at least 1.2 x what a person taking 15 s a card takes (and more for a slower one)."""
    first = seconds_per_card("beginner", "easy levels", [])
    assert first == pytest.approx(WARM_UP_FACTOR * SECONDS_PER_CARD["beginner"]) and first > SECONDS_PER_CARD["easy"]
    assert seconds_per_card("beginner", "easy levels", [4.0] * (WARM_UP - 1)) == first, "slower still while warming up"
    for person in (15.0, 20.0, 40.0):
        assert seconds_per_card("beginner", "easy levels", [person] * 6) >= 1.2 * person
    assert seconds_per_card("beginner", "easy levels", [8.0] * 6) == pytest.approx(MATCH_FACTOR * 8.0)


def test_match_my_pace_is_told_in_one_line():
    for match in MATCH_CHOICES:
        line = str(match_words(match))
        assert "\n" not in line and len(line) < 110
    assert "Beginner and Easy" in str(match_words("easy levels")) and "slow" in str(match_words("easy levels"))
    with pytest.raises(ValueError):
        str(match_words("sometimes"))


def test_the_game_offers_match_my_pace_where_bots_play_on_a_clock():
    assert GAME.option_choices(2, {"variant": "duel"})["match_my_pace"] == MATCH_CHOICES
    assert GAME.option_choices(2, {"variant": "kids"})["match_my_pace"] == MATCH_CHOICES
    assert GAME.option_choices(2, {"variant": "toddler"})["match_my_pace"] == ("never",)
    assert GAME.option_choices(3, {})["match_my_pace"] == ("never",)
    assert GAME.check_options(2, {})["match_my_pace"] == "easy levels"
    with pytest.raises(ValueError, match="match_my_pace"):
        GAME.check_options(2, {"match_my_pace": "sometimes"})


def test_the_set_up_screen_states_each_levels_pace():
    for level in OFFERED:
        assert str(GAME.level_descriptions[level]).startswith(f"about {SECONDS_PER_CARD[level]:g} s a card")


def person_discards_every(seconds: float, level: str, match: str, discards: int = 5) -> Referee:
    """A duel against `level` in which the person discards every `seconds` seconds (the bot
    kept from playing meanwhile); then the bot plays a card and draws its next time."""
    referee = Referee.new(GAME, 2, seed=5, seats=[HUMAN, level], options={"match_my_pace": match},
                          thinker=SyncThinker(), rng=random.Random(2))
    bot = referee.bots[1]
    for _ in range(discards):
        bot.timer, bot.period = 0.0, 1e9
        referee.update(seconds)
        referee.submit(0, Discard())
    bot.period = 0.0
    played = len(referee.moves)
    while len(referee.moves) == played:
        referee.update(0.01)
    return referee


@pytest.mark.parametrize("level,match,expected", [
    ("beginner", "easy levels", MATCH_FACTOR * 9.0),       # follows the person
    ("easy", "easy levels", MATCH_FACTOR * 5.0),
    ("beginner", "never", SECONDS_PER_CARD["beginner"]),   # its own time
    ("hard", "easy levels", SECONDS_PER_CARD["hard"]),     # not one of the easy levels
    ("hard", "always", PACE_BOUNDS["hard"][1]),            # follows, within its bounds
])
def test_at_the_referees_table_a_bot_follows_the_persons_recent_pace(level, match, expected):
    referee = person_discards_every(9.0 if expected != MATCH_FACTOR * 5.0 else 5.0, level, match)
    period = referee.bots[1].period
    assert (1 - JITTER) * expected <= period <= (1 + JITTER) * expected


def test_human_models_are_named_or_given_as_a_range():
    assert HUMANS["newcomer"] == HumanModel(5.0, 9.0) and HUMANS["practised"] == HumanModel(2.5, 4.0)
    assert human_model("human:3-4.5") == HumanModel(3.0, 4.5, "normal")
    assert human_model("hard") is None
    for bad in ("human:fast", "human:4-3", "human:0-2"):
        with pytest.raises(ValueError):
            human_model(bad)
    rng = random.Random(1)
    draws = [HUMANS["newcomer"].seconds(rng) for _ in range(200)]
    assert 5.0 <= min(draws) < 5.5 and 8.5 < max(draws) <= 9.0


def test_a_human_model_takes_its_drawn_time_per_action_and_thinks_like_normal():
    result = play_race(["beginner", "human:4-4"], seed=3, index=1, clock="levels")
    assert result.seats == ["human:4-4", "beginner"] and result.actions > 0
    with pytest.raises(ValueError, match="--clock levels"):
        play_race(["easy", "newcomer"], seed=3, index=0, clock="equal")


def test_in_the_race_a_following_bot_follows_the_human_model():
    """Match my pace in the race is the table's: a following Beginner against a slow model plays
    slower than its own time, so it lays fewer cards in the same time than one that does not."""
    follow = [play_race(["beginner", "human:20-20"], seed=4, index=i, clock="levels", match="easy levels")
              for i in range(6)]
    own = [play_race(["beginner", "human:20-20"], seed=4, index=i, clock="levels", match="never") for i in range(6)]

    def bot_pace(results):
        return sum(r.seconds for r in results) / sum(len(r.thinking) - human_actions(r) for r in results)

    def human_actions(r):
        return sum(1 for seat, _ in r.thinking if r.seats[seat] != "beginner")
    assert bot_pace(follow) > 1.3 * bot_pace(own)


@pytest.mark.parametrize("variant", ["duel", "kids"])
def test_the_race_command_puts_a_human_model_against_a_level(capsys, variant):
    assert race_main(["--bots", "beginner,newcomer", "--games", "2", "--variant", variant]) == 0
    out = capsys.readouterr().out
    assert "clock levels" in out and "newcomer" in out and "match my pace easy levels" in out
    with pytest.raises(SystemExit):
        race_main(["--bots", "easy,newcomer", "--clock", "equal", "--games", "1"])


def test_doctests():
    import doctest

    from game.flanx import pace
    from game.referee import bots
    assert doctest.testmod(pace).failed == 0 and doctest.testmod(bots).failed == 0
