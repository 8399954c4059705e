"""The engine contract every game implements: Game, State, View, Action, Event, Bot.

A scene, a bot, the arena and the save layer talk to a game only through these names.

    >>> from game import GAMES
    >>> state = GAMES["pixies"].new(players=2, seed=7)
    >>> seat = state.to_move()[0]
    >>> events = state.apply(seat, state.legal_actions(seat)[0])
    >>> GAMES["pixies"].from_dict(state.to_dict()) == state
    True
"""
from __future__ import annotations

import dataclasses
import random
from collections.abc import Sequence
from typing import Any, ClassVar, Generic, TypeVar, cast

from game.core import privacy
from game.core.campaign import Section
from game.core.fields import tupled
from game.core.ladder import Ladder
from game.core.text import T, Text
from game.core.zones import Zones


class IllegalAction(ValueError):
    """An action the rules do not allow now; `reason` says why (a Text, said in the person's
    language by the screen; `str()` is its English). The state is unchanged."""

    def __init__(self, reason: Text | str) -> None:
        super().__init__(str(reason))
        self.reason = reason if isinstance(reason, Text) else Text(reason)


class Action:
    """Base of every game's actions: small frozen dataclasses, serialised as {"type": class name,
    **fields} in JSON types (ints, strings; tuples of ints become lists and are turned back)."""

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"type": type(self).__name__}
        for f in dataclasses.fields(cast(Any, self)):
            value = getattr(self, f.name)
            data[f.name] = list(value) if isinstance(value, tuple) else value
        return data

    @classmethod
    def from_fields(cls, data: dict[str, Any]) -> Action:
        kwargs = {}
        for f in dataclasses.fields(cast(Any, cls)):
            if f.name not in data:
                raise ValueError(f"{cls.__name__}: missing field {f.name!r}")
            value = data[f.name]
            kwargs[f.name] = tuple(value) if isinstance(value, list) else value
        return cls(**kwargs)


class Event:
    """Base of what `State.apply` returns: frozen dataclasses a scene animates in order.

    Most events are public; one that carries a card some seat may not know overrides
    `for_seat` to hide it (game.core.events.CardMoved does).
    """

    def for_seat(self, seat: int) -> Event:
        """This event as `seat` may learn it: itself, or a copy with what is hidden taken out."""
        return self

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"type": type(self).__name__}
        for f in dataclasses.fields(cast(Any, self)):
            data[f.name] = plain(getattr(self, f.name))
        return data

    @classmethod
    def from_fields(cls, data: dict[str, Any], game: Game) -> Event:
        """The event `to_dict` wrote, its JSON lists turned back into tuples (zones, seats,
        scores). An event holding anything else (an action, a named tuple) overrides this;
        game.core.events.event_from_dict finds the class by its name."""
        kwargs = {}
        # every concrete event is a dataclass, only this base (never read) is not: hence the ignore
        for f in dataclasses.fields(cls):  # type: ignore[arg-type]
            if f.name not in data:
                raise ValueError(f"{cls.__name__}: missing field {f.name!r}")
            kwargs[f.name] = tupled(data[f.name])
        return cls(**kwargs)


def plain(value: Any) -> Any:
    """`value` in JSON types: tuples become lists, actions and dataclasses dicts.

    >>> plain((("hand", 1), None, 2.5))
    [['hand', 1], None, 2.5]
    """
    if isinstance(value, (tuple, list)):
        return [plain(v) for v in value]
    if isinstance(value, dict):
        return {str(k): plain(v) for k, v in value.items()}
    if isinstance(value, Action):
        return value.to_dict()
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: plain(getattr(value, f.name)) for f in dataclasses.fields(value)}
    return value


class State:
    """One moment of one game. Subclasses implement the underscored hooks and the queries.

    `apply` is the referee: it refuses any action not in `legal_actions(seat)` for a seat
    in `to_move()`, with IllegalAction, before touching anything.
    """

    game: ClassVar[Game]
    players: int

    # -- queries every game implements ------------------------------------------------
    def to_move(self) -> list[int]:
        raise NotImplementedError

    def legal_actions(self, seat: int) -> Sequence[Action]:
        raise NotImplementedError

    def view(self, seat: int) -> View:
        raise NotImplementedError

    def is_over(self) -> bool:
        raise NotImplementedError

    def scores(self) -> list[float]:
        raise NotImplementedError

    def winners(self) -> list[int]:
        raise NotImplementedError

    def clone(self) -> State:
        raise NotImplementedError

    def to_dict(self) -> dict[str, Any]:
        """The position as plain JSON data, built afresh: it shares nothing with the state, so it
        stays as it was while play goes on (the referee's undo points and the background
        autosave keep it)."""
        raise NotImplementedError

    def check(self) -> None:
        """Raise ValueError if the state breaks the game's invariants (cards conserved...)."""
        raise NotImplementedError

    def _do(self, seat: int, action: Any) -> list[Event]:
        """Carry out an action already known to be legal, and say what happened (`apply`'s core)."""
        raise NotImplementedError

    def advance(self, seat: int, action: Any) -> None:
        """Carry out an action already known to be legal, neither checking it nor building the
        events nobody would read: search, playouts and look-ahead move with this. It must leave
        the state exactly as `_do` does (tests/test_advance.py plays thousands of seeded games
        both ways). By default `_do` with its events dropped; a game whose events cost overrides
        it with a quiet path."""
        self._do(seat, action)

    # -- shared behaviour ------------------------------------------------------------------
    def why_illegal(self, seat: int, action: Action) -> Text | str | None:
        """None when `action` is legal for `seat` now, else a sentence saying why not."""
        if self.is_over():
            return T("The game is over.")
        if seat not in self.to_move():
            return T("It is not seat {n}'s turn.", n=seat + 1)
        if action not in self.legal_actions(seat):
            return T("That move is not allowed now.")
        return None

    def apply(self, seat: int, action: Action) -> list[Event]:
        reason = self.why_illegal(seat, action)
        if reason is not None:
            raise IllegalAction(reason)
        return self._do(seat, action)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, State) and type(other) is type(self) and other.to_dict() == self.to_dict()

    __hash__ = None  # type: ignore[assignment]


#: the State a game's Knowledge reads (its own subclass; search only hands it that game's states)
S = TypeVar("S", bound=State)


class View:
    """What one seat may know: hidden cards are absent, not merely flagged.

    Subclasses hold the redacted data; `to_dict` must be equal for every state that
    looks the same from this seat.
    """

    seat: int
    #: the kinds of zone (a zone's first word) whose cards lie in no order the game keeps, where
    #: the View can only list them sorted (LIXO?'s rubbish cards, counted by kind)
    unordered_zones: ClassVar[frozenset[str]] = frozenset()

    def legal_actions(self) -> Sequence[Action]:
        raise NotImplementedError

    def to_move(self) -> list[int]:
        """The seats that may act now, as the State says."""
        raise NotImplementedError

    def is_over(self) -> bool:
        raise NotImplementedError

    def scores(self) -> list[float]:
        """Each seat's score as this seat can count it (the State's where nothing hidden counts)."""
        raise NotImplementedError

    def winners(self) -> list[int]:
        """The winners once the game is over (everything is on the table then); [] before."""
        raise NotImplementedError

    def determinize(self, rng: random.Random) -> State:
        """A full state consistent with this view, its unknowns drawn from `rng`."""
        raise NotImplementedError

    def has_secrets(self) -> bool:
        """True when more than one full state is consistent with this view."""
        raise NotImplementedError

    def zones(self) -> Zones:
        """Where every card on the table lies as this seat knows it (game.core.zones): a table
        lays its cards out from it, and the events this seat is told carry it to the next View's
        (game.core.events.carry; tests/test_contract.py checks it for every game)."""
        raise NotImplementedError

    def face_down(self) -> frozenset[int]:
        """Cards this seat knows that lie face down all the same (Flixo's eye-token cards): a
        table shows them so. None by default."""
        return frozenset()

    def to_dict(self) -> dict[str, Any]:
        raise NotImplementedError

    def __eq__(self, other: object) -> bool:
        return isinstance(other, View) and type(other) is type(self) and other.to_dict() == self.to_dict()

    __hash__ = None  # type: ignore[assignment]


class Bot:
    """Every computer player: it sees a View, never a State."""

    name: str = "bot"

    def choose(self, view: View, rng: random.Random) -> Action:
        raise NotImplementedError

    def lift_clock(self) -> None:
        """Drop the wall-clock cap where the bot also has a budget of work of its own (a search's
        iterations or positions), so it plays the same on a busy machine; others change nothing."""


class Game:
    """Immutable rules and metadata of one game; `new` and `from_dict` make States."""

    name: str = ""
    title: str = ""
    min_players: int = 2
    max_players: int = 2
    options: dict[str, Any] = {}
    actions: tuple[type[Action], ...] = ()
    #: the game's own events, beside the common ones of game.core.events (a remote table
    #: rebuilds every event it is sent from its class name: game.core.events.event_from_dict)
    events: tuple[type[Event], ...] = ()
    #: bot levels this game offers, in order of strength
    levels: tuple[str, ...] = ("random", "easy", "normal", "hard", "expert")
    #: the name a level goes by at the table ("Relaxed"); a level missing here is its own name
    level_names: dict[str, str] = {}
    #: the set-up's words (marked N_) for the options and their word values: {"variant": N_("Variant")}
    option_words: dict[str, str] = {}
    #: what each level does, in a few words, for the set-up screen ("plays the first good card it sees")
    level_descriptions: dict[str, Text | str] = {}
    #: the players win or lose together; every seat's score is the team's (Flixo)
    cooperative: bool = False
    #: seconds a move that brings hidden cards to light waits, for Undo (game.referee.grace); 0: none
    undo_grace: float = 0.0
    #: the lowest score is the best one (Flixo's total)
    lower_is_better: bool = False
    #: the name of each seat's colour where seats have one ("white", "black" in Flanx)
    seat_colours: tuple[str, ...] = ()
    #: the module exporting this game's pixels (scenes/pixies/__init__.py); empty: "scenes.<name>"
    presentation: str = ""
    #: how its difficulty ladder is played (game.core.ladder); None: no ladder is measured for it
    ladder: Ladder | None = None
    #: its parts of the progress kept between games (game.core.campaign, saved by saves.campaign)
    campaign: tuple[type[Section[Any]], ...] = ()

    def new(self, players: int, seed: int, **options: Any) -> State:
        raise NotImplementedError

    def from_dict(self, data: dict[str, Any]) -> State:
        raise NotImplementedError

    def view_from_dict(self, data: Any) -> View:
        """The View `View.to_dict` wrote, rebuilt (a remote table is sent its seat's View as JSON):
        ValueError when `data` is not one. The game reads its fields (`_read_view`); the view
        is then dealt into a full state, which must pass the game's own `State.check`, so a
        view whose cards do not add up is refused like a broken save."""
        if not isinstance(data, dict):
            raise ValueError(f"a {self.title} view is a JSON object, not {type(data).__name__}")
        try:
            view = self._read_view(data)
            view.determinize(random.Random(0)).check()
        except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
            raise ValueError(f"not a {self.title} view ({type(exc).__name__}: {str(exc)[:120]})") from None
        return view

    def _read_view(self, data: dict[str, Any]) -> View:
        """The View in `data` (View.to_dict's), its fields read and their types checked; any
        KeyError, TypeError or ValueError it raises becomes view_from_dict's ValueError."""
        raise NotImplementedError

    def option_choices(self, players: int, chosen: dict[str, Any]) -> dict[str, tuple[Any, ...]]:
        """The values each option may take with `players` players, given the values `chosen` so
        far (one option's choices may depend on another's), in the order the set-up screen
        offers them. An option not named here is a yes/no (bool) or is not offered."""
        return {}

    def is_realtime(self, options: dict[str, Any]) -> bool:
        """Everybody plays at once, against the clock (the Flanx duel), rather than in turns."""
        return False

    def seconds_per_action(self, level: str, options: dict[str, Any], recent: Sequence[float] = ()) -> float:
        """In a real-time game, how long a bot of `level` takes over its next action. `recent`: the
        seconds each of the people's actions at the table took so far, oldest first, for a game
        whose bots may follow their pace."""
        return 0.0

    def suggested_level(self, players: int, options: dict[str, Any]) -> str | None:
        """The bot level the set-up screen moves to when these options are chosen (a variant for
        children: a level a child can beat); None: the person's own choice stands."""
        return None

    def stats_variant(self, options: dict[str, Any]) -> str:
        """The variant these options play, as the statistics keep it apart ("kids"); "" if one kind."""
        return ""

    def keeps_private(self, options: dict[str, Any]) -> bool:
        """Does a seat see cards another may not (a hand)? Read from its Views: game.core.privacy."""
        return privacy.derived(self, options)

    def explain(self, view: View, action: Action) -> Text | str:
        """One sentence for the Hint on why a strong player would play `action` here."""
        return T("The bot's search likes this best: {action}.", action=self.action_words(action))

    def bot_says(self, view: View, action: Action) -> Text | str | None:
        """What a bot says at the table before it plays `action` (a teammate's speech bubble), or None."""
        return None

    def setup_note(self, level: str, options: dict[str, Any]) -> Text | str:
        """The set-up screen's line on a bot of `level` with `options` chosen: by default its
        `level_descriptions` entry ("" where it has none)."""
        return self.level_descriptions.get(level, "")

    def narrate(self, action: Action, actor: Text | str | None) -> Text:
        """The move log's whole sentence for `action`, present tense. `actor` None: the reader played
        it ("You take the red 6 to space 6"); else the seat's name, a str or a Text ("Ann takes the
        red 6 to space 6"). One id for "You", one for "{name}" (German and Russian conjugate apart)."""
        if actor is None:
            return T("You play: {action}", action=self.action_words(action))
        return T("{name} plays: {action}", name=actor, action=self.action_words(action))

    def action_words(self, action: Action) -> Text:
        """`action` as a phrase inside a sentence: what the player does, as the verb and its
        objects after "would rather" ("take the red 6 to space 6"; German and Russian say the
        infinitive there: "die rote 6 auf Feld 6 nehmen", "взять красную 6 на клетку 6")."""
        return T(str(action))

    def review_knowledge(self) -> Knowledge[Any]:
        """What the review (game.ai.review) judges a person's decisions with: the strongest
        bot's knowledge, where it differs from `knowledge()`."""
        return self.knowledge()

    def review_words(self, view: View, chosen: Action, best: Action, cost: Text) -> Text:
        """The review's sentences on a costly decision made in `view`: `chosen` was played, `best`
        is what Expert would have played, `cost` what it cost in words (game.ai.review.cost_words:
        "about 7 points"). Whole sentences, each one id, the moves filled in as `action_words`."""
        return T("You chose to {chosen}, which cost {cost}. Expert would rather {best}.",
                 chosen=self.action_words(chosen), cost=cost, best=self.action_words(best))

    def open_zones(self, state: State) -> dict[tuple[Any, ...], list[int]] | None:
        """The cards some seat could not see, by zone (game.core.events), each zone's cards in
        order: what a finished game's replay shows with all cards open. None (the default): the
        game shows its replays from one seat only."""
        return None

    def configurations(self) -> list[tuple[int, dict[str, Any]]]:
        """(players, options) pairs the contract suite and the arena cover."""
        return [(n, {}) for n in range(self.min_players, self.max_players + 1)]

    def check_options(self, players: int, options: dict[str, Any]) -> dict[str, Any]:
        """Fill defaults and refuse unknown options or a player count out of range."""
        if not self.min_players <= players <= self.max_players:
            raise ValueError(f"{self.title} takes {self.min_players}-{self.max_players} players, not {players}")
        unknown = set(options) - set(self.options)
        if unknown:
            raise ValueError(f"{self.title} has no option {', '.join(sorted(unknown))}")
        return {**self.options, **options}

    def action_from_dict(self, data: dict[str, Any]) -> Action:
        by_name = {cls.__name__: cls for cls in self.actions}
        cls = by_name.get(str(data.get("type"))) if isinstance(data, dict) else None
        if cls is None:
            raise ValueError(f"{self.title} has no action {data!r}")
        return cls.from_fields(data)

    def knowledge(self) -> Knowledge[Any]:
        """What the generic bots know of this game (evaluation, rollout policy)."""
        return Knowledge()

    def make_bot(self, level: str, **budget: Any) -> Bot:
        """The computer player for `level` (one of `levels`, or a yardstick the arena uses). A
        given budget (iterations and/or seconds) replaces a searching level's own."""
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"<Game {self.name}>"


def play_randomly(state: State, rng: random.Random, limit: int, checked: bool = True) -> int:
    """Uniformly random legal actions by the first seat to move, until the game ends or `limit`
    actions were played; returns how many were. `checked=False` moves with `advance`, skipping
    apply's legality check (the actions come from legal_actions anyway) and the events: for
    engine-speed measurements and playouts."""
    for played in range(limit):
        if state.is_over():
            return played
        seat = state.to_move()[0]
        actions = state.legal_actions(seat)
        action = actions[rng.randrange(len(actions))]
        if checked:
            state.apply(seat, action)
        else:
            state.advance(seat, action)
    return limit


class Knowledge(Generic[S]):
    """Game knowledge the generic bots use; a game subclasses what it can do better.

    - `evaluate(state, seat)`: how good the state is for `seat` (any scale; greedy maximises it).
    - `values(state)`: one number per seat in [0, 1], for search at a terminal state or a cut-off.
    - `rollout_action(state, seat, rng)`: the playout policy (uniform random by default).
    - `search_actions(state, seat)`: the actions search considers (all legal ones by default).
    - `rollout_depth`: how many actions a playout may take before `values` judges it (None: to the end).
    - `private_context(state, seat)`: what a rival's choice in search may depend on (None: nothing).
    - `estimates(state)`: each seat's expected final score, where the game can estimate it.
    The Hint's sentences are no part of the search: `Game.explain`.
    """

    rollout_depth: int | None = None

    def evaluate(self, state: S, seat: int) -> float:
        scores = state.scores()
        others = [s for i, s in enumerate(scores) if i != seat]
        return scores[seat] - (max(others) if others else 0.0)

    def values(self, state: S) -> list[float]:
        if state.is_over():
            winners = state.winners()
            return [1.0 if seat in winners else 0.0 for seat in range(state.players)]
        return rank_values(state.scores())

    def rollout_action(self, state: S, seat: int, rng: random.Random) -> Action:
        actions = state.legal_actions(seat)
        return actions[rng.randrange(len(actions))]

    def search_actions(self, state: S, seat: int) -> Sequence[Action]:
        """The legal actions search considers; a game may leave out dominated ones."""
        return state.legal_actions(seat)

    def estimates(self, state: S) -> list[float] | None:
        """Each seat's expected final score from this position, where the game can estimate it:
        the review (game.ai.review) then counts a decision's cost in points. None (the default):
        it compares the chances of winning that `values` gives."""
        return None

    def private_context(self, state: S, seat: int) -> object:
        """What `seat` knows privately in `state` that should shape its choice in search (e.g. a
        summary of its hidden hand), hashable; a search with rival contexts keeps a rival's
        statistics apart per context, so its imagined play follows its own cards."""
        return None


def rank_values(scores: list[float]) -> list[float]:
    """Map scores to [0, 1] by rank: the leader 1, the last 0, ties share."""
    n = len(scores)
    if n < 2:
        return [0.5] * n
    out = []
    for s in scores:
        below = sum(1 for t in scores if t < s)
        equal = sum(1 for t in scores if t == s) - 1
        out.append((below + equal / 2) / (n - 1))
    return out
