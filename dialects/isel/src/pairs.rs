//! Removing the register plumbing of packed 16-bit pairs (see `packed.rs`)
//! on a selected PTX function.
//!
//! - A pack `mov.b32 %r, {%x, %y}` of the two halves an unpack `mov.b32
//!   {%x, %y}, %q` wrote is `%q`: its readers read `%q` and it goes.
//! - A `.v2`/`.v4` load of 16-bit lanes, two of which are packed in that
//!   order, loads the pairs as `.b32` words and unpacks them instead; the
//!   packs then read the loaded words.
//! - A `.v2`/`.v4` store of 16-bit lanes that are unpacked halves, pair by
//!   pair, stores the packed words.
//!
//! The dead unpacks are left to `dce.rs`. Only registers written once are
//! considered, so a half read anywhere still holds what the unpack wrote,
//! and the word it came from (written before the unpack) is still there.
//! Memory is little-endian: lane 0 is the low half of the word, as in
//! `mov.b32 {lo, hi}` (PTX ISA, `mov`), so the bytes moved are the same.

use cranelift_entity::{EntityRef, SecondaryMap};
use rustc_hash::{FxHashMap, FxHashSet};

use ptx::analysis::{defs_uses, rename_reads};
use ptx::module::{Mnemonic, Operand, PtxFunction, PtxInst, Reg, Stmt};
use ptx::{PtxOp, PtxType, Qual, RegClass};

use crate::remat_block::pull::fresh_reg_named;

fn is_mov_b32(i: &PtxInst) -> bool {
    i.op.words() == ["mov", "b32"]
}

/// `mov.b32 {%x, %y}, %q`: the halves and the word.
fn unpack(i: &PtxInst) -> Option<(Reg, Reg, Reg)> {
    match (is_mov_b32(i), i.guard, i.operands.as_slice()) {
        (true, None, [Operand::Vector(v), Operand::Reg(q)]) => match v.as_slice() {
            [Operand::Reg(x), Operand::Reg(y)] => Some((*x, *y, *q)),
            _ => None,
        },
        _ => None,
    }
}

/// `mov.b32 %r, {%x, %y}`: the word and the halves.
fn pack(i: &PtxInst) -> Option<(Reg, Reg, Reg)> {
    match (is_mov_b32(i), i.guard, i.operands.as_slice()) {
        (true, None, [Operand::Reg(r), Operand::Vector(v)]) => match v.as_slice() {
            [Operand::Reg(x), Operand::Reg(y)] => Some((*r, *x, *y)),
            _ => None,
        },
        _ => None,
    }
}

/// A vector load or store of 16-bit lanes that may be re-typed as words:
/// not volatile, not `.param`, unguarded. Returns the mnemonic's words
/// with the vector width and type words marked.
fn halves_access(i: &PtxInst) -> Option<(usize, usize, usize)> {
    let op = i.op.op();
    if !matches!(op, PtxOp::Ld | PtxOp::St)
        || i.guard.is_some()
        || i.op.has(Qual::Volatile)
        || i.op.has(Qual::Param)
    {
        return None;
    }
    let w = i.op.words();
    let vpos = w.iter().position(|x| x == "v2" || x == "v4")?;
    let tpos = w.len() - 1;
    if tpos != vpos + 1 || !matches!(w[tpos].as_str(), "b16" | "f16" | "u16" | "s16" | "bf16") {
        return None;
    }
    let lanes = if w[vpos] == "v2" { 2 } else { 4 };
    Some((vpos, tpos, lanes))
}

/// The mnemonic with `lanes / 2` words in place of `lanes` halves.
fn as_words(op: &Mnemonic, vpos: usize, tpos: usize, lanes: usize) -> Mnemonic {
    let mut w: Vec<String> = op.words().to_vec();
    w[tpos] = "b32".into();
    if lanes == 2 {
        w.remove(vpos);
    } else {
        w[vpos] = "v2".into();
    }
    Mnemonic::new(w)
}

fn regs_of(v: &[Operand]) -> Option<Vec<Reg>> {
    v.iter()
        .map(|o| match o {
            Operand::Reg(r) => Some(*r),
            _ => None,
        })
        .collect()
}

/// Folds the pair plumbing of `f`; returns how many instructions went or
/// changed.
pub fn fold_pairs(f: &mut PtxFunction) -> usize {
    let n = f.regs.len();
    let mut defs: SecondaryMap<Reg, u32> = SecondaryMap::with_capacity(n);
    let mut packed: FxHashSet<(Reg, Reg)> = FxHashSet::default();
    for (_, i) in f.insts() {
        for r in defs_uses(i).0.into_iter().filter(|r| r.index() < n) {
            defs[r] += 1;
        }
        if let Some((_, x, y)) = pack(i) {
            packed.insert((x, y));
        }
    }
    if packed.is_empty() && !f.insts().any(|(_, i)| unpack(i).is_some()) {
        return 0;
    }
    let once = |r: Reg| r.index() < n && defs[r] == 1;
    let mut changed = 0;
    let mut next = FxHashMap::default();
    let prefix = RegClass::B32.decl().1;
    // Loads whose lanes are packed load words.
    for b in f.layout.clone() {
        let mut k = 0;
        while k < f.blocks[b].stmts.len() {
            let Stmt::Inst(i) = &f.blocks[b].stmts[k] else {
                k += 1;
                continue;
            };
            let widen = match (halves_access(i), i.operands.as_slice()) {
                (Some((vp, tp, lanes)), [Operand::Vector(d), Operand::Addr(..)])
                    if i.op.op() == PtxOp::Ld =>
                {
                    regs_of(d)
                        .filter(|d| d.len() == lanes && d.iter().all(|&r| once(r)))
                        .filter(|d| d.chunks(2).any(|p| packed.contains(&(p[0], p[1]))))
                        .map(|d| (vp, tp, lanes, d))
                }
                _ => None,
            };
            let Some((vp, tp, lanes, d)) = widen else {
                k += 1;
                continue;
            };
            let words: Vec<Reg> = (0..lanes / 2)
                .map(|_| fresh_reg_named(f, PtxType::B32, prefix, &mut next))
                .collect();
            let Stmt::Inst(i) = &mut f.blocks[b].stmts[k] else {
                unreachable!("matched an instruction")
            };
            i.op = as_words(&i.op, vp, tp, lanes);
            i.operands[0] = if lanes == 2 {
                Operand::Reg(words[0])
            } else {
                Operand::Vector(words.iter().map(|&w| Operand::Reg(w)).collect())
            };
            for (p, &w) in d.chunks(2).zip(&words).rev() {
                let mv = PtxInst {
                    guard: None,
                    op: Mnemonic::parse("mov.b32"),
                    operands: vec![
                        Operand::Vector(vec![Operand::Reg(p[0]), Operand::Reg(p[1])]),
                        Operand::Reg(w),
                    ],
                };
                f.blocks[b].stmts.insert(k + 1, Stmt::Inst(mv));
            }
            changed += 1;
            k += 1 + lanes / 2;
        }
    }
    // The halves each word was unpacked into (new words are written once).
    let once = |r: Reg| r.index() >= n || defs[r] == 1;
    let mut halves: FxHashMap<Reg, (Reg, u8)> = FxHashMap::default();
    for (_, i) in f.insts() {
        if let Some((x, y, q)) = unpack(i) {
            if x != y && once(x) && once(y) && once(q) {
                halves.insert(x, (q, 0));
                halves.insert(y, (q, 1));
            }
        }
    }
    let word_of = |x: Reg, y: Reg| match (halves.get(&x), halves.get(&y)) {
        (Some(&(q, 0)), Some(&(q2, 1))) if q == q2 => Some(q),
        _ => None,
    };
    // Packs of unpacked halves are the word (when the two registers have
    // one type: a `.f32` word read where a `.b32` was is not always
    // accepted); stores of them store it.
    let reg_ty: Vec<PtxType> = f.regs.values().map(|d| d.ty).collect();
    let same_type = |r: Reg, q: Reg| reg_ty.get(r.index()) == reg_ty.get(q.index());
    let mut alias: FxHashMap<Reg, Reg> = FxHashMap::default();
    for &b in &f.layout {
        let stmts = &mut f.blocks[b].stmts;
        stmts.retain(|st| {
            let Stmt::Inst(i) = st else { return true };
            match pack(i) {
                Some((r, x, y)) if r.index() < n && defs[r] == 1 => match word_of(x, y) {
                    Some(q) if same_type(r, q) => {
                        alias.insert(r, q);
                        changed += 1;
                        false
                    }
                    _ => true,
                },
                _ => true,
            }
        });
        for st in stmts.iter_mut() {
            let Stmt::Inst(i) = st else { continue };
            let Some((vp, tp, lanes)) = halves_access(i) else {
                continue;
            };
            if i.op.op() != PtxOp::St {
                continue;
            }
            let words = match i.operands.as_slice() {
                [Operand::Addr(..), Operand::Vector(v)] => regs_of(v).and_then(|v| {
                    (v.len() == lanes)
                        .then(|| v.chunks(2).map(|p| word_of(p[0], p[1])).collect())
                        .flatten()
                }),
                _ => None,
            };
            let Some(words) = words else { continue };
            let words: Vec<Reg> = words;
            i.op = as_words(&i.op, vp, tp, lanes);
            i.operands[1] = if lanes == 2 {
                Operand::Reg(words[0])
            } else {
                Operand::Vector(words.iter().map(|&w| Operand::Reg(w)).collect())
            };
            changed += 1;
        }
    }
    if !alias.is_empty() {
        // A pack may read another pack's word through an unpack only, so
        // one level of renaming is enough.
        let map = |r: Reg| alias.get(&r).copied();
        for &b in &f.layout {
            for st in &mut f.blocks[b].stmts {
                if let Stmt::Inst(i) = st {
                    rename_reads(i, &map);
                }
            }
        }
    }
    changed
}

#[cfg(test)]
mod tests {
    use super::fold_pairs;

    /// `body` in a kernel, folded and cleaned as selection does; the
    /// number of changes and the text.
    fn run(body: &str) -> (usize, String) {
        let src = format!(
            ".version 7.0\n.target sm_80\n.address_size 64\n.visible .entry k(.param .u64 k_param_0)\n{{\n\t.reg .pred %p<2>;\n\t.reg .b16 %rs<20>;\n\t.reg .b32 %r<20>;\n\t.reg .b64 %rd<4>;\n\t.reg .f32 %f<4>;\n\tld.param.u64 %rd1, [k_param_0];\n{body}\tret;\n}}\n"
        );
        let mut m = ptx::parse::parse_ptx("t.ptx", &src).unwrap();
        let n = fold_pairs(&mut m.funcs[0]);
        crate::dce::remove_dead(&mut m.funcs[0]);
        (n, ptx::print::print_module(&m))
    }

    #[test]
    fn a_packed_operation_between_half_loads_and_stores_keeps_words() {
        let (n, t) = run("\tld.global.v2.b16 {%rs1, %rs2}, [%rd1];\n\tmov.b32 %r1, {%rs1, %rs2};\n\tadd.rn.f16x2 %r2, %r1, %r1;\n\tmov.b32 {%rs3, %rs4}, %r2;\n\tst.global.v2.b16 [%rd1+4], {%rs3, %rs4};\n");
        assert!(n >= 3, "{t}");
        assert!(t.contains("ld.global.b32"), "{t}");
        assert!(t.contains("st.global.b32"), "{t}");
        assert!(!t.contains("mov.b32"), "{t}");
        assert!(!t.contains(".v2"), "{t}");
    }

    #[test]
    fn four_lanes_become_two_words() {
        let (_, t) = run("\tld.global.nc.v4.b16 {%rs1, %rs2, %rs3, %rs4}, [%rd1];\n\tmov.b32 %r1, {%rs1, %rs2};\n\tmov.b32 %r2, {%rs3, %rs4};\n\tsub.rn.f16x2 %r3, %r1, %r2;\n\tsub.rn.f16x2 %r4, %r2, %r1;\n\tmov.b32 {%rs5, %rs6}, %r3;\n\tmov.b32 {%rs7, %rs8}, %r4;\n\tst.global.v4.b16 [%rd1], {%rs5, %rs6, %rs7, %rs8};\n");
        assert!(t.contains("ld.global.nc.v2.b32"), "{t}");
        assert!(t.contains("st.global.v2.b32"), "{t}");
        assert!(!t.contains("mov.b32"), "{t}");
    }

    #[test]
    fn keeps_what_it_cannot_fold() {
        for body in [
            // Halves swapped: the pack is not the word.
            "\tld.global.b32 %r1, [%rd1];\n\tmov.b32 {%rs1, %rs2}, %r1;\n\tmov.b32 %r2, {%rs2, %rs1};\n\tst.global.b32 [%rd1], %r2;\n",
            // A half written twice.
            "\tld.global.b32 %r1, [%rd1];\n\tmov.b32 {%rs1, %rs2}, %r1;\n\tadd.rn.f16 %rs1, %rs1, %rs1;\n\tmov.b32 %r2, {%rs1, %rs2};\n\tst.global.b32 [%rd1], %r2;\n",
            // A volatile load keeps its lanes.
            "\tld.volatile.global.v2.b16 {%rs1, %rs2}, [%rd1];\n\tmov.b32 %r2, {%rs1, %rs2};\n\tst.global.b32 [%rd1], %r2;\n",
            // A store of halves from two different words.
            "\tld.global.v2.b32 {%r1, %r2}, [%rd1];\n\tmov.b32 {%rs1, %rs2}, %r1;\n\tmov.b32 {%rs3, %rs4}, %r2;\n\tst.global.v2.b16 [%rd1], {%rs1, %rs3};\n",
            // A word of another type (.f32) is not read for a .b32 one.
            "\tld.global.f32 %f1, [%rd1];\n\tmov.b32 {%rs1, %rs2}, %f1;\n\tmov.b32 %r2, {%rs1, %rs2};\n\tadd.rn.f16x2 %r3, %r2, %r2;\n\tst.global.b32 [%rd1], %r3;\n",
        ] {
            let (_, t) = run(body);
            let movs = body.matches("mov.b32").count();
            assert_eq!(t.matches("mov.b32").count(), movs, "{body}\n{t}");
        }
    }
}
