//! Load tiles: vector loads and lane extracts added to the graph.

use dialects::analysis::DomTree;
use dialects::ir::{Attrs, Block, Body, Inst, MemAttrs, Opcode, Type};
use egg::Id;
use rustc_hash::FxHashMap;

use super::addr::{provenance, restrict_disjoint, AlignFact, Decomposer};
use super::region::Regions;
use super::{
    member_fact, note_alloca, packable, place, place_base, proven_align, root_align, Access, Cover,
    LoadPack, Packs, SlpConfig, SlpRemark, Tile,
};
use crate::lang::{AttrId, Node, Op};
use crate::lift::Lifted;
use crate::skeleton::Item;

/// One anchored load.
#[derive(Clone, Debug)]
pub(super) struct Member {
    pub class: Id,
    /// Its skeleton block and the block's place in dominator preorder.
    pub block: usize,
    pub order: usize,
    /// Position among its block's items.
    pub pos: usize,
    pub state: Id,
    pub addr: Id,
    pub off: i64,
    pub attrs: MemAttrs,
}

/// Loads that may share a vector access: one region of control-equivalent
/// blocks, one root, one type, one address space, the same cache
/// semantics.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
struct Key {
    region: Block,
    root: Id,
    ty: Type,
    ptr: Type,
    invariant: bool,
    nontemporal: bool,
}

/// An effect of a block: its position and, for a plain store, its root
/// and byte range, and whether the root is an alloca.
struct Effect {
    pos: usize,
    store: Option<(Id, i64, i64)>,
    to_alloca: bool,
    /// The parameter a plain store's address derives from.
    prov: Option<u32>,
}

/// The loads, grouped by [`Key`] in first-seen order, and each block's
/// effects.
struct Gathered {
    groups: Vec<(Key, Vec<Member>)>,
    effects: Vec<Vec<Effect>>,
}

/// A plain store's root and byte range.
fn store_range(
    lifted: &Lifted,
    src: &Body,
    dec: &mut Decomposer,
    it: &Item,
) -> Option<(Id, i64, i64)> {
    let eg = &lifted.egraph;
    let Item::Effect { inst, args, .. } = it else {
        return None;
    };
    let d = &src.dfg.insts[*inst];
    let Attrs::Mem(m) = &d.attrs else { return None };
    if d.opcode != Opcode::Store || m.volatile || m.ordering.is_some() || args.len() != 2 {
        return None;
    }
    let size = eg[args[0]].data.ty.val()?.store_size() as i64;
    let (root, off) = dec.split(eg, args[1]);
    Some((root, off, off + size))
}

/// The anchored, plain loads of each block and the block's effects.
fn gather(
    lifted: &Lifted,
    src: &Body,
    dec: &mut Decomposer,
    allocas: &FxHashMap<Id, Inst>,
) -> Gathered {
    let eg = &lifted.egraph;
    let dt = DomTree::new(src);
    let order: FxHashMap<Block, usize> = dt
        .preorder()
        .iter()
        .enumerate()
        .map(|(k, &b)| (b, k))
        .collect();
    let mut forwarded: FxHashMap<Id, bool> = FxHashMap::default();
    for &(c, value) in &lifted.forwarded {
        *forwarded.entry(eg.find(c)).or_default() |= value;
    }
    let mut anchors: FxHashMap<Id, usize> = FxHashMap::default();
    for it in lifted.skeleton.blocks.iter().flat_map(|b| &b.items) {
        if let Item::Anchor { class, .. } = it {
            *anchors.entry(eg.find(*class)).or_default() += 1;
        }
    }
    let mut regions = Regions::default();
    let mut index: FxHashMap<Key, usize> = FxHashMap::default();
    let mut groups: Vec<(Key, Vec<Member>)> = Vec::new();
    let mut effects = Vec::new();
    for (bi, sk) in lifted.skeleton.blocks.iter().enumerate() {
        let mut fx = Vec::new();
        for (pos, it) in sk.items.iter().enumerate() {
            if matches!(it, Item::Effect { .. }) {
                let store = store_range(lifted, src, dec, it);
                let prov = match (store, it) {
                    (Some(_), Item::Effect { args, .. }) => provenance(eg, args[1]),
                    _ => None,
                };
                fx.push(Effect {
                    pos,
                    store,
                    to_alloca: store.is_some_and(|(r, _, _)| allocas.contains_key(&r)),
                    prov,
                });
            }
            let Item::Anchor { inst, class, value } = it else {
                continue;
            };
            let d = &src.dfg.insts[*inst];
            let Attrs::Mem(m) = &d.attrs else { continue };
            let ty = src.dfg.value_type(*value);
            if d.opcode != Opcode::Load || m.volatile || m.ordering.is_some() || !packable(ty) {
                continue;
            }
            let class = eg.find(*class);
            // A load `forward` gave a stored value is no load; one it let
            // read past other stores may share its class with a load
            // elsewhere, and a vector load computed there would read the
            // other lanes there.
            match forwarded.get(&class) {
                Some(true) => continue,
                Some(false) if anchors.get(&class).copied().unwrap_or(0) > 1 => continue,
                _ => {}
            }
            // The node as lifted: the state where the load stands (its
            // class may also read earlier states, `forward`).
            let Some(n) = lifted.load_nodes.get(inst).filter(|n| n.args.len() == 2) else {
                continue;
            };
            let (state, addr) = (eg.find(n.args[0]), eg.find(n.args[1]));
            let Some(ptr) = eg[addr].data.ty.val() else {
                continue;
            };
            let (root, off) = dec.split(eg, addr);
            let key = Key {
                region: regions.leader(&dt, sk.block),
                root,
                ty,
                ptr,
                invariant: m.invariant,
                nontemporal: m.nontemporal,
            };
            let k = *index.entry(key).or_insert_with(|| {
                groups.push((key, Vec::new()));
                groups.len() - 1
            });
            groups[k].1.push(Member {
                class,
                block: bi,
                order: order.get(&sk.block).copied().unwrap_or(usize::MAX),
                pos,
                state,
                addr,
                off,
                attrs: *m,
            });
        }
        effects.push(fx);
    }
    Gathered { groups, effects }
}

/// How many effects or loads a segment may span: bounds the checks on
/// huge unrolled blocks.
const SEGMENT_SPAN: usize = 64;

/// The members (in block order) cut where an effect between them might
/// write what a later one reads: any effect but a plain store of the same
/// root to bytes no later member reads. A vector load at the earliest
/// member of a segment reads every lane's value as its own load would.
fn segments(
    members: &[Member],
    effects: &[Vec<Effect>],
    key: &Key,
    restrict: &dyn Fn(Option<u32>) -> bool,
    budget: usize,
) -> Vec<Vec<Member>> {
    let (root, size) = (key.root, key.ty.store_size() as i64);
    // A store into an alloca cannot write global, shared or constant
    // memory.
    let elsewhere = !matches!(key.ptr, Type::Ptr(0 | 5));
    let mut ms = members.to_vec();
    ms.sort_by_key(|m| (m.order, m.pos));
    let mut out: Vec<Vec<Member>> = Vec::new();
    let mut cur: Vec<Member> = Vec::new();
    for m in ms {
        let joins = match cur.first() {
            None => true,
            _ if cur.len() >= SEGMENT_SPAN => false,
            // `-slp-schedule-budget`: the scheduling region's size.
            Some(first) if m.block == first.block && m.pos - first.pos >= budget.max(1) => false,
            // Across blocks (of one region): only loads of one memory
            // state, so that nothing at all runs between them.
            Some(_) if cur.iter().any(|x| x.block != m.block) => {
                cur.iter().all(|x| x.state == m.state)
            }
            Some(first) => {
                // Effects are in block order: the ones strictly between.
                let fx = &effects[m.block];
                let lo = fx.partition_point(|e| e.pos <= first.pos);
                let hi = fx.partition_point(|e| e.pos < m.pos);
                let between: Vec<&Effect> = fx[lo..hi.max(lo)].iter().collect();
                between.len() < SEGMENT_SPAN
                    && between.iter().all(|e| match e.store {
                        Some(_) if e.to_alloca && elsewhere => true,
                        Some(_) if restrict(e.prov) => true,
                        // Loads before the store read their lanes before
                        // it too; the ones after must not see it.
                        Some((r, lo, hi)) => {
                            r == root
                                && cur
                                    .iter()
                                    .chain([&m])
                                    .filter(|x| x.pos > e.pos)
                                    .all(|x| hi <= x.off || lo >= x.off + size)
                        }
                        None => false,
                    })
            }
        };
        if !joins {
            out.push(std::mem::take(&mut cur));
        }
        cur.push(m);
    }
    if !cur.is_empty() {
        out.push(cur);
    }
    out
}

/// The alignment each member proves at its own address.
pub(super) fn facts(lifted: &Lifted, ty: Type, members: &[Member]) -> Vec<AlignFact> {
    members
        .iter()
        .map(|m| member_fact(lifted, ty, m.addr, m.off, m.attrs.align))
        .collect()
}

/// The address `root + off` as a class.
pub(super) fn address(lifted: &mut Lifted, root: Id, off: i64, ptr: Type) -> Id {
    if off == 0 {
        return root;
    }
    let eg = &mut lifted.egraph;
    let k = eg.add(Node::int(Type::Int(64), off as u64 as u128));
    eg.add(Node::new(
        Op::Inst(Opcode::PtrAdd, AttrId::NONE),
        ptr,
        &[root, k],
    ))
}

/// The most items between two members of one block.
fn span(members: &[Member]) -> usize {
    let mut lo: FxHashMap<usize, (usize, usize)> = FxHashMap::default();
    for m in members {
        let e = lo.entry(m.block).or_insert((m.pos, m.pos));
        e.0 = e.0.min(m.pos);
        e.1 = e.1.max(m.pos);
    }
    lo.values().map(|(a, b)| b - a).max().unwrap_or(0)
}

/// Finds the load tiles and adds their vector loads.
pub(super) fn pack_loads(
    lifted: &mut Lifted,
    src: &Body,
    cfg: &SlpConfig,
    dec: &mut Decomposer,
    allocas: &FxHashMap<Id, Inst>,
    packs: &mut Packs,
) {
    let g = gather(lifted, src, dec, allocas);
    for (key, members) in g.groups {
        let mine = provenance(&lifted.egraph, key.root);
        let restrict = |other: Option<u32>| restrict_disjoint(&lifted.egraph, mine, other);
        let segs = segments(
            &members,
            &g.effects,
            &key,
            &restrict,
            cfg.schedule_budget as usize,
        );
        if segs.len() > 1 {
            let why = if members.len() > 1 && span(&members) >= cfg.schedule_budget as usize {
                format!(
                    "they lie further apart than -slp-schedule-budget ({} items), or a store between them may write the memory they read",
                    cfg.schedule_budget
                )
            } else {
                "a store between them may write the memory they read".to_string()
            };
            note_split_by_stores(lifted, &key, &segs, packs, &why);
        }
        if cfg.dump > 0 && members.len() > 1 {
            let segs_text: Vec<String> = segs
                .iter()
                .map(|sg| {
                    let offs: Vec<String> = sg.iter().map(|m| format!("{:+}", m.off)).collect();
                    format!("[{}]", offs.join(" "))
                })
                .collect();
            let split = if segs.len() > 1 {
                " (split by stores that may write a later one)"
            } else {
                ""
            };
            packs.dump.push_str(&format!(
                "loads of {} from {}: {}{split}\n",
                key.ty,
                place(lifted, key.root, 0).trim_end_matches("+0"),
                segs_text.join(" "),
            ));
        }
        for mut ms in segs {
            ms.sort_by_key(|m| (m.off, m.order, m.pos));
            ms.dedup_by_key(|m| m.off);
            let root_align = root_align(lifted, allocas, key.root);
            let before = packs.loads.len();
            tile(lifted, &key, &ms, root_align, cfg, packs);
            if packs.loads.len() > before {
                note_alloca(packs, allocas, key.root);
            }
        }
    }
}

/// Adjacent loads of one root in different segments (an effect between
/// them may write what they read): one missed remark per group.
fn note_split_by_stores(
    lifted: &Lifted,
    key: &Key,
    segs: &[Vec<Member>],
    packs: &mut Packs,
    why: &str,
) {
    let size = key.ty.store_size() as i64;
    // Offset -> the segments holding a load of it (linear, for the huge
    // groups of fully unrolled loops).
    let mut at: FxHashMap<i64, Vec<usize>> = FxHashMap::default();
    for (k, s) in segs.iter().enumerate() {
        for m in s {
            at.entry(m.off).or_default().push(k);
        }
    }
    for (k, s) in segs.iter().enumerate() {
        for a in s {
            let split = at
                .get(&(a.off + size))
                .is_some_and(|ks| ks.iter().any(|&j| j != k));
            if split {
                packs.remarks.push(SlpRemark {
                    access: Access::Loads,
                    packed: false,
                    lanes: 2,
                    width: 2,
                    elem: key.ty,
                    cost: -1,
                    at: place(lifted, key.root, a.off),
                    why: why.to_string(),
                });
                return;
            }
        }
    }
}

/// Covers sorted, distinct-offset members with the widest proven chunks.
fn tile(
    lifted: &mut Lifted,
    key: &Key,
    ms: &[Member],
    root_align: u64,
    cfg: &SlpConfig,
    packs: &mut Packs,
) {
    let size = key.ty.store_size();
    let facts = facts(lifted, key.ty, ms);
    let offs: Vec<i64> = ms.iter().map(|m| m.off).collect();
    let cover = Cover {
        access: Access::Loads,
        elem: key.ty,
        offs: &offs,
        root_align,
        facts: &facts,
        base: place_base(lifted, key.root),
        wide: super::wide_root(lifted, key.root, cfg),
    };
    let missed = cover.run(cfg, |t| {
        let (start, width, members): (i64, u32, Vec<(u32, Member)>) = match t {
            Tile::Full { i, lanes, .. } => (
                ms[i].off,
                lanes,
                (0..lanes as usize)
                    .map(|l| (l as u32, ms[i + l].clone()))
                    .collect(),
            ),
            Tile::Gap { i, chunk } => {
                let g = gap_tile(ms, i, size, chunk, root_align, &facts, cfg).ok_or(None)?;
                let members = g.lanes.iter().map(|&(l, k)| (l, ms[k].clone())).collect();
                (g.start, 4, members)
            }
        };
        let at = place(lifted, key.root, start);
        add_vector_load(lifted, key, &members, start, width, packs, at);
        Ok(members.len())
    });
    packs.remarks.extend(missed);
}

/// Three lanes of a four-lane chunk, the chunk's start and, per member,
/// its lane and index.
struct Gap {
    start: i64,
    lanes: Vec<(u32, usize)>,
}

/// A `.v4` chunk with one lane no member reads, starting at member `i` or
/// one element before it, when the whole chunk's alignment is proven. The unused
/// lane lies in the same aligned chunk as the others: memory is mapped
/// in far larger aligned units, so reading it cannot fault (LLVM's
/// load/store vectorizer fills such gaps for NVPTX too). Loads only: a
/// store cannot write a lane it does not own.
fn gap_tile(
    ms: &[Member],
    i: usize,
    size: u64,
    chunk: u64,
    root_align: u64,
    facts: &[AlignFact],
    cfg: &SlpConfig,
) -> Option<Gap> {
    let size_i = size as i64;
    // Three loads become one.
    if -2 > -cfg.threshold {
        return None;
    }
    for start in [ms[i].off, ms[i].off - size_i] {
        let lanes: Vec<(u32, usize)> = (i..ms.len())
            .take_while(|&k| ms[k].off < start + chunk as i64)
            .filter(|&k| (ms[k].off - start) % size_i == 0)
            .map(|k| (((ms[k].off - start) / size_i) as u32, k))
            .collect();
        let contiguous = lanes.iter().enumerate().all(|(j, &(_, k))| k == i + j);
        if lanes.len() == 3 && contiguous && proven_align(root_align, start, facts) >= chunk {
            return Some(Gap { start, lanes });
        }
    }
    None
}

fn add_vector_load(
    lifted: &mut Lifted,
    key: &Key,
    lanes: &[(u32, Member)],
    start: i64,
    width: u32,
    packs: &mut Packs,
    at: String,
) {
    // The earliest lane's state: the vector load runs at the first anchor.
    let first = lanes
        .iter()
        .map(|(_, m)| m)
        .min_by_key(|m| (m.order, m.pos))
        .unwrap_or(&lanes[0].1);
    let addr = address(lifted, key.root, start, key.ptr);
    let attrs = MemAttrs {
        align: (key.ty.store_size() * u64::from(width)) as u32,
        invariant: key.invariant,
        nontemporal: key.nontemporal,
        ..MemAttrs::default()
    };
    let eg = &mut lifted.egraph;
    let a = eg.analysis.intern(Attrs::Mem(attrs));
    let vty = Type::vector(key.ty, width);
    let v = eg.add(Node::new(
        Op::Inst(Opcode::Load, a),
        vty,
        &[first.state, addr],
    ));
    let mut classes = Vec::new();
    for (k, m) in lanes {
        let idx = eg.add(Node::int(Type::Int(32), u128::from(*k)));
        let e = eg.add(Node::new(
            Op::Inst(Opcode::ExtractElement, AttrId::NONE),
            key.ty,
            &[v, idx],
        ));
        eg.union(m.class, e);
        classes.push(m.class);
    }
    packs.remarks.push(SlpRemark {
        access: Access::Loads,
        packed: true,
        lanes: lanes.len() as u32,
        width,
        elem: key.ty,
        cost: 1 - lanes.len() as i64,
        at,
        why: String::new(),
    });
    packs.loads.push(LoadPack {
        vector: v,
        lanes: classes,
        remark: packs.remarks.len() - 1,
    });
}
