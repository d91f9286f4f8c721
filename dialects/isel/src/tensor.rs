//! Tensor-core intrinsics: `wmma.load/store/mma`, `mma.sync`, `ldmatrix`
//! and `stmatrix`, from the typed forms the intrinsic table decodes
//! ([`dialects::ir::intrinsics::tensor`]). What selection adds is the
//! operand shape: each fragment element is one 32- or 64-bit register, and
//! a `<2 x half>` element (two 16-bit leaves here) travels packed in one
//! `.b32`.
//!
//! The warpgroup MMA's fence, commit and wait are selected for sm_90a;
//! `wgmma.mma_async` (which front ends write as inline asm) is rejected as
//! unsupported. Blackwell's `tcgen05` has its own module (`tcgen05.rs`).

use super::func::{imm, reg, FnSel, R};
use super::regs::Ext;
use dialects::ir::intrinsics::tensor::{
    first_target, frag_regs, sparse_frag_regs, sparse_selectors, Elem, Frag, MatrixForm, MmaForm,
    Shape, Sparsity, TensorForm, WmmaAccess,
};
use dialects::ir::*;
use ptx::{Operand, Reg, RegClass};

/// A `.b32` result register and the two 16-bit leaves it unpacks into.
type Unpack = (Reg, Reg, Reg);

impl FnSel<'_> {
    pub(crate) fn tensor(&mut self, inst: Inst, form: TensorForm) -> R<()> {
        match form {
            TensorForm::WmmaLoad(a) => self.wmma_load(inst, a),
            TensorForm::WmmaStore(a) => self.wmma_store(inst, a),
            TensorForm::Mma(m) if m.wmma => self.wmma_mma(inst, m),
            TensorForm::Mma(m) => self.mma_sync(inst, m),
            TensorForm::Matrix(m) => self.ldst_matrix(inst, m),
            TensorForm::WgmmaFence => self.wgmma_point(inst, "wgmma.fence.sync.aligned", false),
            TensorForm::WgmmaCommitGroup => {
                self.wgmma_point(inst, "wgmma.commit_group.sync.aligned", false)
            }
            TensorForm::WgmmaWaitGroup => {
                self.wgmma_point(inst, "wgmma.wait_group.sync.aligned", true)
            }
            TensorForm::Invalid(why) => Err(why.into()),
        }
    }

    /// The warpgroup MMA's ordering points; `wgmma.mma_async` itself comes
    /// through inline asm in practice.
    fn wgmma_point(&mut self, inst: Inst, op: &str, counted: bool) -> R<()> {
        self.require_accelerated(&[90], "wgmma")?;
        self.need((8, 0));
        let ops = if counted {
            let n = self.args_n(inst, 1)?[0];
            let c = self.const_operand(n, "the group count of wgmma.wait_group")?;
            vec![ptx::Operand::Imm(c as i64)]
        } else {
            vec![]
        };
        self.emit(op, ops);
        Ok(())
    }

    /// The state-space suffix for a pointer operand.
    fn matrix_space(&self, p: Value) -> R<&'static str> {
        match self.ty(p) {
            Type::Ptr(0) => Ok(""),
            Type::Ptr(1) => Ok(".global"),
            Type::Ptr(3) => Ok(".shared"),
            t => Err(format!("matrix access through {t}").into()),
        }
    }

    /// One fragment element as the register PTX wants: `<2 x half>` and
    /// `<2 x bfloat>` packed into a `.b32`, scalars as they are.
    fn frag_element(&mut self, v: Value) -> R<Operand> {
        let n = super::regs::leaf_count(self.ty(v))?;
        match n {
            1 => Ok(reg(self.src_reg(v, 0)?)),
            2 => {
                let lo = self.src_reg(v, 0)?;
                let hi = self.src_reg(v, 1)?;
                let r = self.op1(
                    RegClass::B32,
                    "mov.b32",
                    vec![Operand::Vector(vec![reg(lo), reg(hi)])],
                );
                Ok(reg(r))
            }
            _ => Err(format!("fragment element of type {}", self.ty(v)).into()),
        }
    }

    /// The result registers of a fragment-producing call, one per element;
    /// 16-bit pairs are received in a `.b32` and unpacked after `emit`.
    fn frag_results(&mut self, inst: Inst) -> R<(Vec<Operand>, Vec<Unpack>)> {
        let res = self.result(inst)?;
        let ds = self.vregs(res)?;
        let mut ops = Vec::new();
        let mut unpack = Vec::new();
        let mut i = 0;
        while i < ds.len() {
            if self.out.reg_class(ds[i]) == RegClass::B16 {
                let (lo, hi) = (ds[i], *ds.get(i + 1).ok_or("odd 16-bit fragment")?);
                let r = self.new_reg(RegClass::B32);
                unpack.push((r, lo, hi));
                ops.push(reg(r));
                i += 2;
            } else {
                ops.push(reg(ds[i]));
                i += 1;
            }
        }
        Ok((ops, unpack))
    }

    fn finish_unpack(&mut self, unpack: Vec<Unpack>) {
        for (r, lo, hi) in unpack {
            self.emit(
                "mov.b32",
                vec![Operand::Vector(vec![reg(lo), reg(hi)]), reg(r)],
            );
        }
    }

    fn require(&mut self, shape: Shape, t: Elem, what: &str) -> R<()> {
        let (sm, v) = first_target(shape, t, what == "mma.sync");
        self.require_sm(sm, what)?;
        self.need(v);
        Ok(())
    }

    /// `.xor.popc` / `.and.popc` of single-bit multiplicands (`.and` came
    /// with PTX 7.1).
    fn b1_op(&mut self, m: &MmaForm) -> String {
        match m.b1 {
            None => String::new(),
            Some(op) => {
                if op == dialects::ir::intrinsics::tensor::B1Op::And {
                    self.need((7, 1));
                }
                format!(".{op}.popc")
            }
        }
    }

    /// `wmma.load.<frag>.sync.aligned.<layout>.<shape>[.space].<type>`.
    fn wmma_load(&mut self, inst: Inst, a: WmmaAccess) -> R<()> {
        self.require(a.shape, a.elem, "wmma")?;
        let args = self.args(inst).to_vec();
        let p = *args.first().ok_or("missing pointer")?;
        let space = self.matrix_space(p)?;
        let addr = self.address(p, 0)?.operand(0);
        let (ds, unpack) = self.frag_results(inst)?;
        let mut ops = vec![Operand::Vector(ds), addr];
        if a.stride {
            ops.push(self.src(*args.get(1).ok_or("missing stride")?, 0, Ext::Any)?);
        }
        let WmmaAccess {
            shape,
            frag,
            layout,
            elem,
            ..
        } = a;
        self.emit(
            &format!("wmma.load.{frag}.sync.aligned.{layout}.{shape}{space}.{elem}"),
            ops,
        );
        self.finish_unpack(unpack);
        Ok(())
    }

    /// `wmma.store.d.sync.aligned.<layout>.<shape>[.space].<type>`.
    fn wmma_store(&mut self, inst: Inst, a: WmmaAccess) -> R<()> {
        self.require(a.shape, a.elem, "wmma")?;
        let args = self.args(inst).to_vec();
        let n = frag_regs(a.shape, Frag::D, a.elem).ok_or("unknown wmma fragment")?;
        if args.len() != 1 + n + a.stride as usize {
            return Err(format!("wmma store of {n} elements with {} operands", args.len()).into());
        }
        let p = args[0];
        let space = self.matrix_space(p)?;
        let addr = self.address(p, 0)?.operand(0);
        let mut d = Vec::new();
        for &v in &args[1..=n] {
            d.push(self.frag_element(v)?);
        }
        let mut ops = vec![addr, Operand::Vector(d)];
        if a.stride {
            ops.push(self.src(args[n + 1], 0, Ext::Any)?);
        }
        let (shape, layout, elem) = (a.shape, a.layout, a.elem);
        self.emit(
            &format!("wmma.store.d.sync.aligned.{layout}.{shape}{space}.{elem}"),
            ops,
        );
        Ok(())
    }

    /// Emits `op {d}, {a}, {b}, {c}` with the fragments of `types`
    /// (d, a, b, c) split from the call's operands.
    /// The `{a}`, `{b}` and `{c}` operand vectors of an MMA from the first
    /// `counts` arguments, in that order.
    fn frag_groups(&mut self, args: &[Value], counts: [usize; 3]) -> R<Vec<Operand>> {
        let mut at = 0;
        let mut groups = Vec::with_capacity(3);
        for n in counts {
            let mut g = Vec::with_capacity(n);
            for &v in &args[at..at + n] {
                g.push(self.frag_element(v)?);
            }
            groups.push(Operand::Vector(g));
            at += n;
        }
        Ok(groups)
    }

    fn mma_emit(&mut self, inst: Inst, op: &str, shape: Shape, types: &[Elem; 4]) -> R<()> {
        let args = self.args(inst).to_vec();
        let count = |f: Frag, t: Elem| {
            frag_regs(shape, f, t).ok_or_else(|| format!("unknown {f} fragment of {shape}.{t}"))
        };
        let (na, nb, nc) = (
            count(Frag::A, types[1])?,
            count(Frag::B, types[2])?,
            count(Frag::C, types[3])?,
        );
        if args.len() != na + nb + nc {
            return Err(format!(
                "{} operands where the fragments have {}",
                args.len(),
                na + nb + nc
            )
            .into());
        }
        let groups = self.frag_groups(&args, [na, nb, nc])?;
        let (ds, unpack) = self.frag_results(inst)?;
        let mut ops = vec![Operand::Vector(ds)];
        ops.extend(groups);
        self.emit(op, ops);
        self.finish_unpack(unpack);
        Ok(())
    }

    /// `wmma.mma[.xor.popc|.and.popc].sync.aligned.<al>.<bl>.<shape>[.<rnd>].<types>[.satfinite]`.
    fn wmma_mma(&mut self, inst: Inst, m: MmaForm) -> R<()> {
        let b1op = self.b1_op(&m);
        self.require(m.shape, m.types[1], "wmma")?;
        // f16 multiplicands name only d and c; the others name all four.
        let [d, a, b, c] = m.types;
        let sig = if a == Elem::F16 {
            format!("{d}.{c}")
        } else {
            format!("{d}.{a}.{b}.{c}")
        };
        let rnd = m.round.map_or(String::new(), |r| format!(".{r}"));
        let op = format!(
            "wmma.mma{b1op}.sync.aligned.{}.{}.{}{rnd}.{sig}{}",
            m.a_layout,
            m.b_layout,
            m.shape,
            if m.satfinite { ".satfinite" } else { "" }
        );
        self.mma_emit(inst, &op, m.shape, &m.types)
    }

    /// `mma.sync.aligned.<shape>.<al>.<bl>[.satfinite].<types>[.xor.popc|.and.popc]`.
    fn mma_sync(&mut self, inst: Inst, m: MmaForm) -> R<()> {
        if let Some(sp) = m.sparse {
            return self.mma_sparse(inst, m, sp);
        }
        let b1op = self.b1_op(&m);
        self.require(m.shape, m.types[1], "mma.sync")?;
        let [d, a, b, c] = m.types;
        let op = format!(
            "mma.sync.aligned.{}.{}.{}{}.{d}.{a}.{b}.{c}{b1op}",
            m.shape,
            m.a_layout,
            m.b_layout,
            if m.satfinite { ".satfinite" } else { "" },
        );
        self.mma_emit(inst, &op, m.shape, &m.types)
    }

    /// `mma.sp[::ordered_metadata].sync.aligned.<shape>.row.col[.satfinite].<types>
    /// d, a, b, c, metadata, selector` (sm_80, PTX 7.1; the fragments are
    /// those of [`sparse_frag_regs`]; the selector is a constant).
    fn mma_sparse(&mut self, inst: Inst, m: MmaForm, sp: Sparsity) -> R<()> {
        self.require(m.shape, m.types[1], "mma.sync")?;
        self.require_sm(80, "mma.sp")?;
        self.need((7, 1));
        let sp_word = match sp {
            Sparsity::Plain => "sp",
            Sparsity::OrderedMetadata => {
                self.need((8, 5));
                "sp::ordered_metadata"
            }
        };
        let [d, a, b, c] = m.types;
        let op = format!(
            "mma.{sp_word}.sync.aligned.{}.{}.{}{}.{d}.{a}.{b}.{c}",
            m.shape,
            m.a_layout,
            m.b_layout,
            if m.satfinite { ".satfinite" } else { "" },
        );
        let args = self.args(inst).to_vec();
        let count = |f: Frag, t: Elem| {
            sparse_frag_regs(m.shape, f, t)
                .ok_or_else(|| format!("unknown sparse {f} fragment of {}.{t}", m.shape))
        };
        let (na, nb, nc) = (count(Frag::A, a)?, count(Frag::B, b)?, count(Frag::C, c)?);
        if args.len() != na + nb + nc + 2 {
            return Err(format!(
                "{} operands where the fragments, metadata and selector have {}",
                args.len(),
                na + nb + nc + 2
            )
            .into());
        }
        let mut ops = self.frag_groups(&args, [na, nb, nc])?;
        let meta = self.src_reg(args[na + nb + nc], 0)?;
        let sel = self.const_operand(args[na + nb + nc + 1], "the sparsity selector")?;
        let n = sparse_selectors(m.shape, a);
        if sel >= u128::from(n) {
            return Err(format!(
                "sparsity selector {sel} of {}.{a} (PTX takes 0 to {})",
                m.shape,
                n - 1
            )
            .into());
        }
        ops.push(reg(meta));
        ops.push(imm(sel as i64));
        let (ds, unpack) = self.frag_results(inst)?;
        ops.insert(0, Operand::Vector(ds));
        self.emit(&op, ops);
        self.finish_unpack(unpack);
        Ok(())
    }

    /// `ldmatrix.sync.aligned.<shape>.<xN>[.trans][.space].<type>` and the
    /// same for `stmatrix` (pointer first, then the elements).
    fn ldst_matrix(&mut self, inst: Inst, m: MatrixForm) -> R<()> {
        let base = if m.store { "stmatrix" } else { "ldmatrix" };
        if !m.is_m8n8_b16() {
            // sm_100a's byte forms (PTX 8.6).
            self.require_accelerated(&[100, 103, 110, 120, 121], &format!("{base}.{}", m.shape))?;
            self.need((8, 6));
        } else if m.store {
            self.require_sm(90, "stmatrix")?;
            self.need((7, 8));
        } else {
            self.require_sm(75, "ldmatrix")?;
            self.need((6, 5));
        }
        let args = self.args(inst).to_vec();
        let p = *args.first().ok_or("missing pointer")?;
        let space = self.matrix_space(p)?;
        let addr = self.address(p, 0)?.operand(0);
        let tr = if m.trans { ".trans" } else { "" };
        let op = format!(
            "{base}.sync.aligned.{}.{}{tr}{space}.{}",
            m.shape,
            m.count,
            m.type_words()
        );
        let wrong = || {
            format!(
                "{base}.{}.{} moves {} registers",
                m.shape,
                m.count,
                m.regs()
            )
        };
        if m.store {
            let mut d = Vec::new();
            for &v in &args[1..] {
                d.push(self.frag_element(v)?);
            }
            if d.len() != m.regs() {
                return Err(wrong().into());
            }
            self.emit(&op, vec![addr, Operand::Vector(d)]);
        } else {
            let (ds, unpack) = self.frag_results(inst)?;
            if ds.len() != m.regs() {
                return Err(wrong().into());
            }
            self.emit(&op, vec![Operand::Vector(ds), addr]);
            self.finish_unpack(unpack);
        }
        Ok(())
    }
}
