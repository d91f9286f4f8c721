//! Dead-instruction removal on a selected PTX function: a value
//! instruction whose results nobody reads is dropped (until none is left).
//!
//! Why: selection folds patterns into one instruction (`mul(sext x, 4)`
//! is `mul.wide.s32 x, 4`) but still emits the IR values the pattern
//! consumed (`cvt.s64.s32`) when they have no other use. ptxas would
//! remove them; removing them here keeps the PTX readable and the counts
//! of static and executed PTX instructions honest.
//!
//! Only instructions that compute registers from registers, immediates,
//! special registers and parameters are candidates: no memory access but
//! `ld.param`, no carry flag (`.cc`, `addc`, `subc`, `madc`), nothing with
//! an effect. Every register any other instruction names counts as read.

use rustc_hash::FxHashSet;

use crate::ptx::module::{AddrBase, Operand, PtxFunction, PtxInst, Reg, Stmt};

const PURE: &[&str] = &[
    "mov", "cvt", "cvta", "add", "sub", "mul", "mad", "fma", "shl", "shr", "and", "or", "xor",
    "not", "cnot", "neg", "abs", "min", "max", "selp", "setp", "set", "slct", "mul24", "mad24",
    "popc", "clz", "brev", "bfe", "bfi", "prmt", "copysign", "testp", "rcp", "sqrt", "rsqrt",
    "ex2", "lg2", "sin", "cos", "tanh",
];

fn is_pure(i: &PtxInst) -> bool {
    let base = i.op.base();
    if base == "ld" {
        return i.op.has("param") && !i.op.has("volatile");
    }
    PURE.contains(&base) && !i.op.has("cc")
}

fn regs(o: &Operand, out: &mut Vec<Reg>) {
    match o {
        Operand::Reg(r) | Operand::Not(r) => out.push(*r),
        Operand::Addr(AddrBase::Reg(r), _) => out.push(*r),
        Operand::Vector(v) | Operand::List(v) | Operand::Bracket(v) => {
            v.iter().for_each(|x| regs(x, out))
        }
        Operand::Pair(a, b) => {
            regs(a, out);
            regs(b, out);
        }
        _ => {}
    }
}

/// The registers a candidate writes (its first operand), if it writes
/// registers only there.
fn dests(i: &PtxInst) -> Option<Vec<Reg>> {
    let first = i.operands.first()?;
    let mut out = Vec::new();
    match first {
        Operand::Reg(r) => out.push(*r),
        Operand::Pair(..) | Operand::Vector(_) => regs(first, &mut out),
        _ => return None,
    }
    (!out.is_empty()).then_some(out)
}

/// Removes dead value instructions from `f`; returns how many.
pub fn remove_dead(f: &mut PtxFunction) -> usize {
    let mut removed = 0;
    loop {
        let mut read: FxHashSet<Reg> = FxHashSet::default();
        let mut buf = Vec::new();
        for b in f.blocks.values() {
            for s in &b.stmts {
                let Stmt::Inst(i) = s else { continue };
                if let Some((g, _)) = i.guard {
                    read.insert(g);
                }
                let skip = usize::from(is_pure(i) && dests(i).is_some());
                for o in &i.operands[skip.min(i.operands.len())..] {
                    buf.clear();
                    regs(o, &mut buf);
                    read.extend(buf.iter().copied());
                }
            }
        }
        let mut changed = 0;
        for b in f.blocks.values_mut() {
            b.stmts.retain(|s| {
                let Stmt::Inst(i) = s else { return true };
                let dead =
                    is_pure(i) && dests(i).is_some_and(|d| d.iter().all(|r| !read.contains(r)));
                changed += usize::from(dead);
                !dead
            });
        }
        if changed == 0 {
            return removed;
        }
        removed += changed;
    }
}

#[cfg(test)]
mod tests {
    use crate::interp::diff::{compare, run_ptx_text};
    use crate::interp::spec::Spec;
    use crate::isel::{select_module_with, SelectOptions};
    use crate::ptx::print::print_module;

    const SRC: &str = r#"
define ptx_kernel void @k(ptr addrspace(1) %a, ptr addrspace(1) %out, i32 %n) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %s = sext i32 %tid to i64
  %m = mul i64 %s, 4
  %p = getelementptr i8, ptr addrspace(1) %a, i64 %m
  %x = load i32, ptr addrspace(1) %p, align 4
  %unused = mul i32 %x, %n
  %w = zext i32 %x to i64
  %y = add i64 %w, 4294967297
  %q = getelementptr i8, ptr addrspace(1) %out, i64 %m
  %t = trunc i64 %y to i32
  store i32 %t, ptr addrspace(1) %q, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
"#;

    fn ptx(dce: bool) -> String {
        let m = crate::llvm::import::import("dce.ll", SRC).unwrap();
        let opts = SelectOptions {
            dce,
            ..SelectOptions::default()
        };
        print_module(&select_module_with(&m, "sm_80", &opts).unwrap())
    }

    #[test]
    fn folded_and_unused_values_go_effects_stay() {
        let (on, off) = (ptx(true), ptx(false));
        // The sext under mul.wide and the unused product are selected...
        assert!(off.contains("cvt.s64.s32"), "{off}");
        assert!(off.contains("mul.lo.s32"), "{off}");
        // ...and removed; the load, the store and the wide add stay.
        assert!(!on.contains("cvt.s64.s32"), "{on}");
        assert!(!on.contains("mul.lo.s32"), "{on}");
        for keep in ["mul.wide.s32", "ld.global.u32", "st.global.u32", "add.s64"] {
            assert!(on.contains(keep), "{keep}: {on}");
        }
        let spec =
            Spec::parse("kernel k\nblock 32\narg i32[32] random\narg i32[32] uninit\narg i32 3\n")
                .unwrap();
        let want = run_ptx_text("off.ptx", &off, &spec).unwrap();
        let got = run_ptx_text("on.ptx", &on, &spec).unwrap();
        compare(&want, &got, None).unwrap();
    }
}
