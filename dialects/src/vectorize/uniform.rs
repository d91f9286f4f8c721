//! Whether an address's alignment is the same for every thread of a warp.
//!
//! The main loop is entered per thread when its rows are aligned. Where
//! the alignment differs between the threads of a warp (`x[tid + k]`, rows
//! of an odd length `x[tid * m + k]`), the warp runs both the vector loop
//! and the scalar one, one after the other, which costs more than the
//! scalar loop alone (fir_filter: 21,216 executed instructions, 23,516
//! vectorized). So a loop is vectorized only when each family's leader
//! address modulo the vector's bytes is provably warp-uniform: a sum of
//! uniform values (kernel parameters, constants, `%ctaid`, `%ntid`,
//! `%nctaid`) and of varying ones scaled by a multiple of the bytes.

use rustc_hash::FxHashMap;

use super::access::{Address, Leaf, Root};
use crate::ir::{Attrs, Body, Opcode, Type, Value, ValueDef};

/// Special registers equal in every thread of a grid.
const UNIFORM_SREGS: [&str; 4] = ["ctaid.", "nctaid.", "ntid.", "nclusterid."];

/// Memoized thread-uniformity of values.
pub struct Uniformity<'a> {
    body: &'a Body,
    memo: FxHashMap<Value, bool>,
    /// `uniform_mod` per (value, modulus): shared operands are walked once.
    memo_mod: FxHashMap<(Value, i128), Option<Vec<Cond>>>,
}

impl<'a> Uniformity<'a> {
    pub fn new(body: &'a Body) -> Uniformity<'a> {
        Uniformity {
            body,
            memo: FxHashMap::default(),
            memo_mod: FxHashMap::default(),
        }
    }

    /// Whether `v` is the same in every thread (conservatively: a loaded
    /// value or a block parameter is not).
    pub fn uniform(&mut self, v: Value) -> bool {
        self.uniform_at(v, 24)
    }

    fn uniform_at(&mut self, v: Value, depth: u32) -> bool {
        if let Some(&u) = self.memo.get(&v) {
            return u;
        }
        let dfg = &self.body.dfg;
        let u = match dfg.values[v].def {
            ValueDef::Param(b, _) => Some(b) == self.body.entry(),
            ValueDef::Result(_) if depth == 0 => false,
            ValueDef::Result(i) => {
                let d = &dfg.insts[i];
                match (&d.opcode, &d.attrs) {
                    (Opcode::Const | Opcode::Addr, _) => true,
                    (Opcode::Intrinsic, Attrs::Intrinsic(a)) => a
                        .name
                        .strip_prefix("llvm.nvvm.read.ptx.sreg.")
                        .is_some_and(|r| UNIFORM_SREGS.iter().any(|s| r.starts_with(s))),
                    (Opcode::Load | Opcode::Call | Opcode::CallIndirect | Opcode::InlineAsm, _) => {
                        false
                    }
                    (Opcode::AtomicRmw | Opcode::CmpXchg | Opcode::Alloca, _) => false,
                    _ => {
                        let args = dfg.inst_args(i).to_vec();
                        args.into_iter().all(|a| self.uniform_at(a, depth - 1))
                    }
                }
            }
        };
        self.memo.insert(v, u);
        u
    }

    /// Conditions under which integer `v` modulo `m` (a power of two) is
    /// uniform, each a uniform value `u` with `u mod m == 0` to check at
    /// run time (none: always); None when no such conditions are found.
    /// `tid * n` is uniform modulo 4 when `n` is a multiple of 4: every
    /// thread's row then starts at the same alignment, or the check fails
    /// in every thread.
    fn uniform_mod(&mut self, v: Value, m: i128, depth: u32) -> Option<Vec<Cond>> {
        if m <= 1 || self.uniform(v) {
            return Some(Vec::new());
        }
        if let Some(u) = self.memo_mod.get(&(v, m)) {
            return u.clone();
        }
        let u = self.uniform_mod_uncached(v, m, depth);
        self.memo_mod.insert((v, m), u.clone());
        u
    }

    fn uniform_mod_uncached(&mut self, v: Value, m: i128, depth: u32) -> Option<Vec<Cond>> {
        if depth == 0 {
            return None;
        }
        let dfg = &self.body.dfg;
        let i = dfg.def_inst(v)?;
        let args = dfg.inst_args(i).to_vec();
        let k = |x: Value| dfg.int_const(x).map(|(c, _)| c);
        let both = |g: &mut Self, a: Value, b: Value| {
            let mut x = g.uniform_mod(a, m, depth - 1)?;
            x.extend(g.uniform_mod(b, m, depth - 1)?);
            Some(x)
        };
        match (dfg.insts[i].opcode, args.as_slice()) {
            (Opcode::Add | Opcode::Sub | Opcode::PtrAdd, [a, b]) => both(self, *a, *b),
            (Opcode::Mul, [a, b]) => match (k(*b), k(*a)) {
                (Some(c), _) => self.uniform_mod(*a, m / gcd(c, m), depth - 1),
                (None, Some(c)) => self.uniform_mod(*b, m / gcd(c, m), depth - 1),
                // A product is a multiple of m when a uniform factor is.
                _ => both(self, *a, *b).or_else(|| {
                    let u = [*b, *a].into_iter().find(|&x| self.uniform(x))?;
                    let int = matches!(self.body.dfg.value_type(u), Type::Int(_));
                    int.then(|| {
                        vec![Cond {
                            value: u,
                            modulus: m,
                        }]
                    })
                }),
            },
            (Opcode::Shl, [a, b]) => match k(*b) {
                Some(s) if (0..64).contains(&s) => {
                    self.uniform_mod(*a, m / gcd(1i128 << s, m), depth - 1)
                }
                _ => None,
            },
            (Opcode::SExt | Opcode::ZExt | Opcode::Trunc, [a]) => {
                self.uniform_mod(*a, m, depth - 1)
            }
            _ => None,
        }
    }

    /// Conditions under which the address `a` takes in the first iteration
    /// (entry arguments `init`) is uniform modulo `m`, as
    /// [`uniform_mod`](Self::uniform_mod) says.
    pub fn address_mod(&mut self, a: &Address, init: &[Value], m: i128) -> Option<Vec<Cond>> {
        let root = match a.root {
            Root::Inv(v) => v,
            Root::Param(j) => init[j],
        };
        let mut conds = self.uniform_mod(root, m, 16)?;
        for (leaf, &c) in &a.lin.terms {
            let v = match *leaf {
                Leaf::Inv(v, _) => v,
                Leaf::Param(j, _) => init[j],
            };
            conds.extend(self.uniform_mod(v, m / gcd(c, m), 16)?);
        }
        Some(conds)
    }
}

/// A uniform integer that must be a multiple of `modulus` (a power of two).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Cond {
    pub value: Value,
    pub modulus: i128,
}

fn gcd(a: i128, b: i128) -> i128 {
    let (mut a, mut b) = (a.abs(), b.abs());
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a.max(1)
}
