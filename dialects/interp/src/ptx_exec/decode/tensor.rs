//! `mma.sync`, `ldmatrix` and `wmma`: operands of the tensor-core
//! operations [`crate::tensor`] runs. The mnemonic is decoded by the table
//! selection uses for the intrinsics, from the intrinsic's spelling
//! ([`intrinsic_spelling`]).

use ptx::{Operand, PtxInst};

use super::super::super::memory::AddrSpace;
use super::super::super::tensor::{check, matrices, mma_regs};
use super::*;
use dialects::ir::intrinsics::tensor::{decode_form, TensorForm};

/// One register, or the registers in braces.
fn regs(x: &Operand) -> Vec<&Operand> {
    match x {
        Operand::Vector(v) => v.iter().collect(),
        x => vec![x],
    }
}

impl Decoder<'_> {
    pub(super) fn tensor(
        &self,
        i: &PtxInst,
        d: &mut Sv<Dst>,
        s: &mut Sv<Src>,
        addr: &mut Option<Addr>,
    ) -> R<Op> {
        let o = &i.operands;
        let mut space = AddrSpace::Generic;
        let mut words: Vec<&str> = Vec::new();
        for w in i.op.words() {
            match w.as_str() {
                w if w.starts_with("shared") => space = AddrSpace::Shared,
                "global" => space = AddrSpace::Global,
                w => words.push(w),
            }
        }
        let name = intrinsic_spelling(&words, o.len() == 3);
        let form = decode_form(&name);
        if let TensorForm::Invalid(why) = form {
            return unsupported(why);
        }
        check(&form).map_err(|e| (ErrorKind::Unsupported, e))?;
        match form {
            TensorForm::Mma(m) => {
                let [na, nb, nc, nd] = mma_regs(&m).map_err(|e| (ErrorKind::Unsupported, e))?;
                self.want(i, 4..=4)?;
                let groups = [(&o[0], nd), (&o[1], na), (&o[2], nb), (&o[3], nc)];
                for (k, (x, n)) in groups.into_iter().enumerate() {
                    let r = regs(x);
                    if r.len() != n {
                        return malformed(format!("{name} needs {n} registers in operand {k}"));
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
            TensorForm::WmmaLoad(a) | TensorForm::WmmaStore(a) => {
                let load = matches!(form, TensorForm::WmmaLoad(_));
                let n = 2 + usize::from(a.stride);
                self.want(i, n..=n)?;
                let (ro, ao) = if load { (&o[0], &o[1]) } else { (&o[1], &o[0]) };
                for e in regs(ro) {
                    if load {
                        d.push(self.dst(e, 32, K::Bits, false)?);
                    } else {
                        s.push(self.src(e, 32, K::Bits, false)?);
                    }
                }
                if a.stride {
                    s.push(self.src(&o[2], 32, K::Int, false)?);
                }
                *addr = Some(self.addr(ao)?);
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

/// The intrinsic's spelling of a PTX mnemonic's words (its state space
/// dropped). `mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32` is the
/// intrinsic `mma.m16n8k16.row.col.f32.f16.f16.f32`; `wmma` puts its shape
/// first and names a stride operand (`stride`: the instruction has one):
/// `wmma.load.a.sync.aligned.row.m16n16k16.f16` is
/// `wmma.m16n16k16.load.a.row[.stride].f16`; `ldmatrix` is spelled alike.
fn intrinsic_spelling(words: &[&str], stride: bool) -> String {
    let first = words.first().copied().unwrap_or("");
    if first == "ldmatrix" || first == "stmatrix" {
        return words.join(".");
    }
    let rest: Vec<&str> = words[1..]
        .iter()
        .copied()
        .filter(|w| !matches!(*w, "sync" | "aligned"))
        .collect();
    if first != "wmma" {
        return std::iter::once(first)
            .chain(rest)
            .collect::<Vec<_>>()
            .join(".");
    }
    let is_shape = |w: &&str| w.starts_with('m') && w.contains('n') && w.contains('k');
    let Some(k) = rest.iter().position(is_shape) else {
        return words.join(".");
    };
    let mut out = vec!["wmma", rest[k]];
    for (j, w) in rest.iter().enumerate() {
        if j == k {
            continue;
        }
        // The stride comes after the layout, before the element type.
        if stride && matches!(*w, "row" | "col") && rest[0] != "mma" {
            out.push(w);
            out.push("stride");
            continue;
        }
        out.push(w);
    }
    out.join(".")
}
