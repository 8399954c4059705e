"""Rebuild assets/zen/booklet.json: `python -m game.zen.build_booklet [--shuffles N]`.

`CATALOGUE` is the curated booklet: each shape was grown by `game.zen.forms.make_form` from
its seed, looked at, and named for what it resembles. Building measures every form's
difficulty (the policy's success rate over N seeded shuffles), keeps one winning seed, and
orders each level from the easiest to the hardest.
"""
from __future__ import annotations

import argparse
import json
import time
from typing import Any

from game.zen.booklet import booklet_path
from game.zen.forms import make_form
from game.zen.policy import measure

#: each form as its name, its level (1-4), its size in cells and the seed make_form grows it from
CATALOGUE = (
    ("Flag", 1, 5, 1004), ("Compass", 1, 5, 1007), ("Hammer", 1, 4, 1009),
    ("Crook", 1, 4, 1003), ("Stepping Stones", 1, 4, 1012), ("Pine", 1, 5, 1013),
    ("Pebble", 1, 6, 1005), ("Scythe", 1, 4, 1000), ("Lantern", 1, 6, 1002),
    ("Teapot", 1, 5, 1010), ("Mountain", 1, 6, 1008), ("Boat", 1, 6, 1014),
    ("Owl", 2, 8, 2013), ("Cloud", 2, 10, 2003), ("Heron", 2, 7, 2000),
    ("Whale", 2, 8, 2009), ("Key", 2, 7, 2008), ("Tortoise", 2, 9, 2006),
    ("Serpent", 2, 7, 2004), ("Koi", 2, 9, 2002), ("Chair", 2, 8, 2001),
    ("Dancer", 2, 9, 2010), ("Reed", 2, 7, 2012), ("Willow", 2, 10, 2011),
    ("Signpost", 3, 12, 3013), ("Seahorse", 3, 11, 3006), ("Windmill", 3, 15, 3004),
    ("Scarecrow", 3, 14, 3009), ("Lighthouse", 3, 12, 3007), ("Gate", 3, 13, 3008),
    ("Rabbit", 3, 11, 3012), ("Crane", 3, 16, 3005), ("Rooster", 3, 14, 3003),
    ("Pagoda", 3, 13, 3014), ("Wave", 3, 15, 3010), ("Fox", 3, 16, 3011),
    ("Dragon Boat", 4, 19, 4002), ("Carp", 4, 18, 4015), ("Ink Brush", 4, 22, 4033),
    ("Paper Lantern", 4, 20, 4003), ("Shrine Bell", 4, 17, 4000), ("Bamboo Grove", 4, 18, 4001),
    ("Kettle", 4, 17, 4014), ("Temple Gate", 4, 23, 4006), ("Mount Fuji", 4, 30, 4013),
    ("Stone Lantern", 4, 21, 4018), ("Old Pine", 4, 24, 4021), ("Waterfall", 4, 29, 4026),
)


def build(shuffles: int) -> list[dict[str, Any]]:
    out = []
    for name, level, size, seed in CATALOGUE:
        form = make_form(name, size, level, seed)
        rate, won = measure(form, shuffles)
        if won is None:
            raise SystemExit(f"{name}: the policy never completed it in {shuffles} shuffles")
        out.append({**form.to_dict(), "difficulty": round(rate, 4), "solved_seed": won})
        print(f"level {level}  {name:16} {size:2} cards  success {rate:6.1%}")
    out.sort(key=lambda e: (e["level"], -e["difficulty"], e["name"]))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--shuffles", type=int, default=400)
    args = parser.parse_args()
    started = time.perf_counter()
    forms = build(args.shuffles)
    data = {"format": "parlour-zen-booklet", "version": 1, "shuffles": args.shuffles, "forms": forms}
    path = booklet_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps(data, indent=1)
    path.write_text(text + "\n", encoding="utf-8")
    print(f"{len(forms)} forms written to {path} in {time.perf_counter() - started:.1f} s")


if __name__ == "__main__":
    main()
