//! Natural loops, their nesting depth and, where a simple induction
//! variable makes it computable, their trip count.
//!
//! Invariants:
//! - a loop is the natural loop of its header: the header plus every block
//!   that reaches one of its back edges (an edge `n -> h` where `h`
//!   dominates `n`) without passing through `h`; back edges to one header
//!   make one loop; cycles that are not natural loops (irreducible control
//!   flow) are not loops here and get no weight;
//! - loops are listed by their header's reverse-postorder position, so an
//!   outer loop comes before the loops it contains; a block's depth is the
//!   number of loops containing it;
//! - a trip count (times the header executes per entry to the loop) is
//!   given only when it follows from a header parameter with a constant
//!   start and a constant step, compared against a constant by the loop's
//!   only exiting branch, without wrapping; otherwise it is `None` and the
//!   cost model uses seed 000's `remat-loop-trip` default,
//!   [`DEFAULT_LOOP_TRIP`].

use super::DomTree;
use crate::ir::{Attrs, Block, Body, IntPred, Opcode, Type, Value, ValueDef};
use cranelift_entity::SecondaryMap;

/// seed 000's `remat-loop-trip`: the trip count assumed for a loop whose
/// trip count is unknown.
pub const DEFAULT_LOOP_TRIP: u32 = 20;

/// Trip counts beyond this are treated as unknown.
const MAX_TRIP: i128 = 1 << 40;

/// One natural loop.
#[derive(Clone, Debug)]
pub struct Loop {
    /// The header, which dominates every block of the loop.
    pub header: Block,
    /// Sources of the back edges, in layout order.
    pub latches: Vec<Block>,
    /// Index of the innermost enclosing loop.
    pub parent: Option<usize>,
    /// 1 for an outermost loop.
    pub depth: u32,
    /// Header executions per entry, when computable.
    pub trip_count: Option<u64>,
}

/// The loops of a function body.
///
/// Everything here is linear in the size of the body (plus the exits each
/// edge takes): no loop holds a list of its own blocks, since the sum of
/// those lists is quadratic in the nesting depth.
#[derive(Clone, Debug, Default)]
pub struct LoopNest {
    /// Loops, outer before inner (header reverse-postorder order).
    pub loops: Vec<Loop>,
    depth: SecondaryMap<Block, u32>,
    innermost: SecondaryMap<Block, Option<u32>>,
    /// Each loop's preorder number in the loop tree and the largest
    /// preorder number below it: `b` is in loop `l` exactly when its
    /// innermost loop's number lies in `l`'s range (O(1) membership).
    range: Vec<(u32, u32)>,
    /// The blocks in loops, grouped by the preorder number of their
    /// innermost loop, so a loop's blocks are one slice of it.
    by_loop: Vec<Block>,
    /// Start in `by_loop` of each preorder number's group (one extra end).
    group_start: Vec<u32>,
    /// Each loop's exiting blocks, in reverse postorder.
    exiting: Vec<Vec<Block>>,
    /// Frequencies cached for one default trip count (see `frequency`).
    freq: std::sync::OnceLock<(u32, Vec<f64>)>,
}

impl LoopNest {
    /// Finds the natural loops of `body` with its dominator tree.
    ///
    /// Loops are discovered inner first (headers in reverse of reverse
    /// postorder): a backward walk from the latches claims unclaimed
    /// blocks for the loop, and on meeting a block of an earlier (inner)
    /// loop makes that loop's outermost ancestor a child and continues
    /// from its header. Each block is claimed once, and a union-find over
    /// the loop tree finds the outermost ancestor, so the whole is near
    /// linear in the edges.
    pub fn compute(body: &Body, dt: &DomTree) -> LoopNest {
        let mut nest = LoopNest::default();
        for &h in dt.rpo() {
            let latches: Vec<Block> = dt
                .preds(h)
                .iter()
                .copied()
                .filter(|&p| dt.is_reachable(p) && dt.dominates(h, p))
                .collect();
            if !latches.is_empty() {
                nest.loops.push(Loop {
                    header: h,
                    latches,
                    parent: None,
                    depth: 0,
                    trip_count: None,
                });
            }
        }
        let nloops = nest.loops.len();
        // Union-find: `top[l]` leads to the outermost loop found so far
        // that contains loop `l`.
        let mut top: Vec<u32> = (0..nloops as u32).collect();
        let find = |top: &mut Vec<u32>, mut l: u32| -> u32 {
            let mut root = l;
            while top[root as usize] != root {
                root = top[root as usize];
            }
            while top[l as usize] != root {
                let next = top[l as usize];
                top[l as usize] = root;
                l = next;
            }
            root
        };
        let mut stack: Vec<Block> = Vec::new();
        for li in (0..nloops).rev() {
            let h = nest.loops[li].header;
            nest.innermost[h] = Some(li as u32);
            stack.extend(nest.loops[li].latches.iter().copied());
            while let Some(b) = stack.pop() {
                if !dt.is_reachable(b) {
                    continue;
                }
                match nest.innermost[b] {
                    None => {
                        nest.innermost[b] = Some(li as u32);
                        stack.extend_from_slice(dt.preds(b));
                    }
                    Some(inner) => {
                        let r = find(&mut top, inner) as usize;
                        if r != li {
                            nest.loops[r].parent = Some(li);
                            top[r] = li as u32;
                            stack.extend_from_slice(dt.preds(nest.loops[r].header));
                        }
                    }
                }
            }
        }
        // Parents come before children (a parent's header dominates).
        for i in 0..nloops {
            nest.loops[i].depth = nest.loops[i].parent.map_or(1, |p| nest.loops[p].depth + 1);
        }
        for &b in dt.rpo() {
            if let Some(l) = nest.innermost[b] {
                nest.depth[b] = nest.loops[l as usize].depth;
            }
        }
        nest.number_loop_tree();
        nest.group_blocks(dt);
        nest.exiting = nest.exiting_blocks(body, dt);
        for i in 0..nloops {
            let tc = match nest.exiting[i].as_slice() {
                [e] => trip_count(body, dt, &nest, i, *e),
                _ => None,
            };
            nest.loops[i].trip_count = tc;
        }
        nest
    }

    /// When loop `l`'s count is not known but bounded (early exits on
    /// loaded values): the most header executions per entry, and the
    /// exiting block whose test, decided by constants, ends the longest
    /// run. Computed on demand (the unroller's question; it runs the loop).
    pub fn max_trip(&self, body: &Body, dt: &DomTree, l: usize) -> Option<(u64, Block)> {
        if self.loops[l].trip_count.is_some() || self.exiting[l].is_empty() {
            return None;
        }
        max_trip(body, dt, self, l)
    }

    /// Each loop's exiting blocks, from one pass over the edges. An edge
    /// `b -> s` leaves the loops from `b`'s innermost outwards that do not
    /// contain `s`, so the work is the edges plus the (edge, loop left)
    /// pairs, not the sum of the loops' sizes.
    fn exiting_blocks(&self, body: &Body, dt: &DomTree) -> Vec<Vec<Block>> {
        let mut out: Vec<Vec<Block>> = vec![Vec::new(); self.loops.len()];
        for &b in dt.rpo() {
            let Some(t) = body.terminator(b) else {
                continue;
            };
            for succ in &body.dfg.insts[t].succs {
                let mut cur = self.innermost(b);
                while let Some(l) = cur {
                    if self.contains(l, succ.block) {
                        break;
                    }
                    let ex = &mut out[l];
                    if ex.last() != Some(&b) {
                        ex.push(b);
                    }
                    cur = self.loops[l].parent;
                }
            }
        }
        out
    }

    /// Fills `range` by an iterative preorder walk of the loop tree.
    fn number_loop_tree(&mut self) {
        let n = self.loops.len();
        let mut children: Vec<Vec<usize>> = vec![Vec::new(); n];
        let mut roots = Vec::new();
        for (i, l) in self.loops.iter().enumerate() {
            match l.parent {
                Some(p) => children[p].push(i),
                None => roots.push(i),
            }
        }
        self.range = vec![(0, 0); n];
        let mut next = 0u32;
        // (loop, whether its children were pushed)
        let mut stack: Vec<(usize, bool)> = roots.iter().rev().map(|&r| (r, false)).collect();
        while let Some((l, expanded)) = stack.pop() {
            if expanded {
                self.range[l].1 = next - 1;
                continue;
            }
            self.range[l].0 = next;
            next += 1;
            stack.push((l, true));
            stack.extend(children[l].iter().rev().map(|&c| (c, false)));
        }
    }

    /// Fills `by_loop` and `group_start` by a counting sort of the blocks
    /// (in reverse postorder) on their innermost loop's preorder number.
    fn group_blocks(&mut self, dt: &DomTree) {
        let n = self.loops.len();
        let mut count = vec![0u32; n + 1];
        for &b in dt.rpo() {
            if let Some(l) = self.innermost[b] {
                count[self.range[l as usize].0 as usize + 1] += 1;
            }
        }
        for k in 1..=n {
            count[k] += count[k - 1];
        }
        self.group_start = count.clone();
        self.by_loop = vec![Block::from_u32(0); count[n] as usize];
        for &b in dt.rpo() {
            if let Some(l) = self.innermost[b] {
                let k = self.range[l as usize].0 as usize;
                self.by_loop[count[k] as usize] = b;
                count[k] += 1;
            }
        }
    }

    /// The blocks of loop `l`: the header first, then the rest grouped by
    /// innermost loop (the loop's own blocks, then each inner loop's in
    /// loop-tree preorder), each group in reverse postorder.
    pub fn blocks(&self, l: usize) -> &[Block] {
        let (lo, hi) = self.range[l];
        let from = self.group_start[lo as usize] as usize;
        let to = self.group_start[hi as usize + 1] as usize;
        &self.by_loop[from..to]
    }

    /// The blocks of loop `l` with a successor outside it, in reverse
    /// postorder.
    pub fn exiting(&self, l: usize) -> &[Block] {
        &self.exiting[l]
    }

    /// Whether block `b` belongs to loop `l` (an index into `loops`).
    pub fn contains(&self, l: usize, b: Block) -> bool {
        let Some(inner) = self.innermost[b] else {
            return false;
        };
        let (lo, hi) = self.range[l];
        let at = self.range[inner as usize].0;
        lo <= at && at <= hi
    }

    /// Number of loops containing `b`.
    pub fn depth(&self, b: Block) -> u32 {
        self.depth[b]
    }

    /// The one reachable block outside loop `l` that branches to its
    /// header, when there is exactly one (every way into the loop passes
    /// it).
    pub fn entering_block(&self, dt: &DomTree, l: usize) -> Option<Block> {
        let mut outside = dt
            .preds(self.loops[l].header)
            .iter()
            .copied()
            .filter(|&p| dt.is_reachable(p) && !self.contains(l, p));
        let first = outside.next()?;
        outside.next().is_none().then_some(first)
    }

    /// Index (into `loops`) of the innermost loop containing `b`.
    pub fn innermost(&self, b: Block) -> Option<usize> {
        self.innermost[b].map(|i| i as usize)
    }

    /// How many times `b` runs per function execution: the product of the
    /// trip counts of the loops containing it, `default_trip` standing in
    /// for unknown ones. The products are computed once per default trip
    /// count, outermost first, so a call is O(1).
    pub fn frequency(&self, b: Block, default_trip: u32) -> f64 {
        let Some(l) = self.innermost(b) else {
            return 1.0;
        };
        match self.freq.get() {
            Some((d, f)) if *d == default_trip => f[l],
            Some(_) => self.loop_frequencies(default_trip)[l],
            None => {
                self.freq
                    .get_or_init(|| (default_trip, self.loop_frequencies(default_trip)))
                    .1[l]
            }
        }
    }

    /// Header executions per function execution, for every loop.
    fn loop_frequencies(&self, default_trip: u32) -> Vec<f64> {
        let mut f = vec![1.0f64; self.loops.len()];
        for (i, l) in self.loops.iter().enumerate() {
            let outer = l.parent.map_or(1.0, |p| f[p]);
            f[i] = outer * l.trip_count.map_or(f64::from(default_trip), |t| t as f64);
        }
        f
    }
}

/// The integer constant a value holds, with its width: sign-extended from
/// the width, or from 64 bits for wider integers (trip counts and steps
/// beyond that are not tracked).
pub fn const_of(body: &Body, v: Value) -> Option<(i128, u32)> {
    let (x, bits) = body.dfg.int_const(v)?;
    let bits = bits.min(64);
    let shift = 128 - bits;
    Some(((x << shift) >> shift, bits))
}

/// The opcode and two operands of the instruction defining `v`, when it
/// has two.
fn binary_of(body: &Body, v: Value) -> Option<(Opcode, [Value; 2])> {
    let dfg = &body.dfg;
    let ValueDef::Result(i) = dfg.values.get(v)?.def else {
        return None;
    };
    let d = dfg.insts.get(i)?;
    match dfg.inst_args(i) {
        &[a, b] => Some((d.opcode, [a, b])),
        _ => None,
    }
}

/// `v = add p, c` (either order) or `sub p, c` with `c` constant: returns
/// `(p, c)` (`-c` for `sub`).
pub fn add_const(body: &Body, v: Value) -> Option<(Value, i128)> {
    let (op, args) = binary_of(body, v)?;
    match op {
        Opcode::Add => match (const_of(body, args[1]), const_of(body, args[0])) {
            (Some((c, _)), _) => Some((args[0], c)),
            (None, Some((c, _))) => Some((args[1], c)),
            _ => None,
        },
        Opcode::Sub => const_of(body, args[1]).map(|(c, _)| (args[0], -c)),
        _ => None,
    }
}

/// The trip count of loop `li`, whose only exiting block is `e`.
fn trip_count(body: &Body, dt: &DomTree, nest: &LoopNest, li: usize, e: Block) -> Option<u64> {
    closed_form_trip(body, dt, nest, li, e).or_else(|| evaluated_trip(body, dt, nest, li, e))
}

/// The trip count by running the loop on its constants
/// ([`super::exhaustive`]), when one edge enters it.
fn evaluated_trip(body: &Body, dt: &DomTree, nest: &LoopNest, li: usize, e: Block) -> Option<u64> {
    let header = nest.loops[li].header;
    let in_loop = |b: Block| nest.contains(li, b);
    let entry = entry_args(body, dt, nest, li)?;
    super::exhaustive::trip_by_evaluation(body, header, &in_loop, e, &entry)
}

/// The bound on header executions of a loop with early exits
/// ([`super::exhaustive::max_trip_by_evaluation`]).
fn max_trip(body: &Body, dt: &DomTree, nest: &LoopNest, li: usize) -> Option<(u64, Block)> {
    let header = nest.loops[li].header;
    let in_loop = |b: Block| nest.contains(li, b);
    let entry = entry_args(body, dt, nest, li)?;
    // Only an exit the constants can decide bounds the run.
    let decidable = nest.exiting[li]
        .iter()
        .any(|&e| super::exhaustive::exit_may_be_decided(body, header, &in_loop, &entry, e));
    if !decidable {
        return None;
    }
    super::exhaustive::max_trip_by_evaluation(body, header, &in_loop, &entry)
}

/// The header arguments of the one edge entering loop `li`.
fn entry_args(body: &Body, dt: &DomTree, nest: &LoopNest, li: usize) -> Option<Vec<Value>> {
    let header = nest.loops[li].header;
    let in_loop = |b: Block| nest.contains(li, b);
    let mut entry = None;
    for &p in dt.preds(header) {
        if in_loop(p) || !dt.is_reachable(p) {
            continue;
        }
        let t = body.terminator(p)?;
        for call in body.dfg.insts[t].succs.iter().filter(|c| c.block == header) {
            if entry.replace(body.dfg.call_args(call).to_vec()).is_some() {
                return None;
            }
        }
    }
    entry
}

/// The trip count of an induction variable stepped by a constant (or
/// shifted) and compared with a constant.
fn closed_form_trip(
    body: &Body,
    dt: &DomTree,
    nest: &LoopNest,
    li: usize,
    e: Block,
) -> Option<u64> {
    let dfg = &body.dfg;
    let l = &nest.loops[li];
    let in_loop = |b: Block| nest.contains(li, b);
    let term = body.terminator(e)?;
    let td = &dfg.insts[term];
    if td.opcode != Opcode::CondBr || td.succs.len() != 2 {
        return None;
    }
    let stay_if_true = match (in_loop(td.succs[0].block), in_loop(td.succs[1].block)) {
        (true, false) => true,
        (false, true) => false,
        _ => return None,
    };
    let cond = *dfg.inst_args(term).first()?;
    let ValueDef::Result(ci) = dfg.values.get(cond)?.def else {
        return None;
    };
    let cd = dfg.insts.get(ci)?;
    let Attrs::ICmp(pred) = cd.attrs else {
        return None;
    };
    let cargs = dfg.inst_args(ci);
    if cd.opcode != Opcode::ICmp || cargs.len() != 2 {
        return None;
    }
    // Put the constant bound on the right.
    let (x, bound, pred) = match (const_of(body, cargs[0]), const_of(body, cargs[1])) {
        (None, Some((b, _))) => (cargs[0], b, pred),
        (Some((b, _)), None) => (cargs[1], b, pred.swapped()),
        _ => return None,
    };
    // x is a header parameter p, or p + step.
    let params = dfg.block_params(l.header);
    let (p, tested_next) = match params.iter().position(|&q| q == x) {
        Some(_) => (x, false),
        None => {
            let q = add_const(body, x)
                .map(|(q, _)| q)
                .or_else(|| const_step(body, x).map(|(q, _, _)| q))?;
            params.iter().position(|&r| r == q)?;
            (q, true)
        }
    };
    let Type::Int(bits) = dfg.value_type(p) else {
        return None;
    };
    let bits = u32::from(bits);
    if !(2..=64).contains(&bits) {
        return None;
    }
    let idx = params.iter().position(|&q| q == p)?;
    if let Some(n) = shift_like_trip(body, dt, l, &in_loop, idx, x, bound, pred, stay_if_true) {
        return Some(n);
    }
    // Incoming values: a constant from outside, p + step from the latches.
    let (init, step) = entry_and_step(body, dt, l, &in_loop, idx, |v| add_const(body, v))?;
    if step == 0 {
        return None;
    }
    if tested_next && add_const(body, x).map(|(_, s)| s) != Some(step) {
        return None;
    }
    let stay = |k: i128| -> Option<bool> {
        let v = init.checked_add(step.checked_mul(k)?)?;
        let r = eval(pred, v, bound, bits)?;
        Some(r == stay_if_true)
    };
    let start = if tested_next { 1 } else { 0 };
    // "Stay while v != bound" is not monotone: solve it exactly.
    let while_ne = matches!(
        (pred, stay_if_true),
        (IntPred::Eq, false) | (IntPred::Ne, true)
    );
    let first_fail = if while_ne {
        let d = bound.checked_sub(init)?;
        if d % step != 0 || d / step < start || d / step > MAX_TRIP {
            return None;
        }
        // Start and bound are constants of the type, so every value in
        // between is representable: no wrap.
        d / step
    } else {
        first_fail(&stay, start)?
    };
    let n = if tested_next {
        first_fail
    } else {
        first_fail + 1
    };
    u64::try_from(n).ok().filter(|&n| n > 0)
}

/// The constant header parameter `idx` of loop `l` enters with, and the
/// one step every back edge applies to it: `step_of` reads an incoming
/// value as (the parameter, its step); `None` unless every edge agrees.
fn entry_and_step<S: PartialEq + Copy>(
    body: &Body,
    dt: &DomTree,
    l: &Loop,
    in_loop: &dyn Fn(Block) -> bool,
    idx: usize,
    step_of: impl Fn(Value) -> Option<(Value, S)>,
) -> Option<(i128, S)> {
    let dfg = &body.dfg;
    let p = *dfg.block_params(l.header).get(idx)?;
    let mut init: Option<i128> = None;
    let mut step: Option<S> = None;
    // The header's predecessors, not the whole layout: this runs per loop.
    for &pred_block in dt.preds(l.header) {
        let Some(t) = body.terminator(pred_block) else {
            continue;
        };
        for call in &dfg.insts[t].succs {
            if call.block != l.header {
                continue;
            }
            let arg = *dfg.call_args(call).get(idx)?;
            if in_loop(pred_block) {
                let (q, s) = step_of(arg)?;
                if q != p || step.is_some_and(|t| t != s) {
                    return None;
                }
                step = Some(s);
            } else {
                let (c, _) = const_of(body, arg)?;
                if init.is_some_and(|i| i != c) {
                    return None;
                }
                init = Some(c);
            }
        }
    }
    Some((init?, step?))
}

/// Iterations simulated for an induction variable stepped by something
/// other than a constant addend (`off >>= 1`, `i *= 2`): such loops are
/// short (a shift runs out of bits), and longer ones stay uncounted.
const MAX_SIM: u64 = 1024;

/// `v = op p, c` for a constant `c` and an integer operation `op` other
/// than `add`/`sub` (those are [`add_const`]'s): a shift, multiply or
/// division by a constant (`c * p` too for the commutative `mul`).
pub fn const_step(body: &Body, v: Value) -> Option<(Value, Opcode, i128)> {
    let (op, args) = binary_of(body, v)?;
    use Opcode::*;
    match op {
        Mul => match (const_of(body, args[1]), const_of(body, args[0])) {
            (Some((c, _)), _) => Some((args[0], Mul, c)),
            (None, Some((c, _))) => Some((args[1], Mul, c)),
            _ => None,
        },
        op @ (Shl | LShr | AShr | UDiv | SDiv) => {
            const_of(body, args[1]).map(|(c, _)| (args[0], op, c))
        }
        _ => None,
    }
}

/// The trip count of a loop whose counter (header parameter `idx`, tested
/// as `x`: the parameter or its next value) starts at a constant and is
/// stepped by one [`const_step`] operation on every back edge, found by
/// running the counter (the interpreter's integer semantics) until the
/// exit test leaves, at most [`MAX_SIM`] times. `for (o = 16; o > 0; o
/// >>= 1)`, the warp-reduction loop, runs 5 times.
#[allow(clippy::too_many_arguments)]
fn shift_like_trip(
    body: &Body,
    dt: &DomTree,
    l: &Loop,
    in_loop: &dyn Fn(Block) -> bool,
    idx: usize,
    x: Value,
    bound: i128,
    pred: IntPred,
    stay_if_true: bool,
) -> Option<u64> {
    use crate::ir::eval::{icmp, int_binary, mask};
    let dfg = &body.dfg;
    let p = dfg.block_params(l.header)[idx];
    let Type::Int(bits) = dfg.value_type(p) else {
        return None;
    };
    let w = u32::from(bits);
    if !(2..=64).contains(&w) {
        return None;
    }
    let (init, (op, c)) = entry_and_step(body, dt, l, in_loop, idx, |v| {
        const_step(body, v).map(|(q, op, c)| (q, (op, c)))
    })?;
    let tested_next = x != p;
    if tested_next && const_step(body, x) != Some((p, op, c)) {
        return None;
    }
    let (m, c, b) = (mask(w), c as u128 & mask(w), bound as u128 & mask(w));
    let mut v = init as u128 & m;
    for k in 0..MAX_SIM {
        let tested = if tested_next {
            int_binary(op, w, v, c).ok()?
        } else {
            v
        };
        if icmp(pred, w, tested, b) != stay_if_true {
            return Some(k + 1);
        }
        v = int_binary(op, w, v, c).ok()?;
    }
    None
}

/// The smallest `k >= start` with `stay(k) == Some(false)`, assuming `stay`
/// is monotone (true then false) as it is for a linear value compared with
/// a constant; `None` when it never fails within range or would wrap.
fn first_fail(stay: &dyn Fn(i128) -> Option<bool>, start: i128) -> Option<i128> {
    if !stay(start)? {
        return Some(start);
    }
    // Exponential then binary search.
    let mut lo = start; // stays
    let mut hi = start + 1;
    while stay(hi)? {
        lo = hi;
        hi = start + (hi - start) * 2;
        if hi - start > MAX_TRIP {
            return None;
        }
    }
    while hi - lo > 1 {
        let mid = lo + (hi - lo) / 2;
        if stay(mid)? {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    Some(hi)
}

/// Evaluates `v pred b` at `bits` width; `None` when `v` is out of the
/// predicate's range (the induction variable would wrap).
fn eval(pred: IntPred, v: i128, b: i128, bits: u32) -> Option<bool> {
    use IntPred::*;
    let smin = -(1i128 << (bits - 1));
    let smax = (1i128 << (bits - 1)) - 1;
    let umax = (1i128 << bits) - 1;
    let signed = matches!(pred, Sgt | Sge | Slt | Sle | Eq | Ne);
    if signed && !(smin..=smax).contains(&v) {
        return None;
    }
    let ub = if b < 0 { b + (1i128 << bits) } else { b };
    if !signed && !(0..=umax).contains(&v) {
        return None;
    }
    Some(match pred {
        Eq => v == b,
        Ne => v != b,
        Slt => v < b,
        Sle => v <= b,
        Sgt => v > b,
        Sge => v >= b,
        Ult => v < ub,
        Ule => v <= ub,
        Ugt => v > ub,
        Uge => v >= ub,
    })
}
