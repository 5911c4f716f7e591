//! Dense ranking of permutations and of combinations, so that a state can index a flat
//! table.

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

/// The permutation of `0..values.len()` of rank `rank` (see [`permutation_rank`]), written
/// into `values`.
pub fn permutation_unrank(mut rank: usize, values: &mut [u8]) {
    let n = values.len();
    debug_assert!(n <= 12 && rank < FACTORIAL[n]);
    let mut unused = (1u32 << n) - 1;
    for (i, value) in values.iter_mut().enumerate() {
        let weight = FACTORIAL[n - 1 - i];
        let mut skip = rank / weight;
        rank %= weight;
        // the skip-th value not used yet
        let mut candidates = unused;
        while skip > 0 {
            candidates &= candidates - 1;
            skip -= 1;
        }
        let v = candidates.trailing_zeros();
        *value = v as u8;
        unused &= !(1 << v);
    }
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

/// `BINOMIALS[n][k]` is C(n, k), for every n up to the 32 cells a set of cells can have
/// (C(32, 16), the largest, fits in 32 bits); by Pascal's rule.
const BINOMIALS: [[u32; 33]; 33] = {
    let mut table = [[0u32; 33]; 33];
    let mut n = 0;
    while n <= 32 {
        table[n][0] = 1;
        let mut k = 1;
        while k <= n {
            table[n][k] = table[n - 1][k - 1] + table[n - 1][k];
            k += 1;
        }
        n += 1;
    }
    table
};

/// The number of ways to choose `k` items among `n` (`n <= 32`), read from a table so
/// that ranking and unranking sets cost a look-up per cell.
pub const fn combination_count(n: usize, k: usize) -> usize {
    if k > n {
        return 0;
    }
    BINOMIALS[n][k] as usize
}

/// The position of the set `bits` (cells as bit numbers) among all sets of as many cells,
/// in colexicographic order, which is the numeric order of the masks: with the cells
/// `c0 < c1 < ...`, the sum of `C(c_i, i + 1)`. A set within the first `n` cells ranks
/// below `combination_count(n, k)`, whatever the number of cells beyond.
pub fn combination_rank(mut bits: u32) -> usize {
    let mut rank = 0;
    let mut i = 1;
    while bits != 0 {
        rank += combination_count(bits.trailing_zeros() as usize, i);
        bits &= bits - 1;
        i += 1;
    }
    rank
}

/// The set of `k` cells of rank `rank` among the sets of `k` cells (`rank` below
/// `combination_count(32, k)`), as a mask: the inverse of [`combination_rank`].
pub fn combination_unrank(mut rank: usize, k: usize) -> u32 {
    let mut bits = 0;
    let mut cell = 32;
    for j in (1..=k).rev() {
        // the j-th lowest cell: the highest below the one above it with C(cell, j) within
        // the rank left; C(j - 1, j) is 0, so the search stops by cell j - 1
        cell -= 1;
        while combination_count(cell, j) > rank {
            cell -= 1;
        }
        rank -= combination_count(cell, j);
        bits |= 1 << cell;
    }
    bits
}

/// The next larger mask with as many bits set as `bits`, the successor in the order of
/// [`combination_rank`] (Gosper's hack); `None` past `u32::MAX` or when `bits` is 0.
pub fn next_combination(bits: u32) -> Option<u32> {
    let lowest = bits & bits.wrapping_neg();
    let ripple = bits.checked_add(lowest)?;
    Some(ripple | ((bits ^ ripple) >> 2).checked_div(lowest)?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unranking_inverts_ranking() {
        let mut values = [0u8, 1, 2, 3, 4, 5];
        for rank in 0..permutation_count(6) {
            let mut unranked = [0u8; 6];
            permutation_unrank(rank, &mut unranked);
            assert_eq!(unranked, values, "{rank}");
            next_permutation(&mut values);
        }
    }

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

    #[test]
    fn combination_counts() {
        assert_eq!(combination_count(16, 4), 1820);
        assert_eq!(combination_count(12, 4), 495);
        assert_eq!(combination_count(5, 0), 1);
        assert_eq!(combination_count(3, 4), 0);
        assert_eq!(combination_count(20, 10), 184_756);
        assert_eq!(combination_count(32, 16), 601_080_390);
        assert_eq!(combination_count(32, 32), 1);
    }

    #[test]
    fn combination_ranks_follow_mask_order_without_gaps() {
        for k in 1..=6u32 {
            let mut bits = (1u32 << k) - 1;
            let mut expected = 0;
            while bits < 1 << 12 {
                assert_eq!(bits.count_ones(), k);
                assert_eq!(combination_rank(bits), expected, "set {bits:#b}");
                expected += 1;
                bits = next_combination(bits).unwrap();
            }
            assert_eq!(expected, combination_count(12, k as usize), "{k} of 12");
        }
        assert_eq!(combination_rank(0), 0);
        assert_eq!(combination_rank(0b1111 << 12), 1819);
        assert_eq!(next_combination(0b1111 << 28), None);
        assert_eq!(next_combination(0), None);
    }

    #[test]
    fn combination_unranking_inverts_ranking() {
        for bits in (0..=u32::from(u16::MAX)).chain([0b1111 << 28, u32::MAX]) {
            let k = bits.count_ones() as usize;
            assert_eq!(
                combination_unrank(combination_rank(bits), k),
                bits,
                "{bits:#b}"
            );
        }
    }
}
