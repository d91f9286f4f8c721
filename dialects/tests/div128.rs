//! i128 `udiv`, `urem`, `sdiv` and `srem` (`isel`'s restoring division on
//! 64-bit halves): the PTX computes Rust's `u128`/`i128` quotient and
//! remainder for dividends and divisors of every size and sign (one-bit
//! to full-width, the extremes, a zero dividend), and so does the nvvm
//! interpreter; ptxas accepts the PTX.

use interp::diff::{compare, run_module, run_ptx_text};
use interp::spec::Spec;

const SRC: &str = r#"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define ptx_kernel void @k(ptr addrspace(1) %x, ptr addrspace(1) %y, ptr addrspace(1) %o) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  %px = getelementptr inbounds i128, ptr addrspace(1) %x, i64 %t64
  %py = getelementptr inbounds i128, ptr addrspace(1) %y, i64 %t64
  %a = load i128, ptr addrspace(1) %px, align 16
  %b = load i128, ptr addrspace(1) %py, align 16
  %q = udiv i128 %a, %b
  %r = urem i128 %a, %b
  %sq = sdiv i128 %a, %b
  %sr = srem i128 %a, %b
  %base = mul i64 %t64, 4
  %p0 = getelementptr inbounds i128, ptr addrspace(1) %o, i64 %base
  store i128 %q, ptr addrspace(1) %p0, align 16
  %p1 = getelementptr inbounds i128, ptr addrspace(1) %p0, i64 1
  store i128 %r, ptr addrspace(1) %p1, align 16
  %p2 = getelementptr inbounds i128, ptr addrspace(1) %p0, i64 2
  store i128 %sq, ptr addrspace(1) %p2, align 16
  %p3 = getelementptr inbounds i128, ptr addrspace(1) %p0, i64 3
  store i128 %sr, ptr addrspace(1) %p3, align 16
  ret void
}
"#;

use tests::mutate::Rng;

fn wide(g: &mut Rng) -> u128 {
    u128::from(g.next()) << 64 | u128::from(g.next())
}

/// 256 (dividend, divisor) pairs: extremes, then random values cut to
/// random bit lengths; no zero divisor and no `MIN / -1` (both undefined
/// in LLVM IR).
fn pairs() -> Vec<(u128, u128)> {
    let min = 1u128 << 127;
    let mut v = vec![
        (0, 1),
        (0, u128::MAX),
        (u128::MAX, 1),
        (u128::MAX, u128::MAX),
        (min, u128::MAX - 1),
        (min, 1),
        (min, 3),
        (min - 1, 2),
        (u128::MAX, 1 << 64),
        (12345, 1 << 100),
        (1 << 100, 12345),
        (7, 7),
    ];
    let mut g = Rng::new(0x128);
    while v.len() < 256 {
        let a = wide(&mut g) >> (g.next() % 128);
        let b = (wide(&mut g) >> (g.next() % 128)).max(1);
        v.push((a, b));
    }
    v
}

fn halves(xs: impl Iterator<Item = u128>) -> String {
    xs.flat_map(|x| [x as u64 as i64, (x >> 64) as u64 as i64])
        .map(|h| h.to_string())
        .collect::<Vec<_>>()
        .join(",")
}

#[test]
fn i128_division_matches_rust() {
    let m = llvm::import::import("div128.ll", SRC).unwrap();
    let ptx = ptx::print::print_module(&isel::select_module(&m, "sm_80").unwrap());
    if let Some(ptxas) = tests::tools::need("WARPSAT_PTXAS") {
        let frames = tests::tools::ptxas_stack_frames(&ptxas, &ptx, "sm_80");
        assert_eq!(frames.len(), 1, "{frames:?}");
    }
    let all = pairs();
    for chunk in all.chunks(64) {
        let spec = Spec::parse(&format!(
            "kernel k\nblock 64\narg i64[128] values({})\narg i64[128] values({})\narg i64[512] zero\n",
            halves(chunk.iter().map(|p| p.0)),
            halves(chunk.iter().map(|p| p.1)),
        ))
        .unwrap();
        let got = run_ptx_text("div128.ptx", &ptx, &spec).unwrap();
        compare(&run_module(&m, &spec).unwrap(), &got, None).unwrap();
        let out: Vec<u128> = got.buffers[2]
            .0
            .chunks_exact(16)
            .map(|c| u128::from_le_bytes(c.try_into().unwrap()))
            .collect();
        for (k, &(a, b)) in chunk.iter().enumerate() {
            let (sa, sb) = (a as i128, b as i128);
            let want = [
                a / b,
                a % b,
                sa.wrapping_div(sb) as u128,
                sa.wrapping_rem(sb) as u128,
            ];
            assert_eq!(&out[4 * k..4 * k + 4], &want, "{a:#x} / {b:#x}");
        }
    }
}
