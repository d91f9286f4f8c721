//! `--emit=egraph-dot`: the saturated graph of each function as Graphviz.
//!
//! Invariant: output is deterministic (classes by id, nodes in class
//! order); chosen nodes are drawn bold, so the extracted program can be
//! read off the picture; each node's label ends with its extraction cost.

use std::fmt::Write;

use egg::Id;

use crate::analysis::Graph;
use crate::extract::Choices;

/// A node's label: its printed form, with the intrinsic or callee named.
pub(crate) fn label(eg: &Graph, n: &crate::lang::Node) -> String {
    let base = n.to_string();
    match n.op {
        crate::lang::Op::Inst(_, a) => match eg.analysis.attr(a) {
            dialects::ir::Attrs::Intrinsic(i) => format!("{base} {}", i.name),
            dialects::ir::Attrs::FCmp(p, _) => format!("{base} {}", p.keyword()),
            _ => base,
        },
        _ => base,
    }
}

/// Renders `eg` with `choices` highlighted and nodes priced by `cost`, as
/// one `digraph` named `name`.
pub fn to_dot(eg: &Graph, choices: &Choices, name: &str, cost: &crate::cost::NodeCost) -> String {
    let mut s = String::new();
    let _ = writeln!(s, "digraph \"{}\" {{", name.replace('"', "'"));
    let _ = writeln!(
        s,
        "  compound=true; clusterrank=local; node [shape=box, fontname=monospace];"
    );
    let mut ids: Vec<Id> = eg.classes().map(|c| c.id).collect();
    ids.sort();
    for &id in &ids {
        let c = &eg[id];
        let _ = writeln!(
            s,
            "  subgraph cluster_{id} {{ style=dotted; label=\"e{id}\";"
        );
        let chosen = choices.nodes.get(&id);
        for (i, n) in c.nodes.iter().enumerate() {
            let bold = chosen.is_some_and(|ch| {
                ch.op == n.op
                    && ch.args.iter().eq(n
                        .args
                        .iter()
                        .map(|&a| eg.find(a))
                        .collect::<Vec<_>>()
                        .iter())
            });
            let label =
                format!("{} | {:.2}", label(eg, n), cost.node_cost(eg, n)).replace('"', "'");
            let style = if bold { ", style=bold" } else { "" };
            let _ = writeln!(s, "    n{id}_{i} [label=\"{label}\"{style}];");
        }
        let _ = writeln!(s, "  }}");
    }
    for &id in &ids {
        for (i, n) in eg[id].nodes.iter().enumerate() {
            for (k, &a) in n.args.iter().enumerate() {
                let a = eg.find(a);
                let _ = writeln!(
                    s,
                    "  n{id}_{i} -> n{a}_0 [lhead=cluster_{a}, label=\"{k}\"];"
                );
            }
        }
    }
    s.push_str("}\n");
    s
}
