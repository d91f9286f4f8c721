//! Atomics on a local variable: clang passes the variable's generic
//! address, infer-address-spaces finds it local, and PTX's `atom` takes no
//! local addresses. Such an atomic is a load, the operation and a store
//! (as LLVM's NVPTXAtomicLower makes it); before, -O3 refused the kernel.
//! Each form computes what the nvvm interpreter computes on the input.

mod common;

use interp::diff::{compare, run_module, run_ptx_text};
use interp::spec::Spec;

const SRC: &str = r#"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %fout, i32 %n) {
entry:
  %c = alloca i32, align 4
  %f = alloca float, align 4
  %m = alloca i64, align 8
  %gc = addrspacecast ptr %c to ptr
  %gf = addrspacecast ptr %f to ptr
  %gm = addrspacecast ptr %m to ptr
  store i32 1, ptr %gc
  store float 0.5, ptr %gf
  store i64 -4, ptr %gm
  br label %loop
loop:
  %i = phi i32 [0, %entry], [%i1, %loop]
  %o1 = atomicrmw add ptr %gc, i32 3 monotonic, align 4
  %o2 = atomicrmw fadd ptr %gf, float 1.5 monotonic, align 4
  %i64 = sext i32 %i to i64
  %o3 = atomicrmw max ptr %gm, i64 %i64 seq_cst, align 8
  %o4 = atomicrmw xor ptr %gc, i32 %i monotonic, align 4
  %o5 = atomicrmw uinc_wrap ptr %gc, i32 100 monotonic, align 4
  %x = cmpxchg ptr %gc, i32 %o5, i32 7 monotonic monotonic, align 4
  %x0 = extractvalue { i32, i1 } %x, 0
  %x1 = extractvalue { i32, i1 } %x, 1
  %xz = zext i1 %x1 to i32
  %s0 = add i32 %o1, %o4
  %s1 = add i32 %s0, %x0
  %s2 = add i32 %s1, %xz
  %t = trunc i64 %o3 to i32
  %s3 = add i32 %s2, %t
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %s3, ptr addrspace(1) %po
  %pf = getelementptr float, ptr addrspace(1) %fout, i32 %i
  store float %o2, ptr addrspace(1) %pf
  %i1 = add i32 %i, 1
  %d = icmp slt i32 %i1, %n
  br i1 %d, label %loop, label %exit
exit:
  %v = load i32, ptr %gc
  %pe = getelementptr i32, ptr addrspace(1) %out, i32 %n
  store i32 %v, ptr addrspace(1) %pe
  ret void
}
"#;

#[test]
fn atomics_on_a_local_variable_are_loads_and_stores() {
    let m = llvm::import::import("k.ll", SRC).unwrap();
    for level in ["-O1", "-O3"] {
        let ptx = common::compile_source("k.ll", SRC, &[level, "--arch", "sm_80"]);
        assert!(
            ptx.contains("ld.local") && ptx.contains("st.local") && !ptx.contains("atom."),
            "{level}: {ptx}"
        );
        for n in [1, 2, 7] {
            let spec = Spec::parse(&format!(
                "kernel k\nblock 1\narg i32[8] zero\narg f32[8] zero\narg i32 {n}\n"
            ))
            .unwrap();
            let want = run_module(&m, &spec).unwrap();
            let got = run_ptx_text("k.ptx", &ptx, &spec).unwrap();
            compare(&want, &got, None).unwrap_or_else(|e| panic!("{level} n={n}: {e}"));
            assert!(want.buffers[0].0.iter().any(|&b| b != 0));
        }
        if let Some(ptxas) = tests::tools::need("WARPSAT_PTXAS") {
            let regs = tests::tools::ptxas_registers(&ptxas, &ptx, "sm_80");
            assert!(regs.contains_key("k"), "{regs:?}");
        }
    }
}
