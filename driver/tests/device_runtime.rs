//! The device runtime a kernel calls without a body
//! (`tests/cuda/devruntime.cu`, both IR forms): `printf` (`vprintf` and its
//! argument buffer), `assert` (`__assertfail`), `malloc` and `free`. The
//! input on the nvvm interpreter and warpsat's -O3 PTX on the PTX
//! interpreter print what C's printf prints (a reference formatted here),
//! fail a false assertion with its text, file and line, and compute with
//! heap scratch memory; ptxas accepts the PTX.

use interp::diff::{run_module, run_ptx_text, Outcome, RunError};
use interp::spec::Spec;

mod common;

fn floats(o: &Outcome, k: usize) -> Vec<f32> {
    common::words(o, k)
        .into_iter()
        .map(f32::from_bits)
        .collect()
}

/// The lines `print_rows` prints for inputs `a` and `f`, as C formats
/// them (`%5.2f` rounds like Rust's `{:5.2}` for these values).
fn rows(a: &[u32], f: &[f32], n: usize) -> String {
    (0..n)
        .map(|i| {
            let parity = if i % 2 == 1 { "odd" } else { "even" };
            let wide = a[i] as i32 as i64 * 1_000_000_000;
            format!(
                "row {i}: {:5.2} {parity} {wide}|{:<4}|{:x}\n",
                f[i],
                i * 3,
                a[i] & 0xff
            )
        })
        .collect()
}

fn check_form(file: &str) {
    let (m, ptx) = common::cuda_input_and_ptx(file);
    let both = |spec: &str| -> Vec<(&str, Result<Outcome, RunError>)> {
        let spec = Spec::parse(spec).unwrap();
        vec![
            ("nvvm", run_module(&m, &spec)),
            ("PTX", run_ptx_text("d.ptx", &ptx, &spec)),
        ]
    };

    let n = 40;
    let spec = format!(
        "kernel print_rows\ngrid 2\nblock 32\nseed 4\narg i32[64] random(-50,300)\n\
         arg f32[64] random(-100,100)\narg i32 {n}\n"
    );
    for (which, o) in both(&spec) {
        let o = o.unwrap_or_else(|e| panic!("{file} {which}: {e}"));
        let want = rows(&common::words(&o, 0), &floats(&o, 1), n);
        assert_eq!(o.printed, want, "{file} {which}");
    }

    let sqrt = |range: &str| {
        format!(
            "kernel checked_sqrt\ngrid 1\nblock 32\nseed 2\narg f32[32] random({range})\n\
             arg f32[32] zero\narg i32 32\n"
        )
    };
    for (which, o) in both(&sqrt("0,9")) {
        let o = o.unwrap_or_else(|e| panic!("{file} {which}: {e}"));
        let (x, y) = (floats(&o, 0), floats(&o, 1));
        assert!(
            x.iter().zip(&y).all(|(x, y)| x.sqrt() == *y),
            "{file} {which}"
        );
    }
    for (which, o) in both(&sqrt("-9,9")) {
        let e = o
            .err()
            .unwrap_or_else(|| panic!("{file} {which}: no assertion failed"));
        let e = e.to_string();
        assert!(
            e.contains("assertion failed: in[i] >= 0.0f (devruntime.cu:16"),
            "{file} {which}: {e}"
        );
    }

    let spec = "kernel heap_scratch\ngrid 2\nblock 32\nseed 6\narg i32[64] random(-1000,1000)\n\
                arg i32[64] zero\narg i32 60\n";
    for (which, o) in both(spec) {
        let o = o.unwrap_or_else(|e| panic!("{file} {which}: {e}"));
        let (x, y) = (common::words(&o, 0), common::words(&o, 1));
        for i in 0..64 {
            let want = if i < 60 { (x[i] as i32 * 10) as u32 } else { 0 };
            assert_eq!(y[i], want, "{file} {which} element {i}");
        }
    }
}

#[test]
fn nvvm_form_prints_asserts_and_allocates() {
    check_form("devruntime.nvvm.ll");
}

#[test]
fn modern_form_prints_asserts_and_allocates() {
    check_form("devruntime.modern.ll");
}
