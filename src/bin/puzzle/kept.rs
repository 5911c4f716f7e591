//! Tables kept in a file between runs: read from it when it is there, else built and
//! written there.

use std::fs::{self, File};
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};

/// Takes the tables of the file at `path` (read no further than `length` bytes; `load`
/// checks and keeps them, or says what they are not), or when there is no such file
/// builds them and writes them there; says which and their size, or why neither. A new
/// file is written beside its place and renamed into it once whole, so that a failed
/// write leaves no part of it; the place is checked before the build, which may be long.
pub fn read_or_build(
    path: &Path,
    length: usize,
    what: &str,
    load: impl FnOnce(Vec<u8>) -> Result<(), String>,
    build: impl FnOnce() -> Vec<u8>,
) -> Result<(&'static str, usize), String> {
    match File::open(path) {
        Ok(file) => {
            let mut bytes = Vec::new();
            file.take(length as u64 + 1)
                .read_to_end(&mut bytes)
                .map_err(|e| format!("cannot read it: {e}"))?;
            if bytes.len() > length {
                return Err(format!("not the {what}: longer than they are"));
            }
            let read = bytes.len();
            load(bytes)?;
            Ok(("read", read))
        }
        Err(e) if e.kind() == io::ErrorKind::NotFound => {
            let (partial, mut file) = beside(path).map_err(|e| format!("cannot write it: {e}"))?;
            let bytes = build();
            let written = file
                .write_all(&bytes)
                .and_then(|()| file.sync_all())
                .and_then(|()| fs::rename(&partial, path));
            if let Err(e) = written {
                let _ = fs::remove_file(&partial);
                return Err(format!("cannot write it: {e}"));
            }
            Ok(("built", bytes.len()))
        }
        Err(e) => Err(format!("cannot read it: {e}")),
    }
}

/// A new file beside `path`, to be renamed into it: its path and the file.
fn beside(path: &Path) -> io::Result<(PathBuf, File)> {
    let mut name = path.file_name().unwrap_or_default().to_owned();
    name.push(format!(".partial-{}", std::process::id()));
    let partial = path.with_file_name(name);
    let file = File::options()
        .write(true)
        .create_new(true)
        .open(&partial)?;
    Ok((partial, file))
}
