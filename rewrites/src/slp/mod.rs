//! The `slp` rule set (seed 004): adjacent loads and stores become one
//! `.v2`/`.v4` access.
//!
//! Loads are rules in the usual sense: for a tile of loads that read one
//! memory state in one block, at constant offsets from one root pointer
//! covering a 64- or 128-bit chunk whose alignment is proven, the graph
//! gets a vector load and each lane's class gets `extractelement (vector
//! load) k`. The extractor then chooses, per lane, the scalar load or the
//! lane of the vector one ([`crate::cost`] shares a vector access's cost
//! among its lanes), and the runner keeps the packing only if it does not
//! lose occupancy.
//!
//! Stores are effects, kept by the skeleton in order, so a tile of stores
//! is recorded as a [`StorePack`]: the packed value (an `insertelement`
//! chain in the graph, extracted like any value) stored at the last
//! member's place, the other members dropped. That moves earlier stores
//! down, so it is allowed only when nothing reads the memory states in
//! between and every store in between is to a disjoint range of the same
//! root.
//!
//! Alignment is never assumed: it comes from the root's alignment
//! (parameter `align`, globals, known low bits of offsets) and from the
//! `align` of the members themselves, which all execute when any does (one
//! block, one memory state). A misaligned vector access faults on the GPU.

mod addr;
mod arith;
mod loads;
mod reduce;
mod region;
mod stores;

use dialects::ir::{Body, Inst, MemAttrs, Opcode, Type};
use egg::Id;
use rustc_hash::{FxHashMap, FxHashSet};

pub use addr::{proven_align, provenance, restrict_disjoint, AlignFact, Decomposer};
pub use arith::{packed_op, PackedKind};

use crate::analysis::{canonical, Graph};
use crate::extract::Choices;
use crate::lang::Node;
use crate::lift::Lifted;
use crate::skeleton::Item;

/// The knobs of seed 004 the rule set reads.
#[derive(Clone, Debug)]
pub struct SlpConfig {
    /// `-slp-threshold`: pack when the cost (memory instructions after
    /// minus before) is at most `-threshold`.
    pub threshold: i64,
    /// `-slp-max-reg-size`: the widest chunk, in bits.
    pub max_reg_bits: u32,
    /// `-slp-max-vf`: the most lanes (0: what PTX allows).
    pub max_vf: u32,
    /// `-dump-slp`: 1 prints the groups of adjacent accesses considered
    /// and every tile's decision.
    pub dump: u32,
    /// `-slp-vectorize-hor`: horizontal reductions.
    pub hor: bool,
    /// `-slp-vectorize-hor-store`: a reduction whose value is only stored
    /// is tried even when other stores to its object share the block.
    pub hor_store: bool,
    /// `-slp-min-tree-size`: the fewest lanes a reduction tree packs.
    pub min_tree_size: u32,
    /// `-slp-recursion-max-depth`: how deep a reduction tree is gathered.
    pub max_depth: u32,
    /// `-slp-min-reg-size`: the fewest bits a reduction's lanes fill.
    pub min_reg_bits: u32,
    /// `-slp-schedule-budget`: the most items of a block one tile spans.
    pub schedule_budget: u32,
    /// The target's SM number (`80` for sm_80): which packed arithmetic
    /// forms exist (0: none).
    pub sm: u32,
}

impl Default for SlpConfig {
    fn default() -> Self {
        SlpConfig {
            threshold: 0,
            max_reg_bits: 128,
            max_vf: 0,
            dump: 0,
            hor: true,
            hor_store: false,
            min_tree_size: 3,
            max_depth: 12,
            min_reg_bits: 128,
            schedule_budget: 100_000,
            sm: 80,
        }
    }
}

/// A tile of stores packed into one vector store.
#[derive(Clone, Debug)]
pub struct StorePack {
    /// The members' source instructions, lane order.
    pub members: Vec<Inst>,
    /// The member stored last in program order: the vector store's place.
    pub last: Inst,
    /// The class of the packed value.
    pub value: Id,
    /// The class of the chunk's address.
    pub addr: Id,
    /// The vector store's attributes.
    pub attrs: MemAttrs,
}

/// A vector load the rules added, or a packed operation of a tree (see
/// `arith.rs`).
#[derive(Clone, Debug)]
pub struct LoadPack {
    /// Its class.
    pub vector: Id,
    /// The lanes' classes, lane order.
    pub lanes: Vec<Id>,
    /// Index of its remark in [`Packs::remarks`].
    pub remark: usize,
}

/// What kind of access a remark is about.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Access {
    /// Loads.
    Loads,
    /// Stores.
    Stores,
    /// A horizontal reduction over loaded lanes.
    Reduction,
    /// A tree of packed 16-bit float operations feeding a store.
    Tree,
}

/// One packing decision, in the words of seed 004's remarks.
#[derive(Clone, Debug)]
pub struct SlpRemark {
    /// Loads or stores.
    pub access: Access,
    /// True when the tile was packed.
    pub packed: bool,
    /// Lanes of the tile the program reads or writes.
    pub lanes: u32,
    /// Lanes of the vector access (more than `lanes` when a load reads an
    /// unused lane of an aligned chunk).
    pub width: u32,
    /// Element type.
    pub elem: Type,
    /// Memory instructions after minus before.
    pub cost: i64,
    /// Where: the first lane's address as `name+offset`.
    pub at: String,
    /// Why not, when not packed.
    pub why: String,
}

impl SlpRemark {
    /// The remark's message.
    pub fn message(&self) -> String {
        let what = match self.access {
            Access::Tree => {
                let tile = format!(
                    "{} x <2 x {}> operations computing {}",
                    self.lanes, self.elem, self.at
                );
                return if self.packed {
                    format!(
                        "SLP vectorized with cost {} and with tree size {} ({tile})",
                        self.cost, self.lanes
                    )
                } else {
                    format!("Cannot SLP vectorize list: {tile}: {}", self.why)
                };
            }
            Access::Loads => "loads",
            Access::Stores => "stores",
            Access::Reduction => {
                let tile = format!(
                    "{} x {} operands, {} of them loaded lanes, at {}",
                    self.lanes, self.elem, self.width, self.at
                );
                return if self.packed {
                    format!(
                        "Vectorized horizontal reduction with cost {} and with tree size {} ({tile})",
                        self.cost, self.lanes
                    )
                } else if self.why.starts_with("HorSLPNotBeneficial") {
                    format!("{} ({tile})", self.why)
                } else {
                    format!(
                        "Cannot SLP vectorize list: horizontal reduction ({tile}): {}",
                        self.why
                    )
                };
            }
        };
        let mut tile = format!("{} x {} {what} at {}", self.lanes, self.elem, self.at);
        if self.width > self.lanes {
            tile += &format!(
                " in one .v{} ({} lane unused)",
                self.width,
                self.width - self.lanes
            );
        }
        match (self.packed, self.access) {
            (true, Access::Stores) => format!(
                "Stores SLP vectorized with cost {} and with tree size {} ({tile})",
                self.cost, self.lanes
            ),
            (true, Access::Loads | Access::Reduction | Access::Tree) => format!(
                "SLP vectorized with cost {} and with tree size {} ({tile})",
                self.cost, self.lanes
            ),
            (false, _) => format!("Cannot SLP vectorize list: {tile}: {}", self.why),
        }
    }
}

/// The candidates the rule set found in one function.
#[derive(Clone, Debug, Default)]
pub struct Packs {
    /// Vector loads in the graph.
    pub loads: Vec<LoadPack>,
    /// Packed operations of store-seeded trees.
    pub trees: Vec<LoadPack>,
    /// Store tiles.
    pub stores: Vec<StorePack>,
    /// Decisions (a load tile's is final once extraction has chosen).
    pub remarks: Vec<SlpRemark>,
    /// Allocas a tile relies on being 16-byte aligned (warpsat lays out
    /// the local depot, so it can give them that alignment).
    pub raise: Vec<Inst>,
    /// `-dump-slp` text: the groups considered.
    pub dump: String,
    /// Nodes extraction must not choose: the source roots of reductions
    /// given a shallower form.
    pub banned: Vec<Node>,
}

/// The entry block's constant-size allocas, by result class: their slots
/// in the local depot can be aligned to a whole vector access.
pub(crate) fn allocas(lifted: &Lifted, src: &Body) -> FxHashMap<Id, Inst> {
    let eg = &lifted.egraph;
    let mut out = FxHashMap::default();
    let Some(entry) = lifted.skeleton.blocks.first() else {
        return out;
    };
    for it in &entry.items {
        if let Item::Effect {
            inst,
            args,
            result: Some((class, _)),
            ..
        } = it
        {
            let constant = args.first().is_some_and(|&a| eg[a].data.int().is_some());
            if src.dfg.insts[*inst].opcode == Opcode::Alloca && constant {
                out.insert(eg.find(*class), *inst);
            }
        }
    }
    out
}

/// The alignment to count on at `root`: the analysis's, or 16 bytes for an
/// alloca (recorded in `raise` when a tile uses it).
pub(crate) fn root_align(lifted: &Lifted, allocas: &FxHashMap<Id, Inst>, root: Id) -> u64 {
    let known = lifted.egraph[root]
        .data
        .ptr
        .map_or(1, |p| u64::from(p.align));
    if allocas.contains_key(&lifted.egraph.find(root)) {
        known.max(16)
    } else {
        known
    }
}

/// Records that a tile at `root` relies on the raised alignment of its
/// alloca, if it is one.
pub(crate) fn note_alloca(packs: &mut Packs, allocas: &FxHashMap<Id, Inst>, root: Id) {
    if let Some(&i) = allocas.get(&root) {
        if !packs.raise.contains(&i) {
            packs.raise.push(i);
        }
    }
}

impl Packs {
    /// Classes extraction must also cover: the packed values and addresses
    /// of the store tiles.
    pub fn roots(&self) -> Vec<Id> {
        self.stores.iter().flat_map(|s| [s.value, s.addr]).collect()
    }

    /// The nodes every extraction must avoid (canonical operands).
    pub fn banned_nodes(&self, eg: &Graph) -> FxHashSet<Node> {
        self.banned.iter().map(|n| canonical(eg, n)).collect()
    }

    /// The vector load nodes the rules added (canonical operands), for an
    /// extraction that must not use them, and the [`Self::banned_nodes`].
    pub fn vector_nodes(&self, eg: &Graph) -> FxHashSet<Node> {
        let mut out = self.banned_nodes(eg);
        for p in &self.loads {
            for n in &eg[eg.find(p.vector)].nodes {
                if n.opcode() == Some(Opcode::Load) {
                    out.insert(canonical(eg, n));
                }
            }
        }
        for p in &self.trees {
            for n in &eg[eg.find(p.vector)].nodes {
                if n.ty.val().is_some_and(|t| t.as_vector().is_some()) && n.args.len() >= 2 {
                    out.insert(canonical(eg, n));
                }
            }
        }
        out
    }
}

/// The remarks once extraction has chosen: a load tile counts as packed
/// only when every lane reads the vector load.
pub fn decided(lifted: &Lifted, packs: &Packs, choices: &Choices) -> Vec<SlpRemark> {
    let eg = &lifted.egraph;
    let mut out = packs.remarks.clone();
    for p in packs.loads.iter().chain(&packs.trees) {
        if p.remark == usize::MAX {
            continue;
        }
        let v = eg.find(p.vector);
        let chosen = p.lanes.iter().all(|&l| {
            choices.get(eg, l).is_some_and(|n| {
                n.opcode() == Some(Opcode::ExtractElement) && eg.find(n.args[0]) == v
            })
        });
        if !chosen {
            let r = &mut out[p.remark];
            r.packed = false;
            r.why = if r.access == Access::Tree {
                "the extractor kept the scalar operations".into()
            } else {
                "the extractor kept the scalar loads".into()
            };
        }
    }
    out
}

/// Scalar types a vector access can hold: PTX has `.v2`/`.v4` of 8-, 16-, 32-
/// and 64-bit integers and floats up to 128 bits, and from sm_100 the
/// 256-bit `.v8` of 32-bit and `.v4` of 64-bit elements to `.global` (PTX
/// ISA 9.1 §9.7.9.8, `../shared/gpu`).
fn packable(t: Type) -> bool {
    matches!(
        t,
        Type::Int(8 | 16 | 32 | 64) | Type::F16 | Type::BF16 | Type::F32 | Type::F64
    )
}

/// Whether accesses at `root` may use the 256-bit forms: global memory on
/// sm_100 or later, with `-slp-max-reg-size` at its default or above (a
/// smaller setting bounds the accesses).
pub(crate) fn wide_root(lifted: &Lifted, root: Id, cfg: &SlpConfig) -> bool {
    cfg.sm >= 100
        && cfg.max_reg_bits >= 128
        && lifted.egraph[root].data.ty.val() == Some(Type::Ptr(1))
}

/// The chunk sizes (bytes) and lane counts to try for elements of
/// `size` bytes, widest first: 256-bit chunks where `wide` (see
/// [`wide_root`]), 128- and 64-bit chunks, and for 8- and 16-bit elements
/// the 32- and 16-bit ones (`uchar4`, `half2`, `short2` fields:
/// `ld.v4.u8`, `ld.v2.b16`).
fn chunk_sizes(size: u64, cfg: &SlpConfig, wide: bool) -> Vec<(u64, u32)> {
    [32u64, 16, 8, 4, 2]
        .into_iter()
        .filter(|&c| {
            if c == 32 {
                wide
            } else {
                c * 8 <= u64::from(cfg.max_reg_bits)
            }
        })
        .filter_map(|c| {
            let lanes = (c / size) as u32;
            let legal = if c == 32 {
                matches!((size, lanes), (4, 8) | (8, 4))
            } else {
                matches!(lanes, 2 | 4)
            };
            (c % size == 0 && legal && (cfg.max_vf == 0 || lanes <= cfg.max_vf))
                .then_some((c, lanes))
        })
        .collect()
}

/// A tile the tiler proposes to its caller.
#[derive(Copy, Clone, Debug)]
pub(super) enum Tile {
    /// `lanes` members from member `i`, contiguous, aligned and within
    /// the threshold.
    Full { i: usize, lanes: u32, chunk: u64 },
    /// A four-lane chunk of `chunk` bytes at or just before member `i` that
    /// the members do not fill.
    Gap { i: usize, chunk: u64 },
}

/// What the caller did with a [`Tile`]: packed `n` members, refused it
/// (`Some(why)`), or found it does not apply (`None`: a gap it cannot use).
pub(super) type Taken = Result<usize, Option<String>>;

/// The alignment the members' own accesses prove (`align` 0 is the type's
/// ABI alignment), or the address class's analysis where that says more.
pub(super) fn member_fact(lifted: &Lifted, ty: Type, addr: Id, off: i64, align: u32) -> AlignFact {
    let own = if align == 0 {
        ty.abi_align()
    } else {
        u64::from(align)
    };
    let known = lifted.egraph[addr]
        .data
        .ptr
        .map_or(1, |p| u64::from(p.align));
    AlignFact {
        offset: off,
        align: own.max(known),
    }
}

/// What one group of accesses is tiled with.
pub(super) struct Cover<'a> {
    /// Loads or stores.
    pub access: Access,
    /// Element type.
    pub elem: Type,
    /// Distinct member offsets, ascending.
    pub offs: &'a [i64],
    /// The root's alignment (see [`root_align`]).
    pub root_align: u64,
    /// The members' alignment facts.
    pub facts: &'a [AlignFact],
    /// The root's readable name (see [`place`]).
    pub base: String,
    /// Whether the 256-bit forms apply (see [`wide_root`]).
    pub wide: bool,
}

impl Cover<'_> {
    /// Covers the members with the widest chunks that are contiguous,
    /// proven aligned and within `-slp-threshold`, left to right, offering
    /// each to `take`; returns one remark per tile not packed (positions a
    /// reported tile covers stay quiet).
    pub fn run(&self, cfg: &SlpConfig, mut take: impl FnMut(Tile) -> Taken) -> Vec<SlpRemark> {
        let size = self.elem.store_size();
        let offs = self.offs;
        let mut out = Vec::new();
        let (mut i, mut quiet) = (0, 0);
        while i < offs.len() {
            let mut took = 0;
            let mut missed: Option<SlpRemark> = None;
            for (chunk, lanes) in chunk_sizes(size, cfg, self.wide) {
                let n = lanes as usize;
                let contiguous = i + n <= offs.len()
                    && (0..n).all(|k| offs[i + k] == offs[i] + (k as u64 * size) as i64);
                if !contiguous {
                    if let (4, Ok(t)) = (lanes, take(Tile::Gap { i, chunk })) {
                        took = t;
                        break;
                    }
                    continue;
                }
                let cost = 1 - i64::from(lanes);
                let align = proven_align(self.root_align, offs[i], self.facts);
                let why = if align < chunk {
                    format!("alignment {align} proven, {chunk} needed")
                } else if cost > -cfg.threshold {
                    format!(
                        "not beneficial: cost {cost} above -slp-threshold {}",
                        -cfg.threshold
                    )
                } else {
                    match take(Tile::Full { i, lanes, chunk }) {
                        Ok(t) => {
                            took = t;
                            break;
                        }
                        Err(why) => why.unwrap_or_default(),
                    }
                };
                missed.get_or_insert(SlpRemark {
                    access: self.access,
                    packed: false,
                    lanes,
                    width: lanes,
                    elem: self.elem,
                    cost,
                    at: format!("{}{:+}", self.base, offs[i]),
                    why,
                });
            }
            if took > 0 {
                i += took;
            } else {
                if let Some(r) = missed.filter(|_| i >= quiet) {
                    quiet = i + r.lanes as usize;
                    out.push(r);
                }
                i += 1;
            }
        }
        out
    }
}

/// A readable name for a root class: its source name, else the named
/// pointer it is a variable offset from (`%p[...]`).
fn place_base(lifted: &Lifted, root: Id) -> String {
    let eg = &lifted.egraph;
    let name = |c: Id| lifted.names.get(&eg.find(c)).map(|n| format!("%{n}"));
    name(root)
        .or_else(|| {
            eg[root].nodes.iter().find_map(|n| {
                (n.opcode() == Some(Opcode::PtrAdd))
                    .then(|| name(n.args[0]).map(|b| format!("{b}[...]")))
                    .flatten()
            })
        })
        .unwrap_or_else(|| "a pointer".to_string())
}

/// `name+offset` for a root class.
fn place(lifted: &Lifted, root: Id, off: i64) -> String {
    format!("{}{off:+}", place_base(lifted, root))
}

/// Runs the rule set on a saturated graph: adds vector loads and lane
/// extracts, and finds the store tiles.
pub fn pack(lifted: &mut Lifted, src: &Body, cfg: &SlpConfig) -> Packs {
    let mut packs = Packs::default();
    let mut dec = Decomposer::default();
    let allocas = allocas(lifted, src);
    loads::pack_loads(lifted, src, cfg, &mut dec, &allocas, &mut packs);
    stores::pack_stores(lifted, src, cfg, &mut dec, &allocas, &mut packs);
    arith::pack_trees(lifted, cfg, &mut packs);
    reduce::reduce(lifted, cfg, &mut packs);
    lifted.egraph.rebuild();
    packs
}
