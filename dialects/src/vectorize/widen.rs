//! The transformation: the loop runs as a main loop of `VF * IC`
//! iterations per round (the runtime unroller's copies and epilogue),
//! entered only when the run-time checks hold, and in it each group of
//! `VF` copies of a widened access becomes one vector access.

use super::access::{Address, Ext, Leaf, Root};
use super::legal::Plan;
use crate::analysis::loops::LoopNest;
use crate::analysis::DomTree;
use crate::ir::loop_hints::{IS_VECTORIZED, UNROLL_RUNTIME_DISABLE};
use crate::ir::{
    Attrs, Block, Body, Const, Inst, IntFlags, IntPred, MemAttrs, Opcode, Type, Value,
};
use crate::unroll::runtime::{unroll_runtime_guarded, Unrolled};

/// Vectorizes loop `l` as `plan` says; returns the main loop's header, or
/// None (nothing changed) when the runtime unroller does not take its
/// shape.
pub fn vectorize_loop(
    body: &mut Body,
    dt: &DomTree,
    nest: &LoopNest,
    l: usize,
    plan: &Plan,
) -> Option<Block> {
    let header = nest.loops[l].header;
    let factor = (plan.vf * plan.ic) as usize;
    let checks =
        |body: &mut Body, guard: Block, init: &[Value]| emit_checks(body, guard, init, plan);
    let u = unroll_runtime_guarded(body, dt, nest, l, factor, Some(&checks))?;
    widen(body, &u, header, plan);
    // The scalar loop also runs whole rows that are not aligned: the late
    // unroller may still copy it; the vector loop is not copied again.
    for latch in [u.copies[factor - 1][&header], header] {
        let t = body.terminator(latch).expect("a latch branches");
        let m = body.dfg.meta.entry(t).or_default();
        m.add_loop_hint(IS_VECTORIZED, Some(1));
        // An interleave-only loop's remainder runs fewer than a round.
        if latch != header || plan.vf == 1 {
            m.add_loop_hint(UNROLL_RUNTIME_DISABLE, None);
        }
    }
    Some(u.copies[0][&header])
}

/// Puts instructions before a block's terminator.
struct Emit<'a> {
    body: &'a mut Body,
    block: Block,
}

impl Emit<'_> {
    fn put(&mut self, op: Opcode, args: &[Value], attrs: Attrs, ty: Type) -> Value {
        let i = self.body.dfg.make_inst(op, args, attrs, Some(ty));
        let n = self.body.block_insts(self.block).len();
        self.body.insert_inst(self.block, n.saturating_sub(1), i);
        self.body.dfg.inst_result(i).expect("made with a result")
    }

    fn int(&mut self, op: Opcode, a: Value, b: Value) -> Value {
        let ty = self.body.dfg.value_type(a);
        self.put(op, &[a, b], Attrs::Int(IntFlags::default()), ty)
    }

    fn k64(&mut self, c: i128) -> Value {
        self.put(
            Opcode::Const,
            &[],
            Attrs::Const(Const::Int(u128::from(c as i64 as u64))),
            Type::Int(64),
        )
    }

    fn cmp(&mut self, pred: IntPred, a: Value, b: Value) -> Value {
        self.put(Opcode::ICmp, &[a, b], Attrs::ICmp(pred), Type::Int(1))
    }

    /// `v` extended to 64 bits.
    fn wide(&mut self, v: Value, ext: Ext) -> Value {
        match (self.body.dfg.value_type(v), ext) {
            (Type::Int(64), _) | (_, Ext::No) => v,
            (_, Ext::S) => self.put(Opcode::SExt, &[v], Attrs::None, Type::Int(64)),
            (_, Ext::Z) => self.put(
                Opcode::ZExt,
                &[v],
                Attrs::Int(IntFlags::default()),
                Type::Int(64),
            ),
        }
    }

    /// The address `a` takes in the first iteration, as an `i64`.
    fn start(&mut self, a: &Address, init: &[Value]) -> Value {
        let root = match a.root {
            Root::Inv(v) => v,
            Root::Param(j) => init[j],
        };
        let mut acc = self.put(Opcode::PtrToInt, &[root], Attrs::None, Type::Int(64));
        for (leaf, &k) in &a.lin.terms {
            let v = match *leaf {
                Leaf::Inv(v, e) => self.wide(v, e),
                Leaf::Param(j, e) => self.wide(init[j], e),
            };
            let t = if k == 1 {
                v
            } else {
                let kk = self.k64(k);
                self.int(Opcode::Mul, v, kk)
            };
            acc = self.int(Opcode::Add, acc, t);
        }
        if a.lin.c != 0 {
            let c = self.k64(a.lin.c);
            acc = self.int(Opcode::Add, acc, c);
        }
        acc
    }
}

/// The main loop's entry condition beyond its trip count: every family's
/// vector accesses aligned to their width, and every checked pair at a
/// distance of 0 or of at least a group's bytes.
fn emit_checks(body: &mut Body, guard: Block, init: &[Value], plan: &Plan) -> Value {
    let mut e = Emit { body, block: guard };
    let mut low: Option<Value> = None;
    for fam in &plan.families {
        let a = &plan.accesses[fam[0]];
        let addr = a.addr.as_ref().expect("widened accesses have forms");
        let mut x = e.start(addr, init);
        // Counting down, the vector starts `VF - 1` elements below the
        // first iteration's address: aligned when the address one element
        // up is.
        if a.stride < 0 {
            let s = e.k64(i128::from(a.size));
            x = e.int(Opcode::Add, x, s);
        }
        let m = e.k64(i128::from(plan.vf * a.size) - 1);
        let bits = e.int(Opcode::And, x, m);
        low = Some(match low {
            Some(o) => e.int(Opcode::Or, o, bits),
            None => bits,
        });
    }
    let zero = e.k64(0);
    let mut ok = match low {
        Some(v) => e.cmp(IntPred::Eq, v, zero),
        None => e.cmp(IntPred::Eq, zero, zero),
    };
    // Uniform row lengths that keep every thread's rows aligned alike:
    // when one is not a multiple, every thread takes the scalar loop.
    for c in &plan.uniform {
        let ty = e.body.dfg.value_type(c.value);
        let bits = match ty {
            Type::Int(w) => u32::from(w),
            _ => 64,
        };
        let mask = e.put(
            Opcode::Const,
            &[],
            Attrs::Const(Const::Int(
                (c.modulus as u128 - 1) & crate::ir::eval::mask(bits),
            )),
            ty,
        );
        let low = e.int(Opcode::And, c.value, mask);
        let z = e.put(Opcode::Const, &[], Attrs::Const(Const::Int(0)), ty);
        let multiple = e.cmp(IntPred::Eq, low, z);
        ok = e.int(Opcode::And, ok, multiple);
    }
    for c in &plan.checks {
        let (a, s) = (&plan.accesses[c.a], &plan.accesses[c.store]);
        let pa = e.start(a.addr.as_ref().expect("checked"), init);
        let ps = e.start(s.addr.as_ref().expect("checked"), init);
        let d = e.int(Opcode::Sub, pa, ps);
        let w = i128::from(plan.vf) * s.stride.abs();
        // `|d| >= w` as one unsigned compare: `d + (w - 1) > 2w - 2`.
        let k = e.k64(w - 1);
        let shifted = e.int(Opcode::Add, d, k);
        let k2 = e.k64(2 * w - 2);
        let mut pair = e.cmp(IntPred::Ugt, shifted, k2);
        if c.zero_ok {
            let same = e.cmp(IntPred::Eq, d, zero);
            pair = e.int(Opcode::Or, same, pair);
        }
        ok = e.int(Opcode::And, ok, pair);
    }
    ok
}

/// Inserts a constant before `at` in its block.
fn const_before(body: &mut Body, at: Inst, c: Const, ty: Type) -> Value {
    let i = body
        .dfg
        .make_inst(Opcode::Const, &[], Attrs::Const(c), Some(ty));
    insert_before(body, at, i);
    body.dfg.inst_result(i).expect("made with a result")
}

fn insert_before(body: &mut Body, at: Inst, i: Inst) {
    let b = body.layout.inst_block[at].expect("laid out");
    let pos = body
        .block_insts(b)
        .iter()
        .position(|&x| x == at)
        .expect("in its block");
    body.insert_inst(b, pos, i);
}

/// Rewrites the main loop's copies of each widened access, group by group.
fn widen(body: &mut Body, u: &Unrolled, header: Block, plan: &Plan) {
    let vf = plan.vf as usize;
    let lanes_of: Vec<Vec<Inst>> = u
        .copies
        .iter()
        .map(|c| body.block_insts(c[&header]).to_vec())
        .collect();
    for &ai in plan.families.iter().flatten() {
        let a = &plan.accesses[ai];
        let vty = Type::vector(a.ty, vf as u32);
        let attrs = MemAttrs {
            align: (plan.vf * a.size) as u32,
            ..a.attrs
        };
        for g in 0..plan.ic as usize {
            let lanes: Vec<Inst> = (0..vf).map(|j| lanes_of[g * vf + j][a.pos]).collect();
            // Lane `j` of the group is element `j` of the vector counting
            // up, element `VF - 1 - j` counting down.
            let elem = |j: usize| if a.stride > 0 { j } else { vf - 1 - j };
            if a.store {
                store_group(body, &lanes, vty, attrs, a.stride > 0, &elem);
            } else {
                load_group(body, &lanes, vty, attrs, a.size, a.stride > 0, &elem);
            }
        }
    }
}

fn load_group(
    body: &mut Body,
    lanes: &[Inst],
    vty: Type,
    attrs: MemAttrs,
    size: u64,
    up: bool,
    elem: &dyn Fn(usize) -> usize,
) {
    let first = lanes[0];
    let mut addr = body.dfg.inst_args(first)[0];
    if !up {
        let back = -((lanes.len() as i128 - 1) * i128::from(size));
        let k = const_before(
            body,
            first,
            Const::Int(u128::from(back as i64 as u64)),
            Type::Int(64),
        );
        let ty = body.dfg.value_type(addr);
        let p = body.dfg.make_inst(
            Opcode::PtrAdd,
            &[addr, k],
            Attrs::Int(IntFlags::default()),
            Some(ty),
        );
        insert_before(body, first, p);
        addr = body.dfg.inst_result(p).expect("made with a result");
    }
    let load = body
        .dfg
        .make_inst(Opcode::Load, &[addr], Attrs::Mem(attrs), Some(vty));
    insert_before(body, first, load);
    let vec = body.dfg.inst_result(load).expect("made with a result");
    for (j, &lane) in lanes.iter().enumerate() {
        let k = const_before(body, lane, Const::Int(elem(j) as u128), Type::Int(64));
        let args = crate::ir::ValueList::from_slice(&[vec, k], &mut body.dfg.pool);
        let d = &mut body.dfg.insts[lane];
        d.opcode = Opcode::ExtractElement;
        d.attrs = Attrs::None;
        d.args = args;
    }
}

fn store_group(
    body: &mut Body,
    lanes: &[Inst],
    vty: Type,
    attrs: MemAttrs,
    up: bool,
    elem: &dyn Fn(usize) -> usize,
) {
    let last = *lanes.last().expect("a group has lanes");
    // The lowest address: the first lane's counting up, the last's down.
    let addr = body.dfg.inst_args(if up { lanes[0] } else { last })[1];
    let mut vec = const_before(body, last, Const::Poison, vty);
    for (j, &lane) in lanes.iter().enumerate() {
        let v = body.dfg.inst_args(lane)[0];
        let k = const_before(body, last, Const::Int(elem(j) as u128), Type::Int(64));
        let ins = body
            .dfg
            .make_inst(Opcode::InsertElement, &[vec, v, k], Attrs::None, Some(vty));
        insert_before(body, last, ins);
        vec = body.dfg.inst_result(ins).expect("made with a result");
    }
    let args = crate::ir::ValueList::from_slice(&[vec, addr], &mut body.dfg.pool);
    let d = &mut body.dfg.insts[last];
    d.args = args;
    d.attrs = Attrs::Mem(attrs);
    for &lane in &lanes[..lanes.len() - 1] {
        body.remove_inst(lane);
    }
}
