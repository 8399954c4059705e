"""Persistence: save slots and autosave (`store`), `settings`, `campaign` progress, `stats`.

Everything is JSON written atomically, read defensively: a bad file is moved aside with a
`.corrupt` suffix and reported through `notices`, and the app carries on.
Nothing here imports pygame or scenes.
"""
