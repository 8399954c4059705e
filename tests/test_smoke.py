"""`parlour --smoke-test` opens every scene, plays bot moves at every table and writes one real
picture per scene; here it runs in-process (CI also runs the installed and the frozen command)."""
from __future__ import annotations

from functools import partial

import pygame

from scenes import smoke, tables
from scenes.kit import lang
from scenes.launch import parse_args
from scenes.lesson.script import lesson_names
from scenes.menu import GameChoice


def test_the_smoke_test_passes_and_photographs_every_scene(tmp_path, capsys):
    assert smoke.run(tmp_path / "shots") == 0
    printed = capsys.readouterr().out
    assert str(tmp_path / "shots") in printed and "smoke test passed" in printed
    names = sorted(path.stem.split("-", 1)[1] for path in (tmp_path / "shots").glob("*.png"))
    expected = {"menu", "choose-game", "dialog", "demo-table", *tables.OTHER_SCENES,
                "host-a-table", "lobby", "join-a-table"}
    expected |= {f"setup-{rules.name}" for rules in GameChoice.games()}
    for name in tables.TABLES:
        expected |= {f"table-{name}", f"pause-{name}", f"resumed-{name}", f"result-{name}", f"hint-and-log-{name}",
                     f"card-ring-{name}"}
    expected |= {"finished-list", "replay", "review"}
    expected |= {"setup-together", "handover", "table-together", "pixies-together"}      # people at one computer
    expected |= {"flanx-together-duel", "flanx-together-toddler"}
    expected |= {f"review-picture-{name}-{scale}" for name in tables.TABLES for scale in (100, 200)}
    expected |= {f"lesson-{name}{size}" for name in lesson_names() for size in ("", "-200")}
    expected |= {f"result-{name}-200" for name in tables.TABLES} | {"lixo-hand-18", "lixo-hand-18-200"}
    expected |= {"menu-200", "settings-200", "load-200", "finished-200"}
    assert set(names) == expected
    for path in (tmp_path / "shots").glob("*.png"):
        picture = pygame.image.load(str(path))
        assert picture.get_size() == smoke.SIZE
        colours = {tuple(picture.get_at((x, y))) for x in range(0, 1280, 97) for y in range(0, 720, 61)}
        # the hand-over screen is a plain cover by design (it hides the table): a badge, a name, a button
        assert len(colours) > (3 if path.stem.endswith("handover") else 5), f"{path.name} is nearly one colour"


def test_a_failing_scene_fails_the_smoke_test_and_the_others_still_run(tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(smoke.SmokeTest, "dialog", lambda self: 1 / 0)
    monkeypatch.setattr(tables, "TABLES", {})   # the tables' part is covered above; keep this one short
    assert smoke.run(tmp_path) == 1
    out = capsys.readouterr().out
    assert "FAILED dialog" in out and "ok     demo-table" in out


def test_the_command_line_asks_for_the_smoke_test_and_its_folder():
    args = parse_args(["--smoke-test", "--out", "shots"])
    assert args.smoke_test and str(args.out) == "shots" and not args.display and args.language is None
    assert parse_args(["--smoke-test", "--language", "de"]).language == "de"


def test_the_smoke_test_photographs_every_screen_in_the_language_asked_for(tmp_path, monkeypatch, capsys):
    spoken = []

    def dialog(self) -> None:
        spoken.append((lang.current().code, lang._("Settings"), self.app.scenes.top.ui.get_locale()))

    def run(self) -> list[str]:                  # the whole run is covered above; two parts here
        self.part("menu", self.menu)
        self.part("dialog", partial(dialog, self))
        return self.failures

    monkeypatch.setattr(smoke.SmokeTest, "run", run)
    assert smoke.run(tmp_path, language="ru") == 0
    assert spoken == [("ru", "Настройки", "ru")]
