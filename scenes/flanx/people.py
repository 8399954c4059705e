"""The people at one Flanx table at one computer: each person's seat, Link, name and input device.

DESIGN.md's "People and languages": a game with several people at one computer is one table
that holds a Link per person on the same referee (`Link.companion`). In the duel and Kids two
people race at once, one with the mouse and one with the keyboard's card ring, each with their
hand on their own side of the table; in Toddler they take turns and the table follows the Link
of whoever is to move.

Who has which device, and the people's names, come with the game as what its table keeps
(`people_kept`, the set-up's `kept`, saved with the game so Continue keeps them); a Link that
names its seats itself (`Link.names`) is asked first.

    >>> kept = people_kept(["Ann", "Ben"], mouse=1)
    >>> kept["people"]["mouse"], devices_of(kept, [0, 1])
    (1, {0: 'keys', 1: 'mouse'})
    >>> devices_of({}, [0, 1])           # nothing said: the first person has the mouse
    {0: 'mouse', 1: 'keys'}
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.referee import HUMAN, Link
from scenes.kit.lang import _

MOUSE, KEYS = "mouse", "keys"
#: the key of what the table keeps about its people
KEPT = "people"


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
    devices = devices_of({KEPT: {"mouse": mouse}}, seated)
    return "  ·  ".join(_("{name}: {device}").format(name=names[seat], device=device_words(devices[seat]))
                        for seat in seated)


def people_kept(names: Sequence[str | None], mouse: int | None = None) -> dict[str, Any]:
    """What a table of several people at one computer keeps from the set-up: each seat's name
    ("" or None for a bot's seat) and, for a real-time game, the seat that plays with the mouse."""
    people: dict[str, Any] = {"names": [name or "" for name in names]}
    if mouse is not None:
        people["mouse"] = mouse
    return {KEPT: people}


def devices_of(kept: dict[str, Any], people: Sequence[int]) -> dict[int, str]:
    """Which device each of two people plays with: the kept choice, else the first person the mouse."""
    if len(people) != 2:
        return {}
    said = kept.get(KEPT, {}).get("mouse") if isinstance(kept.get(KEPT), dict) else None
    mouse = said if said in people else people[0]
    return {seat: MOUSE if seat == mouse else KEYS for seat in people}


def kept_names(kept: dict[str, Any], players: int) -> list[str] | None:
    """The names the set-up kept for each seat, or None where it kept none (or something broken)."""
    people = kept.get(KEPT)
    names = people.get("names") if isinstance(people, dict) else None
    if not isinstance(names, list) or len(names) != players or not all(isinstance(n, str) for n in names):
        return None
    return [n[:40] for n in names]


class People:
    """The person seats of one table at this computer, with a Link for each (the table's own Link
    for the first; companions for the others). One person alone, a replay, a table with friends
    over the network: `several` is False and nothing here changes how the table plays."""

    def __init__(self, link: Link) -> None:
        self.seats = [s for s, who in enumerate(link.seats) if who == HUMAN]
        #: several people at this very computer (a remote link's other people sit elsewhere)
        self.several = len(self.seats) > 1 and link.plays and not getattr(link, "remote", False)
        self.links: dict[int, Link] = {link.seat: link}
        if self.several:
            for seat in self.seats:
                if seat != link.seat:
                    self.links[seat] = link.companion(seat)
        self.devices = devices_of(link.kept, self.seats) if self.several and link.game.is_realtime(link.options) \
            else {}

    def seat_of(self, device: str) -> int | None:
        """The seat that plays with `device` (MOUSE or KEYS) at the same time as the other, if any."""
        return next((seat for seat, used in self.devices.items() if used == device), None)

    def keep_busy(self, busy: bool) -> None:
        """Every Link is busy while the table still shows moves (the bots of a turn game wait)."""
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
