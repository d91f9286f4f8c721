//! LLVM's math intrinsics that PTX has no accurate instruction for
//! (`llvm.exp.f32`, `llvm.sin.f64`, `llvm.pow.f32`, ...) become calls of
//! libdevice's functions of the same name (`__nv_expf`, `__nv_sin`,
//! `__nv_powf`, ...), which the driver then links in and the inliner
//! inlines.
//!
//! Why: front ends other than clang's CUDA headers (MLIR's math-to-llvm,
//! hand-written IR, LLVM's own tests) use the intrinsics, and llc expands
//! them into calls of `expf`, `sinf`, ... that no PTX library defines.
//! libNVVM and CUDA's headers call libdevice instead, whose functions are
//! what CUDA's `expf` is. A call marked `afn` keeps its hardware
//! approximation (`sin.approx`, `lg2.approx`), as does f32 `exp2`, which
//! llc selects as `ex2.approx` whatever the flags (CUDA's `exp2f` allows
//! its error). Scalar f32 and f64 only; `powi` and `ldexp` with an `i32`
//! exponent.

use crate::ir::{Attrs, CallAttrs, FastMath, FuncId, Function, Module, Opcode, Type};

/// The libdevice function computing intrinsic `name` for its operand
/// types, when there is one to call.
fn libdevice_name(name: &str, args: &[Type], approx: bool) -> Option<String> {
    let rest = name.strip_prefix("llvm.")?;
    let (op, suffix) = rest.split_once('.')?;
    let ty = *args.first()?;
    let f = match ty {
        Type::F32 => "f",
        Type::F64 => "",
        _ => return None,
    };
    let unary = matches!(
        op,
        "exp"
            | "exp2"
            | "exp10"
            | "log"
            | "log2"
            | "log10"
            | "sin"
            | "cos"
            | "tan"
            | "asin"
            | "acos"
            | "atan"
            | "sinh"
            | "cosh"
            | "tanh"
    );
    let shape_ok = match op {
        _ if unary => args.len() == 1,
        "pow" | "atan2" => args == [ty, ty],
        "powi" | "ldexp" => args == [ty, Type::Int(32)],
        _ => false,
    };
    if !shape_ok || suffix.starts_with('v') {
        return None;
    }
    // What PTX computes itself: the approximations under afn, and f32
    // exp2 always (llc's choice).
    let hardware = matches!(op, "exp2" | "log2" | "sin" | "cos" | "tanh") && ty == Type::F32;
    if hardware && (approx || op == "exp2") {
        return None;
    }
    Some(format!("__nv_{op}{f}"))
}

/// Rewrites the intrinsic calls of `m` that libdevice computes into calls
/// of its functions, declaring them; returns how many calls changed.
pub fn run(m: &mut Module) -> usize {
    let mut changed = 0;
    let ids: Vec<FuncId> = m.funcs.keys().collect();
    for fid in ids {
        let Some(body) = m.funcs[fid].body.as_ref() else {
            continue;
        };
        let mut sites = Vec::new();
        for inst in body.all_insts() {
            let d = &body.dfg.insts[inst];
            let Attrs::Intrinsic(ia) = &d.attrs else {
                continue;
            };
            if d.opcode != Opcode::Intrinsic {
                continue;
            }
            let args: Vec<Type> = body
                .dfg
                .inst_args(inst)
                .iter()
                .map(|&v| body.dfg.value_type(v))
                .collect();
            let Some(ret) = body.dfg.inst_result(inst).map(|r| body.dfg.value_type(r)) else {
                continue;
            };
            if let Some(callee) = libdevice_name(&ia.name, &args, ia.fmf.0 & FastMath::AFN != 0) {
                sites.push((inst, callee, args, ret, ia.fmf));
            }
        }
        for (inst, callee, args, ret, fmf) in sites {
            let target = m.func_by_name(&callee).unwrap_or_else(|| {
                m.funcs
                    .push(Function::new(callee.clone(), args.clone(), Some(ret)))
            });
            if m.funcs[target].params != args || m.funcs[target].ret != Some(ret) {
                continue;
            }
            let Some(body) = m.funcs[fid].body.as_mut() else {
                continue;
            };
            let d = &mut body.dfg.insts[inst];
            d.opcode = Opcode::Call;
            d.attrs = Attrs::Call(CallAttrs {
                callee: target,
                fmf,
                convergent: false,
            });
            changed += 1;
        }
    }
    changed
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_follow_libdevice() {
        let f = [Type::F32];
        assert_eq!(
            libdevice_name("llvm.exp.f32", &f, false).as_deref(),
            Some("__nv_expf")
        );
        assert_eq!(
            libdevice_name("llvm.sin.f64", &[Type::F64], false).as_deref(),
            Some("__nv_sin")
        );
        assert_eq!(
            libdevice_name("llvm.powi.f32.i32", &[Type::F32, Type::Int(32)], false).as_deref(),
            Some("__nv_powif")
        );
        assert_eq!(
            libdevice_name("llvm.pow.f64", &[Type::F64, Type::F64], false).as_deref(),
            Some("__nv_pow")
        );
        // Hardware approximations stay.
        assert_eq!(libdevice_name("llvm.sin.f32", &f, true), None);
        assert_eq!(libdevice_name("llvm.exp2.f32", &f, false), None);
        assert_eq!(
            libdevice_name("llvm.exp2.f64", &[Type::F64], false).as_deref(),
            Some("__nv_exp2")
        );
        // Other shapes and intrinsics.
        assert_eq!(
            libdevice_name("llvm.powi.f32.i64", &[Type::F32, Type::Int(64)], false),
            None
        );
        assert_eq!(libdevice_name("llvm.sqrt.f32", &f, false), None);
        assert_eq!(libdevice_name("llvm.exp.f16", &[Type::F16], false), None);
    }
}
