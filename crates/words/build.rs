//! Generates `$OUT_DIR/msg.rs` from the Russian `.ftl` files: one item per
//! message, so a misspelt id or value name is a compile error. A message
//! without values is a [`Fixed`] constant (`msg::NewGame`); one with values a
//! struct with a public field per value (`msg::VotesCount { n: 3 }`). The
//! English files must hold the same messages with the same values, or the
//! build stops here with the list of differences.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::path::Path;

use fluent_syntax::ast;

type Messages = BTreeMap<String, (BTreeSet<String>, String)>;

fn main() -> Result<(), String> {
    let dir = Path::new("src/i18n");
    println!("cargo::rerun-if-changed=src/i18n/ru");
    println!("cargo::rerun-if-changed=src/i18n/en");
    let ru = read(&dir.join("ru"))?;
    let en = read(&dir.join("en"))?;
    let mut wrong = Vec::new();
    for (id, (vars, _)) in &ru {
        match en.get(id) {
            None => wrong.push(format!("{id}: no English")),
            Some((v, _)) if v != vars => {
                wrong.push(format!("{id}: ru uses {vars:?}, en uses {v:?}"));
            }
            Some(_) => {}
        }
    }
    for id in en.keys().filter(|id| !ru.contains_key(*id)) {
        wrong.push(format!("{id}: no Russian"));
    }
    if !wrong.is_empty() {
        return Err(format!(
            "the catalogue's languages differ:\n{}",
            wrong.join("\n")
        ));
    }
    let out = std::env::var("OUT_DIR").map_err(|e| format!("OUT_DIR: {e}"))?;
    let code = generate(&ru, &en)?;
    std::fs::write(Path::new(&out).join("msg.rs"), code).map_err(|e| format!("msg.rs: {e}"))
}

/// Every message of one language's files: id -> (value names, first line).
fn read(dir: &Path) -> Result<Messages, String> {
    let mut names: Vec<_> = std::fs::read_dir(dir)
        .map_err(|e| format!("{}: {e}", dir.display()))?
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
        .collect();
    names.sort();
    let mut out = Messages::new();
    for path in names {
        let text =
            std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
        let res = fluent_syntax::parser::parse(text.as_str())
            .map_err(|(_, errs)| format!("{}: {errs:?}", path.display()))?;
        for entry in res.body {
            if let ast::Entry::Message(m) = entry {
                let mut vars = BTreeSet::new();
                if let Some(p) = &m.value {
                    pattern_vars(p, &mut vars);
                }
                let first = first_line(&text, m.id.name);
                out.insert(m.id.name.to_owned(), (vars, first));
            }
        }
    }
    Ok(out)
}

/// The message's first line as written (for the item's documentation).
fn first_line(text: &str, id: &str) -> String {
    text.lines()
        .find_map(|l| {
            let (k, v) = l.split_once('=')?;
            (k.trim() == id).then(|| v.trim().to_owned())
        })
        .unwrap_or_default()
}

fn pattern_vars(p: &ast::Pattern<&str>, vars: &mut BTreeSet<String>) {
    for el in &p.elements {
        if let ast::PatternElement::Placeable { expression } = el {
            expression_vars(expression, vars);
        }
    }
}

fn expression_vars(e: &ast::Expression<&str>, vars: &mut BTreeSet<String>) {
    match e {
        ast::Expression::Select { selector, variants } => {
            inline_vars(selector, vars);
            for v in variants {
                pattern_vars(&v.value, vars);
            }
        }
        ast::Expression::Inline(i) => inline_vars(i, vars),
    }
}

fn inline_vars(i: &ast::InlineExpression<&str>, vars: &mut BTreeSet<String>) {
    match i {
        ast::InlineExpression::VariableReference { id } => {
            vars.insert(id.name.to_owned());
        }
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                inline_vars(a, vars);
            }
            for a in &arguments.named {
                inline_vars(&a.value, vars);
            }
        }
        ast::InlineExpression::Placeable { expression } => expression_vars(expression, vars),
        _ => {}
    }
}

/// `votes-count` -> `VotesCount`.
fn camel(id: &str) -> String {
    id.split(['-', '_'])
        .map(|w| {
            let mut c = w.chars();
            c.next().map_or_else(String::new, |f| {
                f.to_uppercase().chain(c).collect::<String>()
            })
        })
        .collect()
}

/// A value name as a field: `per-player` -> `per_player`.
fn field(var: &str) -> String {
    let f = var.replace('-', "_");
    match f.as_str() {
        "type" | "fn" | "mod" | "ref" | "move" | "match" | "loop" | "self" | "use" | "in"
        | "as" | "box" | "dyn" | "impl" | "let" | "where" | "while" | "for" | "if" | "else" => {
            format!("r#{f}")
        }
        _ => f,
    }
}

fn doc(s: &str) -> String {
    s.replace('`', "'")
}

fn generate(ru: &Messages, en: &Messages) -> Result<String, String> {
    let mut seen = BTreeMap::new();
    let mut code = String::from(
        "// Generated by crates/words/build.rs from src/i18n/ru/*.ftl: do not edit.\n",
    );
    for (id, (vars, ru_line)) in ru {
        let name = camel(id);
        if let Some(other) = seen.insert(name.clone(), id.clone()) {
            return Err(format!("messages {other} and {id} both make {name}"));
        }
        let en_line = en.get(id).map_or("", |(_, l)| l.as_str());
        let _ = writeln!(
            code,
            "\n/// `{id}`: «{}» / \"{}\"",
            doc(ru_line),
            doc(en_line)
        );
        if vars.is_empty() {
            let _ = writeln!(
                code,
                "#[allow(non_upper_case_globals)]\npub const {name}: Fixed = Fixed(\"{id}\");"
            );
            continue;
        }
        let params: Vec<String> = vars.iter().map(|v| format!("V{}", camel(v))).collect();
        let generics = params.join(", ");
        let bounds = params
            .iter()
            .map(|p| format!("{p}: Arg"))
            .collect::<Vec<_>>()
            .join(", ");
        let _ = writeln!(code, "#[derive(Debug, Clone, Copy, PartialEq, Eq)]");
        let _ = writeln!(code, "pub struct {name}<{generics}> {{");
        for (v, p) in vars.iter().zip(&params) {
            let _ = writeln!(code, "    pub {}: {p},", field(v));
        }
        let _ = writeln!(code, "}}");
        let _ = writeln!(
            code,
            "impl<{bounds}> Message for {name}<{generics}> {{\n    fn id(&self) -> &'static str {{\n        \"{id}\"\n    }}\n    fn args(&self) -> Option<FluentArgs<'_>> {{\n        let mut args = FluentArgs::with_capacity({});",
            vars.len()
        );
        for v in vars {
            let _ = writeln!(
                code,
                "        args.set(\"{v}\", self.{}.value());",
                field(v)
            );
        }
        let _ = writeln!(code, "        Some(args)\n    }}\n}}");
        let _ = writeln!(
            code,
            "impl<{bounds}> {name}<{generics}> {{\n    /// The message in `lang`.\n    pub fn get(&self, lang: Lang) -> String {{\n        Message::get(self, lang)\n    }}\n    /// The message in both languages.\n    pub fn text(&self) -> Text {{\n        Message::text(self)\n    }}\n}}"
        );
    }
    Ok(code)
}
