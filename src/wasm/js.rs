//! The few JavaScript functions the bindings call, each declared so that an exception it
//! throws comes back as an `Err` instead of unwinding through Rust frames (which would
//! leave the instance borrowed and leak the engine's shadow stack): a caller's value is
//! only ever read through these.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

#[wasm_bindgen]
extern "C" {
    /// `Array.isArray(value)`: throws for a revoked Proxy.
    #[wasm_bindgen(catch, js_namespace = Array, js_name = isArray)]
    pub(super) fn is_array(value: &JsValue) -> Result<bool, JsValue>;

    /// `JSON.stringify(value)`: runs the caller's getters, proxy traps and `toJSON`, any of
    /// which may throw; `undefined` for values JSON cannot write.
    #[wasm_bindgen(catch, js_namespace = JSON, js_name = stringify)]
    fn stringify(value: &JsValue, replacer: &js_sys::Function) -> Result<JsValue, JsValue>;

    /// `JSON.parse(text)`: plain data, with no getter or trap of the caller's.
    #[wasm_bindgen(catch, js_namespace = JSON, js_name = parse)]
    pub(super) fn parse(text: &str) -> Result<JsValue, JsValue>;

    /// `new Uint8Array(view)`: a fresh copy of a typed array's elements, its length from
    /// the array's own slot, whatever its `length` property says; throws for a detached
    /// buffer.
    #[wasm_bindgen(js_name = Uint8Array)]
    type FreshBytes;
    #[wasm_bindgen(catch, constructor, js_class = "Uint8Array")]
    fn new(view: &JsValue) -> Result<FreshBytes, JsValue>;

    /// `ArrayBuffer.isView(value)`: reads an internal slot only, never the caller's code.
    #[wasm_bindgen(js_namespace = ArrayBuffer, js_name = isView)]
    pub(super) fn is_view(value: &JsValue) -> bool;

    /// `performance.now()`, where there is a `performance`.
    #[wasm_bindgen(catch, js_namespace = performance, js_name = now)]
    fn performance_now() -> Result<f64, JsValue>;

    /// `Date.now()`.
    #[wasm_bindgen(js_namespace = Date, js_name = now)]
    fn date_now() -> f64;
}

/// Why [`json_of`] wrote no JSON.
pub(super) enum Unwritten {
    /// The caller's code (a getter, a trap, `toJSON`) threw.
    Threw,
    /// The value holds more than the given number of values or characters.
    TooLarge,
}

/// `value` written as JSON (`undefined` for values JSON cannot write), given up as soon
/// as it holds more than `most` values (each writes at least a character) or a string of
/// more than `most` characters: a huge or sparse array is refused at its first values
/// past the limit, before a text of its size is made.
pub(super) fn json_of(value: &JsValue, most: usize) -> Result<JsValue, Unwritten> {
    let too_large = std::rc::Rc::new(std::cell::Cell::new(false));
    let flag = too_large.clone();
    let mut seen = 0usize;
    let replacer = Closure::<dyn FnMut(JsValue, JsValue) -> Result<JsValue, JsValue>>::new(
        move |_key: JsValue, value: JsValue| {
            seen += 1;
            let long = value
                .dyn_ref::<js_sys::JsString>()
                .is_some_and(|text| text.length() as usize > most);
            if seen > most || long {
                flag.set(true);
                return Err(JsValue::UNDEFINED);
            }
            Ok(value)
        },
    );
    let written = stringify(value, replacer.as_ref().unchecked_ref());
    match written {
        Ok(json) => Ok(json),
        Err(_) if too_large.get() => Err(Unwritten::TooLarge),
        Err(_) => Err(Unwritten::Threw),
    }
}

/// A copy of the typed array `view`'s bytes, or `None` when it cannot be read.
pub(super) fn bytes_of(view: &JsValue) -> Option<Vec<u8>> {
    let fresh = is_view(view)
        .then(|| FreshBytes::new(view).ok())
        .flatten()?;
    Some(fresh.unchecked_into::<js_sys::Uint8Array>().to_vec())
}

/// Microseconds since `started` (a [`now`] reading), rounded.
pub(super) fn micros_since(started: f64) -> f64 {
    ((now() - started) * 1000.0).round()
}

/// The time in milliseconds, by `performance.now()` (fractions of a millisecond), or by
/// `Date.now()` where there is none.
pub(super) fn now() -> f64 {
    performance_now().unwrap_or_else(|_| date_now())
}
