//! Dense ranking of permutations, so that a state can index a flat table.

/// `FACTORIAL[n]` is n!, for every n a ranked permutation can have.
const FACTORIAL: [usize; 13] = {
    let mut f = [1usize; 13];
    let mut n = 1;
    while n < 13 {
        f[n] = f[n - 1] * n;
        n += 1;
    }
    f
};

/// The number of permutations of `n` items (`n <= 12`).
pub const fn permutation_count(n: usize) -> usize {
    FACTORIAL[n]
}

/// The position of `values`, a permutation of `0..values.len()` (at most 12 items), in the
/// lexicographic order of all such permutations: its Lehmer code read as a factorial-base
/// number.
pub fn permutation_rank(values: &[u8]) -> usize {
    let n = values.len();
    debug_assert!(n <= 12);
    let mut seen = 0u32;
    let mut rank = 0;
    for (i, &v) in values.iter().enumerate() {
        let smaller_seen = (seen & ((1u32 << v) - 1)).count_ones() as usize;
        rank += (v as usize - smaller_seen) * FACTORIAL[n - 1 - i];
        seen |= 1 << v;
    }
    rank
}

/// Advances `values` to the next permutation in lexicographic order (the one whose rank
/// is one more); returns false, leaving `values` unchanged, after the last.
pub fn next_permutation(values: &mut [u8]) -> bool {
    let Some(i) = values.windows(2).rposition(|w| w[0] < w[1]) else {
        return false;
    };
    let j = values
        .iter()
        .rposition(|&x| x > values[i])
        .expect("values[i + 1] is larger");
    values.swap(i, j);
    values[i + 1..].reverse();
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranks_follow_lexicographic_order_without_gaps() {
        for n in 1..=7u8 {
            let mut p: Vec<u8> = (0..n).collect();
            let mut expected = 0;
            loop {
                assert_eq!(permutation_rank(&p), expected, "permutation {p:?}");
                expected += 1;
                if !next_permutation(&mut p) {
                    let last: Vec<u8> = (0..n).rev().collect();
                    assert_eq!(p, last, "the last permutation stays");
                    break;
                }
            }
            assert_eq!(expected, permutation_count(n as usize));
        }
    }

    #[test]
    fn extreme_ranks_of_nine() {
        assert_eq!(permutation_rank(&[0, 1, 2, 3, 4, 5, 6, 7, 8]), 0);
        assert_eq!(permutation_rank(&[8, 7, 6, 5, 4, 3, 2, 1, 0]), 362_879);
        assert_eq!(permutation_rank(&[1, 0, 2, 3, 4, 5, 6, 7, 8]), 40_320);
    }
}
