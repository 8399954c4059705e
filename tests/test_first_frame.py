"""The first frame first (scenes.firstframe): the real start-up path (scenes.launch.main) keeps
the live menu's first frame; the next start puts exactly those pixels on the window before the app
is built, the live menu draws the same pixels over them, a click on the early frame is kept for the
live menu, and a changed language, text size, window size, save or build shows no early frame."""
from __future__ import annotations

import dataclasses
import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from saves import settings as saved_settings
from scenes import firstframe, launch
from scenes.kit.dialog import MessageDialog
from scenes.menu import GameChoice, MainMenu


@pytest.fixture
def home(tmp_path, monkeypatch) -> Path:
    """A home of its own for each test, and the app quits after its first frame when run."""
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    monkeypatch.setenv("PARLOUR_FIRST_FRAME", "1")
    return tmp_path


def first_start() -> None:
    """A start from nothing kept: the live menu draws the first frame, which is kept."""
    assert firstframe.show([]) is None
    assert launch.main([]) == 0
    assert firstframe.cache_path().exists()


def live_app(early: firstframe.Early | None):
    app = launch.start(launch.parse_args([]), early)
    app.step()
    return app


def test_the_next_start_shows_the_kept_menu_first_and_the_live_menu_draws_the_same_pixels(home):
    first_start()
    early = firstframe.show([])
    assert early is not None and early.shown
    window = pygame.display.get_surface()
    assert window is early.window and window.get_size() == (1280, 720)
    assert bytes(window.get_buffer().raw) == early.pixels          # the window holds the kept menu
    felt = window.get_at((5, 5))
    assert felt.g > felt.r and felt.g > felt.b                     # the menu's green cloth, not black
    app = live_app(early)
    assert app.window is window and isinstance(app.scenes.top, MainMenu)
    assert bytes(window.get_buffer().raw) == early.pixels          # the live menu drew the very same frame
    assert firstframe.keep(app, early) == "same"                   # and so the check after it finds
    assert firstframe.keep(app, early) == "no key"                 # once per start
    app.scenes.top.close()


def test_the_early_frame_is_checked_against_the_live_menu_by_the_real_loop(home):
    first_start()
    before = firstframe.cache_path().stat().st_mtime_ns
    assert launch.main([]) == 0                                    # shows it, runs, checks it: the same
    assert firstframe.cache_path().stat().st_mtime_ns == before


def test_a_click_on_the_early_frame_is_kept_for_the_live_menu(home):
    first_start()
    app = live_app(None)
    new_game = app.scenes.top.buttons["New game"].rect.center
    app.scenes.top.close()
    early = firstframe.show([])
    assert early is not None and early.shown
    # SDL on X11 drops a click read within 10 ms of the window's focus, and an early click is read
    # with it, in one go, when the app first takes the events: the hint makes it a click
    assert os.environ["SDL_MOUSE_FOCUS_CLICKTHROUGH"] == "1"
    # the person clicks New game on the early frame, before the app is even imported
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=new_game, button=1, touch=False))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=new_game, button=1, touch=False))
    app = live_app(early)
    for _ in range(3):
        app.step()
    assert isinstance(app.scenes.top, GameChoice)
    for scene in reversed(app.scenes.stack):
        scene.close()


def change_settings(**changes) -> None:
    saved_settings.save(dataclasses.replace(saved_settings.load(), **changes))


@pytest.mark.parametrize("change", [
    lambda: change_settings(language="de"),
    lambda: change_settings(ui_scale=150),
    lambda: change_settings(window_size=(1100, 700)),
    lambda: change_settings(fullscreen=True),
])
def test_a_changed_setting_never_shows_a_stale_frame(home, change):
    first_start()
    change()
    assert firstframe.show([]) is None
    assert launch.main([]) == 0                                    # the live menu is kept instead
    early = firstframe.show([])
    assert early is not None and early.shown


@pytest.mark.parametrize("argv", [["--language", "ru"], ["--windowed", "--language=de"]])
def test_the_command_line_language_is_part_of_the_key(home, argv):
    first_start()
    assert firstframe.show(argv) is None


def test_the_system_language_and_a_saved_game_are_part_of_the_key(home, monkeypatch):
    first_start()
    monkeypatch.setenv("LANGUAGE", "ru")
    assert firstframe.show([]) is None
    monkeypatch.setenv("LANGUAGE", "en")
    assert firstframe.show([]) is not None
    saves = home / "saves"
    saves.mkdir(exist_ok=True)
    (saves / "autosave-pixies.json").write_text("{}")              # the menu would offer Continue
    assert firstframe.show([]) is None


def test_a_file_to_open_or_the_smoke_test_shows_no_early_frame(home):
    first_start()
    for argv in (["game.parlour"], ["--smoke-test"], ["--help"]):
        assert firstframe.show(argv) is None


def test_a_second_window_on_the_same_home_shows_no_early_frame(home):
    first_start()
    from saves import instance
    instance._held.pop(home).release()      # this test process plays the second window
    assert not firstframe.home_taken()
    holder = subprocess.Popen(
        [sys.executable, "-c", "import fcntl, os, sys; fd = os.open(sys.argv[1], os.O_RDWR | os.O_CREAT); "
         "fcntl.flock(fd, fcntl.LOCK_EX); print('held', flush=True); sys.stdin.read()", str(home / instance.FILE)],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "held"
        assert firstframe.home_taken() and firstframe.show([]) is None
    finally:
        holder.communicate("")
    assert not firstframe.home_taken() and firstframe.show([]) is not None


def test_a_kept_frame_of_another_build_or_a_damaged_file_is_not_shown(home):
    first_start()
    path = firstframe.cache_path()
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2])                       # cut short: the window opens, unshown
    early = firstframe.show([])
    assert early is not None and not early.shown and early.pixels is None
    path.write_bytes(b"something else\n")
    assert firstframe.show([]) is None
    head, _, pixels = data.partition(b"\n")
    path.write_bytes(head.replace(b"width 1280", b"width wide") + b"\n" + pixels)
    assert firstframe.show([]) is None
    path.write_bytes(data)
    menu = Path(firstframe.__file__).parent / "menu.py"
    stat = menu.stat()
    os.utime(menu, ns=(stat.st_atime_ns, stat.st_mtime_ns + 1_000_000))   # the menu's code changed
    try:
        assert firstframe.show([]) is None
    finally:
        os.utime(menu, ns=(stat.st_atime_ns, stat.st_mtime_ns))
    assert firstframe.show([]) is not None


def test_a_kept_frame_that_differs_from_the_live_menu_is_replaced_by_it(home):
    first_start()
    path = firstframe.cache_path()
    data = path.read_bytes()
    head, _, pixels = data.partition(b"\n")
    path.write_bytes(head + b"\n" + bytes(len(pixels)))             # the same key, other pixels: black, no icon
    early = firstframe.show([])
    assert early is not None and early.shown
    app = live_app(early)
    live = bytes(app.window.get_buffer().raw)
    assert live != early.pixels                                    # the live menu drew itself over it
    assert firstframe.keep(app, early) == "replaced"
    kept = path.read_bytes()                                       # the next start shows the live menu's frame
    assert kept.startswith(head + b"\n" + live) and kept[len(head) + 1 + len(live):] == bytes(app.icon.get_buffer().raw)
    app.scenes.top.close()


def test_a_menu_under_the_pointer_or_with_a_dialog_over_it_is_not_kept(home, monkeypatch):
    first_start()
    path = firstframe.cache_path()
    path.write_bytes(b"")                                          # nothing kept: this start would keep its frame
    assert firstframe.show([]) is None
    app = live_app(None)
    monkeypatch.setattr(app.scenes.top.ui, "get_hovering_any_element", lambda: True)
    assert firstframe.keep(app, None) == "not at rest"
    assert firstframe.show([]) is None
    app.scenes.push(MessageDialog(app, "A notice", "over the menu"))
    app.step()
    assert firstframe.keep(app, None) == "not the menu alone"
    assert path.read_bytes() == b""                              # neither was kept
    for scene in reversed(app.scenes.stack):
        scene.close()


#: a fresh process's start up to the early frame (scenes.firstframe.show), then what it had imported
#: before the frame and whether pygame is whole after it
FRESH_START = """
import sys
from scenes import firstframe
seen = []
def spy():
    seen.extend(name for name in sys.modules if name.startswith("pygame"))
original = firstframe._show
def watched(pygame, language, windowed):
    result = original(pygame, language, windowed)
    spy()                                   # the early frame is up: pygame's start has not run yet
    return result
firstframe._show = watched
early = firstframe.show([])
import pygame
print("shown", early is not None and early.shown)
print("before", " ".join(sorted(seen)))
print("whole", all(hasattr(pygame, n) for n in ("init", "Rect", "Surface", "font", "mixer", "Window", "event")))
print("same-window", pygame.display.get_surface() is early.window)
"""


def test_a_fresh_start_puts_the_frame_up_before_pygames_own_start_and_runs_it_after(home):
    """The early frame needs pygame's display alone: fonts, sound and the rest of pygame's start
    (20-30 ms) come after the frame, on the same package, so the app finds pygame whole."""
    first_start()
    from saves import instance, paths
    held = instance._held.pop(paths.home(), None)    # as if this first window had quit
    if held is not None:
        held.release()
    env = {**os.environ, "PARLOUR_FIRST_FRAME": ""}
    out = subprocess.run([sys.executable, "-c", FRESH_START], capture_output=True, text=True, env=env,
                         cwd=Path(__file__).resolve().parent.parent, timeout=60)
    assert out.returncode == 0, out.stderr
    lines = dict(line.split(" ", 1) for line in out.stdout.splitlines())
    assert lines["shown"] == "True"
    before = set(lines["before"].split())
    assert {"pygame", "pygame.display", "pygame.window"} <= before
    assert not before & {"pygame.font", "pygame.mixer", "pygame.sprite", "pygame._debug", "pygame.image"}
    assert lines["whole"] == "True" and lines["same-window"] == "True"


def test_the_window_opens_with_parlours_icon_from_the_kept_pixels(home, monkeypatch):
    """The icon is set before the window opens (else SDL opens it with pygame's own), at the early
    frame from the kept pixels, which are scenes.app.window_icon's."""
    from scenes.app import ICON_SIDE, window_icon
    first_start()
    icons: list[pygame.Surface] = []
    real = pygame.display.set_icon
    monkeypatch.setattr(pygame.display, "set_icon", lambda icon: (icons.append(icon.copy()), real(icon)))
    early = firstframe.show([])
    assert early is not None and early.shown and len(icons) == 1
    want = window_icon()
    assert icons[0].get_size() == (ICON_SIDE, ICON_SIDE)
    assert all(icons[0].get_at((x, y)) == want.get_at((x, y)) for x in range(ICON_SIDE) for y in range(ICON_SIDE))
    assert icons[0].get_at((ICON_SIDE // 2, ICON_SIDE // 2)).a == 255 and icons[0].get_at((0, 0)).a == 0
    app = live_app(early)
    assert len(icons) == 1                                         # the app keeps the icon it found
    app.scenes.top.close()
