"""Client: one player's connection to a host, on a thread of its own with an asyncio loop.

    client = Client("192.168.1.20:8765", "K7QF3M", "Ann", on_change=wake_loop)
    client.start()
    client.status            # CONNECTING, SEATED (in the lobby), PLAYING, AWAY, CLOSED
    client.table             # who sits where (wire.TableInfo), as the host last said
    client.link              # once the game starts: the RemoteLink a table scene holds
    client.close()

A dropped connection is tried again with the seat's token for up to RECONNECT_SECONDS, so a
blip on the network costs a moment, not the seat; the host's "closed" or "refused" ends it.
While it is lost the table is told at once (`RemoteLink.trouble`), and offers to wait or leave.
Nothing from the host is trusted: every message, table, View and event is checked before it is
used (`_checked_view`, `_checked_events`); one that cannot be used is said in words and the
connection is made afresh (the host sends the seat's View again), up to BAD_MESSAGES times.
The token is kept per join code (saves.network), so joining the same table later, even after
a restart, takes the same seat back. `on_change` is called (on the client's thread) whenever
something arrived: the app passes scenes.kit.wake.wake_loop, so the window wakes for it.
"""
from __future__ import annotations

import asyncio
import logging
import threading
from collections.abc import Callable
from typing import Any

from websockets.asyncio.client import connect
from websockets.exceptions import InvalidStatus, WebSocketException

from game import GAMES
from game.core import Event, Game, View, event_from_dict
from game.core.text import T, Text
from game.core.textcheck import checked_text
from saves import network
from scenes.net import lan
from scenes.net.door import clean_code
from scenes.net.remote import RemoteLink
from scenes.net.wire import FROM_HOST, MAX_HOST_FRAME, VERSION, BadMessage, TableInfo, clean_name, decode, encode

log = logging.getLogger("parlour")

CONNECTING, SEATED, PLAYING, AWAY, CLOSED = "connecting", "seated", "playing", "away", "closed"
#: seconds to reach the host
OPEN_SECONDS = 8.0
#: seconds a dropped connection is tried again before the seat is given up
RECONNECT_SECONDS = 60.0
#: seconds an action waits for the host's answer
ANSWER_SECONDS = 5.0
PING_SECONDS = 10.0
#: messages from the host that could not be used before the table is given up
BAD_MESSAGES = 5


class Unusable(Exception):
    """A message from the host that cannot be used; the text says what, for the player."""


class Client:
    def __init__(self, address: str, code: str, name: str, token: str | None = None,
                 on_change: Callable[[], None] = lambda: None, remember: bool = True) -> None:
        """ValueError for an address that is none or a code that is not one (scenes.net.door),
        lan.NotAllowed for an address the rule forbids."""
        self.host, self.port = lan.split_address(address)
        lan.check_connect(self.host)
        self.code = clean_code(code)
        self.name = clean_name(name)
        self.remember = remember
        self.token = token if token is not None else (network.ticket(self.code, self.name) if remember else None)
        self.on_change = on_change
        self.status = CONNECTING
        #: why the connection ended, or what went wrong last: words the player's screen says
        self.problem: Text | None = None
        self.table: TableInfo | None = None
        self.seat: int | None = None
        self.link: RemoteLink | None = None
        self.loop: asyncio.AbstractEventLoop | None = None
        self._outbox: asyncio.Queue | None = None
        self._thread: threading.Thread | None = None
        self._closing = False
        self._final = False
        self._asks: dict[int, list] = {}
        self._next_ask = 0
        self._lock = threading.Lock()
        self.bad_messages = 0

    @property
    def where(self) -> str:
        return f"[{self.host}]:{self.port}" if ":" in self.host else f"{self.host}:{self.port}"

    # -- any thread ------------------------------------------------------------------------------------
    def start(self) -> None:
        self._thread = threading.Thread(target=self._run, name="parlour-client", daemon=True)
        self._thread.start()

    def close(self) -> None:
        """Leave the table (the host hands the seat to a bot; the token can take it back)."""
        self._closing = True
        if self.loop is not None and not self.loop.is_closed():
            try:
                self.loop.call_soon_threadsafe(self._wake_outbox)
            except RuntimeError:      # the loop has just ended
                pass
        if self._thread is not None and self._thread is not threading.current_thread():
            self._thread.join(5.0)

    def send(self, kind: str, **fields: Any) -> None:
        """Send a message when connected (else it is dropped: a reconnection starts afresh)."""
        text = encode(kind, **fields)
        loop, outbox = self.loop, self._outbox
        if loop is not None and outbox is not None and not loop.is_closed():
            try:
                loop.call_soon_threadsafe(outbox.put_nowait, text)
            except RuntimeError:
                pass

    def ask(self, action: dict, timeout: float = ANSWER_SECONDS) -> Text | None:
        """Send an action and wait for the host's answer: None (played) or why not (words)."""
        if self.status != PLAYING or self._outbox is None:
            return self.away_reason()
        waiter = threading.Event()
        with self._lock:
            self._next_ask += 1
            number = self._next_ask
            self._asks[number] = [waiter, None]
        self.send("act", id=number, action=action)
        answered = waiter.wait(timeout)
        with self._lock:
            _, answer = self._asks.pop(number, (None, None))
        return answer if answered else T("The host did not answer in time; try again.")

    def away_reason(self) -> Text:
        if self.status == CLOSED:
            return self.problem or T("You left this table.")
        if self.status == AWAY:
            return T("The connection to the host was lost: trying again...")
        return T("The game has not started yet.")

    # -- the client's thread ---------------------------------------------------------------------------
    def _run(self) -> None:
        loop = self.loop = asyncio.new_event_loop()
        try:
            loop.run_until_complete(self._main())
        except Exception as exc:       # never a dead connection that looks alive: say so, and end
            log.exception("the connection to the host stopped with an error")
            self.problem = T("The connection to the host stopped with an error ({error}).", error=type(exc).__name__)
            self._set_status(CLOSED)
        finally:
            loop.close()
            self._answer_all(self.away_reason())
            self.on_change()

    def _wake_outbox(self) -> None:
        if self._outbox is not None:
            self._outbox.put_nowait(None)

    async def _main(self) -> None:
        away_since: float | None = None
        delay = 0.25
        while not self._closing:
            reason = await self._connect_once()
            if self._closing or self._final:
                break
            if self.seat is None:                 # never sat down: nothing to come back to
                self.problem = T("Could not join the table at {address}: {reason}.", address=self.where, reason=reason)
                break
            loop_time = asyncio.get_running_loop().time()
            away_since = away_since if away_since is not None and self.status == AWAY else loop_time
            if loop_time - away_since > RECONNECT_SECONDS:
                self.problem = T("The connection to the host was lost ({reason}).", reason=reason)
                break
            self._set_status(AWAY)
            await asyncio.sleep(delay)
            delay = min(delay * 2, 4.0)
        self._set_status(CLOSED)

    async def _connect_once(self) -> Text:
        """One connection, from hello to its end; what ended it, in words."""
        uri = f"ws://{self.where}/"
        self._outbox = asyncio.Queue()
        try:
            async with connect(uri, proxy=None, compression=None, max_size=MAX_HOST_FRAME, open_timeout=OPEN_SECONDS,
                               ping_interval=PING_SECONDS, ping_timeout=PING_SECONDS, close_timeout=2,
                               user_agent_header=None) as ws:
                await ws.send(encode("hello", v=VERSION, code=self.code, name=self.name, token=self.token))
                sender = asyncio.ensure_future(self._send_all(ws))
                try:
                    async for text in ws:
                        bad = self._receive(text)
                        if bad is not None:
                            return bad
                        if self._final:
                            break
                finally:
                    sender.cancel()
            return T("the host closed the connection")
        except InvalidStatus as exc:
            return T("the host turned the connection away ({status})", status=str(exc.response.status_code))
        except (OSError, WebSocketException, TimeoutError) as exc:
            return _in_words(exc)
        finally:
            self._outbox = None
            self._answer_all(T("The connection to the host was lost: trying again..."))

    async def _send_all(self, ws: Any) -> None:
        assert self._outbox is not None
        while True:
            text = await self._outbox.get()
            if text is None:
                await ws.close()
                return
            await ws.send(text)

    def _receive(self, text: Any) -> Text | None:
        """Use one message from the host: None when it was used, else what was wrong with it (the
        connection is then made afresh, or given up after BAD_MESSAGES)."""
        try:
            message = decode(text, FROM_HOST, limit=MAX_HOST_FRAME)
            self._handle(message)
        except (BadMessage, Unusable) as exc:     # a message missed is a table out of step: start afresh
            return self._unusable(str(exc))
        except Exception as exc:         # whatever else a crafted message raises: the same, said plainly
            return self._unusable(f"{type(exc).__name__}: {str(exc)[:80]}")
        self.on_change()
        return None

    def _unusable(self, what: str) -> Text:
        self.bad_messages += 1
        log.warning("the host sent a message that could not be used (%s): connecting again", what)
        self.problem = T("The host sent something this Parlour cannot use ({what}).", what=what[:120])
        if self.bad_messages >= BAD_MESSAGES or self.seat is None:
            self._final = True
            self.problem = T("The host sent something this Parlour cannot use ({what}). The table is left.",
                             what=what[:120])
        self.on_change()
        return T("the host sent something this Parlour cannot use ({what})", what=what[:120])

    def _handle(self, message: dict) -> None:
        """Use one decoded message by its kind (wire.FROM_HOST); a kind with nothing to do is let be."""
        handler = _HANDLERS.get(message["t"])
        if handler is not None:
            handler(self, message)

    def _welcome(self, message: dict) -> None:
        """A seat at the table, this player's own when they come back."""
        table = TableInfo.from_dict(message["table"])
        if not 0 <= message["seat"] < table.players or (self.seat is not None and message["seat"] != self.seat):
            raise Unusable("a seat that is not at the table")
        self.seat, self.token, self.table = message["seat"], message["token"], table
        if self.remember:
            network.remember(self.code, self.token, self.name)
        self._set_status(PLAYING if self.link is not None and self.table.started else SEATED)

    def _refused(self, message: dict) -> None:
        self.problem, self._final = _words(message["why"]), True

    def _closed(self, message: dict) -> None:
        self.problem, self._final = _words(message["why"]), True
        if self.link is not None:
            self.link.host_closed(self.problem)

    def _table(self, message: dict) -> None:
        self.table = TableInfo.from_dict(message["table"])

    def _update(self, message: dict) -> None:
        """The events of a move and the View after it, each checked before the table sees it."""
        if self.link is not None:
            events = _checked_events(self.link.game, message["events"])
            view = _checked_view(self.link.game, message["view"], self.link.seat)
            _check_numbers(message)
            self.link.receive(message["seq"], events, view, message["moves"], message["clock"], message["running"])
            self._keep_record(message)

    def _result(self, message: dict) -> None:
        """The host's answer to an ask: wake whoever waits for it."""
        with self._lock:
            ask = self._asks.get(message["id"])
            if ask is not None:
                ask[1] = None if message["refusal"] is None else _words(message["refusal"])
                ask[0].set()

    def _error(self, message: dict) -> None:
        log.warning("the host could not use a message: %s", _words(message["why"]))

    def _note(self, message: dict) -> None:
        if self.link is not None:
            self.link.note(_words(message["text"]))

    def _start(self, message: dict) -> None:
        if self.table is None or self.table.game not in GAMES:
            raise Unusable("a game started that this Parlour does not have")
        if not 0 <= message["seat"] < self.table.players or (self.seat is not None and message["seat"] != self.seat):
            raise Unusable("a seat that is not this player's")
        game = GAMES[self.table.game]
        view = _checked_view(game, message["view"], message["seat"])
        _check_numbers(message)
        if self.link is None:
            self.link = RemoteLink(self, game, message["seat"], view, message["moves"], message["clock"],
                                   message["running"], message["seq"])
        else:
            self.link.reset(view, message["moves"], message["clock"], message["running"], message["seq"])
        self._keep_record(message)
        self._set_status(PLAYING)

    def _keep_record(self, message: dict) -> None:
        record = message.get("record")
        if self.link is not None and isinstance(record, dict):
            self.link.ended_record = record

    def _set_status(self, status: str) -> None:
        if status != self.status:
            self.status = status
            link = self.link
            if link is not None:
                if status == AWAY:
                    link.trouble = T("The connection to the host is lost: trying again.")
                elif status == CLOSED and not self._closing:
                    gone = self.problem or T("The host is gone: the table is closed.")
                    link.trouble = gone
                    link.host_closed(gone)
                elif status == PLAYING:
                    link.trouble = None
            self.on_change()

    def _answer_all(self, why: Text) -> None:
        with self._lock:
            for ask in self._asks.values():
                ask[1] = why
                ask[0].set()



#: what each kind of message from the host does
_HANDLERS: dict[str, Callable[[Client, dict], None]] = {
    "welcome": Client._welcome, "refused": Client._refused, "closed": Client._closed, "table": Client._table,
    "start": Client._start, "update": Client._update, "result": Client._result, "error": Client._error,
    "note": Client._note,
}

def _checked_view(game: Game, data: dict, seat: int) -> View:
    """The View in `data`, used as a table would use it first (whose turn, the scores, the moves
    it offers, its own data again): Unusable when any of that fails."""
    try:
        view = game.view_from_dict(data)
        to_move = view.to_move()
        view.is_over()
        [float(score) for score in view.scores()]
        if seat in to_move and not view.is_over():
            view.legal_actions()
        view.to_dict()
    except Exception as exc:         # a crafted View can fail in any way: each is a View not to use
        raise Unusable(f"a View that does not hold together: {type(exc).__name__}") from None
    return view


def _checked_events(game: Game, data: list) -> list[Event]:
    """The events in `data`, each read and written again: Unusable when one fails."""
    events = []
    try:
        for item in data:
            if not isinstance(item, dict):
                raise TypeError("an event is an object")
            event = event_from_dict(game, item)
            event.to_dict()
            events.append(event)
    except Exception as exc:         # a crafted event can fail in any way: each is one not to use
        raise Unusable(f"an event that does not hold together: {type(exc).__name__}") from None
    return events


def _check_numbers(message: dict) -> None:
    """The counts and the clock of a "start" or "update": whole numbers and times a table can use."""
    clock = float(message["clock"])
    if not (0 <= clock < 1e9 and 0 <= message["moves"] < 1e9 and 0 <= message["seq"] < 1e12):
        raise Unusable("a clock or a count out of range")


def _words(data: Any) -> Text:
    """Words the host sent (Text data, or a plain string from an older host): Unusable when
    they are not words (game.core.textcheck)."""
    try:
        return checked_text(data)
    except ValueError as exc:
        raise Unusable(f"words that are not words: {exc}") from None


def _in_words(exc: BaseException) -> Text:
    """Why a connection failed; the system's own words (already in its language) as they are."""
    if isinstance(exc, ConnectionRefusedError):
        return T("nothing answers there (is the table open, and the port right?)")
    if isinstance(exc, TimeoutError):
        return T("it did not answer in time")
    if isinstance(exc, OSError):
        return Text(exc.strerror or str(exc) or type(exc).__name__)
    return Text(str(exc) or type(exc).__name__)
