"""Where ExpertKnowledge's weights come from: self-play positions and a least-squares fit.

    python -m game.pixies.fitting --games 200 --iterations 150 --seed 2

plays 2-player games between searching bots over PixiesKnowledge and, before every pick,
records both seats' features (knowledge.area_features, plus who picks next). When the round
ends, each position gets its outcome: seat 0's round score minus seat 1's. The fit explains that
difference by the difference of the seats' features, each feature with two weights (one at the
round's end, one more scaled by the share of the round still to play), so only what tells the
seats apart is learnt; what both seats will still gain cancels out. It prints EXPERT_WEIGHTS.
"""
from __future__ import annotations

import argparse
import random

from game.ai import ISMCTSBot
from game.pixies.bots import (
    CHOICE,
    EXPERT_WEIGHTS,
    PixiesKnowledge,
    area_features,
    picks_left,
    pool_counts,
)
from game.pixies.cards import SPACES
from game.pixies.state import PixiesState


def position_features(state: PixiesState, seat: int) -> list[float]:
    """Everything ExpertKnowledge weighs for `seat` here, in EXPERT_WEIGHTS' order."""
    counts = pool_counts(state)
    pool = len(state.deck) + len(state.revealed)
    draws = picks_left(state) * CHOICE
    features = area_features(*state.grid(seat), state.round, counts, pool, draws)
    features.append(1.0 if state.order[state.pick] == seat else 0.0)
    return features


def regressors(state: PixiesState) -> list[float]:
    """Seat 0's features minus seat 1's, then the same scaled by the share of the round left."""
    start = picks_left(state) / (SPACES + 0.5)
    difference = [a - b for a, b in zip(position_features(state, 0), position_features(state, 1))]
    return difference + [start * d for d in difference]


def self_play(games: int, iterations: int, seed: int) -> list[tuple[list[float], float]]:
    """(regressors, round outcome) for every decision of `games` 2-player games."""
    from game.pixies import GAME
    samples: list[tuple[list[float], float]] = []
    for index in range(games):
        state = GAME.new(2, seed * 1000 + index)
        search = ISMCTSBot(PixiesKnowledge(), iterations=iterations)
        rng = random.Random(index)
        waiting = []                                    # (round, regressors) until the round is scored
        while not state.is_over():
            seat = state.to_move()[0]
            waiting.append((state.round, regressors(state)))
            state.apply(seat, search.choose(state.view(seat), rng))
        samples.extend((x, float(state.history[r - 1][0] - state.history[r - 1][1])) for r, x in waiting)
    return samples


def least_squares(samples: list[tuple[list[float], float]]) -> list[float]:
    """The weights w minimising sum (x.w - y)^2: the normal equations, by Gaussian elimination."""
    n = len(samples[0][0])
    a = [[0.0] * (n + 1) for _ in range(n)]
    for x, y in samples:
        for i in range(n):
            xi = x[i]
            if xi:
                row = a[i]
                for j in range(n):
                    row[j] += xi * x[j]
                row[n] += xi * y
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(a[r][col]))
        a[col], a[pivot] = a[pivot], a[col]
        if abs(a[col][col]) < 1e-12:
            raise ValueError(f"feature {col} never varies: the fit is undetermined")
        for r in range(n):
            if r != col and a[r][col]:
                factor = a[r][col] / a[col][col]
                a[r] = [v - factor * p for v, p in zip(a[r], a[col])]
    return [a[i][n] / a[i][i] for i in range(n)]


def weights_table(weights: list[float]) -> str:
    """EXPERT_WEIGHTS as Python source, one feature a line."""
    half = len(weights) // 2
    lines = [f'    ("{label}", {weights[i]:.3f}, {weights[half + i]:.3f}),'
             for i, (label, _, _) in enumerate(EXPERT_WEIGHTS)]
    return "EXPERT_WEIGHTS = (\n" + "\n".join(lines) + "\n)"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.pixies.fitting", description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--iterations", type=int, default=150)
    parser.add_argument("--seed", type=int, default=2)
    args = parser.parse_args(argv)
    samples = self_play(args.games, args.iterations, args.seed)
    print(f"{len(samples)} positions from {args.games} games")
    print(weights_table(least_squares(samples)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
