"""`parlour serve GAME [options]`: host a table without a window, for a computer everyone can reach.

    parlour serve pixies --seats open,open,hard          # two friends and a Hard bot
    parlour serve flanx --option variant=duel            # a real-time duel (two open seats)
    parlour serve pixies --resume                        # the last unfinished hosted Pixies table

It prints the join code and the addresses to join at, then who sits down and leaves; the game
starts when every open seat is taken (or `--start-after` seconds after the first player sat
down, bots in the empty seats), and the server closes once the game is over and the players
have seen the end. The same referee, bots (in a worker process) and autosave as a table hosted
from the app; the announcement on the local network is on unless `--no-lan` (or PARLOUR_NO_LAN=1:
a container, where multicast reaches nobody). PARLOUR_BIND, PARLOUR_PORT, PARLOUR_CODE and
PARLOUR_AWAY_AFTER give defaults for --bind, --port, --code and --away-after (the Dockerfile sets
the address). No pygame is loaded.

Nobody stalls the table: a player silent on their turn for `--away-after` seconds (60) is played
by the stand-in bot until they act again, and a dropped player's seat waits `--hold` seconds
(300) for them once the game is on, then opens to anyone. SIGTERM (`docker stop`) or Ctrl+C tells
every player the table is closed, saves the game and exits within two seconds.
"""
from __future__ import annotations

import argparse
import json
import logging
import os
import signal
import sys
import threading
from pathlib import Path

from game import GAMES
from game.core.text import T
from saves import network
from scenes.kit.botworker import shared_worker
from scenes.net import lan
from scenes.net.host import Host
from scenes.net.seating import Seating
from scenes.net.wire import OPEN

log = logging.getLogger("parlour")

#: seconds of silence on a player's turn before the stand-in plays for them, by default
AWAY_AFTER = 60.0
#: seconds a dropped player's seat waits for them once the game is on, by default
HOLD = 300.0
#: seconds from SIGTERM to the end of the process, at most
STOP_SECONDS = 2.0


def stand_in_for(levels: tuple[str, ...]) -> str:
    """The bot that plays for someone away, unless told: Normal, or the game's middle level."""
    return "normal" if "normal" in levels else levels[len(levels) // 2]


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="parlour serve", description="Host a table that friends join over "
                                     "the network, without a window.")
    parser.add_argument("game", choices=sorted(name for name, game in GAMES.items() if game.max_players > 1))
    parser.add_argument("--players", type=int, help="how many seats (default: as many as --seats names, "
                        "else the game's fewest)")
    parser.add_argument("--seats", help="each seat, comma-separated: open (a friend) or a bot level "
                        "(default: every seat open)")
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                        help="a game option (repeat for more), e.g. variant=duel")
    parser.add_argument("--stand-in", help="the bot level that plays for a player who is away")
    parser.add_argument("--bind", default=os.environ.get("PARLOUR_BIND") or None,
                        help="the address to listen on (default: every interface; only loopback "
                             f"when {lan.LOOPBACK_ENV} is set)")
    parser.add_argument("--port", type=int, default=int(os.environ.get("PARLOUR_PORT") or lan.DEFAULT_PORT))
    parser.add_argument("--code", default=os.environ.get("PARLOUR_CODE") or None,
                        help="the join code (default: a new random one)")
    parser.add_argument("--start-after", type=float, metavar="SECONDS",
                        help="start this long after the first player sits down, bots in the seats left open")
    parser.add_argument("--away-after", type=float, metavar="SECONDS",
                        default=float(os.environ.get("PARLOUR_AWAY_AFTER") or AWAY_AFTER),
                        help=f"a player silent this long on their turn is played by the stand-in until they act "
                             f"(default {AWAY_AFTER:g}; 0: never)")
    parser.add_argument("--hold", type=float, metavar="SECONDS", default=HOLD,
                        help=f"a dropped player's seat waits this long for them once the game is on, then opens "
                             f"to anyone (default {HOLD:g})")
    parser.add_argument("--no-lan", action="store_true", help="do not announce the table on the local network")
    parser.add_argument("--resume", nargs="?", const="latest", metavar="FILE",
                        help="open a hosted table again (its file, or the newest unfinished one of GAME)")
    return parser.parse_args(argv)


def build_host(args: argparse.Namespace) -> Host:
    """The Host the arguments describe; ValueError saying what does not fit."""
    game = GAMES[args.game]
    for name, value in (("--away-after", args.away_after), ("--hold", args.hold)):
        if not 0 <= value < 1e7:
            raise ValueError(f"{name} is a number of seconds, not {value:g}")
    common = dict(thinker=shared_worker(), bind=args.bind, port=args.port, autostart=True,
                  start_after=args.start_after, backend=None if args.no_lan else lan.default_backend(),
                  away_after=args.away_after or None, hold=args.hold)
    if args.resume:
        return Host.reopen(_hosted(args.game, args.resume), **common)
    seats = [s.strip() for s in args.seats.split(",")] if args.seats else []
    players = args.players or len(seats) or game.min_players
    seats = seats or [OPEN] * players
    if len(seats) != players:
        raise ValueError(f"{len(seats)} seats named for {players} players")
    for seat in seats:
        if seat != OPEN and seat not in game.levels:
            raise ValueError(f"a seat is {seat!r}: say open, or one of {', '.join(game.levels)}")
    if OPEN not in seats:
        raise ValueError("no seat is open: a table with friends needs at least one")
    stand_in = args.stand_in or stand_in_for(game.levels)
    if stand_in not in game.levels:
        raise ValueError(f"{game.title} has no bot level {stand_in!r}")
    return Host(game.name, _options(args.option), Seating(seats, stand_in), code=args.code, **common)


def _options(pairs: list[str]) -> dict:
    options = {}
    for pair in pairs:
        name, sep, text = pair.partition("=")
        if not sep or not name:
            raise ValueError(f"an option is NAME=VALUE, not {pair!r}")
        try:
            options[name] = json.loads(text)
        except json.JSONDecodeError:
            options[name] = text
    return options


def _hosted(game_name: str, which: str) -> dict:
    if which != "latest":
        return network.load_hosted(Path(which))
    tables = [doc for doc in network.hosted_tables() if doc["game"] == game_name]
    if not tables:
        raise ValueError(f"there is no unfinished hosted {GAMES[game_name].title} table to open again")
    return tables[0]


def main(argv: list[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    handler = logging.StreamHandler(sys.stdout)
    handler.setFormatter(logging.Formatter("%(asctime)s %(message)s", "%H:%M:%S"))
    log.addHandler(handler)
    log.setLevel(logging.INFO)
    try:
        host = build_host(args)
        host.start()
    except (ValueError, OSError) as exc:
        print(f"parlour serve: {exc}", file=sys.stderr)
        return 2
    where = ", ".join(f"{address}:{host.port}" for address in lan.lan_addresses())
    print(f"Hosting {host.game.title} for {host.seating.players} on {host.bind}:{host.port}; join at {where}",
          flush=True)
    print(f"Join code: {host.code}", flush=True)
    print("Seats: " + ", ".join(seat.name or (seat.who if seat.who == OPEN else f"{seat.level} bot")
                                for seat in host.info.seats), flush=True)
    stop = threading.Event()
    previous = signal.signal(signal.SIGTERM, lambda *_: stop.set())
    try:
        while not host.finished.is_set() and not stop.is_set():
            host.finished.wait(0.2)
    except KeyboardInterrupt:
        stop.set()
    finally:
        signal.signal(signal.SIGTERM, previous)
    if stop.is_set():
        print("Stopping: the players are told the table is closed, and the game is saved", flush=True)
        host.stop(T("The host stopped the table."), timeout=STOP_SECONDS - 0.5)
        shared_worker().close()
    referee = host.referee
    if referee is not None and referee.is_over():
        print("Game over: " + ", ".join(f"seat {s + 1} {score:g}" for s, score in enumerate(referee.scores())),
              flush=True)
    return 0
