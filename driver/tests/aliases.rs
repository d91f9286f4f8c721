//! LLVM aliases (`@b = alias T, ptr @a`): every use reads the aliasee, at
//! -O0 and -O2, on both interpreters; aliases of offsets, cycles and
//! `ifunc` are refused with located errors.

use std::path::PathBuf;

mod common;
use common::warpsat;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..")
}

const LAUNCH: [&str; 8] = [
    "--block",
    "128",
    "--arg",
    "i32[128]:random(-1000,1000)",
    "--arg",
    "i32[256]:zero",
    "--arg",
    "i32:7",
];

#[test]
fn aliased_functions_variables_and_kernels_compile_and_agree() {
    let src = root().join("tests/run/aliases.ll");
    let dir = tempfile::tempdir().unwrap();
    let want = common::checksums(&src, &LAUNCH);
    for level in ["-O0", "-O2"] {
        let ptx = dir.path().join(format!("k{level}.ptx"));
        common::compile_checked(&src, &ptx, level, "sm_80");
        let text = std::fs::read_to_string(&ptx).unwrap();
        // The kernel is named by its alias in the annotations.
        assert!(text.contains(".entry k("), "{text}");
        assert!(
            !text.contains("double"),
            "an alias name was emitted:\n{text}"
        );
        assert_eq!(common::checksums(&ptx, &LAUNCH), want, "{level}");
    }
}

#[test]
fn aliases_that_are_not_names_are_refused_where_they_are_written() {
    let dir = tempfile::tempdir().unwrap();
    let cases = [
        (
            "@g = addrspace(1) global [4 x i32] zeroinitializer\n\
             @h = alias i32, ptr addrspace(1) getelementptr (i32, ptr addrspace(1) @g, i64 1)\n",
            "2:34: error: unsupported: an alias of a constant expression",
        ),
        (
            "@c1 = alias i32, ptr @c2\n@c2 = alias i32, ptr @c1\n",
            "1:1: error: alias '@c1' aliases itself",
        ),
        (
            "@u = alias i32, ptr @nowhere\n",
            "1:21: error: alias of undefined global '@nowhere'",
        ),
        (
            "define i32 @f() {\n  ret i32 0\n}\n@r = ifunc i32 (), ptr @f\n",
            "4:6: error: unsupported: global ifunc",
        ),
    ];
    for (i, (text, want)) in cases.iter().enumerate() {
        let src = dir.path().join(format!("a{i}.ll"));
        std::fs::write(&src, text).unwrap();
        let out = dir.path().join(format!("a{i}.ptx"));
        let (ok, _, err) = warpsat(&[src.to_str().unwrap(), "-o", out.to_str().unwrap()]);
        assert!(!ok, "{text}");
        assert!(err.contains(want), "{text}\n{err}");
        assert!(!out.exists());
    }
}
