"""One checkout's random games per CPU second, measured on request: bench/engines.py --against
starts one of these per checkout and asks them in turn, so two versions of the engines are
measured side by side in one run, interleaved, on the same seeded games.

    python bench/playout_worker.py ROOT      # then lines of JSON on stdin: [game, players, options, seconds]

It imports `game` from ROOT, and uses only what every version of the contract has (GAMES, `new`,
`to_move`, `legal_actions`, `_do`), plus `advance` where the checkout has it: each version plays
its playouts the way its own search does. Per request it answers one line of JSON: the games
finished, those cut off at CAP actions, and the process CPU seconds they took; or {"error": ...}.
Each (game, players, options) keeps its own seed counter and generator across requests, so the
two checkouts play the same games in the same order.
"""
from __future__ import annotations

import json
import random
import sys
import time
from typing import Any

#: a random game longer than this is cut off (a random Flanx player may discard for ever)
CAP = 3000


def measure(games: Any, name: str, players: int, options: dict[str, Any], seconds: float,
            streams: dict[str, list[Any]]) -> dict[str, Any]:
    """Random games of one configuration for `seconds` of this process's CPU time; `streams`
    holds each configuration's next seed and its generator."""
    rules = games[name]
    seed_rng = streams.setdefault(json.dumps([name, players, options], sort_keys=True), [0, random.Random(1)])
    done = cut = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        state = rules.new(players, seed=seed_rng[0], **options)
        seed_rng[0] += 1
        rng = seed_rng[1]
        move = getattr(state, "advance", None) or state._do
        actions = 0
        while not state.is_over() and actions < CAP:
            seat = state.to_move()[0]
            legal = state.legal_actions(seat)
            move(seat, legal[rng.randrange(len(legal))])
            actions += 1
        done += state.is_over()
        cut += not state.is_over()
    return {"games": done, "cut": cut, "cpu": time.process_time() - start}


def main(root: str) -> int:
    sys.path.insert(0, root)
    from game import GAMES
    streams: dict[str, list[Any]] = {}
    for line in sys.stdin:
        name, players, options, seconds = json.loads(line)
        try:
            answer = measure(GAMES, name, players, options, seconds, streams)
        except Exception as exc:   # a configuration this version does not know: say so, keep serving
            answer = {"error": f"{type(exc).__name__}: {exc}"}
        print(json.dumps(answer), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
