#!/usr/bin/env python3
"""Convert the old ways of naming a message to the generated `msg` items.

Run from the workspace root (or give it):  python3 /work/wt/convert_ids.py [ROOT]

Old forms it rewrites, in every .rs file of src/, crates/*/src/, tests/,
benches/, examples/:
  S("id")                       -> msg::Id
  tr!(lang, "id")               -> msg::Id.get(lang).to_owned()
  tr!(lang, "id", a = x, b = y) -> msg::Id { a: x, b: y }.get(lang)
  text!("id")                   -> msg::Id.text()
  text!("id", a = x)            -> msg::Id { a: x }.text()
  i18n::NEW_GAME (strings.rs)   -> i18n::msg::NewGame
  const X: S = S("id"); ... X   -> msg::Id (the const removed)
  i18n::player(lang, s)         -> msg::Player { seat: s }.get(lang)  (forwarding
                                   wrappers of crates/words/src/i18n/phrases.rs)
and fixes the `use` lists (drops S, tr, text and the constants; adds msg).

Idempotent: a file with none of the old forms is left as it is. The tables of
the old constants and wrappers are kept in convert_ids.json beside this
script (made on the first run from strings.rs and phrases.rs; later runs add
whatever a merged branch brought back into those files).
"""

import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
TABLES = os.path.join(HERE, "convert_ids.json")
ROOT = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.getcwd())
STRINGS = os.path.join(ROOT, "crates/words/src/i18n/strings.rs")
PHRASES = os.path.join(ROOT, "crates/words/src/i18n/phrases.rs")


def camel(id_):
    return "".join(w[:1].upper() + w[1:] for w in re.split(r"[-_]", id_) if w)


def field(var):
    return var.replace("-", "_")


# ---------------------------------------------------------------- Rust text

def skip_string(t, i):
    """i at a '"'; returns the index after the closing quote."""
    j = i + 1
    while j < len(t):
        if t[j] == "\\":
            j += 2
            continue
        if t[j] == '"':
            return j + 1
        j += 1
    return j


def skip_raw(t, i):
    """i at 'r' of r#"..."#; returns index after it, or None if not raw."""
    j = i + 1
    h = 0
    while j < len(t) and t[j] == "#":
        h += 1
        j += 1
    if j >= len(t) or t[j] != '"':
        return None
    end = t.find('"' + "#" * h, j + 1)
    return len(t) if end < 0 else end + 1 + h


def code_mask(t):
    """A list: True where t[i] is code (not in a comment or literal)."""
    mask = [True] * len(t)
    i = 0
    n = len(t)
    while i < n:
        c = t[i]
        if t.startswith("//", i):
            j = t.find("\n", i)
            j = n if j < 0 else j
            for k in range(i, j):
                mask[k] = False
            i = j
        elif t.startswith("/*", i):
            depth, j = 0, i
            while j < n:
                if t.startswith("/*", j):
                    depth += 1
                    j += 2
                elif t.startswith("*/", j):
                    depth -= 1
                    j += 2
                    if depth == 0:
                        break
                else:
                    j += 1
            for k in range(i, j):
                mask[k] = False
            i = j
        elif c == "r" and (i == 0 or not (t[i - 1].isalnum() or t[i - 1] == "_")) and i + 1 < n and t[i + 1] in '#"':
            j = skip_raw(t, i)
            if j is None:
                i += 1
                continue
            for k in range(i, j):
                mask[k] = False
            i = j
        elif c == '"':
            j = skip_string(t, i)
            for k in range(i + 1, j - 1):
                mask[k] = False
            i = j
        elif c == "'":
            # char literal or lifetime
            if t.startswith("'\\", i):
                j = t.find("'", i + 2)
                j = n if j < 0 else j + 1
                for k in range(i, j):
                    mask[k] = False
                i = j
            elif i + 2 < n and t[i + 2] == "'":
                for k in range(i, i + 3):
                    mask[k] = False
                i += 3
            else:
                i += 1
        else:
            i += 1
    return mask


def split_args(t, i):
    """t[i] is just after an opening '(' (or '['/'{'); returns (args, end) where
    end is the index after the matching close and args are the top-level
    comma-separated pieces (stripped)."""
    depth = 0
    args, start, j = [], i, i
    n = len(t)
    while j < n:
        c = t[j]
        if c == '"':
            j = skip_string(t, j)
            continue
        if c == "r" and j + 1 < n and t[j + 1] in '#"' and not (t[j - 1].isalnum() or t[j - 1] == "_"):
            k = skip_raw(t, j)
            if k is not None:
                j = k
                continue
        if c == "'":
            if t.startswith("'\\", j):
                k = t.find("'", j + 2)
                j = k + 1
                continue
            if j + 2 < n and t[j + 2] == "'":
                j += 3
                continue
        if t.startswith("//", j):
            j = t.find("\n", j)
            continue
        if c in "([{":
            depth += 1
        elif c in ")]}":
            if depth == 0:
                piece = t[start:j].strip()
                if piece:
                    args.append(piece)
                return args, j + 1
            depth -= 1
        elif c == "," and depth == 0:
            args.append(t[start:j].strip())
            start = j + 1
        j += 1
    return None, None


def is_literal_id(a):
    return re.fullmatch(r'"[a-z][a-z0-9-]*"', a) is not None


def named(a):
    m = re.fullmatch(r"([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.+)", a, re.S)
    if not m or m.group(2).startswith("="):
        return None
    return m.group(1), m.group(2).strip()


def struct_lit(path, id_, pairs):
    if not pairs:
        return f"{path}{camel(id_)}"
    fields = []
    for k, v in pairs:
        k = field(k)
        fields.append(k if v == k else f"{k}: {v}")
    return f"{path}{camel(id_)} {{ {', '.join(fields)} }}"


# ---------------------------------------------------------------- tables

def load_tables():
    tables = {"consts": {}, "wrappers": {}}
    if os.path.exists(TABLES):
        with open(TABLES) as f:
            tables = json.load(f)
    if os.path.exists(STRINGS):
        text = open(STRINGS).read()
        for name, id_ in re.findall(r'pub const (\w+): S = S\("([^"]+)"\);', text):
            tables["consts"][name] = id_
    if os.path.exists(PHRASES):
        tables["wrappers"].update(parse_wrappers(open(PHRASES).read()))
    with open(TABLES, "w") as f:
        json.dump(tables, f, indent=1, sort_keys=True)
    return tables


WRAPPER = re.compile(
    r"(?P<doc>(?:[ \t]*///[^\n]*\n)*)pub fn (?P<name>\w+)\((?P<params>[^)]*)\)\s*->\s*(?P<ret>[^{]+?)\s*\{(?P<body>[^{}]*)\}\n",
)


def parse_wrappers(text):
    """Functions whose body only forwards to one message."""
    out = {}
    for m in WRAPPER.finditer(text):
        params = [p.split(":")[0].strip() for p in m.group("params").split(",") if p.strip()]
        body = " ".join(m.group("body").split())
        ret = m.group("ret").strip()
        w = None
        mm = re.fullmatch(r'(?:super::|crate::i18n::)?tr!\(\s*(\w+)\s*,\s*"([a-z0-9-]+)"\s*(?:,(.*?))?,?\s*\)', body)
        if mm and ret == "String":
            lang, id_, rest = mm.group(1), mm.group(2), mm.group(3) or ""
            pairs = [named(a.strip()) for a in rest.split(",") if a.strip()]
            if all(p and p[1] in params for p in pairs):
                kind = "string" if pairs else "fixed-string"
                w = {"id": id_, "lang": lang, "pairs": pairs, "kind": kind}
        mm = re.fullmatch(r'(?:super::|crate::i18n::)?S\("([a-z0-9-]+)"\)\.get\((\w+)\)', body)
        if mm and "str" in ret:
            w = {"id": mm.group(1), "lang": mm.group(2), "pairs": [], "kind": "fixed"}
        mm = re.fullmatch(r'(?:super::|crate::i18n::)?text!\(\s*"([a-z0-9-]+)"\s*(?:,(.*?))?,?\s*\)', body)
        if mm and ret == "Text":
            rest = mm.group(2) or ""
            pairs = [named(a.strip()) for a in rest.split(",") if a.strip()]
            if all(p and p[1] in params for p in pairs):
                w = {"id": mm.group(1), "lang": None, "pairs": pairs, "kind": "text"}
        if w:
            w["params"] = params
            out[m.group("name")] = w
    return out


def remove_wrappers(text, wrappers):
    def repl(m):
        return "" if m.group("name") in wrappers else m.group(0)
    return WRAPPER.sub(repl, text)


# ---------------------------------------------------------------- files

def rust_files():
    for top in ["src", "tests", "benches", "examples"]:
        for d, _, fs in os.walk(os.path.join(ROOT, top)):
            for f in fs:
                if f.endswith(".rs"):
                    yield os.path.join(d, f)
    crates = os.path.join(ROOT, "crates")
    for c in sorted(os.listdir(crates)) if os.path.isdir(crates) else []:
        for sub in ["src", "tests", "benches", "examples"]:
            for d, _, fs in os.walk(os.path.join(crates, c, sub)):
                for f in fs:
                    if f.endswith(".rs"):
                        yield os.path.join(d, f)


def i18n_root(path):
    rel = os.path.relpath(path, ROOT)
    if rel.startswith(("tests/", "benches/", "examples/")):
        return "mafia_judge::i18n"
    if rel.startswith("crates/") and rel.split("/")[2] != "src":
        return "mafia_" + rel.split("/")[1].replace("-", "_") + "::i18n"
    return "crate::i18n"


PREFIX = r"(?P<prefix>(?:(?:\$?crate|super|self|mafia_\w+)::)*(?:i18n::)?)"


def convert_macros(t, stats):
    """tr!, text! and S("id") with a literal id."""
    pat = re.compile(r"(?<![\w:$])" + PREFIX + r"(?P<name>tr!|text!|S)\s*\(")
    out, pos = [], 0
    mask = code_mask(t)
    for m in pat.finditer(t):
        if m.start() < pos or not mask[m.start()]:
            continue
        args, end = split_args(t, m.end())
        if args is None:
            continue
        prefix = m.group("prefix")
        path = (prefix if prefix.endswith("i18n::") else "") + "msg::"
        name = m.group("name")
        new = None
        if name == "S":
            if len(args) == 1 and is_literal_id(args[0]):
                new = f"{path}{camel(args[0][1:-1])}"
        elif name == "tr!":
            if len(args) >= 2 and is_literal_id(args[1]):
                pairs = [named(a) for a in args[2:]]
                if all(pairs):
                    lit = struct_lit(path, args[1][1:-1], pairs)
                    new = f"{lit}.get({args[0]})" + ("" if pairs else ".to_owned()")
        elif name == "text!":
            if len(args) >= 1 and is_literal_id(args[0]):
                pairs = [named(a) for a in args[1:]]
                if all(pairs):
                    new = f"{struct_lit(path, args[0][1:-1], pairs)}.text()"
        if new is None:
            continue
        before = t[pos:m.start()]
        if new.endswith(".to_owned()") and before.endswith("&") and not t[end:end + 1] == ".":
            # `&tr!(l, "id")` is the &'static str itself.
            before = before[:-1]
            new = new[: -len(".to_owned()")]
        out.append(before)
        out.append(new)
        pos = end
        stats["macros"] += 1
    out.append(t[pos:])
    return "".join(out)


def use_spans(t):
    return [(m.start(), m.end()) for m in USE.finditer(t)]


def in_spans(i, spans):
    return any(a <= i < b for a, b in spans)


def convert_consts(t, consts, in_i18n, imported, stats):
    """The strings.rs constants: i18n::NAME, super::NAME, bare imported NAME."""
    mask = code_mask(t)
    spans = use_spans(t)
    out, pos = [], 0
    for m in re.finditer(r"(?<![\w:])(?P<prefix>(?:(?:crate|super|mafia_\w+)::)*(?:i18n::)?)(?P<name>[A-Z][A-Z0-9_]+)\b(?!\s*[:(!])", t):
        name = m.group("name")
        if name not in consts or not mask[m.start("name")] or in_spans(m.start(), spans):
            continue
        prefix = m.group("prefix")
        if prefix.endswith("i18n::"):
            new = f"{prefix}msg::{camel(consts[name])}"
        elif prefix == "super::" and in_i18n:
            new = f"super::msg::{camel(consts[name])}"
        elif prefix == "" and name in imported:
            new = f"msg::{camel(consts[name])}"
        else:
            continue
        out.append(t[pos:m.start()])
        out.append(new)
        pos = m.end()
        stats["consts"] += 1
    out.append(t[pos:])
    return "".join(out)


LOCAL = re.compile(
    r'(?m)^(?P<doc>(?:[ \t]*///[^\n]*\n)*)(?P<indent>[ \t]*)(?P<vis>pub(?:\([\w:]+\))? )?const (?P<name>[A-Z][A-Z0-9_]*): (?:[\w:]*::)?(?:S|Fixed) = (?:(?:[\w:]*::)?S\("(?P<id>[a-z0-9-]+)"\)|(?:[\w:]*::)?msg::(?P<camel>\w+));[ \t]*\n'
)


def convert_local_consts(t, stats, global_local):
    """`const NAME: S = S("id");` in a file: removed, its uses named directly."""
    names = {}
    for m in LOCAL.finditer(t):
        names[m.group("name")] = m.group("camel") or camel(m.group("id"))
    if not names:
        return t
    t = LOCAL.sub("", t)
    for name, c in names.items():
        mask = code_mask(t)
        out, pos = [], 0
        for m in re.finditer(r"(?<![\w:.])" + name + r"\b(?!\s*[:(!])", t):
            if not mask[m.start()]:
                continue
            out.append(t[pos:m.start()])
            out.append(f"msg::{c}")
            pos = m.end()
            stats["local"] += 1
        out.append(t[pos:])
        t = "".join(out)
    return t


def convert_global_local(t, global_local, stats, root):
    """Other files' `pub const NAME: S` named by path (`export::FORMAT_VALUES`)."""
    for name, c in global_local.items():
        t2 = re.sub(r"(?<![\w:])(?:(?:crate|super|self|\w+)::)+" + name + r"\b", f"{root}::msg::{c}", t)
        if t2 != t:
            stats["local"] += 1
            t = t2
    return t


def convert_wrappers(t, wrappers, imported, stats, in_i18n=False):
    """Calls of phrases.rs wrappers that only forward to one message."""
    pat = re.compile(r"(?<![\w:.])(?P<prefix>(?:(?:\$?crate|super|mafia_\w+)::)*(?:i18n::)?)(?P<name>[a-z_][a-z0-9_]*)\s*\(")
    mask = code_mask(t)
    spans = use_spans(t)
    out, pos = [], 0
    for m in pat.finditer(t):
        name = m.group("name")
        if name not in wrappers or m.start() < pos or not mask[m.start()] or in_spans(m.start(), spans):
            continue
        prefix = m.group("prefix")
        if not (prefix.endswith("i18n::") or (prefix in ("", "super::") and name in imported) or (prefix == "super::" and in_i18n)):
            continue
        # Not a definition (`fn name(`).
        if re.search(r"\bfn\s*$", t[max(0, m.start() - 10):m.start()]):
            continue
        args, end = split_args(t, m.end())
        w = wrappers[name]
        if args is None or len(args) != len(w["params"]):
            continue
        values = dict(zip(w["params"], args))
        path = (prefix if prefix.endswith("i18n::") else "") + "msg::"
        pairs = [(k, values[v]) for k, v in w["pairs"]]
        lit = struct_lit(path, w["id"], pairs)
        if w["kind"] == "text":
            new = f"{lit}.text()"
        elif w["kind"] == "fixed-string":
            new = f"{lit}.get({values[w['lang']]}).to_owned()"
        else:
            new = f"{lit}.get({values[w['lang']]})"
        out.append(t[pos:m.start()])
        out.append(new)
        pos = end
        stats["wrappers"] += 1
    out.append(t[pos:])
    return "".join(out)


USE = re.compile(r"(?ms)^(?P<indent>[ \t]*)(?P<vis>pub(?:\([\w:]+\))? )?use (?P<body>[^;]*);")


def imported_names(t, in_i18n):
    """Names imported by `use` from an i18n path (or `super` inside i18n)."""
    names = set()
    for m in USE.finditer(t):
        body = m.group("body")
        if "i18n" in body or (in_i18n and body.startswith("super::")):
            names.update(re.findall(r"\b\w+\b", body))
    return names


def fix_uses(t, drop, in_i18n, root):
    """Drop the old names from i18n use lists; import msg where it is named bare."""
    uses_bare_msg = re.search(r"(?<![\w:])msg::", "".join(c if k else " " for c, k in zip(t, code_mask(t)))) is not None
    has_msg = False

    def item_list(body):
        return body

    def repl(m):
        nonlocal has_msg
        body = m.group("body")
        if not ("i18n" in body or (in_i18n and body.startswith("super::"))):
            return m.group(0)
        if m.group("vis"):
            return m.group(0)
        new = body
        for name in drop:
            new = re.sub(r"(?<![\w:])" + re.escape(name) + r"\s*,\s*", "", new)
            new = re.sub(r",\s*" + re.escape(name) + r"\b(?!::)", "", new)
            new = re.sub(r"(?<=\{)\s*" + re.escape(name) + r"\s*(?=\})", "", new)
            new = re.sub(r"::" + re.escape(name) + r"$", "::__DROP__", new)
        if new == body:
            if re.search(r"\bmsg\b", body):
                has_msg = True
            return m.group(0)
        if uses_bare_msg and not has_msg and not re.search(r"\bmsg\b", new):
            if new.endswith("::__DROP__"):
                new = new[: -len("__DROP__")] + "msg"
            elif re.search(r"i18n::\{", new):
                new = re.sub(r"i18n::\{", "i18n::{msg, ", new, count=1)
            elif in_i18n and re.match(r"super::\{", new):
                new = new.replace("super::{", "super::{msg, ", 1)
            has_msg = True
        if re.search(r"\bmsg\b", new):
            has_msg = True
        if new.endswith("::__DROP__"):
            return ""
        new = re.sub(r"\{\s*\}", "{}", new)
        if re.search(r"::\{\}$", new):
            return ""
        mm = re.fullmatch(r"(.*)::\{\s*([\w]+)\s*,?\s*\}", new, re.S)
        if mm and mm.group(2) != "self":
            new = f"{mm.group(1)}::{mm.group(2)}"
        elif mm:
            new = mm.group(1)
        return f"{m.group('indent')}{m.group('vis') or ''}use {new};"

    t = USE.sub(repl, t)
    t = re.sub(r"\n[ \t]*\n(?=[ \t]*\n)", "\n", t) if False else t
    glob = re.search(r"(?m)^\s*pub use [\w:]*i18n::\*;", t)
    if uses_bare_msg and not has_msg and not glob and not re.search(r"(?m)^\s*use [^;]*\bmsg\b", t):
        # The first top-level use line gets a sibling.
        m = re.search(r"(?m)^use [^;]*;\n", t)
        line = f"use {root}::msg;\n"
        if in_i18n and root == "crate::i18n" and re.search(r"(?m)^use super::", t):
            line = "use super::msg;\n"
        if m:
            t = t[: m.start()] + line + t[m.start():]
        else:
            # After the inner doc comment block.
            m = re.match(r"(?:(?://![^\n]*)?\n)*", t)
            k = m.end() if m else 0
            t = t[:k] + line + t[k:]
    return t


def convert_file(path, tables, global_local, stats):
    t = open(path).read()
    orig = t
    rel = os.path.relpath(path, ROOT)
    if rel in ("crates/words/src/i18n/tests.rs",):
        pass
    in_i18n = "/i18n/" in rel or rel.endswith("/i18n.rs")
    imported = imported_names(t, in_i18n)
    t = convert_wrappers(t, tables["wrappers"], imported, stats, in_i18n)
    t = convert_local_consts(t, stats, global_local)
    t = convert_global_local(t, global_local, stats, i18n_root(path))
    t = convert_macros(t, stats)
    t = convert_consts(t, tables["consts"], in_i18n, imported, stats)
    if t != orig:
        mask_t = "".join(c if k else " " for c, k in zip(t, code_mask(t)))
        mask_t = USE.sub(lambda m: " " * len(m.group(0)), mask_t)
        # S left as a type (a field, a parameter) is now Fixed.
        if re.search(r"(?<![\w:])S\b", mask_t) and ("S" in imported):
            t = re.sub(r"(?<![\w:\"'])\bS\b(?![\w(\"])", "Fixed", t)
            t = re.sub(r"(?m)^(\s*use [^;]*i18n[^;]*)\bFixed\b", r"\1Fixed", t)
        if re.search(r"i18n::S\b", t):
            t = re.sub(r"i18n::S\b", "i18n::Fixed", t)
        drop = {"tr", "text"} | (set(tables["consts"]) & imported) | (set(tables["wrappers"]) & imported)
        mask_t = "".join(c if k else " " for c, k in zip(t, code_mask(t)))
        mask_t = USE.sub(lambda m: " " * len(m.group(0)), mask_t)
        if not re.search(r"(?<![\w:])S\b", mask_t):
            drop.add("S")
        if not re.search(r"(?<![\w:])Fixed\b", mask_t):
            drop.add("Fixed")
        for w in tables["wrappers"]:
            if re.search(r"(?<![\w:.])" + w + r"\s*\(", mask_t):
                drop.discard(w)
        t = fix_uses(t, drop, in_i18n, i18n_root(path) if not in_i18n else "crate::i18n")
        open(path, "w").write(t)
        stats["files"] += 1


def main():
    tables = load_tables()
    files = list(rust_files())
    global_local = {}
    for f in files:
        if f == STRINGS:
            continue
        for m in LOCAL.finditer(open(f).read()):
            if m.group("vis"):
                global_local[m.group("name")] = m.group("camel") or camel(m.group("id"))
    stats = {"files": 0, "macros": 0, "consts": 0, "local": 0, "wrappers": 0}
    if os.path.exists(PHRASES):
        text = open(PHRASES).read()
        new = remove_wrappers(text, tables["wrappers"])
        if new != text:
            open(PHRASES, "w").write(new)
    for f in files:
        if f in (STRINGS,):
            continue
        convert_file(f, tables, global_local, stats)
    if os.path.exists(STRINGS):
        os.remove(STRINGS)
        print("removed", os.path.relpath(STRINGS, ROOT))
    print(" ".join(f"{k}={v}" for k, v in stats.items()))


if __name__ == "__main__":
    main()
