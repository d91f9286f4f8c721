//! PTX's SIMD video instructions (`vadd4`, `vabsdiff2`, `vset4`, ...),
//! which CUDA's `__vadd4`, `__vabsdiffu4`, `__vcmpgtu2` and friends write
//! as inline asm. Semantics from the PTX ISA ("SIMD video instructions"):
//! each of the 2 or 4 lanes of `a` and `b` is zero- or sign-extended by its
//! operand's type, the lane results are optionally clamped to the
//! destination lane's range (`.sat`), then either merged into `c` (lanes
//! the mask selects take the result, the others keep `c`'s) or summed into
//! `c` (`.add`). Only the default byte/half selectors and mask are read:
//! the decoder refuses explicit ones.

use super::ops::Cmp;

/// The lane operation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum VideoOp {
    /// `vadd`
    Add,
    /// `vsub`
    Sub,
    /// `vavrg`: the sum halved, rounded up when non-negative.
    Avrg,
    /// `vabsdiff`
    AbsDiff,
    /// `vmin`
    Min,
    /// `vmax`
    Max,
    /// `vset`: 1 where the comparison holds, else 0 (unsigned lanes).
    Set(Cmp),
}

/// One video instruction's modifiers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Video {
    /// The lane operation.
    pub op: VideoOp,
    /// 2 (halves) or 4 (bytes).
    pub lanes: u32,
    /// Signedness of `a`, `b` and the destination (`.s32` types).
    pub signed: [bool; 3],
    /// `.sat`.
    pub sat: bool,
    /// `.add`: lane results summed into `c` instead of merged.
    pub add: bool,
}

fn lane(v: u32, i: u32, width: u32, signed: bool) -> i64 {
    let x = (v >> (i * width)) & ((1u32 << width) - 1);
    if signed {
        let sh = 64 - width;
        ((x as i64) << sh) >> sh
    } else {
        i64::from(x)
    }
}

fn compare(c: Cmp, a: i64, b: i64) -> bool {
    match c {
        Cmp::Eq => a == b,
        Cmp::Ne => a != b,
        Cmp::Lt | Cmp::Lo => a < b,
        Cmp::Le | Cmp::Ls => a <= b,
        Cmp::Gt | Cmp::Hi => a > b,
        Cmp::Ge | Cmp::Hs => a >= b,
        _ => false,
    }
}

/// `d` of the instruction `v` on `a`, `b`, `c`.
pub(crate) fn video(v: Video, a: u32, b: u32, c: u32) -> u32 {
    let width = 32 / v.lanes;
    let lane_mask = (1u32 << width) - 1;
    let mut merged = c;
    let mut sum = c;
    for i in 0..v.lanes {
        let (x, y) = (
            lane(a, i, width, v.signed[0]),
            lane(b, i, width, v.signed[1]),
        );
        let mut t = match v.op {
            VideoOp::Add => x + y,
            VideoOp::Sub => x - y,
            VideoOp::Avrg => {
                let s = x + y;
                if s >= 0 {
                    (s + 1) >> 1
                } else {
                    s >> 1
                }
            }
            VideoOp::AbsDiff => (x - y).abs(),
            VideoOp::Min => x.min(y),
            VideoOp::Max => x.max(y),
            VideoOp::Set(cmp) => i64::from(compare(cmp, x, y)),
        };
        if v.sat {
            let (lo, hi) = if v.signed[2] {
                (-(1i64 << (width - 1)), (1i64 << (width - 1)) - 1)
            } else {
                (0, (1i64 << width) - 1)
            };
            t = t.clamp(lo, hi);
        }
        sum = sum.wrapping_add(t as u32);
        let shift = i * width;
        merged = (merged & !(lane_mask << shift)) | (((t as u32) & lane_mask) << shift);
    }
    if v.add {
        sum
    } else {
        merged
    }
}
