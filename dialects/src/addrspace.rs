//! Address-space inference (LLVM's InferAddressSpaces, cicc's
//! memory-space-opt): a load, store or atomic (instruction or
//! `llvm.nvvm.atomic.*` call) through a generic pointer
//! that provably points into one state space is rewritten to use a pointer
//! of that space.
//!
//! Why: CUDA front ends address `__shared__` arrays through generic
//! pointers (`addrspacecast` of the array, then `getelementptr`), and a
//! generic access costs a `cvta` per address, a 64-bit register per
//! distinct address and a slower instruction; with the space known, PTX
//! addresses the array as `[sym+imm]` or `[reg+imm]` and constant offsets
//! stop needing registers of their own.
//!
//! A generic pointer's space is the meet, over the ways it is computed, of:
//! `addrspacecast` from a specific space (that space); `ptradd` (its
//! base's); `select` and block parameters (their inputs', solved
//! optimistically to a fixed point so loop-carried pointers are covered);
//! a kernel's pointer parameter (global: the only memory a launch can pass,
//! as LLVM's NVPTX backend also assumes; `byval` parameters excepted, they
//! point into the parameter space). Anything else is generic. For a
//! pointer used as a memory operand whose space is specific, a copy of its
//! computation in that space is built next to it (`ptradd` on the specific
//! base, a new block parameter fed on every edge, a `select`, or a
//! `cvta.to.global` of the parameter at the entry), and the memory
//! operand uses the copy. Other uses keep the generic value; values left
//! unused are removed by later passes.

use rustc_hash::FxHashMap;

use crate::ir::intrinsics::{AddrSpace, Intr};
use crate::ir::{Attrs, Block, Body, Const, Inst, Opcode, Type, Value, ValueDef};

const GENERIC: u32 = 0;
const UNKNOWN: u32 = u32::MAX;

fn meet(a: u32, b: u32) -> u32 {
    match (a, b) {
        (UNKNOWN, x) | (x, UNKNOWN) => x,
        (x, y) if x == y => x,
        _ => GENERIC,
    }
}

/// The pointer operand index of a memory instruction. NVVM IR 2.0 writes
/// `atomicAdd` on floats (and `atomicInc`/`atomicDec`, the scoped
/// `atom.cta`/`atom.sys` forms) as `llvm.nvvm.atomic.*` calls on a
/// generic pointer: their pointer is the first operand, as for an
/// `atomicrmw` (reduce_atomic's `atom.add.f32 [%rd2]` becomes
/// `atom.global.add.f32`, as libNVVM writes it).
fn pointer_operand(op: Opcode, attrs: &Attrs) -> Option<usize> {
    match (op, attrs) {
        (Opcode::Load | Opcode::AtomicRmw | Opcode::CmpXchg, _) => Some(0),
        (Opcode::Store, _) => Some(1),
        (Opcode::Intrinsic, Attrs::Intrinsic(a))
            if matches!(a.intr, Intr::NvAtomic { .. } | Intr::NvCas { .. }) =>
        {
            Some(0)
        }
        _ => None,
    }
}

struct Infer<'a> {
    body: &'a mut Body,
    space: FxHashMap<Value, u32>,
    /// Block parameter (block, index) -> incoming values per edge.
    incoming: FxHashMap<Value, Vec<Value>>,
    spec: FxHashMap<Value, Value>,
    kernel_params: Vec<Value>,
    /// A kernel's `byval` parameters: a pointer loaded from one was passed
    /// by the host, so it points to global memory too.
    byval_params: Vec<Value>,
}

impl Infer<'_> {
    fn sp(&self, v: Value) -> u32 {
        self.space.get(&v).copied().unwrap_or(GENERIC)
    }

    /// The space of generic pointer `v` from its definition, given the
    /// current estimates of its inputs.
    fn transfer(&self, v: Value) -> u32 {
        let dfg = &self.body.dfg;
        match dfg.values[v].def {
            ValueDef::Param(..) => {
                if self.kernel_params.contains(&v) {
                    return 1;
                }
                match self.incoming.get(&v) {
                    Some(ins) if !ins.is_empty() => {
                        ins.iter().fold(UNKNOWN, |acc, &a| meet(acc, self.sp(a)))
                    }
                    _ => GENERIC,
                }
            }
            ValueDef::Result(i) => {
                let args = dfg.inst_args(i);
                match dfg.insts[i].opcode {
                    Opcode::AddrSpaceCast => match dfg.value_type(args[0]) {
                        Type::Ptr(0) => self.sp(args[0]),
                        Type::Ptr(n) => n,
                        _ => GENERIC,
                    },
                    Opcode::PtrAdd => self.sp(args[0]),
                    // `bitcast i8* to float*` of typed-pointer IR (Numba's
                    // shared arrays): the same pointer.
                    Opcode::Bitcast if dfg.value_type(args[0]) == Type::Ptr(0) => self.sp(args[0]),
                    Opcode::Select => meet(self.sp(args[1]), self.sp(args[2])),
                    Opcode::IntToPtr => self.int_base(args[0]).map_or(GENERIC, |(p, _)| self.sp(p)),
                    Opcode::Load if self.reads_byval(args[0]) => 1,
                    _ => GENERIC,
                }
            }
        }
    }

    /// True when pointer `p` is a kernel's `byval` parameter, or an offset
    /// or bitcast of one: what it reads was written by the host.
    fn reads_byval(&self, mut p: Value) -> bool {
        let dfg = &self.body.dfg;
        for _ in 0..16 {
            if self.byval_params.contains(&p) {
                return true;
            }
            let Some(i) = dfg.def_inst(p) else {
                return false;
            };
            match dfg.insts[i].opcode {
                Opcode::PtrAdd | Opcode::Bitcast => p = dfg.inst_args(i)[0],
                _ => return false,
            }
        }
        false
    }

    /// `(p, off)` when integer `v` is `ptrtoint p` (off `None`) or
    /// `ptrtoint p + off` of a 64-bit generic pointer `p`: the address
    /// arithmetic Numba writes (`inttoptr (ptrtoint %data + %off)`), which
    /// LLVM's InstCombine turns into a `getelementptr` of `p`.
    fn int_base(&self, v: Value) -> Option<(Value, Option<Value>)> {
        let dfg = &self.body.dfg;
        let base = |x: Value| {
            let i = dfg.def_inst(x)?;
            let &[p] = dfg.inst_args(i) else {
                return None;
            };
            (dfg.insts[i].opcode == Opcode::PtrToInt
                && dfg.value_type(p) == Type::Ptr(GENERIC)
                && dfg.value_type(x) == Type::Int(64))
            .then_some(p)
        };
        if let Some(p) = base(v) {
            return Some((p, None));
        }
        let i = dfg.def_inst(v)?;
        let (Opcode::Add, &[a, b]) = (dfg.insts[i].opcode, dfg.inst_args(i)) else {
            return None;
        };
        match (base(a), base(b)) {
            (Some(p), _) => Some((p, Some(b))),
            (None, Some(p)) => Some((p, Some(a))),
            _ => None,
        }
    }

    fn position_after(&self, v: Value) -> (Block, usize) {
        let dfg = &self.body.dfg;
        match dfg.values[v].def {
            ValueDef::Param(b, _) => (b, 0),
            ValueDef::Result(i) => {
                let b = self.body.layout.inst_block[i].expect("laid-out definition");
                let k = dfg.blocks[b].insts.iter().position(|&x| x == i);
                (b, k.map_or(0, |k| k + 1))
            }
        }
    }

    fn insert_after(
        &mut self,
        v: Value,
        op: Opcode,
        args: &[Value],
        attrs: Attrs,
        ty: Type,
    ) -> Value {
        let (b, at) = self.position_after(v);
        let i = self.body.dfg.make_inst(op, args, attrs, Some(ty));
        self.body.insert_inst(b, at, i);
        self.body
            .dfg
            .inst_result(i)
            .expect("typed instruction has a result")
    }

    /// The pointer of space `n` equal to generic `v` (whose space is `n`).
    fn specific(&mut self, v: Value, n: u32) -> Option<Value> {
        if let Some(&s) = self.spec.get(&v) {
            return Some(s);
        }
        let ty = Type::Ptr(n);
        let s = match self.body.dfg.values[v].def {
            ValueDef::Param(b, k) => {
                if self.kernel_params.contains(&v) {
                    let (b, _) = self.position_after(v);
                    let i =
                        self.body
                            .dfg
                            .make_inst(Opcode::AddrSpaceCast, &[v], Attrs::None, Some(ty));
                    self.body.insert_inst(b, 0, i);
                    self.body.dfg.inst_result(i)?
                } else {
                    let p = self.body.dfg.append_block_param(b, ty);
                    self.spec.insert(v, p);
                    self.feed_param(b, k as usize, n);
                    p
                }
            }
            ValueDef::Result(i) => {
                let args = self.body.dfg.inst_args(i).to_vec();
                let attrs = self.body.dfg.insts[i].attrs.clone();
                match self.body.dfg.insts[i].opcode {
                    Opcode::AddrSpaceCast if self.body.dfg.value_type(args[0]) == ty => args[0],
                    Opcode::AddrSpaceCast => self.specific(args[0], n)?,
                    Opcode::Bitcast => self.specific(args[0], n)?,
                    Opcode::PtrAdd => {
                        let base = self.specific(args[0], n)?;
                        self.insert_after(v, Opcode::PtrAdd, &[base, args[1]], attrs, ty)
                    }
                    Opcode::Select => {
                        let a = self.specific(args[1], n)?;
                        let b = self.specific(args[2], n)?;
                        self.insert_after(v, Opcode::Select, &[args[0], a, b], attrs, ty)
                    }
                    Opcode::Load => {
                        self.insert_after(v, Opcode::AddrSpaceCast, &[v], Attrs::None, ty)
                    }
                    Opcode::IntToPtr => match self.int_base(args[0])? {
                        (p, None) => self.specific(p, n)?,
                        (p, Some(off)) => {
                            let base = self.specific(p, n)?;
                            let plain = Attrs::Int(crate::ir::IntFlags::default());
                            self.insert_after(v, Opcode::PtrAdd, &[base, off], plain, ty)
                        }
                    },
                    // `transfer` gives no other definition a specific
                    // space; keep the generic value if that ever changes.
                    _ => return None,
                }
            }
        };
        self.spec.insert(v, s);
        Some(s)
    }

    /// Appends the specific copy of each edge's `k`-th argument to block
    /// `b`'s incoming edges (the new parameter is `b`'s last).
    fn feed_param(&mut self, b: Block, k: usize, n: u32) {
        let edges: Vec<(Inst, usize)> = self.edges_to(b);
        for (t, e) in edges {
            let a = self.body.dfg.call_args(&self.body.dfg.insts[t].succs[e])[k];
            // The parameter exists now, so every edge must feed it: where no
            // copy can be built, a cast of the argument (it points into `n`).
            let s = match self.specific(a, n) {
                Some(s) => s,
                None => {
                    self.insert_after(a, Opcode::AddrSpaceCast, &[a], Attrs::None, Type::Ptr(n))
                }
            };
            let dfg = &mut self.body.dfg;
            dfg.insts[t].succs[e].args.push(s, &mut dfg.pool);
        }
    }

    fn edges_to(&self, b: Block) -> Vec<(Inst, usize)> {
        let mut out = Vec::new();
        for &blk in &self.body.layout.blocks {
            if let Some(t) = self.body.terminator(blk) {
                for (e, s) in self.body.dfg.insts[t].succs.iter().enumerate() {
                    if s.block == b {
                        out.push((t, e));
                    }
                }
            }
        }
        out
    }
}

/// Allocas are thread-local memory (NVPTX's lower-alloca): a generic
/// alloca becomes a local one, its other uses reading a generic cast of it,
/// so that the accesses inferred below are `ld.local`/`st.local` off the
/// frame pointer rather than generic accesses through `cvta.local`.
fn lower_allocas(body: &mut Body) {
    let all = body.all_insts();
    for &i in &all {
        if body.dfg.insts[i].opcode != Opcode::Alloca {
            continue;
        }
        let Some(r) = body.dfg.inst_result(i) else {
            continue;
        };
        if body.dfg.value_type(r) != Type::Ptr(GENERIC) {
            continue;
        }
        body.dfg.values[r].ty = Type::Ptr(5);
        let Some(b) = body.layout.inst_block[i] else {
            continue;
        };
        let at = body.dfg.blocks[b]
            .insts
            .iter()
            .position(|&x| x == i)
            .map_or(0, |k| k + 1);
        let c = body.dfg.make_inst(
            Opcode::AddrSpaceCast,
            &[r],
            Attrs::None,
            Some(Type::Ptr(GENERIC)),
        );
        body.insert_inst(b, at, c);
        let g = body
            .dfg
            .inst_result(c)
            .expect("typed instruction has a result");
        let users: Vec<Inst> = all.iter().copied().filter(|&u| u != c).collect();
        body.dfg.replace_uses(&users, r, g);
    }
}

/// What `isspacep` of `query` answers for a pointer inferred to be in
/// LLVM space `space`. A kernel's pointer parameters count as global, as
/// for the memory operands (LLVM's NVPTX backend assumes the same, and
/// libNVVM folds these tests as well).
fn space_test(space: u32, query: Intr) -> Option<bool> {
    if !matches!(space, 1 | 3 | 4 | 5) {
        return None;
    }
    match query {
        Intr::IsSpaceSharedCluster => Some(space == 3),
        Intr::IsSpace(q) => {
            let n = match q {
                AddrSpace::Global => 1,
                AddrSpace::Shared => 3,
                AddrSpace::Const => 4,
                AddrSpace::Local => 5,
                _ => return None,
            };
            Some(n == space)
        }
        _ => None,
    }
}

/// Replaces each `isspacep` whose pointer's space `space_of` knows (see
/// [`space_test`]) by its answer; returns how many.
///
/// Why: libcu++'s `cuda::atomic_ref` and `cuda::std::atomic` test
/// `isspacep.local` before every operation (a local variable's atomic is
/// emulated with plain accesses); on a kernel's pointer parameter the
/// test is false, and folding it drops the emulation's byte-wise loads,
/// compares and stores (`fetch_add` plus a `compare_exchange`: 20
/// registers at sm_80 before, libNVVM's 12 after). Cooperative groups'
/// `memcpy_async` tests `isspacep.shared` and `isspacep.global` on its
/// buffers to choose `cp.async`.
fn fold_space_tests(body: &mut Body, space_of: impl Fn(Value) -> Option<u32>) -> usize {
    let mut folded = 0;
    for b in body.layout.blocks.clone() {
        for i in body.dfg.blocks[b].insts.clone() {
            let d = &body.dfg.insts[i];
            let Attrs::Intrinsic(a) = &d.attrs else {
                continue;
            };
            let (Some(&p), Some(r)) = (body.dfg.inst_args(i).first(), body.dfg.inst_result(i))
            else {
                continue;
            };
            let Some(answer) = space_of(p).and_then(|sp| space_test(sp, a.intr)) else {
                continue;
            };
            let c = body.dfg.make_inst(
                Opcode::Const,
                &[],
                Attrs::Const(Const::Int(u128::from(answer))),
                Some(Type::Int(1)),
            );
            let Some(cv) = body.dfg.inst_result(c) else {
                continue;
            };
            let at = body.dfg.blocks[b]
                .insts
                .iter()
                .position(|&x| x == i)
                .unwrap_or(0);
            body.insert_inst(b, at, c);
            let all = body.all_insts();
            body.dfg.replace_uses(&all, r, cv);
            body.remove_inst(i);
            folded += 1;
        }
    }
    folded
}

/// Which parameters of `f` point to global memory when they are generic
/// pointers (see [`infer_address_spaces`]).
pub fn global_params(f: &crate::ir::Function) -> Vec<bool> {
    f.param_attrs
        .iter()
        .map(|a| f.kernel && a.byval.is_none())
        .collect()
}

/// Rewrites the memory operands of `body` whose space can be inferred;
/// returns how many were rewritten. `global_params[k]` says that the
/// function's `k`-th parameter, when a generic pointer, points to global
/// memory: true for a kernel's pointer parameters except `byval` ones
/// (those point into the parameter space).
pub fn infer_address_spaces(body: &mut Body, global_params: &[bool]) -> usize {
    infer_address_spaces_with_byval(body, global_params, &[])
}

/// A kernel's `byval` parameters (`byval[k]` for its `k`-th): the
/// pointers the host passed in them point to global memory.
pub fn byval_params(f: &crate::ir::Function) -> Vec<bool> {
    f.param_attrs
        .iter()
        .map(|a| f.kernel && a.byval.is_some())
        .collect()
}

/// [`infer_address_spaces`], where a pointer loaded from a `byval`
/// parameter (`byval[k]`, see [`byval_params`]) points to global memory
/// too: only the host writes a kernel's parameter space, and it can only
/// pass addresses of global memory (libNVVM addresses `struct { float
/// *p; }` members through `cvta.to.global` as well).
pub fn infer_address_spaces_with_byval(
    body: &mut Body,
    global_params: &[bool],
    byval: &[bool],
) -> usize {
    lower_allocas(body);
    let byval_params: Vec<Value> = match body.entry() {
        Some(e) => body
            .dfg
            .block_params(e)
            .iter()
            .enumerate()
            .filter(|&(k, _)| byval.get(k).copied().unwrap_or(false))
            .map(|(_, &p)| p)
            .collect(),
        _ => Vec::new(),
    };
    let kernel_params: Vec<Value> = match body.entry() {
        Some(e) => body
            .dfg
            .block_params(e)
            .iter()
            .enumerate()
            .filter(|&(k, &p)| {
                global_params.get(k).copied().unwrap_or(false)
                    && body.dfg.value_type(p) == Type::Ptr(0)
            })
            .map(|(_, &p)| p)
            .collect(),
        _ => Vec::new(),
    };
    let mut inf = Infer {
        body,
        space: FxHashMap::default(),
        incoming: FxHashMap::default(),
        spec: FxHashMap::default(),
        kernel_params,
        byval_params,
    };
    // Generic pointers in a deterministic order, and block parameters'
    // incoming values.
    let mut generic: Vec<Value> = Vec::new();
    for &b in &inf.body.layout.blocks {
        for &p in inf.body.dfg.block_params(b) {
            if inf.body.dfg.value_type(p) == Type::Ptr(0) {
                generic.push(p);
            }
        }
        for &i in &inf.body.dfg.blocks[b].insts {
            if let Some(r) = inf.body.dfg.inst_result(i) {
                if inf.body.dfg.value_type(r) == Type::Ptr(0) {
                    generic.push(r);
                }
            }
        }
    }
    for &b in &inf.body.layout.blocks.clone() {
        let Some(t) = inf.body.terminator(b) else {
            continue;
        };
        for s in &inf.body.dfg.insts[t].succs {
            let params = inf.body.dfg.block_params(s.block);
            for (k, &a) in inf.body.dfg.call_args(s).iter().enumerate() {
                if let Some(&p) = params.get(k) {
                    inf.incoming.entry(p).or_default().push(a);
                }
            }
        }
    }
    for &v in &generic {
        inf.space.insert(v, UNKNOWN);
    }
    let mut changed = true;
    while changed {
        changed = false;
        for &v in &generic {
            let s = inf.transfer(v);
            if s != inf.sp(v) {
                inf.space.insert(v, s);
                changed = true;
            }
        }
    }
    // A pointer still unknown is only computed from itself: generic.
    for &v in &generic {
        if inf.sp(v) == UNKNOWN {
            inf.space.insert(v, GENERIC);
        }
    }
    let mut rewritten = fold_space_tests(inf.body, |v| inf.space.get(&v).copied());
    let insts: Vec<Inst> = inf
        .body
        .layout
        .blocks
        .iter()
        .flat_map(|&b| inf.body.dfg.blocks[b].insts.clone())
        .collect();
    for i in insts {
        let d = &inf.body.dfg.insts[i];
        let Some(k) = pointer_operand(d.opcode, &d.attrs) else {
            continue;
        };
        let p = inf.body.dfg.inst_args(i)[k];
        if inf.body.dfg.value_type(p) != Type::Ptr(0) {
            continue;
        }
        let n = inf.sp(p);
        if n == GENERIC || n == UNKNOWN {
            continue;
        }
        let Some(s) = inf.specific(p, n) else {
            continue;
        };
        let dfg = &mut inf.body.dfg;
        dfg.insts[i].args.as_mut_slice(&mut dfg.pool)[k] = s;
        rewritten += 1;
    }
    rewritten
}
