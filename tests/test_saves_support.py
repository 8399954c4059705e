"""Helpers for the save tests (no tests here): real engine states, and the per-version save files.

The files in tests/data were written by this module from real games:
    python tests/test_saves_support.py     (rewrites tests/data/save-v*-<game>.json)
"""
from __future__ import annotations

import dataclasses
import datetime as dt
import json
import random
import sys
from pathlib import Path

if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game import GAMES  # noqa: E402
from saves import migrate, store  # noqa: E402

DATA = Path(__file__).resolve().parent / "data"


def played(game: str, moves: int = 12, seed: int = 3):
    """(players, options, state): a real game of `game` after up to `moves` random legal actions."""
    players, options, state, _ = recorded(game, moves, seed)
    return players, options, state


def recorded(game: str, moves: int = 12, seed: int = 3):
    """(players, options, state, record): `played`'s game and its record (Referee.record's shape)."""
    rules = GAMES[game]
    players, options = rules.configurations()[0]
    state = rules.new(players, seed, **options)
    record = {"start": {"seed": seed, "players": players, "options": rules.check_options(players, options)},
              "moves": []}
    rng = random.Random(seed)
    for _ in range(moves):
        if state.is_over():
            break
        seat = state.to_move()[0]
        action = rng.choice(state.legal_actions(seat))
        state.apply(seat, action)
        record["moves"].append([seat, action.to_dict(), 0.0])
    return players, options, state, record


def play_a_first_move(app, game: str = "pixies"):
    """Open a two-seat table of `game` in which the person moves first, as someone who has seen
    no first-game tip (so the move writes the settings), play one legal move and let the frames
    and the autosave run; the table."""
    rules = GAMES[game]
    seed = next(s for s in range(50) if rules.new(2, s).to_move() == [0])
    app.apply_settings(dataclasses.replace(app.settings, tips_seen=()))
    app.start_table(game, 2, rules.check_options(2, {}), ["human", "random"], rules.new(2, seed))
    app.step()
    table = app.scenes.top
    assert table.act(table.view.legal_actions()[0])
    for _ in range(5):
        app.step()
    store.flush(5)
    return table


def seats_for(game: str, players: int) -> list[str]:
    """The human in seat 0, bots of the game's middle level elsewhere."""
    levels = GAMES[game].levels
    return ["human"] + [levels[len(levels) // 2]] * (players - 1)


def document(game: str, version: int, moves: int = 12, seed: int = 3) -> dict:
    """A save document of format `version` (see saves/migrate.py) from a real game."""
    players, options, state, record = recorded(game, moves, seed)
    seats = seats_for(game, players)
    created = dt.datetime(2026, 11, 30, 4, 30, 0, tzinfo=dt.UTC)
    if version == 1:
        return {"format": migrate.FORMAT, "version": 1, "game": game, "variant": options,
                "players": [{"name": "You" if seat == "human" else f"Bot {i + 1}",
                             "bot": None if seat == "human" else seat} for i, seat in enumerate(seats)],
                "state": state.to_dict(), "saved": created.timestamp(), "app": "0.0.9"}
    doc = {"format": migrate.FORMAT, "version": 2, "kind": "manual", "name": f"{game} test game",
           "game": game, "options": options, "seats": seats, "state": state.to_dict(),
           "created": created.isoformat(), "app": "0.1.0"}
    if version >= 3:
        doc.update(version=version, record=record, app="0.2.0" if version == 3 else "0.3.0")
    return doc


def write_version_files() -> list[Path]:
    written = []
    for game in GAMES:
        for version in range(1, migrate.CURRENT + 1):
            path = DATA / f"save-v{version}-{game}.json"
            path.write_text(json.dumps(document(game, version), indent=1) + "\n", encoding="utf-8")
            written.append(path)
    return written


if __name__ == "__main__":
    for path in write_version_files():
        print(path)
