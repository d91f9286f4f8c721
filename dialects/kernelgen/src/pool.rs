//! The values a new instruction may use, scoped by dominance.
//!
//! Invariants: every value in an open scope dominates the insertion point.
//! A scope opens when the generator enters a region (a diamond or switch
//! arm, a loop) and closes when it leaves it, so values defined inside a
//! region are never used after it, except through the parameters of the
//! join or exit block, which join the enclosing scope. `used` records
//! whether a value already has a use; closing a scope hands back the
//! values that have none, in definition order, so they can be stored.

use cranelift_entity::SecondaryMap;

use super::rng::GenRng;
use dialects::ir::{Type, Value};

/// Scoped pool of available values.
pub(crate) struct Pool {
    scopes: Vec<Vec<(Value, Type)>>,
    used: SecondaryMap<Value, bool>,
}

impl Pool {
    /// A pool with one (the function's) scope open.
    pub(crate) fn new() -> Pool {
        Pool {
            scopes: vec![Vec::new()],
            used: SecondaryMap::new(),
        }
    }

    /// Opens a scope.
    pub(crate) fn push(&mut self) {
        self.scopes.push(Vec::new());
    }

    /// Closes the innermost scope; returns its values that have no use.
    pub(crate) fn pop(&mut self) -> Vec<Value> {
        let s = self.scopes.pop().expect("a scope is open");
        s.into_iter()
            .map(|(v, _)| v)
            .filter(|&v| !self.used[v])
            .collect()
    }

    /// Makes `v` (of type `ty`) available in the innermost scope.
    pub(crate) fn add(&mut self, v: Value, ty: Type) {
        self.scopes
            .last_mut()
            .expect("a scope is open")
            .push((v, ty));
    }

    /// Records a use of `v`.
    pub(crate) fn mark_used(&mut self, v: Value) {
        self.used[v] = true;
    }

    /// A random available value of type `ty`, favouring recent ones (so
    /// expressions chain); `None` when there is none.
    pub(crate) fn pick(&self, ty: Type, rng: &mut GenRng) -> Option<Value> {
        let c: Vec<Value> = self
            .scopes
            .iter()
            .flatten()
            .filter(|(_, t)| *t == ty)
            .map(|(v, _)| *v)
            .collect();
        if c.is_empty() {
            return None;
        }
        let n = c.len() as u64;
        let k = if rng.chance(50) {
            n - 1 - rng.below(n.min(4))
        } else {
            rng.below(n)
        };
        Some(c[k as usize])
    }

    /// A random available value of any type; `None` when the pool is empty.
    pub(crate) fn pick_any(&self, rng: &mut GenRng) -> Option<(Value, Type)> {
        let c: Vec<(Value, Type)> = self.scopes.iter().flatten().copied().collect();
        if c.is_empty() {
            return None;
        }
        Some(c[rng.below(c.len() as u64) as usize])
    }
}
