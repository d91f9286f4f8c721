//! Block placement after selection (`isel::placement`): file tests on PTX
//! inputs (`tests/placement`, format in its README): the PTX interpreter
//! gives identical outputs before and after, ptxas assembles the result,
//! the counted branches and expected lines are there, and the result is
//! snapshotted. Then the corpus: no PTX warpsat writes jumps to the next
//! line, and functions with jump tables are left as they were.

mod common;

use std::path::{Path, PathBuf};

use interp::diff::{compare, run_ptx_text};
use interp::spec::Spec;

fn field(text: &str, key: &str) -> Vec<String> {
    text.lines()
        .filter_map(|l| l.strip_prefix(&format!("// {key}: ")))
        .map(str::to_string)
        .collect()
}

/// `text` parsed, placed and printed.
fn place(text: &str) -> String {
    let mut m = ptx::parse::parse_ptx("t.ptx", text).unwrap();
    for f in m.funcs.iter_mut() {
        isel::placement::place_blocks(f);
    }
    ptx::print::print_module(&m)
}

/// The PTX lines with runs of blanks made one space, comments dropped.
fn normalized(ptx: &str) -> String {
    ptx.lines()
        .map(|l| l.split_whitespace().collect::<Vec<_>>().join(" "))
        .filter(|l| !l.is_empty() && !l.starts_with("//"))
        .collect::<Vec<_>>()
        .join("\n")
}

/// Instructions whose mnemonic (after any guard) is `op`.
fn count(ptx: &str, op: &str) -> usize {
    normalized(ptx)
        .lines()
        .filter(|l| {
            let mut w = l.split(' ');
            let first = w.next().unwrap_or("");
            let m = if first.starts_with('@') {
                w.next().unwrap_or("")
            } else {
                first
            };
            m == op
        })
        .count()
}

fn files() -> Vec<PathBuf> {
    common::files_with_ext(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/placement"),
        "ptx",
    )
}

#[test]
fn placement_file_tests() {
    let files = files();
    assert!(files.len() >= 4, "{files:?}");
    let ptxas = common::tools::need("WARPSAT_PTXAS");
    let dir = tempfile::tempdir().unwrap();
    for path in files {
        let name = path.file_stem().unwrap().to_string_lossy().into_owned();
        let text = std::fs::read_to_string(&path).unwrap();
        let spec = Spec::parse(&field(&text, "spec").join("\n")).unwrap();
        let after = place(&text);
        for c in field(&text, "count") {
            let (op, n) = c.rsplit_once(' ').unwrap();
            let n: usize = n.parse().unwrap();
            assert_eq!(count(&after, op), n, "{name}: {op} count\n{after}");
        }
        let flat = normalized(&after);
        for e in field(&text, "expect") {
            let e = e.replace("\\n", "\n");
            assert!(flat.contains(&e), "{name}: no\n{e}\nin\n{after}");
        }
        let want = run_ptx_text("before.ptx", &text, &spec).unwrap();
        let got = run_ptx_text("after.ptx", &after, &spec)
            .unwrap_or_else(|e| panic!("{name}: {e}\n{after}"));
        compare(&want, &got, None).unwrap_or_else(|e| panic!("{name}: {e}\n{after}"));
        if let Some(px) = &ptxas {
            let p = dir.path().join(format!("{name}.ptx"));
            std::fs::write(&p, &after).unwrap();
            common::assert_ptxas_accepts(px, &p, "sm_80");
        }
        let mut settings = insta::Settings::clone_current();
        settings.set_snapshot_path("../../snapshots/placement");
        settings.set_prepend_module_to_snapshot(false);
        settings.bind(|| insta::assert_snapshot!(name.clone(), after));
    }
}

/// Placement is idempotent: a placed function placed again is unchanged.
#[test]
fn placing_twice_changes_nothing() {
    for path in files() {
        let once = place(&std::fs::read_to_string(&path).unwrap());
        assert_eq!(place(&once), once, "{}", path.display());
    }
}

/// A function with a `brx.idx` jump table keeps its layout and branches.
#[test]
fn jump_tables_are_left_alone() {
    let text = ".version 7.8\n.target sm_80\n.address_size 64\n\n\
        .visible .entry t(\n\t.param .u32 t_param_0\n)\n{\n\
        \t.reg .pred \t%p<2>;\n\t.reg .b32 \t%r<4>;\n\n\
        \tld.param.u32 \t%r1, [t_param_0];\n\
        $L_tab:\n\t.branchtargets $L__BB0_2, $L__BB0_3;\n\
        \tbrx.idx \t%r1, $L_tab;\n\
        $L__BB0_2:\n\tmov.b32 \t%r2, 1;\n\tbra.uni \t$L__BB0_3;\n\
        $L__BB0_3:\n\tret;\n}\n";
    let m = ptx::parse::parse_ptx("t.ptx", text).unwrap();
    let before = ptx::print::print_module(&m);
    assert!(before.contains("brx.idx"), "{before}");
    assert_eq!(place(text), before);
}

/// A function whose last block could fall off its end is left as it
/// was, branches included (placement gives up before it takes any off).
#[test]
fn a_function_falling_off_its_end_is_left_alone() {
    let text = ".version 7.8\n.target sm_80\n.address_size 64\n\n\
        .visible .func f(\n\t.param .b32 f_param_0\n)\n{\n\
        \t.reg .pred \t%p<2>;\n\t.reg .b32 \t%r<4>;\n\n\
        \tld.param.u32 \t%r1, [f_param_0];\n\
        \tsetp.eq.s32 \t%p1, %r1, 0;\n\
        \t@%p1 bra \t$L__BB0_2;\n\tbra.uni \t$L__BB0_3;\n\
        $L__BB0_2:\n\tmov.b32 \t%r2, 1;\n\tbra.uni \t$L__BB0_3;\n\
        $L__BB0_3:\n\tmov.b32 \t%r3, 2;\n}\n";
    let m = ptx::parse::parse_ptx("t.ptx", text).unwrap();
    let before = ptx::print::print_module(&m);
    assert_eq!(before.matches("bra").count(), 3, "{before}");
    assert_eq!(place(text), before);
}

/// No corpus kernel's PTX at -O3 ends a block with `bra.uni` to the label
/// that follows it.
#[test]
fn corpus_ptx_has_no_jump_to_the_next_line() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/corpus/nvvm");
    let files = common::files_with_ext(&dir, "ll");
    assert!(files.len() >= 40);
    for path in files {
        let src = std::fs::read_to_string(&path).unwrap();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let ptx = common::compile_source(&name, &src, &["-O3", "--arch", "sm_80"]);
        let flat = normalized(&ptx);
        let lines: Vec<&str> = flat.lines().collect();
        for w in lines.windows(2) {
            if let Some(target) = w[0].strip_prefix("bra.uni ") {
                let label = target.trim_end_matches(';');
                assert_ne!(
                    w[1],
                    format!("{label}:"),
                    "{name}: jump to the next line\n{ptx}"
                );
            }
        }
    }
}
