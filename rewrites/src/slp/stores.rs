//! Store tiles: runs of plain stores in one block, packed at the place of
//! their last member.

use dialects::ir::{Attrs, Body, Const, Inst, MemAttrs, Opcode, Type};
use egg::Id;
use rustc_hash::FxHashMap;

use super::addr::{provenance, restrict_disjoint, AlignFact, Decomposer};
use super::loads::address;
use super::{
    member_fact, note_alloca, packable, place, place_base, root_align, Access, Cover, Packs,
    SlpConfig, SlpRemark, StorePack, Tile,
};
use crate::analysis::Graph;
use crate::lang::{AttrId, Node, Op, Ty};
use crate::lift::Lifted;
use crate::skeleton::Item;

/// One plain store of a run.
#[derive(Clone, Debug)]
struct St {
    inst: Inst,
    /// The state it produces.
    state: Id,
    value: Id,
    addr: Id,
    root: Id,
    off: i64,
    ty: Type,
    ptr: Type,
    attrs: MemAttrs,
    /// The parameter its address derives from.
    prov: Option<u32>,
}

impl St {
    fn end(&self) -> i64 {
        self.off + self.ty.store_size() as i64
    }
}

/// What reads a memory state.
#[derive(Copy, Clone, Debug)]
enum Reader {
    /// A load of memory nothing writes while the kernel runs.
    Invariant,
    /// A plain load through a pointer of this address space, with its root,
    /// byte range and the parameter its address derives from.
    Load(u32, Id, i64, i64, Option<u32>),
    /// Anything else (the next effect, an atomic, a call, ...).
    Other,
}

impl Reader {
    /// Whether it may read what the stores `moved` (their root and byte
    /// ranges) write; `alloca`: they store into an alloca, which a pointer
    /// into global, shared or constant memory cannot reach.
    fn may_read(self, t: &TileFacts, moved: &[(i64, i64)]) -> bool {
        match self {
            Reader::Invariant => false,
            Reader::Load(space, r, lo, hi, prov) => {
                let elsewhere = t.alloca && !matches!(space, 0 | 5);
                let disjoint = r == t.root && moved.iter().all(|&(a, b)| b <= lo || a >= hi);
                !(elsewhere || disjoint || (t.restrict)(prov))
            }
            Reader::Other => true,
        }
    }
}

/// The readers of each memory state.
type Readers = FxHashMap<Id, Vec<Reader>>;

/// What a store tile's accesses are known not to overlap.
struct TileFacts<'a> {
    root: Id,
    /// The root is an alloca.
    alloca: bool,
    /// Whether an access derived from that parameter cannot touch the
    /// tile (`__restrict__`).
    restrict: &'a dyn Fn(Option<u32>) -> bool,
}

fn state_readers(eg: &Graph, dec: &mut Decomposer) -> Readers {
    let mut out: Readers = FxHashMap::default();
    for c in eg.classes() {
        for node in &c.nodes {
            let kind = match (node.opcode(), node.op) {
                (Some(Opcode::Load), Op::Inst(_, a)) if node.ty != Ty::State => {
                    let size = node.ty.val().map_or(0, |t| t.store_size() as i64);
                    match (eg.analysis.attr(a), node.args.get(1)) {
                        (Attrs::Mem(m), _) if m.invariant => Reader::Invariant,
                        (_, Some(&p)) => match eg[p].data.ty.val() {
                            Some(Type::Ptr(space)) => {
                                let (root, off) = dec.split(eg, p);
                                Reader::Load(space, root, off, off + size, provenance(eg, p))
                            }
                            _ => Reader::Other,
                        },
                        _ => Reader::Other,
                    }
                }
                _ => Reader::Other,
            };
            for &a in &node.args {
                let a = eg.find(a);
                if eg[a].data.ty == Ty::State {
                    out.entry(a).or_default().push(kind);
                }
            }
        }
    }
    out
}

/// The runs of consecutive plain stores (other effects end a run; loads
/// and divisions between stores do not), each within `budget` items of its
/// block (`-slp-schedule-budget`: the scheduling region's size).
fn runs(lifted: &Lifted, src: &Body, dec: &mut Decomposer, budget: usize) -> Vec<Vec<St>> {
    let eg = &lifted.egraph;
    let mut out = Vec::new();
    for sk in &lifted.skeleton.blocks {
        let mut run: Vec<St> = Vec::new();
        let mut start = 0;
        for (pos, it) in sk.items.iter().enumerate() {
            if pos - start >= budget.max(1) {
                out.push(std::mem::take(&mut run));
            }
            if run.is_empty() {
                start = pos;
            }
            let Item::Effect {
                inst, args, state, ..
            } = it
            else {
                continue;
            };
            let d = &src.dfg.insts[*inst];
            let plain = match &d.attrs {
                Attrs::Mem(m) => d.opcode == Opcode::Store && !m.volatile && m.ordering.is_none(),
                _ => false,
            };
            if !plain || args.len() != 2 {
                out.push(std::mem::take(&mut run));
                continue;
            }
            let Attrs::Mem(m) = d.attrs else { continue };
            let (value, addr) = (eg.find(args[0]), eg.find(args[1]));
            let (Some(ty), Some(ptr)) = (eg[value].data.ty.val(), eg[addr].data.ty.val()) else {
                out.push(std::mem::take(&mut run));
                continue;
            };
            let (root, off) = dec.split(eg, addr);
            let prov = provenance(eg, addr);
            run.push(St {
                inst: *inst,
                state: eg.find(*state),
                value,
                addr,
                root,
                off,
                ty,
                ptr,
                attrs: m,
                prov,
            });
        }
        out.push(run);
    }
    out.retain(|r| r.len() > 1);
    out
}

/// Finds the store tiles of every run.
pub(super) fn pack_stores(
    lifted: &mut Lifted,
    src: &Body,
    cfg: &SlpConfig,
    dec: &mut Decomposer,
    allocas: &FxHashMap<Id, Inst>,
    packs: &mut Packs,
) {
    let runs = runs(lifted, src, dec, cfg.schedule_budget as usize);
    if runs.is_empty() {
        return;
    }
    let readers = state_readers(&lifted.egraph, dec);
    for run in runs {
        // Candidate lanes: packable stores, grouped by root, type, space
        // and cache semantics, in first-seen order.
        let mut groups: Vec<Vec<usize>> = Vec::new();
        let mut index: FxHashMap<(Id, Type, Type, bool), usize> = FxHashMap::default();
        for (i, s) in run.iter().enumerate() {
            if !packable(s.ty) {
                continue;
            }
            let key = (s.root, s.ty, s.ptr, s.attrs.nontemporal);
            let k = *index.entry(key).or_insert_with(|| {
                groups.push(Vec::new());
                groups.len() - 1
            });
            groups[k].push(i);
        }
        for mut g in groups {
            g.sort_by_key(|&i| run[i].off);
            if cfg.dump > 0 && g.len() > 1 {
                let offs: Vec<String> = g.iter().map(|&i| format!("{:+}", run[i].off)).collect();
                packs.dump.push_str(&format!(
                    "stores of {} to {}: [{}] (in a run of {} plain stores)\n",
                    run[g[0]].ty,
                    place(lifted, run[g[0]].root, 0).trim_end_matches("+0"),
                    offs.join(" "),
                    run.len()
                ));
            }
            // A store overwritten in the same run: keep the order as it is.
            if g.windows(2).any(|w| run[w[0]].off == run[w[1]].off) {
                continue;
            }
            let root_align = root_align(lifted, allocas, run[g[0]].root);
            let before = packs.stores.len();
            let alloca = allocas.contains_key(&run[g[0]].root);
            tile(lifted, &run, &g, &readers, root_align, alloca, cfg, packs);
            if packs.stores.len() > before {
                note_alloca(packs, allocas, run[g[0]].root);
            }
        }
    }
}

/// Why the stores of `lanes` (run positions) cannot be moved to the last
/// one's place, if they cannot.
fn blocked(run: &[St], lanes: &[usize], readers: &Readers, t: &TileFacts) -> Option<String> {
    let (first, last) = (*lanes.iter().min()?, *lanes.iter().max()?);
    let (lo, hi) = (run[lanes[0]].off, run[lanes[lanes.len() - 1]].end());
    for j in first..last {
        // The members stored so far move down past what reads this state;
        // one reader is the next store itself.
        let moved: Vec<(i64, i64)> = lanes
            .iter()
            .filter(|&&k| k <= j)
            .map(|&k| (run[k].off, run[k].end()))
            .collect();
        let reading = readers
            .get(&run[j].state)
            .map_or(0, |rs| rs.iter().filter(|r| r.may_read(t, &moved)).count());
        if reading > 1 {
            return Some("a load between them reads what they store".into());
        }
        if lanes.contains(&j) {
            continue;
        }
        let s = &run[j];
        let apart = if s.root == t.root {
            s.off >= hi || s.end() <= lo
        } else {
            (t.restrict)(s.prov)
        };
        if !apart {
            return Some("a store between them may write the same memory".into());
        }
    }
    None
}

#[allow(clippy::too_many_arguments)]
fn tile(
    lifted: &mut Lifted,
    run: &[St],
    g: &[usize],
    readers: &Readers,
    root_align: u64,
    alloca: bool,
    cfg: &SlpConfig,
    packs: &mut Packs,
) {
    let s0 = &run[g[0]];
    let (ty, root) = (s0.ty, s0.root);
    let facts: Vec<AlignFact> = g
        .iter()
        .map(|&i| member_fact(lifted, ty, run[i].addr, run[i].off, run[i].attrs.align))
        .collect();
    let offs: Vec<i64> = g.iter().map(|&i| run[i].off).collect();
    let cover = Cover {
        access: Access::Stores,
        elem: ty,
        offs: &offs,
        root_align,
        facts: &facts,
        base: place_base(lifted, root),
        wide: super::wide_root(lifted, root, cfg),
    };
    let missed = cover.run(cfg, |t| {
        // A store cannot write a lane it does not own: no gaps.
        let Tile::Full { i, lanes, chunk } = t else {
            return Err(None);
        };
        let members = &g[i..i + lanes as usize];
        let mine = run[g[0]].prov;
        let restrict = |other: Option<u32>| restrict_disjoint(&lifted.egraph, mine, other);
        let facts = TileFacts {
            root,
            alloca,
            restrict: &restrict,
        };
        if let Some(why) = blocked(run, members, readers, &facts) {
            return Err(Some(why));
        }
        let at = place(lifted, root, run[g[i]].off);
        add_store_pack(lifted, run, members, chunk, at, packs);
        Ok(members.len())
    });
    packs.remarks.extend(missed);
}

fn add_store_pack(
    lifted: &mut Lifted,
    run: &[St],
    members: &[usize],
    chunk: u64,
    at: String,
    packs: &mut Packs,
) {
    let s0 = &run[members[0]];
    let addr = address(lifted, s0.root, s0.off, s0.ptr);
    let eg = &mut lifted.egraph;
    let vty = Type::vector(s0.ty, members.len() as u32);
    let undef = eg.analysis.intern(Attrs::Const(Const::Undef));
    let mut v = eg.add(Node::new(Op::Inst(Opcode::Const, undef), vty, &[]));
    for (k, &i) in members.iter().enumerate() {
        let idx = eg.add(Node::int(Type::Int(32), k as u128));
        v = eg.add(Node::new(
            Op::Inst(Opcode::InsertElement, AttrId::NONE),
            vty,
            &[v, run[i].value, idx],
        ));
    }
    let last = *members.iter().max().unwrap_or(&members[0]);
    packs.stores.push(StorePack {
        members: members.iter().map(|&i| run[i].inst).collect(),
        last: run[last].inst,
        value: v,
        addr,
        attrs: MemAttrs {
            align: chunk as u32,
            nontemporal: s0.attrs.nontemporal,
            ..MemAttrs::default()
        },
    });
    packs.remarks.push(SlpRemark {
        access: Access::Stores,
        packed: true,
        lanes: members.len() as u32,
        width: members.len() as u32,
        elem: s0.ty,
        cost: 1 - members.len() as i64,
        at,
        why: String::new(),
    });
}
