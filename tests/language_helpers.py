"""Playing a table in another language: the test chooses it before the table is built and
English comes back afterwards, whatever the test did. A test file's fixture:

    @pytest.fixture(params=LANGUAGES)
    def language(request):
        yield from speaking(request.param)
"""
from __future__ import annotations

from collections.abc import Iterator

from scenes.kit import lang

#: the languages beside English that every game's words are checked in
LANGUAGES = ("de", "ru")


def speaking(code: str) -> Iterator[str]:
    """Speak `code` while the test runs (yields it), English again after."""
    lang.use(code)
    try:
        yield code
    finally:
        lang.use("en")
