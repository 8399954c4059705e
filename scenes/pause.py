"""The pause menu every table opens (Escape, or its pause button): resume, save and quit to the
menu, the rules, restart. It works through the table's public attributes only (game_name,
players, options, seats, link: see scenes.tables), so no table needs code of its own for it.
"""
from __future__ import annotations

from typing import Any

import pygame_gui

from scenes import tables
from scenes.kit.dialog import ConfirmDialog, MessageDialog, Overlay


class PauseScene(Overlay):
    name = "pause"
    panel_width = 440

    def __init__(self, app: Any, table: Any) -> None:
        self.table = table
        self.buttons: dict = {}
        super().__init__(app)

    def fill(self, panel: pygame_gui.elements.UIPanel | None) -> None:
        link = self.table.link
        # at a table with friends the host keeps the game (and its players' seats): a player
        # leaves, the host closes the table, and nobody restarts it alone
        leave = ("Close the table for everyone" if link.hosting else "Leave the table") if link.remote \
            else "Save and quit to menu"
        y = self.title_label("Menu: the game goes on" if link.remote else "Paused")
        has_rules = "rules" in tables.OTHER_SCENES
        # the host of a table with friends may send a player away from the table too
        hosts = getattr(link, "host_controls", None) is not None
        rows = [
            ("resume", "Resume", self.app.scenes.pop),
            ("save", leave, self.save_and_quit),
            *([("players", "Players", self.show_players)] if hosts else []),
            ("rules", "Rules" if has_rules else "Rules: coming soon", self.show_rules if has_rules else None),
            ("keys", "Keys", self.show_keys),
            *([] if link.remote else [("restart", "Restart", self.ask_restart)]),
        ]
        made = self.button_column(y, [(label, command) for _, label, command in rows])
        self.buttons = dict(zip([key for key, _, _ in rows], made))

    def save_and_quit(self) -> None:
        table = self.table
        try:
            table.link.save()
        except OSError as exc:
            self.app.scenes.push(MessageDialog(self.app, "The game could not be saved",
                                               f"{exc}. The game is still open."))
            return
        self.app.scenes.unwind()

    def show_players(self) -> None:
        from scenes.net.players import PlayersOverlay  # network play loads when first asked for
        self.app.scenes.push(PlayersOverlay(self.app, self.table.link))

    def show_rules(self) -> None:
        self.app.scenes.push(tables.registered_scene("rules")(self.app, game=self.table.game_name))

    def show_keys(self) -> None:
        self.app.scenes.push(tables.registered_scene("keys")(self.app))

    def ask_restart(self) -> None:
        self.app.scenes.push(ConfirmDialog(
            self.app, "Restart this game?",
            "This game is dropped and a new one is dealt, with the same players and options.",
            on_yes=self.restart, yes="Restart", no="Cancel"))

    def restart(self) -> None:
        table = self.table
        self.app.start_table(table.game_name, table.players, table.options, table.seats,
                             people=getattr(table.link, "people", None) or None)
