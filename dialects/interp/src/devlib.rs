//! The device-runtime functions a kernel calls without a body: CUDA's
//! `printf` (`vprintf(format, argument buffer)`), device `malloc`/`free`
//! and `__assertfail` (what `assert` calls). Both interpreters run them
//! alike: `printf`'s text goes to [`Memory::device_output`], in the order
//! the threads print, as the device's buffer gives it to the host at the
//! end of the launch.
//!
//! `vprintf`'s argument buffer is what clang and libNVVM lay out: each
//! argument at the next multiple of its own size, `float` promoted to
//! `double`, `char`/`short` to `int`, `%s` and `%p` as 8-byte pointers
//! (CUDA Programming Guide, "Formatted Output").

use super::error::{ErrorKind, Fault};
use super::memory::{resolve_generic, ElemType, Memory};

/// A device-runtime function by name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum DevFn {
    Vprintf,
    Malloc,
    Free,
    AssertFail,
}

impl DevFn {
    pub(crate) fn by_name(name: &str) -> Option<DevFn> {
        Some(match name {
            "vprintf" => DevFn::Vprintf,
            "malloc" => DevFn::Malloc,
            "free" => DevFn::Free,
            "__assertfail" => DevFn::AssertFail,
            _ => return None,
        })
    }

    /// Runs the function for `thread` with its arguments' bits; its result
    /// (`vprintf`: the number of arguments; `malloc`: a generic address, 0
    /// when the heap is full), or none.
    pub(crate) fn call(
        self,
        mem: &mut Memory,
        thread: u32,
        args: &[u64],
    ) -> Result<Option<u64>, Fault> {
        let arg = |k: usize| {
            args.get(k).copied().ok_or_else(|| {
                Fault::new(
                    ErrorKind::Malformed,
                    format!("{self:?} without argument {k}"),
                )
            })
        };
        match self {
            DevFn::Vprintf => {
                let (text, n) = format(mem, thread, arg(0)?, arg(1)?)?;
                mem.device_print(&text);
                Ok(Some(n))
            }
            DevFn::Malloc => {
                let size = arg(0)?;
                if size == 0 || mem.check_room(size, "malloc").is_err() {
                    return Ok(Some(0));
                }
                Ok(Some(mem.alloc_global_named("malloc", size, ElemType::U8)))
            }
            // The heap is freed with the memory.
            DevFn::Free => Ok(None),
            DevFn::AssertFail => {
                let text = |k: usize| -> Result<String, Fault> {
                    let b = c_string(mem, thread, arg(k)?)?;
                    Ok(String::from_utf8_lossy(&b).into_owned())
                };
                // The device traps, as at `trap`.
                Err(Fault::ub(format!(
                    "assertion failed: {} ({}:{} in {})",
                    text(0)?,
                    text(1)?,
                    arg(2)? as u32,
                    text(3)?
                )))
            }
        }
    }
}

/// Loads `n` bytes at generic address `g`.
fn load(mem: &Memory, thread: u32, g: u64, n: usize) -> Result<Vec<u8>, Fault> {
    let (space, a) = resolve_generic(g)?;
    let mut out = vec![0; n];
    mem.load(thread, space, a, &mut out, 1)?;
    Ok(out)
}

/// The NUL-terminated string at generic address `g` (at most 64 KiB).
fn c_string(mem: &Memory, thread: u32, g: u64) -> Result<Vec<u8>, Fault> {
    if g == 0 {
        return Ok(b"(null)".to_vec());
    }
    let mut out = Vec::new();
    for k in 0..65536u64 {
        match load(mem, thread, g + k, 1)?[0] {
            0 => return Ok(out),
            b => out.push(b),
        }
    }
    Err(Fault::new(
        ErrorKind::OutOfBounds,
        "a string of printf has no NUL in its first 64 KiB",
    ))
}

/// One conversion specification: `%[flags][width][.precision][length]conv`.
#[derive(Default)]
struct Conv {
    left: bool,
    plus: bool,
    space: bool,
    zero: bool,
    alt: bool,
    width: usize,
    precision: Option<usize>,
    /// `l`, `ll`, `j`, `z` or `t`: an 8-byte integer.
    wide: bool,
    conv: u8,
}

/// Formats `printf`'s text from the format at `fmt` and the argument
/// buffer at `args`; gives it with the number of arguments read.
pub(crate) fn format(
    mem: &Memory,
    thread: u32,
    fmt: u64,
    args: u64,
) -> Result<(String, u64), Fault> {
    let f = c_string(mem, thread, fmt)?;
    let mut out = String::new();
    let mut at = args;
    let mut count = 0u64;
    let mut next = |size: u64| -> Result<u64, Fault> {
        at = at.div_ceil(size) * size;
        let b = load(mem, thread, at, size as usize)?;
        at += size;
        count += 1;
        let mut w = [0u8; 8];
        w[..b.len()].copy_from_slice(&b);
        Ok(u64::from_le_bytes(w))
    };
    let mut i = 0;
    while i < f.len() {
        if f[i] != b'%' {
            let start = i;
            while i < f.len() && f[i] != b'%' {
                i += 1;
            }
            out.push_str(&String::from_utf8_lossy(&f[start..i]));
            continue;
        }
        i += 1;
        if f.get(i) == Some(&b'%') {
            out.push('%');
            i += 1;
            continue;
        }
        let mut c = Conv::default();
        while let Some(&b) = f.get(i) {
            match b {
                b'-' => c.left = true,
                b'+' => c.plus = true,
                b' ' => c.space = true,
                b'0' => c.zero = true,
                b'#' => c.alt = true,
                _ => break,
            }
            i += 1;
        }
        while let Some(d) = f.get(i).filter(|b| b.is_ascii_digit()) {
            c.width = c.width * 10 + (d - b'0') as usize;
            i += 1;
        }
        if f.get(i) == Some(&b'.') {
            i += 1;
            let mut p = 0;
            while let Some(d) = f.get(i).filter(|b| b.is_ascii_digit()) {
                p = p * 10 + (d - b'0') as usize;
                i += 1;
            }
            c.precision = Some(p);
        }
        while let Some(&b) = f.get(i) {
            match b {
                b'l' | b'j' | b'z' | b't' | b'q' => c.wide = true,
                b'h' | b'L' => {}
                _ => break,
            }
            i += 1;
        }
        let Some(&conv) = f.get(i) else {
            out.push('%');
            break;
        };
        i += 1;
        c.conv = conv;
        let text = match conv {
            b'd' | b'i' => {
                let v = if c.wide {
                    next(8)? as i64
                } else {
                    next(4)? as u32 as i32 as i64
                };
                signed(&c, v.unsigned_abs().to_string(), v < 0)
            }
            b'u' | b'x' | b'X' | b'o' => {
                let v = if c.wide {
                    next(8)?
                } else {
                    next(4)? & 0xffff_ffff
                };
                let digits = match conv {
                    b'u' => v.to_string(),
                    b'x' => format!("{v:x}"),
                    b'X' => format!("{v:X}"),
                    _ => format!("{v:o}"),
                };
                let prefix = match conv {
                    b'x' if c.alt && v != 0 => "0x",
                    b'X' if c.alt && v != 0 => "0X",
                    b'o' if c.alt => "0",
                    _ => "",
                };
                integer(&c, prefix, digits)
            }
            b'c' => char::from(next(4)? as u8).to_string(),
            b's' => {
                let s = c_string(mem, thread, next(8)?)?;
                let s = String::from_utf8_lossy(&s).into_owned();
                match c.precision {
                    Some(p) => s.chars().take(p).collect(),
                    None => s,
                }
            }
            b'p' => format!("0x{:x}", next(8)?),
            b'f' | b'F' | b'e' | b'E' | b'g' | b'G' | b'a' | b'A' => {
                float(&c, f64::from_bits(next(8)?))
            }
            // An unknown conversion prints as written.
            other => format!("%{}", char::from(other)),
        };
        pad(&mut out, &c, text);
    }
    Ok((out, count))
}

/// Digits with the sign or the `+`/space flag in front, and the
/// precision's minimum digits.
fn signed(c: &Conv, digits: String, negative: bool) -> String {
    integer(c, sign(c, negative), digits)
}

/// What goes before a signed conversion's digits: `-`, or what the `+`
/// and space flags ask for.
fn sign(c: &Conv, negative: bool) -> &'static str {
    if negative {
        "-"
    } else if c.plus {
        "+"
    } else if c.space {
        " "
    } else {
        ""
    }
}

fn integer(c: &Conv, prefix: &str, digits: String) -> String {
    let digits = match c.precision {
        Some(0) if digits == "0" => String::new(),
        Some(p) if digits.len() < p => format!("{}{digits}", "0".repeat(p - digits.len())),
        _ => digits,
    };
    // `0` pads between the sign and the digits, unless a precision is given.
    if c.zero && !c.left && c.precision.is_none() && prefix.len() + digits.len() < c.width {
        let fill = c.width - prefix.len() - digits.len();
        return format!("{prefix}{}{digits}", "0".repeat(fill));
    }
    format!("{prefix}{digits}")
}

/// `%f`, `%e`, `%g` and `%a` as C's printf writes them.
fn float(c: &Conv, v: f64) -> String {
    let upper = c.conv.is_ascii_uppercase();
    let negative = v.is_sign_negative();
    let a = v.abs();
    let body = if a.is_nan() {
        "nan".to_string()
    } else if a.is_infinite() {
        "inf".to_string()
    } else {
        let p = c.precision.unwrap_or(6);
        match c.conv.to_ascii_lowercase() {
            b'f' => {
                let s = format!("{a:.p$}");
                if c.alt && p == 0 {
                    s + "."
                } else {
                    s
                }
            }
            b'e' => exp_form(a, p, c.alt),
            b'g' => {
                let p = p.max(1);
                let x = if a == 0.0 {
                    0
                } else {
                    // The exponent %e would print, after rounding to p digits.
                    let e = exp_form(a, p - 1, false);
                    e[e.find('e').map_or(0, |k| k + 1)..]
                        .parse::<i32>()
                        .unwrap_or(0)
                };
                let s = if x < -4 || x >= p as i32 {
                    exp_form(a, p - 1, c.alt)
                } else {
                    format!("{a:.*}", (p as i32 - 1 - x).max(0) as usize)
                };
                if c.alt {
                    s
                } else {
                    strip_zeros(&s)
                }
            }
            _ => hex_float(a, c.precision),
        }
    };
    let body = if upper { body.to_uppercase() } else { body };
    let sign = sign(c, negative);
    if c.zero && !c.left && a.is_finite() && sign.len() + body.len() < c.width {
        let fill = c.width - sign.len() - body.len();
        let (pre, rest) = match body.strip_prefix("0x").or(body.strip_prefix("0X")) {
            Some(r) => (&body[..2], r),
            None => ("", body.as_str()),
        };
        return format!("{sign}{pre}{}{rest}", "0".repeat(fill));
    }
    format!("{sign}{body}")
}

/// `d.ddde±XX`, at least two exponent digits.
fn exp_form(a: f64, p: usize, alt: bool) -> String {
    let s = format!("{a:.p$e}");
    let (m, e) = s.split_once('e').unwrap_or((&s, "0"));
    let e: i32 = e.parse().unwrap_or(0);
    let m = if alt && p == 0 {
        format!("{m}.")
    } else {
        m.to_string()
    };
    format!("{m}e{}{:02}", if e < 0 { '-' } else { '+' }, e.abs())
}

/// `%g` without `#`: no trailing zeros after the point, and no point
/// without digits after it.
fn strip_zeros(s: &str) -> String {
    let (m, e) = match s.find('e') {
        Some(k) => (&s[..k], &s[k..]),
        None => (s, ""),
    };
    let m = if m.contains('.') {
        m.trim_end_matches('0').trim_end_matches('.')
    } else {
        m
    };
    format!("{m}{e}")
}

/// `%a`: `0x1.hhhp±d` (a subnormal as `0x0.hhhp-1022`), exact without a
/// precision, rounded to nearest-even hex digits with one.
fn hex_float(a: f64, precision: Option<usize>) -> String {
    if a == 0.0 {
        return match precision {
            Some(p) if p > 0 => format!("0x0.{}p+0", "0".repeat(p)),
            _ => "0x0p+0".into(),
        };
    }
    let bits = a.to_bits();
    let exp = ((bits >> 52) & 0x7ff) as i32;
    let mut lead = if exp == 0 { 0u64 } else { 1 };
    let mut frac = bits & ((1 << 52) - 1);
    let e = if exp == 0 { -1022 } else { exp - 1023 };
    let mut digits = 13;
    if let Some(p) = precision.filter(|&p| p < 13) {
        let drop = 4 * (13 - p) as u32;
        let half = 1u64 << (drop - 1);
        let rest = frac & ((1 << drop) - 1);
        frac >>= drop;
        if rest > half || (rest == half && frac & 1 == 1) {
            frac += 1;
            if frac >> (4 * p) != 0 {
                frac = 0;
                lead += 1;
            }
        }
        digits = p;
    }
    let mut h = if digits == 0 {
        String::new()
    } else {
        format!("{frac:0digits$x}")
    };
    if precision.is_none() {
        h = h.trim_end_matches('0').to_string();
    }
    let point = if h.is_empty() { "" } else { "." };
    format!(
        "0x{lead}{point}{h}p{}{}",
        if e < 0 { '-' } else { '+' },
        e.abs()
    )
}

/// Pads `text` to the conversion's width (left or right) onto `out`.
fn pad(out: &mut String, c: &Conv, text: String) {
    let n = text.chars().count();
    if n >= c.width {
        out.push_str(&text);
    } else if c.left {
        out.push_str(&text);
        out.push_str(&" ".repeat(c.width - n));
    } else {
        out.push_str(&" ".repeat(c.width - n));
        out.push_str(&text);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::memory::{to_generic, AddrSpace};

    /// Formats `fmt` with an argument buffer laid out as clang lays it
    /// out: each `(size, bits)` at the next multiple of its size.
    fn printf(fmt: &str, args: &[(u64, u64)]) -> String {
        printf_in(&mut Memory::new(), fmt, args)
    }

    fn printf_in(mem: &mut Memory, fmt: &str, args: &[(u64, u64)]) -> String {
        let mut f = fmt.as_bytes().to_vec();
        f.push(0);
        let fa = mem.alloc_global_named("fmt", f.len() as u64, ElemType::U8);
        mem.write(fa, &f).unwrap();
        let mut buf = Vec::new();
        for &(size, bits) in args {
            while !(buf.len() as u64).is_multiple_of(size) {
                buf.push(0);
            }
            buf.extend_from_slice(&bits.to_le_bytes()[..size as usize]);
        }
        buf.resize(buf.len().max(8), 0);
        let ba = mem.alloc_global_named("args", buf.len() as u64, ElemType::U8);
        mem.write(ba, &buf).unwrap();
        let (s, n) = format(mem, 0, to_generic(AddrSpace::Global, fa), ba).unwrap();
        assert_eq!(n as usize, args.len(), "{fmt}");
        s
    }

    fn d(v: f64) -> (u64, u64) {
        (8, v.to_bits())
    }

    #[test]
    fn integers_as_c_prints_them() {
        let i = |v: i32| (4, v as u32 as u64);
        assert_eq!(
            printf(
                "%d|%5d|%-5d|%05d|%+d|% d",
                &[i(-42), i(42), i(42), i(-42), i(7), i(7)]
            ),
            "-42|   42|42   |-0042|+7| 7"
        );
        assert_eq!(
            printf(
                "%.3d|%u|%x|%#X|%o|%#o",
                &[i(5), i(-1), i(255), i(255), i(8), i(8)]
            ),
            "005|4294967295|ff|0XFF|10|010"
        );
        assert_eq!(
            printf(
                "%ld %llu %lx",
                &[(8, (-5i64) as u64), (8, u64::MAX), (8, 1 << 40)]
            ),
            "-5 18446744073709551615 10000000000"
        );
        // A 4-byte int then an 8-byte long: the long sits at offset 8.
        assert_eq!(
            printf("%d,%ld,%c", &[i(1), (8, 2), i(b'z' as i32)]),
            "1,2,z"
        );
        assert_eq!(printf("100%% %.0d.", &[i(0)]), "100% .");
    }

    #[test]
    fn floats_as_c_prints_them() {
        assert_eq!(
            printf(
                "%f %.2f %8.3f %-8.1f|",
                &[d(1.5), d(-2.345), d(4.56789), d(2.0)]
            ),
            "1.500000 -2.35    4.568 2.0     |"
        );
        assert_eq!(
            printf("%e %.2E %e", &[d(12345.678), d(-0.000123), d(0.0)]),
            "1.234568e+04 -1.23E-04 0.000000e+00"
        );
        assert_eq!(
            printf(
                "%g %g %g %g %G",
                &[d(100000.0), d(1000000.0), d(0.0001), d(0.00001), d(1e-10)]
            ),
            "100000 1e+06 0.0001 1e-05 1E-10"
        );
        assert_eq!(
            printf("%g %.3g %#g %g", &[d(1.5), d(4.56789), d(1.5), d(0.0)]),
            "1.5 4.57 1.50000 0"
        );
        assert_eq!(
            printf(
                "%f %f %+f %08.2f",
                &[d(f64::INFINITY), d(f64::NAN), d(1.0), d(-3.5)]
            ),
            "inf nan +1.000000 -0003.50"
        );
        assert_eq!(
            printf("%a %a %.1a %A", &[d(1.0), d(0.1), d(1.96875), d(-2.5)]),
            "0x1p+0 0x1.999999999999ap-4 0x2.0p+0 -0X1.4P+1"
        );
    }

    #[test]
    fn strings_and_pointers() {
        let mut mem = Memory::new();
        let s = mem.alloc_global_named("s", 6, ElemType::U8);
        mem.write(s, b"hello\0").unwrap();
        let out = printf_in(
            &mut mem,
            "[%s] [%.3s] [%7s] [%-7s] [%p] [%s]",
            &[(8, s), (8, s), (8, s), (8, s), (8, 0x1000), (8, 0)],
        );
        assert_eq!(out, "[hello] [hel] [  hello] [hello  ] [0x1000] [(null)]");
    }
}
