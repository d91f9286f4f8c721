//! PTX fundamental types, state spaces and register classes.

use std::fmt;

macro_rules! keywords {
    ($(#[$doc:meta])* $name:ident { $($(#[$vdoc:meta])* $v:ident = $s:literal,)* }) => {
        $(#[$doc])*
        #[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
        pub enum $name { $($(#[$vdoc])* $v,)* }
        impl $name {
            /// Every variant.
            pub const ALL: &'static [$name] = &[$($name::$v),*];
            /// The PTX spelling without the leading dot.
            pub fn name(self) -> &'static str { match self { $($name::$v => $s,)* } }
            /// Parses the spelling without the leading dot.
            pub fn from_name(s: &str) -> Option<Self> { match s { $($s => Some($name::$v),)* _ => None } }
        }
        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { write!(f, ".{}", self.name()) }
        }
    };
}

keywords!(
    /// A PTX fundamental type (PTX ISA §5.2).
    PtxType {
        /// predicate
        Pred = "pred",
        /// 8-bit untyped
        B8 = "b8",
        /// 16-bit untyped
        B16 = "b16",
        /// 32-bit untyped
        B32 = "b32",
        /// 64-bit untyped
        B64 = "b64",
        /// 128-bit untyped
        B128 = "b128",
        /// unsigned 8-bit
        U8 = "u8",
        /// unsigned 16-bit
        U16 = "u16",
        /// unsigned 32-bit
        U32 = "u32",
        /// unsigned 64-bit
        U64 = "u64",
        /// signed 8-bit
        S8 = "s8",
        /// signed 16-bit
        S16 = "s16",
        /// signed 32-bit
        S32 = "s32",
        /// signed 64-bit
        S64 = "s64",
        /// half precision
        F16 = "f16",
        /// two halves
        F16x2 = "f16x2",
        /// bfloat16
        BF16 = "bf16",
        /// two bfloat16
        BF16x2 = "bf16x2",
        /// tf32 (in a 32-bit register)
        TF32 = "tf32",
        /// single precision
        F32 = "f32",
        /// double precision
        F64 = "f64",
        /// a texture reference (module-level `.global` variables only)
        TexRef = "texref",
        /// a surface reference
        SurfRef = "surfref",
        /// a sampler reference
        SamplerRef = "samplerref",
    }
);

keywords!(
    /// A PTX state space (PTX ISA §5.1).
    Space {
        /// registers
        Reg = "reg",
        /// special registers
        Sreg = "sreg",
        /// constant bank
        Const = "const",
        /// global memory
        Global = "global",
        /// thread-local memory
        Local = "local",
        /// kernel/function parameters
        Param = "param",
        /// per-CTA shared memory
        Shared = "shared",
        /// texture (declarations only)
        Tex = "tex",
    }
);

impl PtxType {
    /// Width in bits (predicates count as 1).
    pub fn bits(self) -> u32 {
        use PtxType::*;
        match self {
            Pred => 1,
            B8 | U8 | S8 => 8,
            B16 | U16 | S16 | F16 | BF16 => 16,
            B32 | U32 | S32 | F32 | F16x2 | BF16x2 | TF32 => 32,
            B64 | U64 | S64 | F64 | TexRef | SurfRef | SamplerRef => 64,
            B128 => 128,
        }
    }

    /// Size in bytes of a memory access of this type.
    pub fn bytes(self) -> u32 {
        self.bits().div_ceil(8)
    }

    /// Signed integer types.
    pub fn is_signed(self) -> bool {
        matches!(
            self,
            PtxType::S8 | PtxType::S16 | PtxType::S32 | PtxType::S64
        )
    }

    /// Floating-point types (scalar or packed).
    pub fn is_float(self) -> bool {
        use PtxType::*;
        matches!(self, F16 | F16x2 | BF16 | BF16x2 | TF32 | F32 | F64)
    }

    /// The register class a value of this type lives in. 8-bit values live
    /// in 16-bit registers (PTX has no 8-bit registers for arithmetic).
    pub fn reg_class(self) -> RegClass {
        use PtxType::*;
        match self {
            Pred => RegClass::Pred,
            B8 | U8 | S8 | B16 | U16 | S16 | F16 | BF16 => RegClass::B16,
            B32 | U32 | S32 | F16x2 | BF16x2 | TF32 => RegClass::B32,
            F32 => RegClass::F32,
            B64 | U64 | S64 | TexRef | SurfRef | SamplerRef => RegClass::B64,
            F64 => RegClass::F64,
            B128 => RegClass::B128,
        }
    }
}

/// The classes of virtual registers a function declares (`.reg .b32 %r<N>`).
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub enum RegClass {
    /// `.pred %p`
    Pred,
    /// `.b16 %rs`
    B16,
    /// `.b32 %r`
    B32,
    /// `.b64 %rd`
    B64,
    /// `.b128 %rq`
    B128,
    /// `.f32 %f`
    F32,
    /// `.f64 %fd`
    F64,
}

impl RegClass {
    /// Every class, in declaration order.
    pub const ALL: &'static [RegClass] = &[
        RegClass::Pred,
        RegClass::B16,
        RegClass::B32,
        RegClass::B64,
        RegClass::B128,
        RegClass::F32,
        RegClass::F64,
    ];

    /// The declaration type and the register name prefix warpsat uses
    /// (the same as NVIDIA's and LLVM's, so dumps read alike).
    pub fn decl(self) -> (PtxType, &'static str) {
        match self {
            RegClass::Pred => (PtxType::Pred, "p"),
            RegClass::B16 => (PtxType::B16, "rs"),
            RegClass::B32 => (PtxType::B32, "r"),
            RegClass::B64 => (PtxType::B64, "rd"),
            RegClass::B128 => (PtxType::B128, "rq"),
            RegClass::F32 => (PtxType::F32, "f"),
            RegClass::F64 => (PtxType::F64, "fd"),
        }
    }

    /// Width in bits.
    pub fn bits(self) -> u32 {
        self.decl().0.bits()
    }
}
