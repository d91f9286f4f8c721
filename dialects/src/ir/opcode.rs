//! Opcodes of the nvvm dialect.
//!
//! Every opcode has a dialect-qualified name (`nvvm.add`) used by the generic
//! text format, and a [`Format`] saying which [`Attrs`](super::Attrs)
//! payload it carries. Later dialects (ptx) add their own opcodes here with
//! their own prefix; ops of several dialects may live in one function while a
//! conversion runs.

use std::fmt;

macro_rules! opcodes {
    ($( $(#[$doc:meta])* $variant:ident = $name:literal, $format:ident; )*) => {
        /// An operation code.
        #[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
        pub enum Opcode {
            $( $(#[$doc])* $variant, )*
        }

        impl Opcode {
            /// Every opcode, in declaration order.
            pub const ALL: &'static [Opcode] = &[$(Opcode::$variant),*];

            /// The dialect-qualified name.
            pub fn name(self) -> &'static str {
                match self { $(Opcode::$variant => $name,)* }
            }

            /// The attribute payload this opcode carries.
            pub fn format(self) -> Format {
                match self { $(Opcode::$variant => Format::$format,)* }
            }

            /// Looks an opcode up by its qualified name.
            pub fn from_name(name: &str) -> Option<Opcode> {
                match name { $($name => Some(Opcode::$variant),)* _ => None }
            }
        }
    };
}

/// Which attribute payload an opcode carries (see `Attrs`).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Format {
    /// No attributes.
    Plain,
    /// Integer flags (nsw, nuw, exact, disjoint, nneg, inbounds).
    Int,
    /// Fast-math flags.
    Float,
    /// An integer comparison predicate.
    ICmp,
    /// A float comparison predicate and fast-math flags.
    FCmp,
    /// A constant.
    Const,
    /// A global or function symbol.
    Symbol,
    /// Memory access attributes.
    Mem,
    /// An alloca's element type and alignment.
    Alloca,
    /// Read-modify-write atomic attributes.
    Rmw,
    /// Compare-exchange attributes.
    CmpXchg,
    /// Fence ordering and scope.
    Fence,
    /// Aggregate indices.
    Indices,
    /// A shuffle mask.
    Shuffle,
    /// A call target.
    Call,
    /// The signature of a call through a pointer.
    CallIndirect,
    /// An intrinsic name.
    Intrinsic,
    /// Inline assembly.
    Asm,
    /// Switch case values.
    Switch,
}

opcodes! {
    /// Integer addition.
    Add = "nvvm.add", Int;
    /// Integer subtraction.
    Sub = "nvvm.sub", Int;
    /// Integer multiplication (low half).
    Mul = "nvvm.mul", Int;
    /// Unsigned division.
    UDiv = "nvvm.udiv", Int;
    /// Signed division.
    SDiv = "nvvm.sdiv", Int;
    /// Unsigned remainder.
    URem = "nvvm.urem", Int;
    /// Signed remainder.
    SRem = "nvvm.srem", Int;
    /// Shift left.
    Shl = "nvvm.shl", Int;
    /// Logical shift right.
    LShr = "nvvm.lshr", Int;
    /// Arithmetic shift right.
    AShr = "nvvm.ashr", Int;
    /// Bitwise and.
    And = "nvvm.and", Int;
    /// Bitwise or.
    Or = "nvvm.or", Int;
    /// Bitwise xor.
    Xor = "nvvm.xor", Int;
    /// Float addition.
    FAdd = "nvvm.fadd", Float;
    /// Float subtraction.
    FSub = "nvvm.fsub", Float;
    /// Float multiplication.
    FMul = "nvvm.fmul", Float;
    /// Float division.
    FDiv = "nvvm.fdiv", Float;
    /// Float remainder.
    FRem = "nvvm.frem", Float;
    /// Float negation.
    FNeg = "nvvm.fneg", Float;
    /// Integer or pointer comparison.
    ICmp = "nvvm.icmp", ICmp;
    /// Float comparison.
    FCmp = "nvvm.fcmp", FCmp;
    /// `cond ? a : b`.
    Select = "nvvm.select", Float;
    /// Integer truncation.
    Trunc = "nvvm.trunc", Int;
    /// Zero extension.
    ZExt = "nvvm.zext", Int;
    /// Sign extension.
    SExt = "nvvm.sext", Plain;
    /// Float narrowing.
    FPTrunc = "nvvm.fptrunc", Float;
    /// Float widening.
    FPExt = "nvvm.fpext", Float;
    /// Float to unsigned integer.
    FPToUI = "nvvm.fptoui", Plain;
    /// Float to signed integer.
    FPToSI = "nvvm.fptosi", Plain;
    /// Unsigned integer to float.
    UIToFP = "nvvm.uitofp", Int;
    /// Signed integer to float.
    SIToFP = "nvvm.sitofp", Plain;
    /// Pointer to integer.
    PtrToInt = "nvvm.ptrtoint", Plain;
    /// Integer to pointer.
    IntToPtr = "nvvm.inttoptr", Plain;
    /// Reinterpretation of bits between same-sized types.
    Bitcast = "nvvm.bitcast", Plain;
    /// Pointer conversion between address spaces.
    AddrSpaceCast = "nvvm.addrspacecast", Plain;
    /// Stops propagation of undef and poison.
    Freeze = "nvvm.freeze", Plain;
    /// A constant value.
    Const = "nvvm.const", Const;
    /// The address of a global variable or function.
    Addr = "nvvm.addr", Symbol;
    /// Pointer plus a byte offset (lowered GEP); `inbounds` may be set.
    PtrAdd = "nvvm.ptradd", Int;
    /// The full product of two sign-extended integers of half the
    /// result's width (`mul.wide.s32`: i32 x i32 -> i64, `.s16` for i16):
    /// what `mul (sext a), (sext b)` computes, as one PTX instruction. The
    /// e-graph's `fusion` rules introduce it; LLVM export writes the
    /// extensions and the multiply back.
    MulWideS = "nvvm.mul_wide_s", Plain;
    /// The same for zero-extended operands (`mul.wide.u32`).
    MulWideU = "nvvm.mul_wide_u", Plain;
    /// `a * b + c` in one instruction, all of one integer type, wrapping
    /// (`mad.lo.s32`): what `add (mul a, b), c` computes. The `fusion`
    /// rules introduce it; LLVM export writes the multiply and the add
    /// back.
    MadLo = "nvvm.mad_lo", Plain;
    /// Memory load.
    Load = "nvvm.load", Mem;
    /// Memory store: operands are value, pointer.
    Store = "nvvm.store", Mem;
    /// Stack allocation: operand is the element count.
    Alloca = "nvvm.alloca", Alloca;
    /// Atomic read-modify-write: operands are pointer, value.
    AtomicRmw = "nvvm.atomicrmw", Rmw;
    /// Atomic compare-exchange: pointer, expected, new; yields `{T, i1}`.
    CmpXchg = "nvvm.cmpxchg", CmpXchg;
    /// Memory fence.
    Fence = "nvvm.fence", Fence;
    /// Extracts a vector lane.
    ExtractElement = "nvvm.extractelement", Plain;
    /// Replaces a vector lane.
    InsertElement = "nvvm.insertelement", Plain;
    /// Permutes lanes of two vectors.
    ShuffleVector = "nvvm.shufflevector", Shuffle;
    /// Reads a member of an aggregate value.
    ExtractValue = "nvvm.extractvalue", Indices;
    /// Replaces a member of an aggregate value.
    InsertValue = "nvvm.insertvalue", Indices;
    /// Call of a device function.
    Call = "nvvm.call", Call;
    /// Call through a function pointer (the first operand): virtual calls,
    /// function tables. The signature is the call's.
    CallIndirect = "nvvm.call_indirect", CallIndirect;
    /// Call of an `llvm.*` intrinsic (including `llvm.nvvm.*`).
    Intrinsic = "nvvm.intr", Intrinsic;
    /// Inline PTX assembly, kept verbatim.
    InlineAsm = "nvvm.asm", Asm;
    /// Unconditional branch.
    Br = "nvvm.br", Plain;
    /// Two-way branch on an i1.
    CondBr = "nvvm.condbr", Plain;
    /// Multi-way branch: default successor first, then one per case value.
    Switch = "nvvm.switch", Switch;
    /// Function return.
    Ret = "nvvm.ret", Plain;
    /// Control cannot reach here.
    Unreachable = "nvvm.unreachable", Plain;
}

impl Opcode {
    /// Ends a block.
    pub fn is_terminator(self) -> bool {
        matches!(
            self,
            Opcode::Br | Opcode::CondBr | Opcode::Switch | Opcode::Ret | Opcode::Unreachable
        )
    }

    /// Two same-typed operands, one result of that type.
    pub fn is_binary(self) -> bool {
        use Opcode::*;
        matches!(
            self,
            Add | Sub
                | Mul
                | UDiv
                | SDiv
                | URem
                | SRem
                | Shl
                | LShr
                | AShr
                | And
                | Or
                | Xor
                | FAdd
                | FSub
                | FMul
                | FDiv
                | FRem
        )
    }

    /// Integer binary operations (also defined lane-wise on vectors).
    pub fn is_int_binary(self) -> bool {
        self.is_binary() && !self.is_float_binary()
    }

    /// Float binary operations.
    pub fn is_float_binary(self) -> bool {
        use Opcode::*;
        matches!(self, FAdd | FSub | FMul | FDiv | FRem)
    }

    /// Conversions with one operand and an explicit result type.
    pub fn is_cast(self) -> bool {
        use Opcode::*;
        matches!(
            self,
            Trunc
                | ZExt
                | SExt
                | FPTrunc
                | FPExt
                | FPToUI
                | FPToSI
                | UIToFP
                | SIToFP
                | PtrToInt
                | IntToPtr
                | Bitcast
                | AddrSpaceCast
        )
    }

    /// `mul_wide_s` / `mul_wide_u`.
    pub fn is_mul_wide(self) -> bool {
        matches!(self, Opcode::MulWideS | Opcode::MulWideU)
    }

    /// The LLVM instruction keyword for ops that map one-to-one.
    pub fn llvm_name(self) -> &'static str {
        self.name().trim_start_matches("nvvm.")
    }
}

impl fmt::Display for Opcode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
