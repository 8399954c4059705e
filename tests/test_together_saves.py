"""People at one computer outlive the game: the set-up seats them by name (and remembers them),
a save keeps them and Continue seats them again, and each person's results count as theirs,
shown on the Statistics screen under their name. Real events through the real scenes."""
from __future__ import annotations

import pygame

from game import GAMES
from game.lixo.cards import GREEN, RED, YELLOW
from game.referee import HUMAN
from game.referee.people import YOU
from lixo_helpers import rig
from saves import profiles, stats, store
from scenes.kit.handover import HandOver
from scenes.lixo.table import LixoTable
from scenes.pixies.table import PixiesTable
from scenes.result import ResultScene
from scenes.review import ReviewScene
from scenes.reviewchoice import WhoseReview
from scenes.setup import SetupScene
from scenes.setuppeople import NameDialog
from scenes.stats import StatisticsScene
from table_helpers import referee_of
from together_helpers import ANN, BEN, CID, open_together


def type_name(app, press, text: str) -> None:
    app.step([pygame.event.Event(pygame.TEXTINPUT, text=text)])
    press(pygame.K_RETURN)


def test_the_set_up_seats_a_new_player_and_remembers_them(app, click, press):
    setup = SetupScene(app, "pixies")
    app.scenes.push(setup)
    app.step()
    click(setup.buttons["players+"])
    click(setup.buttons["new-player"])
    dialog = app.scenes.top
    assert isinstance(dialog, NameDialog)
    type_name(app, press, "Zoe")
    assert app.scenes.top is setup
    assert setup.seats() == [HUMAN, HUMAN, setup.levels[1]] and setup.levels[1] in setup.bot_levels
    assert [p.name if p else None for p in setup.people()] == [YOU, "Zoe", None]
    click(setup.buttons["start"])
    app.step()
    table = app.scenes.top
    assert isinstance(table, PixiesTable)             # Pixies keeps nothing private: the table itself
    assert table.link.names == ["You", "Zoe", ""] and table.link.together
    assert [p.name for p in profiles.load()][:2] == [YOU, "Zoe"]
    again = SetupScene(app, "pixies")                 # the next set-up offers Zoe in the same seat
    assert [p.name if p else None for p in again.people()] == [YOU, "Zoe", None]


def test_a_name_already_here_is_refused(app, click, press):
    setup = SetupScene(app, "lixo")
    app.scenes.push(setup)
    app.step()
    setup.add_person("Ann")
    click(setup.buttons["new-player"])
    type_name(app, press, "Ann")
    dialog = app.scenes.top
    assert isinstance(dialog, NameDialog) and dialog.problem == "Ann is already here."


def test_save_and_continue_keep_the_people_and_their_names(app, click):
    link = open_together(app, "lixo", [HUMAN, HUMAN, "easy"], [ANN, BEN, None], seed=4)
    cover = app.scenes.top
    assert isinstance(cover, HandOver)
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=cover.button.rect.center, rel=(0, 0), buttons=(0, 0, 0),
                                 touch=False)])
    click(cover.button)
    table = app.scenes.top
    assert isinstance(table, LixoTable)
    click(table.pass_button)
    click(table.pass_button)          # asked once more where a bid was possible
    store.flush(5)
    saved = store.latest()
    assert saved is not None and saved.table["people"][:2] == [ANN.to_data(), BEN.to_data()]
    app.resume(saved)
    top = app.scenes.top
    resumed = top.table if isinstance(top, HandOver) else top
    assert resumed.link.names == ["Ann", "Ben", ""] and resumed.link is not link
    if isinstance(top, HandOver):                     # a person's go first: their hand stays covered
        assert top.person == [ANN, BEN, None][resumed.link.seat]


def test_each_persons_result_counts_as_theirs(app, click, press):
    before = stats.load()
    state = rig(hands=[(G,), (R,), (Y,)], deck=(), active=0)
    open_together(app, "lixo", [HUMAN] * 3, [ANN, BEN, CID], state=state)
    referee = None
    for _ in range(200):
        top = app.scenes.top
        if isinstance(top, ResultScene):
            break
        if isinstance(top, HandOver):
            referee = referee_of(top.table)
            press(pygame.K_RETURN)
            continue
        if isinstance(top, LixoTable) and top.my_turn() and not top.queue.busy and top.auto_pass_left is None:
            click(top.bid_button if top.bid_button.is_enabled else top.pass_button)
            continue
        app.step(dt=0.1)
    assert referee is not None and referee.is_over() and isinstance(app.scenes.top, ResultScene)
    result = app.scenes.top
    click(result.buttons["review"])             # whose decisions: each person's own
    whose = app.scenes.top
    assert isinstance(whose, WhoseReview) and [b.text for b in whose.buttons] == ["Ann", "Ben", "Cid", "Back"]
    click(whose.buttons[1])
    review = app.scenes.top
    assert isinstance(review, ReviewScene) and review.recorded.seat == 1
    app.scenes.pop()
    after = stats.load()
    winners = referee.state.winners()
    for seat, person in enumerate((ANN, BEN, CID)):
        record = after.of(person.name).get("lixo", stats.TOGETHER)
        earlier = before.of(person.name).get("lixo", stats.TOGETHER)
        assert record.games == earlier.games + 1
        assert record.wins == earlier.wins + (seat in winners)
    assert after.of(YOU).get("lixo", stats.TOGETHER).games == before.of(YOU).get("lixo", stats.TOGETHER).games
    screen = StatisticsScene(app)
    app.scenes.push(screen)
    app.step()
    headings = [section[0] for section in screen.sections()]
    assert {"Ann's games", "Ben's games", "Cid's games"} <= set(headings) and headings[0] == "Games"
    ann = next(rows for heading, _, rows, _ in screen.sections() if heading == "Ann's games")
    assert ann[0][:3] == ("LIXO?", "Together", str(after.of("Ann").get("lixo", stats.TOGETHER).games))


G, R, Y = GREEN, RED, YELLOW


def test_statistics_file_keeps_people_apart_and_reads_older_files(tmp_path):
    stats.record_result("pixies", "easy", won=True, score=40, person="Dan")
    stats.record_result("pixies", "easy", won=False, score=20)
    statistics = stats.load()
    assert statistics.of("Dan").get("pixies", "easy").wins >= 1
    assert "Dan" in statistics.names() and statistics.names()[0] == YOU
    assert GAMES["pixies"].name in statistics.of(YOU).records
