"""What loading a save checks, before any scene sees it (saves.store.load reads the file and
moves a file that fails aside; this module says why it fails).

The checks, in order: the format and version (older versions migrate, see saves.migrate), the
types of every field, the game's own `from_dict` and `State.check()`, then the record: its
moves, played again from its start, must lead to that very position. A position that did not
come from a deal is then played on to its end (a few seeded random games, `ROLLOUTS`): a
position the rules cannot continue from is refused now, with the reason, never at a later move.

What the replay check promises, and what it does not:

- A record that starts from a deal (its seed, the number of players and the options) proves the
  position: every card, hidden ones included, and every score is what those moves make of that
  deal. Changing a score or swapping a card without changing the moves is caught; so is a move
  the rules refuse.
- It does not prove that the moves were played by the people named, nor that the seed was drawn
  at random: a whole game written by hand, move by legal move, replays like a real one.
- A record must start from a deal. Only a game that comes from a version before records (1 and 2,
  or 3, which still let a record start from a position; saves.migrate), or one begun at a
  position rather than a deal, starts from a position, marked `"unproven": true` in its start.
  Nothing proves such a position was ever reached in play, so the game loads and plays, but the
  Load screen marks it (`SavedGame.dealt` is False) and, resumed, its result counts in neither
  the statistics nor the campaign (game.referee.Link.counted). A current save whose record
  starts from a position without that mark is refused; one relabelled as an older version to
  get past that loads, marked and not counted, so an edit gains nothing there.

The save's time is information, not a condition: a time that cannot be read or shown in every
time zone is kept as None ("unknown time" on screen) and the game loads all the same.
"""
from __future__ import annotations

import dataclasses
import datetime as dt
import random
from pathlib import Path
from typing import Any

from game import GAMES
from game.core import Game, State
from game.core.text import TN, T, Text
from saves import migrate

HUMAN = "human"
#: the longest name a manual save may have (the Load screen shows it on one or two lines)
NAME_LENGTH = 80
#: the years a save's time is shown in: within them every time zone can show it; outside, the
#: time is unknown (the game still loads)
YEARS = (2, 9998)
#: the kinds of saved game: the one autosave slot per game, a named save, a finished game kept
KINDS = ("autosave", "manual", "finished")
#: a record's start that is a position, not a deal, says so with this key (see the module text)
UNPROVEN = "unproven"
#: seeded random games played on from a position that no deal proves
ROLLOUTS = 2
#: moves a rollout plays at most (every game ends long before: a Pixies game is about 40)
ROLLOUT_MOVES = 3000


class Invalid(Exception):
    """A readable JSON document that is not a valid save; `why` says why (a Text for the screen,
    said in the player's language; str() is its English). The technical detail inside (an
    engine's message) stays as it is."""

    def __init__(self, why: Text | str) -> None:
        super().__init__(str(why))
        self.why = why if isinstance(why, Text) else Text(why)


@dataclasses.dataclass
class SavedGame:
    game: str
    options: dict[str, Any]
    seats: list[str]
    state: State
    #: when it was saved, in UTC; None when the file's time cannot be read or shown
    created: dt.datetime | None
    path: Path
    kind: str = "autosave"
    name: str = ""
    #: what the table keeps beside the position (the Flanx clock); {} when it keeps nothing
    table: dict[str, Any] = dataclasses.field(default_factory=dict)
    #: the game's record (Referee.record()): its start and every move, which lead to `state`
    record: dict[str, Any] = dataclasses.field(default_factory=dict)

    @property
    def dealt(self) -> bool:
        """The record starts from a deal, which proves the position; else (an old save's
        position) the game plays but its result is not counted."""
        return dealt(self.record)


def dealt(record: dict[str, Any]) -> bool:
    """Does `record` (Referee.record()'s shape) start from a deal (a seed) rather than a position?"""
    start = record.get("start")
    return isinstance(start, dict) and "seed" in start


def position_start(state: State) -> dict[str, Any]:
    """The start of a record that begins at `state`, not at a deal: marked unproven."""
    return {"state": state.to_dict(), UNPROVEN: True}


def parse(path: Path, doc: Any, replay: bool = True) -> SavedGame:
    """The save `doc` (read from `path`) checked and restored; Invalid saying why it is no good.
    With replay=False the moves are not played again (see saves.store.load)."""
    if not isinstance(doc, dict) or doc.get("format") != migrate.FORMAT:
        raise Invalid(T("it is not a Parlour save"))
    try:
        doc = migrate.to_current(doc)
    except ValueError as exc:
        raise Invalid(str(exc)) from None
    game = field(doc, "game", str)
    if game not in GAMES:
        raise Invalid(T("it is a game this Parlour does not have ({game})", game=repr(game[:40])))
    rules = GAMES[game]
    kind = field(doc, "kind", str)
    if kind not in KINDS:
        raise Invalid(T("its kind {kind} is not one of {kinds}", kind=repr(kind[:20]), kinds=", ".join(KINDS)))
    seats = _seats(rules, field(doc, "seats", list))
    state = restore(rules, field(doc, "state", dict), len(seats))
    options = _options(rules, len(seats), field(doc, "options", dict))
    record = field(doc, "record", dict)
    if replay:
        _replays(rules, record, seats, options, state)
        if not dealt(record):
            _plays_on(rules, state)
    table = doc.get("table", {})      # saves from before the table kept anything have none
    if type(table) is not dict:
        raise Invalid(T("its 'table' is not a dict"))
    return SavedGame(game=game, options=options, seats=seats, state=state, created=created(doc.get("created")),
                     path=path, kind=kind, name=_name(field(doc, "name", str)), table=table, record=record)


def _name(name: str) -> str:
    if len(name) > NAME_LENGTH:
        raise Invalid(TN("its name has {n} character (the limit is {limit})",
                         "its name has {n} characters (the limit is {limit})", len(name), limit=NAME_LENGTH))
    if not name.isprintable():
        raise Invalid(T("its name holds characters that cannot be shown"))
    return name


def field(doc: dict[str, Any], key: str, kind: type) -> Any:
    value = doc.get(key)
    if type(value) is not kind:
        raise Invalid(T("its {key} is not a {kind}", key=repr(key), kind=kind.__name__))
    return value


def _seats(rules: Game, seats: list[Any]) -> list[str]:
    allowed = (HUMAN, *rules.levels)
    for seat in seats:
        if seat not in allowed:
            raise Invalid(T("a seat is {seat}, not one of {allowed}", seat=repr(str(seat)[:20]),
                            allowed=", ".join(allowed)))
    return list(seats)


def _options(rules: Game, players: int, options: dict[str, Any]) -> dict[str, Any]:
    try:
        return rules.check_options(players, options)
    except ValueError as exc:
        raise Invalid(T("its table does not fit the game ({detail})", detail=str(exc))) from None


def restore(rules: Game, data: dict[str, Any], players: int) -> State:
    """The game's own from_dict and check(); whatever they raise becomes Invalid (see the tests)."""
    try:
        state = rules.from_dict(data)
        state.check()
    except (ValueError, KeyError, TypeError) as exc:
        raise Invalid(T("the {game} position is not valid ({detail})", game=rules.title, detail=short(exc))) from exc
    except Exception as exc:  # an engine bug must not stop the app; tests report these separately
        raise Invalid(T("the {game} position could not be read ({detail})", game=rules.title,
                        detail=f"{type(exc).__name__}: {short(exc)}")) from exc
    if state.players != players:
        raise Invalid(T("it has {seats} seats for a position of {players} players", seats=players,
                        players=state.players))
    return state


def _replays(rules: Game, record: dict[str, Any], seats: list[str], options: dict[str, Any], state: State) -> None:
    """The record's moves, played again from its start, must lead to the saved position: else
    the position (or a move) was changed after the game wrote it."""
    start = record.get("start")
    if type(start) is not dict or type(record.get("moves")) is not list:
        raise Invalid(T("its record has no start or no list of moves"))
    if "seed" in start:
        if start.get("options") != options or start.get("players") != len(seats):
            raise Invalid(T("its record was dealt for another table"))
    elif "state" not in start:
        raise Invalid(T("its record starts nowhere (neither a deal nor a position)"))
    elif start.get(UNPROVEN) is not True:
        raise Invalid(T("its record starts from a position, not from a deal: it was changed after it was saved"))
    elif type(start["state"]) is not dict:
        raise Invalid(T("its record starts from no position"))
    else:
        restore(rules, start["state"], len(seats))
    try:
        from game.referee import Referee  # the whole referee only when a save has to be replayed
        replayed = Referee.replay(rules, record, seats, options, bots=False).state
    except ValueError as exc:
        raise Invalid(T("its moves do not replay: {detail}", detail=short(exc))) from None
    except Exception as exc:  # an engine bug must not stop the app, as in restore
        raise Invalid(T("its moves could not be replayed ({detail})",
                        detail=f"{type(exc).__name__}: {short(exc)}")) from exc
    if replayed != state:
        raise Invalid(T("its moves do not lead to its position: it was changed after it was saved"))


def _plays_on(rules: Game, state: State) -> None:
    """A position no deal proves must let the game go on: a few seeded random games from it to
    their end, each asking what the table asks (scores, winners, every seat's view)."""
    for seed in range(ROLLOUTS):
        rng = random.Random(seed)
        game = state.clone()
        try:
            for _ in range(ROLLOUT_MOVES):
                game.scores(), game.winners()
                for seat in range(game.players):
                    game.view(seat)
                if game.is_over():
                    break
                seat = game.to_move()[0]
                actions = game.legal_actions(seat)
                if not actions:
                    raise ValueError("the seat to move has no legal move")
                game.apply(seat, rng.choice(actions))
        except Exception as exc:  # whatever the rules raise from this position, it cannot be played
            raise Invalid(T("the rules cannot continue from its {game} position ({detail})", game=rules.title,
                            detail=f"{type(exc).__name__}: {short(exc)}")) from exc


def short(exc: BaseException) -> str:
    text = str(exc)
    return text if len(text) <= 120 else text[:117] + "..."


def created(text: object) -> dt.datetime | None:
    """The save's time in UTC, or None when it is no date, or one that some time zone could not
    show (the year 1 or 9999 overflows once moved by a time zone): information, never a reason
    to refuse the game."""
    if type(text) is not str:
        return None
    try:
        when = dt.datetime.fromisoformat(text)
    except ValueError:
        return None
    if when.tzinfo is None:
        when = when.replace(tzinfo=dt.UTC)
    try:
        when = when.astimezone(dt.UTC)
    except OverflowError:
        return None
    return when if YEARS[0] <= when.year <= YEARS[1] else None
