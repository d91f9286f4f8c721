//! Types to register classes, leaves, PTX type suffixes and constants.

use super::func::R;
use dialects::ir::{Compound, Const, Type};
use ptx::{Operand, PtxType, RegClass};

/// How an `i8` (or an immediate) must be extended before an operation
/// that reads the upper byte of its 16-bit register.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum Ext {
    /// The upper bits do not matter.
    Any,
    /// Zero-extend.
    Zero,
    /// Sign-extend.
    Sign,
}

/// Most leaves one value may have (larger aggregates are unsupported).
const MAX_LEAVES: usize = 4096;

/// The register class of a scalar leaf type.
pub(crate) fn class_of(t: Type) -> R<RegClass> {
    Ok(match t {
        Type::Int(1) => RegClass::Pred,
        Type::Int(8) | Type::Int(16) | Type::F16 | Type::BF16 => RegClass::B16,
        Type::Int(32) => RegClass::B32,
        Type::Int(64) | Type::Ptr(_) => RegClass::B64,
        Type::Int(128) => RegClass::B128,
        Type::F32 => RegClass::F32,
        Type::F64 => RegClass::F64,
        Type::Int(n) => return Err(format!("i{n} has no PTX register class").into()),
        Type::Compound(_) => return Err(format!("{t} is not a scalar").into()),
    })
}

/// The scalar leaves of a type, in order (vector lanes, struct fields and
/// array elements flattened).
pub(crate) fn leaves(t: Type) -> R<Vec<Type>> {
    let mut out = Vec::new();
    push_leaves(t, &mut out)?;
    Ok(out)
}

fn push_leaves(t: Type, out: &mut Vec<Type>) -> R<()> {
    if out.len() > MAX_LEAVES {
        return Err(format!("value of type {t} is too large to keep in registers").into());
    }
    match t.as_compound() {
        None => {
            class_of(t)?;
            out.push(t);
        }
        Some(Compound::Vector { elem, lanes }) => {
            class_of(elem)?;
            if lanes as usize > MAX_LEAVES {
                return Err(format!("vector {t} is too large to keep in registers").into());
            }
            out.extend(std::iter::repeat_n(elem, lanes as usize));
        }
        Some(Compound::Struct { fields, .. }) => {
            for f in fields {
                push_leaves(f, out)?;
            }
        }
        Some(Compound::Array { elem, len }) => {
            if len as usize > MAX_LEAVES {
                return Err(format!("array {t} is too large to keep in registers").into());
            }
            for _ in 0..len {
                push_leaves(elem, out)?;
            }
        }
    }
    Ok(())
}

/// The number of leaves of a type.
pub(crate) fn leaf_count(t: Type) -> R<usize> {
    Ok(match t.as_compound() {
        None => 1,
        Some(Compound::Vector { lanes, .. }) => lanes as usize,
        Some(Compound::Struct { fields, .. }) => {
            let mut n = 0;
            for f in fields {
                n += leaf_count(f)?;
            }
            n
        }
        Some(Compound::Array { elem, len }) => leaf_count(elem)?
            .checked_mul(len as usize)
            .filter(|&n| n <= MAX_LEAVES)
            .ok_or_else(|| format!("array {t} is too large to keep in registers"))?,
    })
}

/// The type of leaf `lane`.
pub(crate) fn leaf_type(t: Type, lane: usize) -> R<Type> {
    match t.as_compound() {
        None if lane == 0 => Ok(t),
        Some(Compound::Vector { elem, .. }) => Ok(elem),
        _ => leaves(t)?
            .get(lane)
            .copied()
            .ok_or_else(|| format!("leaf {lane} out of range in {t}").into()),
    }
}

/// Leaves with their byte offsets in a `.param` byte array: as in memory,
/// except that a vector of `i1` takes a byte per lane (as llc passes it)
/// rather than a bit.
pub(crate) fn param_leaves(t: Type) -> R<Vec<(u64, Type)>> {
    match t.as_compound() {
        Some(Compound::Vector { elem, lanes }) if elem == Type::Int(1) => {
            if lanes as usize > MAX_LEAVES {
                return Err(format!("vector {t} is too large to keep in registers").into());
            }
            Ok((0..lanes as u64).map(|i| (i, elem)).collect())
        }
        _ => mem_leaves(t),
    }
}

/// The size and alignment of a `.param` byte array holding type `t`
/// (see [`param_leaves`]).
pub(crate) fn param_size_align(t: Type) -> (u64, u64) {
    match t.as_compound() {
        Some(Compound::Vector {
            elem: Type::Int(1),
            lanes,
        }) => (lanes.max(1) as u64, 1),
        _ => (
            t.store_size().max(1),
            t.abi_align().clamp(1, PARAM_ALIGN_MAX),
        ),
    }
}

/// The largest alignment a `.param` may declare (ptxas: 1, 2, 4, ..., 128
/// bytes); a `<64 x i32>` (256-byte aligned in LLVM's layout) is declared
/// at 128.
pub(crate) const PARAM_ALIGN_MAX: u64 = 128;

/// Leaves with their byte offsets in memory. Vectors of `i1` (bit-packed
/// in memory) are not supported.
pub(crate) fn mem_leaves(t: Type) -> R<Vec<(u64, Type)>> {
    let mut out = Vec::new();
    push_mem_leaves(t, 0, &mut out)?;
    Ok(out)
}

fn push_mem_leaves(t: Type, base: u64, out: &mut Vec<(u64, Type)>) -> R<()> {
    if out.len() > MAX_LEAVES {
        return Err(format!("value of type {t} is too large to keep in registers").into());
    }
    match t.as_compound() {
        None => {
            class_of(t)?;
            out.push((base, t));
        }
        Some(Compound::Vector { elem, lanes }) => {
            if elem == Type::Int(1) {
                return Err(format!("{t} in memory (bit-packed i1 vector)").into());
            }
            let sz = elem.store_size();
            for i in 0..lanes as u64 {
                class_of(elem)?;
                out.push((base + i * sz, elem));
            }
        }
        Some(Compound::Struct { fields, .. }) => {
            let (offs, _) = t.struct_layout().unwrap_or_default();
            for (f, o) in fields.into_iter().zip(offs) {
                push_mem_leaves(f, base + o, out)?;
            }
        }
        Some(Compound::Array { elem, len }) => {
            if len as usize > MAX_LEAVES {
                return Err(format!("array {t} is too large to keep in registers").into());
            }
            let sz = elem.store_size();
            for i in 0..len {
                push_mem_leaves(elem, base + i * sz, out)?;
            }
        }
    }
    Ok(())
}

/// The first leaf index and the leaf count of the member at `path`, and
/// its type.
pub(crate) fn member_range(t: Type, path: &[u32]) -> R<(usize, usize, Type)> {
    let mut start = 0;
    let mut t = t;
    for &i in path {
        match t.as_compound() {
            Some(Compound::Struct { fields, .. }) => {
                let i = i as usize;
                if i >= fields.len() {
                    return Err(format!("index {i} out of range in {t}").into());
                }
                for f in &fields[..i] {
                    start += leaf_count(*f)?;
                }
                t = fields[i];
            }
            Some(Compound::Array { elem, len }) => {
                if i as u64 >= len {
                    return Err(format!("index {i} out of range in {t}").into());
                }
                start += leaf_count(elem)? * i as usize;
                t = elem;
            }
            _ => return Err(format!("{t} is not an aggregate").into()),
        }
    }
    Ok((start, leaf_count(t)?, t))
}

/// The constant of leaf `lane` of a constant of type `t`.
pub(crate) fn const_leaf(c: &Const, t: Type, lane: usize) -> Option<Const> {
    match c {
        Const::Zero | Const::Undef | Const::Poison | Const::Null => {
            let leaf = leaf_type(t, lane).ok()?;
            Some(match (c, leaf) {
                (Const::Undef | Const::Poison, _) => c.clone(),
                (_, Type::Ptr(_)) => Const::Null,
                (_, l) if l.is_float() => Const::Float(0),
                _ => Const::Int(0),
            })
        }
        Const::Int(_) | Const::Float(_) | Const::FuncAddr(_) | Const::GlobalAddr(..) => {
            (lane == 0).then(|| c.clone())
        }
        Const::Bytes(b) => b.get(lane).map(|&x| Const::Int(x as u128)),
        Const::Aggregate(items) => {
            // Walk members, skipping whole members by their leaf counts.
            let members: Vec<Type> = match t.as_compound()? {
                Compound::Vector { elem, lanes } => vec![elem; lanes as usize],
                Compound::Struct { fields, .. } => fields,
                Compound::Array { elem, len } => vec![elem; len as usize],
            };
            let mut rest = lane;
            for (item, mt) in items.iter().zip(members) {
                let n = leaf_count(mt).ok()?;
                if rest < n {
                    return const_leaf(item, mt, rest);
                }
                rest -= n;
            }
            None
        }
    }
}

/// The bit pattern of a scalar constant (undef and poison read as zero).
pub(crate) fn const_bits(c: &Const, leaf: Type) -> Option<u128> {
    let bits = leaf.bits();
    let mask = if bits >= 128 {
        u128::MAX
    } else {
        (1u128 << bits) - 1
    };
    match c {
        Const::Int(v) => Some(v & mask),
        Const::Float(b) => Some(*b as u128 & mask),
        Const::Null | Const::Zero | Const::Undef | Const::Poison => Some(0),
        _ => None,
    }
}

/// Sign-extends the low `bits` of `v`.
pub(crate) fn sext(v: u128, bits: u64) -> i64 {
    if bits >= 64 {
        return v as u64 as i64;
    }
    let sh = 64 - bits;
    ((v as u64) << sh) as i64 >> sh
}

/// An immediate operand for a scalar constant, when PTX takes one for this
/// type (integers up to 64 bits, pointers, f32, f64; not predicates,
/// 16-bit floats or `i128`).
pub(crate) fn imm_operand(c: &Const, leaf: Type, ext: Ext) -> Option<Operand> {
    let bits = const_bits(c, leaf)?;
    Some(match leaf {
        Type::Int(8) => match ext {
            Ext::Sign | Ext::Any => Operand::Imm(sext(bits, 8)),
            Ext::Zero => Operand::Imm(bits as i64),
        },
        Type::Int(16) => match ext {
            Ext::Zero => Operand::Imm(bits as i64),
            _ => Operand::Imm(sext(bits, 16)),
        },
        Type::Int(32) => match ext {
            Ext::Zero => Operand::Imm(bits as i64),
            _ => Operand::Imm(sext(bits, 32)),
        },
        Type::Int(64) | Type::Ptr(_) => Operand::Imm(bits as u64 as i64),
        Type::F32 => Operand::F32(bits as u32),
        Type::F64 => Operand::F64(bits as u64),
        _ => return None,
    })
}

/// `mov.<t>` for a register class.
pub(crate) fn mov_op(c: RegClass) -> &'static str {
    match c {
        RegClass::Pred => "mov.pred",
        RegClass::B16 => "mov.b16",
        RegClass::B32 => "mov.b32",
        RegClass::B64 => "mov.b64",
        RegClass::B128 => "mov.b128",
        RegClass::F32 => "mov.f32",
        RegClass::F64 => "mov.f64",
    }
}

/// `b16`/`b32`/`b64` for an integer width (8-bit values use 16-bit ops).
pub(crate) fn bty(bits: u64) -> &'static str {
    match bits {
        1..=16 => "b16",
        17..=32 => "b32",
        64 => "b64",
        _ => "b128",
    }
}

/// `s32`/`u32`... for an integer width (8-bit values use 16-bit ops).
pub(crate) fn ity(bits: u64, signed: bool) -> &'static str {
    match (bits, signed) {
        (1..=16, true) => "s16",
        (1..=16, false) => "u16",
        (17..=32, true) => "s32",
        (17..=32, false) => "u32",
        (_, true) => "s64",
        (_, false) => "u64",
    }
}

/// The float type suffix.
pub(crate) fn fty(t: Type) -> &'static str {
    match t {
        Type::F16 => "f16",
        Type::BF16 => "bf16",
        Type::F64 => "f64",
        _ => "f32",
    }
}

/// The PTX type of a memory access of a leaf (`i1` is stored as a byte).
pub(crate) fn mem_ty(leaf: Type) -> R<PtxType> {
    Ok(match leaf {
        Type::Int(1) | Type::Int(8) => PtxType::U8,
        Type::Int(16) => PtxType::U16,
        Type::Int(32) => PtxType::U32,
        Type::Int(64) | Type::Ptr(_) => PtxType::U64,
        Type::Int(128) => PtxType::B128,
        Type::F16 | Type::BF16 => PtxType::B16,
        Type::F32 => PtxType::F32,
        Type::F64 => PtxType::F64,
        _ => return Err(format!("{leaf} in memory").into()),
    })
}

/// The PTX state space of an address space, `None` for generic.
pub(crate) fn space_of(addrspace: u32) -> R<Option<&'static str>> {
    Ok(match addrspace {
        0 => None,
        1 => Some("global"),
        3 => Some("shared"),
        4 => Some("const"),
        5 => Some("local"),
        // The cluster's shared window: every CTA's shared memory, the
        // running CTA's at its `.shared::cta` addresses.
        7 => Some("shared::cluster"),
        101 => Some("param"),
        a => return Err(format!("address space {a} has no PTX state space").into()),
    })
}

/// The address space of a pointer value type.
pub(crate) fn addrspace(t: Type) -> R<u32> {
    match t.scalar() {
        Type::Ptr(a) => Ok(a),
        other => Err(format!("expected a pointer, found {other}").into()),
    }
}
