//! Rule set `factor` (seed 000's `remat-add`, whose results cicc names
//! "factor"): distributivity both ways over integer `add`, `mul` and `shl`.
//! Factoring `a*b + a*c` into `a*(b + c)` saves a multiply and a live
//! product; distributing `(a + b)*c` lets an index share `a*c` with a
//! neighbour (`(row + 32)*K` next to `row*K`), which is the strength
//! reduction cicc performs on add/mul/GEP chains. The extractor picks
//! whichever form is cheaper, so both directions are offered.
//!
//! Every rule is exact in wrapping arithmetic (ring identities modulo
//! 2^n). Off by default, as `remat-add` is; `-opt "-remat-add=1"` adds the
//! set to the `remat` pipeline and `-dump-remat-add` names the factored
//! values the program keeps.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use dialects::ir::Opcode;
use egg::{Id, Subst};

use super::{def_if, int_of, var, RuleDef};
use crate::analysis::Graph;
use crate::extract::Choices;
use crate::lift::Lifted;

/// `?a` and `?b` are one class (a repeated variable written twice: see
/// `low_mask` in the algebra set), and records the match for the dump.
fn same_operand(rule: &'static str) -> impl Fn(&mut Graph, Id, &Subst) -> Option<Subst> {
    move |eg, root, s| {
        let (a, b) = (*s.get(var("?a"))?, *s.get(var("?b"))?);
        (eg.find(a) == eg.find(b)).then_some(())?;
        eg.analysis.factored.push((root, rule));
        Some(s.clone())
    }
}

/// The multiplier `?c` is not a constant (constants are the algebra set's
/// `mul-add-distribute-const`), and records the match for the dump.
fn variable_multiplier(eg: &mut Graph, root: Id, s: &Subst) -> Option<Subst> {
    int_of(eg, s, "?c").is_none().then_some(())?;
    eg.analysis.factored.push((root, "distribute-mul"));
    Some(s.clone())
}

/// The `factor` rules.
pub fn rules() -> Vec<RuleDef> {
    vec![
        def_if(
            "factor-mul",
            "a * x + a * y = a * (x + y)",
            "(add (mul ?a ?x) (mul ?b ?y))",
            "(mul ?a (add ?x ?y))",
            same_operand("factor-mul"),
        ),
        def_if(
            "factor-mul-right",
            "x * a + y * a = (x + y) * a",
            "(add (mul ?x ?a) (mul ?y ?b))",
            "(mul (add ?x ?y) ?a)",
            same_operand("factor-mul-right"),
        ),
        def_if(
            "factor-shl",
            "(x << a) + (y << a) = (x + y) << a",
            "(add (shl ?x ?a) (shl ?y ?b))",
            "(shl (add ?x ?y) ?a)",
            same_operand("factor-shl"),
        ),
        def_if(
            "distribute-mul",
            "(x + y) * c = x * c + y * c, c not a constant",
            "(mul (add ?x ?y) ?c)",
            "(add (mul ?x ?c) (mul ?y ?c))",
            variable_multiplier,
        ),
    ]
}

/// `-dump-remat-add`: the classes a `factor` rule matched whose chosen
/// node is the rule's result ("factor" values, level 1), and at level 2
/// also those the extractor left in their first form.
pub fn dump(lifted: &Lifted, choices: &Choices, level: u32, func: &str) -> String {
    let eg = &lifted.egraph;
    let mut seen: BTreeMap<Id, &'static str> = BTreeMap::new();
    for &(c, rule) in &eg.analysis.factored {
        seen.entry(eg.find(c)).or_insert(rule);
    }
    let mut out = String::new();
    let (mut kept, mut left) = (0, 0);
    for (&c, &rule) in &seen {
        let Some(n) = choices.nodes.get(&c) else {
            continue;
        };
        // The rule's result: its root and the operator under it.
        let (root, inner) = match rule {
            "distribute-mul" => (Opcode::Add, Opcode::Mul),
            "factor-shl" => (Opcode::Shl, Opcode::Add),
            _ => (Opcode::Mul, Opcode::Add),
        };
        let name = lifted
            .names
            .get(&c)
            .map_or_else(|| format!("class {c}"), |n| format!("%{n}"));
        let is_factor = n.opcode() == Some(root)
            && n.args.iter().any(|&a| {
                choices
                    .nodes
                    .get(&eg.find(a))
                    .is_some_and(|x| x.opcode() == Some(inner))
            });
        if is_factor {
            kept += 1;
            let _ = writeln!(out, "factor: {name} = {n} ({rule})");
        } else {
            left += 1;
            if level >= 2 {
                let _ = writeln!(out, "factor: {name} kept as {n} ({rule} matched)");
            }
        }
    }
    let _ = writeln!(
        out,
        "remat-add @{func}: {kept} factor values chosen, {left} matches not taken"
    );
    out
}
