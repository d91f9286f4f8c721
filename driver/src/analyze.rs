//! The `analyze` verb: liveness, register pressure and occupancy per kernel.
//!
//! The report is plain text, one section per kernel in module order, and
//! deterministic (layout order everywhere, fixed decimals). Per-block
//! live-in/live-out counts use seed 000's diagnostic strings,
//! `Block %s: live-in = %d` (and `live-out`, `Max-Live-Function(%d) = %d`),
//! so dumps read like cicc's `-dump-remat`: those counts are values, as
//! cicc's bitvector popcount counts them; the table above them gives the
//! same sets in 32-bit registers.

use std::fmt::Write;

use cost::loops::LoopNest;
use cost::model::{
    dynamic_shared_arrays, instruction_count, CostModel, DefaultModel, KernelConfig,
    DEFAULT_BLOCK_SIZE,
};
use cost::occupancy::{nearest_cliffs, occupancy, LaunchConfig};
use cost::pressure::{
    block_labels, free_register_budget, predict_registers, Point, Pressure, PressureOptions,
    RegisterPrediction, PTXAS_MIN_REGS, PTXAS_OVERHEAD_REGS, PTXAS_PREDICATES,
};
use cost::ptx::{
    predict_ptx_registers, ptx_inst_class, PredictionBasis, PtxPressure, PTX_ABI_CALL_MIN_REGS,
    PTX_MIN_REGS, PTX_OVERHEAD_REGS,
};
use cost::tables::{ArchError, Sm};
use cranelift_entity::SecondaryMap;
use dialects::analysis::DomTree;
use dialects::ir::{Body, Function, Module};
use ptx::{PBlock, PtxFunction, PtxModule, Space};

/// The analysis report of every kernel of `m` for `arch` (`sm_80`,
/// `sm_90a`, ...), at `block_size` threads per block unless a kernel's
/// `.reqntid` fixes it (then `.maxntid`, then 256). An unknown `arch`
/// yields a one-line `error:` report.
pub fn analyze_module(m: &Module, arch: &str, block_size: Option<u32>) -> String {
    match try_analyze_module(m, arch, block_size) {
        Ok(s) => s,
        Err(e) => format!("error: {e}\n"),
    }
}

/// [`analyze_module`], with an unknown architecture as an error.
pub fn try_analyze_module(
    m: &Module,
    arch: &str,
    block_size: Option<u32>,
) -> Result<String, ArchError> {
    let sm = Sm::parse(arch)?;
    let mut out = String::new();
    let _ = writeln!(out, "module \"{}\" for {sm}", m.name);
    let kernels: Vec<&Function> = m.kernels().map(|(_, f)| f).collect();
    if kernels.is_empty() {
        out.push_str("no kernels\n");
    }
    for f in kernels {
        out.push('\n');
        analyze_kernel(&mut out, m, f, sm, block_size);
    }
    Ok(out)
}

fn plural(n: u64, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

fn analyze_kernel(out: &mut String, m: &Module, f: &Function, sm: Sm, block_size: Option<u32>) {
    let Some(body) = &f.body else {
        return;
    };
    let cfg = KernelConfig::for_function(m, f, sm, block_size);
    let pressure = Pressure::compute(body, &PressureOptions::default());
    let pred = predict_registers(&pressure, &f.bounds, sm, cfg.threads_per_block);
    let dt = DomTree::new(body);
    let nest = LoopNest::compute(body, &dt);
    let labels = block_labels(body);
    let row = |k: &str, v: String| format!("  {k:<19}{v}\n");

    let _ = writeln!(out, "kernel @{}", f.name);
    let mut bs = format!(
        "{} ({})",
        cfg.threads_per_block,
        cfg.block_size_source.name()
    );
    if let (Some(g), Some(mx)) = (block_size, f.bounds.maxntid) {
        let max: u32 = mx.iter().map(|&x| x.max(1)).product();
        if g > max && f.bounds.reqntid.is_none() {
            let _ = write!(bs, "; exceeds .maxntid {max}");
        }
    }
    out.push_str(&row("block size", bs));
    let max_depth = nest.loops.iter().map(|l| l.depth).max().unwrap_or(0);
    let mut insts = format!(
        "{} in {}, {}",
        instruction_count(body),
        plural(pressure.blocks.len() as u64, "block", "blocks"),
        plural(nest.loops.len() as u64, "loop", "loops")
    );
    if max_depth > 1 {
        let _ = write!(insts, " (max depth {max_depth})");
    }
    out.push_str(&row("instructions", insts));

    // Where the pressure peaks.
    let mut ml = format!(
        "{}, {}",
        plural(u64::from(pressure.max.gprs), "register", "registers"),
        plural(u64::from(pressure.max.preds), "predicate", "predicates")
    );
    if let Some(peak) = pressure.peak {
        let at = match (peak.point, peak.inst) {
            (Point::Inst(k), Some(i)) => {
                format!("instruction {k} ({})", body.dfg.insts[i].opcode.name())
            }
            _ => "entry".to_string(),
        };
        let _ = write!(ml, "; peak in {} at {at}", labels[peak.block]);
    }
    out.push_str(&row("max-live", ml));
    out.push_str(&row(
        "predicted regs",
        explain_prediction(&pred, &pressure, sm),
    ));

    // Occupancy at the predicted registers.
    let launch = LaunchConfig::new(pred.regs, cfg.threads_per_block)
        .with_smem(cfg.static_smem, cfg.dynamic_smem);
    occupancy_rows(out, sm, &launch);
    out.push_str(&row("shared memory", shared_memory_text(m, f, &cfg)));
    out.push_str(&row(
        "estimated cost",
        estimated_cost_text(body, &cfg, pred.regs, sm),
    ));

    // Per-block table in registers, then seed 000's lines in values.
    let rows: Vec<BlockRow> = pressure
        .blocks
        .iter()
        .map(|&b| {
            let bp = pressure.block(b);
            let regs = [bp.live_in_regs.gprs, bp.live_out_regs.gprs, bp.max.gprs];
            BlockRow::new(
                &labels[b],
                nest.depth(b),
                regs,
                [bp.live_in.len(), bp.live_out.len()],
            )
        })
        .collect();
    block_table(out, &rows, pressure.max.gprs);
}

/// Static shared bytes, and the dynamic arrays sized at launch.
fn shared_memory_text(m: &Module, f: &Function, cfg: &KernelConfig) -> String {
    let mut smem = format!("{} bytes static", cfg.static_smem);
    let dynamic = dynamic_shared_arrays(m, f);
    if !dynamic.is_empty() {
        let names: Vec<String> = dynamic.iter().map(|n| format!("@{n}")).collect();
        let _ = write!(
            smem,
            "; dynamic ({}) sized at launch, 0 assumed",
            names.join(", ")
        );
    }
    smem
}

/// The default model's estimate at the predicted registers.
fn estimated_cost_text(body: &Body, cfg: &KernelConfig, regs: u32, sm: Sm) -> String {
    let model = DefaultModel::new(sm);
    let est = model.estimate(
        body,
        &KernelConfig {
            regs: Some(regs),
            ..cfg.clone()
        },
    );
    match est.cost.cycles() {
        Some(c) => format!(
            "{c:.1} cycles per warp (issue {:.1}, latency {:.1}, hiding {:.1})",
            est.issue_cycles, est.latency_cycles, est.hiding
        ),
        None => "infinite (the launch fails)".into(),
    }
}

/// Says which term of the prediction heuristic decided it.
fn explain_prediction(pred: &RegisterPrediction, p: &Pressure, sm: Sm) -> String {
    let plain = p.max.gprs + pred.predicate_overflow + PTXAS_OVERHEAD_REGS;
    let budget = free_register_budget(sm);
    let sched = (p.scheduled_max.gprs + pred.predicate_overflow + PTXAS_OVERHEAD_REGS).min(budget);
    let why = if plain >= sched && plain >= PTXAS_MIN_REGS {
        format!("max-live {} + {PTXAS_OVERHEAD_REGS}", p.max.gprs)
    } else if sched >= PTXAS_MIN_REGS {
        format!(
            "loads hoisted: {} + {PTXAS_OVERHEAD_REGS}, within the free {budget}",
            p.scheduled_max.gprs
        )
    } else {
        format!("floor {PTXAS_MIN_REGS}")
    };
    prediction_text(
        pred.regs,
        why,
        pred.predicate_overflow,
        pred.cap,
        pred.spills,
    )
}

/// The "predicted regs" value: the count, why, predicate overflow, and the
/// launch-bounds cap or the 255 limit when spills are likely. Shared by the
/// nvvm and PTX reports so both read alike.
fn prediction_text(
    regs: u32,
    mut why: String,
    pred_overflow: u32,
    cap: Option<u32>,
    spills: bool,
) -> String {
    if pred_overflow > 0 {
        let _ = write!(
            why,
            ", {pred_overflow} predicates over P0-P{}",
            PTXAS_PREDICATES - 1
        );
    }
    let mut s = format!("{regs} ({why})");
    if let Some(cap) = cap {
        let _ = write!(s, "; launch bounds cap {cap}");
        if spills {
            s.push_str(", spills likely");
        }
    } else if spills {
        s.push_str("; over the 255 limit, spills likely");
    }
    s
}

/// True when `src` (read from `path`) is PTX text: a `.ptx` extension, or
/// a `.version` directive before any other statement.
pub fn is_ptx(path: &std::path::Path, src: &str) -> bool {
    if path.extension().is_some_and(|e| e == "ptx") {
        return true;
    }
    src.lines()
        .map(str::trim)
        .find(|l| !l.is_empty() && !l.starts_with("//"))
        .is_some_and(|l| l.starts_with(".version"))
}

/// The analysis report of every kernel (`.entry`) of a PTX module, in the
/// shape of [`analyze_module`]'s: liveness over PTX virtual registers
/// (`cost::ptx`), the ptxas register prediction, occupancy and its cliffs,
/// static shared memory, and an issue-bound cost estimate. Block names are
/// the PTX labels (`$L__BB0_3`; `bbN` for unlabelled blocks).
pub fn analyze_ptx_module(
    m: &PtxModule,
    name: &str,
    arch: &str,
    block_size: Option<u32>,
) -> String {
    let sm = match Sm::parse(arch) {
        Ok(sm) => sm,
        Err(e) => return format!("error: {e}\n"),
    };
    let mut out = String::new();
    let _ = writeln!(out, "module \"{name}\" for {sm}");
    let kernels: Vec<&PtxFunction> = m
        .funcs
        .iter()
        .filter(|f| f.is_entry && !f.is_decl)
        .collect();
    if kernels.is_empty() {
        out.push_str("no kernels\n");
    }
    for f in kernels {
        out.push('\n');
        analyze_ptx_kernel(&mut out, m, f, sm, block_size);
    }
    out
}

fn ptx_labels(f: &PtxFunction) -> cranelift_entity::SecondaryMap<PBlock, String> {
    let mut labels = cranelift_entity::SecondaryMap::new();
    let mut next = 0;
    for &b in &f.layout {
        labels[b] = match &f.blocks[b].label {
            Some(l) => l.clone(),
            None => {
                next += 1;
                format!("bb{}", next - 1)
            }
        };
    }
    labels
}

fn analyze_ptx_kernel(
    out: &mut String,
    m: &PtxModule,
    f: &PtxFunction,
    sm: Sm,
    block_size: Option<u32>,
) {
    let row = |k: &str, v: String| format!("  {k:<19}{v}\n");
    let d = &f.directives;
    let (threads, source) = match (&d.reqntid, block_size, &d.maxntid) {
        (Some(r), _, _) => (r.iter().map(|&x| x.max(1)).product(), "reqntid"),
        (None, Some(g), _) => (g, "given"),
        (None, None, Some(mx)) => {
            let max: u32 = mx.iter().map(|&x| x.max(1)).product();
            (max.min(DEFAULT_BLOCK_SIZE), "maxntid")
        }
        (None, None, None) => (DEFAULT_BLOCK_SIZE, "default"),
    };
    let pressure = cost::ptx::compute_with_callees_for(m, f, sm);
    let pred = predict_ptx_registers(&pressure, f, sm, threads);
    let labels = ptx_labels(f);
    let depth = ptx_loop_depths(f, &pressure.cfg);
    let loops = cost::ptx::natural_loops(f, &pressure.cfg);
    let max_depth = f.layout.iter().map(|&b| depth[b]).max().unwrap_or(0);

    let _ = writeln!(out, "kernel @{}", f.name);
    let mut bs = format!("{threads} ({source})");
    if let (Some(g), Some(mx), None) = (block_size, &d.maxntid, &d.reqntid) {
        let max: u32 = mx.iter().map(|&x| x.max(1)).product();
        if g > max {
            let _ = write!(bs, "; exceeds .maxntid {max}");
        }
    }
    out.push_str(&row("block size", bs));
    let mut insts = format!(
        "{} in {}, {}",
        pressure.insts,
        plural(f.layout.len() as u64, "block", "blocks"),
        plural(loops.len() as u64, "loop", "loops")
    );
    if max_depth > 1 {
        let _ = write!(insts, " (max depth {max_depth})");
    }
    out.push_str(&row("instructions", insts));
    let mut ml = format!(
        "{}, {}",
        plural(u64::from(pressure.max.gprs), "register", "registers"),
        plural(u64::from(pressure.max.preds), "predicate", "predicates")
    );
    if let Some((b, point)) = pressure.peak {
        let at = match point {
            Point::Inst(k) => {
                let op = f.blocks[b]
                    .stmts
                    .iter()
                    .filter_map(|s| match s {
                        ptx::Stmt::Inst(i) if !i.is_directive() => Some(i),
                        _ => None,
                    })
                    .nth(k)
                    .map(|i| i.op.text())
                    .unwrap_or_default();
                format!("instruction {k} ({op})")
            }
            Point::Entry => "entry".to_string(),
        };
        let _ = write!(ml, "; peak in {} at {at}", labels[b]);
    }
    out.push_str(&row("max-live", ml));
    let why = ptx_prediction_reason(&pressure, pred.basis, sm);
    let pr = prediction_text(
        pred.regs,
        why,
        pred.predicate_overflow,
        pred.cap,
        pred.spills,
    );
    out.push_str(&row("predicted regs", pr));

    let smem = ptx_static_shared_bytes(m, f);
    let launch = LaunchConfig::new(pred.regs, threads).with_smem(smem, 0);
    occupancy_rows(out, sm, &launch);
    out.push_str(&row("shared memory", format!("{smem} bytes static")));
    let (issue, latency) = ptx_estimated_cost(f, &depth, sm);
    out.push_str(&row(
        "estimated cost",
        format!("{issue:.1} issue cycles per warp (serial latency {latency:.1}; PTX input: no dependence model)"),
    ));

    let raw = ptx::analysis::max_live(f);
    let target = isel::remat_block::target(f, sm, &isel::remat_block::Options::default(), threads);
    out.push_str(&row(
        "nv-remat-block",
        format!(
            "max-live {} over virtual registers (64-bit count 2, nothing rematerialized), target {target}",
            raw.max
        ),
    ));

    ptx_block_table(out, f, &pressure, &labels, &depth);
}

/// `ptxas -v` on `src` for `arch`: a line per function with its
/// registers and spills, to read beside the predictions.
pub fn ptxas_rows(src: &str, arch: &str) -> Result<String, crate::compile::CompileError> {
    use crate::compile::CompileError;
    let tools = crate::compare::tools::Tools::find();
    let Some(ptxas) = tools.ptxas else {
        return Err(CompileError::Io(
            "--ptxas: no ptxas found (set WARPSAT_PTXAS or run scripts/setup-tools.sh)".into(),
        ));
    };
    let dir = tempfile::tempdir().map_err(|e| CompileError::Io(e.to_string()))?;
    let input = dir.path().join("in.ptx");
    std::fs::write(&input, src).map_err(|e| CompileError::Io(e.to_string()))?;
    let o = std::process::Command::new(&ptxas)
        .arg(format!("-arch={arch}"))
        .arg("-v")
        .arg(&input)
        .arg("-o")
        .arg(dir.path().join("out.cubin"))
        .output()
        .map_err(|e| CompileError::Io(format!("{}: {e}", ptxas.display())))?;
    let text = String::from_utf8_lossy(&o.stderr);
    if !o.status.success() {
        return Err(CompileError::Io(format!(
            "ptxas rejected the input:\n{text}"
        )));
    }
    let mut out = String::from("\nptxas -v\n");
    for (f, p) in crate::compare::measure::parse_ptxas(&text) {
        let _ = writeln!(
            out,
            "  @{f}: {} registers, {} bytes spill stores, {} bytes stack",
            p.regs.unwrap_or(0),
            p.spill_stores.unwrap_or(0),
            p.stack.unwrap_or(0)
        );
    }
    Ok(out)
}

/// Why the PTX register prediction is what it is: the floor, hoisted or
/// unrolled loads, emulated division, a call, or max-live plus the
/// overhead.
fn ptx_prediction_reason(pressure: &PtxPressure, basis: PredictionBasis, sm: Sm) -> String {
    let budget = free_register_budget(sm);
    match basis {
        PredictionBasis::Floor => format!("floor {PTX_MIN_REGS}"),
        PredictionBasis::MaxLive => format!("max-live {} + {PTX_OVERHEAD_REGS}", pressure.max.gprs),
        PredictionBasis::Emulated => format!(
            "emulated div/sqrt: {} + {PTX_OVERHEAD_REGS}",
            pressure.emulated_max
        ),
        PredictionBasis::Ahead => format!(
            "loads hoisted/unrolled: {} + {PTX_OVERHEAD_REGS}, within the free {budget}",
            pressure.unrolled_max
        ),
        PredictionBasis::Call => format!("held across a call + callee: {}", pressure.call_max),
        PredictionBasis::CallAhead => format!(
            "held across a call + callee's loads ahead: {}, within the free {budget}",
            pressure.call_ahead
        ),
        PredictionBasis::AbiCall => {
            format!("ABI call (indirect or recursive): at least {PTX_ABI_CALL_MIN_REGS}")
        }
    }
}

/// Static shared memory of a PTX kernel: the module's `.shared` variables
/// the kernel or a function it calls names, and the kernel's own
/// declarations (ptxas counts the same: a module of several kernels is not
/// charged to each).
fn ptx_static_shared_bytes(m: &PtxModule, f: &PtxFunction) -> u32 {
    let mut named: std::collections::BTreeSet<&str> = std::collections::BTreeSet::new();
    let mut seen: std::collections::BTreeSet<&str> =
        std::collections::BTreeSet::from([f.name.as_str()]);
    let mut work = vec![f];
    while let Some(g) = work.pop() {
        let mut syms = Vec::new();
        for b in g.blocks.values() {
            for st in &b.stmts {
                if let ptx::Stmt::Inst(i) = st {
                    i.operands
                        .iter()
                        .for_each(|o| operand_symbols(o, &mut syms));
                }
            }
        }
        for sym in syms {
            if let Some(callee) = m.funcs.iter().find(|h| h.name == sym) {
                if seen.insert(callee.name.as_str()) {
                    work.push(callee);
                }
            }
            named.insert(sym);
        }
    }
    let module = m
        .globals
        .iter()
        .filter(|v| v.space == Space::Shared && named.contains(v.name.as_str()));
    let own = f.blocks.values().flat_map(|b| {
        b.stmts.iter().filter_map(|s| match s {
            ptx::Stmt::Decl(v) if v.space == Space::Shared => Some(v),
            _ => None,
        })
    });
    let smem: u64 = module.chain(own).map(|v| v.size()).sum();
    u32::try_from(smem).unwrap_or(u32::MAX)
}

/// The symbols operand `o` names.
fn operand_symbols<'a>(o: &'a ptx::Operand, out: &mut Vec<&'a str>) {
    match o {
        ptx::Operand::Sym(s) => out.push(s),
        ptx::Operand::Addr(ptx::AddrBase::Sym(s), _) => out.push(s),
        ptx::Operand::Vector(v) | ptx::Operand::List(v) | ptx::Operand::Bracket(v) => {
            v.iter().for_each(|x| operand_symbols(x, out))
        }
        ptx::Operand::Pair(a, b) => {
            operand_symbols(a, out);
            operand_symbols(b, out);
        }
        _ => {}
    }
}

/// Issue cycles and serial latency per warp, each instruction weighted by
/// the default trip count to its loop depth.
fn ptx_estimated_cost(f: &PtxFunction, depth: &SecondaryMap<PBlock, u32>, sm: Sm) -> (f64, f64) {
    let model = DefaultModel::new(sm);
    let mut issue = 0.0;
    let mut latency = 0.0;
    for &b in &f.layout {
        let freq = f64::from(cost::loops::DEFAULT_LOOP_TRIP).powi(depth[b] as i32);
        for s in &f.blocks[b].stmts {
            if let ptx::Stmt::Inst(i) = s {
                if !i.is_directive() {
                    let (lat, iss) = model.class_cost(ptx_inst_class(i));
                    issue += freq * iss;
                    latency += freq * lat;
                }
            }
        }
    }
    (issue, latency)
}

/// One block's line of the liveness table.
struct BlockRow {
    label: String,
    depth: u32,
    live_in: u32,
    live_out: u32,
    max: u32,
    live_in_values: usize,
    live_out_values: usize,
}

impl BlockRow {
    /// `regs`: live-in, live-out and max-live registers; `values`: live-in
    /// and live-out value counts.
    fn new(label: &str, depth: u32, regs: [u32; 3], values: [usize; 2]) -> BlockRow {
        let [live_in, live_out, max] = regs;
        let [live_in_values, live_out_values] = values;
        BlockRow {
            label: label.to_string(),
            depth,
            live_in,
            live_out,
            max,
            live_in_values,
            live_out_values,
        }
    }
}

/// Per-block depth and liveness in 32-bit registers, then seed 000's dump
/// lines (`Block ...: live-in = n`, `Max-Live-Function(n) = m`).
fn block_table(out: &mut String, rows: &[BlockRow], max_gprs: u32) {
    let width = rows.iter().map(|r| r.label.len()).max().unwrap_or(5).max(5);
    let _ = writeln!(
        out,
        "  {:<width$}  depth  live-in  live-out  max-live   (32-bit registers)",
        "block"
    );
    for r in rows {
        let _ = writeln!(
            out,
            "  {:<width$}  {:>5}  {:>7}  {:>8}  {:>8}",
            r.label, r.depth, r.live_in, r.live_out, r.max
        );
    }
    for r in rows {
        let _ = writeln!(out, "  Block {}: live-in = {}", r.label, r.live_in_values);
        let _ = writeln!(out, "  Block {}: live-out = {}", r.label, r.live_out_values);
    }
    let _ = writeln!(out, "  Max-Live-Function({}) = {max_gprs}", rows.len());
}

/// The liveness table of a PTX kernel.
fn ptx_block_table(
    out: &mut String,
    f: &PtxFunction,
    pressure: &PtxPressure,
    labels: &SecondaryMap<PBlock, String>,
    depth: &SecondaryMap<PBlock, u32>,
) {
    let rows: Vec<BlockRow> = f
        .layout
        .iter()
        .map(|&b| {
            let bp = &pressure.per_block[b];
            let regs = [bp.live_in_regs.gprs, bp.live_out_regs.gprs, bp.max.gprs];
            BlockRow::new(
                &labels[b],
                depth[b],
                regs,
                [bp.live_in.len(), bp.live_out.len()],
            )
        })
        .collect();
    block_table(out, &rows, pressure.max.gprs);
}

/// Loop depth of each block: the number of natural loops containing it.
fn ptx_loop_depths(
    f: &PtxFunction,
    cfg: &cost::ptx::PtxCfg,
) -> cranelift_entity::SecondaryMap<PBlock, u32> {
    let mut depth = cranelift_entity::SecondaryMap::new();
    for l in cost::ptx::natural_loops(f, cfg) {
        for b in l {
            depth[b] += 1;
        }
    }
    depth
}

/// The `occupancy` and `cliffs` rows for `launch`.
fn occupancy_rows(out: &mut String, sm: Sm, launch: &LaunchConfig) {
    let row = |k: &str, v: String| format!("  {k:<19}{v}\n");
    match occupancy(sm, launch) {
        Ok(o) => {
            let limiters: Vec<&str> = o.limiters().iter().map(|l| l.name()).collect();
            out.push_str(&row(
                "occupancy",
                format!(
                    "{} x {} = {}/{} warps ({:.1}%), limited by {}",
                    plural(u64::from(o.blocks), "block", "blocks"),
                    plural(u64::from(o.warps_per_block), "warp", "warps"),
                    o.warps,
                    o.max_warps,
                    o.fraction() * 100.0,
                    limiters.join(", ")
                ),
            ));
            let near = nearest_cliffs(sm, launch);
            let mut cliffs: Vec<String> = Vec::new();
            if let Some((n, w)) = near.fewer {
                cliffs.push(format!(
                    "{n} fewer {} -> {}",
                    if n == 1 { "register" } else { "registers" },
                    plural(u64::from(w), "warp", "warps")
                ));
            }
            if let Some((n, w)) = near.more {
                let to = if w == 0 {
                    "launch fails".to_string()
                } else {
                    plural(u64::from(w), "warp", "warps")
                };
                cliffs.push(format!(
                    "{n} more {} -> {to}",
                    if n == 1 { "register" } else { "registers" }
                ));
            }
            if cliffs.is_empty() {
                cliffs.push("none".into());
            }
            out.push_str(&row("cliffs", cliffs.join("; ")));
        }
        Err(e) => out.push_str(&row("occupancy", format!("launch fails: {e}"))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn corpus(rel: &str) -> Option<(String, Module)> {
        let path = format!("{}/../../shared/corpus/{rel}", env!("CARGO_MANIFEST_DIR"));
        let src = std::fs::read_to_string(&path).ok()?;
        let m = llvm::import::import(rel, &src).unwrap();
        Some((path, m))
    }

    /// The number after `key` in `line` (`"... key 42 ..."` or `key = 42`).
    fn number_after(text: &str, key: &str) -> u32 {
        let at = text
            .find(key)
            .unwrap_or_else(|| panic!("no '{key}' in\n{text}"))
            + key.len();
        text[at..]
            .trim_start_matches([' ', '=', '('])
            .chars()
            .take_while(|c| c.is_ascii_digit())
            .collect::<String>()
            .parse()
            .unwrap_or_else(|_| panic!("no number after '{key}' in\n{text}"))
    }

    fn line<'a>(text: &'a str, key: &str) -> &'a str {
        text.lines()
            .find(|l| l.trim_start().starts_with(key))
            .unwrap_or_else(|| panic!("no '{key}' line in\n{text}"))
    }

    #[test]
    fn report_structure_and_consistency() {
        let Some((_, m)) = corpus("nvvm/remat_live.ll") else {
            return;
        };
        let r = analyze_module(&m, "sm_80", None);
        assert!(
            r.starts_with(&format!("module \"{}\" for sm_80\n", m.name)),
            "{r}"
        );
        assert!(r.contains("\nkernel @remat_live\n"));
        let f = &m.funcs[m.func_by_name("remat_live").unwrap()];
        let body = f.body.as_ref().unwrap();
        // Seed 000's lines, one pair per block, in layout order.
        let labels = block_labels(body);
        for &b in &body.layout.blocks {
            let l = &labels[b];
            assert!(r.contains(&format!("  Block {l}: live-in = ")), "{l}\n{r}");
            assert!(r.contains(&format!("  Block {l}: live-out = ")), "{l}\n{r}");
        }
        let entry = &labels[body.layout.blocks[0]];
        assert!(r.contains(&format!("Block {entry}: live-in = 0\n")), "{r}");
        let max_live = number_after(
            &r,
            &format!("Max-Live-Function({}) =", body.layout.blocks.len()),
        );
        assert_eq!(number_after(line(&r, "max-live"), "max-live"), max_live);
        let predicted = number_after(line(&r, "predicted regs"), "predicted regs");
        assert!(predicted >= max_live + PTXAS_OVERHEAD_REGS, "{r}");
        // Occupancy: blocks x warps = resident, within the 64 warp slots.
        let occ = line(&r, "occupancy");
        let blocks = number_after(occ, "occupancy");
        let per_block = number_after(occ, "x");
        let warps = number_after(occ, "=");
        assert_eq!(blocks * per_block, warps, "{occ}");
        assert_eq!(per_block, 8, "256 threads by default: {occ}");
        assert!(warps <= 64 && occ.contains("/64 warps"), "{occ}");
        assert!(occ.contains("limited by"), "{occ}");
        // The nearest cliffs agree with the calculator.
        let near = nearest_cliffs(Sm::Sm80, &LaunchConfig::new(predicted, 256));
        let cliffs = line(&r, "cliffs");
        if let Some((n, w)) = near.fewer {
            assert!(cliffs.contains(&format!("{n} fewer register")), "{cliffs}");
            assert!(cliffs.contains(&format!("-> {w} warps")), "{cliffs}");
        }
        // The table's max-live column never exceeds the function's.
        let table_start = r.find("  block  depth").unwrap();
        for l in r[table_start..]
            .lines()
            .skip(1)
            .take(body.layout.blocks.len())
        {
            let col: u32 = l.split_whitespace().last().unwrap().parse().unwrap();
            assert!(col <= max_live, "{l}");
        }
        // A loop was found.
        assert!(line(&r, "instructions").contains("1 loop"), "{r}");
        // Deterministic.
        assert_eq!(r, analyze_module(&m, "sm_80", None));
    }

    #[test]
    fn block_size_arch_and_errors() {
        let Some((_, m)) = corpus("modern/sgemm_reg8x8_lb3.ll") else {
            return;
        };
        let r = analyze_module(&m, "sm_80", Some(512));
        // __launch_bounds__(256, 3): maxntid 256 lets 512 through with a
        // warning; the register cap is 80 and the kernel spills.
        assert!(
            line(&r, "block size").contains("512 (given); exceeds .maxntid 256"),
            "{r}"
        );
        let r = analyze_module(&m, "sm_80", None);
        assert!(line(&r, "block size").contains("256 (maxntid)"), "{r}");
        let pr = line(&r, "predicted regs");
        assert!(
            pr.contains("80 (") && pr.contains("cap 80, spills likely"),
            "{pr}"
        );
        // 3 blocks x 8 warps at 80 registers: exactly the promised 3 blocks.
        assert!(
            line(&r, "occupancy").contains("3 blocks x 8 warps = 24/64"),
            "{r}"
        );
        assert!(line(&r, "shared memory").contains("bytes static"));
        // Architecture names with suffixes work; unknown ones report.
        let r90 = analyze_module(&m, "sm_90a", None);
        assert!(
            r90.starts_with(&format!("module \"{}\" for sm_90\n", m.name)),
            "{r90}"
        );
        let bad = analyze_module(&m, "sm_61", None);
        assert!(
            bad.starts_with("error: unknown architecture 'sm_61'"),
            "{bad}"
        );
        assert!(try_analyze_module(&m, "sm_61", None).is_err());
        // A block size no launch accepts.
        let r = analyze_module(&m, "sm_80", Some(2048));
        assert!(
            line(&r, "occupancy").contains("launch fails: 2048 threads"),
            "{r}"
        );
        assert!(line(&r, "estimated cost").contains("infinite"), "{r}");
    }

    #[test]
    fn every_corpus_file_analyzes_on_every_arch() {
        let dir = format!("{}/../../shared/corpus/nvvm", env!("CARGO_MANIFEST_DIR"));
        let Ok(rd) = std::fs::read_dir(&dir) else {
            return;
        };
        let mut paths: Vec<_> = rd.filter_map(|e| e.ok()).map(|e| e.path()).collect();
        paths.sort();
        for p in paths {
            let src = std::fs::read_to_string(&p).unwrap();
            let m = llvm::import::import(&p.display().to_string(), &src).unwrap();
            for sm in Sm::ALL {
                let r = analyze_module(&m, sm.name(), None);
                let kernels = m.kernels().count();
                assert_eq!(r.matches("\nkernel @").count(), kernels, "{}", p.display());
                assert_eq!(r.matches("Max-Live-Function(").count(), kernels);
            }
        }
    }

    /// A PTX module of two kernels, each with its own `.shared` array and
    /// one reaching a third array through a called function: each kernel
    /// is charged what it names, as ptxas reports it.
    #[test]
    fn ptx_shared_memory_counts_what_each_kernel_names() {
        let text = ".version 7.0\n.target sm_80\n.address_size 64\n\
            .shared .align 4 .b8 big[40000];\n\
            .shared .align 4 .b8 small[1024];\n\
            .shared .align 4 .b8 viacall[512];\n\
            .func touch()\n{\n\t.reg .b32 %r<2>;\n\tst.shared.u32 [viacall], 0;\n\tret;\n}\n\
            .visible .entry a()\n{\n\t.reg .b32 %r<2>;\n\tst.shared.u32 [big+4], 1;\n\tret;\n}\n\
            .visible .entry b()\n{\n\t.reg .b64 %rd<2>;\n\tmov.u64 %rd1, small;\n\t\
            st.shared.u32 [%rd1], 2;\n\t{\n\tcall.uni touch, ();\n\t}\n\tret;\n}\n";
        let pm = ptx::parse::parse_ptx("two.ptx", text).unwrap();
        let r = analyze_ptx_module(&pm, "two.ptx", "sm_80", None);
        let kernels: Vec<&str> = r.split("\nkernel @").skip(1).collect();
        assert_eq!(kernels.len(), 2, "{r}");
        assert!(
            line(kernels[0], "shared memory").contains("40000 bytes static"),
            "{r}"
        );
        assert!(
            line(kernels[1], "shared memory").contains("1536 bytes static"),
            "{r}"
        );
    }

    #[test]
    fn ptx_input_reports_like_nvvm_input() {
        let Some((path, m)) = corpus("nvvm/remat_live.ll") else {
            return;
        };
        let ptx = isel::select_module(&m, "sm_80").unwrap();
        let text = ptx::print::print_module(&ptx);
        assert!(is_ptx(std::path::Path::new("x.txt"), &text));
        assert!(is_ptx(std::path::Path::new("x.ptx"), ""));
        assert!(!is_ptx(
            std::path::Path::new(&path),
            "define void @f() {\n}\n"
        ));
        let pm = ptx::parse::parse_ptx("remat_live.ptx", &text).unwrap();
        let r = analyze_ptx_module(&pm, "remat_live.ptx", "sm_80", None);
        let nv = analyze_module(&m, "sm_80", None);
        assert!(
            r.starts_with("module \"remat_live.ptx\" for sm_80\n"),
            "{r}"
        );
        assert!(r.contains("\nkernel @remat_live\n"), "{r}");
        // Every row of the nvvm report is there, in the same order.
        let keys = |t: &str| -> Vec<String> {
            t.lines()
                .filter(|l| {
                    l.starts_with("  ") && !l.starts_with("  Block") && !l.starts_with("   ")
                })
                .filter_map(|l| l.split_whitespace().next().map(str::to_string))
                .take(9)
                .collect()
        };
        // Less the rows only PTX input has (the machine pass's max-live).
        let ptx_keys: Vec<String> = keys(&r)
            .into_iter()
            .filter(|k| k != "nv-remat-block")
            .collect();
        assert_eq!(ptx_keys, keys(&nv)[..ptx_keys.len()], "{r}\n{nv}");
        assert!(line(&r, "nv-remat-block").contains("target 70"), "{r}");
        let f = &pm.funcs[0];
        let max_live = number_after(&r, &format!("Max-Live-Function({}) =", f.layout.len()));
        assert_eq!(number_after(line(&r, "max-live"), "max-live"), max_live);
        let predicted = number_after(line(&r, "predicted regs"), "predicted regs");
        assert!(predicted >= max_live + PTX_OVERHEAD_REGS, "{r}");
        for &b in &f.layout {
            let l = &ptx_labels(f)[b];
            assert!(r.contains(&format!("  Block {l}: live-in = ")), "{l}\n{r}");
        }
        assert!(line(&r, "occupancy").contains("limited by"), "{r}");
        assert_eq!(r, analyze_ptx_module(&pm, "remat_live.ptx", "sm_80", None));
        assert!(analyze_ptx_module(&pm, "x", "sm_61", None).starts_with("error: "));
    }

    #[test]
    fn snapshots() {
        let mut settings = insta::Settings::clone_current();
        settings.set_snapshot_path(concat!(env!("CARGO_MANIFEST_DIR"), "/../snapshots/analyze"));
        settings.set_prepend_module_to_snapshot(false);
        settings.bind(|| {
            for (rel, name) in [
                ("nvvm/remat_live.ll", "remat_live_sm80"),
                ("modern/sgemm_reg8x8_lb3.ll", "sgemm_reg8x8_lb3_sm80"),
            ] {
                let Some((_, m)) = corpus(rel) else {
                    return;
                };
                insta::assert_snapshot!(name, analyze_module(&m, "sm_80", None));
            }
        });
    }
}
