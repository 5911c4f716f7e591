//! The docs describe every source file: a file under src/ (Rust) or www/ (the page's
//! JavaScript, CSS and markup, www/pkg aside: the build writes it) that docs/development.md
//! and ARCHITECTURE.md leave out fails the test, and so does a file the layout names that
//! is not there.
//!
//! The rule: a source file is described when docs/development.md's layout (the code block
//! under `## Layout`) names it under its folder, or when docs/development.md or
//! ARCHITECTURE.md names it by its path (`src/puzzles/sliding/rules.rs`, or from src/:
//! `puzzles/sliding/rules.rs`; `www/game/session.js`). In the layout a line names folders
//! (`sliding/`) and files (`rules.rs`, several separated by commas) before its
//! description, which two spaces set apart; a folder holds the lines indented below it, and
//! a line with no such names continues the description above it. Every feature folder
//! (`www/features/NAME/`) holds a `manifest.js`, an `index.js` and a `style.css`, which
//! the layout says once for all of them: a feature's folder named describes those three.

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

/// The paths of source files that `text` names by their path: `.rs` files from the
/// repository or from src/ (as `src/...` paths), the page's files from the repository.
fn named_paths(text: &str, files: &BTreeSet<String>) -> BTreeSet<String> {
    text.split(|c: char| !(c.is_ascii_alphanumeric() || "._-/".contains(c)))
        .filter(|word| word.contains('/'))
        .map(|word| {
            if word.ends_with(".rs") && !word.starts_with("src/") {
                format!("src/{word}")
            } else {
                word.to_owned()
            }
        })
        .filter(|path| files.contains(path))
        .collect()
}

/// The files under `dir` whose extension is one of `extensions`, `skip` (a folder) aside.
fn files_in(dir: &Path, extensions: &[&str], skip: &str, found: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            if !path.ends_with(skip) {
                files_in(&path, extensions, skip, found);
            }
        } else if path
            .extension()
            .is_some_and(|e| extensions.iter().any(|x| e == *x))
        {
            found.push(path);
        }
    }
}

/// Every source file: the crate's under src/, the page's under www/ (www/pkg aside), as
/// paths from the repository.
fn source_files() -> BTreeSet<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut found = Vec::new();
    files_in(&root.join("src"), &["rs"], "-", &mut found);
    files_in(&root.join("www"), &["js", "css", "html"], "pkg", &mut found);
    found
        .iter()
        .map(|path| path.strip_prefix(root).unwrap().display().to_string())
        .collect()
}

/// The files every feature folder the layout names holds, described by the layout once for all.
fn feature_files(described: &BTreeSet<String>) -> BTreeSet<String> {
    described
        .iter()
        .filter(|path| {
            path.starts_with("www/features/")
                && path.ends_with('/')
                && path.matches('/').count() == 3
        })
        .flat_map(|folder| {
            ["manifest.js", "index.js", "style.css"].map(|file| format!("{folder}{file}"))
        })
        .collect()
}

#[test]
fn the_docs_describe_every_source_file() {
    let files = source_files();
    assert!(files.len() > 150, "{files:?}");
    let development = read("docs/development.md");
    let architecture = read("ARCHITECTURE.md");
    let mut described = layout_paths(&development);
    described.extend(feature_files(&described.clone()));
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
        .filter(|path| {
            !path.ends_with('/') && (path.starts_with("src/") || path.starts_with("www/"))
        })
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
