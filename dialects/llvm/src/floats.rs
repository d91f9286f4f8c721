//! Float literal decoding and IEEE narrowing used by the importer and printers.

use dialects::ir::Type;

/// Rounds an f64 to the nearest IEEE binary16 bit pattern (ties to even).
pub fn f64_to_f16_bits(v: f64) -> u16 {
    narrow(v, 5, 10) as u16
}

/// Rounds an f64 to the nearest bfloat16 bit pattern (ties to even).
pub fn f64_to_bf16_bits(v: f64) -> u16 {
    narrow(v, 8, 7) as u16
}

/// Narrows an f64 to a format with `eb` exponent and `mb` mantissa bits.
fn narrow(v: f64, eb: u32, mb: u32) -> u64 {
    let bits = v.to_bits();
    let sign = (bits >> 63) << (eb + mb);
    let exp = ((bits >> 52) & 0x7ff) as i64;
    let man = bits & ((1u64 << 52) - 1);
    let emax = (1i64 << eb) - 1;
    let bias = (1i64 << (eb - 1)) - 1;
    if exp == 0x7ff {
        // Inf or NaN: keep a quiet NaN with the top payload bits.
        let m = if man != 0 {
            (man >> (52 - mb)) | (1 << (mb - 1))
        } else {
            0
        };
        return sign | ((emax as u64) << mb) | m;
    }
    if exp == 0 && man == 0 {
        return sign;
    }
    // Value = 1.man * 2^(exp-1023) (ignoring f64 subnormals, far below range).
    let e = exp - 1023 + bias;
    let full = man | (1u64 << 52);
    // Subnormals in the target shift further right.
    let shift = if e <= 0 {
        (52 - mb as i64) + (1 - e)
    } else {
        52 - mb as i64
    };
    if shift > 63 {
        return sign;
    }
    let shift = shift as u32;
    let mut m = full >> shift;
    let rem = full & ((1u64 << shift) - 1);
    let half = 1u64 << (shift - 1);
    if rem > half || (rem == half && m & 1 == 1) {
        m += 1;
    }
    let e = e.max(0) as u64;
    let e_field = if e == 0 { 0 } else { e };
    // Combine; a carry out of the mantissa bumps the exponent naturally.
    let out = if e_field == 0 {
        m
    } else {
        ((e_field) << mb) + (m - (1u64 << mb))
    };
    if out >> mb >= emax as u64 {
        return sign | ((emax as u64) << mb);
    }
    sign | out
}

/// Whether float literal `text` is a valid constant of `ty`. A `0x`
/// double-hex literal must convert to a narrower type without rounding (as
/// LLVM has always required: `float 0x3FB99999A0000000`, not
/// `0x3FB999999999999A`). A decimal literal rounds to the nearest value of
/// the type, as LLVM's parser does since its floating-point literal revamp
/// (LLVM 21 prints `float 1.002960e+00`, the shortest decimal that rounds
/// back), but must not overflow to an infinity or underflow to zero. NaNs
/// and the type's own hex forms always pass.
pub fn valid_for_type(text: &str, ty: Type) -> bool {
    let Some(bits) = parse_float(text, ty) else {
        return true;
    };
    if text.starts_with("0xH") || text.starts_with("0xR") || text.starts_with("f0x") {
        return true;
    }
    let Some(value) = literal_as_f64(text) else {
        return true;
    };
    if value.is_nan() {
        return true;
    }
    let back = match ty {
        Type::F32 => f32::from_bits(bits as u32) as f64,
        Type::F16 => dialects::ir::half::f16_to_f32(bits as u16) as f64,
        Type::BF16 => dialects::ir::half::bf16_to_f32(bits as u16) as f64,
        _ => return true,
    };
    let hex = text.trim_start_matches('-').starts_with("0x");
    if hex {
        return back == value;
    }
    let overflow = value.is_finite() && back.is_infinite();
    let underflow = value != 0.0 && back == 0.0;
    !overflow && !underflow
}

/// The double a decimal, `0x` double-hex or named literal stands for.
fn literal_as_f64(t: &str) -> Option<f64> {
    if let Some(h) = t.strip_prefix("0x").or_else(|| t.strip_prefix("-0x")) {
        let v = f64::from_bits(u64::from_str_radix(h, 16).ok()?);
        return Some(if t.starts_with('-') { -v } else { v });
    }
    Some(match t {
        "inf" | "+inf" | "pinf" => f64::INFINITY,
        "-inf" | "ninf" => f64::NEG_INFINITY,
        "nan" | "+nan" | "qnan" | "+qnan" => f64::NAN,
        "-nan" | "-qnan" => -f64::NAN,
        _ => t.parse::<f64>().ok()?,
    })
}

/// Decodes an LLVM float literal into the bit pattern of `ty`, or `None`
/// when the text is not a float literal of that type.
pub fn parse_float(text: &str, ty: Type) -> Option<u64> {
    let t = text;
    // The bit pattern in the type's own format: it must fit the width.
    if let Some(h) = t.strip_prefix("f0x") {
        let bits = match ty {
            Type::F16 | Type::BF16 => 16,
            Type::F32 => 32,
            Type::F64 => 64,
            _ => return None,
        };
        let v = u64::from_str_radix(h, 16).ok()?;
        return (bits == 64 || v >> bits == 0).then_some(v);
    }
    if let Some(h) = t.strip_prefix("0xH") {
        return (ty == Type::F16)
            .then(|| u64::from_str_radix(h, 16).ok())
            .flatten();
    }
    if let Some(h) = t.strip_prefix("0xR") {
        return (ty == Type::BF16)
            .then(|| u64::from_str_radix(h, 16).ok())
            .flatten();
    }
    if t.starts_with("0xK") || t.starts_with("0xL") || t.starts_with("0xM") {
        return None;
    }
    // Hex without a prefix letter is always the f64 encoding, except that
    // half/bfloat also accept it.
    let value = literal_as_f64(t)?;
    Some(match ty {
        Type::F64 => value.to_bits(),
        Type::F32 => {
            if value.is_nan() {
                // Keep sign and payload as LLVM does when narrowing the f64 form.
                let b = value.to_bits();
                let payload = ((b >> 29) & 0x7f_ffff) as u32;
                (((b >> 63) as u32) << 31 | 0x7f80_0000 | payload.max(1)) as u64
            } else if !t.trim_start_matches('-').starts_with("0x") {
                // A decimal rounds once, to the nearest f32 (not through
                // f64 first).
                t.parse::<f32>()
                    .map_or((value as f32).to_bits(), f32::to_bits) as u64
            } else {
                (value as f32).to_bits() as u64
            }
        }
        Type::F16 => f64_to_f16_bits(value) as u64,
        Type::BF16 => f64_to_bf16_bits(value) as u64,
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decodes_llvm_forms() {
        assert_eq!(parse_float("1.000000e+00", Type::F32), Some(0x3f80_0000));
        assert_eq!(
            parse_float("0x3FF0000000000000", Type::F32),
            Some(0x3f80_0000)
        );
        assert_eq!(
            parse_float("0x3FF0000000000000", Type::F64),
            Some(0x3ff0_0000_0000_0000)
        );
        assert_eq!(parse_float("0xH3C00", Type::F16), Some(0x3c00));
        // LLVM 21's bit-pattern form, in the type's own width.
        assert_eq!(parse_float("f0x3FB8AA3B", Type::F32), Some(0x3fb8_aa3b));
        assert_eq!(parse_float("f0x3C00", Type::F16), Some(0x3c00));
        assert_eq!(
            parse_float("f0x3FF0000000000000", Type::F64),
            Some(0x3ff0_0000_0000_0000)
        );
        assert_eq!(parse_float("f0x3FB8AA3B1", Type::F32), None);
        assert!(valid_for_type("f0x3DCCCCCD", Type::F32));
        // Decimals round to the nearest value (LLVM 21 and later).
        assert!(valid_for_type("1.002960e+00", Type::F32));
        assert_eq!(
            parse_float("1.002960e+00", Type::F32),
            Some(u64::from(1.00296f32.to_bits()))
        );
        assert_eq!(parse_float("0.1", Type::F32), Some(0x3dcc_cccd));
        // ... but not past the type's range, and a double-hex form still
        // must be exact.
        assert!(!valid_for_type("1.0e39", Type::F32));
        assert!(!valid_for_type("1.0e-50", Type::F32));
        assert!(!valid_for_type("70000.0", Type::F16));
        assert!(!valid_for_type("0x3FB999999999999A", Type::F32));
        assert_eq!(
            parse_float("0x7FF0000000000000", Type::F32),
            Some(0x7f80_0000)
        );
        assert_eq!(parse_float("-0.5", Type::F16), Some(0xb800));
        assert_eq!(parse_float("0xR3F80", Type::BF16), Some(0x3f80));
    }

    #[test]
    fn narrow_literals_round_but_stay_in_range() {
        // Decimals round (LLVM 21's rule); a double-hex form must be exact.
        assert!(valid_for_type("0.1", Type::F32));
        assert!(valid_for_type("0.1", Type::F64));
        assert!(valid_for_type("0.5", Type::F32));
        assert!(valid_for_type("1.000000e+00", Type::F16));
        assert!(valid_for_type("0.1", Type::F16));
        assert!(!valid_for_type("0x3FB999999999999A", Type::F32));
        assert!(valid_for_type("0x3FB99999A0000000", Type::F32));
        assert!(valid_for_type("0x7FF8000000000001", Type::F32));
        assert!(valid_for_type("0xH3C00", Type::F16));
    }

    #[test]
    fn narrowing_rounds_to_even() {
        assert_eq!(f64_to_f16_bits(1.0), 0x3c00);
        assert_eq!(f64_to_f16_bits(65504.0), 0x7bff);
        assert_eq!(f64_to_f16_bits(1e6), 0x7c00);
        assert_eq!(f64_to_f16_bits(5.960464477539063e-8), 0x0001);
        assert_eq!(f64_to_f16_bits(1.0 + 1.0 / 2048.0), 0x3c00); // tie -> even
        assert_eq!(f64_to_bf16_bits(3.0), 0x4040);
        assert_eq!(f64_to_f16_bits(-0.0), 0x8000);
    }
}
