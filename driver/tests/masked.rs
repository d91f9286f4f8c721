//! `llvm.masked.load` and `llvm.masked.store` with constant masks
//! (`tests/masked/constant_masks.ll`) are expanded at import: disabled
//! lanes of a load take the passthru value, disabled lanes of a store
//! leave memory alone, an all-true mask is one vector access. Checked on
//! the PTX interpreter against values computed here, at -O0 and -O3.

mod common;

use common::compile_kernel;

#[test]
fn constant_masks_select_lanes() {
    let spec = "kernel k\nblock 8\narg i32[32] random(-100,100)\narg i32[32] const(-1)\n";
    let spec = interp::spec::Spec::parse(spec).unwrap();
    for level in ["-O0", "-O3"] {
        let ptx = compile_kernel("tests/masked/constant_masks.ll", "k", &[level]);
        let out = interp::diff::run_ptx_text("k.ptx", &ptx, &spec).unwrap();
        let words = |b: &[u8]| -> Vec<i32> {
            b.chunks_exact(4)
                .map(|w| i32::from_le_bytes(w.try_into().unwrap()))
                .collect()
        };
        let (inp, res) = (words(&out.buffers[0].0), words(&out.buffers[1].0));
        for t in 0..8 {
            let (a, r) = (&inp[t * 4..t * 4 + 4], &res[t * 4..t * 4 + 4]);
            assert_eq!(r, [-1, 8 + a[1], 2 * a[2], -1], "{level}: thread {t}");
        }
        if level == "-O3" {
            assert!(ptx.contains("ld.global.v4.u32"), "{ptx}");
        }
    }
}

/// Masks known only at run time (`tests/masked/runtime_masks.ll`): a
/// branch per lane, on both interpreters, against values computed here.
#[test]
fn runtime_masks_branch_per_lane() {
    let spec = "kernel k\nblock 32\narg i32[128] random(-100,100)\narg i32[128] const(1000)\n";
    let spec = interp::spec::Spec::parse(spec).unwrap();
    let path = tests::tools::repo_root().join("tests/masked/runtime_masks.ll");
    let src = std::fs::read_to_string(&path).unwrap();
    let m = llvm::import::import("runtime_masks.ll", &src).unwrap();
    let ir = interp::diff::run_module(&m, &spec).unwrap();
    for level in ["-O0", "-O3"] {
        let ptx = compile_kernel("tests/masked/runtime_masks.ll", "k", &[level]);
        // Lane stores keep the vector's alignment.
        assert!(
            ptx.contains("st.global.u32 \t[%rd") && !ptx.contains("st.global.u8"),
            "{ptx}"
        );
        let out = interp::diff::run_ptx_text("k.ptx", &ptx, &spec).unwrap();
        interp::diff::compare(&ir, &out, None).unwrap();
        let words = |b: &[u8]| -> Vec<i32> {
            b.chunks_exact(4)
                .map(|w| i32::from_le_bytes(w.try_into().unwrap()))
                .collect()
        };
        let (inp, res) = (words(&out.buffers[0].0), words(&out.buffers[1].0));
        let mut stored = 0;
        for (k, (&a, &r)) in inp.iter().zip(&res).enumerate() {
            let loaded = if a > 0 { a } else { -5 };
            let want = if loaded & 1 == 1 { loaded + a } else { 1000 };
            stored += usize::from(want != 1000);
            assert_eq!(r, want, "{level}: word {k} (input {a})");
        }
        assert!(stored > 10 && stored < 118, "{stored}");
    }
}
