//! The layers of the crate: data flows one way, leaves -> search -> puzzles -> judge ->
//! game -> wasm. Every source file under src/ is read, and a file that names a module of a
//! layer above its own (through `crate::` or by climbing with `super::`) fails the test,
//! with its file and line.

use std::path::{Path, PathBuf};

/// The crate's top-level modules by layer, lowest first; a module may name its own layer
/// and those below.
const LAYERS: [&[&str]; 6] = [
    &["error", "random", "rank", "text"],
    &["search"],
    &["puzzles"],
    &["judge"],
    &["game"],
    &["wasm"],
];

fn layer_of(module: &str) -> Option<usize> {
    LAYERS.iter().position(|layer| layer.contains(&module))
}

/// A file's module path under src/ (`src/puzzles/sdao/mod.rs` is `puzzles::sdao`), or
/// `None` for the crate root and the binaries, which stand above every layer.
fn module_path(relative: &Path) -> Option<Vec<String>> {
    let mut parts: Vec<String> = relative
        .iter()
        .map(|part| part.to_string_lossy().into_owned())
        .collect();
    if parts.first().is_some_and(|first| first == "bin") || parts == ["lib.rs"] {
        return None;
    }
    let last = parts.pop()?;
    let stem = last.strip_suffix(".rs").unwrap_or(&last);
    if stem != "mod" {
        parts.push(stem.to_owned());
    }
    Some(parts)
}

/// A token of Rust source as this check needs it, with its 1-based line.
#[derive(Debug, Clone, PartialEq)]
enum Token {
    Word(String),
    Path,
    Open,
    Close,
    Comma,
    Other,
}

fn tokens(source: &str) -> Vec<(Token, usize)> {
    let mut found = Vec::new();
    for (i, line) in source.lines().enumerate() {
        let mut chars = line.chars().peekable();
        while let Some(c) = chars.next() {
            let token = match c {
                _ if c.is_alphanumeric() || c == '_' => {
                    let mut word = c.to_string();
                    while let Some(&next) = chars.peek() {
                        if !(next.is_alphanumeric() || next == '_') {
                            break;
                        }
                        word.push(next);
                        chars.next();
                    }
                    Token::Word(word)
                }
                ':' if chars.peek() == Some(&':') => {
                    chars.next();
                    Token::Path
                }
                '{' => Token::Open,
                '}' => Token::Close,
                ',' => Token::Comma,
                _ if c.is_whitespace() => continue,
                _ => Token::Other,
            };
            found.push((token, i + 1));
        }
    }
    found
}

/// The crate's top-level modules that source at `depth` (the length of its module path)
/// names, each with the line that names it: the first segment after `crate::`, or after
/// as many `super::` as climb to the crate root, and each item of a `{ ... }` group there.
fn named_modules(source: &str, depth: usize) -> Vec<(String, usize)> {
    let tokens = tokens(source);
    let word = |i: usize| match tokens.get(i) {
        Some((Token::Word(w), _)) => Some(w.as_str()),
        _ => None,
    };
    let is = |i: usize, token: Token| tokens.get(i).is_some_and(|(t, _)| *t == token);
    let mut named = Vec::new();
    let mut i = 0;
    while i < tokens.len() {
        // the index just past a path that reaches the crate root, if one starts here
        let root = if word(i) == Some("crate") && is(i + 1, Token::Path) {
            Some(i + 2)
        } else if word(i) == Some("super") && (i == 0 || !is(i - 1, Token::Path)) {
            let mut j = i;
            let mut climbs = 0;
            while word(j) == Some("super") && is(j + 1, Token::Path) {
                climbs += 1;
                j += 2;
            }
            (climbs >= depth && climbs > 0).then_some(j)
        } else {
            None
        };
        let Some(j) = root else {
            i += 1;
            continue;
        };
        if let Some(module) = word(j) {
            named.push((module.to_owned(), tokens[j].1));
        } else if is(j, Token::Open) {
            // the first word of each item at the group's own level
            let mut level = 0;
            let mut item_start = true;
            for (k, (token, line)) in tokens.iter().enumerate().skip(j) {
                match token {
                    Token::Open => level += 1,
                    Token::Close => level -= 1,
                    Token::Comma if level == 1 => item_start = true,
                    Token::Word(w) if level == 1 && item_start => {
                        named.push((w.clone(), *line));
                        item_start = false;
                    }
                    _ => {}
                }
                if level == 0 && k > j {
                    break;
                }
            }
        }
        i = j;
    }
    named
}

/// Every naming of a higher layer in the file at `relative` (a path under src/), as
/// `file:line: message`.
fn violations(relative: &Path, source: &str) -> Vec<String> {
    let Some(path) = module_path(relative) else {
        return Vec::new();
    };
    let file = Path::new("src").join(relative).display().to_string();
    let Some(own) = path.first().and_then(|top| layer_of(top)) else {
        return vec![format!("{file}: `{}` belongs to no layer", path.join("::"))];
    };
    named_modules(source, path.len())
        .into_iter()
        .filter_map(|(module, line)| {
            let layer = layer_of(&module)?;
            (layer > own).then(|| {
                format!(
                    "{file}:{line}: `{}` names `crate::{module}`, a layer above it",
                    path.join("::")
                )
            })
        })
        .collect()
}

fn rust_files(dir: &Path, found: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, found);
        } else if path.extension().is_some_and(|e| e == "rs") {
            found.push(path);
        }
    }
}

#[test]
fn no_module_names_a_layer_above_it() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    files.sort();
    assert!(files.len() > 20, "{files:?}");
    let mut found = Vec::new();
    for file in &files {
        let source = std::fs::read_to_string(file).unwrap();
        found.extend(violations(file.strip_prefix(&src).unwrap(), &source));
    }
    assert!(found.is_empty(), "\n{}\n", found.join("\n"));
}

#[test]
fn the_check_finds_every_way_of_naming_a_module() {
    let check = |file: &str, source: &str| violations(Path::new(file), source);
    assert_eq!(
        check("puzzles/eight.rs", "//! doc\nuse crate::game::Game;\n"),
        ["src/puzzles/eight.rs:2: `puzzles::eight` names `crate::game`, a layer above it"]
    );
    assert_eq!(
        check(
            "search/mod.rs",
            "use crate::{\n    rank::permutation_rank,\n    judge::{Format, JudgeError},\n};"
        ),
        ["src/search/mod.rs:3: `search` names `crate::judge`, a layer above it"]
    );
    assert_eq!(
        check(
            "game/sdao.rs",
            "fn f() { super::super::wasm::Puzzle::new(\"x\"); }"
        ),
        ["src/game/sdao.rs:1: `game::sdao` names `crate::wasm`, a layer above it"]
    );
    assert_eq!(
        check("rank.rs", "/// [`crate::puzzles::sliding`]"),
        ["src/rank.rs:1: `rank` names `crate::puzzles`, a layer above it"]
    );
    assert_eq!(check("judge/eight.rs", "use crate::game::Game;").len(), 1);
    assert!(check(
        "judge/eight.rs",
        "use super::JudgeError;\nuse crate::puzzles::eight;"
    )
    .is_empty());
    assert!(check("game/mod.rs", "use crate::judge::Format;\nuse super::Game;").is_empty());
    assert!(check("wasm.rs", "use crate::game::Game;").is_empty());
    assert!(check("bin/puzzle.rs", "use puzzle_core::wasm;").is_empty());
    assert_eq!(
        check("dao.rs", "").first().map(String::as_str),
        Some("src/dao.rs: `dao` belongs to no layer")
    );
}
