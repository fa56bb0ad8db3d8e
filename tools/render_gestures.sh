#!/bin/sh
# Renders the judge's check-gesture images: writes the SVG sources with
# tools/gesture_svgs.py (the drawn parts live there), then turns every
# assets/gestures/src/*.svg into a 512x512 PNG in assets/gestures/.
# Needs python3 and rsvg-convert (Debian: apt-get install librsvg2-bin).
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
src="$root/assets/gestures/src"
out="$root/assets/gestures"
command -v rsvg-convert >/dev/null || { echo "render_gestures: rsvg-convert missing (apt-get install librsvg2-bin)" >&2; exit 1; }
python3 "$root/tools/gesture_svgs.py" "$src"
for svg in "$src"/*.svg; do
    name=$(basename "$svg" .svg)
    rsvg-convert --width 512 --height 512 --keep-aspect-ratio "$svg" -o "$out/$name.png"
    echo "render_gestures: $out/$name.png"
done
