//! Base-address strength reduction (cicc's
//! `do-base-address-strength-reduce` / `-chain`): inside a loop, an integer
//! `add`/`sub` that reads a loop-invariant register and differs from an
//! earlier sum of the same block by one kernel parameter becomes that sum
//! plus (or minus) the parameter.
//!
//! Why: ptxas hoists loop-invariant arithmetic out of loops, so index
//! terms like `tid + k * pitch` stay live in registers through the whole
//! loop, one per array row a loop body touches. Chained, each index is the
//! previous one plus `pitch`, which ptxas reads from the constant bank:
//! the invariants die before the loop and the loop body executes the same
//! number of instructions (an `add` replaces an `add`).
//!
//! Outside loops, the same rewrite applies to a sum that a product of two
//! variables feeds and nothing else reads: `(i + 1) * n + j` next to
//! `i * n + j` (`n` a parameter) is that sum plus `n`, one add where the
//! product took an add and a `mad` (Polybench's and Rodinia's stencil rows,
//! fdtd_step3_kernel: 44,032 -> 43,008 executed instructions, libNVVM
//! 41,984). There the forms read a product of two variables `(x + a)(y + b)`
//! as a product atom `x·y` plus `b·x + a·y + a·b` (multiplication
//! distributes modulo 2^width); in loops a product stays an opaque value,
//! as `loop-reduce` reads it.
//!
//! Exactness: each value is read as a linear form over opaque atoms
//! (coefficients modulo 2^width, through `add`, `sub`, multiplication and
//! left shift by constants, which are ring operations modulo 2^width), and
//! a rewrite happens only when the two forms differ by exactly one
//! parameter with coefficient +1 or -1. Flags are dropped from the
//! rewritten instruction, except `nsw` where the value and the base are
//! integer forms of the same atoms through `nsw` operations only and differ
//! by exactly the parameter: then base + parameter is the value as an
//! integer and cannot overflow (what lets `loop-reduce` and the address
//! chaining below keep reading the index exactly).

use std::collections::BTreeMap;

use cost::loops::LoopNest;
use dialects::analysis::dom::DomTree;
use dialects::ir::{Attrs, Block, Body, Const, Inst, IntFlags, Opcode, Type, Value, ValueDef};
use rustc_hash::{FxHashMap, FxHashSet};

/// Atoms a form may hold.
const MAX_ATOMS: usize = 8;
/// Levels of operands a form looks through.
const MAX_DEPTH: u32 = 8;
/// Earlier sums of the block compared with each candidate.
const WINDOW: usize = 16;

/// A term of a [`Form`]: an opaque value, or the product of two (in
/// order), so that `(i + 1) * n` reads `i·n + n` (multiplication
/// distributes over addition modulo 2^width).
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Atom {
    V(Value),
    P(Value, Value),
}

/// `Σ coeff · atom + constant`, modulo 2^width.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Form {
    terms: BTreeMap<Atom, u128>,
    constant: u128,
}

/// One rewritten instruction.
#[derive(Clone, Debug)]
pub struct Chained {
    /// Its block.
    pub block: Block,
    /// The value it defines (unchanged).
    pub value: Value,
    /// The earlier sum it now builds on.
    pub base: Value,
    /// The parameter added or subtracted.
    pub step: Value,
    /// True for `base - step`.
    pub sub: bool,
    /// The sum is exact (`nsw` kept): the value and the base are integer
    /// forms over the same atoms through `nsw` operations only, differing
    /// by exactly the step.
    pub exact: bool,
}

/// `Σ coeff · atom + constant` over the integers, through `nsw` operations
/// only (so each value is its form's integer value).
type ExactForm = (BTreeMap<Value, i128>, i128);

struct Forms<'a> {
    body: &'a Body,
    memo: FxHashMap<Value, Option<Form>>,
    /// Read products of two non-constant values as [`Atom::P`] terms
    /// (outside loops; in loops they are opaque values, as `loop-reduce`
    /// expects).
    products: bool,
}

fn mask(bits: u32) -> u128 {
    if bits >= 128 {
        u128::MAX
    } else {
        (1u128 << bits) - 1
    }
}

impl Forms<'_> {
    fn constant(&self, v: Value) -> Option<u128> {
        let ValueDef::Result(i) = self.body.dfg.values[v].def else {
            return None;
        };
        match (
            &self.body.dfg.insts[i].opcode,
            &self.body.dfg.insts[i].attrs,
        ) {
            (Opcode::Const, Attrs::Const(Const::Int(x))) => Some(*x),
            (Opcode::Const, Attrs::Const(Const::Zero)) => Some(0),
            _ => None,
        }
    }

    fn atom(v: Value) -> Form {
        Form {
            terms: BTreeMap::from([(Atom::V(v), 1)]),
            constant: 0,
        }
    }

    /// `v` as `x + c` through additions of constants (`(x, 0)` when it is
    /// none).
    fn affine(&self, v: Value, m: u128) -> (Value, u128) {
        let dfg = &self.body.dfg;
        let (mut x, mut c) = (v, 0u128);
        for _ in 0..MAX_DEPTH {
            let Some(i) = dfg.def_inst(x) else {
                break;
            };
            let (next, k) = match (dfg.insts[i].opcode, dfg.inst_args(i)) {
                (Opcode::Add, &[a, b]) => match (self.constant(b), self.constant(a)) {
                    (Some(k), _) => (a, k),
                    (None, Some(k)) => (b, k),
                    _ => break,
                },
                (Opcode::Sub, &[a, b]) => match self.constant(b) {
                    Some(k) => (a, k.wrapping_neg()),
                    None => break,
                },
                _ => break,
            };
            x = next;
            c = c.wrapping_add(k) & m;
        }
        (x, c)
    }

    /// `a · b` of two non-constant values: `(xa + ca)(xb + cb)` is the
    /// product atom of `xa` and `xb` plus `cb·xa + ca·xb + ca·cb`, the
    /// linear parts read as forms.
    fn product(&mut self, a: Value, b: Value, bits: u32, depth: u32) -> Option<Form> {
        let m = mask(bits);
        let ((xa, ca), (xb, cb)) = (self.affine(a, m), self.affine(b, m));
        let mut f = Form {
            terms: BTreeMap::from([(Atom::P(xa.min(xb), xa.max(xb)), 1)]),
            constant: ca.wrapping_mul(cb) & m,
        };
        if ca != 0 {
            f = combine(&f, &scale(&self.form(xb, bits, depth - 1)?, ca, m), 1, m);
        }
        if cb != 0 {
            f = combine(&f, &scale(&self.form(xa, bits, depth - 1)?, cb, m), 1, m);
        }
        Some(f)
    }

    fn form(&mut self, v: Value, bits: u32, depth: u32) -> Option<Form> {
        if let Some(f) = self.memo.get(&v) {
            return f.clone();
        }
        let f = self.compute(v, bits, depth);
        if depth == MAX_DEPTH {
            self.memo.insert(v, f.clone());
        }
        f
    }

    fn compute(&mut self, v: Value, bits: u32, depth: u32) -> Option<Form> {
        let m = mask(bits);
        if let Some(c) = self.constant(v) {
            return Some(Form {
                terms: BTreeMap::new(),
                constant: c & m,
            });
        }
        let ValueDef::Result(i) = self.body.dfg.values[v].def else {
            return Some(Self::atom(v));
        };
        if depth == 0 {
            return Some(Self::atom(v));
        }
        let d = &self.body.dfg.insts[i];
        let args = self.body.dfg.inst_args(i).to_vec();
        let f = match (d.opcode, args.as_slice()) {
            (Opcode::Add | Opcode::Sub, [a, b]) => {
                let fa = self.form(*a, bits, depth - 1)?;
                let fb = self.form(*b, bits, depth - 1)?;
                let sign = if d.opcode == Opcode::Sub { m } else { 1 };
                combine(&fa, &fb, sign, m)
            }
            (Opcode::Mul, [a, b]) => match (self.constant(*b), self.constant(*a)) {
                (Some(c), _) => scale(&self.form(*a, bits, depth - 1)?, c, m),
                (None, Some(c)) => scale(&self.form(*b, bits, depth - 1)?, c, m),
                _ if self.products => self.product(*a, *b, bits, depth)?,
                _ => Self::atom(v),
            },
            (Opcode::Shl, [a, b]) => match self.constant(*b) {
                Some(k) if k < u128::from(bits) => {
                    scale(&self.form(*a, bits, depth - 1)?, 1u128 << k, m)
                }
                _ => Self::atom(v),
            },
            _ => Self::atom(v),
        };
        (f.terms.len() <= MAX_ATOMS).then_some(f)
    }
}

impl Forms<'_> {
    /// `v`'s [`ExactForm`]: operations with `nsw` are looked through,
    /// anything else is an atom; `None` where a coefficient leaves `i64`.
    fn exact(&self, v: Value, bits: u32, depth: u32) -> Option<ExactForm> {
        let signed = |c: u128| -> i128 {
            let sh = 128 - bits;
            ((c << sh) as i128) >> sh
        };
        if let Some(c) = self.constant(v) {
            return Some((BTreeMap::new(), signed(c & mask(bits))));
        }
        let atom = || Some((BTreeMap::from([(v, 1i128)]), 0i128));
        let ValueDef::Result(i) = self.body.dfg.values[v].def else {
            return atom();
        };
        let d = &self.body.dfg.insts[i];
        let nsw = matches!(d.attrs, Attrs::Int(f) if f.contains(IntFlags::NSW));
        let args = self.body.dfg.inst_args(i);
        let arith = matches!(
            d.opcode,
            Opcode::Add | Opcode::Sub | Opcode::Mul | Opcode::Shl
        );
        // Wrapping arithmetic is opaque: its value is an integer, but not
        // its operands' integer form.
        if depth == 0 || !arith || !nsw {
            return atom();
        }
        let fit = |k: i128| (i128::from(i64::MIN)..=i128::from(i64::MAX)).contains(&k);
        let scaled = |(t, c): ExactForm, k: i128| -> Option<ExactForm> {
            let mut out = BTreeMap::new();
            for (a, x) in t {
                let y = x.checked_mul(k).filter(|&y| fit(y))?;
                if y != 0 {
                    out.insert(a, y);
                }
            }
            Some((out, c.checked_mul(k).filter(|&y| fit(y))?))
        };
        match (d.opcode, args) {
            (Opcode::Add | Opcode::Sub, [a, b]) => {
                let (mut t, c) = self.exact(*a, bits, depth - 1)?;
                let (tb, cb) = self.exact(*b, bits, depth - 1)?;
                let k = if d.opcode == Opcode::Sub { -1 } else { 1 };
                for (atom, x) in tb {
                    let e = t.entry(atom).or_insert(0);
                    *e = e.checked_add(x * k).filter(|&y| fit(y))?;
                }
                t.retain(|_, x| *x != 0);
                Some((t, c.checked_add(cb * k).filter(|&y| fit(y))?))
            }
            (Opcode::Mul, [a, b]) => match (self.constant(*b), self.constant(*a)) {
                (Some(c), _) => scaled(self.exact(*a, bits, depth - 1)?, signed(c & mask(bits))),
                (None, Some(c)) => scaled(self.exact(*b, bits, depth - 1)?, signed(c & mask(bits))),
                _ => atom(),
            },
            (Opcode::Shl, [a, b]) => match self.constant(*b) {
                Some(k) if k + 1 < u128::from(bits) => {
                    scaled(self.exact(*a, bits, depth - 1)?, 1i128 << k)
                }
                _ => atom(),
            },
            _ => atom(),
        }
    }
}

fn scale(f: &Form, c: u128, m: u128) -> Form {
    let terms = f
        .terms
        .iter()
        .map(|(&a, &k)| (a, k.wrapping_mul(c) & m))
        .filter(|&(_, k)| k != 0)
        .collect();
    Form {
        terms,
        constant: f.constant.wrapping_mul(c) & m,
    }
}

/// `a + sign · b` (sign 1 or -1 as `m`).
fn combine(a: &Form, b: &Form, sign: u128, m: u128) -> Form {
    let mut terms = a.terms.clone();
    for (&atom, &k) in &b.terms {
        let e = terms.entry(atom).or_insert(0);
        *e = e.wrapping_add(k.wrapping_mul(sign)) & m;
    }
    terms.retain(|_, k| *k != 0);
    Form {
        terms,
        constant: a.constant.wrapping_add(b.constant.wrapping_mul(sign)) & m,
    }
}

/// `y - x` as `(value, +1 | -1)` when it is exactly one value atom.
fn single_step(y: &Form, x: &Form, m: u128) -> Option<(Value, bool)> {
    let d = combine(y, x, m, m);
    if d.constant != 0 || d.terms.len() != 1 {
        return None;
    }
    let (&a, &k) = d.terms.iter().next()?;
    let Atom::V(a) = a else {
        return None;
    };
    match k {
        1 => Some((a, false)),
        k if k == m => Some((a, true)),
        _ => None,
    }
}

/// Rewrites `body` (see the module comment); `free` are the values ptxas
/// reads from the constant bank (a kernel's parameters). Returns what was
/// chained, in block order.
pub fn strength_reduce(body: &mut Body, free: &[Value]) -> Vec<Chained> {
    let dt = DomTree::new(body);
    let nest = LoopNest::compute(body, &dt);
    let free: FxHashSet<Value> = free.iter().copied().collect();
    let mut plan: Vec<(Inst, Chained)> = Vec::new();
    {
        let mut loop_forms = Forms {
            body,
            memo: FxHashMap::default(),
            products: false,
        };
        let mut straight_forms = Forms {
            body,
            memo: FxHashMap::default(),
            products: true,
        };
        let uses = body.use_counts();
        for &b in &body.layout.blocks {
            let li = nest.innermost(b);
            let defined_in_loop = |v: Value| {
                let Some(li) = li else {
                    return false;
                };
                match body.dfg.values[v].def {
                    ValueDef::Param(pb, _) => nest.contains(li, pb),
                    ValueDef::Result(i) => {
                        body.layout.inst_block[i].is_some_and(|ib| nest.contains(li, ib))
                    }
                }
            };
            // In a loop: a register the loop keeps live only for this sum.
            // Outside loops: a product of two variables computed only for
            // this sum, which the rewrite leaves dead (`(i + 1) * n + j`
            // next to `i * n + j` becomes one add of `n`, as libNVVM writes
            // it; sums of rows are the address chaining's).
            let worth = |v: Value| match li {
                Some(_) => !defined_in_loop(v) && !free.contains(&v) && !is_const(body, v),
                None => body.dfg.def_inst(v).is_some_and(|d| {
                    let args = body.dfg.inst_args(d);
                    uses.get(&v) == Some(&1)
                        && body.dfg.insts[d].opcode == Opcode::Mul
                        && !args.iter().any(|&a| is_const(body, a))
                }),
            };
            let forms = match li {
                Some(_) => &mut loop_forms,
                None => &mut straight_forms,
            };
            let mut earlier: Vec<(Value, u32, Form)> = Vec::new();
            for &i in body.dfg.blocks[b].insts.iter() {
                let d = &body.dfg.insts[i];
                if !matches!(d.opcode, Opcode::Add | Opcode::Sub) {
                    continue;
                }
                let Some(y) = body.dfg.inst_result(i) else {
                    continue;
                };
                let Type::Int(bits @ 8..=64) = body.dfg.value_type(y) else {
                    continue;
                };
                let bits = u32::from(bits);
                let Some(fy) = forms.form(y, bits, MAX_DEPTH) else {
                    continue;
                };
                let m = mask(bits);
                if body.dfg.inst_args(i).iter().any(|&a| worth(a)) {
                    let found = earlier.iter().rev().take(WINDOW).find_map(|(x, xb, fx)| {
                        if *xb != bits {
                            return None;
                        }
                        let (a, sub) = single_step(&fy, fx, m)?;
                        (free.contains(&a) && body.dfg.value_type(a) == Type::Int(bits as u16))
                            .then_some((*x, a, sub))
                    });
                    if let Some((x, a, sub)) = found {
                        let exact = match (
                            forms.exact(y, bits, MAX_DEPTH),
                            forms.exact(x, bits, MAX_DEPTH),
                        ) {
                            (Some((mut ty, cy)), Some((tx, cx))) => {
                                for (atom, k) in tx {
                                    *ty.entry(atom).or_insert(0) -= k;
                                }
                                ty.retain(|_, k| *k != 0);
                                let want = if sub { -1 } else { 1 };
                                cy == cx && ty.len() == 1 && ty.get(&a) == Some(&want)
                            }
                            _ => false,
                        };
                        plan.push((
                            i,
                            Chained {
                                block: b,
                                value: y,
                                base: x,
                                step: a,
                                sub,
                                exact,
                            },
                        ));
                    }
                }
                earlier.push((y, bits, fy));
            }
        }
    }
    for (i, c) in &plan {
        let pool = &mut body.dfg.pool;
        let d = &mut body.dfg.insts[*i];
        d.opcode = if c.sub { Opcode::Sub } else { Opcode::Add };
        d.attrs = Attrs::Int(if c.exact {
            IntFlags::NSW
        } else {
            IntFlags::default()
        });
        d.args.clear(pool);
        d.args.push(c.base, pool);
        d.args.push(c.step, pool);
    }
    let out: Vec<Chained> = plan.into_iter().map(|(_, c)| c).collect();
    chain_addresses(body, &out);
    chain_straight_addresses(body, &nest);
    out
}

/// How a chained address differs from the earlier one it builds on.
#[derive(Clone, Copy)]
enum Step {
    /// `sext(atom) * bytes`: the next (or previous) row.
    Row(Value, i128),
    /// A constant number of bytes.
    Bytes(i128),
}

/// Outside loops, an address `ptradd P, sext(y) * C` whose index is, as an
/// integer, an earlier address's index plus a constant `c` or plus or
/// minus one atom `a` (`nsw` operations only, so `sext(y) = sext(x) + c`
/// or `sext(x) ± sext(a)`) becomes that address plus `c * C` or
/// `sext(a) * (±C)`. An address may carry a constant byte offset less
/// than an element from the other's (`ptradd P, sext(y) * C + k`, a
/// struct's field: `&a[j].y`), which the step adds: the fields of one
/// element then share its base, and the SLP pass can pair them
/// (an FFT butterfly's `float2`s, 24 -> 22 registers). Epilogues that store one value per row
/// (`out[i + k * pitch]`) then cost a 64-bit add per store, as libNVVM's
/// do, instead of an index add, a `mul.wide` and an add; the offset
/// `sext(a) * C` is shared by the rows and placed by the e-graph. Other
/// differences are left: each would hold an offset register of its own
/// while the rows are addressed (measured: jacobi2d's five-point stencil,
/// 20 -> 22 registers when any difference was taken). Pointer arithmetic
/// wraps modulo 2^64, so the chained address is the original one whatever
/// the values. Loop blocks are left to `loop-reduce`. Returns how many
/// addresses were chained.
fn chain_straight_addresses(body: &mut Body, nest: &LoopNest) -> usize {
    let mut plan: Vec<(Inst, Value, Step)> = Vec::new();
    {
        let forms = Forms {
            body,
            memo: FxHashMap::default(),
            products: false,
        };
        for &b in &body.layout.blocks {
            if nest.innermost(b).is_some() {
                continue;
            }
            let mut seen: Vec<(Value, Scaled, i128, ExactForm)> = Vec::new();
            for &i in body.block_insts(b) {
                let Some((sc @ (p, scale, idx), field)) = scaled_index_offset(body, i) else {
                    continue;
                };
                let Some(addr) = body.dfg.inst_result(i) else {
                    continue;
                };
                let Type::Int(bits @ 8..=32) = body.dfg.value_type(idx) else {
                    continue;
                };
                let Some(fy) = forms.exact(idx, u32::from(bits), MAX_DEPTH) else {
                    continue;
                };
                let small = |m: &i128| m.unsigned_abs() < 1 << 31;
                // The nearest earlier address of the array at a constant
                // distance, else the nearest one row away.
                // Each earlier address with its constant byte distance
                // from this one's: a field of the same struct (less than
                // an element apart), the only such distance taken (the
                // array rows of sgemm_reg4x4's tiles: 40 -> 48 registers
                // when any was).
                let steps = || {
                    seen.iter()
                        .rev()
                        .take(WINDOW)
                        .filter(|(_, (px, sx, _), fb, _)| {
                            *px == p && *sx == scale && (field - fb).abs() < scale.abs()
                        })
                        .filter_map(|(base, _, fb, fx)| {
                            Some((*base, field - fb, exact_difference(&fy, fx, body, bits)?))
                        })
                };
                let bytes = steps().find_map(|(base, df, (term, c))| {
                    let m = c.checked_mul(scale)?.checked_add(df).filter(small)?;
                    (term.is_none() && m != 0).then_some((base, Step::Bytes(m)))
                });
                let row = || {
                    steps().find_map(|(base, df, (term, c))| {
                        let (a, k) = term.filter(|(_, k)| k.abs() == 1 && c == 0 && df == 0)?;
                        Some((base, Step::Row(a, k * scale)))
                    })
                };
                if let Some((base, step)) = bytes.or_else(row) {
                    plan.push((i, base, step));
                }
                seen.push((addr, sc, field, fy));
            }
        }
    }
    for &(inst, base, step) in &plan {
        let Some(b) = body.layout.inst_block[inst] else {
            continue;
        };
        let Some(mut at) = body.block_insts(b).iter().position(|&x| x == inst) else {
            continue;
        };
        let mut add = |op: Opcode, args: &[Value], a: Attrs| {
            let i = body.dfg.make_inst(op, args, a, Some(Type::Int(64)));
            body.insert_inst(b, at, i);
            at += 1;
            body.dfg.inst_result(i).expect("made with a result")
        };
        let konst = |k: i128| Attrs::Const(Const::Int(k as i64 as u64 as u128));
        let off = match step {
            Step::Bytes(m) => add(Opcode::Const, &[], konst(m)),
            Step::Row(a, m) => {
                let e = add(Opcode::SExt, &[a], Attrs::None);
                let k = add(Opcode::Const, &[], konst(m));
                add(Opcode::Mul, &[e, k], Attrs::Int(IntFlags::default()))
            }
        };
        let d = &mut body.dfg.insts[inst];
        d.attrs = Attrs::Int(IntFlags::default());
        let pool = &mut body.dfg.pool;
        d.args.clear(pool);
        d.args.push(base, pool);
        d.args.push(off, pool);
    }
    plan.len()
}

/// `y - x` as `k * a + c` with at most one atom `a` (an integer of at most
/// `bits` bits, so `sext(a)` is exact).
fn exact_difference(
    y: &ExactForm,
    x: &ExactForm,
    body: &Body,
    bits: u16,
) -> Option<(Option<(Value, i128)>, i128)> {
    let mut t = y.0.clone();
    for (a, k) in &x.0 {
        let e = t.entry(*a).or_insert(0);
        *e = e.checked_sub(*k)?;
    }
    t.retain(|_, k| *k != 0);
    let c = y.1.checked_sub(x.1)?;
    match t.len() {
        0 => Some((None, c)),
        1 => {
            let (&a, &k) = t.iter().next()?;
            let narrow = matches!(body.dfg.value_type(a), Type::Int(w) if w <= bits);
            narrow.then_some((Some((a, k)), c))
        }
        _ => None,
    }
}

/// An address's `(P, C, idx)`.
type Scaled = (Value, i128, Value);

/// An address `ptradd P, sext(idx) * C + k` with a constant `k` (a field
/// of the `idx`-th struct: `&a[i].y`), or [`scaled_index`]'s form with `k`
/// 0: `((P, C, idx), k)`.
fn scaled_index_offset(body: &Body, i: Inst) -> Option<(Scaled, i128)> {
    if let Some(s) = scaled_index(body, i) {
        return Some((s, 0));
    }
    let dfg = &body.dfg;
    if dfg.insts[i].opcode != Opcode::PtrAdd {
        return None;
    }
    let [p, off] = dfg.inst_args(i) else {
        return None;
    };
    let oi = dfg.def_inst(*off)?;
    let (Opcode::Add, [a, b]) = (dfg.insts[oi].opcode, dfg.inst_args(oi)) else {
        return None;
    };
    let (x, k) = match (dfg.int_const(*b), dfg.int_const(*a)) {
        (Some((k, _)), _) => (*a, k),
        (None, Some((k, _))) => (*b, k),
        _ => return None,
    };
    let (c, idx) = scaled_sext(body, x)?;
    Some(((*p, c, idx), k))
}

/// An address `ptradd P, sext(idx) * C` (or `<< k`): `(P, C, idx)`.
fn scaled_index(body: &Body, i: Inst) -> Option<Scaled> {
    let dfg = &body.dfg;
    if dfg.insts[i].opcode != Opcode::PtrAdd {
        return None;
    }
    let [p, off] = dfg.inst_args(i) else {
        return None;
    };
    let (c, idx) = scaled_sext(body, *off)?;
    Some((*p, c, idx))
}

/// An offset `sext(idx) * C` (or `<< k`) to 64 bits: `(C, idx)`.
fn scaled_sext(body: &Body, off: Value) -> Option<(i128, Value)> {
    let dfg = &body.dfg;
    let oi = dfg.def_inst(off)?;
    let (s, c) = match (dfg.insts[oi].opcode, dfg.inst_args(oi)) {
        (Opcode::Mul, [a, b]) => match (dfg.int_const(*b), dfg.int_const(*a)) {
            (Some((c, _)), _) => (*a, c),
            (None, Some((c, _))) => (*b, c),
            _ => return None,
        },
        (Opcode::Shl, [a, b]) => match dfg.int_const(*b) {
            Some((k, _)) if (0..32).contains(&k) => (*a, 1i128 << k),
            _ => return None,
        },
        _ => return None,
    };
    let si = dfg.def_inst(s)?;
    if dfg.insts[si].opcode != Opcode::SExt || dfg.value_type(s) != Type::Int(64) {
        return None;
    }
    Some((c, dfg.inst_args(si)[0]))
}

/// Chains the addresses of exactly chained indices: where `y = x ± a`
/// holds as integers and the block computes `ptradd P, sext(x) * C`
/// before `ptradd P, sext(y) * C`, the latter becomes the former plus
/// `sext(a) * (±C)` (exact: `sext(y) = sext(x) ± sext(a)`). libNVVM's
/// loops address row after row of one array this way, one 64-bit add per
/// access where the index form costs an add, a `mul.wide` and an add; the
/// offset is loop-invariant and elaboration sets it before the loop.
/// Returns how many addresses were chained.
fn chain_addresses(body: &mut Body, chained: &[Chained]) -> usize {
    let mut done = 0;
    // Each block's addresses as first found: a chained one still computes
    // what its original form says, so a later index can chain on it.
    let mut found: FxHashMap<Block, Vec<(usize, Inst, Scaled)>> = FxHashMap::default();
    for c in chained.iter().filter(|c| c.exact) {
        let b = c.block;
        let addrs = found
            .entry(b)
            .or_insert_with(|| {
                body.block_insts(b)
                    .iter()
                    .enumerate()
                    .filter_map(|(k, &i)| Some((k, i, scaled_index(body, i)?)))
                    .collect()
            })
            .clone();
        for &(k, i, (p, scale, idx)) in &addrs {
            if idx != c.value {
                continue;
            }
            let Some(&(_, xi, _)) = addrs
                .iter()
                .find(|(kx, _, (px, sx, ix))| *kx < k && *px == p && *sx == scale && *ix == c.base)
            else {
                continue;
            };
            let Some(ax) = body.dfg.inst_result(xi) else {
                continue;
            };
            let factor = if c.sub { -scale } else { scale };
            let ext = body
                .dfg
                .make_inst(Opcode::SExt, &[c.step], Attrs::None, Some(Type::Int(64)));
            let konst = body.dfg.make_inst(
                Opcode::Const,
                &[],
                Attrs::Const(Const::Int(factor as i64 as u64 as u128)),
                Some(Type::Int(64)),
            );
            // The step is a kernel parameter: the offset goes at the end of
            // the entry block, outside every loop.
            let Some(entry) = body.entry() else {
                return done;
            };
            let at = body.block_insts(entry).len().saturating_sub(1);
            body.insert_inst(entry, at, ext);
            body.insert_inst(entry, at + 1, konst);
            let (e, kv) = (
                body.dfg.inst_result(ext).expect("made with a result"),
                body.dfg.inst_result(konst).expect("made with a result"),
            );
            let mul = body.dfg.make_inst(
                Opcode::Mul,
                &[e, kv],
                Attrs::Int(IntFlags::default()),
                Some(Type::Int(64)),
            );
            body.insert_inst(entry, at + 2, mul);
            let off = body.dfg.inst_result(mul).expect("made with a result");
            let pool = &mut body.dfg.pool;
            let d = &mut body.dfg.insts[i];
            d.attrs = Attrs::Int(IntFlags::default());
            d.args.clear(pool);
            d.args.push(ax, pool);
            d.args.push(off, pool);
            done += 1;
        }
    }
    done
}

fn is_const(body: &Body, v: Value) -> bool {
    matches!(body.dfg.values[v].def, ValueDef::Result(i) if body.dfg.insts[i].opcode == Opcode::Const)
}
