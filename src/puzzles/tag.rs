//! What marks and checks a table's byte form: the tag that starts it (a name and the
//! form's version) and the SHA-256 digest of its tables.

use sha2::{Digest, Sha256};

/// `name` followed by `version` in two digits, e.g. `DAOTAB01`.
pub(crate) const fn versioned_tag(name: [u8; 6], version: u8) -> [u8; 8] {
    assert!(version < 100);
    let mut tag = [b'0'; 8];
    let mut i = 0;
    while i < 6 {
        tag[i] = name[i];
        i += 1;
    }
    tag[6] += version / 10;
    tag[7] += version % 10;
    tag
}

/// The SHA-256 digest of `bytes`. They are hashed 64 kB at a time by a function that is
/// not inlined, so that a wasm engine switches to optimised code between calls (V8 hashed a
/// whole 196 MB at 30 MB/s, in chunks at 430 MB/s).
pub(crate) fn sha256(bytes: &[u8]) -> [u8; 32] {
    #[inline(never)]
    fn feed(hasher: &mut Sha256, chunk: &[u8]) {
        hasher.update(chunk);
    }
    let mut hasher = Sha256::new();
    for chunk in bytes.chunks(1 << 16) {
        feed(&mut hasher, chunk);
    }
    hasher.finalize().into()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_version_follows_the_name_in_two_digits() {
        assert_eq!(&versioned_tag(*b"DAOTAB", 1), b"DAOTAB01");
        assert_eq!(&versioned_tag(*b"P15PDB", 42), b"P15PDB42");
    }
}
