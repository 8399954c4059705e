"""Finding the words in scenes/ that a person would read but no catalog holds (tests/test_marked.py).

A string literal is taken for words when it has letters and a space ("Load a game"), or is one
capitalised word ("Settings"); f-strings are judged by their written parts. It is not words when
it is a docstring, a dict key or a subscript ("x['name']"), an id compared or passed as one
(object_id=, a scene's `name`), or sits inside a call that marks it (`_`, `N_`, `ngettext`,
`pgettext`, `T`, `TN`) or that never reaches the screen (logging, print, exceptions, warnings,
asserts, the command line's --help, a `__repr__`, an exception class). What is left either is
marked, or is written down in EXCEPTIONS with the reason.

    >>> unmarked('title = "Load a game"\\nname = "load"\\nlog.info("Started %s", x)\\nb = _("Back")')
    [(1, 'Load a game')]
"""
from __future__ import annotations

import ast
import re

#: calls whose string arguments are marked for translation
MARKING = frozenset({"_", "N_", "ngettext", "pgettext", "T", "TN"})
#: calls whose strings never reach a person's screen: logs, prints, exceptions, warnings
UNSEEN_CALLS = frozenset({"print", "debug", "info", "warning", "error", "exception", "critical", "warn", "log",
                          "getLogger", "setdefault", "getenv", "get", "pop", "startswith", "endswith", "split",
                          "replace", "strip", "join", "format_exc", "Path", "asset_path", "import_module",
                          "getattr", "setattr", "hasattr", "isinstance", "Event", "event_name", "registered_scene",
                          "game_screen", "font", "SysFont", "Font", "match", "fullmatch", "search", "sub",
                          "compile", "strftime", "encode", "decode", "open", "Color", "register", "set_caption",
                          # a WebSocket close reason and a bare HTTP answer: protocol fields a client never
                          # shows (it shows the "closed" message's Text sent before)
                          "drop", "respond",
                          # the command line's help (parlour --help) is for the terminal, in English
                          "ArgumentParser", "add_argument", "add_parser", "add_subparsers"})
#: keyword arguments that take ids, paths or theme names, never words
ID_KEYWORDS = frozenset({"object_id", "class_id", "key", "name", "kind", "anchors", "prefix", "suffix", "mode",
                         "encoding", "style", "element", "sep", "end", "id", "option", "what"})
#: attributes and variables that hold ids (a scene's `name`, a sound's file), never words
ID_NAMES = frozenset({"name", "__all__", "key", "kind", "object_id", "FONT_NAME", "presentation", "icon", "sound"})

#: words that stay as they are in every language, and why
EXCEPTIONS: dict[str, str] = {
    "Parlour": "the app's name",
    "Flixo": "a game's name, printed on its box",
    "Pixies": "a game's name, printed on its box",
    "Flanx": "a game's name, printed on its box",
    "LIXO?": "a game's name, printed on its box",
    "Zen": "the name of Flanx's solo mode",
    "DejaVu Sans": "a font's name",
    "English": "a language named in itself, as Settings offers it (scenes.kit.lang.LANGUAGES)",
    "Deutsch": "a language named in itself, as Settings offers it",
    "Русский": "a language named in itself, as Settings offers it",
    "Enter": "a key's name as printed on the key (the key caps of the Keys page are not translated)",
    "Delete": "a key's name as printed on the key",
    "the app": "where an error happened, for the developers' log (App.errors, the log file)",
    "Documents": "a folder's name on disk (the file chooser starts there), not a word on screen",
    "a move in 'then'": "a lesson file's author's error (scenes/lesson/script.py LessonError), for developers",
    "the table is busy: try again in a moment": "door.BUSY, a WebSocket close reason (a protocol field, never shown)",
    "Library": "a folder's name on disk (macOS keeps the language setting there: scenes/firstframe.py)",
    "Preferences": "a folder's name on disk, as Library",
    "no key": "what scenes.firstframe.keep did, for its tests and the log",
    "not the menu alone": "what scenes.firstframe.keep did, for its tests and the log",
    "not at rest": "what scenes.firstframe.keep did, for its tests and the log",
    "not written": "what scenes.firstframe.keep did, for its tests and the log",
    "import sys; sys.path.insert(0, sys.argv[1]); from scenes.kit.botprocess import main; sys.exit(main())":
        "Python code the bot worker's process runs (scenes/kit/botprocess.py BOOT)",
    "it ended": "why the bot worker stopped, inside WorkerGone's message: for the developers' log",
    "its answer could not be read ()": "why the bot worker stopped, for the developers' log",
    "the bot worker stopped:  (exit status )": "WorkerGone's message, for the developers' log (a table shows "
                                               "its own words when a bot cannot move)",
    "Ann": "a person's name (the smoke test seats people)",
    "Ben": "a person's name",
    "Mia": "a person's name",
    "Leo": "a person's name",
    "Host": "the name a host's own seat gets at a network table: a name, sent to every player as data",
    "Player": "the name a network seat gets before its player says theirs: a name, sent as data",
    "Player ": "the start of a network seat's default name (Player 2): a name, sent as data",
    "Zen form": "a document kind inside the technical detail of a file's reason (saves.document, records)",
    "Owl": "a Zen booklet form's id: its name is said through the content catalog where drawn",
}

WORDS = re.compile(r"[^\W\d_]", re.UNICODE)
CAPITALISED = re.compile(r"[A-ZА-ЯЁÄÖÜ][a-zа-яёäöüß]+[.!?…:]*")
#: file names, paths, dotted module names, theme ids and format specs: no words
#: a logging format of nothing but %(named)s places
PRINTF_ONLY = re.compile(r"(\s*%\(\w+\)[-#0 +]*\d*(\.\d+)?[a-zA-Z]\s*)+")
NOT_WORDS = re.compile(r"^(#|@|\.|/|[\w.-]+/|[\w-]+\.(py|json|png|ttf|wav|ogg|txt|log|parlour(-zen)?)$|[\w.]+:\w+$)")


def looks_like_words(text: str) -> bool:
    """Whether a person would read `text` as words.

    >>> [looks_like_words(t) for t in ("Load a game", "Back", "settings", "#heading", "fonts/x.ttf", "UI_X", "OK")]
    [True, True, False, False, False, False, False]
    >>> looks_like_words("%(asctime)s %(message)s"), looks_like_words("%(name)s wins")
    (False, True)
    """
    text = text.strip()
    if not WORDS.search(text) or NOT_WORDS.match(text) or PRINTF_ONLY.fullmatch(text):
        return False
    return " " in text or bool(CAPITALISED.fullmatch(text))


def _call_name(node: ast.Call) -> str:
    func = node.func
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return ""


def _is_exception_call(node: ast.Call) -> bool:
    name = _call_name(node)
    return name.endswith(("Error", "Exception", "Warning", "Exit")) or name in {"SkipTest", "fail", "skip"}


class _Finder(ast.NodeVisitor):
    def __init__(self) -> None:
        self.found: list[tuple[int, str]] = []
        self.quiet = 0     # inside something whose strings are not words on screen

    def _quietly(self, node: ast.AST) -> None:
        self.quiet += 1
        self.generic_visit(node)
        self.quiet -= 1

    def visit_Expr(self, node: ast.Expr) -> None:
        if isinstance(node.value, ast.Constant) and isinstance(node.value.value, str):
            return                                    # a docstring (or a bare string: never shown)
        self.generic_visit(node)

    def visit_Call(self, node: ast.Call) -> None:
        if _call_name(node) in MARKING | UNSEEN_CALLS or _is_exception_call(node):
            self._quietly(node)
            return
        self.visit(node.func)
        for arg in node.args:
            self.visit(arg)
        for keyword in node.keywords:
            if keyword.arg in ID_KEYWORDS:
                continue
            self.visit(keyword.value)

    def visit_Raise(self, node: ast.Raise) -> None:
        self._quietly(node)

    def visit_Assert(self, node: ast.Assert) -> None:
        self._quietly(node)

    def visit_Dict(self, node: ast.Dict) -> None:
        for value in node.values:
            self.visit(value)                         # the keys are ids

    def visit_Subscript(self, node: ast.Subscript) -> None:
        self.visit(node.value)                        # the index is a key

    def visit_Compare(self, node: ast.Compare) -> None:
        self._quietly(node)                           # compared with an id or a typed text

    def visit_Assign(self, node: ast.Assign) -> None:
        if any(_target_name(target) in ID_NAMES for target in node.targets):
            return
        self.generic_visit(node)

    def visit_AnnAssign(self, node: ast.AnnAssign) -> None:
        if _target_name(node.target) in ID_NAMES or node.value is None:
            return
        self.visit(node.value)

    def visit_arg(self, node: ast.arg) -> None:
        return                                        # annotations

    def visit_ClassDef(self, node: ast.ClassDef) -> None:
        bases = [base.id if isinstance(base, ast.Name) else getattr(base, "attr", "") for base in node.bases]
        if any(base.endswith(("Error", "Exception", "Warning")) for base in bases):
            self._quietly(node)                       # an exception's message is for developers
        else:
            self.generic_visit(node)

    def visit_FunctionDef(self, node: ast.FunctionDef) -> None:
        if node.name == "__repr__":
            return                                    # for developers and logs
        for default in [*node.args.defaults, *node.args.kw_defaults]:
            if default is not None:
                self.visit(default)
        for statement in node.body:
            self.visit(statement)

    visit_AsyncFunctionDef = visit_FunctionDef  # type: ignore[assignment]

    def visit_JoinedStr(self, node: ast.JoinedStr) -> None:
        written = "".join(part.value for part in node.values if isinstance(part, ast.Constant))
        if not self.quiet and looks_like_words(written) and written.strip() not in EXCEPTIONS:
            self.found.append((node.lineno, written))
        for part in node.values:
            if isinstance(part, ast.FormattedValue):
                self.visit(part.value)

    def visit_Constant(self, node: ast.Constant) -> None:
        if (not self.quiet and isinstance(node.value, str) and looks_like_words(node.value)
                and node.value.strip() not in EXCEPTIONS):
            self.found.append((node.lineno, node.value))


def _target_name(node: ast.expr) -> str:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    return ""


def unmarked(source: str) -> list[tuple[int, str]]:
    """(line, text) of each string literal in `source` that reads as words and is not marked."""
    finder = _Finder()
    finder.visit(ast.parse(source))
    return finder.found
