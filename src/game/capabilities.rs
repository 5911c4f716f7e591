//! What a game's page may count on before asking, worked out in one place from the game
//! itself: its face, its shape and cells, its levels and the sub-faces it hands out.

use serde::Serialize;

use super::{Face, Game, Level, Shape};

/// What a game's page may count on before asking.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Capabilities {
    /// Whether two players play it ([`Face::Versus`]).
    pub two_player: bool,
    /// Whether a distance is a table lookup (else it runs a full search, and
    /// [`Solo::bounded`](super::Solo::bounded) gives a bound at once).
    pub instant_distance: bool,
    /// The board's columns and rows.
    pub shape: Shape,
    /// The levels [`Solo::scramble`](super::Solo::scramble) tells apart (none for a
    /// two-player game).
    pub levels: Vec<Level>,
    /// The names of the board's columns, rows and cells, where moves name cells.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub coordinates: Option<Coordinates>,
    /// Whether several workers can share a search ([`Solo::shared`](super::Solo::shared)).
    pub shared_search: bool,
    /// Whether its solve is anytime: better solutions and a rising bound until stopped,
    /// its beams alone run by [`Solo::anytime`](super::Solo::anytime).
    pub anytime: bool,
    /// Whether the search lab takes its boards ([`Solo::lab`](super::Solo::lab)).
    pub lab: bool,
    /// Whether it counts and lists every optimal solution
    /// ([`Solo::counting`](super::Solo::counting)).
    pub counts_solutions: bool,
    /// Whether it solves in the multi-tile metric
    /// ([`Solo::multi_tile`](super::Solo::multi_tile)).
    pub multi_tile: bool,
    /// Whether it answers from small interim tables while its default ones build
    /// ([`Solo::interim`](super::Solo::interim)).
    pub interim: bool,
}

impl Capabilities {
    /// What `game` can do: read from its face, and for a one-player puzzle from the
    /// sub-faces it hands out.
    pub fn of<G: Game + ?Sized>(game: &G) -> Self {
        let (shape, coordinates) = (game.shape(), game.coordinates());
        match game.face() {
            Face::Solo(solo) => Self {
                two_player: false,
                instant_distance: solo.bounded().is_none(),
                shape,
                levels: solo.levels(),
                coordinates,
                shared_search: solo.shared().is_some(),
                anytime: solo.anytime().is_some(),
                lab: solo.lab().is_some(),
                counts_solutions: solo.counting().is_some(),
                multi_tile: solo.multi_tile().is_some(),
                interim: solo.interim().is_some(),
            },
            Face::Versus(_) => Self {
                two_player: true,
                instant_distance: false,
                shape,
                levels: Vec::new(),
                coordinates,
                shared_search: false,
                anytime: false,
                lab: false,
                counts_solutions: false,
                multi_tile: false,
                interim: false,
            },
        }
    }
}

/// How a board names its cells: each column and row (left to right, top to bottom), and
/// each cell row by row, as the move notation writes them.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Coordinates {
    /// The columns' names, left to right.
    pub columns: Vec<String>,
    /// The rows' names, top to bottom.
    pub rows: Vec<String>,
    /// The cells' names, row by row.
    pub cells: Vec<String>,
}
