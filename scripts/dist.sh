#!/usr/bin/env bash
# make dist: the downloads a judge installs, from this Linux machine, in dist/:
#   mafia-judge-VERSION-windows-x86_64.zip   unzip anywhere, double-click the .exe
#   mafia-judge_VERSION_amd64.deb            Debian/Ubuntu: apt install ./…deb
#   mafia-judge-VERSION-linux-x86_64.tar.gz  any Linux: unpack, run bin/mafia-judge
# each with FILE.sha256 beside it, and SHA256SUMS over all three.
#
# The data (rulesets, sounds, gesture pictures) travels as files, not inside
# the executable: a club's own ruleset is a file a judge drops beside the
# others, and the program finds them beside itself (the zip) or in
# ../share/mafia-judge (the .deb's /usr/share, the .tar.gz's share/).
# The third-party licences come from Cargo.lock through cargo-about, once,
# as JSON, and scripts/dist_licences.py writes the HTML page and the Debian
# copyright file from it.
set -euo pipefail
cd "$(dirname "$0")/.."
CARGO=${CARGO:-cargo}
WIN=x86_64-pc-windows-gnu
version=$(sed -n '/^\[workspace.package\]/,/^\[/s/^version = "\(.*\)"/\1/p' Cargo.toml)
[ -n "$version" ] || { echo "dist: no version in Cargo.toml's [workspace.package]" >&2; exit 2; }
out=dist
work=target/dist-stage
rm -rf "$out" "$work"
mkdir -p "$out" "$work"
start=$SECONDS
lap() { echo "---- dist: $1 ($((SECONDS - start)) s) ----"; }

$CARGO build --locked --profile dist
lap "the Linux build"
$CARGO build --locked --profile dist --target "$WIN"
lap "the Windows build"
$CARGO about generate --locked --fail --format json -o "$work/licences.json"
python3 scripts/dist_licences.py "$work/licences.json" "$version" \
  "$work/THIRD-PARTY-LICENSES.html" "$work/copyright"
lap "the third-party licences"

# The shipped data: what the program reads, nothing of the sources.
data() { # data DEST: rulesets, sounds, the gesture pictures
  mkdir -p "$1/rulesets" "$1/sounds" "$1/assets/gestures"
  cp rulesets/*.toml rulesets/README.md "$1/rulesets/"
  cp -r sounds/cues sounds/music "$1/sounds/"
  cp assets/gestures/*.png "$1/assets/gestures/"
}
docs() { # docs DEST: what a judge reads
  cp README.md CHANGELOG.md "$1/"
  cp docs/judge-guide.md "$1/judge-guide.md"
  cp assets/CREDITS.md "$1/CREDITS.md"
  cp "$work/THIRD-PARTY-LICENSES.html" "$1/"
}

# Windows: one folder, everything beside the .exe.
w="$work/mafia-judge-$version-windows-x86_64"
mkdir -p "$w"
cp "target/$WIN/dist/mafia-judge.exe" "$w/"
data "$w"
docs "$w"
cp LICENSE "$w/LICENSE.txt"
(cd "$work" && zip -qr -X "../../$out/mafia-judge-$version-windows-x86_64.zip" "$(basename "$w")")
lap "the Windows zip"

# Linux: the same tree under a prefix (usr/ in the .deb, the top folder in the .tar.gz).
tree() { # tree PREFIX
  install -Dm755 target/dist/mafia-judge "$1/bin/mafia-judge"
  data "$1/share/mafia-judge"
  mkdir -p "$1/share/doc/mafia-judge"
  docs "$1/share/doc/mafia-judge"
  install -Dm644 packaging/linux/mafia-judge.desktop "$1/share/applications/mafia-judge.desktop"
  install -Dm644 assets/icon/mafia-judge-256.png "$1/share/icons/hicolor/256x256/apps/mafia-judge.png"
  install -Dm644 assets/icon/mafia-judge-32.png "$1/share/icons/hicolor/32x32/apps/mafia-judge.png"
  install -Dm644 assets/icon/mafia-judge-512.png "$1/share/icons/hicolor/512x512/apps/mafia-judge.png"
  install -Dm644 packaging/linux/mafia-judge.1 "$1/share/man/man1/mafia-judge.1"
  gzip -9n "$1/share/man/man1/mafia-judge.1"
}
t="$work/mafia-judge-$version-linux-x86_64"
tree "$t"
cp LICENSE "$t/share/doc/mafia-judge/LICENSE"
tar --owner=0 --group=0 -czf "$out/mafia-judge-$version-linux-x86_64.tar.gz" -C "$work" "$(basename "$t")"
lap "the .tar.gz"

d="$work/deb"
tree "$d/usr"
cp "$work/copyright" "$d/usr/share/doc/mafia-judge/copyright"
sed "s/@VERSION@/$version/; s/@DATE@/$(date -R -u -d @"${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct 2>/dev/null || date +%s)}")/" \
  packaging/linux/changelog.Debian | gzip -9n > "$d/usr/share/doc/mafia-judge/changelog.gz"
gzip -9n "$d/usr/share/doc/mafia-judge/CHANGELOG.md"
# The package's libraries, as Debian computes them (dpkg-shlibdeps reads the
# binary's NEEDED entries and finds which packages give them).
mkdir -p "$work/shlibs/debian"
printf 'Source: mafia-judge\n\nPackage: mafia-judge\nArchitecture: amd64\n' > "$work/shlibs/debian/control"
depends=$(cd "$work/shlibs" && dpkg-shlibdeps -O "$(realpath "../deb/usr/bin/mafia-judge")" | sed -n 's/^shlibs:Depends=//p')
[ -n "$depends" ] || { echo "dist: dpkg-shlibdeps found no Depends" >&2; exit 2; }
size=$(du -sk "$d/usr" | cut -f1)
mkdir -p "$d/DEBIAN"
sed "s/@VERSION@/$version/; s/@DEPENDS@/$depends/; s/@SIZE@/$size/" packaging/linux/control > "$d/DEBIAN/control"
(cd "$d" && find usr -type f -print0 | sort -z | xargs -0 md5sum > DEBIAN/md5sums)
find "$d" -type d -exec chmod 755 {} +
find "$d/usr" -type f ! -path '*/bin/*' -exec chmod 644 {} +
dpkg-deb --root-owner-group -Zxz --build "$d" "$out/mafia-judge_${version}_amd64.deb" >/dev/null
lap "the .deb"

(cd "$out" && for f in *; do sha256sum "$f" > "$f.sha256"; done && sha256sum ./*.zip ./*.deb ./*.tar.gz | sed 's| \./| |' > SHA256SUMS)
ls -l "$out"
