//! The Fifteen's use of the square's symmetries: their inverses, and the images of a
//! pattern that leave a cell free.

use super::pattern::bounded;
use crate::puzzles::square::{map_mask, CELLS, SYMMETRIES};

/// The index of the inverse of symmetry `s`.
pub(super) fn inverse(s: usize) -> usize {
    let map = &SYMMETRIES[bounded::<8>(s)];
    (0..8)
        .find(|&t| (0..CELLS).all(|c| usize::from(SYMMETRIES[t][usize::from(map[c])]) == c))
        .unwrap_or(s)
}

/// The distinct images of `tiles` under the symmetries that leave out `cell`, each with
/// the first symmetry that makes it.
pub(super) fn images(tiles: u16, cell: usize) -> Vec<(u16, usize)> {
    let mut images: Vec<(u16, usize)> = Vec::new();
    for (s, map) in SYMMETRIES.iter().enumerate() {
        let image = map_mask(tiles, map);
        if image & 1 << cell == 0 && images.iter().all(|&(seen, _)| seen != image) {
            images.push((image, s));
        }
    }
    images
}

#[cfg(test)]
mod tests {
    use super::super::build;
    use super::super::pattern::Pattern;
    use super::*;

    #[test]
    fn a_table_serves_the_images_of_its_pattern() {
        // three tiles, and their images under a quarter turn and under a reflection, each
        // table built for itself
        let mask = 0b0001_0011_0000;
        let table = build::table(Pattern::new(mask), 0, |_| ());
        for s in [3, 4] {
            let map = &SYMMETRIES[s];
            let image = Pattern::new(map_mask(mask, map));
            let direct = build::table(image.clone(), 0, |_| ());
            let frame = &SYMMETRIES[inverse(s)];
            let mut checked = 0;
            // every placement of the image's tiles, with the blank on some free cells
            for a in 0..CELLS as u8 {
                for b in (0..CELLS as u8).filter(|&b| b != a) {
                    for c in (0..CELLS as u8).filter(|&c| c != a && c != b) {
                        let cells = [a, b, c, 0, 0, 0, 0, 0];
                        let taken = 1u16 << a | 1 << b | 1 << c;
                        // the same placement in the table's frame, in its tiles' order
                        let mut seen = [0u8; 8];
                        for (i, &t) in table.pattern().tiles().iter().enumerate() {
                            let j = image.tiles().iter().position(|&m| m == map[usize::from(t)]);
                            seen[i] = frame[usize::from(cells[j.unwrap_or_default()])];
                        }
                        for blank in (0..CELLS).filter(|&x| taken & 1 << x == 0).step_by(5) {
                            assert_eq!(
                                table.exact(seen, usize::from(frame[blank])),
                                direct.exact(cells, blank),
                                "symmetry {s}, {cells:?}, blank {blank}"
                            );
                            checked += 1;
                        }
                    }
                }
            }
            assert_eq!(checked, 16 * 15 * 14 * 3);
        }
    }
}
