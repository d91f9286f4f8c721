//! Two 16-bit values packed into a word by integer arithmetic, on a
//! selected PTX function.
//!
//! LLVM IR packs two halves with `zext`, `shl` and `or` (or `add`): CUDA's
//! `__halves2half2` and a `half2` store written lane by lane become
//! `cvt.u32.u16 %l, %a; cvt.u32.u16 %h, %b; shl.b32 %t, %h, 16;
//! add.s32 %r, %t, %l`. That is `mov.b32 %r, {%a, %b}`, one instruction
//! where there were four, as libNVVM writes it (haxpy2's store).
//!
//! Exactness: `mov.b32 %r, {%a, %b}` puts `%a` in bits 0-15 and `%b` in
//! bits 16-31 (PTX ISA, `mov`: the first element is the least significant),
//! which is `zext(a) | zext(b) << 16`; the two parts share no bit, so `add`,
//! `or` and `xor` all compute it. Only registers written once are followed,
//! so each still holds what the extension read. The extensions and the
//! shift are left to `dce.rs` when nothing else reads them.
//!
//! The other way, a word split into its halves (`cvt.u16.u32 %lo, %w;
//! shr.u32 %t, %w, 16; cvt.u16.u32 %hi, %t`, LLVM's `trunc` and `lshr`)
//! is `mov.b32 {%lo, %hi}, %w`, written where the first of the two
//! truncations was (both read `%w`, written before either).

use cranelift_entity::EntityRef;
use rustc_hash::FxHashMap;

use ptx::module::{Mnemonic, Operand, PtxFunction, PtxInst, Reg, Stmt};

/// Whether a register of `f` (as it is now) is written exactly once.
fn written_once(f: &PtxFunction) -> impl Fn(Reg) -> bool {
    let n = f.regs.len();
    let (defs, _) = crate::copyfold::def_read_counts(f);
    move |r: Reg| r.index() < n && defs[r] == 1
}

/// Rewrites every such pack of `f`; returns how many.
pub fn fold_half_packs(f: &mut PtxFunction) -> usize {
    let once = written_once(f);
    // `%d` -> `%s` for `cvt.u32.u16 %d, %s`, and `%t` -> `%s` for
    // `shl.b32 %t, %d, 16` of such a `%d`.
    let mut low: FxHashMap<Reg, Reg> = FxHashMap::default();
    for (_, i) in f.insts() {
        if i.guard.is_none() && i.op.words() == ["cvt", "u32", "u16"] {
            if let [Operand::Reg(d), Operand::Reg(s)] = i.operands.as_slice() {
                if once(*d) && once(*s) {
                    low.insert(*d, *s);
                }
            }
        }
    }
    if low.is_empty() {
        return 0;
    }
    let mut high: FxHashMap<Reg, Reg> = FxHashMap::default();
    for (_, i) in f.insts() {
        if i.guard.is_none() && i.op.words() == ["shl", "b32"] {
            if let [Operand::Reg(t), Operand::Reg(d), Operand::Imm(k)] = i.operands.as_slice() {
                if let (true, Some(&s), 16) = (once(*t), low.get(d), *k) {
                    high.insert(*t, s);
                }
            }
        }
    }
    if high.is_empty() {
        return 0;
    }
    let mut changed = 0;
    for b in f.layout.clone() {
        for st in &mut f.blocks[b].stmts {
            let Stmt::Inst(i) = st else { continue };
            let w = i.op.words();
            let combines = w.len() == 2
                && matches!(
                    (w[0].as_str(), w[1].as_str()),
                    ("add", "s32" | "u32") | ("or" | "xor", "b32")
                );
            if !combines || i.guard.is_some() {
                continue;
            }
            let [Operand::Reg(r), Operand::Reg(x), Operand::Reg(y)] = i.operands.as_slice() else {
                continue;
            };
            let halves = match (high.get(x), low.get(y), high.get(y), low.get(x)) {
                (Some(&hi), Some(&lo), _, _) | (_, _, Some(&hi), Some(&lo)) => (lo, hi),
                _ => continue,
            };
            let r = *r;
            i.op = Mnemonic::parse("mov.b32");
            i.operands = vec![
                Operand::Reg(r),
                Operand::Vector(vec![Operand::Reg(halves.0), Operand::Reg(halves.1)]),
            ];
            changed += 1;
        }
    }
    changed
}

/// `cvt.u16.u32 %d, %s` (unguarded): `(%d, %s)`.
fn truncation(i: &PtxInst) -> Option<(Reg, Reg)> {
    match (
        i.guard,
        i.op.words() == ["cvt", "u16", "u32"],
        i.operands.as_slice(),
    ) {
        (None, true, [Operand::Reg(d), Operand::Reg(s)]) => Some((*d, *s)),
        _ => None,
    }
}

/// Rewrites every split of a word into its two halves in one block of `f`
/// as one unpacking move; returns how many.
pub fn fold_half_unpacks(f: &mut PtxFunction) -> usize {
    let once = written_once(f);
    // `%t` -> `%w` for `shr.u32|b32 %t, %w, 16`.
    let mut upper: FxHashMap<Reg, Reg> = FxHashMap::default();
    for (_, i) in f.insts() {
        let w = i.op.words();
        let shr = w.len() == 2 && w[0] == "shr" && matches!(w[1].as_str(), "u32" | "b32");
        if let (true, None, [Operand::Reg(t), Operand::Reg(x), Operand::Imm(16)]) =
            (shr, i.guard, i.operands.as_slice())
        {
            if once(*t) && once(*x) {
                upper.insert(*t, *x);
            }
        }
    }
    if upper.is_empty() {
        return 0;
    }
    let mut changed = 0;
    for b in f.layout.clone() {
        let stmts = &f.blocks[b].stmts;
        // Per word: the first truncation to its low half and to its high
        // half in this block, by position.
        let mut lo: FxHashMap<Reg, (usize, Reg)> = FxHashMap::default();
        let mut hi: FxHashMap<Reg, (usize, Reg)> = FxHashMap::default();
        for (k, st) in stmts.iter().enumerate() {
            let Stmt::Inst(i) = st else { continue };
            let Some((d, s)) = truncation(i).filter(|&(d, _)| once(d)) else {
                continue;
            };
            match upper.get(&s) {
                Some(&w) => hi.entry(w).or_insert((k, d)),
                None if once(s) => lo.entry(s).or_insert((k, d)),
                None => continue,
            };
        }
        let mut plan: Vec<(usize, usize, Reg, Reg, Reg)> = lo
            .iter()
            .filter_map(|(&w, &(kl, l))| hi.get(&w).map(|&(kh, h)| (kl, kh, l, h, w)))
            .collect();
        if plan.is_empty() {
            continue;
        }
        plan.sort_unstable_by_key(|p| (p.0, p.1));
        let mut drop = Vec::new();
        let stmts = &mut f.blocks[b].stmts;
        for (kl, kh, l, h, w) in plan {
            let (at, gone) = (kl.min(kh), kl.max(kh));
            stmts[at] = Stmt::Inst(PtxInst {
                guard: None,
                op: Mnemonic::parse("mov.b32"),
                operands: vec![
                    Operand::Vector(vec![Operand::Reg(l), Operand::Reg(h)]),
                    Operand::Reg(w),
                ],
            });
            drop.push(gone);
            changed += 1;
        }
        drop.sort_unstable();
        for k in drop.into_iter().rev() {
            stmts.remove(k);
        }
    }
    changed
}
