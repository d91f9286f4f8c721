//! Load rematerialization in the elaborator: an invariant load (through a
//! `noalias readonly` kernel parameter, marked by `dialects::readonly`)
//! whose class is in the placement policy's `remat` set is re-issued in
//! each block that uses it instead of living across the loop, and the
//! kernel computes the same result. A load that is not invariant in the
//! same set makes elaboration fail (it is never moved off its anchor).

use dialects::ir::{Attrs, Module, Opcode};
use interp::diff::{compare, run_module};
use interp::spec::Spec;
use rewrites::elaborate::{elaborate_with, ElabPolicy};
use rewrites::extract::{DagExtractor, Extractor};
use rustc_hash::FxHashSet;

/// Four coefficients loaded before a loop and read in it.
const SRC: &str = r#"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr noalias readonly %in, ptr noalias readonly %data, ptr noalias %out, i32 %n, i32 %plain) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t = zext i32 %tid to i64
  %p1 = getelementptr float, ptr %in, i64 1
  %c0 = load float, ptr %in, align 4
  %c1 = load float, ptr %p1, align 4
  %pd0 = getelementptr float, ptr %data, i64 %t
  %d0 = load float, ptr %pd0, align 4
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i2, %loop ]
  %s = phi float [ %d0, %entry ], [ %s2, %loop ]
  %m = fmul float %s, %c0
  %s2 = fadd float %m, %c1
  %i2 = add i32 %i, 1
  %more = icmp slt i32 %i2, %n
  br i1 %more, label %loop, label %exit
exit:
  %q = getelementptr float, ptr %out, i64 %t
  %r = fadd float %s2, %c0
  store float %r, ptr %q, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
"#;

fn module(readonly: bool) -> Module {
    let mut m = llvm::import::import("load_remat.ll", SRC).unwrap();
    if readonly {
        let (_, f) = m.funcs.iter_mut().next().unwrap();
        let ro = dialects::readonly::readonly_params(f);
        dialects::readonly::mark_readonly_loads(f.body.as_mut().unwrap(), &ro);
    }
    m
}

/// Elaborates `m`'s kernel with the loads named in `names` rematerialized.
fn elaborate_remat(m: &Module, names: &[&str]) -> Result<Module, String> {
    let (fid, f) = m.funcs.iter().next().unwrap();
    let src = f.body.as_ref().unwrap();
    let lifted = rewrites::lift::lift(m, f).map_err(|e| e.0)?;
    let roots = lifted.skeleton.roots();
    let choices = DagExtractor::new(rewrites::cost::NodeCost::new(cost::tables::Sm::Sm80))
        .extract(&lifted.egraph, &roots);
    let first = elaborate_with(src, &lifted, &choices, &ElabPolicy::default()).map_err(|e| e.0)?;
    let mut remat = FxHashSet::default();
    for (v, c) in &first.class_of {
        if let Some(n) = &first.body.dfg.value_names[*v] {
            if names.contains(&n.as_str()) {
                remat.insert(*c);
            }
        }
    }
    assert_eq!(remat.len(), names.len(), "classes of {names:?}");
    let policy = ElabPolicy {
        remat,
        ..ElabPolicy::default()
    };
    let e = elaborate_with(src, &lifted, &choices, &policy).map_err(|e| e.0)?;
    let mut out = m.clone();
    out.funcs[fid].body = Some(e.body);
    dialects::verify::verify_module(&out).map_err(|e| format!("{e:?}"))?;
    Ok(out)
}

fn loads_per_block(m: &Module) -> Vec<usize> {
    let (_, f) = m.funcs.iter().next().unwrap();
    let b = f.body.as_ref().unwrap();
    b.layout
        .blocks
        .iter()
        .map(|&blk| {
            b.dfg.blocks[blk]
                .insts
                .iter()
                .filter(|&&i| {
                    let d = &b.dfg.insts[i];
                    d.opcode == Opcode::Load && matches!(d.attrs, Attrs::Mem(ma) if ma.invariant)
                })
                .count()
        })
        .collect()
}

#[test]
fn invariant_loads_are_reissued_in_each_using_block() {
    let m = module(true);
    let out = elaborate_remat(&m, &["c0", "c1"]).unwrap();
    // entry: c0, c1, d0; loop: c0, c1 again; exit: c0 again.
    assert_eq!(
        loads_per_block(&out),
        [3, 2, 1],
        "{}",
        dialects::text::print_module(&out)
    );
    for (seed, n) in [(1, 1), (2, 4), (3, 9)] {
        let spec = Spec::parse(&format!(
            "kernel k\nblock 32\nseed {seed}\narg f32[2] random(-1,1)\narg f32[32] random(-1,1)\narg f32[32] uninit\narg i32 {n}\narg i32 0\n"
        ))
        .unwrap();
        let want = run_module(&m, &spec).unwrap();
        let got = run_module(&out, &spec).unwrap();
        compare(&want, &got, None).unwrap();
    }
}

#[test]
fn loads_that_are_not_invariant_stay_at_their_anchor() {
    let m = module(false);
    let Err(err) = elaborate_remat(&m, &["c0"]) else {
        panic!("a plain load was moved off its anchor");
    };
    assert!(err.contains("demanded away from its anchor"), "{err}");
}
