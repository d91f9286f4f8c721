//! A loop's memory addresses as linear forms in bytes: a root pointer plus
//! a sum of integer leaves times constants. Leaves are loop-invariant
//! values or the loop's inductions (header parameters stepped by a
//! constant), each extended to 64 bits the way the address computes it.
//!
//! A form is exact, not modulo anything but 2^64: below an extension every
//! operation must carry the flag that makes the extension distribute
//! (`nsw` under `sext`, `nuw` under `zext`), as must the step of an
//! induction that appears there. That is what lets the vectorizer state
//! the addresses of four consecutive iterations, and their distances, from
//! the values the loop starts with.

use std::collections::BTreeMap;

use std::cell::RefCell;

use rustc_hash::{FxHashMap, FxHashSet};

use crate::ir::{Attrs, Block, Body, IntFlags, Opcode, Type, Value, ValueDef};

/// How a narrow integer reaches 64 bits.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Ext {
    /// Already 64 bits wide.
    No,
    /// Sign-extended.
    S,
    /// Zero-extended.
    Z,
}

/// A leaf of a linear form.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Leaf {
    /// A value defined before the loop.
    Inv(Value, Ext),
    /// The header parameter at this position (an induction).
    Param(usize, Ext),
}

/// `sum(coef * leaf) + c`, in bytes.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Lin {
    pub terms: BTreeMap<Leaf, i128>,
    pub c: i128,
}

impl Lin {
    fn leaf(l: Leaf) -> Lin {
        let mut terms = BTreeMap::new();
        terms.insert(l, 1);
        Lin { terms, c: 0 }
    }

    fn add(mut self, o: Lin, sign: i128) -> Lin {
        for (l, k) in o.terms {
            *self.terms.entry(l).or_insert(0) += sign * k;
        }
        self.terms.retain(|_, k| *k != 0);
        self.c += sign * o.c;
        self
    }

    fn scale(mut self, k: i128) -> Option<Lin> {
        for v in self.terms.values_mut() {
            *v = v.checked_mul(k)?;
        }
        self.terms.retain(|_, k| *k != 0);
        self.c = self.c.checked_mul(k)?;
        Some(self)
    }
}

/// Where an address starts from.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Root {
    /// A pointer defined before the loop.
    Inv(Value),
    /// A pointer induction: the header parameter at this position.
    Param(usize),
}

/// An address: `root + lin`.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Address {
    pub root: Root,
    pub lin: Lin,
}

impl Address {
    /// Whether `o` differs from this address by a constant only.
    pub fn same_family(&self, o: &Address) -> bool {
        self.root == o.root && self.lin.terms == o.lin.terms
    }
}

/// An induction's step per iteration, with the flags of its increment.
#[derive(Copy, Clone, Debug)]
pub struct Step {
    pub by: i128,
    pub flags: IntFlags,
}

/// The loop as the analysis sees it: a single block that is its own
/// header and latch.
pub struct LoopView<'a> {
    pub body: &'a Body,
    pub block: Block,
    /// The header's parameters.
    pub params: Vec<Value>,
    /// Per parameter, its step when it is an induction.
    pub steps: Vec<Option<Step>>,
    in_loop: FxHashSet<Block>,
    /// Forms already computed: an address tree that shares operands
    /// (`a + a`, nested) is walked once per value, not once per path.
    memo: RefCell<FxHashMap<(Value, Ext), Option<Lin>>>,
}

const MAX_DEPTH: u32 = 16;

impl<'a> LoopView<'a> {
    /// The view of the single-block loop `block`, whose terminator passes
    /// `back` as the header's arguments.
    pub fn new(body: &'a Body, block: Block, back: &[Value]) -> LoopView<'a> {
        let params = body.dfg.block_params(block).to_vec();
        let steps = params
            .iter()
            .zip(back)
            .map(|(&p, &n)| step_of(body, p, n))
            .collect();
        LoopView {
            body,
            block,
            params,
            steps,
            in_loop: std::iter::once(block).collect(),
            memo: RefCell::default(),
        }
    }

    /// Whether `v` is defined inside the loop.
    pub fn defined_inside(&self, v: Value) -> bool {
        match self.body.dfg.values[v].def {
            ValueDef::Param(b, _) => self.in_loop.contains(&b),
            ValueDef::Result(i) => {
                self.body.layout.inst_block[i].is_some_and(|b| self.in_loop.contains(&b))
            }
        }
    }

    /// The bytes an iteration adds to `a`.
    pub fn stride(&self, a: &Address) -> i128 {
        let root = match a.root {
            Root::Param(j) => self.steps[j].map_or(0, |s| s.by),
            Root::Inv(_) => 0,
        };
        a.lin
            .terms
            .iter()
            .map(|(l, k)| match l {
                Leaf::Param(j, _) => k * self.steps[*j].map_or(0, |s| s.by),
                Leaf::Inv(..) => 0,
            })
            .sum::<i128>()
            + root
    }

    /// The address `p` as a linear form, when it is one.
    pub fn address(&self, p: Value) -> Option<Address> {
        self.address_at(p, MAX_DEPTH)
    }

    fn address_at(&self, p: Value, depth: u32) -> Option<Address> {
        if !self.defined_inside(p) {
            return Some(Address {
                root: Root::Inv(p),
                lin: Lin::default(),
            });
        }
        if let Some(j) = self.params.iter().position(|&q| q == p) {
            return self.steps[j].map(|_| Address {
                root: Root::Param(j),
                lin: Lin::default(),
            });
        }
        if depth == 0 {
            return None;
        }
        let dfg = &self.body.dfg;
        let i = dfg.def_inst(p)?;
        match (dfg.insts[i].opcode, dfg.inst_args(i)) {
            (Opcode::PtrAdd, [base, off]) if dfg.value_type(*off) == Type::Int(64) => {
                let mut a = self.address_at(*base, depth - 1)?;
                let o = self.int(*off, Ext::No, depth - 1)?;
                a.lin = a.lin.add(o, 1);
                Some(a)
            }
            _ => None,
        }
    }

    /// `v` extended to 64 bits as `ext` says, as a linear form.
    fn int(&self, v: Value, ext: Ext, depth: u32) -> Option<Lin> {
        if let Some(l) = self.memo.borrow().get(&(v, ext)) {
            return l.clone();
        }
        let l = self.int_uncached(v, ext, depth);
        self.memo.borrow_mut().insert((v, ext), l.clone());
        l
    }

    fn int_uncached(&self, v: Value, ext: Ext, depth: u32) -> Option<Lin> {
        let dfg = &self.body.dfg;
        let w = match dfg.value_type(v) {
            Type::Int(w) => w,
            _ => return None,
        };
        if ext == Ext::No && w != 64 {
            return None;
        }
        if let Some((c, cw)) = dfg.int_const(v) {
            return Some(Lin {
                terms: BTreeMap::new(),
                c: extend(c, cw, ext),
            });
        }
        if !self.defined_inside(v) {
            return Some(Lin::leaf(Leaf::Inv(v, ext)));
        }
        if let Some(j) = self.params.iter().position(|&q| q == v) {
            let s = self.steps[j]?;
            // `add nuw p, -1` wraps for every p but 0: not an induction
            // the zero extension follows.
            let ok = exact(s.flags, ext) && (ext != Ext::Z || s.by >= 0);
            return ok.then(|| Lin::leaf(Leaf::Param(j, ext)));
        }
        if depth == 0 {
            return None;
        }
        let i = dfg.def_inst(v)?;
        let d = &dfg.insts[i];
        let flags = match d.attrs {
            Attrs::Int(f) => f,
            _ => IntFlags::default(),
        };
        let konst = |x: Value| dfg.int_const(x).map(|(c, cw)| extend(c, cw, ext));
        match (d.opcode, dfg.inst_args(i)) {
            (Opcode::Add | Opcode::Sub, [a, b]) if exact(flags, ext) => {
                let sign = if d.opcode == Opcode::Add { 1 } else { -1 };
                let x = self.int(*a, ext, depth - 1)?;
                Some(x.add(self.int(*b, ext, depth - 1)?, sign))
            }
            (Opcode::Mul, [a, b]) if exact(flags, ext) => match (konst(*b), konst(*a)) {
                (Some(k), _) => self.int(*a, ext, depth - 1)?.scale(k),
                (None, Some(k)) => self.int(*b, ext, depth - 1)?.scale(k),
                _ => None,
            },
            (Opcode::Shl, [a, b]) if exact(flags, ext) => {
                let (k, _) = dfg.int_const(*b)?;
                if !(0..i128::from(w) - 1).contains(&k) {
                    return None;
                }
                self.int(*a, ext, depth - 1)?.scale(1 << k)
            }
            (Opcode::SExt, [a]) if ext != Ext::Z => self.int(*a, Ext::S, depth - 1),
            (Opcode::ZExt, [a]) if ext != Ext::S => self.int(*a, Ext::Z, depth - 1),
            _ => None,
        }
    }
}

/// Whether an operation with `flags` distributes over the extension.
fn exact(flags: IntFlags, ext: Ext) -> bool {
    match ext {
        Ext::No => true,
        Ext::S => flags.contains(IntFlags::NSW),
        Ext::Z => flags.contains(IntFlags::NUW),
    }
}

/// The bit pattern `c` of width `w` read as the extension says.
fn extend(c: i128, w: u32, ext: Ext) -> i128 {
    if w == 0 || w >= 128 {
        return c;
    }
    let m = (c as u128) & ((1u128 << w) - 1);
    match ext {
        Ext::Z => m as i128,
        Ext::S | Ext::No => ((m << (128 - w)) as i128) >> (128 - w),
    }
}

/// The step of header parameter `p` whose back-edge value is `next`:
/// `p + C` for integers, `ptradd p, C` for pointers.
fn step_of(body: &Body, p: Value, next: Value) -> Option<Step> {
    let dfg = &body.dfg;
    let i = dfg.def_inst(next)?;
    let d = &dfg.insts[i];
    let flags = match d.attrs {
        Attrs::Int(f) => f,
        _ => IntFlags::default(),
    };
    let c = |x: Value| dfg.int_const(x).map(|(c, w)| extend(c, w, Ext::S));
    let by = match (d.opcode, dfg.inst_args(i)) {
        (Opcode::Add, [a, b]) if *a == p => c(*b)?,
        (Opcode::Add, [a, b]) if *b == p => c(*a)?,
        (Opcode::Sub, [a, b]) if *a == p => -c(*b)?,
        (Opcode::PtrAdd, [a, b]) if *a == p => c(*b)?,
        _ => return None,
    };
    Some(Step { by, flags })
}
