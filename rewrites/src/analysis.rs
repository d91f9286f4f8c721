//! The e-class analysis: type, constant value, known bits and, for
//! pointers, base + constant offset + known alignment.
//!
//! Invariants:
//! - every node of a class has the class's type (rules build typed nodes
//!   only; `merge` keeps the first type and counts conflicts, which the
//!   lifting tests assert stay zero);
//! - facts only grow when classes merge (known bits are united, a constant
//!   is kept), and every fact holds for every node of the class;
//! - a class with a known constant holds its literal node (added by
//!   `modify`), which is how constant folding reaches the extractor.

use dialects::ir::intrinsics::Sreg;
use dialects::ir::{Attrs, GlobalId, Opcode, Symbol, Type};
use egg::{Analysis, DidMerge, EGraph, Id};
use rustc_hash::FxHashMap;

use crate::fold;
use crate::lang::{int_width, mask, AttrId, Node, Op, Ty};

/// A constant value.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Konst {
    /// Integer bits, truncated to the width.
    Int(u128),
    /// IEEE bits of an f32 or f64.
    Float(u64),
}

/// Where a pointer points, when known.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Base {
    /// A kernel (or function) parameter.
    Param(u32),
    /// A module variable.
    Global(GlobalId),
}

/// Facts about a pointer value.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct PtrInfo {
    /// Base object and constant byte offset from it.
    pub base: Option<(Base, i64)>,
    /// Known alignment in bytes (a power of two, at least 1).
    pub align: u32,
}

/// Facts about one e-class.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Data {
    /// Type of every node.
    pub ty: Ty,
    /// Known constant value.
    pub konst: Option<Konst>,
    /// Bits known to be zero (integers).
    pub zeros: u128,
    /// Bits known to be one (integers).
    pub ones: u128,
    /// Pointer facts.
    pub ptr: Option<PtrInfo>,
}

impl Data {
    /// The constant integer value, if known.
    pub fn int(&self) -> Option<u128> {
        match self.konst {
            Some(Konst::Int(v)) => Some(v),
            _ => None,
        }
    }

    /// The inclusive unsigned range implied by the known bits.
    pub fn urange(&self) -> (u128, u128) {
        let w = self.ty.val().map_or(0, int_width);
        (self.ones, !self.zeros & mask(w))
    }

    /// Number of low bits known to be zero.
    pub fn trailing_zeros(&self) -> u32 {
        (!self.zeros).trailing_zeros()
    }
}

/// The analysis, with the per-graph attribute table nodes index into.
#[derive(Clone, Debug)]
pub struct GpuAnalysis {
    attrs: Vec<Attrs>,
    attr_ids: FxHashMap<Attrs, AttrId>,
    /// Alignment of pointer parameters of the function (1 when unknown).
    pub param_align: Vec<u32>,
    /// Which parameters are `noalias` (`__restrict__`).
    pub param_noalias: Vec<bool>,
    /// Alignment of module variables by index.
    pub global_align: Vec<u32>,
    /// The entry block's index: its parameters are the function's.
    pub entry: u32,
    /// Merges of classes whose types differ (a rule bug; must stay 0).
    pub type_conflicts: usize,
    /// Merges of classes with different constants (a rule bug; must stay 0).
    pub const_conflicts: usize,
    /// Classes the `factor` rules matched, with the rule (for
    /// `-dump-remat-add`).
    pub factored: Vec<(Id, &'static str)>,
}

impl Default for GpuAnalysis {
    fn default() -> Self {
        let mut a = GpuAnalysis {
            attrs: Vec::new(),
            attr_ids: FxHashMap::default(),
            param_align: Vec::new(),
            param_noalias: Vec::new(),
            global_align: Vec::new(),
            entry: 0,
            type_conflicts: 0,
            const_conflicts: 0,
            factored: Vec::new(),
        };
        a.intern(Attrs::None);
        a
    }
}

impl GpuAnalysis {
    /// The id of `a`, adding it to the table if new.
    pub fn intern(&mut self, a: Attrs) -> AttrId {
        if let Some(&id) = self.attr_ids.get(&a) {
            return id;
        }
        let id = AttrId(self.attrs.len() as u32);
        self.attrs.push(a.clone());
        self.attr_ids.insert(a, id);
        id
    }

    /// The payload behind `id` (`Attrs::None` for [`AttrId::ANY`]).
    pub fn attr(&self, id: AttrId) -> &Attrs {
        self.attrs.get(id.0 as usize).unwrap_or(&Attrs::None)
    }
}

/// The graph type of warpsat.
pub type Graph = EGraph<Node, GpuAnalysis>;

/// `n` with its operands canonical in `eg`: the form a class's node has
/// after a rebuild, to compare a node recorded earlier with the graph's.
pub fn canonical(eg: &Graph, n: &Node) -> Node {
    let mut n = n.clone();
    n.args.iter_mut().for_each(|a| *a = eg.find(*a));
    n
}

fn pow2_floor(x: u64) -> u32 {
    if x == 0 {
        1 << 30
    } else {
        1u32 << x.trailing_zeros().min(30)
    }
}

/// The mask of every bit up to the highest set bit of `x`.
fn bits_up_to(x: u128) -> u128 {
    if x == 0 {
        0
    } else {
        u128::MAX >> x.leading_zeros()
    }
}

fn known_bits(eg: &Graph, n: &Node, w: u32) -> (u128, u128) {
    let m = mask(w);
    let d = |i: usize| &eg[n.args[i]].data;
    let shift_amount = |i: usize| d(i).int().filter(|&k| k < w as u128).map(|k| k as u32);
    let Some(op) = n.opcode() else {
        return (0, 0);
    };
    let (z, o) = match op {
        Opcode::And => (d(0).zeros | d(1).zeros, d(0).ones & d(1).ones),
        Opcode::Or => (d(0).zeros & d(1).zeros, d(0).ones | d(1).ones),
        Opcode::Shl => match shift_amount(1) {
            Some(k) => ((d(0).zeros << k) | mask(k), d(0).ones << k),
            None => (0, 0),
        },
        Opcode::LShr => match shift_amount(1) {
            Some(k) => ((d(0).zeros >> k) | !(m >> k), d(0).ones >> k),
            None => (0, 0),
        },
        Opcode::AShr => match shift_amount(1) {
            Some(k) => {
                // The top k bits copy the sign bit, known or not.
                let (sign, fill) = (1u128 << (w - 1), m & !(m >> k));
                let copy = |bits: u128| (bits >> k) | if bits & sign != 0 { fill } else { 0 };
                (copy(d(0).zeros), copy(d(0).ones))
            }
            None => (0, 0),
        },
        Opcode::ZExt => {
            let wf = n
                .args
                .first()
                .and_then(|&a| eg[a].data.ty.val())
                .map_or(0, int_width);
            (d(0).zeros | (m & !mask(wf)), d(0).ones)
        }
        Opcode::Trunc => (d(0).zeros, d(0).ones),
        Opcode::Bitcast if d(0).ty == n.ty => (d(0).zeros, d(0).ones),
        Opcode::SExt
            if d(0).ty.val().is_some_and(|t| {
                let wf = int_width(t);
                wf > 0 && d(0).zeros >> (wf - 1) & 1 == 1
            }) =>
        {
            // Sign bit known zero: a zero extension.
            let wf = d(0).ty.val().map_or(0, int_width);
            (d(0).zeros | (m & !mask(wf)), d(0).ones)
        }
        Opcode::Add | Opcode::Sub | Opcode::Mul => {
            let (a, b) = (d(0).trailing_zeros(), d(1).trailing_zeros());
            let tz = if op == Opcode::Mul {
                a.saturating_add(b)
            } else {
                a.min(b)
            };
            // Unsigned maxima that cannot overflow bound the high bits.
            let (ha, hb) = (!d(0).zeros & m, !d(1).zeros & m);
            let hi = match op {
                Opcode::Add => ha.checked_add(hb),
                Opcode::Mul => ha.checked_mul(hb),
                _ => None,
            }
            .filter(|&x| x <= m);
            let high = hi.map_or(0, |x| m & !bits_up_to(x));
            (mask(tz.min(w)) | high, 0)
        }
        Opcode::Intrinsic => match n.op {
            Op::Inst(_, at) => match eg.analysis.attr(at) {
                Attrs::Intrinsic(x) => match x.intr.special_reg().and_then(Sreg::max) {
                    Some(max) => (m & !bits_up_to(max), 0),
                    None => (0, 0),
                },
                _ => (0, 0),
            },
            _ => (0, 0),
        },
        Opcode::URem => match d(1).int() {
            Some(c) if c.is_power_of_two() => (!(c - 1) | d(0).zeros, d(0).ones & (c - 1)),
            _ => (0, 0),
        },
        _ => (0, 0),
    };
    (z & m, o & m)
}

fn fold_node(eg: &Graph, n: &Node) -> Option<Konst> {
    let ty = n.ty.val()?;
    let c = |i: usize| eg[n.args[i]].data.konst;
    match n.op {
        Op::Int(v) => Some(Konst::Int(v)),
        Op::Float(v) => Some(Konst::Float(v)),
        Op::ICmp(_) => {
            let w = eg[n.args[0]].data.ty.val().map_or(0, int_width);
            match (c(0)?, c(1)?) {
                (Konst::Int(x), Konst::Int(y)) if w > 0 => {
                    Some(Konst::Int(fold::icmp(n.icmp_pred()?, w, x, y) as u128))
                }
                _ => None,
            }
        }
        Op::Inst(op, _) if op.is_int_binary() && ty.is_int() => match (c(0)?, c(1)?) {
            (Konst::Int(x), Konst::Int(y)) => {
                fold::int_binary(op, int_width(ty), x, y).map(Konst::Int)
            }
            _ => None,
        },
        Op::Inst(op, _) if op.is_float_binary() => match (c(0)?, c(1)?) {
            (Konst::Float(x), Konst::Float(y)) => {
                fold::float_binary(op, ty, x, y).map(Konst::Float)
            }
            _ => None,
        },
        Op::Inst(Opcode::FNeg, _) => match c(0)? {
            Konst::Float(x) => fold::float_neg(ty, x).map(Konst::Float),
            _ => None,
        },
        Op::Inst(op @ (Opcode::Trunc | Opcode::ZExt | Opcode::SExt), _) => {
            let from = eg[n.args[0]].data.ty.val()?;
            match c(0)? {
                Konst::Int(x) => fold::int_cast(op, from, ty, x).map(Konst::Int),
                _ => None,
            }
        }
        Op::Inst(
            op @ (Opcode::FPExt
            | Opcode::FPTrunc
            | Opcode::SIToFP
            | Opcode::UIToFP
            | Opcode::FPToSI
            | Opcode::FPToUI),
            _,
        ) => {
            let from = eg[n.args[0]].data.ty.val()?;
            let x = match c(0)? {
                Konst::Int(x) => x,
                Konst::Float(x) => u128::from(x),
            };
            let r = fold::float_cast(op, from, ty, x)?;
            Some(if ty.is_float() {
                Konst::Float(u64::try_from(r).ok()?)
            } else {
                Konst::Int(r)
            })
        }
        Op::Inst(Opcode::FCmp, at) => {
            let Attrs::FCmp(p, _) = eg.analysis.attr(at) else {
                return None;
            };
            let t = eg[n.args[0]].data.ty.val()?;
            match (c(0)?, c(1)?) {
                (Konst::Float(x), Konst::Float(y)) => {
                    fold::fcmp(*p, t, x, y).map(|b| Konst::Int(u128::from(b)))
                }
                _ => None,
            }
        }
        // Between an integer and a float of one width (a NaN pattern
        // stays: later folds could not follow it).
        Op::Inst(Opcode::Bitcast, _) => {
            let from = eg[n.args[0]].data.ty.val()?;
            match (c(0)?, ty) {
                (Konst::Int(x), Type::F32 | Type::F64) if from.bits() == ty.bits() => {
                    let bits = u64::try_from(x).ok()?;
                    let nan = match ty {
                        Type::F32 => f32::from_bits(bits as u32).is_nan(),
                        _ => f64::from_bits(bits).is_nan(),
                    };
                    (!nan).then_some(Konst::Float(bits))
                }
                (Konst::Float(x), Type::Int(_)) if from.bits() == ty.bits() => {
                    Some(Konst::Int(u128::from(x)))
                }
                _ => None,
            }
        }
        Op::Inst(Opcode::Intrinsic, at) if ty.is_float() => {
            let Attrs::Intrinsic(ia) = eg.analysis.attr(at) else {
                return None;
            };
            let args: Option<Vec<u64>> = (0..n.args.len())
                .map(|i| match c(i)? {
                    Konst::Float(x) => Some(x),
                    Konst::Int(_) => None,
                })
                .collect();
            fold::float_intrinsic(ia.intr, ty, &args?).map(Konst::Float)
        }
        Op::Inst(Opcode::Select, _) => match c(0)? {
            Konst::Int(1) => c(1),
            Konst::Int(0) => c(2),
            _ => None,
        },
        _ => None,
    }
}

fn ptr_info(eg: &Graph, n: &Node) -> Option<PtrInfo> {
    let a = &eg.analysis;
    match n.op {
        Op::Param { block, idx } if block == a.entry => Some(PtrInfo {
            base: Some((Base::Param(idx), 0)),
            align: a.param_align.get(idx as usize).copied().unwrap_or(1).max(1),
        }),
        Op::Inst(Opcode::Addr, at) => match a.attr(at) {
            Attrs::Symbol(Symbol::Global(g)) => Some(PtrInfo {
                base: Some((Base::Global(*g), 0)),
                align: a
                    .global_align
                    .get(cranelift_entity::EntityRef::index(*g))
                    .copied()
                    .unwrap_or(1)
                    .max(1),
            }),
            _ => None,
        },
        Op::Inst(Opcode::PtrAdd, _) => {
            let p = eg[n.args[0]].data.ptr?;
            let off = &eg[n.args[1]].data;
            let w = off.ty.val().map_or(0, int_width);
            if w == 0 {
                return None;
            }
            match off.int() {
                Some(c) => {
                    let c = (c << (128 - w)) as i128 >> (128 - w);
                    let c = i64::try_from(c).ok()?;
                    Some(PtrInfo {
                        base: p.base.and_then(|(b, o)| o.checked_add(c).map(|o| (b, o))),
                        align: p.align.min(pow2_floor(c.unsigned_abs())),
                    })
                }
                None => Some(PtrInfo {
                    base: None,
                    align: p.align.min(1u32 << off.trailing_zeros().min(30)),
                }),
            }
        }
        Op::Inst(Opcode::AddrSpaceCast, _) => eg[n.args[0]].data.ptr,
        _ => None,
    }
}

impl Analysis<Node> for GpuAnalysis {
    type Data = Data;

    fn make(eg: &mut Graph, n: &Node, _id: Id) -> Data {
        let w = n.ty.val().map_or(0, int_width);
        let konst = fold_node(eg, n);
        let (mut zeros, mut ones) = if w > 0 { known_bits(eg, n, w) } else { (0, 0) };
        if let Some(Konst::Int(v)) = konst {
            zeros = !v & mask(w);
            ones = v;
        }
        let ptr = if n.ty.val().is_some_and(Type::is_ptr) {
            ptr_info(eg, n)
        } else {
            None
        };
        Data {
            ty: n.ty,
            konst,
            zeros,
            ones,
            ptr,
        }
    }

    fn merge(&mut self, a: &mut Data, b: Data) -> DidMerge {
        if a.ty != b.ty {
            self.type_conflicts += 1;
        }
        let (mut to_a, mut to_b) = (false, false);
        match (a.konst, b.konst) {
            (None, Some(k)) => {
                a.konst = Some(k);
                to_a = true;
            }
            (Some(_), None) => to_b = true,
            (Some(x), Some(y)) if x != y => self.const_conflicts += 1,
            _ => {}
        }
        let (z, o) = (a.zeros | b.zeros, a.ones | b.ones);
        to_a |= z != a.zeros || o != a.ones;
        to_b |= z != b.zeros || o != b.ones;
        a.zeros = z;
        a.ones = o;
        let ptr = match (a.ptr, b.ptr) {
            (Some(x), Some(y)) => Some(PtrInfo {
                base: x.base.or(y.base),
                align: x.align.max(y.align),
            }),
            (x, y) => x.or(y),
        };
        to_a |= ptr != a.ptr;
        to_b |= ptr != b.ptr;
        a.ptr = ptr;
        DidMerge(to_a, to_b)
    }

    fn modify(eg: &mut Graph, id: Id) {
        let d = &eg[id].data;
        let Some(ty) = d.ty.val() else { return };
        let node = match d.konst {
            Some(Konst::Int(v)) if ty.is_int() => Node::int(ty, v),
            Some(Konst::Float(v)) if ty.is_float() => Node::new(Op::Float(v), ty, &[]),
            _ => return,
        };
        if !eg[id]
            .nodes
            .iter()
            .any(|n| n.op == node.op && n.args.is_empty())
        {
            let c = eg.add(node);
            eg.union(id, c);
        }
        // A known constant is emitted as its literal, so the class keeps
        // only leaves. Left in, its operations go on matching: products of
        // constant factors such as `(mul 2^a 2^b)` keep landing in the
        // class of 0 or of another power of two, and an unrolled body's
        // address arithmetic never saturated (fir_filter's class of 0 held
        // 1,107 nodes after 12 iterations).
        eg[id].nodes.retain(|n| n.args.is_empty());
    }
}
