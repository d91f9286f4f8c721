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
