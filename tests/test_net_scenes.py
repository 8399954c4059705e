"""The screens of playing with friends, driven by real clicks and keys, all on 127.0.0.1: New game
-> Host a table -> a game -> the lobby -> Start -> the table (a RemoteLink); Join a table with an
address, a code and a name -> the lobby -> the host starts -> the table; a wrong code said."""
from __future__ import annotations

import random

import pygame

from game.referee import HUMAN
from net_helpers import close_all, hosting, join, step, wait_for
from scenes import tables
from scenes.kit.table import TableScene
from scenes.menu import GameChoice
from scenes.net.hosting import HostSetupScene
from scenes.net.joining import JoinScene
from scenes.net.lobby import LobbyScene
from scenes.net.remote import RemoteLink
from scenes.pause import PauseScene
from test_net_wire import FakeZeroconf


def frames_until(app, condition, what: str, frames: int = 600) -> None:
    for _ in range(frames):
        if condition():
            return
        app.step()
        pygame.time.wait(2)
    raise AssertionError(f"no {what} after {frames} frames")


def play_along(app, table, friend, until, what: str, frames: int = 2000) -> None:
    """Frames of the app, the friend playing their turns and the host's table playing its own
    first legal action, until `until()`."""
    rng = random.Random(2)
    for _ in range(frames):
        if until():
            return
        step(friend, rng)
        if table.my_turn() and not table.queue.busy:
            table.act(table.view.legal_actions()[0])
        app.step()
    raise AssertionError(f"no {what} after {frames} frames")


def type_into(app, click, entry, text: str) -> None:
    """Click into a text field, clear it with Backspace, type `text` as the keyboard does."""
    click(entry)
    for _ in range(len(entry.get_text())):
        app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_END, mod=0, unicode="", scancode=0)])
        app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="", scancode=0)])
    for char in text:
        app.step([pygame.event.Event(pygame.TEXTINPUT, text=char)])
    app.step()
    assert entry.get_text() == text


def test_hosting_from_the_menu_to_a_table_a_friend_joined(app, click):
    app.scenes.push(GameChoice(app))
    app.step()
    click(app.scenes.top.buttons["host"])
    choice = app.scenes.top
    assert isinstance(choice, GameChoice) and choice.hosting
    click(choice.buttons["pixies"])
    setup = app.scenes.top
    assert isinstance(setup, HostSetupScene) and setup.seats() == ["you", "open"]
    click(setup.buttons["players+"])
    click(setup.buttons["seat2+"])                                 # seat 3: Open -> a bot
    assert setup.seats() == ["you", "open", "easy"]
    click(setup.buttons["start"])
    lobby = app.scenes.top
    assert isinstance(lobby, LobbyScene) and lobby.host is not None
    host = lobby.host
    frames_until(app, lambda: lobby.info is not None and lobby.seat_text(0) == "You (the host)", "the host seated")
    assert lobby.labels["code"].text.replace(" ", "") == host.code
    assert "127.0.0.1" in lobby.labels["where"].text                # the loopback rule: no other address
    assert lobby.seat_text(1) == "Open: waiting for a friend" and lobby.seat_text(2) == "Easy bot"
    friend = join(host, "Dora")
    assert not lobby.buttons["send-away-1"].is_enabled
    frames_until(app, lambda: lobby.buttons["send-away-1"].is_enabled, "Dora in the lobby")
    assert lobby.seat_text(1) == "Dora"
    assert "send-away-0" not in lobby.buttons and "send-away-2" not in lobby.buttons    # the host's, a bot's
    click(lobby.buttons["stand-in+"])
    frames_until(app, lambda: host.seating.stand_in != "normal", "the stand-in changed")
    click(lobby.buttons["start"])
    frames_until(app, lambda: isinstance(app.scenes.top, TableScene), "the table")
    table = app.scenes.top
    assert isinstance(table.link, RemoteLink) and table.link.hosting and table.me == 0
    assert table.seat_name(1) == "Dora" and table.seats == [HUMAN, HUMAN, "easy"]
    play_along(app, table, friend, lambda: any(m.seat == 0 for m in host.referee.moves) and not table.queue.busy,
               "a move of the host's")
    frames_until(app, lambda: table.link.moves_played == len(host.referee.moves) and not table.queue.busy,
                 "the table to show every move")         # the friend waits: the game stands still
    assert table.view == host.referee.view(0)
    app.scenes.push(PauseScene(app, table))
    app.step()
    pause = app.scenes.top
    assert pause.buttons["save"].text == "Close the table for everyone" and "restart" not in pause.buttons
    click(pause.buttons["save"])
    wait_for(lambda: host.finished.is_set(), "the host to close")
    wait_for(lambda: friend.status == "closed", "the friend to be told")
    assert str(friend.problem) == "The host closed the table."
    close_all([friend])


def test_joining_by_address_and_code_then_the_host_starts(app, click):
    with hosting("pixies", ["open", "easy", "open"]) as host:
        bea = join(host, "Bea")
        app.scenes.push(GameChoice(app))
        app.step()
        click(app.scenes.top.buttons["join"])
        screen = app.scenes.top
        assert isinstance(screen, JoinScene) and screen.finder is None          # no looking on the LAN here
        type_into(app, click, screen.entries["address"], f"127.0.0.1:{host.port}")
        type_into(app, click, screen.entries["code"], "WRONG9")
        type_into(app, click, screen.entries["name"], "Cy")
        click(screen.buttons["join"])
        frames_until(app, lambda: "join code" in screen.status.text, "the refusal")
        assert isinstance(app.scenes.top, JoinScene)
        type_into(app, click, screen.entries["code"], host.code.lower())
        click(screen.buttons["join"])
        frames_until(app, lambda: isinstance(app.scenes.top, LobbyScene), "the lobby")
        lobby = app.scenes.top
        frames_until(app, lambda: lobby.info is not None and lobby.seat_text(0) == "Bea", "Bea in the lobby")
        assert lobby.seat_text(2) == "You" and lobby.labels["status"].text == "Waiting for the host to start the game."
        assert "start" not in lobby.buttons
        host.start_game()
        frames_until(app, lambda: isinstance(app.scenes.top, TableScene), "the table")
        table = app.scenes.top
        assert table.me == 2 and table.seat_name(0) == "Bea" and not table.link.hosting
        rng = random.Random(8)
        for _ in range(400):
            step(bea, rng)
            app.step()
            if table.my_turn() and not table.queue.busy:
                break
        assert table.my_turn() and table.status_text().startswith("Your")
        table.act(table.view.legal_actions()[0])
        frames_until(app, lambda: host.referee.moves[-1].seat == 2, "Cy's move at the host")
        bea.close()
        frames_until(app, lambda: table.seats[0] == "easy", "a bot for Bea")
        assert table.seat_name(0) == "Bea (away)"
        app.scenes.unwind()                                            # back to the menu: Cy leaves
        wait_for(lambda: 2 not in host.seating.present(), "Cy gone")


def test_tables_found_on_the_network_fill_in_the_address(app, click):
    fake = FakeZeroconf()
    screen = JoinScene(app, backend=fake)
    app.scenes.push(screen)
    app.step()
    from scenes.net import lan
    fake.announce(lan.service_info("Pixies at Bea", 8765, ["127.0.0.1"], "pixies", "Pixies", 1))
    frames_until(app, lambda: "found-0" in screen.buttons, "the found table")
    click(screen.buttons["found-0"])
    assert screen.entries["address"].get_text() == "127.0.0.1:8765"
    app.scenes.pop()
    assert fake.closed == 1


def test_the_last_hosted_table_opens_again_with_its_code_and_the_friend_takes_their_seat(app, click):
    app.scenes.push(GameChoice(app, hosting=True))
    app.step()
    click(app.scenes.top.buttons["flixo"])
    setup = app.scenes.top
    click(setup.buttons["start"])
    lobby = app.scenes.top
    host, code = lobby.host, lobby.host.code
    friend = join(host, "Eve")
    frames_until(app, lambda: lobby.seat_text(1) == "Eve" and lobby.built_with_table, "Eve in the lobby")
    click(lobby.buttons["start"])
    frames_until(app, lambda: isinstance(app.scenes.top, TableScene), "the table")
    table = app.scenes.top
    play_along(app, table, friend, lambda: len(host.referee.moves) >= 4, "a few moves")
    moves = len(host.referee.moves)
    app.scenes.unwind()                                              # the host leaves: the table is closed, kept
    wait_for(lambda: host.finished.is_set(), "the table to close")
    friend.close()
    app.scenes.push(GameChoice(app))
    app.step()
    click(app.scenes.top.buttons["host"])
    click(app.scenes.top.buttons["again"])
    lobby = app.scenes.top
    assert isinstance(lobby, LobbyScene) and lobby.host.code == code and len(lobby.host.referee.moves) == moves
    again = join(lobby.host, "Eve", token=friend.token)
    frames_until(app, lambda: lobby.seat_text(1) == "Eve" and lobby.built_with_table, "Eve back in the lobby")
    click(lobby.buttons["start"])
    frames_until(app, lambda: isinstance(app.scenes.top, TableScene), "the table again")
    assert app.scenes.top.link.moves_played == moves and again.seat == 1
    app.scenes.unwind()
    again.close()


def test_a_real_time_duel_table_counts_down_then_the_hosts_clock_runs(app):
    """The Flanx duel over the network: the table's "3, 2, 1, Omiga!" is no play time, so the
    host's clock starts only once this table is ready; the friend's cards then arrive by
    themselves and the table's clock runs on from the host's."""
    from net_helpers import realtime_plans
    name, options = realtime_plans()[0]
    with hosting(name, ["open", "open"], options) as host:
        friend = join(host, "Fay")
        client = join(host, "Me")
        host.start_game()
        wait_for(lambda: client.link is not None and friend.link is not None, "the start")
        table = tables_table(app, client)
        for _ in range(20):
            app.step()
        assert table.game_dt(0.1) == 0 and host.referee.clock == 0.0      # still counting down here
        rng = random.Random(9)
        frames_until(app, lambda: host.referee.clock > 0, "the clock to start", frames=2000)
        laid = len(host.referee.moves)
        for _ in range(3000):
            step(friend, rng)
            app.step()
            if len(host.referee.moves) >= laid + 3 and table.link.moves_played >= laid + 3:
                break
        assert table.link.moves_played >= laid + 3 and abs(table.link.clock - host.referee.clock) < 1.0
        app.scenes.unwind()
        friend.close()


def tables_table(app, client):
    from scenes import tables
    table = tables.table_class(client.table.game)(app, client.link)
    app.scenes.push(table)
    return table


def test_the_host_sends_players_away_in_the_lobby_and_at_the_table_and_sets_away_after(app, click):
    app.scenes.push(GameChoice(app))
    app.step()
    click(app.scenes.top.buttons["host"])
    click(app.scenes.top.buttons["pixies"])
    setup = app.scenes.top
    click(setup.buttons["players+"])
    click(setup.buttons["start"])
    lobby = app.scenes.top
    host = lobby.host
    assert host.attendance.away_after == 60.0
    click(lobby.buttons["away+"])
    assert host.attendance.away_after == 120.0 and "120 s" in lobby.away_stepper.value.text
    for _ in range(2):
        click(lobby.buttons["away-"])
    click(lobby.buttons["away-"])
    assert host.attendance.away_after is None and "Never" in lobby.away_stepper.value.text
    ann, bob = join(host, "Ann"), join(host, "Bob")
    frames_until(app, lambda: lobby.buttons["send-away-2"].is_enabled, "Bob in the lobby")
    click(lobby.buttons["send-away-1"])
    click(app.scenes.top.buttons[1])                                   # Send away (the dialog's yes)
    wait_for(lambda: ann.status == "closed", "Ann to be sent away")
    assert str(ann.problem) == "The host sent you away from this table."
    frames_until(app, lambda: lobby.seat_text(1) == "Open: waiting for a friend", "the seat open again")
    click(lobby.buttons["start"])
    frames_until(app, lambda: isinstance(app.scenes.top, TableScene), "the table")
    table = app.scenes.top
    app.scenes.push(PauseScene(app, table))
    app.step()
    click(app.scenes.top.buttons["players"])
    players = app.scenes.top
    assert list(players.buttons) == ["send-away-2", "back"]
    click(players.buttons["send-away-2"])
    wait_for(lambda: bob.status == "closed", "Bob to be sent away")
    wait_for(lambda: host.referee.seats[2] != HUMAN, "the stand-in in Bob's seat")
    close_all([ann, bob])


def test_a_players_table_says_at_once_when_the_host_is_gone_and_offers_to_wait_or_leave(app):
    from scenes.kit.dialog import ConfirmDialog
    with hosting("pixies", ["open", "open"]) as host:
        cy, bea = join(host, "Cy"), join(host, "Bea")
        host.start_game()
        wait_for(lambda: cy.link is not None and bea.link is not None, "the game")
        table = tables.table_class("pixies")(app, cy.link)
        app.scenes.push(table)
        app.step()
        # the host's end of the connection goes, with no word: as when the host's computer vanishes
        host._call(lambda: [peer.connection.transport.abort() for peer in list(host.peers.values())])
        frames_until(app, lambda: isinstance(app.scenes.top, ConfirmDialog), "the table to say so")
        dialog = app.scenes.top
        assert dialog.title == "The host is out of reach" and dialog.no == "Wait" and dialog.yes == "Leave the table"
        dialog.answer_no()                                   # wait: the connection comes back by itself
        frames_until(app, lambda: cy.status == "playing" and cy.link.trouble is None, "the host back")
        host.stop()
        frames_until(app, lambda: isinstance(app.scenes.top, ConfirmDialog), "the table to say it is closed")
        dialog = app.scenes.top
        assert dialog.title == "The table is closed" and "closed the table" in dialog.text
        dialog.answer_yes()                                  # Leave the table
        app.step()
        assert not any(isinstance(scene, TableScene) for scene in app.scenes.stack)
        close_all([cy, bea])


def test_the_lixo_score_strip_names_each_friend_not_everyone_you(app):
    with hosting("lixo", ["open", "open", "easy"]) as host:
        ann, bob = join(host, "Ann"), join(host, "Bob")
        host.start_game()
        wait_for(lambda: ann.link is not None and bob.link is not None, "the game")
        table = tables.table_class("lixo")(app, ann.link)
        app.scenes.push(table)
        app.step()
        strip = table.scores_text()
        assert strip.startswith("You ") and "Bob " in strip and "B3 " in strip and strip.count("You") == 1
        app.scenes.unwind()
        close_all([ann, bob])


def test_the_port_for_hosting_is_a_setting_and_a_busy_port_offers_the_next_free_one(app, click):
    import socket

    from scenes.kit.dialog import ConfirmDialog
    from scenes.settings import SettingsScene
    app.scenes.push(SettingsScene(app))
    app.step()
    screen = app.scenes.top
    with socket.socket() as holder:
        holder.bind(("127.0.0.1", 0))
        holder.listen()
        busy = holder.getsockname()[1]
        entry = screen.port_entry
        entry.focus()                                   # the row may be scrolled out of sight: keys, not a click
        for _ in range(len(entry.get_text())):
            app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_END, mod=0, unicode="", scancode=0)])
            app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="", scancode=0)])
        for char in str(busy):
            app.step([pygame.event.Event(pygame.TEXTINPUT, text=char)])
        app.step()
        assert app.settings.host_port == busy
        app.scenes.unwind()
        app.scenes.push(GameChoice(app, hosting=True))
        app.step()
        click(app.scenes.top.buttons["pixies"])
        click(app.scenes.top.buttons["start"])
        dialog = app.scenes.top
        assert isinstance(dialog, ConfirmDialog) and dialog.title == f"Port {busy} is busy"
        assert dialog.yes.startswith("Use port ")
        dialog.answer_yes()
        frames_until(app, lambda: isinstance(app.scenes.top, LobbyScene), "the lobby")
        lobby = app.scenes.top
        assert lobby.host.port != busy and f":{lobby.host.port}" in lobby.labels["where"].text
        app.scenes.unwind()
