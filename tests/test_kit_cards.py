"""Card art cache, the layered group's hit-testing, symbols, palette, theme, font and asset paths."""
from __future__ import annotations

import json
import sys

import pygame
import pygame_gui
import pytest

from game import GAMES
from scenes.kit import assets, cards, palette, symbols, theme
from scenes.kit.cards import CardLayer, CardSprite, back_image, face_image


def painter_counting(calls):
    def paint(surface, card_id, face_rect):
        calls.append((card_id, surface.get_size()))
        pygame.draw.rect(surface, palette.PIXIES["red"], face_rect.inflate(-10, -10))
    return paint


@pytest.fixture(autouse=True)
def fresh_cache():
    cards.clear_cache()
    yield
    cards.clear_cache()


def test_same_painter_card_and_size_give_the_same_surface_painted_once():
    calls = []
    paint = painter_counting(calls)
    first = face_image(paint, "red-7", (80, 112))
    assert face_image(paint, "red-7", (80, 112)) is first
    assert calls == [("red-7", (80, 112))]
    assert face_image(paint, "red-8", (80, 112)) is not first
    assert face_image(paint, "red-7", (90, 126)) is not first
    assert len(calls) == 3


def test_backs_are_cached_per_painter_and_size():
    assert back_image(None, (80, 112)) is back_image(None, (80, 112))
    assert back_image(None, (80, 112)) is not back_image(None, (60, 84))


def test_a_card_has_rounded_transparent_corners_a_border_and_the_painted_face():
    image = face_image(painter_counting([]), "x", (100, 140))
    assert image.get_at((0, 0)).a == 0                       # the corner is cut round
    assert image.get_at((50, 0)).a == 255                    # the edge is solid
    assert image.get_at((50, 70))[:3] == palette.PIXIES["red"]  # the painter's face
    assert image.get_at((50, 0))[:3] != palette.CARD_CREAM   # the printed border


def test_sprite_redraws_only_when_its_look_changes():
    card = CardSprite("x", painter_counting([]), size=(80, 112))
    first = card.image()
    assert card.image() is first
    card.x += 50                       # moving does not redraw
    assert card.image() is first
    card.angle = 10
    turned = card.image()
    assert turned is not first and turned.get_width() > first.get_width()
    card.face_up = False
    assert card.image() is not turned


def test_topmost_card_under_a_point_is_picked_and_can_be_raised():
    layer = CardLayer()
    bottom = layer.add(CardSprite("a", None, size=(80, 112), pos=(100, 100)))
    top = layer.add(CardSprite("b", None, size=(80, 112), pos=(120, 100)))
    assert layer.card_at((110, 100)) is top
    assert layer.card_at((65, 100)) is bottom
    assert layer.card_at((300, 300)) is None
    layer.raise_to_top(bottom)
    assert layer.card_at((110, 100)) is bottom
    assert list(layer) == [top, bottom]


def test_hidden_cards_and_filtered_cards_are_not_picked():
    layer = CardLayer()
    under = layer.add(CardSprite("a", None, size=(80, 112), pos=(100, 100)))
    over = layer.add(CardSprite("b", None, size=(80, 112), pos=(100, 100)))
    over.visible = False
    assert layer.card_at((100, 100)) is under
    over.visible = True
    assert layer.card_at((100, 100), where=lambda c: c.card_id == "a") is under


def test_z_orders_drawing_and_hit_testing():
    layer = CardLayer()
    a = layer.add(CardSprite("a", None, pos=(100, 100)), z=5)
    b = layer.add(CardSprite("b", None, pos=(100, 100)), z=1)
    assert layer.card_at((100, 100)) is a
    b.z = 9
    assert layer.card_at((100, 100)) is b


def test_a_turned_card_is_hit_by_its_true_outline():
    card = CardSprite("a", None, size=(40, 200), pos=(0, 0))
    assert card.contains((0, 95)) and not card.contains((95, 0))
    card.angle = 90
    assert card.contains((95, 0)) and not card.contains((0, 95))


def test_layer_draws_cards_onto_the_screen():
    screen = pygame.Surface((300, 200))
    screen.fill(palette.FELT)
    layer = CardLayer()
    layer.add(CardSprite("a", painter_counting([]), size=(80, 112), pos=(150, 100)))
    layer.draw(screen)
    assert screen.get_at((150, 100))[:3] == palette.PIXIES["red"]
    assert screen.get_at((10, 10))[:3] == palette.FELT


@pytest.mark.parametrize("shape", sorted(symbols.SHAPES))
def test_every_symbol_draws_ink_inside_its_rect(shape):
    surf = pygame.Surface((40, 40), pygame.SRCALPHA)
    symbols.draw_symbol(surf, shape, pygame.Rect(10, 10, 20, 20), palette.INK)
    inked = [(x, y) for x in range(40) for y in range(40) if surf.get_at((x, y)).a > 0]
    assert inked and all(10 <= x < 30 and 10 <= y < 30 for x, y in inked)


def test_every_game_colour_has_a_symbol_and_the_shapes_differ():
    assert set(symbols.family("lixo")) == set(palette.LIXO)
    assert set(symbols.family("pixies")) == set(palette.PIXIES)
    for name in GAMES:
        family = symbols.family(name)
        assert len(set(family.values())) == len(family)
        for shape in family.values():
            symbols.shape_drawing(shape)
    assert symbols.family("lixo") == {"yellow": "square", "blue": "triangle", "green": "cross",
                                      "red": "star", "grey": "circle"}


def test_ink_reads_on_every_colour():
    assert palette.ink_on(palette.PIXIES["yellow"]) == palette.INK
    assert palette.ink_on(palette.FLANX_DECKS["black"]) == palette.CARD_CREAM


def test_theme_colours_come_from_the_palette_and_fonts_sit_under_element_types():
    data = json.loads(theme.theme_path().read_text(encoding="utf-8"))
    assert data["defaults"]["colours"]["normal_bg"] == palette.hex_colour(palette.BUTTON)
    assert data["defaults"]["colours"]["normal_text"] == palette.hex_colour(palette.TEXT)
    assert "font" not in data["defaults"]
    fonts = [block["font"] for block in data.values() if "font" in block]
    assert fonts and all(f["name"] == theme.FONT_NAME for f in fonts)


def test_ui_manager_uses_the_bundled_font_without_warnings(recwarn):
    pygame.init()
    pygame.display.set_mode((320, 200))
    ui = theme.new_ui_manager((320, 200))
    button = pygame_gui.elements.UIButton(pygame.Rect(0, 0, 100, 30), "Play", manager=ui)
    ui.update(0.01)
    assert button.font is not None
    assert not [w for w in recwarn.list if "font" in str(w.message).lower()]
    ids = {(f["point_size"], f["style"]) for f in theme._theme_fonts(theme.theme_data())}
    assert (16, "regular") in ids and (48, "bold") in ids


def test_the_text_size_setting_grows_every_font_of_the_theme(recwarn):
    pygame.init()
    pygame.display.set_mode((320, 200))
    assert theme.theme_data(150)["button"]["font"]["size"] == "24"
    assert theme.theme_data(100)["button"]["font"]["size"] == "16"
    ui = theme.new_ui_manager((320, 200), scale=150)
    big = pygame_gui.elements.UIButton(pygame.Rect(0, 0, 100, 30), "Play", manager=ui)
    normal = pygame_gui.elements.UIButton(pygame.Rect(0, 0, 100, 30), "Play", manager=theme.new_ui_manager((320, 200)))
    assert big.font.size("Play")[1] > normal.font.size("Play")[1]
    assert not [w for w in recwarn.list if "font" in str(w.message).lower()]


def test_font_is_the_bundled_dejavu_cached_per_size():
    assert theme.font(20) is theme.font(20)
    assert theme.font(20, bold=True) is not theme.font(20)
    assert theme.font(20).size("W")[0] > 0


def test_bundled_fonts_and_licence_exist():
    for parts in (theme.REGULAR, theme.BOLD, ("fonts", "LICENSE-DejaVu.txt"), ("theme.json",)):
        assert assets.asset_path(*parts).is_file(), parts
    assert "Bitstream" in assets.asset_path("fonts", "LICENSE-DejaVu.txt").read_text(encoding="utf-8")


def test_asset_paths_resolve_inside_a_frozen_bundle(monkeypatch, tmp_path):
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert assets.asset_path("fonts", "DejaVuSans.ttf") == tmp_path / "assets" / "fonts" / "DejaVuSans.ttf"


def test_colour_blind_setting_redraws_cards_painters_can_read_it():
    seen = []

    def paint(surface, card_id, face_rect):
        seen.append(cards.STYLE.colour_blind)

    card = CardSprite("x", paint, size=(60, 84))
    before = card.image()
    try:
        cards.set_colour_blind(True)
        after = card.image()
        assert after is not before and seen == [False, True]
        cards.set_colour_blind(True)                 # no change: nothing redrawn
        assert card.image() is after
    finally:
        cards.set_colour_blind(False)


def test_backs_can_differ_per_deck():
    def paint_deck_back(surface, back_id, face_rect):
        surface.fill(palette.FLANX_DECKS[back_id], face_rect)

    white = CardSprite(0, None, size=(80, 80), face_up=False, back_painter=paint_deck_back, back_id="white")
    black = CardSprite(40, None, size=(80, 80), face_up=False, back_painter=paint_deck_back, back_id="black")
    assert white.base_image().get_at((40, 40))[:3] == palette.FLANX_DECKS["white"]
    assert black.base_image().get_at((40, 40))[:3] == palette.FLANX_DECKS["black"]
    assert CardSprite(1, None, size=(80, 80), face_up=False).base_image().get_at((40, 40))[:3] != \
        palette.FLANX_DECKS["white"]


def test_the_art_cache_stays_within_its_memory_budget(monkeypatch):
    monkeypatch.setattr(cards, "ART_BUDGET_BYTES", 100 * 140 * 4 * 5)
    for n in range(12):
        face_image(None, n, (100, 140))
        assert cards._art_bytes[0] <= cards.ART_BUDGET_BYTES
    assert face_image(None, 11, (100, 140)) is face_image(None, 11, (100, 140))


def test_a_card_grown_in_flight_is_as_big_as_turned_and_grown_and_keeps_its_face():
    """Scale without a turn takes smoothscale: the same size as rotozoom gives, the face in the middle."""
    sprite = CardSprite("a", lambda surface, card_id, rect: surface.fill((200, 30, 30), rect), size=(40, 56))
    sprite.scale = 1.5
    grown = sprite.image()
    flat = CardSprite("a", lambda surface, card_id, rect: surface.fill((200, 30, 30), rect), size=(40, 56))
    turned = pygame.transform.rotozoom(flat.image(), 0, 1.5)
    assert grown.get_size() == turned.get_size()
    assert grown.get_at(grown.get_rect().center)[:3] == (200, 30, 30)



def test_a_rough_picture_is_turned_without_smoothing_and_made_smooth_when_asked_plainly():
    """image(rough=True) turns with pygame.transform.rotate, grown first with
    pygame.transform.scale when scaled; a plain image() then makes it again smoothed, and a
    rough request keeps a smooth picture; a card neither turned, flipped nor grown is never
    rough (the two pictures would be the same)."""
    calls = []
    sprite = CardSprite("a", painter_counting(calls), size=(60, 84))
    sprite.angle, sprite.scale = 8, 1.25
    rough = sprite.image(rough=True)
    assert sprite.rough
    plain = CardSprite("a", painter_counting(calls), size=(60, 84))
    grown = pygame.transform.scale(plain.image(), (round(plain.image().get_width() * 1.25),
                                                   round(plain.image().get_height() * 1.25)))
    expected = pygame.transform.rotate(grown, 8)
    assert rough.get_size() == expected.get_size()
    assert pygame.image.tobytes(rough, "RGBA") == pygame.image.tobytes(expected, "RGBA")
    smooth = sprite.image()
    assert not sprite.rough and smooth is not rough
    assert smooth.get_size() == pygame.transform.rotozoom(plain.image(), 8, 1.25).get_size()
    assert sprite.image(rough=True) is smooth
    sprite.angle, sprite.scale, sprite.squash = 0, 1.0, 0.5
    flipping = sprite.image(rough=True)
    assert sprite.rough
    flat = plain.image()
    edge_on = pygame.transform.scale(flat, (round(flat.get_width() * 0.5), flat.get_height()))
    assert pygame.image.tobytes(flipping, "RGBA") == pygame.image.tobytes(edge_on, "RGBA")
    sprite.squash = 1.0
    sprite.image(rough=True)
    assert not sprite.rough


def test_a_table_of_another_game_lets_the_last_games_art_go():
    """A session that moves from game to game holds one game's card art (issue #36's soak)."""
    import pygame

    from scenes.kit import cards
    cards.art_for_game("pixies")
    cards.cached_art(("test-art", 1), lambda: pygame.Surface((100, 140), pygame.SRCALPHA))
    cards.art_for_game("pixies")                       # the same game again: kept
    assert ("test-art", 1) in cards._art
    cards.art_for_game("lixo")
    assert ("test-art", 1) not in cards._art and cards._art_bytes[0] == 0
