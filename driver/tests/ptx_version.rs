//! The `.version` follows what a kernel needs besides its instructions: a
//! parameter space over 4352 bytes needs PTX 8.1 (ptxas: "Kernel parameter
//! size larger than 4352 bytes requires PTX ISA .version 8.1 or later"),
//! and none may exceed 32764 bytes.

use std::path::Path;

mod common;
use common::{compile_checked, warpsat};

/// A kernel whose first parameter is a by-value struct of `n` i32s.
fn kernel(n: usize) -> String {
    format!(
        "target triple = \"nvptx64-nvidia-cuda\"
%big = type {{ [{n} x i32] }}
define ptx_kernel void @k(ptr byval(%big) align 4 %s, ptr addrspace(1) %out) {{
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr inbounds %big, ptr %s, i64 0, i32 0, i32 %t
  %v = load i32, ptr %p, align 4
  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %t
  store i32 %v, ptr addrspace(1) %q, align 4
  ret void
}}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
"
    )
}

fn version_of(ptx: &Path) -> String {
    let text = std::fs::read_to_string(ptx).unwrap();
    text.lines()
        .find_map(|l| l.strip_prefix(".version "))
        .unwrap_or_default()
        .to_string()
}

/// `text` compiled at -O2 for `arch` (and checked by ptxas where it is
/// installed): the PTX and its `.version`.
fn compiled(text: &str, arch: &str) -> (String, String) {
    let dir = tempfile::tempdir().unwrap();
    let src = dir.path().join("k.ll");
    std::fs::write(&src, text).unwrap();
    let ptx = dir.path().join("k.ptx");
    compile_checked(&src, &ptx, "-O2", arch);
    (std::fs::read_to_string(&ptx).unwrap(), version_of(&ptx))
}

#[test]
fn large_parameter_lists_raise_the_ptx_version() {
    let dir = tempfile::tempdir().unwrap();
    let mut versions = Vec::new();
    // 4344 + 8 = 4352 bytes fit every version; 4348 + 8 do not.
    for n in [1086, 1087, 8000] {
        let src = dir.path().join(format!("k{n}.ll"));
        std::fs::write(&src, kernel(n)).unwrap();
        let ptx = dir.path().join(format!("k{n}.ptx"));
        compile_checked(&src, &ptx, "-O2", "sm_80");
        versions.push(version_of(&ptx));
    }
    assert_ne!(versions[0], "8.1", "{versions:?}");
    assert_eq!(versions[1], "8.1", "{versions:?}");
    assert_eq!(versions[2], "8.1", "{versions:?}");
}

#[test]
fn a_parameter_space_over_the_ptx_limit_is_refused_where_it_is() {
    let dir = tempfile::tempdir().unwrap();
    let src = dir.path().join("huge.ll");
    std::fs::write(&src, kernel(8200)).unwrap();
    let out = dir.path().join("huge.ptx");
    let (ok, _, err) = warpsat(&[
        src.to_str().unwrap(),
        "--arch",
        "sm_80",
        "-o",
        out.to_str().unwrap(),
    ]);
    assert!(!ok, "{err}");
    assert!(
        err.contains("unsupported: in @k:") && err.contains("PTX allows 32764"),
        "{err}"
    );
    assert!(!out.exists());
}

/// A cast of a generic pointer to the param space (LLVM's nvptx-aa.ll) is
/// PTX 7.7's `cvta.to.param`, and raises the version to it.
#[test]
fn casts_to_the_param_space_need_ptx_7_7() {
    let (text, version) = compiled(
        "target triple = \"nvptx64-nvidia-cuda\"
define i8 @get(ptr %gen, i32 %i) {
  %param = addrspacecast ptr %gen to ptr addrspace(101)
  %e = getelementptr i8, ptr addrspace(101) %param, i32 %i
  %v = load i8, ptr addrspace(101) %e
  ret i8 %v
}
",
        "sm_80",
    );
    assert!(text.contains("cvta.to.param.u64"), "{text}");
    assert!(text.contains("ld.param.u8"), "{text}");
    assert_eq!(version, "7.7");
}

/// Compile-time cluster dimensions give `.explicitcluster` and
/// `.reqnctapercluster`, as nvcc and llc write them, and drop a
/// `.maxclusterrank` beside them (ptxas: "Conflicting directives"); a
/// rank alone stays.
#[test]
fn cluster_dimensions_declare_an_explicit_cluster() {
    let (text, _) = compiled(
        "target triple = \"nvptx64-nvidia-cuda\"
define ptx_kernel void @dims(ptr addrspace(1) %o) #0 {
  store i32 1, ptr addrspace(1) %o
  ret void
}
define ptx_kernel void @rank(ptr addrspace(1) %o) #1 {
  store i32 1, ptr addrspace(1) %o
  ret void
}
attributes #0 = { \"nvvm.reqntid\"=\"32,4\" \"nvvm.cluster_dim\"=\"2,1,1\" \"nvvm.maxclusterrank\"=\"4\" }
attributes #1 = { \"nvvm.maxntid\"=\"128\" \"nvvm.maxclusterrank\"=\"8\" }
",
        "sm_90",
    );
    let (dims, rank) = text.split_once(".entry rank(").unwrap();
    assert!(
        dims.contains(".reqnctapercluster 2, 1, 1\n.explicitcluster"),
        "{text}"
    );
    assert!(!dims.contains(".maxclusterrank"), "{text}");
    assert!(
        rank.contains(".maxclusterrank 8") && !rank.contains("explicitcluster"),
        "{text}"
    );
}

/// `"nvvm.blocksareclusters"` (each block a cluster, LLVM's
/// blocksareclusters-kernel-attr.ll) is `.blocksareclusters`, PTX 9.0, in
/// place of `.explicitcluster`.
#[test]
fn blocks_that_are_clusters_are_declared_so() {
    let (text, version) = compiled(
        "target triple = \"nvptx64-nvidia-cuda\"
define ptx_kernel void @k(ptr addrspace(1) %o) #0 {
  store i32 1, ptr addrspace(1) %o
  ret void
}
attributes #0 = { \"nvvm.blocksareclusters\" \"nvvm.reqntid\"=\"1024\" \"nvvm.cluster_dim\"=\"2,2\" }
",
        "sm_90",
    );
    assert!(
        text.contains(".reqnctapercluster 2, 2, 1\n.blocksareclusters"),
        "{text}"
    );
    assert!(!text.contains("explicitcluster"), "{text}");
    assert_eq!(version, "9.0");
}

/// Every target `--arch` takes compiles a kernel ptxas accepts for it, at
/// the lowest `.version` that names it (PTX ISA 9.0 §11.1.2; sm_107,
/// which ptxas 13 does not know, is refused; sm_101, sm_110's old name,
/// is read as sm_110 with a warning).
#[test]
fn every_known_target_gets_its_first_ptx_version() {
    let dir = tempfile::tempdir().unwrap();
    let src = dir.path().join("k.ll");
    std::fs::write(&src, kernel(4)).unwrap();
    for &arch in driver::cli::ARCHES {
        // ptxas 13 no longer takes sm_70 and sm_72.
        let v = if arch == "sm_70" || arch == "sm_72" {
            let ptx = dir.path().join(format!("{arch}.ptx"));
            let (ok, _, err) = warpsat(&[
                src.to_str().unwrap(),
                "--arch",
                arch,
                "-o",
                ptx.to_str().unwrap(),
            ]);
            assert!(ok, "{arch}: {err}");
            version_of(&ptx)
        } else {
            compiled(&kernel(4), arch).1
        };
        let want = match arch {
            "sm_70" => "6.0",
            "sm_72" => "6.1",
            "sm_75" => "6.3",
            "sm_80" => "7.0",
            "sm_86" => "7.1",
            "sm_87" => "7.4",
            "sm_89" | "sm_90" => "7.8",
            "sm_90a" => "8.0",
            "sm_100" | "sm_100a" => "8.6",
            "sm_120" | "sm_120a" => "8.7",
            "sm_88" | "sm_110" | "sm_110a" | "sm_110f" => "9.0",
            _ => "8.8",
        };
        assert_eq!(v, want, "{arch}");
    }
    for arch in ["sm_107", "sm_61", "sm_101b"] {
        let (ok, _, err) = warpsat(&["--arch", arch, "--emit=ptx"]);
        assert!(!ok && err.contains("unknown architecture"), "{arch}: {err}");
    }
    // sm_101 is sm_110's name before CUDA 13.
    let ptx = dir.path().join("sm_101a.ptx");
    let (ok, _, err) = warpsat(&[
        src.to_str().unwrap(),
        "--arch",
        "sm_101a",
        "-o",
        ptx.to_str().unwrap(),
    ]);
    let text = std::fs::read_to_string(&ptx).unwrap_or_default();
    assert!(ok && text.contains(".target sm_110a"), "{err}");
    assert!(
        err.contains("warning: sm_101a is called sm_110a since CUDA 13"),
        "{err}"
    );
}

/// A parameter whose LLVM alignment is over 128 bytes (`<64 x i32>`: 256)
/// is declared at 128, the largest `.param` alignment ptxas takes.
#[test]
fn parameter_alignment_stops_at_128() {
    let text = "target triple = \"nvptx64-nvidia-cuda\"
define void @f(<64 x i32> %v, ptr addrspace(1) %out) noinline {
  %e = extractelement <64 x i32> %v, i32 63
  store i32 %e, ptr addrspace(1) %out, align 4
  ret void
}
define void @g(ptr byval([64 x i32]) align 256 %s, ptr addrspace(1) %out) noinline {
  %p = getelementptr i32, ptr %s, i32 5
  %e = load i32, ptr %p, align 4
  store i32 %e, ptr addrspace(1) %out, align 4
  ret void
}
define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %v = load <64 x i32>, ptr addrspace(1) %in, align 256
  call void @f(<64 x i32> %v, ptr addrspace(1) %out)
  %a = alloca [64 x i32], align 256
  store <64 x i32> %v, ptr %a, align 256
  call void @g(ptr byval([64 x i32]) align 256 %a, ptr addrspace(1) %out)
  ret void
}
";
    let (ptx, _) = compiled(text, "sm_80");
    assert!(
        ptx.contains(".param .align 128 .b8 f_param_0[256]"),
        "{ptx}"
    );
    // A byval parameter's declared alignment stops there too.
    assert!(
        ptx.contains(".param .align 128 .b8 g_param_0[256]"),
        "{ptx}"
    );
    assert!(!ptx.contains(".param .align 256"), "{ptx}");
}
