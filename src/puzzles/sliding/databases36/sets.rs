//! The sets of one board shape, one per cell of the blank's goal, kept once built or
//! loaded.

use std::sync::OnceLock;

use super::patterns::Patterns;
use crate::puzzles::Shape;

/// The sets of one shape, one per cell of the blank's goal, each built or taken from
/// its bytes once and kept.
#[derive(Debug)]
pub struct PatternSets {
    shape: Shape,
    sets: Vec<OnceLock<Patterns>>,
}

impl PatternSets {
    /// The places of the sets of `shape`, if it has them.
    pub fn new(shape: Shape) -> Option<Self> {
        Patterns::fits(shape).then(|| Self {
            shape,
            sets: (0..shape.cells()).map(|_| OnceLock::new()).collect(),
        })
    }

    /// The boards' size.
    pub fn shape(&self) -> Shape {
        self.shape
    }

    /// The set for goals with the blank at `blank`, if it is here.
    pub fn get(&self, blank: usize) -> Option<&Patterns> {
        self.sets.get(blank)?.get()
    }

    /// The set for goals with the blank at `blank`, built first if need be.
    pub fn build(&self, blank: usize, progress: &mut dyn FnMut(f64)) -> Option<&Patterns> {
        let slot = self.sets.get(blank)?;
        if let Some(set) = slot.get() {
            return Some(set);
        }
        let set = Patterns::build(self.shape, blank, progress)?;
        Some(slot.get_or_init(|| set))
    }

    /// Keeps `patterns` (a set already here is kept instead: the two are equal);
    /// whether they are of this shape.
    pub fn install(&self, patterns: Patterns) -> bool {
        if patterns.shape != self.shape {
            return false;
        }
        let Some(slot) = self.sets.get(patterns.blank()) else {
            return false;
        };
        let _ = slot.set(patterns);
        true
    }
}
