//! `puzzle`: the judge formats (docs/formats.md) on the command line (see `cli`): `cli` parses
//! it and runs the formats, `fifteen`, `dao`, `slide`, `lab` and `random` run the subcommands with
//! options of their own, `io` reads the input, writes the output and sets the exit
//! status, and `kept` keeps tables in files between runs.
//!
//! The command line is native only. Built for wasm32, as `wasm-pack test` and
//! `cargo test --target wasm32-unknown-unknown` build every binary, it is an empty
//! program, so that clap is never compiled for the wasm.

#[cfg(not(target_arch = "wasm32"))]
mod boards;
#[cfg(not(target_arch = "wasm32"))]
mod cli;
#[cfg(not(target_arch = "wasm32"))]
mod dao;
#[cfg(not(target_arch = "wasm32"))]
mod fifteen;
#[cfg(not(target_arch = "wasm32"))]
mod io;
#[cfg(not(target_arch = "wasm32"))]
mod kept;
#[cfg(not(target_arch = "wasm32"))]
mod lab;
#[cfg(not(target_arch = "wasm32"))]
mod random;
#[cfg(not(target_arch = "wasm32"))]
mod slide;
#[cfg(not(target_arch = "wasm32"))]
mod tally;
#[cfg(not(target_arch = "wasm32"))]
mod threads;

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    cli::run()
}

#[cfg(target_arch = "wasm32")]
fn main() {}
