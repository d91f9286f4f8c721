//! Warp-wide tensor-core operations, run the same way by both
//! interpreters: `mma.sync` (dense `m16n8k8` and `m16n8k16` with `f16` or
//! `bf16` multiplicands and `f16` or `f32` accumulators) and `ldmatrix`
//! (`m8n8`, `.x1`/`.x2`/`.x4`, with or without `.trans`).
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

use dialects::ir::intrinsics::tensor::{Elem, Layout, MatrixCount, MmaForm, Shape, TensorForm};

use crate::float::{bf16_to_f32, f16_to_f32, f64_to_f16, Round};

/// Lanes in a warp.
const LANES: usize = 32;

/// Why `form` cannot run here, or `Ok` for the forms this module runs.
pub fn check(form: &TensorForm) -> Result<(), String> {
    match form {
        TensorForm::Mma(m) => mma_shape(m).map(|_| ()),
        TensorForm::Matrix(x) if !x.store => Ok(()),
        TensorForm::Matrix(_) => Err("stmatrix".into()),
        TensorForm::WmmaLoad(_) | TensorForm::WmmaStore(_) => {
            Err("wmma fragments (their layout is not specified)".into())
        }
        _ => Err("this tensor-core operation".into()),
    }
}

/// The depth `k` of a dense `mma.sync` this module runs.
fn mma_shape(m: &MmaForm) -> Result<usize, String> {
    let [d, a, b, c] = m.types;
    let k = match m.shape {
        Shape::M16n8k8 => 8,
        Shape::M16n8k16 => 16,
        s => return Err(format!("mma.sync.{s}")),
    };
    let half = |t: Elem| matches!(t, Elem::F16 | Elem::Bf16);
    let acc = |t: Elem| matches!(t, Elem::F16 | Elem::F32);
    if m.wmma || m.sparse.is_some() || m.b1.is_some() || m.satfinite {
        return Err("wmma.mma, mma.sp and .satfinite forms".into());
    }
    if !(half(a) && a == b && acc(c) && acc(d))
        || (a == Elem::Bf16 && (c, d) != (Elem::F32, Elem::F32))
    {
        return Err(format!("mma.sync on {d}.{a}.{b}.{c}"));
    }
    if (m.a_layout, m.b_layout) != (Layout::Row, Layout::Col) {
        return Err("mma.sync layouts other than .row.col".into());
    }
    Ok(k)
}

/// Registers per lane of `a`, `b`, `c` and `d` of a supported `mma.sync`.
pub fn mma_regs(m: &MmaForm) -> Result<[usize; 4], String> {
    let k = mma_shape(m)?;
    let acc = |t: Elem| if t == Elem::F16 { 2 } else { 4 };
    Ok([k / 4, k / 8, acc(m.types[3]), acc(m.types[0])])
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
        TensorForm::Matrix(x) if !x.store => Ok(ldmatrix(matrices(x.count), x.trans, lanes)),
        other => Err(format!("unsupported: {other:?}")),
    }
}

/// One 16-bit element of a register: the low half for even `e`.
fn half_of(reg: u32, e: usize) -> u16 {
    (reg >> (16 * (e % 2))) as u16
}

fn mma(m: &MmaForm, lanes: &[Vec<u32>]) -> Result<Vec<Vec<u32>>, String> {
    let k = mma_shape(m)?;
    let [na, nb, nc, nd] = mma_regs(m)?;
    let [d_ty, a_ty, _, c_ty] = m.types;
    let widen = |h: u16| -> f64 {
        f64::from(if a_ty == Elem::Bf16 {
            bf16_to_f32(h)
        } else {
            f16_to_f32(h)
        })
    };
    let mut a = vec![[0f64; 16]; 16];
    let mut b = vec![[0f64; 8]; 16];
    let mut c = [[0f64; 8]; 16];
    for (lane, regs) in lanes.iter().enumerate() {
        if regs.len() != na + nb + nc {
            return Err(format!(
                "lane {lane} gave {} registers, not {}",
                regs.len(),
                na + nb + nc
            ));
        }
        let (g, t) = (lane / 4, lane % 4);
        for e in 0..2 * na {
            let (row, col) = (g + 8 * (e / 2 % 2), 2 * t + e % 2 + 8 * (e / 4));
            a[row][col] = widen(half_of(regs[e / 2], e));
        }
        for e in 0..2 * nb {
            b[2 * t + e % 2 + 8 * (e / 2)][g] = widen(half_of(regs[na + e / 2], e));
        }
        for e in 0..4 {
            let x = match c_ty {
                Elem::F16 => f64::from(f16_to_f32(half_of(regs[na + nb + e / 2], e))),
                _ => f64::from(f32::from_bits(regs[na + nb + e])),
            };
            c[g + 8 * (e / 2)][2 * t + e % 2] = x;
        }
    }
    let d = |row: usize, col: usize| -> f64 {
        (0..k).fold(c[row][col], |s, x| s + a[row][x] * b[x][col])
    };
    Ok((0..LANES)
        .map(|lane| {
            let (g, t) = (lane / 4, lane % 4);
            let el = |e: usize| d(g + 8 * (e / 2), 2 * t + e % 2);
            match d_ty {
                Elem::F16 => (0..nd)
                    .map(|r| {
                        let lo = f64_to_f16(el(2 * r), Round::Rn) as u32;
                        let hi = f64_to_f16(el(2 * r + 1), Round::Rn) as u32;
                        hi << 16 | lo
                    })
                    .collect(),
                _ => (0..nd).map(|e| (el(e) as f32).to_bits()).collect(),
            }
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
