//! Aggressive dead code elimination (`adce`, seed 002's Tier 0 ADCE).
//!
//! Why a pass of its own: the e-graph's extraction drops every value no
//! effect uses, but it keeps the blocks and branches of the input. An
//! `if` whose arm computed only dead values is left as an empty diamond,
//! one conditional branch per execution for nothing. ADCE assumes every
//! instruction dead until something live needs it, branches included: a
//! branch is live only when a live instruction is control dependent on it
//! (it decides whether that instruction runs) or a live block parameter
//! depends on which way it goes.
//!
//! Roots: instructions with effects (stores, atomics, fences, calls, asm,
//! volatile or atomic loads, intrinsics with side effects or convergent
//! ones), returns and `unreachable`. Loops are kept whole: the terminator
//! of every block on a cycle is live, as are those of blocks that cannot
//! reach a return, since removing a loop that may not terminate would
//! change what the kernel does (LLVM's ADCE keeps loops too unless told
//! otherwise).
//!
//! A dead conditional branch becomes a branch to its block's immediate
//! post-dominator; blocks no longer reachable go. A live parameter of that
//! post-dominator would have made the branch live (every path from the
//! branch reaches it, passing an argument), so the new edge passes only
//! arguments of parameters that are removed as dead.

use rustc_hash::FxHashMap;

use crate::analysis::DomTree;
use crate::ir::intrinsics::Effects;
use crate::ir::{Attrs, Block, Body, Inst, Opcode, Value, ValueDef, ValueList};

/// Bodies with more blocks are left alone: cycle detection is quadratic.
const MAX_BLOCKS: usize = 4000;

/// Whether `i` may be deleted when nothing uses it.
fn removable(body: &Body, i: Inst) -> bool {
    use Opcode::*;
    let d = &body.dfg.insts[i];
    match d.opcode {
        Store | AtomicRmw | CmpXchg | Fence | Call | CallIndirect | InlineAsm => false,
        Load => matches!(&d.attrs, Attrs::Mem(m) if !m.volatile && m.ordering.is_none()),
        Intrinsic => matches!(&d.attrs, Attrs::Intrinsic(a)
            if a.info.effects != Effects::SideEffect && !a.info.convergent),
        op => !op.is_terminator(),
    }
}

/// Immediate post-dominators of the reachable blocks (`None` for a block
/// that reaches no exit), by the iterative algorithm of Cooper, Harvey and
/// Kennedy on the reversed CFG with a virtual exit after every return.
struct PostDom {
    ipdom: FxHashMap<Block, Option<Block>>,
}

impl PostDom {
    fn new(blocks: &[Block], succs: &FxHashMap<Block, Vec<Block>>) -> PostDom {
        // Node n (index of `blocks`) or the virtual exit (`blocks.len()`).
        let n = blocks.len();
        let index: FxHashMap<Block, usize> =
            blocks.iter().enumerate().map(|(k, &b)| (b, k)).collect();
        let mut rpreds: Vec<Vec<usize>> = vec![Vec::new(); n + 1]; // reversed-CFG predecessors = CFG successors
        let mut rsuccs: Vec<Vec<usize>> = vec![Vec::new(); n + 1];
        for (k, b) in blocks.iter().enumerate() {
            let ss = &succs[b];
            if ss.is_empty() {
                rpreds[k].push(n);
                rsuccs[n].push(k);
            }
            for s in ss {
                if let Some(&j) = index.get(s) {
                    rpreds[k].push(j);
                    rsuccs[j].push(k);
                }
            }
        }
        // Postorder of the reversed CFG from the exit.
        let mut order = Vec::with_capacity(n + 1);
        let mut seen = vec![false; n + 1];
        let mut stack = vec![(n, 0usize)];
        seen[n] = true;
        while let Some((v, k)) = stack.pop() {
            if let Some(&w) = rsuccs[v].get(k) {
                stack.push((v, k + 1));
                if !seen[w] {
                    seen[w] = true;
                    stack.push((w, 0));
                }
            } else {
                order.push(v);
            }
        }
        let mut po = vec![usize::MAX; n + 1];
        for (k, &v) in order.iter().enumerate() {
            po[v] = k;
        }
        let mut idom: Vec<Option<usize>> = vec![None; n + 1];
        idom[n] = Some(n);
        let intersect = |idom: &[Option<usize>], mut a: usize, mut b: usize| {
            while a != b {
                while po[a] < po[b] {
                    a = idom[a].unwrap_or(n);
                }
                while po[b] < po[a] {
                    b = idom[b].unwrap_or(n);
                }
            }
            a
        };
        let mut changed = true;
        while changed {
            changed = false;
            for &v in order.iter().rev().filter(|&&v| v != n) {
                let mut new: Option<usize> = None;
                for &p in &rpreds[v] {
                    if idom[p].is_none() {
                        continue;
                    }
                    new = Some(match new {
                        None => p,
                        Some(q) => intersect(&idom, p, q),
                    });
                }
                if new.is_some() && idom[v] != new {
                    idom[v] = new;
                    changed = true;
                }
            }
        }
        let ipdom = blocks
            .iter()
            .enumerate()
            .map(|(k, &b)| {
                let p = if seen[k] { idom[k] } else { None };
                (b, p.filter(|&p| p != n).map(|p| blocks[p]))
            })
            .collect();
        PostDom { ipdom }
    }
}

/// Blocks on a cycle of the CFG.
fn on_cycle(blocks: &[Block], succs: &FxHashMap<Block, Vec<Block>>) -> Vec<Block> {
    let mut out = Vec::new();
    for &b in blocks {
        let mut seen = rustc_hash::FxHashSet::default();
        let mut work: Vec<Block> = succs[&b].clone();
        while let Some(x) = work.pop() {
            if x == b {
                out.push(b);
                break;
            }
            if seen.insert(x) {
                work.extend(succs.get(&x).into_iter().flatten().copied());
            }
        }
    }
    out
}

#[derive(Copy, Clone, PartialEq, Eq, Hash)]
enum Item {
    Inst(Inst),
    Param(Block, usize),
    Block(Block),
}

/// Deletes the dead instructions, parameters and branches of `body` (see
/// the module comment); returns how many instructions and parameters
/// went, plus one per branch made unconditional.
pub fn run_function(body: &mut Body) -> usize {
    let Some(entry) = body.entry() else {
        return 0;
    };
    if !body.is_well_formed() {
        return 0;
    }
    let dt = DomTree::new(body);
    let blocks: Vec<Block> = body
        .layout
        .blocks
        .iter()
        .copied()
        .filter(|&b| dt.is_reachable(b))
        .collect();
    if blocks.len() > MAX_BLOCKS {
        return 0;
    }
    let succs: FxHashMap<Block, Vec<Block>> =
        blocks.iter().map(|&b| (b, body.successors(b))).collect();
    let pd = PostDom::new(&blocks, &succs);
    // Control dependence: `cd[x]` are the blocks whose branch decides
    // whether `x` runs.
    let mut cd: FxHashMap<Block, Vec<Block>> = FxHashMap::default();
    for &a in &blocks {
        let Some(&stop) = pd.ipdom.get(&a) else {
            continue;
        };
        for &s in &succs[&a] {
            let mut runner = Some(s);
            let mut steps = 0;
            while let Some(r) = runner {
                if Some(r) == stop || steps > blocks.len() {
                    break;
                }
                cd.entry(r).or_default().push(a);
                runner = pd.ipdom.get(&r).copied().flatten();
                steps += 1;
            }
        }
    }
    // Incoming edges per block: (terminator, successor index).
    let mut incoming: FxHashMap<Block, Vec<(Inst, usize)>> = FxHashMap::default();
    for &b in &blocks {
        if let Some(t) = body.terminator(b) {
            for (k, s) in body.dfg.insts[t].succs.iter().enumerate() {
                incoming.entry(s.block).or_default().push((t, k));
            }
        }
    }

    let mut live: rustc_hash::FxHashSet<Item> = rustc_hash::FxHashSet::default();
    let mut work: Vec<Item> = Vec::new();
    let mark = |it: Item, live: &mut rustc_hash::FxHashSet<Item>, work: &mut Vec<Item>| {
        if live.insert(it) {
            work.push(it);
        }
    };
    let cyclic = on_cycle(&blocks, &succs);
    for &b in &blocks {
        for &i in body.block_insts(b) {
            let d = &body.dfg.insts[i];
            let root = if d.opcode.is_terminator() {
                !matches!(d.opcode, Opcode::Br | Opcode::CondBr | Opcode::Switch)
                    || cyclic.contains(&b)
                    || pd.ipdom.get(&b).copied().flatten().is_none()
            } else {
                !removable(body, i)
            };
            if root {
                mark(Item::Inst(i), &mut live, &mut work);
            }
        }
    }
    mark(Item::Block(entry), &mut live, &mut work);
    let def_item = |v: Value| match body.dfg.values[v].def {
        ValueDef::Result(i) => Item::Inst(i),
        ValueDef::Param(b, k) => Item::Param(b, k as usize),
    };
    while let Some(it) = work.pop() {
        match it {
            Item::Inst(i) => {
                for &a in body.dfg.inst_args(i) {
                    mark(def_item(a), &mut live, &mut work);
                }
                if let Some(b) = body.layout.inst_block[i] {
                    mark(Item::Block(b), &mut live, &mut work);
                }
            }
            Item::Param(b, k) => {
                mark(Item::Block(b), &mut live, &mut work);
                for &(t, s) in incoming.get(&b).into_iter().flatten() {
                    mark(Item::Inst(t), &mut live, &mut work);
                    if let Some(&a) = body.dfg.call_args(&body.dfg.insts[t].succs[s]).get(k) {
                        mark(def_item(a), &mut live, &mut work);
                    }
                }
            }
            Item::Block(b) => {
                for &c in cd.get(&b).into_iter().flatten() {
                    if let Some(t) = body.terminator(c) {
                        mark(Item::Inst(t), &mut live, &mut work);
                    }
                }
            }
        }
    }

    // Every dead branch must have a target that takes no live parameter
    // (see the module comment); should that ever fail, change nothing
    // rather than leave a kept branch reading a deleted condition.
    let param_live =
        |b: Block| (0..body.dfg.block_params(b).len()).any(|k| live.contains(&Item::Param(b, k)));
    for &b in &blocks {
        let Some(t) = body.terminator(b) else {
            return 0;
        };
        if live.contains(&Item::Inst(t)) {
            continue;
        }
        let redirect = match body.dfg.insts[t].opcode {
            Opcode::Br => None,
            _ => pd.ipdom.get(&b).copied().flatten(),
        };
        let targets: Vec<Block> = match redirect {
            Some(p) => vec![p],
            None => body.successors(b),
        };
        if (body.dfg.insts[t].opcode != Opcode::Br && redirect.is_none())
            || targets.iter().any(|&x| param_live(x))
        {
            return 0;
        }
    }
    let mut removed = 0;
    // Dead parameters first, so that redirected edges pass no arguments.
    for &b in &blocks {
        for k in (0..body.dfg.block_params(b).len()).rev() {
            if b != entry && !live.contains(&Item::Param(b, k)) {
                body.dfg.remove_block_param(b, k);
                removed += 1;
            }
        }
    }
    for &b in &blocks {
        for i in body.block_insts(b).to_vec() {
            if live.contains(&Item::Inst(i)) {
                continue;
            }
            let d = &body.dfg.insts[i];
            if !d.opcode.is_terminator() {
                body.remove_inst(i);
                removed += 1;
                continue;
            }
            if d.opcode == Opcode::Br {
                continue;
            }
            // Checked above: a post-dominator with no parameter left.
            let Some(target) = pd.ipdom.get(&b).copied().flatten() else {
                continue;
            };
            let d = &mut body.dfg.insts[i];
            d.opcode = Opcode::Br;
            d.attrs = Attrs::None;
            d.args = ValueList::new();
            d.succs = vec![crate::ir::BlockCall {
                block: target,
                args: ValueList::new(),
            }];
            removed += 1;
        }
    }
    // Blocks the new branches bypass.
    let dt = DomTree::new(body);
    let gone: Vec<Block> = body
        .layout
        .blocks
        .iter()
        .copied()
        .filter(|&b| !dt.is_reachable(b))
        .collect();
    for &b in &gone {
        for i in body.block_insts(b).to_vec() {
            body.remove_inst(i);
        }
    }
    body.layout.blocks.retain(|b| !gone.contains(b));
    removed
}
