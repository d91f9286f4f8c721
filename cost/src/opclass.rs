//! Opcode classes: the unit of the latency and throughput tables.
//!
//! Every operation of every dialect maps to one [`OpClass`]; a class names
//! the latency row ([`OpClass::latency_key`]) and throughput row
//! ([`OpClass::throughput_key`]) of the GPU tables it is costed with. The
//! classes are machine-level (what SASS unit runs it: integer ALU, FMA pipe,
//! SFU, LSU, ...), not nvvm-level, so that PTX instructions map into the
//! same enum one-to-one: the ptx dialect keeps mnemonics split at their
//! dots (`::ptx::Mnemonic`), and its mapping will read them
//! (`add.s32` -> `IntAdd`, `mad.lo.s32` -> `IntMul`, `ld.shared.f32` ->
//! `LoadShared`, `rsqrt.approx.f32` -> `Sfu`, `setp.lt.s32` -> `IntCompare`).
//!
//! Invariants:
//! - [`nvvm_opcode_class`] gives a class to every `nvvm.*` opcode (tested
//!   over `Opcode::ALL`); [`inst_class`] refines it with operand/result types
//!   (f64 vs f32 vs f16, 64-bit conversions), address spaces (followed
//!   through `ptradd`/`addrspacecast`), fast-math flags and intrinsic names;
//! - classes without a table row (`Free`, `SpecialReg`, stores, `Call`,
//!   `Opaque`, ...) get documented model parameters in `model.rs`.

use dialects::ir::intrinsics::{ArithOp, Family, IntBin, IntUn, Intr, LibmOp, OvOp, TensorOp};
use dialects::ir::{Attrs, Dfg, Inst, IntrinsicAttrs, Opcode, Type, Value, ValueDef};

use crate::tables::{LatKey, ThrKey};

macro_rules! op_classes {
    ($( $(#[$doc:meta])* $v:ident = $name:literal, $lat:expr, $thr:expr; )*) => {
        /// What kind of machine work an operation is.
        #[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
        pub enum OpClass { $( $(#[$doc])* $v, )* }

        impl OpClass {
            /// Every class, in declaration order.
            pub const ALL: &'static [OpClass] = &[$(OpClass::$v),*];

            /// A short kebab-case name for reports.
            pub fn name(self) -> &'static str {
                match self { $(OpClass::$v => $name,)* }
            }

            /// The latency row it is costed with, if the tables have one.
            pub fn latency_key(self) -> Option<LatKey> {
                match self { $(OpClass::$v => $lat,)* }
            }

            /// The throughput row it is costed with, if the tables have one.
            pub fn throughput_key(self) -> Option<ThrKey> {
                match self { $(OpClass::$v => $thr,)* }
            }
        }
    };
}

use LatKey as L;
use ThrKey as T;

op_classes! {
    /// Integer add/sub, 64-bit address arithmetic, `cvta` (IADD3).
    IntAdd = "int-add", Some(L::IntAlu), Some(T::Int32AddSub);
    /// and/or/xor/not (LOP3).
    IntLogic = "int-logic", Some(L::IntAlu), Some(T::BitwiseAndOrXor);
    /// Shifts and funnel shifts (SHF).
    IntShift = "int-shift", Some(L::IntAlu), Some(T::Int32Shift);
    /// Integer comparison producing a predicate (ISETP).
    IntCompare = "int-compare", Some(L::CompareSetp), Some(T::CompareMinMax);
    /// Integer min/max/abs (IMNMX).
    IntMinMax = "int-minmax", Some(L::IntAlu), Some(T::CompareMinMax);
    /// Integer multiply and multiply-add, mul.hi, mul24 (IMAD).
    IntMul = "int-mul", Some(L::IntMul), Some(T::Int32MulMad);
    /// Integer division and remainder (emulated sequence).
    IntDiv = "int-div", Some(L::IntDiv), None;
    /// popc/clz/ctz (POPC, FLO).
    IntBitCount = "int-bitcount", Some(L::Popc), Some(T::ClzPopc);
    /// brev/bfe/bfi/prmt/bswap.
    IntBitField = "int-bitfield", Some(L::IntAlu), Some(T::BitReverseBfeBfi);
    /// Select on a predicate (SEL).
    Select = "select", Some(L::IntAlu), Some(T::Int32AddSub);
    /// A register move or symbol address (MOV).
    Move = "move", Some(L::IntAlu), Some(T::Int32AddSub);
    /// FP32 add/sub/mul/fma/neg/abs (FFMA pipe).
    FpArith32 = "fp32", Some(L::Fp32Fma), Some(T::Fp32AddMulFma);
    /// Float compare and FP32 min/max (FSETP, FMNMX).
    FpCompare = "fp-compare", Some(L::CompareSetp), Some(T::CompareMinMax);
    /// IEEE division, square root and reciprocal (emulated sequence).
    FpDiv32 = "fp32-div", Some(L::Fp32DivIeee), None;
    /// FP16/BF16 arithmetic (HFMA2).
    Fp16 = "fp16", Some(L::Fp16), Some(T::Fp16x2AddMulFma);
    /// FP64 arithmetic and comparison (DFMA, DSETP).
    Fp64 = "fp64", Some(L::Fp64), Some(T::Fp64AddMulFma);
    /// FP64 division/sqrt (emulated; costed with `div_rn_f64` where known).
    Fp64Div = "fp64-div", Some(L::Fp32DivIeee), Some(T::Fp64AddMulFma);
    /// SFU approximations: rcp/rsqrt/ex2/lg2/sin/cos/tanh (MUFU).
    Sfu = "sfu", Some(L::Sfu), Some(T::SfuRcpRsqrtLg2Ex2SinCos);
    /// 8/16-bit integer to 32-bit conversion.
    CvtNarrowInt = "cvt-narrow-int", Some(L::Conversion), Some(T::Cvt8_16BitIntTo32);
    /// Conversions to or from 64-bit types (F2F.F64, I2F.S64, ...).
    Cvt64 = "cvt-64", Some(L::Conversion), Some(T::CvtToFrom64Bit);
    /// Other conversions and float rounding (F2I, I2F, F2F, FRND).
    Cvt = "cvt", Some(L::Conversion), Some(T::CvtOther);
    /// No machine instruction: constants (immediates), bitcasts, freeze,
    /// lane extracts/inserts, hints, lifetime markers, allocas.
    Free = "free", None, None;
    /// Special-register read (S2R: tid, ctaid, ...).
    SpecialReg = "sreg", None, None;
    /// Global (or generic) load, including ld.global.nc.
    LoadGlobal = "ld-global", Some(L::GlobalLoadL2Hit), None;
    /// Shared-memory load.
    LoadShared = "ld-shared", Some(L::SharedLoad), None;
    /// Local-memory (stack) load.
    LoadLocal = "ld-local", Some(L::GlobalLoadL1Hit), None;
    /// Constant-bank load.
    LoadConst = "ld-const", Some(L::ConstantLoad), None;
    /// Kernel-parameter load.
    LoadParam = "ld-param", Some(L::ConstantLoad), None;
    /// Global (or generic) store.
    StoreGlobal = "st-global", None, None;
    /// Shared-memory store.
    StoreShared = "st-shared", None, None;
    /// Local-memory store.
    StoreLocal = "st-local", None, None;
    /// Global atomic.
    AtomicGlobal = "atom-global", Some(L::AtomicGlobal), None;
    /// Shared-memory atomic.
    AtomicShared = "atom-shared", Some(L::AtomicShared), None;
    /// Memory fence.
    Fence = "fence", Some(L::Threadfence), None;
    /// Warp shuffle.
    Shuffle = "shfl", Some(L::WarpShuffle), Some(T::WarpShuffle);
    /// Warp vote, match, activemask.
    WarpVote = "vote", Some(L::IntAlu), Some(T::Int32AddSub);
    /// Warp reduction (redux.sync).
    WarpReduce = "redux", Some(L::WarpShuffle), Some(T::WarpShuffle);
    /// Block barrier.
    Barrier = "barrier", Some(L::Barrier), Some(T::Syncthreads);
    /// Tensor-core matrix multiply-accumulate.
    Mma = "mma", Some(L::MmaM16n8k16F16), None;
    /// Branch or switch.
    Branch = "branch", Some(L::Branch), None;
    /// Call of a device function.
    Call = "call", None, None;
    /// Function return.
    Return = "ret", Some(L::Branch), None;
    /// Inline assembly, memcpy/memset and unknown intrinsics.
    Opaque = "opaque", None, None;
}

impl OpClass {
    /// True for loads, stores, atomics and fences.
    pub fn is_memory(self) -> bool {
        use OpClass::*;
        matches!(
            self,
            LoadGlobal
                | LoadShared
                | LoadLocal
                | LoadConst
                | LoadParam
                | StoreGlobal
                | StoreShared
                | StoreLocal
                | AtomicGlobal
                | AtomicShared
                | Fence
        )
    }
}

/// The class of an `nvvm.*` opcode before types, address spaces and
/// intrinsic names are looked at (those refine it in [`inst_class`]).
/// `None` for opcodes of other dialects, which are mapped by their own
/// function when the dialect exists.
pub fn nvvm_opcode_class(op: Opcode) -> Option<OpClass> {
    use OpClass as C;
    use Opcode::*;
    #[allow(unreachable_patterns)] // ptx opcodes will join `Opcode`
    Some(match op {
        Add | Sub | PtrAdd | AddrSpaceCast => C::IntAdd,
        Mul | MulWideS | MulWideU | MadLo => C::IntMul,
        UDiv | SDiv | URem | SRem => C::IntDiv,
        Shl | LShr | AShr | SExt => C::IntShift,
        And | Or | Xor => C::IntLogic,
        FAdd | FSub | FMul | FNeg => C::FpArith32,
        FDiv | FRem => C::FpDiv32,
        ICmp => C::IntCompare,
        FCmp => C::FpCompare,
        Select => C::Select,
        FPTrunc | FPExt | FPToUI | FPToSI | UIToFP | SIToFP => C::Cvt,
        Trunc | ZExt | PtrToInt | IntToPtr | Bitcast | Freeze | Const | Alloca => C::Free,
        ExtractElement | InsertElement | ShuffleVector | ExtractValue | InsertValue => C::Free,
        Unreachable => C::Free,
        Addr => C::Move,
        Load => C::LoadGlobal,
        Store => C::StoreGlobal,
        AtomicRmw | CmpXchg => C::AtomicGlobal,
        Fence => C::Fence,
        Call | CallIndirect => C::Call,
        Intrinsic | InlineAsm => C::Opaque,
        Br | CondBr | Switch => C::Branch,
        Ret => C::Return,
        _ => return None,
    })
}

fn fp_class(ty: Option<Type>) -> OpClass {
    match ty.map(Type::scalar) {
        Some(Type::F64) => OpClass::Fp64,
        Some(Type::F16 | Type::BF16) => OpClass::Fp16,
        _ => OpClass::FpArith32,
    }
}

fn div_class(ty: Option<Type>) -> OpClass {
    match ty.map(Type::scalar) {
        Some(Type::F64) => OpClass::Fp64Div,
        _ => OpClass::FpDiv32,
    }
}

fn is_64bit(ty: Option<Type>) -> bool {
    ty.is_some_and(|t| t.scalar().bits() == 64)
}

fn is_narrow_int(ty: Option<Type>) -> bool {
    matches!(ty.map(Type::scalar), Some(Type::Int(8 | 16)))
}

/// The class of an intrinsic call, from its decoded form. `ty` is the type
/// that decides the unit (the result, else the first operand); `src` the
/// first operand's type (a conversion from or to 64 bits runs on the
/// 64-bit path); `addrspace` that of the pointer operand of memory
/// intrinsics; `approx` whether the call allows approximate functions
/// (`afn`).
pub fn intrinsic_class(
    ia: &IntrinsicAttrs,
    ty: Option<Type>,
    src: Option<Type>,
    addrspace: u32,
    approx: bool,
) -> OpClass {
    use OpClass as C;
    match ia.info.family {
        Family::SpecialReg => C::SpecialReg,
        Family::Barrier => C::Barrier,
        Family::Shuffle => C::Shuffle,
        Family::Vote | Family::Match => C::WarpVote,
        Family::Redux => C::WarpReduce,
        Family::Ldg => C::LoadGlobal,
        Family::Atomic if addrspace == 3 => C::AtomicShared,
        Family::Atomic => C::AtomicGlobal,
        Family::Fence => C::Fence,
        Family::Lifetime | Family::Hint => C::Free,
        Family::MemTransfer | Family::Other => C::Opaque,
        Family::Tensor => match ia.intr {
            Intr::Tensor(t) => match t.mem {
                TensorOp::Ldmatrix | TensorOp::Load { shared: true } => C::LoadShared,
                TensorOp::Load { shared: false } => C::LoadGlobal,
                TensorOp::Stmatrix | TensorOp::Store { shared: true } => C::StoreShared,
                TensorOp::Store { shared: false } => C::StoreGlobal,
                _ => C::Mma,
            },
            _ => C::Mma,
        },
        Family::Convert => match ia.intr {
            Intr::BitcastNv | Intr::LohiI2d => C::Free,
            Intr::PtrConv { .. } => C::IntAdd,
            _ if is_64bit(ty) || is_64bit(src) => C::Cvt64,
            _ => C::Cvt,
        },
        Family::Math => math_class(ia.intr, ty, approx),
    }
}

fn math_class(intr: Intr, ty: Option<Type>, approx: bool) -> OpClass {
    use IntBin as B;
    use IntUn as U;
    use OpClass as C;
    let is_float = ty.is_some_and(|t| t.scalar().is_float());
    let wide = is_64bit(ty);
    match intr {
        Intr::IntBinary(B::SMin | B::SMax | B::UMin | B::UMax) | Intr::IntUnary(U::Abs) => {
            C::IntMinMax
        }
        Intr::IntUnary(U::Ctpop | U::Ctlz | U::Cttz | U::Popc32 | U::Clz32) | Intr::Flo { .. } => {
            C::IntBitCount
        }
        Intr::IntUnary(U::Bitrev | U::Bswap)
        | Intr::Prmt(_)
        | Intr::Bfe { .. }
        | Intr::Bfi
        | Intr::Fns => C::IntBitField,
        Intr::Funnel { .. } => C::IntShift,
        Intr::IntBinary(B::SAddSat | B::UAddSat | B::SSubSat | B::USubSat)
        | Intr::Overflow(OvOp::SAdd | OvOp::UAdd | OvOp::SSub | OvOp::USub)
        | Intr::Sad { .. } => C::IntAdd,
        Intr::Overflow(OvOp::SMul | OvOp::UMul)
        | Intr::IntBinary(B::MulHiS | B::MulHiU | B::Mul24S | B::Mul24U) => C::IntMul,
        Intr::IsSpace(_) | Intr::IsSpaceSharedCluster => C::IntCompare,
        Intr::IsFpClass if wide => C::Fp64,
        Intr::IsFpClass => C::FpCompare,
        Intr::MinMax { .. } => match fp_class(ty) {
            C::FpArith32 => C::FpCompare,
            c => c,
        },
        // Hardware approximations versus emulated IEEE forms.
        Intr::Approx { .. } => C::Sfu,
        Intr::Arith {
            op: ArithOp::Sqrt, ..
        } if approx && !wide => C::Sfu,
        Intr::Arith {
            op: ArithOp::Sqrt | ArithOp::Rcp | ArithOp::Div,
            ..
        } => div_class(ty),
        Intr::Libm(
            LibmOp::Exp2 | LibmOp::Exp | LibmOp::Log2 | LibmOp::Log | LibmOp::Sin | LibmOp::Cos,
        )
        | Intr::Libm(LibmOp::Pow)
        | Intr::Powi
            if wide =>
        {
            C::Fp64Div
        }
        Intr::Libm(
            LibmOp::Exp2 | LibmOp::Exp | LibmOp::Log2 | LibmOp::Log | LibmOp::Sin | LibmOp::Cos,
        )
        | Intr::Libm(LibmOp::Pow)
        | Intr::Powi => C::Sfu,
        Intr::RoundInt { .. } | Intr::RoundAway if wide => C::Cvt64,
        Intr::RoundInt { .. } | Intr::RoundAway => C::Cvt,
        Intr::VectorReduce(_) if !is_float => C::IntAdd,
        // fma, fmuladd, fabs, copysign, canonicalize, ldexp, saturate,
        // nvvm.{fma,add,mul}.* and friends.
        _ if is_float => fp_class(ty),
        _ => C::IntAdd,
    }
}

/// The address space a pointer value points into, following `ptradd`,
/// `addrspacecast` (from a specific space to generic) and `freeze` back to
/// a typed pointer. Generic pointers whose origin is unknown give 0.
pub fn pointer_space(dfg: &Dfg, v: Value) -> u32 {
    let mut v = v;
    for _ in 0..16 {
        if !dfg.values.is_valid(v) {
            return 0;
        }
        if let Type::Ptr(a) = dfg.value_type(v) {
            if a != 0 {
                return a;
            }
        }
        let ValueDef::Result(i) = dfg.values[v].def else {
            return 0;
        };
        let d = &dfg.insts[i];
        match d.opcode {
            Opcode::PtrAdd | Opcode::AddrSpaceCast | Opcode::Freeze => {
                match dfg.inst_args(i).first() {
                    Some(&a) => v = a,
                    None => return 0,
                }
            }
            _ => return 0,
        }
    }
    0
}

fn space_of(dfg: &Dfg, v: Option<&Value>) -> u32 {
    v.map_or(0, |&v| pointer_space(dfg, v))
}

/// The class of an instruction of a function body.
pub fn inst_class(dfg: &Dfg, inst: Inst) -> OpClass {
    use OpClass as C;
    let Some(d) = dfg.insts.get(inst) else {
        return C::Opaque;
    };
    let args = dfg.inst_args(inst);
    let res = dfg.inst_result(inst).map(|v| dfg.value_type(v));
    let arg0 = args.first().map(|&v| dfg.value_type(v));
    let fmf = match &d.attrs {
        Attrs::Float(f) | Attrs::FCmp(_, f) => f.0,
        Attrs::Intrinsic(i) => i.fmf.0,
        _ => 0,
    };
    // afn (32) or arcp (8): approximate division and functions allowed.
    let approx = fmf & (32 | 8) != 0;
    match d.opcode {
        Opcode::FAdd | Opcode::FSub | Opcode::FMul | Opcode::FNeg => fp_class(res),
        Opcode::FDiv => match res.map(Type::scalar) {
            Some(Type::F32) if approx => C::Sfu,
            _ => div_class(res),
        },
        Opcode::FRem => div_class(res),
        Opcode::FCmp => match fp_class(arg0) {
            C::FpArith32 => C::FpCompare,
            c => c,
        },
        Opcode::Trunc if res.map(Type::scalar) == Some(Type::Int(1)) => C::IntLogic,
        Opcode::Trunc | Opcode::ZExt | Opcode::SExt
            if is_narrow_int(arg0) || is_narrow_int(res) =>
        {
            C::CvtNarrowInt
        }
        Opcode::ZExt | Opcode::SExt if arg0.map(Type::scalar) == Some(Type::Int(1)) => C::Select,
        Opcode::FPTrunc
        | Opcode::FPExt
        | Opcode::FPToUI
        | Opcode::FPToSI
        | Opcode::UIToFP
        | Opcode::SIToFP => {
            if is_64bit(res) || is_64bit(arg0) {
                C::Cvt64
            } else {
                C::Cvt
            }
        }
        Opcode::Load => match space_of(dfg, args.first()) {
            3 => C::LoadShared,
            4 => C::LoadConst,
            5 => C::LoadLocal,
            101 => C::LoadParam,
            _ => C::LoadGlobal,
        },
        Opcode::Store => match space_of(dfg, args.get(1)) {
            3 => C::StoreShared,
            5 => C::StoreLocal,
            _ => C::StoreGlobal,
        },
        Opcode::AtomicRmw | Opcode::CmpXchg => match space_of(dfg, args.first()) {
            3 => C::AtomicShared,
            _ => C::AtomicGlobal,
        },
        Opcode::Intrinsic => {
            let Attrs::Intrinsic(i) = &d.attrs else {
                return C::Opaque;
            };
            let space = args
                .iter()
                .find(|&&a| dfg.value_type(a).is_ptr())
                .map_or(0, |&a| pointer_space(dfg, a));
            intrinsic_class(i, res.or(arg0), arg0, space, approx)
        }
        op => nvvm_opcode_class(op).unwrap_or(C::Opaque),
    }
}

/// How many machine instructions one operation of `class` expands to, per
/// thread, given the type that sets its width (`ty`: the result, or the
/// compared/stored operand). 64-bit integer ALU ops take two 32-bit
/// instructions (IADD3 + IADD3.X), a 64-bit multiply three (IMAD.WIDE +
/// 2 IMAD); vector ops one per lane (two f16 lanes per HFMA2); memory ops
/// one (vector loads are single instructions); `Free` none.
pub fn issue_count(class: OpClass, ty: Option<Type>) -> u32 {
    use OpClass as C;
    let (lanes, elem_bits) = match ty {
        Some(t) => match t.as_vector() {
            Some((e, n)) => (n.max(1), e.bits()),
            None => (1, t.bits()),
        },
        None => (1, 32),
    };
    let words = elem_bits.div_ceil(32).clamp(1, 4) as u32;
    match class {
        C::Free => 0,
        C::IntAdd
        | C::IntLogic
        | C::IntShift
        | C::IntCompare
        | C::IntMinMax
        | C::Select
        | C::Move
        | C::Shuffle => lanes * words,
        C::IntMul => lanes * if words > 1 { 3 } else { 1 },
        C::Fp16 => lanes.div_ceil(2),
        C::FpArith32
        | C::FpCompare
        | C::FpDiv32
        | C::Fp64
        | C::Fp64Div
        | C::Sfu
        | C::CvtNarrowInt
        | C::Cvt64
        | C::Cvt
        | C::IntDiv
        | C::IntBitCount
        | C::IntBitField => lanes,
        _ => 1,
    }
}

/// The type that sets an instruction's width for [`issue_count`]: its
/// result, or for compares and stores the (first) compared or stored operand.
pub fn width_type(dfg: &Dfg, inst: Inst) -> Option<Type> {
    let d = dfg.insts.get(inst)?;
    let arg0 = || dfg.inst_args(inst).first().map(|&v| dfg.value_type(v));
    match d.opcode {
        // A widening multiply issues at its operands' width (one IMAD.WIDE).
        Opcode::ICmp | Opcode::FCmp | Opcode::Store | Opcode::MulWideS | Opcode::MulWideU => arg0(),
        _ => dfg.inst_result(inst).map(|v| dfg.value_type(v)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_nvvm_opcode_has_a_class() {
        let mut missing = Vec::new();
        for &op in Opcode::ALL {
            if op.name().starts_with("nvvm.") && nvvm_opcode_class(op).is_none() {
                missing.push(op.name());
            }
        }
        assert!(
            missing.is_empty(),
            "nvvm opcodes without a class: {missing:?}"
        );
        // Terminators are control classes.
        for &op in Opcode::ALL {
            if op.is_terminator() && op.name().starts_with("nvvm.") {
                let c = nvvm_opcode_class(op).unwrap();
                assert!(matches!(
                    c,
                    OpClass::Branch | OpClass::Return | OpClass::Free
                ));
            }
        }
    }

    #[test]
    fn class_names_are_unique() {
        let mut names: Vec<_> = OpClass::ALL.iter().map(|c| c.name()).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), OpClass::ALL.len());
    }

    #[test]
    fn every_intrinsic_family_maps() {
        let f32 = Some(Type::F32);
        let f64 = Some(Type::F64);
        let i32 = Some(Type::Int(32));
        let cases: &[(&str, Option<Type>, OpClass)] = &[
            ("llvm.nvvm.read.ptx.sreg.tid.x", i32, OpClass::SpecialReg),
            ("llvm.nvvm.barrier0", None, OpClass::Barrier),
            ("llvm.nvvm.shfl.sync.down.f32", f32, OpClass::Shuffle),
            ("llvm.nvvm.vote.ballot.sync", i32, OpClass::WarpVote),
            ("llvm.nvvm.match.any.sync.i32", i32, OpClass::WarpVote),
            ("llvm.nvvm.redux.sync.add", i32, OpClass::WarpReduce),
            ("llvm.nvvm.ldg.global.f.f32.p1", f32, OpClass::LoadGlobal),
            (
                "llvm.nvvm.atomic.load.add.f32.p0",
                f32,
                OpClass::AtomicGlobal,
            ),
            ("llvm.nvvm.membar.gl", None, OpClass::Fence),
            ("llvm.memcpy.p0.p0.i64", None, OpClass::Opaque),
            ("llvm.lifetime.start.p0", None, OpClass::Free),
            ("llvm.assume", None, OpClass::Free),
            ("llvm.nvvm.mma.m16n8k16.row.col.f16.f16", None, OpClass::Mma),
            (
                "llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16",
                None,
                OpClass::LoadShared,
            ),
            (
                "llvm.nvvm.wmma.m16n16k16.store.d.row.f32.p0",
                None,
                OpClass::StoreGlobal,
            ),
            ("llvm.fma.f32", f32, OpClass::FpArith32),
            ("llvm.fma.f64", f64, OpClass::Fp64),
            ("llvm.fmuladd.f16", Some(Type::F16), OpClass::Fp16),
            ("llvm.fabs.f32", f32, OpClass::FpArith32),
            ("llvm.minnum.f32", f32, OpClass::FpCompare),
            ("llvm.smax.i32", i32, OpClass::IntMinMax),
            ("llvm.ctpop.i64", Some(Type::Int(64)), OpClass::IntBitCount),
            ("llvm.nvvm.brev32", i32, OpClass::IntBitField),
            ("llvm.fshl.i32", i32, OpClass::IntShift),
            ("llvm.sqrt.f32", f32, OpClass::FpDiv32),
            ("llvm.sqrt.f64", f64, OpClass::Fp64Div),
            ("llvm.nvvm.sqrt.approx.f", f32, OpClass::Sfu),
            ("llvm.nvvm.rsqrt.approx.f", f32, OpClass::Sfu),
            ("llvm.nvvm.div.rn.f", f32, OpClass::FpDiv32),
            ("llvm.nvvm.ex2.approx.ftz.f", f32, OpClass::Sfu),
            ("llvm.floor.f32", f32, OpClass::Cvt),
            ("llvm.nvvm.mulhi.i", i32, OpClass::IntMul),
            ("llvm.umul.with.overflow.i32", None, OpClass::IntMul),
            ("llvm.nvvm.f2i.rn", i32, OpClass::Cvt),
            ("llvm.nvvm.i2d.rn", f64, OpClass::Cvt64),
            ("llvm.nvvm.lohi.i2d", f64, OpClass::Free),
            ("llvm.convert.from.fp16.f32", f32, OpClass::Cvt),
            ("llvm.nvvm.something.new", None, OpClass::Opaque),
        ];
        let class = |name: &str, ty, src, space, approx| {
            intrinsic_class(
                &IntrinsicAttrs::new(name, dialects::ir::FastMath::default()),
                ty,
                src,
                space,
                approx,
            )
        };
        for &(name, ty, want) in cases {
            assert_eq!(class(name, ty, None, 0, false), want, "{name}");
        }
        // A conversion from f64 to i32 runs on the 64-bit path.
        assert_eq!(
            class("llvm.nvvm.d2i.rn", i32, f64, 0, false),
            OpClass::Cvt64
        );
        assert_eq!(
            class("llvm.nvvm.atomic.load.add.f32.p3", f32, None, 3, false),
            OpClass::AtomicShared
        );
        assert_eq!(class("llvm.sqrt.f32", f32, None, 0, true), OpClass::Sfu);
    }

    #[test]
    fn instructions_refine_by_type_and_space() {
        let src = r#"
target triple = "nvptx64-nvidia-cuda"
@s = internal addrspace(3) global [64 x float] undef, align 4
define void @k(ptr addrspace(1) %g, double %d, i64 %n, i8 %c) {
  %p = getelementptr inbounds [64 x float], ptr addrspace(3) @s, i64 0, i64 %n
  %gp = addrspacecast ptr addrspace(3) %p to ptr
  %x = load float, ptr %gp, align 4
  %y = load float, ptr addrspace(1) %g, align 4
  %z = fadd float %x, %y
  %dd = fmul double %d, %d
  %q = fdiv arcp float %z, %y
  %w = fdiv float %z, %y
  %e = fpext float %w to double
  %m = mul i64 %n, %n
  %cc = sext i8 %c to i32
  store float %q, ptr addrspace(1) %g, align 4
  store double %dd, ptr %gp, align 8
  store double %e, ptr addrspace(1) %g, align 8
  store i64 %m, ptr addrspace(1) %g, align 8
  store i32 %cc, ptr addrspace(1) %g, align 4
  ret void
}
"#;
        let m = llvm::import::import("t.ll", src).unwrap();
        let f = &m.funcs[m.func_by_name("k").unwrap()];
        let body = f.body.as_ref().unwrap();
        let classes: Vec<(OpClass, u32)> = body
            .all_insts()
            .into_iter()
            .filter(|&i| body.dfg.insts[i].opcode != Opcode::Const)
            .map(|i| {
                let c = inst_class(&body.dfg, i);
                (c, issue_count(c, width_type(&body.dfg, i)))
            })
            .collect();
        let want = [
            (OpClass::Move, 2),       // @s (a 64-bit address)
            (OpClass::IntMul, 3),     // offset = n * 4 (64-bit)
            (OpClass::IntAdd, 2),     // ptradd
            (OpClass::IntAdd, 2),     // addrspacecast (cvta)
            (OpClass::LoadShared, 1), // through the cast
            (OpClass::LoadGlobal, 1),
            (OpClass::FpArith32, 1),
            (OpClass::Fp64, 1),
            (OpClass::Sfu, 1),     // arcp division
            (OpClass::FpDiv32, 1), // IEEE division
            (OpClass::Cvt64, 1),
            (OpClass::IntMul, 3),
            (OpClass::CvtNarrowInt, 1),
            (OpClass::StoreGlobal, 1),
            (OpClass::StoreShared, 1),
            (OpClass::StoreGlobal, 1),
            (OpClass::StoreGlobal, 1),
            (OpClass::StoreGlobal, 1),
            (OpClass::Return, 1),
        ];
        assert_eq!(classes, want);
    }
}
