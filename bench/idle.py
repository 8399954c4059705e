"""Idle CPU: the real app in a real window, left alone where a person would leave it.

    python bench/idle.py [--seconds 10] [--only menu pause ...] [--markdown] [--check-menu 3]

For each scene below it starts the app in a new process on the X display (DISPLAY, or an Xvfb
of its own when none is set and Xvfb is installed), puts the scene up as a person would find
it (a table: you and a bot, after the deal, on your turn), waits until the loop rests, then
reads the CPU time the app and every process it started (the bot worker) used over
`--seconds`, from /proc (Linux), and the frames the loop drew meanwhile.

Scenes: the main menu; each table waiting for you (Flanx in Toddler, its turn-based variant);
the pause menu over a table; the Zen booklet; and, apart from the budget, the Flanx duel, where
the bot keeps playing on its own clock and the game clock ticks. Budget (DESIGN.md): at most
1 % of a core in each budgeted scene; `--check-menu PCT` fails (exit 1) when the menu is above
PCT (CI).
"""
from __future__ import annotations

import argparse
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from tablememory import descendants

ROOT = Path(__file__).resolve().parent.parent
BUDGET_PERCENT = 1.0
#: the longest the app may take to reach a scene and rest there
READY_TIMEOUT_S = 60.0
#: after the loop first rests: a moment for anything late (a tool tip, the worker's start-up)
SETTLE_S = 2.0
TICKS = os.sysconf("SC_CLK_TCK")

#: scene key -> (label, counted in the budget)
SCENES = {
    "menu": ("main menu", True),
    "table-pixies": ("Pixies table, your turn (you + 1 bot)", True),
    "table-lixo": ("LIXO? table, your turn (you + 1 bot)", True),
    "table-flixo": ("Flixo table, your turn (you + 1 bot)", True),
    "table-flanx": ("Flanx Toddler table, your turn (you + 1 bot)", True),
    "table-zen": ("Zen puzzle, your move", True),
    "pause": ("pause menu over the Pixies table", True),
    "booklet": ("Zen booklet", True),
    "flanx-duel": ("Flanx duel: the bot plays, the clock ticks", False),
}


# -- in the app's process ----------------------------------------------------------------------------
def serve(key: str) -> None:
    """Run the real app with `key`'s scene up; print "ready" once the loop rests there. SIGUSR1
    starts the frame count, SIGUSR2 prints it ("frames N") and quits."""
    sys.path.insert(0, str(ROOT))
    from scenes.app import App
    from scenes.kit.wake import wake_loop
    from scenes.menu import MainMenu

    class Watched(App):
        frames = 0
        counted_from = None
        announced = False

        def _frame(self, taken, dt):
            super()._frame(taken, dt)
            self.frames += 1

        def next_wake(self):
            wake = super().next_wake()
            if not self.announced and resting(self, wake):
                self.announced = True
                print("ready", flush=True)
            return wake

    app = Watched(size=(1280, 720), fullscreen=False)
    app.start(MainMenu(app))
    put_up(app, key)

    def start(*_):
        app.counted_from = app.frames

    def stop(*_):
        print(f"frames {app.frames - (app.counted_from or 0)}", flush=True)
        app.quit()
        wake_loop()     # the loop is waiting for input: give it some, so it sees it should stop
    signal.signal(signal.SIGUSR1, start)
    signal.signal(signal.SIGUSR2, stop)
    app.run()


def put_up(app, key: str) -> None:
    import dataclasses

    from game import GAMES
    from scenes import tables
    from scenes.pause import PauseScene

    # a person who has played before: no first-game tips pulsing
    app.apply_settings(dataclasses.replace(app.settings, tips_seen=tuple(GAMES), confirm_quit=False))
    if key == "booklet":
        app.scenes.push(tables.other_scene_class("zen")(app))
        return
    game_name = {"pause": "pixies", "flanx-duel": "flanx"}.get(key, key.removeprefix("table-"))
    if game_name not in GAMES:
        return
    rules = GAMES[game_name]
    options = {"variant": "toddler"} if key == "table-flanx" else {}
    players = rules.min_players
    app.start_table(game_name, players, rules.check_options(players, options), ["human"] + ["easy"] * (players - 1))
    if key == "pause":
        app.scenes.push(PauseScene(app, app.scenes.top))


def resting(app, wake) -> bool:
    """The loop waits for input, on the person's turn at a table with no bot thinking; a duel,
    which never rests, once its play has started."""
    scene = app.scenes.top
    if getattr(scene, "realtime", False):
        return scene.running()
    if hasattr(scene, "my_turn") and not (scene.my_turn() and not scene.link.bots_thinking()):
        return False
    return wake is None


# -- the measuring side ------------------------------------------------------------------------------
def process_tree(root: int) -> list[int]:
    """`root` and every process below it."""
    return [root, *descendants(root)]


def cpu_seconds(pids: list[int]) -> dict[int, float]:
    """CPU seconds each of `pids` that is still there has used: its threads' run time in
    nanoseconds (schedstat) where the kernel keeps it, else user + system clock ticks."""
    times = {}
    for pid in pids:
        try:
            tasks = list(Path(f"/proc/{pid}/task").iterdir())
            times[pid] = sum(int((task / "schedstat").read_text().split()[0]) for task in tasks) / 1e9
        except (OSError, ValueError):
            try:
                fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            times[pid] = (int(fields[11]) + int(fields[12])) / TICKS
    return times


def measure(key: str, seconds: float, env: dict) -> dict:
    child = subprocess.Popen([sys.executable, str(Path(__file__).resolve()), "--serve", key], cwd=ROOT, env=env,
                             stdout=subprocess.PIPE, text=True)
    try:
        deadline = time.monotonic() + READY_TIMEOUT_S
        line = ""
        while line.strip() != "ready":
            line = child.stdout.readline()
            if not line or time.monotonic() > deadline:
                raise RuntimeError(f"{key}: the app never came to rest there")
        time.sleep(SETTLE_S)
        child.send_signal(signal.SIGUSR1)
        time.sleep(0.6)            # the count starts when the loop's wait next returns
        pids = process_tree(child.pid)
        before, started = cpu_seconds(pids), time.monotonic()
        time.sleep(seconds)
        pids = process_tree(child.pid)      # a worker started meanwhile counts from zero
        after, wall = cpu_seconds(pids), time.monotonic() - started
        child.send_signal(signal.SIGUSR2)
        line = ""
        while not line.startswith("frames "):
            line = child.stdout.readline()
            if not line:
                raise RuntimeError(f"{key}: the app stopped without saying how many frames it drew")
        frames = int(line.split()[1])
        child.wait(timeout=30)
    finally:
        if child.poll() is None:
            child.kill()
            child.wait()
    app_cpu = after.get(child.pid, 0.0) - before.get(child.pid, 0.0)
    others = sum(t - before.get(pid, 0.0) for pid, t in after.items() if pid != child.pid)
    return {"key": key, "seconds": wall, "app_percent": 100 * app_cpu / wall,
            "others_percent": 100 * others / wall, "percent": 100 * (app_cpu + others) / wall,
            "frames": frames, "processes": len(after)}


def with_display(env: dict) -> tuple[dict, subprocess.Popen | None]:
    """`env` with a DISPLAY: the one set, else a new Xvfb's (which the caller stops)."""
    if env.get("DISPLAY"):
        return env, None
    if shutil.which("Xvfb") is None:
        sys.exit("bench/idle.py needs an X display: set DISPLAY, or install Xvfb (apt-get install xvfb)")
    read, write = os.pipe()
    server = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", "1920x1080x24", "-nolisten", "tcp"],
                              pass_fds=(write,), stderr=subprocess.DEVNULL)
    os.close(write)
    with os.fdopen(read) as pipe:
        number = pipe.readline().strip()
    if not number:
        server.kill()
        sys.exit("Xvfb did not start")
    return {**env, "DISPLAY": f":{number}"}, server


def rows_text(results: list[dict], markdown: bool) -> list[str]:
    if markdown:
        lines = ["| scene | CPU % of a core (app + bot worker) | app | worker | frames drawn | budget <= 1 % |",
                 "|---|---:|---:|---:|---:|---|"]
    else:
        lines = [f"{'scene':48} {'CPU %':>6} {'app':>6} {'worker':>7} {'frames':>7}  budget <= {BUDGET_PERCENT:g} %"]
    for r in results:
        label, budgeted = SCENES[r["key"]]
        verdict = ("ok" if r["percent"] <= BUDGET_PERCENT else ("**OVER**" if markdown else "OVER")) \
            if budgeted else "(not budgeted: the bot plays)"
        if markdown:
            lines.append(f"| {label} | {r['percent']:.2f} | {r['app_percent']:.2f} | {r['others_percent']:.2f} | "
                         f"{r['frames']} | {verdict} |")
        else:
            lines.append(f"{label:48} {r['percent']:6.2f} {r['app_percent']:6.2f} {r['others_percent']:7.2f} "
                         f"{r['frames']:7}  {verdict}")
    return lines


def run(keys: list[str], seconds: float) -> list[dict]:
    env = {**os.environ, "PARLOUR_HOME": tempfile.mkdtemp(prefix="parlour-idle-"), "PYGAME_HIDE_SUPPORT_PROMPT": "1",
           "SDL_AUDIODRIVER": os.environ.get("SDL_AUDIODRIVER", "dummy")}
    for name in ("SDL_VIDEODRIVER", "PARLOUR_SYNC_BOTS"):     # a real window, a real bot worker
        env.pop(name, None)
    env, server = with_display(env)
    try:
        return [measure(key, seconds, env) for key in keys]
    finally:
        if server is not None:
            server.terminate()
            server.wait()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=10.0, help="how long each scene is measured")
    parser.add_argument("--only", nargs="+", choices=sorted(SCENES), help="just these scenes")
    parser.add_argument("--markdown", action="store_true", help="print a markdown table (bench/run.py)")
    parser.add_argument("--check-menu", type=float, metavar="PCT", help="exit 1 if the menu idles above PCT %%")
    parser.add_argument("--serve", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.serve:
        serve(args.serve)
        return 0
    keys = args.only or list(SCENES)
    results = run(keys, args.seconds)
    print("\n".join(rows_text(results, args.markdown)))
    print(f"{args.seconds:g} s per scene, real X window 1280x720 on "
          f"{os.environ.get('DISPLAY') or 'an Xvfb of its own'}; "
          f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    over = [r for r in results if SCENES[r["key"]][1] and r["percent"] > BUDGET_PERCENT]
    if over:
        print("over budget: " + ", ".join(SCENES[r["key"]][0] for r in over))
    menu = next((r for r in results if r["key"] == "menu"), None)
    if args.check_menu is not None and menu is not None and menu["percent"] > args.check_menu:
        print(f"FAILED: the menu idles at {menu['percent']:.2f} % of a core, above {args.check_menu:g} %")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
