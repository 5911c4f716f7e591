//! What marks and checks a table's byte form: the tag that starts it (a name and the
//! form's version) and the digest of its tables.

use xxhash_rust::xxh3::xxh3_128;

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

/// The digest that checks a table's bytes: XXH3's 128 bits, little-endian. Not a
/// cryptographic hash: it tells a damaged or foreign copy from the tables this version
/// builds, at a fraction of SHA-256's time in the wasm (docs/performance.md).
pub(crate) fn digest(bytes: &[u8]) -> [u8; DIGEST_LEN] {
    xxh3_128(bytes).to_le_bytes()
}

/// The bytes of a [`digest`].
pub(crate) const DIGEST_LEN: usize = 16;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_version_follows_the_name_in_two_digits() {
        assert_eq!(&versioned_tag(*b"DAOTAB", 1), b"DAOTAB01");
        assert_eq!(&versioned_tag(*b"P15PDB", 42), b"P15PDB42");
    }
}
