#!/usr/bin/env bash
# Draws the console's icon (our own work, see assets/CREDITS.md): a judge's
# fedora over a red disc, with the vote's raised hand's card below. From it,
# the PNG sizes the Linux .desktop entry and the window use and the .ico of
# the Windows .exe. Needs ImageMagick: `tools/make_icon.sh` rewrites
# assets/icon/.
set -euo pipefail
cd "$(dirname "$0")/../assets/icon"
convert -size 512x512 xc:none \
  -fill '#7a1020' -draw 'circle 256,256 256,16' \
  -fill '#b3182e' -draw 'circle 256,256 256,40' \
  -fill '#141414' -draw 'ellipse 256,300 200,46 0,360' \
  -fill '#141414' -draw 'polygon 150,300 168,170 200,140 256,160 312,140 344,170 362,300' \
  -fill '#e8e2d0' -draw 'polygon 158,268 360,268 364,298 152,298' \
  -fill '#f4f0e6' -draw 'roundrectangle 196,352 316,440 14,14' \
  -fill '#141414' -font DejaVu-Sans-Bold -pointsize 64 -gravity north -annotate +0+356 '10' \
  mafia-judge-512.png
for s in 256 128 64 48 32 16; do
  convert mafia-judge-512.png -resize ${s}x${s} mafia-judge-$s.png
done
convert mafia-judge-256.png mafia-judge-128.png mafia-judge-64.png mafia-judge-48.png mafia-judge-32.png mafia-judge-16.png mafia-judge.ico
rm mafia-judge-128.png mafia-judge-64.png mafia-judge-48.png mafia-judge-16.png
