//! CUDA's atomic functions as clang before version 23 wrote them.
//!
//! `atomicAdd`, `atomicCAS` and their kin are the `__nvvm_atom_*_gen_*`
//! builtins, which CUDA defines as relaxed operations. Clang lowered them to
//! `atomicrmw`/`cmpxchg` with LLVM's default `seq_cst` ordering at system
//! scope; nobody noticed because NVPTX lowered every ordering to a plain
//! `atom` until LLVM 22, and clang 23 emits `monotonic` instead
//! (llvm-project #185822, "Use monotonic ordering for __nvvm_atom*
//! builtins", after the correct lowering caused "severe performance
//! regression"). libNVVM 13 and llc-16 also emit a plain relaxed `atom`
//! for every ordering of these instructions.
//!
//! warpsat honours orderings, so in IR from such a clang every `atomicAdd`
//! became `fence.sc.sys` plus `atom.acq_rel.sys`: 43 fences in CUB's
//! DeviceRadixSortOnesweep, one per shared-memory histogram update. When the
//! module names such a producer (`clang_before_relaxed_builtins`), the
//! driver runs [`relax_builtin_seq_cst`] first: exactly that form, `seq_cst`
//! at system scope, becomes `monotonic`, which is what the producer's own
//! toolchain gave the program. Explicit `acquire`/`release`/`acq_rel`, any
//! `syncscope`, fences and atomic loads and stores are not builtins' output
//! and stay as written; `-opt "-relax-cuda-atomics=0"` keeps `seq_cst` too.

use crate::ir::{Attrs, Module, Ordering, Scope};

/// The first clang major version whose CUDA builtins are `monotonic`.
const FIRST_RELAXED_CLANG: u32 = 23;

/// True when a `clang version N` string in a metadata line of `src` (its
/// `!llvm.ident`) names a clang older than [`FIRST_RELAXED_CLANG`]; the
/// same words in a string constant of the program do not count.
pub fn clang_before_relaxed_builtins(src: &str) -> bool {
    src.lines()
        .filter(|l| l.trim_start().starts_with('!'))
        .any(|line| {
            line.match_indices("clang version ").any(|(at, key)| {
                let digits: String = line[at + key.len()..]
                    .chars()
                    .take_while(char::is_ascii_digit)
                    .collect();
                digits
                    .parse::<u32>()
                    .is_ok_and(|major| major < FIRST_RELAXED_CLANG)
            })
        })
}

/// Rewrites every system-scope `seq_cst` `atomicrmw` and `cmpxchg` of `m`
/// to `monotonic`; returns how many.
pub fn relax_builtin_seq_cst(m: &mut Module) -> usize {
    let mut n = 0;
    for body in m.funcs.values_mut().filter_map(|f| f.body.as_mut()) {
        for data in body.dfg.insts.values_mut() {
            match &mut data.attrs {
                Attrs::Rmw(a)
                    if a.ordering == Ordering::SeqCst
                        && a.scope == Scope::System
                        && !a.volatile =>
                {
                    a.ordering = Ordering::Monotonic;
                    n += 1;
                }
                Attrs::CmpXchg(a)
                    if a.success == Ordering::SeqCst
                        && matches!(a.failure, Ordering::SeqCst | Ordering::Monotonic)
                        && a.scope == Scope::System
                        && !a.volatile =>
                {
                    a.success = Ordering::Monotonic;
                    a.failure = Ordering::Monotonic;
                    n += 1;
                }
                _ => {}
            }
        }
    }
    n
}

#[cfg(test)]
mod tests {
    use super::clang_before_relaxed_builtins as older;

    #[test]
    fn producers() {
        assert!(older(
            "!5 = !{!\"Debian clang version 16.0.6 (15~deb12u1)\"}"
        ));
        assert!(older(
            "!6 = !{!\"clang version 3.8.0 (tags/RELEASE_380/final)\"}"
        ));
        assert!(!older("!5 = !{!\"clang version 23.1.0\"}"));
        assert!(!older("!5 = !{!\"clang version 24.0.0git\"}"));
        assert!(!older("; no producer named"));
        assert!(!older("!1 = !{!\"clang version \"}"));
        assert!(!older(
            "@msg = constant [17 x i8] c\"clang version 16.0\\00\""
        ));
    }
}
