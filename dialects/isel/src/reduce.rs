//! `llvm.vector.reduce.*`: a vector folded into one scalar, lane by lane
//! in order (which is also the strict order `fadd`/`fmul` reductions
//! without `reassoc` require), starting from the start value those two
//! take. Triton's attention kernel reduces `<4 x i32>` masks with
//! `reduce.or`.

use super::func::{reg, FnSel, R};
use super::math::f_class;
use super::regs;
use dialects::ir::*;
use ptx::Reg;

impl FnSel<'_> {
    pub(crate) fn vector_reduce(&mut self, inst: Inst, name: &str) -> R<()> {
        let op = name
            .strip_prefix("llvm.vector.reduce.")
            .and_then(|r| r.split('.').next())
            .ok_or("a vector reduction")?;
        let args = self.args(inst).to_vec();
        let (start, v) = match (op, args.as_slice()) {
            ("fadd" | "fmul", [s, v]) => (Some(*s), *v),
            (_, [v]) => (None, *v),
            _ => return Err("vector reduction operands".into()),
        };
        let res = self
            .dfg
            .inst_result(inst)
            .ok_or("a reduction without a result")?;
        let leaf = self.ty(res);
        let lanes = regs::leaf_count(self.ty(v))?;
        let mut acc = match start {
            Some(s) => self.src_reg(s, 0)?,
            None => self.src_reg(v, 0)?,
        };
        let first = usize::from(start.is_none());
        if leaf.is_float() {
            for lane in first..lanes {
                let x = self.src_reg(v, lane)?;
                acc = self.float_step(op, leaf, acc, x)?;
            }
            return self.define(res, vec![acc]);
        }
        let mnemonic = reduce_mnemonic(op, leaf)?;
        let class = self.out.reg_class(acc);
        for lane in first..lanes {
            let x = self.src_reg(v, lane)?;
            acc = self.op1(class, &mnemonic, vec![reg(acc), reg(x)]);
        }
        self.define(res, vec![acc])
    }

    /// One step of a float reduction; f16 and bf16 lanes go through f32,
    /// which rounds each step exactly as the narrow operation would.
    fn float_step(&mut self, op: &str, leaf: Type, acc: Reg, x: Reg) -> R<Reg> {
        let m = match op {
            "fadd" => "add.rn",
            "fmul" => "mul.rn",
            // maxnum/minnum: the operand that is not a NaN, as PTX's
            // max/min.
            "fmax" => "max",
            "fmin" => "min",
            "fmaximum" | "fminimum" if leaf == Type::F64 => {
                return Ok(self.minimum_f64(op == "fmaximum", acc, x));
            }
            "fmaximum" | "fminimum" => {
                self.require_sm(80, "min/max with NaN propagation")?;
                self.need((7, 0));
                if op == "fmaximum" {
                    "max.NaN"
                } else {
                    "min.NaN"
                }
            }
            _ => return Err(format!("llvm.vector.reduce.{op} on {leaf}").into()),
        };
        self.via_f32(leaf, &[acc, x], |s, t, ops| {
            Ok(s.op1(f_class(t), &format!("{m}.{t}"), ops))
        })
    }
}

/// The PTX instruction that combines two lanes of type `leaf` for `op`.
fn reduce_mnemonic(op: &str, leaf: Type) -> R<String> {
    let bad = || format!("llvm.vector.reduce.{op} on {leaf}");
    Ok(match leaf {
        // i1: add is xor; true is -1, so the signed maximum is `and`.
        Type::Int(1) => match op {
            "and" | "umin" | "smax" | "mul" => "and.pred".into(),
            "or" | "umax" | "smin" => "or.pred".into(),
            "xor" | "add" => "xor.pred".into(),
            _ => return Err(bad().into()),
        },
        Type::Int(w @ (8 | 16 | 32 | 64)) => {
            let rw = if w == 8 { 16 } else { w };
            match op {
                "add" => format!("add.s{rw}"),
                "mul" => format!("mul.lo.s{rw}"),
                "and" | "or" | "xor" => format!("{op}.b{rw}"),
                // Narrow lanes live in 16-bit registers with unknown high
                // bits: no ordering there.
                "smax" | "smin" | "umax" | "umin" if w > 8 => {
                    let s = if op.starts_with('s') { 's' } else { 'u' };
                    format!("{}.{s}{w}", &op[1..])
                }
                _ => return Err(bad().into()),
            }
        }
        _ => return Err(bad().into()),
    })
}
