"""A Babel extractor for the words people read in Parlour's JSON texts (the `content` catalog).

The rules pages (assets/rules/*.json), the lessons (scenes/<game>/lesson.json) and the Zen
booklet (assets/zen/booklet.json) hold their words as data beside keys, ids, card codes and
moves. Only the fields a mapping section names are messages: a field is named by its path of
keys, lists passed through ("sections.text" is the `text` of every section). Each message comes
with a comment saying where it stands, so a translator knows a rules paragraph from a coach's
word. assets/locale/content.cfg registers this function and names the fields of each file:

    [extractors]
    jsonwords = assets.locale.jsonwords:extract
    [jsonwords: assets/rules/*.json]
    fields = summary sections.title sections.text

    >>> import io
    >>> page = io.BytesIO(b'{"game": "pixies", "summary": "Draft cards",\\n "sections": [{"title": "A turn"}]}')
    >>> [(line, text, notes) for line, _, text, notes in extract(page, (), (), {"fields": "summary sections.title"})]
    [(1, 'Draft cards', ['summary']), (2, 'A turn', ['sections[0].title'])]
"""
from __future__ import annotations

import json
import os
from collections.abc import Iterator, Mapping
from typing import IO, Any


def extract(fileobj: IO[bytes], keywords: Any, comment_tags: Any,
            options: Mapping[str, Any]) -> Iterator[tuple[int, None, str, list[str]]]:
    """Babel's extractor signature: (line, function name, message, comments) for each named field."""
    raw = fileobj.read().decode(options.get("encoding", "utf-8"))
    wanted = set(str(options.get("fields", "")).split())
    found = list(_strings(json.loads(raw), (), ""))
    source = _source(fileobj)
    cursor = 0
    for path, where, text in found:
        if ".".join(path) not in wanted or not text.strip():
            continue
        # the line the string stands on, searched from the last one found (JSON keeps the order)
        spot = raw.find(json.dumps(text, ensure_ascii=False), cursor)
        if spot < 0:
            spot = raw.find(json.dumps(text), cursor)
        line = raw.count("\n", 0, max(spot, 0)) + 1
        cursor = max(cursor, spot)
        yield line, None, text, [f"{source}: {where}" if source else where]


def _source(fileobj: IO[bytes]) -> str:
    """The file's path from the tree's root, as the comment names it ("" for a file without a name)."""
    name = getattr(fileobj, "name", "")
    if not isinstance(name, str) or not name:
        return ""
    path = os.path.relpath(name)
    return path if not path.startswith("..") else os.path.basename(name)


def _strings(value: Any, path: tuple[str, ...], where: str) -> Iterator[tuple[tuple[str, ...], str, str]]:
    """Every string in `value`: its path of keys (lists passed through), a readable place, itself."""
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _strings(item, (*path, key), f"{where}.{key}" if where else key)
    elif isinstance(value, list):
        for i, item in enumerate(value):
            yield from _strings(item, path, f"{where}[{i}]")
    elif isinstance(value, str):
        yield path, where, value
