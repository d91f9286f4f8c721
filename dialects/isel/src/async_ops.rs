//! Asynchronous copies and the barriers that track them: `cp.async` and
//! its groups (sm_80), `cp.async.bulk` (sm_90; with a tensor map in
//! `tma.rs`), `mbarrier` objects (sm_80), `elect.sync`, `griddepcontrol`,
//! `mapa` and `getctarank` (sm_90), L2 `discard` and `applypriority`, and
//! `st.bulk` (sm_100).

use super::func::{imm, reg, FnSel, R};
use super::memory::Address;
use super::regs::Ext;
use dialects::ir::intrinsics::{AsyncOp, ClcOp, Intr, MbarScoped, MbarScopedOp, MbarrierOp};
use dialects::ir::*;
use ptx::{AddrBase, Operand, RegClass};

impl FnSel<'_> {
    /// `cp.async` (sm_80, PTX 7.0): asynchronous global-to-shared copies,
    /// their groups and their mbarrier arrivals.
    pub(crate) fn cp_async(&mut self, inst: Inst, intr: Intr) -> R<()> {
        if let Intr::Async(op) = intr {
            if !matches!(
                op,
                AsyncOp::CommitGroup
                    | AsyncOp::WaitAll
                    | AsyncOp::WaitGroup
                    | AsyncOp::MbarrierArrive { .. }
            ) {
                return self.cp_async_bulk(inst, op);
            }
        }
        self.require_sm(80, "cp.async")?;
        self.need((7, 0));
        let args = self.args(inst).to_vec();
        match intr {
            Intr::Async(AsyncOp::CommitGroup) => self.emit("cp.async.commit_group", vec![]),
            Intr::Async(AsyncOp::WaitAll) => self.emit("cp.async.wait_all", vec![]),
            Intr::Async(AsyncOp::WaitGroup) => {
                let a = *args.first().ok_or("missing group count")?;
                let n = self.const_operand(a, "the group count of cp.async.wait.group")?;
                self.emit("cp.async.wait_group", vec![imm(n as i64)]);
            }
            Intr::Async(AsyncOp::MbarrierArrive { noinc, shared }) => {
                let p = *args.first().ok_or("missing mbarrier pointer")?;
                let addr = if shared {
                    self.space_address(p, 3, "shared")?
                } else {
                    let r = self.src_reg(p, 0)?;
                    Address::of_reg(r)
                };
                let m = format!(
                    "cp.async.mbarrier.arrive{}{}.b64",
                    if noinc { ".noinc" } else { "" },
                    if shared { ".shared" } else { "" }
                );
                self.emit(&m, vec![addr.operand(0)]);
            }
            Intr::CpAsync { cg, size, src_size } => {
                let cache = if cg { "cg" } else { "ca" };
                let size = i64::from(size);
                if !matches!((cache, size), ("ca", 4 | 8 | 16) | ("cg", 16)) {
                    return Err(format!("cp.async.{cache} of {size} bytes").into());
                }
                if args.len() != 2 + src_size as usize {
                    return Err("wrong operand count".into());
                }
                let dst = self.space_address(args[0], 3, "shared")?;
                let src = self.global_address(args[1])?;
                let mut ops = vec![dst.operand(0), src.operand(0), imm(size)];
                if src_size {
                    ops.push(self.src(args[2], 0, Ext::Any)?);
                }
                self.emit(&format!("cp.async.{cache}.shared.global"), ops);
            }
            _ => return Err("unknown cp.async form".into()),
        }
        Ok(())
    }

    /// Bulk asynchronous copies (sm_90, PTX 8.0): global to shared with an
    /// mbarrier completion (optionally multicast to the cluster and with an
    /// L2 cache hint), shared to global in bulk groups, shared::cta to
    /// shared::cluster, L2 prefetch, and the group commit and waits.
    /// `st.bulk{.shared::cta} [p], size, 0` (sm_100, PTX 8.6). The generic
    /// form's intrinsic takes a global pointer: it is converted to a
    /// generic address first.
    pub(crate) fn st_bulk(&mut self, inst: Inst, shared: bool) -> R<()> {
        self.require_sm(100, "st.bulk")?;
        self.need((8, 6));
        let [p, size, init] = self.args(inst) else {
            return Err("expected 3 operands".into());
        };
        let (p, size, init) = (*p, *size, *init);
        if self.const_operand(init, "the initial value of st.bulk")? != 0 {
            return Err("st.bulk's initial value must be 0".into());
        }
        let addr = if shared {
            // ptxas 13 takes st.bulk's address in a register only
            // (`[sym+off]` fails inside ptxas: "Argument 1 of instruction
            // 'add': must be register").
            let a = self.space_address(p, 3, "shared")?;
            match a.base {
                AddrBase::Sym(s) => {
                    let r = self.op1(RegClass::B64, "mov.u64", vec![Operand::Sym(s)]);
                    Operand::Addr(AddrBase::Reg(r), a.off)
                }
                _ => a.operand(0),
            }
        } else {
            let r = self.src_reg(p, 0)?;
            let r = match super::regs::addrspace(self.ty(p))? {
                0 => r,
                1 => self.op1(RegClass::B64, "cvta.global.u64", vec![reg(r)]),
                a => return Err(format!("st.bulk through address space {a}").into()),
            };
            Address::of_reg(r).operand(0)
        };
        let n = self.src(size, 0, Ext::Any)?;
        let space = if shared { ".shared::cta" } else { "" };
        self.emit(&format!("st.bulk{space}"), vec![addr, n, imm(0)]);
        Ok(())
    }

    fn cp_async_bulk(&mut self, inst: Inst, op: AsyncOp) -> R<()> {
        self.require_sm(90, "cp.async.bulk")?;
        self.need((8, 0));
        let args = self.args(inst).to_vec();
        let arg = |i: usize| args.get(i).copied().ok_or("missing operand");
        match op {
            AsyncOp::BulkCommitGroup => self.emit("cp.async.bulk.commit_group", vec![]),
            AsyncOp::BulkWaitGroup { read } => {
                let n = self.const_operand(arg(0)?, "the group count")?;
                let m = if read {
                    "cp.async.bulk.wait_group.read"
                } else {
                    "cp.async.bulk.wait_group"
                };
                self.emit(m, vec![imm(n as i64)]);
            }
            AsyncOp::BulkGlobalToCluster => {
                let mc = self.const_operand(arg(6)?, "the multicast flag")? & 1 == 1;
                let ch = self.const_operand(arg(7)?, "the cache-hint flag")? & 1 == 1;
                let dst = self.space_address(arg(0)?, 3, "shared")?;
                let bar = self.space_address(arg(1)?, 3, "shared")?;
                let src = self.global_address(arg(2)?)?;
                let size = self.src(arg(3)?, 0, Ext::Any)?;
                let mut ops = vec![dst.operand(0), src.operand(0), size, bar.operand(0)];
                if mc {
                    ops.push(self.src(arg(4)?, 0, Ext::Any)?);
                }
                if ch {
                    ops.push(self.src(arg(5)?, 0, Ext::Any)?);
                }
                let m = format!(
                    "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes{}{}",
                    if mc { ".multicast::cluster" } else { "" },
                    if ch { ".L2::cache_hint" } else { "" }
                );
                self.emit(&m, ops);
            }
            AsyncOp::BulkCtaToGlobal { bytemask } => {
                let ch = self.const_operand(arg(4)?, "the cache-hint flag")? & 1 == 1;
                let dst = self.global_address(arg(0)?)?;
                let src = self.space_address(arg(1)?, 3, "shared")?;
                let mut ops = vec![
                    dst.operand(0),
                    src.operand(0),
                    self.src(arg(2)?, 0, Ext::Any)?,
                ];
                if ch {
                    ops.push(self.src(arg(3)?, 0, Ext::Any)?);
                }
                let hint = if ch { ".L2::cache_hint" } else { "" };
                let mask = if bytemask {
                    // sm_100, PTX 8.6 (LLVM's cp-async-bulk-s2g-sm100.ll).
                    self.require_sm(100, "cp.async.bulk with a byte mask")?;
                    self.need((8, 6));
                    ops.push(self.src(arg(5)?, 0, Ext::Any)?);
                    ".cp_mask"
                } else {
                    ""
                };
                self.emit(
                    &format!("cp.async.bulk.global.shared::cta.bulk_group{hint}{mask}"),
                    ops,
                );
            }
            AsyncOp::BulkCtaToCluster => {
                let dst = self.space_address(arg(0)?, 3, "shared")?;
                let bar = self.space_address(arg(1)?, 3, "shared")?;
                let src = self.space_address(arg(2)?, 3, "shared")?;
                let size = self.src(arg(3)?, 0, Ext::Any)?;
                self.emit(
                    "cp.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes",
                    vec![dst.operand(0), src.operand(0), size, bar.operand(0)],
                );
            }
            AsyncOp::BulkPrefetchL2 => {
                let ch = self.const_operand(arg(3)?, "the cache-hint flag")? & 1 == 1;
                let src = self.global_address(arg(0)?)?;
                let mut ops = vec![src.operand(0), self.src(arg(1)?, 0, Ext::Any)?];
                if ch {
                    ops.push(self.src(arg(2)?, 0, Ext::Any)?);
                }
                let hint = if ch { ".L2::cache_hint" } else { "" };
                self.emit(&format!("cp.async.bulk.prefetch.L2.global{hint}"), ops);
            }
            AsyncOp::BulkTensor {
                dir,
                dims,
                mode,
                cta,
            } => self.bulk_tensor(&args, dir, dims, mode, cta)?,
            _ => return Err("this bulk copy form is not supported yet".into()),
        }
        Ok(())
    }

    /// A pointer operand of an `mbarrier`/`discard` form: `.shared` when
    /// the name says so, else the generic address as it is.
    fn barrier_address(&mut self, p: Value, shared: bool) -> R<Address> {
        if shared {
            self.space_address(p, 3, "shared")
        } else {
            Ok(Address::of_reg(self.src_reg(p, 0)?))
        }
    }

    /// `llvm.nvvm.mbarrier.{init,inval,arrive[.drop][.noComplete],
    /// test.wait,pending.count}[.shared]` (sm_80, PTX 7.0).
    pub(crate) fn mbarrier(&mut self, inst: Inst, op: MbarrierOp, shared: bool) -> R<()> {
        self.require_sm(80, "mbarrier")?;
        self.need((7, 0));
        let sp = if shared { ".shared" } else { "" };
        let args = self.args(inst).to_vec();
        let arg = |i: usize| args.get(i).copied().ok_or("missing operand");
        match op {
            MbarrierOp::Init => {
                let a = self.barrier_address(arg(0)?, shared)?;
                let n = self.src(arg(1)?, 0, Ext::Any)?;
                self.emit(&format!("mbarrier.init{sp}.b64"), vec![a.operand(0), n]);
            }
            MbarrierOp::Inval => {
                let a = self.barrier_address(arg(0)?, shared)?;
                self.emit(&format!("mbarrier.inval{sp}.b64"), vec![a.operand(0)]);
            }
            MbarrierOp::Arrive { drop, no_complete } => {
                let a = self.barrier_address(arg(0)?, shared)?;
                let d = self.vreg(self.result(inst)?)?;
                let mut ops = vec![reg(d), a.operand(0)];
                if no_complete {
                    ops.push(self.src(arg(1)?, 0, Ext::Any)?);
                }
                let m = format!(
                    "mbarrier.arrive{}{}{sp}.b64",
                    if drop { "_drop" } else { "" },
                    if no_complete { ".noComplete" } else { "" }
                );
                self.emit(&m, ops);
            }
            MbarrierOp::TestWait => {
                let a = self.barrier_address(arg(0)?, shared)?;
                let st = self.src(arg(1)?, 0, Ext::Any)?;
                let d = self.vreg(self.result(inst)?)?;
                self.emit(
                    &format!("mbarrier.test_wait{sp}.b64"),
                    vec![reg(d), a.operand(0), st],
                );
            }
            MbarrierOp::PendingCount => {
                let st = self.src(arg(0)?, 0, Ext::Any)?;
                let d = self.vreg(self.result(inst)?)?;
                self.emit("mbarrier.pending_count.b64", vec![reg(d), st]);
            }
        }
        Ok(())
    }

    /// LLVM 22's scoped mbarrier operations (sm_90), spelled as llc spells
    /// them: the default ordering at CTA scope (release for arrivals,
    /// acquire for waits) is left out, `.relaxed` (PTX 8.6) and the
    /// cluster scope are written; a `.shared::cluster` arrival returns no
    /// state (`_`). The transaction counts are relaxed only.
    pub(crate) fn mbarrier_scoped(&mut self, inst: Inst, m: MbarScoped) -> R<()> {
        self.require_sm(90, "scoped mbarrier operations")?;
        self.need(if m.relaxed { (8, 6) } else { (8, 0) });
        let scope = if m.cluster_scope { "cluster" } else { "cta" };
        let order = |dflt: &str| {
            if m.relaxed {
                format!(".relaxed.{scope}")
            } else if m.cluster_scope {
                format!(".{dflt}.cluster")
            } else {
                String::new()
            }
        };
        let (space, sp) = if m.cluster_space {
            (".shared::cluster", 7)
        } else {
            (".shared", 3)
        };
        let args = self.args(inst).to_vec();
        let arg = |i: usize| args.get(i).copied().ok_or("missing operand");
        let a = self.space_address(arg(0)?, sp, &space[1..])?.operand(0);
        let x = self.src(arg(1)?, 0, Ext::Any)?;
        match m.op {
            MbarScopedOp::Arrive { drop, expect_tx } => {
                let d = if m.cluster_space {
                    Operand::Sink
                } else {
                    reg(self.vreg(self.result(inst)?)?)
                };
                let name = format!(
                    "mbarrier.arrive{}{}{}{space}.b64",
                    if drop { "_drop" } else { "" },
                    if expect_tx { ".expect_tx" } else { "" },
                    order("release")
                );
                self.emit(&name, vec![d, a, x]);
            }
            MbarScopedOp::ExpectTx | MbarScopedOp::CompleteTx => {
                let what = if m.op == MbarScopedOp::ExpectTx {
                    "expect_tx"
                } else {
                    "complete_tx"
                };
                self.emit(
                    &format!("mbarrier.{what}.relaxed.{scope}{space}.b64"),
                    vec![a, x],
                );
            }
            MbarScopedOp::TestWait { parity } | MbarScopedOp::TryWait { parity, .. } => {
                let test = matches!(m.op, MbarScopedOp::TestWait { .. });
                let d = self.vreg(self.result(inst)?)?;
                let name = format!(
                    "mbarrier.{}{}{}{space}.b64",
                    if test { "test_wait" } else { "try_wait" },
                    if parity { ".parity" } else { "" },
                    order("acquire")
                );
                let mut ops = vec![reg(d), a, x];
                if let MbarScopedOp::TryWait { limit: true, .. } = m.op {
                    ops.push(self.src(arg(2)?, 0, Ext::Any)?);
                }
                self.emit(&name, ops);
            }
        }
        Ok(())
    }

    /// `elect.sync %r|%p, mask` (sm_90): the leader's lane and whether this
    /// thread is it.
    pub(crate) fn elect_sync(&mut self, inst: Inst) -> R<()> {
        self.require_sm(90, "elect.sync")?;
        self.need((8, 0));
        let m = self.args_n(inst, 1)?[0];
        let mask = self.src(m, 0, Ext::Any)?;
        let ds = self.vregs(self.result(inst)?)?;
        let [lane, pred] = ds[..] else {
            return Err("elect.sync returns {i32, i1}".into());
        };
        self.emit(
            "elect.sync",
            vec![
                Operand::Pair(Box::new(reg(lane)), Box::new(reg(pred))),
                mask,
            ],
        );
        Ok(())
    }

    /// Cluster launch control (sm_100, PTX 8.6; multicast sm_100a): the
    /// request writes its 16-byte response and completes its bytes on the
    /// mbarrier, both in `.shared::cta`; the queries read a response held
    /// in a `.b128` register.
    pub(crate) fn cluster_launch_control(&mut self, inst: Inst, op: ClcOp) -> R<()> {
        self.require_sm(100, "clusterlaunchcontrol")?;
        self.need((8, 6));
        match op {
            ClcOp::TryCancel { multicast } => {
                if multicast {
                    self.require_accelerated(
                        super::func::NARROW_FAMILIES,
                        "clusterlaunchcontrol multicast",
                    )?;
                }
                let [resp, mbar] = self.args_n(inst, 2)?[..] else {
                    return Err("expected 2 operands".into());
                };
                let resp = self.space_address(resp, 3, "shared")?.operand(0);
                let mbar = self.space_address(mbar, 3, "shared")?.operand(0);
                let cast = if multicast {
                    ".multicast::cluster::all"
                } else {
                    ""
                };
                self.emit(
                    &format!(
                        "clusterlaunchcontrol.try_cancel.async.shared::cta.mbarrier::complete_tx::bytes{cast}.b128"
                    ),
                    vec![resp, mbar],
                );
            }
            ClcOp::IsCanceled | ClcOp::FirstCtaid(_) => {
                let h = self.args_n(inst, 1)?[0];
                if self.ty(h) != Type::Int(128) {
                    return Err("a cluster launch control response is an i128".into());
                }
                let h = self.src_reg(h, 0)?;
                let d = self.vregs(self.result(inst)?)?;
                let [d] = d[..] else {
                    return Err("expected one result".into());
                };
                let m = match op {
                    ClcOp::FirstCtaid(k) => format!(
                        "clusterlaunchcontrol.query_cancel.get_first_ctaid::{}.b32.b128",
                        ["x", "y", "z"][k as usize % 3]
                    ),
                    _ => "clusterlaunchcontrol.query_cancel.is_canceled.pred.b128".to_string(),
                };
                self.emit(&m, vec![reg(d), reg(h)]);
            }
        }
        Ok(())
    }

    /// Distributed shared memory (sm_90, PTX 7.8): `mapa` (the address of
    /// the same variable in another CTA of the cluster) and `getctarank`
    /// (the CTA a shared address belongs to), generic or `.shared::cluster`.
    pub(crate) fn cluster_address(&mut self, inst: Inst, mapa: bool, shared: bool) -> R<()> {
        self.require_sm(90, "distributed shared memory")?;
        self.need((7, 8));
        let sp = if shared { ".shared::cluster" } else { "" };
        let args = self.args(inst).to_vec();
        let p = self.src_reg(*args.first().ok_or("missing address")?, 0)?;
        let d = self.vreg(self.result(inst)?)?;
        // The type suffix is the address's width (64 bits here).
        if mapa {
            let rank = self.src(*args.get(1).ok_or("missing rank")?, 0, Ext::Any)?;
            self.emit(&format!("mapa{sp}.u64"), vec![reg(d), reg(p), rank]);
        } else {
            self.emit(&format!("getctarank{sp}.u64"), vec![reg(d), reg(p)]);
        }
        Ok(())
    }

    /// `discard[.global].L2 [a], 128` and
    /// `applypriority[.global].L2::evict_normal [a], 128` (sm_80, PTX
    /// 7.4): operations on one 128-byte L2 line.
    pub(crate) fn l2_line_op(&mut self, inst: Inst, global: bool, op: &str, level: &str) -> R<()> {
        self.require_sm(80, op)?;
        self.need((7, 4));
        let args = self.args_n(inst, 2)?;
        let size = self.const_operand(args[1], &format!("the size of {op}"))?;
        if size != 128 {
            return Err(format!("{op} of {size} bytes (PTX takes a 128-byte line)").into());
        }
        let a = if global {
            self.global_address(args[0])?
        } else {
            Address::of_reg(self.src_reg(args[0], 0)?)
        };
        let space = if global { ".global" } else { "" };
        self.emit(
            &format!("{op}{space}.{level}"),
            vec![a.operand(0), imm(128)],
        );
        Ok(())
    }
}
