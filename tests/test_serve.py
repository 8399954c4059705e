"""`parlour serve` hosts a whole game without a window, and the Dockerfile runs it: built and run
in a container where Docker is here, its command run directly otherwise (tests/serve_check.py,
which .ci/run runs too). Everything on 127.0.0.1."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
import uuid

import pytest

from serve_check import ROOT, check, dockerfile_command, local


def test_parlour_serve_hosts_a_game_to_its_end_and_exits():
    output = check([sys.executable, "-m", "scenes", "serve", "flixo", "--seats", "open,easy,open",
                    "--option", "level=0", "--code", "ABC234"], {"PARLOUR_SYNC_BOTS": "1"})
    assert "Join code: ABC234" in output and "Seats: open, easy bot, open" in output
    assert "Player 1 sat down at seat 1" in output and "Player 2 sat down at seat 3" in output


def test_the_dockerfile_command_is_parlour_serve_and_runs_directly():
    command = dockerfile_command()
    assert command[:2] == ["parlour", "serve"]
    check(local(command), {"PARLOUR_SYNC_BOTS": "1"})


def test_parlour_serve_says_what_does_not_fit(tmp_path):
    for args, said in ((["pixies", "--seats", "open,wizard"], "a seat is 'wizard'"),
                       (["pixies", "--seats", "hard,hard"], "no seat is open"),
                       (["pixies", "--players", "3", "--seats", "open,open"], "2 seats named for 3 players"),
                       (["pixies", "--bind", "0.0.0.0"], "loopback"),
                       (["pixies", "--option", "first"], "NAME=VALUE"),
                       (["flanx", "--option", "variant=chess"], "variant"),
                       (["flixo", "--option", "level=9"], "level"),
                       (["pixies", "--resume"], "no unfinished hosted Pixies table"),
                       (["pixies", "--code", "A"], "a join code is 6 of the letters"),
                       (["pixies", "--code", "ABCDE0"], "no 0, O, 1 or I"),
                       (["pixies", "--away-after", "-1"], "--away-after is a number of seconds")):
        result = subprocess.run([sys.executable, "-m", "scenes", "serve", *args], capture_output=True, text=True,
                                timeout=60, env={**os.environ, "PARLOUR_HOME": str(tmp_path)})   # no table to resume
        assert result.returncode == 2 and said in result.stderr, (args, result.stderr)


def docker() -> str | None:
    path = shutil.which("docker")
    if path is None or subprocess.run([path, "info"], capture_output=True, timeout=60).returncode != 0:
        return None
    return path


@pytest.mark.skipif(docker() is None, reason="no Docker engine here: the command runs directly instead (above)")
def test_the_dockerfile_builds_and_serves_on_loopback():
    """Built from this tree; run on the host's network namespace listening on 127.0.0.1 only."""
    tag = f"parlour-serve-test:{uuid.uuid4().hex[:8]}"
    binary = docker()
    subprocess.run([binary, "build", "-t", tag, str(ROOT)], check=True, timeout=1200)
    try:
        check([binary, "run", "--rm", "--network", "host", "-e", "PARLOUR_BIND=127.0.0.1", "-e", "PARLOUR_PORT=0",
               "-e", "PARLOUR_LOOPBACK_ONLY=1", tag])
    finally:
        subprocess.run([binary, "rmi", "-f", tag], capture_output=True, timeout=120)


def test_parlour_serve_plays_on_when_a_player_goes_silent():
    output = check([sys.executable, "-m", "scenes", "serve", "pixies", "--seats", "open,open,easy",
                    "--away-after", "2"], {"PARLOUR_SYNC_BOTS": "1"}, silent=True)
    assert "Player 2 is away: a bot plays for them" in output
