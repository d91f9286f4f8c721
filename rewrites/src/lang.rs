//! The e-graph language: one [`Node`] per nvvm operation, block parameter,
//! memory state or effect result.
//!
//! Invariants:
//! - in a graph every node has a concrete type ([`Ty::Val`] or
//!   [`Ty::State`]); [`Ty::Any`] and [`AttrId::ANY`] occur only in rule
//!   patterns, where they match any type or attribute payload;
//! - integer literals ([`Op::Int`]) hold their bit pattern truncated to the
//!   node's width; in patterns they hold a sign-extended value, truncated to
//!   the width of whatever they are compared with;
//! - nodes order by [`Disc`] first, so egg's sorted-class lookup finds every
//!   node a pattern matches (see `EClass::for_each_matching_node`);
//! - the order never depends on interning order of compound types (types
//!   compare structurally), so extraction ties break the same way in every
//!   run and thread.

use std::cmp::Ordering;
use std::fmt;

use dialects::ir::{Compound, IntPred, Opcode, Type};
use egg::{FromOp, Id, Language};
use smallvec::SmallVec;

/// Index into a graph's attribute table (`Analysis::attrs`).
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct AttrId(pub u32);

impl AttrId {
    /// `Attrs::None`, interned first in every table.
    pub const NONE: AttrId = AttrId(0);
    /// Any payload (patterns only).
    pub const ANY: AttrId = AttrId(u32::MAX);
}

/// What a node does.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub enum Op {
    /// An nvvm operation with the attribute payload `AttrId`.
    Inst(Opcode, AttrId),
    /// An integer comparison (predicate index into `IntPred::ALL`).
    ICmp(u8),
    /// An integer constant.
    Int(u128),
    /// A float constant (IEEE bits of the node's type).
    Float(u64),
    /// Parameter `idx` of block `block` (the entry block's parameters are the
    /// function's); a leaf bound when elaboration enters the block.
    Param {
        /// Block index.
        block: u32,
        /// Parameter position.
        idx: u32,
    },
    /// The incoming values of a non-entry block parameter, one child per
    /// incoming edge in the skeleton's edge order. Same class as the
    /// matching [`Op::Param`]; the only place cycles may pass through.
    Phi {
        /// Block index.
        block: u32,
        /// Parameter position.
        idx: u32,
    },
    /// The memory state on entry to a block that does not inherit its only
    /// predecessor's state (the entry block, merge points, loop headers).
    BlockState(u32),
    /// The value produced by an effect (child 0, a state).
    Res,
}

/// Coarse kind of an [`Op`]: nodes order by it first, patterns match
/// within it.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub enum Disc {
    /// An nvvm opcode.
    Inst(Opcode),
    /// An integer comparison with its predicate.
    ICmp(u8),
    /// Any integer constant.
    Int,
    /// Any float constant.
    Float,
    /// A block parameter.
    Param,
    /// A phi.
    Phi,
    /// A block's entry state.
    BlockState,
    /// An effect's value.
    Res,
}

impl Op {
    /// The coarse kind.
    pub fn disc(self) -> Disc {
        match self {
            Op::Inst(o, _) => Disc::Inst(o),
            Op::ICmp(p) => Disc::ICmp(p),
            Op::Int(_) => Disc::Int,
            Op::Float(_) => Disc::Float,
            Op::Param { .. } => Disc::Param,
            Op::Phi { .. } => Disc::Phi,
            Op::BlockState(_) => Disc::BlockState,
            Op::Res => Disc::Res,
        }
    }
}

/// A node's type.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Ty {
    /// Any type (patterns only).
    Any,
    /// A memory state.
    State,
    /// A value type.
    Val(Type),
}

impl Ty {
    /// The value type, if this is one.
    pub fn val(self) -> Option<Type> {
        match self {
            Ty::Val(t) => Some(t),
            _ => None,
        }
    }
}

/// Structural order of types (compound ids are never compared).
pub fn cmp_type(a: Type, b: Type) -> Ordering {
    fn rank(t: Type) -> (u8, u32) {
        match t {
            Type::Int(w) => (0, w as u32),
            Type::F16 => (1, 0),
            Type::BF16 => (2, 0),
            Type::F32 => (3, 0),
            Type::F64 => (4, 0),
            Type::Ptr(a) => (5, a),
            Type::Compound(_) => (6, 0),
        }
    }
    let (ra, rb) = (rank(a), rank(b));
    if ra != rb || ra.0 != 6 {
        return ra.cmp(&rb);
    }
    match (a.as_compound(), b.as_compound()) {
        (Some(x), Some(y)) => cmp_compound(&x, &y),
        _ => Ordering::Equal,
    }
}

fn cmp_compound(a: &Compound, b: &Compound) -> Ordering {
    use Compound::*;
    let tag = |c: &Compound| match c {
        Vector { .. } => 0,
        Struct { .. } => 1,
        Array { .. } => 2,
    };
    match (a, b) {
        (
            Vector {
                elem: e1,
                lanes: l1,
            },
            Vector {
                elem: e2,
                lanes: l2,
            },
        ) => l1.cmp(l2).then_with(|| cmp_type(*e1, *e2)),
        (Array { elem: e1, len: l1 }, Array { elem: e2, len: l2 }) => {
            l1.cmp(l2).then_with(|| cmp_type(*e1, *e2))
        }
        (
            Struct {
                fields: f1,
                packed: p1,
            },
            Struct {
                fields: f2,
                packed: p2,
            },
        ) => p1.cmp(p2).then_with(|| {
            f1.len().cmp(&f2.len()).then_with(|| {
                f1.iter()
                    .zip(f2)
                    .map(|(x, y)| cmp_type(*x, *y))
                    .find(|o| o.is_ne())
                    .unwrap_or(Ordering::Equal)
            })
        }),
        _ => tag(a).cmp(&tag(b)),
    }
}

fn cmp_ty(a: Ty, b: Ty) -> Ordering {
    match (a, b) {
        (Ty::Val(x), Ty::Val(y)) => cmp_type(x, y),
        _ => {
            let r = |t: Ty| match t {
                Ty::Any => 0,
                Ty::State => 1,
                Ty::Val(_) => 2,
            };
            r(a).cmp(&r(b))
        }
    }
}

/// Bit mask of the low `bits` bits.
pub fn mask(bits: u32) -> u128 {
    if bits >= 128 {
        u128::MAX
    } else {
        (1u128 << bits) - 1
    }
}

/// Width of an integer type in bits (0 for anything else).
pub fn int_width(t: Type) -> u32 {
    match t {
        Type::Int(w) => w as u32,
        _ => 0,
    }
}

/// One e-node.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Node {
    /// The operation.
    pub op: Op,
    /// The result type.
    pub ty: Ty,
    /// Operand classes (states first for loads and effects).
    pub args: SmallVec<[Id; 3]>,
}

impl Node {
    /// A node of type `ty`.
    pub fn new(op: Op, ty: Type, args: &[Id]) -> Node {
        Node {
            op,
            ty: Ty::Val(ty),
            args: SmallVec::from_slice(args),
        }
    }

    /// An integer literal of type `ty` (bits truncated to its width).
    pub fn int(ty: Type, bits: u128) -> Node {
        Node::new(Op::Int(bits & mask(int_width(ty))), ty, &[])
    }

    /// The opcode, for instruction nodes.
    pub fn opcode(&self) -> Option<Opcode> {
        match self.op {
            Op::Inst(o, _) => Some(o),
            Op::ICmp(_) => Some(Opcode::ICmp),
            Op::Int(_) | Op::Float(_) => Some(Opcode::Const),
            _ => None,
        }
    }

    /// The integer comparison predicate, for `icmp` nodes.
    pub fn icmp_pred(&self) -> Option<IntPred> {
        match self.op {
            Op::ICmp(p) => IntPred::ALL.get(p as usize).copied(),
            _ => None,
        }
    }
}

impl PartialOrd for Node {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Node {
    fn cmp(&self, other: &Self) -> Ordering {
        self.op
            .disc()
            .cmp(&other.op.disc())
            .then_with(|| self.op.cmp(&other.op))
            .then_with(|| cmp_ty(self.ty, other.ty))
            .then_with(|| self.args.cmp(&other.args))
    }
}

fn ty_matches(a: Ty, b: Ty) -> bool {
    a == Ty::Any || b == Ty::Any || a == b
}

/// The width a pattern literal is compared at: that of the typed side.
fn literal_width(a: Ty, b: Ty) -> u32 {
    match (a, b) {
        (Ty::Val(t), _) | (_, Ty::Val(t)) => int_width(t),
        _ => 128,
    }
}

impl Language for Node {
    type Discriminant = Disc;

    fn discriminant(&self) -> Disc {
        self.op.disc()
    }

    fn matches(&self, other: &Self) -> bool {
        if self.args.len() != other.args.len() || !ty_matches(self.ty, other.ty) {
            return false;
        }
        match (self.op, other.op) {
            (Op::Inst(o1, a1), Op::Inst(o2, a2)) => {
                o1 == o2 && (a1 == a2 || a1 == AttrId::ANY || a2 == AttrId::ANY)
            }
            (Op::Int(x), Op::Int(y)) => {
                let m = mask(literal_width(self.ty, other.ty));
                x & m == y & m
            }
            (a, b) => a == b,
        }
    }

    fn children(&self) -> &[Id] {
        &self.args
    }

    fn children_mut(&mut self) -> &mut [Id] {
        &mut self.args
    }
}

/// Parses a type name as patterns write it (`i32`, `f32`, `ptr1`).
pub fn parse_type(s: &str) -> Option<Type> {
    match s {
        "f16" => Some(Type::F16),
        "bf16" => Some(Type::BF16),
        "f32" => Some(Type::F32),
        "f64" => Some(Type::F64),
        "ptr" => Some(Type::Ptr(0)),
        _ => {
            if let Some(w) = s.strip_prefix('i') {
                w.parse()
                    .ok()
                    .filter(|&w| (1..=128).contains(&w))
                    .map(Type::Int)
            } else {
                s.strip_prefix("ptr")?.parse().ok().map(Type::Ptr)
            }
        }
    }
}

/// Error of [`FromOp`]: an operator a pattern may not use.
#[derive(Debug)]
pub struct BadOp(pub String);

impl fmt::Display for BadOp {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown pattern operator '{}'", self.0)
    }
}

impl std::error::Error for BadOp {}

impl FromOp for Node {
    type Error = BadOp;

    /// Pattern operators: an nvvm opcode without the `nvvm.` prefix (`add`,
    /// `ptradd`), `icmp.<pred>`, an integer literal, each with an optional
    /// `:type` (`zext:i64`, `1:i32`); untyped operators take their type
    /// from the match when instantiated.
    fn from_op(op: &str, children: Vec<Id>) -> Result<Self, BadOp> {
        let bad = || BadOp(op.to_string());
        let (name, ty) = match op.split_once(':') {
            Some((n, t)) => (n, Ty::Val(parse_type(t).ok_or_else(bad)?)),
            None => (op, Ty::Any),
        };
        let op = if let Ok(v) = name.parse::<i128>() {
            Op::Int(v as u128)
        } else if let Some(p) = name.strip_prefix("icmp.") {
            let pred = IntPred::from_keyword(p).ok_or_else(bad)?;
            Op::ICmp(IntPred::ALL.iter().position(|&q| q == pred).unwrap_or(0) as u8)
        } else {
            let o = Opcode::from_name(&format!("nvvm.{name}")).ok_or_else(bad)?;
            Op::Inst(o, AttrId::ANY)
        };
        let ty = match (op, ty) {
            (Op::Int(v), Ty::Val(t)) => {
                return Ok(Node::int(t, v));
            }
            _ => ty,
        };
        Ok(Node {
            op,
            ty,
            args: children.into(),
        })
    }
}

impl fmt::Display for Node {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.op {
            Op::Inst(o, _) => f.write_str(o.llvm_name())?,
            Op::ICmp(_) => write!(f, "icmp.{}", self.icmp_pred().map_or("?", IntPred::keyword))?,
            Op::Int(v) => match self.ty {
                Ty::Val(t) => {
                    let w = int_width(t);
                    // Print negative numbers as such: easier to read in dumps.
                    let s = if w > 0 && w < 128 && v >> (w - 1) & 1 == 1 {
                        (v as i128) - (1i128 << w)
                    } else {
                        v as i128
                    };
                    write!(f, "{s}")?
                }
                _ => write!(f, "{}", v as i128)?,
            },
            Op::Float(bits) => match self.ty {
                Ty::Val(Type::F32) => write!(f, "{:?}", f32::from_bits(bits as u32))?,
                Ty::Val(Type::F64) => write!(f, "{:?}", f64::from_bits(bits))?,
                _ => write!(f, "0x{bits:x}")?,
            },
            Op::Param { block, idx } => write!(f, "param.b{block}.{idx}")?,
            Op::Phi { block, idx } => write!(f, "phi.b{block}.{idx}")?,
            Op::BlockState(b) => write!(f, "state.b{b}")?,
            Op::Res => f.write_str("res")?,
        }
        match self.ty {
            Ty::Val(t) => write!(f, ":{t}"),
            Ty::State => f.write_str(":state"),
            Ty::Any => Ok(()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn patterns_parse_with_optional_types() {
        let n = Node::from_op("zext:i64", vec![Id::from(0)]).unwrap();
        assert_eq!(n.ty, Ty::Val(Type::Int(64)));
        assert_eq!(n.opcode(), Some(Opcode::ZExt));
        let c = Node::from_op("-1", vec![]).unwrap();
        assert_eq!(c.ty, Ty::Any);
        assert!(c.matches(&Node::int(Type::Int(32), 0xffff_ffff)));
        assert!(!c.matches(&Node::int(Type::Int(32), 0xffff_fffe)));
        assert!(Node::from_op("icmp.slt", vec![Id::from(0), Id::from(1)]).is_ok());
        assert!(Node::from_op("bogus", vec![]).is_err());
    }

    #[test]
    fn wildcard_attrs_match_and_order_groups_by_opcode() {
        let pat = Node::from_op("add", vec![Id::from(0), Id::from(0)]).unwrap();
        let a = Node::new(
            Op::Inst(Opcode::Add, AttrId(3)),
            Type::Int(32),
            &[Id::from(1), Id::from(2)],
        );
        assert!(pat.matches(&a));
        let m = Node::new(
            Op::Inst(Opcode::Mul, AttrId(0)),
            Type::Int(32),
            &[Id::from(1), Id::from(2)],
        );
        assert!(!pat.matches(&m));
        assert_eq!(a.cmp(&m), Opcode::Add.cmp(&Opcode::Mul));
    }

    #[test]
    fn compound_types_compare_structurally() {
        let v2 = Type::vector(Type::F32, 2);
        let v4 = Type::vector(Type::F32, 4);
        assert_eq!(cmp_type(v2, v4), Ordering::Less);
        assert_eq!(cmp_type(v4, v4), Ordering::Equal);
    }
}
