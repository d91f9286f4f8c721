//! `__nvvm_reflect("...")` and `llvm.nvvm.reflect`: libdevice and
//! hand-written device code ask the compiler about the target through
//! them. NVIDIA's toolchain and LLVM's NVVMReflect pass fold each call to
//! a constant before anything else runs; so does this, for the names they
//! answer: `__CUDA_ARCH` (the target's number times ten, 800 for sm_80)
//! and `__CUDA_FTZ` (the module flag `nvvm-reflect-ftz`, 0 when absent).
//! Any other name, or an argument that is not a constant string, is 0.

use crate::ir::intrinsics::Intr;
use crate::ir::{Attrs, Const, Module, Opcode, Value, ValueDef};

/// What a reflect query answers.
#[derive(Copy, Clone, Debug)]
pub struct ReflectInfo {
    /// `sm_XY` as `XY`.
    pub sm: u32,
    /// Flush-to-zero requested by the module or the options.
    pub ftz: bool,
    /// IEEE-rounded f32 division (`-prec-div`, libNVVM's default 1).
    pub prec_div: bool,
    /// IEEE-rounded f32 square root (`-prec-sqrt`, libNVVM's default 1).
    pub prec_sqrt: bool,
}

/// Replaces every reflect call of `m` with its answer; returns how many.
pub fn resolve_reflect(m: &mut Module, info: ReflectInfo) -> usize {
    let reflect_fns: Vec<_> = m
        .funcs
        .iter()
        .filter(|(_, f)| f.name == "__nvvm_reflect" && f.body.is_none())
        .map(|(id, _)| id)
        .collect();
    let mut done = 0;
    let fids: Vec<_> = m.funcs.keys().collect();
    for fid in fids {
        let Some(body) = m.funcs[fid].body.as_ref() else {
            continue;
        };
        let mut hits = Vec::new();
        for inst in body.all_insts() {
            let data = &body.dfg.insts[inst];
            let is_reflect = match &data.attrs {
                Attrs::Call(c) => data.opcode == Opcode::Call && reflect_fns.contains(&c.callee),
                Attrs::Intrinsic(i) => i.intr == Intr::Reflect,
                _ => false,
            };
            if !is_reflect || body.dfg.inst_result(inst).is_none() {
                continue;
            }
            let arg = data.args.as_slice(&body.dfg.pool).first().copied();
            let name = arg.and_then(|a| reflect_string(m, body, a));
            let answer = match name.as_deref() {
                Some("__CUDA_ARCH") => info.sm * 10,
                Some("__CUDA_FTZ") => info.ftz as u32,
                Some("__CUDA_PREC_DIV") => info.prec_div as u32,
                Some("__CUDA_PREC_SQRT") => info.prec_sqrt as u32,
                _ => 0,
            };
            hits.push((inst, answer));
        }
        let body = m.funcs[fid].body.as_mut().expect("checked above");
        for (inst, answer) in hits {
            let data = &mut body.dfg.insts[inst];
            data.opcode = Opcode::Const;
            data.args.clear(&mut body.dfg.pool);
            data.attrs = Attrs::Const(Const::Int(answer as u128));
            done += 1;
        }
    }
    done
}

/// The constant string a reflect argument points at, through the
/// conversions front ends put around it.
fn reflect_string(m: &Module, body: &crate::ir::Body, mut v: Value) -> Option<String> {
    for _ in 0..8 {
        let ValueDef::Result(i) = body.dfg.values[v].def else {
            return None;
        };
        let data = &body.dfg.insts[i];
        let args = data.args.as_slice(&body.dfg.pool);
        match (&data.opcode, &data.attrs) {
            (Opcode::Addr, Attrs::Symbol(crate::ir::Symbol::Global(g))) => {
                let Some(Const::Bytes(bytes)) = &m.globals[*g].init else {
                    return None;
                };
                let end = bytes.iter().position(|&b| b == 0).unwrap_or(bytes.len());
                return String::from_utf8(bytes[..end].to_vec()).ok();
            }
            (Opcode::AddrSpaceCast | Opcode::Bitcast, _) => v = *args.first()?,
            (Opcode::Intrinsic, Attrs::Intrinsic(n)) if matches!(n.intr, Intr::PtrConv { .. }) => {
                v = *args.first()?
            }
            (Opcode::PtrAdd, _) => {
                // Only a zero offset keeps the string's start.
                let off = *args.get(1)?;
                let ValueDef::Result(c) = body.dfg.values[off].def else {
                    return None;
                };
                match &body.dfg.insts[c].attrs {
                    Attrs::Const(Const::Int(0) | Const::Zero) => v = *args.first()?,
                    _ => return None,
                }
            }
            _ => return None,
        }
    }
    None
}
