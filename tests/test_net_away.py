"""Nobody stalls a table and nobody keeps a seat they left: a silent player is played by the
stand-in, a dropped player's seat is held and then opened, the host sends a player away, and a
stopped `parlour serve` leaves no process behind. All on 127.0.0.1."""
from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

from game.referee import HUMAN
from net_helpers import close_all, hosting, join, playing, step, wait_for
from process_helpers import descendants, parent_with_a_worker
from scenes.net.client import AWAY, CLOSED, PLAYING
from serve_check import ROOT, _announced


def test_a_player_who_never_acts_does_not_stop_the_game_and_acting_brings_them_back():
    with hosting("pixies", ["open", "open", "easy"], away_after=3.0) as host:
        ann, silent = join(host, "Ann"), join(host, "Sil")
        host.start_game()
        playing([ann, silent])
        rng, started = random.Random(8), time.monotonic()
        said: dict[str, list[str]] = {"Sil": [], "Ann": []}

        def frame() -> bool:
            silent.link.events()
            silent.link.busy = False                          # the silent player's table shows the moves
            said["Sil"] += silent.link.take_notes()
            said["Ann"] += ann.link.take_notes()
            return step(ann, rng)                             # Ann plays her turns

        wait_for(lambda: frame() and silent.seat in host.seating.away, "the silent player to be away", 20)
        assert time.monotonic() - started >= 3.0 - 0.1
        wait_for(lambda: frame() and ann.table.seats[silent.seat].away, "Ann's table to know")
        assert ann.link.names[silent.seat] == "Sil (away)" and ann.link.seats[silent.seat] == "easy"
        assert silent.link.seats[silent.seat] == HUMAN         # theirs to take back on their table

        wait_for(lambda: not frame() or len(host.referee.moves) > 12, "the game to go on", 60)
        assert any(m.seat == silent.seat for m in host.referee.moves)
        assert said == {"Sil": ["You are away: a bot plays for you until you move."],
                        "Ann": ["Sil is away: a bot plays for them."]}
        view = silent.link.view()
        while not view.is_over() and silent.seat not in view.to_move():   # the silent player acts again
            frame()
            view = silent.link.view()
        if not view.is_over():
            silent.link.submit(rng.choice(view.legal_actions()))
            wait_for(lambda: silent.seat not in host.seating.away, "the player to be back")
            assert host.referee.seats[silent.seat] == HUMAN
            wait_for(lambda: "Sil is back." in ann.link.take_notes(), "Ann to be told")
        close_all([ann, silent])


def test_a_dropped_players_seat_is_held_then_opens_to_anyone():
    with hosting("pixies", ["open", "open"], hold=1.0) as host:
        ann, bob = join(host, "Ann"), join(host, "Bob")
        host.start_game()
        playing([ann, bob])
        seat = bob.seat
        bob.close()
        wait_for(lambda: host.referee.seats[seat] != HUMAN, "the stand-in in Bob's seat")
        assert host.seating.people[seat].name == "Bob"               # held for him a while
        wait_for(lambda: seat not in host.seating.people, "the seat to open", 5)
        cy = join(host, "Cy")
        assert cy.seat == seat
        playing([cy])
        wait_for(lambda: host.referee.seats[seat] == HUMAN, "Cy to play the seat")
        late = join(host, "Bob", token=bob.token)
        assert late.status == CLOSED and "taken" in str(late.problem)
        close_all([ann, cy])


def test_the_host_frees_a_seat_in_the_lobby_and_during_the_game():
    with hosting("pixies", ["you", "open", "open"], stand_in="easy") as host:
        me = join(host, "Host", token=host.own_token)
        ann, bob = join(host, "Ann"), join(host, "Bob")
        host.free_seat(ann.seat)
        wait_for(lambda: ann.status == CLOSED, "Ann to be sent away")
        assert str(ann.problem) == "The host sent you away from this table."
        assert join(host, "Ann", token=ann.token).seat == ann.seat      # her old token is a stranger's now
        host.free_seat(me.seat)                                          # the host's own seat stays
        host.start_game()
        playing([me, bob])
        host.free_seat(bob.seat)
        wait_for(lambda: bob.status == CLOSED, "Bob to be sent away")
        wait_for(lambda: host.referee.seats[bob.seat] == "easy", "the stand-in in Bob's seat")
        assert bob.seat not in host.seating.people and me.status == PLAYING
        close_all([me])


def alive(pid: int) -> bool:
    try:
        state = (Path("/proc") / str(pid) / "stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


def test_sigterm_on_parlour_serve_tells_the_players_saves_and_leaves_no_process(tmp_path):
    from scenes.net.client import Client
    env = {**os.environ, "PARLOUR_LOOPBACK_ONLY": "1", "PARLOUR_PORT": "0", "PARLOUR_HOME": str(tmp_path),
           "PARLOUR_SYNC_BOTS": "0", "PYTHONPATH": str(ROOT)}
    server = subprocess.Popen([sys.executable, "-m", "scenes", "serve", "pixies", "--seats", "open,hard"], env=env,
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    lines: list[str] = []
    threading.Thread(target=lambda: lines.extend(iter(server.stdout.readline, "")), daemon=True).start()
    try:
        port, code = _announced(lines, server, time.monotonic() + 60)
        ann = Client(f"127.0.0.1:{port}", code, "Ann", remember=False)
        ann.start()
        wait_for(lambda: ann.link is not None, "the game to start", 30)      # the one open seat taken
        view = ann.link.view()
        if ann.link.seat in view.to_move():     # whoever the deal lets start: the bot must think
            ann.link.submit(view.legal_actions()[0])
        wait_for(lambda: len(descendants(server.pid)) >= 1, "the bot worker", 60)
        below = descendants(server.pid)
        started = time.monotonic()
        server.send_signal(signal.SIGTERM)
        status = server.wait(10)
        took = time.monotonic() - started
        wait_for(lambda: ann.status in (CLOSED, AWAY), "Ann to be told")
        print(f"parlour serve ended {took:.2f} s after SIGTERM")
        assert status == 0 and took < 2.0, (status, took, "".join(lines))
        assert str(ann.problem) == "The host stopped the table."
        wait_for(lambda: not any(alive(pid) for pid in below), "the bot worker and its helpers to end", 5)
        assert list((tmp_path).rglob("*.json")), "the game was not saved"
        ann.close()
    finally:
        if server.poll() is None:
            server.kill()


def test_the_bot_worker_ends_with_its_parent_even_when_the_parent_is_killed():
    parent = parent_with_a_worker()
    try:
        workers = [int(pid) for pid in parent.stdout.readline().split()]
        below = descendants(parent.pid)
        assert set(workers) == below                    # the worker alone: no helper process beside it
        parent.kill()                                   # SIGKILL: no atexit, no clean shutdown
        parent.wait(5)
        wait_for(lambda: not any(alive(pid) for pid in below), "the worker to end", 10)
    finally:
        if parent.poll() is None:
            parent.kill()


def test_in_a_real_time_duel_a_player_who_never_acts_is_played_by_the_stand_in():
    from net_helpers import realtime_plans
    name, options = realtime_plans()[0]
    with hosting(name, ["open", "open"], options, away_after=2.0) as host:
        ann, silent = join(host, "Ann"), join(host, "Sil")
        host.start_game()
        playing([ann, silent])
        rng, last = random.Random(3), [0.0]

        def frame() -> bool:
            silent.link.events()
            silent.link.busy = False
            silent.link.update(0.02)                         # its table runs (the clock starts), no move
            if time.monotonic() - last[0] < 0.8:             # Ann plays at a person's pace
                ann.link.events()
                ann.link.busy = False
                ann.link.update(0.02)
                return not ann.link.view().is_over()
            last[0] = time.monotonic()
            return step(ann, rng)

        wait_for(lambda: not frame() or silent.seat in host.seating.away, "the silent player to be away", 30)
        assert silent.seat in host.seating.away and host.referee.seats[silent.seat] != HUMAN

        def waiting() -> bool:
            """Ann waits now, so the game cannot end before the stand-in has played (a loaded
            machine may take a while to give it its turn to think)."""
            for client in (ann, silent):
                client.link.events()
                client.link.busy = False
                client.link.update(0.02)
            return not ann.link.view().is_over()

        wait_for(lambda: not waiting() or any(m.seat == silent.seat for m in host.referee.moves),
                 "the stand-in to play for them", 30)
        assert any(m.seat == silent.seat for m in host.referee.moves)
        close_all([ann, silent])
