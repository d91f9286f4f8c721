//! Exact DAG extraction as an integer program: the optimality reference
//! the greedy extractors are measured against (`--extractor=ilp`).
//!
//! The program (the formulation extraction-gym's ILP extractors use):
//! a binary `x_n` per candidate node; each root class chooses exactly one
//! node, every other class at most one; a chosen node's value operand
//! classes choose a node too; the objective is the summed cost of chosen
//! nodes, which is the DAG cost since a class chooses at most once.
//! Acyclicity is added lazily: a solution whose choices form a cycle gets
//! a cut forbidding that cycle's nodes together, and is solved again.
//!
//! Invariants: the greedy DAG extraction is the warm start and the
//! fallback, so the result never costs more than [`super::DagExtractor`]'s
//! under the same pricing; the solver is bounded by a wall-clock limit,
//! and when it stops early the report gives its proven gap. A result is
//! deterministic when the solver proves optimality within the limit.

use std::time::{Duration, Instant};

use egg::Id;
use good_lp::solvers::microlp::MicroLpSolution;
use good_lp::{
    variable, Expression, ProblemVariables, Solution, SolverModel, Variable, WithInitialSolution,
    WithTimeLimit,
};
use rustc_hash::{FxHashMap, FxHashSet};

use super::{finish, greedy_dag, value_args, Best, Choices, Extractor, Pricing, BANNED};
use crate::analysis::Graph;
use crate::lang::{Node, Op, Ty};

/// How an ILP extraction ended.
#[derive(Clone, Debug, PartialEq)]
pub enum IlpStatus {
    /// The solver proved the choice optimal.
    Optimal,
    /// The time limit stopped it with a feasible choice.
    TimeLimit,
    /// The graph had more candidate nodes than the limit: greedy kept.
    TooLarge,
    /// The solver failed (the message): greedy kept.
    Failed(String),
}

/// What one ILP extraction did.
#[derive(Clone, Debug, PartialEq)]
pub struct IlpReport {
    /// Binary variables (candidate nodes).
    pub variables: usize,
    /// Cycle cuts added.
    pub cuts: usize,
    /// Solver calls.
    pub solves: usize,
    /// How it ended.
    pub status: IlpStatus,
    /// DAG cost of the greedy extraction (the warm start).
    pub greedy: f64,
    /// DAG cost of the result.
    pub cost: f64,
    /// The solver's proven relative gap, when it stopped early.
    pub gap: Option<f64>,
    /// Wall time spent.
    pub time: Duration,
}

impl IlpReport {
    /// One line for `--egraph-stats` and remarks.
    pub fn line(&self) -> String {
        let status = match &self.status {
            IlpStatus::Optimal => "optimal".to_string(),
            IlpStatus::TimeLimit => match self.gap {
                Some(g) => format!("time limit, gap {:.1}%", g * 100.0),
                None => "time limit before the solver's first solution, greedy kept".to_string(),
            },
            IlpStatus::TooLarge => "too large, greedy kept".to_string(),
            IlpStatus::Failed(m) => format!("solver failed ({m}), greedy kept"),
        };
        format!(
            "ilp: {} variables, {} cuts, {} solves, {status}; cost {:.2} (greedy {:.2}) in {:.1} ms",
            self.variables,
            self.cuts,
            self.solves,
            self.cost,
            self.greedy,
            self.time.as_secs_f64() * 1e3
        )
    }
}

/// The exact extractor.
pub struct IlpExtractor {
    pricing: Pricing,
    /// Wall-clock limit of all solver calls together.
    pub time_limit: Duration,
    /// Candidate nodes above which the greedy result is kept.
    pub max_nodes: usize,
    /// The last extraction's report.
    pub report: Option<IlpReport>,
}

/// Default wall-clock limit of one extraction.
pub const DEFAULT_TIME_LIMIT: Duration = Duration::from_secs(5);
/// Default candidate-node limit.
pub const DEFAULT_MAX_NODES: usize = 20_000;

impl IlpExtractor {
    /// An extractor solving the problem `pricing` describes.
    pub fn new(pricing: Pricing) -> IlpExtractor {
        IlpExtractor {
            pricing,
            time_limit: DEFAULT_TIME_LIMIT,
            max_nodes: DEFAULT_MAX_NODES,
            report: None,
        }
    }
}

/// The candidates: per class reachable from the roots, its choosable
/// nodes with their prices (banned ones only where nothing else exists).
struct Candidates {
    classes: Vec<Id>,
    nodes: Vec<(Id, Node, f64)>,
}

fn candidates(eg: &Graph, roots: &[Id], pricing: &Pricing) -> Candidates {
    let mut seen: FxHashSet<Id> = FxHashSet::default();
    let mut stack: Vec<Id> = roots.iter().map(|&r| eg.find(r)).collect();
    let mut out = Candidates {
        classes: Vec::new(),
        nodes: Vec::new(),
    };
    while let Some(id) = stack.pop() {
        if eg[id].data.ty == Ty::State || !seen.insert(id) {
            continue;
        }
        out.classes.push(id);
        let choosable: Vec<(Node, f64)> = eg[id]
            .nodes
            .iter()
            .filter(|n| !matches!(n.op, Op::Phi { .. }) && n.ty != Ty::State)
            .map(|n| (crate::analysis::canonical(eg, n), pricing.price(eg, id, n)))
            .collect();
        let allowed = choosable.iter().any(|(_, p)| *p < BANNED);
        for (n, p) in choosable {
            if allowed && p >= BANNED {
                continue;
            }
            stack.extend(value_args(eg, &n));
            // A class with only banned nodes keeps them at a price the
            // solver can still compare.
            out.nodes.push((id, n, p.min(1e6)));
        }
    }
    out
}

/// A cycle among chosen nodes, as indices into the candidates, if any.
fn find_cycle(
    eg: &Graph,
    roots: &[Id],
    chosen: &FxHashMap<Id, usize>,
    cands: &Candidates,
) -> Option<Vec<usize>> {
    // Iterative DFS with colours: 1 on the stack, 2 done.
    let mut colour: FxHashMap<Id, u8> = FxHashMap::default();
    for &r in roots {
        let r = eg.find(r);
        if colour.contains_key(&r) || !chosen.contains_key(&r) {
            continue;
        }
        let mut path: Vec<(Id, Vec<Id>)> = Vec::new();
        let kids = |id: Id| -> Vec<Id> {
            chosen.get(&id).map_or_else(Vec::new, |&k| {
                value_args(eg, &cands.nodes[k].1)
                    .filter(|a| chosen.contains_key(a))
                    .collect()
            })
        };
        colour.insert(r, 1);
        path.push((r, kids(r)));
        while let Some((_, todo)) = path.last_mut() {
            let Some(next) = todo.pop() else {
                let (done, _) = path.pop().expect("a frame");
                colour.insert(done, 2);
                continue;
            };
            match colour.get(&next) {
                Some(1) => {
                    let start = path.iter().position(|(c, _)| *c == next)?;
                    return Some(path[start..].iter().map(|(c, _)| chosen[c]).collect());
                }
                Some(_) => {}
                None => {
                    colour.insert(next, 1);
                    let k = kids(next);
                    path.push((next, k));
                }
            }
        }
    }
    None
}

/// One solve of the program with `cuts`; the chosen node per class and
/// the solver's gap when it stopped early.
type Solved = (FxHashMap<Id, usize>, Option<f64>, bool);

fn solve(
    cands: &Candidates,
    roots: &FxHashSet<Id>,
    eg: &Graph,
    cuts: &[Vec<usize>],
    start: &[f64],
    limit: Duration,
) -> Result<Solved, String> {
    let mut vars = ProblemVariables::new();
    let x: Vec<Variable> = cands
        .nodes
        .iter()
        .map(|_| vars.add(variable().binary()))
        .collect();
    let objective: Expression = cands
        .nodes
        .iter()
        .zip(&x)
        .map(|((_, _, p), &v)| *p * v)
        .sum();
    let mut per_class: FxHashMap<Id, Expression> = FxHashMap::default();
    for ((c, _, _), &v) in cands.nodes.iter().zip(&x) {
        *per_class.entry(*c).or_default() += v;
    }
    let mut model = vars
        .minimise(objective)
        .using(good_lp::microlp)
        .with_time_limit(limit.as_secs_f64().max(0.01))
        .with_initial_solution(x.iter().copied().zip(start.iter().copied()));
    for c in &cands.classes {
        let sum = per_class.get(c).cloned().unwrap_or_default();
        model = if roots.contains(c) {
            model.with(sum.eq(1))
        } else {
            model.with(sum.leq(1))
        };
    }
    for ((_, n, _), &v) in cands.nodes.iter().zip(&x) {
        let mut args: Vec<Id> = value_args(eg, n).collect();
        args.sort();
        args.dedup();
        for a in args {
            let sum = per_class.get(&a).cloned().unwrap_or_default();
            model = model.with(Expression::from(v).leq(sum));
        }
    }
    for cut in cuts {
        let sum: Expression = cut.iter().map(|&k| x[k]).sum();
        model = model.with(sum.leq(cut.len() as f64 - 1.0));
    }
    let sol: MicroLpSolution = model.solve().map_err(|e| e.to_string())?;
    let mut chosen: FxHashMap<Id, usize> = FxHashMap::default();
    for (k, &v) in x.iter().enumerate() {
        if sol.value(v) > 0.5 {
            chosen.entry(cands.nodes[k].0).or_insert(k);
        }
    }
    let stats = sol.into_inner().stats();
    let optimal = stats.gap.is_some_and(|g| g <= 1e-9);
    Ok((chosen, stats.gap, optimal))
}

impl Extractor for IlpExtractor {
    fn name(&self) -> &'static str {
        "ilp"
    }

    fn extract(&mut self, eg: &Graph, roots: &[Id]) -> Choices {
        let t = Instant::now();
        let p = &self.pricing;
        let best = greedy_dag(eg, &|eg, id, n| p.price(eg, id, n));
        let cands = candidates(eg, roots, p);
        let greedy = finish(eg, roots, &best);
        let mut report = IlpReport {
            variables: cands.nodes.len(),
            cuts: 0,
            solves: 0,
            status: IlpStatus::TooLarge,
            greedy: greedy.dag_cost,
            cost: greedy.dag_cost,
            gap: None,
            time: Duration::ZERO,
        };
        if cands.nodes.len() > self.max_nodes {
            report.time = t.elapsed();
            self.report = Some(report);
            return greedy;
        }
        let start: Vec<f64> = cands
            .nodes
            .iter()
            .map(|(c, n, _)| f64::from(u8::from(greedy.nodes.get(c) == Some(n))))
            .collect();
        let root_set: FxHashSet<Id> = roots.iter().map(|&r| eg.find(r)).collect();
        let mut cuts: Vec<Vec<usize>> = Vec::new();
        let result = loop {
            let left = self.time_limit.saturating_sub(t.elapsed());
            report.solves += 1;
            let (chosen, gap, optimal) = match solve(&cands, &root_set, eg, &cuts, &start, left) {
                Ok(s) => s,
                // microlp gives up without an incumbent when the time
                // runs out before its first feasible point.
                Err(e) if e.contains("Time limit") => {
                    report.status = IlpStatus::TimeLimit;
                    break None;
                }
                Err(e) => {
                    report.status = IlpStatus::Failed(e);
                    break None;
                }
            };
            match find_cycle(eg, roots, &chosen, &cands) {
                Some(cycle) if t.elapsed() < self.time_limit => cuts.push(cycle),
                Some(_) => {
                    report.status = IlpStatus::TimeLimit;
                    report.gap = gap;
                    break None;
                }
                None => {
                    report.status = if optimal {
                        IlpStatus::Optimal
                    } else {
                        IlpStatus::TimeLimit
                    };
                    report.gap = gap;
                    break Some(chosen);
                }
            }
        };
        report.cuts = cuts.len();
        let choices = result.map(|chosen| {
            let best: FxHashMap<Id, Best> = chosen
                .into_iter()
                .map(|(c, k)| {
                    let (_, n, own) = &cands.nodes[k];
                    let b = Best {
                        node: n.clone(),
                        total: 0.0,
                        own: *own,
                        set: None,
                    };
                    (c, b)
                })
                .collect();
            finish(eg, roots, &best)
        });
        let out = match choices {
            Some(c) if c.dag_cost <= greedy.dag_cost + 1e-9 => c,
            _ => greedy,
        };
        report.cost = out.dag_cost;
        report.time = t.elapsed();
        self.report = Some(report);
        out
    }
}
