//! Tables kept in a file between runs: read from it when it is there, else built and
//! written there.

use std::fs::{self, File};
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};

/// Takes the tables of the file at `path` (read no further than `length` bytes; `load`
/// checks and keeps them, or says what they are not), or when there is no such file
/// builds them and writes them there; says which and their size, or why neither.
///
/// The place is checked before the build, which may be long: a path that names a
/// directory, or whose directory is missing or cannot be written, is refused at once. A
/// new file is written beside its place once the build is done, and renamed into it once
/// whole; on any failure (or a panic) the partial file is removed, so that nothing but
/// the whole file is ever left. A run killed while it writes (a fraction of a second after
/// the build) may leave `NAME.partial-PID` beside it, which no run reads.
pub fn read_or_build(
    path: &Path,
    length: usize,
    what: &str,
    load: impl FnOnce(Vec<u8>) -> Result<(), String>,
    build: impl FnOnce() -> Vec<u8>,
) -> Result<(&'static str, usize), String> {
    if names_a_directory(path) {
        return Err("a directory, not a file".to_owned());
    }
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
            // the place can take a file: one made and removed there before the build
            drop(Partial::beside(path).map_err(|e| format!("cannot write it: {e}"))?);
            let bytes = build();
            let mut partial = Partial::beside(path).map_err(|e| format!("cannot write it: {e}"))?;
            partial
                .write_into(path, &bytes)
                .map_err(|e| format!("cannot write it: {e}"))?;
            Ok(("built", bytes.len()))
        }
        Err(e) => Err(format!("cannot read it: {e}")),
    }
}

/// Whether `path` names a directory: one that is there, or a path that ends with a
/// separator (`new/`), which no file can take.
fn names_a_directory(path: &Path) -> bool {
    let text = path.as_os_str().as_encoded_bytes();
    path.is_dir() || text.ends_with(b"/") || (cfg!(windows) && text.ends_with(b"\\"))
}

/// A new file beside a path, to be renamed into it; removed when dropped before that.
struct Partial {
    path: PathBuf,
    file: Option<File>,
}

impl Partial {
    /// A new file `NAME.partial-PID` beside `path`.
    fn beside(path: &Path) -> io::Result<Self> {
        let mut name = path.file_name().unwrap_or_default().to_owned();
        name.push(format!(".partial-{}", std::process::id()));
        let partial = path.with_file_name(name);
        let file = File::options()
            .write(true)
            .create_new(true)
            .open(&partial)?;
        Ok(Self {
            path: partial,
            file: Some(file),
        })
    }

    /// Writes `bytes`, syncs them and renames the file into `path`.
    fn write_into(&mut self, path: &Path, bytes: &[u8]) -> io::Result<()> {
        let mut file = self.file.take().expect("written once");
        file.write_all(bytes)?;
        file.sync_all()?;
        drop(file);
        fs::rename(&self.path, path)?;
        // renamed: nothing is left to remove
        self.path = PathBuf::new();
        Ok(())
    }
}

impl Drop for Partial {
    fn drop(&mut self) {
        self.file.take();
        if !self.path.as_os_str().is_empty() {
            let _ = fs::remove_file(&self.path);
        }
    }
}
