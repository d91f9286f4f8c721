//! Which registers `nv-remat-block` may pull in (seed 000): exactly one
//! definition (else "MULTIDEF"), made by an instruction that can be
//! cloned anywhere, whose register operands are pullable in turn, to a
//! depth of 50. An operand whose definition comes later in the layout is
//! not known yet when the pre-check reaches the register: the register
//! gets a second chance once its operands are classified.
//!
//! Everything pullable is, by construction, a function of values that do
//! not change while the kernel runs (immediates, symbol addresses, the
//! function's own parameters, launch-invariant special registers and
//! read-only memory), so a clone computes the same value wherever it is
//! placed. That is what makes cloning at a use correct without looking at
//! the paths between the definition and the use.

use cranelift_entity::{EntityRef, SecondaryMap};
use ptx::analysis::dest_operands;
use ptx::{AddrBase, Operand, PBlock, PtxFunction, PtxInst, PtxOp, Qual, Reg, RegClass, Stmt};

use super::Options;

/// Deepest operand chain a pull-in follows (seed 000: sub_2181550).
pub const MAX_DEPTH: u32 = 50;

/// Why a register cannot be pulled in.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Why {
    /// Written more than once ("MULTIDEF").
    MultiDef,
    /// Never written in the function (a register parameter).
    NoDef,
    /// Its definition is guarded (`@%p`).
    Guarded,
    /// The defining instruction writes more than this register.
    Tied,
    /// A predicate, or an operand that is one.
    Predicate,
    /// A memory access that may see a store, an effect, a special
    /// register that changes, or an operand form that cannot be cloned.
    Opcode,
    /// An operand that is not pullable.
    Operand,
    /// The operand chain is deeper than [`MAX_DEPTH`].
    Depth,
}

impl Why {
    /// The word the dump prints.
    pub fn word(self) -> &'static str {
        match self {
            Why::MultiDef => "MULTIDEF",
            Why::NoDef => "no definition",
            Why::Guarded => "guarded definition",
            Why::Tied => "defines other registers too",
            Why::Predicate => "predicate",
            Why::Opcode => "not clonable",
            Why::Operand => "operand not pullable",
            Why::Depth => "operand chain deeper than 50",
        }
    }
}

/// A register's classification.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub enum Status {
    /// Not classified yet.
    #[default]
    Unknown,
    /// Pullable; the length of its operand chain.
    Pullable(u32),
    /// Waiting for its operands (second chance).
    Pending,
    /// Not pullable.
    Rejected(Why),
}

/// Where a register is defined: block and statement index.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Site {
    /// The block.
    pub block: PBlock,
    /// Index into the block's statements.
    pub stmt: usize,
}

/// The definitions of every register of a function.
pub struct Defs {
    /// Number of definitions.
    pub count: SecondaryMap<Reg, u32>,
    /// The last definition seen (the only one when `count` is 1).
    pub site: SecondaryMap<Reg, Option<Site>>,
}

impl Defs {
    /// Scans `f`.
    pub fn new(f: &PtxFunction) -> Defs {
        let mut d = Defs {
            count: SecondaryMap::with_capacity(f.regs.len()),
            site: SecondaryMap::with_capacity(f.regs.len()),
        };
        for &b in &f.layout {
            for (k, s) in f.blocks[b].stmts.iter().enumerate() {
                if let Stmt::Inst(i) = s {
                    for r in dests(i) {
                        if r.index() < f.regs.len() {
                            d.count[r] += 1;
                            d.site[r] = Some(Site { block: b, stmt: k });
                        }
                    }
                }
            }
        }
        d
    }

    /// The single defining instruction of `r`.
    pub fn inst<'f>(&self, f: &'f PtxFunction, r: Reg) -> Option<&'f PtxInst> {
        let s = self.site[r]?;
        match f.blocks[s.block].stmts.get(s.stmt) {
            Some(Stmt::Inst(i)) => Some(i),
            _ => None,
        }
    }
}

/// The registers `i` writes.
pub fn dests(i: &PtxInst) -> Vec<Reg> {
    let mut out = Vec::new();
    for o in &i.operands[..dest_operands(i)] {
        ptx::analysis::operand_regs(o, &mut out);
    }
    out
}

/// The register operands `i` reads (its guard excluded).
pub fn sources(i: &PtxInst) -> Vec<Reg> {
    let skip = dest_operands(i);
    let mut out = Vec::new();
    for o in &i.operands[skip..] {
        ptx::analysis::operand_regs(o, &mut out);
    }
    out
}

/// Special registers whose value is fixed for the whole launch of a
/// thread (PTX ISA §10). `%clock`, `%globaltimer`, `%smid`, `%warpid` and
/// the performance counters change, so they are not here.
fn invariant_special(name: &str) -> bool {
    let base = name.trim_start_matches('%');
    let head = base.split('.').next().unwrap_or("");
    matches!(
        head,
        "tid"
            | "ntid"
            | "ctaid"
            | "nctaid"
            | "laneid"
            | "gridid"
            | "nsmid"
            | "lanemask_eq"
            | "lanemask_le"
            | "lanemask_lt"
            | "lanemask_ge"
            | "lanemask_gt"
            | "clusterid"
            | "nclusterid"
            | "cluster_ctaid"
            | "cluster_nctaid"
            | "cluster_ctarank"
            | "cluster_nctarank"
            | "is_explicit_cluster"
            | "total_smem_size"
            | "dynamic_smem_size"
    ) || head.starts_with("envreg")
}

/// True when `i` is a load of memory no store of the kernel can change:
/// the function's own parameters, `.const`, `.nc` and `ldu`.
pub fn invariant_load(f: &PtxFunction, i: &PtxInst) -> bool {
    if i.op.has(Qual::Volatile) {
        return false;
    }
    match i.op.op() {
        PtxOp::Ldu => true,
        PtxOp::Ld if i.op.has(Qual::Param) => i.operands.iter().any(|o| {
            matches!(o, Operand::Addr(AddrBase::Sym(s), _)
                if f.params.iter().any(|p| &p.name == s))
        }),
        PtxOp::Ld => i.op.has(Qual::Const) || (i.op.has(Qual::Global) && i.op.has(Qual::Nc)),
        _ => false,
    }
}

/// True for `mov %r, %tid.x` and the like.
pub fn special_read(i: &PtxInst) -> bool {
    i.op.op() == PtxOp::Mov && matches!(i.operands.get(1), Some(Operand::Special(_)))
}

/// The local check of `r`'s defining instruction `i`: everything but the
/// operands' own pullability.
fn local(f: &PtxFunction, i: &PtxInst, r: Reg, opts: &Options, specials: bool) -> Result<(), Why> {
    if i.guard.is_some() {
        return Err(Why::Guarded);
    }
    if !matches!(i.operands.first(), Some(Operand::Reg(d)) if *d == r) {
        return Err(Why::Tied);
    }
    if f.reg_class(r) == RegClass::Pred {
        return Err(Why::Predicate);
    }
    let op = i.op.op();
    let ok = if matches!(op, PtxOp::Ld | PtxOp::Ldu) {
        opts.load_remat && invariant_load(f, i)
    } else {
        op.is_pure() && !i.op.has(Qual::Cc)
    };
    if !ok {
        return Err(Why::Opcode);
    }
    for o in &i.operands[1..] {
        match o {
            Operand::Reg(x) if f.reg_class(*x) == RegClass::Pred => return Err(Why::Predicate),
            Operand::Reg(_) | Operand::Imm(_) | Operand::F32(_) | Operand::F64(_) => {}
            Operand::Sym(_) | Operand::Addr(..) => {}
            Operand::Vector(v) if v.iter().all(|x| matches!(x, Operand::Reg(_))) => {}
            Operand::Special(s) if specials && invariant_special(&s.0) => {}
            _ => return Err(Why::Opcode),
        }
    }
    Ok(())
}

/// The classification of every register of `f`, with the pre-check and
/// second-chance counts over `candidates`.
pub struct Classes {
    /// Per register.
    pub status: SecondaryMap<Reg, Status>,
    /// Candidates pullable after the pre-check.
    pub good: usize,
    /// Candidates given a second chance.
    pub second: usize,
    /// Candidates the second chance made pullable.
    pub added: usize,
}

/// Classifies the registers of `f`. `specials`: special-register reads
/// may be pulled; `second_chance`: pending registers are re-evaluated.
pub fn classify(
    f: &PtxFunction,
    defs: &Defs,
    opts: &Options,
    specials: bool,
    second_chance: bool,
    candidates: &[Reg],
) -> Classes {
    let mut status: SecondaryMap<Reg, Status> = SecondaryMap::with_capacity(f.regs.len());
    let eval = |status: &SecondaryMap<Reg, Status>, r: Reg| -> Status {
        let Some(i) = defs.inst(f, r) else {
            return Status::Rejected(Why::NoDef);
        };
        let mut depth = 0;
        let mut pending = false;
        for x in sources(i) {
            match status[x] {
                Status::Pullable(d) => depth = depth.max(d),
                Status::Rejected(_) => return Status::Rejected(Why::Operand),
                Status::Pending | Status::Unknown => pending = true,
            }
        }
        if pending {
            Status::Pending
        } else if depth + 1 > MAX_DEPTH {
            Status::Rejected(Why::Depth)
        } else {
            Status::Pullable(depth + 1)
        }
    };
    for (r, _) in f.regs.iter() {
        status[r] = match defs.count[r] {
            0 => Status::Rejected(Why::NoDef),
            1 => Status::Unknown,
            _ => Status::Rejected(Why::MultiDef),
        };
    }
    // Local checks first, then operands in layout order.
    for (r, _) in f.regs.iter() {
        if status[r] == Status::Unknown {
            let i = defs.inst(f, r).expect("one definition");
            if let Err(w) = local(f, i, r, opts, specials) {
                status[r] = Status::Rejected(w);
            }
        }
    }
    for &b in &f.layout {
        for s in &f.blocks[b].stmts {
            let Stmt::Inst(i) = s else { continue };
            for r in dests(i) {
                if r.index() < f.regs.len() && status[r] == Status::Unknown {
                    status[r] = eval(&status, r);
                }
            }
        }
    }
    let count = |status: &SecondaryMap<Reg, Status>, p: &dyn Fn(Status) -> bool| {
        candidates.iter().filter(|&&r| p(status[r])).count()
    };
    let good = count(&status, &|s| matches!(s, Status::Pullable(_)));
    let second = count(&status, &|s| s == Status::Pending);
    if second_chance {
        loop {
            let mut changed = false;
            for (r, _) in f.regs.iter() {
                if status[r] == Status::Pending {
                    let s = eval(&status, r);
                    if s != Status::Pending {
                        status[r] = s;
                        changed = true;
                    }
                }
            }
            if !changed {
                break;
            }
        }
    }
    let added = count(&status, &|s| matches!(s, Status::Pullable(_))) - good;
    for (r, _) in f.regs.iter() {
        if matches!(status[r], Status::Pending | Status::Unknown) {
            status[r] = Status::Rejected(Why::Operand);
        }
    }
    Classes {
        status,
        good,
        second,
        added,
    }
}
