//! Value types of the IR.
//!
//! `Type` is `Copy`: scalars and pointers are stored inline, compound types
//! (vectors, literal structs, arrays) are interned in a process-wide table and
//! referred to by index. Interned ids never appear in any output: printing
//! resolves them to their structure, so output stays deterministic whatever
//! order threads interned types in.

use std::fmt;
use std::sync::{OnceLock, RwLock};

use rustc_hash::FxHashMap;

/// The type of an SSA value, a global's contents or a memory access.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Type {
    /// An integer of the given width in bits (1..=128); signedness lives in ops.
    Int(u16),
    /// IEEE half precision.
    F16,
    /// bfloat16.
    BF16,
    /// IEEE single precision.
    F32,
    /// IEEE double precision.
    F64,
    /// An opaque pointer into the given address space (0 generic, 1 global,
    /// 3 shared, 4 constant, 5 local).
    Ptr(u32),
    /// A vector, literal struct or array; see [`Compound`].
    Compound(TypeId),
}

/// Index of an interned compound type.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct TypeId(u32);

/// The structure behind a [`Type::Compound`].
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum Compound {
    /// `<lanes x elem>`; `elem` is a scalar or pointer type.
    Vector {
        /// Lane type.
        elem: Type,
        /// Lane count.
        lanes: u32,
    },
    /// A literal struct `{a, b}`, or `<{a, b}>` when packed.
    Struct {
        /// Field types in order.
        fields: Vec<Type>,
        /// No padding between fields.
        packed: bool,
    },
    /// `[len x elem]`.
    Array {
        /// Element type.
        elem: Type,
        /// Element count.
        len: u64,
    },
}

#[derive(Default)]
struct Interner {
    list: Vec<Compound>,
    map: FxHashMap<Compound, u32>,
}

fn interner() -> &'static RwLock<Interner> {
    static TABLE: OnceLock<RwLock<Interner>> = OnceLock::new();
    TABLE.get_or_init(Default::default)
}

/// Shorthands for common types.
pub mod ty {
    use super::Type;
    /// i1
    pub const I1: Type = Type::Int(1);
    /// i8
    pub const I8: Type = Type::Int(8);
    /// i16
    pub const I16: Type = Type::Int(16);
    /// i32
    pub const I32: Type = Type::Int(32);
    /// i64
    pub const I64: Type = Type::Int(64);
}

impl Type {
    /// Interns a compound type.
    pub fn compound(c: Compound) -> Type {
        if let Some(&i) = interner()
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .map
            .get(&c)
        {
            return Type::Compound(TypeId(i));
        }
        let mut t = interner().write().unwrap_or_else(|e| e.into_inner());
        if let Some(&i) = t.map.get(&c) {
            return Type::Compound(TypeId(i));
        }
        let i = t.list.len() as u32;
        t.list.push(c.clone());
        t.map.insert(c, i);
        Type::Compound(TypeId(i))
    }

    /// `<lanes x elem>`.
    pub fn vector(elem: Type, lanes: u32) -> Type {
        Type::compound(Compound::Vector { elem, lanes })
    }

    /// A literal struct.
    pub fn structure(fields: Vec<Type>, packed: bool) -> Type {
        Type::compound(Compound::Struct { fields, packed })
    }

    /// `[len x elem]`.
    pub fn array(elem: Type, len: u64) -> Type {
        Type::compound(Compound::Array { elem, len })
    }

    /// The structure of a compound type, `None` for scalars and pointers.
    pub fn as_compound(self) -> Option<Compound> {
        match self {
            Type::Compound(TypeId(i)) => {
                Some(interner().read().unwrap_or_else(|e| e.into_inner()).list[i as usize].clone())
            }
            _ => None,
        }
    }

    /// Lane type and count of a vector type.
    pub fn as_vector(self) -> Option<(Type, u32)> {
        match self.as_compound()? {
            Compound::Vector { elem, lanes } => Some((elem, lanes)),
            _ => None,
        }
    }

    /// True for `iN`.
    pub fn is_int(self) -> bool {
        matches!(self, Type::Int(_))
    }

    /// True for half, bfloat, float and double.
    pub fn is_float(self) -> bool {
        matches!(self, Type::F16 | Type::BF16 | Type::F32 | Type::F64)
    }

    /// True for pointers.
    pub fn is_ptr(self) -> bool {
        matches!(self, Type::Ptr(_))
    }

    /// True for structs and arrays (not vectors).
    pub fn is_aggregate(self) -> bool {
        matches!(
            self.as_compound(),
            Some(Compound::Struct { .. } | Compound::Array { .. })
        )
    }

    /// The lane type for vectors, the type itself otherwise.
    pub fn scalar(self) -> Type {
        self.as_vector().map_or(self, |(e, _)| e)
    }

    /// Bit width of a first-class non-aggregate type (pointers are 64-bit).
    pub fn bits(self) -> u64 {
        match self {
            Type::Int(b) => b as u64,
            Type::F16 | Type::BF16 => 16,
            Type::F32 => 32,
            Type::F64 => 64,
            Type::Ptr(_) => 64,
            Type::Compound(_) => match self.as_compound() {
                Some(Compound::Vector { elem, lanes }) => elem.bits() * lanes as u64,
                _ => self.store_size() * 8,
            },
        }
    }

    /// ABI alignment in bytes under the NVPTX data layout.
    pub fn abi_align(self) -> u64 {
        match self {
            Type::Int(b) => (b as u64).div_ceil(8).next_power_of_two().clamp(1, 16),
            Type::F16 | Type::BF16 => 2,
            Type::F32 => 4,
            Type::F64 | Type::Ptr(_) => 8,
            Type::Compound(_) => match self.as_compound() {
                Some(Compound::Vector { .. }) => self.store_size().next_power_of_two().max(1),
                Some(Compound::Array { elem, .. }) => elem.abi_align(),
                Some(Compound::Struct { fields, packed }) => {
                    if packed {
                        1
                    } else {
                        fields.iter().map(|f| f.abi_align()).max().unwrap_or(1)
                    }
                }
                None => 1,
            },
        }
    }

    /// Bytes a value of this type occupies when stored (LLVM's alloc size:
    /// the store size rounded up to the alignment).
    pub fn store_size(self) -> u64 {
        match self {
            Type::Int(b) => (b as u64).div_ceil(8).next_power_of_two().max(1),
            Type::Compound(_) => match self.as_compound() {
                Some(Compound::Vector { elem, lanes }) => (elem.bits() * lanes as u64)
                    .div_ceil(8)
                    .next_power_of_two()
                    .max(1),
                Some(Compound::Array { elem, len }) => elem.store_size().saturating_mul(len),
                Some(Compound::Struct { .. }) => self.struct_layout().map_or(0, |l| l.1),
                None => 0,
            },
            _ => self.bits() / 8,
        }
    }

    /// Field byte offsets and total size of a struct type.
    pub fn struct_layout(self) -> Option<(Vec<u64>, u64)> {
        let Some(Compound::Struct { fields, packed }) = self.as_compound() else {
            return None;
        };
        let mut offs = Vec::with_capacity(fields.len());
        let mut at = 0u64;
        let mut max_align = 1;
        for f in fields {
            let a = if packed { 1 } else { f.abi_align() };
            max_align = max_align.max(a);
            at = at.div_ceil(a) * a;
            offs.push(at);
            at = at.saturating_add(f.store_size());
        }
        let size = at.div_ceil(max_align) * max_align;
        Some((offs, size))
    }
}

impl fmt::Display for Type {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Type::Int(b) => write!(f, "i{b}"),
            Type::F16 => f.write_str("f16"),
            Type::BF16 => f.write_str("bf16"),
            Type::F32 => f.write_str("f32"),
            Type::F64 => f.write_str("f64"),
            Type::Ptr(0) => f.write_str("ptr"),
            Type::Ptr(a) => write!(f, "ptr<{a}>"),
            Type::Compound(_) => match self.as_compound() {
                Some(Compound::Vector { elem, lanes }) => write!(f, "<{lanes} x {elem}>"),
                Some(Compound::Array { elem, len }) => write!(f, "[{len} x {elem}]"),
                Some(Compound::Struct { fields, packed }) => {
                    f.write_str(if packed { "<{" } else { "{" })?;
                    for (i, t) in fields.iter().enumerate() {
                        if i > 0 {
                            f.write_str(", ")?;
                        }
                        write!(f, "{t}")?;
                    }
                    f.write_str(if packed { "}>" } else { "}" })
                }
                None => f.write_str("?"),
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn struct_layout_pads_fields() {
        let s = Type::structure(vec![Type::Int(8), Type::F32, Type::Int(16)], false);
        assert_eq!(s.struct_layout().unwrap(), (vec![0, 4, 8], 12));
        let p = Type::structure(vec![Type::Int(8), Type::F32], true);
        assert_eq!(p.struct_layout().unwrap(), (vec![0, 1], 5));
        assert_eq!(Type::array(s, 3).store_size(), 36);
    }

    #[test]
    fn interning_is_structural() {
        assert_eq!(Type::vector(Type::F32, 4), Type::vector(Type::F32, 4));
        assert_eq!(Type::vector(Type::F32, 4).to_string(), "<4 x f32>");
        assert_eq!(Type::vector(Type::F32, 4).store_size(), 16);
    }
}
