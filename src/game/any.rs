//! Any game, chosen by [`Kind`] at run time, and [`with_game`], which runs code written
//! once against whichever game it holds.

use super::{DaoGame, EightGame, FifteenGame, Kind, NineGame, Notation, SdaoGame, SlideGame};

/// One game of any kind.
pub enum AnyGame {
    /// The Eight or the Eight II (they differ in notation).
    Eight(EightGame),
    /// The nine-number game.
    Nine(NineGame),
    /// S-Dao.
    Sdao(SdaoGame),
    /// The Fifteen.
    Fifteen(FifteenGame),
    /// Sliding boards of one size.
    Slide(SlideGame),
    /// Dao.
    Dao(DaoGame),
}

impl AnyGame {
    /// A new game of `kind`, with no table built yet.
    pub fn new(kind: Kind) -> Self {
        match kind {
            Kind::Eight => AnyGame::Eight(EightGame::new(Notation::Spaced)),
            Kind::Eight2 => AnyGame::Eight(EightGame::new(Notation::Compact)),
            Kind::Nine => AnyGame::Nine(NineGame::new()),
            Kind::Sdao => AnyGame::Sdao(SdaoGame::new()),
            Kind::Fifteen => AnyGame::Fifteen(FifteenGame::new()),
            Kind::Slide(shape) => AnyGame::Slide(SlideGame::new(shape)),
            Kind::Dao => AnyGame::Dao(DaoGame::new()),
        }
    }
}

/// `with_game!(any, game => body)`: `body` with `game` bound to the concrete game that
/// `any` (an `&AnyGame`) holds, so that code generic over [`Game`](super::Game) is written
/// once and runs for every kind. (The bindings use it; the native build has no caller.)
#[cfg_attr(not(target_arch = "wasm32"), allow(unused_macros))]
macro_rules! with_game {
    ($any:expr, $game:ident => $body:expr) => {
        match $any {
            $crate::game::AnyGame::Eight($game) => $body,
            $crate::game::AnyGame::Nine($game) => $body,
            $crate::game::AnyGame::Sdao($game) => $body,
            $crate::game::AnyGame::Fifteen($game) => $body,
            $crate::game::AnyGame::Slide($game) => $body,
            $crate::game::AnyGame::Dao($game) => $body,
        }
    };
}

#[cfg_attr(not(target_arch = "wasm32"), allow(unused_imports))]
pub(crate) use with_game;
