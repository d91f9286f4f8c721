//! Inline asm that only copies a special register into its result
//! (`mov.u32 $0, %laneid;`, as CUB's `LaneId()` and `LaneMaskLt()` and
//! many hand-written warp primitives spell it) becomes the
//! `llvm.nvvm.read.ptx.sreg.*` call that reads the same register.
//!
//! Why: an asm result is opaque to every analysis, while the intrinsic
//! carries the register's range (`%laneid` < 32, `%tid.x` < 1024 or the
//! kernel's `maxntid`). CUB's warp-striped exchange indexes shared memory
//! with `warp * 384 + lane * 12 + i`; with the lane's range known the
//! sign extension splits and the twelve loads share one base register
//! (DeviceScanKernel at sm_80: 61 -> 48 registers, libNVVM 46).
//!
//! Exactness: only registers whose value is fixed for the life of the
//! thread are taken (thread, block and grid coordinates, the lane and its
//! masks, cluster coordinates, `%nsmid`, the shared-memory sizes), so a
//! `volatile` asm reads the same value wherever the call is placed. An asm
//! with any input, with more than the single `=r` output, or with a
//! clobber (`~{memory}` makes it a compiler barrier) is left alone.

use crate::ir::intrinsics::Sreg;
use crate::ir::{Attrs, Body, FastMath, IntrinsicAttrs, Opcode, Type};

/// Rewrites every such asm of `body` in place; returns how many.
pub fn run_function(body: &mut Body) -> usize {
    let mut n = 0;
    for inst in body.all_insts() {
        let Some(result) = body.dfg.inst_result(inst) else {
            continue;
        };
        let data = &body.dfg.insts[inst];
        let Attrs::Asm(asm) = &data.attrs else {
            continue;
        };
        if data.opcode != Opcode::InlineAsm
            || !body.dfg.inst_args(inst).is_empty()
            || body.dfg.value_type(result) != Type::Int(32)
            || asm.constraints.trim() != "=r"
        {
            continue;
        }
        let Some(attrs) = sreg_read(&asm.template) else {
            continue;
        };
        let data = &mut body.dfg.insts[inst];
        data.opcode = Opcode::Intrinsic;
        data.attrs = Attrs::Intrinsic(attrs);
        n += 1;
    }
    n
}

/// The intrinsic a template `mov.{u,b,s}32 $0, %reg;` amounts to, when
/// `%reg` is a 32-bit special register fixed for the thread's life.
fn sreg_read(template: &str) -> Option<IntrinsicAttrs> {
    let text = template.trim().strip_suffix(';').unwrap_or(template).trim();
    if text.contains(';') || text.contains('{') {
        return None;
    }
    let mut words = text
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|w| !w.is_empty());
    let (op, dst, src) = (words.next()?, words.next()?, words.next()?);
    if words.next().is_some() || dst != "$0" || !matches!(op, "mov.u32" | "mov.b32" | "mov.s32") {
        return None;
    }
    let reg = src.strip_prefix('%')?;
    // The intrinsics spell `%lanemask_lt` and `%cluster_ctaid.x` with a dot.
    let dotted = reg
        .replacen("lanemask_", "lanemask.", 1)
        .replacen("cluster_", "cluster.", 1);
    let name = format!("llvm.nvvm.read.ptx.sreg.{dotted}");
    let attrs = IntrinsicAttrs::new(name, FastMath::default());
    let sreg = attrs.intr.special_reg()?;
    (fixed_for_thread(sreg) && sreg.ptx_name() == reg).then_some(attrs)
}

/// Registers that read the same value everywhere in one thread.
/// `%warpid` and `%smid` can change when a thread is preempted and
/// resumed elsewhere (PTX ISA, "Special Registers"); clocks, timers and
/// counters change on their own.
fn fixed_for_thread(s: Sreg) -> bool {
    matches!(
        s,
        Sreg::Tid(_)
            | Sreg::Ntid(_)
            | Sreg::Ctaid(_)
            | Sreg::Nctaid(_)
            | Sreg::ClusterId(_)
            | Sreg::NClusterId(_)
            | Sreg::ClusterCtaid(_)
            | Sreg::ClusterNctaid(_)
            | Sreg::ClusterCtarank
            | Sreg::ClusterNctarank
            | Sreg::Laneid
            | Sreg::Lanemask(_)
            | Sreg::Nwarpid
            | Sreg::Nsmid
            | Sreg::DynamicSmemSize
            | Sreg::TotalSmemSize
    )
}

#[cfg(test)]
mod tests {
    use super::sreg_read;

    #[test]
    fn templates() {
        let name = |t: &str| sreg_read(t).map(|a| a.name);
        assert_eq!(
            name("mov.u32 $0, %laneid;").as_deref(),
            Some("llvm.nvvm.read.ptx.sreg.laneid")
        );
        assert_eq!(
            name(" mov.b32\t$0,%lanemask_lt ;\n").as_deref(),
            Some("llvm.nvvm.read.ptx.sreg.lanemask.lt")
        );
        assert_eq!(
            name("mov.u32 $0, %tid.y;").as_deref(),
            Some("llvm.nvvm.read.ptx.sreg.tid.y")
        );
        assert_eq!(
            name("mov.u32 $0, %cluster_ctaid.x;").as_deref(),
            Some("llvm.nvvm.read.ptx.sreg.cluster.ctaid.x")
        );
        for t in [
            "mov.u32 $0, %warpid;",
            "mov.u32 $0, %smid;",
            "mov.u32 $0, %clock;",
            "mov.u64 $0, %clock64;",
            "mov.u32 $0, %laneid; add.u32 $0, $0, 1;",
            "mov.u32 $1, %laneid;",
            "mov.u32 $0, %lanemask.lt;",
            "mov.u32 $0, %tid.q;",
            "{ mov.u32 $0, %laneid; }",
        ] {
            assert_eq!(name(t), None, "{t}");
        }
    }
}
