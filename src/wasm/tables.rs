//! The tables a game's answers need: which, whether here, built, or taken back from bytes.

use tsify::Ts;
use wasm_bindgen::prelude::*;

use super::convert::{bytes_from, error, typed_all, value_from};
use super::search::Frame;
use super::{toward, Puzzle, Toward};
use crate::game::{with_game, Game, Table, TableKey};

#[wasm_bindgen]
impl Puzzle {
    /// The tables the answers about `goal` (the default goal, or a two-player game's
    /// start, when `undefined`) need, each built ahead or loaded from a cache.
    pub fn tables(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Board | undefined")] goal: JsValue,
    ) -> Result<Vec<Ts<Table>>, JsError> {
        self.run("tables", |game| {
            with_game!(game, g => {
                let board = match toward(g, self.kind, "tables", &goal)? {
                    Toward::Solo(_, goal) => goal,
                    Toward::Versus(versus) => versus.start(),
                };
                typed_all(&g.tables(&board))
            })
        })
    }

    /// Whether the table `key` is here, built or loaded.
    #[wasm_bindgen(js_name = hasTable)]
    pub fn has_table(
        &self,
        #[wasm_bindgen(unchecked_param_type = "TableKey")] key: JsValue,
    ) -> Result<bool, JsError> {
        let key: TableKey = value_from(&key, "table key")?;
        self.run(
            "hasTable",
            |game| with_game!(game, g => Ok(g.has_table(&key))),
        )
    }

    /// Builds the table `key`, calling `onProgress(fraction)` along the way; it serves
    /// here from then on, and the bytes returned serve anywhere through `loadTable`.
    #[wasm_bindgen(js_name = buildTable)]
    pub fn build_table(
        &self,
        #[wasm_bindgen(unchecked_param_type = "TableKey")] key: JsValue,
        #[wasm_bindgen(unchecked_param_type = "OnBuildProgress | undefined")] on_progress: JsValue,
    ) -> Result<Vec<u8>, JsError> {
        let call = "buildTable(key, onProgress)";
        let key: TableKey = value_from(&key, "table key")?;
        let frame = Frame::new(call, &on_progress, &JsValue::UNDEFINED)?;
        let mut report = |fraction: f64| frame.tell(&fraction);
        self.run(
            "buildTable",
            |game| with_game!(game, g => g.build_table(&key, &mut report).map_err(error)),
        )
    }

    /// Takes the table `key` back from `bytes` (a `Uint8Array` from `buildTable`); throws
    /// if they are another table's, another version's, or damaged.
    #[wasm_bindgen(js_name = loadTable)]
    pub fn load_table(
        &self,
        #[wasm_bindgen(unchecked_param_type = "TableKey")] key: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Uint8Array")] bytes: JsValue,
    ) -> Result<(), JsError> {
        let key: TableKey = value_from(&key, "table key")?;
        let bytes = bytes_from(&bytes, "loadTable(key, bytes)")?;
        self.run(
            "loadTable",
            |game| with_game!(game, g => g.load_table(&key, bytes).map_err(error)),
        )
    }
}
