//! Calls in the PTX pressure model. ptxas compiles a whole module at once
//! (no `-rdc`), so every direct call to a function of the module that is
//! not recursive gets a subroutine of its own for the calling kernel, with
//! a calling convention fitted to it: `$poly_apply$poly_eval` returns
//! through R6, `$likelihood_kernel$__internal_accurate_pow` through R12,
//! whatever the callee's linkage (`.visible` included). Its registers come
//! on top of those the caller holds across the call. An indirect call, or
//! a call into a recursive function, follows the ABI instead: the return
//! address goes in R20:R21 (`MOV R20, 0x1a0; MOV R21, 0x0;
//! CALL.REL.NOINC R6`), so the kernel allocates at least R0-R21, which
//! `ptxas -v` reports as 24 registers (LLVM's NVPTX tests' indirect calls,
//! CUDA virtual calls and function tables, a recursive factorial: 24 on
//! sm_80 and sm_90 whatever the kernel's own need).

use std::collections::HashMap;

use ::ptx::{Operand, PtxFunction, PtxInst, PtxModule, PtxOp};
use cranelift_entity::EntityRef;

use super::{defs_uses, insts_of, register_weights, Features, PtxPressure};

/// The smallest count `ptxas -v` reports for a kernel that makes an ABI
/// call (indirect, or into a recursive function): R0-R21 allocated, the
/// return address in R20:R21, plus the two registers it always adds.
pub const PTX_ABI_CALL_MIN_REGS: u32 = 24;

/// How deep [`compute_depth`] follows direct calls.
const CALL_DEPTH: u32 = 4;

/// The function of `m` a direct `call` names, when it has a body (an
/// entry is never called; a declaration has nothing to count).
pub(super) fn direct_callee<'a>(m: &'a PtxModule, i: &PtxInst) -> Option<&'a PtxFunction> {
    if i.op.op() != PtxOp::Call {
        return None;
    }
    i.operands.iter().find_map(|o| match o {
        Operand::Sym(name) => m
            .funcs
            .iter()
            .find(|g| &g.name == name && !g.is_entry && !g.is_decl),
        _ => None,
    })
}

/// True for a `call` through a register (`call (r), %rd28, (a), proto;`).
fn indirect(i: &PtxInst) -> bool {
    i.op.op() == PtxOp::Call && i.operands.iter().any(|o| matches!(o, Operand::Reg(_)))
}

/// True when `g` can reach itself through direct calls.
fn recursive(m: &PtxModule, g: &PtxFunction) -> bool {
    let mut seen: Vec<&str> = Vec::new();
    let mut work: Vec<&PtxFunction> = vec![g];
    while let Some(h) = work.pop() {
        for (_, i) in h.insts() {
            if let Some(c) = direct_callee(m, i) {
                if c.name == g.name {
                    return true;
                }
                if !seen.contains(&c.name.as_str()) {
                    seen.push(&c.name);
                    work.push(c);
                }
            }
        }
    }
    false
}

/// [`PtxPressure::compute_features`] of `f` with its calls accounted for:
/// at each direct call to a function of `m`, the registers live across it
/// plus the callee's own need raise [`PtxPressure::call_max`] (and its
/// loads issued ahead [`PtxPressure::call_ahead`]); an indirect or
/// recursive call sets [`PtxPressure::abi_call`]. The function's own
/// figures (`max`, `scheduled_max`, ...) are left as they are: the callee
/// is a subroutine with registers of its own, not code scheduled among
/// the caller's.
pub(super) fn compute_with_calls(
    m: &PtxModule,
    f: &PtxFunction,
    features: Features,
) -> PtxPressure {
    let mut rec = HashMap::new();
    compute_depth(m, f, CALL_DEPTH, features, &mut rec)
}

/// `rec` caches which callees are recursive.
fn compute_depth<'m>(
    m: &'m PtxModule,
    f: &PtxFunction,
    depth: u32,
    features: Features,
    rec: &mut HashMap<&'m str, bool>,
) -> PtxPressure {
    let mut p = PtxPressure::compute_features(f, features);
    if depth == 0 {
        return p;
    }
    let n = f.regs.len();
    let live_out = {
        let mut out = cranelift_entity::SecondaryMap::new();
        for &b in &f.layout {
            out[b] = p.per_block[b].live_out.clone();
        }
        out
    };
    let weight = register_weights(f, &p.cfg, &live_out, features);
    let w = |r: ::ptx::Reg| weight[r].gprs;
    for &b in &f.layout {
        let insts: Vec<&PtxInst> = insts_of(f, b).collect();
        let mut live = p.per_block[b].live_out.clone();
        for i in insts.iter().rev() {
            let (defs, uses, guarded) = defs_uses(i);
            if !guarded {
                for &r in defs.iter().filter(|r| r.index() < n) {
                    live.remove(r);
                }
            }
            if indirect(i) {
                p.abi_call = true;
            } else if let Some(g) = direct_callee(m, i) {
                let cyclic = *rec
                    .entry(g.name.as_str())
                    .or_insert_with(|| recursive(m, g));
                if cyclic {
                    p.abi_call = true;
                } else {
                    // `live` is what is live after the call, less its
                    // results: the registers held across the callee.
                    let across: u32 = live.iter().map(w).sum();
                    let c = compute_depth(m, g, depth - 1, features, rec);
                    let own = c.max.gprs.max(c.emulated_max).max(c.call_max);
                    p.call_max = p.call_max.max(across + own);
                    p.call_ahead = p.call_ahead.max(across + c.unrolled_max.max(c.call_ahead));
                    p.abi_call |= c.abi_call;
                }
            }
            for &r in uses.iter().filter(|r| r.index() < n) {
                live.insert(r);
            }
        }
    }
    p
}
