//! Intrinsic names to [`Intr`]: the one place that reads an intrinsic's
//! name for what it does. Import and the text parser decode each call once
//! (see [`IntrinsicAttrs::new`](crate::ir::IntrinsicAttrs::new)); every
//! consumer matches on the result.

use super::kinds::*;

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
pub fn decode(name: &str) -> Intr {
    let w: Vec<&str> = name.split('.').collect();
    if let Some(r) = name.strip_prefix("llvm.nvvm.read.ptx.sreg.") {
        return sreg(r).map_or(Intr::Unknown, Intr::SpecialReg);
    }
    if let Some(i) = barrier(name) {
        return i;
    }
    match super::texsurf::decode(name) {
        Intr::Plain => {}
        i => return i,
    }
    if let Some(i) = fp8(&w) {
        return i;
    }
    // Each family's decoder answers `Plain` for names not its own; a name
    // belongs to the first that claims it (some prefixes overlap, e.g. the
    // nvvm conversions' `<x>2<y>` word and the other `llvm.nvvm.` names).
    const FAMILIES: [fn(&str, &[&str]) -> Intr; 9] = [
        named,
        warp,
        float_arith,
        float_minmax,
        float_misc,
        int_math,
        bit_ops,
        conversions,
        memory,
    ];
    FAMILIES
        .iter()
        .map(|f| f(name, &w))
        .find(|i| *i != Intr::Plain)
        .unwrap_or(Intr::Unknown)
}

/// Names decoded whole: control, hints, rotates, prmt, clocks, the Other family. `Plain` when the name is not one of them.
fn named(name: &str, _w: &[&str]) -> Intr {
    use Intr::*;
    let clamped = |d: &str| name.starts_with(&format!("llvm.nvvm.{d}.clamp."));
    if clamped("fshl") || clamped("fshr") {
        return Funnel {
            left: clamped("fshl"),
            clamp: true,
        };
    }
    match name {
        "llvm.nvvm.bar.warp.sync" => return WarpSync,
        "llvm.nvvm.is_explicit_cluster" => return SpecialReg(Sreg::IsExplicitCluster),
        "llvm.nvvm.activemask" => return ActiveMask,
        "llvm.nvvm.exit" => return Exit,
        "llvm.trap" | "llvm.ubsantrap" => return Trap,
        "llvm.debugtrap" => return DebugTrap,
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
        "llvm.readcyclecounter" => return Counter(Sreg::Clock64),
        "llvm.readsteadycounter" => return Counter(Sreg::GlobalTimer),
        _ if name.starts_with("llvm.stacksave") => return StackSave,
        _ if name.starts_with("llvm.stackrestore") => return StackRestore,
        "llvm.nvvm.nanosleep" => return Nanosleep,
        _ if name.starts_with("llvm.nvvm.reflect") => return Reflect,
        "llvm.nvvm.elect.sync" => return ElectSync,
        "llvm.nvvm.setmaxnreg.inc.sync.aligned.u32" => return SetMaxNReg { inc: true },
        "llvm.nvvm.setmaxnreg.dec.sync.aligned.u32" => return SetMaxNReg { inc: false },
        "llvm.nvvm.mapa" => {
            return ClusterAddress {
                mapa: true,
                shared: false,
            }
        }
        "llvm.nvvm.mapa.shared.cluster" => {
            return ClusterAddress {
                mapa: true,
                shared: true,
            }
        }
        "llvm.nvvm.getctarank" => {
            return ClusterAddress {
                mapa: false,
                shared: false,
            }
        }
        "llvm.nvvm.getctarank.shared.cluster" => {
            return ClusterAddress {
                mapa: false,
                shared: true,
            }
        }
        "llvm.nvvm.griddepcontrol.launch.dependents" => return GridDepControl { wait: false },
        "llvm.nvvm.griddepcontrol.wait" => return GridDepControl { wait: true },
        "llvm.nvvm.discard.L2" => return DiscardL2 { global: false },
        "llvm.nvvm.discard.global.L2" => return DiscardL2 { global: true },
        "llvm.nvvm.applypriority.L2.evict.normal" => return ApplyPriorityL2 { global: false },
        "llvm.nvvm.applypriority.global.L2.evict.normal" => {
            return ApplyPriorityL2 { global: true }
        }
        "llvm.nvvm.rotate.b32" | "llvm.nvvm.rotate.b64" => return Rotate { left: true },
        "llvm.nvvm.rotate.right.b64" => return Rotate { left: false },
        "llvm.nvvm.brev32" | "llvm.nvvm.brev64" => return IntUnary(IntUn::Bitrev),
        _ => {}
    }
    Plain
}

/// Warp-synchronous operations. `Plain` when the name is not one of them.
fn warp(name: &str, w: &[&str]) -> Intr {
    use Intr::*;
    let has = |p: &str| name.starts_with(p);
    if has("llvm.nvvm.shfl.") {
        let sync = w.get(3) == Some(&"sync");
        let i = if sync { 4 } else { 3 };
        let mode = match w.get(i).copied() {
            Some("idx") => ShflMode::Idx,
            Some("up") => ShflMode::Up,
            Some("down") => ShflMode::Down,
            Some("bfly") => ShflMode::Bfly,
            // libNVVM's form: the mode is an operand.
            Some("i32" | "f32") if sync && w.len() == 5 => return ShflDyn,
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
            // libNVVM's form: the mode is an operand.
            "sync" if w.len() == 4 => return VoteDyn,
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
            m @ ("fmin" | "fmax") => ReduxOp::FMinMax {
                max: m == "fmax",
                abs: w[5..].contains(&"abs"),
                nan: w[5..].contains(&"NaN"),
            },
            _ => return Unknown,
        };
        return Redux(op);
    }
    Plain
}

/// Float arithmetic: fma, rounded and approximate operations. `Plain` when the name is not one of them.
fn float_arith(name: &str, w: &[&str]) -> Intr {
    use Intr::*;
    let has = |p: &str| name.starts_with(p);
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
    // sm_100's `llvm.nvvm.{add,sub}.<rnd>[.sat].{h,bf}.f`.
    if (has("llvm.nvvm.add.") || has("llvm.nvvm.sub."))
        && matches!(w[w.len() - 2..], ["h" | "bf", "f"])
    {
        let (mode, _, sat, _) = flags(&w[3..]);
        return match mode {
            Some(mode) if w.len() == 6 + sat as usize => MixedArith {
                sub: w[2] == "sub",
                mode,
                sat,
                bf16: w[w.len() - 2] == "bf",
            },
            _ => Unknown,
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
            let (mode, ftz, sat, approx) = flags(&w[3..]);
            // sm_100's mixed-precision forms (`add.rn.sat.h.f`: a half or
            // bfloat operand, a float result, saturation) are not lowered.
            if sat || matches!(w[w.len() - 2..], ["h" | "bf", "f"]) {
                return Unknown;
            }
            if approx || w[3] == "full" {
                let aop = match op {
                    ArithOp::Div if w[3] == "full" => ApproxOp::DivFull,
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
    Plain
}

/// Float absolute value, min/max, copysign and square root.
fn float_minmax(name: &str, w: &[&str]) -> Intr {
    use Intr::*;
    let has = |p: &str| name.starts_with(p);
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
    Plain
}

/// Rounding to integers, saturation and library math. `Plain` when the name is not one of them.
fn float_misc(name: &str, w: &[&str]) -> Intr {
    use Intr::*;
    let has = |p: &str| name.starts_with(p);
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
    Plain
}

/// powi, ldexp, classes and integer operations. `Plain` when the name is not one of them.
fn int_math(name: &str, _w: &[&str]) -> Intr {
    use Intr::*;
    let has = |p: &str| name.starts_with(p);
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
    Plain
}

/// Funnel shifts, bit fields, tensor-core kinds, reductions, sad. `Plain` when the name is not one of them.
fn bit_ops(name: &str, w: &[&str]) -> Intr {
    use Intr::*;
    let has = |p: &str| name.starts_with(p);
    if has("llvm.fshl.") || has("llvm.fshr.") {
        return Funnel {
            left: has("llvm.fshl."),
            clamp: false,
        };
    }
    if let Some(r) = name.strip_prefix("llvm.nvvm.") {
        let head = r.split('.').next().unwrap_or("");
        match head {
            "bfe" => {
                return Bfe {
                    signed: w.get(3).is_some_and(|t| t.starts_with('s')),
                }
            }
            "bfi" => return Bfi,
            "fns" => return Fns,
            "bmsk" => {
                return Bmsk {
                    wrap: w.get(3) == Some(&"wrap"),
                }
            }
            "zext" | "sext" if r.len() > 5 => {
                return match &r[5..] {
                    "wrap" | "clamp" => Szext {
                        signed: head == "sext",
                        wrap: &r[5..] == "wrap",
                    },
                    _ => Unknown,
                };
            }
            "flo" => {
                return Flo {
                    signed: w.get(3) == Some(&"s"),
                }
            }
            "isspacep" if r == "isspacep.shared.cluster" => return IsSpaceSharedCluster,
            "wmma" | "mma" | "ldmatrix" | "stmatrix" | "wgmma" => {
                return Tensor(super::Tensor {
                    mem: tensor_op(name),
                    form: super::tensor::decode_form(name),
                })
            }
            _ => {}
        }
    }
    if let Some(op) = name
        .strip_prefix("llvm.vector.reduce.")
        .and_then(|r| r.split('.').next())
        .and_then(ReduceOp::from_word)
    {
        return VectorReduce(op);
    }
    if let Some(rest) = name
        .strip_prefix("llvm.nvvm.idp4a.")
        .map(|r| (true, r))
        .or_else(|| name.strip_prefix("llvm.nvvm.idp2a.").map(|r| (false, r)))
    {
        let (four, signs) = rest;
        let sign = |w: &str| match w {
            "s" => Some(true),
            "u" => Some(false),
            _ => None,
        };
        if let Some((a, b)) = signs.split_once('.') {
            if let (Some(a_signed), Some(b_signed)) = (sign(a), sign(b)) {
                return Dp {
                    four,
                    a_signed,
                    b_signed,
                };
            }
        }
    }
    if has("llvm.nvvm.sad.") {
        return Sad {
            signed: name.ends_with(".i") || name.ends_with(".ll"),
        };
    }
    Plain
}

/// `llvm.nvvm.{ff,f16x2}.to.<fp8>x2.rn[.relu]`,
/// `llvm.nvvm.<fp8>x2.to.f16x2.rn[.relu]`, their 6- and 4-bit kin
/// (`ff.to.e2m3x2.rn[.relu].satfinite`, `e2m3x2.to.f16x2.rn[.relu]`) and
/// the `.ue8m0x2` scales (`{ff,bf16x2}.to.ue8m0x2.{rz,rp}[.satfinite]`,
/// `ue8m0x2.to.bf16x2`).
fn fp8(w: &[&str]) -> Option<Intr> {
    let (from, to, rest) = match w {
        ["llvm", "nvvm", from, "to", to, rest @ ..] => (*from, *to, rest),
        _ => return None,
    };
    if to == "ue8m0x2" || from == "ue8m0x2" {
        let form = match (from, to) {
            ("ff", _) => Ue8m0Form::FromF32,
            ("bf16x2", _) => Ue8m0Form::FromBf16x2,
            (_, "bf16x2") if rest.is_empty() => Ue8m0Form::ToBf16x2,
            _ => return None,
        };
        if form == Ue8m0Form::ToBf16x2 {
            return Some(Intr::Ue8m0 {
                form,
                rp: false,
                satfinite: false,
            });
        }
        let (rp, satfinite) = match rest {
            ["rz"] => (false, false),
            ["rz", "satfinite"] => (false, true),
            ["rp"] => (true, false),
            ["rp", "satfinite"] => (true, true),
            _ => return None,
        };
        return Some(Intr::Ue8m0 {
            form,
            rp,
            satfinite,
        });
    }
    let (format, form) = match (from, to) {
        ("ff", t) => (MiniFloat::from_pair_word(t)?, Fp8Form::FromF32),
        ("f16x2", t) => (MiniFloat::from_pair_word(t)?, Fp8Form::FromF16x2),
        (f, "f16x2") => (MiniFloat::from_pair_word(f)?, Fp8Form::ToF16x2),
        _ => return None,
    };
    // The narrow formats' conversions to them spell out `.satfinite`.
    let sat = format.is_narrow() && form != Fp8Form::ToF16x2;
    let relu = match (rest, sat) {
        (["rn"], false) | (["rn", "satfinite"], true) => false,
        (["rn", "relu"], false) | (["rn", "relu", "satfinite"], true) => true,
        _ => return None,
    };
    if format.is_narrow() && form == Fp8Form::FromF16x2 {
        return None;
    }
    Some(Intr::Fp8 { format, relu, form })
}

/// Conversions. `Plain` when the name is not one of them.
fn conversions(name: &str, w: &[&str]) -> Intr {
    use Intr::*;
    let has = |p: &str| name.starts_with(p);
    // Float <-> integer conversions: llvm.nvvm.{f,d}2{i,ui,ll,ull}.<mode>[.ftz]
    // and llvm.nvvm.{i,ui,ll,ull}2{f,d}.<mode>.
    if let Some(i) = stochastic(w) {
        return i;
    }
    if let Some(conv) = w.get(2).filter(|_| has("llvm.nvvm.")) {
        let (mode, ftz, _, _) = flags(&w[3..]);
        let relu = w.contains(&"relu");
        if *conv == "f2tf32" {
            // `.rna` (ties away from zero) is tf32's own rounding.
            let rna = w.contains(&"rna");
            if rna || mode.is_some() {
                return F2Tf32 {
                    mode: mode.filter(|_| !rna),
                    relu,
                };
            }
        }
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
                "f2bf16" => return F2BF16 { mode, relu },
                "ff2bf16x2" | "ff2f16x2" => {
                    return CvtPair {
                        bf16: *conv == "ff2bf16x2",
                        mode,
                        relu,
                    }
                }
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
    Plain
}

/// `llvm.nvvm.ff2{f16,bf16}x2.rs[.relu][.satfinite]` and
/// `llvm.nvvm.f32x4.to.<f>x4.rs[.relu].satfinite`; `Unknown` for other
/// flag words, `None` for names of neither form.
fn stochastic(w: &[&str]) -> Option<Intr> {
    let (to, flags) = match w {
        ["llvm", "nvvm", "ff2f16x2", "rs", f @ ..] => (RsFormat::F16x2, f),
        ["llvm", "nvvm", "ff2bf16x2", "rs", f @ ..] => (RsFormat::Bf16x2, f),
        ["llvm", "nvvm", "f32x4", "to", x4, "rs", f @ ..] => {
            let pair = format!("{}x2", x4.strip_suffix("x4")?);
            (RsFormat::X4(MiniFloat::from_pair_word(&pair)?), f)
        }
        _ => return None,
    };
    Some(match flags {
        [] | ["relu"] | ["satfinite"] | ["relu", "satfinite"]
            if !matches!(to, RsFormat::X4(_)) || flags.ends_with(&["satfinite"]) =>
        {
            Intr::CvtRs {
                to,
                relu: flags.contains(&"relu"),
                satfinite: flags.contains(&"satfinite"),
            }
        }
        _ => Intr::Unknown,
    })
}

/// Memory: loads, atomics, fences, transfers, async copies, spaces. `Plain` when the name is not one of them.
fn memory(name: &str, w: &[&str]) -> Intr {
    use Intr::*;
    let has = |p: &str| name.starts_with(p);
    if has("llvm.nvvm.ldg.global.") || has("llvm.nvvm.ldu.global.") {
        return Ldg {
            ldu: has("llvm.nvvm.ldu."),
        };
    }
    if has("llvm.nvvm.atomic.") {
        return atomic(w);
    }
    if let Some(f) = fence(name) {
        return Fence(f);
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
    if has("llvm.memcpy.") {
        return MemCpy;
    }
    if has("llvm.memmove.") {
        return MemMove;
    }
    if has("llvm.memset.") {
        return MemSet;
    }
    if let Some(r) = name.strip_prefix("llvm.nvvm.cp.async.") {
        return cp_async(r);
    }
    if let Some(r) = name.strip_prefix("llvm.nvvm.clusterlaunchcontrol.") {
        return match r {
            "try_cancel.async.shared" => {
                ClusterLaunchControl(ClcOp::TryCancel { multicast: false })
            }
            "try_cancel.async.multicast.shared" => {
                ClusterLaunchControl(ClcOp::TryCancel { multicast: true })
            }
            "query_cancel.is_canceled" => ClusterLaunchControl(ClcOp::IsCanceled),
            "query_cancel.get_first_ctaid.x" => ClusterLaunchControl(ClcOp::FirstCtaid(0)),
            "query_cancel.get_first_ctaid.y" => ClusterLaunchControl(ClcOp::FirstCtaid(1)),
            "query_cancel.get_first_ctaid.z" => ClusterLaunchControl(ClcOp::FirstCtaid(2)),
            _ => Unknown,
        };
    }
    if let Some(r) = name.strip_prefix("llvm.nvvm.tcgen05.") {
        return super::tcgen05::decode(r).map_or(Unknown, Tcgen05);
    }
    if let Some(t) = name.strip_prefix("llvm.nvvm.st.async.") {
        // The shared::cluster forms; the global `gpu`/`sys`/`mmio` ones
        // (sm_100) are not known here.
        return match t {
            "i32" | "i64" | "f32" | "f64" | "v2i32" | "v4i32" | "v2i64" | "v2f32" | "v4f32"
            | "v2f64" => StAsync,
            _ => Unknown,
        };
    }
    if let Some(r) = name.strip_prefix("llvm.nvvm.tensormap.replace.") {
        let (f, p) = r.rsplit_once('.').unwrap_or((r, ""));
        let space = match p {
            "p0" => 0,
            "p1" => 1,
            "p3" => 3,
            _ => return Unknown,
        };
        return TmField::ALL
            .iter()
            .find(|&&(_, w, _)| w == f)
            .map_or(Unknown, |&(field, _, _)| TensormapReplace { field, space });
    }
    if let Some(r) = name.strip_prefix("llvm.nvvm.st.bulk") {
        return match r {
            "" | ".p1" => StBulk { shared: false },
            ".shared.cta" | ".shared.cta.p3" => StBulk { shared: true },
            _ => Unknown,
        };
    }
    if let Some(r) = name.strip_prefix("llvm.nvvm.mbarrier.") {
        return mbarrier(r).unwrap_or(Unknown);
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
    Plain
}

/// The number of operands an intrinsic needs at least; calls with fewer
/// fail as unsupported instead of reading missing operands.
pub fn arity(i: &Intr) -> usize {
    use Intr::*;
    match i {
        Plain
        | Unknown
        | SpecialReg(_)
        | ActiveMask
        | Exit
        | Trap
        | DebugTrap
        | Nop
        | StackSave
        | Counter(_)
        | ClusterBarrier(_)
        | Fence(_)
        | ElectSync
        | GridDepControl { .. }
        | Async(_) => 0,
        Barrier { form, .. } => match form {
            BarForm::None => 0,
            BarForm::Pred | BarForm::Id => 1,
            BarForm::IdCount | BarForm::IdPred => 2,
            BarForm::IdCountPred => 3,
        },
        Shfl { sync, .. } => 3 + *sync as usize,
        ShflDyn => 5,
        VoteDyn => 3,
        Vote { sync, .. } => 1 + *sync as usize,
        Match { .. } | Redux(_) | MinMax { .. } | Copysign | Powi | Ldexp | IsFpClass => 2,
        IntBinary(_) | Overflow(_) | LohiI2d | NvAtomic { .. } | Rotate { .. } => 2,
        CpAsync { src_size, .. } => 2 + *src_size as usize,
        Prmt(m) => 2 + matches!(m, PrmtMode::Default | PrmtMode::F4e | PrmtMode::B4e) as usize,
        Fma { .. } | Funnel { .. } | Sad { .. } | NvCas { .. } | MemCpy | MemMove | MemSet => 3,
        StBulk { .. } | StAsync => 3,
        Szext { .. } | Bmsk { .. } => 2,
        TensormapReplace { field, .. } => 2 + field.has_ordinal() as usize,
        MbarrierScoped(m) => match m.op {
            MbarScopedOp::TryWait { limit: true, .. } => 3,
            _ => 2,
        },
        ClusterLaunchControl(ClcOp::TryCancel { .. }) => 2,
        CvtRs { to, .. } => 2 + !matches!(to, RsFormat::X4(_)) as usize,
        Tcgen05(t) => {
            use super::tcgen05::Tc05;
            match t {
                Tc05::Relinquish { .. } | Tc05::Fence { .. } | Tc05::Wait { .. } => 0,
                Tc05::Shift { .. } => 1,
                Tc05::Commit { multicast, .. } => 1 + *multicast as usize,
                Tc05::Alloc { .. } | Tc05::Dealloc { .. } | Tc05::Cp { .. } => 2,
                Tc05::Ld(a) => 2 + a.has_offset() as usize,
                Tc05::LdRed { access, float } => {
                    2 + access.has_offset() as usize + 2 * *float as usize
                }
                Tc05::St(a) => 3 + a.has_offset() as usize,
                Tc05::Mma(m) => m.value_operands() + m.immediates(),
            }
        }
        Dp { four, .. } => 3 + !*four as usize,
        Fp8 { form, .. } => 1 + (*form == Fp8Form::FromF32) as usize,
        Ue8m0 { form, .. } => 1 + (*form == Ue8m0Form::FromF32) as usize,
        Arith { op, .. } => 1 + !matches!(op, ArithOp::Sqrt | ArithOp::Rcp) as usize,
        Approx { op, .. } => 1 + matches!(op, ApproxOp::Div | ApproxOp::DivFull) as usize,
        MixedArith { .. } => 2,
        Libm(op) => 1 + (*op == LibmOp::Pow) as usize,
        _ => 1,
    }
}

/// The register a `llvm.nvvm.read.ptx.sreg.<r>` reads.
pub(super) fn sreg(r: &str) -> Option<Sreg> {
    let (head, tail) = r.split_once('.').unwrap_or((r, ""));
    let dim = match tail {
        "x" => Some(0),
        "y" => Some(1),
        "z" => Some(2),
        "w" => Some(3),
        _ => None,
    };
    Some(match (head, dim) {
        ("tid", Some(d)) => Sreg::Tid(d),
        ("ntid", Some(d)) => Sreg::Ntid(d),
        ("ctaid", Some(d)) => Sreg::Ctaid(d),
        ("nctaid", Some(d)) => Sreg::Nctaid(d),
        ("clusterid", Some(d)) => Sreg::ClusterId(d),
        ("nclusterid", Some(d)) => Sreg::NClusterId(d),
        ("cluster", _) => match tail {
            "ctaid.x" => Sreg::ClusterCtaid(0),
            "ctaid.y" => Sreg::ClusterCtaid(1),
            "ctaid.z" => Sreg::ClusterCtaid(2),
            "nctaid.x" => Sreg::ClusterNctaid(0),
            "nctaid.y" => Sreg::ClusterNctaid(1),
            "nctaid.z" => Sreg::ClusterNctaid(2),
            "ctarank" => Sreg::ClusterCtarank,
            "nctarank" => Sreg::ClusterNctarank,
            _ => return None,
        },
        // LLVM 21 (MLIR and Rust emit them).
        ("globaltimer", _) if tail == "lo" => Sreg::GlobalTimerLo,
        ("globaltimer", _) if tail == "hi" => Sreg::GlobalTimerHi,
        ("lanemask", _) => Sreg::Lanemask(match tail {
            "eq" => 0,
            "lt" => 1,
            "le" => 2,
            "gt" => 3,
            "ge" => 4,
            _ => return None,
        }),
        (_, Some(_)) => return None,
        _ if !tail.is_empty() => return None,
        ("laneid", _) => Sreg::Laneid,
        ("warpid", _) => Sreg::Warpid,
        ("nwarpid", _) => Sreg::Nwarpid,
        ("warpsize", _) => Sreg::Warpsize,
        ("clock", _) => Sreg::Clock,
        ("clock64", _) => Sreg::Clock64,
        ("globaltimer", _) => Sreg::GlobalTimer,
        ("smid", _) => Sreg::Smid,
        ("nsmid", _) => Sreg::Nsmid,
        ("gridid", _) => Sreg::Gridid,
        ("is_explicit_cluster", _) => Sreg::IsExplicitCluster,
        ("dynamic_smem_size", _) => Sreg::DynamicSmemSize,
        ("total_smem_size", _) => Sreg::TotalSmemSize,
        ("aggr_smem_size", _) => Sreg::AggrSmemSize,
        ("reserved_smem_offset_begin", _) => Sreg::ReservedSmem(0),
        ("reserved_smem_offset_end", _) => Sreg::ReservedSmem(1),
        ("reserved_smem_offset_cap", _) => Sreg::ReservedSmem(2),
        ("reserved_smem_offset_0", _) => Sreg::ReservedSmem(3),
        ("reserved_smem_offset_1", _) => Sreg::ReservedSmem(4),
        _ => {
            if let Some(k) = r.strip_suffix("_64").and_then(|p| num_of(p, "pm", 3)) {
                Sreg::Pm64(k)
            } else if let Some(k) = num_of(r, "pm", 7) {
                Sreg::Pm(k)
            } else if let Some(k) = num_of(r, "envreg", 31) {
                Sreg::Envreg(k)
            } else {
                return None;
            }
        }
    })
}

fn num_of(s: &str, prefix: &str, max: u8) -> Option<u8> {
    s.strip_prefix(prefix)
        .and_then(|n| n.parse::<u8>().ok())
        .filter(|&n| n <= max)
}

/// Block and cluster barriers.
fn barrier(name: &str) -> Option<Intr> {
    use BarForm as F;
    use BarInsn as I;
    let b = |insn, form| Intr::Barrier {
        red: BarrierRed::None,
        form,
        insn,
    };
    let red = |s: &str| match s {
        "and" => Some(BarrierRed::And),
        "or" => Some(BarrierRed::Or),
        "popc" => Some(BarrierRed::Popc),
        _ => None,
    };
    let rest = name.strip_prefix("llvm.nvvm.")?;
    Some(match rest {
        "barrier0" => b(I::BarSync, F::None),
        "barrier0.and" | "barrier0.or" | "barrier0.popc" => Intr::Barrier {
            red: red(&rest[9..])?,
            form: F::Pred,
            insn: I::Red,
        },
        "barrier.sync" | "bar.sync" | "barrier.n" | "barrier.cta.sync.aligned.all" => {
            b(I::BarSync, F::Id)
        }
        "barrier.sync.cnt"
        | "barrier"
        | "barrier.cta.sync.aligned.count"
        | "barrier.cta.sync.aligned" => b(I::BarSync, F::IdCount),
        "barrier.cta.sync.all" => b(I::BarrierSync, F::Id),
        "barrier.cta.sync.count" | "barrier.cta.sync" => b(I::BarrierSync, F::IdCount),
        "barrier.cta.arrive.aligned.count" | "bar.arrive" => b(I::BarArrive, F::IdCount),
        "barrier.cta.arrive.count" => b(I::BarrierArrive, F::IdCount),
        _ => {
            if let Some(r) = rest.strip_prefix("barrier.cta.red.") {
                let form = if r.ends_with(".all") {
                    F::IdPred
                } else {
                    F::IdCountPred
                };
                let op = r.split('.').next().unwrap_or("");
                let aligned = r.split('.').any(|w| w == "aligned");
                return Some(Intr::Barrier {
                    red: red(op).unwrap_or(BarrierRed::None),
                    form,
                    insn: if aligned { I::Red } else { I::BarrierRed },
                });
            }
            let r = rest.strip_prefix("barrier.cluster.")?;
            let (r, aligned) = match r.strip_suffix(".aligned") {
                Some(r) => (r, true),
                None => (r, false),
            };
            let (wait, relaxed) = match r {
                "arrive" => (false, false),
                "arrive.relaxed" => (false, true),
                "wait" => (true, false),
                _ => return None,
            };
            Intr::ClusterBarrier(ClusterBarrier {
                wait,
                relaxed,
                aligned,
            })
        }
    })
}

/// The memory behaviour of a tensor-core intrinsic.
fn tensor_op(name: &str) -> TensorOp {
    let shared = name.contains(".shared");
    let has = |p: &str| name.starts_with(p);
    if has("llvm.nvvm.ldmatrix.") {
        TensorOp::Ldmatrix
    } else if has("llvm.nvvm.stmatrix.") {
        TensorOp::Stmatrix
    } else if has("llvm.nvvm.wgmma.") {
        TensorOp::Wgmma
    } else if name.contains(".load.") {
        TensorOp::Load { shared }
    } else if name.contains(".store.") {
        TensorOp::Store { shared }
    } else {
        TensorOp::Mma
    }
}

/// `llvm.nvvm.atomic.load.add.f32.p0`, `.load.inc.32`, `.load.dec.32`, and
/// the scoped forms `llvm.nvvm.atomic.<op>.gen.<i|f>.<scope>...`.
fn atomic(w: &[&str]) -> Intr {
    let load = w.get(3) == Some(&"load");
    let op = if load { w.get(4) } else { w.get(3) };
    let float = w.contains(&"f") || w.iter().any(|t| t.starts_with('f') && t.len() <= 3);
    let scope = match (load, w.get(4), w.get(6)) {
        (true, _, _) => AtomScope::Device,
        (false, Some(&"gen"), Some(&s @ ("cta" | "sys"))) => {
            MemScope::parse(s).map_or(AtomScope::Unsupported, AtomScope::Scoped)
        }
        _ => AtomScope::Unsupported,
    };
    let op = match op.copied().unwrap_or("") {
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
        "cas" => return Intr::NvCas { scope },
        _ => return Intr::Unknown,
    };
    Intr::NvAtomic { op, scope }
}

/// `membar.*`, `fence.{sc,acq_rel}.cluster`, the proxy fences (alias,
/// async, tensor map) and the mbarrier-initialization fence.
fn fence(name: &str) -> Option<FenceOp> {
    let r = name.strip_prefix("llvm.nvvm.")?;
    Some(match r {
        "membar.cta" => FenceOp::Membar(MemScope::Cta),
        "membar.gl" => FenceOp::Membar(MemScope::Gpu),
        "membar.sys" => FenceOp::Membar(MemScope::Sys),
        "fence.sc.cluster" => FenceOp::ScCluster,
        "fence.acq_rel.cluster" => FenceOp::AcqRelCluster,
        "fence.proxy.alias" => FenceOp::ProxyAlias,
        "fence.proxy.async" => FenceOp::ProxyAsync(AsyncProxySpace::All),
        "fence.proxy.async.global" => FenceOp::ProxyAsync(AsyncProxySpace::Global),
        "fence.proxy.async.shared_cta" => FenceOp::ProxyAsync(AsyncProxySpace::SharedCta),
        "fence.proxy.async.shared_cluster" => FenceOp::ProxyAsync(AsyncProxySpace::SharedCluster),
        "fence.mbarrier_init.release.cluster" => FenceOp::MbarrierInit,
        _ => {
            let t = r.strip_prefix("fence.proxy.tensormap_generic.")?;
            let (sem, scope) = t.split_once('.')?;
            let acquire = match sem {
                "acquire" => true,
                "release" => false,
                _ => return None,
            };
            FenceOp::Tensormap {
                acquire,
                scope: MemScope::parse(scope)?,
            }
        }
    })
}

/// `g2s.tile.2d`, `s2g.im2col.3d`, `prefetch.tile.1d`,
/// `reduce.add.tile.4d`, `g2s.cta.im2col.w.128.3d`, `g2s.tile.gather4.2d`,
/// ... (`llvm.nvvm.cp.async.bulk.tensor.<r>`).
fn bulk_tensor(r: &str) -> Option<AsyncOp> {
    let w: Vec<&str> = r.split('.').collect();
    let (dir, cta, rest) = match w.as_slice() {
        ["g2s", "cta", rest @ ..] => (TensorDir::GlobalToShared, true, rest),
        ["g2s", rest @ ..] => (TensorDir::GlobalToShared, false, rest),
        ["s2g", rest @ ..] => (TensorDir::SharedToGlobal, false, rest),
        ["prefetch", rest @ ..] => (TensorDir::Prefetch, false, rest),
        ["reduce", op, rest @ ..] => (
            TensorDir::Reduce(TENSOR_REDUCE_OPS.iter().position(|o| o == op)? as u8),
            false,
            rest,
        ),
        _ => return None,
    };
    let (mode, d) = match rest {
        ["tile", d] => (TensorMode::Tile, d),
        ["im2col", d] => (TensorMode::Im2col, d),
        ["im2col", "w", d] => (TensorMode::Im2colW, d),
        ["im2col", "w", "128", d] => (TensorMode::Im2colW128, d),
        ["tile", "gather4", d] => (TensorMode::Gather4, d),
        ["tile", "scatter4", d] => (TensorMode::Scatter4, d),
        _ => return None,
    };
    let dims: u8 = d.strip_suffix('d')?.parse().ok()?;
    let gather = matches!(mode, TensorMode::Gather4 | TensorMode::Scatter4);
    // im2col needs at least three dimensions (PTX ISA: cp.async.bulk.tensor);
    // gather4 reads (or prefetches) and scatter4 writes 2d tiles; the w
    // forms load.
    let fits = (1..=5).contains(&dims)
        && (!mode.is_im2col() || dims >= 3)
        && (!gather || dims == 2)
        && (mode != TensorMode::Gather4
            || matches!(dir, TensorDir::GlobalToShared | TensorDir::Prefetch))
        && (mode != TensorMode::Scatter4 || dir == TensorDir::SharedToGlobal)
        && (!matches!(mode, TensorMode::Im2colW | TensorMode::Im2colW128)
            || matches!(dir, TensorDir::GlobalToShared | TensorDir::Prefetch));
    fits.then_some(AsyncOp::BulkTensor {
        dir,
        dims,
        mode,
        cta,
    })
}

/// `llvm.nvvm.cp.async.<r>`.
fn cp_async(r: &str) -> Intr {
    use AsyncOp as A;
    let op = match r {
        "commit.group" => A::CommitGroup,
        "wait.all" => A::WaitAll,
        "wait.group" => A::WaitGroup,
        "bulk.commit.group" => A::BulkCommitGroup,
        "bulk.wait.group" => A::BulkWaitGroup { read: false },
        "bulk.wait.group.read" => A::BulkWaitGroup { read: true },
        "bulk.global.to.shared.cluster" => A::BulkGlobalToCluster,
        "bulk.shared.cta.to.global" => A::BulkCtaToGlobal { bytemask: false },
        "bulk.shared.cta.to.global.bytemask" => A::BulkCtaToGlobal { bytemask: true },
        "bulk.shared.cta.to.cluster" => A::BulkCtaToCluster,
        "bulk.prefetch.L2" => A::BulkPrefetchL2,
        _ if r.starts_with("bulk.tensor.") => match bulk_tensor(&r["bulk.tensor.".len()..]) {
            Some(op) => op,
            None => A::BulkOther,
        },
        _ if r.starts_with("bulk.") => A::BulkOther,
        _ if r.starts_with("mbarrier.arrive") => A::MbarrierArrive {
            noinc: r.contains(".noinc"),
            shared: r.contains(".shared"),
        },
        _ => {
            let p: Vec<&str> = r.split('.').collect();
            let (cache, size, src_size) = match p[..] {
                [c @ ("ca" | "cg"), "shared", "global", n] => (c, n, false),
                [c @ ("ca" | "cg"), "shared", "global", n, "s"] => (c, n, true),
                _ => return Intr::Unknown,
            };
            return match size {
                "4" | "8" | "16" => Intr::CpAsync {
                    cg: cache == "cg",
                    size: size.parse().unwrap_or(16),
                    src_size,
                },
                _ => Intr::Unknown,
            };
        }
    };
    Intr::Async(op)
}

/// `llvm.nvvm.mbarrier.<r>`.
fn mbarrier(r: &str) -> Option<Intr> {
    if r.contains(".scope.") {
        return mbarrier_scoped(r);
    }
    let words: Vec<&str> = r.split('.').collect();
    if words.contains(&"parity") {
        return None;
    }
    let shared = words.last() == Some(&"shared");
    let op = match words[0] {
        "init" => MbarrierOp::Init,
        "inval" => MbarrierOp::Inval,
        "arrive" => MbarrierOp::Arrive {
            drop: words.get(1) == Some(&"drop"),
            no_complete: words.contains(&"noComplete"),
        },
        "test" if words.get(1) == Some(&"wait") => MbarrierOp::TestWait,
        "pending" if words.get(1) == Some(&"count") => MbarrierOp::PendingCount,
        _ => return None,
    };
    Some(Intr::Mbarrier { op, shared })
}

/// `<op>[.relaxed].scope.<cta|cluster>.space.<cta|cluster>` after
/// `llvm.nvvm.mbarrier.` (LLVM 22).
fn mbarrier_scoped(r: &str) -> Option<Intr> {
    let (head, tail) = r.split_once(".scope.")?;
    let (scope, space) = tail.split_once(".space.")?;
    let cluster_scope = match scope {
        "cta" => false,
        "cluster" => true,
        _ => return None,
    };
    let cluster_space = match space {
        "cta" => false,
        "cluster" => true,
        _ => return None,
    };
    let (head, relaxed) = match head.strip_suffix(".relaxed") {
        Some(h) => (h, true),
        None => (head, false),
    };
    use MbarScopedOp as O;
    let op = match head {
        "arrive" => O::Arrive {
            drop: false,
            expect_tx: false,
        },
        "arrive.drop" => O::Arrive {
            drop: true,
            expect_tx: false,
        },
        "arrive.expect.tx" => O::Arrive {
            drop: false,
            expect_tx: true,
        },
        "arrive.drop.expect.tx" => O::Arrive {
            drop: true,
            expect_tx: true,
        },
        "expect.tx" => O::ExpectTx,
        "complete.tx" => O::CompleteTx,
        "test.wait" => O::TestWait { parity: false },
        "test.wait.parity" => O::TestWait { parity: true },
        "try.wait" => O::TryWait {
            parity: false,
            limit: false,
        },
        "try.wait.parity" => O::TryWait {
            parity: true,
            limit: false,
        },
        "try.wait.tl" => O::TryWait {
            parity: false,
            limit: true,
        },
        "try.wait.parity.tl" => O::TryWait {
            parity: true,
            limit: true,
        },
        _ => return None,
    };
    // The waits are on the executing CTA's barrier only.
    if cluster_space && matches!(op, O::TestWait { .. } | O::TryWait { .. }) {
        return None;
    }
    Some(Intr::MbarrierScoped(MbarScoped {
        op,
        relaxed,
        cluster_scope,
        cluster_space,
    }))
}

/// The intrinsic a single PTX instruction computes, for inline asm that is
/// one instruction: the conversions to and from f16 and bf16, moves (an
/// identity, like `llvm.expect`) and the math instructions, which spell
/// like their nvvm intrinsics (`rcp.approx.ftz.f32` is
/// `llvm.nvvm.rcp.approx.ftz.f`).
pub fn from_ptx_instruction(op: &str) -> Intr {
    match op {
        "cvt.f32.f16" | "cvt.f64.f16" => return Intr::FromFp16,
        "mov.b32" | "mov.u32" | "mov.s32" | "mov.f32" | "mov.b64" | "mov.u64" | "mov.f64" => {
            return Intr::Expect
        }
        _ => {}
    }
    let w: Vec<&str> = op.split('.').collect();
    match w.as_slice() {
        ["cvt", r, "f16", "f32" | "f64"] | ["cvt", r, "ftz", "f16", "f32"] => {
            return Round::parse(r).map_or(Intr::Unknown, |mode| Intr::F2H {
                mode,
                ftz: w.contains(&"ftz"),
            })
        }
        ["cvt", r, "bf16", "f32"] => {
            return Round::parse(r).map_or(Intr::Unknown, |mode| Intr::F2BF16 { mode, relu: false })
        }
        _ => {}
    }
    let ty = *w.last().unwrap_or(&"");
    let suffix = match ty {
        "f32" => "f",
        "f64" => "d",
        _ => return Intr::Unknown,
    };
    let name = format!("llvm.nvvm.{}.{suffix}", w[..w.len() - 1].join("."));
    match decode(&name) {
        i @ (Intr::Approx { .. } | Intr::Arith { .. } | Intr::Fma { .. }) => i,
        _ => Intr::Unknown,
    }
}
