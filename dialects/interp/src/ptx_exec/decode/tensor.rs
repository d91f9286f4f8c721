//! `mma.sync` and `ldmatrix`: operands of the warp-wide tensor-core
//! operations [`crate::tensor`] runs. The mnemonic is decoded by the
//! table selection uses for the intrinsics, from the intrinsic spelling
//! (without `.sync.aligned` for `mma`, without the state space for
//! `ldmatrix`).

use ptx::{Operand, PtxInst, PtxOp};

use super::super::super::memory::AddrSpace;
use super::super::super::tensor::{check, matrices, mma_regs};
use super::*;
use dialects::ir::intrinsics::tensor::{decode_form, TensorForm};

impl Decoder<'_> {
    pub(super) fn tensor(
        &self,
        i: &PtxInst,
        d: &mut Sv<Dst>,
        s: &mut Sv<Src>,
        addr: &mut Option<Addr>,
    ) -> R<Op> {
        let o = &i.operands;
        let mma = i.op.op() == PtxOp::Mma;
        let mut space = AddrSpace::Generic;
        let words: Vec<&str> =
            i.op.words()
                .iter()
                .map(String::as_str)
                .filter(|w| match *w {
                    "sync" | "aligned" => !mma,
                    w if w.starts_with("shared") => {
                        space = AddrSpace::Shared;
                        false
                    }
                    _ => true,
                })
                .collect();
        let form = decode_form(&words.join("."));
        if let TensorForm::Invalid(why) = form {
            return unsupported(why);
        }
        check(&form).map_err(|e| (ErrorKind::Unsupported, e))?;
        // One register, or registers in braces.
        fn regs(x: &Operand) -> Vec<&Operand> {
            match x {
                Operand::Vector(v) => v.iter().collect(),
                x => vec![x],
            }
        }
        match form {
            TensorForm::Mma(m) => {
                let [na, nb, nc, nd] = mma_regs(&m).map_err(|e| (ErrorKind::Unsupported, e))?;
                self.want(i, 4..=4)?;
                let groups = [(&o[0], nd), (&o[1], na), (&o[2], nb), (&o[3], nc)];
                for (k, (x, n)) in groups.into_iter().enumerate() {
                    let r = regs(x);
                    if r.len() != n {
                        return malformed(format!(
                            "{} needs {n} registers in operand {k}",
                            words.join(".")
                        ));
                    }
                    for e in r {
                        if k == 0 {
                            d.push(self.dst(e, 32, K::Bits, false)?);
                        } else {
                            s.push(self.src(e, 32, K::Bits, false)?);
                        }
                    }
                }
            }
            TensorForm::Matrix(x) => {
                self.want(i, 2..=2)?;
                let r = regs(&o[0]);
                if r.len() != matrices(x.count) {
                    return malformed("ldmatrix needs one register per matrix");
                }
                for e in r {
                    d.push(self.dst(e, 32, K::Bits, false)?);
                }
                *addr = Some(self.addr(&o[1])?);
            }
            _ => return unsupported("this tensor-core operation"),
        }
        Ok(Op::Tensor(form, space))
    }
}
