//! Load hoisting over stores to other bytes (`load-hoist`).
//!
//! ptxas keeps a load behind an earlier store unless it can tell their
//! addresses apart, and it tells them apart only as one register plus
//! different immediate offsets. An epilogue such as
//! `C[r*N + c + 16*j] = alpha*acc[j] + beta*C[r*N + c + 16*j]` computes
//! each address from its own `sext(r*N + c + 16*j)` (without `nsw` the
//! constant cannot be split out), so every load waits for the store
//! before it: one memory round trip per element instead of one per row.
//! On an H200 sgemm_reg4x4 ran 1.47x libNVVM's time for this alone.
//!
//! This pass proves such pairs apart (see [`addr`]) and moves each load,
//! with the pure address arithmetic it needs, to just before the earliest
//! of the stores it passes, so that the loads of a group issue together.
//!
//! A load moves past:
//! - plain stores proven apart from it: by byte ranges of one root, by
//!   different specific address spaces (shared memory and the cluster
//!   window, 3 and 7, overlap), by different global variables, by two
//!   parameters one of which is `noalias`, or by a kernel parameter
//!   against shared, local or constant memory (the host passes global
//!   addresses); any store, when the load is `!invariant.load`;
//! - other plain loads and pure instructions.
//!
//! It stops at anything else that touches memory or orders it (volatile
//! or atomic accesses, fences, calls, inline assembly, barriers and
//! other intrinsics with side effects), at a definition its address
//! needs that cannot move (a load, a division), after `max_stores`
//! stores, and after `WALK` instructions. Only non-volatile, non-atomic
//! loads move; stores never do. Within one thread the result is the
//! same program: the load reads bytes none of the passed stores write.
//! Deterministic: the order depends on the body alone.

mod addr;

pub(crate) use addr::Addrs;

use rustc_hash::FxHashSet;

use crate::ir::intrinsics::Effects;
use crate::ir::{Attrs, Block, Body, Inst, MemAttrs, Module, Opcode, Symbol, Type, Value};
use crate::licm::movable;
use addr::same_root_disjoint;

/// How many instructions above a load are looked at.
const WALK: usize = 512;

/// What the separation rules need to know of the function.
pub(crate) struct Roots {
    kernel: bool,
    params: Vec<Value>,
    noalias: FxHashSet<Value>,
}

impl Roots {
    /// The roots of `body`; `noalias[i]` says whether parameter `i` is
    /// `noalias`, `kernel` whether the function is a kernel.
    pub(crate) fn new(body: &Body, kernel: bool, noalias: &[bool]) -> Roots {
        let params: Vec<Value> = body
            .entry()
            .map(|e| body.dfg.block_params(e).to_vec())
            .unwrap_or_default();
        Roots {
            kernel,
            noalias: params
                .iter()
                .zip(noalias)
                .filter(|(_, &n)| n)
                .map(|(&v, _)| v)
                .collect(),
            params,
        }
    }
}

/// Runs the pass on every defined function; returns the loads moved.
pub fn run(m: &mut Module, max_stores: usize) -> usize {
    let mut moved = 0;
    for f in m.funcs.values_mut() {
        let kernel = f.kernel;
        let noalias_idx: Vec<bool> = f.param_attrs.iter().map(|a| a.noalias).collect();
        if let Some(body) = f.body.as_mut() {
            moved += run_function(body, kernel, &noalias_idx, max_stores);
        }
    }
    moved
}

/// Runs the pass on one body; `noalias[i]` says whether parameter `i` is
/// `noalias`. Returns the loads moved.
pub fn run_function(body: &mut Body, kernel: bool, noalias: &[bool], max_stores: usize) -> usize {
    if max_stores == 0 || !body.is_well_formed() {
        return 0;
    }
    let roots = Roots::new(body, kernel, noalias);
    let mut addrs = Addrs::default();
    let mut moved = 0;
    for b in body.layout.blocks.clone() {
        moved += hoist_in_block(body, b, &roots, &mut addrs, max_stores);
    }
    moved
}

fn plain(attrs: &Attrs) -> Option<&MemAttrs> {
    match attrs {
        Attrs::Mem(m) if !m.volatile && m.ordering.is_none() => Some(m),
        _ => None,
    }
}

/// What a load may do on meeting `i` (not one of its operands' definitions).
enum Meet {
    /// Pass it.
    Pass,
    /// A store: pass it if the bytes are apart.
    Store,
    /// Stop below it.
    Stop,
}

fn meet(body: &Body, i: Inst) -> Meet {
    use Opcode::*;
    let d = &body.dfg.insts[i];
    match d.opcode {
        Load if plain(&d.attrs).is_some() => Meet::Pass,
        Store if plain(&d.attrs).is_some() => Meet::Store,
        Load | Store | AtomicRmw | CmpXchg | Fence | Call | CallIndirect | InlineAsm => Meet::Stop,
        Intrinsic => match &d.attrs {
            Attrs::Intrinsic(a) if a.info.effects != Effects::SideEffect && !a.info.convergent => {
                Meet::Pass
            }
            _ => Meet::Stop,
        },
        o if o.is_terminator() => Meet::Stop,
        _ => Meet::Pass,
    }
}

/// The memory an access's pointer certainly points into, when known.
fn space(t: Type) -> u32 {
    match t {
        Type::Ptr(s) => s,
        _ => 0,
    }
}

/// The global variable whose address `v` is, if it is one.
fn global_of(body: &Body, v: Value) -> Option<crate::ir::GlobalId> {
    let d = &body.dfg.insts[body.dfg.def_inst(v)?];
    match (&d.opcode, &d.attrs) {
        (Opcode::Addr, Attrs::Symbol(Symbol::Global(g))) => Some(*g),
        _ => None,
    }
}

/// Whether `sa` bytes at `pa` and `sb` bytes at `pb` are proven apart.
pub(crate) fn disjoint(
    body: &Body,
    roots: &Roots,
    addrs: &mut Addrs,
    (pa, sa): (Value, u64),
    (pb, sb): (Value, u64),
) -> bool {
    let (spa, spb) = (
        space(body.dfg.value_type(pa)),
        space(body.dfg.value_type(pb)),
    );
    // Specific spaces are separate memories, except that the cluster
    // window (7) holds this CTA's shared memory (3) too.
    let window = |a: u32, b: u32| matches!((a, b), (3, 7) | (7, 3));
    if spa != 0 && spb != 0 && spa != spb && !window(spa, spb) {
        return true;
    }
    let a = addrs.of(&body.dfg, pa).clone();
    let b = addrs.of(&body.dfg, pb);
    if a.root == b.root {
        return same_root_disjoint(&a, sa, b, sb);
    }
    let (ra, rb) = (a.root, b.root);
    if let (Some(ga), Some(gb)) = (global_of(body, ra), global_of(body, rb)) {
        return ga != gb;
    }
    let (pa_, pb_) = (roots.params.contains(&ra), roots.params.contains(&rb));
    if pa_ && pb_ && (roots.noalias.contains(&ra) || roots.noalias.contains(&rb)) {
        return true;
    }
    // A kernel's pointer parameters come from the host: global memory,
    // never a shared, constant or local variable of this module.
    let private =
        |r: Value| global_of(body, r).is_some() && matches!(space(body.dfg.value_type(r)), 3..=5);
    roots.kernel && ((pa_ && private(rb)) || (pb_ && private(ra)))
}

/// Bytes an access of `t` touches.
fn size_of(t: Type) -> u64 {
    t.store_size()
}

fn hoist_in_block(
    body: &mut Body,
    b: Block,
    roots: &Roots,
    addrs: &mut Addrs,
    max_stores: usize,
) -> usize {
    let mut insts: Vec<Inst> = body.block_insts(b).to_vec();
    let mut moved = 0;
    for k in 0..insts.len() {
        let load = insts[k];
        let d = &body.dfg.insts[load];
        let Some(mem) = (d.opcode == Opcode::Load)
            .then(|| plain(&d.attrs))
            .flatten()
        else {
            continue;
        };
        let invariant = mem.invariant;
        let (Some(res), [ptr]) = (body.dfg.inst_result(load), body.dfg.inst_args(load)) else {
            continue;
        };
        let access = (*ptr, size_of(body.dfg.value_type(res)));
        let mut needed: FxHashSet<Value> = FxHashSet::default();
        needed.insert(*ptr);
        let mut chain: FxHashSet<usize> = FxHashSet::default();
        let mut earliest_store = None;
        let mut crossed = 0;
        for j in (k.saturating_sub(WALK)..k).rev() {
            let i = insts[j];
            if body.dfg.inst_result(i).is_some_and(|r| needed.contains(&r)) {
                if !movable(body, i) {
                    break;
                }
                chain.insert(j);
                needed.extend(body.dfg.inst_args(i).iter().copied());
                continue;
            }
            match meet(body, i) {
                Meet::Pass => {}
                Meet::Stop => break,
                Meet::Store => {
                    if crossed == max_stores {
                        break;
                    }
                    let [v, p] = body.dfg.inst_args(i) else {
                        break;
                    };
                    let written = (*p, size_of(body.dfg.value_type(*v)));
                    if !invariant && !disjoint(body, roots, addrs, access, written) {
                        break;
                    }
                    crossed += 1;
                    earliest_store = Some(j);
                }
            }
        }
        let Some(e) = earliest_store else {
            continue;
        };
        let mut lifted: Vec<usize> = chain.into_iter().filter(|&j| j > e).collect();
        lifted.sort_unstable();
        lifted.push(k);
        let lifted_insts: Vec<Inst> = lifted.iter().map(|&j| insts[j]).collect();
        let mut rest = insts[e..=k].to_vec();
        rest.retain(|i| !lifted_insts.contains(i));
        insts.splice(e..=k, lifted_insts.into_iter().chain(rest));
        moved += 1;
    }
    if moved > 0 {
        body.dfg.blocks[b].insts = insts;
    }
    moved
}
