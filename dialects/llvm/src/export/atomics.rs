//! Loads, stores and atomics.
//!
//! libNVVM rejects `fence` and acquire/release loads and stores and ignores
//! the ordering of `atomicrmw`/`cmpxchg`; llc 16 cannot select `fence` or
//! acquire/release loads and stores either. So in both flavours an ordering
//! stronger than monotonic is carried by `llvm.nvvm.membar.*` (a full fence
//! of the access's scope, the fence-based mapping of the PTX memory model):
//! release half before the access, acquire half after it. Loads and stores
//! are then written as monotonic; read-modify-writes keep their ordering.
//!
//! libNVVM supports 32- and 64-bit `atomicrmw` with the integer ops of
//! LLVM 7 except `nand`, and 32/64-bit `cmpxchg`. Float `xchg` goes
//! through integers, f32/f64 `fadd`/`fsub` become
//! `llvm.nvvm.atomic.load.add.*`, i32 `uinc_wrap`/`udec_wrap` become
//! `llvm.nvvm.atomic.load.{inc,dec}.32`, anything else is a compare-exchange
//! loop. Float `cmpxchg` goes through integers too. Scopes are not written
//! in NVVM: libNVVM accepts but ignores them (every scope compiles to the
//! same `atom.global`); the membars carry the scope.

use super::func::FnW;
use super::Res;
use dialects::ir::*;

fn has_rel(o: Ordering) -> bool {
    matches!(o, Ordering::Release | Ordering::AcqRel | Ordering::SeqCst)
}

fn has_acq(o: Ordering) -> bool {
    matches!(o, Ordering::Acquire | Ordering::AcqRel | Ordering::SeqCst)
}

/// Orderings LLVM accepts on a read-modify-write (no unordered).
fn rmw_ordering(o: Ordering) -> Ordering {
    if o == Ordering::Unordered {
        Ordering::Monotonic
    } else {
        o
    }
}

/// A valid (success, failure) pair no weaker than the given one.
fn cmpxchg_orderings(s: Ordering, f: Ordering) -> (Ordering, Ordering) {
    use Ordering::*;
    let f = match f {
        Release | Unordered => Monotonic,
        AcqRel => Acquire,
        o => o,
    };
    let s = rmw_ordering(s);
    let s = if s == SeqCst || f == SeqCst {
        SeqCst
    } else {
        match (has_acq(s) || has_acq(f), has_rel(s)) {
            (true, true) => AcqRel,
            (true, false) => Acquire,
            (false, true) => Release,
            (false, false) => Monotonic,
        }
    };
    (s, f)
}

/// LLVM's overload suffix of a scalar or vector type (`f32`, `v4i32`);
/// typed-pointer IR spells pointers with their pointee, so none here.
pub(super) fn mangle(t: Type) -> Option<String> {
    match t.as_vector().map_or(t, |(e, _)| e) {
        Type::Ptr(_) => None,
        _ => dialects::ir::intrinsics::spelling::overload_suffix(t),
    }
}

impl FnW<'_, '_> {
    /// A full fence of `scope` (nothing for single-thread scope).
    pub(super) fn membar(&mut self, scope: Scope) -> Res<()> {
        let name = match scope {
            Scope::SingleThread => return Ok(()),
            Scope::Block => "llvm.nvvm.membar.cta",
            Scope::Cluster | Scope::Device => "llvm.nvvm.membar.gl",
            Scope::System => "llvm.nvvm.membar.sys",
        };
        self.st.declare(name, format!("declare void @{name}()"))?;
        self.line(format!("call void @{name}()"));
        Ok(())
    }

    fn fence_before(&mut self, o: Ordering, s: Scope) -> Res<()> {
        if has_rel(o) {
            self.membar(s)?;
        }
        Ok(())
    }

    fn fence_after(&mut self, o: Ordering, s: Scope) -> Res<()> {
        if has_acq(o) {
            self.membar(s)?;
        }
        Ok(())
    }

    /// ` syncscope("...")` in modern, nothing in NVVM.
    fn scope_kw(&self, s: Scope) -> String {
        if self.cx.nvvm() || s == Scope::System {
            String::new()
        } else {
            format!(" syncscope(\"{}\")", s.keyword())
        }
    }

    /// `(atomic , " [syncscope] ordering")` of a load or store.
    fn ldst_atomic(&self, ma: &MemAttrs) -> (&'static str, String) {
        match ma.ordering {
            None => ("", String::new()),
            Some(o) => {
                let o = if o == Ordering::Unordered {
                    "unordered"
                } else {
                    "monotonic"
                };
                ("atomic ", format!("{} {o}", self.scope_kw(ma.scope)))
            }
        }
    }

    fn mem_md(&mut self, ma: &MemAttrs) -> String {
        let mut s = String::new();
        if ma.invariant {
            s.push_str(&format!(
                ", !invariant.load !{}",
                self.st.node("!{}".into())
            ));
        }
        if ma.nontemporal {
            s.push_str(&format!(
                ", !nontemporal !{}",
                self.st.node("!{i32 1}".into())
            ));
        }
        s
    }

    pub(super) fn load(&mut self, inst: Inst, p: Value, ma: MemAttrs) -> Res<()> {
        let t = self.res_ty(inst)?;
        if let Some(o) = ma.ordering {
            self.fence_before(o, ma.scope)?;
        }
        let ts = self.cx.ty(t)?;
        let pp = self.access_ptr(p, &ts)?;
        let vol = if ma.volatile { "volatile " } else { "" };
        let (atomic, ord) = self.ldst_atomic(&ma);
        let al = match (ma.align, ma.ordering) {
            (0, None) => String::new(),
            (0, Some(_)) => format!(", align {}", t.store_size()),
            (a, _) => format!(", align {a}"),
        };
        let mut md = self.mem_md(&ma);
        md.push_str(&self.range_md(inst, t));
        let l = format!(
            "{}load {atomic}{vol}{ts}, {pp}{ord}{al}{md}",
            self.def(inst)?
        );
        self.line(l);
        if let Some(o) = ma.ordering {
            self.fence_after(o, ma.scope)?;
        }
        Ok(())
    }

    pub(super) fn store(&mut self, _inst: Inst, v: Value, p: Value, ma: MemAttrs) -> Res<()> {
        let t = self.vty(v)?;
        if let Some(o) = ma.ordering {
            self.fence_before(o, ma.scope)?;
        }
        let ts = self.cx.ty(t)?;
        let pp = self.access_ptr(p, &ts)?;
        let vol = if ma.volatile { "volatile " } else { "" };
        let (atomic, ord) = self.ldst_atomic(&ma);
        let al = match (ma.align, ma.ordering) {
            (0, None) => String::new(),
            (0, Some(_)) => format!(", align {}", t.store_size()),
            (a, _) => format!(", align {a}"),
        };
        let md = self.mem_md(&ma);
        let l = format!(
            "store {atomic}{vol}{ts} {}, {pp}{ord}{al}{md}",
            self.val(v)?
        );
        self.line(l);
        if let Some(o) = ma.ordering {
            self.fence_after(o, ma.scope)?;
        }
        Ok(())
    }

    pub(super) fn atomicrmw(&mut self, inst: Inst, p: Value, v: Value, ra: RmwAttrs) -> Res<()> {
        let ord = rmw_ordering(ra.ordering);
        self.fence_before(ord, ra.scope)?;
        let t = self.vty(v)?;
        let ts = self.cx.ty(t)?;
        let vol = if ra.volatile { "volatile " } else { "" };
        // llc 16 has none of LLVM 20's newer operations: the loop (with
        // the scope widened to the system's) spells the usub ones.
        let newer = matches!(
            ra.op,
            RmwOp::USubCond
                | RmwOp::USubSat
                | RmwOp::FMaximum
                | RmwOp::FMinimum
                | RmwOp::FMaximumNum
                | RmwOp::FMinimumNum
        );
        if !self.cx.nvvm() && !newer {
            let pp = self.access_ptr(p, &ts)?;
            let al = if ra.align > 0 {
                format!(", align {}", ra.align)
            } else {
                String::new()
            };
            let l = format!(
                "{}atomicrmw {vol}{} {pp}, {}{} {}{al}",
                self.def(inst)?,
                ra.op.keyword(),
                self.tval(v)?,
                self.scope_kw(ra.scope),
                ord.keyword()
            );
            self.line(l);
        } else {
            use RmwOp::*;
            match ra.op {
                Xchg | Add | Sub | And | Or | Xor | Max | Min | UMax | UMin
                    if self.cx.int_like(t) && matches!(t.bits(), 32 | 64) =>
                {
                    let pp = self.access_ptr(p, &ts)?;
                    let l = format!(
                        "{}atomicrmw {vol}{} {pp}, {} {}",
                        self.def(inst)?,
                        ra.op.keyword(),
                        self.tval(v)?,
                        ord.keyword()
                    );
                    self.line(l);
                }
                Xchg if matches!(t, Type::F32 | Type::F64 | Type::Ptr(_)) => {
                    let it = format!("i{}", t.bits());
                    let (to_int, from_int) = if t.is_ptr() {
                        ("ptrtoint", "inttoptr")
                    } else {
                        ("bitcast", "bitcast")
                    };
                    let vi = self.names.tmp();
                    let l = format!("%{vi} = {to_int} {} to {it}", self.tval(v)?);
                    self.line(l);
                    let pp = self.access_ptr(p, &it)?;
                    let r = self.names.tmp();
                    self.line(format!(
                        "%{r} = atomicrmw {vol}xchg {pp}, {it} %{vi} {}",
                        ord.keyword()
                    ));
                    if self.dfg.inst_result(inst).is_some() {
                        let l = format!("{}{from_int} {it} %{r} to {ts}", self.def(inst)?);
                        self.line(l);
                    }
                }
                FAdd | FSub if matches!(t, Type::F32 | Type::F64) => {
                    let m = if t == Type::F32 { "f32" } else { "f64" };
                    let val = if ra.op == FSub {
                        let n = self.names.tmp();
                        let z = self.cx.konst(
                            &Const::Float(if t == Type::F32 { 0x8000_0000 } else { 1 << 63 }),
                            t,
                        )?;
                        self.line(format!("%{n} = fsub {ts} {z}, {}", self.val(v)?));
                        format!("%{n}")
                    } else {
                        self.val(v)?
                    };
                    self.atomic_intr(
                        inst,
                        &format!("llvm.nvvm.atomic.load.add.{m}"),
                        m,
                        p,
                        t,
                        val,
                    )?;
                }
                UIncWrap | UDecWrap if t == Type::Int(32) => {
                    let base = if ra.op == UIncWrap {
                        "llvm.nvvm.atomic.load.inc.32"
                    } else {
                        "llvm.nvvm.atomic.load.dec.32"
                    };
                    let val = self.val(v)?;
                    self.atomic_intr(inst, base, "i32", p, t, val)?;
                }
                _ => self.cas_loop(inst, p, v, t, ra, ord)?,
            }
        }
        self.fence_after(ord, ra.scope)
    }

    /// `call T @base.pA<m>(T addrspace(A)* p, T val)`.
    fn atomic_intr(
        &mut self,
        inst: Inst,
        base: &str,
        m: &str,
        p: Value,
        t: Type,
        val: String,
    ) -> Res<()> {
        let Type::Ptr(a) = self.vty(p)? else {
            return Err(format!("{p} is not a pointer"));
        };
        let ts = self.cx.ty(t)?;
        let name = format!("{base}.p{a}{m}");
        let pt = self.cx.ptr_to(&ts, a);
        self.st
            .declare(&name, format!("declare {ts} @{name}({pt}, {ts})"))?;
        let pp = self.access_ptr(p, &ts)?;
        let l = format!("{}call {ts} @{name}({pp}, {ts} {val})", self.def(inst)?);
        self.line(l);
        Ok(())
    }

    /// `atomicrmw` as a compare-exchange loop (NVVM, and the operations
    /// llc 16 lacks).
    fn cas_loop(
        &mut self,
        inst: Inst,
        p: Value,
        v: Value,
        t: Type,
        ra: RmwAttrs,
        ord: Ordering,
    ) -> Res<()> {
        use RmwOp::*;
        let bits = t.bits();
        let int_t = self.cx.int_like(t);
        let float_op = ra.op.is_float();
        if matches!(ra.op, FMaximum | FMinimum | FMaximumNum | FMinimumNum) {
            // LLVM 7 has no `maximum`/`minimum` intrinsics to spell them,
            // llc 16 no such atomicrmw.
            return Err(format!(
                "atomicrmw {} has no NVVM IR 2.0 or LLVM 16 form",
                ra.op.keyword()
            ));
        }
        if t.as_compound().is_some()
            || !matches!(bits, 32 | 64)
            || (float_op && (int_t || !t.is_float()))
            || (!float_op && ra.op != Xchg && !int_t)
        {
            return Err(format!(
                "atomicrmw {} on {t} has no NVVM IR 2.0 form",
                ra.op.keyword()
            ));
        }
        let is = format!("i{bits}");
        let ts = self.cx.ty(t)?;
        let vol = if ra.volatile { "volatile " } else { "" };
        let pp = self.access_ptr(p, &is)?;
        let al = if ra.align > 0 {
            ra.align as u64
        } else {
            bits / 8
        };
        let init = self.names.tmp();
        self.line(format!("%{init} = load {vol}{is}, {pp}, align {al}"));
        let prev = self.cur_label();
        let (lp, done) = (self.names.tmp(), self.names.tmp());
        self.line(format!("br label %{lp}"));
        self.new_seg(lp.clone());
        let (old, seen) = (self.names.tmp(), self.names.tmp());
        self.line(format!(
            "%{old} = phi {is} [ %{init}, %{prev} ], [ %{seen}, %{lp} ]"
        ));
        let oldt = if int_t {
            format!("%{old}")
        } else {
            let x = self.names.tmp();
            self.line(format!("%{x} = bitcast {is} %{old} to {ts}"));
            format!("%{x}")
        };
        let vv = self.val(v)?;
        let newt = match ra.op {
            Xchg => vv.clone(),
            FAdd => self.tmp_line(format!("fadd {ts} {oldt}, {vv}")),
            FSub => self.tmp_line(format!("fsub {ts} {oldt}, {vv}")),
            FMax | FMin => {
                let m = mangle(t).ok_or("bad float type")?;
                let name = format!(
                    "llvm.{}.{m}",
                    if ra.op == FMax { "maxnum" } else { "minnum" }
                );
                self.st
                    .declare(&name, format!("declare {ts} @{name}({ts}, {ts})"))?;
                self.tmp_line(format!("call {ts} @{name}({ts} {oldt}, {ts} {vv})"))
            }
            Add | Sub | And | Or | Xor => {
                self.tmp_line(format!("{} {is} {oldt}, {vv}", ra.op.keyword()))
            }
            Nand => {
                let a = self.tmp_line(format!("and {is} {oldt}, {vv}"));
                self.tmp_line(format!("xor {is} {a}, -1"))
            }
            Max | Min | UMax | UMin => {
                let pred = match ra.op {
                    Max => "sgt",
                    Min => "slt",
                    UMax => "ugt",
                    _ => "ult",
                };
                let c = self.tmp_line(format!("icmp {pred} {is} {oldt}, {vv}"));
                self.tmp_line(format!("select i1 {c}, {is} {oldt}, {is} {vv}"))
            }
            UIncWrap => {
                let c = self.tmp_line(format!("icmp uge {is} {oldt}, {vv}"));
                let i = self.tmp_line(format!("add {is} {oldt}, 1"));
                self.tmp_line(format!("select i1 {c}, {is} 0, {is} {i}"))
            }
            USubCond | USubSat => {
                let c = self.tmp_line(format!("icmp uge {is} {oldt}, {vv}"));
                let d = self.tmp_line(format!("sub {is} {oldt}, {vv}"));
                let other = if ra.op == USubCond {
                    oldt.clone()
                } else {
                    "0".to_string()
                };
                self.tmp_line(format!("select i1 {c}, {is} {d}, {is} {other}"))
            }
            FMaximum | FMinimum | FMaximumNum | FMinimumNum => {
                return Err(format!("atomicrmw {} in a loop", ra.op.keyword()))
            }
            UDecWrap => {
                let z = self.tmp_line(format!("icmp eq {is} {oldt}, 0"));
                let g = self.tmp_line(format!("icmp ugt {is} {oldt}, {vv}"));
                let c = self.tmp_line(format!("or i1 {z}, {g}"));
                let d = self.tmp_line(format!("sub {is} {oldt}, 1"));
                self.tmp_line(format!("select i1 {c}, {is} {vv}, {is} {d}"))
            }
        };
        let newi = if int_t {
            newt
        } else {
            self.tmp_line(format!("bitcast {ts} {newt} to {is}"))
        };
        let pair = self.tmp_line(format!(
            "cmpxchg {vol}{pp}, {is} %{old}, {is} {newi} {} monotonic",
            ord.keyword()
        ));
        self.line(format!("%{seen} = extractvalue {{ {is}, i1 }} {pair}, 0"));
        let ok = self.tmp_line(format!("extractvalue {{ {is}, i1 }} {pair}, 1"));
        self.line(format!("br i1 {ok}, label %{done}, label %{lp}"));
        self.new_seg(done);
        if self.dfg.inst_result(inst).is_some() {
            let l = format!("{}bitcast {is} %{seen} to {ts}", self.def(inst)?);
            self.line(l);
        }
        Ok(())
    }

    pub(super) fn cmpxchg(
        &mut self,
        inst: Inst,
        [p, c, n]: [Value; 3],
        ca: CmpXchgAttrs,
    ) -> Res<()> {
        let (succ, fail) = cmpxchg_orderings(ca.success, ca.failure);
        let t = self.vty(c)?;
        if self.cx.nvvm() && !matches!(t.bits(), 32 | 64) {
            return Err(format!(
                "{}-bit cmpxchg is not supported by libNVVM",
                t.bits()
            ));
        }
        self.fence_before(succ, ca.scope)?;
        let ts = self.cx.ty(t)?;
        let weak = if ca.weak { "weak " } else { "" };
        let vol = if ca.volatile { "volatile " } else { "" };
        let ords = format!(
            "{} {} {}",
            self.scope_kw(ca.scope),
            succ.keyword(),
            fail.keyword()
        );
        let al = if ca.align > 0 && !self.cx.nvvm() {
            format!(", align {}", ca.align)
        } else {
            String::new()
        };
        if self.cx.int_like(t) || t.is_ptr() {
            let pp = self.access_ptr(p, &ts)?;
            let l = format!(
                "{}cmpxchg {weak}{vol}{pp}, {}, {}{ords}{al}",
                self.def(inst)?,
                self.tval(c)?,
                self.tval(n)?
            );
            self.line(l);
        } else if matches!(t, Type::F16 | Type::F32 | Type::F64) {
            // LLVM 7 and 16: integer or pointer operands only.
            let is = format!("i{}", t.bits());
            let ci = self.names.tmp();
            let l = format!("%{ci} = bitcast {} to {is}", self.tval(c)?);
            self.line(l);
            let ni = self.names.tmp();
            let l = format!("%{ni} = bitcast {} to {is}", self.tval(n)?);
            self.line(l);
            let pp = self.access_ptr(p, &is)?;
            let pair = self.names.tmp();
            self.line(format!(
                "%{pair} = cmpxchg {weak}{vol}{pp}, {is} %{ci}, {is} %{ni}{ords}{al}"
            ));
            let (vi, ok, vf, s0) = (
                self.names.tmp(),
                self.names.tmp(),
                self.names.tmp(),
                self.names.tmp(),
            );
            self.line(format!("%{vi} = extractvalue {{ {is}, i1 }} %{pair}, 0"));
            self.line(format!("%{ok} = extractvalue {{ {is}, i1 }} %{pair}, 1"));
            self.line(format!("%{vf} = bitcast {is} %{vi} to {ts}"));
            self.line(format!(
                "%{s0} = insertvalue {{ {ts}, i1 }} undef, {ts} %{vf}, 0"
            ));
            if self.dfg.inst_result(inst).is_some() {
                let l = format!(
                    "{}insertvalue {{ {ts}, i1 }} %{s0}, i1 %{ok}, 1",
                    self.def(inst)?
                );
                self.line(l);
            }
        } else {
            return Err(format!("cmpxchg on {t} has no NVVM IR 2.0 form"));
        }
        self.fence_after(succ, ca.scope)
    }
}
