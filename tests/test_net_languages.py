"""A table across languages: what a host sends is language-free (a message id and its arguments),
and each player reads it in their own language. The host here runs in one language and the
players' screens in another (one process, so the host's words on the wire are checked as data:
they never depend on the language in use); everything talks over 127.0.0.1 only.
"""
from __future__ import annotations

import json
import random

import pytest

from game import GAMES
from game.core import SeatSaid, event_from_dict
from game.core.text import T, Text
from net_helpers import Raw, close_all, hosting, join, playing, step, wait_for
from scenes.kit import lang
from scenes.net.client import CLOSED, Client
from scenes.net.remote import RemoteLink
from scenes.net.wire import PERSON, SeatInfo, TableInfo, encode


@pytest.fixture(autouse=True)
def english_again():
    yield
    lang.use("en")


@pytest.mark.parametrize("code, wrong_code", [("de", "Das ist nicht der Beitrittscode dieses Tisches."),
                                              ("ru", "Это не код этого стола.")])
def test_a_refusal_is_sent_as_its_id_and_said_in_the_players_language(code, wrong_code):
    with hosting("pixies", ["open", "open"]) as host:
        lang.use(code)                           # the screens speak it; the host's words must not follow
        raw = Raw(host, code="WRANG2")
        why = raw.until("refused")["why"]
        assert why == {"id": "That is not this table's join code."}
        refused = join(host, "Cy", code="WRANG3")
        assert refused.status == CLOSED and lang.say(refused.problem) == wrong_code
        lang.use("en")
        assert lang.say(refused.problem) == "That is not this table's join code."


def test_the_hosts_reasons_and_notes_reach_each_player_in_their_own_language():
    with hosting("pixies", ["open", "open", "easy"], away_after=2.0) as host:
        ann, sil = join(host, "Ann"), join(host, "Sil")
        host.start_game()
        playing([ann, sil])
        lang.use("ru")
        answer = ann.ask({"type": "Dance"})
        assert isinstance(answer, Text) and answer.msgid == "That is not a {game} action ({detail})."
        assert lang.say(answer).startswith("Это не ход в Pixies (")
        waiting = next(client for client in (ann, sil) if client.seat not in client.link.view().to_move())
        theirs = host.referee.view(host.referee.to_move()[0]).legal_actions()[0]
        said = waiting.link.submit(theirs)                 # the referee's reason, said here from its id
        assert said == lang.say(host.referee.why_illegal(waiting.seat, theirs))
        rng, notes = random.Random(3), []

        def frame() -> bool:
            sil.link.events()
            sil.link.busy = False
            notes.extend(ann.link.take_notes())
            return step(ann, rng)

        wait_for(lambda: frame() and notes, "Ann to be told Sil is away", 30)
        assert notes == ["Sil: нет на месте, за игрока играет бот."]
        lang.use("de")
        told: list[str] = []

        def sil_told() -> bool:
            """Sil's own note comes over Sil's connection, which may lag behind Ann's."""
            sil.link.events()
            told.extend(sil.link.take_notes())
            return bool(told)

        wait_for(sil_told, "Sil to be told they are away", 30)
        assert told == ["Du bist weg: ein Bot spielt für dich, bis du ziehst."]
        assert ann.link.names[sil.seat] == "Sil (weg)" and ann.link.names[ann.seat] == "Du"
        close_all([ann, sil])


def test_words_that_are_not_words_are_refused_cleanly_and_plain_strings_still_read():
    client = Client("127.0.0.1:1", "ABC234", "Ann", remember=False)
    client.table, client.seat = TableInfo("pixies", 2, {}, (SeatInfo(PERSON, "Ann", "easy", True),
                                                            SeatInfo(PERSON, "Bob", "easy", True)), "easy"), 0
    for bad in ({"id": 5}, {"id": "{who} left", "args": {"name": "x"}},
                {"id": "{name:>999999999}", "args": {"name": "x"}}, {"id": "{name} left", "args": {"name": ["x"]}},
                {"id": "x", "args": {}, "extra": 1},
                {"id": "{n} cards", "plural": "{n} cards", "n": "2"}, {"id": "x" * 5000}, [], None):
        client._final, client.bad_messages = False, 0
        answer = client._receive(json.dumps({"t": "closed", "why": bad}))
        assert isinstance(answer, Text) and "cannot use" in str(client.problem), bad
    client._final = False
    assert client._receive(encode("refused", why="every seat at this table is taken")) is None
    lang.use("de")
    assert lang.say(client.problem) == "every seat at this table is taken"      # an older host's words, as they are


def test_a_bots_bubble_travels_as_data_and_is_said_in_each_language():
    said = SeatSaid(1, T("{name} is back.", name="Ann"))
    data = json.loads(json.dumps(said.to_dict()))
    assert data == {"type": "SeatSaid", "seat": 1, "text": {"id": "{name} is back.", "args": {"name": "Ann"}}}
    heard = event_from_dict(GAMES["flixo"], data)
    assert heard == said
    lang.use("ru")
    assert lang.say(heard.text) == "Ann снова за столом."
    with pytest.raises(ValueError):
        event_from_dict(GAMES["flixo"], {**data, "text": {"id": "{name} is back.", "args": {"name": {"id": 3}}}})
    old = event_from_dict(GAMES["flixo"], {"type": "SeatSaid", "seat": 1, "text": "I go for the blue line"})
    assert lang.say(old.text) == "I go for the blue line"


def test_the_remote_links_words_follow_the_language_in_use():
    with hosting("pixies", ["open", "open"]) as host:
        ann, bob = join(host, "Ann"), join(host, "Bob")
        host.start_game()
        playing([ann, bob])
        assert isinstance(ann.link, RemoteLink)
        lang.use("de")
        assert ann.link.undo_refusal() == "Am Tisch mit Freunden lassen sich Züge nicht zurücknehmen."
        lang.use("ru")
        assert ann.link.undo() == "За столом с друзьями ходы не отменяются."
        close_all([ann, bob])
