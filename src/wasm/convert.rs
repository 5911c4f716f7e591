//! Arguments from JavaScript, checked and converted, answers to JavaScript, and the
//! readable errors both give: a wrong type is named with the call that got it.

use serde::Serialize;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// The string `value`, or an error saying that `call` expected `what` (a string).
pub(super) fn text_from(value: &JsValue, call: &str, what: &str) -> Result<String, JsError> {
    value
        .as_string()
        .ok_or_else(|| expected(call, &format!("{what} as a string"), value))
}

/// The seed `value`, a whole number 0 to 2^32 - 1, or an error saying that `call`
/// expected one.
pub(super) fn seed_from(value: &JsValue, call: &str) -> Result<u32, JsError> {
    value
        .as_f64()
        .filter(|&n| n.fract() == 0.0 && (0.0..=f64::from(u32::MAX)).contains(&n))
        .map(|n| n as u32)
        .ok_or_else(|| expected(call, "a seed, a whole number 0 to 4294967295", value))
}

/// The function `value`, or an error saying that `call` expected one.
pub(super) fn function_from(value: JsValue, call: &str) -> Result<js_sys::Function, JsError> {
    value
        .dyn_into::<js_sys::Function>()
        .map_err(|value| expected(call, "a function for onProgress", &value))
}

/// `call: expected WHAT, found a number`.
pub(super) fn expected(call: &str, what: &str, found: &JsValue) -> JsError {
    error(format!(
        "{call}: expected {what}, found {}",
        described(found)
    ))
}

/// What kind of JS value `value` is, in words: `a number`, `an object`, `null`, ...
fn described(value: &JsValue) -> String {
    if value.is_null() {
        return "null".to_owned();
    }
    if value.is_undefined() {
        return "undefined".to_owned();
    }
    if js_sys::Array::is_array(value) {
        return "an array".to_owned();
    }
    let kind = value.js_typeof().as_string().unwrap_or_default();
    let article = if kind.starts_with(['a', 'e', 'i', 'o', 'u']) {
        "an"
    } else {
        "a"
    };
    format!("{article} {kind}")
}

/// The board `value` (a plain JS object or string, as the puzzle's serde form says), or
/// an error naming `what` it was meant to be and what was wrong with it.
pub(super) fn board_from<B: serde::de::DeserializeOwned>(
    value: JsValue,
    what: &str,
) -> Result<B, JsError> {
    serde_wasm_bindgen::from_value(value).map_err(|e| {
        // The message of a JS error converted to text starts with "Error: ".
        let message = e.to_string();
        let message = message.strip_prefix("Error: ").unwrap_or(&message);
        error(format!("invalid {what}: {message}"))
    })
}

/// `value` as a plain JS value (JSON-compatible: maps as objects, no `BigInt`).
pub(super) fn to_js<T: Serialize + ?Sized>(value: &T) -> Result<JsValue, JsError> {
    value
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(error)
}

/// A JS `Error` with `message`.
pub(super) fn error(message: impl ToString) -> JsError {
    JsError::new(&message.to_string())
}
