//! Runtime values of the nvvm interpreter and their memory encoding.
//!
//! A value is a bit pattern: integers zero-extended to their width (i1 is
//! 0 or 1), floats as IEEE bits (f16/bf16 in the low 16 bits), pointers as
//! an address of their own space (see `memory`). Vectors and aggregates
//! hold their lanes or members. `undef`, `poison` and values assembled from
//! uninitialized bytes are [`Val::U`]; they flow through arithmetic as
//! undefined and become errors only where the program would observe them
//! (branch conditions, addresses, divisors, barrier predicates). Stored,
//! they make the bytes uninitialized again.

use dialects::ir::{Compound, Const, Type};

use super::error::Fault;

/// A runtime value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Val {
    /// A scalar of at most 64 bits: integer, float or pointer bits.
    B(u64),
    /// An integer of 65 to 128 bits.
    W(u128),
    /// Undefined (one scalar).
    U,
    /// Lanes of a vector, or members of a struct or array.
    A(Box<[Val]>),
}

/// All-ones mask of the low `bits` bits (`bits` <= 64).
pub fn mask64(bits: u32) -> u64 {
    if bits >= 64 {
        u64::MAX
    } else {
        (1u64 << bits) - 1
    }
}

/// All-ones mask of the low `bits` bits (`bits` <= 128).
pub fn mask128(bits: u32) -> u128 {
    if bits >= 128 {
        u128::MAX
    } else {
        (1u128 << bits) - 1
    }
}

/// Sign-extends the low `bits` bits of `v` to 64 bits.
pub fn sext64(v: u64, bits: u32) -> i64 {
    if bits >= 64 {
        v as i64
    } else {
        ((v << (64 - bits)) as i64) >> (64 - bits)
    }
}

/// The largest signed value of `bits` bits.
pub fn smax_of(bits: u32) -> i128 {
    (mask128(bits) >> 1) as i128
}

/// The smallest signed value of `bits` bits.
pub fn smin_of(bits: u32) -> i128 {
    -smax_of(bits) - 1
}

/// Sign-extends the low `bits` bits of `v` to 128 bits.
pub fn sext128(v: u128, bits: u32) -> i128 {
    if bits >= 128 {
        v as i128
    } else {
        ((v << (128 - bits)) as i128) >> (128 - bits)
    }
}

impl Val {
    /// An integer or bit pattern of `bits` width (masked).
    pub fn int(bits: u32, v: u128) -> Val {
        if bits <= 64 {
            Val::B(v as u64 & mask64(bits))
        } else {
            Val::W(v & mask128(bits))
        }
    }

    /// The bits as u128 (`None` for undefined or compound values).
    pub fn bits(&self) -> Option<u128> {
        match *self {
            Val::B(b) => Some(b as u128),
            Val::W(w) => Some(w),
            _ => None,
        }
    }

    /// The members of a compound value.
    pub fn members(&self) -> Option<&[Val]> {
        match self {
            Val::A(m) => Some(m),
            _ => None,
        }
    }

    /// The all-zero value of a type.
    pub fn zero(ty: Type) -> Val {
        match ty {
            Type::Int(b) if b > 64 => Val::W(0),
            Type::Compound(_) => Val::A(members(ty).into_iter().map(Val::zero).collect()),
            _ => Val::B(0),
        }
    }

    /// The undefined value of a type (undefined in every scalar).
    pub fn undef(ty: Type) -> Val {
        match ty {
            Type::Compound(_) => Val::A(members(ty).into_iter().map(Val::undef).collect()),
            _ => Val::U,
        }
    }
}

/// Member types of a compound type: vector lanes, struct fields or array
/// elements (empty for scalars).
pub fn members(ty: Type) -> Vec<Type> {
    match ty.as_compound() {
        Some(Compound::Vector { elem, lanes }) => vec![elem; lanes as usize],
        Some(Compound::Struct { fields, .. }) => fields,
        Some(Compound::Array { elem, len }) => vec![elem; len as usize],
        None => Vec::new(),
    }
}

/// Byte offset of every member of a compound type in memory.
fn member_offsets(ty: Type) -> Result<Vec<(u64, Type)>, Fault> {
    Ok(match ty.as_compound() {
        Some(Compound::Vector { elem, lanes }) => {
            if elem.bits() % 8 != 0 {
                return Err(Fault::unsupported(format!(
                    "memory access of vector type {ty} (lanes are not whole bytes)"
                )));
            }
            let step = elem.bits() / 8;
            (0..lanes as u64).map(|i| (i * step, elem)).collect()
        }
        Some(Compound::Struct { fields, .. }) => {
            let (offs, _) = ty.struct_layout().unwrap_or_default();
            offs.into_iter().zip(fields).collect()
        }
        Some(Compound::Array { elem, len }) => {
            if len > 1 << 24 {
                return Err(Fault::unsupported(format!(
                    "memory access of a value of type {ty}"
                )));
            }
            let step = elem.store_size();
            (0..len).map(|i| (i * step, elem)).collect()
        }
        None => Vec::new(),
    })
}

/// Bytes a scalar occupies in memory.
pub fn scalar_size(ty: Type) -> usize {
    ty.store_size() as usize
}

/// Decodes a value of `ty` from memory bytes. With `init`, scalars with an
/// uninitialized byte become [`Val::U`] and `*uninit` is set; padding is
/// never looked at.
pub fn decode(
    ty: Type,
    bytes: &[u8],
    init: Option<&[bool]>,
    uninit: &mut bool,
) -> Result<Val, Fault> {
    if let Type::Compound(_) = ty {
        let mut out = Vec::new();
        for (off, mt) in member_offsets(ty)? {
            let o = off as usize;
            let n = mt.store_size() as usize;
            out.push(decode(
                mt,
                &bytes[o..o + n],
                init.map(|i| &i[o..o + n]),
                uninit,
            )?);
        }
        return Ok(Val::A(out.into_boxed_slice()));
    }
    let n = scalar_size(ty);
    if let Some(i) = init {
        if !i[..n].iter().all(|&b| b) {
            *uninit = true;
            return Ok(Val::U);
        }
    }
    let mut w = [0u8; 16];
    w[..n].copy_from_slice(&bytes[..n]);
    let v = u128::from_le_bytes(w);
    let bits = match ty {
        Type::Int(b) => b as u32,
        _ => (n * 8) as u32,
    };
    Ok(Val::int(bits, v))
}

/// Encodes a value of `ty` into memory bytes; undefined scalars clear
/// their `init` bytes, padding bytes are left uninitialized.
pub fn encode(ty: Type, v: &Val, out: &mut [u8], init: &mut [bool]) -> Result<(), Fault> {
    if let Type::Compound(_) = ty {
        let ms = v
            .members()
            .ok_or_else(|| Fault::unsupported(format!("store of a non-aggregate value as {ty}")))?;
        for ((off, mt), m) in member_offsets(ty)?.into_iter().zip(ms.iter()) {
            let o = off as usize;
            let n = mt.store_size() as usize;
            encode(mt, m, &mut out[o..o + n], &mut init[o..o + n])?;
        }
        return Ok(());
    }
    let n = scalar_size(ty);
    match v.bits() {
        Some(b) => {
            out[..n].copy_from_slice(&b.to_le_bytes()[..n]);
            init[..n].iter_mut().for_each(|x| *x = true);
        }
        None => init[..n].iter_mut().for_each(|x| *x = false),
    }
    Ok(())
}

/// Materializes a constant of type `ty`. `global` gives the address of a
/// global (in the global's own space, converted by the caller's rules) and
/// `func` the pseudo-address of a function.
pub fn from_const(
    c: &Const,
    ty: Type,
    global: &dyn Fn(dialects::ir::GlobalId, Type) -> Result<u64, Fault>,
    func: &dyn Fn(dialects::ir::FuncId) -> u64,
) -> Result<Val, Fault> {
    Ok(match c {
        Const::Int(v) => Val::int(ty.bits().min(128) as u32, *v),
        Const::Float(b) => Val::B(*b),
        Const::Null => Val::B(0),
        Const::Zero => Val::zero(ty),
        Const::Undef | Const::Poison => Val::undef(ty),
        Const::Aggregate(items) => {
            let mts = members(ty);
            if mts.len() != items.len() {
                return Err(Fault::unsupported(format!(
                    "constant with {} members for type {ty}",
                    items.len()
                )));
            }
            Val::A(
                items
                    .iter()
                    .zip(mts)
                    .map(|(c, t)| from_const(c, t, global, func))
                    .collect::<Result<Vec<_>, _>>()?
                    .into_boxed_slice(),
            )
        }
        Const::Bytes(b) => Val::A(b.iter().map(|&x| Val::B(x as u64)).collect()),
        Const::GlobalAddr(g, off) => Val::B(global(*g, ty)?.wrapping_add(*off as u64)),
        Const::FuncAddr(f) => Val::B(func(*f)),
    })
}
