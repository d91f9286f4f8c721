//! Block- and warp-wide operations besides plain barriers: barrier
//! reductions (`barrier0.popc/and/or`) and warp shuffles and votes.
//!
//! Invariants: these run only in uniform control flow (the caller checks
//! [`Ctx::uniform`](super::state::Ctx)), on blocks of whole warps, with the
//! full warp mask, so every thread of the block (every lane of the warp)
//! takes part; a barrier reduction's result is block-uniform, a shuffle's
//! or vote's is not marked uniform.

use super::state::Gen;
use dialects::ir::*;

impl Gen<'_> {
    /// `barrier0.popc/and/or` of a predicate: a block-uniform result.
    pub(crate) fn barrier_reduction(&mut self) {
        let name = self.rng.pick(&[
            "llvm.nvvm.barrier0.popc",
            "llvm.nvvm.barrier0.and",
            "llvm.nvvm.barrier0.or",
        ]);
        let x = self.operand(ty::I32, 1);
        self.feat.barriers += 1;
        let r = self.intr_quiet(name, &[x], ty::I32);
        self.uniform[r] = true;
        self.keep(r);
    }

    /// A warp shuffle or vote over the full warp.
    pub(crate) fn warp_op(&mut self) {
        self.feat.warp_ops += 1;
        let mask = self.iconst(ty::I32, 0xffff_ffff);
        if self.rng.chance(65) {
            let t = if self.cfg.floats && self.rng.chance(40) {
                Type::F32
            } else {
                ty::I32
            };
            let kind = self.rng.pick(&["idx", "up", "down", "bfly"]);
            let val = self.operand(t, 1);
            let lane = if self.rng.chance(60) {
                let l = match kind {
                    "bfly" => 1 << self.rng.below(5),
                    "idx" => self.rng.below(32) as i128,
                    _ => self.rng.range(1, 16) as i128,
                };
                self.iconst(ty::I32, l)
            } else {
                let x = self.operand(ty::I32, 1);
                let m = self.iconst(ty::I32, 31);
                self.bin_quiet(Opcode::And, x, m)
            };
            let c = self.iconst(ty::I32, if kind == "up" { 0 } else { 0x1f });
            let tn = if t == Type::F32 { "f32" } else { "i32" };
            let name = format!("llvm.nvvm.shfl.sync.{kind}.{tn}");
            let r = self.intr_quiet(&name, &[mask, val, lane, c], t);
            self.uniform[r] = false;
            self.keep(r);
        } else {
            let kind = self.rng.pick(&["any", "all", "ballot"]);
            let ret = if kind == "ballot" { ty::I32 } else { ty::I1 };
            let p = self.operand(ty::I1, 1);
            let name = format!("llvm.nvvm.vote.{kind}.sync");
            let r = self.intr_quiet(&name, &[mask, p], ret);
            self.uniform[r] = false;
            self.keep(r);
        }
    }
}
