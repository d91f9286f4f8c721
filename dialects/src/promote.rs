//! Scalar promotion of memory a loop keeps rewriting (`licm-promote`, the
//! promotion half of LLVM's LICM).
//!
//! Why: `out[i] += a[k] * b[k]` in a loop over `k`, or a partial sum kept
//! in `sdata[tid]` while a thread strides over its input, loads and
//! stores the same bytes on every iteration. The e-graph's forwarding
//! already reuses the stored value for the next load, but the stores stay
//! (one per iteration, four per iteration once unrolled by four), and
//! without forwarding across the back edge each iteration reloads what it
//! wrote. libNVVM keeps such a location in a register for the whole loop:
//! one load before it where the old value is read, one store on each way
//! out.
//!
//! A loop-invariant pointer `p` is promoted when, inside the loop:
//! - every access through `p` is a plain (non-volatile, non-atomic) load
//!   or store of one first-class, non-aggregate type, and at least one is
//!   a store;
//! - every other access is a plain load or store proven apart from `p`'s
//!   bytes (the rules of [`crate::loadhoist`]: byte ranges of one root,
//!   different specific address spaces, different globals, a `noalias`
//!   parameter, a kernel parameter against shared, local or constant
//!   memory), and nothing else touches or orders memory: no call, inline
//!   assembly, atomic, fence, barrier or intrinsic that is not pure, and
//!   no `ret` inside the loop;
//! - a store through `p` sits in a block that dominates every exiting
//!   block, so every way out of the loop wrote `p` already: the store put
//!   on each exit edge writes bytes the loop wrote anyway (no new data
//!   race, no new fault), and `p` is known to be writable whenever the
//!   loop runs, which is what makes the load before the loop safe.
//!
//! The rewrite goes through a stack slot: the accesses through `p` in the
//! loop are redirected to a fresh one-element alloca; the entering edge
//! copies `p` into it (only when some load or exit can read the value the
//! loop started with), each exit edge copies it back to `p`, and mem2reg
//! turns the slot into block parameters. When mem2reg cannot promote the
//! slot the loop is restored as it was.
//!
//! Within a thread the program computes the same: no other access in the
//! loop can see `p`'s bytes, and at every exit they hold what the last
//! store wrote. Other threads could tell the difference only through a
//! data race, since nothing in the loop synchronizes (volatile accesses,
//! atomics, fences and barriers keep the loop as it is).

use rustc_hash::FxHashSet;

use crate::analysis::loops::LoopNest;
use crate::analysis::DomTree;
use crate::ir::intrinsics::Effects;
use crate::ir::{Attrs, Block, Body, FuncBuilder, Inst, MemAttrs, Opcode, Type, Value, ValueDef};
use crate::loadhoist::{disjoint, Addrs, Roots};

/// Loops promoted one after another in one body (each promotion changes
/// the CFG, so the loops are found again after it).
const MAX_ROUNDS: usize = 64;
/// Loops with more memory accesses than this are left (the separation
/// check is quadratic in them).
const MAX_ACCESSES: usize = 512;

/// One pointer to promote in one loop.
struct Candidate {
    ptr: Value,
    ty: Type,
    accesses: Vec<Inst>,
    /// Attributes for the copies (the stores' alignment).
    mem: MemAttrs,
    /// Whether a load or an exit may read the value from before the loop.
    needs_entry_value: bool,
    /// Whether the loop stores to it (else it is an invariant load, and
    /// the exits copy nothing back).
    stored: bool,
}

fn plain(attrs: &Attrs) -> Option<&MemAttrs> {
    match attrs {
        Attrs::Mem(m) if !m.volatile && m.ordering.is_none() => Some(m),
        _ => None,
    }
}

/// One location kept in a register across a loop.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Promoted {
    /// The loop's header, by its source name when it has one.
    pub header: String,
    /// The pointer, by its source name when it has one.
    pub pointer: String,
    /// True when the loop stored to it (stores moved to the exits); false
    /// for a location only read (the load moved before the loop).
    pub stored: bool,
}

fn name_of<T: std::fmt::Display>(name: &Option<String>, entity: T) -> String {
    name.clone().unwrap_or_else(|| entity.to_string())
}

/// Promotes the locations of `body`'s loops (see the module comment);
/// `noalias[i]` says whether parameter `i` is `noalias`. Returns what was
/// promoted, inner loops first.
pub fn run_function(body: &mut Body, kernel: bool, noalias: &[bool]) -> Vec<Promoted> {
    if !body.is_well_formed() {
        return Vec::new();
    }
    let roots = Roots::new(body, kernel, noalias);
    let mut failed: FxHashSet<Block> = FxHashSet::default();
    let mut promoted = Vec::new();
    for _ in 0..MAX_ROUNDS {
        let dt = DomTree::new(body);
        let nest = LoopNest::compute(body, &dt);
        let mut changed = false;
        // Inner loops first: what an inner loop leaves on its edges may
        // then be promoted in the loop around it.
        for l in (0..nest.loops.len()).rev() {
            let header = nest.loops[l].header;
            if failed.contains(&header) {
                continue;
            }
            let cands = candidates(body, &dt, &nest, l, &roots);
            if cands.is_empty() {
                continue;
            }
            let snapshot = body.clone();
            let header_name = name_of(&body.dfg.block_names[header], header);
            let done: Vec<Promoted> = cands
                .iter()
                .map(|c| Promoted {
                    header: header_name.clone(),
                    pointer: name_of(&body.dfg.value_names[c.ptr], c.ptr),
                    stored: c.stored,
                })
                .collect();
            if rewrite(body, &dt, &nest, l, &cands) {
                promoted.extend(done);
                changed = true;
                break;
            }
            *body = snapshot;
            failed.insert(header);
        }
        if !changed {
            break;
        }
    }
    promoted
}

/// The pointers loop `l` may keep in registers.
fn candidates(
    body: &Body,
    dt: &DomTree,
    nest: &LoopNest,
    l: usize,
    roots: &Roots,
) -> Vec<Candidate> {
    let blocks = nest.blocks(l);
    let exiting = nest.exiting(l);
    if exiting.is_empty() {
        return Vec::new();
    }
    let dfg = &body.dfg;
    // (instruction, pointer, type, is a store)
    let mut accesses: Vec<(Inst, Value, Type, bool)> = Vec::new();
    for &b in blocks {
        for &i in body.block_insts(b) {
            let d = &dfg.insts[i];
            match d.opcode {
                // Operand counts are checked, not assumed: the pass may be
                // called on a body the verifier has not seen.
                Opcode::Load if plain(&d.attrs).is_some() => {
                    let (Some(r), [p, ..]) = (dfg.inst_result(i), dfg.inst_args(i)) else {
                        return Vec::new();
                    };
                    accesses.push((i, *p, dfg.value_type(r), false));
                }
                Opcode::Store if plain(&d.attrs).is_some() => {
                    let [v, p, ..] = dfg.inst_args(i) else {
                        return Vec::new();
                    };
                    accesses.push((i, *p, dfg.value_type(*v), true));
                }
                Opcode::Load
                | Opcode::Store
                | Opcode::AtomicRmw
                | Opcode::CmpXchg
                | Opcode::Fence
                | Opcode::Call
                | Opcode::CallIndirect
                | Opcode::InlineAsm
                | Opcode::Ret => return Vec::new(),
                Opcode::Intrinsic => match &d.attrs {
                    Attrs::Intrinsic(a) if a.info.effects == Effects::Pure => {}
                    _ => return Vec::new(),
                },
                _ => {}
            }
            if accesses.len() > MAX_ACCESSES {
                return Vec::new();
            }
        }
    }
    let inside = |b: Block| nest.contains(l, b);
    let invariant = |v: Value| match dfg.values[v].def {
        ValueDef::Result(i) => body.layout.inst_block[i].is_some_and(|b| !inside(b)),
        ValueDef::Param(b, _) => !inside(b),
    };
    let block_of = |i: Inst| body.layout.inst_block[i].expect("laid out");
    let mut addrs = Addrs::default();
    let mut seen: FxHashSet<Value> = FxHashSet::default();
    let mut out = Vec::new();
    for &(_, ptr, _, _) in &accesses {
        if !seen.insert(ptr) || !invariant(ptr) {
            continue;
        }
        let mine: Vec<&(Inst, Value, Type, bool)> =
            accesses.iter().filter(|a| a.1 == ptr).collect();
        let ty = mine[0].2;
        if ty.is_aggregate() || mine.iter().any(|a| a.2 != ty) {
            continue;
        }
        let stores: Vec<Inst> = mine.iter().filter(|a| a.3).map(|a| a.0).collect();
        let loads: Vec<Inst> = mine.iter().filter(|a| !a.3).map(|a| a.0).collect();
        // A location only read needs only the stores kept apart from it.
        let size = ty.store_size();
        let apart = accesses
            .iter()
            .filter(|a| a.1 != ptr && (a.3 || !stores.is_empty()))
            .all(|a| {
                disjoint(
                    body,
                    roots,
                    &mut addrs,
                    (ptr, size),
                    (a.1, a.2.store_size()),
                )
            });
        if !apart {
            continue;
        }
        let dominates_exits = |i: Inst| exiting.iter().all(|&e| dt.dominates(block_of(i), e));
        let guaranteed = if stores.is_empty() { &loads } else { &stores };
        if !guaranteed.iter().any(|&s| dominates_exits(s)) {
            continue;
        }
        // The value from before the loop is dead when one store comes
        // before every load and every exit.
        let covers = |s: Inst| {
            let sb = block_of(s);
            dominates_exits(s)
                && loads.iter().all(|&ld| {
                    let lb = block_of(ld);
                    if lb == sb {
                        let order = body.block_insts(sb);
                        let at = |x: Inst| order.iter().position(|&y| y == x);
                        at(s) < at(ld)
                    } else {
                        dt.dominates(sb, lb)
                    }
                })
        };
        let needs_entry_value = stores.is_empty() || !stores.iter().any(|&s| covers(s));
        if needs_entry_value && nest.entering_block(dt, l).is_none() {
            continue;
        }
        let align = guaranteed
            .iter()
            .filter_map(|&s| plain(&dfg.insts[s].attrs).map(|m| m.align))
            .min()
            .unwrap_or(0);
        out.push(Candidate {
            ptr,
            ty,
            accesses: mine.iter().map(|a| a.0).collect(),
            mem: MemAttrs {
                align,
                ..MemAttrs::default()
            },
            needs_entry_value,
            stored: !stores.is_empty(),
        });
    }
    out
}

/// Where copies go on an edge `from -> to`: the start of `to` when that
/// edge is its only way in, else a new block splitting the edge.
fn edge_block(body: &mut Body, dt: &DomTree, from: Block, succ: usize) -> (Block, usize) {
    let t = body.terminator(from).expect("a terminator");
    let to = body.dfg.insts[t].succs[succ].block;
    let edges_in = dt.preds(to).len();
    let sole = edges_in == 1 && body.successors(from).iter().filter(|&&b| b == to).count() == 1;
    if sole && to != body.entry().expect("an entry") {
        return (to, 0);
    }
    let params: Vec<Type> = body
        .dfg
        .block_params(to)
        .iter()
        .map(|&p| body.dfg.value_type(p))
        .collect();
    let mid = body.dfg.make_block();
    let args: Vec<Value> = params
        .iter()
        .map(|&ty| body.dfg.append_block_param(mid, ty))
        .collect();
    body.dfg.insts[t].succs[succ].block = mid;
    let at = body
        .layout
        .blocks
        .iter()
        .position(|&b| b == from)
        .map_or(body.layout.blocks.len(), |p| p + 1);
    body.layout.blocks.insert(at, mid);
    let mut fb = FuncBuilder::new(body);
    fb.switch_to(mid);
    fb.br(to, &args);
    (mid, 0)
}

/// Rewrites loop `l` for `cands`; false when mem2reg left a slot in
/// memory (the caller restores the body).
fn rewrite(body: &mut Body, dt: &DomTree, nest: &LoopNest, l: usize, cands: &[Candidate]) -> bool {
    let entry = body.entry().expect("an entry");
    let mut slots = Vec::with_capacity(cands.len());
    {
        let mut fb = FuncBuilder::new(body);
        fb.at(entry, 0);
        for c in cands {
            let one = fb.iconst(Type::Int(32), 1);
            let slot = fb.alloca(c.ty, one, 0);
            slots.push(slot);
        }
    }
    for (c, &slot) in cands.iter().zip(&slots) {
        for &i in &c.accesses {
            let k = usize::from(body.dfg.insts[i].opcode == Opcode::Store);
            body.dfg.insts[i].args.as_mut_slice(&mut body.dfg.pool)[k] = slot;
        }
    }
    if cands.iter().any(|c| c.needs_entry_value) {
        let pre = nest.entering_block(dt, l).expect("checked by candidates");
        let header = nest.loops[l].header;
        let t = body.terminator(pre).expect("a terminator");
        let (b, at) = if body.dfg.insts[t].opcode == Opcode::Br {
            (pre, body.block_insts(pre).len() - 1)
        } else {
            let k = body.dfg.insts[t]
                .succs
                .iter()
                .position(|s| s.block == header)
                .expect("an edge to the header");
            edge_block(body, dt, pre, k)
        };
        let mut fb = FuncBuilder::new(body);
        fb.at(b, at);
        for (c, &slot) in cands.iter().zip(&slots) {
            if c.needs_entry_value {
                let v = fb.load(c.ty, c.ptr, c.mem);
                fb.store(v, slot, MemAttrs::default());
            }
        }
    }
    let mut exits: Vec<(Block, usize)> = Vec::new();
    for &b in nest
        .exiting(l)
        .iter()
        .filter(|_| cands.iter().any(|c| c.stored))
    {
        let t = body.terminator(b).expect("a terminator");
        for (k, s) in body.dfg.insts[t].succs.iter().enumerate() {
            if !nest.contains(l, s.block) {
                exits.push((b, k));
            }
        }
    }
    for (b, k) in exits {
        let (x, at) = edge_block(body, dt, b, k);
        let mut fb = FuncBuilder::new(body);
        fb.at(x, at);
        for (c, &slot) in cands.iter().zip(&slots).filter(|(c, _)| c.stored) {
            let v = fb.load(c.ty, slot, MemAttrs::default());
            fb.store(v, c.ptr, c.mem);
        }
    }
    crate::mem2reg::run_function(body);
    let done = slots.iter().all(|&s| {
        body.dfg
            .def_inst(s)
            .is_some_and(|i| body.layout.inst_block[i].is_none())
    });
    if done {
        merge_equal_params(body);
    }
    done
}

/// Blocks with more parameters than this are not searched for equal
/// pairs (the search is quadratic).
const MAX_PARAMS: usize = 64;

/// Removes block parameters that always hold the same value as another
/// parameter of their block, or as one value from outside: mem2reg gives
/// a merge block a parameter for the slot next to the one the source
/// already had for the same sum (`acc` and the location it is stored to),
/// and selection would copy both on every edge.
///
/// Two parameters are equal when every edge passes them the same value,
/// or passes each its own parameter back (a loop keeping both); one is
/// that value `v` when every edge passes it `v` or itself.
fn merge_equal_params(body: &mut Body) {
    let entry = body.entry();
    loop {
        let mut incoming: rustc_hash::FxHashMap<Block, Vec<Vec<Value>>> = Default::default();
        for &b in &body.layout.blocks {
            let Some(t) = body.terminator(b) else {
                continue;
            };
            for s in &body.dfg.insts[t].succs {
                let args = body.dfg.call_args(s).to_vec();
                incoming.entry(s.block).or_default().push(args);
            }
        }
        let mut change: Option<(Block, usize, Value)> = None;
        'blocks: for &b in &body.layout.blocks {
            let params = body.dfg.block_params(b);
            if Some(b) == entry || params.is_empty() || params.len() > MAX_PARAMS {
                continue;
            }
            let Some(edges) = incoming.get(&b) else {
                continue;
            };
            for (j, &pj) in params.iter().enumerate() {
                let mut one = None;
                let trivial = edges.iter().all(|a| {
                    a[j] == pj || {
                        let same = one.is_none_or(|v| v == a[j]);
                        one = Some(a[j]);
                        same
                    }
                });
                let inside = one.is_some_and(|v| match body.dfg.values[v].def {
                    ValueDef::Param(d, _) => d == b,
                    ValueDef::Result(i) => body.layout.inst_block[i] == Some(b),
                });
                if let (true, Some(v), false) = (trivial, one, inside) {
                    change = Some((b, j, v));
                    break 'blocks;
                }
                for (i, &pi) in params[..j].iter().enumerate() {
                    if edges
                        .iter()
                        .all(|a| a[i] == a[j] || (a[i] == pi && a[j] == pj))
                    {
                        change = Some((b, j, pi));
                        break 'blocks;
                    }
                }
            }
        }
        let Some((b, j, to)) = change else {
            return;
        };
        let from = body.dfg.block_params(b)[j];
        let insts = body.all_insts();
        body.dfg.replace_uses(&insts, from, to);
        body.dfg.remove_block_param(b, j);
    }
}

#[cfg(test)]
mod tests;
