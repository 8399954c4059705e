"""Build the double-clickable app: dist/Parlour/ (one folder) and an archive of it.

    python -m pip install '.[build]'
    python packaging/build.py

Prints the build time, how many modules went in as bytecode compiled at build time (PyInstaller
compiles every module it collects, into its archive or, with noarchive, as .pyc files: the app
compiles nothing when it starts, and ships no source of its own), the folder's size and the
archive's path and size. On Linux the
folder also gets parlour.desktop.in, parlour-mime.xml and install-desktop.sh (menu entry, icon, and
the shared file types: docs/RECORDS.md); on macOS
PyInstaller makes dist/Parlour.app as well.
"""
from __future__ import annotations

import ast
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DIST = ROOT / "dist"
BUNDLE = DIST / "Parlour"


def folder_size(path: Path) -> int:
    return sum(f.stat().st_size for f in path.rglob("*") if f.is_file() and not f.is_symlink())


def compiled_modules() -> int:
    """How many modules the bundle holds as bytecode: in the PYZ archive (its table of contents,
    which the build leaves in build/) and as .pyc files; and a check that none of Parlour's own
    modules went in as source, which the app would compile on every start."""
    toc = ROOT / "build" / "parlour" / "PYZ-00.toc"
    archived = len(ast.literal_eval(toc.read_text())[1]) if toc.exists() else 0
    internal = BUNDLE / "_internal"
    sources = [path for package in ("game", "saves", "scenes") for path in (internal / package).rglob("*.py")]
    if sources:
        raise SystemExit(f"the bundle ships Parlour's source instead of its bytecode: {sources[:3]}")
    return archived + sum(1 for _ in BUNDLE.rglob("*.pyc"))


def add_linux_desktop_files() -> None:
    shutil.copy(ROOT / "packaging" / "linux" / "parlour.desktop", BUNDLE / "parlour.desktop.in")
    shutil.copy(ROOT / "packaging" / "linux" / "parlour-mime.xml", BUNDLE / "parlour-mime.xml")
    target = BUNDLE / "install-desktop.sh"
    shutil.copy(ROOT / "packaging" / "linux" / "install-desktop.sh", target)
    target.chmod(0o755)


def main() -> int:
    start = time.perf_counter()
    subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean",
                    "--distpath", str(DIST), "--workpath", str(ROOT / "build"),
                    str(ROOT / "packaging" / "parlour.spec")], check=True)
    if sys.platform.startswith("linux"):
        add_linux_desktop_files()
    built = time.perf_counter() - start
    fmt = "zip" if sys.platform == "win32" else "gztar"
    archive = shutil.make_archive(str(DIST / f"Parlour-{sys.platform}"), fmt, DIST, "Parlour")
    print(f"build time: {built:.0f} s")
    print(f"bytecode: {compiled_modules()} modules compiled at build time")
    print(f"bundle: {BUNDLE} ({folder_size(BUNDLE) / 2**20:.1f} MB)")
    print(f"archive: {archive} ({Path(archive).stat().st_size / 2**20:.1f} MB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
