//! What the nvvm dialect knows about `llvm.*` and `llvm.nvvm.*` intrinsics.
//!
//! Intrinsic calls are one opcode (`nvvm.intr`) carrying the name in its
//! opaque-pointer spelling. This table classifies names into families with
//! their memory effects and convergence, so passes can treat them correctly
//! without matching strings, and gives the verifier a signature rule for
//! the families whose shape is fixed. Unknown names are conservatively
//! side-effecting and convergent (never moved, never removed).

use super::types::{ty, Type};

/// What an intrinsic does, coarsely.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Family {
    /// `llvm.nvvm.read.ptx.sreg.*`: thread/block ids, sizes, clocks.
    SpecialReg,
    /// Block barriers (`barrier0`, `barrier.sync`, `bar.sync`, `barrier0.and/or/popc`).
    Barrier,
    /// Warp shuffles (`shfl.sync.{idx,up,down,bfly}`).
    Shuffle,
    /// Warp votes (`vote.{all,any,uni,ballot}.sync`).
    Vote,
    /// `match.{any,all}.sync`.
    Match,
    /// `redux.sync.*`.
    Redux,
    /// Pure arithmetic and math (fma, fabs, min/max, sqrt, approximations,
    /// bit counting, rounding, saturate, ...).
    Math,
    /// Conversions with explicit rounding (`f2i.rn`, `d2i.lo`, `lohi.i2d`, fp16 conversions, ...).
    Convert,
    /// Read-only global loads (`ldg`, `ldu`).
    Ldg,
    /// Atomics (`atomic.load.add.f32`, `atomic.*`).
    Atomic,
    /// Memory fences (`membar.*`, `fence.*`).
    Fence,
    /// `llvm.memcpy`, `llvm.memmove`, `llvm.memset`.
    MemTransfer,
    /// `llvm.lifetime.start/end`.
    Lifetime,
    /// `llvm.assume`, `llvm.expect`, `llvm.prefetch` and similar hints.
    Hint,
    /// Tensor core and matrix fragments (`wmma`, `mma`, `ldmatrix`, `stmatrix`), kept opaque.
    Tensor,
    /// Anything else: treated as an opaque side-effecting call.
    Other,
}

/// Memory behaviour of an intrinsic.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Effects {
    /// No memory access, no side effect: may be moved, merged or removed.
    Pure,
    /// Reads memory only.
    ReadOnly,
    /// Reads and writes memory or has other side effects.
    SideEffect,
}

/// Classification of one intrinsic name.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct IntrinsicInfo {
    /// Family.
    pub family: Family,
    /// Memory effects.
    pub effects: Effects,
    /// Must not be made control-dependent on more values (barriers, warp ops).
    pub convergent: bool,
}

const MATH_PREFIXES: &[&str] = &[
    "llvm.fma.",
    "llvm.fmuladd.",
    "llvm.fabs.",
    "llvm.minnum.",
    "llvm.maxnum.",
    "llvm.minimum.",
    "llvm.maximum.",
    "llvm.smin.",
    "llvm.smax.",
    "llvm.umin.",
    "llvm.umax.",
    "llvm.abs.",
    "llvm.ctpop.",
    "llvm.ctlz.",
    "llvm.cttz.",
    "llvm.bitreverse.",
    "llvm.bswap.",
    "llvm.fshl.",
    "llvm.fshr.",
    "llvm.sqrt.",
    "llvm.round.",
    "llvm.roundeven.",
    "llvm.trunc.",
    "llvm.ceil.",
    "llvm.floor.",
    "llvm.rint.",
    "llvm.nearbyint.",
    "llvm.copysign.",
    "llvm.exp2.",
    "llvm.exp.",
    "llvm.log2.",
    "llvm.log.",
    "llvm.sin.",
    "llvm.cos.",
    "llvm.tanh.",
    "llvm.pow.",
    "llvm.powi.",
    "llvm.ldexp.",
    "llvm.sadd.with.overflow.",
    "llvm.uadd.with.overflow.",
    "llvm.ssub.with.overflow.",
    "llvm.usub.with.overflow.",
    "llvm.smul.with.overflow.",
    "llvm.umul.with.overflow.",
    "llvm.sadd.sat.",
    "llvm.uadd.sat.",
    "llvm.ssub.sat.",
    "llvm.usub.sat.",
    "llvm.is.fpclass.",
    "llvm.canonicalize.",
    "llvm.vector.reduce.",
    "llvm.umul.",
    "llvm.nvvm.fma.",
    "llvm.nvvm.fabs.",
    "llvm.nvvm.fmin.",
    "llvm.nvvm.fmax.",
    "llvm.nvvm.min.",
    "llvm.nvvm.max.",
    "llvm.nvvm.sqrt.",
    "llvm.nvvm.rsqrt.",
    "llvm.nvvm.rcp.",
    "llvm.nvvm.div.",
    "llvm.nvvm.mul.",
    "llvm.nvvm.mul24.",
    "llvm.nvvm.mulhi.",
    "llvm.nvvm.add.",
    "llvm.nvvm.ex2.",
    "llvm.nvvm.lg2.",
    "llvm.nvvm.sin.",
    "llvm.nvvm.cos.",
    "llvm.nvvm.tanh.",
    "llvm.nvvm.saturate.",
    "llvm.nvvm.floor.",
    "llvm.nvvm.ceil.",
    "llvm.nvvm.trunc.",
    "llvm.nvvm.round.",
    "llvm.nvvm.popc.",
    "llvm.nvvm.clz.",
    "llvm.nvvm.brev",
    "llvm.nvvm.rotate.",
    "llvm.nvvm.prmt",
    "llvm.nvvm.bfe.",
    "llvm.nvvm.bfi.",
    "llvm.nvvm.sad.",
    "llvm.nvvm.abs.",
    "llvm.nvvm.neg.",
    "llvm.nvvm.fns",
    "llvm.nvvm.bmsk.",
    "llvm.nvvm.flo.",
    "llvm.nvvm.isspacep.",
    "llvm.nvvm.copysign.",
];

const CONVERT_PREFIXES: &[&str] = &[
    "llvm.nvvm.f2i.",
    "llvm.nvvm.f2ui.",
    "llvm.nvvm.d2i.",
    "llvm.nvvm.d2ui.",
    "llvm.nvvm.d2f.",
    "llvm.nvvm.f2ll.",
    "llvm.nvvm.f2ull.",
    "llvm.nvvm.d2ll.",
    "llvm.nvvm.d2ull.",
    "llvm.nvvm.i2f.",
    "llvm.nvvm.ui2f.",
    "llvm.nvvm.i2d.",
    "llvm.nvvm.ui2d.",
    "llvm.nvvm.ll2f.",
    "llvm.nvvm.ull2f.",
    "llvm.nvvm.ll2d.",
    "llvm.nvvm.ull2d.",
    "llvm.nvvm.lohi.i2d",
    "llvm.nvvm.f2h.",
    "llvm.nvvm.f2bf16.",
    "llvm.nvvm.ff2bf16x2.",
    "llvm.nvvm.ff2f16x2.",
    "llvm.nvvm.f2tf32.",
    "llvm.nvvm.bitcast.",
    "llvm.nvvm.ptr.",
    "llvm.convert.from.fp16",
    "llvm.convert.to.fp16",
    "llvm.fptosi.sat.",
    "llvm.fptoui.sat.",
];

impl IntrinsicInfo {
    const fn new(family: Family, effects: Effects, convergent: bool) -> Self {
        IntrinsicInfo {
            family,
            effects,
            convergent,
        }
    }

    /// Classifies an intrinsic by its (opaque-pointer) name.
    pub fn of(name: &str) -> IntrinsicInfo {
        use Effects::*;
        use Family::*;
        let has = |p: &str| name.starts_with(p);
        if has("llvm.nvvm.read.ptx.sreg.") {
            // Clocks and timers change between reads: not pure.
            let volatile_reg = ["clock", "globaltimer", "pm"]
                .iter()
                .any(|r| name["llvm.nvvm.read.ptx.sreg.".len()..].starts_with(r));
            return Self::new(
                SpecialReg,
                if volatile_reg { SideEffect } else { Pure },
                false,
            );
        }
        if has("llvm.nvvm.barrier") || has("llvm.nvvm.bar.") || name == "llvm.nvvm.bar.warp.sync" {
            return Self::new(Barrier, SideEffect, true);
        }
        if has("llvm.nvvm.shfl.") {
            return Self::new(Shuffle, Pure, true);
        }
        if has("llvm.nvvm.vote.") || has("llvm.nvvm.activemask") {
            return Self::new(Vote, Pure, true);
        }
        if has("llvm.nvvm.match.") {
            return Self::new(Match, Pure, true);
        }
        if has("llvm.nvvm.redux.") {
            return Self::new(Redux, Pure, true);
        }
        if has("llvm.nvvm.ldg.") || has("llvm.nvvm.ldu.") {
            return Self::new(Ldg, ReadOnly, false);
        }
        if has("llvm.nvvm.atomic.") {
            return Self::new(Atomic, SideEffect, false);
        }
        if has("llvm.nvvm.membar.") || has("llvm.nvvm.fence.") {
            return Self::new(Fence, SideEffect, false);
        }
        if has("llvm.memcpy.") || has("llvm.memmove.") || has("llvm.memset.") {
            return Self::new(MemTransfer, SideEffect, false);
        }
        if has("llvm.lifetime.") {
            return Self::new(Lifetime, SideEffect, false);
        }
        if has("llvm.assume")
            || has("llvm.expect.")
            || has("llvm.prefetch")
            || has("llvm.nvvm.prefetch")
        {
            return Self::new(
                Hint,
                if has("llvm.expect.") {
                    Pure
                } else {
                    SideEffect
                },
                false,
            );
        }
        if has("llvm.nvvm.wmma.")
            || has("llvm.nvvm.mma.")
            || has("llvm.nvvm.ldmatrix.")
            || has("llvm.nvvm.stmatrix.")
            || has("llvm.nvvm.wgmma.")
        {
            let effects = if name.contains(".load.") || has("llvm.nvvm.ldmatrix.") {
                ReadOnly
            } else if name.contains(".store.")
                || has("llvm.nvvm.stmatrix.")
                || has("llvm.nvvm.wgmma.")
            {
                SideEffect
            } else {
                Pure
            };
            return Self::new(Tensor, effects, true);
        }
        if MATH_PREFIXES
            .iter()
            .any(|p| has(p) || name == p.trim_end_matches('.'))
        {
            return Self::new(Math, Pure, false);
        }
        if CONVERT_PREFIXES
            .iter()
            .any(|p| has(p) || name == p.trim_end_matches('.'))
        {
            return Self::new(Convert, Pure, false);
        }
        Self::new(Other, SideEffect, true)
    }

    /// True when a call may be removed if its result is unused.
    pub fn is_removable(self) -> bool {
        self.effects == Effects::Pure
    }
}

/// Checks the operand and result types of an intrinsic call against the
/// rules of its family, where the family fixes them. Returns a message
/// describing the first mismatch.
pub fn check_signature(name: &str, args: &[Type], ret: Option<Type>) -> Result<(), String> {
    let info = IntrinsicInfo::of(name);
    let want = |cond: bool, what: &str| {
        if cond {
            Ok(())
        } else {
            Err(format!("'{name}' expects {what}"))
        }
    };
    let same3 =
        || args.len() == 3 && ret == Some(args[0]) && args[1] == args[0] && args[2] == args[0];
    let same2 = || args.len() == 2 && ret == Some(args[0]) && args[1] == args[0];
    let same1 = || args.len() == 1 && ret == Some(args[0]);
    match info.family {
        Family::SpecialReg => want(
            args.is_empty() && matches!(ret, Some(Type::Int(32 | 64))),
            "no operands and an i32 or i64 result",
        ),
        Family::Shuffle if name.contains(".sync.") => want(
            args.len() == 4
                && args[0] == ty::I32
                && args[2] == ty::I32
                && args[3] == ty::I32
                && ret.is_some(),
            "(i32 mask, value, i32 lane, i32 clamp) and a result",
        ),
        Family::Vote if name.starts_with("llvm.nvvm.vote.") && name.ends_with(".sync") => want(
            args.len() == 2 && args[0] == ty::I32 && args[1] == ty::I1,
            "(i32 mask, i1 predicate)",
        ),
        Family::Barrier if name == "llvm.nvvm.barrier0" => want(
            args.is_empty() && ret.is_none(),
            "no operands and no result",
        ),
        Family::Math => {
            let base = name.split('.').take(2).collect::<Vec<_>>().join(".");
            match base.as_str() {
                "llvm.fma" | "llvm.fmuladd" => want(
                    same3() && args[0].scalar().is_float(),
                    "three operands of one float type and that result",
                ),
                "llvm.fabs" | "llvm.sqrt" | "llvm.ceil" | "llvm.floor" | "llvm.trunc"
                | "llvm.rint" | "llvm.round" | "llvm.nearbyint" | "llvm.roundeven"
                | "llvm.exp2" | "llvm.log2" | "llvm.sin" | "llvm.cos" | "llvm.exp" | "llvm.log" => {
                    want(
                        same1() && args[0].scalar().is_float(),
                        "one float operand and that result",
                    )
                }
                "llvm.minnum" | "llvm.maxnum" | "llvm.minimum" | "llvm.maximum"
                | "llvm.copysign" => want(
                    same2() && args[0].scalar().is_float(),
                    "two float operands of one type and that result",
                ),
                "llvm.smin" | "llvm.smax" | "llvm.umin" | "llvm.umax" => want(
                    same2() && args[0].scalar().is_int(),
                    "two integer operands of one type and that result",
                ),
                "llvm.ctpop" | "llvm.bitreverse" | "llvm.bswap" => want(
                    same1() && args[0].scalar().is_int(),
                    "one integer operand and that result",
                ),
                "llvm.ctlz" | "llvm.cttz" | "llvm.abs" => want(
                    args.len() == 2
                        && ret == Some(args[0])
                        && args[0].scalar().is_int()
                        && args[1] == ty::I1,
                    "an integer operand, an i1 flag and the integer result",
                ),
                "llvm.fshl" | "llvm.fshr" => want(
                    same3() && args[0].scalar().is_int(),
                    "three integer operands of one type and that result",
                ),
                _ => Ok(()),
            }
        }
        // LLVM 21 dropped the size operand; both forms occur in real IR.
        Family::Lifetime => want(
            ret.is_none()
                && (args.len() == 2 && args[0] == ty::I64 && args[1].is_ptr()
                    || args.len() == 1 && args[0].is_ptr()),
            "([i64 size,] ptr) and no result",
        ),
        Family::MemTransfer => want(
            args.len() == 4
                && args[0].is_ptr()
                && args[2].is_int()
                && args[3] == ty::I1
                && ret.is_none(),
            "(ptr dst, src or i8 value, integer length, i1 volatile) and no result",
        ),
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn families_and_effects() {
        let sreg = IntrinsicInfo::of("llvm.nvvm.read.ptx.sreg.tid.x");
        assert_eq!(
            (sreg.family, sreg.effects, sreg.convergent),
            (Family::SpecialReg, Effects::Pure, false)
        );
        assert_eq!(
            IntrinsicInfo::of("llvm.nvvm.read.ptx.sreg.clock64").effects,
            Effects::SideEffect
        );
        let shfl = IntrinsicInfo::of("llvm.nvvm.shfl.sync.bfly.f32");
        assert!(shfl.convergent && shfl.family == Family::Shuffle);
        assert_eq!(
            IntrinsicInfo::of("llvm.nvvm.barrier0").family,
            Family::Barrier
        );
        assert_eq!(IntrinsicInfo::of("llvm.fma.f32").family, Family::Math);
        assert_eq!(
            IntrinsicInfo::of("llvm.nvvm.ldg.global.f.f32.p1").effects,
            Effects::ReadOnly
        );
        assert_eq!(
            IntrinsicInfo::of("llvm.nvvm.wmma.m16n16k16.load.a.row.f16.p0").family,
            Family::Tensor
        );
        assert_eq!(
            IntrinsicInfo::of("llvm.nvvm.d2i.lo").family,
            Family::Convert
        );
        let unknown = IntrinsicInfo::of("llvm.nvvm.something.new");
        assert_eq!(
            (unknown.effects, unknown.convergent),
            (Effects::SideEffect, true)
        );
    }

    #[test]
    fn signatures() {
        assert!(check_signature("llvm.fma.f32", &[Type::F32; 3], Some(Type::F32)).is_ok());
        assert!(check_signature("llvm.fma.f32", &[Type::F32; 2], Some(Type::F32)).is_err());
        assert!(check_signature("llvm.nvvm.read.ptx.sreg.tid.x", &[], Some(ty::I32)).is_ok());
        assert!(
            check_signature("llvm.nvvm.read.ptx.sreg.tid.x", &[ty::I32], Some(ty::I32)).is_err()
        );
        assert!(check_signature(
            "llvm.nvvm.shfl.sync.down.f32",
            &[ty::I32, Type::F32, ty::I32, ty::I32],
            Some(Type::F32)
        )
        .is_ok());
        assert!(check_signature("llvm.ctlz.i32", &[ty::I32, ty::I1], Some(ty::I32)).is_ok());
    }
}
