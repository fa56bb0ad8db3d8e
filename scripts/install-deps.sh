#!/usr/bin/env bash
# Installs the Debian packages the project needs, only those missing.
#   scripts/install-deps.sh build   what building and running needs
#   scripts/install-deps.sh test    that, plus what the tests need
set -euo pipefail
build=(pkg-config libasound2-dev mold)
test=(xvfb xauth x11-utils xdotool imagemagick poppler-utils sox chromium jq curl syncthing pulseaudio pulseaudio-utils libasound2-plugins libreoffice-calc-nogui)
want=("${build[@]}")
if [ "${1:-build}" = "test" ]; then want+=("${test[@]}"); fi
missing=()
for p in "${want[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
echo "installing: ${missing[*]}"
sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
if ! command -v cargo >/dev/null 2>&1; then
  echo "cargo is missing: install Rust 1.95 or newer (https://rustup.rs)" >&2
  exit 1
fi
