//! The tag that starts a table's byte form: a name and the form's version.

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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_version_follows_the_name_in_two_digits() {
        assert_eq!(&versioned_tag(*b"DAOTAB", 1), b"DAOTAB01");
        assert_eq!(&versioned_tag(*b"P15PDB", 42), b"P15PDB42");
    }
}
