//! Tensor-map bulk copies (TMA, sm_90): `llvm.nvvm.cp.async.bulk.tensor.*`
//! as PTX ISA 8.0 spells them. A copy names its tensor map (a generic
//! pointer to the 128-byte `CUtensorMap`) and the tile's coordinates
//! `[map, {c0, ...}]`; global-to-shared copies complete on an mbarrier and
//! may multicast to the cluster, the other directions join the bulk group;
//! every form may carry an L2 cache policy. sm_100 adds copies into
//! `.shared::cta` (`g2s.cta`), the `im2col::w[::128]` load modes (two i16
//! after the coordinates) and the `tile::{gather4,scatter4}` row forms.
//! The trailing `i1` flags (and the `i32` CTA group newer LLVM appends: 1
//! and 2 are sm_100a's `.cta_group::N`) must be constants.
//!
//! `tensormap.replace` rewrites one field of a tensor map in memory
//! (sm_90a and the accelerated Blackwell targets).

use super::func::{imm, reg, FnSel, R};
use super::regs::{self, Ext};
use dialects::ir::intrinsics::{TensorDir, TensorMode, TmField, TENSOR_REDUCE_OPS};
use dialects::ir::{ty, Inst, Value};
use ptx::{AddrBase, Operand};

impl FnSel<'_> {
    pub(crate) fn bulk_tensor(
        &mut self,
        args: &[Value],
        dir: TensorDir,
        dims: u8,
        mode: TensorMode,
        cta: bool,
    ) -> R<()> {
        let n = mode.coords(dims);
        let offsets = mode.offsets(dims);
        // What ptxas 13 takes: into `.shared::cta` from sm_100 (gather4
        // not on sm_120, `im2col::w::128` only on the tensor-memory
        // targets); the other new modes and directions on the
        // tensor-memory targets' accelerated forms.
        let word = mode.word();
        match (cta, mode) {
            (_, TensorMode::Tile | TensorMode::Im2col) | (true, TensorMode::Im2colW) => {}
            (true, TensorMode::Gather4) => {
                if self.cx.target.sm >= 120 {
                    return Err(format!(
                        "the {word} load mode into .shared::cta needs sm_100 to sm_110"
                    )
                    .into());
                }
            }
            _ => self.require_accelerated(
                super::tcgen05::TMEM_FAMILIES,
                &format!("the {word} load mode"),
            )?,
        }
        if cta || mode != TensorMode::Tile && mode != TensorMode::Im2col {
            self.require_sm(100, &format!("a {word} tensor copy"))?;
            self.need((8, 6));
        }
        let arg = |i: usize| {
            args.get(i)
                .copied()
                .ok_or("missing operand of a tensor copy")
        };
        let flag = |s: &mut Self, i: usize, what: &str| -> R<bool> {
            Ok(s.const_operand(arg(i)?, what)? & 1 == 1)
        };
        // Leading pointers before the map: destination and mbarrier for
        // g2s, the shared source for s2g and reduce, none for prefetch.
        let lead = match dir {
            TensorDir::GlobalToShared => 2,
            TensorDir::Prefetch => 0,
            _ => 1,
        };
        let map = self.src_reg(arg(lead)?, 0)?;
        let mut coords = Vec::with_capacity(n);
        for k in 0..n {
            coords.push(self.src(arg(lead + 1 + k)?, 0, Ext::Any)?);
        }
        let tensor = Operand::Bracket(vec![reg(map), Operand::Vector(coords)]);
        let after = lead + 1 + n;
        let im2col_offsets = |s: &mut Self| -> R<Operand> {
            let mut v = Vec::with_capacity(offsets);
            for k in 0..offsets {
                v.push(s.src(arg(after + k)?, 0, Ext::Any)?);
            }
            Ok(Operand::Vector(v))
        };
        let mode_word = mode.word();
        let dims_word = format!("{dims}d");
        match dir {
            TensorDir::GlobalToShared if cta => {
                // (dst, bar, map, coords.., offsets.., ch, ch_flag).
                let ch_at = after + offsets;
                let ch = flag(self, ch_at + 1, "the cache-hint flag")?;
                let dst = self.space_address(arg(0)?, 3, "shared")?;
                let bar = self.space_address(arg(1)?, 3, "shared")?;
                let mut ops = vec![dst.operand(0), tensor, bar.operand(0)];
                if offsets > 0 {
                    ops.push(im2col_offsets(self)?);
                }
                let hint = self.cache_hint(&mut ops, ch, arg(ch_at)?)?;
                self.emit(
                    &format!(
                        "cp.async.bulk.tensor.{dims_word}.shared::cta.global.{mode_word}.mbarrier::complete_tx::bytes{hint}"
                    ),
                    ops,
                );
            }
            TensorDir::GlobalToShared => {
                let (mc_at, ch_at) = (after + offsets, after + offsets + 1);
                let mc = flag(self, ch_at + 1, "the multicast flag")?;
                let ch = flag(self, ch_at + 2, "the cache-hint flag")?;
                // Newer LLVM appends the CTA group (0: none; 1, 2:
                // `.cta_group::N`, sm_100a).
                let group = match args.get(ch_at + 3) {
                    Some(&g) => match self.const_operand(g, "the CTA group")? {
                        0 => String::new(),
                        g @ (1 | 2) => {
                            self.require_accelerated(
                                super::tcgen05::TMEM_FAMILIES,
                                "cp.async.bulk.tensor with a CTA group",
                            )?;
                            format!(".cta_group::{g}")
                        }
                        _ => return Err("the CTA group of a tensor copy is 0, 1 or 2".into()),
                    },
                    None => String::new(),
                };
                let dst = self.cluster_destination(arg(0)?)?;
                let bar = self.space_address(arg(1)?, 3, "shared")?;
                let mut ops = vec![dst, tensor, bar.operand(0)];
                if offsets > 0 {
                    ops.push(im2col_offsets(self)?);
                }
                if mc {
                    ops.push(self.src(arg(mc_at)?, 0, Ext::Any)?);
                }
                if ch {
                    ops.push(self.src(arg(ch_at)?, 0, Ext::Any)?);
                }
                let m = format!(
                    "cp.async.bulk.tensor.{dims_word}.shared::cluster.global.{mode_word}.mbarrier::complete_tx::bytes{}{}{group}",
                    if mc { ".multicast::cluster" } else { "" },
                    if ch { ".L2::cache_hint" } else { "" }
                );
                self.emit(&m, ops);
            }
            TensorDir::Prefetch => {
                let ch_at = after + offsets;
                let ch = flag(self, ch_at + 1, "the cache-hint flag")?;
                let mut ops = vec![tensor];
                if offsets > 0 {
                    ops.push(im2col_offsets(self)?);
                }
                let hint = self.cache_hint(&mut ops, ch, arg(ch_at)?)?;
                self.emit(
                    &format!(
                        "cp.async.bulk.prefetch.tensor.{dims_word}.L2.global.{mode_word}{hint}"
                    ),
                    ops,
                );
            }
            TensorDir::SharedToGlobal | TensorDir::Reduce(_) => {
                let ch = flag(self, after + 1, "the cache-hint flag")?;
                let src = self.space_address(arg(0)?, 3, "shared")?;
                let mut ops = vec![tensor, src.operand(0)];
                if ch {
                    ops.push(self.src(arg(after)?, 0, Ext::Any)?);
                }
                let hint = if ch { ".L2::cache_hint" } else { "" };
                // Shared-to-global copies carry no im2col offsets.
                let mode_word = if mode == TensorMode::Im2col {
                    "im2col_no_offs"
                } else {
                    mode_word
                };
                let m = match dir {
                    TensorDir::Reduce(op) => format!(
                        "cp.reduce.async.bulk.tensor.{dims_word}.global.shared::cta.{}.{mode_word}.bulk_group{hint}",
                        TENSOR_REDUCE_OPS[op as usize]
                    ),
                    _ => format!(
                        "cp.async.bulk.tensor.{dims_word}.global.shared::cta.{mode_word}.bulk_group{hint}"
                    ),
                };
                self.emit(&m, ops);
            }
        }
        Ok(())
    }

    /// The `.L2::cache_hint` qualifier and its policy operand when `ch`.
    fn cache_hint(&mut self, ops: &mut Vec<Operand>, ch: bool, policy: Value) -> R<&'static str> {
        if !ch {
            return Ok("");
        }
        ops.push(self.src(policy, 0, Ext::Any)?);
        Ok(".L2::cache_hint")
    }

    /// `st.async` (sm_90, PTX 8.1): the value into a `.shared::cluster`
    /// address (`ptr addrspace(7)`), its bytes completing on the mbarrier
    /// at another such address.
    pub(crate) fn st_async(&mut self, inst: Inst) -> R<()> {
        self.require_sm(90, "st.async")?;
        self.need((8, 1));
        let args = self.args_n(inst, 3)?;
        let (dst, v, mbar) = (args[0], args[1], args[2]);
        let t = self.ty(v);
        let (leaf, n) = t.as_vector().unwrap_or((t, 1));
        let w = leaf.bits();
        if !matches!(w, 32 | 64) || !matches!((w, n), (_, 1 | 2) | (32, 4)) {
            return Err(format!("st.async of {t}").into());
        }
        let vals = (0..n as usize)
            .map(|k| self.src_reg(v, k).map(reg))
            .collect::<R<Vec<_>>>()?;
        let val = if n == 1 {
            vals.into_iter().next().ok_or("no value")?
        } else {
            Operand::Vector(vals)
        };
        let dst = self.cluster_destination(dst)?;
        let mbar = self.cluster_destination(mbar)?;
        let vec = if n == 1 {
            String::new()
        } else {
            format!(".v{n}")
        };
        self.emit(
            &format!("st.async.shared::cluster.mbarrier::complete_tx::bytes{vec}.b{w}"),
            vec![dst, val, mbar],
        );
        Ok(())
    }

    /// A shared::cluster destination: a `ptr addrspace(7)` register, or a
    /// shared (`addrspace(3)`) address, which names the executing CTA's
    /// own shared memory in the cluster window.
    fn cluster_destination(&mut self, p: Value) -> R<Operand> {
        match regs::addrspace(self.ty(p))? {
            7 => Ok(Operand::Bracket(vec![reg(self.src_reg(p, 0)?)])),
            _ => Ok(self.space_address(p, 3, "shared")?.operand(0)),
        }
    }
}

impl FnSel<'_> {
    /// `tensormap.replace.tile.<field>[.space].b1024.<b32|b64> [map],
    /// [ord,] value` (sm_90a and the later accelerated targets, PTX 8.3).
    /// The ordinal and the code-valued fields must be constants; the codes
    /// are range-checked as ptxas 13 checks them per target.
    pub(crate) fn tensormap_replace(&mut self, inst: Inst, field: TmField, space: u32) -> R<()> {
        let (_, _, word) = TmField::ALL
            .iter()
            .copied()
            .find(|&(f, _, _)| f == field)
            .ok_or("unknown tensormap field")?;
        let what = format!("tensormap.replace.{word}");
        self.require_accelerated(&[90, 100, 103, 110, 120, 121], &what)?;
        self.need((8, 3));
        let args = self
            .args_n(inst, 2 + field.has_ordinal() as usize)?
            .to_vec();
        let map = args[0];
        if regs::addrspace(self.ty(map))? != space {
            return Err(format!("{what} expects a pointer to address space {space}").into());
        }
        // ptxas 13 takes the map's address in a register only.
        let addr = self.src_reg(map, 0)?;
        let ss = match space {
            1 => ".global",
            3 => ".shared::cta",
            _ => "",
        };
        let value = *args.last().ok_or("missing operand")?;
        let wide = matches!(field, TmField::GlobalAddress | TmField::GlobalStride);
        if self.ty(value) != if wide { ty::I64 } else { ty::I32 } {
            return Err(format!("{what} expects an i{} value", if wide { 64 } else { 32 }).into());
        }
        let mut ops = vec![Operand::Addr(AddrBase::Reg(addr), 0)];
        if field.has_ordinal() {
            let ord = self.const_operand(args[1], &format!("the ordinal of {what}"))?;
            if ord > 4 {
                return Err(format!("{what}: ordinal {ord} is out of range (0 to 4)").into());
            }
            ops.push(imm(ord as i64));
        }
        if field.is_code() {
            let code = self.const_operand(value, &format!("the value of {what}"))?;
            let sm = self.cx.target.sm;
            let arch_a = self.cx.target.arch.ends_with('a');
            let max = match field {
                TmField::Elemtype if sm == 90 => 12,
                TmField::Elemtype => 15,
                TmField::InterleaveLayout => 2,
                TmField::SwizzleMode if sm == 103 && arch_a => 4,
                TmField::SwizzleMode => 3,
                TmField::SwizzleAtomicity => 3,
                _ => 1,
            };
            // sm_100's additions need PTX 8.7.
            if field == TmField::SwizzleAtomicity {
                self.require_sm(100, &what)?;
                self.need((8, 7));
            }
            if field == TmField::Elemtype && code >= 13 {
                self.need((8, 7));
            }
            if code > max {
                return Err(format!(
                    "{what} with value {code} is not supported on {} (0 to {max})",
                    self.cx.target.arch
                )
                .into());
            }
            ops.push(imm(code as i64));
        } else {
            ops.push(self.src(value, 0, Ext::Any)?);
        }
        let b = if wide { "b64" } else { "b32" };
        self.emit(&format!("tensormap.replace.tile.{word}{ss}.b1024.{b}"), ops);
        Ok(())
    }
}
