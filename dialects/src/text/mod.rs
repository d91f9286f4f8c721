//! The generic, MLIR-like text format: prints and parses every op losslessly.
//!
//! Invariants:
//! - `print_module(parse_module(print_module(m)))` is byte-identical to
//!   `print_module(m)` for every valid module `m`;
//! - output depends only on module content (never on hash order or on
//!   interned type ids);
//! - `parse_module` never panics: every malformed input yields a located
//!   [`Diagnostic`](crate::Diagnostic) saying what was expected.
//!
//! # Syntax
//!
//! ```text
//! module "saxpy.cu"
//!
//! global @smem : [256 x f32] addrspace(3) internal align 4 = undef
//! global @tab : [2 x f32] addrspace(4) const align 16 = [1.5, 0x7FC00000]
//!
//! declare @vprintf(ptr, ptr, ...) -> i32
//!
//! func kernel @saxpy(%n: i32, %0: ptr<1> noalias readonly align(16)) maxntid(256, 1, 1) {
//! ^bb0:
//!   %1 = nvvm.intr "llvm.nvvm.read.ptx.sreg.tid.x"() : i32
//!   %2 = nvvm.icmp slt %1, %n : i1
//!   nvvm.condbr %2, ^body, ^exit
//! ^body:
//!   %3 = nvvm.sext %1 : i64
//!   %4 = nvvm.ptradd %0, %3 {inbounds} : ptr<1>
//!   %5 = nvvm.load %4 {align = 4, invariant} : f32
//!   nvvm.br ^exit {loop = [("llvm.loop.unroll.count", 4)]}
//! ^exit:
//!   nvvm.ret
//! }
//! ```
//!
//! - An instruction is `[%r =] opcode [prefix] operands [successors] [cases]
//!   [{attrs}] [: type]`, one per line. Operand types are those of their
//!   definitions; uses may precede definitions.
//! - Values print as `%name` (`%"..."` when the name is not a bare word,
//!   `%name#1` for the second value sharing a name), unnamed ones as `%0`,
//!   `%1`, ... in print order. Blocks likewise: `^name`, unnamed `^bb0`,
//!   `^bb1`, ...; a named block whose name looks generated is quoted (`^"bb3"`).
//! - When the entry block's parameters match the signature, the signature
//!   names them (`%n: i32`); otherwise it lists types only and the entry label
//!   carries the parameters.
//! - Constants take their type from context: integers are signed decimal of
//!   their width (`true`/`false` for i1), finite f32/f64 the shortest decimal
//!   that round-trips, other floats their hex bit pattern (`0x7FC00000`);
//!   `null`, `zero`, `undef`, `poison`, `[a, b]`, `c"bytes\0A"`, `@g + 8`, `@f`.
//! - `;` starts a comment that runs to the end of the line.

mod lex;
mod parse;
mod parse_inst;
mod print;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_parse;

pub use parse::parse_module;
pub use print::{print_function, print_module};

use crate::ir::{Compound, Type};

/// Deepest nesting of types and constants the parser accepts.
const MAX_DEPTH: u32 = 64;

/// True for characters of bare names (`%a.b`, `@f$1`, `^loop-exit`).
fn is_name_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'_' | b'.' | b'$' | b'-')
}

/// True when `s` can be printed without quotes after a sigil.
fn is_bare(s: &str) -> bool {
    let b = s.as_bytes();
    !b.is_empty() && !b[0].is_ascii_digit() && b.iter().all(|&c| is_name_char(c))
}

/// True for labels the printer generates for unnamed blocks (`bb12`).
fn is_generated_block(s: &str) -> bool {
    s.len() > 2 && s.starts_with("bb") && s.as_bytes()[2..].iter().all(u8::is_ascii_digit)
}

/// Appends `bytes` as a quoted string; `"`, `\`, controls and non-ASCII
/// bytes become `\XX`.
fn write_quoted(out: &mut String, bytes: &[u8]) {
    out.push('"');
    for &b in bytes {
        if b == b'"' || b == b'\\' || !(0x20..0x7f).contains(&b) {
            out.push_str(&format!("\\{b:02X}"));
        } else {
            out.push(b as char);
        }
    }
    out.push('"');
}

/// Appends a sigil and a name, quoted when it is not bare.
fn write_name(out: &mut String, sigil: char, name: &str) {
    out.push(sigil);
    if is_bare(name) {
        out.push_str(name);
    } else {
        write_quoted(out, name.as_bytes());
    }
}

/// The integer width of `ty`, if it is an integer type.
fn int_width(ty: Option<Type>) -> Option<u32> {
    match ty {
        Some(Type::Int(w)) => Some(w as u32),
        _ => None,
    }
}

/// Formats an integer bit pattern: `true`/`false` for i1, signed decimal
/// for wider integer types, unsigned decimal when the type is unknown or
/// the pattern does not fit it.
fn fmt_int(v: u128, ty: Option<Type>) -> String {
    match int_width(ty) {
        Some(1) if v <= 1 => if v == 1 { "true" } else { "false" }.to_string(),
        Some(w @ 2..=128) if w == 128 || v >> w == 0 => {
            let shift = 128 - w;
            (((v << shift) as i128) >> shift).to_string()
        }
        _ => v.to_string(),
    }
}

/// Parses an integer literal written by [`fmt_int`]; negative literals need
/// an integer type and are stored as the two's complement of its width.
fn parse_int(text: &str, ty: Option<Type>) -> Result<u128, String> {
    match text {
        "true" => return Ok(1),
        "false" => return Ok(0),
        _ => {}
    }
    if let Some(mag) = text.strip_prefix('-') {
        let Some(w) = int_width(ty).filter(|w| (1..=128).contains(w)) else {
            return Err(format!("negative integer `{text}` needs an integer type"));
        };
        let mag: u128 = mag
            .parse()
            .map_err(|_| format!("integer `{text}` out of range for i{w}"))?;
        if mag > 1u128 << (w - 1) {
            return Err(format!("integer `{text}` out of range for i{w}"));
        }
        let mask = if w == 128 {
            u128::MAX
        } else {
            (1u128 << w) - 1
        };
        return Ok(mag.wrapping_neg() & mask);
    }
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(format!("expected a decimal integer, found `{text}`"));
    }
    text.parse::<u128>()
        .map_err(|_| format!("integer `{text}` does not fit 128 bits"))
}

/// The type of member `i` of an aggregate of type `ty`.
fn member_type(ty: Option<Type>, i: usize) -> Option<Type> {
    match ty?.as_compound()? {
        Compound::Vector { elem, .. } | Compound::Array { elem, .. } => Some(elem),
        Compound::Struct { fields, .. } => fields.get(i).copied(),
    }
}
