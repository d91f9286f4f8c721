//! The cost model on the ptx dialect: opcode classes of PTX mnemonics,
//! register pressure over PTX virtual registers, and a prediction of the
//! register count ptxas reports, so that PTX from libNVVM, llc or warpsat
//! itself can be analyzed like nvvm IR.
//!
//! Invariants and conventions:
//! - [`ptx_class`] gives a class to every mnemonic (base + modifiers + type
//!   suffixes) that occurs in the corpus PTX of libNVVM, llc-16 and warpsat
//!   (tested over the recorded list in `ptx/corpus_mnemonics.txt`); `None`
//!   means "not understood", and [`ptx_inst_class`] turns that into
//!   [`OpClass::Opaque`];
//! - PTX is not SSA: a register may be written many times. Liveness is a
//!   backward dataflow over the CFG of `bra`/`brx.idx` targets and
//!   fall-through; an unguarded definition kills, a guarded (`@%p`) one does
//!   not (the old value survives on the lanes where the guard is false);
//! - operands are destinations first (PTX order): the first operand of an
//!   instruction that writes registers is a definition when it is a
//!   register, a vector `{..}` (each element), a pair `%r|%p` (both) or a
//!   sink; every other register mentioned (address bases, vector and
//!   bracket elements, `!%p`, the guard) is a use;
//! - sizes in 32-bit registers: `.b64`/`.u64`/`.s64`/`.f64` registers count
//!   2, `.b128` 4, 16-bit and 32-bit ones 1, a 64-bit register of which
//!   only the low half is read (it only addresses `.shared`/`.const`
//!   memory, or is truncated) 1 ([`window_addresses`]), a warp-uniform
//!   value ptxas keeps in a uniform register 0 ([`uniform_registers`], from
//!   sm_75); predicates are counted apart.

use ::ptx::{
    Mnemonic, Operand, PBlock, PtxFunction, PtxInst, PtxModule, PtxOp, PtxType, Qual, Reg,
    RegClass, Stmt,
};
use cranelift_entity::{EntityRef, SecondaryMap};

use ::ptx::analysis::writes_first_operand;
pub use ::ptx::analysis::{defs_uses, innermost_loops, insts_of, natural_loops, PtxCfg};

use crate::occupancy::{max_regs_for_blocks, LaunchConfig};
use crate::opclass::OpClass;
use crate::pressure::{free_register_budget, Point, Regs, PTXAS_PREDICATES};
use crate::tables::{Sm, Tables};

pub use ::ptx::analysis::RegSet;

fn float_class(t: PtxType) -> OpClass {
    use PtxType::*;
    match t {
        F64 => OpClass::Fp64,
        F16 | F16x2 | BF16 | BF16x2 => OpClass::Fp16,
        _ => OpClass::FpArith32,
    }
}

/// The class of a PTX mnemonic, from its base, modifiers and type
/// suffixes; `None` for a mnemonic the model does not know.
pub fn ptx_class(op: &Mnemonic) -> Option<OpClass> {
    use OpClass as C;
    let types = op.types();
    let first = types.first().copied();
    let float = first.filter(|t| t.is_float());
    let is64 = types.iter().any(|t| t.bits() == 64);
    let base = op.op();
    if matches!(
        base,
        PtxOp::Directive | PtxOp::Pragma | PtxOp::BranchTargets
    ) {
        return Some(C::Free);
    }
    Some(match base {
        PtxOp::Add | PtxOp::Sub | PtxOp::Addc | PtxOp::Subc | PtxOp::Sad => {
            float.map_or(C::IntAdd, float_class)
        }
        PtxOp::Mul
        | PtxOp::Mad
        | PtxOp::Fma
        | PtxOp::Mul24
        | PtxOp::Mad24
        | PtxOp::Madc
        | PtxOp::Dp4a
        | PtxOp::Dp2a => float.map_or(C::IntMul, float_class),
        PtxOp::Neg => float.map_or(C::IntAdd, float_class),
        PtxOp::Abs | PtxOp::Min | PtxOp::Max => match float {
            Some(PtxType::F32) => {
                if base == PtxOp::Abs {
                    C::FpArith32
                } else {
                    C::FpCompare
                }
            }
            Some(t) => float_class(t),
            None => C::IntMinMax,
        },
        PtxOp::Copysign => float.map_or(C::FpArith32, float_class),
        PtxOp::Div | PtxOp::Rem => match float {
            None => C::IntDiv,
            Some(PtxType::F64) => C::Fp64Div,
            Some(_) if op.has(Qual::Approx) || op.has(Qual::Full) => C::Sfu,
            Some(_) => C::FpDiv32,
        },
        PtxOp::Sqrt | PtxOp::Rcp => match float {
            _ if op.has(Qual::Approx) => C::Sfu,
            Some(PtxType::F64) => C::Fp64Div,
            _ => C::FpDiv32,
        },
        PtxOp::Rsqrt | PtxOp::Ex2 | PtxOp::Lg2 | PtxOp::Sin | PtxOp::Cos | PtxOp::Tanh => C::Sfu,
        PtxOp::Setp | PtxOp::Set | PtxOp::Testp => match float {
            None => C::IntCompare,
            Some(PtxType::F32) => C::FpCompare,
            Some(t) => float_class(t),
        },
        PtxOp::Isspacep => C::IntCompare,
        PtxOp::Selp | PtxOp::Slct => C::Select,
        PtxOp::And | PtxOp::Or | PtxOp::Xor | PtxOp::Not | PtxOp::Cnot | PtxOp::Lop3 => C::IntLogic,
        PtxOp::Shl | PtxOp::Shr | PtxOp::Shf => C::IntShift,
        PtxOp::Popc | PtxOp::Clz | PtxOp::Bfind | PtxOp::Fns => C::IntBitCount,
        PtxOp::Brev | PtxOp::Bfe | PtxOp::Bfi | PtxOp::Prmt | PtxOp::Bmsk | PtxOp::Szext => {
            C::IntBitField
        }
        // SIMD video instructions: byte/half lane arithmetic ptxas expands
        // into a few integer instructions (`VABSDIFF4` and `PRMT`s).
        op if op.is_simd_video() => C::IntBitField,
        PtxOp::Mov => C::Move,
        PtxOp::Cvta => C::IntAdd,
        PtxOp::Cvt => {
            if op.has(Qual::Pack) {
                C::IntBitField
            } else if types.iter().any(|t| t.is_float()) {
                if is64 {
                    C::Cvt64
                } else {
                    C::Cvt
                }
            } else if types.iter().any(|t| t.bits() <= 16) {
                C::CvtNarrowInt
            } else {
                // 32 <-> 64-bit integer: a move or a sign-extending shift.
                C::IntShift
            }
        }
        _ => return memory_class(op),
    })
}

/// Memory, synchronization and control instructions.
fn memory_class(op: &Mnemonic) -> Option<OpClass> {
    use OpClass as C;
    let space = |loads: [OpClass; 5]| {
        if op.has(Qual::Shared) {
            loads[1]
        } else if op.has(Qual::Local) {
            loads[2]
        } else if op.has(Qual::Const) {
            loads[3]
        } else if op.has(Qual::Param) {
            loads[4]
        } else {
            loads[0]
        }
    };
    let base = op.op();
    Some(match base {
        PtxOp::Ld | PtxOp::Ldu => space([
            C::LoadGlobal,
            C::LoadShared,
            C::LoadLocal,
            C::LoadConst,
            C::LoadParam,
        ]),
        PtxOp::Ldmatrix => C::LoadShared,
        PtxOp::Tex | PtxOp::Tld4 | PtxOp::Suld => C::LoadGlobal,
        PtxOp::St | PtxOp::Stmatrix => space([
            C::StoreGlobal,
            C::StoreShared,
            C::StoreLocal,
            C::StoreLocal,
            C::StoreLocal,
        ]),
        PtxOp::Sust => C::StoreGlobal,
        PtxOp::Atom | PtxOp::Red => {
            if op.has(Qual::Shared) {
                C::AtomicShared
            } else {
                C::AtomicGlobal
            }
        }
        PtxOp::Cp => {
            if op.has(Qual::WaitGroup) || op.has(Qual::WaitAll) || op.has(Qual::CommitGroup) {
                C::Fence
            } else {
                C::LoadGlobal
            }
        }
        PtxOp::Membar | PtxOp::Fence | PtxOp::Mbarrier => C::Fence,
        PtxOp::Bar | PtxOp::Barrier => C::Barrier,
        PtxOp::Shfl => C::Shuffle,
        PtxOp::Vote | PtxOp::Match | PtxOp::Activemask | PtxOp::Elect => C::WarpVote,
        PtxOp::Redux => C::WarpReduce,
        PtxOp::Mma | PtxOp::Wmma => {
            if op.has(Qual::Load) {
                C::LoadGlobal
            } else if op.has(Qual::Store) {
                C::StoreGlobal
            } else {
                C::Mma
            }
        }
        PtxOp::Bra | PtxOp::Brx => C::Branch,
        PtxOp::Call => C::Call,
        PtxOp::Ret | PtxOp::Exit | PtxOp::Trap => C::Return,
        PtxOp::Prefetch
        | PtxOp::Prefetchu
        | PtxOp::Discard
        | PtxOp::Applypriority
        | PtxOp::Createpolicy
        | PtxOp::Alloca
        | PtxOp::Stacksave
        | PtxOp::Stackrestore => C::Free,
        PtxOp::Txq | PtxOp::Suq | PtxOp::Getctarank | PtxOp::Mapa => C::Move,
        PtxOp::Nanosleep
        | PtxOp::Pmevent
        | PtxOp::Brkpt
        | PtxOp::Griddepcontrol
        | PtxOp::Setmaxnreg => C::Opaque,
        _ => return None,
    })
}

/// The class of one instruction: [`ptx_class`], with `mov` of a special
/// register (`%tid.x`) as [`OpClass::SpecialReg`] and unknown mnemonics as
/// [`OpClass::Opaque`].
pub fn ptx_inst_class(i: &PtxInst) -> OpClass {
    if i.op.op() == PtxOp::Mov && i.operands.iter().any(|o| matches!(o, Operand::Special(_))) {
        return OpClass::SpecialReg;
    }
    ptx_class(&i.op).unwrap_or(OpClass::Opaque)
}

/// The registers one PTX register occupies.
pub fn reg_weight(class: RegClass) -> Regs {
    match class {
        RegClass::Pred => Regs { gprs: 0, preds: 1 },
        RegClass::B16 | RegClass::B32 | RegClass::F32 => Regs { gprs: 1, preds: 0 },
        RegClass::B64 | RegClass::F64 => Regs { gprs: 2, preds: 0 },
        RegClass::B128 => Regs { gprs: 4, preds: 0 },
    }
}

/// Liveness and pressure of one PTX block.
#[derive(Clone, Debug, Default)]
pub struct PtxBlockPressure {
    /// Registers live on entry.
    pub live_in: RegSet,
    /// Registers live on exit.
    pub live_out: RegSet,
    /// Sizes of `live_in`.
    pub live_in_regs: Regs,
    /// Sizes of `live_out`.
    pub live_out_regs: Regs,
    /// Instructions (directives excluded).
    pub insts: usize,
    /// Largest pressure in the block (general registers and predicates).
    pub max: Regs,
    /// Where `max.gprs` is first reached (instruction index among the
    /// block's instructions).
    pub peak: Option<Point>,
}

/// Liveness and register pressure of a PTX function.
#[derive(Clone, Debug, Default)]
pub struct PtxPressure {
    /// Laid-out blocks.
    pub blocks: Vec<PBlock>,
    /// The CFG.
    pub cfg: PtxCfg,
    /// Per block.
    pub per_block: SecondaryMap<PBlock, PtxBlockPressure>,
    /// Max-live of the function.
    pub max: Regs,
    /// Block and point of the general-register peak.
    pub peak: Option<(PBlock, Point)>,
    /// Largest live-in register count (registers, not words) of any block.
    pub max_live_in: usize,
    /// Instructions (directives excluded).
    pub insts: usize,
    /// Max-live (general registers) of each block in the order of a
    /// latency-driven list scheduler (addresses and loads first, work that
    /// fills the load latency next), as ptxas schedules while registers
    /// are free.
    pub scheduled_max: u32,
    /// The largest pressure at an emulated instruction (IEEE `div`, `rcp`,
    /// `sqrt`; integer `div`/`rem`) plus the scratch registers its
    /// expansion needs ([`PTXAS_EMULATION_SCRATCH`]).
    pub emulated_max: u32,
    /// `scheduled_max`, or more where ptxas is expected to unroll an
    /// innermost loop and issue the loads of the extra iterations ahead.
    pub unrolled_max: u32,
    /// The largest need at a direct call ([`compute_with_callees`]): the
    /// registers live across it plus the callee's max-live (emulated
    /// expansions and its own calls included). 0 without calls.
    pub call_max: u32,
    /// As `call_max`, with the callee's loads issued ahead
    /// (`unrolled_max`).
    pub call_ahead: u32,
    /// True when `f` or a function it calls makes an indirect call or a
    /// call into a recursive function ([`PTX_ABI_CALL_MIN_REGS`]).
    pub abi_call: bool,
}

/// One instruction as the pressure walk sees it.
#[derive(Clone, Debug)]
struct Info {
    defs: Vec<Reg>,
    uses: Vec<Reg>,
    guarded: bool,
    /// A load ptxas may issue early (not volatile, not `.param`).
    load: bool,
    /// A store, atomic, fence, barrier, call or other ordering point no
    /// load moves above.
    orders: bool,
    /// A load of read-only data (`.nc`, `.const`): stores do not order it.
    readonly: bool,
    /// A barrier, fence, call or opaque instruction.
    fences: bool,
    /// Registers an emulated sequence (IEEE division, square root,
    /// reciprocal; integer division) needs beyond its operands.
    scratch: u32,
    /// Latency weight of the instruction for the list scheduler's
    /// critical-path priority ([`list_order`]).
    latency: u32,
    /// A branch, return or exit: stays at the end of its block.
    term: bool,
}

fn info(i: &PtxInst) -> Info {
    let (defs, uses, guarded) = defs_uses(i);
    let class = ptx_inst_class(i);
    let load = matches!(
        class,
        OpClass::LoadGlobal | OpClass::LoadConst | OpClass::LoadShared | OpClass::LoadLocal
    ) && !i.op.has(Qual::Volatile)
        && matches!(i.op.op(), PtxOp::Ld | PtxOp::Ldu);
    let orders = !load
        && (class.is_memory()
            || matches!(
                class,
                OpClass::Barrier | OpClass::Call | OpClass::Opaque | OpClass::Shuffle
            ));
    let scratch = match class {
        OpClass::FpDiv32 | OpClass::IntDiv => PTXAS_EMULATION_SCRATCH,
        OpClass::Fp64Div => 2 * PTXAS_EMULATION_SCRATCH,
        _ => 0,
    };
    let readonly = load && (i.op.has(Qual::Nc) || i.op.has(Qual::Const) || i.op.op() == PtxOp::Ldu);
    let fences = matches!(
        class,
        OpClass::Barrier | OpClass::Call | OpClass::Opaque | OpClass::Fence
    );
    Info {
        defs,
        uses,
        guarded,
        load,
        orders,
        readonly,
        fences,
        scratch,
        latency: schedule_latency(class),
        term: matches!(class, OpClass::Branch | OpClass::Return),
    }
}

/// 64-bit registers whose high half is never read: every use addresses
/// `.shared` or `.const` memory, truncates (`cvt.u32.u64`), or is an
/// operand of arithmetic whose low half depends only on the operands' low
/// halves (`add`/`sub`/`shl`/`mul`/`mad`/`cvt`/`and`/`or`/`xor`/`not`/
/// `neg`) with such a register as result. ptxas addresses the shared and
/// constant windows with 32-bit offsets and computes only the bits that
/// are read, so each holds one register, not two.
pub fn window_addresses(f: &PtxFunction) -> SecondaryMap<Reg, bool> {
    let n = f.regs.len();
    let mut narrow: SecondaryMap<Reg, bool> = SecondaryMap::with_capacity(n);
    let mut used: SecondaryMap<Reg, bool> = SecondaryMap::with_capacity(n);
    let insts: Vec<&PtxInst> = f
        .insts()
        .map(|(_, i)| i)
        .filter(|i| !i.is_directive())
        .collect();
    for i in &insts {
        let (_, uses, _) = defs_uses(i);
        for r in uses.into_iter().filter(|r| r.index() < n) {
            used[r] = true;
        }
    }
    for (r, d) in f.regs.iter() {
        narrow[r] = used[r] && d.ty.reg_class() == RegClass::B64;
    }
    loop {
        let mut changed = false;
        for i in &insts {
            let (defs, uses, _) = defs_uses(i);
            let window = i.op.has(Qual::Shared) || i.op.has(Qual::Const);
            let arith = matches!(
                i.op.op(),
                PtxOp::Add
                    | PtxOp::Sub
                    | PtxOp::Shl
                    | PtxOp::Mul
                    | PtxOp::Mad
                    | PtxOp::Cvt
                    | PtxOp::And
                    | PtxOp::Or
                    | PtxOp::Xor
                    | PtxOp::Not
                    | PtxOp::Neg
            ) && !defs.is_empty()
                && defs.iter().all(|&d| d.index() < n && narrow[d]);
            let cands: Vec<Reg> = uses
                .into_iter()
                .filter(|r| r.index() < n && narrow[*r])
                .collect();
            for r in cands {
                let as_base = window
                    && i.operands
                        .iter()
                        .any(|o| matches!(o, Operand::Addr(::ptx::AddrBase::Reg(b), _) if *b == r))
                    && !i
                        .operands
                        .iter()
                        .any(|o| matches!(o, Operand::Reg(x) if *x == r));
                // `cvt.u32.u64`: a truncation reads the low half only.
                let trunc =
                    i.op.op() == PtxOp::Cvt && i.op.types().first().is_some_and(|t| t.bits() <= 32);
                if !(as_base || arith || trunc) {
                    narrow[r] = false;
                    changed = true;
                }
            }
        }
        if !changed {
            return narrow;
        }
    }
}

/// Registers ptxas rematerializes rather than keeps live: every definition
/// is unguarded and one of `ld.param` (in an entry: the kernel parameters
/// live in constant bank 0, which SASS instructions read directly), `mov`
/// of an immediate or a symbol address, `cvta.to.global` of such a
/// register (an identity on sm_70+), or a 64-bit `add` of an immediate to
/// the local-depot base (`add.u64 %rd, %SPL, 8`): a frame address, which
/// ptxas folds into the `[R1+imm]` addressing of the access or, once the
/// accesses are at constant offsets, promotes the local array to
/// registers, so it never holds the address in a register of its own.
pub fn remat_registers(f: &PtxFunction) -> SecondaryMap<Reg, bool> {
    remat_registers_for(f, false)
}

/// [`remat_registers`], where `wide_params_in_regs` (sm_90 and later,
/// [`wide_params_in_registers`]) keeps out the 64-bit kernel parameters
/// read inside a loop (or their `cvta.to.global`, when that is what the
/// loop reads): ptxas for Hopper
/// loads such a parameter into a register pair with `LDC.64` before the
/// loop and reads the pair in it (`IMAD.WIDE R12, R21, 0x4, R4`), where
/// for Ampere the instruction reads the constant bank itself
/// (`IMAD.WIDE R2, R11, R8, c[0x0][0x178]`); vec_axpby_clamp's four
/// pointers take R2-R9 across its loop at sm_90 (28 registers, 18 at
/// sm_80). Outside loops the `LDC.64` sits just before the one use, so
/// such a parameter still costs nothing at the peak (jacobi1d: 14 at
/// both).
pub fn remat_registers_for(f: &PtxFunction, wide_params_in_regs: bool) -> SecondaryMap<Reg, bool> {
    let n = f.regs.len();
    // Registers read by an instruction inside a loop.
    let mut in_loop: SecondaryMap<Reg, bool> = SecondaryMap::with_capacity(n);
    if wide_params_in_regs && f.is_entry {
        let cfg = PtxCfg::new(f);
        for l in natural_loops(f, &cfg) {
            for &b in &l {
                for i in insts_of(f, b) {
                    for r in defs_uses(i).1 {
                        if r.index() < n {
                            in_loop[r] = true;
                        }
                    }
                }
            }
        }
    }
    let mut defs: SecondaryMap<Reg, u32> = SecondaryMap::with_capacity(n);
    let mut good: SecondaryMap<Reg, u32> = SecondaryMap::with_capacity(n);
    let mut remat: SecondaryMap<Reg, bool> = SecondaryMap::with_capacity(n);
    // Registers holding the address of a local depot (`mov %SPL,
    // __local_depot0`): the frame base.
    let mut frame: SecondaryMap<Reg, bool> = SecondaryMap::with_capacity(n);
    for (_, i) in f.insts() {
        if !i.is_directive() && i.op.op() == PtxOp::Mov {
            if let (Some(Operand::Reg(d)), Some(Operand::Sym(s))) =
                (i.operands.first(), i.operands.get(1))
            {
                if d.index() < n && s.contains("local_depot") {
                    frame[*d] = true;
                }
            }
        }
    }
    for _round in 0..2 {
        for (_, i) in f.insts() {
            if i.is_directive() {
                continue;
            }
            let (d, _, _) = defs_uses(i);
            let ok = i.guard.is_none()
                && d.len() == 1
                && match i.op.op() {
                    PtxOp::Ld => {
                        f.is_entry
                            && i.op.has(Qual::Param)
                            && !(wide_params_in_regs
                                && i.op.types().first().is_some_and(|t| t.bits() == 64)
                                && d.iter().any(|r| r.index() < n && in_loop[*r]))
                    }
                    PtxOp::Mov => match i.operands.get(1) {
                        Some(
                            Operand::Imm(_) | Operand::F32(_) | Operand::F64(_) | Operand::Sym(_),
                        ) => true,
                        // %ntid and %nctaid live in constant bank 0
                        // (`c[0x0][0x0]`, `c[0x0][0xc]`), read like parameters.
                        Some(Operand::Special(sr)) => {
                            matches!(sr.0.split('.').next(), Some("ntid" | "nctaid"))
                        }
                        _ => false,
                    },
                    // The pair a loop reads is the `cvta`'s (an identity
                    // on sm_70+): it, not the parameter, stays live.
                    PtxOp::Cvta => {
                        i.op.has(Qual::To)
                            && i.op.has(Qual::Global)
                            && matches!(i.operands.get(1), Some(Operand::Reg(r)) if r.index() < n && remat[*r])
                            && !(wide_params_in_regs
                                && d.iter().any(|r| r.index() < n && in_loop[*r]))
                    }
                    PtxOp::Add => {
                        i.op.types().first().is_some_and(|t| t.bits() == 64)
                            && matches!(i.operands.get(1), Some(Operand::Reg(r)) if r.index() < n && remat[*r] && frame[*r])
                            && matches!(i.operands.get(2), Some(Operand::Imm(_)))
                    }
                    _ => false,
                };
            for r in d {
                if r.index() < n {
                    defs[r] += 1;
                    good[r] += u32::from(ok);
                }
            }
        }
        for (r, _) in f.regs.iter() {
            remat[r] = defs[r] > 0 && defs[r] == good[r];
            defs[r] = 0;
            good[r] = 0;
        }
    }
    remat
}

/// True when `sm` has the uniform datapath (uniform registers `UR0`-`UR62`
/// and predicates `UP0`-`UP6`): sm_75 and later.
pub fn has_uniform_datapath(sm: Sm) -> bool {
    sm.cc() >= 75
}

/// True when ptxas for `sm` keeps 64-bit kernel parameters in registers
/// rather than reading them from the constant bank at each use (see
/// [`remat_registers_for`]): sm_90 and later.
pub fn wide_params_in_registers(sm: Sm) -> bool {
    sm.cc() >= 90
}

/// What the model distinguishes between targets.
#[derive(Copy, Clone, Debug)]
struct Features {
    /// [`has_uniform_datapath`].
    uniform: bool,
    /// [`wide_params_in_registers`].
    wide_params: bool,
}

impl Features {
    fn of(sm: Sm) -> Features {
        Features {
            uniform: has_uniform_datapath(sm),
            wide_params: wide_params_in_registers(sm),
        }
    }

    /// A target with the uniform datapath that reads 64-bit parameters
    /// from the constant bank (sm_75..sm_89): what the target-less entry
    /// points assume.
    const DEFAULT: Features = Features {
        uniform: true,
        wide_params: false,
    };
}

/// The registers each PTX register of `f` occupies as ptxas allocates it:
/// [`reg_weight`] of its class, nothing for [`remat_registers`] and, when
/// `uniform_datapath`, for [`uniform_registers`] (kept in the uniform
/// register file, which `ptxas -v` does not count), one for a 64-bit
/// [`window_addresses`] register. `live_out` is the liveness of `f` over
/// `cfg`.
fn register_weights(
    f: &PtxFunction,
    cfg: &PtxCfg,
    live_out: &SecondaryMap<PBlock, RegSet>,
    features: Features,
) -> SecondaryMap<Reg, Regs> {
    let uniform_datapath = features.uniform;
    let remat = remat_registers_for(f, features.wide_params);
    let narrow = window_addresses(f);
    let uniform = if uniform_datapath {
        uniform_registers(f, cfg, live_out)
    } else {
        SecondaryMap::new()
    };
    let mut w = SecondaryMap::with_capacity(f.regs.len());
    for (r, d) in f.regs.iter() {
        if !remat[r] && !uniform[r] {
            w[r] = reg_weight(d.ty.reg_class());
            if narrow[r] {
                w[r].gprs = 1;
            }
        }
    }
    w
}

/// Latency weights of the list scheduler's priority ([`list_order`]): only
/// their order matters (global and local loads far above shared and
/// constant loads, those above multi-function and emulated operations,
/// those above ALU operations).
fn schedule_latency(class: OpClass) -> u32 {
    match class {
        OpClass::LoadGlobal | OpClass::LoadLocal => 100,
        OpClass::LoadShared | OpClass::LoadConst => 30,
        OpClass::Sfu | OpClass::FpDiv32 | OpClass::IntDiv | OpClass::Fp64Div | OpClass::Fp64 => 20,
        _ => 5,
    }
}

/// The block's instruction indices in the order of a critical-path list
/// scheduler, as ptxas schedules while registers are free: among the
/// instructions whose operands are ready (register dependences, loads after
/// the stores and barriers before them, `.nc`/constant loads after
/// barriers and fences only, stores and barriers in their order with every
/// memory access, the branch last), the one with the longest latency path
/// to the end of the block goes first (ties in program order). Address
/// arithmetic leads to a load, so every load's address is computed first
/// and the loads issue together; their results then wait for their uses.
fn list_order(insts: &[Info]) -> Vec<usize> {
    let n = insts.len();
    let mut preds: Vec<Vec<usize>> = vec![Vec::new(); n];
    let mut last_def: std::collections::HashMap<Reg, usize> = Default::default();
    let mut readers: std::collections::HashMap<Reg, Vec<usize>> = Default::default();
    let (mut last_order, mut last_fence): (Option<usize>, Option<usize>) = (None, None);
    let mut loads: Vec<usize> = Vec::new();
    for (j, x) in insts.iter().enumerate() {
        let p = &mut preds[j];
        for r in &x.uses {
            p.extend(last_def.get(r).copied());
        }
        for r in &x.defs {
            p.extend(last_def.get(r).copied());
            p.extend(readers.get(r).into_iter().flatten().copied());
        }
        if x.load {
            p.extend(if x.readonly { last_fence } else { last_order });
        }
        if x.orders || x.fences {
            p.extend(last_order);
            p.extend(loads.iter().copied());
        }
        if x.term {
            p.extend(0..j);
        }
        for r in &x.uses {
            readers.entry(*r).or_default().push(j);
        }
        for r in &x.defs {
            last_def.insert(*r, j);
            readers.remove(r);
        }
        if x.orders || x.fences {
            last_order = Some(j);
            loads.clear();
            if x.fences {
                last_fence = Some(j);
            }
        }
        if x.load {
            loads.push(j);
        }
    }
    let mut succs: Vec<Vec<usize>> = vec![Vec::new(); n];
    let mut waiting: Vec<usize> = vec![0; n];
    for (j, p) in preds.iter_mut().enumerate() {
        p.sort_unstable();
        p.dedup();
        p.retain(|&i| i != j);
        waiting[j] = p.len();
        for &i in p.iter() {
            succs[i].push(j);
        }
    }
    let mut prio: Vec<u32> = vec![0; n];
    for j in (0..n).rev() {
        let tail = succs[j].iter().map(|&s| prio[s]).max().unwrap_or(0);
        prio[j] = insts[j].latency + tail;
    }
    // Data dependences wait for the producer's latency, the others one
    // issue slot; one instruction issues per cycle.
    let raw = |i: usize, j: usize| insts[i].defs.iter().any(|d| insts[j].uses.contains(d));
    let mut at: Vec<u64> = vec![0; n];
    let mut ready: Vec<usize> = (0..n).filter(|&j| waiting[j] == 0).collect();
    let mut order = Vec::with_capacity(n);
    let mut now: u64 = 0;
    while !ready.is_empty() {
        let pick = |t: u64| {
            ready
                .iter()
                .enumerate()
                .filter(|(_, &a)| at[a] <= t)
                .max_by(|(_, &a), (_, &b)| prio[a].cmp(&prio[b]).then(b.cmp(&a)))
                .map(|(p, _)| p)
        };
        let pos = match pick(now) {
            Some(p) => p,
            None => {
                now = ready.iter().map(|&a| at[a]).min().unwrap_or(now);
                pick(now).expect("an instruction is ready")
            }
        };
        let j = ready.swap_remove(pos);
        order.push(j);
        for &s in &succs[j] {
            let lat = if raw(j, s) {
                u64::from(insts[j].latency)
            } else {
                1
            };
            at[s] = at[s].max(now + lat);
            waiting[s] -= 1;
            if waiting[s] == 0 {
                ready.push(s);
            }
        }
        now += 1;
    }
    order
}

impl PtxPressure {
    /// Analyzes `f` (an empty result for a declaration) for a target with
    /// the uniform datapath (sm_75 and later; [`PtxPressure::compute_for`]
    /// names the target).
    pub fn compute(f: &PtxFunction) -> PtxPressure {
        Self::compute_features(f, Features::DEFAULT)
    }

    /// Analyzes `f` for `sm`: warp-uniform values count as registers where
    /// `sm` has no uniform datapath (sm_70).
    pub fn compute_for(f: &PtxFunction, sm: Sm) -> PtxPressure {
        Self::compute_features(f, Features::of(sm))
    }

    fn compute_features(f: &PtxFunction, features: Features) -> PtxPressure {
        let mut result = Self::compute_blocks(f, features);
        // Loads ptxas issues above a branch region (`joins`): the copy's
        // scheduled figures count too.
        let insts: SecondaryMap<PBlock, Vec<Info>> = {
            let mut m = SecondaryMap::new();
            for &b in &f.layout {
                m[b] = insts_of(f, b).map(info).collect();
            }
            m
        };
        if let Some(g) = joins::hoisted(f, &result.cfg, &insts) {
            let h = Self::compute_blocks(&g, features);
            result.scheduled_max = result.scheduled_max.max(h.scheduled_max);
            result.emulated_max = result.emulated_max.max(h.emulated_max);
            result.unrolled_max = result.unrolled_max.max(h.unrolled_max);
        }
        result
    }

    fn compute_blocks(f: &PtxFunction, features: Features) -> PtxPressure {
        let uniform_datapath = features.uniform;
        let n = f.regs.len();
        let cfg = PtxCfg::new(f);
        let blocks: Vec<PBlock> = f.layout.clone();
        let mut block_insts: SecondaryMap<PBlock, Vec<Info>> = {
            let mut m: SecondaryMap<PBlock, Vec<Info>> = SecondaryMap::new();
            for &b in &blocks {
                m[b] = insts_of(f, b).map(info).collect();
            }
            m
        };
        let (mut live_in, mut live_out) = ::ptx::analysis::reg_liveness(f, &cfg, |b| {
            block_insts[b]
                .iter()
                .map(|x| (x.uses.as_slice(), x.defs.as_slice(), x.guarded))
        });
        let valid = |r: Reg| r.index() < n;
        let weight = register_weights(f, &cfg, &live_out, features);
        if uniform_datapath {
            let uni = warp_uniform(f, &cfg, &live_out);
            for &b in &blocks {
                for (x, i) in block_insts[b].iter_mut().zip(insts_of(f, b)) {
                    if aggregated_atomic(i, &uni) {
                        x.scratch = x.scratch.max(PTXAS_ATOMIC_AGGREGATION_SCRATCH);
                    }
                }
            }
        }
        let sum = |s: &RegSet| {
            let mut r = Regs::default();
            for x in s.iter() {
                r.gprs += weight[x].gprs;
                r.preds += weight[x].preds;
            }
            r
        };
        // Reverse walk of `order` (indices into `insts`) from `out`: the
        // pressure at the entry and at each position of `order`.
        let walk = |insts: &[Info], order: &[usize], out: &RegSet| -> (Regs, Vec<Regs>) {
            let mut live = out.clone();
            let mut cur = sum(&live);
            let mut at = vec![Regs::default(); order.len()];
            for (idx, &k) in order.iter().enumerate().rev() {
                let x = &insts[k];
                let mut after = cur;
                for &r in x.defs.iter().filter(|&&r| valid(r)) {
                    if live.contains(r) {
                        if !x.guarded {
                            live.remove(r);
                            cur.gprs -= weight[r].gprs;
                            cur.preds -= weight[r].preds;
                        }
                    } else {
                        after.gprs += weight[r].gprs;
                        after.preds += weight[r].preds;
                    }
                }
                for &r in x.uses.iter().filter(|&&r| valid(r)) {
                    if live.insert(r) {
                        cur.gprs += weight[r].gprs;
                        cur.preds += weight[r].preds;
                    }
                }
                at[idx] = Regs {
                    gprs: after.gprs.max(cur.gprs),
                    preds: after.preds.max(cur.preds),
                };
            }
            (cur, at)
        };
        let mut result = PtxPressure {
            blocks: blocks.clone(),
            ..PtxPressure::default()
        };
        let mut sched_block: SecondaryMap<PBlock, u32> = SecondaryMap::new();
        for &b in &blocks {
            let insts = &block_insts[b];
            let order: Vec<usize> = (0..insts.len()).collect();
            let (cur, at) = walk(insts, &order, &live_out[b]);
            let (_, sched) = walk(insts, &list_order(insts), &live_out[b]);
            sched_block[b] = sched
                .iter()
                .map(|r| r.gprs)
                .max()
                .unwrap_or(0)
                .max(cur.gprs);
            let mut max = cur;
            let mut peak = Point::Entry;
            for (k, r) in at.iter().enumerate() {
                result.emulated_max = result.emulated_max.max(r.gprs + insts[order[k]].scratch);
                if r.gprs > max.gprs {
                    max.gprs = r.gprs;
                    peak = Point::Inst(k);
                }
                max.preds = max.preds.max(r.preds);
            }
            if result.peak.is_none() || max.gprs > result.max.gprs {
                result.peak = Some((b, peak));
                result.max.gprs = max.gprs;
            }
            result.max.preds = result.max.preds.max(max.preds);
            result.scheduled_max = result.scheduled_max.max(sched_block[b]);
            result.max_live_in = result.max_live_in.max(live_in[b].len());
            result.insts += insts.len();
            result.per_block[b] = PtxBlockPressure {
                live_in_regs: sum(&live_in[b]),
                live_out_regs: sum(&live_out[b]),
                live_in: std::mem::take(&mut live_in[b]),
                live_out: std::mem::take(&mut live_out[b]),
                insts: insts.len(),
                max,
                peak: Some(peak),
            };
        }
        // Chains of jumped-over blocks ptxas predicates are scheduled as
        // one sequence (`ifconv`).
        for (region, seq, out) in ifconv::regions(f, &cfg, &block_insts, &result.per_block) {
            let (_, sched) = walk(&seq, &list_order(&seq), out);
            let peak = sched.iter().map(|r| r.gprs).max().unwrap_or(0);
            for b in region {
                sched_block[b] = sched_block[b].max(peak);
            }
            result.scheduled_max = result.scheduled_max.max(peak);
        }
        // Innermost loops ptxas unrolls: the loads of UNROLL-1 more
        // iterations are issued ahead, on top of the loop's scheduled peak.
        result.unrolled_max = result.scheduled_max;
        for l in innermost_loops(f, &cfg) {
            let insts: usize = l.iter().map(|&b| block_insts[b].len()).sum();
            let all = || l.iter().flat_map(|&b| block_insts[b].iter());
            let pragma = l.iter().any(|&b| {
                f.blocks[b].stmts.iter().any(|s| {
                    matches!(s, Stmt::Inst(i) if i.op.op() == PtxOp::Pragma
                        && i.operands.iter().any(|o| matches!(o, Operand::Sym(t) if t.contains("nounroll"))))
                })
            });
            let blocked = all().any(|x| x.orders);
            if pragma
                || blocked
                || insts > PTXAS_UNROLL_MAX_INSTS
                || !counted_loop(f, &l)
                || ptxas_keeps_rolled(f, &cfg, &l)
            {
                continue;
            }
            // Each extra copy of a load needs its destination and, for the
            // loads whose address is computed in the loop, its own address.
            let load_words: u32 = all()
                .filter(|x| x.load)
                .flat_map(|x| x.defs.iter().chain(x.uses.iter()))
                .filter(|&&r| r.index() < n)
                .map(|&r| weight[r].gprs)
                .sum();
            if load_words == 0 {
                continue;
            }
            let peak = l.iter().map(|&b| sched_block[b]).max().unwrap_or(0);
            result.unrolled_max = result
                .unrolled_max
                .max(peak + (PTXAS_UNROLL - 1) * load_words);
        }
        result.cfg = cfg;
        result
    }
}

/// True for a loop ptxas leaves rolled whatever its size: its back edge is
/// an unguarded branch (the `@%p bra exit; bra.uni header` latch warpsat
/// emits) and the block laid out just before the header enters it, by
/// falling through or by a branch to the next line. ptxas 13.0 unrolls
/// such a loop only when its header is reached by a jump
/// (`bench/results/layout-2026-11-27`: remat_live's SASS has 8 global
/// loads against 56 when unrolled); libNVVM's and llc's loops end in a
/// guarded back edge and are unrolled as [`PTXAS_UNROLL`] says.
pub fn ptxas_keeps_rolled(f: &PtxFunction, cfg: &PtxCfg, l: &[PBlock]) -> bool {
    let Some(&h) = l.first() else {
        return false;
    };
    let unguarded_back = l.iter().any(|&b| {
        insts_of(f, b).last().is_some_and(|i| {
            i.op.op() == PtxOp::Bra
                && i.guard.is_none()
                && i.operands
                    .iter()
                    .any(|o| matches!(o, Operand::Label(t) if *t == h))
        })
    });
    let before = f
        .layout
        .iter()
        .position(|&b| b == h)
        .and_then(|k| k.checked_sub(1))
        .map(|k| f.layout[k]);
    let entered_from_before = before.is_some_and(|p| !l.contains(&p) && cfg.preds[h].contains(&p));
    unguarded_back && entered_from_before
}

/// Scratch registers of a warp-aggregated atomic ([`aggregated_atomic`]):
/// the address pair (an `ATOM`/`RED` takes its address in registers, even
/// when the PTX names a parameter), the leader lane (or active mask) and
/// the warp's combined operand (counted in the SASS of bfs_expand,
/// reduce_atomic and compact_positive: 4 to 6).
pub const PTXAS_ATOMIC_AGGREGATION_SCRATCH: u32 = 4;

/// True when ptxas expands `i` into a warp-aggregated atomic: an integer
/// `atom`/`red` add, inc, dec, and, or, xor, min or max on global (or
/// generic) memory at a warp-uniform address (`uniform`, see
/// [`warp_uniform`]). ptxas combines the warp's operands first (`VOTEU.ANY`,
/// `UFLO` and `POPC` for a constant, `REDUX.SUM` or a `SHFL.UP` prefix sum
/// otherwise) and lets one leader lane (`S2R SR_LANEID`) issue the atomic;
/// a returned value is broadcast back with `SHFL.IDX`.
pub fn aggregated_atomic(i: &PtxInst, uniform: &SecondaryMap<Reg, bool>) -> bool {
    let op = &i.op;
    if !matches!(op.op(), PtxOp::Atom | PtxOp::Red)
        || op.has(Qual::Shared)
        || op.types().iter().any(|t| t.is_float())
        || ![
            Qual::Add,
            Qual::Inc,
            Qual::Dec,
            Qual::And,
            Qual::Or,
            Qual::Xor,
            Qual::Min,
            Qual::Max,
        ]
        .iter()
        .any(|&q| op.has(q))
    {
        return false;
    }
    i.operands.iter().any(|o| match o {
        Operand::Addr(::ptx::AddrBase::Reg(r), _) => uniform[*r],
        Operand::Addr(..) => true,
        _ => false,
    })
}

/// Scratch registers of an emulated f32 division/sqrt/reciprocal or
/// integer division sequence (twice that for f64).
pub const PTXAS_EMULATION_SCRATCH: u32 = 6;

/// The factor by which ptxas unrolls a small innermost loop that carries
/// no `.pragma "nounroll"` (observed on the corpus: runtime-trip loops
/// come out of ptxas 4 times unrolled).
pub const PTXAS_UNROLL: u32 = 4;

/// The largest innermost loop (in PTX instructions) ptxas unrolls.
pub const PTXAS_UNROLL_MAX_INSTS: usize = 64;

/// True when an exit branch of loop `l` tests an induction variable
/// stepped by a constant: its guard comes from a `setp` in the loop one of
/// whose operands is defined in the loop by `add`/`sub` of an immediate
/// (ptxas can compute such a trip count at run time and unrolls; a
/// grid-stride loop, stepped by a register, it leaves alone).
pub fn counted_loop(f: &PtxFunction, l: &[PBlock]) -> bool {
    let insts: Vec<&PtxInst> = l.iter().flat_map(|&b| insts_of(f, b)).collect();
    let def_by = |r: Reg, pred: &dyn Fn(&PtxInst) -> bool| {
        insts.iter().any(|i| {
            writes_first_operand(i)
                && matches!(i.operands.first(), Some(Operand::Reg(d)) if *d == r)
                && pred(i)
        })
    };
    let stepped = |i: &PtxInst| {
        matches!(i.op.op(), PtxOp::Add | PtxOp::Sub)
            && i.operands
                .iter()
                .skip(1)
                .any(|o| matches!(o, Operand::Imm(_)))
    };
    insts.iter().any(|i| {
        let Some((g, _)) = i.guard.filter(|_| i.op.op() == PtxOp::Bra) else {
            return false;
        };
        def_by(g, &|s: &PtxInst| {
            s.op.op() == PtxOp::Setp
                && s.operands.iter().skip(1).any(|o| match o {
                    Operand::Reg(r) => def_by(*r, &stepped),
                    _ => false,
                })
        })
    })
}

/// Registers ptxas adds on top of the max-live of PTX virtual registers
/// (with parameters and immediates rematerialized, uniform values in
/// uniform registers): the two registers `ptxas -v` counts above the
/// highest one the SASS names, the stack pointer R1, constants an
/// instruction cannot take as an immediate (the 4 of `IMAD.WIDE R2, R0,
/// R3, c[0x0][0x168]`), the high halves of 32-to-64-bit address arithmetic
/// and compare/select temporaries. Calibrated on the corpus
/// (docs/cost-model.md, "PTX input"): 5 brings the mean signed error of
/// libNVVM's and llc's PTX to about zero and minimizes their mean absolute
/// error (4 before uniform registers were modelled); Spearman's ρ barely
/// moves between 3 and 6.
pub const PTX_OVERHEAD_REGS: u32 = 5;

/// The smallest count ptxas reports for an entry that does any work (the
/// corpus's simplest kernels report 10 to 12 on sm_80).
pub const PTX_MIN_REGS: u32 = 10;

/// What a [`PtxRegisterPrediction`] rests on: the largest of the terms
/// [`predict_ptx_registers`] compares.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum PredictionBasis {
    /// [`PTX_MIN_REGS`].
    Floor,
    /// Max-live plus [`PTX_OVERHEAD_REGS`].
    MaxLive,
    /// An emulated instruction's scratch plus [`PTX_OVERHEAD_REGS`].
    Emulated,
    /// Loads issued ahead or unrolled, within the free budget.
    Ahead,
    /// Registers held across a call plus the callee's need.
    Call,
    /// As `Call`, with the callee's loads issued ahead.
    CallAhead,
    /// [`PTX_ABI_CALL_MIN_REGS`].
    AbiCall,
}

/// The ptxas register count predicted for a PTX function, with its parts.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct PtxRegisterPrediction {
    /// The prediction.
    pub regs: u32,
    /// Max-live (general registers) it started from.
    pub max_live: u32,
    /// Predicates beyond P0-P6.
    pub predicate_overflow: u32,
    /// `.maxnreg` or the `.minnctapersm` cap, when there is one.
    pub cap: Option<u32>,
    /// True when the uncapped estimate exceeds the cap.
    pub spills: bool,
    /// The term the uncapped estimate comes from.
    pub basis: PredictionBasis,
}

/// The threads per block a PTX entry's directives fix (`.reqntid`, else
/// `.maxntid`), if any.
pub fn directive_block_size(f: &PtxFunction) -> Option<u32> {
    let d = &f.directives;
    d.reqntid
        .as_ref()
        .or(d.maxntid.as_ref())
        .map(|v| v.iter().map(|&x| x.max(1)).product())
}

/// Predicts the register count ptxas reports for `f` with pressure `p`.
///
/// Heuristic (docs/cost-model.md, "PTX input"): ptxas re-allocates
/// registers (the PTX virtual registers are renamed and packed), so
/// max-live, not the number of declared registers, is the base:
/// `plain = max(max_live, emulated_max) + overflow + PTX_OVERHEAD_REGS`,
/// `ahead = unrolled_max + overflow + PTX_OVERHEAD_REGS` (loads issued
/// early, counted loops unrolled), and the prediction is
/// `max(plain, min(ahead, free budget), PTX_MIN_REGS)`, clamped to 255 and
/// to `.maxnreg` / the `.minnctapersm` cap. `overflow` is the predicates
/// beyond P0-P6; the free budget is [`free_register_budget`] (32 on sm_80):
/// ptxas spends registers on latency hiding only while occupancy is not
/// at stake. Calls add `call_max + overflow` and `min(call_ahead +
/// overflow, free budget)` without the overhead, which the caller's and
/// the callee's registers share (one stack pointer, one set of
/// temporaries), and [`PTX_ABI_CALL_MIN_REGS`] after an ABI call
/// ([`PredictionBasis`] names the largest term).
pub fn predict_ptx_registers(
    p: &PtxPressure,
    f: &PtxFunction,
    sm: Sm,
    threads_per_block: u32,
) -> PtxRegisterPrediction {
    let max_regs = Tables::embedded().occupancy(sm).max_regs_per_thread;
    let predicate_overflow = p.max.preds.saturating_sub(PTXAS_PREDICATES);
    let oh = PTX_OVERHEAD_REGS;
    let mn = PTX_MIN_REGS;
    let budget = free_register_budget(sm);
    // Ties go to the earlier term, the simpler explanation.
    let terms = [
        (mn, PredictionBasis::Floor),
        (
            p.max.gprs + predicate_overflow + oh,
            PredictionBasis::MaxLive,
        ),
        (
            p.emulated_max + predicate_overflow + oh,
            PredictionBasis::Emulated,
        ),
        (
            (p.unrolled_max + predicate_overflow + oh).min(budget),
            PredictionBasis::Ahead,
        ),
        (p.call_max + predicate_overflow, PredictionBasis::Call),
        (
            (p.call_ahead + predicate_overflow).min(budget),
            PredictionBasis::CallAhead,
        ),
        (
            if p.abi_call { PTX_ABI_CALL_MIN_REGS } else { 0 },
            PredictionBasis::AbiCall,
        ),
    ];
    let (raw, basis) = terms
        .into_iter()
        .fold((0, PredictionBasis::Floor), |best, t| {
            if t.0 > best.0 {
                t
            } else {
                best
            }
        });
    let d = &f.directives;
    let from_min_blocks = d.minnctapersm.and_then(|b| {
        let t = directive_block_size(f).unwrap_or(threads_per_block);
        max_regs_for_blocks(sm, &LaunchConfig::new(0, t), b)
    });
    let cap = match (d.maxnreg.filter(|&r| r > 0), from_min_blocks) {
        (Some(a), Some(b)) => Some(a.min(b)),
        (a, b) => a.or(b),
    };
    let limit = cap.unwrap_or(max_regs).min(max_regs);
    PtxRegisterPrediction {
        regs: raw.min(limit),
        max_live: p.max.gprs,
        predicate_overflow,
        cap,
        spills: raw > limit,
        basis,
    }
}

/// [`PtxPressure::compute`] with the calls of `f` accounted for
/// ([`calls`]): at each direct call to a function of `m`, the registers
/// live across it plus the callee's own need raise
/// [`PtxPressure::call_max`] and [`PtxPressure::call_ahead`] (callees
/// followed 4 levels deep); an indirect call or a call into a recursive
/// function sets [`PtxPressure::abi_call`] (docs/cost-model.md, "PTX
/// input"). For a target with the uniform datapath, as
/// [`PtxPressure::compute`]; [`compute_with_callees_for`] names the target.
pub fn compute_with_callees(m: &PtxModule, f: &PtxFunction) -> PtxPressure {
    calls::compute_with_calls(m, f, Features::DEFAULT)
}

/// [`compute_with_callees`] for `sm` (see [`PtxPressure::compute_for`]).
pub fn compute_with_callees_for(m: &PtxModule, f: &PtxFunction, sm: Sm) -> PtxPressure {
    calls::compute_with_calls(m, f, Features::of(sm))
}

mod calls;
mod ifconv;
mod joins;
#[cfg(test)]
mod tests;
mod uniform;

pub use calls::PTX_ABI_CALL_MIN_REGS;
pub use uniform::{strict_post_dominators, uniform_registers, warp_uniform};
