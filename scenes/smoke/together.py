"""The smoke test's people at one computer: the set-up with people and a bot, the hand-over screen
before a LIXO? go, the table after it, and a Pixies table that says whose turn it is."""
from __future__ import annotations

from scenes.kit.handover import HandOver
from scenes.kit.table import TableScene
from scenes.setup import SetupScene
from scenes.smoke.driver import Driver


class Together(Driver):
    def together(self) -> None:
        app = self.app
        setup = SetupScene(app, "lixo")
        setup.offers_lesson = False             # the lessons have parts of their own
        app.scenes.push(setup)
        setup.step_players(+1)
        setup.levels = [setup.bot_levels[0]] * len(setup.levels)
        setup.add_person("Ann")
        setup.add_person("Ben")
        self.shot("setup-together")
        setup.start()
        cover = self.top(HandOver)
        self.shot("handover")
        cover.confirm()
        table = self.top(TableScene)
        if not table.together or table.me is None:
            raise AssertionError("the LIXO? table after the hand-over is not the person's to move")
        self.shot("table-together")
        app.scenes.unwind()
        pixies = SetupScene(app, "pixies")
        pixies.offers_lesson = False
        app.scenes.push(pixies)
        pixies.add_person("Ben")
        pixies.start()
        self.frames(10, dt=1 / 60)
        self.top(TableScene)
        self.shot("pixies-together")
        app.scenes.unwind()
