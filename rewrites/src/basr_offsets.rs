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

use rustc_hash::FxHashMap;

use dialects::ir::{Attrs, Body, FuncBuilder, Inst, IntFlags, Opcode, Symbol, Type, Value};

/// The largest constant split off, in elements.
const MAX_OFFSET: i128 = 1 << 20;

/// Splits constant offsets out of in-bounds indices of objects whose size
/// `size_of` gives (bytes; `None` when unknown); returns how many accesses
/// changed.
pub fn split_constant_offsets(body: &mut Body, size_of: &dyn Fn(Symbol) -> Option<u64>) -> usize {
    let mut todo: Vec<(Inst, Split)> = Vec::new();
    for &b in &body.layout.blocks {
        for &i in body.block_insts(b) {
            if let Some(s) = candidate(body, i, size_of) {
                todo.push((i, s));
            }
        }
    }
    // A lone access keeps its index: `mad.lo` or the addressing mode
    // takes its constant for free, and the split would only add a base.
    // Two or more with one base and one rest share it.
    let mut count: FxHashMap<(Value, Option<Value>, Option<Value>, i128), usize> =
        FxHashMap::default();
    for (_, s) in &todo {
        *count.entry(s.key()).or_default() += 1;
    }
    todo.retain(|(_, s)| count[&s.key()] >= 2);
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
    /// What accesses that share the new base have in common: the object,
    /// the rest of the index (a sum in either order) and the scale.
    fn key(&self) -> (Value, Option<Value>, Option<Value>, i128) {
        let (a, c) = match self.y {
            Part::Value(v) => (Some(v), None),
            Part::Sum(a, c) => (Some(a.min(c)), Some(a.max(c))),
        };
        (self.base, a, c, self.scale)
    }
}

/// The split for `i` when it is `ptradd inbounds @G, sext(y + k) * s`.
fn candidate(body: &Body, i: Inst, size_of: &dyn Fn(Symbol) -> Option<u64>) -> Option<Split> {
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
    // The rewrite builds a 64-bit offset.
    if dfg.value_type(off) != Type::Int(64) {
        return None;
    }
    let size = object_size(body, base, size_of)?;
    let (x, scale) = scaled_sext(body, off)?;
    let Type::Int(w @ 2..=32) = dfg.value_type(x) else {
        return None;
    };
    let (y, k) = split(body, x)?;
    let elems = i128::from(size) / scale;
    if k == 0 || k.abs() > MAX_OFFSET || elems + k.abs() >= 1i128 << (w - 1) {
        return None;
    }
    Some(Split { base, y, k, scale })
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
