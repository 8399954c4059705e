"""Run the Dockerfile's command directly, without Docker, and play a whole game against it.

    python tests/serve_check.py        # .ci/run does this; tests/test_serve.py too

It reads ENTRYPOINT and CMD from the Dockerfile, runs them with the loopback rule
(PARLOUR_LOOPBACK_ONLY: the server listens on 127.0.0.1 only and announces nothing) on a free
port, joins the open seats with players who play random legal moves to the end, and fails unless
the server printed its join code, every player saw the game end, and the server then exited by
itself with status 0. Then again with one player who goes silent (their table shows every move
but they never act): `--away-after` (PARLOUR_AWAY_AFTER, 2 s here) hands their seat to the
stand-in, and the game must still end.
"""
from __future__ import annotations

import json
import os
import random
import re
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

SECONDS = 240.0


def dockerfile_command(path: Path = ROOT / "Dockerfile") -> list[str]:
    """ENTRYPOINT + CMD, both in the JSON form the Dockerfile uses."""
    found: dict[str, list[str]] = {}
    for line in path.read_text().splitlines():
        word, _, rest = line.partition(" ")
        if word in ("ENTRYPOINT", "CMD"):
            found[word] = json.loads(rest)
    return found.get("ENTRYPOINT", []) + found.get("CMD", [])


def local(command: list[str]) -> list[str]:
    """The command with `parlour` as installed beside this Python (a venv need not be active)."""
    script = Path(sys.executable).with_name("parlour")
    return [str(script) if script.exists() else "parlour", *command[1:]] if command[:1] == ["parlour"] else command


def check(command: list[str], extra_env: dict | None = None, seconds: float = SECONDS, silent: bool = False) -> str:
    """Run `command` as a server, play its game to the end; its whole output. `silent`: the last
    player to sit down never acts (the server must say they are away and play on)."""
    from scenes.net.client import CLOSED, Client

    env = {**os.environ, "PARLOUR_LOOPBACK_ONLY": "1", "PARLOUR_PORT": "0", "PARLOUR_HOME": tempfile.mkdtemp(),
           **(extra_env or {})}
    server = subprocess.Popen(command, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    lines: list[str] = []
    reader = threading.Thread(target=lambda: lines.extend(iter(server.stdout.readline, "")), daemon=True)
    reader.start()
    deadline = time.monotonic() + seconds
    players: list = []
    try:
        port, code = _announced(lines, server, deadline)
        open_seats = 1
        while open_seats:
            player = Client(f"127.0.0.1:{port}", code, f"Player {len(players) + 1}", remember=False)
            player.start()
            _wait(lambda joined=player: joined.table is not None or joined.status == CLOSED, deadline, "a seat")
            assert player.status != CLOSED, player.problem
            players.append(player)
            open_seats = sum(1 for seat in player.table.seats if seat.who == "open")
        rng = random.Random(1)
        while not all(p.link is not None and p.link.view().is_over() for p in players):
            assert time.monotonic() < deadline, "the game did not end in time"
            for number, player in enumerate(players):
                if player.link is None:
                    continue
                player.link.events()
                player.link.busy = False
                player.link.update(0.05)
                view = player.link.view()
                if silent and number == len(players) - 1:
                    continue
                if not view.is_over() and player.link.seat in view.to_move():
                    player.link.submit(rng.choice(view.legal_actions()))
            time.sleep(0.05)                   # a table's frame: players act no faster than people
        for player in players:
            player.close()
        status = server.wait(max(1.0, deadline - time.monotonic()))
        reader.join(5)
        assert status == 0, f"the server exited with {status}"
    except BaseException:
        print("the server's output:\n" + "".join(lines), file=sys.stderr)
        raise
    finally:
        for player in players:
            player.close()
        if server.poll() is None:
            server.kill()
    output = "".join(lines)
    assert "Game over" in output, output
    assert not silent or "is away: a bot plays for them" in output, output
    return output


def _announced(lines: list[str], server: subprocess.Popen, deadline: float) -> tuple[int, str]:
    while time.monotonic() < deadline:
        text = "".join(lines)
        port = re.search(r" on 127\.0\.0\.1:(\d+);", text)
        code = re.search(r"Join code: (\w+)", text)
        if port and code:
            return int(port.group(1)), code.group(1)
        assert server.poll() is None, f"the server stopped: {text}"
        time.sleep(0.05)
    raise TimeoutError("the server never said where to join")


def _wait(condition, deadline: float, what: str) -> None:
    while not condition():
        if time.monotonic() > deadline:
            raise TimeoutError(f"no {what} in time")
        time.sleep(0.01)


if __name__ == "__main__":
    command = local(dockerfile_command())
    print("running the Dockerfile's command:", " ".join(command), flush=True)
    started = time.monotonic()
    print(check(command), end="")
    print(f"serve check passed in {time.monotonic() - started:.1f} s")
    print("again, with a player who goes silent:", flush=True)
    started = time.monotonic()
    print(check(command, {"PARLOUR_AWAY_AFTER": "2"}, silent=True), end="")
    print(f"serve check with a silent player passed in {time.monotonic() - started:.1f} s")
