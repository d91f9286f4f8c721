//! Blackwell's `tcgen05` intrinsics ([`dialects::ir::intrinsics::tcgen05`]),
//! spelled as llc spells them. Tensor-memory addresses are 32-bit in PTX:
//! a `ptr addrspace(6)` lives in a 64-bit register here (every pointer
//! does) and its low word is the operand. Immediates the instructions take
//! (`pack`, the half-split offset, the MMA's kind, CTA group and collector
//! usage) must be constants.

use super::func::{imm, reg, FnSel, R};
use super::regs::Ext;
use dialects::ir::intrinsics::tcgen05::{mma_collector, mma_kind, MmaShape, Tc05, TmemAccess};
use dialects::ir::intrinsics::{arity, Intr};
use dialects::ir::*;
use ptx::{AddrBase, Operand, Reg, RegClass};

/// The targets with tensor memory (ptxas 13: sm_100a/f, sm_103a/f,
/// sm_110a/f; not sm_120a).
pub(crate) const TMEM_FAMILIES: &[u32] = &[100, 103, 110];

impl FnSel<'_> {
    /// The CTA group's number, checking that the function uses one only:
    /// ptxas refuses a function that mixes `.cta_group::1` and `::2`.
    fn group(&mut self, g: u32) -> R<u32> {
        match self.cta_group.replace(g) {
            Some(old) if old != g => Err(format!(
                "tcgen05 operations with .cta_group::{old} and .cta_group::{g} in one function \
                 (ptxas allows one CTA group per function)"
            )
            .into()),
            _ => Ok(g),
        }
    }

    pub(crate) fn tcgen05(&mut self, inst: Inst, op: Tc05) -> R<()> {
        self.require_accelerated(TMEM_FAMILIES, "tcgen05")?;
        self.need((8, 6));
        let args = self.args_n(inst, arity(&Intr::Tcgen05(op)))?;
        let cg = match op {
            Tc05::Alloc { cg2, .. }
            | Tc05::Dealloc { cg2 }
            | Tc05::Relinquish { cg2 }
            | Tc05::Commit { cg2, .. }
            | Tc05::Shift { cg2 }
            | Tc05::Cp { cg2, .. } => self.group(1 + cg2 as u32)?,
            _ => 0,
        };
        match op {
            Tc05::Alloc { shared, .. } => {
                let (sp, dst) = if shared {
                    let a = self.space_address(args[0], 3, "shared")?;
                    (".shared::cta", a.operand(0))
                } else {
                    ("", self.address(args[0], 0)?.operand(0))
                };
                let n = self.src(args[1], 0, Ext::Any)?;
                self.emit(
                    &format!("tcgen05.alloc.cta_group::{}.sync.aligned{sp}.b32", cg),
                    vec![dst, n],
                );
            }
            Tc05::Dealloc { .. } => {
                let t = self.tmem_reg(args[0])?;
                let n = self.src(args[1], 0, Ext::Any)?;
                self.emit(
                    &format!("tcgen05.dealloc.cta_group::{}.sync.aligned.b32", cg),
                    vec![t, n],
                );
            }
            Tc05::Relinquish { .. } => self.emit(
                &format!(
                    "tcgen05.relinquish_alloc_permit.cta_group::{}.sync.aligned",
                    cg
                ),
                vec![],
            ),
            Tc05::Commit {
                shared, multicast, ..
            } => {
                let (sp, mbar) = if shared {
                    let a = self.space_address(args[0], 3, "shared")?;
                    (".shared::cluster", a.operand(0))
                } else {
                    ("", self.address(args[0], 0)?.operand(0))
                };
                let mut ops = vec![mbar];
                let mc = if multicast {
                    // ptxas takes the CTA mask in a register only.
                    ops.push(reg(self.src_reg(args[1], 0)?));
                    ".multicast::cluster"
                } else {
                    ""
                };
                self.emit(
                    &format!(
                        "tcgen05.commit.cta_group::{}.mbarrier::arrive::one{sp}{mc}.b64",
                        cg
                    ),
                    ops,
                );
            }
            Tc05::Fence { after } => {
                let w = if after { "after" } else { "before" };
                self.emit(&format!("tcgen05.fence::{w}_thread_sync"), vec![]);
            }
            Tc05::Wait { st } => {
                let w = if st { "st" } else { "ld" };
                self.emit(&format!("tcgen05.wait::{w}.sync.aligned"), vec![]);
            }
            Tc05::Shift { .. } => {
                self.require_arch_specific(TMEM_FAMILIES, "tcgen05.shift")?;
                let t = self.tmem_addr(args[0])?;
                self.emit(&format!("tcgen05.shift.cta_group::{}.down", cg), vec![t]);
            }
            Tc05::Cp { shape, src_fmt, .. } => {
                let t = self.tmem_addr(args[0])?;
                let desc = self.src(args[1], 0, Ext::Any)?;
                let fmt = src_fmt.map_or(String::new(), |f| format!(".b8x16.{f}"));
                self.emit(
                    &format!("tcgen05.cp.cta_group::{}.{shape}{fmt}", cg),
                    vec![t, desc],
                );
            }
            Tc05::Ld(a) => self.tmem_ld(inst, a, args)?,
            Tc05::LdRed { access, float } => self.tmem_ld_red(inst, access, float, args)?,
            Tc05::St(a) => self.tmem_st(a, args)?,
            Tc05::Mma(m) => self.tc05_mma(m, args)?,
        }
        Ok(())
    }

    /// The low word of a tensor-memory address, as a register.
    fn tmem_word(&mut self, p: Value) -> R<Reg> {
        if self.ty(p) != Type::Ptr(6) {
            return Err(format!(
                "a tensor-memory address is a ptr addrspace(6), not {}",
                self.ty(p)
            )
            .into());
        }
        let r = self.src_reg(p, 0)?;
        Ok(self.op1(RegClass::B32, "cvt.u32.u64", vec![reg(r)]))
    }

    /// The address as a register operand (`dealloc`).
    fn tmem_reg(&mut self, p: Value) -> R<Operand> {
        Ok(reg(self.tmem_word(p)?))
    }

    /// `[taddr]`.
    fn tmem_addr(&mut self, p: Value) -> R<Operand> {
        Ok(Operand::Addr(AddrBase::Reg(self.tmem_word(p)?), 0))
    }

    /// The `.pack::16b` / `.unpack::16b` flag, or the half-split offset.
    fn tc05_flag(&self, v: Value, what: &str) -> R<u128> {
        self.const_operand(v, what)
    }

    fn tmem_ld(&mut self, inst: Inst, a: TmemAccess, args: &[Value]) -> R<()> {
        let t = self.tmem_addr(args[0])?;
        let pack = self.tc05_flag(
            *args.last().ok_or("missing pack flag")?,
            "the pack flag of tcgen05.ld",
        )?;
        let ds = self.vregs(self.result(inst)?)?;
        if ds.len() != a.regs() as usize
            || ds.iter().any(|&d| self.out.reg_class(d) != RegClass::B32)
        {
            return Err(format!(
                "tcgen05.ld.{}.x{} returns {} x i32",
                a.shape,
                a.num,
                a.regs()
            )
            .into());
        }
        let mut ops = vec![Operand::Vector(ds.into_iter().map(reg).collect()), t];
        if a.has_offset() {
            ops.push(imm(
                self.tc05_flag(args[1], "the offset of tcgen05.ld.16x32bx2")? as i64,
            ));
        }
        let p = if pack != 0 { ".pack::16b" } else { "" };
        self.emit(
            &format!("tcgen05.ld.sync.aligned.{}.x{}{p}.b32", a.shape, a.num),
            ops,
        );
        Ok(())
    }

    /// `tcgen05.ld.red.sync.aligned.<shape>.x<n>.<min|max>[.abs][.NaN]
    /// .<u32|f32> {d...}, red, [taddr][, offset]`: sm_103 and sm_110's
    /// accelerated targets only (ptxas 13 refuses it on sm_100 and the
    /// `.32x32b` shape on sm_120), and not `.x1`.
    fn tmem_ld_red(&mut self, inst: Inst, a: TmemAccess, float: bool, args: &[Value]) -> R<()> {
        self.require_accelerated(&[103, 110], "tcgen05.ld.red")?;
        self.need((8, 8));
        let t = self.tmem_addr(args[0])?;
        let k = 1 + a.has_offset() as usize;
        let op = match self.tc05_flag(args[k], "the reduction of tcgen05.ld.red")? {
            0 => "min",
            1 => "max",
            n => {
                return Err(
                    format!("tcgen05.ld.red: reduction {n} is neither min (0) nor max (1)").into(),
                )
            }
        };
        let mut flags = String::new();
        if float {
            if self.tc05_flag(args[k + 1], "the abs flag of tcgen05.ld.red")? != 0 {
                flags.push_str(".abs");
            }
            if self.tc05_flag(args[k + 2], "the NaN flag of tcgen05.ld.red")? != 0 {
                flags.push_str(".NaN");
            }
        }
        let ds = self.vregs(self.result(inst)?)?;
        let class = if float { RegClass::F32 } else { RegClass::B32 };
        if ds.len() != a.num as usize + 1 || ds.iter().any(|&d| self.out.reg_class(d) != class) {
            let ty = if float { "float" } else { "i32" };
            return Err(format!(
                "tcgen05.ld.red.{}.x{} returns {{<{} x {ty}>, {ty}}}",
                a.shape, a.num, a.num
            )
            .into());
        }
        let (vals, red) = ds.split_at(a.num as usize);
        let mut ops = vec![
            Operand::Vector(vals.iter().copied().map(reg).collect()),
            reg(red[0]),
            t,
        ];
        if a.has_offset() {
            ops.push(imm(
                self.tc05_flag(args[1], "the offset of tcgen05.ld.red.16x32bx2")? as i64,
            ));
        }
        let ty = if float { "f32" } else { "u32" };
        self.emit(
            &format!(
                "tcgen05.ld.red.sync.aligned.{}.x{}.{op}{flags}.{ty}",
                a.shape, a.num
            ),
            ops,
        );
        Ok(())
    }

    fn tmem_st(&mut self, a: TmemAccess, args: &[Value]) -> R<()> {
        let t = self.tmem_addr(args[0])?;
        let unpack = self.tc05_flag(args[args.len() - 1], "the unpack flag of tcgen05.st")?;
        let v = args[args.len() - 2];
        let n = super::regs::leaf_count(self.ty(v))?;
        if n != a.regs() as usize || self.ty(v).scalar() != Type::Int(32) {
            return Err(format!(
                "tcgen05.st.{}.x{} stores {} x i32",
                a.shape,
                a.num,
                a.regs()
            )
            .into());
        }
        let vals = (0..n)
            .map(|k| self.src_reg(v, k).map(reg))
            .collect::<R<Vec<_>>>()?;
        let mut ops = vec![t];
        if a.has_offset() {
            ops.push(imm(
                self.tc05_flag(args[1], "the offset of tcgen05.st.16x32bx2")? as i64,
            ));
        }
        ops.push(Operand::Vector(vals));
        let u = if unpack != 0 { ".unpack::16b" } else { "" };
        self.emit(
            &format!("tcgen05.st.sync.aligned.{}.x{}{u}.b32", a.shape, a.num),
            ops,
        );
        Ok(())
    }

    /// `tcgen05.mma[.ws][.sp].cta_group::N.kind::K[.block_scale...]
    /// .collector::{a,bN}::C[.ashift] [d], a, b[, [meta]], idesc
    /// [, [scale_a], [scale_b]], enable_input_d[, zero_col_mask]`.
    fn tc05_mma(&mut self, m: MmaShape, args: &[Value]) -> R<()> {
        let nv = m.value_operands();
        let imm_at = |s: &Self, k: usize, what: &str| s.const_operand(args[nv + k], what);
        let (kind, cg, collector) = if let Some(bs) = m.block_scale {
            // `.block16`/`.block32` came with PTX 8.8, and ptxas 13 reads
            // an unspelled scale-vector size as `.block32`.
            self.need((8, 8));
            let cg = imm_at(self, 0, "the CTA group of tcgen05.mma")?;
            let usage = imm_at(self, 1, "the collector usage of tcgen05.mma")?;
            if m.sparse && bs.kind != "mxf8f6f4" {
                self.require_arch_specific(TMEM_FAMILIES, "sparse tcgen05.mma with .kind::mxf4")?;
            }
            let block = bs.block.map_or(String::new(), |b| format!(".{b}"));
            let usage =
                mma_collector(usage).ok_or("tcgen05.mma collector usage out of range (0..=3)")?;
            (
                format!("{}.block_scale{block}", bs.kind),
                cg,
                format!("a::{usage}"),
            )
        } else if let Some(cg2) = m.disable_output_lane {
            let kind = imm_at(self, 0, "the kind of tcgen05.mma")?;
            let kind = mma_kind(kind).ok_or("tcgen05.mma kind out of range (0..=3)")?;
            let usage = imm_at(self, 1, "the collector usage of tcgen05.mma")?;
            let usage =
                mma_collector(usage).ok_or("tcgen05.mma collector usage out of range (0..=3)")?;
            (kind.to_string(), 1 + cg2 as u128, format!("a::{usage}"))
        } else {
            let kind = imm_at(self, 0, "the kind of tcgen05.mma")?;
            let kind = mma_kind(kind).ok_or("tcgen05.mma kind out of range (0..=3)")?;
            let (cg, buffer) = if m.ws {
                let b = imm_at(self, 1, "the collector buffer of tcgen05.mma.ws")?;
                if b > 3 {
                    return Err("tcgen05.mma.ws collector buffer out of range (0..=3)".into());
                }
                (1, format!("b{b}"))
            } else {
                (
                    imm_at(self, 1, "the CTA group of tcgen05.mma")?,
                    "a".to_string(),
                )
            };
            let usage = imm_at(self, 2, "the collector usage of tcgen05.mma")?;
            let usage =
                mma_collector(usage).ok_or("tcgen05.mma collector usage out of range (0..=3)")?;
            if kind == "i8" {
                self.require_arch_specific(&[100, 110], "tcgen05.mma with .kind::i8")?;
            }
            (kind.to_string(), cg, format!("{buffer}::{usage}"))
        };
        if !(1..=2).contains(&cg) {
            return Err("tcgen05.mma CTA group must be 1 or 2".into());
        }
        let cg = self.group(cg as u32)?;
        let d = self.tmem_addr(args[0])?;
        let a = if m.a_tensor {
            self.tmem_addr(args[1])?
        } else {
            self.src(args[1], 0, Ext::Any)?
        };
        let b = self.src(args[2], 0, Ext::Any)?;
        let idesc = self.src(args[3], 0, Ext::Any)?;
        let enable = self.src(args[4], 0, Ext::Any)?;
        let mut at = 5;
        let mut ops = vec![d, a, b];
        if m.sparse {
            ops.push(self.tmem_addr(args[at])?);
            at += 1;
        }
        ops.push(idesc);
        if m.block_scale.is_some() {
            ops.push(self.tmem_addr(args[at])?);
            ops.push(self.tmem_addr(args[at + 1])?);
        }
        let scale = if m.scale_d {
            at += 1;
            Some(self.const_operand(args[at - 1], "the input scale of tcgen05.mma")?)
        } else {
            None
        };
        if let Some(cg2) = m.disable_output_lane {
            let lanes = args[at];
            let n = 4 + 4 * cg2 as usize;
            if super::regs::leaf_count(self.ty(lanes))? != n {
                return Err(
                    "the disabled output lanes are <4 x i32> (cg1) or <8 x i32> (cg2)".into(),
                );
            }
            let regs = (0..n)
                .map(|k| self.src_reg(lanes, k).map(reg))
                .collect::<R<Vec<_>>>()?;
            ops.push(Operand::Vector(regs));
        }
        ops.push(enable);
        if m.zero_col_mask {
            ops.push(self.src(args[at], 0, Ext::Any)?);
        }
        if let Some(c) = scale {
            ops.push(imm(c as i64));
        }
        let ws = if m.ws { ".ws" } else { "" };
        let sp = if m.sparse { ".sp" } else { "" };
        // llc spells `.ashift` after the collector in the plain form and
        // before it in the scale_d and disable_output_lane forms; ptxas
        // takes both.
        let (early, late) = match (m.ashift, m.scale_d || m.disable_output_lane.is_some()) {
            (false, _) => ("", ""),
            (true, true) => (".ashift", ""),
            (true, false) => ("", ".ashift"),
        };
        self.emit(
            &format!(
                "tcgen05.mma{ws}{sp}.cta_group::{cg}.kind::{kind}{early}.collector::{collector}{late}"
            ),
            ops,
        );
        Ok(())
    }
}
