//! Rule sets and the machinery they share.
//!
//! Rule contract (see rewrites/README.md):
//! - a rule states an identity that holds for every input on which the
//!   left side is defined (LLVM semantics, wrapping integers, IEEE floats
//!   without reassociation), guarded where it needs a type, width, flag or
//!   constant;
//! - right sides build typed nodes: an untyped operator takes its type from
//!   the matched class, its operands or its parent ([`TypedRhs`]);
//! - integer flags (`nsw`, `nuw`, ...) are never created, only dropped, so
//!   a rewrite never adds poison;
//! - no blanket commutativity or associativity: canonical forms (constants
//!   on the right) keep the graph small.

pub mod algebra;
pub mod factor;
pub mod fusion;
pub mod ivdemote;
pub mod magic;
pub mod nlo;

use std::fmt;
use std::sync::Arc;

use dialects::ir::{Opcode, Type};
use egg::{Applier, ENodeOrVar, Id, Pattern, PatternAst, Rewrite, Subst, Symbol, Var};

use crate::analysis::{GpuAnalysis, Graph};
use crate::lang::{AttrId, Node, Op, Ty};

/// A rewrite of warpsat's language.
pub type Rw = Rewrite<Node, GpuAnalysis>;

/// A guard: inspects (and may extend) the substitution of a match; `None`
/// means the rule does not apply to this match. It may add nodes (the
/// literals it binds).
pub type Guard = Arc<dyn Fn(&mut Graph, Id, &Subst) -> Option<Subst> + Send + Sync>;

/// Knobs rules read (the key of the built-rule cache, so every knob must
/// take part in `Hash`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct RuleConfig {
    /// Allow fma/mad contraction (`-fmad`, default on as in nvcc).
    pub fmad: bool,
}

impl Default for RuleConfig {
    fn default() -> Self {
        RuleConfig { fmad: true }
    }
}

/// One rule: its name, set, the identity it states and how to build it.
pub struct RuleDef {
    /// Kebab-case name, unique over all sets.
    pub name: &'static str,
    /// The identity, in one line.
    pub identity: &'static str,
    /// Left side pattern.
    pub lhs: &'static str,
    /// Right side pattern (may use variables the guard binds).
    pub rhs: &'static str,
    /// Guard and binder.
    pub guard: Option<Guard>,
}

impl fmt::Debug for RuleDef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {} => {}", self.name, self.lhs, self.rhs)
    }
}

/// A rule definition without a guard.
pub fn def(
    name: &'static str,
    identity: &'static str,
    lhs: &'static str,
    rhs: &'static str,
) -> RuleDef {
    RuleDef {
        name,
        identity,
        lhs,
        rhs,
        guard: None,
    }
}

/// A rule definition with a guard.
pub fn def_if(
    name: &'static str,
    identity: &'static str,
    lhs: &'static str,
    rhs: &'static str,
    guard: impl Fn(&mut Graph, Id, &Subst) -> Option<Subst> + Send + Sync + 'static,
) -> RuleDef {
    RuleDef {
        name,
        identity,
        lhs,
        rhs,
        guard: Some(Arc::new(guard)),
    }
}

/// The variable `?name`.
pub fn var(name: &str) -> Var {
    name.parse().expect("a variable name starting with '?'")
}

/// Builds right sides with types inferred from the match.
pub struct TypedRhs {
    ast: PatternAst<Node>,
    vars: Vec<Var>,
    guard: Option<Guard>,
}

fn static_ty(eg: &Graph, ast: &PatternAst<Node>, subst: &Subst, i: Id) -> Option<Type> {
    match &ast[i] {
        ENodeOrVar::Var(v) => eg[*subst.get(*v)?].data.ty.val(),
        ENodeOrVar::ENode(n) => {
            if let Ty::Val(t) = n.ty {
                return Some(t);
            }
            match n.op {
                Op::ICmp(_) => Some(Type::Int(1)),
                Op::Inst(o, _) if o.is_binary() || matches!(o, Opcode::FNeg | Opcode::Freeze) => {
                    n.args.iter().find_map(|&a| static_ty(eg, ast, subst, a))
                }
                Op::Inst(Opcode::Select, _) => n.args[1..]
                    .iter()
                    .find_map(|&a| static_ty(eg, ast, subst, a)),
                Op::Inst(Opcode::PtrAdd, _) => static_ty(eg, ast, subst, n.args[0]),
                _ => None,
            }
        }
    }
}

impl TypedRhs {
    fn build(&self, eg: &mut Graph, subst: &Subst, i: Id, expected: Option<Type>) -> Option<Id> {
        let n = match &self.ast[i] {
            ENodeOrVar::Var(v) => return subst.get(*v).copied(),
            ENodeOrVar::ENode(n) => n.clone(),
        };
        let own =
            n.ty.val()
                .or(expected)
                .or_else(|| static_ty(eg, &self.ast, subst, i))?;
        let peer = |eg: &Graph| {
            n.args
                .iter()
                .find_map(|&a| static_ty(eg, &self.ast, subst, a))
        };
        let expect: Vec<Option<Type>> = match n.op {
            Op::Int(v) => return matches!(own, Type::Int(_)).then(|| eg.add(Node::int(own, v))),
            Op::ICmp(_) => vec![peer(eg); n.args.len()],
            Op::Inst(o, _) if o.is_binary() || matches!(o, Opcode::FNeg | Opcode::Freeze) => {
                vec![Some(own); n.args.len()]
            }
            Op::Inst(Opcode::Select, _) => vec![Some(Type::Int(1)), Some(own), Some(own)],
            Op::Inst(Opcode::PtrAdd, _) => vec![
                Some(own),
                static_ty(eg, &self.ast, subst, n.args[1]).or(Some(Type::Int(64))),
            ],
            _ => n
                .args
                .iter()
                .map(|&a| static_ty(eg, &self.ast, subst, a))
                .collect(),
        };
        let mut args = Vec::with_capacity(n.args.len());
        for (k, &a) in n.args.iter().enumerate() {
            args.push(self.build(eg, subst, a, expect.get(k).copied().flatten())?);
        }
        let op = match n.op {
            Op::Inst(o, AttrId::ANY) => Op::Inst(o, AttrId::NONE),
            op => op,
        };
        Some(eg.add(Node::new(op, own, &args)))
    }
}

impl Applier<Node, GpuAnalysis> for TypedRhs {
    fn apply_one(
        &self,
        eg: &mut Graph,
        eclass: Id,
        subst: &Subst,
        _ast: Option<&PatternAst<Node>>,
        _rule: Symbol,
    ) -> Vec<Id> {
        let subst = match &self.guard {
            Some(g) => match g(eg, eclass, subst) {
                Some(s) => s,
                None => return vec![],
            },
            None => subst.clone(),
        };
        let root = Id::from(self.ast.as_ref().len() - 1);
        let ty = eg[eclass].data.ty.val();
        match self.build(eg, &subst, root, ty) {
            // A right side of another type would break one class = one type.
            Some(id) if eg[id].data.ty == eg[eclass].data.ty => {
                if eg.union(eclass, id) {
                    vec![eclass]
                } else {
                    vec![]
                }
            }
            _ => vec![],
        }
    }

    fn vars(&self) -> Vec<Var> {
        // Variables the guard binds are not bound by the searcher; egg only
        // checks the ones listed here.
        self.vars.clone()
    }
}

/// Makes an egg rewrite from a definition.
pub fn build(d: &RuleDef) -> Rw {
    let lhs: Pattern<Node> = d.lhs.parse().expect("rule left side parses");
    let rhs: PatternAst<Node> = d.rhs.parse().expect("rule right side parses");
    let bound = lhs.vars();
    let vars = rhs
        .as_ref()
        .iter()
        .filter_map(|n| match n {
            ENodeOrVar::Var(v) if bound.contains(v) => Some(*v),
            _ => None,
        })
        .collect();
    Rewrite::new(
        d.name,
        lhs,
        TypedRhs {
            ast: rhs,
            vars,
            guard: d.guard.clone(),
        },
    )
    .expect("rule builds")
}

/// The rule sets, by name.
pub const SETS: &[&str] = &["algebra", "fusion", "nlo", "ivdemote", "factor"];

/// Definitions of a set (`None` for an unknown set).
pub fn set_defs(set: &str, cfg: &RuleConfig) -> Option<Vec<RuleDef>> {
    match set {
        "algebra" => Some(algebra::rules()),
        "fusion" => Some(fusion::rules(cfg)),
        "nlo" => Some(nlo::rules()),
        "ivdemote" => Some(ivdemote::rules()),
        "factor" => Some(factor::rules()),
        _ => None,
    }
}

/// Every rule definition with its set's name.
pub fn all_defs(cfg: &RuleConfig) -> Vec<(&'static str, RuleDef)> {
    SETS.iter()
        .flat_map(|&s| {
            set_defs(s, cfg)
                .unwrap_or_default()
                .into_iter()
                .map(move |d| (s, d))
        })
        .collect()
}

/// The rewrites of a set. Parsing the patterns costs more than saturating
/// a small kernel, so each (set, config) is built once per process; a
/// rewrite is two `Arc`s and clones cheaply.
pub fn rule_set(set: &str, cfg: &RuleConfig) -> Option<Vec<Rw>> {
    type Cache = std::collections::HashMap<(String, RuleConfig), Vec<Rw>>;
    static BUILT: std::sync::Mutex<Option<Cache>> = std::sync::Mutex::new(None);
    let key = (set.to_string(), cfg.clone());
    // A poisoned lock only means another thread panicked while inserting;
    // the map is still a valid cache.
    let mut built = BUILT.lock().unwrap_or_else(|p| p.into_inner());
    let map = built.get_or_insert_with(Cache::default);
    if let Some(rws) = map.get(&key) {
        return Some(rws.clone());
    }
    let rws: Vec<Rw> = set_defs(set, cfg)?.iter().map(build).collect();
    map.insert(key, rws.clone());
    Some(rws)
}

/// A one-rule set, by the rule's name.
pub fn by_name(name: &str, cfg: &RuleConfig) -> Option<Rw> {
    all_defs(cfg)
        .into_iter()
        .find(|(_, d)| d.name == name)
        .map(|(_, d)| build(&d))
}

// ---------------------------------------------------------------- guards

/// The constant integer of the class bound to `v`.
pub fn int_of(eg: &Graph, s: &Subst, v: &str) -> Option<u128> {
    eg[*s.get(var(v))?].data.int()
}

/// The type of the class bound to `v`.
pub fn ty_of(eg: &Graph, s: &Subst, v: &str) -> Option<Type> {
    eg[*s.get(var(v))?].data.ty.val()
}

/// Binds `v` to a new literal of type `ty`.
pub fn bind_int(eg: &mut Graph, s: &mut Subst, v: &str, ty: Type, bits: u128) {
    let id = eg.add(Node::int(ty, bits));
    s.insert(var(v), id);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rule_names_are_unique_kebab_case_with_identities() {
        let defs = all_defs(&RuleConfig::default());
        let mut names: Vec<&str> = defs.iter().map(|(_, d)| d.name).collect();
        for n in &names {
            assert!(
                n.chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-'),
                "{n} is not kebab-case"
            );
        }
        for (_, d) in &defs {
            assert!(!d.identity.is_empty(), "{} has no identity", d.name);
            let _ = build(d);
        }
        let n = names.len();
        names.sort();
        names.dedup();
        assert_eq!(names.len(), n, "duplicate rule names");
        assert!(by_name("add-zero", &RuleConfig::default()).is_some());
        assert!(by_name("no-such-rule", &RuleConfig::default()).is_none());
    }
}
