//! Families, effects and convergence by name prefix.

use super::{Effects, Family, IntrinsicInfo};

const MATH_PREFIXES: &[&str] = &[
    "llvm.fma.",
    "llvm.fmuladd.",
    "llvm.fabs.",
    "llvm.minnum.",
    "llvm.maxnum.",
    "llvm.minimum.",
    "llvm.maximum.",
    "llvm.minimumnum.",
    "llvm.maximumnum.",
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
    "llvm.nvvm.fshl.clamp.",
    "llvm.nvvm.fshr.clamp.",
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
    "llvm.nvvm.sub.",
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
    "llvm.nvvm.idp4a.",
    "llvm.nvvm.idp2a.",
    "llvm.nvvm.abs.",
    "llvm.nvvm.neg.",
    "llvm.nvvm.fns",
    "llvm.nvvm.bmsk.",
    "llvm.nvvm.zext.",
    "llvm.nvvm.sext.",
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
    "llvm.nvvm.ff.to.",
    "llvm.nvvm.f16x2.to.",
    "llvm.nvvm.e4m3x2.to.",
    "llvm.nvvm.e5m2x2.to.",
    "llvm.nvvm.e2m3x2.to.",
    "llvm.nvvm.e3m2x2.to.",
    "llvm.nvvm.e2m1x2.to.",
    "llvm.nvvm.ue8m0x2.to.",
    "llvm.nvvm.f32x4.to.",
    "llvm.nvvm.bf16x2.to.",
    "llvm.nvvm.f2tf32.",
    "llvm.nvvm.bitcast.",
    "llvm.nvvm.ptr.",
    "llvm.convert.from.fp16",
    "llvm.convert.to.fp16",
    "llvm.fptosi.sat.",
    "llvm.fptoui.sat.",
];

impl IntrinsicInfo {
    pub(super) const fn new(family: Family, effects: Effects, convergent: bool) -> Self {
        IntrinsicInfo {
            family,
            effects,
            convergent,
            nvvm: false,
            half: None,
        }
    }

    /// Classifies an intrinsic by its (opaque-pointer) name.
    pub fn of(name: &str) -> IntrinsicInfo {
        let nvvm = name.starts_with("llvm.nvvm.");
        IntrinsicInfo {
            nvvm,
            half: if nvvm {
                let words: Vec<&str> = name.split('.').skip(2).collect();
                super::HalfForm::decode(&words)
            } else {
                None
            },
            ..Self::family_of(name)
        }
    }

    fn family_of(name: &str) -> IntrinsicInfo {
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
        // Texture fetches and surface loads read memory the kernel does
        // not write through them; a surface store writes.
        if has("llvm.nvvm.tex.")
            || has("llvm.nvvm.tld4.")
            || has("llvm.nvvm.suld.")
            || has("llvm.nvvm.txq.")
            || has("llvm.nvvm.suq.")
        {
            return Self::new(Other, ReadOnly, false);
        }
        if has("llvm.nvvm.sust.") {
            return Self::new(Other, SideEffect, false);
        }
        if has("llvm.nvvm.texsurf.handle.internal.p1")
            || has("llvm.nvvm.istypep.")
            || has("llvm.nvvm.clusterlaunchcontrol.query_cancel.")
        {
            return Self::new(Other, Pure, false);
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
