#!/usr/bin/env python3
"""The third-party licences of a download, from cargo-about's JSON.

    dist_licences.py LICENCES.json VERSION OUT.html OUT.copyright

cargo-about (make dist) reads Cargo.lock and every crate's own licence texts
and writes them as JSON once; this writes the two forms the downloads carry:
THIRD-PARTY-LICENSES.html beside the program, and the Debian package's
machine-readable copyright file. Nothing here is typed by hand but the
headings: every crate, version and licence text comes from the JSON.
"""
import html
import json
import sys

# Licences whose full text every Debian system has (base-files'
# /usr/share/common-licenses): Debian's copyright file points there instead
# of repeating the text (lintian: copyright-file-contains-full-*-license).
COMMON = {
    "Apache-2.0": ("the Apache License, Version 2.0", "Apache-2.0"),
    "CC0-1.0": ("the Creative Commons CC0 1.0 Universal licence", "CC0-1.0"),
    "MPL-2.0": ("the Mozilla Public License, Version 2.0", "MPL-2.0"),
    "GPL-2.0": ("the GNU General Public License, version 2", "GPL-2"),
    "GPL-3.0": ("the GNU General Public License, version 3", "GPL-3"),
    "LGPL-2.1": ("the GNU Lesser General Public License, version 2.1", "LGPL-2.1"),
    "LGPL-3.0": ("the GNU Lesser General Public License, version 3", "LGPL-3"),
}


def main(src, version, out_html, out_copyright):
    with open(src, encoding="utf-8") as f:
        about = json.load(f)
    licences = about["licenses"]
    if not licences:
        sys.exit(f"{src}: key 'licenses': expected at least one licence, found none")
    crates = {}
    for lic in licences:
        for used in lic["used_by"]:
            c = used["crate"]
            crates.setdefault((c["name"], c["version"]), set()).add(lic["id"])

    h = [
        "<!DOCTYPE html>",
        '<html lang="en"><head><meta charset="utf-8">',
        f"<title>mafia-judge {html.escape(version)}: third-party licences</title>",
        "<style>body{font-family:sans-serif;max-width:60em;margin:2em auto;padding:0 1em}"
        "pre{white-space:pre-wrap;background:#f4f4f4;padding:1em}</style></head><body>",
        f"<h1>mafia-judge {html.escape(version)}: лицензии сторонних библиотек / third-party licences</h1>",
        "<p>mafia-judge is free software under the MIT licence (LICENSE). It is built "
        f"with the {len(crates)} crates below, each under its own licence as its authors "
        "wrote it; the source of every crate is published on crates.io. The fonts, "
        "sounds and pictures are listed in CREDITS.md.</p>",
        "<h2>Licences</h2><ul>",
    ]
    for lic in licences:
        h.append(
            f'<li><a href="#{html.escape(lic["id"])}">{html.escape(lic["name"])}</a> '
            f'({len(lic["used_by"])})</li>'
        )
    h.append("</ul>")
    for lic in licences:
        h.append(f'<h2 id="{html.escape(lic["id"])}">{html.escape(lic["name"])}</h2><p>Used by:</p><ul>')
        for used in lic["used_by"]:
            c = used["crate"]
            repo = c.get("repository") or ""
            h.append(
                f"<li>{html.escape(c['name'])} {html.escape(c['version'])}"
                + (f" ({html.escape(repo)})" if repo else "")
                + "</li>"
            )
        h.append(f"</ul><pre>{html.escape(lic['text'])}</pre>")
    h.append("</body></html>")
    with open(out_html, "w", encoding="utf-8") as f:
        f.write("\n".join(h) + "\n")

    d = [
        "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/",
        "Upstream-Name: mafia-judge",
        "Comment: The program is built from the Rust crates listed below, each",
        " under its own licence; their texts are in",
        " /usr/share/doc/mafia-judge/THIRD-PARTY-LICENSES.html.",
        "",
        "Files: *",
        "Copyright: 2026 The mafia-judge developers",
        "License: MIT",
        "",
    ]
    for (name, ver), ids in sorted(crates.items()):
        d += [
            f"Files: rust-crate/{name}-{ver}/*",
            f"Copyright: the authors of {name}",
            "License: " + " or ".join(sorted(ids)),
            "",
        ]
    seen = set()
    for lic in licences:
        if lic["id"] in seen:
            continue
        seen.add(lic["id"])
        d.append(f"License: {lic['id']}")
        if lic["id"] in COMMON:
            words, file = COMMON[lic["id"]]
            d.append(f" On Debian systems, the complete text of {words} can be")
            d.append(f" found in /usr/share/common-licenses/{file}.")
            d.append("")
            continue
        for line in lic["text"].strip("\n").splitlines():
            d.append(" " + line if line.strip() else " .")
        d.append("")
    with open(out_copyright, "w", encoding="utf-8") as f:
        f.write("\n".join(d).rstrip("\n") + "\n")


if __name__ == "__main__":
    if len(sys.argv) != 5:
        sys.exit(__doc__)
    main(*sys.argv[1:])
