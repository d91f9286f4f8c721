//! Module-level inline assembly (`module asm "..."`, CUDA's file-scope
//! `asm()`, `tests/run/module_asm.ll`): kept through the pipeline and
//! written verbatim after the PTX header, as llc writes it; it survives
//! warpsat's IR text and both LLVM exports (llc-16 and libNVVM accept
//! them); the kernel reads the variable the assembly defines.

use tests::tools;

mod common;

fn input() -> std::path::PathBuf {
    tools::repo_root().join("tests/run/module_asm.ll")
}

fn compile(args: &[&str]) -> String {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("out");
    let out_s = out.to_str().unwrap();
    let mut argv = vec![input().to_str().unwrap().to_string()];
    argv.extend(args.iter().map(|s| s.to_string()));
    argv.extend(["-o".into(), out_s.to_string()]);
    let argv: Vec<&str> = argv.iter().map(String::as_str).collect();
    let (ok, _, err) = common::warpsat(&argv);
    assert!(ok, "{err}");
    std::fs::read_to_string(&out).unwrap()
}

#[test]
fn module_asm_reaches_the_ptx_and_runs() {
    for level in ["-O0", "-O3"] {
        let ptx = compile(&[level]);
        let at = ptx
            .find("// Start of file scope inline assembly\n")
            .unwrap();
        let asm = &ptx[at..];
        assert!(
            asm.starts_with(
                "// Start of file scope inline assembly\n\
                 .global .align 4 .b32 host_reg = 41;\n\
                 // a \"quoted\" comment\n\
                 // End of file scope inline assembly\n"
            ),
            "{ptx}"
        );
        assert!(at < ptx.find(".entry k").unwrap(), "{ptx}");
        if let Some(ptxas) = tools::need("WARPSAT_PTXAS") {
            let frames = tools::ptxas_stack_frames(&ptxas, &ptx, "sm_80");
            assert!(frames.contains_key("k"), "{frames:?}");
        }
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("k.ptx");
        std::fs::write(&file, &ptx).unwrap();
        let (ok, out, err) = common::warpsat(&[
            "run",
            file.to_str().unwrap(),
            "--kernel",
            "k",
            "--arg",
            "i32[1] zero",
            "--arg",
            "i32 1",
            "--dump",
            "1",
        ]);
        assert!(ok, "{err}");
        assert!(out.contains("arg0 i32[1] = [42]"), "{out}");
    }
}

#[test]
fn module_asm_survives_ir_text_and_both_exports() {
    let ptx = compile(&[]);
    let ir = compile(&["--emit", "ir"]);
    assert!(
        ir.contains(
            "module asm \".global .align 4 .b32 host_reg = 41;\"\n\
             module asm \"// a \\22quoted\\22 comment\"\n"
        ),
        "{ir}"
    );
    let dir = tempfile::tempdir().unwrap();
    let wir = dir.path().join("k.wir");
    std::fs::write(&wir, &ir).unwrap();
    let again = dir.path().join("again.ptx");
    let (ok, _, err) = common::warpsat(&[wir.to_str().unwrap(), "-o", again.to_str().unwrap()]);
    assert!(ok, "{err}");
    assert_eq!(std::fs::read_to_string(&again).unwrap(), ptx);
    for emit in ["ll", "nvvm-ir"] {
        let text = compile(&["--emit", emit]);
        assert!(
            text.contains("module asm \".global .align 4 .b32 host_reg = 41;\"\n"),
            "{emit}: {text}"
        );
    }
    let Some(c) = tools::need_compilers() else {
        return;
    };
    let ll = dir.path().join("k.ll");
    std::fs::write(&ll, compile(&["--emit", "ll"])).unwrap();
    let llc_out = dir.path().join("llc.ptx");
    let o = std::process::Command::new(&c.llc)
        .args(["-march=nvptx64", "-mcpu=sm_80", "-o"])
        .arg(&llc_out)
        .arg(&ll)
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let llc_ptx = std::fs::read_to_string(&llc_out).unwrap();
    assert!(
        llc_ptx.contains(".global .align 4 .b32 host_reg = 41;"),
        "{llc_ptx}"
    );
    let nv = dir.path().join("k.nvvm.ll");
    std::fs::write(&nv, compile(&["--emit", "nvvm-ir"])).unwrap();
    let theirs = tools::libnvvm_ptx(&c, &nv, false, &["-arch=compute_80"]);
    assert!(
        theirs.contains(".global .align 4 .b32 host_reg = 41;"),
        "{theirs}"
    );
}
