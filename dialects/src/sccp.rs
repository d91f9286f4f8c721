//! Sparse conditional constant propagation (the `sccp` pass; Wegman and
//! Zadeck, "Constant propagation with conditional branches", as LLVM's
//! SCCP implements it).
//!
//! Why, beside `simplifycfg`'s folding: that folder sees one instruction at
//! a time and gives up on a block parameter (a phi) as soon as one incoming
//! edge passes something it cannot fold, even when that edge can never run.
//! SCCP instead assumes the best and retreats only on evidence: a value is
//! `Unknown` until an executable definition says otherwise, and a block
//! parameter meets only the arguments of edges found executable. So a
//! loop-carried flag that every executable edge keeps at one constant, a
//! branch on it, and the whole region that branch never enters all fold
//! together, where folding alone sees a cycle and stops.
//!
//! The solver keeps, for every integer value, a lattice element
//! (`Unknown` above `Const(bits)` above `Overdefined`) and which blocks are
//! executable, and drives two worklists (newly executable blocks, values
//! whose element dropped) to the fixpoint. An edge counts once its
//! terminator finds it feasible: a conditional branch or switch on a
//! constant takes one edge, on an overdefined value all, on an unknown one
//! none yet. Integer arithmetic, comparisons, selects, extensions,
//! truncations and freezes are evaluated with `ir::eval`, the definition
//! the interpreter executes; an operation `eval` calls undefined (division
//! by zero, shifting by the width or more) is overdefined, never folded.
//! Everything else (memory, calls, intrinsics, floats, pointers, vectors,
//! aggregates, `undef` and `poison`) is overdefined; treating `undef` so
//! gives up a little precision for never disagreeing with the interpreter,
//! which gives `undef` no single value.
//!
//! Afterwards: every instruction whose result is a constant becomes
//! `nvvm.const` in place; a block parameter that is a constant becomes an
//! `nvvm.const` at the top of its block and the parameter (with the
//! argument each edge passed for it) goes; a conditional branch or switch
//! on a constant becomes a branch along the edge it takes; blocks never
//! found executable are dropped. Merging the blocks left behind and
//! deleting now-dead instructions is left to `simplifycfg` and DCE.
//!
//! A body the solver cannot trust structurally (dangling entities, argument
//! counts that disagree with parameters, a block without a terminator) is
//! left as it is.

use cranelift_entity::SecondaryMap;
use rustc_hash::FxHashMap;

use crate::ir::eval;
use crate::ir::{Attrs, Block, Body, Const, Inst, Opcode, Type, Value, ValueDef, ValueList};

/// What the solver knows about a value.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
enum Lat {
    /// No executable definition has been seen yet (may become anything).
    #[default]
    Unknown,
    /// Always these bits, masked to the value's width.
    Const(u128),
    /// Not one known constant.
    Over,
}

fn meet(a: Lat, b: Lat) -> Lat {
    match (a, b) {
        (Lat::Unknown, x) | (x, Lat::Unknown) => x,
        (Lat::Const(x), Lat::Const(y)) if x == y => a,
        _ => Lat::Over,
    }
}

/// Which successors of a terminator may be taken.
enum Feasible {
    None,
    All,
    One(usize),
}

/// The integer width of `v`, when it is a scalar integer.
fn width(body: &Body, v: Value) -> Option<u32> {
    match body.dfg.values.get(v)?.ty {
        Type::Int(w @ 1..=128) => Some(u32::from(w)),
        _ => None,
    }
}

struct Solver<'a> {
    body: &'a Body,
    lat: SecondaryMap<Value, Lat>,
    executable: SecondaryMap<Block, bool>,
    /// Laid-out instructions reading each value (operands and edge
    /// arguments).
    users: SecondaryMap<Value, Vec<Inst>>,
    block_work: Vec<Block>,
    value_work: Vec<Value>,
}

impl<'a> Solver<'a> {
    fn new(body: &'a Body) -> Self {
        let dfg = &body.dfg;
        let mut users: SecondaryMap<Value, Vec<Inst>> = SecondaryMap::new();
        for &b in &body.layout.blocks {
            for &i in &dfg.blocks[b].insts {
                let succ_args = dfg.insts[i].succs.iter().flat_map(|s| dfg.call_args(s));
                for &a in dfg.inst_args(i).iter().chain(succ_args) {
                    if users[a].last() != Some(&i) {
                        users[a].push(i);
                    }
                }
            }
        }
        Solver {
            body,
            lat: SecondaryMap::new(),
            executable: SecondaryMap::new(),
            users,
            block_work: Vec::new(),
            value_work: Vec::new(),
        }
    }

    /// Lowers `v` to its meet with `l`; only integers may hold a constant.
    fn lower(&mut self, v: Value, l: Lat) {
        let old = self.lat[v];
        let mut new = meet(old, l);
        if matches!(new, Lat::Const(_)) && width(self.body, v).is_none() {
            new = Lat::Over;
        }
        if new != old {
            self.lat[v] = new;
            self.value_work.push(v);
        }
    }

    fn mark_block(&mut self, b: Block) {
        if !self.executable[b] {
            self.executable[b] = true;
            self.block_work.push(b);
        }
    }

    fn solve(&mut self) {
        loop {
            if let Some(b) = self.block_work.pop() {
                for k in 0..self.body.dfg.blocks[b].insts.len() {
                    self.visit(self.body.dfg.blocks[b].insts[k]);
                }
            } else if let Some(v) = self.value_work.pop() {
                for k in 0..self.users[v].len() {
                    let i = self.users[v][k];
                    let live = self.body.layout.inst_block[i].is_some_and(|b| self.executable[b]);
                    if live {
                        self.visit(i);
                    }
                }
            } else {
                break;
            }
        }
    }

    /// Solves to the fixpoint, then treats every value of executable code
    /// still `Unknown` as overdefined and solves again, until none is left.
    /// An `Unknown` there has no executable definition the solver could
    /// see (LLVM resolves undefs at this point); leaving it `Unknown` would
    /// let a meet ignore it, or a branch on it keep neither edge.
    fn run(&mut self) {
        let body = self.body;
        let Some(entry) = body.entry() else {
            return;
        };
        for &p in body.dfg.block_params(entry) {
            self.lower(p, Lat::Over);
        }
        self.mark_block(entry);
        loop {
            self.solve();
            let mut stuck: Vec<Value> = Vec::new();
            for &b in &body.layout.blocks {
                if !self.executable[b] {
                    continue;
                }
                stuck.extend(body.dfg.block_params(b));
                for &i in &body.dfg.blocks[b].insts {
                    let d = &body.dfg.insts[i];
                    stuck.extend(body.dfg.inst_args(i));
                    stuck.extend(d.succs.iter().flat_map(|s| body.dfg.call_args(s)));
                    stuck.extend(body.dfg.results[i]);
                }
            }
            stuck.retain(|&v| self.lat[v] == Lat::Unknown);
            if stuck.is_empty() {
                return;
            }
            for v in stuck {
                self.lower(v, Lat::Over);
            }
        }
    }

    fn visit(&mut self, i: Inst) {
        let body = self.body;
        let d = &body.dfg.insts[i];
        if d.opcode.is_terminator() {
            let taken = feasible(body, &self.lat, i);
            for k in 0..d.succs.len() {
                if matches!(taken, Feasible::All) || matches!(taken, Feasible::One(t) if t == k) {
                    self.take_edge(i, k);
                }
            }
        } else if let Some(r) = body.dfg.results[i] {
            let l = self.evaluate(i, r);
            self.lower(r, l);
        }
    }

    /// Meets the arguments of edge `k` of terminator `t` into the target's
    /// parameters and makes the target executable. Meets are incremental
    /// and an edge contributes only once its terminator finds it feasible,
    /// so no set of executable edges is needed: a parameter is the meet
    /// over the executable edges by construction. Repeated whenever the
    /// terminator is revisited because an argument dropped.
    fn take_edge(&mut self, t: Inst, k: usize) {
        let dfg = &self.body.dfg;
        let call = &dfg.insts[t].succs[k];
        let params = dfg.block_params(call.block);
        for (&p, &a) in params.iter().zip(dfg.call_args(call)) {
            let l = self.lat[a];
            self.lower(p, l);
        }
        self.mark_block(call.block);
    }

    /// The lattice element of instruction `i`'s result `r` from its
    /// operands' current elements.
    fn evaluate(&self, i: Inst, r: Value) -> Lat {
        use Opcode as O;
        let body = self.body;
        let Some(w) = width(body, r) else {
            return Lat::Over;
        };
        let d = &body.dfg.insts[i];
        let args = body.dfg.inst_args(i);
        let l = |v: Value| self.lat[v];
        let wd = |v: Value| width(body, v);
        let m = eval::mask(w);
        match (d.opcode, &d.attrs, args) {
            (O::Const, Attrs::Const(c), []) => match c {
                Const::Int(x) => Lat::Const(x & m),
                Const::Zero | Const::Null => Lat::Const(0),
                _ => Lat::Over,
            },
            (op, _, &[x, y]) if op.is_int_binary() && wd(x) == Some(w) && wd(y) == Some(w) => {
                int_binary(op, w, l(x), l(y))
            }
            (O::ICmp, Attrs::ICmp(p), &[x, y]) if w == 1 && wd(x).is_some() && wd(x) == wd(y) => {
                let wx = wd(x).unwrap_or(1);
                both(l(x), l(y), |a, b| {
                    Some(u128::from(eval::icmp(*p, wx, a, b)))
                })
            }
            (O::Select, _, &[c, x, y])
                if wd(c) == Some(1) && wd(x) == Some(w) && wd(y) == Some(w) =>
            {
                match l(c) {
                    Lat::Unknown => Lat::Unknown,
                    Lat::Const(k) if k & 1 == 1 => l(x),
                    Lat::Const(_) => l(y),
                    Lat::Over => meet(l(x), l(y)),
                }
            }
            (O::ZExt | O::SExt | O::Trunc, _, &[x]) => {
                let Some(wx) = wd(x) else {
                    return Lat::Over;
                };
                match l(x) {
                    Lat::Const(a) => Lat::Const(match d.opcode {
                        O::SExt => eval::sext(a, wx) as u128 & m,
                        _ => a & eval::mask(wx) & m,
                    }),
                    other => other,
                }
            }
            (O::Freeze, _, &[x]) if wd(x) == Some(w) => l(x),
            (O::MadLo, _, &[a, b, c]) if [a, b, c].iter().all(|&v| wd(v) == Some(w)) => {
                int_binary(O::Add, w, int_binary(O::Mul, w, l(a), l(b)), l(c))
            }
            (O::MulWideS | O::MulWideU, _, &[a, b]) => {
                let (Some(wa), Some(wb)) = (wd(a), wd(b)) else {
                    return Lat::Over;
                };
                let ext = |x: u128, wx: u32| {
                    if d.opcode == O::MulWideS {
                        eval::sext(x, wx) as u128 & m
                    } else {
                        x & eval::mask(wx)
                    }
                };
                both(l(a), l(b), |x, y| {
                    eval::int_binary(O::Mul, w, ext(x, wa), ext(y, wb)).ok()
                })
            }
            _ => Lat::Over,
        }
    }
}

/// Combines two operands' elements: overdefined wins, then unknown; two
/// constants fold with `f` (`None`: undefined, so overdefined).
fn both(a: Lat, b: Lat, f: impl FnOnce(u128, u128) -> Option<u128>) -> Lat {
    match (a, b) {
        (Lat::Over, _) | (_, Lat::Over) => Lat::Over,
        (Lat::Const(x), Lat::Const(y)) => f(x, y).map_or(Lat::Over, Lat::Const),
        _ => Lat::Unknown,
    }
}

/// An integer binary operation on `w`-bit elements. An absorbing constant
/// (`and 0`, `or -1`, `mul 0`) decides the result whatever the other
/// operand is, as LLVM's SCCP has it.
fn int_binary(op: Opcode, w: u32, a: Lat, b: Lat) -> Lat {
    let absorbing = match op {
        Opcode::And | Opcode::Mul => Some(0),
        Opcode::Or => Some(eval::mask(w)),
        _ => None,
    };
    if let Some(z) = absorbing {
        if a == Lat::Const(z) || b == Lat::Const(z) {
            return Lat::Const(z);
        }
    }
    both(a, b, |x, y| eval::int_binary(op, w, x, y).ok())
}

/// The successors terminator `t` may take, given the elements in `lat`.
fn feasible(body: &Body, lat: &SecondaryMap<Value, Lat>, t: Inst) -> Feasible {
    let d = &body.dfg.insts[t];
    let args = body.dfg.inst_args(t);
    let cond = match (d.opcode, args) {
        (Opcode::CondBr, &[c]) if d.succs.len() == 2 => c,
        (Opcode::Switch, &[c]) if matches!(&d.attrs, Attrs::Switch(cases) if cases.len() + 1 == d.succs.len()) => {
            c
        }
        _ => return Feasible::All,
    };
    match lat[cond] {
        Lat::Unknown => Feasible::None,
        Lat::Over => Feasible::All,
        Lat::Const(k) => Feasible::One(match &d.attrs {
            // The interpreter compares case values with the operand's bits
            // as they are; so does this.
            Attrs::Switch(cases) => cases.iter().position(|&c| c == k).map_or(0, |n| n + 1),
            _ => usize::from(k & 1 == 0),
        }),
    }
}

/// Runs SCCP on `body` (see the module comment). Returns how many values
/// became constants, plus branches made unconditional, plus blocks removed
/// as never executable: 0 when nothing changed.
pub fn run_function(body: &mut Body) -> usize {
    if !body.is_well_formed() {
        return 0;
    }
    let (lat, executable) = {
        let mut s = Solver::new(body);
        s.run();
        (s.lat, s.executable)
    };
    let mut changed = 0;
    let blocks: Vec<Block> = body.layout.blocks.clone();
    let live: Vec<Block> = blocks.iter().copied().filter(|&b| executable[b]).collect();

    for &b in &live {
        for k in 0..body.dfg.blocks[b].insts.len() {
            let i = body.dfg.blocks[b].insts[k];
            let Some(r) = body.dfg.results[i] else {
                continue;
            };
            let Lat::Const(x) = lat[r] else {
                continue;
            };
            let d = &mut body.dfg.insts[i];
            if d.opcode == Opcode::Const {
                continue;
            }
            d.opcode = Opcode::Const;
            d.attrs = Attrs::Const(Const::Int(x));
            d.args = ValueList::new();
            changed += 1;
        }
        let Some(t) = body.terminator(b) else {
            continue;
        };
        if !matches!(body.dfg.insts[t].opcode, Opcode::CondBr | Opcode::Switch) {
            continue;
        }
        if let Feasible::One(k) = feasible(body, &lat, t) {
            let d = &mut body.dfg.insts[t];
            let keep = d.succs.swap_remove(k);
            d.opcode = Opcode::Br;
            d.attrs = Attrs::None;
            d.args = ValueList::new();
            d.succs = vec![keep];
            changed += 1;
        }
    }

    for &b in blocks.iter().filter(|&&b| !executable[b]) {
        for i in body.dfg.blocks[b].insts.clone() {
            body.remove_inst(i);
        }
        changed += 1;
    }
    body.layout.blocks.retain(|&b| executable[b]);

    changed + replace_params(body, &lat, &live)
}

/// Replaces every block parameter of `live` (but the entry's) that is a
/// constant by an `nvvm.const` at the top of its block, then drops the
/// parameter and the argument each laid-out edge passes for it. Returns how
/// many were replaced.
fn replace_params(body: &mut Body, lat: &SecondaryMap<Value, Lat>, live: &[Block]) -> usize {
    let entry = body.entry();
    let mut map: FxHashMap<Value, Value> = FxHashMap::default();
    // Per block, which parameter positions stay.
    let mut kept: FxHashMap<Block, Vec<bool>> = FxHashMap::default();
    for &b in live.iter().filter(|&&b| Some(b) != entry) {
        let params: Vec<Value> = body.dfg.block_params(b).to_vec();
        let mut keep = vec![true; params.len()];
        let mut at = 0;
        for (n, &p) in params.iter().enumerate() {
            let Lat::Const(x) = lat[p] else {
                continue;
            };
            let ty = body.dfg.value_type(p);
            let c = body
                .dfg
                .make_inst(Opcode::Const, &[], Attrs::Const(Const::Int(x)), Some(ty));
            body.insert_inst(b, at, c);
            at += 1;
            if let Some(v) = body.dfg.results[c] {
                body.dfg.value_names[v] = body.dfg.value_names[p].clone();
                map.insert(p, v);
            }
            keep[n] = false;
        }
        if at > 0 {
            kept.insert(b, keep);
        }
    }
    if map.is_empty() {
        return 0;
    }
    let dfg = &mut body.dfg;
    for &b in &body.layout.blocks {
        for k in 0..dfg.blocks[b].insts.len() {
            let i = dfg.blocks[b].insts[k];
            let d = &mut dfg.insts[i];
            for a in d.args.as_mut_slice(&mut dfg.pool) {
                if let Some(&c) = map.get(a) {
                    *a = c;
                }
            }
            for s in &mut d.succs {
                let Some(keep) = kept.get(&s.block) else {
                    for a in s.args.as_mut_slice(&mut dfg.pool) {
                        if let Some(&c) = map.get(a) {
                            *a = c;
                        }
                    }
                    continue;
                };
                let args: Vec<Value> = s
                    .args
                    .as_slice(&dfg.pool)
                    .iter()
                    .zip(keep)
                    .filter(|(_, &k)| k)
                    .map(|(&a, _)| map.get(&a).copied().unwrap_or(a))
                    .collect();
                s.args = ValueList::from_slice(&args, &mut dfg.pool);
            }
        }
    }
    for (&b, keep) in &kept {
        let params: Vec<Value> = dfg.block_params(b).to_vec();
        let left: Vec<Value> = params
            .iter()
            .zip(keep)
            .filter(|(_, &k)| k)
            .map(|(&p, _)| p)
            .collect();
        for (n, &p) in left.iter().enumerate() {
            dfg.values[p].def = ValueDef::Param(b, n as u32);
        }
        dfg.blocks[b].params = ValueList::from_slice(&left, &mut dfg.pool);
    }
    map.len()
}
