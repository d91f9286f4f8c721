//! mem2reg (`dialects::mem2reg`) promotes a variable whose address is
//! cast (`addrspacecast`, as address-space inference leaves a local
//! alloca) for its lifetime markers alone, removing the cast and the
//! markers; a variable whose cast anything else reads stays in memory.
//! The result computes what the input computes (nvvm interpreter).

use dialects::ir::{Module, Opcode};
use interp::diff::{compare, run_module};
use interp::spec::Spec;
use std::path::Path;

fn read() -> Module {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/mem2reg/marker_casts.wir");
    let text = std::fs::read_to_string(&path).unwrap();
    dialects::text::parse_module("marker_casts.wir", &text).unwrap()
}

fn count(m: &Module, op: Opcode) -> usize {
    let body = m.funcs[m.func_by_name("k").unwrap()].body.as_ref().unwrap();
    body.all_insts()
        .into_iter()
        .filter(|&i| body.dfg.insts[i].opcode == op)
        .count()
}

#[test]
fn a_cast_only_markers_read_does_not_keep_a_variable_in_memory() {
    let before = read();
    let mut after = before.clone();
    let stats = dialects::mem2reg::run(&mut after);
    dialects::verify::verify_module(&after).unwrap();
    assert_eq!(stats.promoted, 1);
    assert_eq!(
        (
            count(&before, Opcode::Alloca),
            count(&after, Opcode::Alloca)
        ),
        (2, 1)
    );
    // %g and both markers go; %h, which the call reads, stays.
    assert_eq!(count(&after, Opcode::AddrSpaceCast), 1);
    assert_eq!(count(&after, Opcode::Intrinsic), 0);
    let text = dialects::text::print_function(&after, after.func_by_name("k").unwrap());
    assert!(text.contains("%kept = nvvm.alloca"), "{text}");
    assert!(!text.contains("%slot"), "{text}");
    for x in [0, 5, -7] {
        let spec = Spec::parse(&format!(
            "kernel k\nblock 1\narg i32[1] zero\narg i32 {x}\n"
        ))
        .unwrap();
        let want = run_module(&before, &spec).unwrap();
        assert_eq!(want.buffers[0].0, ((x + 1) * 3i32).to_le_bytes());
        compare(&want, &run_module(&after, &spec).unwrap(), None).unwrap();
    }
}
