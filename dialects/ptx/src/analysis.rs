//! Analyses of PTX functions: the registers an instruction defines and
//! uses, the control-flow graph over the laid-out blocks, natural loops.
//! The cost model's liveness and pressure (`cost::ptx`), instruction
//! selection's dead-code elimination, machine rematerialization
//! (dominators, max-live) and `warpsat analyze` build on them.

use cranelift_entity::{EntityRef, SecondaryMap};
use dialects::analysis::bitset::{gen_kill, solve_liveness, EntityBitSet};

use crate::{AddrBase, Operand, PBlock, PtxFunction, PtxInst, PtxOp, Qual, Reg, Stmt};

mod dom;
mod maxlive;

pub use dom::PtxDominators;
pub use maxlive::{max_live, reg_words, BlockMaxLive, MaxLive};

/// True when the instruction's first operand is a destination.
pub fn writes_first_operand(i: &PtxInst) -> bool {
    let base = i.op.op();
    if i.is_directive() {
        return false;
    }
    let no_dest = matches!(
        base,
        PtxOp::St
            | PtxOp::Stu
            | PtxOp::Red
            | PtxOp::Bar
            | PtxOp::Barrier
            | PtxOp::Bra
            | PtxOp::Brx
            | PtxOp::Ret
            | PtxOp::Exit
            | PtxOp::Trap
            | PtxOp::Membar
            | PtxOp::Fence
            | PtxOp::Prefetch
            | PtxOp::Prefetchu
            | PtxOp::Call
            | PtxOp::Sust
            | PtxOp::Sured
            | PtxOp::Cp
            | PtxOp::Stmatrix
            | PtxOp::Nanosleep
            | PtxOp::Pmevent
            | PtxOp::Griddepcontrol
            | PtxOp::Discard
            | PtxOp::Applypriority
            | PtxOp::Brkpt
            | PtxOp::Stackrestore
            | PtxOp::Setmaxnreg
    ) || (base == PtxOp::Wmma && i.op.has(Qual::Store))
        || (base == PtxOp::Tcgen05 && !i.op.has(Qual::Ld))
        || (base == PtxOp::Mbarrier
            && !(i.op.has(Qual::Arrive) || i.op.has(Qual::TestWait) || i.op.has(Qual::TryWait)));
    !no_dest
        && matches!(
            i.operands.first(),
            Some(Operand::Reg(_) | Operand::Vector(_) | Operand::Pair(..) | Operand::Sink)
        )
}

/// How many leading operands `i` writes: `tcgen05.ld.red` writes its
/// loaded values and then their reduction; other instructions write at
/// most their first operand.
pub fn dest_operands(i: &PtxInst) -> usize {
    if i.op.op() == PtxOp::Tcgen05
        && i.op.has(Qual::Ld)
        && i.op.words().get(2).is_some_and(|w| w == "red")
        && i.operands.len() > 2
    {
        2
    } else {
        usize::from(writes_first_operand(i))
    }
}

/// The registers an operand names (address bases and vector members
/// included).
pub fn operand_regs(o: &Operand, out: &mut Vec<Reg>) {
    match o {
        Operand::Reg(r) | Operand::Not(r) => out.push(*r),
        Operand::Addr(AddrBase::Reg(r), _) => out.push(*r),
        Operand::Vector(v) | Operand::List(v) | Operand::Bracket(v) => {
            for x in v {
                operand_regs(x, out);
            }
        }
        Operand::Pair(a, b) => {
            operand_regs(a, out);
            operand_regs(b, out);
        }
        _ => {}
    }
}

/// The registers an instruction defines and uses (guard included in the
/// uses), and whether its definitions are guarded (and so do not kill).
pub fn defs_uses(i: &PtxInst) -> (Vec<Reg>, Vec<Reg>, bool) {
    let mut defs = Vec::new();
    let mut uses = Vec::new();
    let skip = dest_operands(i);
    for o in &i.operands[..skip] {
        operand_regs(o, &mut defs);
    }
    for o in &i.operands[skip..] {
        operand_regs(o, &mut uses);
    }
    if let Some((g, _)) = i.guard {
        uses.push(g);
    }
    (defs, uses, i.guard.is_some())
}

/// The control-flow graph of a PTX function over its laid-out blocks.
#[derive(Clone, Debug, Default)]
pub struct PtxCfg {
    /// Successors of each block, in order of first mention.
    pub succs: SecondaryMap<PBlock, Vec<PBlock>>,
    /// Predecessors of each block.
    pub preds: SecondaryMap<PBlock, Vec<PBlock>>,
}

/// The instructions of block `b` (directives left out).
pub fn insts_of(f: &PtxFunction, b: PBlock) -> impl Iterator<Item = &PtxInst> {
    f.blocks[b].stmts.iter().filter_map(|s| match s {
        Stmt::Inst(i) if !i.is_directive() => Some(i),
        _ => None,
    })
}

impl PtxCfg {
    /// Builds the CFG: `bra` targets (a guarded `bra` is conditional),
    /// `brx.idx` tables (the `.branchtargets` directive of the block it
    /// names), and fall-through to the next block in layout unless the
    /// block has ended with an unguarded `bra`, `brx`, `ret`, `exit` or
    /// `trap`.
    pub fn new(f: &PtxFunction) -> PtxCfg {
        let mut cfg = PtxCfg::default();
        let add = |cfg: &mut PtxCfg, from: PBlock, to: PBlock| {
            if !cfg.succs[from].contains(&to) {
                cfg.succs[from].push(to);
                cfg.preds[to].push(from);
            }
        };
        for (k, &b) in f.layout.iter().enumerate() {
            let mut falls = true;
            for i in insts_of(f, b) {
                let base = i.op.op();
                let labels: Vec<PBlock> = i
                    .operands
                    .iter()
                    .filter_map(|o| match o {
                        Operand::Label(l) => Some(*l),
                        _ => None,
                    })
                    .collect();
                match base {
                    PtxOp::Bra => {
                        for l in labels {
                            add(&mut cfg, b, l);
                        }
                    }
                    PtxOp::Brx => {
                        for l in labels {
                            let table = f.blocks.get(l).into_iter().flat_map(|d| &d.stmts);
                            for s in table {
                                if let Stmt::Inst(t) = s {
                                    if t.op.op() == PtxOp::BranchTargets {
                                        for o in &t.operands {
                                            if let Operand::Label(x) = o {
                                                add(&mut cfg, b, *x);
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                    _ => {}
                }
                if matches!(
                    base,
                    PtxOp::Bra | PtxOp::Brx | PtxOp::Ret | PtxOp::Exit | PtxOp::Trap
                ) && i.guard.is_none()
                {
                    falls = false;
                    break;
                }
            }
            if falls {
                if let Some(&next) = f.layout.get(k + 1) {
                    add(&mut cfg, b, next);
                }
            }
        }
        cfg
    }
}

/// Innermost natural loops of `f`: the [`natural_loops`] that contain no
/// other loop's header.
pub fn innermost_loops(f: &PtxFunction, cfg: &PtxCfg) -> Vec<Vec<PBlock>> {
    let loops = natural_loops(f, cfg);
    let headers: Vec<PBlock> = loops.iter().map(|l| l[0]).collect();
    loops
        .into_iter()
        .filter(|body| !headers.iter().any(|o| *o != body[0] && body.contains(o)))
        .collect()
}

/// Natural loops of `f`, header first: for each back edge (to a block on
/// the depth-first stack), the blocks that reach its source without passing
/// its header; back edges to one header make one loop.
pub fn natural_loops(f: &PtxFunction, cfg: &PtxCfg) -> Vec<Vec<PBlock>> {
    let Some(&entry) = f.layout.first() else {
        return Vec::new();
    };
    let mut state: SecondaryMap<PBlock, u8> = SecondaryMap::new();
    let mut back: Vec<(PBlock, PBlock)> = Vec::new();
    let mut stack: Vec<(PBlock, usize)> = vec![(entry, 0)];
    state[entry] = 1;
    while let Some(&mut (b, ref mut k)) = stack.last_mut() {
        if let Some(&s) = cfg.succs[b].get(*k) {
            *k += 1;
            match state[s] {
                0 => {
                    state[s] = 1;
                    stack.push((s, 0));
                }
                1 => back.push((b, s)),
                _ => {}
            }
        } else {
            state[b] = 2;
            stack.pop();
        }
    }
    let mut loops: Vec<(PBlock, Vec<PBlock>)> = Vec::new();
    for (src, header) in back {
        let mut body = vec![header];
        let mut work = vec![src];
        while let Some(b) = work.pop() {
            if body.contains(&b) {
                continue;
            }
            body.push(b);
            work.extend(cfg.preds[b].iter().copied());
        }
        match loops.iter_mut().find(|(h, _)| *h == header) {
            Some((_, l)) => {
                for b in body {
                    if !l.contains(&b) {
                        l.push(b);
                    }
                }
            }
            None => loops.push((header, body)),
        }
    }
    loops.into_iter().map(|(_, body)| body).collect()
}

/// A set of registers.
pub type RegSet = EntityBitSet<Reg>;

/// Registers live into and out of each laid-out block of `f`, from each
/// block's accesses in order: `(uses, defs, guarded)` per instruction,
/// where a guarded instruction's definitions do not kill (the guard may
/// be false). Registers outside `f.regs` are ignored.
pub fn reg_liveness<'x, I>(
    f: &PtxFunction,
    cfg: &PtxCfg,
    accesses: impl Fn(PBlock) -> I,
) -> (SecondaryMap<PBlock, RegSet>, SecondaryMap<PBlock, RegSet>)
where
    I: Iterator<Item = (&'x [Reg], &'x [Reg], bool)>,
{
    let n = f.regs.len();
    let valid = |r: &&Reg| r.index() < n;
    let (gen, kill) = gen_kill(&f.layout, n, |b, s| {
        for (uses, defs, guarded) in accesses(b) {
            for &r in uses.iter().filter(valid) {
                s.use_(r);
            }
            if !guarded {
                for &r in defs.iter().filter(valid) {
                    s.def(r);
                }
            }
        }
    });
    solve_liveness(&f.layout, |b| cfg.succs[b].clone(), &gen, &kill, n)
}

/// Renames the registers an operand names (address bases and vector
/// members included).
pub fn rename_operand(o: &mut Operand, map: &dyn Fn(Reg) -> Option<Reg>) {
    match o {
        Operand::Reg(r) | Operand::Not(r) | Operand::Addr(AddrBase::Reg(r), _) => {
            if let Some(n) = map(*r) {
                *r = n;
            }
        }
        Operand::Vector(v) | Operand::List(v) | Operand::Bracket(v) => {
            for x in v {
                rename_operand(x, map);
            }
        }
        Operand::Pair(a, c) => {
            rename_operand(a, map);
            rename_operand(c, map);
        }
        _ => {}
    }
}

/// Renames the registers `i` reads (not the ones it writes).
pub fn rename_reads(i: &mut PtxInst, map: &dyn Fn(Reg) -> Option<Reg>) {
    let skip = dest_operands(i);
    for o in &mut i.operands[skip..] {
        rename_operand(o, map);
    }
    if let Some((g, _)) = &mut i.guard {
        if let Some(n) = map(*g) {
            *g = n;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The (defs, uses) register names of each instruction of `body`.
    fn defs_and_uses(body: &str) -> Vec<(Vec<String>, Vec<String>)> {
        let src = format!(
            ".version 9.0\n.target sm_110a\n.address_size 64\n.visible .entry k()\n{{\n\
             .reg .b32 %r<9>;\n{body}\nret;\n}}\n"
        );
        let m = crate::parse::parse_ptx("t.ptx", &src).unwrap();
        let f = &m.funcs[0];
        let names = |rs: Vec<Reg>| {
            rs.iter()
                .map(|&r| format!("%{}", f.regs[r].name))
                .collect::<Vec<_>>()
        };
        f.layout
            .iter()
            .flat_map(|&b| insts_of(f, b))
            .filter(|i| i.op.op() != PtxOp::Ret)
            .map(|i| {
                let (d, u, _) = defs_uses(i);
                (names(d), names(u))
            })
            .collect()
    }

    #[test]
    fn a_load_reduction_writes_its_values_and_their_reduction() {
        let got = defs_and_uses(
            "tcgen05.ld.red.sync.aligned.32x32b.x2.min.u32 {%r2, %r3}, %r4, [%r1];\n\
             tcgen05.ld.sync.aligned.32x32b.x2.b32 {%r5, %r6}, [%r1];\n\
             tcgen05.st.sync.aligned.32x32b.x2.b32 [%r1], {%r5, %r6};",
        );
        let s = |v: &[&str]| v.iter().map(|x| x.to_string()).collect::<Vec<_>>();
        assert_eq!(got[0], (s(&["%r2", "%r3", "%r4"]), s(&["%r1"])));
        assert_eq!(got[1], (s(&["%r5", "%r6"]), s(&["%r1"])));
        assert_eq!(got[2], (s(&[]), s(&["%r1", "%r5", "%r6"])));
    }
}
