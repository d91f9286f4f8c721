//! Attribute payloads of instructions.
//!
//! Each opcode's [`Format`](super::Format) names the one `Attrs` variant it
//! carries; the verifier checks that they agree. Every payload prints to and
//! parses from the generic text format without loss.

use super::entities::{FuncId, GlobalId};
use super::intrinsics::{Intr, IntrinsicInfo};
use super::types::Type;

macro_rules! keyword_enum {
    ($(#[$doc:meta])* $name:ident { $($(#[$vdoc:meta])* $v:ident = $s:literal,)* }) => {
        $(#[$doc])*
        #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
        pub enum $name { $($(#[$vdoc])* $v,)* }
        impl $name {
            /// Every variant.
            pub const ALL: &'static [$name] = &[$($name::$v),*];
            /// The keyword, as LLVM writes it.
            pub fn keyword(self) -> &'static str { match self { $($name::$v => $s,)* } }
            /// Parses the keyword.
            pub fn from_keyword(s: &str) -> Option<Self> { match s { $($s => Some($name::$v),)* _ => None } }
        }
    };
}

keyword_enum!(
    /// Integer comparison predicates.
    IntPred {
        /// equal
        Eq = "eq",
        /// not equal
        Ne = "ne",
        /// unsigned >
        Ugt = "ugt",
        /// unsigned >=
        Uge = "uge",
        /// unsigned <
        Ult = "ult",
        /// unsigned <=
        Ule = "ule",
        /// signed >
        Sgt = "sgt",
        /// signed >=
        Sge = "sge",
        /// signed <
        Slt = "slt",
        /// signed <=
        Sle = "sle",
    }
);

impl IntPred {
    /// The predicate with its operands exchanged (`a < b` is `b > a`).
    pub fn swapped(self) -> IntPred {
        use IntPred::*;
        match self {
            Eq => Eq,
            Ne => Ne,
            Ugt => Ult,
            Uge => Ule,
            Ult => Ugt,
            Ule => Uge,
            Sgt => Slt,
            Sge => Sle,
            Slt => Sgt,
            Sle => Sge,
        }
    }

    /// The negated predicate (`!(a < b)` is `a >= b`).
    pub fn inverse(self) -> IntPred {
        use IntPred::*;
        match self {
            Eq => Ne,
            Ne => Eq,
            Ugt => Ule,
            Uge => Ult,
            Ult => Uge,
            Ule => Ugt,
            Sgt => Sle,
            Sge => Slt,
            Slt => Sge,
            Sle => Sgt,
        }
    }
}

keyword_enum!(
    /// Float comparison predicates (ordered `o*`, unordered `u*`).
    FloatPred {
        /// always false
        False = "false",
        /// ordered ==
        Oeq = "oeq",
        /// ordered >
        Ogt = "ogt",
        /// ordered >=
        Oge = "oge",
        /// ordered <
        Olt = "olt",
        /// ordered <=
        Ole = "ole",
        /// ordered !=
        One = "one",
        /// neither is NaN
        Ord = "ord",
        /// unordered ==
        Ueq = "ueq",
        /// unordered >
        Ugt = "ugt",
        /// unordered >=
        Uge = "uge",
        /// unordered <
        Ult = "ult",
        /// unordered <=
        Ule = "ule",
        /// unordered !=
        Une = "une",
        /// either is NaN
        Uno = "uno",
        /// always true
        True = "true",
    }
);

keyword_enum!(
    /// Memory orderings of atomic operations.
    Ordering {
        /// unordered
        Unordered = "unordered",
        /// monotonic (relaxed)
        Monotonic = "monotonic",
        /// acquire
        Acquire = "acquire",
        /// release
        Release = "release",
        /// acquire + release
        AcqRel = "acq_rel",
        /// sequentially consistent
        SeqCst = "seq_cst",
    }
);

keyword_enum!(
    /// Operations of `atomicrmw`.
    RmwOp {
        /// exchange
        Xchg = "xchg",
        /// integer add
        Add = "add",
        /// integer sub
        Sub = "sub",
        /// and
        And = "and",
        /// nand
        Nand = "nand",
        /// or
        Or = "or",
        /// xor
        Xor = "xor",
        /// signed max
        Max = "max",
        /// signed min
        Min = "min",
        /// unsigned max
        UMax = "umax",
        /// unsigned min
        UMin = "umin",
        /// float add
        FAdd = "fadd",
        /// float sub
        FSub = "fsub",
        /// float max
        FMax = "fmax",
        /// float min
        FMin = "fmin",
        /// unsigned increment with wrap
        UIncWrap = "uinc_wrap",
        /// unsigned decrement with wrap
        UDecWrap = "udec_wrap",
        /// `old >= val ? old - val : old` (LLVM 20)
        USubCond = "usub_cond",
        /// unsigned saturating subtract (LLVM 20)
        USubSat = "usub_sat",
        /// float maximum, NaN-propagating, `-0 < +0` (LLVM 20)
        FMaximum = "fmaximum",
        /// float minimum, NaN-propagating, `-0 < +0` (LLVM 20)
        FMinimum = "fminimum",
        /// IEEE 754-2019 maximumNumber: NaN-avoiding, `-0 < +0` (LLVM 21)
        FMaximumNum = "fmaximumnum",
        /// IEEE 754-2019 minimumNumber (LLVM 21)
        FMinimumNum = "fminimumnum",
    }
);

impl RmwOp {
    /// Operations on floating-point values.
    pub fn is_float(self) -> bool {
        use RmwOp::*;
        matches!(
            self,
            FAdd | FSub | FMax | FMin | FMaximum | FMinimum | FMaximumNum | FMinimumNum
        )
    }
}

/// Integer and pointer-arithmetic flags, a bit set.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct IntFlags(pub u8);

impl IntFlags {
    /// No signed wrap.
    pub const NSW: IntFlags = IntFlags(1);
    /// No unsigned wrap.
    pub const NUW: IntFlags = IntFlags(2);
    /// Exact division or shift.
    pub const EXACT: IntFlags = IntFlags(4);
    /// `or` operands share no set bit.
    pub const DISJOINT: IntFlags = IntFlags(8);
    /// zext/uitofp operand is non-negative.
    pub const NNEG: IntFlags = IntFlags(16);
    /// ptradd stays within its object.
    pub const INBOUNDS: IntFlags = IntFlags(32);
    /// Keywords in printing order.
    pub const NAMES: &'static [(IntFlags, &'static str)] = &[
        (IntFlags::NUW, "nuw"),
        (IntFlags::NSW, "nsw"),
        (IntFlags::EXACT, "exact"),
        (IntFlags::DISJOINT, "disjoint"),
        (IntFlags::NNEG, "nneg"),
        (IntFlags::INBOUNDS, "inbounds"),
    ];
    /// True when every bit of `o` is set.
    pub fn contains(self, o: IntFlags) -> bool {
        self.0 & o.0 == o.0
    }
    /// Sets the bits of `o`.
    pub fn insert(&mut self, o: IntFlags) {
        self.0 |= o.0;
    }
}

/// LLVM fast-math flags, a bit set.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct FastMath(pub u8);

impl FastMath {
    /// Keywords in LLVM's printing order; `fast` means all of them.
    pub const NAMES: &'static [(u8, &'static str)] = &[
        (1, "nnan"),
        (2, "ninf"),
        (4, "nsz"),
        (8, "arcp"),
        (16, "contract"),
        (32, "afn"),
        (64, "reassoc"),
    ];
    /// All flags (`fast`).
    pub const FAST: FastMath = FastMath(127);
    /// The `afn` bit: approximate functions allowed.
    pub const AFN: u8 = 32;
    /// Bit for a keyword; `fast` yields all bits.
    pub fn bit(kw: &str) -> Option<u8> {
        if kw == "fast" {
            return Some(127);
        }
        Self::NAMES.iter().find(|(_, n)| *n == kw).map(|(b, _)| *b)
    }
    /// The keywords that are set, `fast` when all are.
    pub fn keywords(self) -> Vec<&'static str> {
        if self.0 & 127 == 127 {
            return vec!["fast"];
        }
        Self::NAMES
            .iter()
            .filter(|(b, _)| self.0 & b != 0)
            .map(|(_, n)| *n)
            .collect()
    }
}

/// A constant value. Integers are stored as their bit pattern truncated to
/// the type's width; floats as their IEEE bit pattern.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum Const {
    /// An integer bit pattern.
    Int(u128),
    /// A float bit pattern.
    Float(u64),
    /// The null pointer.
    Null,
    /// All bits zero (any type, `zeroinitializer`).
    Zero,
    /// Undefined value.
    Undef,
    /// Poison value.
    Poison,
    /// Members of a struct, array or vector constant.
    Aggregate(Vec<Const>),
    /// Bytes of an `i8` array given as a string (`c"..."`).
    Bytes(Vec<u8>),
    /// The address of a global plus a byte offset (only in initializers).
    GlobalAddr(GlobalId, i64),
    /// The address of a function (only in initializers).
    FuncAddr(FuncId),
}

/// Attributes of loads and stores.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct MemAttrs {
    /// Known alignment in bytes (0 when unknown).
    pub align: u32,
    /// Volatile access.
    pub volatile: bool,
    /// `!invariant.load`: memory does not change while the kernel runs.
    pub invariant: bool,
    /// `!nontemporal`.
    pub nontemporal: bool,
    /// Atomic ordering for `load atomic` / `store atomic`.
    pub ordering: Option<Ordering>,
    /// Synchronization scope of an atomic access.
    pub scope: Scope,
}

/// A synchronization scope; `System` is LLVM's default (no `syncscope`).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub enum Scope {
    /// Whole system (default).
    #[default]
    System,
    /// `syncscope("singlethread")`.
    SingleThread,
    /// `syncscope("block")` (CTA).
    Block,
    /// `syncscope("cluster")`.
    Cluster,
    /// `syncscope("device")` (GPU).
    Device,
}

impl Scope {
    /// LLVM's syncscope string (empty for system).
    pub fn keyword(self) -> &'static str {
        match self {
            Scope::System => "",
            Scope::SingleThread => "singlethread",
            Scope::Block => "block",
            Scope::Cluster => "cluster",
            Scope::Device => "device",
        }
    }
    /// Parses a syncscope string.
    pub fn from_keyword(s: &str) -> Option<Scope> {
        Some(match s {
            "" | "system" => Scope::System,
            "singlethread" => Scope::SingleThread,
            "block" | "cta" => Scope::Block,
            "cluster" => Scope::Cluster,
            "device" | "gpu" => Scope::Device,
            _ => return None,
        })
    }
}

/// Attributes of `atomicrmw`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct RmwAttrs {
    /// The operation.
    pub op: RmwOp,
    /// Memory ordering.
    pub ordering: Ordering,
    /// Scope.
    pub scope: Scope,
    /// Volatile.
    pub volatile: bool,
    /// Alignment in bytes (0 = natural).
    pub align: u32,
}

/// Attributes of `cmpxchg`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct CmpXchgAttrs {
    /// Ordering on success.
    pub success: Ordering,
    /// Ordering on failure.
    pub failure: Ordering,
    /// Scope.
    pub scope: Scope,
    /// May fail spuriously.
    pub weak: bool,
    /// Volatile.
    pub volatile: bool,
    /// Alignment in bytes (0 = natural).
    pub align: u32,
}

/// Inline assembly kept verbatim.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct AsmData {
    /// The assembly template, unescaped.
    pub template: String,
    /// The constraint string, unescaped.
    pub constraints: String,
    /// `sideeffect`: may not be removed or moved.
    pub side_effect: bool,
    /// `convergent` call-site attribute.
    pub convergent: bool,
}

impl AsmData {
    /// The template with LLVM's operand-free modifiers expanded, as the
    /// NVPTX asm printer expands them: `${:uid}` (GCC's `%=`, a number
    /// unique to the asm statement, which labels of a spin loop carry) and
    /// `${:private}` (the private label prefix `$L__`) and `${:comment}`
    /// (`//`). Every reader of a template parses one statement at a time,
    /// and its labels are renamed per copy, so one number serves.
    pub fn expanded_template(&self) -> std::borrow::Cow<'_, str> {
        if !self.template.contains("${:") {
            return std::borrow::Cow::Borrowed(&self.template);
        }
        std::borrow::Cow::Owned(
            self.template
                .replace("${:uid}", "0")
                .replace("${:private}", "$L__")
                .replace("${:comment}", "//"),
        )
    }
}

/// Target of a direct call.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct CallAttrs {
    /// The callee.
    pub callee: FuncId,
    /// Fast-math flags of the call.
    pub fmf: FastMath,
    /// Call-site `convergent`.
    pub convergent: bool,
}

/// The signature of a call through a pointer (the callee is the first
/// operand; the arguments follow).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct IndirectCallAttrs {
    /// Parameter types.
    pub params: Vec<Type>,
    /// Parameters passed `byval`: index, pointee type and alignment (the
    /// call site says so, the pointer's target is unknown).
    pub byval: Vec<(u32, Type, u32)>,
    /// Return type; `None` for void.
    pub ret: Option<Type>,
    /// Fast-math flags of the call.
    pub fmf: FastMath,
    /// Call-site `convergent`.
    pub convergent: bool,
}

/// Intrinsic call payload: the name and what it decodes to. Build it with
/// [`IntrinsicAttrs::new`], which decodes the name once.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct IntrinsicAttrs {
    /// Full intrinsic name in its opaque-pointer spelling, e.g.
    /// `llvm.nvvm.read.ptx.sreg.tid.x` or `llvm.memcpy.p0.p1.i64`.
    pub name: String,
    /// Fast-math flags of the call.
    pub fmf: FastMath,
    /// Family, effects and convergence.
    pub info: IntrinsicInfo,
    /// What the call computes.
    pub intr: Intr,
    /// The call's `align` attributes per operand (0: none), kept only
    /// where they say what the operands alone do not: the pointers of
    /// `memcpy`, `memmove` and `memset`. Empty when there are none.
    pub arg_aligns: Vec<u32>,
}

impl IntrinsicAttrs {
    /// Decodes `name`.
    pub fn new(name: impl Into<String>, fmf: FastMath) -> IntrinsicAttrs {
        let name = name.into();
        IntrinsicAttrs {
            info: IntrinsicInfo::of(&name),
            intr: super::intrinsics::decode(&name),
            name,
            fmf,
            arg_aligns: Vec::new(),
        }
    }

    /// The `align` attribute of operand `k`, 1 when it has none.
    pub fn arg_align(&self, k: usize) -> u64 {
        self.arg_aligns
            .get(k)
            .map_or(1, |&a| u64::from(a).clamp(1, 1 << 12))
    }
}

/// A global or function referred to by `nvvm.addr`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Symbol {
    /// A global variable.
    Global(GlobalId),
    /// A function.
    Func(FuncId),
}

/// The attribute payload of an instruction.
#[derive(Clone, PartialEq, Eq, Hash, Debug, Default)]
pub enum Attrs {
    /// Nothing.
    #[default]
    None,
    /// Integer flags.
    Int(IntFlags),
    /// Fast-math flags.
    Float(FastMath),
    /// Integer comparison.
    ICmp(IntPred),
    /// Float comparison.
    FCmp(FloatPred, FastMath),
    /// A constant.
    Const(Const),
    /// A symbol address.
    Symbol(Symbol),
    /// Memory access.
    Mem(MemAttrs),
    /// Alloca element type and alignment.
    Alloca(Type, u32),
    /// atomicrmw.
    Rmw(RmwAttrs),
    /// cmpxchg.
    CmpXchg(CmpXchgAttrs),
    /// fence.
    Fence(Ordering, Scope),
    /// extractvalue / insertvalue indices.
    Indices(Vec<u32>),
    /// shufflevector mask (`-1` = undef lane).
    Shuffle(Vec<i32>),
    /// Direct call.
    Call(CallAttrs),
    /// Call through a pointer.
    CallIndirect(IndirectCallAttrs),
    /// Intrinsic call.
    Intrinsic(IntrinsicAttrs),
    /// Inline assembly.
    Asm(Box<AsmData>),
    /// Switch case values, one per successor after the default.
    Switch(Vec<u128>),
}

impl Attrs {
    /// The format this payload belongs to.
    pub fn format(&self) -> Option<super::Format> {
        use super::Format as F;
        Some(match self {
            Attrs::None => F::Plain,
            Attrs::Int(_) => F::Int,
            Attrs::Float(_) => F::Float,
            Attrs::ICmp(_) => F::ICmp,
            Attrs::FCmp(..) => F::FCmp,
            Attrs::Const(_) => F::Const,
            Attrs::Symbol(_) => F::Symbol,
            Attrs::Mem(_) => F::Mem,
            Attrs::Alloca(..) => F::Alloca,
            Attrs::Rmw(_) => F::Rmw,
            Attrs::CmpXchg(_) => F::CmpXchg,
            Attrs::Fence(..) => F::Fence,
            Attrs::Indices(_) => F::Indices,
            Attrs::Shuffle(_) => F::Shuffle,
            Attrs::Call(_) => F::Call,
            Attrs::CallIndirect(_) => F::CallIndirect,
            Attrs::Intrinsic(_) => F::Intrinsic,
            Attrs::Asm(_) => F::Asm,
            Attrs::Switch(_) => F::Switch,
        })
    }
}
