//! Arguments from JavaScript, checked and converted, answers to JavaScript, and the
//! readable errors both give: a wrong type is named with the call that got it, a hostile
//! value (a throwing getter, a revoked Proxy, an endless iterable, a lying `length`) is
//! a plain error, and nothing the caller sent is echoed at length.

use serde::de::DeserializeOwned;
use serde::Serialize;
use tsify::{Ts, Tsify};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

use super::js;

/// The longest text a board may be written in, and the longest JSON a board may take.
const MAX_TEXT: usize = 1 << 16;

/// The string `value` (at most [`MAX_TEXT`] characters), or an error saying that `call`
/// expected `what`, a string.
pub(super) fn text_from(value: &JsValue, call: &str, what: &str) -> Result<String, JsError> {
    let Some(string) = value.dyn_ref::<js_sys::JsString>() else {
        return Err(expected(call, &format!("{what} as a string"), value));
    };
    // a string's length is its own, not a getter: read before the text is copied
    if string.length() as usize > MAX_TEXT {
        return Err(error(format!(
            "{call}: {what} is {} characters long; at most {MAX_TEXT} are read",
            string.length()
        )));
    }
    Ok(String::from(string))
}

/// The seed `value`, a whole number 0 to 2^32 - 1, or an error saying that `call`
/// expected one.
pub(super) fn seed_from(value: &JsValue, call: &str) -> Result<u64, JsError> {
    value
        .as_f64()
        .filter(|&n| n.fract() == 0.0 && (0.0..=f64::from(u32::MAX)).contains(&n))
        .map(|n| n as u64)
        .ok_or_else(|| expected(call, "a seed, a whole number 0 to 4294967295", value))
}

/// A whole number from 0 to `most` (and below 2^53), or an error saying that `call`
/// expected `what`.
pub(super) fn whole_from(
    value: &JsValue,
    call: &str,
    what: &str,
    most: u64,
) -> Result<u64, JsError> {
    value
        .as_f64()
        .filter(|&n| n.fract() == 0.0 && (0.0..=9_007_199_254_740_991.0).contains(&n))
        .map(|n| n as u64)
        .filter(|&n| n <= most)
        .ok_or_else(|| expected(call, what, value))
}

/// A time in milliseconds, a number above 0, or `None` when `value` is `undefined`; an
/// error saying that `call` expected one otherwise.
pub(super) fn millis_from(value: &JsValue, call: &str) -> Result<Option<f64>, JsError> {
    if value.is_undefined() {
        return Ok(None);
    }
    value
        .as_f64()
        .filter(|&n| n > 0.0 && n.is_finite())
        .map(Some)
        .ok_or_else(|| expected(call, "a time limit in milliseconds above 0", value))
}

/// The function `value`, or `None` when it is `undefined`; an error saying that `call`
/// expected one otherwise.
pub(super) fn callback_from(
    value: &JsValue,
    call: &str,
) -> Result<Option<js_sys::Function>, JsError> {
    if value.is_undefined() {
        return Ok(None);
    }
    value
        .dyn_ref::<js_sys::Function>()
        .cloned()
        .map(Some)
        .ok_or_else(|| expected(call, "a function for onProgress", value))
}

/// The bytes of the typed array `value` (a `Uint8Array`), copied out whole.
pub(super) fn bytes_from(value: &JsValue, call: &str) -> Result<Vec<u8>, JsError> {
    js::bytes_of(value).ok_or_else(|| expected(call, "bytes, a Uint8Array", value))
}

/// The value `value` of type `T` (a board, a table's key: a plain JS value as its serde
/// form says), or an error naming `what` it was meant to be and what was wrong with it.
/// The value is first written as JSON, so that whatever code of the caller's runs (a
/// getter, a trap, `toJSON`) runs once, there, and what is read is plain data.
pub(super) fn value_from<T: DeserializeOwned>(value: &JsValue, what: &str) -> Result<T, JsError> {
    let invalid = |why: &str| error(format!("invalid {what}: {why}"));
    // what was thrown is not looked at: it may be hostile too
    let json = js::json_of(value, MAX_TEXT).map_err(|why| match why {
        js::Unwritten::Threw => invalid("reading it threw an exception"),
        js::Unwritten::TooLarge => invalid(&format!(
            "it holds more than {MAX_TEXT} values or characters; at most {MAX_TEXT} are read"
        )),
    })?;
    let json = json
        .as_string()
        .ok_or_else(|| invalid(&format!("found {}", described(value))))?;
    if json.len() > MAX_TEXT {
        return Err(invalid(&format!(
            "it takes {} bytes written out; at most {MAX_TEXT} are read",
            json.len()
        )));
    }
    let plain = js::parse(&json).map_err(|_| invalid("not plain data"))?;
    serde_wasm_bindgen::from_value(plain).map_err(|e| {
        // the message of a JS error converted to text starts with "Error: "
        let message = e.to_string();
        invalid(message.strip_prefix("Error: ").unwrap_or(&message))
    })
}

/// `value` as a plain JS value (JSON-compatible: maps as objects, no `BigInt`).
pub(super) fn to_js<T: Serialize + ?Sized>(value: &T) -> Result<JsValue, JsError> {
    value
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(error)
}

/// `value` as [`to_js`] writes it, typed as the TypeScript tsify declares for it.
pub(super) fn typed<T: Serialize + Tsify>(value: &T) -> Result<Ts<T>, JsError> {
    Ok(Ts::new_unchecked(to_js(value)?))
}

/// Each of `values` as [`typed`] writes it: an array of that type.
pub(super) fn typed_all<T: Serialize + Tsify>(values: &[T]) -> Result<Vec<Ts<T>>, JsError> {
    values.iter().map(typed).collect()
}

/// `call: expected WHAT, found a number`.
pub(super) fn expected(call: &str, what: &str, found: &JsValue) -> JsError {
    error(format!(
        "{call}: expected {what}, found {}",
        described(found)
    ))
}

/// What kind of JS value `value` is, in words: `a number`, `an array`, `null`, ...
/// (typeof and `Array.isArray` only, which run none of the caller's code).
fn described(value: &JsValue) -> String {
    if value.is_null() {
        return "null".to_owned();
    }
    if value.is_undefined() {
        return "undefined".to_owned();
    }
    if js::is_array(value).unwrap_or(false) {
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

/// A JS `Error` with `message`.
pub(super) fn error(message: impl ToString) -> JsError {
    JsError::new(&message.to_string())
}
