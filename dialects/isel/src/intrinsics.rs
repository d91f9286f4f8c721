//! Intrinsics: special registers, barriers, warp operations, read-only
//! loads, NVVM atomics and fences, memcpy/memset/memmove, hints. Math and
//! conversions are in `math.rs`.

use super::calls::{chunk_class, chunk_size};
use super::func::{imm, reg, FnSel, R};
use super::memory::Address;
use super::regs::{self, Ext};
use dialects::ir::intrinsics::{
    AsyncProxySpace, AtomScope, AtomicOp, BarForm, BarInsn, BarrierRed, ClusterBarrier, Family,
    FenceOp, Intr, MemScope, ReduxOp, ShflMode, Sreg, VoteMode,
};
use dialects::ir::*;
use ptx::{Operand, Reg, RegClass, SpecialReg};

/// A special register operand.
fn special(s: Sreg) -> Operand {
    Operand::Special(SpecialReg(s.ptx_name()))
}

/// Unrolled copies up to this many chunks; longer ones loop.
const UNROLL_LIMIT: u64 = 32;

impl FnSel<'_> {
    pub(crate) fn lower_intrinsic(&mut self, inst: Inst) -> R<()> {
        let Attrs::Intrinsic(ia) = self.attrs(inst) else {
            return Err("malformed intrinsic call".into());
        };
        match ia.intr {
            Intr::SpecialReg(s) => return self.sreg(inst, s),
            Intr::Counter(s) => {
                let d = self.vreg(self.result(inst)?)?;
                self.emit("mov.u64", vec![reg(d), special(s)]);
                return Ok(());
            }
            Intr::Barrier { red, form, insn } => return self.barrier(inst, red, form, insn),
            Intr::ClusterBarrier(c) => return self.cluster_barrier(c),
            Intr::WarpSync => {
                let m = self.args_n(inst, 1)?[0];
                let m = self.src(m, 0, Ext::Any)?;
                self.emit("bar.warp.sync", vec![m]);
                return Ok(());
            }
            Intr::Shfl { mode, sync, .. } => return self.shfl(inst, mode, sync),
            Intr::Vote { mode, sync } => return self.vote(inst, mode, sync),
            Intr::ShflDyn => return self.shfl_dyn(inst),
            Intr::VoteDyn => return self.vote_dyn(inst),
            Intr::ActiveMask => {
                self.need((6, 2));
                let d = self.vreg(self.result(inst)?)?;
                self.emit("activemask.b32", vec![reg(d)]);
                return Ok(());
            }
            Intr::Match { all, .. } => return self.match_sync(inst, all),
            Intr::Redux(op) => return self.redux(inst, op),
            Intr::Ldg { ldu } => return self.ldg(inst, ldu),
            Intr::Expect => return self.expect(inst),
            Intr::Trap => {
                self.emit("trap", vec![]);
                return Ok(());
            }
            Intr::DebugTrap => {
                self.emit("brkpt", vec![]);
                return Ok(());
            }
            Intr::Exit => {
                self.emit("exit", vec![]);
                return Ok(());
            }
            Intr::Nanosleep => {
                self.require_sm(70, "nanosleep")?;
                self.need((6, 3));
                let a = self.args_n(inst, 1)?[0];
                let t = self.src(a, 0, Ext::Any)?;
                self.emit("nanosleep.u32", vec![t]);
                return Ok(());
            }
            Intr::StackSave => {
                self.require_sm(52, "stacksave")?;
                self.need((7, 3));
                let d = self.vreg(self.result(inst)?)?;
                let sp = self.op1(RegClass::B64, "stacksave.u64", vec![]);
                self.emit("cvta.local.u64", vec![reg(d), reg(sp)]);
                return Ok(());
            }
            Intr::StackRestore => {
                self.require_sm(52, "stackrestore")?;
                self.need((7, 3));
                let p = self.src_reg(self.args_n(inst, 1)?[0], 0)?;
                let sp = self.op1(RegClass::B64, "cvta.to.local.u64", vec![reg(p)]);
                self.emit("stackrestore.u64", vec![reg(sp)]);
                return Ok(());
            }
            _ => {}
        }
        match ia.info.family {
            Family::SpecialReg => Err("unknown special register".into()),
            Family::Barrier
            | Family::Shuffle
            | Family::Vote
            | Family::Match
            | Family::Redux
            | Family::Ldg => Err(format!("unknown {:?} intrinsic", ia.info.family).into()),
            Family::Math => self.math(inst, ia),
            Family::Convert => self.convert_intrinsic(inst, ia),
            Family::Atomic => self.nvvm_atomic(inst, ia.intr),
            Family::Fence => self.nvvm_fence(inst, ia.intr),
            Family::MemTransfer => self.mem_transfer(inst, ia.intr),
            Family::Lifetime | Family::Hint => Ok(()),
            Family::Tensor => match ia.intr {
                Intr::Tensor(t) => self.tensor(inst, t.form),
                _ => Err("this tensor-core intrinsic is not supported yet".into()),
            },
            Family::Other => self.lower_other(inst, ia.intr),
        }
    }

    /// The Other family: no-ops, async copies, mbarriers and the sm_90
    /// cluster and grid controls.
    fn lower_other(&mut self, inst: Inst, intr: Intr) -> R<()> {
        match intr {
            Intr::Nop if self.result(inst).is_err() => Ok(()),
            Intr::Async(_) | Intr::CpAsync { .. } => self.cp_async(inst, intr),
            Intr::StBulk { shared } => self.st_bulk(inst, shared),
            Intr::StAsync => self.st_async(inst),
            Intr::TensormapReplace { field, space } => self.tensormap_replace(inst, field, space),
            Intr::Mbarrier { op, shared } => self.mbarrier(inst, op, shared),
            Intr::MbarrierScoped(m) => self.mbarrier_scoped(inst, m),
            Intr::ElectSync => self.elect_sync(inst),
            Intr::ClusterLaunchControl(op) => self.cluster_launch_control(inst, op),
            Intr::Tcgen05(op) => self.tcgen05(inst, op),
            Intr::TexSurf(t) => self.texsurf(inst, t),
            Intr::SetMaxNReg { inc } => {
                self.require_accelerated(&[90, 100, 103, 110, 120, 121], "setmaxnreg")?;
                self.need((8, 0));
                let n = self.args_n(inst, 1)?[0];
                let c = self.const_operand(n, "the register count of setmaxnreg")?;
                let dir = if inc { "inc" } else { "dec" };
                self.emit(
                    &format!("setmaxnreg.{dir}.sync.aligned.u32"),
                    vec![imm(c as i64)],
                );
                Ok(())
            }
            Intr::ClusterAddress { mapa, shared } => self.cluster_address(inst, mapa, shared),
            Intr::GridDepControl { wait } => {
                self.require_sm(90, "griddepcontrol")?;
                self.need((7, 8));
                let which = if wait { "wait" } else { "launch_dependents" };
                self.emit(&format!("griddepcontrol.{which}"), vec![]);
                Ok(())
            }
            Intr::DiscardL2 { global } => self.l2_line_op(inst, global, "discard", "L2"),
            Intr::ApplyPriorityL2 { global } => {
                self.l2_line_op(inst, global, "applypriority", "L2::evict_normal")
            }
            _ => Err("unknown intrinsic".into()),
        }
    }

    /// `llvm.expect`: its first operand.
    fn expect(&mut self, inst: Inst) -> R<()> {
        let res = self.result(inst)?;
        let a = self.args_n(inst, 1)?[0];
        let ds = self.vregs(res)?;
        for (lane, d) in ds.into_iter().enumerate() {
            if let Some(s) = self.copy_source(a, lane)? {
                self.copy_to(d, s);
            }
        }
        Ok(())
    }

    fn sreg(&mut self, inst: Inst, s: Sreg) -> R<()> {
        let res = self.result(inst)?;
        let d = self.vreg(res)?;
        let w = self.ty(res).bits();
        let ptx = s.ptx_name();
        match s {
            Sreg::Warpsize => {
                self.emit(&format!("mov.u{w}"), vec![reg(d), Operand::Sym(ptx)]);
                return Ok(());
            }
            Sreg::IsExplicitCluster => {
                self.require_sm(90, "%is_explicit_cluster")?;
                self.need((7, 8));
                self.emit("mov.pred", vec![reg(d), special(s)]);
                return Ok(());
            }
            _ if s.is_cluster() => {
                self.require_sm(90, "cluster special registers")?;
                self.need((7, 8));
            }
            Sreg::AggrSmemSize => {
                self.require_sm(90, "%aggr_smem_size")?;
                self.need((8, 1));
            }
            Sreg::ReservedSmem(_) => {
                self.require_sm(80, &format!("%{ptx}"))?;
                self.need((7, 6));
            }
            _ => {}
        }
        let sw = u64::from(s.bits());
        if w == 32 && sw == 64 {
            // Older IR reads %gridid as i32: its low half.
            let t = self.op1(RegClass::B64, "mov.u64", vec![special(s)]);
            self.emit("cvt.u32.u64", vec![reg(d), reg(t)]);
            return Ok(());
        }
        if w != sw {
            return Err(format!("%{ptx} is {sw}-bit").into());
        }
        self.emit(&format!("mov.u{w}"), vec![reg(d), special(s)]);
        Ok(())
    }

    fn barrier(&mut self, inst: Inst, red: BarrierRed, form: BarForm, insn: BarInsn) -> R<()> {
        let args = self.args(inst).to_vec();
        let operands = match form {
            BarForm::None => 0,
            BarForm::Id | BarForm::Pred => 1,
            BarForm::IdCount => 2,
            BarForm::IdPred | BarForm::IdCountPred => {
                return self.barrier_red_at(inst, red, form, insn);
            }
        };
        let mut ops = Vec::with_capacity(operands);
        for &v in args.iter().take(operands) {
            ops.push(self.src(v, 0, Ext::Any)?);
        }
        if ops.len() < operands {
            return Err("missing operand".into());
        }
        let m = match insn {
            BarInsn::BarSync if form == BarForm::None => {
                self.emit("bar.sync", vec![imm(0)]);
                return Ok(());
            }
            BarInsn::BarSync => "bar.sync",
            BarInsn::BarrierSync => "barrier.sync",
            BarInsn::BarArrive => "bar.arrive",
            BarInsn::BarrierArrive => "barrier.arrive",
            BarInsn::Red | BarInsn::BarrierRed => return self.barrier_red(inst, red, args[0]),
        };
        self.emit(m, ops);
        Ok(())
    }

    /// `barrier0.{and,or,popc}`: a block-wide reduction of a predicate.
    fn barrier_red(&mut self, inst: Inst, red: BarrierRed, v: Value) -> R<()> {
        let x = self.src_reg(v, 0)?;
        let p = match self.out.reg_class(x) {
            RegClass::Pred => x,
            RegClass::B32 => self.op1(RegClass::Pred, "setp.ne.s32", vec![reg(x), imm(0)]),
            _ => return Err("barrier reduction operand must be i32 or i1".into()),
        };
        let res = self.result(inst)?;
        let d = self.vreg(res)?;
        let op = match red {
            BarrierRed::Popc => {
                self.emit("bar.red.popc.u32", vec![reg(d), imm(0), reg(p)]);
                return Ok(());
            }
            BarrierRed::And => "and",
            BarrierRed::Or => "or",
            BarrierRed::None => return Err("unknown barrier intrinsic".into()),
        };
        let q = self.op1(
            RegClass::Pred,
            &format!("bar.red.{op}.pred"),
            vec![imm(0), reg(p)],
        );
        match self.out.reg_class(d) {
            RegClass::Pred => self.emit("mov.pred", vec![reg(d), reg(q)]),
            _ => self.emit("selp.u32", vec![reg(d), imm(1), imm(0), reg(q)]),
        }
        Ok(())
    }

    /// `barrier.cta.red.{popc,and,or}{.aligned}.{all,count}(id, [count,]
    /// pred)`, what LLVM 21 upgrades `barrier0.popc` and its kin to and
    /// Triton and MLIR write: `bar.red` (aligned) or `barrier.red` on a
    /// given barrier, of all threads or of `count`.
    fn barrier_red_at(
        &mut self,
        inst: Inst,
        red: BarrierRed,
        form: BarForm,
        insn: BarInsn,
    ) -> R<()> {
        let n = if form == BarForm::IdPred { 2 } else { 3 };
        let args = self.args_n(inst, n)?.to_vec();
        let mut ops = Vec::with_capacity(n);
        for &v in &args[..n - 1] {
            ops.push(self.src(v, 0, Ext::Any)?);
        }
        let x = self.src_reg(args[n - 1], 0)?;
        let p = match self.out.reg_class(x) {
            RegClass::Pred => x,
            _ => self.op1(RegClass::Pred, "setp.ne.s32", vec![reg(x), imm(0)]),
        };
        ops.push(reg(p));
        let base = if insn == BarInsn::BarrierRed {
            "barrier.red"
        } else {
            "bar.red"
        };
        let d = self.vreg(self.result(inst)?)?;
        let op = match red {
            BarrierRed::Popc => {
                let mut all = vec![reg(d)];
                all.extend(ops);
                self.emit(&format!("{base}.popc.u32"), all);
                return Ok(());
            }
            BarrierRed::And => "and",
            BarrierRed::Or => "or",
            BarrierRed::None => return Err("unknown barrier reduction".into()),
        };
        let q = self.op1(RegClass::Pred, &format!("{base}.{op}.pred"), ops);
        match self.out.reg_class(d) {
            RegClass::Pred => self.emit("mov.pred", vec![reg(d), reg(q)]),
            _ => self.emit("selp.u32", vec![reg(d), imm(1), imm(0), reg(q)]),
        }
        Ok(())
    }

    fn cluster_barrier(&mut self, c: ClusterBarrier) -> R<()> {
        self.require_sm(90, "cluster barriers")?;
        // `.relaxed` came with PTX 8.0.
        self.need(if c.relaxed { (8, 0) } else { (7, 8) });
        let mut m = String::from(if c.wait {
            "barrier.cluster.wait"
        } else {
            "barrier.cluster.arrive"
        });
        if c.relaxed {
            m.push_str(".relaxed");
        }
        if c.aligned {
            m.push_str(".aligned");
        }
        self.emit(&m, vec![]);
        Ok(())
    }

    /// The result registers of an intrinsic returning `T` or `{T, i1}`.
    fn value_and_pred(&mut self, inst: Inst) -> R<(Reg, Option<Reg>)> {
        let res = self.result(inst)?;
        let ds = self.vregs(res)?;
        match ds.as_slice() {
            [d] => Ok((*d, None)),
            [d, p] => Ok((*d, Some(*p))),
            _ => Err("unexpected result type".into()),
        }
    }

    fn dest(d: Reg, p: Option<Reg>) -> Operand {
        match p {
            Some(p) => Operand::Pair(Box::new(reg(d)), Box::new(reg(p))),
            None => reg(d),
        }
    }

    fn shfl(&mut self, inst: Inst, mode: ShflMode, sync: bool) -> R<()> {
        let args = self.args(inst);
        let mode = mode.name();
        let (mask, val, b, c) = if sync {
            let [m, v, b, c] = args else {
                return Err("expected 4 operands".into());
            };
            (self.src(*m, 0, Ext::Any)?, *v, *b, *c)
        } else {
            // Pre-Volta shuffles without a mask: all lanes take part.
            let [v, b, c] = args else {
                return Err("expected 3 operands".into());
            };
            (imm(-1), *v, *b, *c)
        };
        if self.ty(val).bits() != 32 {
            return Err("shuffles move 32-bit values".into());
        }
        let a = self.src_reg(val, 0)?;
        let ob = self.src(b, 0, Ext::Any)?;
        let oc = self.src(c, 0, Ext::Any)?;
        let (d, p) = self.value_and_pred(inst)?;
        self.emit(
            &format!("shfl.sync.{mode}.b32"),
            vec![Self::dest(d, p), reg(a), ob, oc, mask],
        );
        Ok(())
    }

    /// libNVVM's `shfl.sync(mask, mode, value, lane, clamp)`: a constant
    /// mode selects the instruction.
    fn shfl_dyn(&mut self, inst: Inst) -> R<()> {
        let [m, k, v, b, c] = *self.args(inst) else {
            return Err("expected 5 operands".into());
        };
        let k = self.const_operand(k, "the shfl mode")?;
        let mode = ShflMode::from_operand(k).ok_or("shfl mode outside 0..=3")?;
        if self.ty(v).bits() != 32 {
            return Err("shuffles move 32-bit values".into());
        }
        let mask = self.src(m, 0, Ext::Any)?;
        let a = self.src_reg(v, 0)?;
        let ob = self.src(b, 0, Ext::Any)?;
        let oc = self.src(c, 0, Ext::Any)?;
        let (d, p) = self.value_and_pred(inst)?;
        self.emit(
            &format!("shfl.sync.{}.b32", mode.name()),
            vec![Self::dest(d, p), reg(a), ob, oc, mask],
        );
        Ok(())
    }

    /// libNVVM's `vote.sync(mask, mode, pred)` -> `{ballot, pred}`: the mode
    /// defines one element; the other gets the same result (it is
    /// undefined there), as the interpreter gives it.
    fn vote_dyn(&mut self, inst: Inst) -> R<()> {
        let [m, k, pv] = *self.args(inst) else {
            return Err("expected 3 operands".into());
        };
        let k = self.const_operand(k, "the vote mode")?;
        let mode = VoteMode::from_operand(k).ok_or("vote mode outside 0..=3")?;
        let mask = self.src(m, 0, Ext::Any)?;
        let p = self.src_reg(pv, 0)?;
        let (d, q) = self.value_and_pred(inst)?;
        let q = q.ok_or("expected a {i32, i1} result")?;
        if mode == VoteMode::Ballot {
            self.emit("vote.sync.ballot.b32", vec![reg(d), reg(p), mask]);
            let low = self.op1(RegClass::B32, "and.b32", vec![reg(d), imm(1)]);
            self.emit("setp.ne.b32", vec![reg(q), reg(low), imm(0)]);
        } else {
            self.emit(
                &format!("vote.sync.{}.pred", mode.name()),
                vec![reg(q), reg(p), mask],
            );
            self.emit("selp.u32", vec![reg(d), imm(1), imm(0), reg(q)]);
        }
        Ok(())
    }

    fn vote(&mut self, inst: Inst, mode: VoteMode, sync: bool) -> R<()> {
        let args = self.args(inst);
        let (mask, pv) = if sync {
            let [m, p] = args else {
                return Err("expected 2 operands".into());
            };
            (self.src(*m, 0, Ext::Any)?, *p)
        } else {
            let [p] = args else {
                return Err("expected 1 operand".into());
            };
            (imm(-1), *p)
        };
        let p = self.src_reg(pv, 0)?;
        let res = self.result(inst)?;
        let d = self.vreg(res)?;
        let op = match mode {
            VoteMode::Ballot => "vote.sync.ballot.b32".into(),
            m => format!("vote.sync.{}.pred", m.name()),
        };
        self.emit(&op, vec![reg(d), reg(p), mask]);
        Ok(())
    }

    fn match_sync(&mut self, inst: Inst, all: bool) -> R<()> {
        let [m, v] = self.args(inst) else {
            return Err("expected 2 operands".into());
        };
        let kind = if all { "all" } else { "any" };
        let w = self.ty(*v).bits();
        if !matches!(w, 32 | 64) {
            return Err("match takes 32- or 64-bit values".into());
        }
        let mask = self.src(*m, 0, Ext::Any)?;
        let a = self.src_reg(*v, 0)?;
        let (d, p) = self.value_and_pred(inst)?;
        self.emit(
            &format!("match.{kind}.sync.b{w}"),
            vec![Self::dest(d, p), reg(a), mask],
        );
        Ok(())
    }

    fn redux(&mut self, inst: Inst, op: ReduxOp) -> R<()> {
        let [v, m] = self.args(inst) else {
            return Err("expected 2 operands".into());
        };
        let op = match op {
            ReduxOp::Add => "add.s32".to_string(),
            ReduxOp::Min => "min.s32".into(),
            ReduxOp::Max => "max.s32".into(),
            ReduxOp::UMin => "min.u32".into(),
            ReduxOp::UMax => "max.u32".into(),
            ReduxOp::And => "and.b32".into(),
            ReduxOp::Or => "or.b32".into(),
            ReduxOp::Xor => "xor.b32".into(),
            ReduxOp::FMinMax { max, abs, nan } => {
                // PTX ISA 8.6: the float forms are sm_100a's.
                self.require_accelerated(&[100, 103], "redux.sync on .f32")?;
                self.need((8, 6));
                let m = if max { "max" } else { "min" };
                format!(
                    "{m}{}{}.f32",
                    if abs { ".abs" } else { "" },
                    if nan { ".NaN" } else { "" }
                )
            }
        };
        self.require_sm(80, "redux.sync")?;
        self.need((7, 0));
        let a = self.src_reg(*v, 0)?;
        let mask = self.src(*m, 0, Ext::Any)?;
        let res = self.result(inst)?;
        let d = self.vreg(res)?;
        self.emit(&format!("redux.sync.{op}"), vec![reg(d), reg(a), mask]);
        Ok(())
    }

    /// A pointer operand as a `.global` address (`cvta.to.global` when it
    /// is generic).
    pub(crate) fn global_address(&mut self, p: Value) -> R<Address> {
        self.space_address(p, 1, "global")
    }

    /// A pointer operand as an address in space `space` (named `word` in
    /// PTX), through `cvta.to` when it is generic.
    pub(crate) fn space_address(&mut self, p: Value, space: u32, word: &str) -> R<Address> {
        match regs::addrspace(self.ty(p))? {
            a if a == space => self.address(p, 0),
            0 => {
                let r = self.src_reg(p, 0)?;
                let g = self.op1(RegClass::B64, &format!("cvta.to.{word}.u64"), vec![reg(r)]);
                Ok(Address::of_reg(g))
            }
            a => Err(format!("a pointer to address space {a} where .{word} is needed").into()),
        }
    }

    fn ldg(&mut self, inst: Inst, ldu: bool) -> R<()> {
        let args = self.args(inst);
        let p = *args.first().ok_or("missing pointer")?;
        let res = self.result(inst)?;
        let t = self.ty(res);
        // The alignment operand (older forms have none: natural alignment).
        let align = match args.get(1) {
            Some(&a) => self
                .lane_const(a, 0)
                .and_then(|c| regs::const_bits(&c, self.ty(a)))
                .ok_or("non-constant alignment")? as u64,
            None => t.abi_align(),
        }
        .max(self.known_align(p));
        let addr = self.global_address(p)?;
        let ds = self.vregs(res)?;
        let leaves = regs::mem_leaves(t)?;
        // A vector `ldu` reads the same read-only data as `ld.global.nc`,
        // which takes the vector forms this selector builds.
        if ldu && leaves.len() == 1 {
            return self.ldu(&ds, leaves[0].1, &addr);
        }
        self.load_into(&ds, t, &addr, Some("global"), ".nc", align)
    }

    fn ldu(&mut self, ds: &[Reg], leaf: Type, addr: &Address) -> R<()> {
        let mt = regs::mem_ty(leaf)?;
        self.emit(
            &format!("ldu.global.{}", mt.name()),
            vec![reg(ds[0]), addr.operand(0)],
        );
        Ok(())
    }

    fn nvvm_atomic(&mut self, inst: Inst, intr: Intr) -> R<()> {
        let (op, scope) = match intr {
            Intr::NvAtomic { op, scope } => (Some(op), scope),
            Intr::NvCas { scope } => (None, scope),
            _ => return Err("unknown atomic intrinsic".into()),
        };
        let scope = match scope {
            AtomScope::Device => String::new(),
            AtomScope::Scoped(s) => format!(".{}", s.name()),
            AtomScope::Unsupported => return Err("unknown atomic intrinsic".into()),
        };
        let args = self.args(inst);
        let p = *args.first().ok_or("missing pointer")?;
        let sp = match self.ptr_space(p)? {
            None => String::new(),
            Some(s @ ("global" | "shared" | "shared::cluster")) => format!(".{s}"),
            Some(s) => return Err(format!("atomic in the {s} space").into()),
        };
        let res = self.result(inst)?;
        let t = self.ty(res);
        let d = self.vreg(res)?;
        let float = matches!(t, Type::F32 | Type::F64);
        let (m, kind) = match op {
            None => ("cas", 'b'),
            Some(AtomicOp::Exch) => ("exch", 'b'),
            Some(AtomicOp::And) => ("and", 'b'),
            Some(AtomicOp::Or) => ("or", 'b'),
            Some(AtomicOp::Xor) => ("xor", 'b'),
            Some(AtomicOp::Max) => ("max", 's'),
            Some(AtomicOp::Min) => ("min", 's'),
            Some(AtomicOp::Add) => ("add", 'u'),
            Some(AtomicOp::FAdd) => ("add", 'f'),
            // PTX has atom.inc and atom.dec on .u32 only.
            Some(AtomicOp::UIncWrap) if t.bits() == 32 => ("inc", 'u'),
            Some(AtomicOp::UDecWrap) if t.bits() == 32 => ("dec", 'u'),
            _ => return Err("unknown atomic operation".into()),
        };
        // Exchange and compare-and-swap move bits: .b32/.b64 whatever the
        // value's type (PTX ISA, atom).
        let ty = match kind {
            'b' => format!("b{}", t.bits()),
            _ if float => regs::fty(t).to_string(),
            'f' => return Err(format!("float atomic on {t}").into()),
            k => format!("{k}{}", t.bits()),
        };
        let addr = self.address(p, 0)?;
        let mut ops = vec![reg(d), addr.operand(0)];
        for &a in &args[1..] {
            ops.push(reg(self.src_reg(a, 0)?));
        }
        self.emit(&format!("atom{scope}{sp}.{m}.{ty}"), ops);
        Ok(())
    }

    fn nvvm_fence(&mut self, inst: Inst, intr: Intr) -> R<()> {
        let Intr::Fence(f) = intr else {
            return Err("unknown fence intrinsic".into());
        };
        match f {
            FenceOp::Membar(s) => {
                let q = if s == MemScope::Gpu { "gl" } else { s.name() };
                self.emit(&format!("membar.{q}"), vec![]);
            }
            FenceOp::ScCluster | FenceOp::AcqRelCluster => {
                self.require_sm(90, "cluster fences")?;
                self.need((7, 8));
                let sem = if f == FenceOp::ScCluster {
                    "sc"
                } else {
                    "acq_rel"
                };
                self.emit(&format!("fence.{sem}.cluster"), vec![]);
            }
            // Proxy fences (PTX ISA, "membar/fence"): alias from sm_70
            // and PTX 7.5; async and mbarrier_init from sm_90 and PTX 8.0.
            FenceOp::ProxyAlias => {
                self.require_sm(70, "fence.proxy.alias")?;
                self.need((7, 5));
                self.emit("fence.proxy.alias", vec![]);
            }
            FenceOp::ProxyAsync(space) => {
                self.require_sm(90, "fence.proxy.async")?;
                self.need((8, 0));
                let q = match space {
                    AsyncProxySpace::All => "",
                    AsyncProxySpace::Global => ".global",
                    AsyncProxySpace::SharedCta => ".shared::cta",
                    AsyncProxySpace::SharedCluster => ".shared::cluster",
                };
                self.emit(&format!("fence.proxy.async{q}"), vec![]);
            }
            FenceOp::MbarrierInit => {
                self.require_sm(90, "fence.mbarrier_init")?;
                self.need((8, 0));
                self.emit("fence.mbarrier_init.release.cluster", vec![]);
            }
            // The tensor-map proxy fence (sm_90, PTX 8.3): a release, or an
            // acquire of the 128-byte tensor map at an address.
            FenceOp::Tensormap { acquire, scope } => {
                self.require_sm(90, "fence.proxy.tensormap")?;
                self.need((8, 3));
                let sem = if acquire { "acquire" } else { "release" };
                let m = format!("fence.proxy.tensormap::generic.{sem}.{}", scope.name());
                if acquire {
                    let args = self.args_n(inst, 2)?.to_vec();
                    let a = Address::of_reg(self.src_reg(args[0], 0)?);
                    self.emit(&m, vec![a.operand(0), imm(128)]);
                } else {
                    self.emit(&m, vec![]);
                }
            }
        }
        Ok(())
    }

    /// `memcpy`, `memmove` and `memset`: chunks as wide as the known
    /// alignments allow, unrolled for short constant lengths, else a loop.
    fn mem_transfer(&mut self, inst: Inst, intr: Intr) -> R<()> {
        let args = self.args(inst);
        let [dst, src, len, vol] = args else {
            return Err("expected 4 operands".into());
        };
        let volatile = self
            .lane_const(*vol, 0)
            .and_then(|c| regs::const_bits(&c, Type::Int(1)))
            .ok_or("non-constant volatile flag")?
            == 1;
        let sem = if volatile { ".volatile" } else { "" };
        let dsp = self.ptr_space(*dst)?;
        if dsp == Some("const") {
            return Err("store to the constant space".into());
        }
        let n = self
            .lane_const(*len, 0)
            .and_then(|c| regs::const_bits(&c, self.ty(*len)))
            .map(|b| b as u64);
        let is_set = intr == Intr::MemSet;
        let is_move = intr == Intr::MemMove;
        // The call's `align` attributes on its pointers (operands 0 and 1).
        let attr_align = |k: usize| match self.attrs(inst) {
            Attrs::Intrinsic(a) => a.arg_align(k),
            _ => 1,
        };
        let dalign = self.known_align(*dst).max(attr_align(0));
        let (salign, ssp) = if is_set {
            (8, None)
        } else {
            (
                self.known_align(*src).max(attr_align(1)),
                self.ptr_space(*src)?,
            )
        };
        // The memset byte, replicated per chunk when it is a constant.
        let byte = if is_set {
            self.lane_const(*src, 0)
                .and_then(|c| regs::const_bits(&c, Type::Int(8)))
                .map(|b| b as u8)
        } else {
            None
        };
        let chunk_of = |n: u64| {
            let c = chunk_size(dalign.min(salign), n);
            if is_set && byte.is_none() {
                1
            } else {
                c
            }
        };
        let dst_a = self.address(*dst, 0)?;
        match n {
            Some(0) => Ok(()),
            Some(n) if n / chunk_of(n) <= UNROLL_LIMIT => {
                let chunk = chunk_of(n);
                let src_a = if is_set {
                    None
                } else {
                    Some(self.address(*src, 0)?)
                };
                let count = n / chunk;
                let mut loaded = Vec::new();
                for i in 0..count {
                    let r = match &src_a {
                        Some(sa) => self.chunk_load(sa, i * chunk, chunk, ssp, sem),
                        None => self.set_value(*src, byte, chunk)?,
                    };
                    if is_move {
                        loaded.push(r);
                    } else {
                        self.chunk_store(&dst_a, i * chunk, chunk, dsp, sem, r);
                    }
                }
                for (i, r) in loaded.into_iter().enumerate() {
                    self.chunk_store(&dst_a, i as u64 * chunk, chunk, dsp, sem, r);
                }
                Ok(())
            }
            _ if is_move => {
                let chunk = n.map_or(1, chunk_of);
                self.memmove_loop([*dst, *src, *len], n, chunk, (dsp, ssp), sem)
            }
            _ => {
                let chunk = n.map_or(1, chunk_of);
                let src_r = if is_set {
                    None
                } else {
                    Some(self.src_reg(*src, 0)?)
                };
                let dst_r = self.src_reg(*dst, 0)?;
                let total = match n {
                    Some(n) => imm((n / chunk) as i64),
                    None => reg(self.offset_u64(*len)?),
                };
                self.copy_loop(dst_r, src_r, total, chunk, (dsp, ssp), sem, (*src, byte))
            }
        }
    }

    /// A long or variable memmove: forwards when the destination is below
    /// the source, backwards otherwise (as memmove must when the ranges
    /// overlap). Pointers in different spaces cannot overlap: forwards.
    fn memmove_loop(
        &mut self,
        [dst, src, len]: [Value; 3],
        n: Option<u64>,
        chunk: u64,
        (dsp, ssp): (Option<&str>, Option<&str>),
        sem: &str,
    ) -> R<()> {
        let src_r = self.src_reg(src, 0)?;
        let dst_r = self.src_reg(dst, 0)?;
        let total = match n {
            Some(n) => imm((n / chunk) as i64),
            None => reg(self.offset_u64(len)?),
        };
        let same_space = self.ty(dst) == self.ty(src);
        let fwd = self.new_block();
        let done = self.new_block();
        if same_space {
            let below = self.op1(RegClass::Pred, "setp.le.u64", vec![reg(dst_r), reg(src_r)]);
            self.emit_g(Some((below, false)), "bra", vec![Operand::Label(fwd)]);
            self.copy_back_loop(dst_r, src_r, total.clone(), chunk, (dsp, ssp), sem);
            self.emit("bra.uni", vec![Operand::Label(done)]);
        }
        self.place(fwd);
        self.copy_loop(
            dst_r,
            Some(src_r),
            total,
            chunk,
            (dsp, ssp),
            sem,
            (src, None),
        )?;
        self.place(done);
        Ok(())
    }

    /// `for (i = total; i-- > 0;) dst[i] = src[i]` over `chunk`-byte pieces.
    fn copy_back_loop(
        &mut self,
        dst: Reg,
        src: Reg,
        total: Operand,
        chunk: u64,
        spaces: (Option<&str>, Option<&str>),
        sem: &str,
    ) {
        let i = self.new_reg(RegClass::B64);
        self.emit("mov.u64", vec![reg(i), total]);
        let lp = self.new_block();
        let out = self.new_block();
        let z = self.op1(RegClass::Pred, "setp.eq.u64", vec![reg(i), imm(0)]);
        self.emit_g(Some((z, false)), "bra", vec![Operand::Label(out)]);
        self.place(lp);
        self.emit("sub.s64", vec![reg(i), reg(i), imm(1)]);
        let off = self.chunk_offset(i, chunk);
        let sa = self.op1(RegClass::B64, "add.s64", vec![reg(src), reg(off)]);
        let r = self.chunk_load(&Address::of_reg(sa), 0, chunk, spaces.1, sem);
        let da = self.op1(RegClass::B64, "add.s64", vec![reg(dst), reg(off)]);
        self.chunk_store(&Address::of_reg(da), 0, chunk, spaces.0, sem, r);
        let more = self.op1(RegClass::Pred, "setp.ne.u64", vec![reg(i), imm(0)]);
        self.emit_g(Some((more, false)), "bra", vec![Operand::Label(lp)]);
        self.place(out);
    }

    /// The byte offset of chunk `i` (a power-of-two `chunk` bytes each).
    fn chunk_offset(&mut self, i: Reg, chunk: u64) -> Reg {
        if chunk == 1 {
            return i;
        }
        self.op1(
            RegClass::B64,
            "shl.b64",
            vec![reg(i), imm(chunk.trailing_zeros() as i64)],
        )
    }

    /// A length operand as an unsigned 64-bit register.
    fn offset_u64(&mut self, v: Value) -> R<Reg> {
        let r = self.src_reg(v, 0)?;
        let w = self.ty(v).bits();
        if w == 64 {
            Ok(r)
        } else {
            self.int_ext(r, w, 64, false)
        }
    }

    fn chunk_load(
        &mut self,
        a: &Address,
        off: u64,
        chunk: u64,
        sp: Option<&str>,
        sem: &str,
    ) -> Reg {
        let s = sp.map_or(String::new(), |s| format!(".{s}"));
        self.op1(
            chunk_class(chunk),
            &format!("ld{sem}{s}.b{}", chunk * 8),
            vec![a.operand(off)],
        )
    }

    fn chunk_store(
        &mut self,
        a: &Address,
        off: u64,
        chunk: u64,
        sp: Option<&str>,
        sem: &str,
        r: Reg,
    ) {
        let s = sp.map_or(String::new(), |s| format!(".{s}"));
        self.emit(
            &format!("st{sem}{s}.b{}", chunk * 8),
            vec![a.operand(off), reg(r)],
        );
    }

    /// The memset value for one chunk.
    fn set_value(&mut self, v: Value, byte: Option<u8>, chunk: u64) -> R<Reg> {
        match byte {
            Some(b) => {
                let pat = (0..chunk).fold(0u64, |acc, _| (acc << 8) | b as u64);
                let c = chunk_class(chunk);
                let op = regs::mov_op(c);
                Ok(self.op1(c, op, vec![imm(pat as i64)]))
            }
            None => self.src_reg(v, 0),
        }
    }

    /// `for (i = 0; i < total; i++) dst[i] = src[i] (or the memset value)`
    /// over `chunk`-byte pieces.
    #[allow(clippy::too_many_arguments)]
    fn copy_loop(
        &mut self,
        dst: Reg,
        src: Option<Reg>,
        total: Operand,
        chunk: u64,
        spaces: (Option<&str>, Option<&str>),
        sem: &str,
        set: (Value, Option<u8>),
    ) -> R<()> {
        let i = self.new_reg(RegClass::B64);
        self.emit("mov.u64", vec![reg(i), imm(0)]);
        let lp = self.new_block();
        let done = self.new_block();
        if let Operand::Reg(t) = &total {
            let z = self.op1(RegClass::Pred, "setp.eq.u64", vec![reg(*t), imm(0)]);
            self.emit_g(Some((z, false)), "bra", vec![ptx::Operand::Label(done)]);
        }
        let val = match src {
            None => Some(self.set_value(set.0, set.1, chunk)?),
            Some(_) => None,
        };
        self.place(lp);
        let off = self.chunk_offset(i, chunk);
        let da = self.op1(RegClass::B64, "add.s64", vec![reg(dst), reg(off)]);
        let r = match (src, val) {
            (Some(s), _) => {
                let sa = self.op1(RegClass::B64, "add.s64", vec![reg(s), reg(off)]);
                self.chunk_load(&Address::of_reg(sa), 0, chunk, spaces.1, sem)
            }
            (None, Some(v)) => v,
            (None, None) => return Err("memset without a value".into()),
        };
        self.chunk_store(&Address::of_reg(da), 0, chunk, spaces.0, sem, r);
        self.emit("add.s64", vec![reg(i), reg(i), imm(1)]);
        let more = self.op1(RegClass::Pred, "setp.lt.u64", vec![reg(i), total]);
        self.emit_g(Some((more, false)), "bra", vec![ptx::Operand::Label(lp)]);
        self.place(done);
        Ok(())
    }
}
