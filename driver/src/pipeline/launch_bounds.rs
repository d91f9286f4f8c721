//! A kernel with a block-size bound (`.maxntid`/`.reqntid`) but no
//! register bound, whose registers cannot fit what one block per SM
//! leaves each thread, gets `.minnctapersm 1`.
//!
//! Why: ptxas 13 then allocates up to that per-thread limit. Without the
//! directive, a kernel that must spill at the limit is compiled for full
//! occupancy instead: 32 registers and several times the spills (Triton's
//! matmul tutorial kernel, `.reqntid 256`, sm_80: 32 registers and a
//! 4,880-byte frame, against 255 registers and 664 bytes with the
//! directive; Triton's own PTX falls the same way at `.reqntid 512`).
//! One block per SM is what such a kernel runs at anyway, so the directive
//! promises nothing the launch does not already give.

use cost::occupancy::{max_regs_for_blocks, LaunchConfig};
use cost::tables::Sm;

use super::remarks::{Remark, RemarkKind};
use super::Context;

const PASS: &str = "launch-bounds";

impl Context<'_> {
    /// Adds `.minnctapersm 1` where the module comment says.
    pub fn guard_register_budget(&mut self, m: &mut ptx::PtxModule, arch: &str) {
        let Ok(sm) = Sm::parse(arch) else {
            return;
        };
        for f in m.funcs.iter_mut().filter(|f| f.is_entry && !f.is_decl) {
            let d = &f.directives;
            if d.minnctapersm.is_some() || d.maxnreg.is_some() {
                continue;
            }
            let Some(dims) = d.reqntid.as_ref().or(d.maxntid.as_ref()) else {
                continue;
            };
            let threads = dims.iter().product::<u32>();
            let Some(cap) = max_regs_for_blocks(sm, &LaunchConfig::new(0, threads), 1) else {
                continue;
            };
            let live = ptx::analysis::max_live(f).max;
            if live <= cap {
                continue;
            }
            f.directives.minnctapersm = Some(1);
            self.remarks.emit(Remark {
                kind: RemarkKind::Analysis,
                pass: PASS,
                name: "RegisterBudget",
                function: f.name.clone(),
                message: format!(
                    "max-live {live} exceeds the {cap} registers one block of {threads} threads \
                     leaves a thread: .minnctapersm 1, so that ptxas allocates up to {cap} \
                     instead of spilling down to full occupancy"
                ),
            });
        }
    }
}
