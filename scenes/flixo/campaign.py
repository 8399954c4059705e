"""The Flixo campaign at this computer: levels 2-4 add one Flixo after every win (saves.campaign).

    options = prepare_options(3, {"level": 2, "flixos": 6})     # a new game: where the campaign stands
    note, flixos = record(view, players=3)        # at the end: "Campaign: the next game is against 7 Flixos."

`prepare_options` is what the app asks before it opens a NEW Flixo game; a resumed game keeps its
own options. `record` is called once, when a game ends at the table.
"""
from __future__ import annotations

from game.flixo import GAME
from game.flixo.campaign import FlixoCampaigns, campaign_key
from game.flixo.cards import CAMPAIGN_LEVELS, max_flixos
from game.flixo.state import FlixoPublic
from saves import campaign
from scenes.kit.lang import ngettext


def prepare_options(players: int, options: dict) -> dict:
    """The options a new game uses: a campaign game (levels 2-4) left at its starting count goes
    on where the campaign stands; a count chosen on purpose, or any other level, is kept."""
    level = options.get("level", GAME.options["level"])
    if level not in CAMPAIGN_LEVELS:
        return options
    display = options.get("display") or GAME.displays_for(players)[0]
    start = GAME.flixo_choices(players, level, display)[0]
    if options.get("flixos") not in (None, start):
        return options
    flixos = campaign.load().section(FlixoCampaigns).next_flixos(campaign_key(level, display, players), start=start)
    if flixos not in GAME.flixo_choices(players, level, display):
        return options
    return {**options, "flixos": flixos}


def record(view: FlixoPublic, players: int) -> tuple[str, int | None]:
    """A campaign game just ended: record it. (The note for the end screen, the Flixos of the
    next game); ("", None) for a game of no campaign."""
    if view.level not in CAMPAIGN_LEVELS or not view.is_over():
        return "", None
    most = max_flixos(view.level)
    key = campaign_key(view.level, view.display, players)
    # read, changed and written under the campaign's lock; a failed write is told by saves.storage
    run = campaign.update(lambda progress: progress.section(FlixoCampaigns).result(key, flixos=view.flixos,
                                                                                won=view.won(), most=most))
    if run.completed and view.won() and view.flixos >= most:
        return ngettext("Campaign complete: you beat all {n} Flixo!", "Campaign complete: you beat all {n} Flixos!",
                        view.flixos).format(n=view.flixos), run.flixos
    return ngettext("Campaign: the next game is against {n} Flixo.", "Campaign: the next game is against {n} Flixos.",
                    run.flixos).format(n=run.flixos), run.flixos
