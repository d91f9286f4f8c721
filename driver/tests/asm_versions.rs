//! Inline asm raises `.version` to what its instructions need: each
//! template below, one per kernel, must be assembled by ptxas for its
//! target. The versions are ptxas's own ("Feature 'bmsk' requires PTX ISA
//! .version 7.6 or later"); each of these once failed there.

mod common;

/// (target, template, constraint of the one operand: a global pointer
/// `l`, or none).
const CASES: &[(&str, &str, &str)] = &[
    ("sm_80", "{ .reg .b32 r; bmsk.clamp.b32 r, 3, 4; }", ""),
    ("sm_80", "{ .reg .b32 r; szext.clamp.s32 r, 3, 4; }", ""),
    ("sm_90", "fence.mbarrier_init.release.cluster;", ""),
    ("sm_90", "barrier.cluster.arrive.relaxed.aligned;", ""),
    ("sm_90", "barrier.cluster.wait.acquire.aligned;", ""),
    ("sm_90", "prefetch.tensormap [$0];", "l"),
    (
        "sm_90",
        "{ .reg .b64 s; .reg .b32 a; cvt.u32.u64 a, $0; mbarrier.arrive.release.cluster.shared::cta.b64 s, [a]; }",
        "l",
    ),
    (
        "sm_90",
        "{ .reg .pred p; .reg .b32 a; cvt.u32.u64 a, $0; mbarrier.try_wait.relaxed.cluster.shared::cta.b64 p, [a], 0; }",
        "l",
    ),
    (
        "sm_89",
        "{ .reg .f32 d<4>; .reg .b32 a<4>, b<2>; mma.sync.aligned.m16n8k32.row.col.f32.e4m3.e4m3.f32 {d0,d1,d2,d3}, {a0,a1,a2,a3}, {b0,b1}, {d0,d1,d2,d3}; }",
        "",
    ),
    (
        "sm_90",
        "{ .reg .f32 a, b; atom.global.v2.f32.add {a, b}, [$0], {a, b}; }",
        "l",
    ),
    ("sm_90", "{ .reg .b32 r; max.s16x2 r, 1, 2; }", ""),
    ("sm_80", "{ .reg .pred p; isspacep.param p, $0; }", "l"),
    ("sm_80", "{ .reg .b64 a; cvta.param.u64 a, $0; }", "l"),
    (
        "sm_80",
        "{ .reg .f32 d<4>; .reg .b32 a<4>, b<2>, e; mma.sp.sync.aligned.m16n8k32.row.col.f32.f16.f16.f32 {d0,d1,d2,d3}, {a0,a1,a2,a3}, {b0,b1,b0,b1}, {d0,d1,d2,d3}, e, 0x0; }",
        "",
    ),
    (
        "sm_80",
        "{ .reg .f32 d<4>; .reg .b32 a<4>, b<2>, e; mma.sp::ordered_metadata.sync.aligned.m16n8k32.row.col.f32.f16.f16.f32 {d0,d1,d2,d3}, {a0,a1,a2,a3}, {b0,b1,b0,b1}, {d0,d1,d2,d3}, e, 0x0; }",
        "",
    ),
];

#[test]
fn asm_templates_get_the_ptx_version_they_need() {
    let dir = tempfile::tempdir().unwrap();
    for (k, (arch, template, constraint)) in CASES.iter().enumerate() {
        let (cons, args) = if constraint.is_empty() {
            ("~{memory}".to_string(), String::new())
        } else {
            (
                format!("{constraint},~{{memory}}"),
                "ptr addrspace(1) %p".to_string(),
            )
        };
        let src = dir.path().join(format!("a{k}.ll"));
        std::fs::write(
            &src,
            format!(
                "target triple = \"nvptx64-nvidia-cuda\"\n\
                 define ptx_kernel void @k(ptr addrspace(1) %p) {{\n  \
                 call void asm sideeffect \"{template}\", \"{cons}\"({args})\n  ret void\n}}\n"
            ),
        )
        .unwrap();
        // compile_checked asserts that ptxas (when installed) takes it.
        common::compile_checked(&src, &dir.path().join(format!("a{k}.ptx")), "-O2", arch);
    }
}
