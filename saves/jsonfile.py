"""JSON files that survive crashes and refuse garbage.

- `write_atomic`: a temp file with a unique name in the same folder, flushed and fsynced, then
  `os.replace`d over the target (and the folder fsynced where the OS allows), so a crash at any
  moment leaves either the old file or the new one, whole; two writers never share a temp file.
- `read_json`: reads only regular files, opened without blocking (a FIFO named like a save
  cannot hang it); bounded in size, depth, number magnitude and string length, and refuses
  text that is not valid Unicode, so a hostile or broken file costs little and raises only
  `BadFile`. A file that is there but cannot be read now (no permission, not a regular file)
  raises `Unreadable` instead: it may be perfectly good, so it is left where it is.
- `move_aside`: renames a bad file to `<name>.corrupt` (or `<name>.1.corrupt`...), never deleting
  it and never overwriting an earlier one.
- `sweep_temps`: removes the temp files of writers that are gone. A temp file is named after its
  writer's process (`.<name>.<pid>.<random>.tmp`) and, where the system has `flock` (Linux,
  macOS), its writer holds a lock on it from its creation until it is renamed into place. So a
  temp file whose process no longer runs, or whose lock nobody holds (its process was killed and
  the number given to another), is a killed write's, and goes whatever its age; a live writer's
  is never touched. Without `flock` (Windows) only temp files older than `STALE_SECONDS` go.
"""
from __future__ import annotations

import contextlib
import errno
import json
import math
import os
import re
import stat
import tempfile
import time
from pathlib import Path
from typing import Any

try:
    import fcntl
except ImportError:    # Windows: no flock; temp files are swept by age
    fcntl = None  # type: ignore[assignment]

MAX_BYTES = 10 * 1024 * 1024
#: deeper than any document Parlour writes (a save nests about 6 levels)
MAX_DEPTH = 64
#: larger than any number Parlour writes (random-generator words are 32-bit)
MAX_INT = 2**64
#: far longer than any text Parlour writes (save and form names, card and zone names)
MAX_STRING = 1000
#: JSON's \ud800 escapes make halves of a UTF-16 pair that no font, file or encoder can take
_SURROGATE = re.compile(r"[\ud800-\udfff]")
TEMP_SUFFIX = ".tmp"
#: a temp file's name: `.<target>.<writer's pid>.<mkstemp's random part>.tmp`
_TEMP_NAME = re.compile(r"\.(\d+)\.[A-Za-z0-9_]+" + re.escape(TEMP_SUFFIX) + "$")
#: a temp file younger than this whose process runs may be between its creation and its lock
FRESH_SECONDS = 5.0
#: where there is no flock, the age from which a temp file is taken for a killed writer's
STALE_SECONDS = 600.0
CORRUPT_SUFFIX = ".corrupt"


class BadFile(Exception):
    """A file that cannot be used; the message names the file and says what is wrong."""

    def __init__(self, path: Path, reason: str) -> None:
        super().__init__(f"{Path(path).name} {reason}")
        self.path = Path(path)
        self.reason = reason


class Unreadable(OSError):
    """A file that is there but cannot be read now: not corrupt, so never moved aside.

    An OSError, so a read-modify-write that meets one fails like any other failed write
    (and never overwrites the file it could not read)."""

    def __init__(self, path: Path, reason: str) -> None:
        super().__init__(f"{Path(path).name} {reason}")
        self.path = Path(path)
        self.reason = reason


def encode(data: Any) -> bytes:
    """`data` as compact UTF-8 JSON; ValueError on NaN or infinity, TypeError on non-JSON types."""
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"), allow_nan=False).encode("utf-8")


def write_atomic(path: Path, data: Any) -> Path:
    """Write `data` as JSON to `path` so that readers see the old file or the new one, whole."""
    return write_bytes_atomic(path, encode(data))


def write_bytes_atomic(path: Path, payload: bytes) -> Path:
    """Write `payload` to `path` so that readers see the old file or the new one, whole."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, temp = tempfile.mkstemp(prefix=f".{path.name}.{os.getpid()}.", suffix=TEMP_SUFFIX, dir=path.parent)
    try:
        try:
            _hold(fd)
            _write_all(fd, payload)
            os.fsync(fd)
            if os.name == "nt":    # Windows cannot rename a file that is open
                os.close(fd)
                fd = -1
            _replace(temp, path)
        finally:
            if fd >= 0:    # the lock goes with the descriptor, once the temp file is renamed
                os.close(fd)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise
    _fsync_folder(path.parent)
    return path


def _hold(fd: int) -> None:
    """Lock the new temp file for as long as it is being written (see `sweep_temps`)."""
    if fcntl is not None:
        with contextlib.suppress(OSError):    # a file system without locks: swept by its process only
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)


def _write_all(fd: int, payload: bytes) -> None:
    view = memoryview(payload)
    while view:
        view = view[os.write(fd, view):]


def _replace(temp: str, path: Path, tries: int = 10) -> None:
    """os.replace; on Windows a reader holding the target open makes it fail for a moment."""
    for attempt in range(tries):
        try:
            os.replace(temp, path)
            return
        except PermissionError:
            if os.name != "nt" or attempt == tries - 1:
                raise
            time.sleep(0.02)


def _fsync_folder(folder: Path) -> None:
    """Make the rename itself durable; Windows cannot open a folder, and then the OS does it."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def read_json(path: Path, max_bytes: int = MAX_BYTES) -> Any:
    """The JSON value in `path`. FileNotFoundError if it is missing, BadFile if it is unusable."""
    path = Path(path)
    raw = _read_bounded(path, max_bytes)
    if not raw.strip():
        raise BadFile(path, "is empty")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise BadFile(path, "is not a text file (not UTF-8)") from None
    try:
        return decode(text)
    except ValueError as exc:
        raise BadFile(path, str(exc)) from None


def decode(text: str) -> Any:
    """The JSON value in `text`, held to the same bounds as a file (depth, numbers, lengths of
    texts, no NaN): ValueError saying what is wrong, worded to follow a name ("is not valid
    JSON..."). A message from another computer is read with this too (scenes.net.wire)."""
    try:
        data = json.loads(text, parse_constant=_refuse_constant, parse_float=_finite_float)
    except RecursionError:
        raise ValueError("is nested too deeply for anything Parlour writes") from None
    except ValueError as exc:
        raise ValueError(f"is not valid JSON, perhaps cut short ({exc})") from None
    problem = _shape_problem(data)
    if problem:
        raise ValueError(problem)
    return data


def _read_bounded(path: Path, max_bytes: int) -> bytes:
    """The bytes of the regular file `path`. O_NONBLOCK: opening a FIFO for reading would
    otherwise wait for a writer for ever (a regular file ignores the flag)."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except (FileNotFoundError, NotADirectoryError):
        raise FileNotFoundError(path) from None   # a file where a folder should be: no file here
    except OSError as exc:
        raise Unreadable(path, f"cannot be read ({exc.strerror or exc})") from None
    try:
        kind = os.fstat(fd)
        if not stat.S_ISREG(kind.st_mode):   # checked before io.open, which refuses a folder itself
            raise Unreadable(path, "is not a regular file")
        size = kind.st_size
        raw = _read_all(fd, max_bytes + 1) if size <= max_bytes else b""
    except Unreadable:
        raise
    except OSError as exc:
        raise Unreadable(path, f"cannot be read ({exc.strerror or exc})") from None
    finally:
        os.close(fd)
    if size > max_bytes or len(raw) > max_bytes:
        raise BadFile(path, f"is too large ({max(size, len(raw)):,} bytes; the limit is {max_bytes:,})")
    return raw


def _read_all(fd: int, limit: int) -> bytes:
    """Up to `limit` bytes of `fd`: a read may return fewer than asked before the end."""
    chunks, got = [], 0
    while got < limit:
        chunk = os.read(fd, limit - got)
        if not chunk:
            break
        chunks.append(chunk)
        got += len(chunk)
    return b"".join(chunks)


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number JSON allows")


def _finite_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise ValueError(f"number {text[:20]} is out of range")
    return value


def _shape_problem(data: Any) -> str | None:
    """Why `data` cannot be a Parlour document (too deep, absurd numbers), or None."""
    stack = [(data, 1)]
    while stack:
        value, depth = stack.pop()
        if depth > MAX_DEPTH:
            return f"is nested deeper than {MAX_DEPTH} levels"
        if isinstance(value, dict):
            stack.extend((item, depth + 1) for item in value.values())
            stack.extend((key, depth) for key in value)
        elif isinstance(value, list):
            stack.extend((item, depth + 1) for item in value)
        elif isinstance(value, str):
            if len(value) > MAX_STRING:
                return f"holds a text of {len(value):,} characters (the limit is {MAX_STRING:,})"
            if _SURROGATE.search(value):
                return "holds text that is not valid Unicode (a lone surrogate)"
        elif isinstance(value, int) and not isinstance(value, bool) and abs(value) > MAX_INT:
            return "holds a number far too large for any Parlour file"
    return None



def move_aside(path: Path) -> Path | None:
    """Rename a bad file to `<name>.corrupt` without overwriting an earlier one.

    Returns the new path, or None when the file was already gone (another instance moved it).
    """
    path = Path(path)
    for attempt in range(1000):
        tag = CORRUPT_SUFFIX if attempt == 0 else f".{attempt}{CORRUPT_SUFFIX}"
        target = path.with_name(path.name + tag)
        if target.exists():
            continue
        try:
            os.link(path, target)  # a hard link fails rather than overwrite, unlike a POSIX rename
        except FileExistsError:
            continue
        except FileNotFoundError:
            return None
        except OSError:  # no hard links on this file system: rename after the exists() check
            try:
                os.rename(path, target)
            except FileNotFoundError:
                return None
            return target
        with contextlib.suppress(FileNotFoundError):
            os.unlink(path)
        return target
    raise OSError(f"too many moved-aside copies of {path.name}")


def sweep_temps(folder: Path) -> int:
    """Remove the temp files in `folder` whose writer is gone (see the module's text), whatever
    their age; how many were removed. A live writer's are left alone."""
    removed = 0
    for temp in Path(folder).glob(f".*{TEMP_SUFFIX}"):
        with contextlib.suppress(OSError):
            if stat.S_ISREG(temp.lstat().st_mode) and writer_gone(temp):
                temp.unlink()
                removed += 1
    return removed


def writer_gone(temp: Path) -> bool:
    """Is the process that wrote the temp file `temp` gone (killed mid-write)? OSError if the
    file cannot be looked at."""
    age = time.time() - temp.stat().st_mtime
    if fcntl is None:
        return age > STALE_SECONDS
    named = _TEMP_NAME.search(temp.name)
    pid = int(named.group(1)) if named else None
    if pid is not None and not _runs(pid):
        return True
    if age < FRESH_SECONDS:      # its process runs: it may not have taken its lock yet
        return False
    return not _locked(temp)


def _runs(pid: int) -> bool:
    """Does process `pid` run (POSIX: signal 0 asks without sending anything)?"""
    if pid == os.getpid():
        return True
    if pid <= 0:
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:       # it runs, as another user
        return True
    return True


def _locked(temp: Path) -> bool:
    """Does some writer hold the lock of `temp`? (Asked with a lock of our own, let go at once.)"""
    assert fcntl is not None
    fd = os.open(temp, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError as exc:
        if exc.errno in (errno.EWOULDBLOCK, errno.EAGAIN, errno.EACCES):
            return True
        return False   # a file system without locks: the process check above is all there is
    finally:
        os.close(fd)
    return False
