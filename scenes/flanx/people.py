"""The people at one Flanx table at one computer: each person's seat, Link and input device.

DESIGN.md's "People and languages": the people at this computer are the person's Link's
(`Link.people`, game.referee.people: a name and a colour by seat). In the duel and Kids two
people race at once, one with the mouse and one with the keyboard's card ring, each with their
hand on their own side of the table, each through their own Link on the same referee
(`Link.companion`); in Toddler they take turns and the table follows whoever is to move (the
kit's scenes.kit.tablepeople).

Who has which device: the first person seated has the mouse, unless the table keeps another
choice (`devices_kept`, saved with the game so Continue keeps it). The set-up says so
(`racing_note`).

    >>> devices_of(devices_kept(1), [0, 1])
    {0: 'keys', 1: 'mouse'}
    >>> devices_of({}, [0, 1])           # nothing said: the first person has the mouse
    {0: 'mouse', 1: 'keys'}
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game import GAMES
from game.referee import Link
from scenes.kit.lang import _

MOUSE, KEYS = "mouse", "keys"
#: the key of what the table keeps: the seat that plays with the mouse where two people race
MOUSE_KEPT = "mouse"


def device_words(device: str) -> str:
    """What a device is called on screen ("Ann: mouse · Ben: keys")."""
    return _("mouse") if device == MOUSE else _("keys")


def racing_note(names: Sequence[str | None], realtime: bool, mouse: int | None = None) -> str | None:
    """What the set-up says where two people race at once, who has which: "Ann: mouse · Ben: keys"
    (by default the first person seated has the mouse); None elsewhere.

    >>> racing_note(["Ann", "Ben"], True), racing_note(["Ann", "Ben"], True, mouse=1)
    ('Ann: mouse  ·  Ben: keys', 'Ann: keys  ·  Ben: mouse')
    >>> racing_note(["Ann", None], True), racing_note(["Ann", "Ben"], False)
    (None, None)
    """
    seated = [seat for seat, name in enumerate(names) if name]
    if not realtime or len(seated) != 2:
        return None
    devices = devices_of(devices_kept(mouse) if mouse is not None else {}, seated)
    return "  ·  ".join(_("{name}: {device}").format(name=names[seat], device=device_words(devices[seat]))
                        for seat in seated)


def setup_note(names: Sequence[str | None], options: dict[str, Any]) -> str | None:
    """The set-up's line for the people seated at a Flanx table (scenes.flanx's PEOPLE_NOTE)."""
    return racing_note(names, GAMES["flanx"].is_realtime(options))


def devices_kept(mouse: int) -> dict[str, Any]:
    """What a table of two people racing keeps to say that seat `mouse` plays with the mouse."""
    return {MOUSE_KEPT: mouse}


def devices_of(kept: dict[str, Any], people: Sequence[int]) -> dict[int, str]:
    """Which device each of two people plays with: the kept choice, else the first person the mouse."""
    if len(people) != 2:
        return {}
    said = kept.get(MOUSE_KEPT)
    mouse = said if said in people else people[0]
    return {seat: MOUSE if seat == mouse else KEYS for seat in people}


class People:
    """The people at this computer at one table: their seats, and where two race at once a Link
    for each (the table's own for one, a companion for the other). One person alone, a replay, a
    table with friends over the network: `several` is False and nothing here changes the table."""

    def __init__(self, link: Link) -> None:
        people = getattr(link, "people", None) or []     # a table with friends has none here
        self.seats = [seat for seat, person in enumerate(people) if person is not None]
        #: several people at this very computer
        self.several = bool(getattr(link, "together", False)) and link.plays
        self.links: dict[int, Link] = {link.seat: link}
        racing = self.several and link.game.is_realtime(link.options)
        if racing:
            for seat in self.seats:
                if seat != link.seat:
                    self.links[seat] = link.companion(seat)
        self.devices = devices_of(link.kept, self.seats) if racing else {}

    def seat_of(self, device: str) -> int | None:
        """The seat that plays with `device` (MOUSE or KEYS) at the same time as the other, if any."""
        return next((seat for seat, used in self.devices.items() if used == device), None)

    def keep_busy(self, busy: bool) -> None:
        """Every Link is busy while the table still shows moves."""
        for link in self.links.values():
            link.busy = busy

    def drain(self, shown: Link) -> None:
        """The table shows the events of one Link (`shown`); the others' copies are dropped."""
        for link in self.links.values():
            if link is not shown:
                link.events()

    def close(self, keep: Link | None) -> None:
        """The table is gone: each Link closes, but `keep` (handed on to the table built in its place)."""
        for link in self.links.values():
            if link is not keep:
                link.close()
