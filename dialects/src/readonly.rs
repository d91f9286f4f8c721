//! Loads through a kernel's `noalias readonly` pointer parameters
//! (`const T *__restrict__`) read memory nothing changes while the kernel
//! runs: no store goes through the parameter (`readonly`) and no other
//! pointer reaches its memory (`noalias`). They are marked invariant, which
//! instruction selection emits as `ld.global.nc` (the read-only data cache
//! path, as libNVVM and llc do for such parameters) and which lets later
//! passes recompute them.
//!
//! A pointer derives from such a parameter when it is the parameter or is
//! computed from derived pointers by `ptradd`, `addrspacecast`, `select`
//! or block parameters (optimistic fixed point, so loop-carried pointers
//! count); anything else (a loaded pointer, an integer cast, a call
//! result) does not.

use rustc_hash::{FxHashMap, FxHashSet};

use crate::ir::{Attrs, Body, Function, Opcode, Type, Value, ValueDef};

/// The entry parameters of `f` that are `noalias readonly` pointers of a
/// kernel (not `byval`).
pub fn readonly_params(f: &Function) -> Vec<Value> {
    let (true, Some(body)) = (f.kernel, f.body.as_ref()) else {
        return Vec::new();
    };
    let Some(e) = body.entry() else {
        return Vec::new();
    };
    body.dfg
        .block_params(e)
        .iter()
        .zip(&f.param_attrs)
        .filter(|(&p, a)| {
            a.noalias
                && a.readonly
                && a.byval.is_none()
                && matches!(body.dfg.value_type(p), Type::Ptr(_))
        })
        .map(|(&p, _)| p)
        .collect()
}

/// Marks the loads of `body` through pointers derived from `params` as
/// invariant; returns how many it marked.
pub fn mark_readonly_loads(body: &mut Body, params: &[Value]) -> usize {
    if params.is_empty() {
        return 0;
    }
    let roots: FxHashSet<Value> = params.iter().copied().collect();
    // Optimistic: every pointer value derives until shown otherwise.
    let mut derived: FxHashSet<Value> = body
        .dfg
        .values
        .iter()
        .filter(|(_, d)| matches!(d.ty, Type::Ptr(_)))
        .map(|(v, _)| v)
        .collect();
    let sources = sources(body, &derived);
    loop {
        let mut drop = Vec::new();
        for &v in &derived {
            if roots.contains(&v) {
                continue;
            }
            let ok = sources
                .get(&v)
                .and_then(|s| s.as_ref())
                .is_some_and(|srcs| srcs.iter().all(|s| derived.contains(s)));
            if !ok {
                drop.push(v);
            }
        }
        if drop.is_empty() {
            break;
        }
        for v in drop {
            derived.remove(&v);
        }
    }
    let mut marked = 0;
    for i in body.all_insts() {
        let d = &body.dfg.insts[i];
        if d.opcode != Opcode::Load {
            continue;
        }
        let Some(&p) = body.dfg.inst_args(i).first() else {
            continue;
        };
        if !derived.contains(&p) {
            continue;
        }
        if let Attrs::Mem(ma) = &mut body.dfg.insts[i].attrs {
            if !ma.volatile && ma.ordering.is_none() && !ma.invariant {
                ma.invariant = true;
                marked += 1;
            }
        }
    }
    marked
}

/// What each pointer value of `ptrs` is computed from, when it is computed
/// only from pointers: a block parameter's incoming values, a `ptradd`'s or
/// `addrspacecast`'s operand, a `select`'s two choices (`None`: anything
/// else, such as entry parameters, loads and calls).
fn sources(body: &Body, ptrs: &FxHashSet<Value>) -> FxHashMap<Value, Option<Vec<Value>>> {
    let mut out: FxHashMap<Value, Option<Vec<Value>>> = FxHashMap::default();
    let entry = body.entry();
    for &v in ptrs {
        let s = match body.dfg.values[v].def {
            ValueDef::Param(b, _) if Some(b) == entry => None,
            ValueDef::Param(..) => Some(Vec::new()),
            ValueDef::Result(i) => {
                let args = body.dfg.inst_args(i);
                match body.dfg.insts[i].opcode {
                    Opcode::PtrAdd | Opcode::AddrSpaceCast => args.first().map(|&a| vec![a]),
                    Opcode::Select if args.len() == 3 => Some(args[1..].to_vec()),
                    _ => None,
                }
            }
        };
        out.insert(v, s);
    }
    // Incoming values of non-entry block parameters, in one walk.
    for &p in &body.layout.blocks {
        let Some(t) = body.terminator(p) else {
            continue;
        };
        for s in &body.dfg.insts[t].succs {
            let params = body.dfg.block_params(s.block);
            for (k, &a) in body.dfg.call_args(s).iter().enumerate() {
                if let Some(Some(list)) = params.get(k).and_then(|q| out.get_mut(q)) {
                    list.push(a);
                }
            }
        }
    }
    out
}
