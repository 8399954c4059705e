"""The still picture (scenes.kit.still): what a table draws over it is pixel for pixel what it
draws without it, and it is painted again whenever what lies in it changes."""
from __future__ import annotations

import dataclasses
import time

import pygame
import pytest

from game import GAMES
from scenes.kit import palette, still
from scenes.kit.cards import CardLayer, CardSprite
from scenes.kit.picture import FLYING_Z
from scenes.kit.still import Same, StillLayer, fingerprint, table_key
from table_helpers import open_table
from test_kit_cards import painter_counting

TABLES = [("pixies", 3), ("lixo", 3), ("flixo", 3), ("flanx", 2), ("zen", 1)]


def pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGB")


def drawn_plainly(size: tuple[int, int], paint, layer: CardLayer) -> bytes:
    """The window drawn whole, with no still picture: what every partial frame must equal."""
    picture = pygame.Surface(size)
    paint(picture)
    layer.draw(picture)
    return pixels(picture)


def test_cards_over_a_still_picture_keep_the_resting_ones_and_look_the_same():
    """The cards at rest stay drawn on the picture, the others are drawn each frame, and every
    frame is pixel for pixel the plain drawing, also when a kept card turns over."""
    size = (420, 300)
    layer = CardLayer()
    resting = [layer.add(CardSprite(("rest", i), painter_counting([]), size=(40, 56), pos=(40 + 60 * i, 60)))
               for i in range(6)]
    mover = layer.add(CardSprite("mover", painter_counting([]), size=(40, 56), pos=(40, 200)))
    paints = []

    def paint(surface: pygame.Surface) -> None:
        paints.append(1)
        surface.fill(palette.FELT)


    layer_still = StillLayer()
    for frame in range(still.STILL_DRAWS + 5):
        mover.x += 4
        if frame == still.STILL_DRAWS + 2:
            resting[3].face_up = False          # one of the kept cards turns over
        screen = pygame.Surface(size)
        layer_still.draw(screen, ("same",), paint, layer)
        assert pixels(screen) == drawn_plainly(size, paint, layer)
        if frame == still.STILL_DRAWS + 1:
            assert len(layer_still._kept) == len(resting)
    assert len(layer_still._kept) == 3


def test_the_picture_is_painted_again_when_its_key_changes_and_only_then():
    layer = CardLayer()
    layer.add(CardSprite("a", painter_counting([]), size=(40, 56), pos=(60, 60)))
    colours = [palette.FELT]
    paints = []

    def paint(surface: pygame.Surface) -> None:
        paints.append(colours[0])
        surface.fill(colours[0])

    kept = StillLayer()
    screen = pygame.Surface((200, 150))
    for _ in range(5):
        kept.draw(screen, (colours[0],), paint, layer)
    assert len(paints) == 1
    colours[0] = palette.GLOW
    kept.draw(screen, (colours[0],), paint, layer)
    assert len(paints) == 2 and screen.get_at((5, 5))[:3] == palette.GLOW
    kept.draw(pygame.Surface((300, 150)), (colours[0],), paint, layer)   # a new window size
    assert len(paints) == 3


def test_a_fingerprint_sees_flags_small_lists_changed_in_place_and_a_new_object_by_identity():
    class Thing:
        pass
    thing = Thing()
    thing.flag, thing.order, thing.view = False, [1, 2], object()
    before = fingerprint(thing)
    thing.order.append(3)
    assert fingerprint(thing) != before
    before = fingerprint(thing)
    thing.flag = True
    assert fingerprint(thing) != before
    before = fingerprint(thing)
    thing.view = object()
    assert fingerprint(thing) != before
    assert fingerprint(thing) == fingerprint(thing)
    assert Same(thing.view) == Same(thing.view) and Same(thing.view) != Same(object())


# -- real tables ---------------------------------------------------------------------------------

def bot_table(app, name: str, players: int):
    """Bots of the game's easiest level in every seat (as bench/frames.py measures them)."""
    game = GAMES[name]
    level = next(level for level in game.levels if level != "random")
    return open_table(app, game.new(players, seed=11, **game.check_options(players, {})), [level] * players)


def draws_as_without_still(app, table) -> None:
    """The window as the table draws it equals the window drawn with no kept picture at all."""
    kept = pygame.Surface(app.window.get_size())
    table.draw(kept)
    held, table.still = table.still, StillLayer()
    fresh = pygame.Surface(app.window.get_size())
    table.draw(fresh)
    table.still = held
    assert pixels(kept) == pixels(fresh)


@pytest.mark.parametrize("name,players", TABLES)
def test_a_table_over_its_still_picture_looks_as_drawn_afresh_while_bots_play(app, name, players):
    table = bot_table(app, name, players)
    for frame in range(150):
        app.step(dt=0.05)
        if frame % 10 == 9:
            draws_as_without_still(app, table)
    assert table.still._kept, "resting cards are kept on the picture"


def window_as_drawn_afresh(app, table, scene=None) -> None:
    """The window after a frame equals the frame drawn whole on a fresh surface by a table with
    no kept picture (drawn without touching the window or the table's own kept picture), by the
    table itself or by the `scene` that shows it (Watch)."""
    scene = scene or table
    held, table.still = table.still, StillLayer()
    fresh = pygame.Surface(app.window.get_size())
    scene.draw(fresh)
    app.focus.draw(scene, fresh)
    table.still = held
    assert pixels(app.window) == pixels(fresh)


@pytest.mark.parametrize("name,players", TABLES)
def test_partial_frames_leave_the_window_as_a_whole_frame_would(app, name, players):
    """With bots playing, most frames draw only where cards moved and the widgets; the window
    stays pixel for pixel what drawing the whole frame gives."""
    app.settings = dataclasses.replace(app.settings, tips_seen=tuple(GAMES))
    table = bot_table(app, name, players)
    while app.scenes.fading or getattr(table, "countdown", None) is not None:   # Flanx counts down
        app.step(dt=0.02)
    partial = []
    drawing = table.still.draw
    table.still.draw = lambda *args: partial.append(drawing(*args)) or partial[-1]
    try:
        for frame in range(240):
            app.step(dt=0.02)
            if frame % 4 == 3:
                window_as_drawn_afresh(app, table)
    finally:
        del table.still.draw
    assert sum(partial) > len(partial) // 2, "most frames are partial"


def test_a_partial_frame_follows_the_pointer_over_the_cards_and_a_pause_menu_draws_whole(app, mouse):
    app.settings = dataclasses.replace(app.settings, tips_seen=tuple(GAMES))
    table = waiting_table(app, "pixies", 3)
    for x in range(100, 1200, 97):
        app.step([mouse(pygame.MOUSEMOTION, (x, 360 + x // 10), button=0)], dt=0.02)
        window_as_drawn_afresh(app, table)
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b", scancode=0)])
    assert app.scenes.top is not table
    app.scenes.pop()
    while app.scenes.fading:                 # the pause menu and the fade drew over the table
        app.step(dt=0.02)
    for _ in range(3):
        app.step(dt=0.02)
        window_as_drawn_afresh(app, table)


def repainted(app, table, change) -> bool:
    """Was the table's painting under the cards made again in the frame after `change()`?"""
    key = table.still._key
    change()
    app.step(dt=0.05)
    return table.still._key is not key


def waiting_table(app, name: str, players: int):
    """The person's turn at `name`'s table against bots, every card at rest (and no first-game
    tip, whose ring pulses with the clock)."""
    app.settings = dataclasses.replace(app.settings, tips_seen=tuple(GAMES))
    game = GAMES[name]
    level = next(level for level in game.levels if level != "random")
    table = open_table(app, game.new(players, seed=11, **game.check_options(players, {})),
                       ["human"] + [level] * (players - 1))
    for _ in range(400):
        app.step(dt=0.05)
        if table.my_turn() and not table.queue.busy:
            break
    for _ in range(still.STILL_DRAWS + 2):
        app.step(dt=0.05)
    assert not repainted(app, table, lambda: None), "nothing changed: nothing painted"
    return table


def test_a_card_that_lands_is_kept_on_the_picture_and_the_picture_is_painted_for_the_move(app):
    table = bot_table(app, "pixies", 3)
    for _ in range(still.STILL_DRAWS + 2):
        app.step(dt=0.01)
    moves, key = table.moves, table.still._key
    while table.moves == moves:
        app.step(dt=0.01)
    assert table.still._key is not key, "a move changes the words under the cards: painted again"
    flying = [card for card in table.cards if card.z >= FLYING_Z]
    assert flying and table.queue.busy
    kept = [look[0] for look in table.still._kept]
    assert all(card.look() not in kept for card in flying), "a flying card is drawn each frame"
    while any(card.z >= FLYING_Z for card in flying):
        app.step(dt=0.01)
    for _ in range(still.STILL_DRAWS + 2):
        app.step(dt=0.01)
        draws_as_without_still(app, table)
    kept = [look[0] for look in table.still._kept]
    assert all(card.look() in kept for card in flying), "the landed cards are drawn on the picture"


def test_the_picture_is_painted_again_on_resize(app):
    table = waiting_table(app, "flixo", 3)
    assert repainted(app, table, lambda: app.resize((1000, 700)))
    assert table.still._picture.get_size() == (1000, 700)
    draws_as_without_still(app, table)


@pytest.mark.parametrize("change", [{"ui_scale": 150}, {"colour_blind": True}])
def test_the_picture_is_painted_again_when_a_setting_changes(app, change):
    table = waiting_table(app, "pixies", 3)        # its faces carry the colour-blind symbols
    before, settings = pixels(app.window), app.settings
    try:
        assert repainted(app, table, lambda: app.apply_settings(dataclasses.replace(settings, **change)))
        draws_as_without_still(app, table)
        if "colour_blind" in change:  # every face gets its symbols: the kept cards were drawn again
            assert pixels(app.window) != before
    finally:
        app.apply_settings(settings)  # saved settings and the art style outlive the test
    assert repainted(app, table, lambda: None) and pixels(app.window) == before


def test_merged_rectangles_cover_every_one_given_in_as_many_as_asked():
    rects = [pygame.Rect(x, y, 30, 20) for x, y in ((0, 0), (10, 5), (200, 0), (205, 10), (0, 300), (400, 400))]
    joined = still.merged(rects + rects[:2], 4)      # the same ones twice count once
    assert len(joined) == 4
    assert all(any(big.contains(rect) for big in joined) for rect in rects)
    assert pygame.Rect(0, 0, 40, 25) in joined and pygame.Rect(200, 0, 35, 30) in joined   # near ones
    assert len(still.merged(rects, 1)) == 1 and still.merged(rects, 9) == still.merged(rects, 6)


def test_merged_joins_further_while_a_union_adds_fewer_pixels_than_a_rectangle_is_worth():
    """Two rectangles apart (a union adding 200 pixels) stay two when a rectangle is worth
    less, become one when worth more; overlapping ones are joined however many are allowed."""
    apart = [pygame.Rect(0, 0, 30, 20), pygame.Rect(40, 0, 30, 20)]
    assert sorted(map(tuple, still.merged(apart, 4, 199))) == sorted(map(tuple, apart))
    assert still.merged(apart, 4, 201) == [pygame.Rect(0, 0, 70, 20)]
    assert still.merged(apart, 4) == still.merged(apart, 4, 0)
    overlapping = [pygame.Rect(0, 0, 30, 20), pygame.Rect(10, 5, 30, 20)]
    assert still.merged(overlapping, 4) == [pygame.Rect(0, 0, 40, 25)]


def test_a_dear_overlay_makes_partial_frames_of_fewer_larger_rectangles_and_they_stay_exact():
    """What partial frames cost is learnt: an overlay that takes long each time it is drawn
    makes the next frames join their rectangles into fewer (each draws the overlay once more),
    and the window stays pixel for pixel the plain drawing."""
    size = (900, 600)
    layer = CardLayer()
    cards = [layer.add(CardSprite(("c", i), painter_counting([]), size=(40, 56), pos=(60 + 120 * i, 100 + 40 * i)))
             for i in range(4)]
    cheap, dear = [], []

    def paint(surface: pygame.Surface) -> None:
        surface.fill(palette.FELT)

    def top(surface: pygame.Surface) -> None:
        pygame.draw.line(surface, palette.GLOW, (0, 590), (899, 590), 3)
        if dear:
            until = time.thread_time() + 0.003
            while time.thread_time() < until:
                pass

    def frame(kept: StillLayer, screen: pygame.Surface, passes: list) -> None:
        for card in cards:
            card.x += 3
        found = kept._passes
        kept._passes = lambda *args: passes.append(found(*args)) or passes[-1]   # type: ignore[method-assign]
        assert kept.draw(screen, ("same",), paint, layer, top, True)
        del kept._passes
    kept, screen = StillLayer(), pygame.Surface(size)
    kept.draw(screen, ("same",), paint, layer, top, True)
    for _ in range(3):
        frame(kept, screen, cheap)
    dear.append(1)
    for _ in range(12):
        frame(kept, screen, dear)
    assert len(cheap[-1]) == len(cards)
    assert len(dear[-1]) < len(cards)
    plain = pygame.Surface(size)
    paint(plain)
    layer.draw(plain)
    top(plain)
    assert pixels(screen) == pixels(plain)


def test_merged_joins_thirty_rectangles_into_the_cheapest_few_and_keeps_them_covered():
    """Thirty cards' places, some overlapping: every one stays covered, and the greedy joins
    (through the heap of pair costs) give no more area than joining them all would."""
    rects = [pygame.Rect(37 * i % 900, 53 * i % 500, 60, 84) for i in range(30)]
    joined = still.merged(rects, still.PASSES)
    assert len(joined) == still.PASSES
    assert all(any(big.contains(rect) for big in joined) for rect in rects)
    everything = rects[0].unionall(rects[1:])
    assert sum(r.width * r.height for r in joined) <= everything.width * everything.height * len(joined)


@pytest.mark.parametrize("name,players", TABLES)
def test_drawing_a_frame_leaves_the_pictures_key_as_it_found_it(app, name, players):
    """What a table's drawing writes (LIXO?'s words' places, a backdrop made once) is not part of
    its picture's key: else every frame after a move would paint the whole picture once more."""
    app.settings = dataclasses.replace(app.settings, tips_seen=tuple(GAMES))
    table = bot_table(app, name, players)
    moves, view, frames = 0, table.view, 0
    while moves < 2 and frames < 1500:      # the bots think in the worker: on a busy machine, slowly
        app.step(dt=0.05)
        frames += 1
        key = table_key(table, app.window.get_size())
        assert table.still._key == key, [a for a, b in zip(key[2], table.still._key[2]) if a != b]
        if table.view is not view:
            moves, view = moves + 1, table.view
    assert moves, "the bots played"


def test_a_flixo_table_paints_again_when_the_cells_glow_not_when_a_bots_queue_ends(app, monkeypatch):
    """Flixo's cells to pick glow on the person's turn once the queue has ended: the key follows
    that, not whether the queue is busy while the bots play."""
    table = bot_table(app, "flixo", 3)
    size = app.window.get_size()
    app.step(dt=0.05)
    assert not table.my_turn()
    before = table_key(table, size)
    for busy in (True, False):
        monkeypatch.setattr(type(table.queue), "busy", property(lambda queue, busy=busy: busy))
        assert table_key(table, size) == before
    monkeypatch.setattr(type(table), "my_turn", lambda self: True)
    assert table_key(table, size) != before


def test_cards_turning_together_are_made_again_within_the_budget_and_catch_up_leaving_no_trace():
    """Ten big cards turning a degree every frame, drawn in part: each frame makes at most
    COMPOSE_PIXELS of pictures (the others show the last frame's a frame longer, the longest
    waiting made first), and once they stop the window is pixel for pixel the plain drawing:
    a card shown with an older picture leaves no trace."""
    size = (3000, 1600)
    layer = CardLayer()
    turning = [layer.add(CardSprite(("t", i), painter_counting([]), size=(230, 320), pos=(150 + 120 * i, 450)))
               for i in range(10)]

    def paint(surface: pygame.Surface) -> None:
        surface.fill(palette.FELT)


    kept, screen = StillLayer(), pygame.Surface(size)
    made, partial = [], []
    compose = CardSprite._compose

    def counting(card: CardSprite) -> pygame.Surface:
        made.append(card)
        return compose(card)
    CardSprite._compose = counting
    try:
        kept.draw(screen, ("same",), paint, layer, None, True)
        waited = {id(card): 0 for card in turning}       # frames each has shown an older picture
        for _ in range(12):
            for card in turning:
                card.angle += 1
                card.x += 3
            made.clear()
            partial.append(kept.draw(screen, ("same",), paint, layer, None, True))
            area = sum(card.composed()[1].get_width() * card.composed()[1].get_height() for card in made)
            assert 1 <= len(made) < len(turning)
            last = made[-1].composed()[1]
            assert area - last.get_width() * last.get_height() < still.COMPOSE_PIXELS
            left = [card for card in turning if card not in made]
            assert min(waited[id(card)] for card in made) >= max(waited[id(card)] for card in left), \
                "the cards that waited longest are made first"
            waited = {id(card): 0 if card in made else waited[id(card)] + 1 for card in turning}
            assert max(waited.values()) <= len(turning) // len(made) + 1
        for _ in range(len(turning)):
            kept.draw(screen, ("same",), paint, layer, None, True)
        for card in turning:        # turned over where they lie: the same size, a new picture
            card.face_up = False
        for _ in range(len(turning)):
            partial.append(kept.draw(screen, ("same",), paint, layer, None, True))
    finally:
        CardSprite._compose = compose
    assert all(card.look() == card.composed()[0] for card in turning)
    assert all(partial), "drawn in part: only where the cards were and are"
    assert pixels(screen) == drawn_plainly(size, paint, layer)



def test_a_card_turning_in_flight_is_turned_roughly_and_smoothed_as_soon_as_it_stops():
    """While its look changes each draw a turned card is turned without smoothing (the cheap
    turn), partial frames showing it as a whole frame would; the draw after it stops makes it
    again smoothed, and the window is then the plain drawing pixel for pixel."""
    size = (900, 700)
    layer = CardLayer()
    layer.add(CardSprite("still one", painter_counting([]), size=(230, 320), pos=(700, 350)))
    card = layer.add(CardSprite("flyer", painter_counting([]), size=(230, 320), pos=(200, 350)))

    def paint(surface: pygame.Surface) -> None:
        surface.fill(palette.FELT)

    def whole(draw_layer) -> bytes:
        picture = pygame.Surface(size)
        draw_layer(picture)
        return pixels(picture)

    kept, screen = StillLayer(), pygame.Surface(size)
    kept.draw(screen, ("same",), paint, layer, None, True)
    for _ in range(4):
        card.angle += 3
        card.x += 25
        assert kept.draw(screen, ("same",), paint, layer, None, True), "drawn in part"
        assert card.rough
        rough = card.composed()[1]
        assert whole(lambda picture: StillLayer().draw(picture, ("same",), paint, layer)) == pixels(screen)
        assert card.composed()[1] is rough, "a whole frame of the same moment shows the same rough turn"
    smooth = CardSprite("flyer", painter_counting([]), size=(230, 320))
    smooth.angle = card.angle
    assert pixels(smooth.image()) != pixels(rough), "the rough turn is another picture"
    assert kept.draw(screen, ("same",), paint, layer, None, True)
    assert not card.rough
    assert pixels(card.composed()[1]) == pixels(smooth.image())

    def plain(picture: pygame.Surface) -> None:
        paint(picture)
        layer.draw(picture)
    assert pixels(screen) == whole(plain)
