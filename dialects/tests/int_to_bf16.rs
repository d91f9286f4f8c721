//! Integer to bf16 before sm_90, where PTX converts integers only to f32:
//! the selector truncates to f32 and rounds to odd, so the final rounding
//! to bf16 is the only one. Checked on both interpreters (the nvvm one
//! rounds from the integer's bits) on values whose f32 rounding would tie
//! the second rounding the wrong way, and on random values of every width.

use interp::diff::{compare, run_module, run_ptx_text, Outcome, Tolerance};
use interp::spec::Spec;
use tests::mutate::Rng;

const SRC: &str = r#"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define ptx_kernel void @cv(ptr addrspace(1) %x, ptr addrspace(1) %y, ptr addrspace(1) %o) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %px = getelementptr inbounds i32, ptr addrspace(1) %x, i32 %t
  %py = getelementptr inbounds i64, ptr addrspace(1) %y, i32 %t
  %a = load i32, ptr addrspace(1) %px, align 4
  %b = load i64, ptr addrspace(1) %py, align 8
  %h = trunc i32 %a to i16
  %c = trunc i32 %a to i8
  %r0 = sitofp i32 %a to bfloat
  %r1 = uitofp i32 %a to bfloat
  %r2 = sitofp i64 %b to bfloat
  %r3 = uitofp i64 %b to bfloat
  %r4 = sitofp i16 %h to bfloat
  %r5 = uitofp i8 %c to bfloat
  %q = mul i32 %t, 6
  %o0 = getelementptr bfloat, ptr addrspace(1) %o, i32 %q
  store bfloat %r0, ptr addrspace(1) %o0, align 2
  %o1 = getelementptr bfloat, ptr addrspace(1) %o0, i32 1
  store bfloat %r1, ptr addrspace(1) %o1, align 2
  %o2 = getelementptr bfloat, ptr addrspace(1) %o0, i32 2
  store bfloat %r2, ptr addrspace(1) %o2, align 2
  %o3 = getelementptr bfloat, ptr addrspace(1) %o0, i32 3
  store bfloat %r3, ptr addrspace(1) %o3, align 2
  %o4 = getelementptr bfloat, ptr addrspace(1) %o0, i32 4
  store bfloat %r4, ptr addrspace(1) %o4, align 2
  %o5 = getelementptr bfloat, ptr addrspace(1) %o0, i32 5
  store bfloat %r5, ptr addrspace(1) %o5, align 2
  ret void
}
"#;

fn halves(out: &Outcome, k: usize) -> Vec<u16> {
    out.buffers[k]
        .0
        .chunks_exact(2)
        .map(|c| u16::from_le_bytes([c[0], c[1]]))
        .collect()
}

#[test]
fn integers_round_once_to_bf16_on_sm_80() {
    // 2^24 + 2^16 + 1 is just above a bf16 tie; through a rounded f32 it
    // lands on the tie (2^24 + 2^16) and rounds down to even.
    let mut xs: Vec<i64> = vec![
        0,
        1,
        -1,
        257,
        259,
        16_842_753,
        -16_842_753,
        i32::MAX as i64,
        i32::MIN as i64,
        0x0101_8000,
        0x0100_7fff,
    ];
    let mut ys: Vec<i64> = vec![
        0,
        1,
        -1,
        (1 << 60) + (1 << 52) + 1,
        -((1 << 60) + (1 << 52) + 1),
        i64::MAX,
        i64::MIN,
        (1 << 40) + (1 << 32),
        3,
        -7,
        1 << 62,
    ];
    let mut g = Rng::new(0xbf16);
    while xs.len() < 256 {
        let shift = g.next() % 32;
        xs.push((g.next() as i32 >> shift) as i64);
        ys.push(g.next() as i64 >> (g.next() % 64));
    }
    let list = |v: &[i64]| {
        v.iter()
            .map(|x| x.to_string())
            .collect::<Vec<_>>()
            .join(",")
    };
    let spec = format!(
        "kernel cv\nblock 256\narg i32[256] values({})\narg i64[256] values({})\narg u16[1536] zero\n",
        list(&xs),
        list(&ys)
    );
    let spec = Spec::parse(&spec).unwrap();
    let m = llvm::import::import("cv.ll", SRC).unwrap();
    let ptx = ptx::print::print_module(&isel::select_module(&m, "sm_80").unwrap());
    assert!(
        ptx.contains("cvt.rz.f32.s32") && ptx.contains("cvt.rz.f32.u64"),
        "{ptx}"
    );
    if let Some(ptxas) = tests::tools::need("WARPSAT_PTXAS") {
        tests::tools::ptxas_stack_frames(&ptxas, &ptx, "sm_80");
    }
    let want = run_module(&m, &spec).unwrap();
    let got = run_ptx_text("cv.ptx", &ptx, &spec).unwrap();
    compare(&want, &got, Some(Tolerance { rel: 0.0, abs: 0.0 })).unwrap();
    let out = halves(&got, 2);
    // 2^24 + 2^17 (0x4b81), not the doubly rounded 2^24 (0x4b80).
    assert_eq!(out[5 * 6], 0x4b81);
    assert_eq!(out[6 * 6], 0xcb81);
    // 2^60 + 2^53 likewise: exponent 187, mantissa 1.
    assert_eq!(out[3 * 6 + 2], 0x5d81);
}
