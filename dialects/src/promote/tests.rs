//! Parameter merging after promotion: hand-built bodies, verified after.

use super::*;
use crate::analysis::testutil::{module_with, FuncBuilder};
use crate::ir::{ty, IntPred};
use crate::verify::verify_module;

/// entry(a, b): condbr a > 0 -> l | r; l: br join(a, a, b);
/// r: br join(b, b, b); join(x, y, z): ret x + y + z.
fn diamond() -> Body {
    let mut fb = FuncBuilder::new();
    let e = fb.block();
    let a = fb.param(e, ty::I32);
    let b = fb.param(e, ty::I32);
    let l = fb.block();
    let r = fb.block();
    let join = fb.block();
    let x = fb.param(join, ty::I32);
    let y = fb.param(join, ty::I32);
    let z = fb.param(join, ty::I32);
    let zero = fb.iconst(ty::I32, 0);
    let c = fb.icmp(IntPred::Sgt, a, zero);
    fb.condbr(c, (l, &[]), (r, &[]));
    fb.switch_to(l);
    fb.br(join, &[a, a, b]);
    fb.switch_to(r);
    fb.br(join, &[b, b, b]);
    fb.switch_to(join);
    let s = fb.binary(Opcode::Add, x, y);
    let t = fb.binary(Opcode::Add, s, z);
    fb.ret(&[t]);
    fb.body
}

#[test]
fn equal_parameters_merge_and_one_value_replaces_its_parameter() {
    let (mut m, _) = module_with(vec![ty::I32, ty::I32], Some(ty::I32), diamond());
    let f = m.funcs.values_mut().next().unwrap();
    let body = f.body.as_mut().unwrap();
    let join = body.layout.blocks[3];
    let (x, b) = (
        body.dfg.block_params(join)[0],
        body.dfg.block_params(body.layout.blocks[0])[1],
    );
    merge_equal_params(body);
    // y always equals x; z is always b.
    assert_eq!(body.dfg.block_params(join), &[x]);
    let uses: Vec<Value> = body
        .block_insts(join)
        .iter()
        .flat_map(|&i| body.dfg.inst_args(i).to_vec())
        .collect();
    assert!(uses.contains(&x) && uses.contains(&b), "{uses:?}");
    verify_module(&m).expect("valid after merging");
}

/// entry(n): br head(0, 0); head(i, j): i < n ? body : exit(j);
/// body: br head(i + 1, j); exit(r): ret r. `j` passes itself back and
/// is 0 on entry: it is the constant.
fn carried() -> Body {
    let mut fb = FuncBuilder::new();
    let e = fb.block();
    let n = fb.param(e, ty::I32);
    let head = fb.block();
    let i = fb.param(head, ty::I32);
    let j = fb.param(head, ty::I32);
    let body = fb.block();
    let exit = fb.block();
    let r = fb.param(exit, ty::I32);
    let zero = fb.iconst(ty::I32, 0);
    fb.br(head, &[zero, zero]);
    fb.switch_to(head);
    let c = fb.icmp(IntPred::Slt, i, n);
    fb.condbr(c, (body, &[]), (exit, &[j]));
    fb.switch_to(body);
    let one = fb.iconst(ty::I32, 1);
    let i1 = fb.binary(Opcode::Add, i, one);
    fb.br(head, &[i1, j]);
    fb.switch_to(exit);
    fb.ret(&[r]);
    fb.body
}

#[test]
fn a_parameter_passed_back_unchanged_is_its_entry_value() {
    let (mut m, _) = module_with(vec![ty::I32], Some(ty::I32), carried());
    let f = m.funcs.values_mut().next().unwrap();
    let body = f.body.as_mut().unwrap();
    let (head, exit) = (body.layout.blocks[1], body.layout.blocks[3]);
    let i = body.dfg.block_params(head)[0];
    merge_equal_params(body);
    // `j` is the constant 0, and so is the exit's `r`; `i` stays (its
    // back edge passes i + 1).
    assert_eq!(body.dfg.block_params(head), &[i]);
    assert!(body.dfg.block_params(exit).is_empty());
    let ret = body.terminator(exit).unwrap();
    let v = body.dfg.inst_args(ret)[0];
    assert_eq!(body.dfg.int_const(v), Some((0, 32)));
    verify_module(&m).expect("valid after merging");
}
