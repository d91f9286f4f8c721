//! PTX instruction semantics on bit patterns, following the PTX ISA manual:
//! integer arithmetic in every width, bit-field and permute instructions,
//! shifts with clamped amounts, comparisons, conversions with every rounding
//! modifier and float arithmetic with `.ftz`/`.sat`.
//!
//! Invariants: values are the low `bits` bits of a `u64` (predicates 0 or
//! 1, f16/bf16 in the low 16 bits); every function returns its result
//! masked to the result width; NaN results of arithmetic are the canonical
//! NaN of their format (see [`crate::float`]); bit operations on floats
//! (`abs`, `neg`, `copysign`, moves) keep the bits.

use super::super::error::Fault;
use super::super::float::{self, Narrow, Round};
use super::super::values::{mask64, sext64};

/// A float format of an instruction type.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum Ft {
    /// `.f16` (and one lane of `.f16x2`).
    F16,
    /// `.bf16` (and one lane of `.bf16x2`).
    BF16,
    /// `.f32`.
    F32,
    /// `.f64`.
    F64,
}

impl Ft {
    /// Width in bits.
    pub fn bits(self) -> u32 {
        match self {
            Ft::F16 | Ft::BF16 => 16,
            Ft::F32 => 32,
            Ft::F64 => 64,
        }
    }

    fn narrow(self) -> Option<Narrow> {
        match self {
            Ft::F16 => Some(Narrow::F16),
            Ft::BF16 => Some(Narrow::BF16),
            Ft::F32 => Some(Narrow::F32),
            Ft::F64 => None,
        }
    }

    /// The canonical NaN.
    pub fn nan(self) -> u64 {
        match self {
            Ft::F64 => float::NAN64,
            f => f.narrow().map_or(0, Narrow::nan),
        }
    }

    /// The value of bits `b` (exact).
    pub fn val(self, b: u64) -> f64 {
        match self {
            Ft::F16 => float::f16_to_f32(b as u16) as f64,
            Ft::BF16 => float::bf16_to_f32(b as u16) as f64,
            Ft::F32 => f32::from_bits(b as u32) as f64,
            Ft::F64 => f64::from_bits(b),
        }
    }

    /// `hi + lo` rounded once in `mode`; NaN canonical.
    pub fn round(self, hi: f64, lo: f64, mode: Round) -> u64 {
        if hi.is_nan() {
            return self.nan();
        }
        match self.narrow() {
            Some(n) => float::round_f64_to(hi, lo, n, mode),
            None => float::directed64(hi, lo, mode).to_bits(),
        }
    }

    /// An exactly representable value to bits.
    pub fn exact(self, x: f64) -> u64 {
        self.round(x, 0.0, Round::Rn)
    }

    fn exp_mant(self) -> (u32, u32) {
        match self {
            Ft::F16 => (5, 10),
            Ft::BF16 => (8, 7),
            Ft::F32 => (8, 23),
            Ft::F64 => (11, 52),
        }
    }

    /// True for a subnormal bit pattern.
    pub fn is_subnormal(self, b: u64) -> bool {
        let (e, m) = self.exp_mant();
        (b >> m) & mask64(e) == 0 && b & mask64(m) != 0
    }

    /// The sign bit.
    pub fn sign_bit(self) -> u64 {
        1 << (self.bits() - 1)
    }

    /// Flushes a subnormal to zero of the same sign when `ftz` (f16 and
    /// f32 only: `.ftz` does not exist for bf16 and f64).
    pub fn ftz(self, ftz: bool, b: u64) -> u64 {
        if ftz && matches!(self, Ft::F32 | Ft::F16) && self.is_subnormal(b) {
            b & self.sign_bit()
        } else {
            b
        }
    }
}

// ---------------------------------------------------------------------------
// Integers

/// A two-operand integer operation.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum IBin {
    /// `add`
    Add,
    /// `add.sat.s32`
    AddSat,
    /// `sub`
    Sub,
    /// `sub.sat.s32`
    SubSat,
    /// `mul.lo`
    MulLo,
    /// `mul.hi`
    MulHi,
    /// `mul.wide` (result twice as wide)
    MulWide,
    /// `mul24.lo`
    Mul24Lo,
    /// `mul24.hi`
    Mul24Hi,
    /// `div`
    Div,
    /// `rem`
    Rem,
    /// `min`
    Min,
    /// `max`
    Max,
    /// `max.relu` / `min.relu` clamp the result at 0: `MinRelu`
    MinRelu,
    /// `max.relu`
    MaxRelu,
    /// `and`
    And,
    /// `or`
    Or,
    /// `xor`
    Xor,
    /// `shl` (amount: 32-bit, clamped)
    Shl,
    /// `shr` of unsigned and untyped values (zero fill)
    ShrU,
    /// `shr.s*` (sign fill)
    ShrS,
}

/// An integer type: width and signedness.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) struct Ity {
    /// Width in bits (8, 16, 32, 64; 1 for predicates).
    pub bits: u32,
    /// Signed (`.s*`).
    pub signed: bool,
}

impl Ity {
    /// Sign- or zero-extends `v` to i128.
    pub fn ext(self, v: u64) -> i128 {
        if self.signed {
            sext64(v, self.bits) as i128
        } else {
            (v & mask64(self.bits)) as i128
        }
    }
}

/// `a op b` in type `t`; the result of `MulWide` is `2 * t.bits` wide.
pub(crate) fn ibin(op: IBin, t: Ity, a: u64, b: u64) -> Result<u64, Fault> {
    let m = mask64(t.bits);
    let (a, b) = (a & m, b & m);
    let (sa, sb) = (t.ext(a), t.ext(b));
    let smin = -(1i128 << (t.bits - 1));
    let smax = (1i128 << (t.bits - 1)) - 1;
    Ok(match op {
        IBin::Add => a.wrapping_add(b) & m,
        IBin::Sub => a.wrapping_sub(b) & m,
        IBin::AddSat => ((sa + sb).clamp(smin, smax) as u64) & m,
        IBin::SubSat => ((sa - sb).clamp(smin, smax) as u64) & m,
        IBin::MulLo => a.wrapping_mul(b) & m,
        IBin::MulHi | IBin::MulWide => {
            // Unsigned 64-bit products need all 128 bits.
            let p = if t.signed {
                (sa * sb) as u128
            } else {
                a as u128 * b as u128
            };
            if op == IBin::MulHi {
                (p >> t.bits) as u64 & m
            } else {
                p as u64 & mask64(2 * t.bits)
            }
        }
        IBin::Mul24Lo | IBin::Mul24Hi => {
            let e = |v: u64| {
                if t.signed {
                    sext64(v, 24) as i128
                } else {
                    (v & 0xff_ffff) as i128
                }
            };
            let p = e(a) * e(b);
            if op == IBin::Mul24Lo {
                p as u64 & m
            } else {
                (p >> 16) as u64 & m
            }
        }
        IBin::Div | IBin::Rem => {
            if b == 0 {
                return Err(Fault::ub(format!(
                    "integer {} by zero",
                    if op == IBin::Div {
                        "division"
                    } else {
                        "remainder"
                    }
                )));
            }
            // i128 arithmetic: MIN / -1 wraps to MIN, MIN % -1 is 0.
            let r = if op == IBin::Div { sa / sb } else { sa % sb };
            r as u64 & m
        }
        IBin::Min => sa.min(sb) as u64 & m,
        IBin::Max => sa.max(sb) as u64 & m,
        IBin::MinRelu => sa.min(sb).max(0) as u64 & m,
        IBin::MaxRelu => sa.max(sb).max(0) as u64 & m,
        IBin::And => a & b,
        IBin::Or => a | b,
        IBin::Xor => a ^ b,
        IBin::Shl | IBin::ShrU | IBin::ShrS => shift(op, t.bits, a, b),
    })
}

/// `shl`/`shr` of the `bits`-bit `a` by the unsigned 32-bit amount `n`:
/// amounts of at least the width give 0 (or all sign bits for `shr.s`).
pub(crate) fn shift(op: IBin, bits: u32, a: u64, n: u64) -> u64 {
    let m = mask64(bits);
    let n = n & 0xffff_ffff;
    let a = a & m;
    match op {
        IBin::Shl if n >= bits as u64 => 0,
        IBin::Shl => (a << n) & m,
        IBin::ShrS => {
            let s = sext64(a, bits);
            (s >> n.min(63)) as u64 & m
        }
        _ if n >= bits as u64 => 0,
        _ => a >> n,
    }
}

/// A one-operand integer operation.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum IUn {
    /// `not`
    Not,
    /// `cnot`
    Cnot,
    /// `neg`
    Neg,
    /// `abs`
    Abs,
    /// `popc` (result u32)
    Popc,
    /// `clz` (result u32)
    Clz,
    /// `brev`
    Brev,
    /// `bfind` (result u32)
    Bfind,
    /// `bfind.shiftamt`
    BfindShift,
}

/// `op a` in type `t`.
pub(crate) fn iun(op: IUn, t: Ity, a: u64) -> u64 {
    let m = mask64(t.bits);
    let a = a & m;
    match op {
        IUn::Not => !a & m,
        IUn::Cnot => (a == 0) as u64,
        IUn::Neg => a.wrapping_neg() & m,
        IUn::Abs => (t.ext(a).unsigned_abs() as u64) & m,
        IUn::Popc => a.count_ones() as u64,
        IUn::Clz => (a.leading_zeros() - (64 - t.bits)) as u64,
        IUn::Brev => a.reverse_bits() >> (64 - t.bits),
        IUn::Bfind | IUn::BfindShift => {
            // Signed: the most significant bit that differs from the sign.
            let x = if t.signed && sext64(a, t.bits) < 0 {
                !a & m
            } else {
                a
            };
            if x == 0 {
                return 0xffff_ffff;
            }
            let pos = 63 - x.leading_zeros() as u64;
            if op == IUn::Bfind {
                pos
            } else {
                t.bits as u64 - 1 - pos
            }
        }
    }
}

/// `mad.lo/.hi/.wide` (`c` and the result of `.wide` are twice as wide);
/// `sat` is `mad.hi.sat.s32`, which saturates the signed sum.
pub(crate) fn mad(op: IBin, t: Ity, a: u64, b: u64, c: u64, sat: bool) -> Result<u64, Fault> {
    let p = ibin(op, t, a, b)?;
    Ok(match op {
        IBin::MulWide => p.wrapping_add(c) & mask64(2 * t.bits),
        _ if sat => {
            let s = t.ext(p) + t.ext(c);
            let lim = 1i128 << (t.bits - 1);
            (s.clamp(-lim, lim - 1) as u64) & mask64(t.bits)
        }
        _ => p.wrapping_add(c) & mask64(t.bits),
    })
}

/// `sad`: `c + |a - b|`.
pub(crate) fn sad(t: Ity, a: u64, b: u64, c: u64) -> u64 {
    let d = (t.ext(a) - t.ext(b)).unsigned_abs() as u64;
    c.wrapping_add(d) & mask64(t.bits)
}

/// `bfe`: `len = c & 0xff` bits of `a` from `pos = b & 0xff`, zero- or
/// sign-extended (the sign is the last extracted bit, clamped to the msb).
pub(crate) fn bfe(t: Ity, a: u64, b: u64, c: u64) -> u64 {
    let msb = t.bits as u64 - 1;
    let (pos, len) = (b & 0xff, c & 0xff);
    let bit = |i: u64| (a >> i) & 1;
    let sbit = if t.signed && len > 0 {
        bit((pos + len - 1).min(msb))
    } else {
        0
    };
    let mut d = 0u64;
    for i in 0..=msb {
        let v = if i < len && pos + i <= msb {
            bit(pos + i)
        } else {
            sbit
        };
        d |= v << i;
    }
    d
}

/// `fns.b32` (PTX ISA, "fns"): the position of the `offset`-th set bit of
/// `mask` counted from bit `base` upward (`offset > 0`) or downward
/// (`offset < 0`); with `offset == 0`, `base` itself when that bit is set.
/// `0xffffffff` when there is no such bit (and for a `base` above 31,
/// which the ISA leaves undefined).
pub(crate) fn fns(mask: u32, base: u32, offset: i32) -> u32 {
    if base > 31 {
        return u32::MAX;
    }
    let set = |pos: u32| (mask >> pos) & 1 == 1;
    if offset == 0 {
        return if set(base) { base } else { u32::MAX };
    }
    let mut count = offset.unsigned_abs() - 1;
    let mut pos = i64::from(base);
    while (0..32).contains(&pos) {
        if set(pos as u32) {
            if count == 0 {
                return pos as u32;
            }
            count -= 1;
        }
        pos += if offset > 0 { 1 } else { -1 };
    }
    u32::MAX
}

/// `bmsk.{clamp,wrap}.b32 d, a, b` (PTX ISA, "bmsk"): `b` ones from bit
/// `a`. Both operands wrap modulo 32 with `.wrap`; with `.clamp` a
/// position of 32 or more gives 0 and a width of 32 or more runs to the
/// top; a mask reaching past bit 31 stops there.
/// `{min,max}{.relu}.{s16x2,u16x2} d, a, b`: each 16-bit lane apart;
/// `.relu` (signed only) clamps a negative lane to 0.
pub(crate) fn minmax16x2(max: bool, signed: bool, relu: bool, a: u32, b: u32) -> u32 {
    let lane = |k: u32| {
        let (x, y) = ((a >> k) as u16, (b >> k) as u16);
        let pick_x = match (signed, max) {
            (true, true) => x as i16 >= y as i16,
            (true, false) => x as i16 <= y as i16,
            (false, true) => x >= y,
            (false, false) => x <= y,
        };
        let r = if pick_x { x } else { y };
        let r = if relu && signed && (r as i16) < 0 {
            0
        } else {
            r
        };
        u32::from(r) << k
    };
    lane(0) | lane(16)
}

#[cfg(test)]
#[test]
fn packed_halves_compare_lane_by_lane() {
    // Lanes (hi, lo): (-1, 5) against (3, -7).
    let (a, b) = (0xffff_0005, 0x0003_fff9);
    assert_eq!(minmax16x2(true, true, false, a, b), 0x0003_0005);
    assert_eq!(minmax16x2(false, true, false, a, b), 0xffff_fff9);
    assert_eq!(minmax16x2(false, true, true, a, b), 0);
    assert_eq!(minmax16x2(true, false, false, a, b), 0xffff_fff9);
    assert_eq!(minmax16x2(false, false, false, a, b), 0x0003_0005);
}

/// `szext.{wrap,clamp}.{s32,u32} d, a, b` (PTX ISA): the low `b` bits of
/// `a` (`b` modulo 32, or at most 32), sign- or zero-extended; 0 bits give
/// 0.
pub(crate) fn szext(wrap: bool, signed: bool, a: u32, b: u32) -> u32 {
    let n = if wrap { b & 31 } else { b.min(32) };
    match n {
        0 => 0,
        32 => a,
        n if signed => ((a << (32 - n)) as i32 >> (32 - n)) as u32,
        n => a & ((1 << n) - 1),
    }
}

#[cfg(test)]
#[test]
fn szext_extends_the_low_bits() {
    assert_eq!(szext(true, true, 0xf0, 8), 0xffff_fff0);
    assert_eq!(szext(true, false, 0x1f0, 8), 0xf0);
    assert_eq!(szext(true, true, 0x70, 8), 0x70);
    // wrap: 40 is 8; clamp: 40 is 32, the whole word.
    assert_eq!(szext(true, true, 0x1f0, 40), 0xffff_fff0);
    assert_eq!(szext(false, true, 0x1f0, 40), 0x1f0);
    assert_eq!(szext(false, false, 0xdead_beef, 0), 0);
}

pub(crate) fn bmsk(wrap: bool, a: u32, b: u32) -> u32 {
    let (a1, b1) = (a & 31, b & 31);
    let mut mask0 = u32::MAX << a1;
    let sum = a1 + b1;
    let mut overflow = sum >= 32;
    if !wrap {
        if a >= 32 {
            mask0 = 0;
            overflow = true;
        }
        overflow |= b >= 32;
    }
    let mask1 = if overflow {
        0
    } else if b1 == 0 {
        u32::MAX
    } else {
        u32::MAX << sum
    };
    mask0 & !mask1
}

/// `bfi`: inserts `len = d & 0xff` low bits of `a` into `b` at
/// `pos = c & 0xff`.
pub(crate) fn bfi(bits: u32, a: u64, b: u64, c: u64, d: u64) -> u64 {
    let msb = bits as u64 - 1;
    let (pos, len) = (c & 0xff, d & 0xff);
    let mut f = b & mask64(bits);
    let mut i = 0;
    while i < len && pos + i <= msb {
        f = (f & !(1 << (pos + i))) | (((a >> i) & 1) << (pos + i));
        i += 1;
    }
    f
}

pub(crate) use dialects::ir::intrinsics::PrmtMode;

/// `prmt.b32{.mode} d, a, b, c`: bytes of `{b, a}` (a is bytes 0..3).
pub(crate) fn prmt(mode: PrmtMode, a: u32, b: u32, c: u32) -> u32 {
    let tmp = (b as u64) << 32 | a as u64;
    let byte = |i: u32| ((tmp >> (8 * (i & 7))) & 0xff) as u32;
    let s = c & 3;
    // Selected byte index for each result byte 0..3.
    let idx: [u32; 4] = match mode {
        PrmtMode::Default => {
            let mut out = 0u32;
            for n in 0..4 {
                let sel = (c >> (4 * n)) & 0xf;
                let mut v = byte(sel & 7);
                if sel & 8 != 0 {
                    v = if v & 0x80 != 0 { 0xff } else { 0 };
                }
                out |= v << (8 * n);
            }
            return out;
        }
        PrmtMode::F4e => [s, s + 1, s + 2, s + 3],
        PrmtMode::B4e => [
            s,
            s.wrapping_sub(1) & 7,
            s.wrapping_sub(2) & 7,
            s.wrapping_sub(3) & 7,
        ],
        PrmtMode::Rc8 => [s; 4],
        PrmtMode::Ecl => [s, s.max(1), s.max(2), 3],
        PrmtMode::Ecr => [0, s.min(1), s.min(2), s],
        PrmtMode::Rc16 => {
            let lo = 2 * (s & 1);
            [lo, lo + 1, lo, lo + 1]
        }
    };
    idx.iter()
        .enumerate()
        .fold(0, |acc, (n, &i)| acc | byte(i) << (8 * n))
}

/// `shf.{l,r}.{wrap,clamp}.b32 d, a, b, c`: funnel shift of `{b, a}`.
pub(crate) fn shf(left: bool, clamp: bool, a: u32, b: u32, c: u32) -> u32 {
    let n = if clamp { c.min(32) } else { c & 31 };
    let v = (b as u64) << 32 | a as u64;
    if left {
        ((v << n) >> 32) as u32
    } else {
        (v >> n) as u32
    }
}

/// `lop3.b32 d, a, b, c, lut`.
pub(crate) fn lop3(a: u64, b: u64, c: u64, lut: u64) -> u64 {
    let mut d = 0;
    for i in 0..32 {
        let k = ((a >> i) & 1) << 2 | ((b >> i) & 1) << 1 | ((c >> i) & 1);
        d |= ((lut >> k) & 1) << i;
    }
    d
}

/// Add with carry in and out (`add.cc`, `addc`, `sub.cc`, `subc`): returns
/// the result and the new carry (a borrow for subtraction).
pub(crate) fn add_carry(bits: u32, sub: bool, a: u64, b: u64, cin: bool) -> (u64, bool) {
    let m = mask64(bits) as u128;
    let (a, b, c) = (a as u128 & m, b as u128 & m, cin as u128);
    if sub {
        let r = a.wrapping_sub(b).wrapping_sub(c);
        ((r & m) as u64, a < b + c)
    } else {
        let r = a + b + c;
        ((r & m) as u64, r > m)
    }
}

// ---------------------------------------------------------------------------
// Comparisons

/// A comparison operator of `setp`/`set`.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum Cmp {
    /// `eq`
    Eq,
    /// `ne`
    Ne,
    /// `lt`
    Lt,
    /// `le`
    Le,
    /// `gt`
    Gt,
    /// `ge`
    Ge,
    /// `lo` (unsigned <)
    Lo,
    /// `ls` (unsigned <=)
    Ls,
    /// `hi` (unsigned >)
    Hi,
    /// `hs` (unsigned >=)
    Hs,
    /// `equ`
    Equ,
    /// `neu`
    Neu,
    /// `ltu`
    Ltu,
    /// `leu`
    Leu,
    /// `gtu`
    Gtu,
    /// `geu`
    Geu,
    /// `num`: both ordered
    Num,
    /// `nan`: either NaN
    Nan,
}

impl Cmp {
    /// Parses a comparison name.
    pub fn parse(s: &str) -> Option<Cmp> {
        use Cmp::*;
        Some(match s {
            "eq" => Eq,
            "ne" => Ne,
            "lt" => Lt,
            "le" => Le,
            "gt" => Gt,
            "ge" => Ge,
            "lo" => Lo,
            "ls" => Ls,
            "hi" => Hi,
            "hs" => Hs,
            "equ" => Equ,
            "neu" => Neu,
            "ltu" => Ltu,
            "leu" => Leu,
            "gtu" => Gtu,
            "geu" => Geu,
            "num" => Num,
            "nan" => Nan,
            _ => return None,
        })
    }

    /// True for the operators only floats have.
    pub fn is_float_only(self) -> bool {
        use Cmp::*;
        matches!(self, Equ | Neu | Ltu | Leu | Gtu | Geu | Num | Nan)
    }

    /// True for the unsigned-only integer operators.
    pub fn is_unsigned_only(self) -> bool {
        matches!(self, Cmp::Lo | Cmp::Ls | Cmp::Hi | Cmp::Hs)
    }
}

/// Integer comparison (`lo`/`ls`/`hi`/`hs` are unsigned whatever the type).
pub(crate) fn icmp(c: Cmp, t: Ity, a: u64, b: u64) -> bool {
    use std::cmp::Ordering::*;
    let ord = if c.is_unsigned_only() {
        (a & mask64(t.bits)).cmp(&(b & mask64(t.bits)))
    } else {
        t.ext(a).cmp(&t.ext(b))
    };
    match c {
        Cmp::Eq => ord == Equal,
        Cmp::Ne => ord != Equal,
        Cmp::Lt | Cmp::Lo => ord == Less,
        Cmp::Le | Cmp::Ls => ord != Greater,
        Cmp::Gt | Cmp::Hi => ord == Greater,
        Cmp::Ge | Cmp::Hs => ord != Less,
        _ => false,
    }
}

/// Float comparison: ordered operators are false on NaN, the `u` forms true.
pub(crate) fn fcmp(c: Cmp, a: f64, b: f64) -> bool {
    let uno = a.is_nan() || b.is_nan();
    use Cmp::*;
    match c {
        Eq => !uno && a == b,
        Ne => !uno && a != b,
        Lt | Lo => !uno && a < b,
        Le | Ls => !uno && a <= b,
        Gt | Hi => !uno && a > b,
        Ge | Hs => !uno && a >= b,
        Equ => uno || a == b,
        Neu => uno || a != b,
        Ltu => uno || a < b,
        Leu => uno || a <= b,
        Gtu => uno || a > b,
        Geu => uno || a >= b,
        Num => !uno,
        Nan => uno,
    }
}

/// The boolean operation of `setp.cmp.{and,or,xor}`.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum BoolOp {
    /// `.and`
    And,
    /// `.or`
    Or,
    /// `.xor`
    Xor,
}

impl BoolOp {
    /// Applies the operation.
    pub fn apply(self, x: bool, y: bool) -> bool {
        match self {
            BoolOp::And => x && y,
            BoolOp::Or => x || y,
            BoolOp::Xor => x ^ y,
        }
    }
}

// ---------------------------------------------------------------------------
// Floats

/// A two-operand float operation.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum FBin {
    /// `add`
    Add,
    /// `sub`
    Sub,
    /// `mul`
    Mul,
    /// `div.rn/rz/rm/rp`
    Div,
    /// `div.full.f32`: full-range approximation, computed correctly rounded
    /// (the PTX bound is 2 ulp)
    DivFull,
    /// `div.approx.f32`: correctly rounded for `|b| <= 2^126`; zero (NaN
    /// for an infinite `a`) for `2^126 < |b| < 2^128`, as the PTX ISA says
    DivApprox,
    /// `min` (NaN loses)
    Min,
    /// `max` (NaN loses)
    Max,
    /// `min.NaN`
    MinNan,
    /// `max.NaN`
    MaxNan,
    /// `copysign d, a, b`: `b` with the sign of `a`
    Copysign,
}

/// `a op b` in format `ft`, rounding `mode`, with `.ftz`.
pub(crate) fn fbin(op: FBin, ft: Ft, a: u64, b: u64, mode: Round, ftz: bool) -> u64 {
    if op == FBin::Copysign {
        let s = ft.sign_bit();
        return (b & !s) | (a & s);
    }
    let (a, b) = (ft.ftz(ftz, a), ft.ftz(ftz, b));
    let (x, y) = (ft.val(a), ft.val(b));
    let r = match op {
        FBin::Min | FBin::Max | FBin::MinNan | FBin::MaxNan => {
            let r = match op {
                FBin::Min => float::minnum(x, y),
                FBin::Max => float::maxnum(x, y),
                FBin::MinNan => float::minimum(x, y),
                _ => float::maximum(x, y),
            };
            // The result is one of the operands: exact.
            return ft.ftz(ftz, r.map_or(ft.nan(), |v| ft.exact(v)));
        }
        _ => match ft {
            Ft::F32 => {
                let (x, y) = (x as f32, y as f32);
                let v = match op {
                    FBin::Add => float::add32(x, y, mode),
                    FBin::Sub => float::add32(x, -y, mode),
                    FBin::Mul => float::mul32(x, y, mode),
                    FBin::Div | FBin::DivFull => float::div32(x, y, mode),
                    _ => {
                        let big = y.abs() > f32::from_bits(0x7e80_0000) && y.is_finite();
                        if big {
                            if x.is_nan() || x.is_infinite() {
                                f32::NAN
                            } else {
                                let neg = x.is_sign_negative() != y.is_sign_negative();
                                if neg {
                                    -0.0
                                } else {
                                    0.0
                                }
                            }
                        } else {
                            (x as f64 / y as f64) as f32
                        }
                    }
                };
                float::canon32(v) as u64
            }
            Ft::F64 => float::canon64(match op {
                FBin::Add => float::add64(x, y, mode),
                FBin::Sub => float::add64(x, -y, mode),
                FBin::Mul => float::mul64(x, y, mode),
                _ => float::div64(x, y, mode),
            }),
            _ => {
                // f16/bf16: sums and products are exact as f64 hi + lo.
                let (hi, lo) = match op {
                    FBin::Add => float::two_sum(x, y),
                    FBin::Sub => float::two_sum(x, -y),
                    FBin::Mul => (x * y, 0.0),
                    _ => {
                        let q = x / y;
                        let r = if q.is_finite() && q != 0.0 {
                            (-q).mul_add(y, x) * y.signum()
                        } else {
                            0.0
                        };
                        (q, r)
                    }
                };
                if hi == 0.0 && lo == 0.0 && matches!(op, FBin::Add | FBin::Sub) {
                    let yy = if op == FBin::Sub { -y } else { y };
                    ft.exact(zero_sum(x, yy, mode))
                } else if !hi.is_finite() {
                    ft.round(hi, 0.0, mode)
                } else {
                    ft.round(hi, lo, mode)
                }
            }
        },
    };
    ft.ftz(ftz, r)
}

/// The sign of an exact zero sum.
fn zero_sum(x: f64, y: f64, mode: Round) -> f64 {
    if x == 0.0 && y == 0.0 && x.is_sign_negative() == y.is_sign_negative() {
        x
    } else if mode == Round::Rm {
        -0.0
    } else {
        0.0
    }
}

/// `fma`/`mad` with one rounding.
pub(crate) fn fma(ft: Ft, a: u64, b: u64, c: u64, mode: Round, ftz: bool) -> u64 {
    let (a, b, c) = (ft.ftz(ftz, a), ft.ftz(ftz, b), ft.ftz(ftz, c));
    let (x, y, z) = (ft.val(a), ft.val(b), ft.val(c));
    let r = match ft {
        Ft::F32 => float::canon32(float::fma32(x as f32, y as f32, z as f32, mode)) as u64,
        Ft::F64 => float::canon64(float::fma64(x, y, z, mode)),
        _ => {
            let p = x * y;
            if !(p.is_finite() && z.is_finite()) {
                ft.round(p + z, 0.0, mode)
            } else {
                let (s, e) = float::two_sum(p, z);
                if s == 0.0 && e == 0.0 {
                    ft.exact(zero_sum(p, z, mode))
                } else {
                    ft.round(s, e, mode)
                }
            }
        }
    };
    ft.ftz(ftz, r)
}

/// Clamps a result to [0, 1] (`.sat`; NaN gives +0).
pub(crate) fn saturate(ft: Ft, b: u64) -> u64 {
    ft.exact(float::sat(ft.val(b)))
}

/// `.relu`: negative results (and -0) become +0, NaN stays canonical NaN.
pub(crate) fn relu(ft: Ft, b: u64) -> u64 {
    let x = ft.val(b);
    if x.is_nan() {
        ft.nan()
    } else if b & ft.sign_bit() != 0 {
        0
    } else {
        b
    }
}

/// A one-operand float operation.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum FUn {
    /// `abs` (clears the sign bit)
    Abs,
    /// `neg` (flips the sign bit)
    Neg,
    /// `sqrt.rnd`
    Sqrt,
    /// `sqrt.approx`
    SqrtApprox,
    /// `rcp.rnd`
    Rcp,
    /// `rcp.approx`
    RcpApprox,
    /// `rsqrt.approx`
    Rsqrt,
    /// `ex2.approx`
    Ex2,
    /// `lg2.approx`
    Lg2,
    /// `sin.approx`
    Sin,
    /// `cos.approx`
    Cos,
    /// `tanh.approx`
    Tanh,
}

/// `op a` in format `ft`. Approximate functions follow
/// [`crate::float`]'s conventions (f64 evaluation rounded once).
pub(crate) fn fun(op: FUn, ft: Ft, a: u64, mode: Round, ftz: bool) -> u64 {
    let a = ft.ftz(ftz, a);
    let x = ft.val(a);
    let r = match op {
        FUn::Abs => return a & !ft.sign_bit(),
        FUn::Neg => return a ^ ft.sign_bit(),
        FUn::Sqrt => match ft {
            Ft::F32 => float::canon32(float::sqrt32(x as f32, mode)) as u64,
            Ft::F64 => float::canon64(float::sqrt64(x, mode)),
            _ => ft.round(x.sqrt(), 0.0, mode),
        },
        FUn::Rcp => match ft {
            Ft::F32 => float::canon32(float::div32(1.0, x as f32, mode)) as u64,
            _ => float::canon64(float::div64(1.0, x, mode)),
        },
        _ => {
            if ft == Ft::F64 {
                float::canon64(match op {
                    FUn::Rsqrt => float::rsqrt_approx64(x),
                    FUn::SqrtApprox => x.sqrt(),
                    FUn::RcpApprox => 1.0 / x,
                    FUn::Ex2 => x.exp2(),
                    FUn::Lg2 => x.log2(),
                    FUn::Sin => x.sin(),
                    FUn::Cos => x.cos(),
                    _ => x.tanh(),
                })
            } else {
                let v = x as f32;
                let r = match op {
                    FUn::Rsqrt => float::rsqrt_approx(v),
                    FUn::SqrtApprox => v.sqrt(),
                    FUn::RcpApprox => float::rcp_approx(v),
                    FUn::Ex2 => float::ex2_approx(v),
                    FUn::Lg2 => float::lg2_approx(v),
                    FUn::Sin => float::sin_approx(v),
                    FUn::Cos => float::cos_approx(v),
                    _ => float::tanh_approx(v),
                };
                if ft == Ft::F32 {
                    float::canon32(r) as u64
                } else {
                    ft.round(r as f64, 0.0, Round::Rn)
                }
            }
        }
    };
    ft.ftz(ftz, r)
}

/// The class tests of `testp`.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum TestOp {
    /// `.finite`
    Finite,
    /// `.infinite`
    Infinite,
    /// `.number`
    Number,
    /// `.notanumber`
    NotANumber,
    /// `.normal`
    Normal,
    /// `.subnormal`
    Subnormal,
}

/// `testp.op`.
pub(crate) fn testp(op: TestOp, ft: Ft, a: u64) -> bool {
    let x = ft.val(a);
    match op {
        TestOp::Finite => x.is_finite(),
        TestOp::Infinite => x.is_infinite(),
        TestOp::Number => !x.is_nan(),
        TestOp::NotANumber => x.is_nan(),
        TestOp::Normal => x.is_finite() && x != 0.0 && !ft.is_subnormal(a),
        TestOp::Subnormal => ft.is_subnormal(a),
    }
}

// ---------------------------------------------------------------------------
// Conversions

/// A type of a `cvt` operand.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum CvtTy {
    /// An integer type.
    Int(Ity),
    /// A float type.
    Float(Ft),
    /// `.tf32` (an f32 with 10 mantissa bits, in a 32-bit register).
    Tf32,
}

impl CvtTy {
    /// Width in bits.
    pub fn bits(self) -> u32 {
        match self {
            CvtTy::Int(t) => t.bits,
            CvtTy::Float(f) => f.bits(),
            CvtTy::Tf32 => 32,
        }
    }
}

/// The rounding modifier of a `cvt`.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum CvtRnd {
    /// None given.
    None,
    /// `.rn/.rz/.rm/.rp`: float result rounding.
    Float(Round),
    /// `.rna`: to nearest, ties away from zero (tf32).
    Rna,
    /// `.rni/.rzi/.rmi/.rpi`: round to an integral value.
    Int(Round),
}

/// A decoded `cvt`.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) struct CvtSpec {
    /// Destination type.
    pub d: CvtTy,
    /// Source type.
    pub a: CvtTy,
    /// Rounding.
    pub rnd: CvtRnd,
    /// `.ftz`.
    pub ftz: bool,
    /// `.sat`.
    pub sat: bool,
    /// `.relu`.
    pub relu: bool,
}

impl CvtSpec {
    /// Checks the modifiers against the PTX rules (which rounding a
    /// conversion needs or admits).
    pub fn check(&self) -> Result<(), String> {
        use CvtTy::*;
        match (self.d, self.a, self.rnd) {
            (Int(_), Int(_), CvtRnd::None) => Ok(()),
            (Int(_), Float(_), CvtRnd::Int(_)) => Ok(()),
            (Float(_), Int(_), CvtRnd::Float(_)) => Ok(()),
            (Float(d), Float(a), r) if d == a => match r {
                CvtRnd::None | CvtRnd::Int(_) => Ok(()),
                _ => Err("a float rounding modifier on a same-type conversion".into()),
            },
            (Float(d), Float(a), CvtRnd::None) if d.bits() > a.bits() => Ok(()),
            (Float(d), Float(a), CvtRnd::Float(_)) if d.bits() <= a.bits() => Ok(()),
            (Float(Ft::F32), Float(Ft::BF16 | Ft::F16), CvtRnd::None) => Ok(()),
            (Tf32, Float(Ft::F32), CvtRnd::Rna | CvtRnd::Float(Round::Rn | Round::Rz)) => Ok(()),
            _ => Err(
                "a rounding modifier this conversion does not take (or lacks one it needs)".into(),
            ),
        }
    }
}

/// `cvt`: converts the source bits `a` (of `s.a`) to bits of `s.d`.
pub(crate) fn cvt(s: &CvtSpec, a: u64) -> u64 {
    use CvtTy::*;
    match (s.d, s.a) {
        (Int(d), Int(at)) => {
            let v = at.ext(a);
            let v = if s.sat {
                let (lo, hi) = if d.signed {
                    (-(1i128 << (d.bits - 1)), (1i128 << (d.bits - 1)) - 1)
                } else {
                    (0, (1i128 << d.bits) - 1)
                };
                v.clamp(lo, hi)
            } else {
                v
            };
            v as u64 & mask64(d.bits)
        }
        (Int(d), Float(f)) => {
            let x = f.val(f.ftz(s.ftz, a));
            let mode = match s.rnd {
                CvtRnd::Int(m) => m,
                _ => Round::Rz,
            };
            float::float_to_int(x, mode, d.signed, d.bits) as u64 & mask64(d.bits)
        }
        (Float(d), Int(at)) => {
            let mode = match s.rnd {
                CvtRnd::Float(m) => m,
                _ => Round::Rn,
            };
            let v = at.ext(a);
            let r = float::int_to_float(v, d.narrow(), mode);
            finish_float(s, d, r)
        }
        (Float(d), Float(f)) => {
            let a = f.ftz(s.ftz, a);
            let x = f.val(a);
            let r = if x.is_nan() {
                d.nan()
            } else {
                match s.rnd {
                    CvtRnd::Int(m) => d.exact(float::round_integral(x, m)),
                    CvtRnd::Float(m) => d.round(x, 0.0, m),
                    _ => d.round(x, 0.0, Round::Rn),
                }
            };
            finish_float(s, d, r)
        }
        (Tf32, Float(_)) => {
            let b = a as u32;
            let x = f32::from_bits(b);
            if x.is_nan() {
                return float::NAN32 as u64;
            }
            if x.is_infinite() {
                return b as u64;
            }
            let r = match s.rnd {
                CvtRnd::Rna => b.wrapping_add(0x1000) & 0xffff_e000,
                CvtRnd::Float(Round::Rz) => b & 0xffff_e000,
                _ => {
                    let low = b & 0x1fff;
                    let base = b & 0xffff_e000;
                    if low > 0x1000 || (low == 0x1000 && base & 0x2000 != 0) {
                        base.wrapping_add(0x2000)
                    } else {
                        base
                    }
                }
            };
            r as u64
        }
        _ => 0,
    }
}

fn finish_float(s: &CvtSpec, d: Ft, r: u64) -> u64 {
    let mut r = d.ftz(s.ftz, r);
    if s.relu {
        r = relu(d, r);
    }
    if s.sat {
        r = saturate(d, r);
    }
    r
}

/// `dp4a.atype.btype d, a, b, c` (`four`): `c` plus the products of the
/// four byte pairs; `dp2a.{lo,hi}.atype.btype`: `c` plus the products of
/// the two halfwords of `a` with bytes 0-1 (`.lo`) or 2-3 (`.hi`) of `b`.
/// Lanes extend by their type's sign; the sum wraps at 32 bits.
pub(crate) fn dot(
    four: bool,
    hi: bool,
    a_signed: bool,
    b_signed: bool,
    a: u32,
    b: u32,
    c: u32,
) -> u32 {
    let lane = |x: u32, bits: u32, i: u32, signed: bool| -> i64 {
        let v = (x >> (bits * i)) & ((1u32 << bits) - 1);
        if signed {
            ((v << (32 - bits)) as i32 >> (32 - bits)) as i64
        } else {
            v as i64
        }
    };
    let sum: i64 = if four {
        (0..4)
            .map(|i| lane(a, 8, i, a_signed) * lane(b, 8, i, b_signed))
            .sum()
    } else {
        let first = if hi { 2 } else { 0 };
        (0..2)
            .map(|i| lane(a, 16, i, a_signed) * lane(b, 8, first + i, b_signed))
            .sum()
    };
    (c as i64).wrapping_add(sum) as u32
}
