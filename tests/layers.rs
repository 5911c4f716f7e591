//! The layers of the crate: data flows one way, leaves -> search -> puzzles -> judge ->
//! game -> wasm, and inside `puzzles` too: what the boards of every puzzle share, then
//! the rules of sliding tiles, then their solvers and the other puzzles, then Dao (on
//! S-Dao's boards), then the search lab (on sliding boards). Every source file under src/
//! is read, and a file that names a module of a layer above its own (through `crate::`,
//! `super::` or `self::`) fails the test, with its file and line.
//!
//! And the TypeScript the page is checked against is declared by the answers of
//! `src/wasm/`, but for the types listed in [`TYPESCRIPT_ELSEWHERE`], which cross to
//! JavaScript as the layer below defines them.

use std::path::{Path, PathBuf};

/// The crate's modules by layer, lowest first; a module belongs to the layer of the
/// longest of these paths that starts its own, and may name modules of its layer and of
/// those below.
const LAYERS: [&[&str]; 10] = [
    &["error", "random", "rank", "text"],
    &["search"],
    // what the boards of every puzzle share
    &[
        "puzzles",
        "puzzles::errors",
        "puzzles::permutation",
        "puzzles::shape",
        "puzzles::square",
        "puzzles::tag",
    ],
    // the rules of sliding tiles
    &[
        "puzzles::sliding::answers",
        "puzzles::sliding::board",
        "puzzles::sliding::grid",
        "puzzles::sliding::rules",
        "puzzles::sliding::square_board",
        "puzzles::sliding::walks",
    ],
    // their solvers (the root `sliding` among them), and the other puzzles
    &["puzzles::sliding", "puzzles::nine", "puzzles::sdao"],
    &["puzzles::dao"],
    &["puzzles::lab"],
    &["judge"],
    &["game"],
    &["wasm"],
];

/// The types (and TypeScript sections) declared to TypeScript outside `src/wasm/`, by
/// file: each crosses to JavaScript as its own layer defines it, so that a mirror in
/// `wasm/` would be a twin. A declaration elsewhere fails the test, and so does an entry
/// here that is no longer there.
const TYPESCRIPT_ELSEWHERE: [(&str, &[&str]); 11] = [
    // a game's face as the game layer defines it: what it can do, its moves' ways and
    // lines, its levels, its tables, how a two-player game ends
    ("game/capabilities.rs", &["Capabilities", "Coordinates"]),
    ("game/moves.rs", &["Direction", "Line"]),
    ("game/solo.rs", &["Level"]),
    ("game/tables.rs", &["TableKey", "Table"]),
    ("game/versus.rs", &["Side", "Outcome"]),
    // a board's size, and a stone board as it crosses
    ("puzzles/shape.rs", &["Shape"]),
    ("puzzles/sdao/position.rs", &["Colour", "PositionText"]),
    // the search lab's searches, counts, profiles and traces, as the lab keeps them
    ("puzzles/lab/request.rs", &["Algorithm"]),
    (
        "puzzles/lab/run.rs",
        &["Counts", "Iteration", "Fate", "Step", "Traced", "Trace"],
    ),
    ("puzzles/lab/heuristic.rs", &["Heuristic"]),
    ("puzzles/lab/profile.rs", &["Layer"]),
];

/// The layer of the module at `path` (its segments from the crate root), if any.
fn layer_of(path: &[String]) -> Option<usize> {
    let joined = path.join("::");
    let mut best: Option<(usize, usize)> = None;
    for (layer, modules) in LAYERS.iter().enumerate() {
        for module in *modules {
            let fits = joined == *module || joined.starts_with(&format!("{module}::"));
            if fits && best.is_none_or(|(length, _)| module.len() > length) {
                best = Some((module.len(), layer));
            }
        }
    }
    best.map(|(_, layer)| layer)
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

/// Reads the tokens of a path's rest from `i` (just past a `::`): its words, and each
/// item of a `{ ... }` group, every one a path added to `base`; each found path goes to
/// `paths` with its line. Returns the index past what it read.
fn read_rest(
    tokens: &[(Token, usize)],
    mut i: usize,
    base: Vec<String>,
    paths: &mut Vec<(Vec<String>, usize)>,
) -> usize {
    let mut path = base;
    loop {
        match tokens.get(i) {
            Some((Token::Word(word), line)) => {
                path.push(word.clone());
                let line = *line;
                i += 1;
                if tokens.get(i).is_some_and(|(t, _)| *t == Token::Path) {
                    i += 1;
                    continue;
                }
                paths.push((path, line));
                return i;
            }
            Some((Token::Open, _)) => {
                i += 1;
                // each item of the group, a path from here
                while let Some((token, _)) = tokens.get(i) {
                    match token {
                        Token::Close => return i + 1,
                        Token::Comma => i += 1,
                        Token::Word(_) | Token::Open => {
                            i = read_rest(tokens, i, path.clone(), paths);
                        }
                        _ => i += 1,
                    }
                }
                return i;
            }
            _ => {
                if let Some((_, line)) = tokens.get(i.saturating_sub(1)) {
                    paths.push((path, *line));
                }
                return i;
            }
        }
    }
}

/// The module paths that source of the module at `own` names, each with its line: those
/// after `crate::`, and after `super::` or `self::` resolved from the module they are
/// written in (the file's, or an inline `mod name { ... }` in it), with each item of a
/// `{ ... }` group.
fn named_paths(source: &str, own: &[String]) -> Vec<(Vec<String>, usize)> {
    let tokens = tokens(source);
    let word = |i: usize| match tokens.get(i) {
        Some((Token::Word(w), _)) => Some(w.as_str()),
        _ => None,
    };
    let is = |i: usize, token: Token| tokens.get(i).is_some_and(|(t, _)| *t == token);
    let mut named = Vec::new();
    // inline modules open here: their names and the brace depth inside them
    let mut inline: Vec<(String, usize)> = Vec::new();
    let mut depth = 0;
    let mut i = 0;
    while i < tokens.len() {
        match &tokens[i].0 {
            Token::Open => depth += 1,
            Token::Close => {
                depth -= 1;
                if inline.last().is_some_and(|&(_, at)| at > depth) {
                    inline.pop();
                }
            }
            _ => {}
        }
        if word(i) == Some("mod") && is(i + 2, Token::Open) {
            if let Some(name) = word(i + 1) {
                inline.push((name.to_owned(), depth + 1));
            }
        }
        let after_path = i == 0 || !is(i - 1, Token::Path);
        let here: Vec<String> = own
            .iter()
            .cloned()
            .chain(inline.iter().map(|(name, _)| name.clone()))
            .collect();
        let start = match word(i) {
            Some("crate") if is(i + 1, Token::Path) => Some((Vec::new(), i + 2)),
            Some("self") if after_path && is(i + 1, Token::Path) => Some((here, i + 2)),
            Some("super") if after_path => {
                let mut j = i;
                let mut climbs = 0;
                while word(j) == Some("super") && is(j + 1, Token::Path) {
                    climbs += 1;
                    j += 2;
                }
                (climbs > 0 && climbs <= here.len())
                    .then(|| (here[..here.len() - climbs].to_vec(), j))
            }
            _ => None,
        };
        let Some((base, j)) = start else {
            i += 1;
            continue;
        };
        // braces a path's group opens are read with it, and keep the depth balanced
        i = read_rest(&tokens, j, base, &mut named);
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
    let module = path.join("::");
    let Some(own) = layer_of(&path) else {
        return vec![format!("{file}: `{module}` belongs to no layer")];
    };
    named_paths(source, &path)
        .into_iter()
        .filter_map(|(named, line)| {
            let layer = layer_of(&named)?;
            (layer > own).then(|| {
                format!(
                    "{file}:{line}: `{module}` names `crate::{}`, a layer above it",
                    named.join("::")
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

/// Every source file under src/, as its path under src/ and its text.
fn sources() -> Vec<(PathBuf, String)> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    files.sort();
    assert!(files.len() > 20, "{files:?}");
    files
        .iter()
        .map(|file| {
            let text = std::fs::read_to_string(file).unwrap();
            (file.strip_prefix(&src).unwrap().to_path_buf(), text)
        })
        .collect()
}

#[test]
fn no_module_names_a_layer_above_it() {
    let mut found = Vec::new();
    for (file, source) in sources() {
        found.extend(violations(&file, &source));
    }
    assert!(found.is_empty(), "\n{}\n", found.join("\n"));
}

#[test]
fn the_check_finds_every_way_of_naming_a_module() {
    let check = |file: &str, source: &str| violations(Path::new(file), source);
    assert_eq!(
        check("puzzles/nine.rs", "//! doc\nuse crate::game::Game;\n"),
        ["src/puzzles/nine.rs:2: `puzzles::nine` names `crate::game::Game`, a layer above it"]
    );
    assert_eq!(
        check(
            "search/mod.rs",
            "use crate::{\n    rank::permutation_rank,\n    judge::{Format, JudgeError},\n};"
        ),
        [
            "src/search/mod.rs:3: `search` names `crate::judge::Format`, a layer above it",
            "src/search/mod.rs:3: `search` names `crate::judge::JudgeError`, a layer above it"
        ]
    );
    assert_eq!(
        check(
            "game/sdao.rs",
            "fn f() { super::super::wasm::Puzzle::new(\"x\"); }"
        ),
        ["src/game/sdao.rs:1: `game::sdao` names `crate::wasm::Puzzle::new`, a layer above it"]
    );
    assert_eq!(
        check("rank.rs", "/// [`crate::puzzles::sliding`]"),
        ["src/rank.rs:1: `rank` names `crate::puzzles::sliding`, a layer above it"]
    );
    assert_eq!(check("judge/eight.rs", "use crate::game::Game;").len(), 1);
    assert!(check(
        "judge/eight.rs",
        "use super::JudgeError;\nuse crate::puzzles::sliding::eight;"
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

#[test]
fn inside_the_puzzles_the_rules_stand_below_the_solvers() {
    let check = |file: &str, source: &str| violations(Path::new(file), source);
    // a rule that names a solver, by its path or through the root's re-exports
    assert_eq!(
        check("puzzles/sliding/board.rs", "use super::fifteen::Board4;"),
        [
            "src/puzzles/sliding/board.rs:1: `puzzles::sliding::board` names \
             `crate::puzzles::sliding::fifteen::Board4`, a layer above it"
        ]
    );
    assert_eq!(
        check(
            "puzzles/sliding/rules.rs",
            "use crate::puzzles::sliding::{Board, Move};"
        )
        .len(),
        2
    );
    assert_eq!(
        check(
            "puzzles/square.rs",
            "use crate::puzzles::sliding::grid::Grid;"
        )
        .len(),
        1
    );
    assert_eq!(
        check("puzzles/sdao/space.rs", "use crate::puzzles::dao::Value;").len(),
        1
    );
    assert_eq!(
        check(
            "puzzles/sliding/ida.rs",
            "use crate::puzzles::lab::Heuristic;"
        )
        .len(),
        1
    );
    // the solvers name the rules, one another and what every board shares; the lab names
    // the solvers
    assert!(check(
        "puzzles/sliding/solver/beams.rs",
        "use super::anytime::Search;\nuse crate::puzzles::sliding::rules::Move;\n\
         use crate::puzzles::sliding::fifteen::Board4;\nuse crate::puzzles::Shape;"
    )
    .is_empty());
    assert!(check("puzzles/lab/mod.rs", "use super::sliding::{Board, Move};").is_empty());
    // a test module's `super` is the file's module
    assert!(check(
        "puzzles/sliding/board.rs",
        "#[cfg(test)]\nmod tests {\n    use super::*;\n    use super::super::rules::Move;\n}"
    )
    .is_empty());
    assert_eq!(
        check(
            "puzzles/sliding/board.rs",
            "mod tests {\n    use super::super::Move;\n}"
        )
        .len(),
        1
    );
}

/// The types a file declares to TypeScript: each type a `tsify::Tsify` derive stands on,
/// and each const that holds a TypeScript section.
fn declared_to_typescript(source: &str) -> Vec<String> {
    let mut declared = Vec::new();
    let mut waiting = false;
    for line in source.lines() {
        let line = line.trim();
        if line.contains("Tsify") || line.contains("typescript_custom_section") {
            waiting = true;
            continue;
        }
        if !waiting || line.starts_with("#[") || line.starts_with("///") {
            continue;
        }
        let name = line
            .split_whitespace()
            .skip_while(|w| !matches!(*w, "struct" | "enum" | "const" | "type"))
            .nth(1)
            .map(|w| w.trim_end_matches([':', '<', '{']).to_owned());
        if let Some(name) = name {
            let name = name.split('<').next().unwrap_or_default().to_owned();
            declared.push(name);
        }
        waiting = false;
    }
    declared
}

#[test]
fn typescript_is_declared_by_the_bindings_but_for_the_listed_types() {
    let mut found: Vec<(String, String)> = Vec::new();
    for (file, source) in sources() {
        let file = file.display().to_string();
        if file.starts_with("wasm/") {
            continue;
        }
        for name in declared_to_typescript(&source) {
            found.push((file.clone(), name));
        }
    }
    let listed: Vec<(String, String)> = TYPESCRIPT_ELSEWHERE
        .iter()
        .flat_map(|(file, names)| {
            names
                .iter()
                .map(|name| (file.to_string(), name.to_string()))
        })
        .collect();
    let unlisted: Vec<String> = found
        .iter()
        .filter(|declared| !listed.contains(declared))
        .map(|(file, name)| format!("src/{file}: `{name}` is declared to TypeScript"))
        .collect();
    let gone: Vec<String> = listed
        .iter()
        .filter(|entry| !found.contains(entry))
        .map(|(file, name)| format!("src/{file}: `{name}` is listed but not declared there"))
        .collect();
    assert!(
        unlisted.is_empty() && gone.is_empty(),
        "\n{}\n",
        [unlisted, gone].concat().join("\n")
    );
}

#[test]
fn the_typescript_check_reads_derives_and_sections() {
    let source = "#[cfg_attr(target_arch = \"wasm32\", derive(tsify::Tsify))]\n\
                  #[derive(Debug, Serialize)]\n/// A thing.\npub struct Thing<B> {\n}\n\
                  #[wasm_bindgen(typescript_custom_section)]\nconst BOARD: &str = \"\";\n\
                  #[derive(Serialize)]\npub enum Plain {}\n";
    assert_eq!(declared_to_typescript(source), ["Thing", "BOARD"]);
}
