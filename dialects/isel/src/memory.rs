//! Loads, stores, allocas, atomics and fences.

use super::func::{imm, reg, FnSel, R};
use super::regs::{self, Ext};
use rustc_hash::{FxHashMap, FxHashSet};

use dialects::ir::*;
use ptx::{AddrBase, Operand, PtxType, Reg, RegClass, VarDecl};

/// A memory address: a base and a constant byte offset.
#[derive(Clone, Debug)]
pub(crate) struct Address {
    /// `[reg+off]` or `[sym+off]`.
    pub base: AddrBase,
    /// Byte offset.
    pub off: i64,
}

impl Address {
    /// The address `extra` bytes further.
    pub fn operand(&self, extra: u64) -> Operand {
        Operand::Addr(self.base.clone(), self.off + extra as i64)
    }
}

/// PTX's `.scope` for an LLVM sync scope.
fn scope_name(s: Scope) -> &'static str {
    match s {
        Scope::System => "sys",
        Scope::Device => "gpu",
        Scope::Block | Scope::SingleThread => "cta",
        Scope::Cluster => "cluster",
    }
}

impl FnSel<'_> {
    /// PTX's `.scope` for an LLVM sync scope on this target: below sm_90,
    /// which has no clusters, the cluster scope widens to the device (as
    /// LLVM's NVPTX backend resolves it); `.cluster` needs PTX 7.8.
    pub(crate) fn scope_word(&mut self, s: Scope) -> &'static str {
        match s {
            Scope::Cluster if self.cx.target.sm < 90 => scope_name(Scope::Device),
            Scope::Cluster => {
                self.need((7, 8));
                scope_name(s)
            }
            _ => scope_name(s),
        }
    }

    /// The address of pointer `p` (leaf `lane`): constant `ptradd`s fold
    /// into the offset, and a global of a specific space is addressed by
    /// name (`[sym+off]`).
    pub(crate) fn address(&mut self, p: Value, lane: usize) -> R<Address> {
        if self.ty(p).as_vector().is_some() {
            let r = self.src_reg(p, lane)?;
            return Ok(Address::of_reg(r));
        }
        let (root, off) = self.fold_root(p);
        let sym = self
            .global_sym(root)
            .or_else(|| self.in_place.get(&root).cloned());
        let base = match sym {
            Some(name) => AddrBase::Sym(name),
            None => AddrBase::Reg(self.src_reg(root, 0)?),
        };
        if off > -(1 << 31) && off < (1 << 31) {
            return Ok(Address { base, off });
        }
        // Too far for an immediate offset.
        let b = match base {
            AddrBase::Reg(r) => r,
            AddrBase::Sym(n) => self.op1(RegClass::B64, "mov.u64", vec![Operand::Sym(n)]),
            AddrBase::None => return Err("absolute address".into()),
        };
        let t = self.op1(RegClass::B64, "add.s64", vec![reg(b), imm(off)]);
        Ok(Address::of_reg(t))
    }

    /// The constant byte offset of a scalar `ptradd`, if it has one.
    fn const_ptradd(&self, v: Value) -> Option<(Value, i64)> {
        let i = self.def_inst(v)?;
        if self.dfg.insts[i].opcode != Opcode::PtrAdd || self.ty(v).as_vector().is_some() {
            return None;
        }
        let args = self.args(i);
        let ot = self.ty(args[1]);
        if ot.as_vector().is_some() {
            return None;
        }
        let c = self.lane_const(args[1], 0)?;
        Some((args[0], regs::sext(regs::const_bits(&c, ot)?, ot.bits())))
    }

    /// Follows constant `ptradd`s down to their base; returns it and the
    /// summed offset (wrapping, as the adds would).
    fn fold_root(&self, p: Value) -> (Value, i64) {
        let mut v = p;
        let mut off = 0i64;
        while let Some((base, o)) = self.const_ptradd(v) {
            off = off.wrapping_add(o);
            v = base;
        }
        (v, off)
    }

    /// The PTX name of the global `v` is the address of, when it lives in a
    /// specific state space (so `[name]` addresses it).
    fn global_sym(&self, v: Value) -> Option<String> {
        let i = self.def_inst(v)?;
        let (Opcode::Addr, Attrs::Symbol(Symbol::Global(g))) =
            (self.dfg.insts[i].opcode, self.attrs(i))
        else {
            return None;
        };
        let a = self.cx.m.globals[*g].addrspace;
        (a != 0 && self.ty(v) == Type::Ptr(a)).then(|| self.cx.global_names[*g].clone())
    }

    /// Finds the constant `ptradd`s and global addresses whose every use
    /// is the address of a load, store or atomic (directly or through more
    /// such `ptradd`s): `address` folds them, so they need no instruction.
    pub(crate) fn plan_folds(&mut self) {
        let mut uses: FxHashMap<Value, Vec<(Inst, usize)>> = FxHashMap::default();
        let mut escapes: FxHashSet<Value> = FxHashSet::default();
        for i in self.body.all_insts() {
            for (k, &a) in self.args(i).iter().enumerate() {
                uses.entry(a).or_default().push((i, k));
            }
            for s in &self.dfg.insts[i].succs {
                escapes.extend(self.dfg.call_args(s).iter().copied());
            }
        }
        let mut memo: FxHashMap<Value, bool> = FxHashMap::default();
        let cands: Vec<Value> = self
            .body
            .all_insts()
            .into_iter()
            .filter_map(|i| self.dfg.inst_result(i))
            .filter(|&v| self.const_ptradd(v).is_some() || self.global_sym(v).is_some())
            .collect();
        for v in cands {
            if self.foldable(v, &uses, &escapes, &mut memo) {
                self.folded.insert(v);
            }
        }
    }

    fn foldable(
        &self,
        v: Value,
        uses: &FxHashMap<Value, Vec<(Inst, usize)>>,
        escapes: &FxHashSet<Value>,
        memo: &mut FxHashMap<Value, bool>,
    ) -> bool {
        if let Some(&b) = memo.get(&v) {
            return b;
        }
        memo.insert(v, false);
        let ok = !escapes.contains(&v)
            && uses.get(&v).is_none_or(|us| {
                us.iter()
                    .all(|&(i, k)| match (self.dfg.insts[i].opcode, k) {
                        (Opcode::Load, 0)
                        | (Opcode::Store, 1)
                        | (Opcode::AtomicRmw, 0)
                        | (Opcode::CmpXchg, 0) => true,
                        (Opcode::PtrAdd, 0) => self.dfg.inst_result(i).is_some_and(|r| {
                            self.const_ptradd(r).is_some() && self.foldable(r, uses, escapes, memo)
                        }),
                        _ => false,
                    })
            });
        memo.insert(v, ok);
        ok
    }

    /// A known alignment of the address in `p`, in bytes (at least 1).
    pub(crate) fn known_align(&self, p: Value) -> u64 {
        let mut depth = 0;
        let mut v = p;
        let mut off: i64 = 0;
        loop {
            depth += 1;
            if depth > 16 {
                return 1;
            }
            let base_align = match self.dfg.values[v].def {
                ValueDef::Param(b, n) => {
                    if Some(b) == self.body.entry() {
                        self.func
                            .param_attrs
                            .get(n as usize)
                            .map_or(1, |a| a.align.max(1) as u64)
                    } else {
                        1
                    }
                }
                ValueDef::Result(i) => match (&self.dfg.insts[i].opcode, self.attrs(i)) {
                    (Opcode::Alloca, Attrs::Alloca(t, a)) => (*a as u64).max(t.abi_align()),
                    (Opcode::Addr, Attrs::Symbol(Symbol::Global(g))) => {
                        let gl = &self.cx.m.globals[*g];
                        (gl.align as u64).max(gl.ty.abi_align())
                    }
                    (Opcode::AddrSpaceCast, _) => {
                        v = self.args(i)[0];
                        continue;
                    }
                    (Opcode::PtrAdd, _) => {
                        let args = self.args(i);
                        let Some(c) = self.lane_const(args[1], 0) else {
                            return 1;
                        };
                        let ot = self.ty(args[1]);
                        off = off.wrapping_add(regs::sext(
                            regs::const_bits(&c, ot).unwrap_or(0),
                            ot.bits(),
                        ));
                        v = args[0];
                        continue;
                    }
                    _ => 1,
                },
            };
            let base_align = base_align.clamp(1, 1 << 12);
            return if off == 0 {
                base_align
            } else {
                base_align.min(1u64 << (off.trailing_zeros().min(12)))
            };
        }
    }

    /// `ld`/`st` qualifiers for an access: `.volatile`, `.nc`, or an
    /// atomic ordering with scope; returns (prefix, fence needed before).
    fn access_sem(&mut self, ma: &MemAttrs, space: Option<&str>, store: bool) -> R<(String, bool)> {
        if let Some(o) = ma.ordering {
            if space == Some("local") || space == Some("const") || space == Some("param") {
                // Thread-private or read-only memory: ordering is moot.
                return Ok((String::new(), false));
            }
            self.need((6, 0));
            let sc = self.scope_word(ma.scope);
            let (sem, fence) = match (o, store) {
                (Ordering::Unordered | Ordering::Monotonic, _) => ("relaxed", false),
                (Ordering::Acquire, false) | (Ordering::AcqRel, false) => ("acquire", false),
                (Ordering::Release, true) | (Ordering::AcqRel, true) => ("release", false),
                (Ordering::SeqCst, false) => ("acquire", true),
                (Ordering::SeqCst, true) => ("release", true),
                _ => {
                    return Err(format!(
                        "{} ordering on a {}",
                        o.keyword(),
                        if store { "store" } else { "load" }
                    )
                    .into())
                }
            };
            return Ok((format!(".{sem}.{sc}"), fence));
        }
        // PTX allows `.volatile` only on `.global`, `.shared` and generic
        // accesses (ptxas: "Modifier '.volatile' cannot be applied to
        // '.local' space"); thread-private and read-only spaces have no
        // other observer to keep the access for.
        if ma.volatile
            && matches!(
                space,
                None | Some("global") | Some("shared") | Some("shared::cluster")
            )
        {
            return Ok((".volatile".into(), false));
        }
        Ok((String::new(), false))
    }

    pub(crate) fn lower_load(&mut self, inst: Inst) -> R<()> {
        let Attrs::Mem(ma) = *self.attrs(inst) else {
            return Err("malformed load".into());
        };
        let p = self.args(inst)[0];
        let res = self.result(inst)?;
        let t = self.ty(res);
        let space = match self.param_root(p) {
            Some(_) => Some("param"),
            None => self.ptr_space(p)?,
        };
        let (mut sem, fence) = self.access_sem(&ma, space, false)?;
        if ma.ordering.is_some() && regs::leaf_count(t)? != 1 {
            return Err("atomic load of an aggregate".into());
        }
        if fence {
            let sw = self.scope_word(ma.scope);
            self.emit(&format!("fence.sc.{sw}"), vec![]);
        }
        if sem.is_empty() && ma.invariant && space == Some("global") {
            sem = ".nc".into();
        }
        let ds = self.vregs(res)?;
        let addr = self.address(p, 0)?;
        let align = self.access_align(ma.align, t, p);
        self.load_into(&ds, t, &addr, space, &sem, align)?;
        if t == Type::Int(8) {
            // One `ld.u8` (a byte is never split): zero-extended.
            self.zext_bytes.insert(res);
        }
        Ok(())
    }

    /// The alignment to assume for an access: the IR's, else the type's ABI
    /// alignment, raised by what is known about the pointer.
    fn access_align(&self, align: u32, t: Type, p: Value) -> u64 {
        let a = if align == 0 {
            t.abi_align()
        } else {
            align as u64
        };
        a.max(self.known_align(p))
    }

    /// Loads a value of type `t` from `addr` into `ds`.
    pub(crate) fn load_into(
        &mut self,
        ds: &[Reg],
        t: Type,
        addr: &Address,
        space: Option<&str>,
        sem: &str,
        align: u64,
    ) -> R<()> {
        // `.nc` follows the state space (`ld.global.nc`), the others precede it.
        let (sem, sp) = match space {
            Some(s) if sem == ".nc" => (String::new(), format!(".{s}.nc")),
            Some(s) => (sem.to_string(), format!(".{s}")),
            None => (sem.to_string(), String::new()),
        };
        if let Some((elem, n)) = self.vector_access(t, align, space, &sem) {
            let mt = regs::mem_ty(elem)?;
            let v = ds.iter().map(|&r| reg(r)).collect();
            self.emit(
                &format!("ld{sem}{sp}.v{n}.{}", mt.name()),
                vec![Operand::Vector(v), addr.operand(0)],
            );
            return Ok(());
        }
        let leaves = regs::mem_leaves(t)?;
        for (&d, (off, leaf)) in ds.iter().zip(leaves) {
            let size = leaf.store_size();
            let known = align_at(align, off);
            if known < size {
                if !splittable(&sem) {
                    return Err(format!("under-aligned access (align {align}) to {leaf}").into());
                }
                self.load_split(&format!("ld{sem}{sp}"), d, leaf, addr, off, known.min(8))?;
                continue;
            }
            let mt = regs::mem_ty(leaf)?;
            if mt == PtxType::B128 {
                self.need((8, 3));
            }
            let name = format!("ld{sem}{sp}.{}", mt.name());
            if leaf == Type::Int(1) {
                let b = self.op1(RegClass::B16, &name, vec![addr.operand(off)]);
                let t = self.op1(RegClass::B16, "and.b16", vec![reg(b), imm(1)]);
                self.emit("setp.eq.b16", vec![reg(d), reg(t), imm(1)]);
            } else {
                self.emit(&name, vec![reg(d), addr.operand(off)]);
            }
        }
        Ok(())
    }

    /// A `.v2`/`.v4` access of vector type `t`, when PTX has one and the
    /// alignment allows it.
    /// The element type and lane count of one vector access of `t` at
    /// `align`: `.v2`/`.v4` up to 128 bits; the 256-bit `.v8` of 32-bit
    /// and `.v4` of 64-bit elements to `.global` only (plain or `.nc`), from
    /// sm_100 and PTX ISA 8.8 (PTX ISA 9.1 §9.7.9.8; `../shared/gpu`).
    fn vector_access(
        &mut self,
        t: Type,
        align: u64,
        space: Option<&str>,
        sem: &str,
    ) -> Option<(Type, u32)> {
        let (elem, n) = t.as_vector()?;
        let size = t.store_size();
        let bits = elem.bits() * n as u64;
        let wide = bits == 256
            && space == Some("global")
            && matches!(sem, "" | ".nc")
            && self.cx.target.sm >= 100
            && matches!((elem.bits(), n), (32, 8) | (64, 4));
        let ok = (matches!(n, 2 | 4) && bits <= 128 || wide)
            && elem != Type::Int(1)
            && elem.bits() <= 64
            && bits == size * 8
            && align >= size;
        if ok && wide {
            self.need((8, 8));
        }
        ok.then_some((elem, n))
    }

    pub(crate) fn lower_store(&mut self, inst: Inst) -> R<()> {
        let Attrs::Mem(ma) = *self.attrs(inst) else {
            return Err("malformed store".into());
        };
        let args = self.args(inst);
        let (v, p) = (args[0], args[1]);
        let t = self.ty(v);
        let space = self.ptr_space(p)?;
        if space == Some("const") {
            return Err("store to the constant space".into());
        }
        let (sem, fence) = self.access_sem(&ma, space, true)?;
        if ma.ordering.is_some() && regs::leaf_count(t)? != 1 {
            return Err("atomic store of an aggregate".into());
        }
        if fence {
            let sw = self.scope_word(ma.scope);
            self.emit(&format!("fence.sc.{sw}"), vec![]);
        }
        let addr = self.address(p, 0)?;
        let align = self.access_align(ma.align, t, p);
        self.store_value(v, t, &addr, space, &sem, align)
    }

    /// Stores value `v` of type `t` to `addr`.
    pub(crate) fn store_value(
        &mut self,
        v: Value,
        t: Type,
        addr: &Address,
        space: Option<&str>,
        sem: &str,
        align: u64,
    ) -> R<()> {
        let sp = space.map_or(String::new(), |s| format!(".{s}"));
        if let Some((elem, n)) = self.vector_access(t, align, space, sem) {
            let mt = regs::mem_ty(elem)?;
            let mut ops = Vec::new();
            for lane in 0..n as usize {
                ops.push(reg(self.src_reg(v, lane)?));
            }
            self.emit(
                &format!("st{sem}{sp}.v{n}.{}", mt.name()),
                vec![addr.operand(0), Operand::Vector(ops)],
            );
            return Ok(());
        }
        let leaves = regs::mem_leaves(t)?;
        for (lane, (off, leaf)) in leaves.into_iter().enumerate() {
            let size = leaf.store_size();
            let known = align_at(align, off);
            if known < size {
                if !splittable(sem) {
                    return Err(format!("under-aligned access (align {align}) to {leaf}").into());
                }
                let r = self.src_reg(v, lane)?;
                self.store_split(&format!("st{sem}{sp}"), r, leaf, addr, off, known.min(8))?;
                continue;
            }
            let mt = regs::mem_ty(leaf)?;
            if mt == PtxType::B128 {
                self.need((8, 3));
            }
            let src = if leaf == Type::Int(1) {
                let p = self.src_reg(v, lane)?;
                reg(self.op1(RegClass::B16, "selp.u16", vec![imm(1), imm(0), reg(p)]))
            } else {
                self.src(v, lane, Ext::Any)?
            };
            self.emit(
                &format!("st{sem}{sp}.{}", mt.name()),
                vec![addr.operand(off), src],
            );
        }
        Ok(())
    }

    /// Reserves depot slots for every alloca (all must have a constant
    /// count) and declares the depot.
    pub(crate) fn plan_depot(&mut self) -> R<()> {
        let mut any_generic = false;
        for &b in &self.body.layout.blocks {
            for &i in self.body.block_insts(b) {
                if self.dfg.insts[i].opcode != Opcode::Alloca {
                    continue;
                }
                let Attrs::Alloca(t, a) = *self.attrs(i) else {
                    return Err("malformed alloca".into());
                };
                let n = self.args(i)[0];
                // A variable count, or an alloca that runs again on each
                // pass through its block, is a dynamic stack allocation
                // (`alloca.u64`, selected where it is).
                let Some(c) = self.lane_const(n, 0) else {
                    continue;
                };
                if Some(b) != self.body.entry() {
                    continue;
                }
                let count = regs::const_bits(&c, self.ty(n)).unwrap_or(0) as u64;
                let align = (a as u64).max(t.abi_align()).max(1);
                let size = t
                    .store_size()
                    .checked_mul(count)
                    .filter(|&s| s < (1 << 24))
                    .ok_or("alloca too large for the local depot")?;
                let off = self.depot.size.div_ceil(align) * align;
                self.depot.size = off + size.max(1);
                self.depot.align = self.depot.align.max(align);
                self.depot.slots.insert(i, off);
                let r = self.result(i)?;
                any_generic |= regs::addrspace(self.ty(r))? == 0;
            }
        }
        if !self.depot.slots.is_empty() {
            self.declare_depot(any_generic);
        }
        Ok(())
    }

    /// Reserves `size` bytes aligned to `align` in the depot (for byval
    /// copies); returns the offset.
    pub(crate) fn depot_slot(&mut self, size: u64, align: u64) -> u64 {
        let off = self.depot.size.div_ceil(align) * align;
        self.depot.size = off + size.max(1);
        self.depot.align = self.depot.align.max(align);
        off
    }

    /// Declares the depot and sets `%SPL` (and `%SP`).
    pub(crate) fn declare_depot(&mut self, generic: bool) {
        if self.depot.spl.is_none() {
            let spl = self.named_reg(RegClass::B64, "SPL");
            self.depot.spl = Some(spl);
            let name = format!("__local_depot{}", self.index);
            self.emit("mov.u64", vec![reg(spl), Operand::Sym(name)]);
        }
        if generic && self.depot.sp.is_none() {
            let sp = self.named_reg(RegClass::B64, "SP");
            self.depot.sp = Some(sp);
            let spl = self.depot.spl.unwrap_or(sp);
            self.emit("cvta.local.u64", vec![reg(sp), reg(spl)]);
        }
    }

    /// Inserts the depot declaration at the top of the entry block, once
    /// its final size is known.
    pub(crate) fn finish_depot(&mut self) {
        if self.depot.spl.is_none() {
            return;
        }
        let entry = self.order[0];
        self.out.blocks[entry].stmts.insert(
            0,
            ptx::Stmt::Decl(VarDecl {
                space: ptx::Space::Local,
                linkage: None,
                align: self.depot.align.max(1) as u32,
                ty: PtxType::B8,
                name: format!("__local_depot{}", self.index),
                dims: vec![Some(self.depot.size.max(1))],
                init: None,
            }),
        );
    }

    pub(crate) fn lower_alloca(&mut self, inst: Inst) -> R<()> {
        let res = self.result(inst)?;
        let d = self.vreg(res)?;
        let Some(&off) = self.depot.slots.get(&inst) else {
            return self.dynamic_alloca(inst, d);
        };
        let base = if regs::addrspace(self.ty(res))? == 0 {
            self.depot.sp
        } else {
            self.depot.spl
        }
        .ok_or("alloca without a depot")?;
        if off == 0 {
            self.emit("mov.u64", vec![reg(d), reg(base)]);
        } else {
            self.emit("add.u64", vec![reg(d), reg(base), imm(off as i64)]);
        }
        Ok(())
    }

    /// `alloca.u64` (PTX 7.3): `count` elements on the stack frame, then
    /// made generic when the IR's pointer is.
    fn dynamic_alloca(&mut self, inst: Inst, d: Reg) -> R<()> {
        let Attrs::Alloca(t, a) = *self.attrs(inst) else {
            return Err("malformed alloca".into());
        };
        self.require_sm(52, "dynamic stack allocation")?;
        self.need((7, 3));
        let n = self.args(inst)[0];
        let count = match self.ty(n).bits() {
            64 => self.src_reg(n, 0)?,
            w @ (8 | 16 | 32) => {
                let r = self.src_ext(n, 0, Ext::Zero)?;
                let from = if w == 32 { "u32" } else { "u16" };
                self.op1(RegClass::B64, &format!("cvt.u64.{from}"), vec![reg(r)])
            }
            w => return Err(format!("alloca count of i{w}").into()),
        };
        let size = match t.store_size() {
            1 => count,
            s => self.op1(RegClass::B64, "mul.lo.u64", vec![reg(count), imm(s as i64)]),
        };
        let align = (a as u64).max(t.abi_align()).clamp(8, 1 << 23);
        let local = self.op1(
            RegClass::B64,
            "alloca.u64",
            vec![reg(size), imm(align as i64)],
        );
        let op = if regs::addrspace(self.ty(self.result(inst)?))? == 0 {
            "cvta.local.u64"
        } else {
            "mov.u64"
        };
        self.emit(op, vec![reg(d), reg(local)]);
        Ok(())
    }

    /// `.sem` and `.scope` qualifiers of an atomic read-modify-write, and
    /// whether a `fence.sc` must precede it.
    pub(crate) fn rmw_sem(&mut self, o: Ordering, s: Scope) -> R<(String, bool)> {
        let sc = self.scope_word(s);
        Ok(match o {
            Ordering::Unordered | Ordering::Monotonic => {
                if matches!(s, Scope::System | Scope::Device) {
                    (String::new(), false)
                } else {
                    self.need((6, 0));
                    (format!(".relaxed.{sc}"), false)
                }
            }
            Ordering::Acquire => (format!(".acquire.{sc}"), false),
            Ordering::Release => (format!(".release.{sc}"), false),
            Ordering::AcqRel => (format!(".acq_rel.{sc}"), false),
            Ordering::SeqCst => (format!(".acq_rel.{sc}"), true),
        })
    }

    /// The state space of an atomic's pointer (global, shared or generic).
    fn atomic_space(&mut self, p: Value) -> R<String> {
        match self.ptr_space(p)? {
            None => Ok(String::new()),
            Some(s @ ("global" | "shared" | "shared::cluster")) => Ok(format!(".{s}")),
            Some(s) => Err(format!("atomic in the {s} space").into()),
        }
    }

    /// Whether `p` points into the local space.
    fn is_local(&mut self, p: Value) -> R<bool> {
        Ok(self.ptr_space(p)? == Some("local"))
    }

    /// An atomic read-modify-write of local memory, which no other thread
    /// can see: a load, the operation and a store, as LLVM's
    /// NVPTXAtomicLower does (`atom` takes no local addresses; an atomic
    /// on a local variable arrives here once infer-address-spaces has
    /// seen through its generic pointer).
    fn local_rmw(&mut self, ra: RmwAttrs, p: Value, v: Value, d: Reg, t: Type) -> R<()> {
        let w = t.bits();
        let int = t.is_int() || t.is_ptr();
        if !(int && matches!(w, 16 | 32 | 64) || matches!(t, Type::F16 | Type::F32 | Type::F64)) {
            return Err(format!("atomicrmw {} on {t} in the local space", ra.op.keyword()).into());
        }
        let mt = regs::mem_ty(t)?;
        let addr = self.address(p, 0)?;
        let val = self.src_reg(v, 0)?;
        let c = self.out.reg_class(d);
        let old = self.new_reg(c);
        self.emit(
            &format!("ld.local.{}", mt.name()),
            vec![reg(old), addr.operand(0)],
        );
        let bin = |s: &mut Self, op: String| s.op1(c, &op, vec![reg(old), reg(val)]);
        use RmwOp::*;
        let new = match (ra.op, int) {
            (Xchg, _) => val,
            (Add, true) => bin(self, format!("add.s{w}")),
            (Sub, true) => bin(self, format!("sub.s{w}")),
            (And, true) => bin(self, format!("and.b{w}")),
            (Or, true) => bin(self, format!("or.b{w}")),
            (Xor, true) => bin(self, format!("xor.b{w}")),
            (Nand, true) => {
                let a = bin(self, format!("and.b{w}"));
                self.op1(c, &format!("not.b{w}"), vec![reg(a)])
            }
            (Max, true) => bin(self, format!("max.s{w}")),
            (Min, true) => bin(self, format!("min.s{w}")),
            (UMax, true) => bin(self, format!("max.u{w}")),
            (UMin, true) => bin(self, format!("min.u{w}")),
            (UIncWrap, true) => {
                let ge = self.op1(
                    RegClass::Pred,
                    &format!("setp.ge.u{w}"),
                    vec![reg(old), reg(val)],
                );
                let inc = self.op1(c, &format!("add.u{w}"), vec![reg(old), imm(1)]);
                self.op1(c, &format!("selp.b{w}"), vec![imm(0), reg(inc), reg(ge)])
            }
            (UDecWrap, true) => {
                let z = self.op1(
                    RegClass::Pred,
                    &format!("setp.eq.u{w}"),
                    vec![reg(old), imm(0)],
                );
                let gt = self.op1(
                    RegClass::Pred,
                    &format!("setp.gt.u{w}"),
                    vec![reg(old), reg(val)],
                );
                let either = self.op1(RegClass::Pred, "or.pred", vec![reg(z), reg(gt)]);
                let dec = self.op1(c, &format!("sub.u{w}"), vec![reg(old), imm(1)]);
                self.op1(
                    c,
                    &format!("selp.b{w}"),
                    vec![reg(val), reg(dec), reg(either)],
                )
            }
            (FAdd, false) => bin(self, format!("add.rn.{}", regs::fty(t))),
            (FSub, false) => bin(self, format!("sub.rn.{}", regs::fty(t))),
            (FMax, false) if t != Type::F16 => bin(self, format!("max.{}", regs::fty(t))),
            (FMin, false) if t != Type::F16 => bin(self, format!("min.{}", regs::fty(t))),
            (USubCond | USubSat, true) => self.usub_rmw(ra.op, w, old, val),
            (FMaximum | FMinimum | FMaximumNum | FMinimumNum, false) if t != Type::F16 => {
                self.ordered_rmw(ra.op, t, old, val)?
            }
            _ => {
                return Err(
                    format!("atomicrmw {} on {t} in the local space", ra.op.keyword()).into(),
                )
            }
        };
        self.emit(
            &format!("st.local.{}", mt.name()),
            vec![addr.operand(0), reg(new)],
        );
        self.copy_to(d, reg(old));
        Ok(())
    }

    pub(crate) fn lower_atomicrmw(&mut self, inst: Inst) -> R<()> {
        let Attrs::Rmw(ra) = *self.attrs(inst) else {
            return Err("malformed atomicrmw".into());
        };
        let args = self.args(inst);
        let (p, v) = (args[0], args[1]);
        let res = self.result(inst)?;
        let t = self.ty(res);
        if t.as_vector().is_some() {
            return self.packed_half_rmw(ra, p, v, res, t);
        }
        let d = self.vreg(res)?;
        if self.is_local(p)? {
            return self.local_rmw(ra, p, v, d, t);
        }
        let sp = self.atomic_space(p)?;
        let (sem, fence) = self.rmw_sem(ra.ordering, ra.scope)?;
        let w = t.bits();
        use RmwOp::*;
        let int = t.is_int() || t.is_ptr();
        // bf16 adds before sm_90 (no `atom.add.noftz.bf16`) take the
        // word's compare-and-swap loop too, as llc's AtomicExpand does.
        let bf16_add_loop =
            t == Type::BF16 && matches!(ra.op, FAdd | FSub) && self.cx.target.sm < 90;
        if int && matches!(w, 8 | 16)
            || matches!(t, Type::F16 | Type::BF16)
                && matches!(
                    ra.op,
                    FMax | FMin | Xchg | FMaximum | FMinimum | FMaximumNum | FMinimumNum
                )
            || bf16_add_loop
        {
            return self.subword_rmw(ra, p, v, d, t, &sp, &sem, fence);
        }
        if int && w == 128 && ra.op == Xchg {
            // `atom.exch.b128` on sm_90 (PTX 8.3; ptxas wants 8.4 for
            // the default `.sys` scope).
            self.require_sm(90, "atomicrmw xchg on i128")?;
            self.need((8, 4));
        } else if int && !matches!(w, 32 | 64) {
            return Err(format!("atomicrmw on {t}").into());
        }
        let (op, neg) = match (ra.op, t) {
            (Add, _) => (format!("add.u{w}"), false),
            (Sub, _) => (format!("add.u{w}"), true),
            (And, _) => (format!("and.b{w}"), false),
            (Or, _) => (format!("or.b{w}"), false),
            (Xor, _) => (format!("xor.b{w}"), false),
            (Max, _) => (format!("max.s{w}"), false),
            (Min, _) => (format!("min.s{w}"), false),
            (UMax, _) => (format!("max.u{w}"), false),
            (UMin, _) => (format!("min.u{w}"), false),
            (Xchg, _) if matches!(w, 32 | 64 | 128) => (format!("exch.b{w}"), false),
            (FAdd | FSub, Type::F32 | Type::F64) => {
                (format!("add.{}", regs::fty(t)), ra.op == FSub)
            }
            (FAdd | FSub, Type::F16) => {
                self.need((6, 3));
                ("add.noftz.f16".to_string(), ra.op == FSub)
            }
            (FAdd | FSub, Type::BF16) => {
                self.require_sm(90, "atom.add.noftz.bf16")?;
                self.need((7, 8));
                ("add.noftz.bf16".to_string(), ra.op == FSub)
            }
            (UIncWrap, _) if w == 32 => ("inc.u32".to_string(), false),
            (UDecWrap, _) if w == 32 => ("dec.u32".to_string(), false),
            (
                Nand | FMax | FMin | UIncWrap | UDecWrap | USubCond | USubSat | FMaximum | FMinimum
                | FMaximumNum | FMinimumNum,
                _,
            ) => {
                return self.rmw_cas_loop(ra, p, v, d, &sp, &sem, fence);
            }
            _ => return Err(format!("atomicrmw {} on {t}", ra.op.keyword()).into()),
        };
        let src = if neg {
            let r = self.src_reg(v, 0)?;
            let c = self.out.reg_class(r);
            match t {
                Type::F16 | Type::BF16 => reg(self.op1(c, "xor.b16", vec![reg(r), imm(0x8000)])),
                _ if t.is_float() => {
                    reg(self.op1(c, &format!("neg.{}", regs::fty(t)), vec![reg(r)]))
                }
                _ => reg(self.op1(c, &format!("neg.s{w}"), vec![reg(r)])),
            }
        } else {
            self.src(v, 0, Ext::Any)?
        };
        if fence {
            let sw = self.scope_word(ra.scope);
            self.emit(&format!("fence.sc.{sw}"), vec![]);
        }
        let addr = self.address(p, 0)?;
        self.emit(
            &format!("atom{sem}{sp}.{op}"),
            vec![reg(d), addr.operand(0), src],
        );
        Ok(())
    }

    /// `atomicrmw fadd`/`fsub` on `<2 x half>` or `<2 x bfloat>` (LLVM 19's
    /// vector atomics): PTX's packed `atom.add.noftz.{f16x2,bf16x2}` on
    /// the 32-bit word, a subtraction adding the negated lanes.
    fn packed_half_rmw(&mut self, ra: RmwAttrs, p: Value, v: Value, res: Value, t: Type) -> R<()> {
        let word = match t.as_vector() {
            Some((Type::F16, 2)) => "f16x2",
            Some((Type::BF16, 2)) => "bf16x2",
            Some((Type::F32, 2 | 4)) => return self.f32_vector_rmw(ra, p, v, res, t),
            _ => return Err(format!("atomicrmw on {t}").into()),
        };
        if !matches!(ra.op, RmwOp::FAdd | RmwOp::FSub) {
            return Err(format!("atomicrmw {} on {t}", ra.op.keyword()).into());
        }
        if self.is_local(p)? {
            return Err(format!("atomicrmw on {t} in the local space").into());
        }
        if word == "bf16x2" && self.cx.target.sm < 90 {
            return self.bf16x2_cas_add(ra, p, v, res);
        }
        if word == "bf16x2" {
            self.need((7, 8));
        } else {
            self.need((6, 3));
        }
        let (sp, sem, val, addr) = self.packed_half_operand(ra, p, v)?;
        let old = self.new_reg(RegClass::B32);
        self.emit(
            &format!("atom{sem}{sp}.add.noftz.{word}"),
            vec![reg(old), addr.operand(0), reg(val)],
        );
        self.define_halves(res, old)
    }

    /// What a packed 16-bit pair atomic needs first: the space, the
    /// semantics, the operand word (lanes negated for `fsub`) and the
    /// address, after the fence a `seq_cst` one wants.
    fn packed_half_operand(
        &mut self,
        ra: RmwAttrs,
        p: Value,
        v: Value,
    ) -> R<(String, String, Reg, Address)> {
        let sp = self.atomic_space(p)?;
        let (sem, fence) = self.rmw_sem(ra.ordering, ra.scope)?;
        let mut val = self.pack_pair(v, 0)?;
        if ra.op == RmwOp::FSub {
            val = self.op1(RegClass::B32, "xor.b32", vec![reg(val), imm(0x8000_8000)]);
        }
        if fence {
            let sw = self.scope_word(ra.scope);
            self.emit(&format!("fence.sc.{sw}"), vec![]);
        }
        let addr = self.address(p, 0)?;
        Ok((sp, sem, val, addr))
    }

    /// `atomicrmw fadd`/`fsub` on `<2 x bfloat>` before sm_90, which has
    /// no `atom.add.noftz.bf16x2`: a compare-and-swap loop on the word, each
    /// lane added in f32 and rounded once to bf16 (exact: 24 >= 2 * 8 + 2
    /// bits), as llc's AtomicExpand does; `cvt.rn.bf16.f32` needs sm_80.
    fn bf16x2_cas_add(&mut self, ra: RmwAttrs, p: Value, v: Value, res: Value) -> R<()> {
        self.require_sm(80, "atomicrmw fadd on <2 x bfloat>")?;
        self.need((7, 0));
        let (sp, sem, val, addr) = self.packed_half_operand(ra, p, v)?;
        let old = self.new_reg(RegClass::B32);
        self.emit(
            &format!("ld.volatile{sp}.b32"),
            vec![reg(old), addr.operand(0)],
        );
        let lp = self.new_block();
        let done = self.new_block();
        self.place(lp);
        // A bf16 lane's f32: its bits in the upper half of a word.
        let lanes_f32 = |s: &mut Self, w: Reg| -> [Reg; 2] {
            let lo = s.op1(RegClass::B32, "shl.b32", vec![reg(w), imm(16)]);
            let hi = s.op1(
                RegClass::B32,
                "and.b32",
                vec![reg(w), imm(0xffff_0000u32 as i32 as i64)],
            );
            [s.bits_as(lo, Type::F32), s.bits_as(hi, Type::F32)]
        };
        let (o, x) = (lanes_f32(self, old), lanes_f32(self, val));
        let mut sums = Vec::with_capacity(2);
        for k in 0..2 {
            let f = self.op1(RegClass::F32, "add.rn.f32", vec![reg(o[k]), reg(x[k])]);
            sums.push(reg(self.op1(
                RegClass::B16,
                "cvt.rn.bf16.f32",
                vec![reg(f)],
            )));
        }
        let new = self.op1(RegClass::B32, "mov.b32", vec![Operand::Vector(sums)]);
        let got = self.new_reg(RegClass::B32);
        self.emit(
            &format!("atom{sem}{sp}.cas.b32"),
            vec![reg(got), addr.operand(0), reg(old), reg(new)],
        );
        let retry = self.op1(RegClass::Pred, "setp.ne.b32", vec![reg(got), reg(old)]);
        self.emit("mov.b32", vec![reg(old), reg(got)]);
        self.emit_g(Some((retry, false)), "bra", vec![Operand::Label(lp)]);
        self.place(done);
        self.define_halves(res, old)
    }

    /// `atomicrmw fadd`/`fsub`/`fmax`/`fmin` on `<2 x float>` or `<4 x
    /// float>`, atomic as a whole (LLVM's atomicrmw-vector-b128.ll): a
    /// compare-and-swap loop on the 64-bit word, or on the 128-bit one
    /// with `atom.cas.b128` (sm_90, PTX 8.4), as llc's AtomicExpand
    /// writes it.
    fn f32_vector_rmw(&mut self, ra: RmwAttrs, p: Value, v: Value, res: Value, t: Type) -> R<()> {
        let lanes = t.as_vector().map_or(0, |(_, n)| n as usize);
        let op = match ra.op {
            RmwOp::FAdd => "add.rn.f32",
            RmwOp::FSub => "sub.rn.f32",
            RmwOp::FMax => "max.f32",
            RmwOp::FMin => "min.f32",
            _ => return Err(format!("atomicrmw {} on {t}", ra.op.keyword()).into()),
        };
        if self.is_local(p)? {
            return Err(format!("atomicrmw on {t} in the local space").into());
        }
        let wide = lanes == 4;
        if wide {
            // `atom.cas.b128` is PTX 8.3; ptxas wants 8.4 for the default
            // `.sys` scope.
            self.require_sm(90, "atomicrmw on a 128-bit vector")?;
            self.need((8, 4));
        }
        let sp = self.atomic_space(p)?;
        let (sem, fence) = self.rmw_sem(ra.ordering, ra.scope)?;
        let vals: Vec<Reg> = (0..lanes)
            .map(|k| self.src_reg(v, k))
            .collect::<R<Vec<_>>>()?;
        if fence {
            let sw = self.scope_word(ra.scope);
            self.emit(&format!("fence.sc.{sw}"), vec![]);
        }
        let addr = self.address(p, 0)?;
        // The old value as 64-bit halves (one for two lanes).
        let halves = lanes / 2;
        let old: Vec<Reg> = (0..halves).map(|_| self.new_reg(RegClass::B64)).collect();
        let vol = format!("ld.volatile{sp}");
        if wide {
            self.emit(
                &format!("{vol}.v2.b64"),
                vec![
                    Operand::Vector(old.iter().map(|&r| reg(r)).collect()),
                    addr.operand(0),
                ],
            );
        } else {
            self.emit(&format!("{vol}.b64"), vec![reg(old[0]), addr.operand(0)]);
        }
        let lp = self.new_block();
        let done = self.new_block();
        self.place(lp);
        let mut new = Vec::with_capacity(halves);
        for (h, &o) in old.iter().enumerate() {
            let (a, b) = (self.new_reg(RegClass::F32), self.new_reg(RegClass::F32));
            self.emit(
                "mov.b64",
                vec![Operand::Vector(vec![reg(a), reg(b)]), reg(o)],
            );
            let x = self.op1(RegClass::F32, op, vec![reg(a), reg(vals[2 * h])]);
            let y = self.op1(RegClass::F32, op, vec![reg(b), reg(vals[2 * h + 1])]);
            let w = self.new_reg(RegClass::B64);
            self.emit(
                "mov.b64",
                vec![reg(w), Operand::Vector(vec![reg(x), reg(y)])],
            );
            new.push(w);
        }
        let retry = if wide {
            let pack = |s: &mut Self, hs: &[Reg]| {
                let q = s.new_reg(RegClass::B128);
                s.emit(
                    "mov.b128",
                    vec![
                        reg(q),
                        Operand::Vector(hs.iter().map(|&r| reg(r)).collect()),
                    ],
                );
                q
            };
            let (oq, nq) = (pack(self, &old), pack(self, &new));
            let got = self.new_reg(RegClass::B128);
            self.emit(
                &format!("atom{sem}{sp}.cas.b128"),
                vec![reg(got), addr.operand(0), reg(oq), reg(nq)],
            );
            let (glo, ghi) = (self.new_reg(RegClass::B64), self.new_reg(RegClass::B64));
            self.emit(
                "mov.b128",
                vec![Operand::Vector(vec![reg(glo), reg(ghi)]), reg(got)],
            );
            let p0 = self.op1(RegClass::Pred, "setp.ne.b64", vec![reg(glo), reg(old[0])]);
            let p1 = self.op1(RegClass::Pred, "setp.ne.b64", vec![reg(ghi), reg(old[1])]);
            self.emit("mov.b64", vec![reg(old[0]), reg(glo)]);
            self.emit("mov.b64", vec![reg(old[1]), reg(ghi)]);
            self.op1(RegClass::Pred, "or.pred", vec![reg(p0), reg(p1)])
        } else {
            let got = self.new_reg(RegClass::B64);
            self.emit(
                &format!("atom{sem}{sp}.cas.b64"),
                vec![reg(got), addr.operand(0), reg(old[0]), reg(new[0])],
            );
            let p0 = self.op1(RegClass::Pred, "setp.ne.b64", vec![reg(got), reg(old[0])]);
            self.emit("mov.b64", vec![reg(old[0]), reg(got)]);
            p0
        };
        self.emit_g(Some((retry, false)), "bra", vec![Operand::Label(lp)]);
        self.place(done);
        // The lanes of the value the exchange found.
        let mut out = Vec::with_capacity(lanes);
        for &o in &old {
            let (a, b) = (self.new_reg(RegClass::F32), self.new_reg(RegClass::F32));
            self.emit(
                "mov.b64",
                vec![Operand::Vector(vec![reg(a), reg(b)]), reg(o)],
            );
            out.extend([a, b]);
        }
        self.define(res, out)
    }

    /// `usub_cond` (`old >= val ? old - val : old`) and `usub_sat`
    /// (`old >= val ? old - val : 0`) of `w`-bit registers.
    pub(crate) fn usub_rmw(&mut self, op: RmwOp, w: u64, old: Reg, val: Reg) -> Reg {
        let c = self.out.reg_class(old);
        let ge = self.op1(
            RegClass::Pred,
            &format!("setp.ge.u{w}"),
            vec![reg(old), reg(val)],
        );
        let diff = self.op1(c, &format!("sub.u{w}"), vec![reg(old), reg(val)]);
        let other = if op == RmwOp::USubCond {
            reg(old)
        } else {
            imm(0)
        };
        self.op1(c, &format!("selp.b{w}"), vec![reg(diff), other, reg(ge)])
    }

    /// The `-0 < +0` float minima and maxima of an atomic on f32 or f64
    /// registers (`fmaximum`/`fminimum` propagate NaNs, the `num` forms
    /// avoid them).
    pub(crate) fn ordered_rmw(&mut self, op: RmwOp, t: Type, a: Reg, b: Reg) -> R<Reg> {
        if !matches!(t, Type::F32 | Type::F64) {
            return Err(format!("atomicrmw {} on {t}", op.keyword()).into());
        }
        let max = matches!(op, RmwOp::FMaximum | RmwOp::FMaximumNum);
        let nan = matches!(op, RmwOp::FMaximum | RmwOp::FMinimum);
        Ok(self.ordered_min_max(t, max, nan, a, b))
    }

    /// Operations PTX has no atom for: a compare-and-swap loop.
    #[allow(clippy::too_many_arguments)]
    fn rmw_cas_loop(
        &mut self,
        ra: RmwAttrs,
        p: Value,
        v: Value,
        d: Reg,
        sp: &str,
        sem: &str,
        fence: bool,
    ) -> R<()> {
        let res_t = self.ty(v);
        let w = res_t.bits();
        if !matches!(w, 32 | 64) {
            return Err(format!("atomicrmw {} on {res_t}", ra.op.keyword()).into());
        }
        let ic = if w == 32 {
            RegClass::B32
        } else {
            RegClass::B64
        };
        let addr = self.address(p, 0)?;
        let val = self.src_reg(v, 0)?;
        if fence {
            let sw = self.scope_word(ra.scope);
            self.emit(&format!("fence.sc.{sw}"), vec![]);
        }
        let old = self.new_reg(ic);
        let space = sp.to_string();
        self.emit(
            &format!("ld.volatile{space}.b{w}"),
            vec![reg(old), addr.operand(0)],
        );
        let lp = self.new_block();
        let done = self.new_block();
        self.place(lp);
        let new = match ra.op {
            RmwOp::Nand => {
                let a = self.op1(ic, &format!("and.b{w}"), vec![reg(old), reg(val)]);
                self.op1(ic, &format!("not.b{w}"), vec![reg(a)])
            }
            RmwOp::FMax | RmwOp::FMin => {
                let f = self.bits_as(old, res_t);
                let m = if ra.op == RmwOp::FMax { "max" } else { "min" };
                let r = self.op1(
                    self.out.reg_class(f),
                    &format!("{m}.{}", regs::fty(res_t)),
                    vec![reg(f), reg(val)],
                );
                self.as_bits(r)
            }
            RmwOp::UIncWrap => {
                let ge = self.op1(RegClass::Pred, "setp.ge.u64", vec![reg(old), reg(val)]);
                let inc = self.op1(ic, "add.u64", vec![reg(old), imm(1)]);
                self.op1(ic, "selp.b64", vec![imm(0), reg(inc), reg(ge)])
            }
            RmwOp::UDecWrap => {
                let z = self.op1(RegClass::Pred, "setp.eq.u64", vec![reg(old), imm(0)]);
                let gt = self.op1(RegClass::Pred, "setp.gt.u64", vec![reg(old), reg(val)]);
                let either = self.op1(RegClass::Pred, "or.pred", vec![reg(z), reg(gt)]);
                let dec = self.op1(ic, "sub.u64", vec![reg(old), imm(1)]);
                self.op1(ic, "selp.b64", vec![reg(val), reg(dec), reg(either)])
            }
            RmwOp::USubCond | RmwOp::USubSat => self.usub_rmw(ra.op, w, old, val),
            op @ (RmwOp::FMaximum | RmwOp::FMinimum | RmwOp::FMaximumNum | RmwOp::FMinimumNum) => {
                let f = self.bits_as(old, res_t);
                let r = self.ordered_rmw(op, res_t, f, val)?;
                self.as_bits(r)
            }
            _ => return Err(format!("atomicrmw {}", ra.op.keyword()).into()),
        };
        let got = self.new_reg(ic);
        self.emit(
            &format!("atom{sem}{space}.cas.b{w}"),
            vec![reg(got), addr.operand(0), reg(old), reg(new)],
        );
        let retry = self.op1(
            RegClass::Pred,
            &format!("setp.ne.b{w}"),
            vec![reg(got), reg(old)],
        );
        self.emit(&format!("mov.b{w}"), vec![reg(old), reg(got)]);
        self.emit_g(Some((retry, false)), "bra", vec![Operand::Label(lp)]);
        self.place(done);
        let r = self.bits_as(old, res_t);
        self.copy_to(d, reg(r));
        Ok(())
    }

    pub(crate) fn lower_cmpxchg(&mut self, inst: Inst) -> R<()> {
        let Attrs::CmpXchg(ca) = *self.attrs(inst) else {
            return Err("malformed cmpxchg".into());
        };
        let args = self.args(inst);
        let (p, e, n) = (args[0], args[1], args[2]);
        let t = self.ty(e);
        let w = t.bits();
        match w {
            32 | 64 => {}
            16 => {
                self.need((6, 3));
            }
            8 => {}
            // `atom.cas.b128` on sm_90 (PTX 8.3; 8.4 with `.sys`).
            128 if t.is_int() => {
                self.require_sm(90, "cmpxchg on i128")?;
                self.need((8, 4));
            }
            _ => return Err(format!("cmpxchg on {t}").into()),
        }
        let res = self.result(inst)?;
        let ds = self.vregs(res)?;
        if ds.len() != 2 {
            return Err("expected a {T, i1} result".into());
        }
        if self.is_local(p)? {
            // Local memory: a load, the comparison and a store (see
            // `local_rmw`).
            let mt = regs::mem_ty(t)?;
            let addr = self.address(p, 0)?;
            let oe = reg(self.src_reg(e, 0)?);
            let on = reg(self.src_reg(n, 0)?);
            self.emit(
                &format!("ld.local.{}", mt.name()),
                vec![reg(ds[0]), addr.operand(0)],
            );
            self.emit(&format!("setp.eq.b{w}"), vec![reg(ds[1]), reg(ds[0]), oe]);
            let c = self.out.reg_class(ds[0]);
            let new = self.op1(c, &format!("selp.b{w}"), vec![on, reg(ds[0]), reg(ds[1])]);
            self.emit(
                &format!("st.local.{}", mt.name()),
                vec![addr.operand(0), reg(new)],
            );
            return Ok(());
        }
        let sp = self.atomic_space(p)?;
        let strongest = strongest(ca.success, ca.failure);
        let (sem, fence) = self.rmw_sem(strongest, ca.scope)?;
        if w == 8 {
            let fence = fence.then_some(ca.scope);
            return self.subword_cmpxchg(p, e, n, &ds, w, &sp, &sem, fence);
        }
        let addr = self.address(p, 0)?;
        let oe = reg(self.src_reg(e, 0)?);
        let on = reg(self.src_reg(n, 0)?);
        if fence {
            let sw = self.scope_word(ca.scope);
            self.emit(&format!("fence.sc.{sw}"), vec![]);
        }
        self.emit(
            &format!("atom{sem}{sp}.cas.b{w}"),
            vec![reg(ds[0]), addr.operand(0), oe.clone(), on],
        );
        if w == 128 {
            // No `setp` on .b128: compare the halves.
            let halves = |s: &mut Self, x: Operand| {
                let (lo, hi) = (s.new_reg(RegClass::B64), s.new_reg(RegClass::B64));
                s.emit("mov.b128", vec![Operand::Vector(vec![reg(lo), reg(hi)]), x]);
                (lo, hi)
            };
            let (gl, gh) = halves(self, reg(ds[0]));
            let (el, eh) = halves(self, oe);
            let lo = self.op1(RegClass::Pred, "setp.eq.b64", vec![reg(gl), reg(el)]);
            let hi = self.op1(RegClass::Pred, "setp.eq.b64", vec![reg(gh), reg(eh)]);
            self.emit("and.pred", vec![reg(ds[1]), reg(lo), reg(hi)]);
            return Ok(());
        }
        self.emit(&format!("setp.eq.b{w}"), vec![reg(ds[1]), reg(ds[0]), oe]);
        Ok(())
    }

    pub(crate) fn lower_fence(&mut self, inst: Inst) -> R<()> {
        let Attrs::Fence(o, s) = *self.attrs(inst) else {
            return Err("malformed fence".into());
        };
        if s == Scope::SingleThread {
            // Orders only against signal handlers of the same thread.
            return Ok(());
        }
        self.need((6, 0));
        let kind = if o == Ordering::SeqCst {
            "sc"
        } else {
            "acq_rel"
        };
        let sw = self.scope_word(s);
        self.emit(&format!("fence.{kind}.{sw}"), vec![]);
        Ok(())
    }
}

/// The alignment of `off` bytes past an `align`-aligned address.
pub(crate) fn align_at(align: u64, off: u64) -> u64 {
    if off == 0 {
        align
    } else {
        align.min(1 << off.trailing_zeros().min(12))
    }
}

fn strongest(a: Ordering, b: Ordering) -> Ordering {
    use Ordering::*;
    let rank = |o: Ordering| match o {
        Unordered => 0,
        Monotonic => 1,
        Acquire => 2,
        Release => 2,
        AcqRel => 3,
        SeqCst => 4,
    };
    match (a, b) {
        (Acquire, Release) | (Release, Acquire) => AcqRel,
        _ if rank(a) >= rank(b) => a,
        _ => b,
    }
}

/// Whether an access with these qualifiers may be split into pieces:
/// plain, volatile and non-coherent ones; atomics may not.
fn splittable(sem: &str) -> bool {
    matches!(sem, "" | ".volatile")
}
