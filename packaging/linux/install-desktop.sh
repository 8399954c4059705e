#!/bin/sh
# Adds Parlour to the desktop's application menu (per user, no root needed).
# Run it from inside the unpacked Parlour folder: ./install-desktop.sh
set -eu
here=$(cd "$(dirname "$0")" && pwd)
apps="${XDG_DATA_HOME:-$HOME/.local/share}/applications"
mkdir -p "$apps"
sed -e "s|@EXEC@|\"$here/parlour\"|" -e "s|@ICON@|$here/_internal/assets/icon.png|" \
    "$here/parlour.desktop.in" > "$apps/parlour.desktop"
chmod +x "$apps/parlour.desktop"
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database "$apps" || true
echo "Parlour is in your applications menu ($apps/parlour.desktop)."
