//! `byval-copy` (`dialects::byvalcopy`) on `tests/byvalcopy/cases.ll`: a
//! byval struct its kernel or device function writes to gets an `alloca` + `memcpy`
//! copy, which `memcpyopt`, `sroa` and `mem2reg` then promote; a struct
//! only read (loaded, copied by a `memcpy` an inlined by-value call left,
//! or loaded through a `select`), or longer than memcpyopt expands, is left to
//! instruction selection. Both interpreters compute what the input
//! computes at each step, and ptxas accepts the result.

use dialects::ir::{Module, Opcode};
use std::path::Path;

mod common;

fn read() -> Module {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/byvalcopy/cases.ll");
    let text = std::fs::read_to_string(&path).unwrap();
    llvm::import::import("cases.ll", &text).unwrap()
}

/// Copies made in each of `names`.
fn run(m: &mut Module, names: &[&str]) -> Vec<usize> {
    names
        .iter()
        .map(|n| {
            let id = m.func_by_name(n).unwrap();
            dialects::byvalcopy::run_function(&mut m.funcs[id])
        })
        .collect()
}

fn allocas(m: &Module, name: &str) -> usize {
    common::count_op(m, name, Opcode::Alloca)
}

/// What the pipeline runs next: memcpyopt, sroa and mem2reg on every body.
fn promote(m: &Module) -> Module {
    let mut m = m.clone();
    for f in m.funcs.values_mut() {
        if let Some(body) = f.body.as_mut() {
            dialects::memcpyopt::run_function(body);
            dialects::sroa::run_function(body);
            dialects::mem2reg::run_function(body);
        }
    }
    m
}

const KERNELS: [&str; 6] = [
    "written", "readonly", "escapes", "large", "inlined", "chosen",
];

fn specs() -> Vec<String> {
    [
        // then-path (field 1 = 100 > ctaid) and else-path (field 1 = 0).
        "kernel written\nblock 64\narg i32[64] zero\narg i32 5\narg byval i32(1,100,7,3,0,0)\n",
        "kernel written\nblock 64\narg i32[64] zero\narg i32 5\narg byval i32(11,0,7,3,0,0)\n",
        "kernel readonly\nblock 64\narg i32[64] zero\narg byval i32(1,2,3,4,5,6)\n",
        "kernel escapes\nblock 64\narg i32[64] zero\narg byval i32(9,2,3,4,5,6)\n",
        "kernel inlined\nblock 64\narg i32[64] zero\narg byval i32(9,2,3,4,5,6)\n",
        "kernel chosen\nblock 64\narg i32[64] zero\narg byval i32(0,0,77,0)\n",
        "kernel calls_reader\nblock 64\narg i32[64] zero\narg byval i32(5,6,7,8,9,10)\n",
    ]
    .map(String::from)
    .into_iter()
    .chain([format!(
        "kernel large\nblock 64\narg i32[64] zero\narg byval i32({})\n",
        (0..80)
            .map(|i| (3 * i).to_string())
            .collect::<Vec<_>>()
            .join(",")
    )])
    .collect()
}

#[test]
fn written_structs_are_copied_and_then_promoted() {
    let before = read();
    let mut after = before.clone();
    assert_eq!(run(&mut after, &KERNELS), [1, 0, 1, 0, 0, 0]);
    dialects::verify::verify_module(&after).unwrap();
    assert_eq!(allocas(&after, "written"), 1);
    assert_eq!(allocas(&after, "large"), 0);
    // The copy's own memcpy reads the parameter: no second copy.
    let mut again = after.clone();
    assert_eq!(run(&mut again, &KERNELS), [0; 6]);
    for (want, text) in common::same_runs(&before, &after, &specs())
        .iter()
        .zip(specs())
    {
        let out = want.buffers.iter().find(|b| b.0.iter().any(|&x| x != 0));
        assert!(out.is_some(), "writes something: {text}");
    }

    // What the pipeline does next: the written struct leaves memory, the
    // escaping one stays a slot.
    let promoted = promote(&after);
    dialects::verify::verify_module(&promoted).unwrap();
    assert_eq!(allocas(&promoted, "written"), 0);
    assert_eq!(allocas(&promoted, "escapes"), 1);
    assert_eq!(allocas(&promoted, "inlined"), 0);
    common::same_runs(&before, &promoted, &specs());
}

#[test]
fn a_device_function_reads_its_struct_in_place() {
    let m = read();
    let ptx = ptx::print::print_module(&isel::select_module(&m, "sm_80").unwrap());
    // The definition: the `{ ... }` after the name's last occurrence (the
    // first is the prototype).
    let body = |name: &str| {
        let at = ptx.rfind(&format!(" {name}(")).unwrap();
        let rest = &ptx[at..];
        rest[rest.find('{').unwrap()..rest.find("\n}").unwrap()].to_string()
    };
    let sum = body("sum_fields");
    assert!(
        sum.contains("[sum_fields_param_0+4]") && !sum.contains(".local"),
        "{sum}"
    );
    assert!(body("pick_field").contains(".local"));
    common::same_runs(&m, &m, &specs());
}

#[test]
fn device_functions_that_write_their_struct_are_copied() {
    let before = read();
    let mut after = before.clone();
    assert_eq!(
        run(&mut after, &["bump_fields", "sum_fields", "pick_field"]),
        [1, 0, 0]
    );
    dialects::verify::verify_module(&after).unwrap();
    let promoted = promote(&after);
    assert_eq!(allocas(&promoted, "bump_fields"), 0);
    common::same_runs(&before, &after, &specs());
    common::same_runs(&before, &promoted, &specs());
}
