#!/bin/sh
# Adds Parlour to the desktop's application menu and makes it open its shared files (per user, no root needed).
# Run it from inside the unpacked Parlour folder: ./install-desktop.sh
set -eu
here=$(cd "$(dirname "$0")" && pwd)
apps="${XDG_DATA_HOME:-$HOME/.local/share}/applications"
mkdir -p "$apps"
sed -e "s|@EXEC@|\"$here/parlour\"|" -e "s|@ICON@|$here/_internal/assets/icon.png|" \
    "$here/parlour.desktop.in" > "$apps/parlour.desktop"
chmod +x "$apps/parlour.desktop"
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database "$apps" || true
# the shared game records (*.parlour) and Zen forms (*.parlour-zen) open with Parlour on a double-click
mime="${XDG_DATA_HOME:-$HOME/.local/share}/mime"
mkdir -p "$mime/packages"
cp "$here/parlour-mime.xml" "$mime/packages/parlour.xml"
command -v update-mime-database >/dev/null 2>&1 && update-mime-database "$mime" || true
echo "Parlour is in your applications menu ($apps/parlour.desktop) and opens *.parlour and *.parlour-zen files."
