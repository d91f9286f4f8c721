//! Pulling a register in: its definition (and the operands no longer at
//! hand) cloned before the first use in each block that reads it, the
//! block's uses renamed to the clone. The plan is costed before anything
//! changes; the clones are made afterwards, one register at a time.

use cranelift_entity::{EntityRef, SecondaryMap};
use ptx::analysis::{rename_reads, PtxDominators, RegSet};
use ptx::{Operand, PBlock, PtxFunction, PtxInst, Reg, Stmt};
use rustc_hash::FxHashMap;

use super::classify::{sources, Defs, Status};

/// The blocks of `f` that read `r`, with the index of the first statement
/// reading it, in layout order.
pub fn use_blocks(f: &PtxFunction, r: Reg) -> Vec<(PBlock, usize, usize)> {
    let mut out = Vec::new();
    for &b in &f.layout {
        let mut first = None;
        let mut last = 0;
        for (k, s) in f.blocks[b].stmts.iter().enumerate() {
            if let Stmt::Inst(i) = s {
                if reads(i, r) {
                    first.get_or_insert(k);
                    last = k;
                }
            }
        }
        if let Some(k) = first {
            out.push((b, k, last));
        }
    }
    out
}

/// True when `i` reads `r` (guard included).
pub fn reads(i: &PtxInst, r: Reg) -> bool {
    i.guard.is_some_and(|(g, _)| g == r) || sources(i).contains(&r)
}

/// Where clones of `r` go: each block reading it, at its first read,
/// except the defining block when the definition comes before every read
/// there.
pub fn sites(f: &PtxFunction, defs: &Defs, r: Reg) -> Vec<(PBlock, usize, usize)> {
    let d = defs.site[r].expect("pullable registers have a definition");
    use_blocks(f, r)
        .into_iter()
        .filter(|&(b, first, _)| !(b == d.block && first > d.stmt))
        .collect()
}

/// What is at hand where a clone goes: the registers live into each block
/// when the iteration began, their definitions, and the dominator tree.
pub struct Avail<'a> {
    /// Registers live into each block when the iteration began.
    pub live_in: &'a SecondaryMap<PBlock, RegSet>,
    /// Dominators.
    pub dom: &'a PtxDominators,
    /// Registers pulled in this iteration (their definitions may go).
    pub pulled: &'a RegSet,
}

impl Avail<'_> {
    /// True when `x` may be read at statement `at` of block `b` without a
    /// clone and without lengthening its live range: it is live into `b`
    /// from a dominating definition, or defined earlier in `b`.
    fn has(&self, cur: &Defs, x: Reg, b: PBlock, at: usize) -> bool {
        if self.pulled.contains(x) {
            return false;
        }
        let Some(s) = cur.site[x] else { return false };
        if s.block == b {
            return s.stmt < at;
        }
        self.live_in[b].contains(x) && self.dom.dominates(s.block, b) && s.block != b
    }
}

/// The instructions one pull-in of `r` at statement `at` of `b` clones:
/// `r`'s definition and, depth first, the operands not at hand.
pub fn chain(f: &PtxFunction, cur: &Defs, av: &Avail, r: Reg, b: PBlock, at: usize) -> Vec<Reg> {
    let mut order = Vec::new();
    let mut seen = RegSet::with_capacity(f.regs.len());
    // Explicit stack: (register, operands expanded yet).
    let mut stack = vec![(r, false)];
    while let Some((x, expanded)) = stack.pop() {
        if expanded {
            order.push(x);
            continue;
        }
        if !seen.insert(x) {
            continue;
        }
        stack.push((x, true));
        let i = cur
            .inst(f, x)
            .expect("pullable registers have a definition");
        for y in sources(i).into_iter().rev() {
            if !av.has(cur, y, b, at) && !seen.contains(y) {
                stack.push((y, false));
            }
        }
    }
    order
}

/// A fresh register like `like`, named with its prefix and the next free
/// number (`%rd87`), so that the printer's `%rd<N>` ranges still hold.
pub fn fresh_reg(f: &mut PtxFunction, like: Reg, next: &mut FxHashMap<String, u32>) -> Reg {
    let d = f.regs[like].clone();
    let digits = d.name.bytes().rev().take_while(u8::is_ascii_digit).count();
    let prefix = if digits == 0 || digits == d.name.len() {
        format!("{}_remat", d.name)
    } else {
        d.name[..d.name.len() - digits].to_string()
    };
    fresh_reg_named(f, d.ty, &prefix, next)
}

/// A fresh register of type `ty` named `prefix` and the next number free
/// in `f` (`next` remembers it per prefix).
pub fn fresh_reg_named(
    f: &mut PtxFunction,
    ty: ptx::PtxType,
    prefix: &str,
    next: &mut FxHashMap<String, u32>,
) -> Reg {
    if !next.contains_key(prefix) {
        let top = f
            .regs
            .values()
            .filter_map(|x| {
                let n = x.name.strip_prefix(prefix)?;
                (!n.is_empty() && n.bytes().all(|c| c.is_ascii_digit()))
                    .then(|| n.parse::<u32>().ok())
                    .flatten()
            })
            .max()
            .unwrap_or(0);
        next.insert(prefix.to_string(), top + 1);
    }
    let n = next.get_mut(prefix).expect("inserted");
    let name = format!("{prefix}{n}");
    *n += 1;
    f.new_reg(ty, name)
}

/// Clones `r` before each of its sites and renames the reads there.
/// Returns the number of instructions inserted.
pub fn pull(
    f: &mut PtxFunction,
    av: &Avail,
    status: &SecondaryMap<Reg, Status>,
    r: Reg,
    next: &mut FxHashMap<String, u32>,
) -> usize {
    let mut inserted = 0;
    loop {
        // Sites move as clones go in: rescan after each block.
        let cur = Defs::new(f);
        let Some((b, at, _)) = sites(f, &cur, r).into_iter().next() else {
            return inserted;
        };
        let order = chain(f, &cur, av, r, b, at);
        debug_assert!(order
            .iter()
            .all(|x| matches!(status[*x], Status::Pullable(_))));
        let mut map: FxHashMap<Reg, Reg> = FxHashMap::default();
        let mut pos = at;
        for x in order {
            let mut i = cur.inst(f, x).expect("definition").clone();
            rename_reads(&mut i, &|y| map.get(&y).copied());
            let n = fresh_reg(f, x, next);
            i.operands[0] = Operand::Reg(n);
            map.insert(x, n);
            f.blocks[b].stmts.insert(pos, Stmt::Inst(i));
            pos += 1;
            inserted += 1;
        }
        let new = map[&r];
        for s in &mut f.blocks[b].stmts[pos..] {
            if let Stmt::Inst(i) = s {
                rename_reads(i, &|y| (y == r).then_some(new));
            }
        }
    }
}

/// Removes the definitions of `regs` (pure, single-definition registers)
/// that nothing reads any more, and then those of their operands that
/// were read before and are not now, until none is left. Returns how
/// many went.
pub fn remove_dead(
    f: &mut PtxFunction,
    status: &SecondaryMap<Reg, Status>,
    read_before: &SecondaryMap<Reg, u32>,
) -> usize {
    let mut removed = 0;
    loop {
        let reads = read_counts(f);
        let defs = Defs::new(f);
        let mut dead: Vec<(PBlock, usize)> = f
            .regs
            .keys()
            .filter(|&x| {
                matches!(status[x], Status::Pullable(_))
                    && reads[x] == 0
                    && read_before[x] > 0
                    && defs.count[x] == 1
            })
            .filter_map(|x| defs.site[x].map(|s| (s.block, s.stmt)))
            .collect();
        if dead.is_empty() {
            return removed;
        }
        dead.sort_unstable_by(|a, b| b.cmp(a));
        for (b, k) in dead {
            f.blocks[b].stmts.remove(k);
            removed += 1;
        }
    }
}

/// How many instructions read each register.
pub fn read_counts(f: &PtxFunction) -> SecondaryMap<Reg, u32> {
    let mut n: SecondaryMap<Reg, u32> = SecondaryMap::with_capacity(f.regs.len());
    for (_, i) in f.insts() {
        let mut seen: Vec<Reg> = sources(i);
        if let Some((g, _)) = i.guard {
            seen.push(g);
        }
        seen.sort_unstable();
        seen.dedup();
        for r in seen {
            if r.index() < f.regs.len() {
                n[r] += 1;
            }
        }
    }
    n
}
