//! The docs describe every source file: a file under src/ that docs/development.md and
//! ARCHITECTURE.md leave out fails the test, and so does a file the layout names that is
//! not there.
//!
//! The rule: a source file is described when docs/development.md's layout (the code block
//! under `## Layout`) names it under its folder, or when docs/development.md or
//! ARCHITECTURE.md names it by its path (`src/puzzles/sliding/rules.rs`, or from src/:
//! `puzzles/sliding/rules.rs`). In the layout a line names folders (`sliding/`) and files
//! (`rules.rs`, several separated by commas) before its description, which two spaces set
//! apart; a folder holds the lines indented below it, and a line with no such names
//! continues the description above it.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// The text of `path` under the crate's root.
fn read(path: &str) -> String {
    std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(path)).unwrap()
}

/// Whether `name` names a file or a folder, as a layout line starts with them.
fn is_name(name: &str) -> bool {
    !name.is_empty()
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || "._-/".contains(c))
        && (name.ends_with('/') || name.contains('.'))
}

/// The paths the code block under `## Layout` of `text` names: folders end with `/`.
fn layout_paths(text: &str) -> BTreeSet<String> {
    let after = text
        .split("## Layout")
        .nth(1)
        .expect("a `## Layout` section");
    let block = after.split("```").nth(1).expect("a code block in it");
    let mut paths = BTreeSet::new();
    // the folders open above the line read: their indentation and path
    let mut open: Vec<(usize, String)> = Vec::new();
    for line in block.lines().skip(1) {
        let indent = line.len() - line.trim_start().len();
        let names_part = line.trim().split("  ").next().unwrap_or_default();
        let names: Vec<&str> = names_part.split(", ").map(str::trim).collect();
        if !names.iter().all(|name| is_name(name)) {
            continue;
        }
        while open.last().is_some_and(|&(at, _)| at >= indent) {
            open.pop();
        }
        let folder = open
            .last()
            .map(|(_, path)| path.clone())
            .unwrap_or_default();
        for name in names {
            let path = format!("{folder}{name}");
            if name.ends_with('/') {
                open.push((indent, path.clone()));
            }
            paths.insert(path);
        }
    }
    paths
}

/// The paths of `.rs` files under src/ that `text` names by their path, from the
/// repository or from src/, as `src/...` paths.
fn named_paths(text: &str, files: &BTreeSet<String>) -> BTreeSet<String> {
    text.split(|c: char| !(c.is_ascii_alphanumeric() || "._-/".contains(c)))
        .filter(|word| word.ends_with(".rs") && word.contains('/'))
        .map(|word| {
            if word.starts_with("src/") {
                word.to_owned()
            } else {
                format!("src/{word}")
            }
        })
        .filter(|path| files.contains(path))
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

/// Every source file under src/, as `src/...`.
fn source_files() -> BTreeSet<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut found = Vec::new();
    rust_files(&root.join("src"), &mut found);
    found
        .iter()
        .map(|path| path.strip_prefix(root).unwrap().display().to_string())
        .collect()
}

#[test]
fn the_docs_describe_every_source_file() {
    let files = source_files();
    assert!(files.len() > 50, "{files:?}");
    let development = read("docs/development.md");
    let architecture = read("ARCHITECTURE.md");
    let mut described = layout_paths(&development);
    described.extend(named_paths(&development, &files));
    described.extend(named_paths(&architecture, &files));
    let omitted: Vec<&String> = files.difference(&described).collect();
    assert!(
        omitted.is_empty(),
        "docs/development.md's layout (or ARCHITECTURE.md) omits:\n{}",
        omitted
            .iter()
            .map(|f| f.as_str())
            .collect::<Vec<_>>()
            .join("\n")
    );
}

#[test]
fn the_layout_names_no_source_file_that_is_not_there() {
    let files = source_files();
    let stale: Vec<String> = layout_paths(&read("docs/development.md"))
        .into_iter()
        .filter(|path| path.starts_with("src/") && path.ends_with(".rs"))
        .filter(|path| !files.contains(path))
        .collect();
    assert!(
        stale.is_empty(),
        "the layout names what is not there: {stale:?}"
    );
}

#[test]
fn the_layout_reads_folders_by_their_indentation() {
    let text = "## Layout\n\n```\nsrc/\n  lib.rs, rank.rs       the root, and ranks\n  \
                search/               searches: Layers,\n                        a \
                breadth-first core\n    table.rs            tables\n  text.rs               \
                tokens\nwww/                    the page\n```\n";
    let paths: Vec<String> = layout_paths(text).into_iter().collect();
    assert_eq!(
        paths,
        [
            "src/",
            "src/lib.rs",
            "src/rank.rs",
            "src/search/",
            "src/search/table.rs",
            "src/text.rs",
            "www/"
        ]
    );
    let files = BTreeSet::from(["src/game/kind.rs".to_owned()]);
    let named = named_paths("kinds (`game/kind.rs`) and `src/game/any.rs`", &files);
    assert_eq!(named.into_iter().collect::<Vec<_>>(), ["src/game/kind.rs"]);
}
