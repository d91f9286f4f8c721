//! Spellings of intrinsic names across pointer forms and LLVM versions:
//! the IR keeps the opaque-pointer spelling (`llvm.memcpy.p0.p1.i64`);
//! typed-pointer IR mangles each pointer segment with its pointee
//! (`.p0i8`); LLVM 7 (NVVM IR 2.0) knows some operations by older names.

use crate::ir::Type;

/// The opaque-pointer spelling: `.pN<pointee>` segments become `.pN`
/// (`llvm.memcpy.p0i8.p1i8.i64` -> `llvm.memcpy.p0.p1.i64`).
pub fn opaque(name: &str) -> String {
    name.split('.')
        .map(|seg| {
            let b = seg.as_bytes();
            if b.len() > 1 && b[0] == b'p' && b[1].is_ascii_digit() {
                let d = b[1..].iter().take_while(|c| c.is_ascii_digit()).count();
                &seg[..1 + d]
            } else {
                seg
            }
        })
        .collect::<Vec<_>>()
        .join(".")
}

/// The typed-pointer spelling: `pointee` appended to every `.pN` segment;
/// whether there was one.
pub fn typed(name: &str, pointee: &str) -> (String, bool) {
    let mut any = false;
    let segs: Vec<String> = name
        .split('.')
        .enumerate()
        .map(|(i, seg)| {
            let b = seg.as_bytes();
            if i > 0 && b.len() > 1 && b[0] == b'p' && b[1..].iter().all(|c| c.is_ascii_digit()) {
                any = true;
                format!("{seg}{pointee}")
            } else {
                seg.to_string()
            }
        })
        .collect();
    (segs.join("."), any)
}

/// LLVM's overload suffix of a scalar, pointer or vector type (`f32`,
/// `p1`, `v4i32`); `None` for aggregates.
pub fn overload_suffix(t: Type) -> Option<String> {
    Some(match t {
        Type::Int(w) => format!("i{w}"),
        Type::F16 => "f16".into(),
        Type::BF16 => "bf16".into(),
        Type::F32 => "f32".into(),
        Type::F64 => "f64".into(),
        Type::Ptr(a) => format!("p{a}"),
        Type::Compound(_) => {
            let (e, n) = t.as_vector()?;
            format!("v{n}{}", overload_suffix(e)?)
        }
    })
}

/// The mangled name of an overloaded intrinsic written without its type
/// suffixes (`@llvm.fma` called on `<2 x float>`: LLVM 20's parser
/// accepts such calls, and their declarations may be left out), built from
/// the call's types as LLVM mangles them; `None` when `name` already
/// decodes or the mangled one does not either.
pub fn remangled(name: &str, ret: Option<Type>, args: &[Type]) -> Option<String> {
    if super::decode(name) != super::Intr::Unknown {
        return None;
    }
    let arg = |k: usize| args.get(k).copied();
    let base = name.strip_prefix("llvm.")?;
    let types: Vec<Option<Type>> = match base {
        "memcpy" | "memmove" | "memcpy.inline" => vec![arg(0), arg(1), arg(2)],
        "memset" | "memset.inline" => vec![arg(0), arg(2)],
        "fptosi.sat" | "fptoui.sat" | "lround" | "llround" | "lrint" | "llrint" => {
            vec![ret, arg(0)]
        }
        "powi" | "ldexp" => vec![ret, arg(1)],
        _ if base == "is.fpclass" || base.starts_with("vector.reduce.") => vec![arg(0)],
        _ => vec![ret.or(arg(0))],
    };
    let suffix = types
        .into_iter()
        .map(|t| t.and_then(overload_suffix))
        .collect::<Option<Vec<_>>>()?;
    let full = format!("{name}.{}", suffix.join("."));
    (super::decode(&full) != super::Intr::Unknown).then_some(full)
}

/// True when the pointer segments name the first operand's type rather
/// than the result's (`llvm.masked.store`).
pub fn pointee_is_first_operand(name: &str) -> bool {
    name.starts_with("llvm.masked.store.")
}

/// The LLVM 7 name of an intrinsic that newer LLVM renamed:
/// `roundeven` -> `rint` (the same under the default rounding mode),
/// `powi.fN.i32` -> `powi.fN`; an error when LLVM 7 has no form.
pub fn llvm7(name: &str) -> Result<String, String> {
    if let Some(rest) = name.strip_prefix("llvm.roundeven.") {
        return Ok(format!("llvm.rint.{rest}"));
    }
    if let Some(rest) = name.strip_prefix("llvm.powi.") {
        // LLVM 7: llvm.powi.fN(fN, i32); newer: llvm.powi.fN.iM.
        return match rest.split_once('.') {
            Some((f, "i32")) => Ok(format!("llvm.powi.{f}")),
            Some((_, e)) => Err(format!(
                "@{name}: LLVM 7 powi takes an i32 exponent, not {e}"
            )),
            None => Ok(name.to_string()),
        };
    }
    Ok(name.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unmangled_names_take_the_call_types() {
        let v2 = Type::vector(Type::F32, 2);
        assert_eq!(
            remangled("llvm.fma", Some(v2), &[v2, v2, v2]).as_deref(),
            Some("llvm.fma.v2f32")
        );
        assert_eq!(
            remangled(
                "llvm.memcpy",
                None,
                &[Type::Ptr(1), Type::Ptr(3), Type::Int(64), Type::Int(1)]
            )
            .as_deref(),
            Some("llvm.memcpy.p1.p3.i64")
        );
        assert_eq!(
            remangled("llvm.powi", Some(Type::F64), &[Type::F64, Type::Int(32)]).as_deref(),
            Some("llvm.powi.f64.i32")
        );
        assert_eq!(
            remangled("llvm.fma.f32", Some(Type::F32), &[Type::F32; 3]),
            None
        );
        assert_eq!(
            remangled("llvm.nosuch", Some(Type::F32), &[Type::F32]),
            None
        );
    }

    #[test]
    fn spellings() {
        assert_eq!(opaque("llvm.memcpy.p0i8.p1i8.i64"), "llvm.memcpy.p0.p1.i64");
        assert_eq!(
            opaque("llvm.nvvm.read.ptx.sreg.tid.x"),
            "llvm.nvvm.read.ptx.sreg.tid.x"
        );
        assert_eq!(
            typed("llvm.memcpy.p0.p1.i64", "i8"),
            ("llvm.memcpy.p0i8.p1i8.i64".into(), true)
        );
        assert_eq!(
            typed("llvm.nvvm.ldg.global.f.f32.p1", "f32").0,
            "llvm.nvvm.ldg.global.f.f32.p1f32"
        );
        assert_eq!(typed("llvm.fma.f32", "f32"), ("llvm.fma.f32".into(), false));
        assert_eq!(llvm7("llvm.powi.f32.i32").unwrap(), "llvm.powi.f32");
        assert_eq!(llvm7("llvm.roundeven.f64").unwrap(), "llvm.rint.f64");
        assert!(llvm7("llvm.powi.f32.i16").is_err());
    }
}
