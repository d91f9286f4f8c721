//! Values that live in one 32-bit register in SASS although the IR (and
//! warpsat's PTX) spells them in 64 bits: addresses in the shared window
//! and the constant banks, and the 64-bit integers whose high half nothing
//! reads (offsets into those windows, values only truncated).
//!
//! SASS addresses shared memory and constant banks with 32-bit offsets
//! (`LDS R0, [R3+0x4]`, `LDC R0, c[0x3][R2]`), so ptxas computes such an
//! address in one register however wide the PTX is (the PTX-level model's
//! "window addresses", docs/cost-model.md). The IR-level model counted two
//! registers for each: hotspot's seven loop-invariant shared addresses
//! made 40 predicted registers where ptxas allocates 32, and the
//! rematerializer recomputed them in the loop for nothing.
//!
//! Invariants:
//! - a value of type `ptr addrspace(3)` or `ptr addrspace(4)` is a window
//!   value;
//! - a 64-bit integer is one when every use reads only its low half: the
//!   offset of a `ptradd` giving a window pointer, a truncation to 32 bits
//!   or less, or an operand of arithmetic whose low
//!   half depends only on its operands' low halves (`add`, `sub`, `mul`,
//!   `shl` as the shifted value, `and`, `or`, `xor`) whose result is itself
//!   a window value (greatest fixpoint); a value with no use is not one.

use cranelift_entity::SecondaryMap;
use dialects::ir::{Body, Opcode, Type, Value, ValueDef};

/// Whether a pointer type addresses a 32-bit window (shared, constant).
fn is_window_pointer(ty: Type) -> bool {
    matches!(ty, Type::Ptr(3) | Type::Ptr(4))
}

/// The window values of `body` (see the module comment).
pub fn window_values(body: &Body) -> SecondaryMap<Value, bool> {
    let dfg = &body.dfg;
    let n = dfg.values.len();
    let mut window: SecondaryMap<Value, bool> = SecondaryMap::with_capacity(n);
    let mut users: SecondaryMap<Value, Vec<(usize, Option<Value>, Opcode)>> =
        SecondaryMap::with_capacity(n);
    let mut blocked: SecondaryMap<Value, bool> = SecondaryMap::with_capacity(n);
    for i in body.all_insts() {
        let d = &dfg.insts[i];
        let res = dfg.results.get(i).copied().flatten();
        for (pos, &a) in dfg.inst_args(i).iter().enumerate() {
            if dfg.values.is_valid(a) {
                users[a].push((pos, res, d.opcode));
            }
        }
        // Branch arguments read the whole value.
        for s in &d.succs {
            for &a in dfg.call_args(s) {
                if dfg.values.is_valid(a) {
                    blocked[a] = true;
                }
            }
        }
    }
    for (v, vd) in dfg.values.iter() {
        window[v] = match vd.ty {
            t if is_window_pointer(t) => true,
            Type::Int(64) => !blocked[v] && !users[v].is_empty(),
            _ => false,
        };
        // A block parameter is fed by branch arguments the fixpoint does
        // not follow.
        if matches!(vd.def, ValueDef::Param(..)) && vd.ty == Type::Int(64) {
            window[v] = false;
        }
    }
    let mut changed = true;
    while changed {
        changed = false;
        for (v, vd) in dfg.values.iter() {
            if !window[v] || vd.ty != Type::Int(64) {
                continue;
            }
            let low_only = users[v].iter().all(|&(pos, res, op)| {
                let res_window = res.is_some_and(|r| window[r]);
                use Opcode::*;
                match op {
                    PtrAdd => pos == 1 && res_window,
                    Trunc => res.is_some_and(|r| dfg.values[r].ty.bits() <= 32),
                    Add | Sub | Mul | And | Or | Xor => res_window,
                    Shl => pos == 0 && res_window,
                    _ => false,
                }
            });
            if !low_only {
                window[v] = false;
                changed = true;
            }
        }
    }
    window
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pressure::{Pressure, PressureOptions};

    // Two shared addresses and one global one live across a loop: each
    // shared address, and the 64-bit row offset feeding only them, is one
    // register; the global address and its offset stay two.
    const SRC: &str = r#"
target triple = "nvptx64-nvidia-cuda"
@tile = internal addrspace(3) global [256 x float] undef, align 4
define void @k(ptr addrspace(1) %g, i32 %n, i32 %t) {
entry:
  %w = sext i32 %t to i64
  %row = shl i64 %w, 4
  %sa = getelementptr inbounds float, ptr addrspace(3) @tile, i64 %row
  %sb = getelementptr inbounds float, ptr addrspace(3) @tile, i64 %w
  %ga = getelementptr inbounds float, ptr addrspace(1) %g, i64 %w
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %s, %loop ]
  %x = load float, ptr addrspace(3) %sa, align 4
  %y = load float, ptr addrspace(3) %sb, align 4
  %z = load float, ptr addrspace(1) %ga, align 4
  %p = fmul float %x, %y
  %s = fadd float %p, %z
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  store float %s, ptr addrspace(1) %g, align 4
  ret void
}
"#;

    #[test]
    fn shared_addresses_and_their_offsets_are_one_register() {
        let m = llvm::import::import("w.ll", SRC).unwrap();
        let f = &m.funcs[m.func_by_name("k").unwrap()];
        let body = f.body.as_ref().unwrap();
        let window = window_values(body);
        let by_name = |n: &str| {
            body.dfg
                .values
                .keys()
                .find(|&v| body.dfg.value_names[v].as_deref() == Some(n))
                .unwrap_or_else(|| panic!("no value %{n}"))
        };
        for n in ["sa", "sb", "row"] {
            assert!(window[by_name(n)], "%{n}");
        }
        // %w also feeds the global address: its high half is read.
        for n in ["w", "ga", "g"] {
            assert!(!window[by_name(n)], "%{n}");
        }
        // The same kernel with the two tile addresses global: two more
        // registers live into the loop.
        let global = SRC
            .replace(
                "@tile = internal addrspace(3)",
                "@tile = internal addrspace(1)",
            )
            .replace("ptr addrspace(3)", "ptr addrspace(1)");
        let gm = llvm::import::import("g.ll", &global).unwrap();
        let gbody = gm.funcs[gm.func_by_name("k").unwrap()]
            .body
            .as_ref()
            .unwrap();
        let at_loop = |body: &Body| {
            let p = Pressure::compute(body, &PressureOptions::default());
            let b = body
                .dfg
                .blocks
                .keys()
                .find(|&b| body.dfg.block_names[b].as_deref() == Some("loop"))
                .unwrap();
            (p.block(b).live_in.len(), p.block(b).at_entry.gprs)
        };
        let (n_shared, shared) = at_loop(body);
        let (n_global, global) = at_loop(gbody);
        assert_eq!(n_shared, n_global);
        assert_eq!(shared + 2, global);
    }
}
