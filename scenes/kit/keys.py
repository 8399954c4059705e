"""Every keyboard shortcut of the app, declared once: the Keys page lists them, each table shows
the ones that apply now ("D draw   T take the discard"), the in-app rules name each game's, and the
code that answers a key asks here whether it is that shortcut's.

A shortcut belongs to a place (`where`): "app" (every screen), "table" (every game table),
"replay" and "review" (a finished game watched or reviewed), declared here, or a place a game
declares with its own shortcuts: its name ("lixo"), or more ("zen", "zen-editor"). A game declares
them in its own package, as a `Keys` its presentation names (`KEYS`, see scenes.kit.declared), and
they join the places below as the game is found in game.GAMES. A table says which of its shortcuts
apply at this moment by naming them in `key_actions()` (scenes.kit.tablekeys); the Keys page and
the rules read every place.

`BY_PLACE["lixo"]["pass"].matches(event)` says whether a key event is LIXO?'s Pass.

    >>> hint_line(["draw", "take"], "flixo")
    'D draw   T take the discard'
    >>> list(PLACES)[:2], list(PLACES)[-2:]
    (['app', 'table'], ['replay', 'review'])
"""
from __future__ import annotations

import functools
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass

import pygame

from game import GAMES
from scenes.kit.declared import declared, load_entry
from scenes.kit.lang import N_, _

#: the kit's own places, with the Keys page's headings: these two come before the games' places ...
FIRST_PLACES = {"app": N_("Everywhere"), "table": N_("At every table")}
#: ... and these two after them
LAST_PLACES = {"replay": N_("Watching a finished game"), "review": N_("Reviewing a finished game")}


@dataclass(frozen=True)
class Shortcut:
    name: str
    where: str
    keys: tuple[int, ...]
    cap: str          # what the key caps say: "D", "Ctrl+Z", "Enter / Space"
    word: str         # the few words shown at the table: "draw"
    what: str         # the sentence on the Keys page and in the rules
    ctrl: bool = False

    def matches(self, event: pygame.event.Event) -> bool:
        """Is `event` a press of this shortcut (Ctrl held exactly when the shortcut needs it)?"""
        if event.type != pygame.KEYDOWN or event.key not in self.keys:
            return False
        return bool(event.mod & pygame.KMOD_CTRL) == self.ctrl

    @property
    def label(self) -> str:
        """The key cap and its few words, in the person's language: "Ctrl+Z undo"."""
        return f"{_(self.cap)} {_(self.word)}"


ARROW_KEYS = (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN)
CONFIRM_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)

SHORTCUTS: tuple[Shortcut, ...] = (
    Shortcut("tab", "app", (pygame.K_TAB,), N_("Tab / Shift+Tab"), N_("next button"),
             N_("Move the ring to the next (or previous) button or text field; Enter or Space presses "
             "a button, and a text field takes what you type.")),
    Shortcut("fullscreen", "app", (pygame.K_F11,), "F11", N_("full screen"), N_("Switch full screen on or off.")),
    Shortcut("escape", "app", (pygame.K_ESCAPE,), N_("Esc"), N_("back"),
             N_("Go back from a screen, or answer a question No (at a table, see below).")),
    Shortcut("scroll", "app", (pygame.K_DOWN, pygame.K_UP, pygame.K_PAGEDOWN, pygame.K_PAGEUP),
             N_("Up / Down, Page Up / Down"), N_("scroll"),
             N_("Scroll a long page (the rules, this page) a line or a screen.")),
    Shortcut("move", "table", ARROW_KEYS, N_("Arrows"), N_("move"),
             N_("Show the ring and move it to the nearest card or place in that direction: what you may "
             "take now, or, with a card picked up, the places that glow for it.")),
    Shortcut("pick", "table", CONFIRM_KEYS, N_("Enter / Space"), N_("pick up, drop"),
             N_("Pick up the card in the ring, drop the carried card where the ring is, or take from the "
             "pile in the ring (buttons: Tab or their letter). With no ring, they end the turn where a "
             "game has such a step (LIXO?'s bid, Zen's End round).")),
    Shortcut("back", "table", (pygame.K_ESCAPE,), N_("Esc"), N_("put back, menu"),
             N_("Put the carried card back; with nothing in hand, open the pause menu.")),
    Shortcut("hint", "table", (pygame.K_h,), "H", N_("hint"), N_("Show what a strong bot would play, and why.")),
    Shortcut("log", "table", (pygame.K_l,), "L", N_("move log"), N_("Open or close the move log's column.")),
    Shortcut("undo", "table", (pygame.K_z,), N_("Ctrl+Z"), N_("undo"), N_("Take back your last move."), ctrl=True),
    Shortcut("play", "replay", (pygame.K_SPACE,), N_("Space"), N_("play, pause"),
             N_("Play the game on at its pace, or pause.")),
    Shortcut("step_on", "replay", (pygame.K_RIGHT,), N_("Right"), N_("next move"), N_("One move on.")),
    Shortcut("step_back", "replay", (pygame.K_LEFT,), N_("Left"), N_("move back"), N_("One move back.")),
    Shortcut("round_on", "replay", (pygame.K_PAGEDOWN, pygame.K_DOWN), N_("Page Down / Down"), N_("next round"),
             N_("To the start of the next round.")),
    Shortcut("round_back", "replay", (pygame.K_PAGEUP, pygame.K_UP), N_("Page Up / Up"), N_("round back"),
             N_("Back to the start of this round (or the one before).")),
    Shortcut("start", "replay", (pygame.K_HOME,), N_("Home"), N_("start"), N_("To the start of the game.")),
    Shortcut("end", "replay", (pygame.K_END,), N_("End"), N_("end"), N_("To the end of the game.")),
    Shortcut("open", "replay", (pygame.K_o,), "O", N_("open cards"),
             N_("Show every card face up, or only what you saw (where the game allows it).")),
    Shortcut("decision", "review", (pygame.K_1, pygame.K_2, pygame.K_3), "1 / 2 / 3", N_("decision"),
             N_("Show your first, second or third costliest decision.")),
)

@dataclass(frozen=True)
class Keys:
    """Shortcuts declared together (the kit's, or one game's): the places they work in, each with
    the Keys page's heading, and the shortcuts, each in one of those places."""

    places: dict[str, str]
    shortcuts: tuple[Shortcut, ...]

    def __post_init__(self) -> None:
        stray = [f"{s.where}:{s.name}" for s in self.shortcuts if s.where not in self.places]
        if stray:
            raise ValueError(f"shortcuts of places not declared with them: {', '.join(stray)}")

    @functools.cached_property
    def by_place(self) -> dict[str, dict[str, Shortcut]]:
        return {place: {s.name: s for s in self.shortcuts if s.where == place} for place in self.places}


#: the kit's own shortcuts
KIT_KEYS = Keys({**FIRST_PLACES, **LAST_PLACES}, SHORTCUTS)


def game_keys(game_name: str) -> Keys | None:
    """The shortcuts `game_name` declares (its presentation's KEYS), None where it declares none."""
    entry = declared(game_name, "KEYS")
    if entry is None:
        return None
    keys = load_entry(entry)
    if not isinstance(keys, Keys):
        raise TypeError(f"{game_name}'s KEYS names {type(keys).__name__}, not a scenes.kit.keys.Keys")
    return keys


def _declared_places() -> dict[str, tuple[str, Keys]]:
    """Every place in the Keys page's order -> (its heading, the declaration it is in)."""
    places = {place: (heading, KIT_KEYS) for place, heading in FIRST_PLACES.items()}
    for name in GAMES:
        keys = game_keys(name)
        if keys is None:
            continue
        for place, heading in keys.places.items():
            if place in places or place in LAST_PLACES:
                raise ValueError(f"{name} declares shortcuts of {place!r}, a place declared before")
            places[place] = (heading, keys)
    return {**places, **{place: (heading, KIT_KEYS) for place, heading in LAST_PLACES.items()}}


#: a game's place -> (the game declaring it, its Game, the place's shortcuts), as last found: a
#: table asks for its line of keys every frame it draws
_found: dict[str, tuple[str, object, dict[str, Shortcut]]] = {}


def _shortcuts_of(place: str) -> dict[str, Shortcut] | None:
    """The shortcuts of `place`: the kit's own, or those of the game that declares the place
    (looked for first in the game it is named after: "zen-editor" is Zen's)."""
    if place in KIT_KEYS.places:
        return KIT_KEYS.by_place[place]
    known = _found.get(place)
    if known is not None and known[0] in GAMES and GAMES[known[0]] is known[1]:
        return known[2]
    named_after = [name for name in (place, place.partition("-")[0]) if name in GAMES]
    for name in dict.fromkeys([*named_after, *GAMES]):
        keys = game_keys(name)
        if keys is not None and place in keys.places:
            _found[place] = (name, GAMES[name], keys.by_place[place])
            return keys.by_place[place]
    return None


class _ByPlace(Mapping[str, dict[str, Shortcut]]):
    """place -> {name: shortcut}, over the kit's and every game's declared shortcuts."""

    def __getitem__(self, place: str) -> dict[str, Shortcut]:
        found = _shortcuts_of(place)
        if found is None:
            raise KeyError(place)
        return found

    def __iter__(self) -> Iterator[str]:
        return iter(_declared_places())

    def __len__(self) -> int:
        return len(_declared_places())


class _Headings(Mapping[str, str]):
    """place -> its heading on the Keys page, in the page's order."""

    def __getitem__(self, place: str) -> str:
        return _declared_places()[place][0]

    def __iter__(self) -> Iterator[str]:
        return iter(_declared_places())

    def __len__(self) -> int:
        return len(_declared_places())


BY_PLACE: Mapping[str, dict[str, Shortcut]] = _ByPlace()
PLACES: Mapping[str, str] = _Headings()


def every_shortcut() -> list[Shortcut]:
    """Every shortcut, place by place in the Keys page's order."""
    return [shortcut for place, (_, keys) in _declared_places().items() for shortcut in keys.by_place[place].values()]


def of_game(game_name: str) -> list[Shortcut]:
    """The shortcuts `game_name` declares, in every place of its own (Zen's and its editor's)."""
    keys = game_keys(game_name)
    return list(keys.shortcuts) if keys is not None else []


def find(event: pygame.event.Event, names: Iterable[str], where: str) -> str | None:
    """The first of `names` (shortcuts of `where`, or of every table) that `event` presses."""
    names = list(names)
    own, table = (BY_PLACE[where] if names else {}), BY_PLACE["table"]
    for name in names:
        shortcut = own.get(name) or table.get(name)
        if shortcut is not None and shortcut.matches(event):
            return name
    return None


def hint_line(names: Iterable[str], where: str) -> str:
    """The shortcuts `names` of `where` in a line, as the table shows them: "D draw   T take"."""
    names = list(names)
    if not names:
        return ""
    shortcuts = BY_PLACE[where]
    return "   ".join(shortcuts[name].label for name in names if name in shortcuts)


def for_place(where: str) -> list[Shortcut]:
    """The shortcuts of one place, in their declared order (the rules' Keys section)."""
    return list(BY_PLACE.get(where, {}).values())
