//! Chained pointer induction variables for loop strength reduction
//! ([`crate::lsr`]): addresses that advance by the same stride and lie a
//! loop-invariant multiple of one distance `d` apart share one pointer
//! induction variable `p`; the others are `p + d`, `p + d + d`, ... plus a
//! constant, computed in the loop.
//!
//! Why: a register-blocked GEMM loads four rows of its A tile per
//! iteration, `(r + 32·l) · K + k0`. Each row was a pointer of its own
//! (four 64-bit registers live across the loop), or, left alone, four
//! row indices and `K` (a register each) that ptxas hoists out of the
//! loop. Chained, one pointer and `d = 32·K·4` stay live; the additions
//! per iteration are as many as there were pointers. ptxas cannot hoist
//! `p + d` (it changes with `p`), so the saving survives its scheduling.
//!
//! Exactness: every member's address is `leader + c·d + e` for all
//! iterations: both advance by the same stride, and their difference,
//! made of loop-invariant values only, is what it was before the loop.

use dialects::analysis::dom::DomTree;
use dialects::ir::{Attrs, Block, Body, Const, Inst, IntFlags, Opcode, Type, Value, ValueDef};
use rustc_hash::FxHashMap;

use crate::lsr::{Emitter, Group, LoopCx, Reduced, Shape};
use crate::lsr_form::Form;

/// The most links one chain gets (`p + c·d` for `c` up to this).
const MAX_LINKS: i128 = 8;

/// A chain: the leader's group, the distance, and each linked group with
/// its multiple of the distance and constant remainder.
pub(crate) struct Chain {
    pub(crate) leader: Group,
    pub(crate) d: Form,
    pub(crate) links: Vec<(Group, i128, i128)>,
}

/// What a loop gets: pointer induction variables, some of them chains.
pub(crate) enum Plan {
    Single(Group),
    Chain(Chain),
}

/// Joins `groups` (with their forms, in program order) into chains where
/// they qualify (see the module comment); the rest stay single.
pub(crate) fn plan(cx: &LoopCx, dt: &DomTree, pre: Block, groups: Vec<(Form, Group)>) -> Vec<Plan> {
    let mut taken = vec![false; groups.len()];
    let mut slots: Vec<Option<(Form, Group)>> = groups.into_iter().map(Some).collect();
    let mut out = Vec::new();
    for i in 0..slots.len() {
        if taken[i] {
            continue;
        }
        taken[i] = true;
        let Some((lf, leader)) = slots[i].take() else {
            continue;
        };
        let mut d: Option<Form> = None;
        let mut links = Vec::new();
        for j in i + 1..slots.len() {
            let Some((f, g)) = slots[j].as_ref() else {
                continue;
            };
            if taken[j]
                || g.iv.param != leader.iv.param
                || g.step != leader.step
                || g.slope != leader.slope
            {
                continue;
            }
            let diff = f.clone().add(lf.clone(), -1);
            if !invariant_ints(cx, dt, pre, &diff) {
                continue;
            }
            let dist = d.get_or_insert_with(|| Form {
                terms: diff.terms.clone(),
                k: 0,
            });
            let Some((c, e)) = diff.multiple_of(dist) else {
                continue;
            };
            if c > MAX_LINKS || i32::try_from(e).is_err() {
                continue;
            }
            taken[j] = true;
            if let Some((_, g)) = slots[j].take() {
                links.push((g, c, e));
            }
        }
        match d {
            Some(d) if !links.is_empty() => out.push(Plan::Chain(Chain { leader, d, links })),
            _ => out.push(Plan::Single(leader)),
        }
    }
    out
}

/// Whether a difference has monomials (there is a distance), all of
/// loop-invariant integers available at the end of the preheader `pre`
/// (a form may name a value found elsewhere in the function: `y >> s`).
fn invariant_ints(cx: &LoopCx, dt: &DomTree, pre: Block, diff: &Form) -> bool {
    let available = |v: Value| {
        let b = match cx.body.dfg.values[v].def {
            ValueDef::Param(b, _) => Some(b),
            ValueDef::Result(i) => cx.body.layout.inst_block[i],
        };
        b.is_some_and(|b| dt.dominates(b, pre))
    };
    !diff.terms.is_empty()
        && diff.terms.keys().flatten().all(|&(v, _)| {
            !cx.in_loop(v) && available(v) && matches!(cx.body.dfg.value_type(v), Type::Int(_))
        })
}

fn put(
    body: &mut Body,
    b: Block,
    pos: usize,
    op: Opcode,
    args: &[Value],
    attrs: Attrs,
    ty: Type,
) -> Value {
    let i = body.dfg.make_inst(op, args, attrs, Some(ty));
    body.insert_inst(b, pos, i);
    body.dfg.inst_result(i).expect("made with a result")
}

fn int64(c: i128) -> Attrs {
    Attrs::Const(Const::Int(u128::from(c as i64 as u64)))
}

/// The distance as a 64-bit value, computed at the end of the loop's
/// preheader; `None` when a narrow atom is not extended (the chain is
/// then left out).
fn materialize(body: &mut Body, s: &Shape, d: &Form) -> Option<Value> {
    let mut em = Emitter {
        body,
        at: s.pre,
        clones: FxHashMap::default(),
    };
    let mut sum: Option<Value> = None;
    for (mono, &coef) in &d.terms {
        let term = em.product(mono, coef)?;
        sum = Some(match sum {
            None => term,
            Some(a) => em.put(
                Opcode::Add,
                &[a, term],
                Attrs::Int(IntFlags::default()),
                Type::Int(64),
            ),
        });
    }
    Some(match sum {
        Some(v) => v,
        None => em.int(0),
    })
}

/// Applies a chain whose leader already has pointer induction variable
/// `p` (a parameter of the header): the links' addresses in the loop
/// become `p + c·d + e` (plus each member's own offset).
pub(crate) fn apply(
    body: &mut Body,
    loop_blocks: &[Block],
    s: &Shape,
    p: Value,
    ch: Chain,
) -> Vec<Reduced> {
    let ty = body.dfg.value_type(p);
    let Some(d) = materialize(body, s, &ch.d) else {
        return Vec::new();
    };
    let max_c = ch.links.iter().map(|l| l.1).max().unwrap_or(0);
    let plain = Attrs::Int(IntFlags::default());
    // q_c = p + c·d at the top of the header, each from the one before.
    let mut q: FxHashMap<i128, Value> = FxHashMap::default();
    let mut prev = p;
    for c in 1..=max_c {
        let pos = c as usize - 1;
        prev = put(
            body,
            s.header,
            pos,
            Opcode::PtrAdd,
            &[prev, d],
            plain.clone(),
            ty,
        );
        q.insert(c, prev);
    }
    let users: Vec<Inst> = loop_blocks
        .iter()
        .flat_map(|&b| body.block_insts(b).to_vec())
        .collect();
    let mut done = Vec::new();
    for (g, c, e) in ch.links {
        let base = q[&c];
        for (addr, off) in std::iter::once((g.leader, 0)).chain(g.members) {
            let Some(i) = body.dfg.def_inst(addr) else {
                continue;
            };
            let Some(b) = body.layout.inst_block[i] else {
                continue;
            };
            let Some(pos) = body.block_insts(b).iter().position(|&x| x == i) else {
                continue;
            };
            let total = e + i128::from(off);
            let new = if total == 0 {
                base
            } else {
                let k = put(
                    body,
                    b,
                    pos,
                    Opcode::Const,
                    &[],
                    int64(total),
                    Type::Int(64),
                );
                put(
                    body,
                    b,
                    pos + 1,
                    Opcode::PtrAdd,
                    &[base, k],
                    plain.clone(),
                    ty,
                )
            };
            let users: Vec<Inst> = users
                .iter()
                .copied()
                .filter(|&u| body.dfg.inst_result(u) != Some(new))
                .collect();
            body.dfg.replace_uses(&users, addr, new);
            done.push(Reduced {
                header: s.header,
                addr,
                iv: p,
                offset: total as i64,
                stride: None,
                chain: Some(c as u32),
                narrow: false,
            });
        }
    }
    done
}
