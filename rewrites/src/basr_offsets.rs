//! Constant offsets out of the indices of in-bounds accesses to objects of
//! known size, the part of `base-address-sr` that gives unrolled copies one
//! base address: `cmask[base + k]` for k = 0..3 becomes `[%rd + 4k]` rather
//! than four index computations (`add`, `mul.wide`, `add.s64` per tap in
//! conv2d_const).
//!
//! Why it is sound: `p = ptradd inbounds @G, sext(x) * s` into an object
//! `@G` of `S` bytes is poison unless `0 <= sext(x) * s <= S` (LLVM's
//! `inbounds`: every step stays inside the object), so wherever `p` is
//! more than poison, `0 <= x <= S / s`. When `x = y + k` (wrapping, `k` a
//! constant) and `S / s + |k|` is below `2^(w-1)` for `x`'s width `w`,
//! then `y = x - k` exactly, without wrapping, and `sext(x) = sext(y) +
//! k`: the access reads `@G + sext(y) * s + k * s`. Where `p` was poison
//! the new pointer is some address, which refines it. The identity does
//! not hold for `sext(y + k)` in general (the e-graph's rules cannot use
//! it: an e-class has no context), only at such an access.
//!
//! Objects of unknown size (a kernel's pointer parameters) are split under
//! the assumption LLVM's `SeparateConstOffsetFromGEP` and libNVVM make, and
//! only when [`Assume::NonNegativeIndex`] says so (`-do-sign-ext-expand`):
//! the index of an in-bounds access is not negative. Then for `x = y + k`
//! with `0 < k`, `y = x - k` cannot wrap (`x >= 0`), so again `sext(x) =
//! sext(y) + k`, whatever the flags of the sum. C's `a[i*(n+1) + (j+1)]`
//! reaches the IR as `(i*(n+1) + j) + 1` without `nsw` (InstCombine's
//! reassociation drops it), next to `a[i*(n+1) + j]`: split, both read one
//! address (`[%rd]` and `[%rd+4]`), as libNVVM and llc write them.
//! A sum `y +nsw k` is left to the chaining of `base-address-sr`, which
//! reads it exactly without assuming anything.
//!
//! Accesses share a base when their rests are the same value up to wrap
//! flags (`add nsw a, b` and `add a, b` are one value where both are
//! defined), and an access whose index has no constant counts as one of
//! the group: it is the base the others add their offsets to.

use cost::loops::LoopNest;
use dialects::analysis::dom::DomTree;
use rustc_hash::FxHashMap;

use dialects::ir::{Attrs, Body, FuncBuilder, Inst, IntFlags, Opcode, Symbol, Type, Value};

/// The largest constant split off, in elements.
const MAX_OFFSET: i128 = 1 << 20;

/// What the split may assume about accesses to objects of unknown size.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Assume {
    /// Nothing: only accesses to objects of known size are split.
    Nothing,
    /// The index of an in-bounds access is not negative (LLVM's and
    /// libNVVM's assumption), so `y + k` with `k > 0` and no `nsw` is
    /// split at accesses to any object (outside loops).
    NonNegativeIndex,
}

/// The sharing key: the object, the rest of the index (one value or a
/// sum, numbered up to wrap flags) and the scale.
type Key = (Value, Value, Option<Value>, i128);

/// Splits constant offsets out of in-bounds indices of objects whose size
/// `size_of` gives (bytes; `None` when unknown), and of other objects as
/// `assume` allows; returns how many accesses changed.
pub fn split_constant_offsets(
    body: &mut Body,
    size_of: &dyn Fn(Symbol) -> Option<u64>,
    assume: Assume,
) -> usize {
    let mut numbers = Numbering::default();
    let mut todo: Vec<(Inst, Split)> = Vec::new();
    // A lone access keeps its index: `mad.lo` or the addressing mode
    // takes its constant for free, and the split would only add a base.
    // Two or more with one base and one rest share it; an access at the
    // rest itself (no constant) is one of them.
    let mut count: FxHashMap<Key, usize> = FxHashMap::default();
    let dt = DomTree::new(body);
    let nest = LoopNest::compute(body, &dt);
    for &b in &body.layout.blocks {
        // In a loop, `loop-reduce` turns the accesses of an unknown object
        // into pointer increments and reads the unsplit index best
        // (measured: gesummv's unrolled rows, 22 -> 26 registers split).
        let assume = match nest.innermost(b) {
            Some(_) => Assume::Nothing,
            None => assume,
        };
        for &i in body.block_insts(b) {
            if let Some(s) = candidate(body, i, size_of, assume) {
                *count.entry(s.key(body, &mut numbers)).or_default() += 1;
                todo.push((i, s));
            } else if let Some((base, x, scale)) = in_bounds_index(body, i) {
                let k = numbers.rest(body, base, Part::Value(x), scale);
                *count.entry(k).or_default() += 1;
            }
        }
    }
    todo.retain(|(_, s)| count[&s.key(body, &mut numbers)] >= 2);
    let mut renamed: FxHashMap<Value, Value> = FxHashMap::default();
    for (i, s) in &todo {
        let Some(b) = body.layout.inst_block[*i] else {
            continue;
        };
        let Some(at) = body.block_insts(b).iter().position(|x| x == i) else {
            continue;
        };
        let Some(old) = body.dfg.inst_result(*i) else {
            continue;
        };
        let mut fb = FuncBuilder::new(body);
        fb.at(b, at);
        let y = match s.y {
            Part::Value(v) => v,
            Part::Sum(a, c) => fb.binary(Opcode::Add, a, c),
        };
        let wide = fb.cast(Opcode::SExt, y, Type::Int(64));
        let scale = fb.iconst(Type::Int(64), s.scale as u128);
        let nsw = Attrs::Int(IntFlags::NSW);
        let scaled = fb.binary_with(Opcode::Mul, wide, scale, nsw.clone());
        let k = fb.iconst(Type::Int(64), (s.k * s.scale) as u128);
        let off = fb.binary_with(Opcode::Add, scaled, k, nsw);
        let p = fb.ptradd(s.base, off, true);
        renamed.insert(old, p);
    }
    body.replace_all_uses(&renamed);
    // The old addresses are dead; left in place, the address chaining
    // that follows would build on them and bring them back.
    for (i, _) in &todo {
        body.remove_inst(*i);
    }
    renamed.len()
}

/// The index without its constant: an existing value, or the sum of two.
#[derive(Copy, Clone)]
enum Part {
    Value(Value),
    Sum(Value, Value),
}

struct Split {
    base: Value,
    y: Part,
    /// The constant split off, in elements.
    k: i128,
    /// Bytes per element.
    scale: i128,
}

impl Split {
    /// What accesses that share the new base have in common.
    fn key(&self, body: &Body, numbers: &mut Numbering) -> Key {
        numbers.rest(body, self.base, self.y, self.scale)
    }
}

/// `(P, x, s)` when `i` is `ptradd inbounds P, sext(x) * s` with a 64-bit
/// offset (the rewrite builds one) and `x` of at most 32 bits.
fn in_bounds_index(body: &Body, i: Inst) -> Option<(Value, Value, i128)> {
    let dfg = &body.dfg;
    let d = &dfg.insts[i];
    let Attrs::Int(flags) = &d.attrs else {
        return None;
    };
    if d.opcode != Opcode::PtrAdd || !flags.contains(IntFlags::INBOUNDS) {
        return None;
    }
    let &[base, off] = dfg.inst_args(i) else {
        return None;
    };
    if dfg.value_type(off) != Type::Int(64) {
        return None;
    }
    let (x, scale) = scaled_sext(body, off)?;
    matches!(dfg.value_type(x), Type::Int(2..=32)).then_some((base, x, scale))
}

/// The split for `i` when it is `ptradd inbounds P, sext(y + k) * s` and
/// one of the module doc's two reasons holds.
fn candidate(
    body: &Body,
    i: Inst,
    size_of: &dyn Fn(Symbol) -> Option<u64>,
    assume: Assume,
) -> Option<Split> {
    let (base, x, scale) = in_bounds_index(body, i)?;
    let Type::Int(w) = body.dfg.value_type(x) else {
        return None;
    };
    let (y, k) = split(body, x)?;
    if k == 0 || k.abs() > MAX_OFFSET {
        return None;
    }
    let exact = match object_size(body, base, size_of) {
        Some(size) => i128::from(size) / scale + k.abs() < 1i128 << (w - 1),
        // A sum with `nsw` is exact anyway: `base-address-sr`'s chaining
        // reads it (and, splitting too, jacobi2d's five-point stencil lost
        // its chained base: 19 -> 22 registers at sm_90).
        None => assume == Assume::NonNegativeIndex && k > 0 && !nsw(body, x),
    };
    exact.then_some(Split { base, y, k, scale })
}

/// True when `x` is defined with `nsw`.
fn nsw(body: &Body, x: Value) -> bool {
    let dfg = &body.dfg;
    dfg.def_inst(x)
        .is_some_and(|i| matches!(&dfg.insts[i].attrs, Attrs::Int(f) if f.contains(IntFlags::NSW)))
}

/// Value numbers up to wrap flags: `add nsw a, b` and `add a, b` get one
/// number (the first value met), through integer arithmetic and casts.
#[derive(Default)]
struct Numbering {
    memo: FxHashMap<Value, Value>,
    table: FxHashMap<(Opcode, Type, Vec<Value>), Value>,
    consts: FxHashMap<(Type, i128), Value>,
}

impl Numbering {
    /// Levels of operands numbered structurally; deeper ones are their own.
    const DEPTH: u32 = 6;

    fn number(&mut self, body: &Body, v: Value, depth: u32) -> Value {
        if let Some(&n) = self.memo.get(&v) {
            return n;
        }
        let dfg = &body.dfg;
        if let Some((c, _)) = dfg.int_const(v) {
            return *self.consts.entry((dfg.value_type(v), c)).or_insert(v);
        }
        let n = match dfg.def_inst(v) {
            Some(i) if depth > 0 && structural(dfg.insts[i].opcode) => {
                let mut args: Vec<Value> = Vec::new();
                for &a in dfg.inst_args(i) {
                    args.push(self.number(body, a, depth - 1));
                }
                if matches!(dfg.insts[i].opcode, Opcode::Add | Opcode::Mul) {
                    args.sort_unstable();
                }
                let key = (dfg.insts[i].opcode, dfg.value_type(v), args);
                *self.table.entry(key).or_insert(v)
            }
            _ => v,
        };
        self.memo.insert(v, n);
        n
    }

    /// The key of an access to `base` whose index without its constant is
    /// `y`: a sum is keyed by its numbered operands (in either order).
    fn rest(&mut self, body: &Body, base: Value, y: Part, scale: i128) -> Key {
        let dfg = &body.dfg;
        let sum = match y {
            Part::Sum(a, c) => Ok((a, c)),
            Part::Value(v) => match dfg
                .def_inst(v)
                .map(|i| (dfg.insts[i].opcode, dfg.inst_args(i)))
            {
                Some((Opcode::Add, &[a, c])) => Ok((a, c)),
                _ => Err(v),
            },
        };
        match sum {
            Ok((a, c)) => {
                let a = self.number(body, a, Self::DEPTH);
                let c = self.number(body, c, Self::DEPTH);
                (base, a.min(c), Some(a.max(c)), scale)
            }
            Err(v) => (base, self.number(body, v, Self::DEPTH), None, scale),
        }
    }
}

/// Opcodes whose value is their operands' (flags aside).
fn structural(op: Opcode) -> bool {
    matches!(
        op,
        Opcode::Add
            | Opcode::Sub
            | Opcode::Mul
            | Opcode::Shl
            | Opcode::And
            | Opcode::Or
            | Opcode::Xor
            | Opcode::SExt
            | Opcode::ZExt
            | Opcode::Trunc
    )
}

/// The size in bytes of the object `p` is the address of: a defined global
/// or a constant-count alloca.
fn object_size(body: &Body, p: Value, size_of: &dyn Fn(Symbol) -> Option<u64>) -> Option<u64> {
    let dfg = &body.dfg;
    let d = &dfg.insts[dfg.def_inst(p)?];
    let size = match (&d.opcode, &d.attrs) {
        (Opcode::Addr, Attrs::Symbol(s @ Symbol::Global(_))) => size_of(*s)?,
        (Opcode::Alloca, Attrs::Alloca(elem, _)) => {
            let (n, _) = dfg.int_const(*dfg.inst_args(dfg.def_inst(p)?).first()?)?;
            elem.store_size().checked_mul(u64::try_from(n).ok()?)?
        }
        _ => return None,
    };
    (size > 0 && size < 1 << 40).then_some(size)
}

/// `(x, s)` when `off = sext(x) * s`, `sext(x) << c` or `sext(x)`, `s > 0`.
fn scaled_sext(body: &Body, off: Value) -> Option<(Value, i128)> {
    let dfg = &body.dfg;
    let sext_of = |v: Value| {
        let i = dfg.def_inst(v)?;
        match (dfg.insts[i].opcode, dfg.inst_args(i)) {
            (Opcode::SExt, &[x]) => Some(x),
            _ => None,
        }
    };
    if let Some(x) = sext_of(off) {
        return Some((x, 1));
    }
    let oi = dfg.def_inst(off)?;
    let &[a, c] = dfg.inst_args(oi) else {
        return None;
    };
    let (c, _) = dfg.int_const(c)?;
    let scale = match dfg.insts[oi].opcode {
        Opcode::Mul => c,
        Opcode::Shl if (0..31).contains(&c) => 1 << c,
        _ => return None,
    };
    (1..1 << 31)
        .contains(&scale)
        .then_some((sext_of(a)?, scale))
}

/// `(y, k)` with `x = y + k` in wrapping arithmetic: `a + k`, `a - k`, or
/// a sum one of whose operands is `c + k`.
fn split(body: &Body, x: Value) -> Option<(Part, i128)> {
    let dfg = &body.dfg;
    let plus_const = |v: Value| -> Option<(Value, i128)> {
        let i = dfg.def_inst(v)?;
        match (dfg.insts[i].opcode, dfg.inst_args(i)) {
            (Opcode::Add, &[a, c]) => match (dfg.int_const(a), dfg.int_const(c)) {
                (None, Some((k, _))) => Some((a, k)),
                (Some((k, _)), None) => Some((c, k)),
                _ => None,
            },
            (Opcode::Sub, &[a, c]) => dfg.int_const(c).map(|(k, _)| (a, -k)),
            _ => None,
        }
    };
    if let Some((y, k)) = plus_const(x) {
        return Some((Part::Value(y), k));
    }
    let i = dfg.def_inst(x)?;
    let (Opcode::Add, &[a, b]) = (dfg.insts[i].opcode, dfg.inst_args(i)) else {
        return None;
    };
    if let Some((c, k)) = plus_const(b) {
        return Some((Part::Sum(a, c), k));
    }
    plus_const(a).map(|(c, k)| (Part::Sum(c, b), k))
}
