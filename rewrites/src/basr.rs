//! Base-address strength reduction (cicc's
//! `do-base-address-strength-reduce` / `-chain`): inside a loop, an integer
//! `add`/`sub` that reads a loop-invariant register and differs from an
//! earlier sum of the same block by one kernel parameter becomes that sum
//! plus (or minus) the parameter.
//!
//! Why: ptxas hoists loop-invariant arithmetic out of loops, so index
//! terms like `tid + k * pitch` stay live in registers through the whole
//! loop, one per array row a loop body touches. Chained, each index is the
//! previous one plus `pitch`, which ptxas reads from the constant bank:
//! the invariants die before the loop and the loop body executes the same
//! number of instructions (an `add` replaces an `add`).
//!
//! Exactness: each value is read as a linear form over opaque atoms
//! (coefficients modulo 2^width, through `add`, `sub`, multiplication and
//! left shift by constants, which are ring operations modulo 2^width), and
//! a rewrite happens only when the two forms differ by exactly one
//! parameter with coefficient +1 or -1; flags are dropped from the
//! rewritten instruction.

use std::collections::BTreeMap;

use cost::loops::LoopNest;
use dialects::analysis::dom::DomTree;
use dialects::ir::{Attrs, Block, Body, Const, Inst, IntFlags, Opcode, Type, Value, ValueDef};
use rustc_hash::{FxHashMap, FxHashSet};

/// Atoms a form may hold.
const MAX_ATOMS: usize = 8;
/// Levels of operands a form looks through.
const MAX_DEPTH: u32 = 8;
/// Earlier sums of the block compared with each candidate.
const WINDOW: usize = 16;

/// `Σ coeff · atom + constant`, modulo 2^width.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Form {
    terms: BTreeMap<Value, u128>,
    constant: u128,
}

/// One rewritten instruction.
#[derive(Clone, Debug)]
pub struct Chained {
    /// Its block.
    pub block: Block,
    /// The value it defines (unchanged).
    pub value: Value,
    /// The earlier sum it now builds on.
    pub base: Value,
    /// The parameter added or subtracted.
    pub step: Value,
    /// True for `base - step`.
    pub sub: bool,
}

struct Forms<'a> {
    body: &'a Body,
    memo: FxHashMap<Value, Option<Form>>,
}

fn mask(bits: u32) -> u128 {
    if bits >= 128 {
        u128::MAX
    } else {
        (1u128 << bits) - 1
    }
}

impl Forms<'_> {
    fn constant(&self, v: Value) -> Option<u128> {
        let ValueDef::Result(i) = self.body.dfg.values[v].def else {
            return None;
        };
        match (
            &self.body.dfg.insts[i].opcode,
            &self.body.dfg.insts[i].attrs,
        ) {
            (Opcode::Const, Attrs::Const(Const::Int(x))) => Some(*x),
            (Opcode::Const, Attrs::Const(Const::Zero)) => Some(0),
            _ => None,
        }
    }

    fn atom(v: Value) -> Form {
        Form {
            terms: BTreeMap::from([(v, 1)]),
            constant: 0,
        }
    }

    fn form(&mut self, v: Value, bits: u32, depth: u32) -> Option<Form> {
        if let Some(f) = self.memo.get(&v) {
            return f.clone();
        }
        let f = self.compute(v, bits, depth);
        if depth == MAX_DEPTH {
            self.memo.insert(v, f.clone());
        }
        f
    }

    fn compute(&mut self, v: Value, bits: u32, depth: u32) -> Option<Form> {
        let m = mask(bits);
        if let Some(c) = self.constant(v) {
            return Some(Form {
                terms: BTreeMap::new(),
                constant: c & m,
            });
        }
        let ValueDef::Result(i) = self.body.dfg.values[v].def else {
            return Some(Self::atom(v));
        };
        if depth == 0 {
            return Some(Self::atom(v));
        }
        let d = &self.body.dfg.insts[i];
        let args = self.body.dfg.inst_args(i).to_vec();
        let f = match (d.opcode, args.as_slice()) {
            (Opcode::Add | Opcode::Sub, [a, b]) => {
                let fa = self.form(*a, bits, depth - 1)?;
                let fb = self.form(*b, bits, depth - 1)?;
                let sign = if d.opcode == Opcode::Sub { m } else { 1 };
                combine(&fa, &fb, sign, m)
            }
            (Opcode::Mul, [a, b]) => match (self.constant(*b), self.constant(*a)) {
                (Some(c), _) => scale(&self.form(*a, bits, depth - 1)?, c, m),
                (None, Some(c)) => scale(&self.form(*b, bits, depth - 1)?, c, m),
                _ => Self::atom(v),
            },
            (Opcode::Shl, [a, b]) => match self.constant(*b) {
                Some(k) if k < u128::from(bits) => {
                    scale(&self.form(*a, bits, depth - 1)?, 1u128 << k, m)
                }
                _ => Self::atom(v),
            },
            _ => Self::atom(v),
        };
        (f.terms.len() <= MAX_ATOMS).then_some(f)
    }
}

fn scale(f: &Form, c: u128, m: u128) -> Form {
    let terms = f
        .terms
        .iter()
        .map(|(&a, &k)| (a, k.wrapping_mul(c) & m))
        .filter(|&(_, k)| k != 0)
        .collect();
    Form {
        terms,
        constant: f.constant.wrapping_mul(c) & m,
    }
}

/// `a + sign · b` (sign 1 or -1 as `m`).
fn combine(a: &Form, b: &Form, sign: u128, m: u128) -> Form {
    let mut terms = a.terms.clone();
    for (&atom, &k) in &b.terms {
        let e = terms.entry(atom).or_insert(0);
        *e = e.wrapping_add(k.wrapping_mul(sign)) & m;
    }
    terms.retain(|_, k| *k != 0);
    Form {
        terms,
        constant: a.constant.wrapping_add(b.constant.wrapping_mul(sign)) & m,
    }
}

/// `y - x` as `(atom, +1 | -1)` when it is exactly one atom.
fn single_step(y: &Form, x: &Form, m: u128) -> Option<(Value, bool)> {
    let d = combine(y, x, m, m);
    if d.constant != 0 || d.terms.len() != 1 {
        return None;
    }
    let (&a, &k) = d.terms.iter().next()?;
    match k {
        1 => Some((a, false)),
        k if k == m => Some((a, true)),
        _ => None,
    }
}

/// Rewrites `body` (see the module comment); `free` are the values ptxas
/// reads from the constant bank (a kernel's parameters). Returns what was
/// chained, in block order.
pub fn strength_reduce(body: &mut Body, free: &[Value]) -> Vec<Chained> {
    let dt = DomTree::new(body);
    let nest = LoopNest::compute(body, &dt);
    let free: FxHashSet<Value> = free.iter().copied().collect();
    let mut plan: Vec<(Inst, Chained)> = Vec::new();
    {
        let mut forms = Forms {
            body,
            memo: FxHashMap::default(),
        };
        for &b in &body.layout.blocks {
            let Some(li) = nest.innermost(b) else {
                continue;
            };
            let defined_in_loop = |v: Value| match body.dfg.values[v].def {
                ValueDef::Param(pb, _) => nest.contains(li, pb),
                ValueDef::Result(i) => {
                    body.layout.inst_block[i].is_some_and(|ib| nest.contains(li, ib))
                }
            };
            // A register the loop keeps live only for this sum.
            let hoisted =
                |v: Value| !defined_in_loop(v) && !free.contains(&v) && !is_const(body, v);
            let mut earlier: Vec<(Value, u32, Form)> = Vec::new();
            for &i in body.dfg.blocks[b].insts.iter() {
                let d = &body.dfg.insts[i];
                if !matches!(d.opcode, Opcode::Add | Opcode::Sub) {
                    continue;
                }
                let Some(y) = body.dfg.inst_result(i) else {
                    continue;
                };
                let Type::Int(bits @ 8..=64) = body.dfg.value_type(y) else {
                    continue;
                };
                let bits = u32::from(bits);
                let Some(fy) = forms.form(y, bits, MAX_DEPTH) else {
                    continue;
                };
                let m = mask(bits);
                if body.dfg.inst_args(i).iter().any(|&a| hoisted(a)) {
                    let found = earlier.iter().rev().take(WINDOW).find_map(|(x, xb, fx)| {
                        if *xb != bits {
                            return None;
                        }
                        let (a, sub) = single_step(&fy, fx, m)?;
                        (free.contains(&a) && body.dfg.value_type(a) == Type::Int(bits as u16))
                            .then_some((*x, a, sub))
                    });
                    if let Some((x, a, sub)) = found {
                        plan.push((
                            i,
                            Chained {
                                block: b,
                                value: y,
                                base: x,
                                step: a,
                                sub,
                            },
                        ));
                    }
                }
                earlier.push((y, bits, fy));
            }
        }
    }
    for (i, c) in &plan {
        let pool = &mut body.dfg.pool;
        let d = &mut body.dfg.insts[*i];
        d.opcode = if c.sub { Opcode::Sub } else { Opcode::Add };
        d.attrs = Attrs::Int(IntFlags::default());
        d.args.clear(pool);
        d.args.push(c.base, pool);
        d.args.push(c.step, pool);
    }
    plan.into_iter().map(|(_, c)| c).collect()
}

fn is_const(body: &Body, v: Value) -> bool {
    matches!(body.dfg.values[v].def, ValueDef::Result(i) if body.dfg.insts[i].opcode == Opcode::Const)
}
