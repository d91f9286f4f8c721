//! The comparison harness (`driver/src/compare`) on two small corpus
//! kernels: the tables have the expected structure and every figure
//! parses. The tool-dependent figures are checked only when
//! `scripts/setup-tools.sh` has installed the tools.

use std::path::PathBuf;

use clap::Parser;
use compare::report::{summary_columns, CSV_HEADER, FIGURE_COLUMNS};
use compare::tools::Tools;
use compare::CompareArgs;
use driver::compare;

#[derive(Parser)]
struct Wrap {
    #[command(flatten)]
    args: CompareArgs,
}

fn corpus(stem: &str) -> PathBuf {
    compare::default_corpus().join(format!("{stem}.ll"))
}

/// `n/a` or a number.
fn figure(s: &str) -> Option<f64> {
    if s == "n/a" {
        return None;
    }
    Some(
        s.parse::<f64>()
            .unwrap_or_else(|e| panic!("figure '{s}' does not parse: {e}")),
    )
}

/// Cells of a markdown table row.
fn cells(line: &str) -> Vec<String> {
    let t = line.trim();
    assert!(
        t.starts_with('|') && t.ends_with('|'),
        "not a table row: {line}"
    );
    t[1..t.len() - 1]
        .split('|')
        .map(|c| c.trim().to_string())
        .collect()
}

/// The rows (header and body) of the markdown table after `heading`.
fn table_after<'a>(md: &'a str, heading: &str) -> Vec<&'a str> {
    let start = md
        .find(heading)
        .unwrap_or_else(|| panic!("no '{heading}' in:\n{md}"));
    md[start..]
        .lines()
        .skip_while(|l| !l.starts_with('|'))
        .take_while(|l| l.starts_with('|'))
        .collect()
}

#[test]
fn defaults_parse() {
    let w = Wrap::try_parse_from(["compare"]).unwrap();
    assert_eq!(w.args.arch, ["sm_80", "sm_90"]);
    assert_eq!(w.args.levels, [0, 2]);
    assert_eq!(w.args.jobs, 2);
    let w = Wrap::try_parse_from([
        "compare",
        "a.ll",
        "--arch",
        "sm_90",
        "--levels",
        "0,1,3",
        "--runs",
        "5",
        "--block-size",
        "128",
        "--no-run",
        "--out",
        "o",
    ])
    .unwrap();
    assert_eq!(w.args.arch, ["sm_90"]);
    assert_eq!(w.args.levels, [0, 1, 3]);
    assert_eq!(w.args.block_size, Some(128));
    assert!(w.args.no_run);
    assert!(Wrap::try_parse_from(["compare", "--levels", "4"]).is_err());
}

use tests::tools as test_tools;

#[test]
fn two_kernels_one_arch() {
    let files = vec![corpus("saxpy"), corpus("reduce_warp")];
    if files.iter().any(|f| !test_tools::need_corpus(f)) {
        return;
    }
    let out = tempfile::tempdir().unwrap();
    let args = CompareArgs {
        files,
        arch: vec!["sm_80".into()],
        out: Some(out.path().to_path_buf()),
        runs: 1,
        ..CompareArgs::default()
    };
    let summary = compare::run_compare(&args).expect("compare runs");
    let md = std::fs::read_to_string(out.path().join("compare.md")).unwrap();
    let csv = std::fs::read_to_string(out.path().join("compare.csv")).unwrap();
    let svg = std::fs::read_to_string(out.path().join("registers_sm_80.svg")).unwrap();
    // The returned text is the summary (also at the top of compare.md) and
    // the list of files written.
    assert!(
        summary.starts_with("# warpsat compare: summary"),
        "{summary}"
    );
    assert!(md.starts_with("# warpsat compare: summary"));
    for f in ["compare.md", "compare.csv", "registers_sm_80.svg"] {
        assert!(summary.contains(&format!("wrote {}", out.path().join(f).display())));
    }

    let tools = Tools::find();
    let have_ptxas = tools.ptxas.is_some();
    let have_sass = have_ptxas && tools.cuobjdump.is_some() && tools.nvdisasm_dir.is_some();
    let have_ext = tools.libnvvm.is_some()
        && tools.nvvm_script.is_some()
        && tools.llc.is_some()
        && tools.opt.is_some();
    // Each missing tool leaves columns n/a: counted as a skip, or a
    // failure under WARPSAT_REQUIRE_TOOLS=1.
    for why in tools.missing() {
        test_tools::missing("compare's tools", &why);
    }
    let compilers = ["warpsat-O0", "warpsat-O2", "libnvvm", "llc", "opt+llc"];

    // Per-kernel table: header, separator, 2 kernels x 5 compilers.
    let t = table_after(&md, "## sm_80: per kernel");
    let mut head = vec!["file", "kernel", "compiler"];
    head.extend(FIGURE_COLUMNS);
    assert_eq!(cells(t[0]), head);
    assert!(cells(t[1]).iter().all(|c| c == "---"));
    assert_eq!(t.len(), 2 + 2 * compilers.len(), "{md}");
    let mut seen = Vec::new();
    for row in &t[2..] {
        let c = cells(row);
        assert_eq!(c.len(), head.len(), "{row}");
        assert!(["saxpy", "reduce_warp"].contains(&c[0].as_str()), "{row}");
        assert!(compilers.contains(&c[2].as_str()), "{row}");
        seen.push((c[1].clone(), c[2].clone()));
        let figs: Vec<Option<f64>> = c[3..].iter().map(|x| figure(x)).collect();
        let warpsat = c[2].starts_with("warpsat");
        if warpsat || have_ext {
            // Compile time and the dynamic counts need no tools for warpsat.
            assert!(figs[10].is_some(), "compile ms: {row}");
            assert!(
                figs[8].is_some() && figs[9].is_some(),
                "dynamic counts: {row}"
            );
        }
        if have_ptxas && (warpsat || have_ext) {
            for (i, name) in FIGURE_COLUMNS.iter().enumerate().take(8) {
                if *name == "SASS" && !have_sass {
                    continue;
                }
                assert!(figs[i].is_some(), "{name} n/a: {row}\n{md}");
            }
            let occ = figs[6].unwrap();
            assert!((0.0..=100.0).contains(&occ), "{row}");
        }
    }
    seen.sort();
    seen.dedup();
    assert_eq!(seen.len(), 2 * compilers.len());

    // Summary: 2 warpsat levels x 3 baselines.
    let s = table_after(&md, "## sm_80\n");
    let mut shead = vec!["warpsat", "baseline"];
    shead.extend(summary_columns());
    assert_eq!(cells(s[0]), shead);
    assert_eq!(s.len(), 2 + 2 * 3, "{md}");
    for row in &s[2..] {
        let c = cells(row);
        assert_eq!(c.len(), shead.len());
        assert!(c[0].starts_with("warpsat-O"));
        assert!(["libnvvm", "llc", "opt+llc"].contains(&c[1].as_str()));
        for cell in &c[2..] {
            if cell == "n/a" {
                assert!(
                    !(have_ptxas && have_ext),
                    "n/a with every tool present: {row}"
                );
                continue;
            }
            let (ratio, counts) = cell.split_once(' ').expect("'ratio (b/e/w)'");
            let r: f64 = ratio.parse().unwrap();
            assert!(r.is_finite() && r > 0.0, "{row}");
            let counts = counts.trim_start_matches('(').trim_end_matches(')');
            let n: Vec<u32> = counts.split('/').map(|x| x.parse().unwrap()).collect();
            assert_eq!(n.len(), 3, "{row}");
            assert!(n.iter().sum::<u32>() >= 1);
        }
    }

    // CSV: header plus one line per kernel x compiler (one arch).
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(lines[0], CSV_HEADER);
    assert_eq!(lines.len(), 1 + 2 * compilers.len());
    let ncols = CSV_HEADER.split(',').count();
    for l in &lines[1..] {
        // Notes are the only field that may be quoted; figures never are.
        let (figs, _) = l.split_at(l.find('"').unwrap_or(l.len()));
        let c: Vec<&str> = figs.split(',').collect();
        assert!(c.len() >= ncols - 1, "{l}");
        assert_eq!(c[0], "sm_80");
        for x in &c[4..15] {
            figure(x);
        }
    }

    assert!(svg.starts_with("<svg") && svg.trim_end().ends_with("</svg>"));
    assert!(svg.contains("saxpy") && svg.contains("reduce_warp"));
}

/// The whole corpus at the default arches (run by hand, in release:
/// `COMPARE_OUT=/tmp/cmp cargo test --release -p driver --test compare --
/// --ignored full_corpus --nocapture`); prints the summary.
#[test]
#[ignore]
fn full_corpus() {
    let args = CompareArgs {
        out: std::env::var_os("COMPARE_OUT").map(PathBuf::from),
        ..CompareArgs::default()
    };
    let report = compare::run_compare(&args).expect("compare runs");
    println!("{report}");
}
