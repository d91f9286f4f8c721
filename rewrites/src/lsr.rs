//! Loop strength reduction (LLVM's `loop-reduce`, which cicc runs early in
//! its pipeline): an address inside a loop that is an affine function of
//! one induction variable becomes a pointer induction variable of its own,
//! set before the loop and advanced by a loop-invariant stride on the back
//! edge. Addresses at a constant distance from it become that pointer plus
//! an immediate, which instruction selection folds into `[%rd+imm]`.
//!
//! Why: without it every access recomputes its address each iteration
//! (`cvt`/`mul.wide`, `add` of the base), and ptxas does not undo that: the
//! SASS keeps one 64-bit address computation per access, where libNVVM's
//! loops advance one register per array.
//!
//! Exactness: the pointer after the back edge must equal the address
//! recomputed from the next value of the induction variable. Arithmetic on
//! 64-bit values (pointers, 64-bit indices) is a ring modulo 2^64, so any
//! affine chain qualifies there. An index narrower than 64 bits reaches the
//! address through `sext` (`zext`): then every operation between the
//! induction variable and the extension, the variable's own increment
//! included, must carry `nsw` (`nuw`), so that the narrow index is the exact
//! integer and its extension changes by exactly the stride.

use cost::loops::LoopNest;
use dialects::analysis::dom::DomTree;
use dialects::ir::{Attrs, Block, Body, Const, Inst, IntFlags, Opcode, Type, Value, ValueDef};
use rustc_hash::{FxHashMap, FxHashSet};

use crate::lsr_chain::{self, Plan};
use crate::lsr_form::{disjoint_or, form, Form};
use crate::lsr_narrow;

/// Pointer induction variables one loop may gain: each is a 64-bit
/// register live across the whole loop.
pub const MAX_IVS: usize = 6;
/// Address groups one loop's plan starts from (chains join some).
const MAX_CANDIDATES: usize = 32;
/// Operand levels the analyses look through.
pub(crate) const MAX_DEPTH: u32 = 12;

/// One address given a pointer induction variable.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reduced {
    /// The loop's header, which holds the new parameter.
    pub header: Block,
    /// The address whose uses in the loop were replaced.
    pub addr: Value,
    /// The new pointer parameter of the header.
    pub iv: Value,
    /// The address's distance in bytes from `iv`.
    pub offset: i64,
    /// The stride per iteration, when a constant.
    pub stride: Option<i64>,
    /// For an address chained on `iv` (`lsr_chain`): `iv + chain·d +
    /// offset`, `d` a loop-invariant distance.
    pub chain: Option<u32>,
    /// A narrow index given an induction variable of its own type
    /// (`lsr_narrow`), not an address: `addr` is the index, `iv` its
    /// parameter.
    pub narrow: bool,
}

/// How a narrow value reaches a 64-bit address.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum Ext {
    None,
    Signed,
    Unsigned,
}

/// How a value changes with one unit of the induction variable:
/// `c · Π factors`, factors loop-invariant values widened as marked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Slope {
    pub(crate) c: i128,
    pub(crate) factors: Vec<(Value, Ext)>,
}

#[derive(Clone, Debug)]
pub(crate) enum Aff {
    /// Loop-invariant (computable before the loop).
    Inv,
    /// `slope · iv + invariant`; `nsw`/`nuw`: every operation on the way
    /// from the induction variable (its increment included) has the flag.
    Var { slope: Slope, nsw: bool, nuw: bool },
}

/// Each value's analysis relative to one induction variable.
pub(crate) type Memo = FxHashMap<Value, Option<Aff>>;

/// The induction variable an analysis is relative to.
#[derive(Clone, Copy)]
pub(crate) struct Iv {
    pub(crate) param: Value,
    nsw: bool,
    nuw: bool,
    /// A loop-invariant step value (`iv + s`, or `iv - s` when the flag
    /// is set): slopes relative to such a variable are per iteration, with
    /// `s` among their factors, and its step counts as 1.
    by: Option<(Value, bool)>,
}

pub(crate) struct LoopCx<'a> {
    pub(crate) body: &'a Body,
    nest: &'a LoopNest,
    l: usize,
}

impl<'a> LoopCx<'a> {
    pub(crate) fn new(body: &'a Body, nest: &'a LoopNest, l: usize) -> LoopCx<'a> {
        LoopCx { body, nest, l }
    }

    /// Every block of the loop, inner loops' included.
    pub(crate) fn nest_blocks(&self) -> &[Block] {
        self.nest.blocks(self.l)
    }

    pub(crate) fn in_loop(&self, v: Value) -> bool {
        match self.body.dfg.values[v].def {
            ValueDef::Param(b, _) => self.nest.contains(self.l, b),
            ValueDef::Result(i) => {
                self.body.layout.inst_block[i].is_some_and(|b| self.nest.contains(self.l, b))
            }
        }
    }

    fn flags(&self, i: Inst) -> IntFlags {
        match self.body.dfg.insts[i].attrs {
            Attrs::Int(f) => f,
            _ => IntFlags::default(),
        }
    }

    /// `v` relative to `iv` (None: not affine in it, or not computable
    /// before the loop).
    pub(crate) fn aff(&self, v: Value, iv: Iv, memo: &mut Memo, depth: u32) -> Option<Aff> {
        if v == iv.param {
            let slope = match iv.by {
                None => Slope {
                    c: 1,
                    factors: Vec::new(),
                },
                Some((s, negated)) => Slope {
                    c: if negated { -1 } else { 1 },
                    factors: vec![(s, Ext::None)],
                },
            };
            return Some(Aff::Var {
                slope,
                nsw: iv.nsw,
                nuw: iv.nuw,
            });
        }
        if !self.in_loop(v) {
            return Some(Aff::Inv);
        }
        if let Some(a) = memo.get(&v) {
            return a.clone();
        }
        let r = if depth == 0 {
            None
        } else {
            self.aff_inst(v, iv, memo, depth - 1)
        };
        memo.insert(v, r.clone());
        r
    }

    fn aff_inst(&self, v: Value, iv: Iv, memo: &mut Memo, depth: u32) -> Option<Aff> {
        let dfg = &self.body.dfg;
        let i = dfg.def_inst(v)?;
        let d = &dfg.insts[i];
        let args = dfg.inst_args(i);
        let f = self.flags(i);
        let (nsw, nuw) = (f.contains(IntFlags::NSW), f.contains(IntFlags::NUW));
        let mut sub = |k: usize| self.aff(args[k], iv, memo, depth);
        match d.opcode {
            Opcode::Const => {
                matches!(d.attrs, Attrs::Const(Const::Int(_) | Const::Zero)).then_some(Aff::Inv)
            }
            Opcode::PtrAdd if dfg.value_type(args[1]) != Type::Int(64) => None,
            Opcode::Add | Opcode::Sub | Opcode::PtrAdd => {
                let (a, b) = (sub(0)?, sub(1)?);
                let negate = d.opcode == Opcode::Sub;
                // Pointer sums are modulo 2^64 whatever their flags.
                let (nsw, nuw) = if d.opcode == Opcode::PtrAdd {
                    (true, true)
                } else {
                    (nsw, nuw)
                };
                combine(a, b, negate, nsw, nuw)
            }
            Opcode::Mul => {
                let (a, b) = (sub(0)?, sub(1)?);
                match (a, b) {
                    (Aff::Inv, Aff::Inv) => Some(Aff::Inv),
                    (v @ Aff::Var { .. }, Aff::Inv) => scale(dfg, v, args[1], nsw, nuw),
                    (Aff::Inv, v @ Aff::Var { .. }) => scale(dfg, v, args[0], nsw, nuw),
                    _ => None,
                }
            }
            Opcode::Shl => {
                let (a, _) = (sub(0)?, ());
                let (s, _) = dfg.int_const(args[1])?;
                match a {
                    Aff::Inv => {
                        self.aff(args[1], iv, memo, depth)?;
                        Some(Aff::Inv)
                    }
                    Aff::Var {
                        mut slope,
                        nsw: x,
                        nuw: y,
                    } if (0..63).contains(&s) => {
                        slope.c = slope.c.checked_mul(1i128 << s)?;
                        Some(Aff::Var {
                            slope,
                            nsw: x && nsw,
                            nuw: y && nuw,
                        })
                    }
                    _ => None,
                }
            }
            Opcode::SExt | Opcode::ZExt => extend(sub(0)?, d.opcode == Opcode::SExt),
            // No bit set in both: a sum without carries, exact either way.
            Opcode::Or if disjoint_or(self.body, i) => {
                let (a, b) = (sub(0)?, sub(1)?);
                combine(a, b, false, true, true)
            }
            _ => None,
        }
    }
}

/// `var · k` for a loop-invariant `k` under the multiplication's flags.
fn scale(dfg: &dialects::ir::Dfg, var: Aff, k: Value, nsw: bool, nuw: bool) -> Option<Aff> {
    let Aff::Var {
        mut slope,
        nsw: s,
        nuw: u,
    } = var
    else {
        return None;
    };
    // A constant is read signed; under `nuw` one with the sign bit set
    // means another number, so it ends the unsigned reading.
    let mut unsigned_ok = true;
    match dfg.int_const(k) {
        Some((c, _)) => {
            slope.c = slope.c.checked_mul(c)?;
            unsigned_ok = c >= 0;
        }
        None => slope.factors.push((k, Ext::None)),
    }
    Some(Aff::Var {
        slope,
        nsw: s && nsw,
        nuw: u && nuw && unsigned_ok,
    })
}

/// A `sext` (`signed`) or `zext` of `a`: exact only when the narrow value
/// is (`nsw`, `nuw`); its factors are widened the same way.
fn extend(a: Aff, signed: bool) -> Option<Aff> {
    let Aff::Var {
        mut slope,
        nsw: s,
        nuw: u,
    } = a
    else {
        return Some(Aff::Inv);
    };
    if (signed && !s) || (!signed && !u) {
        return None;
    }
    let e = if signed { Ext::Signed } else { Ext::Unsigned };
    for (_, fe) in &mut slope.factors {
        if *fe != Ext::None {
            return None;
        }
        *fe = e;
    }
    Some(Aff::Var {
        slope,
        nsw: true,
        nuw: true,
    })
}

/// `a ± b`, both relative to one induction variable.
fn combine(a: Aff, b: Aff, negate: bool, nsw: bool, nuw: bool) -> Option<Aff> {
    match (a, b) {
        (Aff::Inv, Aff::Inv) => Some(Aff::Inv),
        (
            Aff::Var {
                slope,
                nsw: s,
                nuw: u,
            },
            Aff::Inv,
        ) => Some(Aff::Var {
            slope,
            nsw: s && nsw,
            nuw: u && nuw,
        }),
        (
            Aff::Inv,
            Aff::Var {
                mut slope,
                nsw: s,
                nuw: u,
            },
        ) => {
            if negate {
                slope.c = slope.c.checked_neg()?;
            }
            Some(Aff::Var {
                slope,
                nsw: s && nsw,
                nuw: u && nuw,
            })
        }
        (
            Aff::Var {
                slope: x,
                nsw: s1,
                nuw: u1,
            },
            Aff::Var {
                slope: y,
                nsw: s2,
                nuw: u2,
            },
        ) => {
            if x.factors != y.factors {
                return None;
            }
            let c = if negate {
                x.c.checked_sub(y.c)?
            } else {
                x.c.checked_add(y.c)?
            };
            let slope = Slope {
                c,
                factors: x.factors,
            };
            Some(Aff::Var {
                slope,
                nsw: s1 && s2 && nsw,
                nuw: u1 && u2 && nuw,
            })
        }
    }
}

/// A loop the pass can change: one edge enters its header from outside,
/// one edge returns from inside.
pub(crate) struct Shape {
    pub(crate) header: Block,
    pub(crate) pre: Block,
    pub(crate) latch: Block,
}

/// Passes `from_pre` on the entering edge and `from_latch` on the back
/// edge for a parameter just appended to the header of `s`.
pub(crate) fn feed_new_param(body: &mut Body, s: &Shape, from_pre: Value, from_latch: Value) {
    for (from, arg) in [(s.pre, from_pre), (s.latch, from_latch)] {
        let t = body.terminator(from).expect("shaped");
        let dfg = &mut body.dfg;
        let call = dfg.insts[t]
            .succs
            .iter_mut()
            .find(|c| c.block == s.header)
            .expect("shaped");
        call.args.push(arg, &mut dfg.pool);
    }
}

/// A new header parameter of `s` of type `ty`: `start` on the entering
/// edge, `op(param, stride)` (computed where the latch ends) on the back
/// edge. Returns the parameter and the stepped value.
pub(crate) fn stepped_param(
    body: &mut Body,
    s: &Shape,
    ty: Type,
    start: Value,
    op: Opcode,
    stride: Value,
) -> (Value, Value) {
    let p = body.dfg.append_block_param(s.header, ty);
    let mut em = Emitter {
        body,
        at: s.latch,
        clones: FxHashMap::default(),
    };
    let next = em.put(op, &[p, stride], Attrs::Int(IntFlags::default()), ty);
    feed_new_param(em.body, s, start, next);
    (p, next)
}

/// Every instruction of loop `l`, inner loops' included.
pub(crate) fn loop_insts(body: &Body, nest: &LoopNest, l: usize) -> Vec<Inst> {
    nest.blocks(l)
        .iter()
        .flat_map(|&b| body.block_insts(b).to_vec())
        .collect()
}

pub(crate) fn shape(body: &Body, dt: &DomTree, nest: &LoopNest, l: usize) -> Option<Shape> {
    let header = nest.loops[l].header;
    let mut pre = None;
    let mut latch = None;
    for &p in dt.preds(header) {
        if !dt.is_reachable(p) {
            continue;
        }
        let t = body.terminator(p)?;
        let edges = body.dfg.insts[t]
            .succs
            .iter()
            .filter(|s| s.block == header)
            .count();
        let slot = if nest.contains(l, p) {
            &mut latch
        } else {
            &mut pre
        };
        if edges != 1 || slot.replace(p).is_some() {
            return None;
        }
    }
    Some(Shape {
        header,
        pre: pre?,
        latch: latch?,
    })
}

/// The header parameters that step by a constant or a loop-invariant value
/// each iteration, with the step (1 for the latter, see [`Iv::by`]) and
/// what the outside edge passes.
fn induction_vars(body: &Body, cx: &LoopCx, s: &Shape) -> Vec<(Iv, i128, Value)> {
    let dfg = &body.dfg;
    let invariant = |v: Value| !cx.in_loop(v);
    let params = dfg.block_params(s.header);
    let edge_args = |from: Block| -> Vec<Value> {
        let t = body.terminator(from).expect("shaped");
        let call = dfg.insts[t]
            .succs
            .iter()
            .find(|c| c.block == s.header)
            .expect("shaped");
        dfg.call_args(call).to_vec()
    };
    let (init, next) = (edge_args(s.pre), edge_args(s.latch));
    let mut out = Vec::new();
    for (k, &p) in params.iter().enumerate() {
        if !dfg.value_type(p).is_int() {
            continue;
        }
        let Some(i) = dfg.def_inst(next[k]) else {
            continue;
        };
        let d = &dfg.insts[i];
        let a = dfg.inst_args(i);
        // The step operand, and whether it is subtracted.
        let (by, sub) = match (d.opcode, a) {
            (Opcode::Add, [x, y]) if *x == p => (*y, false),
            (Opcode::Add, [x, y]) if *y == p => (*x, false),
            (Opcode::Sub, [x, y]) if *x == p => (*y, true),
            _ => continue,
        };
        let f = match d.attrs {
            Attrs::Int(f) => f,
            _ => IntFlags::default(),
        };
        let Some((c, _)) = dfg.int_const(by).filter(|c| c.0 != 0) else {
            // A step set before the loop (a row pitch, a plane size): exact
            // under `nsw` only, its sign being unknown.
            if invariant(by) && dfg.value_type(by) == dfg.value_type(p) {
                let iv = Iv {
                    param: p,
                    nsw: f.contains(IntFlags::NSW),
                    nuw: false,
                    by: Some((by, sub)),
                };
                out.push((iv, 1, init[k]));
            }
            continue;
        };
        let Some(step) = (if sub { c.checked_neg() } else { Some(c) }) else {
            continue;
        };
        // `nuw` makes the unsigned value exact only for a constant below
        // the sign bit (it is read signed here).
        let iv = Iv {
            param: p,
            nsw: f.contains(IntFlags::NSW),
            nuw: f.contains(IntFlags::NUW) && c > 0,
            by: None,
        };
        out.push((iv, step, init[k]));
    }
    out
}

/// The values the loop's memory accesses use as their address.
fn addresses(body: &Body, cx: &LoopCx) -> FxHashSet<Value> {
    let mut out = FxHashSet::default();
    for &b in cx.nest.blocks(cx.l) {
        for &i in body.block_insts(b) {
            let args = body.dfg.inst_args(i);
            let a = match body.dfg.insts[i].opcode {
                Opcode::Load | Opcode::AtomicRmw | Opcode::CmpXchg => args.first(),
                Opcode::Store => args.get(1),
                _ => None,
            };
            out.extend(a.copied());
        }
    }
    out
}

/// Emits instructions before `at`'s terminator.
pub(crate) struct Emitter<'a> {
    pub(crate) body: &'a mut Body,
    pub(crate) at: Block,
    pub(crate) clones: FxHashMap<Value, Value>,
}

impl Emitter<'_> {
    pub(crate) fn put(&mut self, op: Opcode, args: &[Value], attrs: Attrs, ty: Type) -> Value {
        let i = self.body.dfg.make_inst(op, args, attrs, Some(ty));
        let n = self.body.block_insts(self.at).len();
        let pos = if self.body.terminator(self.at).is_some() {
            n - 1
        } else {
            n
        };
        self.body.insert_inst(self.at, pos, i);
        self.body.dfg.inst_result(i).expect("made with a result")
    }

    pub(crate) fn int(&mut self, c: i128) -> Value {
        self.put(
            Opcode::Const,
            &[],
            Attrs::Const(Const::Int(u128::from(c as i64 as u64))),
            Type::Int(64),
        )
    }

    /// `v`'s value before the loop, with the induction variable `iv` at
    /// `init`: in-loop instructions are copied without no-wrap flags.
    /// `None` when `v` depends on a loop value that is no instruction (a
    /// pointer parameter an earlier group added): the group is dropped.
    pub(crate) fn clone_before(
        &mut self,
        cx: &LoopCx,
        v: Value,
        iv: Value,
        init: Value,
    ) -> Option<Value> {
        if v == iv {
            return Some(init);
        }
        if !cx.in_loop(v) {
            return Some(v);
        }
        if let Some(&c) = self.clones.get(&v) {
            return Some(c);
        }
        let i = self.body.dfg.def_inst(v)?;
        let d = self.body.dfg.insts[i].clone();
        let args: Vec<Value> = self.body.dfg.inst_args(i).to_vec();
        let args: Vec<Value> = args
            .into_iter()
            .map(|a| self.clone_before(cx, a, iv, init))
            .collect::<Option<_>>()?;
        let attrs = match d.attrs {
            Attrs::Int(_) => Attrs::Int(IntFlags::default()),
            a => a,
        };
        let ty = self.body.dfg.value_type(v);
        let c = self.put(d.opcode, &args, attrs, ty);
        self.clones.insert(v, c);
        Some(c)
    }

    /// The 64-bit stride `slope · step`.
    fn stride(
        &mut self,
        cx: &LoopCx,
        slope: &Slope,
        step: i128,
        iv: Value,
        init: Value,
    ) -> Option<Value> {
        let c = slope.c.checked_mul(step)?;
        let factors = slope
            .factors
            .iter()
            .map(|&(f, e)| Some((self.clone_before(cx, f, iv, init)?, e)))
            .collect::<Option<Vec<_>>>()?;
        self.product(&factors, c)
    }

    /// The 64-bit `c · Π factors`, each factor widened as marked; `None`
    /// for a narrow factor marked as not extended.
    pub(crate) fn product(&mut self, factors: &[(Value, Ext)], c: i128) -> Option<Value> {
        let mut acc: Option<Value> = None;
        for &(f, e) in factors {
            let mut x = f;
            let w = self.body.dfg.value_type(x);
            if w != Type::Int(64) {
                let op = match e {
                    Ext::Signed => Opcode::SExt,
                    Ext::Unsigned => Opcode::ZExt,
                    Ext::None => return None,
                };
                let attrs = if op == Opcode::ZExt {
                    Attrs::Int(IntFlags::default())
                } else {
                    Attrs::None
                };
                x = self.put(op, &[x], attrs, Type::Int(64));
            }
            acc = Some(match acc {
                None => x,
                Some(a) => self.put(
                    Opcode::Mul,
                    &[a, x],
                    Attrs::Int(IntFlags::default()),
                    Type::Int(64),
                ),
            });
        }
        Some(match acc {
            None => self.int(c),
            Some(a) if c == 1 => a,
            Some(a) => {
                let k = self.int(c);
                self.put(
                    Opcode::Mul,
                    &[a, k],
                    Attrs::Int(IntFlags::default()),
                    Type::Int(64),
                )
            }
        })
    }
}

/// A planned pointer induction variable: its leader address, the members
/// at constant distances, and the induction variable it follows.
#[derive(Clone)]
pub(crate) struct Group {
    pub(crate) leader: Value,
    pub(crate) members: Vec<(Value, i64)>,
    pub(crate) iv: Iv,
    pub(crate) step: i128,
    init: Value,
    pub(crate) slope: Slope,
}

fn plan_loop(body: &Body, cx: &LoopCx, dt: &DomTree, s: &Shape, order: &[Block]) -> Vec<Plan> {
    let ivs = induction_vars(body, cx, s);
    let addrs = addresses(body, cx);
    let mut memos: Vec<Memo> = vec![Memo::default(); ivs.len()];
    let mut groups: Vec<(Form, Group)> = Vec::new();
    for &b in order {
        if cx.nest.innermost(b) != Some(cx.l) {
            continue;
        }
        for &i in body.block_insts(b) {
            if body.dfg.insts[i].opcode != Opcode::PtrAdd {
                continue;
            }
            let Some(v) = body.dfg.inst_result(i) else {
                continue;
            };
            if !addrs.contains(&v) {
                continue;
            }
            // An address chained on another of the loop's addresses by a
            // loop-invariant register (`basr.rs`) rides on that one's
            // pointer: one add, no register of its own.
            if let [u, k] = body.dfg.inst_args(i) {
                if addrs.contains(u) && !cx.in_loop(*k) && body.dfg.int_const(*k).is_none() {
                    continue;
                }
            }
            let found = ivs
                .iter()
                .zip(memos.iter_mut())
                .find_map(
                    |(&(iv, step, init), memo)| match cx.aff(v, iv, memo, MAX_DEPTH)? {
                        Aff::Var { slope, .. } => Some((iv, step, init, slope)),
                        Aff::Inv => None,
                    },
                );
            let Some((iv, step, init, slope)) = found else {
                continue;
            };
            let f = form(body, v, Ext::None, MAX_DEPTH);
            let joined = groups
                .iter()
                .position(|(g, gr)| g.terms == f.terms && gr.iv.param == iv.param);
            match joined {
                Some(j) => {
                    let (g, gr) = &mut groups[j];
                    gr.members.push((v, (f.k - g.k) as i64));
                }
                None if groups.len() < MAX_CANDIDATES => groups.push((
                    f,
                    Group {
                        leader: v,
                        members: Vec::new(),
                        iv,
                        step,
                        init,
                        slope,
                    },
                )),
                None => {}
            }
        }
    }
    // A pointer stepping by a loop-invariant value pays off only where it
    // replaces more than the multiply-add every access of the bare index
    // shares (`mul.wide` once, an `add` per array: a grid-stride loop's
    // arrays): when other accesses sit at constant distances from it, or
    // its index adds loop-invariant terms of its own (x[i + pitch]). Else
    // it only adds a 64-bit register and set-up (vec_axpby_clamp: 18 -> 20
    // registers and more executed instructions for its few iterations).
    let worth: FxHashMap<Value, bool> = groups
        .iter()
        .map(|(f, g)| {
            let w = g.iv.by.is_none() || !g.members.is_empty() || f.terms.len() > 2;
            (g.leader, w)
        })
        .collect();
    let mut plans: Vec<Plan> = lsr_chain::plan(cx, dt, s.pre, groups)
        .into_iter()
        .filter(|p| match p {
            Plan::Single(g) => worth.get(&g.leader).copied().unwrap_or(false),
            // A chain replaces pointers by additions it needs anyway.
            Plan::Chain(_) => true,
        })
        .collect();
    plans.truncate(MAX_IVS);
    plans
}

/// Rewrites `body` (see the module comment); returns each address given a
/// pointer induction variable, loops inner first, addresses in order.
pub fn reduce(body: &mut Body) -> Vec<Reduced> {
    let dt = DomTree::new(body);
    let nest = LoopNest::compute(body, &dt);
    let order: Vec<Block> = dt.rpo().to_vec();
    let mut out = Vec::new();
    for l in (0..nest.loops.len()).rev() {
        let Some(s) = shape(body, &dt, &nest, l) else {
            continue;
        };
        let groups = {
            let cx = LoopCx {
                body,
                nest: &nest,
                l,
            };
            plan_loop(body, &cx, &dt, &s, &order)
        };
        for plan in groups {
            match plan {
                Plan::Single(g) => out.extend(apply(body, &nest, l, &s, g)),
                Plan::Chain(ch) => {
                    let done = apply(body, &nest, l, &s, ch.leader.clone());
                    let Some(p) = done.first().map(|r| r.iv) else {
                        continue;
                    };
                    out.extend(done);
                    let blocks = nest.blocks(l).to_vec();
                    out.extend(lsr_chain::apply(body, &blocks, &s, p, ch));
                }
            }
        }
        // Indices whose extension kept them from a pointer of their own.
        let own: Vec<Block> = nest
            .blocks(l)
            .iter()
            .copied()
            .filter(|&b| nest.innermost(b) == Some(l))
            .collect();
        let ivs = induction_vars(body, &LoopCx::new(body, &nest, l), &s);
        for (index, p) in lsr_narrow::reduce_loop(body, &own, &s, &nest, l, &ivs) {
            out.push(Reduced {
                header: s.header,
                addr: index,
                iv: p,
                offset: 0,
                stride: None,
                chain: None,
                narrow: true,
            });
        }
    }
    out
}

fn apply(body: &mut Body, nest: &LoopNest, l: usize, s: &Shape, g: Group) -> Vec<Reduced> {
    let snapshot = body.clone();
    let cx = LoopCx {
        body: &snapshot,
        nest,
        l,
    };
    let mut em = Emitter {
        body,
        at: s.pre,
        clones: FxHashMap::default(),
    };
    let Some(stride) = em.stride(&cx, &g.slope, g.step, g.iv.param, g.init) else {
        *em.body = snapshot.clone();
        return Vec::new();
    };
    let Some(start) = em.clone_before(&cx, g.leader, g.iv.param, g.init) else {
        *em.body = snapshot.clone();
        return Vec::new();
    };
    let body = em.body;
    let ty = body.dfg.value_type(g.leader);
    let (p, _) = stepped_param(body, s, ty, start, Opcode::PtrAdd, stride);
    let users = loop_insts(body, nest, l);
    let mut done = vec![Reduced {
        header: s.header,
        addr: g.leader,
        iv: p,
        offset: 0,
        stride: body.dfg.int_const(stride).map(|c| c.0 as i64),
        chain: None,
        narrow: false,
    }];
    body.dfg.replace_uses(&users, g.leader, p);
    for (m, off) in g.members {
        let i = body.dfg.def_inst(m).expect("an address instruction");
        let b = body.layout.inst_block[i].expect("laid out");
        let pos = body
            .block_insts(b)
            .iter()
            .position(|&x| x == i)
            .expect("in its block");
        let k = body.dfg.make_inst(
            Opcode::Const,
            &[],
            Attrs::Const(Const::Int(u128::from(off as u64))),
            Some(Type::Int(64)),
        );
        body.insert_inst(b, pos, k);
        let kv = body.dfg.inst_result(k).expect("a constant");
        let a = body.dfg.make_inst(
            Opcode::PtrAdd,
            &[p, kv],
            Attrs::Int(IntFlags::default()),
            Some(ty),
        );
        body.insert_inst(b, pos + 1, a);
        let av = body.dfg.inst_result(a).expect("a pointer");
        let users: Vec<Inst> = users.iter().copied().filter(|&u| u != a).collect();
        body.dfg.replace_uses(&users, m, av);
        done.push(Reduced {
            header: s.header,
            addr: m,
            iv: p,
            offset: off,
            stride: done[0].stride,
            chain: None,
            narrow: false,
        });
    }
    done
}
