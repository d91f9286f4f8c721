//! Extending loads: `ld.global.u16 %rs, [a]; ...; cvt.u32.u16 %r, %rs`
//! becomes `ld.global.u16 %r, [a]` (and `.s16` with a sign-extending
//! conversion, bytes alike). PTX lets a load of an 8- or 16-bit type write a
//! wider register, zero- or sign-extending by the instruction type (PTX ISA,
//! `ld`, on destination operand sizes), as libNVVM's PTX does and ptxas
//! accepts; selection keeps the narrow load and the `zext`/`sext` apart. Saves
//! one instruction per narrow load, which is what image and SAD kernels do
//! for every pixel.
//!
//! Conditions: the load is a plain scalar `ld`/`ldu` whose result is
//! written once and read only by the conversion; the conversion is an
//! unguarded, unmodified `cvt` to a 32-bit integer from the load's width,
//! in the same block, into a register written only there and not read
//! between the two (so giving it its value earlier changes nothing).

use cranelift_entity::{EntityRef, SecondaryMap};
use ptx::analysis::defs_uses;
use ptx::module::{Mnemonic, Operand, PtxFunction, Reg, Stmt};
use ptx::{PtxOp, PtxType};

/// The load type an extension of `from` (the conversion's source type)
/// needs: signed for a sign extension.
fn load_type(from: PtxType) -> Option<&'static str> {
    Some(match from {
        PtxType::U8 | PtxType::B8 => "u8",
        PtxType::S8 => "s8",
        PtxType::U16 | PtxType::B16 => "u16",
        PtxType::S16 => "s16",
        _ => return None,
    })
}

/// Folds the extensions of narrow loads of `f`; returns how many went.
pub fn fold_extending_loads(f: &mut PtxFunction) -> usize {
    let (defs, reads) = crate::copyfold::def_read_counts(f);
    let mut folded = 0;
    for b in f.layout.clone() {
        let mut k = 0;
        while k < f.blocks[b].stmts.len() {
            if let Some((j, d, ty)) = find_pair(f, b, k, &defs, &reads) {
                let stmts = &mut f.blocks[b].stmts;
                if let Stmt::Inst(ld) = &mut stmts[k] {
                    let mut words = ld.op.words().to_vec();
                    if let Some(last) = words.last_mut() {
                        *last = ty.to_string();
                    }
                    ld.op = Mnemonic::new(words);
                    ld.operands[0] = Operand::Reg(d);
                }
                stmts.remove(j);
                folded += 1;
            }
            k += 1;
        }
    }
    folded
}

/// For the load at statement `k` of `b`: the position of the conversion
/// that extends its result, the conversion's destination and the load
/// type to use.
fn find_pair(
    f: &PtxFunction,
    b: ptx::PBlock,
    k: usize,
    defs: &SecondaryMap<Reg, u32>,
    reads: &SecondaryMap<Reg, u32>,
) -> Option<(usize, Reg, &'static str)> {
    let n = f.regs.len();
    let stmts = &f.blocks[b].stmts;
    let Stmt::Inst(ld) = &stmts[k] else {
        return None;
    };
    if !matches!(ld.op.op(), PtxOp::Ld | PtxOp::Ldu) || ld.guard.is_some() {
        return None;
    }
    let width = ld.op.types().last()?.bits();
    let Some(&Operand::Reg(t)) = ld.operands.first() else {
        return None;
    };
    if !matches!(width, 8 | 16) || t.index() >= n || defs[t] != 1 || reads[t] != 1 {
        return None;
    }
    for (j, st) in stmts.iter().enumerate().skip(k + 1) {
        let Stmt::Inst(i) = st else {
            continue;
        };
        let (_, uses, _) = defs_uses(i);
        if !uses.contains(&t) {
            continue;
        }
        let types = i.op.types();
        let [to, from] = types[..] else {
            return None;
        };
        let [Operand::Reg(d), Operand::Reg(s)] = i.operands[..] else {
            return None;
        };
        let plain = i.op.op() == PtxOp::Cvt && i.op.words().len() == 3 && i.guard.is_none();
        let wide = matches!(to, PtxType::U32 | PtxType::S32 | PtxType::B32);
        if !plain || !wide || s != t || from.bits() != width || d.index() >= n || defs[d] != 1 {
            return None;
        }
        if f.regs[d].ty.bits() != 32 {
            return None;
        }
        let read_between = stmts[k + 1..j].iter().any(|st| match st {
            Stmt::Inst(x) => defs_uses(x).1.contains(&d),
            _ => false,
        });
        return (!read_between).then_some((j, d, load_type(from)?));
    }
    None
}

#[cfg(test)]
mod tests {
    use super::fold_extending_loads;

    fn run(body: &str) -> (usize, String) {
        let src = format!(
            ".version 7.0\n.target sm_80\n.address_size 64\n.visible .entry k(.param .u64 k_param_0)\n{{\n\t.reg .pred %p<2>;\n\t.reg .b16 %rs<9>;\n\t.reg .b32 %r<9>;\n\t.reg .b64 %rd<9>;\n\tld.param.u64 %rd1, [k_param_0];\n{body}\tst.global.u32 [%rd1], %r2;\n\tret;\n}}\n"
        );
        let mut m = ptx::parse::parse_ptx("t.ptx", &src).unwrap();
        let n = fold_extending_loads(&mut m.funcs[0]);
        (n, ptx::print::print_module(&m))
    }

    #[test]
    fn narrow_loads_extend_into_their_conversion_register() {
        let (n, t) = run(
            "\tld.global.u16 %rs1, [%rd1];\n\tadd.s32 %r3, %r1, 1;\n\tcvt.u32.u16 %r2, %rs1;\n",
        );
        assert_eq!(n, 1, "{t}");
        assert!(t.contains("ld.global.u16 \t%r2, [%rd1];"), "{t}");
        assert!(!t.contains("cvt."), "{t}");
        // A sign extension loads signed, whatever the load said.
        let (n, t) = run("\tld.global.nc.u8 %rs1, [%rd1];\n\tcvt.s32.s8 %r2, %rs1;\n");
        assert_eq!(n, 1, "{t}");
        assert!(t.contains("ld.global.nc.s8 \t%r2, [%rd1];"), "{t}");
    }

    #[test]
    fn keeps_what_it_cannot_fold() {
        for body in [
            // Another reader of the loaded value.
            "\tld.global.u16 %rs1, [%rd1];\n\tcvt.u32.u16 %r2, %rs1;\n\tst.global.u16 [%rd1], %rs1;\n",
            // The destination read before the conversion.
            "\tld.global.u16 %rs1, [%rd1];\n\tadd.s32 %r3, %r2, 1;\n\tcvt.u32.u16 %r2, %rs1;\n",
            // A 64-bit destination, a saturating conversion, a guard.
            "\tld.global.u16 %rs1, [%rd1];\n\tcvt.u64.u16 %rd2, %rs1;\n\tcvt.u32.u64 %r2, %rd2;\n",
            "\tld.global.u16 %rs1, [%rd1];\n\tcvt.sat.s32.u16 %r2, %rs1;\n",
            "\tld.global.u16 %rs1, [%rd1];\n\tsetp.eq.s32 %p1, %r1, 0;\n\t@%p1 cvt.u32.u16 %r2, %rs1;\n",
        ] {
            let (n, t) = run(body);
            assert_eq!(n, 0, "{t}");
        }
    }
}
