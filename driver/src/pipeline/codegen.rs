//! The stages after the IR pipeline, run by the pass manager's [`Context`]
//! like passes (timed, recorded in the pipeline's statistics): instruction
//! selection, machine rematerialization (`nv-remat-block`), the register
//! budget of launch-bounded kernels (`launch_bounds.rs`) and PTX emission, or the module as generic IR, NVVM IR 2.0,
//! modern LLVM IR or e-graph DOT.

use crate::cli::Emit;
use crate::compile::{select_parallel, CompileError};

use super::Context;

impl Context<'_> {
    /// The module written as `emit` asks; PTX for `arch` at `ptx_version`
    /// (the lowest the target and the instructions allow when `None`).
    pub fn codegen(
        &mut self,
        emit: Emit,
        arch: &str,
        ptx_version: Option<(u32, u32)>,
    ) -> Result<String, CompileError> {
        let input = |d| CompileError::Input(vec![d]);
        Ok(match emit {
            Emit::Ptx => {
                let opts = isel::SelectOptions {
                    version: ptx_version,
                    dce: true,
                    math: isel::MathFlags {
                        ftz: self.opts.flag("ftz"),
                        prec_div: self.opts.flag("prec-div"),
                    },
                };
                let (pool, m) = (self.pool, &*self.m);
                let mut ptx = self
                    .timers
                    .time("isel", || select_parallel(pool, m, arch, &opts))
                    .map_err(input)?;
                self.stats.passes.push("isel");
                self.remat_block(&mut ptx, arch);
                self.guard_register_budget(&mut ptx, arch);
                self.timers
                    .time("print ptx", || ptx::print::print_module(&ptx))
            }
            Emit::Ir => {
                let m = &*self.m;
                self.timers
                    .time("print ir", || dialects::text::print_module(m))
            }
            Emit::NvvmIr => {
                let m = &*self.m;
                self.timers
                    .time("export nvvm-ir", || llvm::export::export_nvvm(m))
                    .map_err(input)?
            }
            Emit::Ll => {
                let m = &*self.m;
                self.timers
                    .time("export ll", || llvm::export::export_modern(m))
                    .map_err(input)?
            }
            Emit::EgraphDot | Emit::EgraphJson => {
                if !self.stats.passes.contains(&"egraph") {
                    return Err(CompileError::Usage(format!(
                        "--emit={} needs the egraph pass (-O1..-O3 or --passes='egraph')",
                        if emit == Emit::EgraphDot {
                            "egraph-dot"
                        } else {
                            "egraph-json"
                        }
                    )));
                }
                if emit == Emit::EgraphDot {
                    std::mem::take(&mut self.stats.egraph_dot)
                } else {
                    rewrites::export::to_json(&self.stats.egraph_json)
                }
            }
        })
    }
}
