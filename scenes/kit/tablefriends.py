"""A table with friends watches its host: what the host tells everyone ("Bob is away: a bot plays
for them") shows in the HUD, and the moment the host is out of reach the table says so and offers
to wait or to leave. TableScene takes this part from here; a table alone never hears from a host
(its Link has no notes and no trouble), so this costs it nothing.
"""
from __future__ import annotations

from typing import Any

from scenes.kit.dialog import ConfirmDialog
from scenes.kit.lang import _, say


class TableFriends:
    """Mixed into TableScene: `watch_host()`, called first in every update."""

    # what the table gives (TableScene)
    app: Any
    link: Any
    hud: Any
    hosted: bool
    refresh_hud: Any
    #: what was last said about the host being out of reach (None: nothing wrong)
    trouble_said: str | None = None

    def watch_host(self) -> bool:
        """At a table with friends: what the host tells everyone ("Bob is away..."), in the HUD;
        the moment the host is out of reach, say so and offer to wait or to leave (once for each
        thing that goes wrong). True when it asked."""
        for note in getattr(self.link, "take_notes", list)():
            self.hud.show_message(say(note))
        trouble = getattr(self.link, "trouble", None)
        if trouble == self.trouble_said or self.hosted:
            return False
        self.trouble_said = trouble
        if trouble:
            self.hud.set_status(trouble)
            ended = getattr(self.link, "lost_for_good", False)
            self.app.scenes.push(ConfirmDialog(
                self.app, _("The table is closed") if ended else _("The host is out of reach"),
                say(trouble) if ended else _("{trouble} Wait for the host to come back, or leave the table.").format(
                    trouble=say(trouble)),
                on_yes=self.app.scenes.unwind, yes=_("Leave the table"), no=_("Stay and look") if ended else _("Wait")))
            return True
        self.refresh_hud()
        return False
