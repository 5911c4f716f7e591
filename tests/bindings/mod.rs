//! What the wasm-bindgen test files share: values to and from JavaScript, the message of
//! what a binding threw, calls through the generated glue, and the shapes of the answers
//! as the tests read them.
#![allow(dead_code)] // each test file uses some of these

use puzzle_core::wasm::Puzzle;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use tsify::{Ts, Tsify};
use wasm_bindgen::{JsCast, JsError, JsValue};

/// An answer of the bindings as a plain JS value: typed ones, arrays of them and
/// optional ones (`undefined` when absent) alike.
pub trait IntoJs {
    /// The value.
    fn js(self) -> JsValue;
}

impl IntoJs for JsValue {
    fn js(self) -> JsValue {
        self
    }
}

impl<T: Tsify> IntoJs for Ts<T> {
    fn js(self) -> JsValue {
        self.into()
    }
}

impl<T: Tsify> IntoJs for Option<Ts<T>> {
    fn js(self) -> JsValue {
        self.map_or(JsValue::UNDEFINED, Into::into)
    }
}

impl<T: Tsify> IntoJs for Vec<Ts<T>> {
    fn js(self) -> JsValue {
        self.into_iter()
            .map(JsValue::from)
            .collect::<js_sys::Array>()
            .into()
    }
}

pub fn js<T: serde::Serialize>(value: &T) -> JsValue {
    serde_wasm_bindgen::to_value(value).unwrap()
}

pub fn rust<T: DeserializeOwned>(value: impl IntoJs) -> T {
    serde_wasm_bindgen::from_value(value.js()).unwrap()
}

/// The message of the JS `Error` a binding threw.
pub fn message<T>(result: Result<T, JsError>) -> String {
    let error = result.err().expect("the call should have thrown");
    let value = JsValue::from(error);
    assert!(value.is_instance_of::<js_sys::Error>());
    String::from(js_sys::Error::from(value).message())
}

/// Whether the object `value` has the property `name` (absent is not `undefined` here).
pub fn has(value: &JsValue, name: &str) -> bool {
    js_sys::Reflect::has(value, &JsValue::from_str(name)).unwrap()
}

/// The value of the JavaScript expression `source`.
pub fn eval(source: &str) -> JsValue {
    js_sys::Function::new_no_args(&format!("return ({source});"))
        .call0(&JsValue::NULL)
        .unwrap()
}

pub fn puzzle(kind: &str) -> Puzzle {
    Puzzle::new(kind.into()).unwrap()
}

pub const U: JsValue = JsValue::UNDEFINED;

#[derive(Deserialize, Debug)]
pub struct Solution<B = Vec<u8>> {
    pub moves: Vec<String>,
    pub boards: Vec<B>,
    pub bound: u32,
    pub nodes: Option<u64>,
}

#[derive(Deserialize, Debug)]
pub struct NoSolution {
    pub unsolvable: bool,
    pub why: String,
    pub reason: String,
}

#[derive(Deserialize, Debug)]
pub struct LegalMove<B = Vec<u8>> {
    pub r#move: String,
    pub board: B,
    pub from: Option<u8>,
    pub to: Option<u8>,
    pub toward: Option<String>,
}

#[derive(Deserialize, Debug, PartialEq)]
pub struct Line {
    pub cell: u8,
    pub moves: Vec<String>,
}

#[derive(Deserialize, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Capabilities {
    pub two_player: bool,
    pub instant_distance: bool,
    pub shape: Shape,
    pub levels: Vec<String>,
    pub shared_search: bool,
    pub anytime: bool,
    pub lab: bool,
    pub counts_solutions: bool,
    pub multi_tile: bool,
    pub interim: bool,
}

#[derive(Deserialize, Debug, PartialEq)]
pub struct Shape {
    pub columns: u8,
    pub rows: u8,
}

#[derive(Deserialize, Serialize, Debug, Clone, PartialEq)]
pub struct TableKey {
    pub family: String,
    pub version: u32,
}

#[derive(Deserialize, Debug)]
#[serde(rename_all = "camelCase")]
pub struct Table {
    pub family: String,
    pub version: u32,
    pub bytes: u64,
    pub build_bytes: u64,
    pub optional: bool,
}

impl Table {
    pub fn key(&self) -> JsValue {
        js(&TableKey {
            family: self.family.clone(),
            version: self.version,
        })
    }
}

pub const GOAL: [u8; 9] = [1, 2, 3, 4, 5, 6, 7, 8, 0];

#[derive(Deserialize, Debug)]
pub struct Coordinates {
    pub columns: Vec<String>,
    pub rows: Vec<String>,
    pub cells: Vec<String>,
}

#[derive(Deserialize, Serialize, Debug, PartialEq)]
pub struct Stones {
    pub cells: String,
    pub turn: String,
}

/// Calls `method` of the object the generated glue makes of `puzzle`, with `args`, as the
/// page does: through the glue, which once read a wrong-typed argument as an address.
pub fn call(object: &JsValue, method: &str, args: &[JsValue]) -> Result<JsValue, JsValue> {
    let function: js_sys::Function = js_sys::Reflect::get(object, &method.into())
        .unwrap()
        .dyn_into()
        .unwrap();
    function.apply(object, &args.iter().collect())
}

/// [`call`] on a new puzzle of `kind`.
pub fn call_new(kind: &str, method: &str, args: &[JsValue]) -> Result<JsValue, JsValue> {
    call(&JsValue::from(puzzle(kind)), method, args)
}

/// The message of the JS `Error` a call threw, checked to be no engine fault.
pub fn thrown(result: Result<JsValue, JsValue>) -> String {
    let error = result.expect_err("the call should have thrown");
    assert!(
        !error.is_instance_of::<js_sys::WebAssembly::RuntimeError>(),
        "{error:?}"
    );
    assert!(error.is_instance_of::<js_sys::Error>(), "{error:?}");
    String::from(js_sys::Error::from(error).message())
}

/// The wasm module's memory, in bytes.
pub fn memory() -> u32 {
    let memory: js_sys::WebAssembly::Memory = wasm_bindgen::memory().unchecked_into();
    memory
        .buffer()
        .unchecked_into::<js_sys::ArrayBuffer>()
        .byte_length()
}

/// `{ outcome, plies }` as `value` and `moveValues` give it.
#[derive(Deserialize, Debug, PartialEq)]
pub struct Valued {
    pub outcome: String,
    pub plies: Option<u8>,
}

pub fn valued(outcome: &str, plies: Option<u8>) -> Valued {
    Valued {
        outcome: outcome.to_owned(),
        plies,
    }
}

#[derive(Deserialize, Debug, PartialEq)]
pub struct Outcome {
    pub winner: String,
    pub pattern: String,
    pub cells: Vec<u8>,
}

#[derive(Deserialize, Debug)]
pub struct Standing {
    pub bound: u32,
    pub length: Option<usize>,
    pub moves: Option<Vec<String>>,
}

#[derive(Deserialize, Debug, PartialEq)]
pub struct Solutions {
    pub count: String,
    pub listed: String,
    pub first: f64,
    pub solutions: Vec<Vec<String>>,
}
