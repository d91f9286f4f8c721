//! Promotes scalar allocas to SSA values.
//!
//! An alloca is promoted when
//! - it is laid out (in any block), has a result, and its element count is an
//!   `nvvm.const` integer 1;
//! - its element type is first-class and not an aggregate (integer, float,
//!   pointer or vector);
//! - every use of its address is a non-volatile, non-atomic `nvvm.load` of
//!   exactly the element type through it, a non-volatile, non-atomic
//!   `nvvm.store` of that type to it (as the pointer, never as the stored
//!   value), or an `llvm.lifetime.*` intrinsic (deleted).
//!
//! Construction is the classic one (Cytron et al.), pruned by liveness:
//! block parameters go to the iterated dominance frontier of the blocks that
//! store, restricted to blocks where the variable is live on entry; renaming
//! walks the dominator tree in preorder; a load that no store reaches reads
//! an `nvvm.const undef` created at the top of the entry block. Edges into a
//! block that received parameters get the matching arguments, in the order
//! of the promoted allocas; edges from unreachable blocks pass undef. Loads,
//! stores, lifetime markers and allocas of promoted variables are removed
//! from the layout (the element-count constant is left for later cleanup).
//!
//! Output is deterministic: every walk follows the layout or the dominator
//! tree. A body whose entry block has predecessors is left untouched.

use cranelift_entity::packed_option::PackedOption;
use cranelift_entity::SecondaryMap;

use crate::analysis::DomTree;
use crate::ir::{Attrs, Block, Body, Const, Inst, MemAttrs, Module, Opcode, Type, Value, ValueDef};

/// What mem2reg did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Function bodies visited.
    pub functions: usize,
    /// Allocas promoted.
    pub promoted: usize,
    /// Loads replaced by SSA values.
    pub loads_removed: usize,
    /// Stores removed.
    pub stores_removed: usize,
    /// Block parameters added.
    pub params_added: usize,
}

impl std::ops::AddAssign for Stats {
    fn add_assign(&mut self, o: Stats) {
        self.functions += o.functions;
        self.promoted += o.promoted;
        self.loads_removed += o.loads_removed;
        self.stores_removed += o.stores_removed;
        self.params_added += o.params_added;
    }
}

/// Runs mem2reg on every function body of `m`.
pub fn run(m: &mut Module) -> Stats {
    let mut stats = Stats::default();
    for f in m.funcs.values_mut() {
        if let Some(body) = &mut f.body {
            stats += promote(body);
        }
    }
    stats
}

/// Runs mem2reg on one body; returns the number of allocas promoted.
pub fn run_function(body: &mut Body) -> usize {
    promote(body).promoted
}

/// The part an instruction plays for the promoted variables.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
enum Role {
    #[default]
    Other,
    /// Loads promoted variable n.
    Load(u32),
    /// Stores to promoted variable n.
    Store(u32),
    /// A lifetime marker on a promoted variable.
    Lifetime,
    /// The alloca of a promoted variable.
    Alloca,
}

fn is_plain_access(attrs: &Attrs) -> bool {
    matches!(
        attrs,
        Attrs::Mem(MemAttrs {
            volatile: false,
            ordering: None,
            ..
        })
    )
}

fn is_lifetime(attrs: &Attrs) -> bool {
    matches!(attrs, Attrs::Intrinsic(x) if x.info.family == crate::ir::intrinsics::Family::Lifetime)
}

/// One candidate variable.
struct Var {
    alloca: Inst,
    addr: Value,
    ty: Type,
    ok: bool,
}

/// Builds SSA for the promotable allocas of `body`.
fn promote(body: &mut Body) -> Stats {
    let mut stats = Stats {
        functions: 1,
        ..Stats::default()
    };
    let dt = DomTree::new(body);
    let Some(entry) = dt.entry() else {
        return stats;
    };
    if !dt.preds(entry).is_empty() {
        return stats;
    }
    let blocks: Vec<Block> = dt.cfg().blocks().to_vec();
    let laid_out: Vec<Inst> = blocks
        .iter()
        .flat_map(|&b| body.dfg.blocks[b].insts.iter().copied())
        .filter(|&i| body.dfg.insts.is_valid(i))
        .collect();

    let mut vars = find_candidates(body, &laid_out);
    if vars.is_empty() {
        return stats;
    }
    // var_of[addr] = index + 1 of the variable whose address it is; casts
    // of it that only lifetime markers read count as its address too.
    let mut var_of: SecondaryMap<Value, u32> = SecondaryMap::new();
    for (n, v) in vars.iter().enumerate() {
        var_of[v.addr] = n as u32 + 1;
    }
    let casts = marker_casts(body, &laid_out, &mut var_of);
    check_uses(body, &laid_out, &mut vars, &var_of, &casts);
    vars.retain(|v| v.ok);
    if vars.is_empty() {
        return stats;
    }
    var_of = SecondaryMap::new();
    for (n, v) in vars.iter().enumerate() {
        var_of[v.addr] = n as u32 + 1;
    }
    let casts = marker_casts(body, &laid_out, &mut var_of);
    let role = assign_roles(body, &laid_out, &vars, &var_of, &casts);

    // Per variable, in one pass: the blocks that store to it, and the
    // blocks that load it before any store (where it is live on entry).
    let mut defs: Vec<Vec<Block>> = vec![Vec::new(); vars.len()];
    let mut upward: Vec<Vec<Block>> = vec![Vec::new(); vars.len()];
    let mut stored_at = vec![0u32; vars.len()];
    let mut exposed_at = vec![0u32; vars.len()];
    for (bi, &b) in blocks.iter().enumerate() {
        let stamp = bi as u32 + 1;
        for &i in &body.dfg.blocks[b].insts {
            match role[i] {
                Role::Store(n) if stored_at[n as usize] != stamp => {
                    stored_at[n as usize] = stamp;
                    defs[n as usize].push(b);
                }
                Role::Load(n)
                    if stored_at[n as usize] != stamp && exposed_at[n as usize] != stamp =>
                {
                    exposed_at[n as usize] = stamp;
                    upward[n as usize].push(b);
                }
                _ => {}
            }
        }
    }

    // Parameters at the iterated dominance frontier of the stores, where
    // the variable is live on entry.
    let df = dt.frontiers();
    let mut new_params: SecondaryMap<Block, Vec<(u32, Value)>> = SecondaryMap::new();
    for (n, var) in vars.iter().enumerate() {
        let live_in = live_in_blocks(&dt, &upward[n], &defs[n]);
        for b in df.iterated(&defs[n]) {
            if live_in[b] {
                let p = body.dfg.append_block_param(b, var.ty);
                new_params[b].push((n as u32, p));
                stats.params_added += 1;
            }
        }
    }

    let mut r = Renamer {
        body,
        entry,
        vars: &vars,
        role: &role,
        new_params: &new_params,
        repl: SecondaryMap::new(),
        undefs: Vec::new(),
        cur: vec![None; vars.len()],
        stats: &mut stats,
    };
    r.rename(&dt);
    for &b in &blocks {
        if !dt.is_reachable(b) {
            r.unreachable_block(b);
        }
    }
    let repl = std::mem::take(&mut r.repl);
    drop(r);

    // Rewrite uses of removed loads, then drop the dead instructions.
    let resolve = |mut v: Value| {
        for _ in 0..64 {
            match repl[v].expand() {
                Some(n) => v = n,
                None => break,
            }
        }
        v
    };
    let dfg = &mut body.dfg;
    for &i in &laid_out {
        let data = &mut dfg.insts[i];
        for a in data.args.as_mut_slice(&mut dfg.pool) {
            *a = resolve(*a);
        }
        for s in &mut data.succs {
            for a in s.args.as_mut_slice(&mut dfg.pool) {
                *a = resolve(*a);
            }
        }
    }
    for &b in &blocks {
        body.dfg.blocks[b].insts.retain(|&i| role[i] == Role::Other);
    }
    for &i in &laid_out {
        if role[i] != Role::Other {
            body.layout.inst_block[i] = None;
        }
    }
    stats.promoted = vars.len();
    stats
}

/// Laid-out allocas of one first-class non-aggregate element with a
/// constant count of 1.
fn find_candidates(body: &Body, laid_out: &[Inst]) -> Vec<Var> {
    let dfg = &body.dfg;
    let mut vars = Vec::new();
    for &i in laid_out {
        let data = &dfg.insts[i];
        let (Opcode::Alloca, Attrs::Alloca(ty, _), Some(addr)) =
            (data.opcode, &data.attrs, dfg.results[i])
        else {
            continue;
        };
        if ty.is_aggregate() || !dfg.values.is_valid(addr) {
            continue;
        }
        let count_is_one = match dfg.inst_args(i) {
            &[c] => match dfg.values.get(c).map(|v| v.def) {
                Some(ValueDef::Result(ci)) => dfg.insts.get(ci).is_some_and(|d| {
                    d.opcode == Opcode::Const && d.attrs == Attrs::Const(Const::Int(1))
                }),
                _ => false,
            },
            _ => false,
        };
        if count_is_one {
            vars.push(Var {
                alloca: i,
                addr,
                ty: *ty,
                ok: true,
            });
        }
    }
    vars
}

/// The pointer casts (`addrspacecast`, `bitcast`, chained) of a
/// variable's address that nothing but lifetime markers and such casts
/// read; maps their results to the variable in `var_of`.
///
/// Why: address-space inference makes a local alloca `ptr<5>` and leaves
/// a generic cast for its lifetime markers, and once `sccp` drops the
/// dead branch that took the address (libcu++ atomics emulate an atomic
/// on local memory there), the markers are all that hold the variable in
/// memory.
fn marker_casts(
    body: &Body,
    laid_out: &[Inst],
    var_of: &mut SecondaryMap<Value, u32>,
) -> Vec<Inst> {
    let dfg = &body.dfg;
    let is_cast = |i: Inst| matches!(dfg.insts[i].opcode, Opcode::AddrSpaceCast | Opcode::Bitcast);
    let mut users: rustc_hash::FxHashMap<Value, Vec<Inst>> = rustc_hash::FxHashMap::default();
    for &i in laid_out {
        for &a in dfg.inst_args(i) {
            users.entry(a).or_default().push(i);
        }
        for s in &dfg.insts[i].succs {
            for &a in dfg.call_args(s) {
                // A branch argument is a use no marker-only cast has.
                users.entry(a).or_default().push(i);
            }
        }
    }
    // Whether `v`'s readers are markers or casts with the same property.
    fn markers_only(
        v: Value,
        users: &rustc_hash::FxHashMap<Value, Vec<Inst>>,
        body: &Body,
        depth: u32,
    ) -> bool {
        let dfg = &body.dfg;
        depth > 0
            && users.get(&v).is_none_or(|us| {
                us.iter().all(|&u| {
                    let d = &dfg.insts[u];
                    d.succs.is_empty()
                        && match d.opcode {
                            Opcode::Intrinsic => is_lifetime(&d.attrs),
                            Opcode::AddrSpaceCast | Opcode::Bitcast => dfg.results[u]
                                .is_some_and(|r| markers_only(r, users, body, depth - 1)),
                            _ => false,
                        }
                })
            })
    }
    let mut out = Vec::new();
    for &i in laid_out {
        if !is_cast(i) {
            continue;
        }
        let (Some(&a), Some(r)) = (dfg.inst_args(i).first(), dfg.results[i]) else {
            continue;
        };
        let n = var_of[a];
        if n != 0 && markers_only(r, &users, body, 4) {
            var_of[r] = n;
            out.push(i);
        }
    }
    out
}

/// Clears `ok` of every variable with a use other than a plain load, a
/// plain store to it, a lifetime marker, or a cast only markers read.
fn check_uses(
    body: &Body,
    laid_out: &[Inst],
    vars: &mut [Var],
    var_of: &SecondaryMap<Value, u32>,
    casts: &[Inst],
) {
    let dfg = &body.dfg;
    for &i in laid_out {
        let data = &dfg.insts[i];
        let args = dfg.inst_args(i);
        for (k, &a) in args.iter().enumerate() {
            let Some(n) = var_of[a].checked_sub(1) else {
                continue;
            };
            let var = &mut vars[n as usize];
            let ok = match data.opcode {
                Opcode::Load => {
                    k == 0
                        && args.len() == 1
                        && is_plain_access(&data.attrs)
                        && dfg.results[i].and_then(|r| dfg.values.get(r)).map(|v| v.ty)
                            == Some(var.ty)
                }
                Opcode::Store => {
                    k == 1
                        && args.len() == 2
                        && is_plain_access(&data.attrs)
                        && dfg.values.get(args[0]).map(|v| v.ty) == Some(var.ty)
                }
                Opcode::Intrinsic => is_lifetime(&data.attrs),
                Opcode::AddrSpaceCast | Opcode::Bitcast => casts.contains(&i),
                _ => false,
            };
            if !ok {
                var.ok = false;
            }
        }
        for s in &data.succs {
            for &a in dfg.call_args(s) {
                if let Some(n) = var_of[a].checked_sub(1) {
                    vars[n as usize].ok = false;
                }
            }
        }
    }
}

/// The role of each laid-out instruction for the surviving variables.
fn assign_roles(
    body: &Body,
    laid_out: &[Inst],
    vars: &[Var],
    var_of: &SecondaryMap<Value, u32>,
    casts: &[Inst],
) -> SecondaryMap<Inst, Role> {
    let dfg = &body.dfg;
    let mut role = SecondaryMap::new();
    for v in vars {
        role[v.alloca] = Role::Alloca;
    }
    // A marker-only cast goes with its variable's markers.
    for &c in casts {
        role[c] = Role::Lifetime;
    }
    for &i in laid_out {
        let data = &dfg.insts[i];
        let args = dfg.inst_args(i);
        let var = |k: usize| args.get(k).and_then(|&a| var_of[a].checked_sub(1));
        match data.opcode {
            Opcode::Load => {
                if let Some(n) = var(0) {
                    role[i] = Role::Load(n);
                }
            }
            Opcode::Store => {
                if let Some(n) = var(1) {
                    role[i] = Role::Store(n);
                }
            }
            Opcode::Intrinsic
                if is_lifetime(&data.attrs) && (0..args.len()).any(|k| var(k).is_some()) =>
            {
                role[i] = Role::Lifetime;
            }
            _ => {}
        }
    }
    role
}

/// Blocks where a variable is live on entry: those with a load before any
/// store, and backwards from there through blocks that do not store.
fn live_in_blocks(dt: &DomTree, upward: &[Block], defs: &[Block]) -> SecondaryMap<Block, bool> {
    let mut stores_in: SecondaryMap<Block, bool> = SecondaryMap::new();
    for &b in defs {
        stores_in[b] = true;
    }
    let mut live: SecondaryMap<Block, bool> = SecondaryMap::new();
    let mut work: Vec<Block> = Vec::new();
    for &b in upward {
        if !live[b] {
            live[b] = true;
            work.push(b);
        }
    }
    while let Some(b) = work.pop() {
        for &p in dt.preds(b) {
            if !live[p] && !stores_in[p] {
                live[p] = true;
                work.push(p);
            }
        }
    }
    live
}

/// State of the renaming walk.
struct Renamer<'a> {
    body: &'a mut Body,
    entry: Block,
    vars: &'a [Var],
    role: &'a SecondaryMap<Inst, Role>,
    new_params: &'a SecondaryMap<Block, Vec<(u32, Value)>>,
    /// Removed load results and what replaces them.
    repl: SecondaryMap<Value, PackedOption<Value>>,
    /// `nvvm.const undef` values made so far, by type.
    undefs: Vec<(Type, Value)>,
    /// The reaching definition of each variable.
    cur: Vec<Option<Value>>,
    stats: &'a mut Stats,
}

/// A step of the iterative dominator-tree walk.
enum Step {
    Enter(Block),
    /// Restores reaching definitions changed in a subtree.
    Undo(Vec<(u32, Option<Value>)>),
}

impl Renamer<'_> {
    /// An undef of type `ty` at the top of the entry block.
    fn undef(&mut self, ty: Type) -> Value {
        if let Some(&(_, v)) = self.undefs.iter().find(|(t, _)| *t == ty) {
            return v;
        }
        let dfg = &mut self.body.dfg;
        let i = dfg.make_inst(Opcode::Const, &[], Attrs::Const(Const::Undef), Some(ty));
        let v = dfg.inst_result(i).expect("const has a result");
        let at = self.undefs.len();
        self.body.insert_inst(self.entry, at, i);
        self.undefs.push((ty, v));
        v
    }

    fn resolve(&self, mut v: Value) -> Value {
        for _ in 0..64 {
            match self.repl[v].expand() {
                Some(n) => v = n,
                None => break,
            }
        }
        v
    }

    fn reaching(&mut self, n: u32) -> Value {
        match self.cur[n as usize] {
            Some(v) => v,
            None => self.undef(self.vars[n as usize].ty),
        }
    }

    fn rename(&mut self, dt: &DomTree) {
        let Some(entry) = dt.entry() else { return };
        let mut stack = vec![Step::Enter(entry)];
        while let Some(step) = stack.pop() {
            let b = match step {
                Step::Undo(log) => {
                    for (n, old) in log.into_iter().rev() {
                        self.cur[n as usize] = old;
                    }
                    continue;
                }
                Step::Enter(b) => b,
            };
            let mut log = Vec::new();
            for &(n, p) in &self.new_params[b] {
                log.push((n, self.cur[n as usize]));
                self.cur[n as usize] = Some(p);
            }
            let insts = self.body.dfg.blocks[b].insts.clone();
            for i in insts {
                match self.role[i] {
                    Role::Load(n) => {
                        let v = self.reaching(n);
                        if let Some(r) = self.body.dfg.results[i] {
                            self.repl[r] = v.into();
                        }
                        self.stats.loads_removed += 1;
                    }
                    Role::Store(n) => {
                        let stored = self.body.dfg.inst_args(i)[0];
                        let v = self.resolve(stored);
                        log.push((n, self.cur[n as usize]));
                        self.cur[n as usize] = Some(v);
                        self.stats.stores_removed += 1;
                    }
                    _ => {}
                }
            }
            self.pass_args(b, false);
            stack.push(Step::Undo(log));
            for &c in dt.children(b).iter().rev() {
                stack.push(Step::Enter(c));
            }
        }
    }

    /// Appends the reaching definitions (undef when `undef`) to every edge
    /// out of `b` into a block that received parameters.
    fn pass_args(&mut self, b: Block, undef: bool) {
        let Some(&t) = self.body.dfg.blocks[b].insts.last() else {
            return;
        };
        if !self.body.dfg.insts.is_valid(t) || !self.body.dfg.insts[t].opcode.is_terminator() {
            return;
        }
        for s in 0..self.body.dfg.insts[t].succs.len() {
            let target = self.body.dfg.insts[t].succs[s].block;
            for &(n, _) in &self.new_params[target] {
                let v = if undef {
                    self.undef(self.vars[n as usize].ty)
                } else {
                    self.reaching(n)
                };
                let dfg = &mut self.body.dfg;
                dfg.insts[t].succs[s].args.push(v, &mut dfg.pool);
            }
        }
    }

    /// Loads in unreachable code read undef; their edges pass undef.
    fn unreachable_block(&mut self, b: Block) {
        let insts = self.body.dfg.blocks[b].insts.clone();
        for i in insts {
            match self.role[i] {
                Role::Load(n) => {
                    let v = self.undef(self.vars[n as usize].ty);
                    if let Some(r) = self.body.dfg.results[i] {
                        self.repl[r] = v.into();
                    }
                    self.stats.loads_removed += 1;
                }
                Role::Store(_) => self.stats.stores_removed += 1,
                _ => {}
            }
        }
        self.pass_args(b, true);
    }
}

#[cfg(test)]
mod tests;
