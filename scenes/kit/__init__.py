"""The card kit: everything the game tables stand on. It knows no game's rules and no app screen:
nothing here imports from scenes/ outside scenes/kit (tests/test_layering.py); a table reaches the
pause menu and the result screen through `app.game_screen(key)` (scenes.tables.GAME_SCREENS).

Where to look (each module's docstring has a short example):

- `scene`     Scene, WidgetScene, ScrolledPage: the base of every screen, table or page
- `dialog`    Overlay, ConfirmDialog, MessageDialog, `make_button`: panels over a scene
- `standings` ResultTable, `headline_for`, `seat_names`: what a result screen shows, as data
- `table`     TableScene: the base class of every table (engine referee, bots, hint, pause, HUD, autosave)
- `cards`     CardSprite, CardLayer: cached procedural cards; a game gives a face painter
- `tween`     Tween, move, flip, deal, shake, AnimationQueue (steps in order, `finish_all`)
- `drag`      DragAndDrop: drag or click-click a card onto legal targets the table names
- `layout`    Pile, Row, Fan, Grid zones; `frac_rect`, `fit_card_size`: positions from the window size
- `felt`      the table cloth, empty card slots, and `backdrop`: the cloth with still decoration baked in
- `palette`   every colour (table, cards, glow, each game's colours)
- `symbols`   colour-blind shapes for colour names (LIXO's shapes, Pixies' ColorADD-style marks)
- `theme`     the pygame_gui theme and `font(size, bold)`, the bundled DejaVu Sans
- `hud`       the status / scores / Hint / Menu band at the top of a table
- `sounds`    synthesised deal, slide, flip, place, win, lose (silent without an audio device)
- `wake`      `next_wake` answers (NOW, seconds, IDLE): when a scene must be drawn again; pygame_gui's own timers
- `botworker` bots searching in a worker process, so frames keep coming (and the review's judging)
- `match`     open_match: a game at this computer (referee, bots, autosave of its record, statistics)
- `tablepeople` several people at one table: it follows whoever is to move; `handover` covers it
              between their turns where the game's seats keep hands private
- `replay`    Replay: a record stepped through on a referee of its own, watched from the person's seat
- `host`      TableHost: a screen that shows a game's own table with its controls around it
- `assets`    `asset_path(...)`, from source and from a frozen build
- `demo`      DemoTable: 60 cards, 10 always moving (frame-time benchmark, and a look)

Nothing is imported here, so the bot worker process (which imports `scenes.kit.botprocess`)
does not load pygame.
"""
