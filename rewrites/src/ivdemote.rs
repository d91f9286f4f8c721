//! IV demotion (seed 000's `remat-iv`): a 64-bit loop-header parameter
//! whose values provably fit 32 bits gets a 32-bit companion, and the
//! extractor decides which of the two the loop carries.
//!
//! The proof is an induction over the loop: every value entering the
//! header from outside lies in a known range; every back edge carries
//! `p + step` (`step > 0`, the same constant on every latch); one block
//! that dominates every latch leaves the loop unless `x < b`, `x <= b` or
//! (step 1, with the bound above the start on entry) `x != b` holds, where
//! `x` is `p` or `p + step` and `b` a loop-invariant bound of known range
//! (a constant, or the extension of a narrower value, refined by the
//! guards that dominate the loop entry). The header values then lie in
//! `[lo, hi]` and the incremented ones in `[lo + step, hi + step]`; when
//! both fit `i32` (seed: `(val + 0x80000000) <= 0xFFFFFFFF`) the wide value
//! is `sext` of its truncation, when both fit `u32` it is `zext` of it.
//!
//! Mechanics: before lifting, the header gets an `i32` parameter
//! (`newBaseIV`) fed with `trunc` of the wide parameter's incoming values
//! (`demoteIV`), which is exact whatever the range. After lifting, the
//! proven facts are unions: the wide parameter's class holds
//! `ext(newBaseIV)`, each back-edge value's class `ext(trunc(next))`,
//! `trunc(next)` is `newBaseIV + step`. With the `ivdemote` rules
//! (comparisons of two extensions compare the narrow values) the extractor
//! can express the loop with either parameter; the runner extracts both
//! ways and the elaborator drops the parameter not carried.

use cost::loops::{add_const, Loop, LoopNest};
use dialects::analysis::dom::DomTree;
use dialects::ir::{Attrs, Block, Body, IntFlags, IntPred, Opcode, Type, Value};
use egg::Id;

use crate::lang::Node;
use crate::lift::{node_op, Lifted};

/// How the wide value is rebuilt from the narrow one.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Ext {
    /// Values in `[-2^31, 2^31)`.
    Sext,
    /// Values in `[0, 2^32)`.
    Zext,
}

impl Ext {
    fn opcode(self) -> Opcode {
        match self {
            Ext::Sext => Opcode::SExt,
            Ext::Zext => Opcode::ZExt,
        }
    }

    /// The LLVM instruction name.
    pub fn name(self) -> &'static str {
        match self {
            Ext::Sext => "sext",
            Ext::Zext => "zext",
        }
    }
}

/// A demotable induction variable.
#[derive(Clone, Debug)]
pub struct Iv {
    /// Its loop header.
    pub header: Block,
    /// The wide parameter's position.
    pub idx: usize,
    /// The narrow companion's position (set by [`add_narrow_params`]).
    pub narrow: usize,
    /// The constant increment.
    pub step: i128,
    /// How the wide value can be rebuilt (both when the range allows).
    pub exts: Vec<Ext>,
    /// Range of the header values.
    pub range: (i128, i128),
    /// Sources of the back edges.
    pub latches: Vec<Block>,
}

/// An integer interval of mathematical values.
type Range = (i128, i128);

const I32: Range = (-(1 << 31), (1 << 31) - 1);
const U32: Range = (0, (1 << 32) - 1);

fn within(r: Range, of: Range) -> bool {
    r.0 >= of.0 && r.1 <= of.1
}

/// The constant `v` holds, sign-extended from its width.
fn const_of(body: &Body, v: Value) -> Option<i128> {
    cost::loops::const_of(body, v).map(|(c, _)| c)
}

/// Facts a guard gives about an `iN` value: signed and unsigned bounds.
#[derive(Copy, Clone, Debug)]
struct Narrow {
    bits: u32,
    signed: Range,
    unsigned: Range,
}

impl Narrow {
    fn new(bits: u32) -> Narrow {
        Narrow {
            bits,
            signed: (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1),
            unsigned: (0, (1i128 << bits) - 1),
        }
    }

    /// Applies `v PRED c` (holding).
    fn assume(&mut self, pred: IntPred, c: i128) {
        let uc = c & ((1i128 << self.bits) - 1);
        let (s, u) = (&mut self.signed, &mut self.unsigned);
        match pred {
            IntPred::Sgt => s.0 = s.0.max(c + 1),
            IntPred::Sge => s.0 = s.0.max(c),
            IntPred::Slt => s.1 = s.1.min(c - 1),
            IntPred::Sle => s.1 = s.1.min(c),
            IntPred::Ugt => u.0 = u.0.max(uc + 1),
            IntPred::Uge => u.0 = u.0.max(uc),
            IntPred::Ult => u.1 = u.1.min(uc - 1),
            IntPred::Ule => u.1 = u.1.min(uc),
            IntPred::Eq => {
                *s = (s.0.max(c), s.1.min(c));
                *u = (u.0.max(uc), u.1.min(uc));
            }
            IntPred::Ne if uc == 0 => u.0 = u.0.max(1),
            IntPred::Ne => {}
        }
    }

    /// The range of `zext`.
    fn zext(&self) -> Range {
        let mut r = self.unsigned;
        if self.signed.0 >= 0 {
            r = (r.0.max(self.signed.0), r.1.min(self.signed.1));
        }
        r
    }

    /// The range of `sext`.
    fn sext(&self) -> Range {
        let mut r = self.signed;
        if self.unsigned.1 < (1i128 << (self.bits - 1)) {
            r = (r.0.max(self.unsigned.0), r.1.min(self.unsigned.1));
        }
        r
    }
}

/// `icmp` operands and predicate of `cond`.
fn icmp_of(body: &Body, cond: Value) -> Option<(IntPred, Value, Value)> {
    let i = body.dfg.def_inst(cond)?;
    let d = &body.dfg.insts[i];
    let args = body.dfg.inst_args(i);
    match (&d.opcode, &d.attrs, args) {
        (Opcode::ICmp, Attrs::ICmp(p), [a, b]) => Some((*p, *a, *b)),
        _ => None,
    }
}

/// Applies what the branch ending `d` says about `n` on its edge to `s`
/// (when that edge is the only one from `d` to `s`).
fn branch_fact(body: &Body, d: Block, s: Block, n: Value, facts: &mut Narrow) {
    let Some(t) = body.terminator(d) else { return };
    let td = &body.dfg.insts[t];
    if td.opcode != Opcode::CondBr || td.succs.len() != 2 || td.succs[0].block == td.succs[1].block
    {
        return;
    }
    let Some(k) = td.succs.iter().position(|c| c.block == s) else {
        return;
    };
    let Some(&c) = body.dfg.inst_args(t).first() else {
        return;
    };
    let Some((p, a, b)) = icmp_of(body, c) else {
        return;
    };
    let p = if k == 0 { p } else { p.inverse() };
    if let (true, Some(v)) = (a == n, const_of(body, b)) {
        facts.assume(p, v);
    } else if let (true, Some(v)) = (b == n, const_of(body, a)) {
        facts.assume(p.swapped(), v);
    }
}

/// What the branches dominating the edge `from -> header` say about `n`:
/// the edge's own branch, and each dominator's branch whose taken edge is
/// the only way into the block below it.
fn guarded(body: &Body, dt: &DomTree, from: Block, header: Block, n: Value, bits: u32) -> Narrow {
    let mut facts = Narrow::new(bits);
    branch_fact(body, from, header, n, &mut facts);
    let mut below = from;
    let mut cur = dt.idom(from).filter(|&i| i != from);
    while let Some(d) = cur {
        if dt.preds(below).len() == 1 {
            branch_fact(body, d, below, n, &mut facts);
        }
        below = d;
        cur = dt.idom(d).filter(|&i| i != d);
    }
    facts
}

/// The range of a loop-invariant value on the edges into the loop.
/// A loop of a nest, with the nest's O(1) block membership.
#[derive(Copy, Clone)]
struct InLoop<'a> {
    nest: &'a LoopNest,
    index: usize,
}

impl std::ops::Deref for InLoop<'_> {
    type Target = Loop;
    fn deref(&self) -> &Loop {
        &self.nest.loops[self.index]
    }
}

impl InLoop<'_> {
    fn has(&self, b: Block) -> bool {
        self.nest.contains(self.index, b)
    }
}

fn range_at_entry(
    body: &Body,
    dt: &DomTree,
    l: InLoop<'_>,
    v: Value,
    entries: &[Block],
) -> Option<Range> {
    if const_of(body, v).is_none() {
        let i = body.dfg.def_inst(v)?;
        let b = body.layout.inst_block.get(i).copied().flatten()?;
        if l.has(b) {
            return None;
        }
    }
    let mut out: Option<Range> = None;
    for &e in entries {
        let r = range_on_edge(body, dt, e, l.header, v, 3)?;
        out = Some(out.map_or(r, |o: Range| (o.0.min(r.0), o.1.max(r.1))));
    }
    out
}

/// The range of `v` (defined before the loop) on the edge `from ->
/// header`: constants, extensions of narrow values (refined by the guards
/// on the way), and `and`, `add`, `urem`, `lshr` of those with constants,
/// `depth` levels deep.
fn range_on_edge(
    body: &Body,
    dt: &DomTree,
    from: Block,
    header: Block,
    v: Value,
    depth: u32,
) -> Option<Range> {
    if let Some(c) = const_of(body, v) {
        return Some((c, c));
    }
    let i = body.dfg.def_inst(v)?;
    let d = &body.dfg.insts[i];
    let args = body.dfg.inst_args(i);
    // Ranges are of values up to 64 bits wide (mathematical integers in
    // i128 with room to spare).
    let Type::Int(vbits @ 1..=64) = body.dfg.value_type(v) else {
        return None;
    };
    let sub = |x: Value| {
        if depth == 0 {
            None
        } else {
            range_on_edge(body, dt, from, header, x, depth - 1)
        }
    };
    let nonneg_const = |x: Value| const_of(body, x).filter(|&c| c >= 0);
    match (d.opcode, args) {
        (Opcode::ZExt | Opcode::SExt, [n]) => {
            let Type::Int(bits @ 1..=32) = body.dfg.value_type(*n) else {
                return None;
            };
            let f = guarded(body, dt, from, header, *n, u32::from(bits));
            Some(if d.opcode == Opcode::ZExt {
                f.zext()
            } else {
                f.sext()
            })
        }
        (Opcode::And, [a, b]) => {
            let c = nonneg_const(*b).or_else(|| nonneg_const(*a))?;
            Some((0, c))
        }
        (Opcode::Add, [a, b]) => {
            let (x, y) = (sub(*a)?, sub(*b)?);
            let r = (x.0 + y.0, x.1 + y.1);
            // The sum must not wrap in the value's own width.
            let half = 1i128 << (u32::from(vbits) - 1);
            (r.0 >= -half && r.1 < half).then_some(r)
        }
        (Opcode::URem, [_, b]) => {
            let c = nonneg_const(*b).filter(|&c| c > 0)?;
            Some((0, c - 1))
        }
        (Opcode::LShr, [_, b]) => {
            let k = nonneg_const(*b).filter(|&k| k >= 1 && k < i128::from(vbits))?;
            Some((0, (1i128 << (u32::from(vbits) - k as u32)) - 1))
        }
        _ => None,
    }
}

/// The demotable 64-bit header parameters of `body` at `remat-iv` level
/// `level` (seed 000: 1-2 basic, 3 extended, 4 full): from 1, counters
/// from constant starts that leave at a constant bound (`<`, `<=`); from
/// 3, starts and bounds of known range (extensions of narrower values,
/// refined by the guards before the loop); at 4, also `!=` exits of
/// counters stepping by one towards their bound.
pub fn find(body: &Body, level: u32) -> Vec<Iv> {
    if level == 0 {
        return Vec::new();
    }
    let dt = DomTree::new(body);
    let nest = LoopNest::compute(body, &dt);
    let mut out = Vec::new();
    for index in 0..nest.loops.len() {
        let l = InLoop { nest: &nest, index };
        let params = body.dfg.block_params(l.header);
        for (idx, &p) in params.iter().enumerate() {
            if body.dfg.value_type(p) != Type::Int(64) {
                continue;
            }
            if let Some(iv) = prove(body, &dt, l, idx, p, level) {
                out.push(iv);
            }
        }
    }
    out
}

/// Incoming values of parameter `idx` of `l.header`: (from outside, from
/// latches), with the outside predecessors.
fn incoming(
    body: &Body,
    dt: &DomTree,
    l: InLoop<'_>,
    idx: usize,
) -> Option<(Vec<Value>, Vec<Value>, Vec<Block>)> {
    let (mut init, mut back, mut entries) = (Vec::new(), Vec::new(), Vec::new());
    // The header's predecessors (distinct, in layout order), not the
    // whole layout: this runs per loop.
    for &b in dt.preds(l.header) {
        let Some(t) = body.terminator(b) else {
            continue;
        };
        for s in &body.dfg.insts[t].succs {
            if s.block != l.header {
                continue;
            }
            let a = *body.dfg.call_args(s).get(idx)?;
            if l.has(b) {
                back.push(a);
            } else {
                init.push(a);
                entries.push(b);
            }
        }
    }
    Some((init, back, entries))
}

fn prove(body: &Body, dt: &DomTree, l: InLoop<'_>, idx: usize, p: Value, level: u32) -> Option<Iv> {
    let (init, back, entries) = incoming(body, dt, l, idx)?;
    if init.is_empty() || back.is_empty() {
        return None;
    }
    let basic = level <= 2;
    if basic && !init.iter().all(|&v| const_of(body, v).is_some()) {
        return None;
    }
    let mut step: Option<i128> = None;
    for &v in &back {
        let (q, c) = add_const(body, v)?;
        if q != p || c <= 0 || step.is_some_and(|s| s != c) {
            return None;
        }
        step = Some(c);
    }
    let step = step?;
    let mut init_r: Option<Range> = None;
    for &v in &init {
        let r = range_at_entry(body, dt, l, v, &entries)?;
        init_r = Some(init_r.map_or(r, |o| (o.0.min(r.0), o.1.max(r.1))));
    }
    let init_r = init_r?;
    // The exit test: an exiting block dominating every latch, leaving the
    // loop on one side.
    let mut header_r: Option<Range> = None;
    for &e in l.nest.exiting(l.index) {
        if !l.latches.iter().all(|&t| dt.dominates(e, t)) {
            continue;
        }
        let Some(t) = body.terminator(e) else {
            continue;
        };
        let td = &body.dfg.insts[t];
        if td.opcode != Opcode::CondBr || td.succs.len() != 2 {
            continue;
        }
        let inside = |k: usize| l.has(td.succs[k].block);
        let stay_on_true = match (inside(0), inside(1)) {
            (true, false) => true,
            (false, true) => false,
            _ => continue,
        };
        let Some(&cond) = body.dfg.inst_args(t).first() else {
            continue;
        };
        let Some((pred, a, b)) = icmp_of(body, cond) else {
            continue;
        };
        let pred = if stay_on_true { pred } else { pred.inverse() };
        // Put the induction side on the left.
        let is_iv = |v: Value| v == p || back.contains(&v) || add_const(body, v) == Some((p, step));
        let (x, bound, pred) = if is_iv(a) {
            (a, b, pred)
        } else if is_iv(b) {
            (b, a, pred.swapped())
        } else {
            continue;
        };
        if (basic && const_of(body, bound).is_none()) || (level <= 3 && pred == IntPred::Ne) {
            continue;
        }
        let Some(br) = range_at_entry(body, dt, l, bound, &entries) else {
            continue;
        };
        let tested_next = x != p;
        let unsigned = matches!(pred, IntPred::Ult | IntPred::Ule | IntPred::Ne);
        if unsigned && (init_r.0 < 0 || br.0 < 0) {
            continue;
        }
        // The largest header value a back edge can carry.
        let last = match pred {
            IntPred::Ult | IntPred::Slt => br.1 - 1,
            IntPred::Ule | IntPred::Sle => br.1,
            // x != b with step 1 from below b: x reaches b and leaves.
            IntPred::Ne if step == 1 && init_r.1 < br.0 => {
                if tested_next {
                    br.1 - 1
                } else {
                    br.1
                }
            }
            _ => continue,
        };
        let last = match (pred, tested_next) {
            (IntPred::Ne, _) | (_, true) => last,
            (_, false) => last + step,
        };
        let r = (init_r.0, init_r.1.max(last));
        header_r = Some(header_r.map_or(r, |o: Range| (o.0.max(r.0), o.1.min(r.1))));
    }
    let range = header_r?;
    let next = (range.0 + step, range.1 + step);
    let mut exts = Vec::new();
    if within(range, I32) && within(next, I32) {
        exts.push(Ext::Sext);
    }
    if within(range, U32) && within(next, U32) {
        exts.push(Ext::Zext);
    }
    if exts.is_empty() {
        return None;
    }
    Some(Iv {
        header: l.header,
        idx,
        narrow: usize::MAX,
        step,
        exts,
        range,
        latches: l.latches.clone(),
    })
}

/// Gives each IV's header an `i32` parameter (`newBaseIV`) fed with
/// `trunc` of the wide incoming values (`demoteIV`): exact whatever the
/// range, and unused until the extractor chooses it.
pub fn add_narrow_params(body: &mut Body, ivs: &mut [Iv]) {
    for iv in ivs.iter_mut() {
        let n = body.dfg.append_block_param(iv.header, Type::Int(32));
        body.dfg.value_names[n] = Some("newBaseIV".into());
        iv.narrow = body.dfg.block_params(iv.header).len() - 1;
        let blocks = body.layout.blocks.clone();
        for b in blocks {
            let Some(t) = body.terminator(b) else {
                continue;
            };
            let at = body.dfg.blocks[b].insts.len() - 1;
            let nsucc = body.dfg.insts[t].succs.len();
            for k in 0..nsucc {
                if body.dfg.insts[t].succs[k].block != iv.header {
                    continue;
                }
                let wide = body.dfg.call_args(&body.dfg.insts[t].succs[k])[iv.idx];
                let tr = body.dfg.make_inst(
                    Opcode::Trunc,
                    &[wide],
                    Attrs::Int(IntFlags::default()),
                    Some(Type::Int(32)),
                );
                body.insert_inst(b, at, tr);
                let v = body.dfg.inst_result(tr).expect("trunc has a result");
                body.dfg.value_names[v] = Some("demoteIV".into());
                let pool = &mut body.dfg.pool;
                body.dfg.insts[t].succs[k].args.push(v, pool);
            }
        }
    }
}

/// The classes of an IV's two parameters in a lifted function.
pub fn param_classes(lifted: &Lifted, iv: &Iv) -> Option<(Id, Id)> {
    let sk = lifted
        .skeleton
        .blocks
        .iter()
        .find(|b| b.block == iv.header)?;
    Some((sk.params.get(iv.idx)?.0, sk.params.get(iv.narrow)?.0))
}

/// Adds the facts the range proof licenses to the lifted graph: the wide
/// parameter and each back-edge wide value are the extensions of their
/// narrow counterparts, `newBaseIV` is the truncation of the wide
/// parameter, and the narrow back-edge value is `newBaseIV + step`.
pub fn assert_facts(lifted: &mut Lifted, ivs: &[Iv]) {
    let i64t = Type::Int(64);
    let i32t = Type::Int(32);
    for iv in ivs {
        let Some((wide, narrow)) = param_classes(lifted, iv) else {
            continue;
        };
        let mut edges: Vec<(Id, Id, bool)> = Vec::new();
        for sk in &lifted.skeleton.blocks {
            let back = iv.latches.contains(&sk.block);
            for e in &sk.term.succs {
                if e.block == iv.header {
                    if let (Some(&w), Some(&n)) = (e.args.get(iv.idx), e.args.get(iv.narrow)) {
                        edges.push((w, n, back));
                    }
                }
            }
        }
        let eg = &mut lifted.egraph;
        let trunc = node_op(eg, Opcode::Trunc, &Attrs::None, i32t);
        let add = node_op(eg, Opcode::Add, &Attrs::None, i32t);
        let t = eg.add(Node::new(trunc, i32t, &[wide]));
        eg.union(narrow, t);
        let step = eg.add(Node::int(i32t, (iv.step as u128) & 0xffff_ffff));
        let next = eg.add(Node::new(add, i32t, &[narrow, step]));
        // A back-edge value is `wide + step`, so its truncation is
        // `newBaseIV + step` (exact whatever the range).
        for &(_, n, back) in &edges {
            if back {
                eg.union(n, next);
            }
        }
        for &x in &iv.exts {
            let ext = node_op(eg, x.opcode(), &Attrs::None, i64t);
            let e = eg.add(Node::new(ext, i64t, &[narrow]));
            eg.union(wide, e);
            // Back-edge values lie in the proven range of the incremented
            // values: each is the extension of its truncation. (Values
            // entering from outside are left alone: their range may rest
            // on guards that do not hold where else they are used.)
            for &(w, n, back) in &edges {
                if back {
                    let e = eg.add(Node::new(ext, i64t, &[n]));
                    eg.union(w, e);
                }
            }
        }
        eg.rebuild();
    }
}
