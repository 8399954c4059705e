"""Playing a lesson's moves through a table's real input, game by game (tests/test_lessons.py):
each performer turns an action into the drags, clicks and keys a person would make."""
from __future__ import annotations

import pygame

from game.referee.exact import same

FRAME = 0.1


def settle(app, scene, frames: int = 600) -> None:
    """Run frames until the table is still and the coach speaks (or the lesson is over); a round
    board that waits for the person is closed with a click, as a person would."""
    for _ in range(frames):
        table = scene.table
        counting = getattr(table, "countdown", None) is not None      # Flanx's "3, 2, 1, Omiga!"
        if scene.ended or (not table.queue.busy and not scene.run.pending and scene.coach is not None
                           and not counting):
            app.step(dt=FRAME)
            return
        if getattr(table, "board", None) is not None and table.board.revealed_all:
            point = table.board_rect().center
            app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=point, button=1, touch=False)], dt=FRAME)
            continue
        app.step(dt=FRAME)
    raise AssertionError("the lesson did not settle")


def wrong_move(scene):
    """A legal move that is not the step's (one a performer can make), or None."""
    step = scene.run.step
    view = scene.table.view
    for action in view.legal_actions():
        if not same(action, step.do) and WRONG_OK[scene.lesson.game](scene, action):
            return action
    return None


# -- Pixies: drag the card from the middle to the space; in case 2 click the card to keep up ---------
def pixies(app, scene, action, click, press, drag) -> None:
    table = scene.table
    sprite = table.picture.sprite(action.card)
    drag(sprite.rect.center, table.target_rect(action.space).center)
    if table.choice is not None:
        click(table.choice_rects()[action].center)


def pixies_wrong_ok(scene, action) -> bool:
    takes = [a for a in scene.table.view.legal_actions() if a.card == action.card and a.space == action.space]
    return len(takes) == 1


PERFORMERS = {"pixies": pixies}
WRONG_OK = {"pixies": pixies_wrong_ok}


# -- Zen: click a deck; drag a card to its cell; End round, drag the hand into order, confirm ------------
def zen(app, scene, action, click, press, drag) -> None:
    from game.zen.actions import ChooseStartDeck, Draw, EndRound, Place
    table = scene.table
    if isinstance(action, (ChooseStartDeck, Draw)):
        click(table.plan.deck_rect(action.deck).center)
    elif isinstance(action, Place):
        drag(table.picture.sprite(action.card).rect.center, table.plan.cell_rect(table.form.home[action.card]).center)
    elif isinstance(action, EndRound):
        if len(action.order) >= 2 and not table.ordering:
            click(table.buttons["end"])
        for slot, card in enumerate(action.order):
            if table.order[slot] != card:
                drag(table.picture.sprite(card).rect.center, table.plan.hand_rects()[slot].center)
                settle_cards(app, table)
        click(table.buttons["end"])
    else:
        raise AssertionError(f"no lesson plays {action}")


def settle_cards(app, table) -> None:
    for _ in range(100):
        if not table.queue.busy:
            return
        app.step(dt=FRAME)


def zen_wrong_ok(scene, action) -> bool:
    return True


PERFORMERS["zen"] = zen
WRONG_OK["zen"] = zen_wrong_ok


# -- LIXO?: click the cards of a raise in the hand, then Bid; Pass is its button ------------------------
def lixo(app, scene, action, click, press, drag) -> None:
    from game.lixo.actions import Pass
    from scenes.kit.picture import card_of
    table = scene.table
    if isinstance(action, Pass):
        click(table.pass_button)
        return
    wanted = list(action.cards)
    for token in list(table.my_hand()):
        kind = card_of(token)
        if kind in wanted and token not in table.chosen:
            wanted.remove(kind)
            click(table.picture.sprites[token].rect.center)
            settle_cards(app, table)
    assert not wanted, f"the hand lacks {wanted}"
    click(table.bid_button)


def lixo_wrong_ok(scene, action) -> bool:
    return True


PERFORMERS["lixo"] = lixo
WRONG_OK["lixo"] = lixo_wrong_ok


# -- Flanx: drag a card of the hand onto its cell; Discard is its button --------------------------------
def flanx(app, scene, action, click, press, drag) -> None:
    from game.flanx.actions import Discard
    table = scene.table
    if isinstance(action, Discard):
        click(table.discard_button)
        return
    drag(table.picture.sprite(action.card).rect.center, table.plan.cell_rect(action.col, action.row).center)


def flanx_wrong_ok(scene, action) -> bool:
    from game.flanx.actions import Place
    return isinstance(action, Place)          # the Discard button shows only for a dead hand


PERFORMERS["flanx"] = flanx
WRONG_OK["flanx"] = flanx_wrong_ok


# -- Flixo: drag the discard (or the drawn card) onto a cell; click the draw pile; a reveal drops the
# drawn card on the discard pile and clicks the card; a peek clicks the card ---------------------------
def flixo(app, scene, action, click, press, drag) -> None:
    from game.flixo.actions import DISCARD, Discard, Draw, Peek, Reveal, Swap, Take, drawn
    table = scene.table
    plan = table.plan
    if isinstance(action, Draw):
        click(plan.draw_pile.center)
    elif isinstance(action, Take):
        drag(table.sprite_in(DISCARD).rect.center, table.my_cell_rect(action.row, action.col).center)
    elif isinstance(action, Swap):
        drag(table.sprite_in(drawn(table.me)).rect.center, table.my_cell_rect(action.row, action.col).center)
    elif isinstance(action, (Reveal, Discard)):
        drag(table.sprite_in(drawn(table.me)).rect.center, plan.discard.center)
        if isinstance(action, Reveal):
            settle_cards(app, table)
            click(table.my_cell_rect(action.row, action.col).center)
    elif isinstance(action, Peek):
        click(plan.cell_rect(action.owner, action.row, action.col, table.view.shape(action.owner)).center)
    else:
        raise AssertionError(f"no lesson plays {action}")


def flixo_wrong_ok(scene, action) -> bool:
    from game.flixo.actions import Take
    return isinstance(action, Take)


PERFORMERS["flixo"] = flixo
WRONG_OK["flixo"] = flixo_wrong_ok


# -- High card (the tests' own game): drag the card onto the trick ----------------------------------------
def highcard(app, scene, action, click, press, drag) -> None:
    table = scene.table
    sprite = table.picture.sprite(action.card)
    drag(sprite.rect.center, table.trick_rect().center)


PERFORMERS["highcard"] = highcard
WRONG_OK["highcard"] = lambda scene, action: True
