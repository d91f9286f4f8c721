//! Intrinsics of the nvvm interpreter: decoding of names, once per
//! function before a run (execution: `nvvm_math` for the pure ones, `nvvm`
//! for memory, synchronization and special registers).
//!
//! Every name the interpreter knows maps to an [`Intr`]; the rest decode to
//! [`Intr::Unknown`] and fail with `unsupported: intrinsic '...'` only when
//! executed, so a kernel that never reaches an unknown intrinsic still runs.

use super::atomic::AtomicOp;
use super::float::Round;
use super::grid::{BarrierRed, ReduxOp, ShflMode, VoteMode};
use super::memory::AddrSpace;
use super::ptx_exec::ops::PrmtMode;

/// A special register.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum Sreg {
    Tid(usize),
    Ntid(usize),
    Ctaid(usize),
    Nctaid(usize),
    Laneid,
    Warpid,
    Nwarpid,
    Warpsize,
    Lanemask(u8),
    Clock,
    Zero,
    One,
}

/// Operand form of a barrier intrinsic.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum BarForm {
    /// `barrier0`: no operands, id 0.
    None,
    /// `barrier0.and(pred)`: predicate only, id 0.
    Pred,
    /// `(id)`.
    Id,
    /// `(id, count)`.
    IdCount,
    /// `(id, pred)`.
    IdPred,
    /// `(id, count, pred)`.
    IdCountPred,
}

/// Float arithmetic with an explicit rounding mode.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum ArithOp {
    Add,
    Mul,
    Div,
    Sqrt,
    Rcp,
}

/// Approximate float functions.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum ApproxOp {
    Ex2,
    Lg2,
    Sin,
    Cos,
    Rsqrt,
    Rcp,
    Sqrt,
    Tanh,
    Div,
}

/// Library math evaluated in f64 and rounded once.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum LibmOp {
    Exp,
    Exp2,
    Exp10,
    Log,
    Log2,
    Log10,
    Sin,
    Cos,
    Tan,
    Tanh,
    Pow,
}

/// Integer operations on one operand.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum IntUn {
    Ctpop,
    Ctlz,
    Cttz,
    Bitrev,
    Bswap,
    Abs,
    /// `llvm.nvvm.popc.*`: result i32.
    Popc32,
    /// `llvm.nvvm.clz.*`: result i32.
    Clz32,
}

/// Integer operations on two operands.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum IntBin {
    SMin,
    SMax,
    UMin,
    UMax,
    SAddSat,
    UAddSat,
    SSubSat,
    USubSat,
    MulHiS,
    MulHiU,
    Mul24S,
    Mul24U,
}

/// `*.with.overflow`.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum OvOp {
    SAdd,
    UAdd,
    SSub,
    USub,
    SMul,
    UMul,
}

/// A decoded intrinsic.
#[derive(Clone, Debug, Default, PartialEq)]
pub(crate) enum Intr {
    /// Not an intrinsic call.
    #[default]
    Plain,
    /// Not implemented.
    Unknown,
    SpecialReg(Sreg),
    Barrier {
        red: BarrierRed,
        form: BarForm,
    },
    WarpSync,
    Shfl {
        mode: ShflMode,
        pair: bool,
        sync: bool,
    },
    Vote {
        mode: VoteMode,
        sync: bool,
    },
    Match {
        all: bool,
        pair: bool,
    },
    Redux(ReduxOp),
    ActiveMask,
    Exit,
    Trap,
    Fma {
        mode: Round,
        ftz: bool,
        sat: bool,
    },
    Arith {
        op: ArithOp,
        mode: Round,
        ftz: bool,
    },
    Approx {
        op: ApproxOp,
        ftz: bool,
    },
    Fabs {
        ftz: bool,
    },
    MinMax {
        max: bool,
        nan: bool,
        ftz: bool,
    },
    Copysign,
    RoundInt {
        mode: Round,
        ftz: bool,
    },
    RoundAway,
    Saturate {
        ftz: bool,
    },
    Libm(LibmOp),
    Powi,
    Ldexp,
    IsFpClass,
    Canonicalize,
    IntUnary(IntUn),
    IntBinary(IntBin),
    Overflow(OvOp),
    Funnel {
        left: bool,
    },
    /// `prmt` in one of its modes.
    Prmt(super::ptx_exec::ops::PrmtMode),
    Sad {
        signed: bool,
    },
    D2iLo,
    D2iHi,
    LohiI2d,
    F2I {
        mode: Round,
        signed: bool,
        ftz: bool,
    },
    I2F {
        mode: Round,
        signed: bool,
    },
    D2F {
        mode: Round,
        ftz: bool,
    },
    /// Float to f16 bits (`f2h.rn`, `convert.to.fp16`).
    F2H {
        mode: Round,
        ftz: bool,
    },
    F2BF16 {
        mode: Round,
    },
    /// `convert.from.fp16`: f16 bits to float.
    FromFp16,
    BitcastNv,
    Ldg,
    NvAtomic(AtomicOp),
    NvCas,
    Nop,
    Assume,
    Expect,
    MemCpy,
    MemSet,
    /// `cp.async.{ca,cg}.shared.global.<size>[.s]`: done at once (a
    /// program that reads the destination before waiting is racy, so an
    /// immediate copy is one of its executions); `.s` copies the source
    /// size and zero-fills the rest.
    CpAsync {
        size: u8,
        src_size: bool,
    },
    Rotate {
        left: bool,
    },
    /// `llvm.stacksave`: a null token (allocations are freed with the
    /// frame, so `stackrestore` has nothing to undo).
    StackSave,
    IsSpace(AddrSpace),
    PtrConv {
        from: AddrSpace,
        to: AddrSpace,
    },
}

fn space_word(s: &str) -> Option<AddrSpace> {
    Some(match s {
        "global" => AddrSpace::Global,
        "shared" => AddrSpace::Shared,
        "local" => AddrSpace::Local,
        "const" | "constant" => AddrSpace::Const,
        "gen" => AddrSpace::Generic,
        _ => return None,
    })
}

/// Rounding mode, ftz, sat and approx flags among the dotted words.
fn flags(words: &[&str]) -> (Option<Round>, bool, bool, bool) {
    let mode = words.iter().find_map(|w| Round::parse(w));
    let ftz = words.contains(&"ftz");
    let sat = words.contains(&"sat");
    let approx = words.contains(&"approx");
    (mode, ftz, sat, approx)
}

/// Decodes an intrinsic name.
pub(crate) fn decode(name: &str) -> Intr {
    use Intr::*;
    let w: Vec<&str> = name.split('.').collect();
    let has = |p: &str| name.starts_with(p);
    if let Some(r) = name.strip_prefix("llvm.nvvm.read.ptx.sreg.") {
        let dim = |s: &str| match s {
            "x" => Some(0),
            "y" => Some(1),
            "z" => Some(2),
            _ => None,
        };
        let (head, tail) = r.split_once('.').unwrap_or((r, ""));
        let s = match (head, dim(tail)) {
            ("tid", Some(d)) => Sreg::Tid(d),
            ("ntid", Some(d)) => Sreg::Ntid(d),
            ("ctaid", Some(d)) | ("clusterid", Some(d)) => Sreg::Ctaid(d),
            ("nctaid", Some(d)) | ("nclusterid", Some(d)) => Sreg::Nctaid(d),
            ("cluster", _) => match tail {
                "ctaid.x" | "ctaid.y" | "ctaid.z" | "ctarank" => Sreg::Zero,
                "nctaid.x" | "nctaid.y" | "nctaid.z" | "nctarank" => Sreg::One,
                _ => return Unknown,
            },
            ("laneid", _) => Sreg::Laneid,
            ("warpid", _) => Sreg::Warpid,
            ("nwarpid", _) => Sreg::Nwarpid,
            ("warpsize", _) => Sreg::Warpsize,
            ("lanemask", _) => match tail {
                "eq" => Sreg::Lanemask(0),
                "lt" => Sreg::Lanemask(1),
                "le" => Sreg::Lanemask(2),
                "gt" => Sreg::Lanemask(3),
                "ge" => Sreg::Lanemask(4),
                _ => return Unknown,
            },
            ("clock" | "clock64" | "globaltimer", _) => Sreg::Clock,
            ("smid" | "gridid" | "is_explicit_cluster", _) => Sreg::Zero,
            ("nsmid", _) => Sreg::One,
            _ => return Unknown,
        };
        return SpecialReg(s);
    }
    let red = |s: &str| match s {
        "and" => Some(BarrierRed::And),
        "or" => Some(BarrierRed::Or),
        "popc" => Some(BarrierRed::Popc),
        _ => None,
    };
    match name {
        "llvm.nvvm.barrier0" => {
            return Barrier {
                red: BarrierRed::None,
                form: BarForm::None,
            }
        }
        "llvm.nvvm.barrier0.and" | "llvm.nvvm.barrier0.or" | "llvm.nvvm.barrier0.popc" => {
            return Barrier {
                red: red(w[3]).unwrap_or(BarrierRed::None),
                form: BarForm::Pred,
            }
        }
        "llvm.nvvm.barrier.sync"
        | "llvm.nvvm.bar.sync"
        | "llvm.nvvm.barrier.n"
        | "llvm.nvvm.barrier.cta.sync.aligned.all"
        | "llvm.nvvm.barrier.cta.sync.all" => {
            return Barrier {
                red: BarrierRed::None,
                form: BarForm::Id,
            }
        }
        "llvm.nvvm.barrier.sync.cnt"
        | "llvm.nvvm.barrier"
        | "llvm.nvvm.barrier.cta.sync.aligned.count"
        | "llvm.nvvm.barrier.cta.sync.count"
        | "llvm.nvvm.barrier.cta.sync.aligned"
        | "llvm.nvvm.barrier.cta.sync" => {
            return Barrier {
                red: BarrierRed::None,
                form: BarForm::IdCount,
            }
        }
        "llvm.nvvm.bar.warp.sync" => return WarpSync,
        "llvm.nvvm.activemask" => return ActiveMask,
        "llvm.nvvm.exit" => return Exit,
        "llvm.trap" | "llvm.debugtrap" | "llvm.ubsantrap" => return Trap,
        "llvm.nvvm.d2i.lo" => return D2iLo,
        "llvm.nvvm.d2i.hi" => return D2iHi,
        "llvm.nvvm.lohi.i2d" => return LohiI2d,
        "llvm.assume" => return Assume,
        "llvm.donothing" | "llvm.experimental.noalias.scope.decl" | "llvm.sideeffect" => {
            return Nop
        }
        "llvm.nvvm.prmt" => return Prmt(PrmtMode::Default),
        "llvm.nvvm.prmt.f4e" => return Prmt(PrmtMode::F4e),
        "llvm.nvvm.prmt.b4e" => return Prmt(PrmtMode::B4e),
        "llvm.nvvm.prmt.rc8" => return Prmt(PrmtMode::Rc8),
        "llvm.nvvm.prmt.ecl" => return Prmt(PrmtMode::Ecl),
        "llvm.nvvm.prmt.ecr" => return Prmt(PrmtMode::Ecr),
        "llvm.nvvm.prmt.rc16" => return Prmt(PrmtMode::Rc16),
        "llvm.readcyclecounter" | "llvm.readsteadycounter" => return SpecialReg(Sreg::Clock),
        _ if name.starts_with("llvm.stacksave") => return StackSave,
        _ if name.starts_with("llvm.stackrestore") => return Nop,
        "llvm.nvvm.nanosleep"
        | "llvm.nvvm.cp.async.commit.group"
        | "llvm.nvvm.cp.async.wait.group"
        | "llvm.nvvm.cp.async.wait.all" => return Nop,
        "llvm.nvvm.rotate.b32" | "llvm.nvvm.rotate.b64" => return Rotate { left: true },
        "llvm.nvvm.rotate.right.b64" => return Rotate { left: false },
        "llvm.nvvm.brev32" | "llvm.nvvm.brev64" => return IntUnary(IntUn::Bitrev),
        _ => {}
    }
    if has("llvm.nvvm.barrier.cta.red.") {
        let r = red(w[5]).unwrap_or(BarrierRed::None);
        let form = if name.ends_with(".all") {
            BarForm::IdPred
        } else {
            BarForm::IdCountPred
        };
        return Barrier { red: r, form };
    }
    if has("llvm.nvvm.shfl.") {
        let sync = w.get(3) == Some(&"sync");
        let i = if sync { 4 } else { 3 };
        let mode = match w.get(i).copied() {
            Some("idx") => ShflMode::Idx,
            Some("up") => ShflMode::Up,
            Some("down") => ShflMode::Down,
            Some("bfly") => ShflMode::Bfly,
            _ => return Unknown,
        };
        let pair = w.get(i + 1).is_some_and(|t| t.ends_with('p'));
        return Shfl { mode, pair, sync };
    }
    if has("llvm.nvvm.vote.") {
        let mode = match w[3] {
            "all" => VoteMode::All,
            "any" => VoteMode::Any,
            "uni" => VoteMode::Uni,
            "ballot" => VoteMode::Ballot,
            _ => return Unknown,
        };
        return Vote {
            mode,
            sync: w.get(4) == Some(&"sync"),
        };
    }
    if has("llvm.nvvm.match.") {
        let all = w[3] == "all";
        let pair = w.last().is_some_and(|t| t.ends_with('p'));
        return Match { all, pair };
    }
    if has("llvm.nvvm.redux.sync.") {
        let op = match w[4] {
            "add" => ReduxOp::Add,
            "min" => ReduxOp::Min,
            "max" => ReduxOp::Max,
            "umin" => ReduxOp::UMin,
            "umax" => ReduxOp::UMax,
            "and" => ReduxOp::And,
            "or" => ReduxOp::Or,
            "xor" => ReduxOp::Xor,
            _ => return Unknown,
        };
        return Redux(op);
    }
    if has("llvm.fma.") || has("llvm.fmuladd.") {
        return Fma {
            mode: Round::Rn,
            ftz: false,
            sat: false,
        };
    }
    if has("llvm.nvvm.fma.") {
        let (mode, ftz, sat, _) = flags(&w[3..]);
        if w.contains(&"relu") || w.contains(&"oob") {
            return Unknown;
        }
        return Fma {
            mode: mode.unwrap_or(Round::Rn),
            ftz,
            sat,
        };
    }
    for (p, op) in [
        ("llvm.nvvm.add.", ArithOp::Add),
        ("llvm.nvvm.mul.", ArithOp::Mul),
        ("llvm.nvvm.div.", ArithOp::Div),
        ("llvm.nvvm.sqrt.", ArithOp::Sqrt),
        ("llvm.nvvm.rcp.", ArithOp::Rcp),
    ] {
        if has(p) {
            let (mode, ftz, _, approx) = flags(&w[3..]);
            if approx || w[3] == "full" {
                let aop = match op {
                    ArithOp::Div => ApproxOp::Div,
                    ArithOp::Sqrt => ApproxOp::Sqrt,
                    ArithOp::Rcp => ApproxOp::Rcp,
                    _ => return Unknown,
                };
                return Approx { op: aop, ftz };
            }
            if op == ArithOp::Sqrt && mode.is_none() {
                // llvm.nvvm.sqrt.f: IEEE square root.
                return Arith {
                    op,
                    mode: Round::Rn,
                    ftz,
                };
            }
            return match mode {
                Some(mode) => Arith { op, mode, ftz },
                None => Unknown,
            };
        }
    }
    for (p, op) in [
        ("llvm.nvvm.ex2.approx.", ApproxOp::Ex2),
        ("llvm.nvvm.lg2.approx.", ApproxOp::Lg2),
        ("llvm.nvvm.sin.approx.", ApproxOp::Sin),
        ("llvm.nvvm.cos.approx.", ApproxOp::Cos),
        ("llvm.nvvm.rsqrt.approx.", ApproxOp::Rsqrt),
        ("llvm.nvvm.tanh.approx.", ApproxOp::Tanh),
    ] {
        if has(p) {
            return Approx {
                op,
                ftz: w.contains(&"ftz"),
            };
        }
    }
    if has("llvm.fabs.") {
        return Fabs { ftz: false };
    }
    if has("llvm.nvvm.fabs") {
        return Fabs {
            ftz: w.contains(&"ftz"),
        };
    }
    for (p, max, nan) in [
        ("llvm.minnum.", false, false),
        ("llvm.maxnum.", true, false),
        ("llvm.minimumnum.", false, false),
        ("llvm.maximumnum.", true, false),
        ("llvm.minimum.", false, true),
        ("llvm.maximum.", true, true),
    ] {
        if has(p) {
            return MinMax {
                max,
                nan,
                ftz: false,
            };
        }
    }
    if has("llvm.nvvm.fmin.") || has("llvm.nvvm.fmax.") {
        if w.contains(&"xorsign") {
            return Unknown;
        }
        return MinMax {
            max: w[2] == "fmax",
            nan: w.contains(&"nan") || w.contains(&"NaN"),
            ftz: w.contains(&"ftz"),
        };
    }
    if has("llvm.copysign.") {
        return Copysign;
    }
    if has("llvm.sqrt.") {
        return Arith {
            op: ArithOp::Sqrt,
            mode: Round::Rn,
            ftz: false,
        };
    }
    for (p, mode) in [
        ("llvm.floor.", Round::Rm),
        ("llvm.ceil.", Round::Rp),
        ("llvm.trunc.", Round::Rz),
        ("llvm.rint.", Round::Rn),
        ("llvm.nearbyint.", Round::Rn),
        ("llvm.roundeven.", Round::Rn),
        ("llvm.nvvm.floor.", Round::Rm),
        ("llvm.nvvm.ceil.", Round::Rp),
        ("llvm.nvvm.trunc.", Round::Rz),
        // nvvm.round lowers to cvt.rni: nearest, ties to even.
        ("llvm.nvvm.round.", Round::Rn),
    ] {
        if has(p) {
            return RoundInt {
                mode,
                ftz: w.contains(&"ftz"),
            };
        }
    }
    if has("llvm.round.") {
        return RoundAway;
    }
    if has("llvm.nvvm.saturate.") {
        return Saturate {
            ftz: w.contains(&"ftz"),
        };
    }
    for (p, op) in [
        ("llvm.exp.", LibmOp::Exp),
        ("llvm.exp2.", LibmOp::Exp2),
        ("llvm.exp10.", LibmOp::Exp10),
        ("llvm.log.", LibmOp::Log),
        ("llvm.log2.", LibmOp::Log2),
        ("llvm.log10.", LibmOp::Log10),
        ("llvm.sin.", LibmOp::Sin),
        ("llvm.cos.", LibmOp::Cos),
        ("llvm.tan.", LibmOp::Tan),
        ("llvm.tanh.", LibmOp::Tanh),
        ("llvm.pow.", LibmOp::Pow),
    ] {
        if has(p) {
            return Libm(op);
        }
    }
    if has("llvm.powi.") {
        return Powi;
    }
    if has("llvm.ldexp.") {
        return Ldexp;
    }
    if has("llvm.is.fpclass.") {
        return IsFpClass;
    }
    if has("llvm.canonicalize.") {
        return Canonicalize;
    }
    for (p, op) in [
        ("llvm.ctpop.", IntUn::Ctpop),
        ("llvm.ctlz.", IntUn::Ctlz),
        ("llvm.cttz.", IntUn::Cttz),
        ("llvm.bitreverse.", IntUn::Bitrev),
        ("llvm.bswap.", IntUn::Bswap),
        ("llvm.abs.", IntUn::Abs),
        ("llvm.nvvm.abs.", IntUn::Abs),
        ("llvm.nvvm.popc.", IntUn::Popc32),
        ("llvm.nvvm.clz.", IntUn::Clz32),
    ] {
        if has(p) {
            return IntUnary(op);
        }
    }
    for (p, op) in [
        ("llvm.smin.", IntBin::SMin),
        ("llvm.smax.", IntBin::SMax),
        ("llvm.umin.", IntBin::UMin),
        ("llvm.umax.", IntBin::UMax),
        ("llvm.sadd.sat.", IntBin::SAddSat),
        ("llvm.uadd.sat.", IntBin::UAddSat),
        ("llvm.ssub.sat.", IntBin::SSubSat),
        ("llvm.usub.sat.", IntBin::USubSat),
        ("llvm.nvvm.min.i", IntBin::SMin),
        ("llvm.nvvm.min.ll", IntBin::SMin),
        ("llvm.nvvm.min.ui", IntBin::UMin),
        ("llvm.nvvm.min.ull", IntBin::UMin),
        ("llvm.nvvm.max.i", IntBin::SMax),
        ("llvm.nvvm.max.ll", IntBin::SMax),
        ("llvm.nvvm.max.ui", IntBin::UMax),
        ("llvm.nvvm.max.ull", IntBin::UMax),
        ("llvm.nvvm.mulhi.s", IntBin::MulHiS),
        ("llvm.nvvm.mulhi.us", IntBin::MulHiU),
        ("llvm.nvvm.mulhi.i", IntBin::MulHiS),
        ("llvm.nvvm.mulhi.ll", IntBin::MulHiS),
        ("llvm.nvvm.mulhi.ui", IntBin::MulHiU),
        ("llvm.nvvm.mulhi.ull", IntBin::MulHiU),
        ("llvm.nvvm.mul24.i", IntBin::Mul24S),
        ("llvm.nvvm.mul24.ui", IntBin::Mul24U),
    ] {
        if name == p || (has(p) && p.ends_with('.')) {
            return IntBinary(op);
        }
    }
    for (p, op) in [
        ("llvm.sadd.with.overflow.", OvOp::SAdd),
        ("llvm.uadd.with.overflow.", OvOp::UAdd),
        ("llvm.ssub.with.overflow.", OvOp::SSub),
        ("llvm.usub.with.overflow.", OvOp::USub),
        ("llvm.smul.with.overflow.", OvOp::SMul),
        ("llvm.umul.with.overflow.", OvOp::UMul),
    ] {
        if has(p) {
            return Overflow(op);
        }
    }
    if has("llvm.fshl.") || has("llvm.fshr.") {
        return Funnel {
            left: has("llvm.fshl."),
        };
    }
    if has("llvm.nvvm.sad.") {
        return Sad {
            signed: name.ends_with(".i") || name.ends_with(".ll"),
        };
    }
    // Float <-> integer conversions: llvm.nvvm.{f,d}2{i,ui,ll,ull}.<mode>[.ftz]
    // and llvm.nvvm.{i,ui,ll,ull}2{f,d}.<mode>.
    if let Some(conv) = w.get(2).filter(|_| has("llvm.nvvm.")) {
        let (mode, ftz, _, _) = flags(&w[3..]);
        if let Some(mode) = mode {
            match *conv {
                "f2i" | "d2i" | "f2ll" | "d2ll" => {
                    return F2I {
                        mode,
                        signed: true,
                        ftz,
                    }
                }
                "f2ui" | "d2ui" | "f2ull" | "d2ull" => {
                    return F2I {
                        mode,
                        signed: false,
                        ftz,
                    }
                }
                "i2f" | "i2d" | "ll2f" | "ll2d" => return I2F { mode, signed: true },
                "ui2f" | "ui2d" | "ull2f" | "ull2d" => {
                    return I2F {
                        mode,
                        signed: false,
                    }
                }
                "d2f" => return D2F { mode, ftz },
                "f2h" => return F2H { mode, ftz },
                "f2bf16" if !w.contains(&"relu") => return F2BF16 { mode },
                _ => {}
            }
        }
    }
    if has("llvm.convert.to.fp16.") {
        return F2H {
            mode: Round::Rn,
            ftz: false,
        };
    }
    if has("llvm.convert.from.fp16.") {
        return FromFp16;
    }
    if has("llvm.fptosi.sat.") {
        return F2I {
            mode: Round::Rz,
            signed: true,
            ftz: false,
        };
    }
    if has("llvm.fptoui.sat.") {
        return F2I {
            mode: Round::Rz,
            signed: false,
            ftz: false,
        };
    }
    if has("llvm.nvvm.bitcast.") {
        return BitcastNv;
    }
    if has("llvm.nvvm.ldg.global.") || has("llvm.nvvm.ldu.global.") {
        return Ldg;
    }
    if has("llvm.nvvm.atomic.") {
        // llvm.nvvm.atomic.load.add.f32.p0, .load.inc.32, .load.dec.32,
        // and scoped forms llvm.nvvm.atomic.<op>.gen.<i|f>.<scope>...
        let op = if w[3] == "load" { w[4] } else { w[3] };
        let float = w.contains(&"f") || w.iter().any(|t| t.starts_with('f') && t.len() <= 3);
        let op = match op {
            "add" if float => AtomicOp::FAdd,
            "add" => AtomicOp::Add,
            "exch" => AtomicOp::Exch,
            "max" => AtomicOp::Max,
            "min" => AtomicOp::Min,
            "inc" => AtomicOp::UIncWrap,
            "dec" => AtomicOp::UDecWrap,
            "and" => AtomicOp::And,
            "or" => AtomicOp::Or,
            "xor" => AtomicOp::Xor,
            "cas" => return NvCas,
            _ => return Unknown,
        };
        return NvAtomic(op);
    }
    if has("llvm.nvvm.membar.")
        || has("llvm.nvvm.fence.")
        || has("llvm.lifetime.")
        || has("llvm.prefetch")
        || has("llvm.nvvm.prefetch")
        || has("llvm.invariant.")
        || has("llvm.var.annotation")
        || has("llvm.dbg.")
    {
        return Nop;
    }
    if has("llvm.expect.") {
        return Expect;
    }
    if has("llvm.memcpy.") || has("llvm.memmove.") {
        return MemCpy;
    }
    if has("llvm.memset.") {
        return MemSet;
    }
    if let Some(r) = name.strip_prefix("llvm.nvvm.cp.async.") {
        let p: Vec<&str> = r.split('.').collect();
        let (size, src_size) = match p[..] {
            ["ca" | "cg", "shared", "global", n] => (n, false),
            ["ca" | "cg", "shared", "global", n, "s"] => (n, true),
            _ => return Unknown,
        };
        return match size {
            "4" | "8" | "16" => CpAsync {
                size: size.parse().unwrap_or(16),
                src_size,
            },
            _ => Unknown,
        };
    }
    if let Some(r) = name.strip_prefix("llvm.nvvm.isspacep.") {
        return space_word(r).map_or(Unknown, IsSpace);
    }
    if let Some(r) = name.strip_prefix("llvm.nvvm.ptr.") {
        // llvm.nvvm.ptr.gen.to.shared.p3.p0 / llvm.nvvm.ptr.shared.to.gen...
        let p: Vec<&str> = r.split('.').collect();
        if p.len() >= 3 && p[1] == "to" {
            if let (Some(from), Some(to)) = (space_word(p[0]), space_word(p[2])) {
                return PtrConv { from, to };
            }
        }
    }
    Unknown
}

/// The number of operands an intrinsic needs at least; calls with fewer
/// fail as unsupported instead of reading missing operands.
pub(crate) fn arity(i: &Intr) -> usize {
    use Intr::*;
    match i {
        Plain | Unknown | SpecialReg(_) | ActiveMask | Exit | Trap | Nop | StackSave => 0,
        Barrier { form, .. } => match form {
            BarForm::None => 0,
            BarForm::Pred | BarForm::Id => 1,
            BarForm::IdCount | BarForm::IdPred => 2,
            BarForm::IdCountPred => 3,
        },
        Shfl { sync, .. } => 3 + *sync as usize,
        Vote { sync, .. } => 1 + *sync as usize,
        Match { .. } | Redux(_) | MinMax { .. } | Copysign | Powi | Ldexp | IsFpClass => 2,
        IntBinary(_) | Overflow(_) | LohiI2d | NvAtomic(_) | Rotate { .. } => 2,
        CpAsync { src_size, .. } => 2 + *src_size as usize,
        Prmt(m) => 2 + matches!(m, PrmtMode::Default | PrmtMode::F4e | PrmtMode::B4e) as usize,
        Fma { .. } | Funnel { .. } | Sad { .. } | NvCas | MemCpy | MemSet => 3,
        Arith { op, .. } => 1 + !matches!(op, ArithOp::Sqrt | ArithOp::Rcp) as usize,
        Approx { op, .. } => 1 + (*op == ApproxOp::Div) as usize,
        Libm(op) => 1 + (*op == LibmOp::Pow) as usize,
        _ => 1,
    }
}
