//! Warp-wide tensor-core operations, run the same way by both
//! interpreters: `mma.sync` (dense `m16n8k8` and `m16n8k16` with `f16` or
//! `bf16` multiplicands and `f16` or `f32` accumulators, `m16n8k4`/`k8` on
//! tf32, `m16n8k16`/`k32` on 8-bit integers into s32), `ldmatrix`
//! (`m8n8`, `.x1`/`.x2`/`.x4`, with or without `.trans`) and `wmma`
//! `m16n16k16` on the same types.
//!
//! Each lane hands in its registers (for `ldmatrix`, the 16 bytes of the
//! row its address names, when it names one) and gets back its result
//! registers. Which lane holds which element is the PTX ISA's ("Matrix
//! fragments for mma.m16n8k16", "Matrix fragments for ldmatrix"): with
//! `g = lane / 4` and `t = lane % 4`, the `f16` element `e` of `a` (two per
//! register, the lower index in the low half) sits at row `g + 8·(e/2 % 2)`
//! and column `2t + e % 2 + 8·(e/4)`, `b`'s at row `2t + e % 2 + 8·(e/2)`
//! and column `g`, and `c`/`d`'s at row `g + 8·(e/2)` and column
//! `2t + e % 2`. Products are exact in f64 and each result is the f64
//! sum of its products and its accumulator rounded once (to nearest), a
//! fixed order both interpreters share; hardware may round partial sums
//! differently.
//!
//! The PTX ISA leaves `wmma`'s fragment layout unspecified (a program may
//! not depend on it), so this module picks one: a 16x16 fragment is two
//! `m16n8k16` fragments side by side (columns 0..7, then 8..15), and the
//! f16 `a` and `b` fragments, which have twice the registers their
//! elements need, hold the elements twice. `wmma.load` and `wmma.store`
//! are then each lane's own accesses at `(row·ld + col)` elements (row
//! major) or `(col·ld + row)` (column major) from the pointer, `ld` being
//! the stride operand or the matrix's width (height, column major).

use dialects::ir::intrinsics::tensor::{
    Elem, Frag, Layout, MatrixCount, MmaForm, Shape, TensorForm, WmmaAccess,
};

use crate::float::{bf16_to_f32, f16_to_f32, f64_to_f16, Round};

/// Lanes in a warp.
const LANES: usize = 32;

/// Why `form` cannot run here, or `Ok` for the forms this module runs.
pub fn check(form: &TensorForm) -> Result<(), String> {
    match form {
        TensorForm::Mma(m) => mma_shape(m).map(|_| ()),
        TensorForm::Matrix(x) if !x.store => Ok(()),
        TensorForm::Matrix(_) => Err("stmatrix".into()),
        TensorForm::WmmaLoad(a) | TensorForm::WmmaStore(a) => wmma_access(a).map(|_| ()),
        _ => Err("this tensor-core operation".into()),
    }
}

/// The element type of a `wmma` access this module runs.
fn wmma_access(a: &WmmaAccess) -> Result<Elem, String> {
    let ok = match a.frag {
        Frag::A | Frag::B => matches!(a.elem, Elem::F16 | Elem::Bf16),
        Frag::C | Frag::D => matches!(a.elem, Elem::F16 | Elem::F32),
    };
    if a.shape != Shape::M16n16k16 || !ok {
        return Err(format!("wmma.{}.{}.{}", a.shape, a.frag, a.elem));
    }
    Ok(a.elem)
}

/// `(row, col)` of each element of a lane's `m16n8k16`-style fragment in
/// register order (two 16-bit elements per register, low half first, or
/// one f32), from the module doc's formulas; `k` is the depth (8 or 16).
fn slots(frag: Frag, k: usize, lane: usize) -> Vec<(usize, usize)> {
    let (g, t) = (lane / 4, lane % 4);
    match frag {
        Frag::A => (0..k / 2)
            .map(|e| (g + 8 * (e / 2 % 2), 2 * t + e % 2 + 8 * (e / 4)))
            .collect(),
        Frag::B => (0..k / 4)
            .map(|e| (2 * t + e % 2 + 8 * (e / 2), g))
            .collect(),
        Frag::C | Frag::D => (0..4).map(|e| (g + 8 * (e / 2), 2 * t + e % 2)).collect(),
    }
}

/// The slots of a `wmma` `m16n16k16` fragment: two `m16n8k16` halves
/// side by side, and f16 multiplicands twice over.
fn wmma_slots(frag: Frag, elem: Elem, lane: usize) -> Vec<(usize, usize)> {
    let mut v = slots(frag, 16, lane);
    if frag != Frag::A {
        let right: Vec<_> = v.iter().map(|&(r, c)| (r, c + 8)).collect();
        v.extend(right);
    }
    if matches!(frag, Frag::A | Frag::B) && elem == Elem::F16 {
        v.extend(v.clone());
    }
    v
}

/// Bytes per element.
fn elem_bytes(e: Elem) -> usize {
    match e {
        Elem::F32 | Elem::Tf32 | Elem::S32 => 4,
        Elem::S8 | Elem::U8 => 1,
        _ => 2,
    }
}

/// The byte offsets from the pointer of each element of `lane`'s
/// fragment for `wmma.load`/`wmma.store`, in register order, with the
/// element size: `ld` is the stride operand, if any.
pub fn wmma_offsets(
    a: &WmmaAccess,
    lane: u32,
    ld: Option<u32>,
) -> Result<(Vec<u64>, usize), String> {
    let elem = wmma_access(a)?;
    let ld = u64::from(ld.unwrap_or(16));
    let es = elem_bytes(elem);
    let offs = wmma_slots(a.frag, elem, lane as usize)
        .into_iter()
        .map(|(r, c)| {
            let (r, c) = (r as u64, c as u64);
            let i = if a.layout == Layout::Row {
                r * ld + c
            } else {
                c * ld + r
            };
            i * es as u64
        })
        .collect();
    Ok((offs, es))
}

/// Packs elements (as loaded, `es` bytes each) into registers.
pub fn pack(elems: &[u64], es: usize) -> Vec<u32> {
    let bits = 8 * es;
    let m = if es >= 4 {
        u64::from(u32::MAX)
    } else {
        (1u64 << bits) - 1
    };
    elems
        .chunks(4 / es)
        .map(|p| {
            p.iter()
                .enumerate()
                .fold(0u32, |w, (k, &x)| w | ((x & m) as u32) << (bits * k))
        })
        .collect()
}

/// Unpacks registers into elements of `es` bytes (from the low bits up).
pub fn unpack(regs: &[u32], es: usize) -> Vec<u64> {
    let bits = 8 * es;
    regs.iter()
        .flat_map(|&r| {
            (0..4 / es).map(move |k| {
                let x = u64::from(r) >> (bits * k);
                if es >= 4 {
                    x
                } else {
                    x & ((1u64 << bits) - 1)
                }
            })
        })
        .collect()
}

/// `(m, n, k)` of a dense `mma.sync` or `wmma.mma` this module runs.
fn mma_shape(m: &MmaForm) -> Result<(usize, usize, usize), String> {
    let [d, a, b, c] = m.types;
    let half = matches!(a, Elem::F16 | Elem::Bf16);
    let int = matches!(a, Elem::S8 | Elem::U8);
    let dims = match (m.wmma, m.shape, a) {
        (false, Shape::M16n8k4, Elem::Tf32) => (16, 8, 4),
        (false, Shape::M16n8k8, Elem::Tf32) => (16, 8, 8),
        (false, Shape::M16n8k8, _) if half => (16, 8, 8),
        (false, Shape::M16n8k16, _) if half || int => (16, 8, 16),
        (false, Shape::M16n8k32, _) if int => (16, 8, 32),
        (true, Shape::M16n16k16, _) if half => (16, 16, 16),
        (w, s, _) => {
            return Err(format!(
                "{}.{s} on {a}",
                if w { "wmma.mma" } else { "mma.sync" }
            ))
        }
    };
    let acc = |t: Elem| matches!(t, Elem::F16 | Elem::F32);
    if m.sparse.is_some() || m.b1.is_some() || m.round.is_some() || (m.satfinite && !int) {
        return Err("mma.sp, rounded and .satfinite float forms".into());
    }
    let ok = if int {
        matches!(b, Elem::S8 | Elem::U8) && (c, d) == (Elem::S32, Elem::S32)
    } else if a == Elem::F16 {
        b == a && acc(c) && acc(d)
    } else {
        // bf16 and tf32 accumulate in f32.
        b == a && (c, d) == (Elem::F32, Elem::F32)
    };
    if !ok {
        return Err(format!("mma on {d}.{a}.{b}.{c}"));
    }
    // wmma fragments hold logical elements whatever their layout.
    if !m.wmma && (m.a_layout, m.b_layout) != (Layout::Row, Layout::Col) {
        return Err("mma.sync layouts other than .row.col".into());
    }
    Ok(dims)
}

/// `(row, col)` of each element of a lane's tf32 (`k` 4 or 8) or 8-bit
/// integer (`k` 16 or 32) multiplicand fragment in register order, from
/// the PTX ISA's tables: tf32 `a` holds rows `g`, `g+8` of columns `t`,
/// `t+4`; `b` rows `t`, `t+4` of column `g`. An 8-bit register holds four
/// consecutive columns `4t..4t+3` of `a` (rows `g`, `g+8`, then the same
/// 16 columns on) or rows of `b` (column `g`).
fn narrow_slots(frag: Frag, elem: Elem, k: usize, lane: usize) -> Vec<(usize, usize)> {
    let (g, t) = (lane / 4, lane % 4);
    match (frag, elem) {
        (Frag::A, Elem::Tf32) => (0..k / 2)
            .map(|e| (g + 8 * (e % 2), t + 4 * (e / 2)))
            .collect(),
        (Frag::B, Elem::Tf32) => (0..k / 4).map(|e| (t + 4 * e, g)).collect(),
        (Frag::A, _) => (0..k / 2)
            .map(|e| {
                let (r, i) = (e / 4, e % 4);
                (g + 8 * (r % 2), 4 * t + i + 16 * (r / 2))
            })
            .collect(),
        _ => (0..k / 4)
            .map(|e| {
                let (r, i) = (e / 4, e % 4);
                (4 * t + i + 16 * r, g)
            })
            .collect(),
    }
}

/// The element slots of `frag` of a supported MMA for `lane`.
fn mma_slots(m: &MmaForm, frag: Frag, lane: usize) -> Vec<(usize, usize)> {
    let t = m.types[match frag {
        Frag::D => 0,
        Frag::A => 1,
        Frag::B => 2,
        Frag::C => 3,
    }];
    let k = match m.shape {
        Shape::M16n8k4 => 4,
        Shape::M16n8k8 => 8,
        Shape::M16n8k32 => 32,
        _ => 16,
    };
    match (m.wmma, frag) {
        (true, _) => wmma_slots(frag, t, lane),
        (false, Frag::A | Frag::B) if matches!(t, Elem::Tf32 | Elem::S8 | Elem::U8) => {
            narrow_slots(frag, t, k, lane)
        }
        _ => slots(frag, k, lane),
    }
}

/// Registers per lane of `a`, `b`, `c` and `d` of a supported MMA.
pub fn mma_regs(m: &MmaForm) -> Result<[usize; 4], String> {
    mma_shape(m)?;
    let regs = |frag: Frag, t: Elem| mma_slots(m, frag, 0).len().div_ceil(4 / elem_bytes(t));
    let [d, a, b, c] = m.types;
    Ok([
        regs(Frag::A, a),
        regs(Frag::B, b),
        regs(Frag::C, c),
        regs(Frag::D, d),
    ])
}

/// Matrices one `ldmatrix` moves.
pub fn matrices(count: MatrixCount) -> usize {
    match count {
        MatrixCount::X1 => 1,
        MatrixCount::X2 => 2,
        MatrixCount::X4 => 4,
    }
}

/// True when `lane` names a row address for an `ldmatrix` of `count`.
pub fn provides_row(count: MatrixCount, lane: u32) -> bool {
    (lane as usize) < 8 * matrices(count)
}

/// The result registers of every lane, from every lane's operands (in
/// lane order, all 32 present).
pub fn resolve(form: &TensorForm, lanes: &[Vec<u32>]) -> Result<Vec<Vec<u32>>, String> {
    if lanes.len() != LANES {
        return Err(format!(
            "a warp-wide tensor-core operation ran on {} lanes, not 32",
            lanes.len()
        ));
    }
    match form {
        TensorForm::Mma(m) => mma(m, lanes),
        TensorForm::Matrix(x) if !x.store && x.is_m8n8_b16() => {
            Ok(ldmatrix(matrices(x.count), x.trans, lanes))
        }
        other => Err(format!("unsupported: {other:?}")),
    }
}

/// One 16-bit element of a register: the low half for even `e`.
fn half_of(reg: u32, e: usize) -> u16 {
    (reg >> (16 * (e % 2))) as u16
}

fn mma(m: &MmaForm, lanes: &[Vec<u32>]) -> Result<Vec<Vec<u32>>, String> {
    let (mm, nn, k) = mma_shape(m)?;
    let [na, nb, nc, _] = mma_regs(m)?;
    let [d_ty, a_ty, b_ty, c_ty] = m.types;
    let widen = |t: Elem, x: u64| -> f64 {
        match t {
            Elem::Bf16 => f64::from(bf16_to_f32(x as u16)),
            Elem::F16 => f64::from(f16_to_f32(x as u16)),
            // tf32 reads the top 19 bits of its f32 register.
            Elem::Tf32 => f64::from(f32::from_bits(x as u32 & 0xffff_e000)),
            Elem::S8 => f64::from(x as u8 as i8),
            Elem::U8 => f64::from(x as u8),
            Elem::S32 => f64::from(x as u32 as i32),
            _ => f64::from(f32::from_bits(x as u32)),
        }
    };
    let mut a = vec![vec![0f64; k]; mm];
    let mut b = vec![vec![0f64; nn]; k];
    let mut c = vec![vec![0f64; nn]; mm];
    for (lane, regs) in lanes.iter().enumerate() {
        if regs.len() != na + nb + nc {
            return Err(format!(
                "lane {lane} gave {} registers, not {}",
                regs.len(),
                na + nb + nc
            ));
        }
        let groups = [
            (Frag::A, a_ty, &regs[..na], &mut a),
            (Frag::B, b_ty, &regs[na..na + nb], &mut b),
            (Frag::C, c_ty, &regs[na + nb..], &mut c),
        ];
        for (frag, t, r, into) in groups {
            let elems = unpack(r, elem_bytes(t));
            for ((row, col), x) in mma_slots(m, frag, lane).into_iter().zip(elems) {
                into[row][col] = widen(t, x);
            }
        }
    }
    let d = |row: usize, col: usize| -> f64 {
        (0..k).fold(c[row][col], |s, x| s + a[row][x] * b[x][col])
    };
    Ok((0..LANES)
        .map(|lane| {
            let elems: Vec<u64> = mma_slots(m, Frag::D, lane)
                .into_iter()
                .map(|(r, col)| match d_ty {
                    Elem::F16 => u64::from(f64_to_f16(d(r, col), Round::Rn)),
                    // Integer sums are exact; `.satfinite` clamps, else
                    // they wrap.
                    Elem::S32 if m.satfinite => u64::from(
                        d(r, col).clamp(f64::from(i32::MIN), f64::from(i32::MAX)) as i32 as u32,
                    ),
                    Elem::S32 => u64::from(d(r, col) as i64 as u32),
                    _ => u64::from((d(r, col) as f32).to_bits()),
                })
                .collect();
            pack(&elems, elem_bytes(d_ty))
        })
        .collect())
}

/// `ldmatrix` of `n` matrices: lane `8i + r` gave row `r` of matrix `i`
/// (four registers, eight 16-bit elements).
fn ldmatrix(n: usize, trans: bool, lanes: &[Vec<u32>]) -> Vec<Vec<u32>> {
    let elem = |m: usize, row: usize, col: usize| -> u32 {
        let reg = lanes[8 * m + row].get(col / 2).copied().unwrap_or(0);
        u32::from(half_of(reg, col))
    };
    (0..LANES)
        .map(|lane| {
            let (g, t) = (lane / 4, lane % 4);
            (0..n)
                .map(|m| {
                    let (lo, hi) = if trans {
                        (elem(m, 2 * t, g), elem(m, 2 * t + 1, g))
                    } else {
                        (elem(m, g, 2 * t), elem(m, g, 2 * t + 1))
                    };
                    hi << 16 | lo
                })
                .collect()
        })
        .collect()
}
