//! The research surface from the command line: `--extractor`, `--cost`,
//! `--emit=egraph-json`, and `warpsat explore` on corpus kernels (at
//! least three distinct programs each that ptxas assembles and that
//! compute what the input computes).

use std::process::{Command, Output};

use driver::explore::{explore_rows, ExploreArgs};

fn warpsat(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_warpsat"))
        .args(args)
        .output()
        .expect("warpsat runs")
}

fn root(rel: &str) -> String {
    format!("{}/../{rel}", env!("CARGO_MANIFEST_DIR"))
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

#[test]
fn extractor_and_cost_are_chosen_on_the_command_line() {
    let ll = root("tests/extract/sharing.ll");
    let o = warpsat(&[&ll, "-O3", "--extractor=greedy", "-o", "-"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        text(&o.stderr)
            .contains("unknown extractor 'greedy' (extractors: dag|occupancy|ilp|chaos[:SEED])"),
        "{}",
        text(&o.stderr)
    );
    let o = warpsat(&[&ll, "-O3", "--cost=speed", "-o", "-"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(text(&o.stderr).contains("unknown cost 'speed'"));
    let o = warpsat(&[&ll, "-O3", "--extractor=ilp", "--egraph-stats", "-o", "-"]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    let err = text(&o.stderr);
    assert!(err.contains("extract ilp/latency"), "{err}");
    assert!(
        err.contains("ilp: ") && err.contains(", optimal; cost 508.10 (greedy 512.10)"),
        "{err}"
    );
    let o = warpsat(&[
        &ll,
        "-O3",
        "--extractor=chaos:9",
        "--cost=pressure",
        "--egraph-stats",
        "-o",
        "-",
    ]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    assert!(text(&o.stderr).contains("extract chaos:9 cost"));
    // The pass text takes the same names; the command line wins.
    let o = warpsat(&[
        &ll,
        "--passes=mem2reg,egraph<extractor=ilp;cost=occupancy>",
        "--egraph-stats",
        "-o",
        "-",
    ]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    assert!(text(&o.stderr).contains("extract ilp/occupancy"));
    let o = warpsat(&[
        &ll,
        "--passes=mem2reg,egraph<extractor=ilp>",
        "--extractor=dag",
        "--egraph-stats",
        "-o",
        "-",
    ]);
    assert!(text(&o.stderr).contains("extract dag/latency"));
}

/// `egraph<static-cost>` prices every node once: the invariant half of
/// `(i + a) + b` then stays in the loop (`tests/extract/invariant.ll`).
#[test]
fn static_cost_turns_frequency_weighting_off() {
    let ll = root("tests/extract/invariant.ll");
    let loop_insts = |pipeline: &str| {
        let o = warpsat(&[&ll, "--passes", pipeline, "--emit", "ir", "-o", "-"]);
        assert!(o.status.success(), "{}", text(&o.stderr));
        let ir = text(&o.stdout);
        ir.lines()
            .skip_while(|l| !l.starts_with("^loop"))
            .skip(1)
            .take_while(|l| !l.starts_with('^'))
            .count()
    };
    let weighted = loop_insts("mem2reg,egraph<algebra;fusion>");
    let flat = loop_insts("mem2reg,egraph<algebra;fusion;static-cost>");
    assert_eq!(weighted + 1, flat);
}

#[test]
fn emit_egraph_json_is_one_serialized_egraph_with_costs() {
    let ll = root("../shared/corpus/nvvm/saxpy.ll");
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("saxpy.egraph.json");
    let o = warpsat(&[
        &ll,
        "-O3",
        "--emit",
        "egraph-json",
        "-o",
        out.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    let g: egraph_serialize::EGraph =
        serde_json::from_str(&std::fs::read_to_string(&out).unwrap()).unwrap();
    assert!(!g.root_eclasses.is_empty());
    assert!(g.nodes.keys().all(|k| k.to_string().starts_with("saxpy/")));
    assert!(g.nodes.values().any(|n| n.op.contains("llvm.fma.f32")));
    assert!(g.nodes.values().any(|n| n.cost.into_inner() > 1.0));
    let o = warpsat(&[&ll, "-O0", "--emit", "egraph-json", "-o", "-"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(text(&o.stderr).contains("--emit=egraph-json needs the egraph pass"));
}

#[test]
fn explore_finds_several_equivalent_assembled_programs_per_kernel() {
    let ptxas = tests::tools::need("WARPSAT_PTXAS");
    for stem in [
        "remat_live",
        "iv64_sizet",
        "vec_pack_struct",
        "jacobi2d",
        "saxpy",
    ] {
        let args = ExploreArgs {
            input: root(&format!("../shared/corpus/nvvm/{stem}.ll")).into(),
            arch: "sm_80".into(),
            chaos: 4,
            spec: None,
            svg: None,
            kernel: None,
            ilp_time_limit: 5000,
        };
        let rows = explore_rows(&args).unwrap();
        let table = driver::explore::table(&rows, &args.input, "sm_80");
        let good: Vec<_> = rows
            .iter()
            .filter(|r| r.equivalent && (ptxas.is_none() || r.ptxas.is_some()))
            .collect();
        assert!(good.len() >= 3, "{stem}: {} good rows\n{table}", good.len());
        // Every extraction computes what the input computes.
        assert!(rows.iter().all(|r| r.equivalent), "{stem}\n{table}");
        let o3 = rows.iter().find(|r| r.is_default()).expect("the -O3 row");
        assert!(o3.predicted.is_some() && o3.weighted.is_some(), "{table}");
        assert!(rows.iter().any(|r| r.front), "{table}");
        // The front is undominated.
        for f in rows.iter().filter(|r| r.front) {
            let (fr, fw) = (f.predicted.unwrap(), f.weighted.unwrap());
            assert!(!rows.iter().any(|r| r.equivalent
                && r.predicted.unwrap() <= fr
                && r.weighted.unwrap() <= fw
                && (r.predicted.unwrap() < fr || r.weighted.unwrap() < fw)));
        }
    }
}

#[test]
fn maxrregcount_caps_every_kernel_and_steers_remat() {
    let ll = root("../shared/corpus/nvvm/sgemm_reg4x4.ll");
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("k.ptx");
    let o = warpsat(&[
        &ll,
        "-O3",
        "-maxrregcount",
        "32",
        "-Rpass-analysis=remat",
        "-o",
        out.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    let ptx = std::fs::read_to_string(&out).unwrap();
    assert_eq!(ptx.matches(".maxnreg 32").count(), 1, "{ptx}");
    assert!(
        text(&o.stderr).contains("target 32 from the launch bounds"),
        "{}",
        text(&o.stderr)
    );
    if let Some(ptxas) = tests::tools::need("WARPSAT_PTXAS") {
        let regs = tests::tools::ptxas_registers(&ptxas, &ptx, "sm_80");
        assert!(regs["sgemm_reg4x4"] <= 32, "{regs:?}");
    }
    let o = warpsat(&[&ll, "-O3", "--maxrregcount", "0", "-o", "-"]);
    assert_eq!(o.status.code(), Some(2));
}

/// `compare --warpsat-opt` and explore's arguments reach warpsat's own
/// compiles (an `-opt=` once parsed as `-o pt=...` and was dropped).
#[test]
fn warpsat_only_flags_reach_the_compile() {
    use driver::compare::measure::{warpsat_compile, Flags};
    let path = root("../shared/corpus/nvvm/saxpy.ll");
    let src = std::fs::read_to_string(&path).unwrap();
    let plain = warpsat_compile(&path, &src, 3, "sm_80", &Flags::default()).unwrap();
    assert!(plain.contains("fma.rn.f32"), "{plain}");
    let flags = Flags {
        warpsat_opt: vec!["-fmad=0".into()],
        ..Flags::default()
    };
    let unfused = warpsat_compile(&path, &src, 3, "sm_80", &flags).unwrap();
    assert!(!unfused.contains("fma.rn.f32"), "{unfused}");
    let flags = Flags {
        warpsat_args: vec!["-maxrregcount".into(), "40".into()],
        ..Flags::default()
    };
    let capped = warpsat_compile(&path, &src, 3, "sm_80", &flags).unwrap();
    assert!(capped.contains(".maxnreg 40"), "{capped}");
}
