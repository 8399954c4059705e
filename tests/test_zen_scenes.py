"""The Zen booklet, puzzle table and result panel, driven by real mouse and key events (hints:
test_zen_hints.py)."""
from __future__ import annotations

import json

import pygame
import pytest

from game.zen import booklet
from game.zen.actions import DRAWN, TURNED, ChooseStartDeck, Draw, EndRound, Place, Undo, deck, discard, grid
from game.zen.campaign import ZenResults
from game.zen.policy import choose
from saves import campaign, store
from scenes.kit import theme
from scenes.menu import MainMenu
from scenes.zen.booklet import ZenBookletScene
from scenes.zen.puzzle import ZenPuzzle
from scenes.zen.result import ZenResultScene
from table_helpers import open_table, referee_of
from zen_helpers import GAME, advance, open_puzzle, rests_at, settle, sprite_rect, state_of, until_top


def test_the_main_menu_opens_the_booklet_and_a_thumbnail_opens_its_puzzle(app, click):
    menu = app.scenes.top
    assert isinstance(menu, MainMenu)
    click(menu.buttons["Zen puzzles"])
    settle(app, 20)
    scene = app.scenes.top
    assert isinstance(scene, ZenBookletScene)
    rect, form, _ = scene.tiles[2]
    click(rect.center)
    settle(app, 20)
    table = app.scenes.top
    assert isinstance(table, ZenPuzzle) and table.form.name == form.name
    assert [type(s).__name__ for s in app.scenes.stack] == ["MainMenu", "ZenBookletScene", "ZenPuzzle"]


def test_a_puzzle_from_the_booklet_is_autosaved_and_continues_where_it_was(app, click):
    scene = ZenBookletScene(app)
    app.scenes.push(scene)
    click(scene.tiles[0][0].center)
    settle(app, 10)
    table = app.scenes.top
    click(table.plan.deck_rect(table.form.decks()[0]).center)
    settle(app)
    store.flush()
    saved = store.load(store.saves_dir() / "autosave-zen.json")
    assert saved.game == "zen" and saved.seats == ["human"] and saved.state == state_of(table)
    app.resume(saved)
    settle(app, 10)
    again = app.scenes.top
    assert isinstance(again, ZenPuzzle) and again is not table and again.view == table.view
    placed = again.view.placed[0]
    assert again.picture.zone_of(placed) == grid(again.form.home[placed])


def test_an_old_zen_save_without_the_turned_up_cards_still_loads_and_plays(app):
    state = GAME.new(1, seed=5, form="Fox")
    state.apply(0, ChooseStartDeck(state.form.decks()[0]))
    path = store.autosave("zen", GAME.check_options(1, {"form": "Fox"}), ["human"], state)
    doc = json.loads(path.read_text())
    del doc["state"]["turned_up"]                    # as Parlour wrote Zen saves before,
    del doc["record"]                                # in the format before records
    doc["version"] = 2
    path.write_text(json.dumps(doc))
    saved = store.load(path)
    assert saved.state.placed == state.placed and saved.state.turned_up == []
    app.resume(saved)
    settle(app, 10)
    table = app.scenes.top
    assert isinstance(table, ZenPuzzle) and table.view.phase == "draw"
    advance(app, table, lambda view: view.phase == "play")


def test_booklet_pages_show_each_level_and_a_tick_for_solved_forms(app, click):
    name = [f for f in booklet.forms() if f.level == 3][0].name
    progress = campaign.load()
    progress.section(ZenResults).result(name, solved=True, rounds=9)
    campaign.save(progress)
    scene = ZenBookletScene(app)
    app.scenes.push(scene)
    click(scene.buttons["Level 3"])
    assert {form.level for _, form, _ in scene.tiles} == {3}
    surface = pygame.Surface(app.size)
    scene.draw(surface)
    assert scene.progress.section(ZenResults)[name].best_rounds == 9


def test_a_thumbnail_says_how_often_the_computer_solves_the_form_in_words(app, click):
    scene = ZenBookletScene(app)
    app.scenes.push(scene)
    click(scene.buttons["Level 4"])
    for _rect, form, inline in scene.tiles:
        words = " ".join(scene.detail_lines(form, inline, pygame.font.Font(None, 13), 1000))
        assert f"The computer solves it {str(booklet.solved_words(form.difficulty))}" == words
        assert "policy" not in words and "%" not in words
    temple = next(form for _, form, _ in scene.tiles if form.name == "Temple Gate")
    assert str(booklet.solved_words(temple.difficulty)) == "2 times in 100"   # 7 of 400 measured shuffles
    scene.draw(pygame.Surface(app.size))


def test_clicking_a_deck_starts_then_draws(app, click):
    table = open_puzzle(app)
    d = table.form.decks()[0]
    click(table.plan.deck_rect(d).center)
    assert len(table.view.placed) == 1 and table.view.phase == "draw"
    click(table.plan.deck_rect(d).center)
    assert table.view.phase == "play" and len(table.view.hand) == 3
    click(table.plan.deck_rect(d).center)
    assert table.hud.message_text.startswith("Finish this round first")


def test_the_cards_turned_up_at_the_start_show_then_go_back_into_the_deck(app, click):
    seed = next(s for s in range(50) if GAME.new(1, s, form="Fox").clone().apply(0, ChooseStartDeck(0))[0].dst
                == TURNED)
    table = open_puzzle(app, seed=seed)
    click(table.plan.deck_rect(0).center)
    turned = table.view.turned_up
    assert turned and table.hud.message_text.endswith("shuffled back.")
    def at_rest_face_up(c: int) -> bool:
        sprite = table.picture.sprite(c)
        return sprite.face_up and sprite.visible and sprite.pos == sprite.home[:2]

    for _ in range(60):                      # they fly up and turn over, then rest in view a moment
        app.step()
        if all(at_rest_face_up(c) for c in turned):
            break
    assert table.picture.cards_in(TURNED) == turned and all(at_rest_face_up(c) for c in turned)
    rects = [sprite_rect(table, c) for c in turned]
    assert all(table.plan.panel.contains(r) for r in rects)
    settle(app)
    assert table.picture.cards_in(TURNED) == []
    assert len(table.picture.cards_in(deck(0))) == table.view.deck_size(0)


def test_drawn_cards_fly_face_up_into_the_hand_and_leftovers_onto_the_pile_the_last_face_up(app, click):
    table = open_puzzle(app)
    d = table.form.decks()[0]
    click(table.plan.deck_rect(d).center)
    click(table.plan.deck_rect(d).center)
    settle(app)
    hand = table.view.hand
    assert table.picture.cards_in(DRAWN) == hand
    for c, rect in zip(table.order, table.plan.hand_rects()):
        sprite = table.picture.sprite(c)
        assert sprite.face_up and rests_at(table, c, rect)
    for c in list(table.order):
        if Place(c) in table.view.legal_actions():
            table.act(Place(c))
    left = list(table.order)
    table.act(EndRound(tuple(left)))
    settle(app)
    assert table.picture.cards_in(discard(d)) == left
    top = table.picture.sprite(left[-1])          # the person laid it there: its face shows
    assert top.face_up and rests_at(table, left[-1], table.plan.discard_rect(d))


def test_a_card_dropped_on_its_own_cell_is_placed_and_undo_takes_it_back(app, drag, click):
    table = open_puzzle(app)
    advance(app, table, lambda view: any(isinstance(a, Place) for a in view.legal_actions()))
    settle(app)
    c = next(a.card for a in table.view.legal_actions() if isinstance(a, Place))
    cell = table.form.home[c]
    drag(sprite_rect(table, c).center, table.plan.cell_rect(cell).center)
    assert c in state_of(table).placed and table.view.round_placed == 1
    settle(app)
    assert rests_at(table, c, table.plan.cell_rect(cell))
    click(table.buttons["undo"])
    assert c in table.view.hand and c not in table.view.placed
    settle(app)
    assert table.picture.zone_of(c) == DRAWN


def test_a_card_dropped_anywhere_else_flies_back(app, drag):
    table = open_puzzle(app)
    advance(app, table, lambda view: view.phase == "play" and any(
        Place(c) not in view.legal_actions() and view.form.cell_of(c) for c in view.hand))
    settle(app)
    view = table.view
    c = next(c for c in view.hand if Place(c) not in view.legal_actions() and table.form.cell_of(c))
    home = table.picture.sprite(c).home[:2]
    before = state_of(table).to_dict()
    drag(sprite_rect(table, c).center, table.plan.cell_rect(table.form.home[c]).center)
    settle(app)
    assert state_of(table).to_dict() == before
    assert table.picture.sprite(c).pos == home


def test_end_round_asks_for_the_discard_order_by_dragging(app, drag, click):
    table = open_puzzle(app)
    advance(app, table, lambda view: view.phase == "play" and len(view.hand) == 3
            and not any(isinstance(a, Place) for a in view.legal_actions()))
    settle(app)
    click(table.buttons["end"])
    assert table.ordering and table.view.phase == "play"
    first, second, third = table.order
    slots = table.plan.hand_rects()
    drag(sprite_rect(table, first).center, slots[2].center)
    settle(app)
    assert table.order == [second, third, first]
    assert all(rests_at(table, c, slot) for c, slot in zip(table.order, slots))
    d = table.view.drawn_from
    click(table.buttons["end"])
    assert table.view.discards[d][-3:] == [second, third, first]
    assert not table.ordering and table.view.phase == "draw"


def test_a_renewed_deck_is_said_and_its_cards_fly_from_the_pile_to_the_deck(app):
    table = open_puzzle(app, "Fox", seed=3)
    advance(app, table, lambda view: view.phase == "play"
            and not any(isinstance(a, Place) for a in view.legal_actions())
            and any(view.deck_size(d) == 0 and not view.renewed[d] for d in view.form.decks()))
    d = table.view.drawn_from
    end = choose(table.view)[0]
    pile = table.view.discards[d] + list(end.order)
    table.act(end)
    assert table.view.renewed[d]
    assert table.hud.message_text == (f"The {('white', 'black')[d]} discard pile is now the deck "
                                      f"({len(pile)} cards, first discarded on top).")
    settle(app)
    assert table.picture.cards_in(deck(d)) == table.view.known_deck(d) == pile[::-1]
    assert table.picture.cards_in(discard(d)) == table.view.discards[d] == []
    top = table.picture.sprite(pile[0])
    assert top.visible and not top.face_up and rests_at(table, pile[0], table.plan.deck_rect(d))


def test_winning_lights_the_form_records_the_result_and_shows_it(app):
    entry = next(e for e in booklet.entries() if e["name"] == "Compass")
    table = open_puzzle(app, "Compass", seed=entry["solved_seed"])
    advance(app, table, lambda view: view.is_over())
    result = until_top(app, ZenResultScene)
    assert table.view.phase == "won"
    assert all(table.picture.sprite(c).highlight is not None for c in table.view.placed)
    assert campaign.load().section(ZenResults)["Compass"].solved >= 1
    rounds = table.view.rounds
    assert result.result.headline == f"Complete in {rounds} round{'s' if rounds != 1 else ''}"
    assert any(note.startswith("Your best: ") for note in result.result.notes)


def pair_form_solved_in_one_round() -> tuple[list, int]:
    """A two-card form of one's own and a seed on which the policy completes it in round 1."""
    cells = next(f for f in booklet.forms() if f.name == "Hammer").to_data()[:2]
    for seed in range(400):
        state = GAME.new(1, seed=seed, form="Pair", form_data=cells)
        while not state.is_over():
            state.apply(0, choose(state)[0])
        if state.phase == "won" and state.rounds == 1:
            return cells, seed
    pytest.fail("no shuffle completes the pair in one round")


def test_a_win_in_one_round_says_one_round(app, click, drag):
    cells, seed = pair_form_solved_in_one_round()
    table = open_puzzle(app, "Pair", seed=seed, form_data=cells)
    settle(app)
    while not table.view.is_over():
        mouse_move(app, table, choose(table.view)[0], click, drag)
    result = until_top(app, ZenResultScene)
    assert result.result.headline == "Complete in 1 round"
    assert result.result.notes[1].startswith("Your best: 1 round (")


def test_a_loss_marks_the_missing_cells(app):
    table = open_puzzle(app, "Temple Gate", seed=1)
    advance(app, table, lambda view: view.is_over())
    result = until_top(app, ZenResultScene)
    missing = len(table.view.missing())
    assert table.view.phase == "lost" and missing
    assert result.result.headline == f"{missing} card{'s' if missing != 1 else ''} missing"
    assert all(table.view.spent(d) for d in table.form.decks())


def test_the_puzzle_survives_a_resize(app):
    table = open_puzzle(app)
    advance(app, table, lambda view: view.phase == "play")
    app.resize((1000, 640))
    settle(app, 10)
    for c in table.view.hand + table.view.placed:
        assert pygame.Rect(0, 0, 1000, 640).contains(sprite_rect(table, c))
    assert table.plan.panel.bottom <= table.play_area((1000, 640)).bottom


@pytest.mark.parametrize("reserved", [120, 150])
def test_in_a_short_play_area_at_200_percent_text_the_round_buttons_stay_on_the_table(app, reserved):
    """A small window at 200 % text under a review's picture leaves the table 250-280 pixels: the
    two round buttons, too wide to stand side by side in the usual panel and with no height to
    stand one above the other, widen the panel or stand under the form, never running over the
    review below, a card, or each other."""
    import dataclasses
    app.apply_settings(dataclasses.replace(app.settings, ui_scale=200))
    app.resize((960, 600))
    table = open_puzzle(app)
    advance(app, table, lambda view: view.phase == "play")
    table.reserved_bottom = reserved                  # what a review's picture keeps below the table
    table.resize((960, 600))
    settle(app, 5)
    area = table.play_area((960, 600))
    end, undo = table.buttons["end"].rect, table.buttons["undo"].rect
    assert end.top == undo.top and not end.colliderect(undo)
    assert area.contains(end) and area.contains(undo)
    for key in ("end", "undo"):                       # each label whole at its size
        label = table.buttons[key].text
        assert theme.text_size(table.ui, label, "button")[0] < table.buttons[key].rect.width
    cells = [table.plan.cell_rect(cell) for cell in table.form.cells]
    for rect in [sprite_rect(table, c) for c in table.view.hand] + cells:
        assert not rect.colliderect(end) and not rect.colliderect(undo)


def test_a_random_form_is_played_from_the_booklet(app, click):
    scene = ZenBookletScene(app)
    app.scenes.push(scene)
    click(scene.buttons["random"])
    settle(app, 10)
    table = app.scenes.top
    assert isinstance(table, ZenPuzzle) and table.form.name.startswith("Random 12")
    legal = table.view.legal_actions()
    assert Draw(0) not in legal and EndRound(()) not in legal and Undo() not in legal


def test_the_result_panel_offers_the_next_form_another_try_and_the_booklet(app, click):
    scene = ZenBookletScene(app)
    app.scenes.push(scene)
    click(scene.tiles[0][0].center)
    settle(app, 10)
    table = app.scenes.top
    first = table.form.name
    advance(app, table, lambda view: view.is_over())
    click(until_top(app, ZenResultScene).buttons["again"])
    settle(app, 10)
    again = app.scenes.top
    assert isinstance(again, ZenPuzzle) and again is not table and again.form.name == first
    assert again.view.phase == "start"
    advance(app, again, lambda view: view.is_over())
    click(until_top(app, ZenResultScene).buttons["next"])
    settle(app, 10)
    assert app.scenes.top.form.name == booklet.forms()[1].name
    advance(app, app.scenes.top, lambda view: view.is_over())
    click(until_top(app, ZenResultScene).buttons["booklet"])
    settle(app, 10)
    assert app.scenes.top is scene
    assert [type(s).__name__ for s in app.scenes.stack] == ["MainMenu", "ZenBookletScene"]


def test_keys_draw_end_the_round_and_undo(app, press):
    table = open_puzzle(app)
    d = table.form.decks()[0]
    press(pygame.K_w if d == 0 else pygame.K_b)
    assert len(table.view.placed) == 1
    advance(app, table, lambda view: any(isinstance(a, Place) for a in view.legal_actions()))
    c = next(a.card for a in table.view.legal_actions() if isinstance(a, Place))
    table.act(Place(c))
    press(pygame.K_z, mod=pygame.KMOD_CTRL)
    assert c in table.view.hand
    press(pygame.K_SPACE)
    if len(table.view.hand) >= 2:
        assert table.ordering
        press(pygame.K_RETURN)
    assert table.view.phase == "draw"


def test_the_tables_undo_is_off_and_ctrl_z_reaches_the_puzzles_own(app, press):
    table = open_puzzle(app)
    assert not table.undo_offered() and not table.hud.undo_button.visible
    advance(app, table, lambda view: any(isinstance(a, Place) for a in view.legal_actions()))
    placed, hand = list(table.view.placed), sorted(table.view.hand)
    table.act(next(a for a in table.view.legal_actions() if isinstance(a, Place)))
    press(pygame.K_z, mod=pygame.KMOD_LCTRL)
    assert app.scenes.top is table                      # the same puzzle, its card back in hand
    assert list(table.view.placed) == placed and sorted(table.view.hand) == hand


def test_reopening_a_finished_game_does_not_count_it_twice(app):
    entry = next(e for e in booklet.entries() if e["name"] == "Hammer")
    table = open_puzzle(app, "Hammer", seed=entry["solved_seed"])
    advance(app, table, lambda view: view.is_over())
    until_top(app, ZenResultScene)
    played = campaign.load().section(ZenResults)["Hammer"].played
    finished = state_of(table).clone()
    app.scenes.unwind()
    open_table(app, finished, ["human"], GAME.check_options(1, {"form": "Hammer"}))
    until_top(app, ZenResultScene)
    assert campaign.load().section(ZenResults)["Hammer"].played == played


def test_the_rules_picture_shows_a_form_half_built(app):
    from scenes.rules import picture
    art = picture("zen", "form", 400)
    assert art is not None and 0 < art.get_width() <= 400
    assert picture("zen", "no such picture", 400) is None


def test_the_help_under_the_buttons_goes_when_the_puzzle_is_over(app):
    entry = next(e for e in booklet.entries() if e["name"] == "Compass")
    table = open_puzzle(app, "Compass", seed=entry["solved_seed"])

    def help_drawn() -> bool:
        surface = pygame.Surface(app.window.get_size(), pygame.SRCALPHA)   # clear: only the text shows
        table.draw_help(surface)
        return surface.get_bounding_rect().width > 0

    assert help_drawn()
    advance(app, table, lambda view: view.is_over())
    until_top(app, ZenResultScene)
    assert not help_drawn()


def test_the_move_log_tells_the_puzzle_in_words(app, click):
    table = open_puzzle(app)
    d = table.form.decks()[0]
    click(table.plan.deck_rect(d).center)
    click(table.plan.deck_rect(d).center)
    texts = [entry.text for entry in table.log.entries]
    assert texts[:2] == [f"You start from the {('white', 'black')[d]} deck",
                         f"You draw from the {('white', 'black')[d]} deck"]
    assert set(table.log.entries[1].cards) == set(table.view.hand)


def mouse_move(app, table, action, click, drag) -> None:
    """The person makes `action` with the mouse alone: a deck clicked, a card dragged to its
    cell, End round (and the discard order dragged into place, slot by slot)."""
    plan = table.plan
    if isinstance(action, (ChooseStartDeck, Draw)):
        click(plan.deck_rect(action.deck).center)
    elif isinstance(action, Place):
        drag(sprite_rect(table, action.card).center, plan.cell_rect(table.form.home[action.card]).center)
    else:
        assert isinstance(action, EndRound)
        click(table.buttons["end"])
        for slot, c in enumerate(action.order if table.ordering else ()):
            if table.order[slot] != c:
                drag(sprite_rect(table, c).center, plan.hand_rects()[slot].center)
                settle(app)
        if table.ordering:
            click(table.buttons["end"])
    settle(app)


def test_a_person_plays_a_whole_puzzle_with_the_mouse_alone(app, click, drag):
    entry = next(e for e in booklet.entries() if e["name"] == "Owl")
    table = open_puzzle(app, "Owl", seed=entry["solved_seed"])
    settle(app)
    for _ in range(300):
        if table.view.is_over():
            break
        moves = table.link.moves_played
        action = choose(table.view)[0]
        mouse_move(app, table, action, click, drag)
        assert table.link.moves_played == moves + 1
        assert referee_move(table) == action
    assert table.view.phase == "won"
    until_top(app, ZenResultScene)


def referee_move(table):
    return referee_of(table).moves[-1].action


def test_the_picture_shown_from_the_events_is_the_views_table(app):
    """Each move animated from its events ends with every card where the View has it (a back
    where the View knows no card): the same table a resumed game builds from the View."""
    table = open_puzzle(app, "Fox", seed=8)
    for _ in range(60):
        if table.view.is_over():
            break
        table.act(choose(table.view)[0])
        settle(app, 2)
        shown = {zone: cards for zone, cards in table.picture.shown.items() if cards}
        expected = {zone: cards for zone, cards in table.view.zones().items() if cards}
        assert shown.keys() == expected.keys()
        for zone, cards in expected.items():
            assert [c if c is not None else "back" for c in cards] == [
                c if isinstance(c, int) else "back" for c in shown[zone]], zone
